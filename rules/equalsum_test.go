package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestEqualSumCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		segs string
		want string // the conflict's cells, "" for none
	}{
		{"r1c1 r1c4|r1c2 r1c3", ""},                    // 1+4 and 2+3
		{"r1c4|r1c1 r1c3|r2c1 r2c3", ""},               // 4, 1+3 and 3+1
		{"r1c4|r1c1 r1c3|r2c1 r2c2", "r1c4 r2c1 r2c2"}, // 4 and 3+4
		{"r1c1 r1c2|r1c3 r1c4", "r1c1 r1c2 r1c3 r1c4"},
		{"r1c1 r1c2|r1c2 r1c1", ""}, // the same cells
	} {
		var want []sudoku.Cell
		if tc.want != "" {
			want = sudoku.MustCells(tc.want)
		}
		checkConflict(t, tc.segs, rules.EqualSum{Segments: sets(tc.segs)}.Check(g), want)
	}
	g.Set(sudoku.MustCells("r1c1")[0], 0)
	checkConflict(t, "r1c1 empty", rules.EqualSum{Segments: sets("r1c1 r1c2|r1c3|r1c4")}.Check(g), sudoku.MustCells("r1c3 r1c4"))
}

func TestEqualSumBad(t *testing.T) {
	for _, e := range []rules.EqualSum{
		{},
		{Segments: sets("r1c1 r1c2")},
		{Segments: [][]sudoku.Cell{sudoku.MustCells("r1c1"), nil}},
		{Segments: sets("r1c1 r1c1|r2c2")},
		{Segments: sets("r1c1|r5c5")},
	} {
		if err := e.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", e, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{e}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", e, err)
		}
	}
}

// sumsEqual returns the fact that the segments of the given lengths, in
// turn, add up to the same.
func sumsEqual(lens ...int) func(ds []int) bool {
	return func(ds []int) bool {
		first := -1
		for _, k := range lens {
			sum := 0
			for _, d := range ds[:k] {
				sum += d
			}
			ds = ds[k:]
			if first >= 0 && sum != first {
				return false
			}
			first = sum
		}
		return true
	}
}

// TestEqualSumCount counts 4x4 grids against plain backtracking, with both
// engines and every encoding.
func TestEqualSumCount(t *testing.T) {
	for _, tc := range []struct {
		segs string
		lens []int
	}{
		{"r1c1 r1c2|r2c1 r3c1", []int{2, 2}},
		{"r1c1|r2c3 r3c3|r4c1 r4c2", []int{1, 2, 2}},
		{"r1c1 r2c2|r2c2 r3c3 r4c4", []int{2, 3}}, // r2c2 in both
		{"r1c1 r1c2|r2c3 r2c4|r3c4", []int{2, 2, 1}},
	} {
		t.Run(tc.segs, func(t *testing.T) {
			cells := ""
			for _, s := range sets(tc.segs) {
				for _, c := range s {
					cells += " " + c.String()
				}
			}
			checkLineCount(t, sudoku.Shape4, "", rules.EqualSum{Segments: sets(tc.segs)}, lineFact{cells, sumsEqual(tc.lens...)})
		})
	}
}

// TestEqualSumCrossCheck compares Z3's verdict with Check on random grids.
func TestEqualSumCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		var segs [][]sudoku.Cell
		for _, row := range rng.Perm(6)[:2+rng.IntN(2)] {
			var seg []sudoku.Cell
			for _, c := range rng.Perm(6)[:1+rng.IntN(2)] {
				seg = append(seg, sudoku.Cell{Row: row, Col: c})
			}
			segs = append(segs, seg)
		}
		return rules.EqualSum{Segments: segs}
	})
}
