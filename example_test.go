package z3sudoku_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A Sudoku-X puzzle with one solution. The Model is compiled once; the
// puzzle's givens are passed to it as assumptions, so the same Model solves
// the next puzzle without a rebuild.
func Example() {
	ctx := context.Background()
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
	if err != nil {
		panic(err)
	}
	defer m.Close()
	givens, err := sudoku.Parse("......64.....2.....7....3..6..1.....39.....74.....4..6..8....1.....8.....52......")
	if err != nil {
		panic(err)
	}
	sol, err := m.Solve(ctx, givens)
	if err != nil {
		panic(err)
	}
	fmt.Print(sol.Pretty())
	// Output:
	// 2 1 9 | 8 5 3 | 6 4 7
	// 4 3 6 | 7 2 9 | 8 5 1
	// 8 7 5 | 4 1 6 | 3 2 9
	// ------+-------+------
	// 6 8 4 | 1 7 2 | 9 3 5
	// 3 9 1 | 5 6 8 | 2 7 4
	// 5 2 7 | 9 3 4 | 1 8 6
	// ------+-------+------
	// 9 6 8 | 2 4 5 | 7 1 3
	// 7 4 3 | 6 8 1 | 5 9 2
	// 1 5 2 | 3 9 7 | 4 6 8
}
