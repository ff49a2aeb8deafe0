package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleKnightmare() {
	// A 1 and a 4 a knight's move apart add up to 5.
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1... ..4. .... ....")
	fmt.Println(rules.Knightmare{}.Check(g))
	// Other totals can be forbidden instead.
	fmt.Println(rules.Knightmare{Sums: []int{3, 6}}.Check(g))
	g, _ = sudoku.ParseGrid(sudoku.Shape4, "1... ..2. .... ....")
	fmt.Println(rules.Knightmare{Sums: []int{3, 6}}.Check(g))
	// Output:
	// sudoku: conflict: knightmare: r1c1 and r2c3 hold 1 and 4, which add up to 5
	// <nil>
	// sudoku: conflict: knightmare (sums 3 6): r1c1 and r2c3 hold 1 and 2, which add up to 3
}
