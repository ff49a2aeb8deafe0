package sudoku_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// The stress test's defaults keep CI fast under -race; the figures in
// RELIABILITY.md come from
//
//	go test ./sudoku -run '^TestStress$' -stress.rounds=20 -v
var (
	stressRounds  = flag.Int("stress.rounds", 1, "rounds of TestStress: each worker solves 3 classic and 1 variant puzzle per round")
	stressWorkers = flag.Int("stress.workers", 64, "goroutines of TestStress, each with its own Models")
)

// stressSlow names the variant puzzles that take Z3 over 300 ms each (up
// to 2.4 s on a loaded machine); the default single round leaves them out
// to keep CI fast under -race, and longer runs include them.
var stressSlow = map[string]bool{
	"Arrow 01": true, "Arrow 02": true, "Arrow 03": true,
	"Non-consecutive 01": true, "Non-consecutive 02": true,
}

// variantPuzzles returns the variant puzzles of testdata/variants, each
// with its solution.
func variantPuzzles(t *testing.T) []sudoku.Puzzle {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "variants", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no variant puzzles: %v", err)
	}
	var ps []sudoku.Puzzle
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			t.Fatal(err)
		}
		p, err := variants.ParseFPuzzles(data)
		if err != nil {
			t.Fatalf("%s: %v", fn, err)
		}
		if p.Solution.IsZero() {
			t.Fatalf("%s has no solution", fn)
		}
		ps = append(ps, p)
	}
	return ps
}

// stressClassic is a classic puzzle with its one solution, found by brute
// force.
type stressClassic struct {
	givens, solution sudoku.Grid
}

// stressPuzzles returns the hard classic puzzles of top95 and the easy
// ones of easy50, each with its solution, and the 47 variant puzzles (less
// the slow ones unless all is set).
func stressPuzzles(t *testing.T, all bool) (hard, easy []stressClassic, vars []sudoku.Puzzle) {
	t.Helper()
	solve := func(gs []sudoku.Grid) []stressClassic {
		var out []stressClassic
		for _, g := range gs {
			sols := brute.Solutions(brute.Classic(9, 3, 3, g.Digits()), 2)
			if len(sols) != 1 {
				t.Fatalf("brute force finds %d solutions of %s, want 1", len(sols), g)
			}
			sol, err := sudoku.GridFromDigits(sudoku.Shape9, sols[0])
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, stressClassic{g, sol})
		}
		return out
	}
	hard = solve(readPuzzles(t, "corpora/top95.txt"))
	easy = solve(readPuzzles(t, "corpora/easy50.txt"))
	for _, p := range variantPuzzles(t) {
		if all || !stressSlow[p.Title] {
			vars = append(vars, p)
		}
	}
	return hard, easy, vars
}

// TestStress runs many goroutines at once, each with its own Models,
// solving a mix of hard classic puzzles (OneHot), easy ones (Int and
// BitVec, with the native pre-check off so that Z3 does all the work) and
// variant puzzles (a fresh Model for each), and checks every
// answer against the known solution and Verify. One call per round in
// each worker gets a deadline of 0 to 2 ms, a fault that may or may not cut
// it short: it must return the right answer or context.DeadlineExceeded,
// and the worker's next call, on the same Model, must be right.
func TestStress(t *testing.T) {
	workers, rounds := *stressWorkers, *stressRounds
	hard, easy, vars := stressPuzzles(t, rounds > 1)
	var calls, faults, cut atomic.Int64
	var errMu sync.Mutex
	var firstErrs []error
	fail := func(err error) {
		errMu.Lock()
		defer errMu.Unlock()
		if len(firstErrs) < 10 {
			firstErrs = append(firstErrs, err)
		}
	}
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := stressWorker(w, rounds, hard, easy, vars, &calls, &faults, &cut); err != nil {
				fail(fmt.Errorf("worker %d: %w", w, err))
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	t.Logf("%d workers, %d rounds, %d variant puzzles: %d calls checked in %v (%.0f/s), %d with a fault deadline, %d of them cut short",
		workers, rounds, len(vars), calls.Load(), elapsed.Round(time.Millisecond), float64(calls.Load())/elapsed.Seconds(), faults.Load(), cut.Load())
	for _, err := range firstErrs {
		t.Error(err)
	}
}

// stressWorker is one goroutine of TestStress.
func stressWorker(w, rounds int, hard, easy []stressClassic, vars []sudoku.Puzzle, calls, faults, cut *atomic.Int64) error {
	rng := rand.New(rand.NewPCG(uint64(w), 8))
	enc, pool := sudoku.OneHot, hard
	// One worker in eight each for Int and BitVec: an Int Model takes a
	// second to build on 9x9.
	switch w % 8 {
	case 1:
		enc, pool = sudoku.Int, easy
	case 5:
		enc, pool = sudoku.BitVec, easy
	}
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, sudoku.WithEncoding(enc),
		sudoku.WithConflictCheck(enc == sudoku.OneHot))
	if err != nil {
		return err
	}
	defer m.Close()
	const perRound = 3
	for round := 0; round < rounds; round++ {
		for k := 0; k < perRound; k++ {
			job := pool[(w*perRound+k+round*7)%len(pool)]
			ctx, cancel := context.Background(), context.CancelFunc(func() {})
			fault := k == 1
			if fault {
				ctx, cancel = context.WithTimeout(ctx, time.Duration(rng.IntN(2000))*time.Microsecond)
				faults.Add(1)
			}
			var sol sudoku.Grid
			var err error
			if k%2 == 0 {
				var unique bool
				sol, unique, err = m.Unique(ctx, job.givens)
				if err == nil && !unique {
					err = fmt.Errorf("Unique(%s) = not unique", job.givens)
				}
			} else {
				sol, err = m.Solve(ctx, job.givens)
			}
			cancel()
			calls.Add(1)
			if fault && errors.Is(err, context.DeadlineExceeded) {
				cut.Add(1)
				continue
			}
			if err != nil {
				return fmt.Errorf("%v Model, %s: %w", enc, job.givens, err)
			}
			if !sol.Equal(job.solution) {
				return fmt.Errorf("%v Model, %s: solution %s, want %s", enc, job.givens, sol, job.solution)
			}
			if err := m.Verify(sol); err != nil {
				return fmt.Errorf("%v Model: Verify(%s) = %w", enc, sol, err)
			}
		}
		// A prime stride, so that a worker meets many families.
		p := vars[(w+round*13)%len(vars)]
		if err := stressVariant(p); err != nil {
			return err
		}
		calls.Add(1)
	}
	return nil
}

// stressVariant builds a fresh Model for a variant puzzle, checks that
// Unique finds its one known solution, and closes the Model.
func stressVariant(p sudoku.Puzzle) error {
	m, err := p.Model()
	if err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	if err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	if !unique || !sol.Equal(p.Solution) {
		return fmt.Errorf("%s: Unique() = %s, %v; want %s, true", p, sol, unique, p.Solution)
	}
	if err := m.Verify(sol); err != nil {
		return fmt.Errorf("%s: Verify = %w", p, err)
	}
	return nil
}
