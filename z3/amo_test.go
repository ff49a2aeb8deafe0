package z3_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/z3"
)

// TestAtMostOneProduct counts the models of the product encoding, on its
// own and with "at least one", over sizes that fill the grid of rows and
// columns exactly and that leave holes.
func TestAtMostOneProduct(t *testing.T) {
	for _, n := range []int{0, 1, 2, 9, 10, 12, 16, 17, 25, 64} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			ctx := newContext(t, nil)
			bs := bools(ctx, "b", n)
			amo := ctx.AtMostOneProduct(bs...)
			if err := amo.Err(); err != nil {
				t.Fatalf("AtMostOneProduct(%d) error = %v", n, err)
			}
			if got := countModels(t, ctx, bs, amo); got != n+1 {
				t.Errorf("at most one of %d: %d models, want %d", n, got, n+1)
			}
			if n == 0 {
				return
			}
			if got := countModels(t, ctx, bs, amo, ctx.Or(bs...)); got != n {
				t.Errorf("exactly one of %d: %d models, want %d", n, got, n)
			}
		})
	}
}

func TestAtMostOneProductErrors(t *testing.T) {
	ctxA := newContext(t, nil)
	ctxB := newContext(t, nil)
	pa, pb := ctxA.BoolConst("p"), ctxB.BoolConst("p")
	if err := ctxA.AtMostOneProduct(pa, z3.Bool{}).Err(); !errors.Is(err, z3.ErrInvalidTerm) {
		t.Errorf("AtMostOneProduct with a zero Bool: error = %v, want ErrInvalidTerm", err)
	}
	if err := ctxA.AtMostOneProduct(pa, pb).Err(); !errors.Is(err, z3.ErrMixedContexts) {
		t.Errorf("AtMostOneProduct across contexts: error = %v, want ErrMixedContexts", err)
	}
}
