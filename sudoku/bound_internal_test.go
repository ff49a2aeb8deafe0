package sudoku

import (
	"context"
	"testing"

	"github.com/z3sudoku/z3sudoku/z3"
)

// TestLargestGridWithinBound states the houses of the largest grid, 64x64,
// without compiling them, and checks that they stay within the bound on
// constraints: counting each clause of an at-most-one, rather than the
// at-most-one, once made every 64x64 Model fail with ErrTooLarge.
func TestLargestGridWithinBound(t *testing.T) {
	s := Shape{Size: MaxSize, BoxRows: 8, BoxCols: 8}
	ctx, err := z3.NewContext(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ctx.Close()
	m := &Model{shape: s, e: oneHot{}, encoded: encoded{ctx: ctx}}
	if err := m.e.init(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	b := &Builder{m: m}
	for k := 0; k < s.Size; k++ {
		b.Distinct(s.Row(k)...)
		b.Distinct(s.Col(k)...)
		b.Distinct(s.Box(k)...)
	}
	if !b.spend() {
		t.Fatalf("the houses of %v: %v", s, b.err)
	}
	if got, limit := len(m.asserts)+m.nclauses, MaxConstraints; got*2 > limit {
		t.Errorf("the houses of %v count %d constraints, more than half the bound %d", s, got, limit)
	}
}
