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

// factFibonacci states a Fibonacci line on its digits: read from its
// first cell (or, unless directed, from either end), they increase and
// each from the third on is the sum of the two before it.
func factFibonacci(directed bool) func(ds []int) bool {
	up := func(ds []int) bool {
		for i := 1; i < len(ds); i++ {
			if ds[i] <= ds[i-1] || (i >= 2 && ds[i] != ds[i-1]+ds[i-2]) {
				return false
			}
		}
		return true
	}
	return func(ds []int) bool {
		back := slices.Clone(ds)
		slices.Reverse(back)
		return up(ds) || (!directed && up(back))
	}
}

func TestFibonacciLineCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape9, 40, 2, 5, func(rng *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.FibonacciLine{Cells: cells, Directed: rng.IntN(3) == 0}
	})
	lineCrossCheck(t, sudoku.Shape6, 30, 2, 4, func(rng *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.FibonacciLine{Cells: cells, Directed: rng.IntN(3) == 0}
	})
}

func TestFibonacciLineCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cells := sudoku.MustCells
	cases := []struct {
		name     string
		shape    sudoku.Shape
		givens   string
		line     string
		directed bool
	}{
		{"three cells", s4, "", "r1c1 r2c2 r3c2", false},
		{"three cells, directed", s4, "", "r1c1 r2c2 r3c2", true},
		{"two cells, directed", s4, "1... .... .... ....", "r2c1 r3c1", true},
		{"four cells on 6x6", s6, "123456 ...... ...... ...... ...... ......", "r3c1 r4c2 r5c3 r6c3", false},
		{"three cells on 6x6, directed", s6, "123456 456123 ...... ...... ...... ......", "r3c1 r4c2 r5c3", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, rules.FibonacciLine{Cells: cells(tc.line), Directed: tc.directed}, lineFact{tc.line, factFibonacci(tc.directed)})
		})
	}
}

// TestFibonacciLineCheck checks the native verdicts on lines of a grid
// filled by hand, partly filled lines included.
func TestFibonacciLineCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape9, "123584679 ........5 ......135 "+
		"......... ......... ......... ......... ......... .........")
	if err != nil {
		t.Fatal(err)
	}
	cells := sudoku.MustCells
	cases := []struct {
		rule sudoku.Checker
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{rules.FibonacciLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r1c5")}, nil},                          // 1 2 3 5 8
		{rules.FibonacciLine{Cells: cells("r1c5 r1c4 r1c3 r1c2 r1c1")}, nil},                          // 8 5 3 2 1
		{rules.FibonacciLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r1c5"), Directed: true}, nil},          // from 1
		{rules.FibonacciLine{Cells: cells("r1c5 r1c4 r1c3"), Directed: true}, cells("r1c5 r1c4")},     // from 8: down
		{rules.FibonacciLine{Cells: cells("r1c2 r1c3 r1c4 r1c5")}, nil},                               // 2 3 5 8
		{rules.FibonacciLine{Cells: cells("r1c4 r1c5 r1c6")}, cells("r1c4 r1c5 r1c6")},                // 5 8 4: up, down
		{rules.FibonacciLine{Cells: cells("r3c7 r3c8 r2c9")}, cells("r3c7 r3c8 r2c9")},                // 1 3 5: 5 is not 4
		{rules.FibonacciLine{Cells: cells("r2c9 r3c8 r3c7")}, cells("r2c9 r3c8 r3c7")},                // 5 3 1
		{rules.FibonacciLine{Cells: cells("r2c9 r3c9")}, cells("r2c9 r3c9")},                          // 5 5
		{rules.FibonacciLine{Cells: cells("r1c4 r2c4 r1c5")}, nil},                                    // 5 . 8
		{rules.FibonacciLine{Cells: cells("r1c5 r1c4 r2c3 r1c2 r1c3")}, cells("r1c5 r1c4 r1c2 r1c3")}, // 8 5 . 2 3: down, up
		{rules.FibonacciLine{Cells: cells("r1c8 r1c9")}, nil},                                         // 7 9: two digits
	}
	for i, tc := range cases {
		err := tc.rule.Check(g)
		checkConflict(t, fmt.Sprint(i, tc.rule), err, tc.want)
	}
}

func TestFibonacciLineBad(t *testing.T) {
	cells := sudoku.MustCells
	for _, r := range []rules.FibonacciLine{
		{},
		{Cells: cells("r1c1")},
		{Cells: cells("r1c1 r3c3")},
		{Cells: cells("r1c1 r1c2 r1c1")},
		{Cells: cells("r1c1 r1c10"), Directed: true},
	} {
		if err := r.Validate(sudoku.Shape9); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%#v: Validate = %v, want ErrBadRule", r, err)
		}
	}
	// No six digits of 1 to 9 make a Fibonacci sequence, nor four of 1
	// to 4.
	for _, tc := range []struct {
		shape sudoku.Shape
		line  string
	}{
		{sudoku.Shape9, "r1c1 r1c2 r1c3 r1c4 r1c5 r1c6"},
		{sudoku.Shape4, "r1c1 r1c2 r2c2 r2c1"},
	} {
		r := rules.FibonacciLine{Cells: cells(tc.line)}
		if _, err := sudoku.New(tc.shape, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New(%v on %dx%d) = %v, want ErrBadRule", r, tc.shape.Size, tc.shape.Size, err)
		}
	}
}
