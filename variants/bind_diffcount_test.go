package variants

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// bindCase is a SudokuPad puzzle for the binder and what it must give:
// the rules bound, or a refusal.
type bindCase struct {
	name string
	js   string
	want []sudoku.Rule // the rules bound, in order; nil for a refusal
	// reason is in the BindError's reason; "solution" means a
	// *SolutionError naming family.
	reason string
	family string
}

// runBindCases reads each case and checks what it binds or why it is
// refused.
func runBindCases(t *testing.T, tests []bindCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			switch {
			case tt.want != nil:
				if err != nil {
					t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
				}
				var got []sudoku.Rule
				for _, r := range p.Rules {
					switch r.(type) {
					case rules.DifferenceCount, rules.FibonacciLine, rules.Renban:
						got = append(got, r)
					}
				}
				if d := cmp.Diff(tt.want, got); d != "" {
					t.Errorf("rules bound (-want +got):\n%s", d)
				}
				for _, b := range bs {
					if b.Sentence == "" || (b.Family != tt.family && b.Family != "renban") {
						t.Errorf("Binding %v: want its sentence and family %s", b, tt.family)
					}
				}
				if !p.Solution.Filled() {
					t.Errorf("Solution = %v, want the carried one", p.Solution)
				}
			case tt.reason == "solution":
				var se *SolutionError
				if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Binding, tt.family) {
					t.Fatalf("decodeSCLBindings() = %v, want a *SolutionError naming the %s binding", err, tt.family)
				}
			default:
				var be *BindError
				if !errors.As(err, &be) || !errors.Is(err, ErrUnbound) || !strings.Contains(be.Reason, tt.reason) || len(be.Lines) == 0 {
					t.Fatalf("decodeSCLBindings() = %v, want a *BindError with reason %q", err, tt.reason)
				}
			}
		})
	}
}

// TestBindDifferenceCount binds differences count lines by their usual
// wordings, a sentence about "a coloured line" binding every class of
// lines when no other sentence speaks of lines, and refuses otherwise.
func TestBindDifferenceCount(t *testing.T) {
	const text = "The difference between two adjacent digits on a coloured line indicates exactly how many pairs of adjacent digits along that line have that exact difference."
	cells := sudoku.MustCells
	green3 := bindLineJSON(green, "r1c2", "r1c3", "r2c4")         // 2 4 2: two 2s
	purple2 := bindLineJSON(purple, "r3c1", "r3c2")               // 2 1: one 1
	green4 := bindLineJSON(green, "r1c1", "r1c2", "r1c3", "r2c4") // 1 2 4 2: one 1, two 2s
	broken := bindLineJSON(green, "r1c1", "r2c2")                 // 1 4: one 3
	const family = "differences count line"
	runBindCases(t, []bindCase{
		{name: "one class", js: bindJSON(text, bindSolution, green3),
			want: []sudoku.Rule{rules.DifferenceCount{Cells: cells("r1c2 r1c3 r2c4")}}, family: family},
		{name: "a coloured line: every class", js: bindJSON("Normal sudoku rules apply. "+text, bindSolution, green3, purple2),
			want: []sudoku.Rule{rules.DifferenceCount{Cells: cells("r1c2 r1c3 r2c4")}, rules.DifferenceCount{Cells: cells("r3c1 r3c2")}}, family: family},
		{name: "lines of any colour, another wording",
			js:   bindJSON("Adjacent digits on lines of any colour differ by exactly the number of pairs of adjacent digits on that line that have that difference.", bindSolution, green4, purple2),
			want: []sudoku.Rule{rules.DifferenceCount{Cells: cells("r1c1 r1c2 r1c3 r2c4")}, rules.DifferenceCount{Cells: cells("r3c1 r3c2")}}, family: family},
		{name: "by name and colour", js: bindJSON("Differences count lines: the difference between adjacent digits on a green line gives the number of pairs on it with that difference.", bindSolution, green3),
			want: []sudoku.Rule{rules.DifferenceCount{Cells: cells("r1c2 r1c3 r2c4")}}, family: family},
		// Another sentence speaks of lines: it may be about some of
		// them, so "a coloured line" refers to no class by itself.
		{name: "a coloured line and a renban sentence", js: bindJSON(text+" Green lines are renbans.", "", green3, purple2),
			reason: "no sentence of the rules text names them alone"},
		{name: "a line, not coloured, two classes", js: bindJSON(strings.Replace(text, "coloured line", "line", 1), "", green3, purple2),
			reason: "no sentence of the rules text names them alone"},
		{name: "a coloured line, two families", js: bindJSON(strings.TrimSuffix(text, ".")+", and form a set of consecutive digits.", "", green3, purple2),
			reason: "names 2 families"},
		{name: "more than the family", js: bindJSON(strings.TrimSuffix(text, ".")+", except on the ends.", "", green3),
			reason: `says more than differences count line ("except")`},
		{name: "a loop", js: bindJSON(text, "", bindLineJSON(green, "r1c1", "r1c2", "r2c2", "r2c1", "r1c1")),
			reason: "passes a cell twice"},
		{name: "the solution breaks it", js: bindJSON(text, bindSolution, broken), reason: "solution", family: family},
		{name: "the solution breaks one class", js: bindJSON(text, bindSolution, green3, bindLineJSON(purple, "r4c1", "r4c2", "r4c3")), reason: "solution", family: family},
	})
}
