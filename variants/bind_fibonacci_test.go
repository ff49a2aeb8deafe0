package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestBindFibonacci binds Fibonacci lines by their usual wordings when
// the text says they may increase from either end, and refuses
// otherwise.
func TestBindFibonacci(t *testing.T) {
	const blue = "#6adaedff"
	const text = "Fibonacci Lines: Blue lines strictly increase from one end to the other where any digit on the line beyond the lowest 2 digits is the sum of the previous 2 digits in the sequence."
	cells := sudoku.MustCells
	up := bindLineJSON(blue, "r1c1", "r1c2", "r2c1")   // 1 2 3
	down := bindLineJSON(blue, "r3c4", "r3c3", "r3c2") // 4 3 1
	const family = "Fibonacci line"
	runBindCases(t, []bindCase{
		{name: "both ways", js: bindJSON(text, bindSolution, up, down),
			want: []sudoku.Rule{rules.FibonacciLine{Cells: cells("r1c1 r1c2 r2c1")}, rules.FibonacciLine{Cells: cells("r3c4 r3c3 r3c2")}}, family: family},
		{name: "another wording", js: bindJSON("Digits on a blue line increase in either direction, and every digit after the first two is the sum of the previous two digits.", bindSolution, down),
			want: []sudoku.Rule{rules.FibonacciLine{Cells: cells("r3c4 r3c3 r3c2")}}, family: family},
		{name: "with a renban of another colour", js: bindJSON("Along a blue line, digits increase from one end to the other and each digit from the third on is the sum of the two previous digits. Digits on a purple line form a set of consecutive digits.", bindSolution, up, bindLineJSON(purple, "r4c3", "r4c4")),
			// f-puzzles cannot hold a Fibonacci line: it follows the others.
			want: []sudoku.Rule{rules.Renban{Cells: cells("r4c3 r4c4")}, rules.FibonacciLine{Cells: cells("r1c1 r1c2 r2c1")}}, family: family},
		{name: "no end said", js: bindJSON("Digits on a blue line strictly increase, and every digit after the first two is the sum of the previous two digits.", "", up),
			reason: "does not say it may increase from either end"},
		{name: "an end marked", js: bindJSON("Digits on a blue line increase from the circled end, and every digit after the first two is the sum of the previous two digits.", "", up),
			reason: `says more than Fibonacci line ("circled")`},
		{name: "named only", js: bindJSON("Blue lines are Fibonacci lines.", "", up),
			reason: "does not say it may increase from either end"},
		{name: "the solution breaks it", js: bindJSON(text, bindSolution, bindLineJSON(blue, "r1c1", "r1c2", "r1c3")), reason: "solution", family: family},
	})
}

// TestBindDifferenceCountFibonacciReal reads the Sudoku-Bench puzzles of
// both families: each binds, and each has one solution, the published
// one.
func TestBindDifferenceCountFibonacciReal(t *testing.T) {
	tests := []struct {
		id   string
		want []string // Binding.Elements + ": " + Family
	}{
		// Lines of five colours, all "a coloured line", and a black dot.
		{"sxsm_SujoykuandMartySears_afc27f9a61c48f209cbef0310385b36c", []string{
			"#dfb1f4ff width 10 lines (2): differences count line", "#9ad6f7ff width 10 lines (1): differences count line",
			"#b7f68cff width 10 lines (1): differences count line", "#f8c67aff width 10 lines (1): differences count line"}},
		{"sxsm_SujoykuandMartySears_d7635138763996b4af8378b8ae923c8f", []string{
			"#b7f68cff width 10 lines (1): differences count line", "#dfb1f4ff width 10 lines (1): differences count line"}},
		{"sxsm_MattTressel_2e7aeae3cb221bf7de68c12442fd5ede", []string{"blue lines (11): Fibonacci line"}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			link, published := benchLink(t, tt.id)
			p, bs, err := ParseLinkBindings(link)
			if err != nil {
				t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
			}
			var got []string
			for _, b := range bs {
				got = append(got, b.Elements+": "+b.Family)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("bindings (-want +got):\n%s", d)
			}
			uniquePublished(t, p, published)
		})
	}
}
