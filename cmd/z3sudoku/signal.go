package main

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// interrupt is the cause of a context that a signal cancelled.
type interrupt struct{ sig os.Signal }

// Error says which signal it was.
func (i interrupt) Error() string { return "interrupted by " + i.sig.String() }

// withSignals returns a context that SIGINT or SIGTERM cancels, with an
// interrupt as its cause: the command stops, prints what it has finished
// and exits with signalExit's code. A second signal exits at once with the
// same code, after the output line being written, so that the output holds
// only whole lines. stop ends the watch, just before the process exits.
//
// SIGPIPE is caught too, and dropped: a write to a pipe whose reader has
// gone then fails with EPIPE, as every write error does, and the command
// stops quietly with exit code 1, rather than being killed by the
// signal, as Go programs are by default.
func withSignals(parent context.Context, out *outWriter) (ctx context.Context, stop func()) {
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)
	ctx, cancel := context.WithCancelCause(parent)
	c := make(chan os.Signal, 2)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		var sig os.Signal
		select {
		case sig = <-c:
			cancel(interrupt{sig})
		case <-done:
			return
		}
		select {
		case <-c:
			// Wait for a write in progress, but not for long: a reader
			// that has stopped reading must not keep the command alive.
			go func() {
				out.stop()
				os.Exit(signalExit(sig))
			}()
			time.Sleep(time.Second)
			os.Exit(signalExit(sig))
		case <-done:
		}
	}()
	return ctx, func() {
		// Signals stay caught, and are ignored from now on: with their
		// default action restored, a second Ctrl-C arriving as the command
		// exits would kill it by the signal instead of its exit code.
		close(done)
		cancel(nil)
	}
}

// signalled returns the signal that cancelled ctx, or nil.
func signalled(ctx context.Context) os.Signal {
	var i interrupt
	if errors.As(context.Cause(ctx), &i) {
		return i.sig
	}
	return nil
}

// signalExit is the exit code after sig, as shells report a command that
// a signal ended: 128 plus its number, 130 for SIGINT and 143 for SIGTERM.
func signalExit(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}
