package z3_test

import (
	"context"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// TestNoSIGINTHandler runs each kind of long Z3 call and watches the
// process's SIGINT handler meanwhile: it must stay the Go runtime's. Z3
// swaps in a handler of its own for the length of a call unless its ctrl_c
// parameter is false, and Ctrl-C then crashed the command-line tool.
func TestNoSIGINTHandler(t *testing.T) {
	goHandler := z3.SigintHandler()
	if goHandler == 0 {
		t.Fatal("SigintHandler() = 0, want the Go runtime's handler")
	}
	const budget = 300 * time.Millisecond
	calls := []struct {
		name string
		run  func(t *testing.T, ctx *z3.Context) error
	}{
		{"Solver.Check", func(t *testing.T, ctx *z3.Context) error {
			s, hard := hardSolver(t, ctx)
			c, cancel := context.WithTimeout(context.Background(), budget)
			defer cancel()
			_, err := s.Check(c, hard)
			return err
		}},
		{"Solver.Check QF_FD", func(t *testing.T, ctx *z3.Context) error {
			s, hard := hardSolver(t, ctx, "QF_FD")
			c, cancel := context.WithTimeout(context.Background(), budget)
			defer cancel()
			_, err := s.Check(c, hard)
			return err
		}},
		{"Optimize.Check", func(t *testing.T, ctx *z3.Context) error {
			o, err := ctx.NewOptimize()
			if err != nil {
				return err
			}
			defer o.Close()
			if err := o.Assert(pigeonhole(ctx, pigeons, holes, z3.Bool{})...); err != nil {
				return err
			}
			c, cancel := context.WithTimeout(context.Background(), budget)
			defer cancel()
			_, err = o.Check(c)
			return err
		}},
		{"Tactic.Apply", func(t *testing.T, ctx *z3.Context) error {
			g, err := ctx.NewGoal()
			if err != nil {
				return err
			}
			defer g.Close()
			if err := g.Assert(pigeonhole(ctx, 8, 7, z3.Bool{})...); err != nil {
				return err
			}
			tac, err := ctx.NewTactic("sat")
			if err != nil {
				return err
			}
			defer tac.Close()
			sub, err := tac.Apply(g)
			for _, s := range sub {
				s.Close()
			}
			return err
		}},
	}
	for _, call := range calls {
		t.Run(call.name, func(t *testing.T) {
			ctx := newContext(t, nil)
			done := make(chan error, 1)
			go func() { done <- call.run(t, ctx) }()
			polls, swapped := 0, 0
			for {
				select {
				case err := <-done:
					t.Logf("%s returned %v; %d polls of the handler", call.name, err, polls)
					if swapped > 0 {
						t.Errorf("the SIGINT handler was not Go's in %d of %d polls during %s", swapped, polls, call.name)
					}
					if polls == 0 {
						t.Errorf("%s ended before the handler was polled once", call.name)
					}
					return
				default:
				}
				polls++
				if z3.SigintHandler() != goHandler {
					swapped++
				}
				time.Sleep(time.Millisecond)
			}
		})
	}
}

// TestSetParamCtrlC refuses to turn Z3's SIGINT handler back on.
func TestSetParamCtrlC(t *testing.T) {
	ctx := newContext(t, nil)
	s := newSolver(t, ctx)
	if err := s.SetParam("ctrl_c", true); err == nil {
		t.Error(`SetParam("ctrl_c", true) error = nil, want an error`)
	}
	if err := s.SetParam("ctrl_c", false); err != nil {
		t.Errorf(`SetParam("ctrl_c", false) error = %v`, err)
	}
}
