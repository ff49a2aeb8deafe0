package sudoku

import (
	"context"
	"errors"
	"testing"
)

// latinRows makes the rows of a grid distinct: plain data, so poolable.
type latinRows struct{ Skip int }

func (r latinRows) Apply(b *Builder) error {
	n := b.Shape().Size
	for row := 0; row < n; row++ {
		if row == r.Skip {
			continue
		}
		cells := make([]Cell, n)
		for c := range cells {
			cells[c] = Cell{row, c}
		}
		b.Distinct(cells...)
	}
	return nil
}

// funcRule holds a function, whose printed form does not say what it does.
type funcRule struct{ F func(x, y int) bool }

func (r funcRule) Apply(b *Builder) error {
	b.Relate(Cell{0, 0}, Cell{0, 1}, r.F)
	return nil
}

func TestPoolKey(t *testing.T) {
	var cfg config
	k1, ok1 := poolKey(Shape4, []Rule{latinRows{Skip: 1}}, cfg)
	k2, ok2 := poolKey(Shape4, []Rule{latinRows{Skip: 2}}, cfg)
	if !ok1 || !ok2 || k1 == k2 {
		t.Errorf("poolKey(Skip 1) = %q, %v; poolKey(Skip 2) = %q, %v; want two different keys", k1, ok1, k2, ok2)
	}
	if k, _ := poolKey(Shape4, []Rule{latinRows{Skip: 1}}, config{seed: 3}); k == k1 {
		t.Error("poolKey ignores the options")
	}
	if _, ok := poolKey(Shape4, []Rule{funcRule{F: func(x, y int) bool { return x < y }}}, cfg); ok {
		t.Error("poolKey accepts a rule holding a function")
	}
	if _, ok := poolKey(Shape25, []Rule{latinRows{}}, cfg); ok {
		t.Error("poolKey accepts a 25x25 grid")
	}
}

// TestPoolReuse closes a Model and builds the same one again: New reuses
// the compiled form with a fresh solver, the closed Model stays closed,
// and a Model of other rules gets its own.
func TestPoolReuse(t *testing.T) {
	ctx := context.Background()
	rules := []Rule{latinRows{Skip: -1}}
	m1, err := New(Shape4, rules)
	if err != nil {
		t.Fatal(err)
	}
	zctx := m1.ctx
	if err := m1.Close(); err != nil {
		t.Fatal(err)
	}
	m2, err := New(Shape4, rules)
	if err != nil {
		t.Fatal(err)
	}
	defer m2.Close()
	if m2.ctx != zctx {
		t.Error("New did not reuse the closed Model's Z3 context")
	}
	if m2.checks != 0 {
		t.Errorf("the reused Model's solver has made %d checks, want a fresh one", m2.checks)
	}
	if _, err := m1.Solve(ctx, Grid{}); !errors.Is(err, ErrClosed) {
		t.Errorf("Solve on the closed Model = %v, want ErrClosed", err)
	}
	// Rows only: the last row is any of the 24 orders of 1 to 4.
	g, err := ParseGrid(Shape4, "1234 2341 3412 ....")
	if err != nil {
		t.Fatal(err)
	}
	if n, err := m2.Count(ctx, g, 100); err != nil || n != 24 {
		t.Errorf("Count = %d, %v; want 24", n, err)
	}
	m3, err := New(Shape4, []Rule{latinRows{Skip: 0}})
	if err != nil {
		t.Fatal(err)
	}
	defer m3.Close()
	if m3.ctx == zctx {
		t.Error("a Model of other rules got the pooled context")
	}
	// Row 1 is free under m3: 1 1 1 1 is fine there.
	g, err = ParseGrid(Shape4, "1111 .... .... ....")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m3.Solve(ctx, g); err != nil {
		t.Errorf("Solve(1111 in the free row) = %v", err)
	}
}
