package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleProductDiagonals() {
	// A 6x6 sudoku with four arrows outside the grid and no givens
	// (Michael Lefkowitz, "Cross Product"): every indicated diagonal has
	// the same product, which the puzzle does not give.
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.ProductDiagonals{Clues: []rules.DiagonalClue{
			{Clue: sudoku.Cell{Row: -1, Col: 3}, Dir: rules.DownRight},
			{Clue: sudoku.Cell{Row: 1, Col: -1}, Dir: rules.DownRight},
			{Clue: sudoku.Cell{Row: 5, Col: -1}, Dir: rules.UpRight},
			{Clue: sudoku.Cell{Row: 6, Col: 0}, Dir: rules.UpRight},
		}},
	}
	m, err := sudoku.New(sudoku.Shape6, rs)
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
	fmt.Println(sol)
	// Output:
	// unique: true
	// 143562625134452316316245261453534621
}
