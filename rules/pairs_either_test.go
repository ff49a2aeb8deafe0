package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestDifferenceOrRatioCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		a, c := pairCellsOf(rng, g.Shape())
		d := []int{0, 1, 2, 3}[rng.IntN(4)]
		r := []int{0, 2, 3}[rng.IntN(3)]
		return rules.DifferenceOrRatio{A: a, B: c, Difference: d, Ratio: r}
	})
}

func TestDifferenceOrRatioCounts(t *testing.T) {
	s4 := sudoku.Shape4
	c := func(text string) sudoku.Cell { return sudoku.MustCells(text)[0] }
	r1c1, r1c2 := c("r1c1"), c("r1c2")
	// As in TestPairCounts: with r1c3 = 4 given, each ordered pair of
	// different digits from 1, 2, 3 in r1c1 and r1c2 has 12 solutions.
	const row4 = "..4............."
	cases := []struct {
		name   string
		givens string
		rule   rules.DifferenceOrRatio
		want   int
	}{
		{"consecutive or 1:2", row4, rules.DifferenceOrRatio{A: r1c1, B: r1c2}, 4 * 12},                               // 12 21 23 32
		{"difference 2 or ratio 3", row4, rules.DifferenceOrRatio{A: r1c1, B: r1c2, Difference: 2, Ratio: 3}, 2 * 12}, // 13 31
		{"consecutive or 1:3", row4, rules.DifferenceOrRatio{A: r1c1, B: r1c2, Ratio: 3}, 6 * 12},                     // all six
		{"difference 3 or 1:2, distant", "", rules.DifferenceOrRatio{A: r1c1, B: c("r4c4"), Difference: 3},
			pairBrute(s4, "", pairFactPair(s4, r1c1, c("r4c4"), func(x, y int) bool { return pairAbs(x-y) == 3 || x == 2*y || y == 2*x }))},
		// A ratio beyond the digits leaves the difference.
		{"difference 1 or ratio 5", row4, rules.DifferenceOrRatio{A: r1c1, B: r1c2, Ratio: 5}, 4 * 12},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := countSolutions(t, s4, []sudoku.Rule{rules.Classic(), tc.rule}, tc.givens, 1000)
			if got != tc.want {
				t.Errorf("Count = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestDifferenceOrRatioCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	if err != nil {
		t.Fatal(err)
	}
	c := func(text string) sudoku.Cell { return sudoku.MustCells(text)[0] }
	cases := []struct {
		rule rules.DifferenceOrRatio
		ok   bool
	}{
		{rules.DifferenceOrRatio{A: c("r1c1"), B: c("r1c2")}, true},  // 1 2: both
		{rules.DifferenceOrRatio{A: c("r1c2"), B: c("r1c3")}, true},  // 2 3: consecutive
		{rules.DifferenceOrRatio{A: c("r1c2"), B: c("r2c2")}, true},  // 2 4: 1:2
		{rules.DifferenceOrRatio{A: c("r1c1"), B: c("r2c1")}, false}, // 1 3
		{rules.DifferenceOrRatio{A: c("r1c1"), B: c("r2c1"), Ratio: 3}, true},
		{rules.DifferenceOrRatio{A: c("r1c4"), B: c("r4c4")}, false}, // 4 1
		{rules.DifferenceOrRatio{A: c("r1c4"), B: c("r4c4"), Difference: 3}, true},
	}
	for _, tc := range cases {
		err := tc.rule.Check(g)
		if (err == nil) != tc.ok {
			t.Errorf("%v.Check = %v, want ok %v", tc.rule, err, tc.ok)
		}
		var ce *sudoku.ConflictError
		if err != nil && !errors.As(err, &ce) {
			t.Errorf("%v.Check = %v, want a *sudoku.ConflictError", tc.rule, err)
		}
	}
}

func TestDifferenceOrRatioBadParameters(t *testing.T) {
	c := func(text string) sudoku.Cell { return sudoku.MustCells(text)[0] }
	off := sudoku.Cell{Row: 9, Col: 0}
	cases := []struct {
		rule sudoku.Rule
		want []string
	}{
		{rules.DifferenceOrRatio{A: c("r1c1"), B: off}, []string{"r10c1", "off"}},
		{rules.DifferenceOrRatio{A: c("r1c1"), B: c("r1c1")}, []string{"r1c1"}},
		{rules.DifferenceOrRatio{A: c("r1c1"), B: c("r1c2"), Difference: -1}, []string{"r1c1", "negative"}},
		{rules.DifferenceOrRatio{A: c("r1c1"), B: c("r1c2"), Ratio: -2}, []string{"r1c1", "negative"}},
		{rules.DifferenceOrRatio{A: c("r1c1"), B: c("r1c2"), Difference: 9, Ratio: 10}, []string{"r1c1", "differ by 9", "ratio of 10"}},
	}
	for _, tc := range cases {
		chessBadRule(t, sudoku.Shape9, tc.rule, tc.want...)
	}
	if err := (rules.DifferenceOrRatio{A: c("r1c1"), B: off}).Check(sudoku.NewGrid(sudoku.Shape9)); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("Check with a cell off the grid = %v, want ErrBadRule", err)
	}
}

func TestDifferenceOrRatioString(t *testing.T) {
	c := func(text string) sudoku.Cell { return sudoku.MustCells(text)[0] }
	a, b := c("r1c1"), c("r1c2")
	for _, tc := range []struct {
		rule rules.DifferenceOrRatio
		want string
	}{
		{rules.DifferenceOrRatio{A: a, B: b}, "dot (difference 1 or ratio 2) between r1c1 and r1c2"},
		{rules.DifferenceOrRatio{A: a, B: b, Difference: 3, Ratio: 4}, "dot (difference 3 or ratio 4) between r1c1 and r1c2"},
	} {
		if got := tc.rule.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}
