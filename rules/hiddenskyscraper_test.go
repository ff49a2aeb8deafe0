package rules_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// outHidden returns the first digit of line lower than one before it, or
// 0 if the line rises all along.
func outHidden(line []int) int {
	high := 0
	for _, d := range line {
		if d < high {
			return d
		}
		high = d
	}
	return 0
}

func TestHiddenSkyscraperCrossCheck(t *testing.T) {
	for _, s := range []sudoku.Shape{sudoku.Shape6, sudoku.Shape9} {
		crossCheck(t, s, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
			line, fromEnd := outRandomLine(rng, s.Size)
			d := outHidden(outGridLine(g, line, fromEnd))
			if d == 0 || rng.IntN(2) == 0 {
				d = 1 + rng.IntN(s.Size-1)
			}
			return rules.HiddenSkyscraper{Line: line, FromEnd: fromEnd, Digit: d}
		})
	}
}

// TestHiddenSkyscraperCount counts the solutions of a 6x6 with a few
// givens and hidden skyscraper clues, against the brute-force solutions
// of the givens alone, filtered by the clues.
func TestHiddenSkyscraperCount(t *testing.T) {
	sols := outSols(t)
	for _, tc := range []struct {
		name  string
		clues []outClue
	}{
		{"row 1 left 2", []outClue{{rules.Row(0), false, 2}}},
		{"row 4 right 5, row 6 left 3", []outClue{{rules.Row(3), true, 5}, {rules.Row(5), false, 3}}},
		{"two, read off a solution", []outClue{
			{rules.Column(5), true, outHidden(outLine(sols[700], 6, rules.Column(5), true))},
			{rules.Row(1), false, outHidden(outLine(sols[700], 6, rules.Row(1), false))},
			{rules.Row(3), false, outHidden(outLine(sols[700], 6, rules.Row(3), false))},
		}},
		{"three, read off a solution", []outClue{
			{rules.Row(4), true, outHidden(outLine(sols[0], 6, rules.Row(4), true))},
			{rules.Column(1), false, outHidden(outLine(sols[0], 6, rules.Column(1), false))},
			{rules.Column(4), true, outHidden(outLine(sols[0], 6, rules.Column(4), true))},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkOutsideCount(t, sols, tc.clues, outHidden, func(c outClue) sudoku.Rule {
				return rules.HiddenSkyscraper{Line: c.line, FromEnd: c.fromEnd, Digit: c.digit}
			})
		})
	}
}

func TestHiddenSkyscraperBadParams(t *testing.T) {
	for _, tc := range []struct {
		name string
		rule sudoku.Rule
		want string
	}{
		{"off", rules.HiddenSkyscraper{Line: rules.Column(-1), Digit: 3}, "column 0 is off the 9x9 grid"},
		{"digit 0", rules.HiddenSkyscraper{Line: rules.Row(2), FromEnd: true, Digit: 0}, "r3c9: digit 0 out of range 1..9"},
		{"digit 9, never hidden", rules.HiddenSkyscraper{Line: rules.Row(4), Digit: 9}, "digit 9 out of range 1..8"},
	} {
		t.Run(tc.name, func(t *testing.T) { sumBadRule(t, sudoku.Shape9, tc.rule, tc.want) })
	}
}

func TestHiddenSkyscraperCheck(t *testing.T) {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	for _, tc := range []struct {
		rule rules.HiddenSkyscraper
		want *sudoku.ConflictError // nil: holds
	}{
		{rules.HiddenSkyscraper{Line: rules.Row(1), Digit: 1}, nil},
		{rules.HiddenSkyscraper{Line: rules.Row(2), Digit: 1}, nil},
		{rules.HiddenSkyscraper{Line: rules.Column(0), FromEnd: true, Digit: 2}, nil},
		{rules.HiddenSkyscraper{Line: rules.Row(1), Digit: 2}, &sudoku.ConflictError{
			Rule: "hidden skyscraper on row 2 from the left (2)", Cells: sudoku.MustCells("r2c1 r2c2 r2c3"),
			Msg: "the first hidden building is 1, want 2"}},
		{rules.HiddenSkyscraper{Line: rules.Row(0), Digit: 3}, &sudoku.ConflictError{
			Rule: "hidden skyscraper on row 1 from the left (3)", Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4"),
			Msg: "no building is hidden"}},
	} {
		checkConflictError(t, fmt.Sprint(tc.rule), tc.rule.Check(g), tc.want)
	}
}
