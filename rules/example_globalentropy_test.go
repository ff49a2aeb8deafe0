package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleGlobalEntropy() {
	// The square at r1c1 holds 4, 7, 5 and 8: no low digit.
	g, _ := sudoku.ParseGrid(sudoku.Shape9, "47.......58......."+
		"...............................................................")
	fmt.Println(rules.GlobalEntropy{}.Check(g))
	// Its digits have the remainders 1, 1, 2 and 2 modulo 3.
	fmt.Println(rules.GlobalMod{}.Check(g))
	// Output:
	// sudoku: conflict: global entropy: r1c1 and r1c2 and r2c1 and r2c2 hold no low digit (1, 2 or 3)
	// sudoku: conflict: global mod 3: r1c1 and r1c2 and r2c1 and r2c2 hold no 3, 6 or 9
}
