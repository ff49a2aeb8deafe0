package rules_test

import (
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// factDiagonalNonConsecutive states the rule on a pair of cells: as
// diagonal neighbours, their digits are not consecutive.
func factDiagonalNonConsecutive(a, b sudoku.Cell, x, y int) bool {
	if pairAbs(a.Row-b.Row) != 1 || pairAbs(a.Col-b.Col) != 1 {
		return true
	}
	return pairAbs(x-y) != 1
}

func TestDiagonalNonConsecutiveCrossCheck(t *testing.T) {
	checkSolved(t, sudoku.Shape6, rules.DiagonalNonConsecutive{}, 10)
	checkSolved(t, sudoku.Shape9, rules.DiagonalNonConsecutive{}, 5)
}

func TestDiagonalNonConsecutiveCounts(t *testing.T) {
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
	}{
		{"4x4", sudoku.Shape4, ""},
		{"6x6 with two", sudoku.Shape6, "1..... ...... ...... ...... ...... .....4"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, rules.DiagonalNonConsecutive{}, pairFacts(tc.shape.Size, factDiagonalNonConsecutive)...)
		})
	}
}

// TestDiagonalNonConsecutiveCheck checks the native verdicts on grids
// filled by hand.
func TestDiagonalNonConsecutiveCheck(t *testing.T) {
	cells := sudoku.MustCells
	cases := []struct {
		grid string
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{"1... .2.. .... ....", cells("r1c1 r2c2")},
		{".3.. 4... .... ....", cells("r1c2 r2c1")},
		{"12.. .... .... ....", nil}, // orthogonal neighbours are free
		{"1... .3.. .... ....", nil},
		{"1... .... ..2. ....", nil}, // not neighbours
		{"1342 4213 3124 2431", cells("r1c1 r2c2")},
	}
	for i, tc := range cases {
		g, err := sudoku.ParseGrid(sudoku.Shape4, tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		checkConflict(t, fmt.Sprint(i, " ", tc.grid), rules.DiagonalNonConsecutive{}.Check(g), tc.want)
	}
}
