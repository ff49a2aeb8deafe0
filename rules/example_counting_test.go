package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleCountingCircles() {
	// A 4x4 sudoku with nine counting circles and no givens (Michael
	// Lefkowitz, "Introduction to Counting Circles"): a digit in a
	// circle says how many circles hold it.
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.CountingCircles{Cells: sudoku.MustCells("r1c1 r1c2 r2c2 r2c3 r2c4 r3c1 r4c1 r4c2 r4c4")},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), sudoku.Grid{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// unique: true
	// 3 4 | 2 1
	// 1 2 | 4 3
	// ----+----
	// 4 1 | 3 2
	// 2 3 | 1 4
}
