package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Required digits on a 4x4: the main diagonal holds at least two 1s, and
// the anti-diagonal one 4 and one 3, and no more of either: its other two
// cells hold 1s or 2s.
func ExampleContain() {
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.Contain{Digits: []int{1, 1}, Cells: sudoku.MustCells("r1c1 r2c2 r3c3 r4c4")},
		rules.Contain{Digits: []int{4, 3}, Cells: sudoku.MustCells("r1c4 r2c3 r3c2 r4c1"), Exact: true},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 1000)
	fmt.Println(n, err)
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1........3......")
	sol, unique, err := m.Unique(context.Background(), g)
	fmt.Println(unique, err)
	fmt.Println(sol.Pretty())
	// Output:
	// 16 <nil>
	// true <nil>
	// 1 2 | 3 4
	// 3 4 | 2 1
	// ----+----
	// 4 3 | 1 2
	// 2 1 | 4 3
}
