package sudoku_test

import (
	"context"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

var encodings = []sudoku.Encoding{sudoku.OneHot, sudoku.Int, sudoku.BitVec}

// readLines returns the non-empty, non-comment lines of a testdata file.
func readLines(t testing.TB, name string) []string { return sudoku.ReadTestdata(t, name) }

// readPuzzles parses every line of a 9x9 corpus file.
func readPuzzles(t testing.TB, name string) []sudoku.Grid {
	t.Helper()
	var gs []sudoku.Grid
	for i, line := range readLines(t, name) {
		g, err := sudoku.ParseGrid(sudoku.Shape9, line)
		if err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		gs = append(gs, g)
	}
	return gs
}

func mustParse(t testing.TB, s sudoku.Shape, text string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseGrid(s, text)
	if err != nil {
		t.Fatalf("ParseGrid(%q): %v", text, err)
	}
	return g
}

func newModel(t testing.TB, s sudoku.Shape, rs []sudoku.Rule, opts ...sudoku.Option) *sudoku.Model {
	t.Helper()
	m, err := sudoku.New(s, rs, opts...)
	if err != nil {
		t.Fatalf("New(%v): %v", s, err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

func classic9(t testing.TB, opts ...sudoku.Option) *sudoku.Model {
	return newModel(t, sudoku.Shape9, []sudoku.Rule{rules.Classic()}, opts...)
}

// keepsGivens reports a given that sol does not keep.
func keepsGivens(t testing.TB, givens, sol sudoku.Grid) {
	t.Helper()
	s := givens.Shape()
	for i := 0; i < s.NumCells(); i++ {
		c := s.CellAt(i)
		if d := givens.At(c); d != 0 && sol.At(c) != d {
			t.Fatalf("solution has %d at %s, the given is %d", sol.At(c), c, d)
		}
	}
}

// digitsOf returns g's digits, row-major, for the brute-force counter.
func digitsOf(g sudoku.Grid) []int { return g.Digits() }

var bg = context.Background()
