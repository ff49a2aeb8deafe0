// Command sudoku-x reproduces the notebook's Sudoku-X puzzle: the classic
// rules plus both main diagonals, each of which must hold every digit once.
// The notebook printed one solution and moved on, but the puzzle is not a
// proper one: it has exactly 131 solutions. The program prints a solution,
// checks it natively with Model.Verify, counts the solutions with Count
// (limit 1000) and says that the puzzle is not unique.
//
// Run it from the module root with:
//
//	go run ./examples/sudoku-x
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

// puzzle is the notebook's Sudoku-X puzzle, row by row, with 0 for an
// empty cell.
const puzzle = "100000000000003000080005020231000000060000000097000231000978000000000000078000000"

// countLimit bounds the count: far above the puzzle's 131 solutions, so the
// count is exact, yet small enough to stop quickly on a puzzle with
// millions.
const countLimit = 1000

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// newModel returns the Sudoku-X Model; the test checks the printed solution
// against the same rules.
func newModel() (*sudoku.Model, error) {
	return sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
}

// run solves and counts the puzzle and writes the results to w.
func run(w io.Writer) error {
	ctx := context.Background()
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		return err
	}
	m, err := newModel()
	if err != nil {
		return err
	}
	defer m.Close()

	sol, err := m.Solve(ctx, givens)
	if err != nil {
		return fmt.Errorf("solving the Sudoku-X puzzle: %w", err)
	}
	// Verify checks every rule natively, without Z3: a wrong answer from
	// the solver, or a rule that Z3 did not get, shows up here.
	if err := m.Verify(sol); err != nil {
		return fmt.Errorf("the solution %v breaks a rule: %w", sol, err)
	}
	n, err := m.Count(ctx, givens, countLimit)
	if err != nil {
		return fmt.Errorf("counting the solutions: %w", err)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "puzzle (classic rules plus both diagonals):\n%s", givens.Pretty())
	fmt.Fprintf(&b, "a solution, checked with Verify:\n%s", sol.Pretty())
	if n == countLimit {
		fmt.Fprintf(&b, "solutions: %d or more\n", n)
	} else {
		fmt.Fprintf(&b, "solutions: %d\n", n)
	}
	if n == 1 {
		b.WriteString("unique: true\n")
	} else {
		b.WriteString("unique: false, so the solution above is only one of them\n")
	}
	_, err = io.WriteString(w, b.String())
	return err
}
