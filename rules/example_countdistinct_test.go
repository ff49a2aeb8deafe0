package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A distinct count on a 6x6: r1c1 says how many different digits the
// diagonal from r2c2 to r6c6 holds, and r6c1 how many the rest of the
// first row holds, which can only be 5.
func ExampleCountDistinct() {
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.CountDistinct{Control: sudoku.MustCells("r1c1")[0], Cells: sudoku.MustCells("r2c2 r3c3 r4c4 r5c5 r6c6")},
		rules.CountDistinct{Control: sudoku.MustCells("r6c1")[0], Cells: sudoku.MustCells("r1c2 r1c3 r1c4 r1c5 r1c6")},
	}
	m, err := sudoku.New(sudoku.Shape6, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	cands, err := m.Candidates(context.Background(), sudoku.Grid{})
	fmt.Println(err)
	fmt.Println("r1c1", cands.Digits(sudoku.MustCells("r1c1")[0]))
	fmt.Println("r6c1", cands.Digits(sudoku.MustCells("r6c1")[0]))
	// Output:
	// <nil>
	// r1c1 [2 3 4]
	// r6c1 [5]
}
