package sudoku

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// SetMemoryLimit bounds the memory Z3 holds in the process, over every
// Model, and returns the bound it replaces. While the bound is set, the
// calls and builds that are running when Z3's memory passes it stop, as
// their context would stop them, and return a [*MemoryLimitError],
// which wraps [ErrTooLarge]; what they held in Z3 is freed.
// A call or build that begins while memory is already past the bound,
// before the stopped ones have given theirs back, is stopped only if the
// bound is still passed after it has run for a second.
//
// Zero, the default, sets no bound; a negative limit only reports the
// bound in force. The bound is in bytes, as [z3.MemoryInUse] counts them.
// It is checked every few milliseconds, and Z3 takes memory in steps
// that grow with the grid, so a call is stopped past the bound by up to
// one step (RELIABILITY.md has the figures).
//
// Like [runtime/debug.SetMemoryLimit], it is process-wide because what it
// bounds is: Z3 counts its memory for the whole process, not per Model.
// A server that keeps Models warm sets it above what its cache may hold,
// so that one hostile request cannot take the machine's memory; real
// puzzles need far less than an empty grid of their size (BENCHMARKS.md).
func SetMemoryLimit(limit int64) int64 {
	if limit < 0 {
		return memory.limit.Load()
	}
	return memory.limit.Swap(limit)
}

// memoryGrace is how long a call that began while Z3's memory was already
// past the bound may run before it is stopped too: the calls stopped for
// the bound free their memory in the background, which takes up to a few
// hundred milliseconds on the largest grids.
var memoryGrace = time.Second

// memoryPoll is how often the watch reads Z3's memory while calls run.
var memoryPoll = 5 * time.Millisecond

// memoryInUse reads Z3's memory; tests replace it.
var memoryInUse = func() int64 { return int64(z3.MemoryInUse()) }

// memory watches the running calls and builds while a bound is set.
var memory struct {
	limit atomic.Int64

	mu      sync.Mutex
	watched map[*watched]struct{}
	polling bool      // a poll goroutine is running
	over    time.Time // when memory passed the bound, zero once a poll saw it under
}

// watched is one call or build under the memory bound.
type watched struct {
	since  time.Time
	cancel context.CancelCauseFunc
}

// MemoryLimitError is the error of a call or a build that the memory
// bound (see [SetMemoryLimit]) stopped. errors.Is matches it with
// [ErrTooLarge].
type MemoryLimitError struct {
	Used  int64 // the bytes Z3 held when it stopped the call
	Limit int64 // the bound in force then
}

// Error says what Z3 held and the bound, in MiB.
func (e *MemoryLimitError) Error() string {
	return fmt.Sprintf("%v: Z3 held %d MiB, past the memory limit of %d MiB",
		ErrTooLarge, e.Used>>20, e.Limit>>20)
}

// Unwrap returns ErrTooLarge.
func (e *MemoryLimitError) Unwrap() error { return ErrTooLarge }

// watchMemory registers cancel, which stops a call or a build, with the
// memory bound, and returns the function that unregisters it. It does
// nothing when no bound is set.
func watchMemory(cancel context.CancelCauseFunc) (unwatch func()) {
	if memory.limit.Load() <= 0 {
		return func() {}
	}
	w := &watched{since: time.Now(), cancel: cancel}
	memory.mu.Lock()
	if memory.watched == nil {
		memory.watched = make(map[*watched]struct{})
	}
	memory.watched[w] = struct{}{}
	if !memory.polling {
		memory.polling = true
		go pollMemory()
	}
	memory.mu.Unlock()
	return func() {
		memory.mu.Lock()
		delete(memory.watched, w)
		memory.mu.Unlock()
	}
}

// pollMemory reads Z3's memory every memoryPoll while anything is
// watched, and stops what ran before memory passed the bound, or has run
// memoryGrace since.
func pollMemory() {
	t := time.NewTicker(memoryPoll)
	defer t.Stop()
	for range t.C {
		memory.mu.Lock()
		if len(memory.watched) == 0 {
			// memory.over stays: the calls stopped for the bound may
			// still be freeing theirs when the next one begins.
			memory.polling = false
			memory.mu.Unlock()
			return
		}
		limit, used := memory.limit.Load(), memoryInUse()
		if limit <= 0 || used <= limit {
			memory.over = time.Time{}
			memory.mu.Unlock()
			continue
		}
		now := time.Now()
		if memory.over.IsZero() {
			memory.over = now
		}
		cause := &MemoryLimitError{Used: used, Limit: limit}
		for w := range memory.watched {
			if w.since.Before(memory.over) || now.Sub(w.since) >= memoryGrace {
				w.cancel(cause)
				delete(memory.watched, w)
			}
		}
		memory.mu.Unlock()
	}
}

// boundMemory returns ctx under the memory bound, and the function that
// releases it, for a build.
func boundMemory(ctx context.Context) (context.Context, context.CancelFunc) {
	if memory.limit.Load() <= 0 {
		return ctx, func() {}
	}
	mctx, cancel := context.WithCancelCause(ctx)
	unwatch := watchMemory(cancel)
	return mctx, func() { unwatch(); cancel(nil) }
}
