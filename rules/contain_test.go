package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestContainCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		digits []int
		cells  string
		exact  bool
		ok     bool
	}{
		{[]int{1}, "r1c1 r1c2", false, true},
		{[]int{1, 1}, "r1c1 r4c4", false, true},
		{[]int{1, 1}, "r1c1 r1c2", false, false},
		{[]int{3}, "r1c1 r1c2", false, false},
		{[]int{1}, "r1c1 r4c4", false, true},
		{[]int{1}, "r1c1 r4c4", true, false}, // two 1s, not one
		{[]int{1, 1}, "r1c1 r4c4 r1c2", true, true},
		{[]int{2, 4}, "r1c1 r1c2 r1c3 r1c4", true, true},
	} {
		r := rules.Contain{Digits: tc.digits, Cells: sudoku.MustCells(tc.cells), Exact: tc.exact}
		err := r.Check(g)
		var ce *sudoku.ConflictError
		if tc.ok && err != nil || !tc.ok && !errors.As(err, &ce) {
			t.Errorf("%v: Check = %v, want ok %v", r, err, tc.ok)
		}
	}
	// Too many of a digit is a conflict at once with Exact; too few only
	// when the cells are filled.
	g.Set(sudoku.MustCells("r1c2")[0], 0)
	for _, tc := range []struct {
		r  rules.Contain
		ok bool
	}{
		{rules.Contain{Digits: []int{2}, Cells: sudoku.MustCells("r1c1 r1c2")}, true},
		{rules.Contain{Digits: []int{1}, Cells: sudoku.MustCells("r1c1 r4c4 r1c2"), Exact: true}, false},
	} {
		if err := tc.r.Check(g); (err == nil) != tc.ok {
			t.Errorf("%v with r1c2 empty: Check = %v, want ok %v", tc.r, err, tc.ok)
		}
	}
}

func TestContainBad(t *testing.T) {
	for _, c := range []rules.Contain{
		{Digits: []int{1}},
		{Cells: sudoku.MustCells("r1c1")},
		{Digits: []int{5}, Cells: sudoku.MustCells("r1c1")},
		{Digits: []int{0}, Cells: sudoku.MustCells("r1c1")},
		{Digits: []int{1}, Cells: sudoku.MustCells("r1c1 r1c1")},
		{Digits: []int{1}, Cells: sudoku.MustCells("r1c1 r5c5")},
	} {
		if err := c.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", c, err)
		}
	}
	// More digits than cells passes Validate, but not Apply.
	c := rules.Contain{Digits: []int{1, 2, 3}, Cells: sudoku.MustCells("r1c1 r2c2")}
	if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{c}); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("%v: New = %v, want ErrBadRule", c, err)
	}
}

// holds returns the fact that ds hold each of digits as often as listed:
// at least, or with exact exactly.
func holds(digits []int, exact bool) func(ds []int) bool {
	return func(ds []int) bool {
		count := map[int]int{}
		for _, d := range ds {
			count[d]++
		}
		need := map[int]int{}
		for _, d := range digits {
			need[d]++
		}
		for d, k := range need {
			if count[d] < k || exact && count[d] > k {
				return false
			}
		}
		return true
	}
}

// TestContainCount counts 4x4 grids against plain backtracking, with both
// engines and every encoding.
func TestContainCount(t *testing.T) {
	for _, tc := range []struct {
		digits []int
		cells  string
		exact  bool
	}{
		{[]int{1, 1}, "r1c1 r2c3 r3c2", false},
		{[]int{1, 1}, "r1c1 r2c3 r3c2", true},
		{[]int{4}, "r1c1 r2c2 r3c3 r4c4", true},
		{[]int{4, 3}, "r1c1 r2c2 r3c3 r4c4", false},
		{[]int{2, 3}, "r1c1 r1c4", true},
	} {
		r := rules.Contain{Digits: tc.digits, Cells: sudoku.MustCells(tc.cells), Exact: tc.exact}
		t.Run(r.String(), func(t *testing.T) {
			checkLineCount(t, sudoku.Shape4, "", r, lineFact{tc.cells, holds(tc.digits, tc.exact)})
		})
	}
}

// TestContainCrossCheck compares Z3's verdict with Check on random grids.
func TestContainCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		var cells []sudoku.Cell
		for _, i := range rng.Perm(36)[:2+rng.IntN(4)] {
			cells = append(cells, sudoku.Cell{Row: i / 6, Col: i % 6})
		}
		var digits []int
		for range 1 + rng.IntN(len(cells)) {
			digits = append(digits, g.At(cells[rng.IntN(len(cells))]))
		}
		return rules.Contain{Digits: digits, Cells: cells, Exact: rng.IntN(2) == 0}
	})
}
