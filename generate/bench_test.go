package generate_test

import (
	"slices"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// BenchmarkGenerate measures the time to generate one puzzle: a minimal
// classic 9x9, a minimal Sudoku-X and a 9x9 killer. Besides ns/op it
// reports the median and 90th percentile time per puzzle, and the
// uniqueness checks per puzzle (for killer, each on a new Model). Run it
// with a fixed count, for example:
//
//	go test ./generate -run '^$' -bench Generate -benchtime 40x
func BenchmarkGenerate(b *testing.B) {
	b.Run("classic", func(b *testing.B) {
		benchPuzzle(b, newModel(b, rules.Classic()))
	})
	b.Run("x", func(b *testing.B) {
		benchPuzzle(b, newModel(b, rules.Classic(), rules.Diagonals()))
	})
	b.Run("killer", func(b *testing.B) {
		var times []time.Duration
		checks, cages := 0, 0
		for i := 0; b.Loop(); i++ {
			res, err := generate.Killer(bg, sudoku.Shape9, generate.WithSeed(uint64(i)))
			if err != nil {
				b.Fatalf("Killer() error = %v", err)
			}
			times = append(times, res.Elapsed)
			checks += res.Checks
			cages += len(res.Cages)
		}
		report(b, times, checks)
		b.ReportMetric(float64(cages)/float64(len(times)), "cages/op")
	})
}

// benchPuzzle generates puzzles on one Model, as a generator serving many
// requests would.
func benchPuzzle(b *testing.B, m *sudoku.Model) {
	var times []time.Duration
	checks, solves, givens := 0, 0, 0
	for i := 0; b.Loop(); i++ {
		res, err := generate.Puzzle(bg, m, generate.WithSeed(uint64(i)))
		if err != nil {
			b.Fatalf("Puzzle() error = %v", err)
		}
		times = append(times, res.Elapsed)
		checks += res.Checks
		solves += res.Solves
		givens += res.Puzzle.NumGivens()
	}
	report(b, times, checks)
	b.ReportMetric(float64(solves)/float64(len(times)), "solves/op")
	b.ReportMetric(float64(givens)/float64(len(times)), "givens/op")
}

// report adds the median and 90th percentile times, in milliseconds, and
// the checks per puzzle.
func report(b *testing.B, times []time.Duration, checks int) {
	slices.Sort(times)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(times[len(times)/2]), "median-ms")
	b.ReportMetric(ms(times[len(times)*9/10]), "p90-ms")
	b.ReportMetric(float64(checks)/float64(len(times)), "checks/op")
}
