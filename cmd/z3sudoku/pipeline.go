package main

import (
	"context"
	"sync"
)

// task is one input on its way through ordered.
type task[In, Out any] struct {
	in   In
	done chan Out // buffered: a worker never waits for the printer
}

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
// that is not, and returns at once with how many fed inputs it did not
// emit. It then waits for neither feed, which may be blocked reading a
// pipe, nor the workers. A result that work cut short is emitted: the
// caller tells it apart, and drops it and all after it.
func ordered[In, Out any](ctx context.Context, n int,
	feed func(send func(In) bool),
	newWorker func() (work func(context.Context, In) Out, close func()),
	emit func(Out), idle func()) (cut int) {
	tasks := make(chan task[In, Out], 4*n)
	order := make(chan chan Out, 1024) // the printer's queue, in input order
	go func() {
		defer close(order)
		defer close(tasks)
		feed(func(in In) bool {
			t := task[In, Out]{in, make(chan Out, 1)}
			// In order first: a task the printer knows of and no worker
			// gets is counted as cut short, never lost.
			select {
			case order <- t.done:
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
					if !ok {
						return
					}
					t.done <- work(ctx, t.in)
				}
			}
		}()
	}

	for {
		done, ok := receive(ctx, order, idle)
		if !ok {
			break
		}
		out, ok := receive(ctx, done, idle)
		if !ok {
			// Cut short: take it if its worker has just finished it.
			select {
			case out := <-done:
				emit(out)
				continue
			default:
				cut++
			}
			break
		}
		emit(out)
	}
	if ctx.Err() == nil {
		wg.Wait()
		return 0
	}
	// What was fed after the first input cut short is not printed, even
	// when it is finished: the output is the results of a prefix of the
	// input, so that its lines still match the input's.
	for {
		select {
		case _, ok := <-order:
			if !ok {
				return cut
			}
			cut++
		default:
			return cut
		}
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
