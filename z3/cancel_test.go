package z3_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// The cancellation tests use the pigeonhole problem with 12 pigeons and 11
// holes: unsatisfiable, and far beyond what CDCL proves in a test's time.
// Its clauses are guarded by a literal "hard", so that the same solver
// answers Sat at once when Check is not given the assumption hard.
const (
	pigeons = 12
	holes   = 11
)

// The bounds are correctness bounds, not benchmarks: a 100 ms deadline
// must end Check within cancelSlack of it, even under -race on two cores.
const (
	deadline    = 100 * time.Millisecond
	cancelSlack = 150 * time.Millisecond
)

// hardSolver returns a solver holding the guarded pigeonhole problem and
// its guard.
func hardSolver(t *testing.T, ctx *z3.Context, logic ...string) (*z3.Solver, z3.Bool) {
	t.Helper()
	hard := ctx.BoolConst("hard")
	s := newSolver(t, ctx, logic...)
	mustAssert(t, s, pigeonhole(ctx, pigeons, holes, hard)...)
	return s, hard
}

func TestCheckDeadline(t *testing.T) {
	for _, logic := range [][]string{nil, {"QF_FD"}} {
		t.Run(name(logic), func(t *testing.T) {
			ctx := newContext(t, nil)
			s, hard := hardSolver(t, ctx, logic...)

			start := time.Now()
			c, cancel := context.WithTimeout(context.Background(), deadline)
			defer cancel()
			r, err := s.Check(c, hard)
			elapsed := time.Since(start)
			t.Logf("Check returned %v after %v (deadline %v, latency %v)", err, elapsed, deadline, elapsed-deadline)
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("Check() = %v, %v; want context.DeadlineExceeded", r, err)
			}
			if r != z3.Unknown {
				t.Errorf("Check() result = %v, want unknown", r)
			}
			if elapsed > deadline+cancelSlack {
				t.Errorf("Check() took %v, want at most %v", elapsed, deadline+cancelSlack)
			}

			// The interrupt is not stale: the same solver and context work.
			wantCheck(t, s, z3.Sat, hard.Not())
			m := mustModel(t, s)
			if evalBool(t, m, hard) {
				t.Errorf("EvalBool(hard) = true, want false (assumed ¬hard)")
			}
			x := ctx.IntConst("x")
			if r := solve(t, ctx, x.GT(ctx.FromInt(3)), x.LT(ctx.FromInt(5))); r != z3.Sat {
				t.Errorf("new solver after a cancelled Check: Check() = %v, want sat", r)
			}
			// A second deadline is honoured in full, not cut short by the
			// first one's interrupt.
			c2, cancel2 := context.WithTimeout(context.Background(), deadline)
			defer cancel2()
			start = time.Now()
			_, err = s.Check(c2, hard)
			if elapsed := time.Since(start); elapsed < deadline/2 {
				t.Errorf("second Check() returned %v after only %v", err, elapsed)
			}
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("second Check() error = %v, want context.DeadlineExceeded", err)
			}
		})
	}
}

func name(logic []string) string {
	if len(logic) == 0 {
		return "default"
	}
	return logic[0]
}

func TestCheckCancelFromGoroutine(t *testing.T) {
	ctx := newContext(t, nil)
	s, hard := hardSolver(t, ctx)
	c, cancel := context.WithCancel(context.Background())
	defer cancel()
	const after = 50 * time.Millisecond
	go func() {
		time.Sleep(after)
		cancel()
	}()
	start := time.Now()
	r, err := s.Check(c, hard)
	elapsed := time.Since(start)
	t.Logf("Check returned %v after %v (cancelled after %v)", err, elapsed, after)
	if !errors.Is(err, context.Canceled) || r != z3.Unknown {
		t.Fatalf("Check() = %v, %v; want unknown, context.Canceled", r, err)
	}
	if elapsed > after+cancelSlack {
		t.Errorf("Check() took %v, want at most %v", elapsed, after+cancelSlack)
	}
	wantCheck(t, s, z3.Sat)
}

func TestCheckAlreadyCancelled(t *testing.T) {
	ctx := newContext(t, nil)
	s, hard := hardSolver(t, ctx)
	c, cancel := context.WithCancel(context.Background())
	cancel()
	expired, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	for _, tt := range []struct {
		ctx  context.Context
		want error
	}{{c, context.Canceled}, {expired, context.DeadlineExceeded}} {
		// Any call into Z3's check, even one interrupted at once, drops
		// the model of the previous Check: its survival shows that Z3 was
		// not called.
		wantCheck(t, s, z3.Sat, hard.Not())
		start := time.Now()
		r, err := s.Check(tt.ctx, hard)
		elapsed := time.Since(start)
		if !errors.Is(err, tt.want) || r != z3.Unknown {
			t.Errorf("Check(done ctx) = %v, %v; want unknown, %v", r, err, tt.want)
		}
		if elapsed > 100*time.Millisecond {
			t.Errorf("Check(done ctx) took %v, want it to return at once", elapsed)
		}
		m, err := s.Model()
		if err != nil {
			t.Errorf("Model() after Check(done ctx) error = %v: Check called Z3", err)
			continue
		}
		if evalBool(t, m, hard) {
			t.Errorf("the previous model has hard = true, want false")
		}
		m.Close()
	}
	opt, err := ctx.NewOptimize()
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Close()
	if r, err := opt.Check(c); !errors.Is(err, context.Canceled) || r != z3.Unknown {
		t.Errorf("Optimize.Check(done ctx) = %v, %v; want unknown, context.Canceled", r, err)
	}
	wantCheck(t, s, z3.Sat, hard.Not())
}

func TestOptimizeCheckDeadline(t *testing.T) {
	ctx := newContext(t, nil)
	hard := ctx.BoolConst("hard")
	opt, err := ctx.NewOptimize()
	if err != nil {
		t.Fatal(err)
	}
	defer opt.Close()
	if err := opt.Assert(pigeonhole(ctx, pigeons, holes, hard)...); err != nil {
		t.Fatal(err)
	}
	x := ctx.IntConst("x")
	if err := opt.Assert(x.LE(ctx.FromInt(10))); err != nil {
		t.Fatal(err)
	}
	obj, err := opt.Maximize(x)
	if err != nil {
		t.Fatal(err)
	}

	// Optimize cannot be interrupted while it internalises the
	// assertions, which on a loaded machine can take a few hundred
	// milliseconds of the first check: the bound must hold in one of
	// three checks, each a fresh deadline (a check that ignored its
	// deadline would run the pigeonhole to the end, far past it).
	var took []time.Duration
	for range 3 {
		start := time.Now()
		c, cancel := context.WithTimeout(context.Background(), deadline)
		r, err := opt.Check(c, hard)
		cancel()
		elapsed := time.Since(start)
		t.Logf("Optimize.Check returned %v after %v (deadline %v)", err, elapsed, deadline)
		if !errors.Is(err, context.DeadlineExceeded) || r != z3.Unknown {
			t.Fatalf("Optimize.Check() = %v, %v; want unknown, context.DeadlineExceeded", r, err)
		}
		if took = append(took, elapsed); elapsed <= deadline+cancelSlack {
			break
		}
	}
	if slices.Min(took) > deadline+cancelSlack {
		t.Errorf("Optimize.Check() took %v, want at most %v once", took, deadline+cancelSlack)
	}

	// The same optimizer works afterwards.
	r, err := opt.Check(context.Background())
	if err != nil || r != z3.Sat {
		t.Fatalf("Optimize.Check() after the deadline = %v, %v; want sat", r, err)
	}
	if v, err := obj.Value(); err != nil || v != 10 {
		t.Errorf("Value() = %d, %v; want 10", v, err)
	}
}

func TestConfigTimeout(t *testing.T) {
	// A context's Timeout bounds Check without a context.Context deadline,
	// and reports an *UnknownError rather than a context error.
	ctx := newContext(t, &z3.Config{Timeout: 50 * time.Millisecond})
	s, hard := hardSolver(t, ctx)
	start := time.Now()
	r, err := s.Check(context.Background(), hard)
	elapsed := time.Since(start)
	var ue *z3.UnknownError
	if r != z3.Unknown || !errors.As(err, &ue) {
		t.Fatalf("Check() = %v, %v; want unknown, *UnknownError", r, err)
	}
	t.Logf("Check returned %v after %v", err, elapsed)
	if elapsed > 50*time.Millisecond+cancelSlack {
		t.Errorf("Check() took %v with a 50ms timeout", elapsed)
	}
	wantCheck(t, s, z3.Sat)
}
