package rules_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestSameValuesCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sets string
		want []sudoku.Cell // the conflict's cells, nil for none
	}{
		{"r1c1 r1c2|r2c3 r2c4", nil},           // 1 2 and 1 2
		{"r1c1 r1c2|r2c4 r2c3", nil},           // in any order
		{"r1c1 r1c2|r2c3 r2c4|r3c2 r3c1", nil}, // 2 1 too
		{"r1c1|r4c4", nil},                     // 1 and 1
		{"r1c1 r1c2|r1c3 r1c4", sudoku.MustCells("r1c1 r1c2 r1c3 r1c4")},
		{"r1c1 r1c2|r2c3 r2c4|r1c1 r1c3", sudoku.MustCells("r1c1 r1c2 r1c1 r1c3")},
	} {
		err := rules.SameValues{Sets: sets(tc.sets)}.Check(g)
		checkConflict(t, tc.sets, err, tc.want)
	}
	// An empty cell leaves the sets unjudged.
	g.Set(sudoku.MustCells("r1c4")[0], 0)
	if err := (rules.SameValues{Sets: sets("r1c1 r1c2|r1c3 r1c4")}).Check(g); err != nil {
		t.Errorf("with an empty cell: Check = %v, want nil", err)
	}
}

// sets reads sets of cells separated by '|'.
func sets(s string) [][]sudoku.Cell {
	var out [][]sudoku.Cell
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '|' {
			out = append(out, sudoku.MustCells(s[start:i]))
			start = i + 1
		}
	}
	return out
}

func TestSameValuesBad(t *testing.T) {
	for _, v := range []rules.SameValues{
		{},
		{Sets: sets("r1c1 r1c2")},
		{Sets: sets("r1c1 r1c2|r2c1")},
		{Sets: sets("r1c1 r1c1|r2c1 r2c2")},
		{Sets: sets("r1c1 r9c9|r2c1 r2c2")},
	} {
		if err := v.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", v, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{v}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", v, err)
		}
	}
}

// sameMultiset reports whether the first half of ds holds the digits of
// the second half.
func sameMultiset(ds []int) bool {
	a := slices.Clone(ds[:len(ds)/2])
	b := slices.Clone(ds[len(ds)/2:])
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// TestSameValuesCount counts 4x4 grids with same value sets against plain
// backtracking, with both engines and every encoding.
func TestSameValuesCount(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{"r1c1 r2c2", "r3c3 r4c4"},
		{"r1c1 r1c2 r2c1", "r3c3 r4c4 r4c2"},
		{"r1c1", "r4c4"},
		{"r1c1 r1c2", "r2c3 r2c4"},
		{"r1c1 r2c3", "r2c3 r4c2"}, // a cell in both sets
	} {
		t.Run(tc.a, func(t *testing.T) {
			r := rules.SameValues{Sets: [][]sudoku.Cell{sudoku.MustCells(tc.a), sudoku.MustCells(tc.b)}}
			checkLineCount(t, sudoku.Shape4, "", r, lineFact{tc.a + " " + tc.b, sameMultiset})
		})
	}
}

// TestSameValuesCrossCheck compares Z3's verdict with Check on random
// grids, with sets that often hold the same digits.
func TestSameValuesCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		k := 1 + rng.IntN(4)
		var sets [][]sudoku.Cell
		for range 2 + rng.IntN(2) {
			// k cells of one row: often the same digits as another row's k
			// cells in the columns of the same digits.
			row := rng.IntN(6)
			var set []sudoku.Cell
			for _, c := range rng.Perm(6)[:k] {
				set = append(set, sudoku.Cell{Row: row, Col: c})
			}
			sets = append(sets, set)
		}
		if rng.IntN(2) == 0 {
			// Make the second set the first's digits, found in its row.
			row := sets[1][0].Row
			for i, c := range sets[0] {
				for col := range 6 {
					if g.At(sudoku.Cell{Row: row, Col: col}) == g.At(c) {
						sets[1][i] = sudoku.Cell{Row: row, Col: col}
					}
				}
			}
		}
		return rules.SameValues{Sets: sets}
	})
}

// TestSameValuesSolved checks Z3's solutions on 9x9 with three sets.
func TestSameValuesSolved(t *testing.T) {
	checkSolved(t, sudoku.Shape9, rules.SameValues{Sets: sets("r1c1 r2c5 r3c9|r4c2 r5c4 r6c8|r9c9 r8c1 r7c5")}, 5)
}
