package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Rellik cages on a 4x4: no one or more digits of a cage add up to its
// number. The three cells of the cage marked ≠6 can only hold 1, 3 and 4
// (1, 2 and 3 add up to 6, and 2 and 4 are in the other sets of three),
// and the cage marked ≠3 holds neither 3 nor both 1 and 2.
func ExampleRellikCage() {
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.RellikCage{Sum: 6, Cells: sudoku.MustCells("r1c1 r1c2 r2c1")},
		rules.RellikCage{Sum: 3, Cells: sudoku.MustCells("r3c3 r3c4")},
		rules.RellikCage{Sum: 5, Cells: sudoku.MustCells("r4c1 r4c2")},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 1000)
	fmt.Println(n, err)
	sol, err := m.Solve(context.Background(), sudoku.Grid{})
	fmt.Println(err)
	fmt.Println(sol.Pretty())
	// Output:
	// 12 <nil>
	// <nil>
	// 3 1 | 2 4
	// 4 2 | 1 3
	// ----+----
	// 1 3 | 4 2
	// 2 4 | 3 1
}
