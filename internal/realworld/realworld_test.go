// Package realworld_test checks the library on real variant puzzles by
// published setters: the verdict and, for unique puzzles, the published
// solution, with the solution stripped before solving. README.md names
// the sets and their sources.
package realworld_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

var timeout = flag.Duration("realworld.timeout", time.Minute, "the longest New+Unique may take on one puzzle")

// houses are the rule types every Sudoku has; the kinds counted are the
// others.
var houses = map[string]bool{"rules.Rows": true, "rules.Columns": true, "rules.Boxes": true}

// minPuzzles and minKinds are what issue 17 asks of the corpus.
const minPuzzles, minKinds = 60, 20

// kinds returns the rule types of p besides the houses, such as
// "rules.Cage", each once.
func kinds(p sudoku.Puzzle) []string {
	seen := map[string]bool{}
	for _, r := range rules.Flatten(p.Rules...) {
		if k := fmt.Sprintf("%T", r); !houses[k] {
			seen[k] = true
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// solve builds the puzzle's Model and runs Unique, and returns the time
// both took.
func solve(ctx context.Context, p sudoku.Puzzle) (sudoku.Grid, bool, time.Duration, error) {
	start := time.Now()
	m, err := p.ModelContext(ctx)
	if err != nil {
		return sudoku.Grid{}, false, 0, err
	}
	defer m.Close()
	sol, unique, err := m.Unique(ctx, p.Givens)
	return sol, unique, time.Since(start), err
}

// TestRealWorld checks every real puzzle of the corpus that imports: Unique
// must give the verdict of its table (unique, unless wild-A's table says
// otherwise) and the published solution. It logs the number of puzzles
// and the rule kinds they cover, and fails below issue 17's 60 puzzles and
// 20 kinds. Under -short the puzzles of slow are left out.
func TestRealWorld(t *testing.T) {
	corpus := loadCorpus(t)
	byKind := map[string]int{}
	for _, pz := range corpus {
		for _, k := range kinds(pz.p) {
			byKind[k]++
		}
	}
	var list []string
	for _, k := range slices.Sorted(maps.Keys(byKind)) {
		list = append(list, fmt.Sprintf("%s (%d)", strings.TrimPrefix(k, "rules."), byKind[k]))
	}
	t.Logf("%d real puzzles, %d rule kinds besides rows, columns and boxes: %s", len(corpus), len(byKind), strings.Join(list, ", "))
	if len(corpus) < minPuzzles || len(byKind) < minKinds {
		t.Errorf("%d puzzles with %d rule kinds, want at least %d and %d", len(corpus), len(byKind), minPuzzles, minKinds)
	}
	for _, pz := range corpus {
		t.Run(pz.name, func(t *testing.T) {
			if testing.Short() && pz.slow {
				t.Logf("left out under -short: slower than about 2 s (see BenchmarkRealWorld)")
				return
			}
			check(t, pz)
		})
	}
}

// check solves one puzzle and compares the answer with its verdict and
// published solution.
func check(t *testing.T, pz puzzle) {
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	sol, one, took, err := solve(ctx, pz.p)
	t.Logf("%s (%s): New+Unique %v", pz.name, pz.p.Title, took.Round(time.Millisecond))
	switch pz.verdict {
	case none:
		if !errors.Is(err, sudoku.ErrNoSolution) {
			t.Fatalf("Unique() = %v, %v, %v, want ErrNoSolution", sol, one, err)
		}
		return
	case multiple:
		if err != nil || one {
			t.Fatalf("Unique() = %v, %v, %v, want several solutions", sol, one, err)
		}
		m, err := pz.p.Model()
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		if err := m.Verify(pz.want); err != nil {
			t.Fatalf("Verify(published solution) = %v", err)
		}
		return
	}
	if err != nil || !one {
		t.Fatalf("Unique() = %v, %v, %v, want a unique solution", sol, one, err)
	}
	switch {
	case pz.wantText != "":
		if got := decimal(sol); got != pz.wantText {
			t.Errorf("Unique() = %s, want the published %s", got, pz.wantText)
		}
	case !pz.want.IsZero():
		if diff := cmp.Diff(pz.want.String(), sol.String()); diff != "" {
			t.Errorf("solution differs from the published one (-want +got):\n%s", diff)
		}
	}
}

// BenchmarkRealWorld times New+Unique on each puzzle of the corpus, and
// reports each one's median in ms; the last sub-benchmark, "summary",
// solves the whole corpus once per iteration and reports the median and
// the largest of the per-puzzle times:
//
//	go test ./internal/realworld -run '^$' -bench RealWorld -benchtime 3x
func BenchmarkRealWorld(b *testing.B) {
	corpus := loadCorpus(b)
	for _, pz := range corpus {
		b.Run(pz.name, func(b *testing.B) {
			ts := make([]time.Duration, 0, b.N)
			for range b.N {
				ts = append(ts, solveTimed(b, pz))
			}
			b.ReportMetric(ms(median(ts)), "median-ms")
		})
	}
	b.Run("summary", func(b *testing.B) {
		per := make([][]time.Duration, len(corpus))
		for range b.N {
			for i, pz := range corpus {
				per[i] = append(per[i], solveTimed(b, pz))
			}
		}
		meds := make([]time.Duration, len(corpus))
		for i, ts := range per {
			meds[i] = median(ts)
		}
		b.ReportMetric(ms(median(meds)), "median-ms")
		b.ReportMetric(ms(slices.Max(meds)), "max-ms")
		b.ReportMetric(float64(len(corpus)), "puzzles")
	})
}

// solveTimed runs New+Unique once on pz and fails b on an answer that is
// not its verdict.
func solveTimed(b *testing.B, pz puzzle) time.Duration {
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	_, one, took, err := solve(ctx, pz.p)
	switch {
	case pz.verdict == none && errors.Is(err, sudoku.ErrNoSolution):
	case err != nil:
		b.Fatalf("%s: Unique() = %v", pz.name, err)
	case one != (pz.verdict == unique):
		b.Fatalf("%s: Unique() unique = %v, want %v", pz.name, one, pz.verdict)
	}
	return took
}

// median returns the middle of ts (the upper one of an even count).
func median(ts []time.Duration) time.Duration {
	s := slices.Clone(ts)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
