// Command setnum reproduces the second Python tutorial, which entered its
// puzzle one clue at a time with setNum(row, col, value), counting rows and
// columns from 1. Here the clues are a Go slice of {row, col, value} in the
// same 1-based form; they are converted to 0-based sudoku.Cell values to
// build the grid. The program solves the puzzle, prints it and its solution,
// and reports whether the solution is unique.
//
// Run it from the module root with:
//
//	go run ./examples/setnum
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// clue is one setNum(row, col, value) call: row and col count from 1, as in
// the tutorial and in setter notation (r2c6).
type clue struct{ row, col, value int }

// clues are the tutorial's setNum calls, in its order.
var clues = []clue{
	{2, 6, 1}, {2, 8, 8},
	{3, 1, 6}, {3, 2, 4}, {3, 7, 7},
	{4, 6, 3},
	{5, 3, 1}, {5, 4, 8}, {5, 6, 5},
	{6, 1, 9}, {6, 7, 4}, {6, 9, 2},
	{7, 6, 9}, {7, 7, 3}, {7, 8, 5},
	{8, 1, 7}, {8, 5, 6},
	{9, 5, 2},
}

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run builds the puzzle from clues, solves it and writes the result to w.
func run(w io.Writer) error {
	ctx := context.Background()
	givens, err := gridFromClues(sudoku.Shape9, clues)
	if err != nil {
		return err
	}
	m, err := sudoku.New(givens.Shape(), []sudoku.Rule{rules.Classic()})
	if err != nil {
		return err
	}
	defer m.Close()

	sol, unique, err := m.Unique(ctx, givens)
	if err != nil {
		return fmt.Errorf("solving the setNum puzzle: %w", err)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "puzzle from %d setNum clues:\n%s", len(clues), givens.Pretty())
	fmt.Fprintf(&b, "solution:\n%s", sol.Pretty())
	fmt.Fprintf(&b, "unique: %t\n", unique)
	_, err = io.WriteString(w, b.String())
	return err
}

// gridFromClues places 1-based clues on an empty grid of shape s. Grid.Set
// panics on a cell off the grid, so each clue is checked first and a bad one
// is reported as an error that wraps sudoku.ErrInvalidGrid. Two clues for
// the same cell are an error too, rather than the later one silently
// winning.
func gridFromClues(s sudoku.Shape, clues []clue) (sudoku.Grid, error) {
	g := sudoku.NewGrid(s)
	for _, cl := range clues {
		cell := sudoku.Cell{Row: cl.row - 1, Col: cl.col - 1}
		switch {
		case !s.Contains(cell):
			return sudoku.Grid{}, fmt.Errorf("%w: setNum(%d, %d, %d): cell off the %dx%d grid",
				sudoku.ErrInvalidGrid, cl.row, cl.col, cl.value, s.Size, s.Size)
		case cl.value < 1 || cl.value > s.Size:
			return sudoku.Grid{}, fmt.Errorf("%w: setNum(%d, %d, %d): value out of range 1..%d",
				sudoku.ErrInvalidGrid, cl.row, cl.col, cl.value, s.Size)
		case g.At(cell) != 0:
			return sudoku.Grid{}, fmt.Errorf("%w: setNum(%d, %d, %d): %v is already set to %d",
				sudoku.ErrInvalidGrid, cl.row, cl.col, cl.value, cell, g.At(cell))
		}
		g.Set(cell, cl.value)
	}
	return g, nil
}
