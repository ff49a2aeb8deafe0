package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// linearRule adds Linear constraints.
type linearRule struct {
	terms  [][]sudoku.Term
	totals []int
}

func (r linearRule) Apply(b *sudoku.Builder) error {
	for i, ts := range r.terms {
		b.Linear(ts, r.totals[i])
	}
	return nil
}

// sumsRule adds Sum constraints.
type sumsRule struct {
	cells  [][]sudoku.Cell
	totals []int
}

func (r sumsRule) Apply(b *sudoku.Builder) error {
	for i, cs := range r.cells {
		b.Sum(cs, r.totals[i])
	}
	return nil
}

// randomSumPuzzle returns random sums and givens on a 6x6 grid: sums of
// 1 to 7 cells (a cell may repeat) with weights that may be negative,
// made by the digits of a random solution grid, some totals then moved by
// one so that some puzzles have no solution.
func randomSumPuzzle(t *testing.T, r *rand.Rand, sol sudoku.Grid) ([]sudoku.Rule, sudoku.Grid) {
	t.Helper()
	s := sol.Shape()
	var lin linearRule
	var sum sumsRule
	cell := func() sudoku.Cell { return sudoku.Cell{Row: r.IntN(s.Size), Col: r.IntN(s.Size)} }
	for range 1 + r.IntN(4) {
		k := 1 + r.IntN(7)
		if r.IntN(2) == 0 {
			// A run of cells along a row, column or diagonal, as lines are.
			c, dr, dc := cell(), r.IntN(3)-1, r.IntN(3)-1
			var cs []sudoku.Cell
			for range k {
				if !s.Contains(c) {
					break
				}
				cs = append(cs, c)
				c.Row, c.Col = c.Row+dr, c.Col+dc
			}
			total := 0
			for _, c := range cs {
				total += sol.At(c)
			}
			if r.IntN(4) == 0 {
				total += r.IntN(3) - 1
			}
			if total >= len(cs) && total <= s.Size*len(cs) {
				sum.cells, sum.totals = append(sum.cells, cs), append(sum.totals, total)
			}
			continue
		}
		var ts []sudoku.Term
		total := 0
		for range k {
			w := []int{1, 1, 1, -1, 2, -3, -10}[r.IntN(7)]
			c := cell()
			ts = append(ts, sudoku.Term{Cell: c, Weight: w})
			total += w * sol.At(c)
		}
		if r.IntN(4) == 0 {
			total += r.IntN(3) - 1
		}
		lin.terms, lin.totals = append(lin.terms, ts), append(lin.totals, total)
	}
	givens := sudoku.NewGrid(s)
	for range r.IntN(8) {
		c := cell()
		givens.Set(c, sol.At(c))
	}
	return []sudoku.Rule{rules.Classic(), lin, sum}, givens
}

// TestSumsAgreeAcrossEncodings compares the OneHot encoding of sums (the
// layered diagrams) with Int's arithmetic on random puzzles: the number of
// solutions, up to 2, and the true candidates.
func TestSumsAgreeAcrossEncodings(t *testing.T) {
	runs := 60
	if testing.Short() {
		runs = 20
	}
	ctx := context.Background()
	s := sudoku.Shape6
	for seed := range runs {
		r := rand.New(rand.NewPCG(uint64(seed), 17))
		gen, err := sudoku.New(s, []sudoku.Rule{rules.Classic()}, sudoku.WithSeed(uint32(seed)))
		if err != nil {
			t.Fatal(err)
		}
		sol, err := gen.Solve(ctx, sudoku.NewGrid(s))
		gen.Close()
		if err != nil {
			t.Fatal(err)
		}
		rs, givens := randomSumPuzzle(t, r, sol)
		type answer struct {
			Count int
			Cands string
		}
		var answers []answer
		for _, enc := range []sudoku.Encoding{sudoku.OneHot, sudoku.Int} {
			m, err := sudoku.New(s, rs, sudoku.WithEncoding(enc))
			if errors.Is(err, sudoku.ErrBadRule) {
				answers = append(answers, answer{Count: -2}) // a total out of reach
				continue
			}
			if err != nil {
				t.Fatalf("seed %d, %v: New: %v", seed, enc, err)
			}
			n, err := m.Count(ctx, givens, 2)
			var a answer
			switch {
			case errors.Is(err, sudoku.ErrConflict):
				a.Count = -1 // givens that break a sum: both must see it
			case err != nil:
				t.Fatalf("seed %d, %v: Count: %v", seed, enc, err)
			default:
				a.Count = n
			}
			if a.Count > 0 {
				c, err := m.Candidates(ctx, givens)
				if err != nil {
					t.Fatalf("seed %d, %v: Candidates: %v", seed, enc, err)
				}
				a.Cands = c.String()
			}
			m.Close()
			answers = append(answers, a)
		}
		if diff := cmp.Diff(answers[1], answers[0]); diff != "" {
			t.Errorf("seed %d: OneHot and Int differ (-Int +OneHot):\n%s\nrules %s", seed, diff, fmt.Sprint(rs[1:]))
		}
	}
}

// TestLinearBadRule checks the errors of Linear: a weight out of range, a
// cell off the grid and a total no digits can make.
func TestLinearBadRule(t *testing.T) {
	c := func(r, col int) sudoku.Cell { return sudoku.Cell{Row: r, Col: col} }
	tests := []struct {
		name  string
		terms []sudoku.Term
		total int
	}{
		{"weight too large", []sudoku.Term{{Cell: c(0, 0), Weight: 1 << 21}}, 1},
		{"cell off the grid", []sudoku.Term{{Cell: c(0, 9), Weight: 1}}, 1},
		{"total too large", []sudoku.Term{{Cell: c(0, 0), Weight: 2}, {Cell: c(0, 1), Weight: 1}}, 28},
		{"total too small", []sudoku.Term{{Cell: c(0, 0), Weight: -1}}, 0},
		{"weights that cancel", []sudoku.Term{{Cell: c(0, 0), Weight: 1}, {Cell: c(0, 0), Weight: -1}}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{linearRule{terms: [][]sudoku.Term{tc.terms}, totals: []int{tc.total}}})
			if !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("New() = %v, want ErrBadRule", err)
			}
		})
	}
}
