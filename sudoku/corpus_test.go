package sudoku_test

import (
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/race"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

var (
	corpusFull = flag.Bool("corpus.full", false,
		"run every corpus puzzle under the Int and BitVec encodings too (slow: about 0.4 s a puzzle each)")
	corpus17 = flag.String("corpus.17clue", "",
		"path of the full 17clue.txt (49,150 puzzles) to check under OneHot, e.g. ../../shared/corpora/17clue.txt")
)

// smtSample is how many puzzles of each corpus the Int and BitVec
// encodings solve in an ordinary run: they take a few hundred
// milliseconds a puzzle, against a few for OneHot.
const smtSample = 3

var corpora = []string{
	"corpora/easy50.txt",
	"corpora/top95.txt",
	"corpora/hardest.txt",
	"corpora/hardest1106.txt",
	"corpora/top1465.txt",
	"corpora/17clue-2000.txt",
}

// TestCorpusUnique checks that every corpus puzzle is unique, keeps its
// givens, and has a solution that passes Verify, under every encoding; the
// encodings must agree on the solution.
func TestCorpusUnique(t *testing.T) {
	for _, name := range corpora {
		puzzles := readPuzzles(t, name)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			models := make(map[sudoku.Encoding]*sudoku.Model)
			for _, enc := range encodings {
				models[enc] = classic9(t, sudoku.WithEncoding(enc))
			}
			for i, p := range puzzles {
				if race.Enabled && i%3 != 0 && !*corpusFull {
					continue // all in make test's step without -race
				}
				var want sudoku.Grid
				for _, enc := range encodings {
					if enc != sudoku.OneHot && i >= smtSample && !*corpusFull {
						continue
					}
					sol, unique, err := models[enc].Unique(bg, p)
					if err != nil {
						t.Fatalf("%s:%d: Unique(%v) error: %v", name, i+1, enc, err)
					}
					if !unique {
						t.Fatalf("%s:%d: Unique(%v) = false, want true", name, i+1, enc)
					}
					keepsGivens(t, p, sol)
					if err := models[enc].Verify(sol); err != nil {
						t.Fatalf("%s:%d: Verify(%v solution): %v", name, i+1, enc, err)
					}
					if enc == sudoku.OneHot {
						want = sol
					} else if diff := cmp.Diff(want.String(), sol.String()); diff != "" {
						t.Fatalf("%s:%d: %v solution differs from OneHot (-onehot +%v):\n%s", name, i+1, enc, enc, diff)
					}
				}
			}
		})
	}
}

// TestCorpus17ClueFull runs the whole 17-clue set, which is not in the
// repository, when -corpus.17clue names it.
func TestCorpus17ClueFull(t *testing.T) {
	if *corpus17 == "" {
		t.Skip("set -corpus.17clue=PATH to run all 49,150 17-clue puzzles")
	}
	f, err := os.Open(*corpus17)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m := classic9(t)
	n := 0
	for rec := range sudoku.ReadGrids(f, sudoku.Shape9) {
		if rec.Err != nil {
			t.Fatalf("line %d: %v", rec.Line, rec.Err)
		}
		sol, unique, err := m.Unique(bg, rec.Grid)
		if err != nil || !unique {
			t.Fatalf("line %d: Unique = %v, %v, want true, nil", rec.Line, unique, err)
		}
		keepsGivens(t, rec.Grid, sol)
		if err := m.Verify(sol); err != nil {
			t.Fatalf("line %d: Verify: %v", rec.Line, err)
		}
		n++
	}
	t.Logf("%d puzzles unique and verified", n)
	fmt.Fprintf(os.Stderr, "17clue: %d puzzles unique and verified\n", n)
}
