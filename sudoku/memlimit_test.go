package sudoku

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// withMemoryLimit sets the memory bound for a test and restores it, with
// the knobs, once the background work that reads them is done.
func withMemoryLimit(t *testing.T, limit int64) {
	t.Helper()
	background.Wait()
	old := SetMemoryLimit(limit)
	grace, poll, inUse := memoryGrace, memoryPoll, memoryInUse
	t.Cleanup(func() {
		background.Wait()
		SetMemoryLimit(old)
		memoryGrace, memoryPoll, memoryInUse = grace, poll, inUse
		waitUnwatched(t)
	})
}

// waitUnwatched waits for the poll goroutine to see nothing watched.
func waitUnwatched(t *testing.T) {
	t.Helper()
	for start := time.Now(); ; time.Sleep(time.Millisecond) {
		memory.mu.Lock()
		idle := !memory.polling && len(memory.watched) == 0
		memory.mu.Unlock()
		if idle {
			return
		}
		if time.Since(start) > 5*time.Second {
			t.Fatal("the memory poll still runs 5 s after its last call")
		}
	}
}

func TestSetMemoryLimitReports(t *testing.T) {
	withMemoryLimit(t, 0)
	if got := SetMemoryLimit(-1); got != 0 {
		t.Errorf("SetMemoryLimit(-1) with no bound = %d, want 0", got)
	}
	if got := SetMemoryLimit(3 << 30); got != 0 {
		t.Errorf("SetMemoryLimit(3 GiB) = %d, want the old bound 0", got)
	}
	if got := SetMemoryLimit(-5); got != 3<<30 {
		t.Errorf("SetMemoryLimit(-5) = %d, want the bound in force, 3 GiB", got)
	}
	if got := SetMemoryLimit(0); got != 3<<30 {
		t.Errorf("SetMemoryLimit(0) = %d, want the old bound 3 GiB", got)
	}
}

// TestMemoryLimitGrace drives the poll with a fake reading: what ran
// before memory passed the bound is stopped at once, what began after is
// stopped only when the bound is still passed memoryGrace later, and
// nothing is stopped while memory is under it or no bound is set.
func TestMemoryLimitGrace(t *testing.T) {
	withMemoryLimit(t, 100<<20)
	memoryPoll, memoryGrace = time.Millisecond, 200*time.Millisecond
	var used atomic.Int64
	used.Store(10 << 20)
	memoryInUse = used.Load

	watch := func() (context.Context, func()) {
		ctx, cancel := context.WithCancelCause(context.Background())
		unwatch := watchMemory(cancel)
		return ctx, func() { unwatch(); cancel(nil) }
	}
	settle := func() { time.Sleep(20 * memoryPoll) }

	early, unwatchEarly := watch()
	defer unwatchEarly()
	settle()
	if early.Err() != nil {
		t.Fatalf("a call under the bound was stopped: %v", context.Cause(early))
	}
	used.Store(150 << 20)
	settle()
	var me *MemoryLimitError
	if cause := context.Cause(early); !errors.As(cause, &me) || !errors.Is(cause, ErrTooLarge) {
		t.Fatalf("a call running when memory passed the bound: cause %v, want a *MemoryLimitError wrapping ErrTooLarge", cause)
	}
	if want := "Z3 held 150 MiB, past the memory limit of 100 MiB"; !strings.Contains(me.Error(), want) {
		t.Errorf("cause %q, want it to say %q", me.Error(), want)
	}

	begun := time.Now()
	late, unwatchLate := watch()
	defer unwatchLate()
	settle()
	if late.Err() != nil {
		t.Fatal("a call that began while memory was already past the bound was stopped at once")
	}
	for late.Err() == nil && time.Since(begun) < 5*time.Second {
		time.Sleep(memoryPoll)
	}
	if el := time.Since(begun); late.Err() == nil || el < memoryGrace {
		t.Fatalf("a late call with memory past the bound throughout: stopped %v (after %v), want after the %v grace", late.Err(), el, memoryGrace)
	}

	used.Store(150 << 20)
	spared, unwatchSpared := watch()
	defer unwatchSpared()
	settle()
	used.Store(50 << 20) // the stopped calls gave theirs back
	time.Sleep(2 * memoryGrace)
	if spared.Err() != nil {
		t.Errorf("a late call stopped although memory fell under the bound within its grace: %v", context.Cause(spared))
	}

	SetMemoryLimit(0)
	used.Store(1 << 40)
	unbound, unwatchUnbound := watch()
	defer unwatchUnbound()
	time.Sleep(2 * memoryGrace)
	if unbound.Err() != nil {
		t.Errorf("a call was stopped with no bound set: %v", context.Cause(unbound))
	}
}

// TestMemoryLimitStopsLargeWork bounds Z3's memory a little above what it
// holds and gives it an empty 36x36 to solve, which needs hundreds of
// megabytes, and a 64x64 with a cage to build: each stops with an error
// wrapping ErrTooLarge long before its deadline, and what it held in Z3
// is given back.
func TestMemoryLimitStopsLargeWork(t *testing.T) {
	if testing.Short() {
		t.Skip("large grids")
	}
	background.Wait()
	base := int64(z3.MemoryInUse())
	withMemoryLimit(t, base+64<<20)
	s36 := Shape{Size: 36, BoxRows: 6, BoxCols: 6}
	s64 := Shape{Size: 64, BoxRows: 8, BoxCols: 8}
	work := []struct {
		name string
		run  func(ctx context.Context) error
	}{
		{"Solve of an empty 36x36", func(ctx context.Context) error {
			m, err := NewContext(ctx, s36, []Rule{houses{}})
			if err != nil {
				return err
			}
			defer m.Close()
			_, err = m.Solve(ctx, Grid{})
			return err
		}},
		{"NewContext of a 64x64 with a cage", func(ctx context.Context) error {
			m, err := NewContext(ctx, s64, []Rule{houses{}, cage{}})
			if err == nil {
				m.Close()
			}
			return err
		}},
	}
	for _, w := range work {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		start := time.Now()
		err := w.run(ctx)
		cancel()
		el := time.Since(start)
		t.Logf("%s under a bound of %d MiB: %v after %v", w.name, (base+64<<20)>>20, err, el.Round(time.Millisecond))
		if !errors.Is(err, ErrTooLarge) || errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "past the memory limit") {
			t.Errorf("%s = %v, want an error wrapping ErrTooLarge that names the bound", w.name, err)
		}
		background.Wait()
		for start := time.Now(); time.Since(start) < 10*time.Second && liveResiduals.Load() > 0; {
			time.Sleep(time.Millisecond)
		}
		if n := liveResiduals.Load(); n != 0 {
			t.Errorf("%s: %d residuals still live 10 s after it stopped", w.name, n)
		}
		if held := int64(z3.MemoryInUse()); held > base+64<<20 {
			t.Errorf("%s: Z3 holds %d MiB after it stopped, over the bound of %d MiB", w.name, held>>20, (base+64<<20)>>20)
		}
	}
}
