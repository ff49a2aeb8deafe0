package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// solved9 is a solved classic grid.
const solved9 = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

func TestEqualityCageCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape9, solved9)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cells string
		want  string // the conflict's cells, "" for none
	}{
		{"r1c3 r1c7", ""},                              // 4 and 9
		{"r1c3 r1c7 r1c2 r1c6", ""},                    // 4, 9, 3 and 8
		{"r1c2 r1c3", "r1c2 r1c3"},                     // 3 and 4, both low
		{"r1c2 r1c8", "r1c2 r1c8"},                     // 3 and 1, both odd
		{"r1c1 r1c2", "r1c1"},                          // 5, the middle digit
		{"r1c2 r2c7", "r1c2 r2c7"},                     // two 3s
		{"r1c3 r1c7 r1c2 r1c8", "r1c3 r1c7 r1c2 r1c8"}, // 4, 9, 3, 1: three odd
	} {
		var want []sudoku.Cell
		if tc.want != "" {
			want = sudoku.MustCells(tc.want)
		}
		err := rules.EqualityCage{Cells: sudoku.MustCells(tc.cells)}.Check(g)
		checkConflict(t, tc.cells, err, want)
	}
	g.Set(sudoku.MustCells("r1c3")[0], 0)
	if err := (rules.EqualityCage{Cells: sudoku.MustCells("r1c2 r1c3")}).Check(g); err != nil {
		t.Errorf("with an empty cell: Check = %v, want nil", err)
	}
}

func TestEqualityCageBad(t *testing.T) {
	for _, c := range []rules.EqualityCage{
		{},
		{Cells: sudoku.MustCells("r1c1")},
		{Cells: sudoku.MustCells("r1c1 r1c2 r1c3")},
		{Cells: sudoku.MustCells("r1c1 r1c1")},
		{Cells: sudoku.MustCells("r1c1 r5c5")},
	} {
		if err := c.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", c, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{c}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", c, err)
		}
	}
}

// balanced reports whether distinct digits ds of 1..n are as many even as
// odd and as many low as high, with no middle digit.
func balanced(n int) func(ds []int) bool {
	return func(ds []int) bool {
		parity, half := 0, 0
		seen := map[int]bool{}
		for _, d := range ds {
			if seen[d] || 2*d == n+1 {
				return false
			}
			seen[d] = true
			if d%2 == 0 {
				parity++
			} else {
				parity--
			}
			if 2*d < n+1 {
				half++
			} else {
				half--
			}
		}
		return parity == 0 && half == 0
	}
}

// TestEqualityCageCount counts 4x4 grids with equality cages against
// plain backtracking, with both engines and every encoding.
func TestEqualityCageCount(t *testing.T) {
	for _, cells := range []string{"r1c1 r1c2", "r1c1 r2c2 r3c3 r4c4", "r1c1 r2c3"} {
		t.Run(cells, func(t *testing.T) {
			checkLineCount(t, sudoku.Shape4, "", rules.EqualityCage{Cells: sudoku.MustCells(cells)}, lineFact{cells, balanced(4)})
		})
	}
}

// TestEqualityCageCrossCheck compares Z3's verdict with Check on random
// 9x9 grids, whose middle digit 5 is in no cage.
func TestEqualityCageCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		row := rng.IntN(9)
		var cells []sudoku.Cell
		for _, c := range rng.Perm(9)[:2*(1+rng.IntN(2))] {
			cells = append(cells, sudoku.Cell{Row: row, Col: c})
		}
		return rules.EqualityCage{Cells: cells}
	})
}
