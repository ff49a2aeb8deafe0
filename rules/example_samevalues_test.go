package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Same value sets on a 4x4: the two cells of the first row's left box
// hold the digits of the bottom-right box's diagonal, in either order,
// and r2c1 holds the digit of r3c4.
func ExampleSameValues() {
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.SameValues{Sets: [][]sudoku.Cell{sudoku.MustCells("r1c1 r1c2"), sudoku.MustCells("r3c3 r4c4")}},
		rules.SameValues{Sets: [][]sudoku.Cell{sudoku.MustCells("r2c1"), sudoku.MustCells("r3c4")}},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 1000)
	fmt.Println(n, err)
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "12..............")
	n, err = m.Count(context.Background(), g, 1000)
	fmt.Println(n, err)
	sol, err := m.Solve(context.Background(), g)
	fmt.Println(err)
	fmt.Println(sol.Pretty())
	// Output:
	// 24 <nil>
	// 2 <nil>
	// <nil>
	// 1 2 | 3 4
	// 3 4 | 1 2
	// ----+----
	// 4 1 | 2 3
	// 2 3 | 4 1
}
