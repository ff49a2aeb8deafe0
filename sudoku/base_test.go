package sudoku_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// basePuzzles returns the variant puzzles of testdata/variants, but those
// that take Z3 a second or more (stressSlow) except one arrow puzzle.
func basePuzzles(t *testing.T) []sudoku.Puzzle {
	t.Helper()
	var ps []sudoku.Puzzle
	for _, p := range variantPuzzles(t) {
		if !stressSlow[p.Title] || p.Title == "Arrow 03" {
			ps = append(ps, p)
		}
	}
	return ps
}

// TestBaseAnswers solves every variant puzzle of the tests twice on one
// classic Base per shape: a puzzle whose rules include the classic houses
// uses it, the others (jigsaws, latin squares) are built on their own, and
// every answer is the known solution. Two rounds make each solver serve
// puzzles after others, in scopes that must leave nothing behind.
func TestBaseAnswers(t *testing.T) {
	puzzles := basePuzzles(t)
	bases := map[sudoku.Shape]*sudoku.Base{}
	defer func() {
		for _, b := range bases {
			b.Close()
		}
	}()
	used := 0
	for round := 0; round < 2; round++ {
		for _, p := range puzzles {
			b := bases[p.Shape]
			if b == nil && p.Shape.HasBoxes() {
				var err error
				b, err = sudoku.NewBase(bg, p.Shape, []sudoku.Rule{rules.Classic()})
				if err != nil {
					t.Fatal(err)
				}
				bases[p.Shape] = b
			}
			m, err := p.ModelContext(bg, sudoku.WithBase(b))
			if err != nil {
				t.Fatalf("%s: %v", p.Title, err)
			}
			if m.Base() != nil {
				used++
			}
			g, unique, err := m.Unique(bg, p.Givens)
			if err != nil || !unique || !g.Equal(p.Solution) {
				t.Errorf("%s on a base (%v): unique %v, %v, solution %v", p.Title, (m.Base() != nil), unique, err, g.Equal(p.Solution))
			}
			if err := m.Verify(g); err != nil {
				t.Errorf("%s: %v", p.Title, err)
			}
			if n, err := m.Count(bg, p.Givens, 5); err != nil || n != 1 {
				t.Errorf("%s: Count = %d, %v; want 1", p.Title, n, err)
			}
			m.Close()
		}
	}
	if used < len(puzzles) {
		t.Errorf("only %d of %d Models used a base", used, 2*len(puzzles))
	}
}

// TestBaseNotRestated checks that a Model whose rules do not restate the
// base's, or whose options differ, is built on its own and answers as
// without the base: a latin square on a classic base keeps solutions that
// break the boxes.
func TestBaseNotRestated(t *testing.T) {
	b, err := sudoku.NewBase(bg, sudoku.Shape4, []sudoku.Rule{rules.Classic()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	givens := mustParse(t, sudoku.Shape4, "1234............")
	for _, tc := range []struct {
		name   string
		rules  []sudoku.Rule
		opts   []sudoku.Option
		onBase bool
	}{
		{"latin", []sudoku.Rule{rules.Latin()}, nil, false},
		{"rows and columns", []sudoku.Rule{rules.Rows{}, rules.Columns{}}, nil, false},
		{"classic", []sudoku.Rule{rules.Classic()}, nil, true},
		{"houses one by one", []sudoku.Rule{rules.Boxes{}, rules.Columns{}, rules.Rows{}}, nil, true},
		{"classic and a diagonal", []sudoku.Rule{rules.Classic(), rules.Diagonal{}}, nil, true},
		{"another encoding", []sudoku.Rule{rules.Classic()}, []sudoku.Option{sudoku.WithEncoding(sudoku.Int)}, false},
		{"another seed", []sudoku.Rule{rules.Classic()}, []sudoku.Option{sudoku.WithSeed(7)}, false},
		{"raw Z3", []sudoku.Rule{rules.Classic(), badRule(func(b *sudoku.Builder) {
			b.Assert(b.Digit(sudoku.Cell{Row: 3, Col: 3}, 3))
		})}, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			alone, err := sudoku.New(sudoku.Shape4, tc.rules, tc.opts...)
			if err != nil {
				t.Fatal(err)
			}
			defer alone.Close()
			want, werr := alone.Count(bg, givens, 1000)
			m, err := sudoku.New(sudoku.Shape4, tc.rules, append(tc.opts, sudoku.WithBase(b))...)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			if (m.Base() != nil) != tc.onBase {
				t.Errorf("on the base: %v, want %v", (m.Base() != nil), tc.onBase)
			}
			got, err := m.Count(bg, givens, 1000)
			if got != want || !errors.Is(err, werr) {
				t.Errorf("Count = %d, %v; alone %d, %v", got, err, want, werr)
			}
		})
	}
}

// TestBaseConcurrent runs Models on one base from several goroutines at
// once (run it with -race): each takes a solver of its own.
func TestBaseConcurrent(t *testing.T) {
	puzzles := basePuzzles(t)
	b, err := sudoku.NewBase(bg, sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range puzzles {
				p := puzzles[(k+w*7)%len(puzzles)]
				if p.Shape != sudoku.Shape9 || testing.Short() && k%3 != 0 {
					continue
				}
				m, err := p.ModelContext(bg, sudoku.WithBase(b))
				if err != nil {
					t.Errorf("%s: %v", p.Title, err)
					return
				}
				g, unique, err := m.Unique(bg, p.Givens)
				if err != nil || !unique || !g.Equal(p.Solution) {
					t.Errorf("%s: unique %v, %v", p.Title, unique, err)
				}
				m.Close()
			}
		}()
	}
	wg.Wait()
}

// TestBaseLifecycle covers the edges: a cancelled build, a closed base, a
// Model used after the base is closed, a Model left iterating, a Model
// closed twice, and rules the base refuses.
func TestBaseLifecycle(t *testing.T) {
	if _, err := sudoku.NewBase(nil, sudoku.Shape9, nil); !errors.Is(err, sudoku.ErrInvalidArgument) { //nolint:staticcheck // a nil ctx is the point
		t.Errorf("nil ctx: %v", err)
	}
	raw := badRule(func(b *sudoku.Builder) {
		b.Assert(b.Digit(sudoku.Cell{}, 1))
	})
	if _, err := sudoku.NewBase(bg, sudoku.Shape9, []sudoku.Rule{raw}); !errors.Is(err, sudoku.ErrInvalidArgument) {
		t.Errorf("a base of raw Z3: %v", err)
	}
	if _, err := sudoku.NewBase(bg, sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 99}}); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("a base of a bad rule: %v", err)
	}
	b, err := sudoku.NewBase(bg, sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		t.Fatal(err)
	}
	rs := []sudoku.Rule{rules.Classic(), rules.Diagonal{}}

	ctx, cancel := context.WithCancel(bg)
	cancel()
	if _, err := sudoku.NewContext(ctx, sudoku.Shape9, rs, sudoku.WithBase(b)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}

	// A Model iterating over solutions when it is closed: its solver is
	// not given back, and the next Model gets a fresh one that answers.
	m, err := sudoku.New(sudoku.Shape9, rs, sudoku.WithBase(b))
	if err != nil {
		t.Fatal(err)
	}
	for range m.Solutions(bg, sudoku.Grid{}) {
		m.Close()
		break
	}
	if err := m.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := m.Solve(bg, sudoku.Grid{}); !errors.Is(err, sudoku.ErrClosed) {
		t.Errorf("Solve after Close: %v", err)
	}
	m, err = sudoku.New(sudoku.Shape9, rs, sudoku.WithBase(b))
	if err != nil {
		t.Fatal(err)
	}
	if m.Base() == nil {
		t.Error("not on the base")
	}
	b.Close()
	if n, err := m.Count(bg, mustParse(t, sudoku.Shape9, "123456789"+strings81[9:]), 3); err != nil || n != 3 {
		t.Errorf("Count after the base closed: %d, %v", n, err)
	}
	m.Close()
	if _, err := sudoku.New(sudoku.Shape9, rs, sudoku.WithBase(b)); !errors.Is(err, sudoku.ErrInvalidArgument) {
		t.Errorf("a closed base: %v", err)
	}
	if err := b.Close(); err != nil {
		t.Errorf("second Base Close: %v", err)
	}
}

// strings81 is an empty 9x9 grid's text.
var strings81 = "................................................................................."

// TestBaseCancelledBuild cuts short the build of a Model on a base, whose
// own constraints take Z3 long to compile (a 25x25 with anti-knight and
// non-consecutive, whose relations the native search does not take): New
// returns at once, and the base's next Model answers.
func TestBaseCancelledBuild(t *testing.T) {
	s := sudoku.Shape{Size: 25, BoxRows: 5, BoxCols: 5}
	b, err := sudoku.NewBase(bg, s, []sudoku.Rule{rules.Classic()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	rs := []sudoku.Rule{rules.Classic(), rules.AntiKnight{}, rules.NonConsecutive{}}
	ctx, cancel := context.WithTimeout(bg, 5*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = sudoku.NewContext(ctx, s, rs, sudoku.WithBase(b))
	took := time.Since(start)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("NewContext with a 5 ms deadline = %v, want context.DeadlineExceeded", err)
	}
	t.Logf("returned after %v", took)
	// Built inline, the compile that Z3 does not interrupt held it for
	// 110 ms here; in a goroutine it returns within milliseconds.
	if took > 100*time.Millisecond {
		t.Errorf("NewContext returned %v after its 5 ms deadline, want within 100 ms", took)
	}
	m, err := sudoku.New(s, []sudoku.Rule{rules.Classic(), rules.Diagonal{}}, sudoku.WithBase(b))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if m.Base() == nil {
		t.Error("the next Model is not on the base")
	}
	if _, err := m.Solve(bg, sudoku.Grid{}); err != nil {
		t.Errorf("Solve on the base after a cancelled build: %v", err)
	}
}
