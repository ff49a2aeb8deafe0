package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// countingGen makes counting circles that hold on about half the trials:
// for each of a few digits d, d cells of g that hold d; or any cells.
func countingGen(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	if rng.IntN(2) == 0 {
		return rules.CountingCircles{Cells: cellPick(rng, g, 2+rng.IntN(8), cellAny)}
	}
	var cells []sudoku.Cell
	for _, d := range rng.Perm(g.Shape().Size)[:1+rng.IntN(3)] {
		d++
		cells = append(cells, cellPick(rng, g, d, func(c sudoku.Cell) bool { return g.At(c) == d })...)
	}
	return rules.CountingCircles{Cells: cells}
}

func TestCountingCirclesCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, countingGen)
}

// TestCountingCirclesManyCrossCheck cross-checks 18 to 24 circles on
// 9x9, whose splits into counts are too many for one automaton, so that
// each digit has its own: the cells of g holding three digits from 5
// to 9, or as many cells of any digits.
func TestCountingCirclesManyCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 12, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		var cells []sudoku.Cell
		for _, d := range rng.Perm(5)[:3] {
			d += 5
			cells = append(cells, cellPick(rng, g, d, func(c sudoku.Cell) bool { return g.At(c) == d })...)
		}
		if rng.IntN(2) == 0 {
			cells = cellPick(rng, g, len(cells), cellAny)
		}
		return rules.CountingCircles{Cells: cells}
	})
}

func TestCountingCirclesCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "3421 1243 4132 2314")
	if err != nil {
		t.Fatal(err)
	}
	cs := sudoku.MustCells
	tests := []struct {
		name  string
		cells []sudoku.Cell
		want  []sudoku.Cell // the conflict's cells; nil: none
	}{
		{"one 1", cs("r2c1"), nil},
		{"two 2s and a 1", cs("r1c3 r4c1 r2c1"), nil},
		{"three 3s", cs("r1c1 r2c4 r3c3"), nil},
		{"one 2", cs("r1c3"), cs("r1c3")},
		{"two 1s", cs("r1c4 r2c1"), cs("r1c4 r2c1")},
		{"two 3s", cs("r1c1 r2c4"), cs("r1c1 r2c4")},
		{"a 4 in one circle", cs("r1c2 r2c1"), cs("r1c2")},
	}
	for _, tc := range tests {
		err := rules.CountingCircles{Cells: tc.cells}.Check(g)
		checkConflict(t, tc.name, err, tc.want)
	}
}

func TestCountingCirclesPartial(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "3... .... .... ....")
	if err != nil {
		t.Fatal(err)
	}
	cs := sudoku.MustCells
	// One 3 and two empty circles: it may yet be three 3s.
	if err := (rules.CountingCircles{Cells: cs("r1c1 r2c2 r3c3")}).Check(g); err != nil {
		t.Errorf("Check of a partial grid = %v, want nil", err)
	}
	g.Set(cs("r1c2")[0], 1)
	g.Set(cs("r2c1")[0], 1)
	// Two 1s are too many whatever the empty circle holds.
	if err := (rules.CountingCircles{Cells: cs("r1c2 r2c1 r3c3")}).Check(g); err == nil {
		t.Errorf("Check of two 1s = nil, want a conflict")
	}
}

func TestCountingCirclesSolve(t *testing.T) {
	// Nine circles on a 4x4 (Michael Lefkowitz, "Introduction to
	// Counting Circles"): a unique solution, under every encoding.
	circles := sudoku.MustCells("r4c1 r3c1 r4c4 r2c4 r2c3 r4c2 r2c2 r1c1 r1c2")
	rs := []sudoku.Rule{rules.Classic(), rules.CountingCircles{Cells: circles}}
	if n := countSolutions(t, sudoku.Shape4, rs, "", 2); n != 1 {
		t.Fatalf("Count = %d, want 1", n)
	}
	// Eleven circles cannot split into counts of distinct digits 1..4,
	// which add up to 10 at most.
	eleven := sudoku.MustCells("r1c1 r1c2 r1c3 r1c4 r2c1 r2c2 r2c3 r2c4 r3c1 r3c2 r3c3")
	if n := countSolutions(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.CountingCircles{Cells: eleven}}, "", 1); n != 0 {
		t.Errorf("Count with eleven circles on a 4x4 = %d, want 0", n)
	}
}

func TestCountingCirclesBadRule(t *testing.T) {
	for _, r := range []rules.CountingCircles{
		{},
		{Cells: sudoku.MustCells("r1c1 r1c1")},
		{Cells: []sudoku.Cell{{Row: 4, Col: 0}}},
	} {
		if err := r.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Validate = %v, want ErrBadRule", r, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New with %v = %v, want ErrBadRule", r, err)
		}
		if err := r.Check(sudoku.NewGrid(sudoku.Shape4)); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Check = %v, want ErrBadRule", r, err)
		}
	}
}
