package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
)

// accepts runs the automaton on digits, for the tests: the reference the
// encodings and the propagation are checked against.
func (a Automaton) accepts(digits []int) bool {
	cur := map[int]bool{a.Start: true}
	for _, d := range digits {
		next := map[int]bool{}
		for s := range cur {
			for _, arc := range a.Arcs[s] {
				if arc.Digit == d {
					next[arc.To] = true
				}
			}
		}
		cur = next
	}
	for s := range cur {
		if a.Accept[s] {
			return true
		}
	}
	return false
}

func TestNewAutomaton(t *testing.T) {
	// Digits strictly increasing, over 1..4: the state is the last digit.
	up, err := NewAutomaton(4, 0, func(s, d int) []int {
		if d > s {
			return []int{d}
		}
		return nil
	}, func(int) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	if up.States != 5 {
		t.Errorf("increasing: %d states, want 5", up.States)
	}
	for _, tc := range []struct {
		digits []int
		want   bool
	}{{nil, true}, {[]int{1, 2, 4}, true}, {[]int{2, 2}, false}, {[]int{3, 1}, false}} {
		if got := up.accepts(tc.digits); got != tc.want {
			t.Errorf("increasing accepts %v = %v, want %v", tc.digits, got, tc.want)
		}
	}
	// An even number of odd digits, where a state that cannot end is
	// dropped: trimmed, the automaton keeps two states.
	type st struct{ odd, dead bool }
	even, err := NewAutomaton(4, st{}, func(s st, d int) []st {
		if s.dead || d == 4 {
			return []st{{dead: true}}
		}
		return []st{{odd: s.odd != (d%2 == 1)}}
	}, func(s st) bool { return !s.odd && !s.dead })
	if err != nil {
		t.Fatal(err)
	}
	if even.States != 2 {
		t.Errorf("even odds: %d states after trimming, want 2", even.States)
	}
	if !even.accepts([]int{1, 3, 2}) || even.accepts([]int{1, 2}) || even.accepts([]int{4}) {
		t.Error("even odds: wrong language")
	}
	_, err = NewAutomaton(4, 0, func(s, d int) []int { return []int{s + 1} }, func(int) bool { return true })
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("an unbounded automaton: %v, want ErrTooLarge", err)
	}
}

// regularRule states one automaton constraint.
type regularRule struct {
	cells []Cell
	a     Automaton
}

func (r regularRule) Apply(b *Builder) error {
	b.Regular(r.cells, r.a)
	return nil
}

// randomAutomaton returns an automaton over digits 1..n with up to six
// states and random arcs, some of them nondeterministic.
func randomAutomaton(rng *rand.Rand, n int) Automaton {
	k := 1 + rng.Intn(6)
	a := Automaton{States: k, Start: rng.Intn(k), Accept: make([]bool, k), Arcs: make([][]Arc, k)}
	for s := range k {
		a.Accept[s] = rng.Intn(3) > 0
		for d := 1; d <= n; d++ {
			for range rng.Intn(3) {
				a.Arcs[s] = append(a.Arcs[s], Arc{Digit: d, To: rng.Intn(k)})
			}
		}
	}
	return a
}

// TestRegularAgainstBrute counts the solutions of 4x4 grids with a random
// automaton over a random sequence of cells (some read twice), under
// every encoding and with the native search cut at several stages, and
// compares them and the true candidates with the brute-force solutions
// that the automaton accepts.
func TestRegularAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	all := brute.Solutions(brute.Classic(4, 2, 2, nil), 0)
	tested := 0
	for trial := 0; tested < 24 && trial < 400; trial++ {
		a := randomAutomaton(rng, 4)
		cells := make([]Cell, 2+rng.Intn(5))
		for k := range cells {
			cells[k] = Cell{Row: rng.Intn(4), Col: rng.Intn(4)}
		}
		var want []Grid
		cands := make([]uint64, 16)
		for _, ds := range all {
			seq := make([]int, len(cells))
			for k, c := range cells {
				seq[k] = ds[c.Row*4+c.Col]
			}
			if a.accepts(seq) {
				g := NewGrid(Shape4)
				for i, d := range ds {
					g.Set(Shape4.CellAt(i), d)
					cands[i] |= 1 << (d - 1)
				}
				want = append(want, g)
			}
		}
		rules := []Rule{houses{}, regularRule{cells, a}}
		if _, err := New(Shape4, rules); err != nil {
			if len(want) > 0 || !errors.Is(err, ErrBadRule) {
				t.Fatalf("trial %d: New = %v, with %d solutions", trial, err, len(want))
			}
			continue // the automaton accepts nothing of that length
		}
		tested++
		encs := []Encoding{OneHot}
		if tested%4 == 0 {
			encs = append(encs, Int, BitVec) // slower: a few of them
		}
		checkAgainstBrute(t, fmt.Sprintf("trial %d", trial), rules, encs, want, cands)
		// The propagation alone keeps exactly the digits accepted runs
		// read (without the houses, it is exact on one constraint).
		c := nativeRegular{cells: cellIndices(Shape4, cells), a: a}
		masks := make([]uint64, 16)
		for i := range masks {
			masks[i] = 0xf
		}
		for i := range masks {
			masks[i] &^= 1 << rng.Intn(4)
		}
		// A cell read twice is read apart, which may keep more.
		sup, ok := c.supports(masks)
		wantSup, wantOK := bruteSupports(a, c.cells, masks)
		twice := len(c.cells) != len(slices.Compact(slices.Sorted(slices.Values(c.cells))))
		switch {
		case !twice && (ok != wantOK || ok && !slices.Equal(sup, wantSup)):
			t.Errorf("trial %d: supports = %v, %v; want %v, %v", trial, sup, ok, wantSup, wantOK)
		case twice && wantOK && (!ok || !covers(sup, wantSup)):
			t.Errorf("trial %d, a cell read twice: supports = %v, %v; want at least %v", trial, sup, ok, wantSup)
		}
	}
	if tested < 24 {
		t.Errorf("only %d random automata accepted something", tested)
	}
}

func cellIndices(s Shape, cells []Cell) []int {
	idx := make([]int, len(cells))
	for k, c := range cells {
		idx[k] = s.Index(c)
	}
	return idx
}

// bruteSupports is supports by enumerating every assignment of the cells.
func bruteSupports(a Automaton, cells []int, masks []uint64) ([]uint64, bool) {
	distinct := []int{}
	for _, i := range cells {
		if !slices.Contains(distinct, i) {
			distinct = append(distinct, i)
		}
	}
	val := map[int]int{}
	sup := make([]uint64, len(cells))
	ok := false
	var walk func(k int)
	walk = func(k int) {
		if k == len(distinct) {
			seq := make([]int, len(cells))
			for j, i := range cells {
				seq[j] = val[i]
			}
			if a.accepts(seq) {
				ok = true
				for j := range cells {
					sup[j] |= 1 << (seq[j] - 1)
				}
			}
			return
		}
		i := distinct[k]
		for r := masks[i]; r != 0; r &= r - 1 {
			val[i] = bits.TrailingZeros64(r) + 1
			walk(k + 1)
		}
	}
	walk(0)
	if !ok {
		return nil, false
	}
	return sup, true
}

// covers reports whether every mask of a holds the bits of b's.
func covers(a, b []uint64) bool {
	for k := range a {
		if b[k]&^a[k] != 0 {
			return false
		}
	}
	return true
}

// checkAgainstBrute checks, under each encoding and with the native
// search cut at 0 nodes, 3 and unbounded, that a 4x4 Model of rules has
// want's solutions, and, under OneHot, the true candidates cands.
func checkAgainstBrute(t *testing.T, trial string, rules []Rule, encs []Encoding, want []Grid, cands []uint64) {
	t.Helper()
	ctx := context.Background()
	for _, enc := range encs {
		for _, nodes := range []int{0, 3, 1 << 20} {
			name := fmt.Sprintf("%s, %v, %d nodes", trial, enc, nodes)
			withBudget(nodes, 0, func() {
				m, err := New(Shape4, rules, WithEncoding(enc))
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				defer m.Close()
				n, err := m.Count(ctx, Grid{}, 1000)
				if err != nil || n != len(want) {
					t.Errorf("%s: Count = %d, %v; want %d", name, n, err, len(want))
				}
				if len(want) == 0 || enc != OneHot {
					return
				}
				cs, err := m.Candidates(ctx, Grid{})
				if err != nil {
					t.Fatalf("%s: Candidates: %v", name, err)
				}
				got := make([]uint64, 16)
				for i := range got {
					for _, d := range cs.Digits(Shape4.CellAt(i)) {
						got[i] |= 1 << (d - 1)
					}
				}
				if d := cmp.Diff(cands, got); d != "" {
					t.Errorf("%s: candidates (-want +got):\n%s", name, d)
				}
			})
		}
	}
}
