package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// factIndexLine states an index line on its digits in order from the
// diamond: the digit at position N (from 1) names a position on the line,
// and the digit there is N.
func factIndexLine(ds []int) bool {
	for i, d := range ds {
		if d < 1 || d > len(ds) || ds[d-1] != i+1 {
			return false
		}
	}
	return true
}

func TestIndexLineCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 4, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.IndexLine{Cells: cells}
	})
	lineCrossCheck(t, sudoku.Shape9, 20, 2, 3, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.IndexLine{Cells: cells}
	})
	// Lines whose digits all name positions on them, so that a line
	// breaks the rule only by two positions that do not name each other.
	s := sudoku.Shape6
	crossCheck(t, s, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return lineSample(rng, g, func() sudoku.Rule {
			for {
				cells := lineWalk(rng, s, 3+rng.IntN(2))
				if !slices.ContainsFunc(cells, func(c sudoku.Cell) bool { return g.At(c) > len(cells) }) {
					return rules.IndexLine{Cells: cells}
				}
			}
		})
	})
}

func TestIndexLineCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cells := sudoku.MustCells
	six := "123456 456123 ...... ...... ...... ......"
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		line   string
	}{
		{"two cells", s4, "", "r1c1 r2c2"},
		{"three cells", s4, "", "r1c1 r2c2 r3c3"},
		{"four cells, a row", s4, "", "r3c1 r3c2 r3c3 r3c4"},
		{"bent, on 6x6", s6, six, "r3c1 r4c2 r5c3 r5c4"},
		{"five on 6x6", s6, six, "r3c1 r4c1 r5c2 r6c3 r6c4"},
		{"five bent on 6x6", s6, six, "r3c2 r4c3 r5c4 r4c5 r3c6"},
		{"six on 6x6", s6, six, "r3c1 r3c2 r3c3 r3c4 r3c5 r3c6"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, rules.IndexLine{Cells: cells(tc.line)}, lineFact{tc.line, factIndexLine})
		})
	}
}

// TestIndexLineCheck checks the native verdicts on lines of a grid filled
// by hand, partly filled lines included.
func TestIndexLineCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape9, "312456789 456789123 1........ "+
		"......... ......... ......... ......... ......... .........")
	if err != nil {
		t.Fatal(err)
	}
	cells := sudoku.MustCells
	cases := []struct {
		line string
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{"r1c1 r1c2 r1c3", cells("r1c1 r1c3")},      // 3 1 2: 3 names position 3, which holds 2, not 1
		{"r1c2 r1c3", nil},                          // 1 2
		{"r1c3 r1c2", nil},                          // 2 1
		{"r1c2 r2c1", cells("r2c1")},                // 1 4: 4 past 2 cells
		{"r3c1 r2c2 r1c3", cells("r2c2")},           // 1 5 2: 5 past 3 cells
		{"r1c3 r2c3 r3c2", cells("r1c3 r2c3")},      // 2 6 .: 2 names position 2, which holds 6
		{"r3c1 r3c2 r3c3", nil},                     // 1 . .
		{"r3c2 r3c1 r2c1", cells("r2c1")},           // . 1 4: 4 past 3 cells
		{"r3c3 r3c2 r3c1", nil},                     // . . 1: position 1 is empty
		{"r1c3 r1c2 r1c1 r2c1", nil},                // 2 1 3 4
		{"r2c1 r1c2 r1c3 r1c4", cells("r2c1 r1c4")}, // 4 1 2 4: 4 names position 4, which holds 4, not 1
	}
	for i, tc := range cases {
		rule := rules.IndexLine{Cells: cells(tc.line)}
		err := rule.Check(g)
		checkConflict(t, fmt.Sprint(i, rule), err, tc.want)
	}
}

func TestIndexLineBad(t *testing.T) {
	cells := sudoku.MustCells
	for _, r := range []rules.IndexLine{
		{},
		{Cells: cells("r1c1")},
		{Cells: cells("r1c1 r3c3")},
		{Cells: cells("r1c1 r1c2 r1c1")},
		{Cells: cells("r1c1 r10c1")},
	} {
		if err := r.Validate(sudoku.Shape9); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%#v: Validate = %v, want ErrBadRule", r, err)
		}
	}
	// Five cells on 4x4: the digits name only positions 1 to 4.
	long := rules.IndexLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r2c4")}
	if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{long}); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("New(%v on 4x4) = %v, want ErrBadRule", long, err)
	}
}
