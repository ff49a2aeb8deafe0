package variants

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// pointsLineJSON is a line of colour through the given points (row,
// column, in cells).
func pointsLineJSON(colour string, pts ...[2]float64) string {
	var ps []string
	for _, p := range pts {
		ps = append(ps, fmt.Sprintf("[%g,%g]", p[0], p[1]))
	}
	return fmt.Sprintf(`{"color":%q,"thickness":10,"wayPoints":[%s]}`, colour, strings.Join(ps, ","))
}

// TestBindHalfSumLines binds lines to half-sum lines in the setters'
// wordings, ends drawn short of their centres too, and refuses lines
// without halves, a wording whose counts are not the halves, a drawing
// off the centres and a solution that breaks the rule.
func TestBindHalfSumLines(t *testing.T) {
	const wetering = "In each line of four cells the sum of the first two digits equals the sum of the last two digits."
	// On bindSolution (1243 / 3412 / 2134 / 4321): column 3 reads
	// 4 1 3 2 (halves of 5), r2c2 r1c3 4 4, row 1 1 2 4 3 (3 and 7).
	column := bindLineJSON(green, "r1c3", "r2c3", "r3c3", "r4c3")
	short := pointsLineJSON(green, [2]float64{0.75, 2.5}, [2]float64{3.25, 2.5})
	diagonal := pointsLineJSON(green, [2]float64{1.25, 1.75}, [2]float64{0.75, 2.25})
	tests := []struct {
		name   string
		js     string
		want   int    // half-sum lines bound
		reason string // "" for bound; "solution"; else in BindError.Reason
	}{
		{"first two and last two", bindJSON(wetering, bindSolution, column), 1, ""},
		{"halves", bindJSON("The sum of the first half of each green line equals the sum of the second half.", bindSolution, column, bindLineJSON(green, "r2c2", "r1c3")), 2, ""},
		{"ends short of the centres", bindJSON(wetering, bindSolution, short), 1, ""},
		{"diagonal ends short of the centres", bindJSON("The sum of the first half of each line equals the sum of the second half.", bindSolution, diagonal), 1, ""},
		{"no solution carried", bindJSON(wetering, "", bindLineJSON(green, "r1c1", "r1c2", "r1c3", "r1c4")), 1, ""},
		{"three cells", bindJSON("The sum of the first half of each line equals the sum of the second half.", "", bindLineJSON(green, "r1c1", "r1c2", "r1c3")), 0, "no halves"},
		{"counts not the halves", bindJSON("On each line, the sum of the first two digits equals the sum of the last three digits.", "", column), 0, "not its halves"},
		{"a line of six for two and two", bindJSON(wetering, "", bindLineJSON(green, "r1c1", "r1c2", "r1c3", "r1c4", "r2c4", "r3c4")), 0, "not its halves"},
		{"double", bindJSON("On each line, the sum of the first two digits is double the sum of the last two digits.", "", column), 0, "no sentence of the rules text names them"},
		{"an end off the line", bindJSON(wetering, "", pointsLineJSON(green, [2]float64{0.5, 2.75}, [2]float64{3.5, 2.5})), 0, "does not run through cell centres"},
		{"solution breaks it", bindJSON(wetering, bindSolution, bindLineJSON(green, "r1c1", "r1c2", "r1c3", "r1c4")), 0, "solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			switch tt.reason {
			case "":
				if err != nil {
					t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
				}
				var got []string
				for _, b := range bs {
					got = append(got, b.Family)
				}
				if d := cmp.Diff([]string{"half-sum line"}, got); d != "" {
					t.Errorf("bindings (-want +got):\n%s", d)
				}
				n := 0
				for _, r := range rules.Flatten(p.Rules...) {
					if _, ok := r.(rules.HalfSumLine); ok {
						n++
					}
				}
				if n != tt.want {
					t.Errorf("rules = %v, want %d HalfSumLine", p.Rules, tt.want)
				}
			default:
				wantRefusal(t, err, tt.reason, "half-sum line")
			}
		})
	}
}

// TestBindHalfSumReal reads Aad van de Wetering's "Four Triangles" (16
// lines of four, most ends drawn short of their centres) to its one
// published solution.
func TestBindHalfSumReal(t *testing.T) {
	link, published := benchLink(t, "sxsm_AadvandeWetering_2f8b2a4129d1adfc0a51da6fe6ef26ed")
	p, bs, err := ParseLinkBindings(link)
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
	}
	if len(bs) != 1 || bs[0].Family != "half-sum line" || len(bs[0].Lines) != 16 {
		t.Errorf("bindings = %v, want the 16 lines as half-sum lines", bs)
	}
	var got []string
	for _, r := range p.Rules {
		if l, ok := r.(rules.HalfSumLine); ok {
			got = append(got, fmt.Sprint(l.Cells))
		}
	}
	if want := fmt.Sprint(sudoku.MustCells("r1c6 r2c7 r3c8 r4c9")); len(got) != 16 || got[6] != want {
		t.Errorf("half-sum lines = %q, want 16, the seventh r1c6 to r4c9", got)
	}
	uniquePublished(t, p, published)
}

// TestFPuzzlesBindHalfSum: f-puzzles has no collection for half-sum
// lines, so a generic line the text binds to one is read as a rule after
// the collections' rules, not dropped: here the carried solution breaks
// it, and the refusal names it.
func TestFPuzzlesBindHalfSum(t *testing.T) {
	top := zipperTop(t)
	top["ruleset"] = "Normal sudoku rules apply. The sum of the first half of each gray line equals the sum of the second half."
	// Lines of four and two cells, so that each has halves.
	top["line"] = []any{
		map[string]any{"lines": []any{[]any{"R1C1", "R2C1", "R3C1", "R4C1"}}, "outlineC": "#CCCCCC", "width": 0.5},
		map[string]any{"lines": []any{[]any{"R2C2", "R2C3"}}, "outlineC": "#CCCCCC", "width": 0.5},
	}
	_, _, err := parseFPTBindings(t, top)
	var se *SolutionError
	if !errors.As(err, &se) || !strings.Contains(se.Rule, "half-sum line") {
		t.Fatalf("ParseFPuzzles() = %v, want the half-sum lines read and the carried solution refused by them", err)
	}
}
