package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestCountDistinctCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		control string
		cells   string
		want    string // the conflict's cells, "" for none
	}{
		{"r1c2", "r1c1 r1c3 r4c4", ""}, // 2: 1, 3 and 1
		{"r1c1", "r1c1 r4c4", ""},      // 1: itself and another 1
		{"r1c3", "r1c1 r1c2 r1c4", ""}, // 3
		{"r1c4", "r1c1 r1c2 r1c3", "r1c4 r1c1 r1c2 r1c3"},
	} {
		var want []sudoku.Cell
		if tc.want != "" {
			want = sudoku.MustCells(tc.want)
		}
		r := rules.CountDistinct{Control: sudoku.MustCells(tc.control)[0], Cells: sudoku.MustCells(tc.cells)}
		checkConflict(t, r.String(), r.Check(g), want)
	}
}

func TestCountDistinctBad(t *testing.T) {
	for _, c := range []rules.CountDistinct{
		{Control: sudoku.Cell{}},
		{Control: sudoku.Cell{Row: 4}, Cells: sudoku.MustCells("r1c1")},
		{Control: sudoku.Cell{}, Cells: sudoku.MustCells("r1c2 r1c2")},
		{Control: sudoku.Cell{}, Cells: sudoku.MustCells("r1c2 r5c5")},
	} {
		if err := c.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", c, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{c}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", c, err)
		}
	}
}

// countsDistinct reports whether ds[0] is the number of different digits
// among ds[1:].
func countsDistinct(ds []int) bool {
	seen := map[int]bool{}
	for _, d := range ds[1:] {
		seen[d] = true
	}
	return len(seen) == ds[0]
}

// TestCountDistinctCount counts 4x4 grids against plain backtracking, with
// both engines and every encoding.
func TestCountDistinctCount(t *testing.T) {
	for _, tc := range []struct{ control, cells string }{
		{"r1c1", "r2c3 r3c2 r4c4"},
		{"r1c1", "r1c2 r2c1"},
		{"r2c2", "r1c1 r3c3 r4c4 r1c4"},
		{"r1c1", "r1c1 r2c2 r3c3"}, // the control counted too
	} {
		t.Run(tc.control+" "+tc.cells, func(t *testing.T) {
			r := rules.CountDistinct{Control: sudoku.MustCells(tc.control)[0], Cells: sudoku.MustCells(tc.cells)}
			checkLineCount(t, sudoku.Shape4, "", r, lineFact{tc.control + " " + tc.cells, countsDistinct})
		})
	}
}

// TestCountDistinctCrossCheck compares Z3's verdict with Check on random
// grids.
func TestCountDistinctCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		cells := make([]sudoku.Cell, 0, 6)
		for _, i := range rng.Perm(36)[:1+rng.IntN(5)] {
			cells = append(cells, sudoku.Cell{Row: i / 6, Col: i % 6})
		}
		return rules.CountDistinct{Control: sudoku.Cell{Row: rng.IntN(6), Col: rng.IntN(6)}, Cells: cells}
	})
}
