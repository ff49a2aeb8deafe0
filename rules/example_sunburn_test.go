package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleSunburn() {
	// A 4x4 sudoku with three suns and no givens (Michael Lefkowitz,
	// "Clear Skies"): a digit on a sun is the number of its surrounding
	// cells that hold smaller digits.
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.Sunburn{Cells: sudoku.MustCells("r2c2 r2c4 r3c4")},
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
	// 2 3 | 1 4
	// 4 1 | 3 2
}
