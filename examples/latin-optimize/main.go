// Command latin-optimize reproduces the notebook's weighted latin square,
// solved with Z3's Optimize: fill a 5x5 latin square (each digit 1..5 once
// in every row and column, no boxes) so that the total reward is as large as
// possible, where reward[i][j][v-1] is the reward for placing v in row i,
// column j. The best total is 178. Then, under the same rules, it makes the
// sum of the main diagonal as small as possible, which is 5: a diagonal of
// 1s.
//
// Both use Model.Maximize and Model.Minimize, whose weights give a number
// for each (cell, digit) pair: the reward table as it is for the first, and
// the digit itself on the diagonal (0 elsewhere) for the second.
//
// Model.Maximize hands Z3's Optimize the objective as weighted soft
// constraints on each cell's shortfall from its best digit, which proves
// 178 optimal in about half a second with the default OneHot encoding.
//
// Run it from the module root with:
//
//	go run ./examples/latin-optimize
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// size is the side of the square.
const size = 5

// reward[i][j][v-1] is the reward for placing digit v in row i, column j,
// counting rows and columns from 0, as in the notebook.
var reward = [size][size][size]int{
	{{1, 0, 4, 3, 3}, {1, 10, 8, 1, 9}, {0, 0, 1, 3, 3}, {9, 0, 8, 3, 10}, {6, 3, 7, 9, 4}},
	{{2, 6, 5, 4, 2}, {5, 1, 1, 6, 1}, {5, 9, 4, 0, 7}, {1, 6, 1, 8, 4}, {9, 5, 9, 3, 1}},
	{{10, 3, 4, 1, 3}, {6, 4, 7, 10, 5}, {5, 5, 3, 10, 4}, {10, 1, 9, 10, 2}, {3, 2, 7, 6, 4}},
	{{8, 3, 10, 5, 0}, {0, 5, 6, 4, 1}, {9, 5, 3, 10, 7}, {10, 7, 2, 4, 2}, {8, 8, 4, 9, 6}},
	{{6, 5, 3, 2, 8}, {1, 0, 1, 2, 10}, {10, 6, 9, 1, 6}, {9, 7, 8, 4, 8}, {10, 1, 10, 8, 4}},
}

// timeout bounds each optimisation, so that a slower Z3 build fails with an
// error instead of appearing to hang.
const timeout = 5 * time.Minute

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// rewardOf is the weight of placing d in c: the reward table.
func rewardOf(c sudoku.Cell, d int) int { return reward[c.Row][c.Col][d-1] }

// diagonalOf is the weight for the diagonal sum: the digit itself on the
// main diagonal, nothing elsewhere.
func diagonalOf(c sudoku.Cell, d int) int {
	if c.Row == c.Col {
		return d
	}
	return 0
}

// total adds up the weights of the digits of a filled grid, natively, to
// check the value the optimiser reports.
func total(g sudoku.Grid, w sudoku.Weights) int {
	sum := 0
	for i, d := range g.Digits() {
		sum += w(g.Shape().CellAt(i), d)
	}
	return sum
}

// run maximises the reward and minimises the diagonal, and writes both
// squares and values to w.
func run(w io.Writer) error {
	ctx := context.Background()
	m, err := sudoku.New(sudoku.LatinShape(size), []sudoku.Rule{rules.Latin()}, sudoku.WithTimeout(timeout))
	if err != nil {
		return err
	}
	defer m.Close()

	var b strings.Builder
	for _, obj := range []struct {
		what     string // what is optimised, for the output
		maximise bool
		weights  sudoku.Weights
	}{
		{"total reward", true, rewardOf},
		{"main-diagonal sum", false, diagonalOf},
	} {
		optimise, best := m.Minimize, "smallest"
		if obj.maximise {
			optimise, best = m.Maximize, "largest"
		}
		// The zero Grid: no givens, any latin square will do.
		sq, value, err := optimise(ctx, sudoku.Grid{}, obj.weights)
		if err != nil {
			return fmt.Errorf("optimising the %s: %w", obj.what, err)
		}
		// Check the answer natively: the square must be latin and score
		// the value Z3 reports.
		if err := m.Verify(sq); err != nil {
			return fmt.Errorf("the square %v breaks a rule: %w", sq, err)
		}
		if got := total(sq, obj.weights); got != value {
			return fmt.Errorf("the square %v has %s %d, Z3 reports %d", sq, obj.what, got, value)
		}
		fmt.Fprintf(&b, "%dx%d latin square with the %s %s:\n%s", size, size, best, obj.what, sq.Pretty())
		fmt.Fprintf(&b, "%s: %d\n", obj.what, value)
	}
	_, err = io.WriteString(w, b.String())
	return err
}
