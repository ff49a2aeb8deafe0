package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file tests the parity, sequence and lockout lines: Z3 against the
// native Check on random grids, solution counts against the brute-force
// counter on independent statements of the rules, the native verdicts on
// hand-made grids, and bad parameters.

func TestParityLineCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.ParityLine{Cells: cells}
	})
}

func TestParityLineRevisitCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return lineSample(rng, g, func() sudoku.Rule { return rules.ParityLine{Cells: lineLoop(rng, sudoku.Shape6, 6)} })
	})
}

func TestSequenceLineCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 4, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.SequenceLine{Cells: cells}
	})
}

func TestLockoutCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape9, 40, 2, 6, func(rng *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Lockout{Cells: cells, Diff: rng.IntN(6)}
	})
}

func TestLockoutRevisitCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return lineSample(rng, g, func() sudoku.Rule {
			// A loop inside, then a fresh end: a b c b d.
			w := lineLoop(rng, sudoku.Shape9, 6)
			return rules.Lockout{Cells: w, Diff: 1 + rng.IntN(4)}
		})
	})
}

// factParity, factSequence and factLockout state the rules on the digits
// of a line, in order.
func factParity(ds []int) bool {
	for i := 1; i < len(ds); i++ {
		if (ds[i]-ds[i-1])%2 == 0 {
			return false
		}
	}
	return true
}

func factSequence(ds []int) bool {
	step := ds[1] - ds[0]
	for i := 1; i < len(ds); i++ {
		if ds[i]-ds[i-1] != step {
			return false
		}
	}
	return step != 0
}

func factLockout(diff int) func(ds []int) bool {
	return func(ds []int) bool {
		a, b := ds[0], ds[len(ds)-1]
		if a-b < diff && b-a < diff {
			return false
		}
		for _, d := range ds[1 : len(ds)-1] {
			if (d >= a && d <= b) || (d >= b && d <= a) {
				return false
			}
		}
		return true
	}
}

func TestParitySequenceLockoutCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cells := sudoku.MustCells
	six := "123456 456123 ...... ...... ...... ......"
	six3 := "123456 456123 231564 ...... ...... ......"
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		rule   sudoku.Rule
		fact   lineFact
	}{
		{"parity", s4, "", rules.ParityLine{Cells: cells("r1c1 r2c2 r3c2 r4c3")}, lineFact{"r1c1 r2c2 r3c2 r4c3", factParity}},
		{"parity 6x6", s6, six3, rules.ParityLine{Cells: cells("r4c1 r5c2 r6c3 r5c4 r4c5")}, lineFact{"r4c1 r5c2 r6c3 r5c4 r4c5", factParity}},
		{"sequence", s4, "", rules.SequenceLine{Cells: cells("r1c1 r2c2 r3c3")}, lineFact{"r1c1 r2c2 r3c3", factSequence}},
		{"sequence pair", s4, "1... .... .... ....", rules.SequenceLine{Cells: cells("r1c2 r2c2")}, lineFact{"r1c2 r2c2", factSequence}},
		{"sequence 6x6", s6, six, rules.SequenceLine{Cells: cells("r4c1 r5c2 r6c3")}, lineFact{"r4c1 r5c2 r6c3", factSequence}},
		{"lockout", s4, "", rules.Lockout{Cells: cells("r1c1 r2c2 r3c3"), Diff: 2}, lineFact{"r1c1 r2c2 r3c3", factLockout(2)}},
		{"lockout 6x6 default", s6, six, rules.Lockout{Cells: cells("r4c1 r5c2 r6c3 r5c4")}, lineFact{"r4c1 r5c2 r6c3 r5c4", factLockout(2)}},
		{"lockout 6x6 diff 3", s6, six, rules.Lockout{Cells: cells("r4c1 r5c2 r6c3"), Diff: 3}, lineFact{"r4c1 r5c2 r6c3", factLockout(3)}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, tc.rule, tc.fact)
		})
	}
}

// TestParitySequenceLockoutCheck checks the native verdicts on lines of a
// grid filled by hand, partly filled lines included.
func TestParitySequenceLockoutCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape9, "147258369 258369147 369147258 55....... 195......"+strings.Repeat(".", 36))
	if err != nil {
		t.Fatal(err)
	}
	cells := sudoku.MustCells
	cases := []struct {
		rule sudoku.Checker
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{rules.ParityLine{Cells: cells("r1c1 r1c2 r1c3")}, nil},                       // 1 4 7
		{rules.ParityLine{Cells: cells("r1c2 r1c1 r2c2")}, cells("r1c1 r2c2")},        // 4 1 5
		{rules.ParityLine{Cells: cells("r3c1 r4c2 r3c3")}, cells("r3c1 r4c2")},        // 3 5 9
		{rules.ParityLine{Cells: cells("r3c2 r4c3 r3c4")}, nil},                       // 6 . 4: neighbours only
		{rules.SequenceLine{Cells: cells("r1c1 r1c2 r1c3")}, nil},                     // 1 4 7
		{rules.SequenceLine{Cells: cells("r1c3 r1c2 r1c1")}, nil},                     // 7 4 1
		{rules.SequenceLine{Cells: cells("r1c1 r2c1 r3c1")}, nil},                     // 1 2 3
		{rules.SequenceLine{Cells: cells("r1c1 r2c2")}, nil},                          // 1 5
		{rules.SequenceLine{Cells: cells("r1c2 r1c3 r1c4")}, cells("r1c2 r1c3 r1c4")}, // 4 7 2
		{rules.SequenceLine{Cells: cells("r4c1 r4c2")}, cells("r4c1 r4c2")},           // 5 5: no difference
		{rules.SequenceLine{Cells: cells("r3c3 r4c4 r3c5")}, cells("r3c3 r3c5")},      // 9 . 4
		{rules.SequenceLine{Cells: cells("r3c3 r4c3 r3c4")}, nil},                     // 9 . 1
		{rules.SequenceLine{Cells: cells("r3c3 r4c3 r5c4 r6c5")}, nil},                // 9 . . .
		{rules.Lockout{Cells: cells("r5c1 r5c2 r5c3")}, nil},                          // 1 9 5
		{rules.Lockout{Cells: cells("r5c1 r5c2 r5c3"), Diff: 5}, cells("r5c1 r5c3")},
		{rules.Lockout{Cells: cells("r1c1 r2c2 r1c3")}, cells("r1c1 r2c2 r1c3")}, // 1 5 7
		{rules.Lockout{Cells: cells("r5c3 r5c2 r5c1")}, nil},                     // 5 9 1
		{rules.Lockout{Cells: cells("r5c1 r5c2 r6c3")}, nil},                     // 1 9 .
		{rules.Lockout{Cells: cells("r4c2 r5c3")}, cells("r4c2 r5c3")},           // 5 5
	}
	for _, tc := range cases {
		err := tc.rule.Check(g)
		checkConflict(t, fmt.Sprint(tc.rule), err, tc.want)
	}
}

// TestParitySequenceLockoutBadRules checks that bad parameters give
// ErrBadRule naming the cell, from New and from Check, and that a
// lockout difference no digits make is refused by New.
func TestParitySequenceLockoutBadRules(t *testing.T) {
	cells := sudoku.MustCells
	cases := []struct {
		rule  sudoku.Rule
		shape sudoku.Shape
		want  string
		check bool // Check reports it too (a check of form)
	}{
		{rules.ParityLine{}, sudoku.Shape9, "no cells", true},
		{rules.ParityLine{Cells: cells("r1c1")}, sudoku.Shape9, "r1c1", true},
		{rules.ParityLine{Cells: cells("r1c1 r1c3")}, sudoku.Shape9, "r1c3 is not a king's move", true},
		{rules.ParityLine{Cells: cells("r4c4 r5c5")}, sudoku.Shape4, "r5c5 is off the 4x4 grid", true},
		{rules.SequenceLine{Cells: cells("r1c1")}, sudoku.Shape9, "r1c1", true},
		{rules.SequenceLine{Cells: cells("r1c1 r2c2 r1c1")}, sudoku.Shape9, "r1c1 twice", true},
		{rules.SequenceLine{Cells: cells("r1c1 r1c2 r1c3 r1c4 r2c4")}, sudoku.Shape4, "too long", true},
		{rules.Lockout{Cells: cells("r1c1")}, sudoku.Shape9, "r1c1", true},
		{rules.Lockout{Cells: cells("r1c1 r1c2 r1c1")}, sudoku.Shape9, "end r1c1 twice", true},
		{rules.Lockout{Cells: cells("r1c1 r1c2 r2c2 r1c2 r1c3")}, sudoku.Shape9, "", false}, // the inside may revisit
		{rules.Lockout{Cells: cells("r1c1 r1c2 r1c3"), Diff: -1}, sudoku.Shape9, "negative difference", true},
		{rules.Lockout{Cells: cells("r1c1 r1c2 r1c3"), Diff: 9}, sudoku.Shape9, "no digits 1..9 differ by 9", false},
		{rules.Lockout{Cells: cells("r1c1 r1c2 r1c3"), Diff: 4}, sudoku.Shape4, "no digits 1..4 differ by 4", false},
	}
	for _, tc := range cases {
		_, err := sudoku.New(tc.shape, []sudoku.Rule{tc.rule})
		if tc.want == "" {
			if err != nil {
				t.Errorf("New(%v) = %v, want nil", tc.rule, err)
			}
			continue
		}
		if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%v) = %v, want ErrBadRule with %q", tc.rule, err, tc.want)
		}
		if v, ok := tc.rule.(rules.Validator); ok && tc.check {
			if err := v.Validate(tc.shape); !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("%v.Validate() = %v, want ErrBadRule", tc.rule, err)
			}
			if err := tc.rule.(sudoku.Checker).Check(sudoku.NewGrid(tc.shape)); !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("%v.Check() = %v, want ErrBadRule", tc.rule, err)
			}
		}
	}
}
