package sudoku

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cagesRule adds killer cages (DistinctSum) and sums that may repeat.
type cagesRule struct {
	cages, sums [][]Cell
	cageTotals  []int
	sumTotals   []int
}

func (r cagesRule) Apply(b *Builder) error {
	for i, c := range r.cages {
		b.DistinctSum(c, r.cageTotals[i])
	}
	for i, c := range r.sums {
		b.Sum(c, r.sumTotals[i])
	}
	return nil
}

// TestImpliedSumsInnies checks the sums derived on a 4x4 grid from a cage
// in row 1 and a cage that sticks out of box 1.
func TestImpliedSumsInnies(t *testing.T) {
	s := Shape4
	cages := cagesRule{
		cages:      [][]Cell{{{0, 0}, {0, 1}}, {{1, 0}, {2, 0}}},
		cageTotals: []int{3, 7},
	}
	var got []linearSum
	m, err := New(s, []Rule{houses{}, cages}, WithImpliedSums(true))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	got = m.impliedSums()
	idx := func(cs ...Cell) []int {
		out := make([]int, len(cs))
		for k, c := range cs {
			out[k] = s.Index(c)
		}
		return out
	}
	want := map[string]int{
		// Row 1 holds 1..4: r1c3 + r1c4 = 10 - 3.
		sumKey(idx(Cell{0, 2}, Cell{0, 3}), nil): 7,
		// Box 1 without the first cage is r2c1 r2c2, and the second cage
		// adds r3c1: r2c2 - r3c1 = 10 - 3 - 7.
		sumKey(idx(Cell{1, 1}, Cell{2, 0}), []int{1, -1}): 0,
	}
	found := map[string]int{}
	for _, l := range got {
		found[sumKey(l.idx, l.ws)] = l.total
	}
	for k, total := range want {
		if g, ok := found[k]; !ok || g != total {
			t.Errorf("implied sum %s = %d, %v; want %d (derived: %v)", k, g, ok, total, found)
		}
	}
}

// TestImpliedSumsSound compares answers with and without the implied sums
// on random 6x6 puzzles: random killer cages and sums made by the digits
// of a random solution grid (some totals then moved by one), with a few
// givens. It compares the number of solutions, up to 2, and the true
// candidates, and checks that sums were derived at all.
func TestImpliedSumsSound(t *testing.T) {
	// Longer implied sums than the default, to check more of them; with 8
	// cells, one puzzle's diagrams passed the Model's bound on 6x6
	// (147,456 constraints).
	old := maxImpliedCells
	maxImpliedCells = 6
	defer func() { maxImpliedCells = old }()
	runs := 16
	if testing.Short() {
		runs = 6
	}
	ctx := context.Background()
	s := Shape6
	derived := 0
	for seed := range runs {
		r := rand.New(rand.NewPCG(uint64(seed), 29))
		gen, err := New(s, []Rule{houses{}}, WithSeed(uint32(seed)))
		if err != nil {
			t.Fatal(err)
		}
		sol, err := gen.Solve(ctx, NewGrid(s))
		gen.Close()
		if err != nil {
			t.Fatal(err)
		}
		rule := randomCages(r, sol)
		givens := NewGrid(s)
		for range r.IntN(6) {
			c := Cell{r.IntN(6), r.IntN(6)}
			givens.Set(c, sol.At(c))
		}
		type answer struct {
			Count int
			Cands string
		}
		answers := make([]answer, 2)
		for k, on := range []bool{false, true} {
			run := func() {
				m, err := New(s, []Rule{houses{}, rule}, WithImpliedSums(on))
				if errors.Is(err, ErrBadRule) {
					answers[k].Count = -2 // a total out of reach
					return
				}
				if err != nil {
					t.Fatalf("seed %d: New: %v", seed, err)
				}
				defer m.Close()
				if on {
					derived += len(m.implied)
				}
				n, err := m.Count(ctx, givens, 2)
				switch {
				case errors.Is(err, ErrConflict):
					answers[k].Count = -1
					return
				case err != nil:
					t.Fatalf("seed %d: Count: %v", seed, err)
				}
				answers[k].Count = n
				if n > 0 {
					c, err := m.Candidates(ctx, givens)
					if err != nil {
						t.Fatalf("seed %d: Candidates: %v", seed, err)
					}
					answers[k].Cands = c.String()
				}
			}
			run()
		}
		if diff := cmp.Diff(answers[0], answers[1]); diff != "" {
			t.Errorf("seed %d: answers differ with implied sums (-without +with):\n%s", seed, diff)
		}
	}
	if derived == 0 {
		t.Error("no implied sums derived: the test checks nothing")
	}
}

// randomCages returns disjoint killer cages of 1 to 4 orthogonally
// connected cells over about half of the grid and a few diagonal sums,
// with totals from sol, a quarter of them moved by one.
func randomCages(r *rand.Rand, sol Grid) cagesRule {
	s := sol.Shape()
	var rule cagesRule
	used := map[Cell]bool{}
	total := func(cs []Cell) int {
		t := 0
		for _, c := range cs {
			t += sol.At(c)
		}
		if r.IntN(4) == 0 {
			t += r.IntN(3) - 1
		}
		return t
	}
	for range 3 * s.Size {
		c := Cell{r.IntN(s.Size), r.IntN(s.Size)}
		if used[c] {
			continue
		}
		cage := []Cell{c}
		used[c] = true
		seen := map[int]bool{sol.At(c): true}
		for range r.IntN(4) {
			last := cage[len(cage)-1]
			d := [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}[r.IntN(4)]
			next := Cell{last.Row + d[0], last.Col + d[1]}
			if !s.Contains(next) || used[next] || seen[sol.At(next)] {
				break
			}
			cage = append(cage, next)
			used[next] = true
			seen[sol.At(next)] = true
		}
		rule.cages = append(rule.cages, cage)
		rule.cageTotals = append(rule.cageTotals, total(cage))
	}
	for range r.IntN(3) {
		c := Cell{0, r.IntN(s.Size)}
		var diag []Cell
		for ; s.Contains(c); c.Row, c.Col = c.Row+1, c.Col+1 {
			diag = append(diag, c)
		}
		rule.sums = append(rule.sums, diag)
		rule.sumTotals = append(rule.sumTotals, total(diag))
	}
	return rule
}
