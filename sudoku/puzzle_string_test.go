package sudoku_test

import (
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestPuzzleString(t *testing.T) {
	g, err := sudoku.Parse("1...............")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p    sudoku.Puzzle
		want string
	}{
		{sudoku.Puzzle{Title: "Tiny", Shape: sudoku.Shape4}, "Tiny"},
		{sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic()}, Givens: g}, "4x4 (2x2 boxes) puzzle with 1 rule and 1 given"},
		{sudoku.Puzzle{Shape: sudoku.Shape4}, "4x4 (2x2 boxes) puzzle with 0 rules and 0 givens"},
	} {
		if got := tc.p.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}
