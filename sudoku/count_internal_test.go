package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
)

// countRule states Counts: of cells[k], digits[k] is held by one of
// counts[k] cells.
type countRule struct {
	cells  [][]Cell
	digits []int
	counts [][]int
}

func (r countRule) Apply(b *Builder) error {
	for k := range r.cells {
		b.Count(r.cells[k], r.digits[k], r.counts[k]...)
	}
	return nil
}

// TestCountAgainstBrute counts the solutions of 4x4 grids with two
// random Counts, under every encoding and with the native search cut at
// several stages, and compares them and the true candidates with the
// brute-force solutions that satisfy both.
func TestCountAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	all := brute.Solutions(brute.Classic(4, 2, 2, nil), 0)
	tested := 0
	for trial := 0; tested < 30 && trial < 400; trial++ {
		var r countRule
		for range 2 {
			perm := rng.Perm(16)[:3+rng.Intn(8)]
			cells := make([]Cell, len(perm))
			for k, i := range perm {
				cells[k] = Shape4.CellAt(i)
			}
			var counts []int
			for k := 0; k <= len(cells); k++ {
				if rng.Intn(3) == 0 {
					counts = append(counts, k)
				}
			}
			if len(counts) == 0 {
				counts = []int{rng.Intn(len(cells) + 1)}
			}
			r.cells = append(r.cells, cells)
			r.digits = append(r.digits, 1+rng.Intn(4))
			r.counts = append(r.counts, counts)
		}
		var want []Grid
		cands := make([]uint64, 16)
		for _, ds := range all {
			ok := true
			for k, cells := range r.cells {
				n := 0
				for _, c := range cells {
					if ds[Shape4.Index(c)] == r.digits[k] {
						n++
					}
				}
				ok = ok && contains(r.counts[k], n)
			}
			if !ok {
				continue
			}
			g := NewGrid(Shape4)
			for i, d := range ds {
				g.Set(Shape4.CellAt(i), d)
				cands[i] |= 1 << (d - 1)
			}
			want = append(want, g)
		}
		if len(want) == 0 && trial%3 != 0 {
			continue // a few without solutions are enough
		}
		tested++
		rules := []Rule{houses{}, r}
		encs := []Encoding{OneHot}
		if tested%5 == 0 {
			encs = append(encs, Int, BitVec)
		}
		checkAgainstBrute(t, fmt.Sprintf("trial %d (%v)", trial, r), rules, encs, want, cands)
	}
	if tested < 30 {
		t.Errorf("only %d trials tested", tested)
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestCountForms checks what Count states and refuses: counts out of
// reach are dropped, none left is a bad rule, every count states
// nothing, and a Model lists a Count with its digit and counts.
func TestCountForms(t *testing.T) {
	row := []Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 1, Col: 0}}
	tests := []struct {
		name   string
		counts []int
		want   []Constraint // the Count's, after the houses'
		bad    bool
	}{
		{"dropped out of reach", []int{-1, 1, 7}, []Constraint{{Kind: CountKind, Rule: "count", Cells: row, Digits: []int{2}, Counts: []int{1}}}, false},
		{"none in reach", []int{4, 9}, nil, true},
		{"every count", []int{0, 1, 2, 3}, nil, false},
	}
	for _, tc := range tests {
		m, err := New(Shape4, []Rule{houses{}, countsRule{row, tc.counts}})
		if tc.bad {
			if !errors.Is(err, ErrBadRule) {
				t.Errorf("%s: New = %v, want ErrBadRule", tc.name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []Constraint
		for _, c := range m.Constraints() {
			if c.Rule == "count" {
				got = append(got, c)
			}
		}
		m.Close()
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: constraints (-want +got):\n%s", tc.name, d)
		}
	}
	// Givens that already break a Count are a conflict naming it.
	m, err := New(Shape4, []Rule{houses{}, countsRule{row, []int{0}}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	g := NewGrid(Shape4)
	g.Set(Cell{Row: 1, Col: 0}, 2)
	var ce *ConflictError
	if _, err := m.Solve(context.Background(), g); !errors.As(err, &ce) || ce.Rule != "count" {
		t.Errorf("Solve with a 2 in a cell counted 0 times = %v, want a conflict of the rule count", err)
	}
}

// countsRule counts the 2s of its cells; its name is "count".
type countsRule struct {
	cells  []Cell
	counts []int
}

func (r countsRule) Apply(b *Builder) error {
	b.Count(r.cells, 2, r.counts...)
	return nil
}

func (countsRule) String() string { return "count" }
