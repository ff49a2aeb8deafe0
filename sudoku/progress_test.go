package sudoku_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// puzzle1042 is a classic 9x9 with 1042 solutions.
const puzzle1042 = "...6.8.1....1.5....9......7.5....4.3....5.7.1....2.8....1.3....2.7....3.3....6.7."

// reports collects the reports of one call and checks the rules every
// report keeps: counts and time never go down, reports come at least
// 100 ms apart but for the last, and the last has Done set. Its fields
// are not guarded: the race detector checks that the reports come from
// the goroutine of the call.
type reports struct {
	t   *testing.T
	all []sudoku.Progress
}

func (r *reports) ctx(parent context.Context) context.Context {
	return sudoku.WithProgress(parent, func(p sudoku.Progress) {
		if n := len(r.all); n > 0 {
			prev := r.all[n-1]
			switch {
			case prev.Done:
				r.t.Errorf("report %+v after the last, %+v", p, prev)
			case p.Solutions < prev.Solutions || p.Marked < prev.Marked || p.Open > prev.Open || p.Elapsed < prev.Elapsed:
				r.t.Errorf("report %+v goes back from %+v", p, prev)
			case !p.Done && p.Elapsed-prev.Elapsed < 100*time.Millisecond:
				r.t.Errorf("report %+v %v after the one before, want at least 100 ms", p, p.Elapsed-prev.Elapsed)
			}
		} else if !p.Done && p.Elapsed < 100*time.Millisecond {
			r.t.Errorf("first report %+v within 100 ms", p)
		}
		r.all = append(r.all, p)
	})
}

// final returns the last report, which must have Done set.
func (r *reports) final() sudoku.Progress {
	r.t.Helper()
	if len(r.all) == 0 {
		r.t.Fatal("no report")
	}
	p := r.all[len(r.all)-1]
	if !p.Done {
		r.t.Fatalf("the last report %+v has Done unset", p)
	}
	return p
}

// TestProgressLastReport runs each call that reports on a quick puzzle,
// with the native search and with Z3 alone, and checks that it reports
// once, as it returns, with what it found.
func TestProgressLastReport(t *testing.T) {
	for _, opts := range [][]sudoku.Option{nil, {sudoku.WithConflictCheck(false)}} {
		m := classic9(t, opts...)
		g := mustParse(t, sudoku.Shape9, puzzle1042)
		r := &reports{t: t}
		n, err := m.Count(r.ctx(bg), g, 1e4)
		if err != nil || n != 1042 {
			t.Fatalf("Count() = %d, %v, want 1042", n, err)
		}
		if p := r.final(); p.Solutions != n {
			t.Errorf("Count's last report = %+v, want %d solutions", p, n)
		}

		r = &reports{t: t}
		if _, unique, err := m.Unique(r.ctx(bg), g); err != nil || unique {
			t.Fatalf("Unique() = %v, %v, want not unique", unique, err)
		}
		if p := r.final(); p.Solutions != 2 {
			t.Errorf("Unique's last report = %+v, want 2 solutions", p)
		}

		r = &reports{t: t}
		cands, err := m.Candidates(r.ctx(bg), g)
		if err != nil {
			t.Fatal(err)
		}
		marked := 0
		for i := 0; i < 81; i++ {
			marked += cands.Count(sudoku.Shape9.CellAt(i))
		}
		if p := r.final(); p.Marked != marked || p.Open != 0 || p.Solutions < 2 {
			t.Errorf("Candidates' last report = %+v, want %d marked and none open", p, marked)
		}

		r = &reports{t: t}
		k := 0
		for _, err := range m.Solutions(r.ctx(bg), g) {
			if err != nil {
				t.Fatal(err)
			}
			if k++; k == 5 {
				break
			}
		}
		if p := r.final(); p.Solutions != 5 {
			t.Errorf("Solutions' last report after 5 = %+v, want 5 solutions", p)
		}

		// A call that fails reports too.
		r = &reports{t: t}
		done, cancel := context.WithCancel(r.ctx(bg))
		cancel()
		if _, err := m.Count(done, g, 10); !errors.Is(err, context.Canceled) {
			t.Fatalf("Count(cancelled ctx) = %v, want Canceled", err)
		}
		if p := r.final(); p.Solutions != 0 {
			t.Errorf("a failed Count's last report = %+v, want no solutions", p)
		}
	}
}

// TestProgressAsItGoes runs calls that take long and cuts them at a
// deadline: they must report as they go, about every 100 ms, and once as
// they return.
func TestProgressAsItGoes(t *testing.T) {
	z3Only := []sudoku.Option{sudoku.WithConflictCheck(false)}
	s25 := sudoku.Shape25
	for _, tc := range []struct {
		name  string
		shape sudoku.Shape
		opts  []sudoku.Option
		run   func(m *sudoku.Model, ctx context.Context) error
	}{
		{"native Count", sudoku.Shape9, nil, callCount.run},
		{"Z3 Count", sudoku.Shape9, z3Only, callCount.run},
		{"native Solutions", sudoku.Shape9, nil, callSolutions.run},
		{"Z3 Solutions", sudoku.Shape9, z3Only, callSolutions.run},
		{"Z3 Candidates", s25, z3Only, callCandidates.run},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := newModel(t, tc.shape, []sudoku.Rule{rules.Classic()}, tc.opts...)
			r := &reports{t: t}
			ctx, cancel := context.WithTimeout(r.ctx(bg), 1500*time.Millisecond)
			defer cancel()
			err := tc.run(m, ctx)
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("%s = %v, want DeadlineExceeded", tc.name, err)
			}
			p := r.final()
			t.Logf("%d reports, the last %+v", len(r.all), p)
			if len(r.all) < 3 || p.Solutions == 0 {
				t.Errorf("%d reports in 1.5 s, the last %+v; want a few, and solutions", len(r.all), p)
			}
			if tc.shape == s25 && (p.Marked == 0 || p.Open == 0 || p.Marked+p.Open > 25*625) {
				t.Errorf("Candidates cut short: last report %+v, want some marked and some open", p)
			}
		})
	}
}

// TestWithProgressComposes checks that a ctx with two progress functions
// reports to both, the later first, and that a nil function is none.
func TestWithProgressComposes(t *testing.T) {
	var order []string
	ctx := sudoku.WithProgress(bg, func(sudoku.Progress) { order = append(order, "first") })
	ctx = sudoku.WithProgress(ctx, func(sudoku.Progress) { order = append(order, "second") })
	if sudoku.WithProgress(ctx, nil) != ctx {
		t.Error("WithProgress(ctx, nil) is not ctx")
	}
	m := classic9(t)
	if _, err := m.Count(ctx, sudoku.Grid{}, 3); err != nil {
		t.Fatal(err)
	}
	if len(order) != 2 || order[0] != "second" || order[1] != "first" {
		t.Errorf("reports went to %v, want [second first]", order)
	}
}

// BenchmarkCountProgress counts the 1042 solutions of a 9x9 with and
// without progress reports, natively and on Z3: reports must cost nothing
// measurable.
func BenchmarkCountProgress(b *testing.B) {
	g := mustParse(b, sudoku.Shape9, puzzle1042)
	for _, path := range []struct {
		name string
		opts []sudoku.Option
	}{{"native", nil}, {"Z3", []sudoku.Option{sudoku.WithConflictCheck(false)}}} {
		for _, progress := range []bool{false, true} {
			name := path.name + "/no progress"
			ctx := bg
			if progress {
				name = path.name + "/progress"
				ctx = sudoku.WithProgress(bg, func(sudoku.Progress) {})
			}
			b.Run(name, func(b *testing.B) {
				m := classic9(b, path.opts...)
				for b.Loop() {
					if n, err := m.Count(ctx, g, 1e4); err != nil || n != 1042 {
						b.Fatalf("Count() = %d, %v, want 1042", n, err)
					}
				}
			})
		}
	}
}
