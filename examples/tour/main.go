// Command tour compiles one Model from rule values and checks a puzzle for
// uniqueness on it: the README's short tour.
package main

import (
	"context"
	"fmt"
	"log"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// puzzle needs all three rules: without the cage it has four solutions.
const puzzle = ".....7........3....1....8.5..2......7.58.46.1......5..6.3....9....6........2....."

func main() {
	ctx := context.Background()
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{
		rules.Classic(),
		rules.Diagonals(),
		rules.Cage{Sum: 15, Cells: sudoku.MustCells("r1c1 r1c2 r2c1")},
	})
	if err != nil {
		log.Fatal(err) // a rule with bad parameters: errors.Is(err, sudoku.ErrBadRule)
	}
	defer m.Close()

	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		log.Fatal(err) // not a grid: errors.Is(err, sudoku.ErrInvalidGrid)
	}
	sol, unique, err := m.Unique(ctx, givens) // the givens are assumptions: no rebuild per puzzle
	if err != nil {
		log.Fatal(err) // givens that break a rule: a *sudoku.ConflictError
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
}
