package rules_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// outRoom returns the digit of line's x-th cell, x its first digit.
func outRoom(line []int) int { return line[line[0]-1] }

func TestNumberedRoomCrossCheck(t *testing.T) {
	for _, s := range []sudoku.Shape{sudoku.Shape6, sudoku.Shape9} {
		crossCheck(t, s, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
			line, fromEnd := outRandomLine(rng, s.Size)
			d := outRoom(outGridLine(g, line, fromEnd))
			if rng.IntN(2) == 0 {
				d = 1 + rng.IntN(s.Size)
			}
			return rules.NumberedRoom{Line: line, FromEnd: fromEnd, Digit: d}
		})
	}
}

// TestNumberedRoomCount counts the solutions of a 6x6 with a few givens
// and numbered room clues, against the brute-force solutions of the
// givens alone, filtered by the clues.
func TestNumberedRoomCount(t *testing.T) {
	sols := outSols(t)
	for _, tc := range []struct {
		name  string
		clues []outClue
	}{
		{"row 3 left 2, column 5 bottom 1", []outClue{{rules.Row(2), false, 2}, {rules.Column(4), true, 1}}},
		{"row 1 right 6, row 5 left 3", []outClue{{rules.Row(0), true, 6}, {rules.Row(4), false, 3}}},
		{"two", []outClue{{rules.Row(4), false, 3}, {rules.Column(1), false, 5}}},
		{"three, read off a solution", []outClue{
			{rules.Row(5), true, outRoom(outLine(sols[0], 6, rules.Row(5), true))},
			{rules.Column(0), true, outRoom(outLine(sols[0], 6, rules.Column(0), true))},
			{rules.Column(5), false, outRoom(outLine(sols[0], 6, rules.Column(5), false))},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkOutsideCount(t, sols, tc.clues, outRoom, func(c outClue) sudoku.Rule {
				return rules.NumberedRoom{Line: c.line, FromEnd: c.fromEnd, Digit: c.digit}
			})
		})
	}
}

func TestNumberedRoomBadParams(t *testing.T) {
	for _, tc := range []struct {
		name string
		rule sudoku.Rule
		want string
	}{
		{"off", rules.NumberedRoom{Line: rules.Row(9), Digit: 3}, "row 10 is off the 9x9 grid"},
		{"digit 0", rules.NumberedRoom{Line: rules.Column(2), FromEnd: true, Digit: 0}, "r9c3: digit 0 out of range 1..9"},
		{"digit 10", rules.NumberedRoom{Line: rules.Row(4), Digit: 10}, "digit 10"},
	} {
		t.Run(tc.name, func(t *testing.T) { sumBadRule(t, sudoku.Shape9, tc.rule, tc.want) })
	}
}

func TestNumberedRoomCheck(t *testing.T) {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	for _, tc := range []struct {
		rule rules.NumberedRoom
		want *sudoku.ConflictError // nil: holds
	}{
		{rules.NumberedRoom{Line: rules.Row(0), Digit: 1}, nil},
		{rules.NumberedRoom{Line: rules.Row(1), Digit: 1}, nil},
		{rules.NumberedRoom{Line: rules.Column(3), FromEnd: true, Digit: 1}, nil},
		{rules.NumberedRoom{Line: rules.Column(1), FromEnd: true, Digit: 4}, nil},
		{rules.NumberedRoom{Line: rules.Row(0), Digit: 2}, &sudoku.ConflictError{
			Rule: "numbered room on row 1 from the left (2)", Cells: sudoku.MustCells("r1c1"), Msg: "cell 1 holds 1, want 2"}},
		{rules.NumberedRoom{Line: rules.Column(1), FromEnd: true, Digit: 2}, &sudoku.ConflictError{
			Rule: "numbered room on column 2 from the bottom (2)", Cells: sudoku.MustCells("r4c2 r2c2"), Msg: "cell 3 holds 4, want 2"}},
	} {
		checkConflictError(t, fmt.Sprint(tc.rule), tc.rule.Check(g), tc.want)
	}
	part, _ := sudoku.ParseGrid(sudoku.Shape4, "12.4 .... .... ....")
	if err := (rules.NumberedRoom{Line: rules.Row(0), Digit: 3}).Check(part); err != nil {
		t.Errorf("Check with an empty cell = %v, want nil", err)
	}
}
