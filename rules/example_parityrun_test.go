package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleNoParityRun() {
	// Lulero's "Cornered Parity": no three cells side by side in a row or
	// a column are all odd or all even.
	g, _ := sudoku.ParseGrid(sudoku.Shape6, "213645 456132 145263 632451 524316 361524")
	rule := rules.NoParityRun{Length: 3}
	fmt.Println(rule.Check(g))
	g, _ = sudoku.ParseGrid(sudoku.Shape6, "135246 ...... ...... ...... ...... ......")
	fmt.Println(rule.Check(g))
	// Output:
	// <nil>
	// sudoku: conflict: no parity run of 3: r1c1 and r1c2 and r1c3 hold 3 odd digits in a row
}
