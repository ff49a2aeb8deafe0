// Command tutorial-int reproduces the first Python tutorial: one Z3 integer
// per cell, bounded 1..9, with Distinct over every row, column and box. In
// this library that is the Int encoding, chosen with
// sudoku.WithEncoding(sudoku.Int). The program prints the solution as the
// tutorial did, a list of lists, and then checks that the solution is
// unique, as the tutorial did by asking Z3 for a second solution.
//
// Run it from the module root with:
//
//	go run ./examples/tutorial-int
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// puzzle is the tutorial's puzzle, row by row, with 0 for an empty cell.
const puzzle = "000094030000510007089000040000000208060201050102000000070000520900065000040970000"

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run solves the puzzle and writes the solution and its uniqueness to w.
func run(w io.Writer) error {
	ctx := context.Background()
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		return err
	}
	m, err := sudoku.New(givens.Shape(), []sudoku.Rule{rules.Classic()}, sudoku.WithEncoding(sudoku.Int))
	if err != nil {
		return err
	}
	defer m.Close()

	// Unique solves and then looks for a second solution, which is how
	// the tutorial proved uniqueness: a blocking clause, then unsat.
	sol, unique, err := m.Unique(ctx, givens)
	if err != nil {
		return fmt.Errorf("solving the tutorial's puzzle: %w", err)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "solution (%v encoding):\n", m.Encoding())
	b.WriteString(matrix(sol))
	fmt.Fprintf(&b, "unique: %t\n", unique)
	_, err = io.WriteString(w, b.String())
	return err
}

// matrix formats g as the tutorial printed its model: one Python-style list
// per row, such as "[7, 1, 5, 8, 9, 4, 6, 3, 2]".
func matrix(g sudoku.Grid) string {
	var b strings.Builder
	s := g.Shape()
	for r := range s.Size {
		b.WriteByte('[')
		for i, c := range s.Row(r) {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(g.At(c)))
		}
		b.WriteString("]\n")
	}
	return b.String()
}
