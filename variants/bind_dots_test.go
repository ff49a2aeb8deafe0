package variants

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// edgeDotJSON is a dot of fill on the edge between cells a and b ("r1c1",
// orthogonal neighbours).
func edgeDotJSON(fill, a, b string) string {
	ca, cb := sudoku.MustCells(a)[0], sudoku.MustCells(b)[0]
	r := float64(ca.Row+cb.Row)/2 + 0.5
	c := float64(ca.Col+cb.Col)/2 + 0.5
	return fmt.Sprintf(`{"center":[%g,%g],"width":0.31,"height":0.31,"rounded":true,"backgroundColor":%q,"borderColor":"#000000"}`, r, c, fill)
}

// TestBindDots binds grey dots by the rules text. On bindSolution (1243 /
// 3412 / 2134 / 4321), r1c1 r1c2 hold 1 2, r1c2 r1c3 2 4, r1c3 r1c4 4 3,
// and r1c1 r2c1 1 3: consecutive or 1:2 but for the last.
func TestBindDots(t *testing.T) {
	const darkGrey = "#383838"
	std := "Cells separated by a grey dot are either consecutive or in a 1:2 ratio (or both)."
	three := []string{edgeDotJSON(darkGrey, "r1c1", "r1c2"), edgeDotJSON(darkGrey, "r1c2", "r1c3"), edgeDotJSON(darkGrey, "r1c3", "r1c4")}
	either := func(k, r int, pairs ...string) []string {
		var out []string
		for _, p := range pairs {
			cs := sudoku.MustCells(p)
			out = append(out, rules.DifferenceOrRatio{A: cs[0], B: cs[1], Difference: k, Ratio: r}.String())
		}
		return out
	}
	usual := either(1, 2, "r1c1 r1c2", "r1c2 r1c3", "r1c3 r1c4")
	tests := []struct {
		name   string
		text   string
		dots   []string
		want   []string // the dots' rules; nil when refused
		reason string   // a *BindError's reason, "elements" or "solution"
	}{
		{name: "standard", text: std, dots: three, want: usual},
		{name: "joined by, double", text: "Digits joined by a grey dot are consecutive or one is double the other.", dots: three, want: usual},
		{name: "heading, either side, have", text: "Grey dots: the digits either side of a grey dot have a difference of 1 or a ratio of 1:2.", dots: three, want: usual},
		{name: "between two cells means", text: "A grey dot between two cells means they are in a 1:2 ratio or consecutive.", dots: three, want: usual},
		{name: "either differ or are", text: "Cells separated by a gray dot either differ by 1 or are in a ratio of 2:1.", dots: three, want: usual},
		{name: "other values", text: "Cells separated by a grey dot have either a difference of 2 or a ratio of 1:3.",
			dots: []string{edgeDotJSON(darkGrey, "r1c1", "r2c1"), edgeDotJSON(darkGrey, "r1c2", "r1c3")}, want: either(2, 3, "r1c1 r2c1", "r1c2 r1c3")},
		{name: "light grey", text: std, dots: []string{edgeDotJSON("#a0a0a0", "r1c1", "r1c2")}, want: either(1, 2, "r1c1 r1c2")},

		{name: "says something else", text: "Cells separated by a grey dot sum to 5.", dots: three, reason: "states no dot rule"},
		{name: "neither nor", text: "Cells separated by a grey dot are neither consecutive nor in a 1:2 ratio.", dots: three, reason: "states no dot rule"},
		{name: "and, not or", text: "Cells separated by a grey dot are consecutive and in a 1:2 ratio.", dots: three, reason: "states no dot rule"},
		{name: "not both", text: "Cells separated by a grey dot are either consecutive or in a 1:2 ratio, but not both.", dots: three, reason: "states no dot rule"},
		{name: "difference 0", text: "Cells separated by a grey dot have a difference of 0 or a ratio of 1:2.", dots: three, reason: "not a dot rule"},
		{name: "two ways", text: std + "\nCells separated by a grey dot have a difference of 2 or a ratio of 1:2.", dots: three, reason: "two ways"},
		// A dot of a colour no sentence names stays unread.
		{name: "red dot unnamed", text: std, dots: []string{edgeDotJSON("#e03030", "r1c1", "r1c2")}, reason: "elements"},
		// Two classes that "grey" both matches: neither is named alone.
		{name: "two greys", text: std, dots: []string{edgeDotJSON(darkGrey, "r1c1", "r1c2"), edgeDotJSON("#a0a0a0", "r1c3", "r1c4")}, reason: "elements"},
		{name: "solution broken", text: std, dots: []string{edgeDotJSON(darkGrey, "r1c1", "r2c1")}, reason: "solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			js := withOverlays(bindJSON(tt.text, bindSolution), tt.dots...)
			p, bs, err := decodeSCLBindings([]byte(js), nil)
			if tt.want != nil {
				if err != nil {
					t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
				}
				var got []string
				for _, r := range p.Rules {
					if _, ok := r.(rules.DifferenceOrRatio); ok {
						got = append(got, fmt.Sprint(r))
					}
				}
				if d := cmp.Diff(tt.want, got); d != "" {
					t.Errorf("dots (-want +got):\n%s", d)
				}
				if len(bs) != 1 || bs[0].Family != "difference or ratio dot" || len(bs[0].Lines) != len(tt.dots) {
					t.Errorf("bindings = %v, want the %d dots as difference or ratio dots", bs, len(tt.dots))
				}
				return
			}
			wantRefusal(t, err, tt.reason, "difference or ratio dot")
		})
	}
}
