package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// factMixedParity states one run of a no-parity-run rule: its digits are
// not all odd and not all even.
func factMixedParity(ds []int) bool {
	odd := 0
	for _, d := range ds {
		odd += d % 2
	}
	return odd > 0 && odd < len(ds)
}

// parityRunFacts returns a fact per run of k cells of every row and
// column of an n x n grid.
func parityRunFacts(n, k int) []lineFact {
	var out []lineFact
	for line := 1; line <= n; line++ {
		for start := 1; start+k-1 <= n; start++ {
			var row, col string
			for i := 0; i < k; i++ {
				row += fmt.Sprintf("r%dc%d ", line, start+i)
				col += fmt.Sprintf("r%dc%d ", start+i, line)
			}
			out = append(out, lineFact{row, factMixedParity}, lineFact{col, factMixedParity})
		}
	}
	return out
}

func TestNoParityRunCrossCheck(t *testing.T) {
	// On random grids a run of one parity is common for 2 and 3, rare
	// for 4: both verdicts occur over the trials.
	for _, s := range []sudoku.Shape{sudoku.Shape4, sudoku.Shape6, sudoku.LatinShape(5)} {
		crossCheck(t, s, 30, func(rng *rand.Rand, _ sudoku.Grid) sudoku.Rule {
			return rules.NoParityRun{Length: 2 + rng.IntN(2)}
		})
	}
}

func TestNoParityRunCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		length int
	}{
		{"runs of 2 on 4x4", s4, "", 2},
		{"runs of 3 on 4x4", s4, "", 3},
		{"runs of 3 on 6x6", s6, "213645 456... ...... ...... ...... ......", 3},
		{"runs of 4 on 6x6", s6, "123456 456123 5..... ...... ...... ......", 4},
		{"runs of 2 on 6x6", s6, "1..... ...... ...... ...... ...... ......", 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs := []sudoku.Rule{rules.Classic(), rules.NoParityRun{Length: tc.length}}
			want := lineBruteCount(t, tc.shape, tc.givens, parityRunFacts(tc.shape.Size, tc.length)...)
			if want == 0 || want >= 1000 {
				t.Fatalf("brute count %d: pick a case with 1 to 999 solutions", want)
			}
			if got := countSolutions(t, tc.shape, rs, tc.givens, 2000); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
}

// TestNoParityRunCheck checks the native verdicts on a grid filled by
// hand, partly filled runs included.
func TestNoParityRunCheck(t *testing.T) {
	cells := sudoku.MustCells
	cases := []struct {
		grid   string
		length int
		want   []sudoku.Cell // the conflict's cells; nil for none
	}{
		{"123456 456123 231564 564231 312645 645312", 3, cells("r3c2 r3c3 r3c4")}, // row 3: 3 1 5
		{"213645 456132 145263 632451 524316 361524", 3, nil},                     // Lulero's "Cornered Parity"
		{"1.3... ...... ...... ...... ...... ......", 3, nil},                     // 1 . 3: not filled
		{"135... ...... ...... ...... ...... ......", 3, cells("r1c1 r1c2 r1c3")},
		{"1..... 3..... 5..... ...... ...... ......", 3, cells("r1c1 r2c1 r3c1")},
		{"1..... 3..... 5..... ...... ...... ......", 4, nil},
		{"1..... 2..... 4..... 6..... ...... ......", 3, cells("r2c1 r3c1 r4c1")},
		{"13.... ...... ...... ...... ...... ......", 2, cells("r1c1 r1c2")},
		{"12.... 3..... ...... ...... ...... ......", 2, cells("r1c1 r2c1")},
	}
	for i, tc := range cases {
		g, err := sudoku.ParseGrid(sudoku.Shape6, tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		rule := rules.NoParityRun{Length: tc.length}
		err = rule.Check(g)
		checkConflict(t, fmt.Sprint(i, rule), err, tc.want)
	}
}

func TestNoParityRunBad(t *testing.T) {
	for _, r := range []rules.NoParityRun{{}, {Length: 1}, {Length: -3}, {Length: 10}} {
		if err := r.Validate(sudoku.Shape9); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%#v: Validate = %v, want ErrBadRule", r, err)
		}
		if _, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New(%v) = %v, want ErrBadRule", r, err)
		}
	}
}
