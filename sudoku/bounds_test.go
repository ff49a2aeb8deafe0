package sudoku_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestLongCageIsBounded builds a 25x25 with a 12-cell cage adding up to
// 156, which has 110,780 digit sets: listing them as a choice once took
// gigabytes. Past the bound the cage is a distinct sum, and the solution
// still adds up.
func TestLongCageIsBounded(t *testing.T) {
	s := sudoku.Shape{Size: 25, BoxRows: 5, BoxCols: 5}
	var cells []sudoku.Cell
	for c := 0; c < 12; c++ {
		cells = append(cells, sudoku.Cell{Row: 0, Col: c})
	}
	m := newModel(t, s, []sudoku.Rule{rules.Classic(), rules.Cage{Sum: 156, Cells: cells}})
	sol, err := m.Solve(context.Background(), sudoku.Grid{})
	if err != nil {
		t.Fatalf("Solve() error = %v", err)
	}
	sum := 0
	for _, c := range cells {
		sum += sol.At(c)
	}
	if sum != 156 {
		t.Errorf("Solve() cage adds up to %d, want 156", sum)
	}
}

// TestTooManyConstraints gives a grid more constraints than
// MaxConstraintsPerCell allows, as a hostile file of 150,000 cages did.
func TestTooManyConstraints(t *testing.T) {
	s := sudoku.Shape{Size: 4, BoxRows: 2, BoxCols: 2}
	rs := []sudoku.Rule{rules.Classic()}
	for i := 0; i < sudoku.MaxConstraintsPerCell*s.NumCells(); i++ {
		r, c := i%4, (i/4)%3
		rs = append(rs, rules.Cage{Sum: 3, Cells: []sudoku.Cell{{Row: r, Col: c}, {Row: r, Col: c + 1}}})
	}
	start := time.Now()
	m, err := sudoku.New(s, rs)
	if err == nil {
		m.Close()
	}
	if !errors.Is(err, sudoku.ErrTooLarge) {
		t.Fatalf("New(%d cages) error = %v, want ErrTooLarge", len(rs)-1, err)
	}
	t.Logf("New(%d cages) = %v after %v", len(rs)-1, err, time.Since(start))
}

// TestNilRules gives New nil rules of several kinds: each is ErrBadRule,
// not a panic.
func TestNilRules(t *testing.T) {
	for _, r := range []sudoku.Rule{nil, (*rules.Cage)(nil), funcRule(nil)} {
		m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), r})
		if err == nil {
			m.Close()
		}
		if !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New(%T nil) error = %v, want ErrBadRule", r, err)
		}
	}
	// A nil rule inside a rule set, applied through Builder.Include.
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Set{(*rules.Cage)(nil)}})
	if err == nil {
		m.Close()
	}
	if !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("New(set of a nil *Cage) error = %v, want ErrBadRule", err)
	}
}

// TestNilModel uses a nil *Model: every call returns ErrClosed.
func TestNilModel(t *testing.T) {
	var m *sudoku.Model
	ctx := context.Background()
	calls := map[string]error{
		"Close": func() error {
			if err := m.Close(); err != nil {
				return err
			}
			return sudoku.ErrClosed
		}(),
		"Solve":       second(m.Solve(ctx, sudoku.Grid{})),
		"Count":       second(m.Count(ctx, sudoku.Grid{}, 2)),
		"Verify":      m.Verify(sudoku.NewGrid(sudoku.Shape9)),
		"Candidates":  second(m.Candidates(ctx, sudoku.Grid{})),
		"WriteSMTLIB": m.WriteSMTLIB(new(bytesSink), sudoku.Grid{}),
		"WriteDIMACS": m.WriteDIMACS(new(bytesSink), sudoku.Grid{}),
		"Statistics":  second(m.Statistics()),
	}
	_, _, err := m.Unique(ctx, sudoku.Grid{})
	calls["Unique"] = err
	_, _, err = m.Maximize(ctx, sudoku.Grid{}, sudoku.Weights(func(sudoku.Cell, int) int { return 1 }))
	calls["Maximize"] = err
	for _, err := range m.Solutions(ctx, sudoku.Grid{}) {
		calls["Solutions"] = err
	}
	for name, err := range calls {
		if !errors.Is(err, sudoku.ErrClosed) {
			t.Errorf("nil Model: %s error = %v, want ErrClosed", name, err)
		}
	}
	if got := m.Shape(); got != (sudoku.Shape{}) {
		t.Errorf("nil Model: Shape() = %v, want the zero Shape", got)
	}
	// A nil writer is an argument error, not a panic.
	good := classic9(t)
	if err := good.WriteSMTLIB(nil, sudoku.Grid{}); !errors.Is(err, sudoku.ErrInvalidArgument) {
		t.Errorf("WriteSMTLIB(nil) error = %v, want ErrInvalidArgument", err)
	}
	if got := (sudoku.Grid{}).At(sudoku.Cell{Row: 3, Col: 4}); got != 0 {
		t.Errorf("Grid{}.At(r4c5) = %d, want 0", got)
	}
}

// funcRule is a Rule that is a func, to test a nil one.
type funcRule func(*sudoku.Builder) error

func (f funcRule) Apply(b *sudoku.Builder) error { return f(b) }

type bytesSink struct{ n int }

func (b *bytesSink) Write(p []byte) (int, error) { b.n += len(p); return len(p), nil }

func second[T any](_ T, err error) error { return err }

// TestNewContextCancelled cancels NewContext while it compiles a 36x36
// with a killer cage, which takes about a second; while it builds a
// 64x64 that defers its solver and its encoding (7 ms); and before it
// starts.
func TestNewContextCancelled(t *testing.T) {
	cage := rules.Cage{Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, Sum: 3}
	for _, tc := range []struct {
		name  string
		shape sudoku.Shape
		rules []sudoku.Rule
		limit time.Duration
	}{
		{"36x36 with a cage", sudoku.Shape{Size: 36, BoxRows: 6, BoxCols: 6}, []sudoku.Rule{rules.Classic(), cage}, 50 * time.Millisecond},
		{"64x64", sudoku.Shape{Size: 64, BoxRows: 8, BoxCols: 8}, []sudoku.Rule{rules.Classic()}, time.Millisecond},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), tc.limit)
		start := time.Now()
		m, err := sudoku.NewContext(ctx, tc.shape, tc.rules)
		elapsed := time.Since(start)
		cancel()
		if err == nil {
			m.Close()
		}
		t.Logf("NewContext(%s, %v) = %v after %v", tc.name, tc.limit, err, elapsed)
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("NewContext(%s, %v) error = %v, want DeadlineExceeded", tc.name, tc.limit, err)
		}
		if elapsed > tc.limit+cancelSlack() {
			t.Errorf("NewContext(%s, %v) took %v, want at most %v", tc.name, tc.limit, elapsed, tc.limit+cancelSlack())
		}
	}
	done, stop := context.WithCancel(context.Background())
	stop()
	if _, err := sudoku.NewContext(done, sudoku.Shape9, []sudoku.Rule{rules.Classic()}); !errors.Is(err, context.Canceled) {
		t.Errorf("NewContext(cancelled) error = %v, want Canceled", err)
	}
}
