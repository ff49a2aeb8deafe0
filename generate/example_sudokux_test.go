package generate_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A Sudoku-X puzzle with givens symmetric under a half-turn: Puzzle takes
// its rules from the Model.
func Example_sudokuX() {
	ctx := context.Background()
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
	if err != nil {
		panic(err)
	}
	defer m.Close()
	res, err := generate.Puzzle(ctx, m, generate.WithSeed(1), generate.WithSymmetry(generate.Rotate180))
	if err != nil {
		panic(err)
	}
	_, unique, err := m.Unique(ctx, res.Puzzle)
	if err != nil {
		panic(err)
	}
	symmetric := true
	for i, d := range res.Puzzle.Digits() {
		c := sudoku.Shape9.CellAt(i)
		image := generate.Rotate180.Image(sudoku.Shape9, c)
		symmetric = symmetric && (d == 0) == (res.Puzzle.At(image) == 0)
	}
	fmt.Println("unique:", unique, "minimal:", res.Minimal, "symmetric:", symmetric)
	fmt.Println("diagonals hold every digit:", rules.Diagonals().Check(res.Solution) == nil)
	// Output:
	// unique: true minimal: true symmetric: true
	// diagonals hold every digit: true
}
