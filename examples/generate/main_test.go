package main

import (
	"context"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestRun runs the program twice: the output is the same both times, as
// the seeds are fixed, and names both puzzles. The exact grids depend on
// the solver's heuristics, so TestX and TestKiller check the puzzles'
// properties rather than their text.
func TestRun(t *testing.T) {
	var first, second strings.Builder
	if err := run(&first); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if err := run(&second); err != nil {
		t.Fatalf("second run() error = %v", err)
	}
	if first.String() != second.String() {
		t.Errorf("run() output differs between runs:\n%s\nthen:\n%s", first.String(), second.String())
	}
	for _, want := range []string{"Sudoku-X, seed 1: ", "minimal: true", "Killer, seed 1: ", "the one solution:"} {
		if !strings.Contains(first.String(), want) {
			t.Errorf("run() output lacks %q:\n%s", want, first.String())
		}
	}
}

// TestX checks the Sudoku-X puzzle with the brute-force counter, the
// diagonals as extra groups: one solution, the printed one, and givens
// symmetric under a half-turn.
func TestX(t *testing.T) {
	x, err := makeX(context.Background())
	if err != nil {
		t.Fatalf("makeX() error = %v", err)
	}
	m, err := sudoku.New(sudoku.Shape9, xRules())
	if err != nil {
		t.Fatalf("sudoku.New() error = %v", err)
	}
	defer m.Close()
	if err := m.Verify(x.Solution); err != nil {
		t.Errorf("Verify(solution) = %v", err)
	}
	givens := x.Puzzle.Digits()
	p := brute.Classic(9, 3, 3, givens).WithGroups(brute.Diagonals(9)...)
	sols := brute.Solutions(p, 2)
	if len(sols) != 1 {
		t.Fatalf("brute force finds %d solutions, want 1", len(sols))
	}
	want := x.Solution.Digits()
	for i := range want {
		if sols[0][i] != want[i] {
			t.Fatalf("brute force solution differs at cell %d", i)
		}
		if (givens[i] == 0) != (givens[80-i] == 0) {
			t.Errorf("cell %d and its half-turn image %d differ in being given", i, 80-i)
		}
	}
	if !x.Minimal {
		t.Errorf("Minimal = false")
	}
}

// TestKiller checks the killer puzzle: no givens, every cage's sum made by
// its digits in the solution, and the cages with the classic rules have
// that one solution.
func TestKiller(t *testing.T) {
	ctx := context.Background()
	k, err := makeKiller(ctx)
	if err != nil {
		t.Fatalf("makeKiller() error = %v", err)
	}
	for _, c := range k.Cages {
		if _, _, ok := sudoku.DigitSetBounds(9, len(c.Cells), c.Sum); !ok {
			t.Errorf("%v: the sum cannot be made", c)
		}
	}
	p := k.Puzzle()
	if p.Givens.NumGivens() != 0 {
		t.Errorf("the killer has %d givens, want none", p.Givens.NumGivens())
	}
	m, err := p.Model()
	if err != nil {
		t.Fatalf("Model() error = %v", err)
	}
	defer m.Close()
	if err := m.Verify(k.Solution); err != nil {
		t.Errorf("Verify(solution) = %v", err)
	}
	sol, unique, err := m.Unique(ctx, p.Givens)
	if err != nil || !unique || !sol.Equal(k.Solution) {
		t.Errorf("Unique() = %v, %t, %v; want the generated solution, true", sol, unique, err)
	}
}
