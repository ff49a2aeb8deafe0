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

// factSumLine states a sum line on its digits: some cuts split them into
// runs that each add up to sum, tried every way.
func factSumLine(sum int) func(ds []int) bool {
	var split func(ds []int) bool
	split = func(ds []int) bool {
		if len(ds) == 0 {
			return true
		}
		total := 0
		for i, d := range ds {
			if total += d; total == sum && split(ds[i+1:]) {
				return true
			}
		}
		return false
	}
	return split
}

// factSumLoop states a sum loop on its digits: cut somewhere, they split
// into runs that each add up to sum.
func factSumLoop(sum int) func(ds []int) bool {
	return func(ds []int) bool {
		for i := range ds {
			if factSumLine(sum)(append(slices.Clone(ds[i:]), ds[:i]...)) {
				return true
			}
		}
		return false
	}
}

func TestSumLineCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 6, func(rng *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.SumLine{Cells: cells, Sum: []int{0, 6, 7}[rng.IntN(3)]}
	})
}

func TestSumLoopCrossCheck(t *testing.T) {
	s := sudoku.Shape6
	crossCheck(t, s, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return lineSample(rng, g, func() sudoku.Rule {
			// The border of a rectangle of 2 or 3 rows and 2 to 4 columns.
			h, w := 2+rng.IntN(2), 2+rng.IntN(3)
			r0, c0 := rng.IntN(s.Size-h+1), rng.IntN(s.Size-w+1)
			var loop []sudoku.Cell
			for c := c0; c < c0+w; c++ {
				loop = append(loop, sudoku.Cell{Row: r0, Col: c})
			}
			for r := r0 + 1; r < r0+h; r++ {
				loop = append(loop, sudoku.Cell{Row: r, Col: c0 + w - 1})
			}
			for c := c0 + w - 2; c >= c0; c-- {
				loop = append(loop, sudoku.Cell{Row: r0 + h - 1, Col: c})
			}
			for r := r0 + h - 2; r > r0; r-- {
				loop = append(loop, sudoku.Cell{Row: r, Col: c0})
			}
			return rules.SumLine{Cells: loop, Sum: 5 + rng.IntN(8), Loop: true}
		})
	})
}

func TestSumLineCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cells := sudoku.MustCells
	six := "123456 456123 ...... ...... ...... ......"
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		rule   sudoku.Rule
		fact   lineFact
	}{
		{"one run of 5", s4, "", rules.SumLine{Cells: cells("r1c1 r2c2"), Sum: 5}, lineFact{"r1c1 r2c2", factSumLine(5)}},
		{"runs of 5", s4, "", rules.SumLine{Cells: cells("r1c1 r1c2 r2c3 r2c4"), Sum: 5}, lineFact{"r1c1 r1c2 r2c3 r2c4", factSumLine(5)}},
		{"10 on 6x6", s6, six, rules.SumLine{Cells: cells("r3c1 r4c2 r5c3 r6c4 r5c5")}, lineFact{"r3c1 r4c2 r5c3 r6c4 r5c5", factSumLine(10)}},
		{"loop of 4", s4, "", rules.SumLine{Cells: cells("r1c1 r1c2 r2c2 r2c1"), Sum: 5, Loop: true}, lineFact{"r1c1 r1c2 r2c2 r2c1", factSumLoop(5)}},
		{"loop of 6", s4, "12.. .... .... ....", rules.SumLine{Cells: cells("r2c1 r2c2 r3c3 r4c2 r4c1 r3c1"), Sum: 7, Loop: true},
			lineFact{"r2c1 r2c2 r3c3 r4c2 r4c1 r3c1", factSumLoop(7)}},
		{"runs of 8 on 6x6", s6, "123456 456123 231564 ...... ...... ......", rules.SumLine{Cells: cells("r3c1 r4c1 r5c1 r6c1"), Sum: 8}, lineFact{"r3c1 r4c1 r5c1 r6c1", factSumLine(8)}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, tc.rule, tc.fact)
		})
	}
}

// TestSumLineCheck checks the native verdicts on lines of a grid filled by
// hand, partly filled lines included.
func TestSumLineCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape9, "123456789 456789123 ......... "+
		"......... ......... ......... ......... ......... .........")
	if err != nil {
		t.Fatal(err)
	}
	cells := sudoku.MustCells
	cases := []struct {
		rule sudoku.Checker
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{rules.SumLine{Cells: cells("r1c1 r1c2 r1c3 r1c4")}, nil},                               // 1 2 3 4
		{rules.SumLine{Cells: cells("r1c4 r2c5 r1c6")}, cells("r1c4 r2c5")},                     // 4 8: 12 passes 10
		{rules.SumLine{Cells: cells("r1c1 r1c2 r1c3")}, cells("r1c1 r1c2 r1c3")},                // 1 2 3 ends at 6
		{rules.SumLine{Cells: cells("r1c9 r2c9"), Sum: 12}, nil},                                // 9 3
		{rules.SumLine{Cells: cells("r1c9 r2c9 r3c9")}, cells("r1c9 r2c9")},                     // 9 3 .
		{rules.SumLine{Cells: cells("r1c2 r1c3 r1c4 r2c4 r2c5")}, cells("r1c2 r1c3 r1c4 r2c4")}, // 2 3 4 7: 16
		{rules.SumLine{Cells: cells("r2c9 r2c8 r2c7 r1c7 r1c8"), Sum: 6}, cells("r1c7")},        // 3 2 1 | 7
		{rules.SumLine{Cells: cells("r3c1 r3c2")}, nil},                                         // empty
		// 1 2 3 4 7 6 5 4 round: runs of 16 only through the join (6 5 4 1 | 2 3 4 7).
		{rules.SumLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r2c4 r2c3 r2c2 r2c1"), Sum: 16, Loop: true}, nil},
		{rules.SumLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r2c4 r2c3 r2c2 r2c1"), Sum: 16}, cells("r1c1 r1c2 r1c3 r1c4 r2c4")},
		{rules.SumLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r2c4 r2c3 r2c2 r2c1"), Loop: true}, cells("r1c1 r1c2 r1c3 r1c4 r2c4 r2c3 r2c2 r2c1")},
		{rules.SumLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r2c5 r3c5")}, nil}, // 1 2 3 4 | 8 .
	}
	for i, tc := range cases {
		err := tc.rule.Check(g)
		checkConflict(t, fmt.Sprint(i, tc.rule), err, tc.want)
	}
}

func TestSumLineBad(t *testing.T) {
	cells := sudoku.MustCells
	for _, r := range []sudoku.Rule{
		rules.SumLine{},
		rules.SumLine{Cells: cells("r1c1 r3c3")},
		rules.SumLine{Cells: cells("r1c1 r1c2 r1c1")},
		rules.SumLine{Cells: cells("r1c1 r1c2"), Sum: -1},
		rules.SumLine{Cells: cells("r1c1 r1c2"), Loop: true},
		rules.SumLine{Cells: cells("r1c1 r1c2 r1c3"), Loop: true},
	} {
		if err := r.(interface{ Validate(sudoku.Shape) error }).Validate(sudoku.Shape9); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%#v: Validate = %v, want ErrBadRule", r, err)
		}
	}
	// Two cells of at most 9 cannot make 19.
	if _, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.SumLine{Cells: cells("r1c1 r1c2"), Sum: 19}}); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("New(sum 19 over 2 cells) = %v, want ErrBadRule", err)
	}
}
