package sudoku_test

import (
	"flag"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/internal/memtest"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// The memory tests measure the process's resident set size. The defaults
// keep CI fast; RELIABILITY.md's figures come from
//
//	go test ./sudoku -run '^TestModelMemory$' -memory.models=100000 -v -timeout 0
//	go test ./sudoku -run '^TestSolveMemory$' -memory.solves=1000000 -v -timeout 0
var (
	memModels = flag.Int("memory.models", 150, "Models that TestModelMemory builds, uses and closes")
	memSolves = flag.Int("memory.solves", 3000, "Solve calls that TestSolveMemory makes on one Model")
)

// memGrowth bounds how much RSS may grow from the measurement after the
// warm-up (a tenth of the run) to the end. A leak of one Z3 context per
// Model (some 100 KB each) or of one model per Solve would pass it after
// a few hundred iterations of the full runs.
const memGrowth = 32 << 20

// memRun calls step n times, logging RSS ten times, and checks that RSS
// grows by at most memGrowth after the first tenth.
func memRun(t *testing.T, what string, n int, step func(i int)) {
	check := memtest.Setup(t)
	start := time.Now()
	var base int64
	every := max(n/10, 1)
	for i := 0; i < n; i++ {
		step(i)
		if t.Failed() {
			return
		}
		if (i+1)%every == 0 || i == n-1 {
			r := memtest.RSS(t)
			if base == 0 {
				base = r
			}
			t.Logf("%s %d/%d: RSS %.1f MB (%+.1f MB since %d), %v", what, i+1, n, memtest.MB(r), memtest.MB(r-base), every, time.Since(start).Round(time.Second))
		}
	}
	end := memtest.RSS(t)
	t.Logf("%s: %d in %v, RSS %.1f MB at %d, %.1f MB at the end", what, n, time.Since(start).Round(time.Second), memtest.MB(base), every, memtest.MB(end))
	if check && end-base > memGrowth {
		t.Errorf("RSS grew %.1f MB after the warm-up, want at most %.0f MB", memtest.MB(end-base), memtest.MB(memGrowth))
	}
}

// TestModelMemory builds a classic 9x9 Model, solves a hard puzzle with it
// and closes it, many times over: each Model's Z3 context must be freed.
func TestModelMemory(t *testing.T) {
	ps := readPuzzles(t, "corpora/top95.txt")
	memRun(t, "Models", *memModels, func(i int) {
		m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		g := ps[i%len(ps)]
		sol, err := m.Solve(bg, g)
		if err != nil {
			t.Fatalf("Solve(%s) = %v", g, err)
		}
		keepsGivens(t, g, sol)
		if err := m.Verify(sol); err != nil {
			t.Fatalf("Verify(Solve(%s)) = %v", g, err)
		}
	})
}

// TestSolveMemory makes many Solve calls on one Model, with the native
// pre-check off so that Z3 answers every one, and checks each answer:
// solutions, models and the solver refreshes must not pile up.
func TestSolveMemory(t *testing.T) {
	ps := append(readPuzzles(t, "corpora/top95.txt"), readPuzzles(t, "corpora/easy50.txt")...)
	m := classic9(t, sudoku.WithConflictCheck(false))
	memRun(t, "Solves", *memSolves, func(i int) {
		g := ps[i%len(ps)]
		sol, err := m.Solve(bg, g)
		if err != nil {
			t.Fatalf("Solve(%s) = %v", g, err)
		}
		keepsGivens(t, g, sol)
		if err := m.Verify(sol); err != nil {
			t.Fatalf("Verify(Solve(%s)) = %v", g, err)
		}
	})
}
