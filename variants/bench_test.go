package variants_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// BenchmarkVariantFamilies solves the corpus, one sub-benchmark per
// variant family, with the default encoding. Each puzzle's Model is built
// once; every iteration runs Solve and then Unique on each puzzle of the
// family, and the benchmark reports the median time of each call over
// all puzzles and iterations as solve-ms and unique-ms.
func BenchmarkVariantFamilies(b *testing.B) {
	byFamily := map[string][]corpusPuzzle{}
	var families []string
	for _, c := range loadCorpus(b) {
		f := family(c.name)
		if byFamily[f] == nil {
			families = append(families, f)
		}
		byFamily[f] = append(byFamily[f], c)
	}
	for _, f := range families {
		b.Run(f, func(b *testing.B) {
			models := make([]*sudoku.Model, len(byFamily[f]))
			for i, c := range byFamily[f] {
				m, err := c.p.Model()
				if err != nil {
					b.Fatal(err)
				}
				defer m.Close()
				models[i] = m
			}
			ctx := context.Background()
			var solve, unique []time.Duration
			b.ResetTimer()
			for range b.N {
				for i, c := range byFamily[f] {
					start := time.Now()
					if _, err := models[i].Solve(ctx, c.p.Givens); err != nil {
						b.Fatal(err)
					}
					mid := time.Now()
					if _, ok, err := models[i].Unique(ctx, c.p.Givens); err != nil || !ok {
						b.Fatalf("%s: Unique() = %v, %v", c.name, ok, err)
					}
					solve = append(solve, mid.Sub(start))
					unique = append(unique, time.Since(mid))
				}
			}
			b.ReportMetric(median(solve), "solve-ms")
			b.ReportMetric(median(unique), "unique-ms")
		})
	}
}

// median returns the median of ds in milliseconds.
func median(ds []time.Duration) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	m := s[len(s)/2]
	if len(s)%2 == 0 {
		m = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return float64(m) / float64(time.Millisecond)
}
