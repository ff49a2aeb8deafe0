package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"sync"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/internal/memtest"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// closeSlack bounds how long Close may take while a call runs, in these
// tests: far above the target of a few tenths of a second (the benchmark
// BenchmarkCloseDuringCall measures it), far below what the calls take
// uncut (minutes), and generous for the race detector on a loaded
// machine.
func closeSlack() time.Duration {
	if memtest.RaceEnabled() {
		return 6 * time.Second
	}
	return 3 * time.Second
}

// TestCloseCutsCallShort closes a Model while a call that takes minutes
// runs on it, for every kind of call and every path a call takes (the
// native search, Z3 on the Model's solver, Z3's Optimize, a large grid's
// residual solver as it is built): Close must return promptly, the call
// must return an error wrapping ErrClosed, not the ctx's, and later calls
// must return ErrClosed.
func TestCloseCutsCallShort(t *testing.T) {
	classic := []sudoku.Rule{rules.Classic()}
	z3Only := []sudoku.Option{sudoku.WithConflictCheck(false)}
	// Thirteen distinct cells of twelve even digits on a 25x25 with
	// anti-knight: a pigeonhole that OneHot takes about 45 s to refute.
	var scat []sudoku.Cell
	for k := 0; k < 13; k++ {
		scat = append(scat, sudoku.Cell{Row: k, Col: (k * 7) % 25})
	}
	php25 := []sudoku.Rule{rules.Classic(), rules.AntiKnight{}, rules.Distinct{Cells: scat}, rules.Even{Cells: scat}}
	s64 := sudoku.Shape{Size: 64, BoxRows: 8, BoxCols: 8}
	for _, tc := range []struct {
		name  string
		shape sudoku.Shape
		rules []sudoku.Rule
		opts  []sudoku.Option
		call  cancelCall
	}{
		{"native search", sudoku.Shape9, classic, nil, callCount},
		{"native search", sudoku.Shape9, classic, nil, callSolutions},
		{"Z3", sudoku.Shape9, classic, z3Only, callCount},
		{"Z3", sudoku.Shape9, classic, z3Only, callSolutions},
		{"Z3 Optimize", sudoku.Shape9, classic, z3Only, callMaximize},
		{"Z3 Optimize", sudoku.Shape9, classic, z3Only, callMinimize},
		{"25x25 pigeonhole", sudoku.Shape25, php25, z3Only, callSolve},
		{"25x25 pigeonhole", sudoku.Shape25, php25, z3Only, callUnique},
		{"25x25 pigeonhole", sudoku.Shape25, php25, z3Only, callCandidates},
		{"64x64 residual", s64, classic, nil, cancelCall{"Count(2)", func(m *sudoku.Model, ctx context.Context) error {
			_, err := m.Count(ctx, sudoku.Grid{}, 2)
			return err
		}}},
	} {
		t.Run(tc.name+"/"+tc.call.name, func(t *testing.T) {
			m, err := sudoku.New(tc.shape, tc.rules, tc.opts...)
			if err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- tc.call.run(m, bg) }()
			time.Sleep(300 * time.Millisecond)
			select {
			case err := <-done:
				m.Close()
				t.Fatalf("%s returned %v before Close", tc.call.name, err)
			default:
			}
			start := time.Now()
			closed := make(chan error, 1)
			go func() { closed <- m.Close() }()
			select {
			case err := <-closed:
				if err != nil {
					t.Errorf("Close() = %v", err)
				}
			case <-time.After(time.Minute):
				t.Fatalf("Close has not returned a minute into %s", tc.call.name)
			}
			took := time.Since(start)
			var callErr error
			select {
			case callErr = <-done:
			case <-time.After(time.Minute):
				t.Fatalf("%s has not returned a minute after Close", tc.call.name)
			}
			t.Logf("Close took %v", took.Round(time.Millisecond))
			if took > closeSlack() {
				t.Errorf("Close took %v during %s, want at most %v", took, tc.call.name, closeSlack())
			}
			if !errors.Is(callErr, sudoku.ErrClosed) || errors.Is(callErr, context.Canceled) {
				t.Errorf("%s cut short by Close = %v, want an error wrapping ErrClosed alone", tc.call.name, callErr)
			}
			if err := tc.call.run(m, bg); !errors.Is(err, sudoku.ErrClosed) {
				t.Errorf("%s after Close = %v, want ErrClosed", tc.call.name, err)
			}
		})
	}
}

// TestCloseInSolutionsLoop closes the Model from the body of a Solutions
// loop, which holds no lock: the iteration must end with ErrClosed.
func TestCloseInSolutionsLoop(t *testing.T) {
	for _, opts := range [][]sudoku.Option{nil, {sudoku.WithConflictCheck(false)}} {
		m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, opts...)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		var last error
		for g, err := range m.Solutions(bg, sudoku.Grid{}) {
			if err != nil {
				last = err
				break
			}
			if err := m.Verify(g); err != nil {
				t.Fatalf("solution %d: %v", n, err)
			}
			if n++; n == 3 {
				m.Close()
			}
			if n > 3 {
				t.Fatalf("Solutions went on after Close")
			}
		}
		if n != 3 || !errors.Is(last, sudoku.ErrClosed) {
			t.Errorf("Solutions closed after 3 = %d solutions, then %v; want 3, then ErrClosed", n, last)
		}
	}
}

// TestCloseWithCallsWaiting closes a Model on which many goroutines wait
// to call while one call runs: every call must return promptly, with
// ErrClosed unless it ran to its end before Close.
func TestCloseWithCallsWaiting(t *testing.T) {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, sudoku.WithConflictCheck(false))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for k := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[k] = m.Count(bg, sudoku.Grid{}, 1e9)
		}()
	}
	time.Sleep(200 * time.Millisecond)
	start := time.Now()
	m.Close()
	wg.Wait()
	if el := time.Since(start); el > closeSlack() {
		t.Errorf("the calls returned %v after Close, want at most %v", el, closeSlack())
	}
	for k, err := range errs {
		if !errors.Is(err, sudoku.ErrClosed) {
			t.Errorf("call %d = %v, want ErrClosed", k, err)
		}
	}
}

// BenchmarkCloseDuringCall measures how long Close takes while a Count
// runs on the Model: on a 9x9 in Z3, and on an empty 64x64 while its
// residual solver is built, 0.3 s into the call.
func BenchmarkCloseDuringCall(b *testing.B) {
	for _, bc := range []struct {
		name  string
		shape sudoku.Shape
		opts  []sudoku.Option
		limit int
	}{
		{"9x9 Z3 Count(1e5)", sudoku.Shape9, []sudoku.Option{sudoku.WithConflictCheck(false)}, 1e5},
		{"64x64 Count(2)", sudoku.Shape{Size: 64, BoxRows: 8, BoxCols: 8}, nil, 2},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var worst time.Duration
			for b.Loop() {
				b.StopTimer()
				m, err := sudoku.New(bc.shape, []sudoku.Rule{rules.Classic()}, bc.opts...)
				if err != nil {
					b.Fatal(err)
				}
				done := make(chan error, 1)
				go func() {
					_, err := m.Count(bg, sudoku.Grid{}, bc.limit)
					done <- err
				}()
				time.Sleep(300 * time.Millisecond)
				b.StartTimer()
				start := time.Now()
				m.Close()
				worst = max(worst, time.Since(start))
				b.StopTimer()
				if err := <-done; !errors.Is(err, sudoku.ErrClosed) {
					b.Fatalf("Count cut short by Close = %v, want ErrClosed", err)
				}
				b.StartTimer()
			}
			b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
		})
	}
}

func ExampleModel_Close() {
	// Z3 alone counts an empty grid's solutions: for ever.
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, sudoku.WithConflictCheck(false))
	if err != nil {
		log.Fatal(err)
	}
	done := make(chan error)
	go func() {
		_, err := m.Count(context.Background(), sudoku.Grid{}, 1e9)
		done <- err
	}()
	time.Sleep(100 * time.Millisecond)
	m.Close() // cuts the Count short
	err = <-done
	fmt.Println(errors.Is(err, sudoku.ErrClosed))
	// Output: true
}
