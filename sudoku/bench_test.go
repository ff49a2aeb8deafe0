package sudoku_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// benchPuzzles caps how many puzzles of a corpus each benchmark cycles
// through, per encoding: the SMT encodings take a good fraction of a
// second per hard puzzle.
func benchPuzzles(b *testing.B, name string, enc sudoku.Encoding) []sudoku.Grid {
	ps := readPuzzles(b, name)
	limit := 400
	if enc != sudoku.OneHot {
		limit = 10
	}
	if len(ps) > limit {
		ps = ps[:limit]
	}
	return ps
}

// reportLatency reports the median and p90 of per-puzzle times, in µs.
func reportLatency(b *testing.B, ts []time.Duration) {
	if len(ts) == 0 {
		return
	}
	slices.Sort(ts)
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	b.ReportMetric(us(ts[len(ts)/2]), "median-µs")
	b.ReportMetric(us(ts[len(ts)*9/10]), "p90-µs")
}

// BenchmarkCorpus reports Solve and Unique per puzzle on the classic
// corpora for each encoding, in one run:
//
//	go test ./sudoku -run '^$' -bench Corpus -benchtime 1x
func BenchmarkCorpus(b *testing.B) {
	for _, name := range []string{"corpora/hardest1106.txt", "corpora/top95.txt", "corpora/17clue-2000.txt"} {
		for _, enc := range encodings {
			for _, call := range []string{"Solve", "Unique"} {
				b.Run(fmt.Sprintf("%s/%v/%s", name[len("corpora/"):], enc, call), func(b *testing.B) {
					puzzles := benchPuzzles(b, name, enc)
					m := classic9(b, sudoku.WithEncoding(enc))
					var ts []time.Duration
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						for _, p := range puzzles {
							start := time.Now()
							var err error
							if call == "Solve" {
								_, err = m.Solve(bg, p)
							} else {
								var unique bool
								_, unique, err = m.Unique(bg, p)
								if err == nil && !unique {
									b.Fatal("not unique")
								}
							}
							ts = append(ts, time.Since(start))
							if err != nil {
								b.Fatal(err)
							}
						}
					}
					reportLatency(b, ts)
				})
			}
		}
	}
}

// BenchmarkBuild reports the time to compile a classic 9x9 Model.
func BenchmarkBuild(b *testing.B) {
	for _, enc := range encodings {
		b.Run(enc.String(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, sudoku.WithEncoding(enc))
				if err != nil {
					b.Fatal(err)
				}
				m.Close()
			}
		})
	}
}

// BenchmarkCount reports the time to count the solutions of a serg puzzle.
func BenchmarkCount(b *testing.B) {
	m := classic9(b)
	p := readPuzzles(b, "corpora/serg-sample.txt")[1]
	for i := 0; i < b.N; i++ {
		if _, err := m.Count(bg, p, 1000); err != nil {
			b.Fatal(err)
		}
	}
}
