package rules_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// lunchSum returns the sum of the digits of ds strictly between its
// smallest and its largest.
func lunchSum(ds []int) int {
	i, j := slices.Index(ds, slices.Min(ds)), slices.Index(ds, slices.Max(ds))
	sum := 0
	for _, d := range ds[min(i, j)+1 : max(i, j)] {
		sum += d
	}
	return sum
}

// lunchDigits returns the digits of cells in the flat size-n grid g.
func lunchDigits(g []int, n int, cells []sudoku.Cell) []int {
	ds := make([]int, len(cells))
	for i, c := range cells {
		ds[i] = g[c.Row*n+c.Col]
	}
	return ds
}

// lunchRandomBox returns 2 to n cells of a random row, column or box of
// shape s, in a random order.
func lunchRandomBox(rng *rand.Rand, s sudoku.Shape) []sudoku.Cell {
	var group []sudoku.Cell
	switch i := rng.IntN(s.Size); rng.IntN(3) {
	case 0:
		group = s.Row(i)
	case 1:
		group = s.Col(i)
	default:
		for j := range s.NumCells() {
			if c := s.CellAt(j); s.BoxOf(c) == i {
				group = append(group, c)
			}
		}
	}
	rng.Shuffle(len(group), func(a, b int) { group[a], group[b] = group[b], group[a] })
	return group[:2+rng.IntN(s.Size-1)]
}

func TestLunchboxCrossCheck(t *testing.T) {
	for _, s := range []sudoku.Shape{sudoku.Shape6, sudoku.Shape9} {
		crossCheck(t, s, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
			// The sum of these cells, or of others as many in some
			// group, always a possible sum.
			cells := lunchRandomBox(rng, s)
			other := cells
			for rng.IntN(2) == 0 {
				if o := lunchRandomBox(rng, s); len(o) == len(cells) {
					other = o
					break
				}
			}
			sum := lunchSum(lunchDigits(g.Digits(), s.Size, other))
			return rules.Lunchbox{Cells: cells, Sum: sum}
		})
	}
}

// TestLunchboxCount counts the solutions of a 6x6 with a few givens and
// lunchboxes, against the brute-force solutions of the givens alone,
// filtered by the lunchboxes.
func TestLunchboxCount(t *testing.T) {
	givens := "1..... ...4.. ..2... ....5. ...... .3...."
	g, err := sudoku.ParseGrid(sudoku.Shape6, givens)
	if err != nil {
		t.Fatal(err)
	}
	sols := brute.Solutions(brute.Classic(6, 2, 3, g.Digits()), 0)
	// Each lunchbox has the sum of one of the solutions.
	box := func(sol int, cells string) rules.Lunchbox {
		cs := sudoku.MustCells(cells)
		return rules.Lunchbox{Cells: cs, Sum: lunchSum(lunchDigits(sols[sol], 6, cs))}
	}
	for _, tc := range []struct {
		name  string
		boxes []rules.Lunchbox
	}{
		{"a row's end and a box", []rules.Lunchbox{box(10, "r2c3 r2c4 r2c5 r2c6"), box(10, "r5c1 r5c2 r6c2 r6c3")}},
		{"a bent box of five", []rules.Lunchbox{box(700, "r1c2 r1c3 r2c3 r3c3 r3c4"), box(700, "r4c1 r5c1")}},
		{"three", []rules.Lunchbox{box(1300, "r6c6 r5c6 r4c6"), box(1300, "r1c4 r1c5 r1c6 r2c6"), box(1300, "r3c1 r4c1 r4c2")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs := []sudoku.Rule{rules.Classic()}
			for _, lb := range tc.boxes {
				rs = append(rs, lb)
			}
			want := 0
			for _, sol := range sols {
				ok := true
				for _, lb := range tc.boxes {
					ds := lunchDigits(sol, 6, lb.Cells)
					ok = ok && lunchSum(ds) == lb.Sum && len(ds) == len(slices.Compact(slices.Sorted(slices.Values(ds))))
				}
				if ok {
					want++
				}
			}
			if want == 0 || want > 300 {
				t.Fatalf("%d of %d solutions pass: pick another case", want, len(sols))
			}
			if got := countSolutions(t, sudoku.Shape6, rs, givens, 1000); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
	// Digits of a lunchbox are distinct even outside any house.
	diag := sudoku.MustCells("r1c1 r2c2 r3c3")
	want := 0
	for _, sol := range brute.Solutions(brute.Classic(3, 0, 0, nil), 0) {
		ds := lunchDigits(sol, 3, diag)
		if ds[0] != ds[1] && ds[1] != ds[2] && ds[0] != ds[2] && lunchSum(ds) == 2 {
			want++
		}
	}
	rs := []sudoku.Rule{rules.Latin(), rules.Lunchbox{Cells: diag, Sum: 2}}
	if got := countSolutions(t, sudoku.LatinShape(3), rs, "", 100); got != want || want == 0 {
		t.Errorf("3x3 Latin, lunchbox of sum 2 on the diagonal: Count = %d, want %d", got, want)
	}
}

func TestLunchboxBadParams(t *testing.T) {
	for _, tc := range []struct {
		name string
		rule sudoku.Rule
		want string
	}{
		{"no cells", rules.Lunchbox{}, "lunchbox: no cells"},
		{"one cell", rules.Lunchbox{Cells: sudoku.MustCells("r1c1")}, "lunchbox at r1c1 (sum 0): one cell"},
		{"off", rules.Lunchbox{Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: -1, Col: 0}}}, "is off the 9x9 grid"},
		{"twice", rules.Lunchbox{Cells: sudoku.MustCells("r1c1 r1c2 r1c1")}, "r1c1 appears twice"},
		{"ten cells", rules.Lunchbox{Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c9")}, "10 cells of distinct digits"},
		{"negative", rules.Lunchbox{Cells: sudoku.MustCells("r1c1 r1c2"), Sum: -1}, "negative sum"},
		{"sum 1", rules.Lunchbox{Cells: sudoku.MustCells("r1c1 r1c2 r1c3"), Sum: 1}, "adding up to 1"},
		{"sum of two cells", rules.Lunchbox{Cells: sudoku.MustCells("r1c1 r1c2"), Sum: 3}, "adding up to 3"},
		{"sum 36 in a row", rules.Lunchbox{Cells: sudoku.Shape9.Row(0), Sum: 36}, "adding up to 36"},
	} {
		t.Run(tc.name, func(t *testing.T) { sumBadRule(t, sudoku.Shape9, tc.rule, tc.want) })
	}
}

func TestLunchboxCheck(t *testing.T) {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	for _, tc := range []struct {
		rule rules.Lunchbox
		want *sudoku.ConflictError // nil: holds
	}{
		{rules.Lunchbox{Cells: sudoku.MustCells("r1c2 r1c3 r1c4"), Sum: 3}, nil},      // 2 3 4
		{rules.Lunchbox{Cells: sudoku.MustCells("r2c2 r2c3 r2c4"), Sum: 0}, nil},      // 4 1 2
		{rules.Lunchbox{Cells: sudoku.MustCells("r1c1 r2c2 r2c3 r3c3"), Sum: 0}, nil}, // 1 4 1 4: repeats
		{rules.Lunchbox{Cells: sudoku.MustCells("r2c2 r2c3 r2c4"), Sum: 2}, &sudoku.ConflictError{
			Rule: "lunchbox at r2c2 (sum 2)", Cells: sudoku.MustCells("r2c2 r2c3"), Msg: "between the 1 and the 4 add up to 0"}},
		{rules.Lunchbox{Cells: sudoku.MustCells("r3c3 r3c4 r2c4 r2c3"), Sum: 3}, &sudoku.ConflictError{
			Rule: "lunchbox at r3c3 (sum 3)", Cells: sudoku.MustCells("r3c4 r2c4"), Msg: "between the 1 and the 4 add up to 5"}},
	} {
		err := tc.rule.Check(g)
		if tc.want == nil {
			if err != nil && !slices.Equal(tc.rule.Cells, sudoku.MustCells("r1c1 r2c2 r2c3 r3c3")) {
				t.Errorf("%v: Check = %v, want nil", tc.rule, err)
			} else if err == nil && slices.Equal(tc.rule.Cells, sudoku.MustCells("r1c1 r2c2 r2c3 r3c3")) {
				t.Errorf("%v: Check = nil, want the repeated digit", tc.rule)
			}
			continue
		}
		checkConflictError(t, fmt.Sprint(tc.rule), err, tc.want)
	}
}
