package sudoku

import (
	"context"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// raceAfter is how long the first check of a call on a residual (grids
// from residualMin up) runs alone before a second search races it: the
// same residual in a Z3 context of its own, with the next seed, on
// another core. Z3's searches on large grids are heavy-tailed and their
// tails depend on the seed: on the 64x64 puzzle of the corpora, one seed in
// ten took 90 s where the others took 7 to 58 s (BENCHMARKS.md, "64x64: a
// search for a model"), so two seeds at once rarely both land in a tail.
// A check that ends sooner never starts the second search. Negative turns
// the race off; tests set it to zero.
var raceAfter = 2 * time.Second

// raceHold holds the first search of a raced check back, so that tests
// can see the racer answer. It is zero outside tests.
var raceHold time.Duration

// raceOK reports whether the call's first check may be raced: it solves
// on a residual of its own, and the process has a second core.
func (m *Model) raceOK(c *call) bool {
	return raceAfter >= 0 && c.s != nil && c.s != m.solver && c.masks != nil &&
		m.shape.Size >= residualMin && runtime.GOMAXPROCS(0) > 1
}

// liveRacers counts the racers' goroutines that have not returned, for
// tests: a call's racer returns before the call does.
var liveRacers atomic.Int64

// A racer is the second search of a raced check (see raceAfter).
type racer struct {
	cancel context.CancelFunc
	done   chan struct{}
	// Set before done closes: the racer's verdict, when it reached one,
	// and its solution when the verdict is Sat.
	settled bool
	result  z3.Result
	digits  []uint8
}

// race starts the second search of the call's check, which waits
// raceAfter first and, when it reaches a verdict, calls stop to end the
// first. The caller holds m.mu, checks on c.s, then calls wait. The racer
// reads the call's masks and the Model's program, which nothing changes
// during a check, and uses no Z3 object of the Model's.
func (m *Model) race(c *call, stop context.CancelFunc) *racer {
	ctx, cancel := context.WithCancel(c.ctx)
	r := &racer{cancel: cancel, done: make(chan struct{})}
	liveRacers.Add(1)
	go func() {
		defer close(r.done)
		defer liveRacers.Add(-1) // before done closes: zero once wait returns
		t := time.NewTimer(raceAfter)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		res, digits, err := m.raceSearch(ctx, c)
		if err != nil || res == z3.Unknown {
			return // cancelled, or no verdict: the first search goes on
		}
		r.settled, r.result, r.digits = true, res, digits
		stop()
	}()
	return r
}

// wait ends the racer and waits for it to return. It reports the racer's
// verdict when it reached one.
func (r *racer) wait() (settled bool, res z3.Result, digits []uint8) {
	r.cancel()
	<-r.done
	return r.settled, r.result, r.digits
}

// raceSearch solves the call's residual in a Z3 context of its own, with
// the Model's next seed, and returns the verdict and, on Sat, the digits.
func (m *Model) raceSearch(ctx context.Context, c *call) (z3.Result, []uint8, error) {
	r, err := m.newResidual(ctx, c, m.cfg.seed+1)
	if err != nil {
		return z3.Unknown, nil, err
	}
	defer r.close()
	res, err := r.s.Check(ctx)
	if err != nil || res != z3.Sat {
		return res, nil, err
	}
	mdl, err := r.s.Model()
	if err != nil {
		return z3.Unknown, nil, err
	}
	defer mdl.Close()
	ds, err := openDigits(c, mdl, r.lit)
	if err != nil {
		return z3.Unknown, nil, err
	}
	digits := make([]uint8, len(ds))
	for i, d := range ds {
		digits[i] = uint8(d)
	}
	return res, digits, nil
}
