package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleLunchbox() {
	// Lunchboxes on a 4x4: in each, the digits between the smallest and
	// the largest, in the order of its cells, add up to the clue.
	s := sudoku.Shape4
	box := func(sum int, cells string) sudoku.Rule {
		return rules.Lunchbox{Cells: sudoku.MustCells(cells), Sum: sum}
	}
	rs := []sudoku.Rule{
		rules.Classic(),
		box(0, "r1c1 r1c2 r1c3"),
		box(3, "r2c1 r2c2 r2c3 r2c4"),
		box(0, "r3c2 r4c2 r4c3"),
		box(2, "r1c4 r2c4 r3c4"),
		box(2, "r3c1 r3c2 r3c3 r3c4"),
	}
	outSolveAndPrint(s, rs, sudoku.Grid{})
	fmt.Println(rs[2])
	// Output:
	// unique: true
	// 2 1 | 4 3
	// 4 3 | 1 2
	// ----+----
	// 3 4 | 2 1
	// 1 2 | 3 4
	// lunchbox at r2c1 (sum 3)
}
