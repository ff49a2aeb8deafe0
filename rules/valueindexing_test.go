package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestValueIndexingCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cells string
		want  string // the conflict's cells, "" for none
	}{
		{"r1c1 r1c2 r2c2 r3c2", ""},               // 1, index 2: r3c2 holds 1
		{"r2c2 r1c1 r2c3 r3c3", "r2c2 r1c1 r2c3"}, // 4, index 1: r2c3 holds 1
		{"r3c3 r1c1 r2c2 r1c2", ""},               // 4, index 1: r2c2 holds 4
		{"r1c1 r1c4 r2c2 r3c2", "r1c4"},           // index 4 of 2 cells
	} {
		var want []sudoku.Cell
		if tc.want != "" {
			want = sudoku.MustCells(tc.want)
		}
		checkConflict(t, tc.cells, rules.ValueIndexing{Cells: sudoku.MustCells(tc.cells)}.Check(g), want)
	}
}

func TestValueIndexingBad(t *testing.T) {
	for _, v := range []rules.ValueIndexing{
		{},
		{Cells: sudoku.MustCells("r1c1 r1c2")},
		{Cells: sudoku.MustCells("r1c1 r1c2 r5c5")},
	} {
		if err := v.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", v, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{v}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", v, err)
		}
	}
}

// indexes reports whether ds[1] is at most len(ds)-2 and ds[1+ds[1]] is
// ds[0].
func indexes(ds []int) bool { return ds[1] <= len(ds)-2 && ds[1+ds[1]] == ds[0] }

// TestValueIndexingCount counts 4x4 grids against plain backtracking,
// with both engines and every encoding.
func TestValueIndexingCount(t *testing.T) {
	for _, cells := range []string{
		"r1c1 r1c2 r2c2 r3c2",
		"r1c1 r2c1 r3c2 r4c2 r4c3 r4c4",
		"r2c2 r1c1 r3c3",      // the index can only be 1
		"r1c1 r2c2 r1c1 r3c3", // the value cell indexed too
	} {
		t.Run(cells, func(t *testing.T) {
			checkLineCount(t, sudoku.Shape4, "", rules.ValueIndexing{Cells: sudoku.MustCells(cells)}, lineFact{cells, indexes})
		})
	}
}

// TestValueIndexingCrossCheck compares Z3's verdict with Check on random
// grids, with lines that often hold.
func TestValueIndexingCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		row := rng.IntN(6)
		var cells []sudoku.Cell
		for _, c := range rng.Perm(6) {
			cells = append(cells, sudoku.Cell{Row: row, Col: c})
		}
		// A value from another row, found in this one at the index or not.
		cells[0] = sudoku.Cell{Row: (row + 1 + rng.IntN(5)) % 6, Col: rng.IntN(6)}
		return rules.ValueIndexing{Cells: cells[:3+rng.IntN(4)]}
	})
}
