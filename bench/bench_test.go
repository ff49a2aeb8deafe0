package bench_test

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/bench/internal/corpus"
	"github.com/z3sudoku/z3sudoku/bench/internal/harness"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

var (
	slow = flag.Bool("slow", false, "also benchmark the int (fresh Model per puzzle) and bitvec encodings, and the peer on arrows, which take seconds a puzzle")
	big  = flag.Bool("big", false, "also benchmark grid25 and grid64, whose Models take seconds to build")
)

var bg = context.Background()

// engines returns the engines to benchmark: OneHot and the gini peer, and
// with -slow the int and bitvec encodings too.
func engines() []harness.Engine {
	var es []harness.Engine
	for _, e := range harness.Engines() {
		if !e.Slow || *slow {
			es = append(es, e)
		}
	}
	return es
}

func corpora(calls string) []string {
	var names []string
	for _, n := range corpus.Names() {
		if (n == "grid25" || n == "grid64") && !*big {
			continue
		}
		if slices.Contains(harness.Calls(n), calls) {
			names = append(names, n)
		}
	}
	return names
}

// benchCall runs call on the corpus's puzzles in turn, one per iteration,
// and reports the median and p90 in µs besides ns/op. Instances are built
// outside the timer, except for engines that make a fresh Model per
// puzzle, whose build is part of what they cost. Answers are checked, more
// lightly than the bench command does.
func benchCall(b *testing.B, name, call string, e harness.Engine) {
	c, err := corpus.Load(name)
	if err != nil {
		b.Fatal(err)
	}
	if name == "grid64" && e.Name != "onehot" {
		b.Skip("grid64: OneHot only")
	}
	if e.Name == "warm" && call != harness.NewUnique {
		b.Skip("warm: the same as onehot on a prebuilt Model")
	}
	if corpus.IsKind(name) && e.Name != "onehot" && e.Name != "warm" {
		b.Skip("per-kind corpora: OneHot only (the peer has none of their rules)")
	}
	if name == "arrow" && e.Name == "gini" && !*slow {
		b.Skip("arrow: the peer takes seconds a puzzle; run with -slow")
	}
	var inst harness.Instance
	open := func(p corpus.Puzzle) {
		if inst != nil {
			inst.Close()
		}
		var err error
		if inst, err = e.Open(p); err != nil {
			b.Skip(err) // a rule the peer cannot express
		}
	}
	defer func() {
		if inst != nil {
			inst.Close()
		}
	}()
	// fresh: the build is timed, with the call.
	fresh := e.Fresh || call == harness.NewUnique
	shared := c.Shared && !fresh
	if shared {
		open(c.Puzzles[0])
	}
	ts := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := c.Puzzles[i%len(c.Puzzles)]
		if !shared && !fresh {
			b.StopTimer()
			open(p)
			b.StartTimer()
		}
		start := time.Now()
		if fresh {
			open(p)
		}
		switch call {
		case harness.Solve:
			sol, err := inst.Solve(bg, p.Givens)
			if err != nil || !sol.Filled() {
				b.Fatalf("%s: Solve() = %v, %v", p.Name, sol, err)
			}
		case harness.Unique, harness.NewUnique:
			_, unique, err := inst.Unique(bg, p.Givens)
			if err != nil || unique != c.Unique {
				b.Fatalf("%s: Unique() = %v, %v, want %v", p.Name, unique, err, c.Unique)
			}
		case harness.Count:
			n, err := inst.Count(bg, p.Givens, harness.CountLimit)
			if err != nil || n != min(p.Count, harness.CountLimit) {
				b.Fatalf("%s: Count() = %d, %v, want %d", p.Name, n, err, p.Count)
			}
		}
		if fresh {
			inst.Close()
			inst = nil
		}
		ts = append(ts, time.Since(start))
	}
	b.StopTimer()
	st := harness.Summarize(ts)
	b.ReportMetric(st.Median, "median-µs")
	b.ReportMetric(st.P90, "p90-µs")
}

func benchCorpora(b *testing.B, call string) {
	for _, name := range corpora(call) {
		for _, e := range engines() {
			b.Run(fmt.Sprintf("%s/%s", name, e.Name), func(b *testing.B) { benchCall(b, name, call, e) })
		}
	}
}

// BenchmarkSolve times Solve per puzzle, per corpus and solver. One
// iteration is one puzzle, cycling through the corpus:
//
//	go test -run '^$' -bench Solve/hardest1106 -benchtime 375x
func BenchmarkSolve(b *testing.B) { benchCorpora(b, harness.Solve) }

// BenchmarkUnique times Unique per puzzle, per corpus and solver.
func BenchmarkUnique(b *testing.B) { benchCorpora(b, harness.Unique) }

// BenchmarkNewUnique times New, Unique and Close together per puzzle on
// the variant families (killer, thermo, ...) and the per-kind corpora
// (little killer, long arrow, sandwich and X-sum, region sum, renban,
// non-consecutive, 16x16 Sudoku-X): the cost of one puzzle from its rules,
// with a Model of its own (onehot) or on a warm base (warm).
// BenchmarkUnique times Unique alone on the same puzzles, with the Model
// built beforehand.
//
//	go test -run '^$' -bench 'NewUnique/(killer|thermo|sudoku-x)/' -benchtime 30x
func BenchmarkNewUnique(b *testing.B) { benchCorpora(b, harness.NewUnique) }

// BenchmarkCount times Count (limit 1000) on the serg puzzles, which have 9
// to 893 solutions each.
func BenchmarkCount(b *testing.B) { benchCorpora(b, harness.Count) }

// BenchmarkBuild times building and closing a classic 9x9 Model per
// encoding, and a classic 9x9 peer Solver.
func BenchmarkBuild(b *testing.B) {
	p := corpus.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic()}}
	for _, e := range harness.Engines() {
		b.Run(e.Name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				inst, err := e.Open(p)
				if err != nil {
					b.Fatal(err)
				}
				inst.Close()
			}
		})
	}
}
