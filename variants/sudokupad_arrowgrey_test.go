package variants

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestArrowGreys reads an arrow drawn with SudokuPad's arrow tool in
// greys of every lightness, from a circle ringed in its own grey or any
// other: on bindSolution (1243 / 3412 / 2134 / 4321), r2c2 holds 4 and
// r1c1 r2c1 hold 1 and 3. A coloured, translucent or near-white arrow, or
// one from a coloured circle, stays unread.
func TestArrowGreys(t *testing.T) {
	const text = "Digits along an arrow sum to the digit in the circle."
	arrow := func(colour string) string {
		// From the circle's edge, as setters draw it.
		return fmt.Sprintf(`{"wayPoints":[[1.5,1.2],[0.5,0.5],[1.5,0.5]],"headLength":0.3,"color":%q,"thickness":3}`, colour)
	}
	circle := func(border string) string {
		return fmt.Sprintf(`{"center":[1.5,1.5],"width":0.79,"height":0.79,"rounded":true,"backgroundColor":"#fff","borderColor":%q}`, border)
	}
	tests := []struct {
		name, arrow, circle string
		read                bool
	}{
		{"dark grey from a near-black circle", "#6a6a6aff", "#070707", true},
		{"black", "#000000", "#000000", true},
		{"mid grey, its own colour", "#a1a1a1", "#a1a1a1", true},
		{"light grey from a black circle", "#d0d0d0", "#000", true},
		{"red arrow", "#e03030", "#070707", false},
		{"grey arrow, red circle", "#6a6a6a", "#e03030", false},
		{"translucent", "#6a6a6a40", "#6a6a6a40", false},
		{"near white", "#f4f4f4", "#f4f4f4", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			js := drawnJSON(text, bindSolution, nil, []string{arrow(tt.arrow)}, []string{circle(tt.circle)})
			p, _, err := decodeSCLBindings([]byte(js), nil)
			if !tt.read {
				var ee *ElementsError
				if !errors.As(err, &ee) || !slices.ContainsFunc(ee.Elements, func(e string) bool { return strings.HasPrefix(e, "arrows[0]") }) {
					t.Fatalf("decodeSCLBindings() = %v, want an *ElementsError listing arrows[0]", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
			}
			var got []rules.Arrow
			for _, r := range p.Rules {
				if a, ok := r.(rules.Arrow); ok {
					got = append(got, a)
				}
			}
			want := []rules.Arrow{{Circle: sudoku.MustCells("r2c2"), Line: sudoku.MustCells("r1c1 r2c1")}}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("arrows (-want +got):\n%s", d)
			}
		})
	}
}
