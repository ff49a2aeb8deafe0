package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A magic square in the middle of a 9x9: its rows, columns and diagonals
// add up to the same total, which is not given, and must be 15.
func ExampleEqualSum() {
	square := rules.EqualSum{Segments: [][]sudoku.Cell{
		sudoku.MustCells("r4c4 r4c5 r4c6"), sudoku.MustCells("r5c4 r5c5 r5c6"), sudoku.MustCells("r6c4 r6c5 r6c6"),
		sudoku.MustCells("r4c4 r5c4 r6c4"), sudoku.MustCells("r4c5 r5c5 r6c5"), sudoku.MustCells("r4c6 r5c6 r6c6"),
		sudoku.MustCells("r4c4 r5c5 r6c6"), sudoku.MustCells("r4c6 r5c5 r6c4"),
	}}
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), square})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	cands, err := m.Candidates(context.Background(), sudoku.Grid{})
	fmt.Println(err)
	fmt.Println("centre", cands.Digits(sudoku.MustCells("r5c5")[0]))
	fmt.Println("corner", cands.Digits(sudoku.MustCells("r4c4")[0]))
	fmt.Println("edge", cands.Digits(sudoku.MustCells("r4c5")[0]))
	// Output:
	// <nil>
	// centre [5]
	// corner [2 4 6 8]
	// edge [1 3 7 9]
}
