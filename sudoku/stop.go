package sudoku

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// calls tracks the calls running on a Model, for Close to cut them short.
// It has a lock of its own: Close reaches the calls while one of them
// holds m.mu. Solutions gives up m.mu while its loop body runs, so more
// than one call may be running: an iteration and the calls of its body.
type calls struct {
	mu      sync.Mutex
	closing bool // Close has begun: no call may begin
	next    uint64
	running map[uint64]context.CancelCauseFunc
}

// errCut is the cause with which Close cancels the calls running on the
// Model, and the error they return.
var errCut = fmt.Errorf("%w: closed while the call was running", ErrClosed)

// enter registers a call that begins on ctx. It returns the call's
// context, which Close cancels, and the function that ends the call; or
// ErrClosed once Close has begun.
func (cs *calls) enter(ctx context.Context) (context.Context, context.CancelFunc, error) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.closing {
		return nil, nil, ErrClosed
	}
	cctx, cancel := context.WithCancelCause(ctx)
	if cs.running == nil {
		cs.running = make(map[uint64]context.CancelCauseFunc)
	}
	id := cs.next
	cs.next++
	cs.running[id] = cancel
	unwatch := watchMemory(cancel)
	leave := func() {
		unwatch()
		cs.mu.Lock()
		delete(cs.running, id)
		cs.mu.Unlock()
		cancel(nil)
	}
	return cctx, leave, nil
}

// close keeps new calls from beginning and cancels the running ones.
func (cs *calls) close() {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	cs.closing = true
	for _, cancel := range cs.running {
		cancel(errCut)
	}
}

// cut returns err, or the cause when err is the cancellation of a call
// that Close or the memory bound (see SetMemoryLimit) cut short: ctx is
// the call's context.
func cut(ctx context.Context, err error) error {
	if err == nil || !errors.Is(err, context.Canceled) {
		return err
	}
	var me *MemoryLimitError
	if cause := context.Cause(ctx); cause == errCut || errors.As(cause, &me) {
		return cause
	}
	return err
}
