package sudoku

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFilterDistinctSumsSound draws random distinct sums over random
// candidates, in a group or not, and checks that the filter keeps every
// digit some assignment of different digits adding up to the total uses,
// and reports a contradiction only when there is no assignment; and that
// it removes what the digit sets rule out (the 5 of a 2-cell 10).
func TestFilterDistinctSumsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 3000; trial++ {
		n := []int{4, 6, 9}[rng.IntN(3)]
		k := 1 + rng.IntN(min(n, 5))
		total := k*(k+1)/2 + rng.IntN(k*(n-k)+1)
		full := uint64(1)<<n - 1
		// Cells 0..k-1 are the sum's; cells k..n-1 complete its group.
		cells := make([]int, k)
		masks := make([]uint64, n)
		for i := range masks {
			masks[i] = full
			if rng.IntN(2) == 0 {
				masks[i] = rng.Uint64()&full | 1<<rng.IntN(n)
			}
		}
		for i := range cells {
			cells[i] = i
		}
		group := make([]int, n)
		for i := range group {
			group[i] = i
		}
		p := &propagator{n: n, cells: n, full: full, peers: make([][]int, n)}
		if rng.IntN(2) == 0 {
			p.groups = [][]int{group}
			for i := range p.peers {
				p.peers[i] = []int{0}
			}
		}
		p.addDistinctSum(cells, nil, total, true)
		// Brute force: every assignment of different digits to the sum's
		// cells (and, in a group, to the rest of it), from their
		// candidates, with the sum's cells adding up to total.
		m := k
		if p.groups != nil {
			m = n
		}
		support := make([]uint64, m)
		any := false
		pick := make([]int, m)
		var walk func(j, sum int, used uint64)
		walk = func(j, sum int, used uint64) {
			if j == k && sum != total {
				return
			}
			if j == m {
				any = true
				for c, d := range pick {
					support[c] |= 1 << (d - 1)
				}
				return
			}
			for r := masks[j] &^ used; r != 0; r &= r - 1 {
				d := bits.TrailingZeros64(r) + 1
				pick[j] = d
				if j < k {
					walk(j+1, sum+d, used|1<<(d-1))
				} else {
					walk(j+1, sum, used|1<<(d-1))
				}
			}
		}
		walk(0, 0, 0)
		before := append([]uint64(nil), masks...)
		ok := true
		for ok {
			var changed bool
			changed, ok = p.filterDistinctSums(masks, func(i int, m uint64) bool {
				if m&^masks[i] != 0 {
					t.Fatalf("trial %d: set widened cell %d from %b to %b", trial, i, masks[i], m)
				}
				masks[i] = m
				return m != 0
			})
			if !changed {
				break
			}
		}
		if !ok {
			if any {
				t.Fatalf("trial %d: n=%d cells %d total %d masks %b: contradiction, but an assignment exists", trial, n, k, total, before)
			}
			continue
		}
		for c := range support {
			if support[c]&^masks[c] != 0 {
				t.Fatalf("trial %d: n=%d total %d masks %b: cell %d lost digits %b that a solution uses",
					trial, n, total, before, c, support[c]&^masks[c])
			}
		}
	}
	// A Sum may count a cell twice: 2 + 2 = 4 in a group is no distinct sum.
	twice := &propagator{n: 4, cells: 4, full: 15, peers: [][]int{{0}, {0}, {0}, {0}}, groups: [][]int{{0, 1, 2, 3}}}
	twice.addDistinctSum([]int{0, 0}, nil, 4, false)
	if len(twice.dsums) != 0 {
		t.Errorf("a sum that counts cell 0 twice was taken as a distinct sum")
	}

	// The digit sets, not the bounds: two cells adding up to 10 on 9x9.
	p := &propagator{n: 9, cells: 2, full: 511, peers: make([][]int, 2)}
	p.addDistinctSum([]int{0, 1}, nil, 10, true)
	masks := []uint64{511, 511}
	if _, ok := p.filterDistinctSums(masks, func(i int, m uint64) bool { masks[i] = m; return m != 0 }); !ok {
		t.Fatal("contradiction on a 10 in two cells")
	}
	if want := uint64(511 &^ (1 << 4)); masks[0] != want || masks[1] != want {
		t.Errorf("a 10 in two cells leaves %b and %b, want %b (no 5)", masks[0], masks[1], want)
	}
}

// sumsWithRepeats adds sums that count cells more than once or lie in one
// row, with a killer cage, for TestSumsAcrossEncodings.
type sumsWithRepeats struct{}

func (sumsWithRepeats) Apply(b *Builder) error {
	a, c := Cell{Row: 0, Col: 0}, Cell{Row: 0, Col: 1}
	b.Sum([]Cell{a, a, c}, 7)                            // 2a + c = 7
	b.Sum([]Cell{{Row: 1, Col: 2}, {Row: 1, Col: 3}}, 5) // in one row: distinct
	b.DistinctSum([]Cell{{Row: 2, Col: 0}, {Row: 3, Col: 1}}, 5)
	return nil
}

// TestSumsAcrossEncodings counts the solutions of sums the propagator
// reasons on (a cell counted twice, a sum inside a row, a cage, and the
// innies of the houses) with the propagator and the native search, under
// OneHot and Int, and with Z3 alone (WithConflictCheck(false)), which
// knows none of it: the counts must agree.
func TestSumsAcrossEncodings(t *testing.T) {
	ctx := context.Background()
	rs := []Rule{houses{}, sumsWithRepeats{}}
	var counts []int
	for _, opts := range [][]Option{nil, {WithConflictCheck(false)}, {WithEncoding(Int)}} {
		m, err := New(Shape4, rs, opts...)
		if err != nil {
			t.Fatal(err)
		}
		n, err := m.Count(ctx, Grid{}, 1000)
		m.Close()
		if err != nil {
			t.Fatal(err)
		}
		counts = append(counts, n)
	}
	if counts[0] != counts[2] || counts[1] != counts[2] || counts[2] == 0 {
		t.Errorf("counts: OneHot %d, OneHot without native checks %d, Int %d; want equal and not 0", counts[0], counts[1], counts[2])
	}
}

// randomSums is a rule of random sums: cages of distinct digits and sums
// that may repeat, over random cells, some inside one row.
type randomSums struct {
	cages []struct {
		cells    []Cell
		total    int
		distinct bool
	}
}

func (r randomSums) Apply(b *Builder) error {
	for _, c := range r.cages {
		if c.distinct {
			b.DistinctSum(c.cells, c.total)
		} else {
			b.Sum(c.cells, c.total)
		}
	}
	return nil
}

// TestSumsPropertyAgainstZ3 draws random sums on 4x4 and 6x6 grids, with
// a solution that keeps them, and counts solutions up to 30 with the
// native propagation and search, and with Z3 alone: the counts must be
// equal.
func TestSumsPropertyAgainstZ3(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 120; trial++ {
		s := []Shape{Shape4, Shape6}[trial%2]
		ref, err := New(s, []Rule{houses{}}, WithSeed(uint32(trial)))
		if err != nil {
			t.Fatal(err)
		}
		sol, err := ref.Solve(ctx, Grid{})
		ref.Close()
		if err != nil {
			t.Fatal(err)
		}
		var r randomSums
		for k := 1 + rng.IntN(5); k > 0; k-- {
			var cells []Cell
			total := 0
			distinct := rng.IntN(2) == 0
			row := rng.IntN(s.Size)
			for n := 1 + rng.IntN(3); n > 0; n-- {
				c := Cell{Row: rng.IntN(s.Size), Col: rng.IntN(s.Size)}
				if rng.IntN(3) == 0 {
					c.Row = row
				}
				if distinct && slices.Contains(cells, c) {
					continue
				}
				cells = append(cells, c)
				total += sol.At(c)
			}
			if distinct {
				ds := map[int]bool{}
				for _, c := range cells {
					ds[sol.At(c)] = true
				}
				if len(ds) < len(cells) {
					distinct = false // the solution repeats a digit in it
				}
			}
			r.cages = append(r.cages, struct {
				cells    []Cell
				total    int
				distinct bool
			}{cells, total, distinct})
		}
		var counts [2]int
		for k, opts := range [][]Option{nil, {WithConflictCheck(false)}} {
			m, err := New(s, []Rule{houses{}, r}, opts...)
			if err != nil {
				t.Fatalf("trial %d: %v", trial, err)
			}
			counts[k], err = m.Count(ctx, Grid{}, 30)
			m.Close()
			if err != nil {
				t.Fatal(err)
			}
		}
		if counts[0] != counts[1] || counts[0] == 0 {
			t.Fatalf("trial %d on %v, sums %+v: %d solutions natively, %d with Z3 alone", trial, s, r.cages, counts[0], counts[1])
		}
	}
}
