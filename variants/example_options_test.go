package variants_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// A list of options is itself an option: name a house style once and use
// it for every puzzle, with more options beside it.
func ExampleOptions() {
	house := variants.Options{variants.WithAuthor("Ada"), variants.WithRules(rules.AntiKnight{})}
	p := variants.X(sudoku.Grid{}, house, variants.WithTitle("Knight X"))
	fmt.Println(p.Title, "by", p.Author)
	for _, r := range rules.Flatten(p.Rules...) {
		fmt.Println(sudoku.RuleName(r))
	}
	// Output:
	// Knight X by Ada
	// rows
	// columns
	// boxes
	// main diagonal
	// anti-diagonal
	// anti-knight
}
