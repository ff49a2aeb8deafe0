package main

import (
	"context"
	"sync"
	"sync/atomic"
)

// task is one input on its way through ordered.
type task[In, Out any] struct {
	in    In
	state atomic.Int32 // queued, then running (a worker took it) or dropped (never to start)
	done  chan Out     // buffered: a worker never waits for the printer
}

// A task's states.
const (
	queued int32 = iota
	running
	dropped
)

// ordered runs the inputs that feed passes to its send function on n
// workers at once, and passes each result to emit in the order of the
// inputs, as soon as it and all before it are ready. Inputs are run as
// they are fed, so a batch on a pipe answers its first puzzles while the
// rest are still being written. Each worker gets its work function from
// newWorker, so that it can keep Models of its own, and closes it when
// done. idle is called whenever emit would otherwise wait, to flush the
// output.
//
// When ctx is done, feeding stops (send returns false), the workers stop,
// and ordered emits, in order, the results that are ready up to the first
// that is not, or that cutShort says ctx cut short, and returns at once,
// with stopped set. It then waits for neither feed, which may be blocked
// reading a pipe, nor the workers. cut is the number of inputs cut short:
// those whose work had begun and either had not finished or finished cut
// short. Inputs fed but not begun are never begun, and are not counted;
// nor are those finished after one cut short, which are not emitted, so
// that the output is the results of a prefix of the input and its lines
// still match the input's.
func ordered[In, Out any](ctx context.Context, n int,
	feed func(send func(In) bool),
	newWorker func() (work func(context.Context, In) Out, close func()),
	cutShort func(Out) bool,
	emit func(Out), idle func()) (cut int, stopped bool) {
	tasks := make(chan *task[In, Out], 4*n)
	order := make(chan *task[In, Out], 1024) // the printer's queue, in input order
	go func() {
		defer close(order)
		defer close(tasks)
		feed(func(in In) bool {
			t := &task[In, Out]{in: in, done: make(chan Out, 1)}
			// In order first: every task a worker begins is in the
			// printer's queue, to be emitted or counted.
			select {
			case order <- t:
			case <-ctx.Done():
				return false
			}
			select {
			case tasks <- t:
				return true
			case <-ctx.Done():
				return false
			}
		})
	}()
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work, closeWork := newWorker()
			defer closeWork()
			for {
				select {
				case <-ctx.Done():
					return
				case t, ok := <-tasks:
					// A task the printer has given up on is not begun.
					if !ok || ctx.Err() != nil || !t.state.CompareAndSwap(queued, running) {
						return
					}
					t.done <- work(ctx, t.in)
				}
			}
		}()
	}

	for {
		t, ok := receive(ctx, order, idle)
		if !ok {
			if ctx.Err() == nil { // all fed and emitted
				wg.Wait()
				return 0, false
			}
			return stopOrdered(order, nil, true, cutShort, emit), true
		}
		out, ok := receive(ctx, t.done, idle)
		if !ok {
			return stopOrdered(order, t, true, cutShort, emit), true
		}
		if ctx.Err() != nil && cutShort(out) {
			return 1 + stopOrdered(order, nil, false, cutShort, emit), true
		}
		emit(out)
	}
}

// stopOrdered ends ordered once its ctx is done: it emits the results
// that are ready, in order, from t on (when not nil) and then those of
// the printer's queue, while prefix holds, and returns how many of the
// rest were cut short. Tasks not yet begun are dropped, so that no worker
// begins them. It does not wait: the tasks that feed has not yet queued
// have not begun.
func stopOrdered[In, Out any](order <-chan *task[In, Out], t *task[In, Out], prefix bool,
	cutShort func(Out) bool, emit func(Out)) (cut int) {
	for {
		if t == nil {
			var ok bool
			select {
			case t, ok = <-order:
				if !ok {
					return cut
				}
			default:
				return cut
			}
		}
		select {
		case out := <-t.done:
			switch {
			case cutShort(out):
				cut++
				prefix = false
			case prefix:
				emit(out)
			}
		default:
			if !t.state.CompareAndSwap(queued, dropped) {
				cut++ // begun, and not finished
			}
			prefix = false
		}
		t = nil
	}
}

// receive receives from c, calling idle first when nothing is ready. It
// returns false when c is closed or ctx is done.
func receive[T any](ctx context.Context, c <-chan T, idle func()) (T, bool) {
	select {
	case v, ok := <-c:
		return v, ok
	default:
	}
	idle()
	select {
	case v, ok := <-c:
		return v, ok
	case <-ctx.Done():
		var zero T
		return zero, false
	}
}
