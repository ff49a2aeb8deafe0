package sudoku

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// eager builds a Model at once, as a Base's solvers are.
var eager = optionFunc(func(c *config) { c.eager = true })

// rawRule uses raw Z3: cell r1c1 is not 9.
type rawRule struct{}

func (rawRule) Apply(b *Builder) error {
	b.Assert(b.Digit(Cell{Row: 0, Col: 0}, 9).Not())
	return nil
}

// sumRow makes the first three cells of row 1 sum to 6.
type sumRow struct{}

func (sumRow) Apply(b *Builder) error {
	b.Sum([]Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}, 6)
	return nil
}

// TestDeferredModel checks which Models wait for Z3, that one answers
// natively without it, and that it compiles when a call needs Z3 and
// then answers as a Model compiled at once does.
func TestDeferredModel(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name     string
		shape    Shape
		rules    []Rule
		opts     []Option
		deferred bool
	}{
		{"classic", Shape9, []Rule{houses{}}, nil, true},
		{"sudoku-x", Shape9, []Rule{houses{}, diagonals{}}, nil, true},
		{"killer cage", Shape9, []Rule{houses{}, cage{}}, nil, true},
		{"sums", Shape9, []Rule{houses{}, sumRow{}}, nil, true},
		{"raw Z3", Shape9, []Rule{houses{}, rawRule{}}, nil, false},
		{"Int", Shape9, []Rule{houses{}}, []Option{WithEncoding(Int)}, false},
		{"Z3 parameter", Shape9, []Rule{houses{}}, []Option{WithParam("sat.restart", "luby")}, false},
		{"no conflict check", Shape9, []Rule{houses{}}, []Option{WithConflictCheck(false)}, false},
		{"16x16", Shape16, []Rule{houses{}}, nil, true},
		{"25x25", Shape{Size: 25, BoxRows: 5, BoxCols: 5}, []Rule{houses{}}, nil, true},
		{"16x16 with sums", Shape16, []Rule{houses{}, sumRow{}}, nil, true},
		{"16x16 with raw Z3", Shape16, []Rule{houses{}, rawRule{}}, nil, false},
		{"36x36, on residuals", Shape{Size: 36, BoxRows: 6, BoxCols: 6}, []Rule{houses{}, below{}}, nil, true},
		{"36x36 with a cage", Shape{Size: 36, BoxRows: 6, BoxCols: 6}, []Rule{houses{}, cage{}}, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := New(tc.shape, tc.rules, tc.opts...)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			if got := m.ctx == nil && m.solver == nil; got != tc.deferred {
				t.Fatalf("deferred = %v, want %v", got, tc.deferred)
			}
			if !tc.deferred && m.solver == nil {
				t.Fatal("an eager Model has no solver")
			}
		})
	}

	// A hard classic puzzle: the native search answers, with no Z3.
	hard, err := ParseGrid(Shape9, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	ref, err := New(Shape9, []Rule{houses{}}, eager)
	if err != nil {
		t.Fatal(err)
	}
	defer ref.Close()
	want, unique, err := ref.Unique(ctx, hard)
	if err != nil || !unique {
		t.Fatalf("eager Unique = %v, %v, %v", want, unique, err)
	}
	got, unique, err := m.Unique(ctx, hard)
	if err != nil || !unique || got.String() != want.String() {
		t.Fatalf("deferred Unique = %v, %v, %v; want %v, true", got, unique, err, want)
	}
	if stats, err := m.Statistics(); err != nil || len(stats) != 0 || m.ctx != nil {
		t.Fatalf("after a native Unique: Statistics = %v, %v; context %v; want none", stats, err, m.ctx != nil)
	}

	// With a native budget of a few nodes, Count needs Z3, and the Model
	// compiles within the call.
	withBudget(5, 0, func() {
		n, err := m.Count(ctx, Grid{}, 50)
		if err != nil || n != 50 {
			t.Fatalf("Count(empty) = %d, %v; want 50", n, err)
		}
	})
	if m.solver == nil {
		t.Fatal("no solver after a call that needed Z3")
	}
	if stats, err := m.Statistics(); err != nil || len(stats) == 0 {
		t.Fatalf("Statistics after Z3 = %v, %v; want some", stats, err)
	}
	// The same Model, compiled, with the same seed finds what an eager
	// one finds.
	first, err := m.Solve(ctx, Grid{})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(first); err != nil {
		t.Fatal(err)
	}

	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Solve(ctx, hard); !errors.Is(err, ErrClosed) {
		t.Errorf("Solve after Close = %v, want ErrClosed", err)
	}
	if _, err := m.Statistics(); !errors.Is(err, ErrClosed) {
		t.Errorf("Statistics after Close = %v, want ErrClosed", err)
	}

	// Closing a Model that never made a Z3 context, and exporting one.
	idle, err := New(Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	if err := idle.Close(); err != nil {
		t.Fatal(err)
	}
	if _, _, err := idle.Unique(ctx, hard); !errors.Is(err, ErrClosed) {
		t.Errorf("Unique after Close = %v, want ErrClosed", err)
	}
	if err := idle.WriteDIMACS(&bytes.Buffer{}, hard); !errors.Is(err, ErrClosed) {
		t.Errorf("WriteDIMACS after Close = %v, want ErrClosed", err)
	}
	exp, err := New(Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer exp.Close()
	var a, b bytes.Buffer
	if err := exp.WriteDIMACS(&a, hard); err != nil {
		t.Fatal(err)
	}
	if err := ref.WriteDIMACS(&b, hard); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(b.String(), a.String()); diff != "" {
		t.Errorf("DIMACS of a deferred Model differs from an eager one's (-eager +deferred):\n%s", diff)
	}
}

// TestDeferredSameSolutions checks that a deferred Model, once compiled,
// finds the solutions an eager one with the same seed finds: the compile
// and its warm-up are the same, only later.
func TestDeferredSameSolutions(t *testing.T) {
	ctx := context.Background()
	for _, seed := range []uint32{0, 7} {
		withBudget(0, 0, func() { // every call goes to Z3
			lazy, err := New(Shape9, []Rule{houses{}, diagonals{}}, WithSeed(seed))
			if err != nil {
				t.Fatal(err)
			}
			defer lazy.Close()
			now, err := New(Shape9, []Rule{houses{}, diagonals{}}, WithSeed(seed), eager)
			if err != nil {
				t.Fatal(err)
			}
			defer now.Close()
			for k := 0; k < 3; k++ {
				a, err := lazy.Solve(ctx, Grid{})
				if err != nil {
					t.Fatal(err)
				}
				b, err := now.Solve(ctx, Grid{})
				if err != nil {
					t.Fatal(err)
				}
				if a.String() != b.String() {
					t.Errorf("seed %d, Solve %d: deferred found\n%v\neager found\n%v", seed, k, a, b)
				}
			}
		})
	}
}

// cage makes the first two cells of row 1 add up to 3, all different.
type cage struct{}

func (cage) Apply(b *Builder) error {
	b.DistinctSum([]Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, 3)
	return nil
}

// TestDeferredOnBase checks that a deferred Model given a Base builds on
// it when a call first needs Z3, answers as a Model of its own does, and
// gives the solver back on Close; and that a base closed in between
// leaves it to build on its own.
func TestDeferredOnBase(t *testing.T) {
	ctx := context.Background()
	b, err := NewBase(ctx, Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	rs := []Rule{houses{}, cage{}}
	alone, err := New(Shape9, rs, eager)
	if err != nil {
		t.Fatal(err)
	}
	defer alone.Close()
	want, err := alone.Count(ctx, Grid{}, 40)
	if err != nil {
		t.Fatal(err)
	}
	for _, closeBase := range []bool{false, true} {
		m, err := New(Shape9, rs, WithBase(b))
		if err != nil {
			t.Fatal(err)
		}
		if m.solver != nil || m.Base() != b {
			t.Fatalf("deferred %v, Base() = %p; want deferred on %p", m.solver == nil, m.Base(), b)
		}
		if closeBase {
			b.Close()
		}
		withBudget(3, 0, func() {
			got, err := m.Count(ctx, Grid{}, 40)
			if err != nil || got != want {
				t.Errorf("Count on a deferred Model (base closed: %v) = %d, %v; want %d", closeBase, got, err, want)
			}
		})
		if onBase := m.on != nil; onBase == closeBase {
			t.Errorf("base closed: %v; the Model built on it: %v", closeBase, onBase)
		}
		if err := m.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := New(Shape9, rs, WithBase(b)); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("New on a closed base = %v, want ErrInvalidArgument", err)
	}
}

// below makes r1c1 less than r1c2, a thermometer of two cells.
type below struct{}

func (below) Apply(b *Builder) error {
	b.Relate(Cell{Row: 0, Col: 0}, Cell{Row: 0, Col: 1}, func(x, y int) bool { return x < y })
	return nil
}

// TestDeferredEncodesLate checks that a deferred Model builds no clauses
// in New, and that when a call or an export first needs them it builds
// the very clauses of a Model that did not defer: the same numbers in the
// same order, so the same solutions for a seed.
func TestDeferredEncodesLate(t *testing.T) {
	ctx := context.Background()
	killer := cagesRule{
		cages:      [][]Cell{{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, {{Row: 4, Col: 4}, {Row: 4, Col: 5}, {Row: 5, Col: 4}}, {{Row: 8, Col: 0}, {Row: 8, Col: 1}, {Row: 8, Col: 2}, {Row: 8, Col: 3}}},
		cageTotals: []int{3, 15, 20},
	}
	for _, tc := range []struct {
		name  string
		rules []Rule
		use   func(m *Model) error
	}{
		{"Solve", []Rule{houses{}, diagonals{}, killer}, func(m *Model) error {
			var err error
			withBudget(0, 0, func() { _, err = m.Solve(ctx, Grid{}) })
			return err
		}},
		{"Count", []Rule{houses{}, killer}, func(m *Model) error {
			var err error
			withBudget(3, 0, func() { _, err = m.Count(ctx, Grid{}, 20) })
			return err
		}},
		{"WriteDIMACS", []Rule{houses{}, killer}, func(m *Model) error { return m.WriteDIMACS(io.Discard, Grid{}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lazy, err := New(Shape9, tc.rules)
			if err != nil {
				t.Fatal(err)
			}
			defer lazy.Close()
			if !lazy.pending || len(lazy.cnf) != 0 || lazy.nclauses != 0 {
				t.Fatalf("after New: pending %v, %d clause numbers; want pending and none", lazy.pending, len(lazy.cnf))
			}
			now, err := New(Shape9, tc.rules, eager)
			if err != nil {
				t.Fatal(err)
			}
			defer now.Close()
			if err := tc.use(lazy); err != nil {
				t.Fatal(err)
			}
			if lazy.pending {
				t.Fatal("still pending after a call that needed Z3")
			}
			if diff := cmp.Diff(now.cnf, lazy.cnf); diff != "" {
				t.Errorf("clauses (-eager +deferred):\n%s", diff)
			}
			if lazy.nvars != now.nvars || lazy.nclauses != now.nclauses {
				t.Errorf("deferred: %d variables, %d clauses; eager: %d, %d", lazy.nvars, lazy.nclauses, now.nvars, now.nclauses)
			}
		})
	}
}

// manyCages states count killer cages on the first five cells of row 1,
// with totals from 15 to 35 in turn.
type manyCages struct{ count int }

func (r manyCages) Apply(b *Builder) error {
	cells := []Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 0, Col: 4}}
	for k := range r.count {
		b.DistinctSum(cells, 15+k%21)
	}
	return nil
}

// TestDeferredBoundAtLateEncode checks that a deferred Model whose clauses
// would pass MaxConstraints, while its constraints do not, fails with
// ErrTooLarge when it encodes them, and on every call after.
func TestDeferredBoundAtLateEncode(t *testing.T) {
	m, err := New(Shape9, []Rule{houses{}, manyCages{count: 6000}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if !m.pending {
		t.Fatal("the Model did not defer")
	}
	for k := range 2 {
		err := m.WriteDIMACS(io.Discard, Grid{})
		if !errors.Is(err, ErrTooLarge) {
			t.Fatalf("WriteDIMACS %d = %v, want ErrTooLarge", k, err)
		}
	}
	if len(m.cnf) != 0 {
		t.Errorf("%d clause numbers kept past the bound", len(m.cnf))
	}
}
