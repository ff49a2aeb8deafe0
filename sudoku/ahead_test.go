package sudoku

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestCompileAhead checks that a deferred Model's compile, begun by a call
// whose time runs out, goes on in the background, so that the next call
// takes the compiled solver instead of beginning again; and that Close
// stops one still running and frees it.
func TestCompileAhead(t *testing.T) {
	defer func(n int) {
		background.Wait()
		nativeNodes = n
	}(nativeNodes)
	nativeNodes = 1 // every call needs Z3
	bg := context.Background()
	m, err := New(Shape25, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if m.ctx != nil {
		t.Fatal("the Model is not deferred")
	}
	ctx, cancel := context.WithTimeout(bg, 5*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := m.Solve(ctx, Grid{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Solve with 5 ms = %v, want DeadlineExceeded", err)
	}
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("Solve with 5 ms returned after %v", took)
	}
	// The compile (600 ms on 25x25) goes on.
	for deadline := time.Now().Add(60 * time.Second); ; {
		m.ahead.mu.Lock()
		built, err := m.ahead.built, m.ahead.err
		m.ahead.mu.Unlock()
		if err != nil {
			t.Fatalf("the compile ahead failed: %v", err)
		}
		if built != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the compile ahead did not end within 60 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	g, err := m.Solve(bg, Grid{})
	if err != nil {
		t.Fatalf("Solve after the compile: %v", err)
	}
	if !g.Filled() {
		t.Errorf("Solve gave a grid not filled: %v", g)
	}
	if m.solver == nil {
		t.Error("the Model did not take the compiled solver")
	}

	m2, err := New(Shape25, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	ctx2, cancel2 := context.WithTimeout(bg, 5*time.Millisecond)
	defer cancel2()
	if _, err := m2.Solve(ctx2, Grid{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("second Model: Solve with 5 ms = %v, want DeadlineExceeded", err)
	}
	start = time.Now()
	if err := m2.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("Close during the compile ahead returned after %v", time.Since(start))
	if m2.ahead.built != nil || !errors.Is(m2.ahead.err, ErrClosed) && m2.ahead.err != nil {
		t.Errorf("after Close: built %v, err %v; want nothing kept", m2.ahead.built, m2.ahead.err)
	}
	if _, err := m2.Solve(bg, Grid{}); !errors.Is(err, ErrClosed) {
		t.Errorf("Solve after Close = %v, want ErrClosed", err)
	}
}
