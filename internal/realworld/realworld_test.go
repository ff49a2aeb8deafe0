// Package realworld_test checks the library on real variant puzzles by
// published setters: the verdict and, for unique puzzles, the published
// solution, with the solution stripped before solving.
package realworld_test

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

var (
	timeout = flag.Duration("realworld.timeout", time.Minute, "the longest New+Unique may take on one puzzle")
	only    = flag.String("realworld.only", "", "check only this file, e.g. 152.json")
)

// wildA lists the wild-A puzzles, kept with the f-puzzles reader's test
// data in variants/testdata/wild-A (its README names the sources). short
// marks the puzzles that TestWildA checks under -short; the others still
// run in full mode and in BenchmarkWildA. verdict is the answer Unique
// must give.
var wildA = []struct {
	file    string
	verdict verdict
	short   bool
}{
	{"001.json", unique, true},
	{"010.json", unique, true},
	{"011.json", unique, true},
	{"025.json", unique, true},
	{"031.json", unique, true},
	{"034.json", unique, true},
	{"058.json", unique, true},
	{"068.json", unique, true},
	{"071.json", unique, true},
	{"076.json", unique, true},
	{"083.json", unique, true},
	{"084.json", unique, true},
	// The solver 102 comes from kept the 3x3 boxes beside its jigsaw
	// regions, and its published solution obeys both; the translation to
	// f-puzzles, where regions replace the boxes, lost them. As the file
	// says, it has several solutions, the published one among them.
	{"102.json", multiple, true},
	{"152.json", unique, true},
	{"156.json", unique, true},
	{"160.json", unique, true},
	{"161.json", unique, true},
	{"163.json", unique, true},
	{"166.json", none, false},
}

// verdict is what Unique says of a puzzle.
type verdict int

const (
	unique   verdict = iota // one solution, the published one
	multiple                // several, the published one among them
	none                    // no solution
)

// wildDir is where the wild-A files are.
var wildDir = filepath.Join("..", "..", "variants", "testdata", "wild-A")

// load reads and imports one puzzle, and strips its published solution.
func load(t testing.TB, file string) (p sudoku.Puzzle, want sudoku.Grid, err error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(wildDir, file))
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		t.Fatal(err)
	}
	var published string
	if raw, ok := fields["solution"]; ok {
		if err := json.Unmarshal(raw, &published); err != nil {
			t.Fatalf("%s: solution: %v", file, err)
		}
		delete(fields, "solution")
		if data, err = json.Marshal(fields); err != nil {
			t.Fatal(err)
		}
	}
	p, err = variants.ParseFPuzzles(data)
	if err != nil || published == "" {
		return p, want, err
	}
	want, err = solutionGrid(p.Shape, published)
	if err != nil {
		t.Fatalf("%s: solution: %v", file, err)
	}
	return p, want, nil
}

// solutionGrid reads a published solution: one character per cell, row
// by row, digits 1-9 or, on larger grids, letters from A for 1.
func solutionGrid(s sudoku.Shape, text string) (sudoku.Grid, error) {
	ds := make([]int, len(text))
	letters := strings.ContainsAny(text, "ABCDEFGHIJKLMNOP")
	for i, r := range text {
		switch {
		case letters && r >= 'A' && r <= 'Z':
			ds[i] = int(r-'A') + 1
		case !letters && r >= '1' && r <= '9':
			ds[i] = int(r - '0')
		default:
			return sudoku.Grid{}, fmt.Errorf("bad character %q at %d", r, i)
		}
	}
	return sudoku.GridFromDigits(s, ds)
}

// solve builds the puzzle's Model and runs Unique, and returns the time
// both took.
func solve(ctx context.Context, p sudoku.Puzzle) (sudoku.Grid, bool, time.Duration, error) {
	start := time.Now()
	m, err := p.Model()
	if err != nil {
		return sudoku.Grid{}, false, 0, err
	}
	defer m.Close()
	sol, unique, err := m.Unique(ctx, p.Givens)
	return sol, unique, time.Since(start), err
}

func TestWildA(t *testing.T) {
	for _, tc := range wildA {
		if *only != "" && tc.file != *only {
			continue
		}
		t.Run(tc.file, func(t *testing.T) {
			if testing.Short() && !tc.short {
				t.Logf("%s: left out under -short (see BenchmarkWildA)", tc.file)
				return
			}
			p, want, err := load(t, tc.file)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), *timeout)
			defer cancel()
			sol, one, took, err := solve(ctx, p)
			t.Logf("%s (%s): New+Unique %v", tc.file, p.Title, took.Round(time.Millisecond))
			switch tc.verdict {
			case none:
				if !errors.Is(err, sudoku.ErrNoSolution) {
					t.Fatalf("Unique() = %v, %v, %v, want ErrNoSolution", sol, one, err)
				}
				return
			case multiple:
				if err != nil || one {
					t.Fatalf("Unique() = %v, %v, %v, want several solutions", sol, one, err)
				}
				if m, err := p.Model(); err != nil {
					t.Fatal(err)
				} else if err := m.Verify(want); err != nil {
					m.Close()
					t.Fatalf("Verify(published solution) = %v", err)
				} else {
					m.Close()
				}
				return
			}
			if err != nil || !one {
				t.Fatalf("Unique() = %v, %v, %v, want a unique solution", sol, one, err)
			}
			if !want.IsZero() {
				if diff := cmp.Diff(want.String(), sol.String()); diff != "" {
					t.Errorf("solution differs from the published one (-want +got):\n%s", diff)
				}
			}
		})
	}
}

// BenchmarkWildA times New+Unique on each puzzle that imports, and reports
// the median:
//
//	go test ./internal/realworld -run '^$' -bench WildA -benchtime 3x
func BenchmarkWildA(b *testing.B) {
	for _, tc := range wildA {
		b.Run(tc.file, func(b *testing.B) {
			p, _, err := load(b, tc.file)
			if err != nil {
				b.Fatal(err)
			}
			ts := make([]time.Duration, 0, b.N)
			for i := 0; i < b.N; i++ {
				ctx, cancel := context.WithTimeout(context.Background(), *timeout)
				_, _, took, err := solve(ctx, p)
				cancel()
				if err != nil && !(errors.Is(err, sudoku.ErrNoSolution) && tc.verdict == none) {
					b.Fatal(err)
				}
				ts = append(ts, took)
			}
			slices.Sort(ts)
			b.ReportMetric(float64(ts[len(ts)/2])/float64(time.Millisecond), "median-ms")
		})
	}
}
