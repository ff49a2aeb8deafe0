package rules_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A value indexing arrow on a 6x6: r1c1 holds 3, and the digit k in r2c1
// says that the k-th cell after it, down the column and then along the
// last row, holds 3 too. No other cell of the first column holds 3, so
// the 3 is on the last row, 5 or more cells along; a digit of 1-6 reaches
// r6c2 and r6c3.
func ExampleValueIndexing() {
	line := rules.ValueIndexing{Cells: sudoku.MustCells("r1c1 r2c1 r3c1 r4c1 r5c1 r6c1 r6c2 r6c3 r6c4 r6c5")}
	m, err := sudoku.New(sudoku.Shape6, []sudoku.Rule{rules.Classic(), line})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	g, _ := sudoku.ParseGrid(sudoku.Shape6, "3"+strings.Repeat(".", 35))
	cands, err := m.Candidates(context.Background(), g)
	fmt.Println(err)
	fmt.Println("r2c1", cands.Digits(sudoku.MustCells("r2c1")[0]))
	// Output:
	// <nil>
	// r2c1 [5 6]
}
