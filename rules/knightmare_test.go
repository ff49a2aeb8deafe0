package rules_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// factKnightmare states the rule on a pair of cells: a knight's move
// apart, their digits add up to none of sums.
func factKnightmare(sums ...int) func(a, b sudoku.Cell, x, y int) bool {
	return func(a, b sudoku.Cell, x, y int) bool {
		dr, dc := pairAbs(a.Row-b.Row), pairAbs(a.Col-b.Col)
		if !(dr == 1 && dc == 2 || dr == 2 && dc == 1) {
			return true
		}
		for _, s := range sums {
			if x+y == s {
				return false
			}
		}
		return true
	}
}

func TestKnightmareCrossCheck(t *testing.T) {
	checkSolved(t, sudoku.Shape6, rules.Knightmare{}, 10)
	checkSolved(t, sudoku.Shape9, rules.Knightmare{}, 5)
	checkSolved(t, sudoku.Shape6, rules.Knightmare{Sums: []int{7}}, 10)
}

func TestKnightmareCounts(t *testing.T) {
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		rule   rules.Knightmare
		sums   []int
	}{
		{"4x4, 5 and 15", sudoku.Shape4, "", rules.Knightmare{}, []int{5, 15}},
		{"4x4, 6", sudoku.Shape4, "", rules.Knightmare{Sums: []int{6}}, []int{6}},
		{"6x6, 5 and 15", sudoku.Shape6, "123456 ...... ...... ...... ...... ......", rules.Knightmare{}, []int{5, 15}},
		{"6x6, 3 and 11", sudoku.Shape6, "123456 ...... ...... ...... ...... ......", rules.Knightmare{Sums: []int{3, 11}}, []int{3, 11}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, tc.rule, pairFacts(tc.shape.Size, factKnightmare(tc.sums...))...)
		})
	}
}

// TestKnightmareCheck checks the native verdicts on grids filled by hand.
func TestKnightmareCheck(t *testing.T) {
	cells := sudoku.MustCells
	cases := []struct {
		grid string
		rule rules.Knightmare
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{"1... ..4. .... ....", rules.Knightmare{}, cells("r1c1 r2c3")}, // 1 + 4
		{"1... .... .4.. ....", rules.Knightmare{}, cells("r1c1 r3c2")}, // 1 + 4, the other move
		{"1... .4.. .... ....", rules.Knightmare{}, nil},                // diagonal neighbours
		{"..2. 3... .... ....", rules.Knightmare{}, cells("r1c3 r2c1")}, // leftwards
		{"12.. ..3. .... ....", rules.Knightmare{}, nil},                // 1 + 3
		{"12.. ..3. .... ....", rules.Knightmare{Sums: []int{4}}, cells("r1c1 r2c3")},
		{"1234 3412 2143 4321", rules.Knightmare{Sums: []int{7}}, cells("r2c1 r3c3")}, // 3 + 4
	}
	for i, tc := range cases {
		g, err := sudoku.ParseGrid(sudoku.Shape4, tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		checkConflict(t, fmt.Sprint(i, " ", tc.rule), tc.rule.Check(g), tc.want)
	}
}

func TestKnightmareBad(t *testing.T) {
	for _, r := range []rules.Knightmare{{Sums: []int{1}}, {Sums: []int{5, 19}}, {Sums: []int{0}}, {Sums: []int{-5}}} {
		if err := r.Validate(sudoku.Shape9); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", r, err)
		}
		if _, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New(%v) = %v, want ErrBadRule", r, err)
		}
		if err := r.Check(sudoku.NewGrid(sudoku.Shape9)); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Check = %v, want ErrBadRule", r, err)
		}
	}
	if err := (rules.Knightmare{Sums: []int{18}}).Validate(sudoku.Shape9); err != nil {
		t.Errorf("Validate(sums 18) = %v, want nil", err)
	}
}
