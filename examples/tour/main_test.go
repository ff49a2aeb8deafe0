package main

import (
	"context"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Example runs the program. The README shows this output under the tour,
// and the module root's TestREADME checks that the two agree.
func Example() {
	main()
	// Output:
	// unique: true
	// 2 8 9 | 4 5 7 | 3 1 6
	// 5 7 6 | 1 8 3 | 2 4 9
	// 3 1 4 | 9 6 2 | 8 7 5
	// ------+-------+------
	// 4 6 2 | 3 1 5 | 9 8 7
	// 7 3 5 | 8 9 4 | 6 2 1
	// 8 9 1 | 7 2 6 | 5 3 4
	// ------+-------+------
	// 6 4 3 | 5 7 8 | 1 9 2
	// 9 2 8 | 6 4 1 | 7 5 3
	// 1 5 7 | 2 3 9 | 4 6 8
}

// TestEveryRuleCounts checks what the comment on puzzle says: each rule the
// tour adds is needed for a unique puzzle.
func TestEveryRuleCounts(t *testing.T) {
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		t.Fatalf("Parse(puzzle) error = %v", err)
	}
	cage := rules.Cage{Sum: 15, Cells: sudoku.MustCells("r1c1 r1c2 r2c1")}
	for _, c := range []struct {
		name  string
		rules []sudoku.Rule
		want  int
	}{
		{"classic, diagonals and the cage", []sudoku.Rule{rules.Classic(), rules.Diagonals(), cage}, 1},
		{"classic and diagonals", []sudoku.Rule{rules.Classic(), rules.Diagonals()}, 4},
	} {
		m, err := sudoku.New(sudoku.Shape9, c.rules)
		if err != nil {
			t.Fatalf("New(%s) error = %v", c.name, err)
		}
		got, err := m.Count(context.Background(), givens, 100)
		m.Close()
		if err != nil {
			t.Fatalf("Count(%s) error = %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("Count(%s) = %d, want %d", c.name, got, c.want)
		}
	}
}
