package z3_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// These tests are meant for go test -race.

// solveLinear solves x+y = 10+2k, x-y = 2 in ctx, with constants named
// after prefix, and checks that x = 6+k, y = 4+k.
func solveLinear(ctx *z3.Context, prefix string, k int64) error {
	x, y := ctx.IntConst(prefix+"x"), ctx.IntConst(prefix+"y")
	s, err := ctx.NewSolver()
	if err != nil {
		return err
	}
	defer s.Close()
	if err := s.Assert(x.Add(y).Eq(ctx.FromInt(10+2*k)), x.Sub(y).Eq(ctx.FromInt(2))); err != nil {
		return err
	}
	r, err := s.Check(context.Background())
	if err != nil {
		return err
	}
	if r != z3.Sat {
		return fmt.Errorf("Check() = %v, want sat", r)
	}
	m, err := s.Model()
	if err != nil {
		return err
	}
	defer m.Close()
	xv, err1 := m.EvalInt(x)
	yv, err2 := m.EvalInt(y)
	if err := errors.Join(err1, err2); err != nil {
		return err
	}
	if xv != 6+k || yv != 4+k {
		return fmt.Errorf("x, y = %d, %d; want %d, %d", xv, yv, 6+k, 4+k)
	}
	return nil
}

// countAtMost counts the models of AtMost(n Booleans, k) in ctx.
func countAtMost(ctx *z3.Context, prefix string, n, k int) (int, error) {
	bs := make([]z3.Bool, n)
	for i := range bs {
		bs[i] = ctx.BoolConst(fmt.Sprintf("%s%d", prefix, i))
	}
	s, err := ctx.NewSolverForLogic("QF_FD")
	if err != nil {
		return 0, err
	}
	defer s.Close()
	if err := s.Assert(ctx.AtMost(bs, k)); err != nil {
		return 0, err
	}
	for count := 0; ; count++ {
		r, err := s.Check(context.Background())
		if err != nil {
			return 0, err
		}
		if r == z3.Unsat {
			return count, nil
		}
		m, err := s.Model()
		if err != nil {
			return 0, err
		}
		vals, err := m.EvalBools(bs)
		m.Close()
		if err != nil {
			return 0, err
		}
		block := make([]z3.Bool, n)
		for i, v := range vals {
			block[i] = bs[i]
			if v {
				block[i] = bs[i].Not()
			}
		}
		if err := s.Assert(ctx.Or(block...)); err != nil {
			return 0, err
		}
	}
}

func TestConcurrentContexts(t *testing.T) {
	const goroutines = 32
	var wg sync.WaitGroup
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, err := z3.NewContext(&z3.Config{RandomSeed: uint32(g)})
			if err != nil {
				t.Errorf("goroutine %d: NewContext() error = %v", g, err)
				return
			}
			defer ctx.Close()
			if err := solveLinear(ctx, "", int64(g)); err != nil {
				t.Errorf("goroutine %d: %v", g, err)
			}
			if n, err := countAtMost(ctx, "b", 5, 2); err != nil || n != 16 {
				t.Errorf("goroutine %d: models of AtMost(5, 2) = %d, %v; want 16", g, n, err)
			}
			if err := ctx.Close(); err != nil {
				t.Errorf("goroutine %d: Close() error = %v", g, err)
			}
		}()
	}
	wg.Wait()
}

func TestSharedContext(t *testing.T) {
	ctx := newContext(t, nil)

	// A solver shared by several goroutines too.
	shared := newSolver(t, ctx)
	sx, sy := ctx.IntConst("sx"), ctx.IntConst("sy")
	mustAssert(t, shared, sx.Add(sy).Eq(ctx.FromInt(10)), sx.Sub(sy).Eq(ctx.FromInt(2)))

	const goroutines, rounds = 8, 10
	var wg sync.WaitGroup
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < rounds; i++ {
				// Own constants and solver on the shared context.
				k := int64(g*rounds + i)
				if err := solveLinear(ctx, fmt.Sprintf("g%d_%d_", g, i), k); err != nil {
					t.Errorf("goroutine %d round %d: %v", g, i, err)
					return
				}
				// Constants shared by name: the same name is the same constant.
				if g%2 == 0 {
					if n, err := countAtMost(ctx, "shared", 4, 1); err != nil || n != 5 {
						t.Errorf("goroutine %d: models of AtMost(4, 1) = %d, %v; want 5", g, n, err)
					}
				}
				// The shared solver.
				r, err := shared.Check(context.Background())
				if err != nil || r != z3.Sat {
					t.Errorf("goroutine %d: shared Check() = %v, %v", g, r, err)
					return
				}
				m, err := shared.Model()
				if err != nil {
					t.Errorf("goroutine %d: shared Model() error = %v", g, err)
					return
				}
				if v, err := m.EvalInt(sx); err != nil || v != 6 {
					t.Errorf("goroutine %d: shared x = %d, %v; want 6", g, v, err)
				}
				m.Close()
			}
		}()
	}
	wg.Wait()
}

// TestGCWhileSolving drops terms and runs the garbage collector while
// another goroutine solves on the same context, so that the context's
// release queue fills while its lock is held, and is drained afterwards.
func TestGCWhileSolving(t *testing.T) {
	ctx := newContext(t, nil)
	stop := make(chan struct{})
	var solved, dropped atomic.Int64
	var wg sync.WaitGroup

	wg.Add(1)
	go func() { // the solver
		defer wg.Done()
		defer close(stop)
		// Rounds of an unsat problem that takes a noticeable time each,
		// for about a second.
		clauses := pigeonhole(ctx, 8, 7, z3.Bool{})
		for start := time.Now(); time.Since(start) < time.Second; {
			s, err := ctx.NewSolverForLogic("QF_FD")
			if err != nil {
				t.Error(err)
				return
			}
			if err := s.Assert(clauses...); err != nil {
				t.Error(err)
				return
			}
			r, err := s.Check(context.Background())
			s.Close()
			if err != nil || r != z3.Unsat {
				t.Errorf("Check() = %v, %v; want unsat", r, err)
				return
			}
			if err := solveLinear(ctx, "solver_", solved.Add(1)); err != nil {
				t.Error(err)
				return
			}
		}
	}()

	for g := 0; g < 2; g++ {
		wg.Add(1)
		go func() { // the garbage makers
			defer wg.Done()
			x := ctx.IntConst(fmt.Sprintf("garbage%d", g))
			for i := int64(0); ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				// Distinct terms, so that Z3 cannot share them.
				b := x.Mul(ctx.FromInt(i)).Add(ctx.FromInt(i * 7)).LE(ctx.FromInt(-i))
				if err := b.Err(); err != nil {
					t.Errorf("building garbage: %v", err)
					return
				}
				dropped.Add(1)
				if i%200 == 0 {
					runtime.GC()
				}
			}
		}()
	}

	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatalf("deadlock? solved %d rounds, dropped %d terms", solved.Load(), dropped.Load())
	}
	t.Logf("solved %d rounds while dropping %d terms", solved.Load(), dropped.Load())
	// The queue is drained by the next calls, and the context still works.
	runtime.GC()
	if err := solveLinear(ctx, "after_", 1); err != nil {
		t.Error(err)
	}
}

// TestCleanupDoesNotWait checks that releasing the terms of a context whose
// lock a long Check holds does not stall the process's cleanups (which run
// one at a time on one goroutine) until the Check ends.
func TestCleanupDoesNotWait(t *testing.T) {
	ctx := newContext(t, nil)
	s, hard := hardSolver(t, ctx, "QF_FD")
	garbage := make([]z3.Int, 1000)
	for i := range garbage {
		garbage[i] = ctx.FromInt(int64(i) * 1_000_003)
	}

	const budget = time.Second
	checking := make(chan struct{})
	checked := make(chan error, 1)
	go func() {
		c, cancel := context.WithTimeout(context.Background(), budget)
		defer cancel()
		close(checking)
		_, err := s.Check(c, hard)
		checked <- err
	}()
	<-checking
	time.Sleep(50 * time.Millisecond) // let Check take the lock

	garbage = nil
	start := time.Now()
	sentinel := make(chan struct{})
	obj := new([64]byte)
	runtime.AddCleanup(obj, func(ch chan struct{}) { close(ch) }, sentinel)
	obj = nil
	for ran := false; !ran; {
		runtime.GC()
		select {
		case <-sentinel:
			ran = true
		case err := <-checked:
			t.Fatalf("Check ended (%v) before the cleanups ran: they waited for its lock", err)
		case <-time.After(10 * time.Millisecond):
		}
	}
	t.Logf("cleanups ran %v after the terms were dropped, during Check", time.Since(start))
	if err := <-checked; !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Check() error = %v, want context.DeadlineExceeded", err)
	}
	wantCheck(t, s, z3.Sat)
	runtime.KeepAlive(garbage)
}

// TestCloseWhileInUse closes a context while other goroutines use it: each
// call either works or returns ErrClosed, and nothing crashes.
func TestCloseWhileInUse(t *testing.T) {
	for round := 0; round < 5; round++ {
		ctx, err := z3.NewContext(nil)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for g := 0; g < 4; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; ; i++ {
					err := solveLinear(ctx, fmt.Sprintf("g%d_", g), int64(i))
					if errors.Is(err, z3.ErrClosed) {
						return
					}
					if err != nil {
						t.Errorf("goroutine %d: %v", g, err)
						return
					}
					if i%10 == 0 {
						runtime.GC()
					}
				}
			}()
		}
		time.Sleep(time.Duration(10+10*round) * time.Millisecond)
		if err := ctx.Close(); err != nil {
			t.Errorf("Close() error = %v", err)
		}
		wg.Wait()
		runtime.GC() // cleanups of a closed context's terms are no-ops
	}
}
