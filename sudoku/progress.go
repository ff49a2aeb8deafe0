package sudoku

import (
	"context"
	"math/bits"
	"time"
)

// Progress is a report on a call that [WithProgress] asked for.
type Progress struct {
	// Solutions is the number of solutions the call has found so far.
	Solutions int
	// Marked and Open are for [Model.Candidates]: Marked counts the
	// (cell, digit) pairs that the solutions found so far hold, Open the
	// pairs that propagation left possible and no solution holds yet.
	// That none will is known only at the end: the last report of a call
	// that succeeds has Open 0.
	Marked, Open int
	// Elapsed is the time since the call began.
	Elapsed time.Duration
	// Done is set in the last report, which the call makes as it returns,
	// whether it succeeds or fails.
	Done bool
}

// progressEvery is the least time between two reports of a call, but for
// its last.
const progressEvery = 100 * time.Millisecond

type progressKey struct{}

// WithProgress returns a copy of ctx that asks [Model.Count],
// [Model.Unique], [Model.Candidates] and [Model.Solutions] to report their
// progress to f: as they go, at most every 100 ms, and once as they
// return, with Done set. A call that ends within 100 ms makes only that
// last report. f runs on the goroutine that made the call (for Solutions,
// the one that ranges over it), between steps of the search, while the
// call holds the Model's lock: it must return quickly and must not use
// the Model. A single long Z3 search holds back the reports until it
// ends.
//
// When ctx asks for progress already, the calls report to f and then to
// the earlier function.
func WithProgress(ctx context.Context, f func(Progress)) context.Context {
	if f == nil {
		return ctx
	}
	if prev, ok := ctx.Value(progressKey{}).(func(Progress)); ok {
		g := f
		f = func(p Progress) { g(p); prev(p) }
	}
	return context.WithValue(ctx, progressKey{}, f)
}

// A reporter makes the reports of one call, when its ctx asks for them; a
// nil reporter makes none, at the cost of a nil check.
type reporter struct {
	f     func(Progress)
	start time.Time
	next  time.Time // no report before, but the last
	p     Progress
	// cands holds the candidates that Candidates has marked, and total
	// the pairs left open before the search, for Marked and Open.
	cands []uint64
	total int
	ok    bool // the call succeeded: nothing is open in the last report
}

// newReporter returns the reporter of a call on ctx, or nil when ctx
// asks for no reports.
func newReporter(ctx context.Context) *reporter {
	if ctx == nil {
		return nil
	}
	f, _ := ctx.Value(progressKey{}).(func(Progress))
	if f == nil {
		return nil
	}
	now := time.Now()
	return &reporter{f: f, start: now, next: now.Add(progressEvery)}
}

// solution counts a solution found, and reports when it is time.
func (r *reporter) solution() {
	if r == nil {
		return
	}
	r.p.Solutions++
	r.tick()
}

// found counts a solution without reading the clock, for the native
// search, whose solutions can come every few microseconds: it ticks
// every few dozen nodes.
func (r *reporter) found() {
	if r != nil {
		r.p.Solutions++
	}
}

// tick reports when the last report is progressEvery old.
func (r *reporter) tick() {
	if r == nil {
		return
	}
	now := time.Now()
	if now.Before(r.next) {
		return
	}
	r.next = now.Add(progressEvery)
	r.report(now)
}

// done makes the last report of a call that returns err.
func (r *reporter) done(err error) {
	if r == nil {
		return
	}
	r.p.Done, r.ok = true, err == nil
	r.report(time.Now())
}

func (r *reporter) report(now time.Time) {
	r.p.Elapsed = now.Sub(r.start)
	if r.cands != nil {
		marked := 0
		for _, mk := range r.cands {
			marked += bits.OnesCount64(mk)
		}
		r.p.Marked, r.p.Open = marked, max(r.total-marked, 0)
		if r.p.Done && r.ok {
			r.p.Open = 0
		}
	}
	r.f(r.p)
}
