package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A loop over puzzles with rules of their own: each Model takes a solver
// of the base, which holds the classic houses compiled, and adds only its
// own rules, which its Close takes away again.
func ExampleBase() {
	ctx := context.Background()
	base, err := sudoku.NewBase(ctx, sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		log.Fatal(err)
	}
	defer base.Close()
	givens, _ := sudoku.Parse("100000000000003000080005020231000000060000000097000231000978000000000000078000000")
	cage := rules.Cage{Sum: 8, Cells: []sudoku.Cell{{Row: 0, Col: 1}, {Row: 0, Col: 2}}}
	for _, p := range []struct {
		name  string
		extra []sudoku.Rule
	}{
		{"Sudoku-X", []sudoku.Rule{rules.Diagonals()}},
		{"Sudoku-X with a cage", []sudoku.Rule{rules.Diagonals(), cage}},
		{"Sudoku-X, anti-king", []sudoku.Rule{rules.Diagonals(), rules.AntiKing{}}},
	} {
		rs := append([]sudoku.Rule{rules.Classic()}, p.extra...)
		m, err := sudoku.NewContext(ctx, sudoku.Shape9, rs, sudoku.WithBase(base))
		if err != nil {
			log.Fatal(err)
		}
		n, err := m.Count(ctx, givens, 1000)
		m.Close()
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %d solutions\n", p.name, n)
	}
	// Output:
	// Sudoku-X: 131 solutions
	// Sudoku-X with a cage: 15 solutions
	// Sudoku-X, anti-king: 1 solutions
}

// CheckRules checks a puzzle's rules as they stand, without building a
// Model: a cage of two cells cannot add up to 2.
func ExampleCheckRules() {
	cage := rules.Cage{Sum: 2, Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}}
	err := sudoku.CheckRules(sudoku.Shape9, []sudoku.Rule{rules.Classic(), cage})
	fmt.Println(errors.Is(err, sudoku.ErrBadRule))
	fmt.Println(err)
	// Output:
	// true
	// killer cage at r1c1 (sum 2): sudoku: bad rule: DistinctSum: no 2 distinct digits 1..9 add up to 2
}
