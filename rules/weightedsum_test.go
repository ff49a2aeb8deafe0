package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestWeightedSumCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		r    rules.WeightedSum
		want string // the conflict's cells, "" for none
	}{
		{rules.WeightedSum{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2")}, ""},
		{rules.WeightedSum{Sum: 4, Cells: sudoku.MustCells("r1c1 r1c2")}, "r1c1 r1c2"},
		{rules.WeightedSum{Sum: 0, Cells: sudoku.MustCells("r1c1 r1c3 r1c4"), Weights: []int{1, 1, -1}}, ""},
		{rules.WeightedSum{Sum: 5, Cells: sudoku.MustCells("r1c2 r1c2 r1c1")}, ""}, // 2 counted twice
		{rules.WeightedSum{Sum: 7, Cells: sudoku.MustCells("r1c2 r1c2 r1c1 r1c2"), Weights: []int{2, 1, 1, 0}}, ""},
		{rules.WeightedSum{Sum: 6, Cells: sudoku.MustCells("r1c2 r1c1 r1c2")}, "r1c2 r1c1"},
	} {
		var want []sudoku.Cell
		if tc.want != "" {
			want = sudoku.MustCells(tc.want)
		}
		checkConflict(t, tc.r.String(), tc.r.Check(g), want)
	}
	g.Set(sudoku.MustCells("r1c1")[0], 0)
	if err := (rules.WeightedSum{Sum: 4, Cells: sudoku.MustCells("r1c1 r1c2")}).Check(g); err != nil {
		t.Errorf("with an empty cell: Check = %v, want nil", err)
	}
}

func TestWeightedSumBad(t *testing.T) {
	for _, w := range []rules.WeightedSum{
		{Sum: 3},
		{Sum: 3, Cells: sudoku.MustCells("r1c1 r5c5")},
		{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2"), Weights: []int{1}},
		{Sum: 3, Cells: sudoku.MustCells("r1c1"), Weights: []int{1 << 21}},
	} {
		if err := w.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", w, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{w}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", w, err)
		}
	}
	// A sum the digits cannot make passes Validate, but not Apply.
	w := rules.WeightedSum{Sum: 20, Cells: sudoku.MustCells("r1c1 r1c1")}
	if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{w}); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("%v: New = %v, want ErrBadRule", w, err)
	}
}

// weighted returns the fact that ds, times weights, add up to sum.
func weighted(sum int, weights ...int) func(ds []int) bool {
	return func(ds []int) bool {
		total := 0
		for i, d := range ds {
			total += weights[i] * d
		}
		return total == sum
	}
}

// TestWeightedSumCount counts 4x4 grids against plain backtracking, with
// both engines and every encoding.
func TestWeightedSumCount(t *testing.T) {
	for _, tc := range []struct {
		sum     int
		cells   string
		weights []int
	}{
		{9, "r1c1 r1c1 r2c3", nil},
		{0, "r1c1 r2c3 r3c2", []int{2, -1, -1}},
		{5, "r1c1 r4c4", []int{3, -1}},
		{11, "r1c1 r2c2 r3c3 r4c4", []int{1, 2, 3, -2}},
	} {
		r := rules.WeightedSum{Sum: tc.sum, Cells: sudoku.MustCells(tc.cells), Weights: tc.weights}
		t.Run(r.String(), func(t *testing.T) {
			ws := tc.weights
			if ws == nil {
				for range r.Cells {
					ws = append(ws, 1)
				}
			}
			checkLineCount(t, sudoku.Shape4, "", r, lineFact{tc.cells, weighted(tc.sum, ws...)})
		})
	}
}

// TestWeightedSumCrossCheck compares Z3's verdict with Check on random
// grids, with the sum of the grid's own digits half the time.
func TestWeightedSumCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		var cells []sudoku.Cell
		var ws []int
		sum := 0
		for range 1 + rng.IntN(4) {
			c := sudoku.Cell{Row: rng.IntN(6), Col: rng.IntN(6)}
			w := rng.IntN(7) - 3
			cells, ws = append(cells, c), append(ws, w)
			sum += w * g.At(c)
		}
		if rng.IntN(2) == 0 {
			sum += 1 + rng.IntN(3)
		}
		// A sum no digits make is an Apply error: keep to reachable ones.
		lo, hi := 0, 0
		merged := map[sudoku.Cell]int{}
		for i, c := range cells {
			merged[c] += ws[i]
		}
		for _, w := range merged {
			if w > 0 {
				lo, hi = lo+w, hi+6*w
			} else {
				lo, hi = lo+6*w, hi+w
			}
		}
		sum = min(max(sum, lo), hi)
		return rules.WeightedSum{Sum: sum, Cells: cells, Weights: ws}
	})
}
