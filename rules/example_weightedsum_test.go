package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Weighted sums on a 4x4: r1c1 counted twice and r1c2 once add up to
// 11, which only 2·4+3 makes; r3c1 less r3c2 is 2, and with a 4 in the
// first column that is 3 less 1.
func ExampleWeightedSum() {
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.WeightedSum{Sum: 11, Cells: sudoku.MustCells("r1c1 r1c2 r1c1")},
		rules.WeightedSum{Sum: 2, Cells: sudoku.MustCells("r3c1 r3c2"), Weights: []int{1, -1}},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	cands, err := m.Candidates(context.Background(), sudoku.Grid{})
	fmt.Println(err)
	for _, c := range sudoku.MustCells("r1c1 r1c2 r3c1 r3c2") {
		fmt.Println(c, cands.Digits(c))
	}
	// Output:
	// <nil>
	// r1c1 [4]
	// r1c2 [3]
	// r3c1 [3]
	// r3c2 [1]
}
