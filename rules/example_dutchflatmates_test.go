package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleDutchFlatmates() {
	// On 6x6 the middle digit is 3: each 3 has a 1 above it or a 6
	// below it.
	g, _ := sudoku.ParseGrid(sudoku.Shape6, "1..... 3..... ...... ...... ...... ......")
	fmt.Println(rules.DutchFlatmates{}.Check(g))
	g, _ = sudoku.ParseGrid(sudoku.Shape6, "2..... 3..... 5..... ...... ...... ......")
	fmt.Println(rules.DutchFlatmates{}.Check(g))
	// Output:
	// <nil>
	// sudoku: conflict: Dutch flatmates: r1c1 and r2c1 and r3c1 leave the 3 with no 1 above it and no 6 below it
}
