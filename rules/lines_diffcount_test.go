package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// factDiffCount states a differences count line on its digits: each
// neighbours' difference d is shared by exactly d pairs of neighbours.
func factDiffCount(ds []int) bool {
	diff := func(i int) int {
		d := ds[i] - ds[i+1]
		if d < 0 {
			return -d
		}
		return d
	}
	for i := 0; i+1 < len(ds); i++ {
		same := 0
		for j := 0; j+1 < len(ds); j++ {
			if diff(j) == diff(i) {
				same++
			}
		}
		if same != diff(i) {
			return false
		}
	}
	return true
}

func TestDifferenceCountCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.DifferenceCount{Cells: cells}
	})
	lineCrossCheck(t, sudoku.Shape4, 20, 2, 5, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.DifferenceCount{Cells: cells}
	})
}

func TestDifferenceCountCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cells := sudoku.MustCells
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		line   string
	}{
		{"two cells", s4, "", "r1c1 r2c2"},
		{"three cells, a digit again", s4, "", "r1c2 r1c3 r2c4"},
		{"four cells", s4, "", "r1c1 r2c2 r3c2 r4c1"},
		{"four cells across boxes", s4, "", "r1c2 r1c3 r2c4 r3c4"},
		{"five cells", s4, "", "r1c1 r2c2 r3c3 r4c4 r4c3"},
		{"four cells on 6x6", s6, "123456 456123 231564 ...... ...... ......", "r4c1 r5c1 r6c2 r6c3"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, rules.DifferenceCount{Cells: cells(tc.line)}, lineFact{tc.line, factDiffCount})
		})
	}
}

// TestDifferenceCountCheck checks the native verdicts on lines of a grid
// filled by hand, partly filled lines included.
func TestDifferenceCountCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape9, "135792468 246813579 4........ "+
		"......... ......... ......... ......... ......... .........")
	if err != nil {
		t.Fatal(err)
	}
	cells := sudoku.MustCells
	cases := []struct {
		rule sudoku.Checker
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{rules.DifferenceCount{Cells: cells("r1c1 r1c2 r1c3")}, nil},                                         // 1 3 5: 2 2
		{rules.DifferenceCount{Cells: cells("r1c1 r1c2")}, cells("r1c1 r1c2")},                               // 1 3: one 2
		{rules.DifferenceCount{Cells: cells("r1c1 r2c1")}, nil},                                              // 1 2: one 1
		{rules.DifferenceCount{Cells: cells("r1c1 r2c1 r2c2")}, cells("r2c1 r2c2")},                          // 1 2 4: one 1, one 2
		{rules.DifferenceCount{Cells: cells("r2c1 r1c1 r1c2 r2c2")}, cells("r2c1 r1c1 r1c2 r2c2")},           // 2 1 3 4: 1 2 1
		{rules.DifferenceCount{Cells: cells("r1c1 r2c1 r2c2 r2c3")}, nil},                                    // 1 2 4 6: 1 2 2
		{rules.DifferenceCount{Cells: cells("r1c1 r1c2 r1c3 r1c4 r1c5")}, cells("r1c1 r1c2 r1c3 r1c4 r1c5")}, // 1 3 5 7 9: four 2s
		{rules.DifferenceCount{Cells: cells("r2c2 r3c1")}, cells("r2c2 r3c1")},                               // 4 4
		{rules.DifferenceCount{Cells: cells("r3c1 r3c2 r3c3")}, nil},                                         // 4 . .
		{rules.DifferenceCount{Cells: cells("r1c1 r1c2 r2c3 r3c3")}, nil},                                    // 1 3 6 .: 2 3 so far
		{rules.DifferenceCount{Cells: cells("r2c1 r1c1 r1c2 r2c2 r3c3")}, cells("r2c1 r1c1 r1c2 r2c2")},      // 2 1 3 4 .: two 1s already
	}
	for i, tc := range cases {
		err := tc.rule.Check(g)
		checkConflict(t, fmt.Sprint(i, tc.rule), err, tc.want)
	}
}

func TestDifferenceCountBad(t *testing.T) {
	cells := sudoku.MustCells
	for _, r := range []rules.DifferenceCount{
		{},
		{Cells: cells("r1c1")},
		{Cells: cells("r1c1 r3c3")},
		{Cells: cells("r1c1 r1c2 r1c1")},
		{Cells: cells("r1c1 r1c10")},
	} {
		if err := r.Validate(sudoku.Shape9); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%#v: Validate = %v, want ErrBadRule", r, err)
		}
		if _, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New(%#v) = %v, want ErrBadRule", r, err)
		}
	}
}

// TestSelfCountPerLabel repeats the cross-checks and counts of counting
// circles and differences count lines with one automaton per digit or
// difference, the way that long lines and many circles take.
func TestSelfCountPerLabel(t *testing.T) {
	defer rules.SetSelfCountStates(0)()
	t.Run("counting circles", TestCountingCirclesCrossCheck)
	t.Run("counting circles solve", TestCountingCirclesSolve)
	t.Run("differences count", TestDifferenceCountCrossCheck)
	t.Run("differences count counts", TestDifferenceCountCounts)
}
