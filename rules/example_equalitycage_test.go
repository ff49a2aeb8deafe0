package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Equality cages on a 6x6: each holds as many even digits as odd and as
// many low (1-3) as high (4-6), so a cage of two cells holds 1 and 4, 2
// and 5 ... any low digit with a high one of the other parity.
func ExampleEqualityCage() {
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.EqualityCage{Cells: sudoku.MustCells("r1c1 r1c2")},
		rules.EqualityCage{Cells: sudoku.MustCells("r2c1 r2c2 r2c3 r3c1")},
		rules.EqualityCage{Cells: sudoku.MustCells("r6c5 r6c6")},
	}
	m, err := sudoku.New(sudoku.Shape6, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	g, _ := sudoku.ParseGrid(sudoku.Shape6, "1.....................3..........2..")
	cands, err := m.Candidates(context.Background(), g)
	fmt.Println(err)
	for _, c := range sudoku.MustCells("r1c2 r6c5 r6c6") {
		fmt.Println(c, cands.Digits(c))
	}
	// Output:
	// <nil>
	// r1c2 [4 6]
	// r6c5 [1 4 6]
	// r6c6 [1 3 4 6]
}
