// Command generate makes two puzzles with package generate, from fixed
// seeds: a Sudoku-X puzzle (the classic rules plus both main diagonals)
// with givens symmetric under a half-turn, minimal for that symmetry, and a
// killer puzzle with no givens at all, whose cages alone force one
// solution. It prints the Sudoku-X puzzle as a grid with its difficulty
// proxy, and the killer's cages with the solution they force.
//
// The seeds make the output reproducible: the same program prints the
// same puzzles on every run with this version of the library and of Z3.
//
// Run it from the module root with:
//
//	go run ./examples/generate
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// The seeds of the two puzzles.
const (
	xSeed      = 1
	killerSeed = 1
)

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// xRules are the rules of Sudoku-X.
func xRules() []sudoku.Rule { return []sudoku.Rule{rules.Classic(), rules.Diagonals()} }

// makeX generates the Sudoku-X puzzle.
func makeX(ctx context.Context) (generate.Result, error) {
	m, err := sudoku.New(sudoku.Shape9, xRules())
	if err != nil {
		return generate.Result{}, err
	}
	defer m.Close()
	return generate.Puzzle(ctx, m, generate.WithSeed(xSeed), generate.WithSymmetry(generate.Rotate180))
}

// makeKiller generates the killer puzzle.
func makeKiller(ctx context.Context) (generate.KillerResult, error) {
	return generate.Killer(ctx, sudoku.Shape9, generate.WithSeed(killerSeed))
}

// run generates both puzzles and writes them to w.
func run(w io.Writer) error {
	ctx := context.Background()
	var b strings.Builder

	x, err := makeX(ctx)
	if err != nil {
		return fmt.Errorf("Sudoku-X: %w", err)
	}
	d := x.Difficulty
	fmt.Fprintf(&b, "Sudoku-X, seed %d: %d givens, symmetric under a half-turn, minimal: %t\n",
		xSeed, x.Puzzle.NumGivens(), x.Minimal)
	b.WriteString(x.Puzzle.Pretty())
	fmt.Fprintf(&b, "singles fill %d of %d empty cells in %d rounds\n", d.Singles, d.Empty, d.Rounds)
	fmt.Fprintf(&b, "solution:\n%s", x.Solution.Pretty())

	k, err := makeKiller(ctx)
	if err != nil {
		return fmt.Errorf("killer: %w", err)
	}
	fmt.Fprintf(&b, "\nKiller, seed %d: %d cages, no givens\n", killerSeed, len(k.Cages))
	for _, c := range k.Cages {
		cells := make([]string, len(c.Cells))
		for i, cell := range c.Cells {
			cells[i] = cell.String()
		}
		fmt.Fprintf(&b, "%2d: %s\n", c.Sum, strings.Join(cells, " "))
	}
	fmt.Fprintf(&b, "the one solution:\n%s", k.Solution.Pretty())
	_, err = io.WriteString(w, b.String())
	return err
}
