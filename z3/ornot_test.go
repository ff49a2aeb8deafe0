package z3_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/z3"
)

// TestOrNot counts the models of ¬b0 ∨ … ∨ ¬bn-1: every assignment but
// the one that sets all, over sizes on both sides of the shim's stack
// buffer (128).
func TestOrNot(t *testing.T) {
	for _, n := range []int{0, 1, 2, 5} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			ctx := newContext(t, nil)
			bs := bools(ctx, "b", n)
			want := 1<<n - 1
			if got := countModels(t, ctx, bs, ctx.OrNot(bs...)); got != want {
				t.Errorf("OrNot of %d: %d models, want %d", n, got, want)
			}
		})
	}
	for _, n := range []int{128, 129, 300} {
		ctx := newContext(t, nil)
		bs := bools(ctx, "b", n)
		s, err := ctx.NewSolver()
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Assert(ctx.OrNot(bs...)); err != nil {
			t.Fatal(err)
		}
		if r, err := s.Check(context.Background(), bs...); err != nil || r != z3.Unsat {
			t.Errorf("OrNot of %d with all assumed: %v, %v; want unsat", n, r, err)
		}
		if r, err := s.Check(context.Background(), bs[:n-1]...); err != nil || r != z3.Sat {
			t.Errorf("OrNot of %d with all but the last assumed: %v, %v; want sat", n, r, err)
		}
		s.Close()
	}
	ctxA, ctxB := newContext(t, nil), newContext(t, nil)
	if err := ctxA.OrNot(ctxA.BoolConst("p"), ctxB.BoolConst("p")).Err(); !errors.Is(err, z3.ErrMixedContexts) {
		t.Errorf("OrNot across contexts: error = %v, want ErrMixedContexts", err)
	}
}
