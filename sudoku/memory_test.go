package sudoku_test

import (
	"flag"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

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

// processRSS returns the resident set size in bytes from /proc/self/statm,
// after two garbage collections so that unreachable Models and their
// cleanups are gone.
func processRSS(t *testing.T) int64 {
	t.Helper()
	runtime.GC()
	runtime.GC()
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		t.Fatalf("reading RSS: %v", err)
	}
	fields := strings.Fields(string(data))
	if len(fields) < 2 {
		t.Fatalf("/proc/self/statm = %q", data)
	}
	pages, err := strconv.ParseInt(fields[1], 10, 64)
	if err != nil {
		t.Fatalf("/proc/self/statm = %q: %v", data, err)
	}
	return pages * int64(os.Getpagesize())
}

// memSetup reports whether RSS is checked: not under the race detector,
// whose shadow memory grows with every object ever made; then the tests
// only log it. It locks the goroutine to one thread, so that glibc's
// per-thread malloc arenas do not show as steps in RSS.
func memSetup(t *testing.T) bool {
	if runtime.GOOS != "linux" {
		t.Skipf("the memory tests read /proc/self/statm, which %s lacks", runtime.GOOS)
	}
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if raceEnabled() {
		t.Logf("RSS is only logged under the race detector, whose shadow memory grows with every object")
		return false
	}
	return true
}

// raceEnabled reports whether the test binary was built with -race.
func raceEnabled() bool {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "-race" {
				return s.Value == "true"
			}
		}
	}
	return false
}

// memRun calls step n times, logging RSS ten times, and checks that RSS
// grows by at most memGrowth after the first tenth.
func memRun(t *testing.T, what string, n int, step func(i int)) {
	check := memSetup(t)
	start := time.Now()
	var base int64
	every := max(n/10, 1)
	for i := 0; i < n; i++ {
		step(i)
		if t.Failed() {
			return
		}
		if (i+1)%every == 0 || i == n-1 {
			r := processRSS(t)
			if base == 0 {
				base = r
			}
			t.Logf("%s %d/%d: RSS %.1f MB (%+.1f MB since %d), %v", what, i+1, n, mbytes(r), mbytes(r-base), every, time.Since(start).Round(time.Second))
		}
	}
	end := processRSS(t)
	t.Logf("%s: %d in %v, RSS %.1f MB at %d, %.1f MB at the end", what, n, time.Since(start).Round(time.Second), mbytes(base), every, mbytes(end))
	if check && end-base > memGrowth {
		t.Errorf("RSS grew %.1f MB after the warm-up, want at most %.0f MB", mbytes(end-base), mbytes(memGrowth))
	}
}

func mbytes(n int64) float64 { return float64(n) / (1 << 20) }

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
