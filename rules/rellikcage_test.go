package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRellikCageCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sum   int
		cells string
		want  string // the conflict's cells, "" for none
	}{
		{4, "r1c1 r1c2", ""},                              // 1 and 2 make 1, 2 and 3
		{3, "r1c1 r1c2", "r1c1 r1c2"},                     // 1+2
		{2, "r1c1 r1c2", "r1c1 r1c2"},                     // 2 alone
		{8, "r1c1 r1c2 r1c3 r1c4", "r1c1 r1c2 r1c3 r1c4"}, // 1+3+4
		{11, "r1c1 r1c2 r1c3 r1c4", ""},                   // more than all four
		{5, "r1c1 r2c1", ""},                              // 1 and 3 make 1, 3 and 4
		{9, "r1c1 r4c4", "r1c1 r4c4"},                     // two 1s
	} {
		var want []sudoku.Cell
		if tc.want != "" {
			want = sudoku.MustCells(tc.want)
		}
		err := rules.RellikCage{Sum: tc.sum, Cells: sudoku.MustCells(tc.cells)}.Check(g)
		checkConflict(t, tc.cells, err, want)
	}
	// The filled cells are judged: 1 and 2 already make 3.
	g.Set(sudoku.MustCells("r1c3")[0], 0)
	err = rules.RellikCage{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2 r1c3")}.Check(g)
	checkConflict(t, "with r1c3 empty", err, sudoku.MustCells("r1c1 r1c2"))
}

func TestRellikCageBad(t *testing.T) {
	for _, c := range []rules.RellikCage{
		{Sum: 5},
		{Sum: 0, Cells: sudoku.MustCells("r1c1 r1c2")},
		{Sum: 5, Cells: sudoku.MustCells("r1c1 r1c1")},
		{Sum: 5, Cells: sudoku.MustCells("r1c1 r5c5")},
	} {
		if err := c.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", c, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{c}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", c, err)
		}
	}
}

// noSubsetSum reports whether the digits ds, distinct, have no subset of
// one or more adding up to sum.
func noSubsetSum(sum int) func(ds []int) bool {
	return func(ds []int) bool {
		for mask := 1; mask < 1<<len(ds); mask++ {
			total := 0
			for i, d := range ds {
				if mask&(1<<i) != 0 {
					total += d
				}
			}
			if total == sum {
				return false
			}
		}
		seen := map[int]bool{}
		for _, d := range ds {
			if seen[d] {
				return false
			}
			seen[d] = true
		}
		return true
	}
}

// TestRellikCageCount counts 4x4 grids with rellik cages against plain
// backtracking, with both engines and every encoding.
func TestRellikCageCount(t *testing.T) {
	for _, tc := range []struct {
		sum   int
		cells string
	}{
		{3, "r1c1 r1c2"},
		{6, "r1c1 r2c1 r2c2"}, // only 1, 3 and 4
		{9, "r2c2 r2c3 r3c2"},
		{7, "r1c1 r2c2 r3c3"}, // not distinct houses: the cage makes them distinct
	} {
		t.Run(tc.cells, func(t *testing.T) {
			r := rules.RellikCage{Sum: tc.sum, Cells: sudoku.MustCells(tc.cells)}
			checkLineCount(t, sudoku.Shape4, "", r, lineFact{tc.cells, noSubsetSum(tc.sum)})
		})
	}
}

// TestRellikCageCrossCheck compares Z3's verdict with Check on random
// grids.
func TestRellikCageCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		row := rng.IntN(6)
		var cells []sudoku.Cell
		// Up to three cells: some sums, 9 for one, no four distinct digits
		// of 1-6 avoid.
		for _, c := range rng.Perm(6)[:1+rng.IntN(3)] {
			cells = append(cells, sudoku.Cell{Row: row, Col: c})
		}
		return rules.RellikCage{Sum: 1 + rng.IntN(18), Cells: cells}
	})
}
