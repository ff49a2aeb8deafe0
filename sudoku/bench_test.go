package sudoku_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
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

// reportCPU reports the median CPU time of the calls, in µs: the time the
// calling thread spent, in Go and in Z3, which other load on the machine
// inflates far less than the wall-clock time. (Z3 runs on the calling
// thread; the garbage collector's work on other threads is left out.)
func reportCPU(b *testing.B, cpu []time.Duration) {
	if len(cpu) == 0 || !threadCPUOK {
		return
	}
	slices.Sort(cpu)
	b.ReportMetric(float64(cpu[len(cpu)/2].Nanoseconds())/1e3, "cpu-median-µs")
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
					var ts, cpu []time.Duration
					runtime.LockOSThread()
					defer runtime.UnlockOSThread()
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						for _, p := range puzzles {
							start, c0 := time.Now(), threadCPU()
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
							cpu = append(cpu, threadCPU()-c0)
							if err != nil {
								b.Fatal(err)
							}
						}
					}
					reportLatency(b, ts)
					reportCPU(b, cpu)
				})
			}
		}
	}
}

// BenchmarkBuild reports the time to compile a classic 9x9 Model and close
// it.
func BenchmarkBuild(b *testing.B) {
	for _, enc := range encodings {
		b.Run(enc.String(), func(b *testing.B) {
			var cpu []time.Duration
			for i := 0; i < b.N; i++ {
				c0 := threadCPU()
				m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()},
					sudoku.WithEncoding(enc), sudoku.WithSeed(buildSeed.Add(1)))
				if err != nil {
					b.Fatal(err)
				}
				m.Close()
				cpu = append(cpu, threadCPU()-c0)
			}
			reportCPU(b, cpu)
		})
	}
}

// buildSeed gives every build a seed of its own.
var buildSeed atomic.Uint32

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

// BenchmarkFreshModel reports Unique per puzzle the tutorials' way, with a
// new Model (a new Z3 context and solver) for each puzzle, on the first 10
// puzzles of hardest1106, for the Int and BitVec encodings; compare with
// BenchmarkCorpus, where one OneHot Model serves every puzzle.
func BenchmarkFreshModel(b *testing.B) {
	for _, enc := range []sudoku.Encoding{sudoku.Int, sudoku.BitVec} {
		b.Run(enc.String(), func(b *testing.B) {
			puzzles := benchPuzzles(b, "corpora/hardest1106.txt", enc)
			var ts, cpu []time.Duration
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for i := 0; i < b.N; i++ {
				for _, p := range puzzles {
					start, c0 := time.Now(), threadCPU()
					m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()},
						sudoku.WithEncoding(enc), sudoku.WithSeed(buildSeed.Add(1)))
					if err != nil {
						b.Fatal(err)
					}
					_, unique, err := m.Unique(bg, p)
					m.Close()
					if err != nil || !unique {
						b.Fatalf("Unique = %v, %v", unique, err)
					}
					ts = append(ts, time.Since(start))
					cpu = append(cpu, threadCPU()-c0)
				}
			}
			reportLatency(b, ts)
			reportCPU(b, cpu)
		})
	}
}

var benchGrid64 = flag.Bool("bench.grid64", false,
	"include the 64x64 puzzle in BenchmarkLarge (minutes, and 2 GB of memory)")

// BenchmarkLarge reports New, Solve and Unique on the 16x16 and 25x25
// puzzles of the corpora, and on the 64x64 one with -bench.grid64. The
// 64x64 puzzle has more than one solution (Count finds two in 45 s).
func BenchmarkLarge(b *testing.B) {
	for _, tc := range []struct {
		name   string
		unique bool
	}{{"grid16.txt", true}, {"grid25.txt", true}, {"grid64.txt", false}} {
		name := tc.name
		b.Run(strings.TrimSuffix(strings.TrimPrefix(name, "grid"), ".txt"), func(b *testing.B) {
			if name == "grid64.txt" && !*benchGrid64 {
				b.Skip("set -bench.grid64 to run the 64x64 puzzle")
			}
			f, err := os.Open(filepath.Join("testdata", "corpora", name))
			if err != nil {
				b.Fatal(err)
			}
			defer f.Close()
			var g sudoku.Grid
			for rec := range sudoku.ReadGrids(f, sudoku.Shape{}) {
				if rec.Err != nil {
					b.Fatal(rec.Err)
				}
				g = rec.Grid
			}
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var build, solve, unique []time.Duration
			for i := 0; i < b.N; i++ {
				c0 := threadCPU()
				m, err := sudoku.New(g.Shape(), []sudoku.Rule{rules.Classic()}, sudoku.WithSeed(buildSeed.Add(1)))
				if err != nil {
					b.Fatal(err)
				}
				c1 := threadCPU()
				sol, err := m.Solve(bg, g)
				if err == nil {
					err = m.Verify(sol)
				}
				if err != nil {
					b.Fatal(err)
				}
				c2 := threadCPU()
				if _, ok, err := m.Unique(bg, g); err != nil || ok != tc.unique {
					b.Fatalf("Unique = %v, %v; want %v", ok, err, tc.unique)
				}
				c3 := threadCPU()
				m.Close()
				build, solve, unique = append(build, c1-c0), append(solve, c2-c1), append(unique, c3-c2)
			}
			if threadCPUOK {
				med := func(ds []time.Duration) float64 {
					slices.Sort(ds)
					return float64(ds[len(ds)/2].Nanoseconds()) / 1e6
				}
				b.ReportMetric(med(build), "new-cpu-ms")
				b.ReportMetric(med(solve), "solve-cpu-ms")
				b.ReportMetric(med(unique), "unique-cpu-ms")
			}
		})
	}
}

// BenchmarkParallel reports the throughput of Unique over the first 1,000
// 17-clue puzzles with one worker and with two, each worker with its own
// Model, in puzzles per second of wall-clock time: it needs an idle
// machine with two cores to mean anything.
func BenchmarkParallel(b *testing.B) {
	puzzles := readPuzzles(b, "corpora/17clue-2000.txt")[:1000]
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprint(workers), func(b *testing.B) {
			models := make([]*sudoku.Model, workers)
			for w := range models {
				models[w] = classic9(b, sudoku.WithSeed(buildSeed.Add(1)))
			}
			b.ResetTimer()
			start := time.Now()
			for i := 0; i < b.N; i++ {
				var wg sync.WaitGroup
				for w, m := range models {
					wg.Add(1)
					go func() {
						defer wg.Done()
						for k := w; k < len(puzzles); k += workers {
							if _, _, err := m.Unique(bg, puzzles[k]); err != nil {
								b.Error(err)
								return
							}
						}
					}()
				}
				wg.Wait()
			}
			b.ReportMetric(float64(b.N*len(puzzles))/time.Since(start).Seconds(), "puzzles/s")
		})
	}
}
