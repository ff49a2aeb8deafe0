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

// wildA lists testdata/wild-A (see its README for the sources). short
// marks the puzzles that TestWildA checks under -short; the others still
// run in full mode and in BenchmarkWildA. pending names what the library
// cannot read or build yet: such a puzzle may fail to import or to build
// (TestWildA logs it), and is solved and checked as soon as it does.
var wildA = []struct {
	file    string
	unique  bool // false: no solution
	short   bool
	pending string
}{
	{"001.json", true, true, "given candidates (givenPencilMarks)"},
	{"010.json", true, true, ""},
	{"011.json", true, true, ""},
	{"025.json", true, true, ""},
	{"031.json", true, true, "a whispers line through a cell twice"},
	{"034.json", true, true, ""},
	{"058.json", true, true, ""},
	{"068.json", true, true, ""},
	{"071.json", true, true, ""},
	{"076.json", true, true, ""},
	{"083.json", true, true, ""},
	{"084.json", true, true, ""},
	{"102.json", true, true, "a jigsaw region in two pieces"},
	{"152.json", true, true, ""},
	{"156.json", true, true, ""},
	{"160.json", true, true, ""},
	{"161.json", true, true, ""},
	{"163.json", true, true, ""},
	{"166.json", false, false, ""},
}

// load reads and imports one puzzle, and strips its published solution.
func load(t testing.TB, file string) (p sudoku.Puzzle, want sudoku.Grid, err error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "wild-A", file))
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
			if err == nil {
				var m *sudoku.Model
				if m, err = p.Model(); err == nil {
					m.Close()
				}
			}
			switch {
			case err != nil && tc.pending != "":
				t.Logf("%s: pending (%s): %v", tc.file, tc.pending, err)
				return
			case err != nil:
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), *timeout)
			defer cancel()
			sol, unique, took, err := solve(ctx, p)
			t.Logf("%s (%s): New+Unique %v", tc.file, p.Title, took.Round(time.Millisecond))
			if !tc.unique {
				if !errors.Is(err, sudoku.ErrNoSolution) {
					t.Fatalf("Unique() = %v, %v, %v, want ErrNoSolution", sol, unique, err)
				}
				return
			}
			if err != nil || !unique {
				t.Fatalf("Unique() = %v, %v, %v, want a unique solution", sol, unique, err)
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
			if err == nil {
				var m *sudoku.Model
				if m, err = p.Model(); err == nil {
					m.Close()
				}
			}
			if err != nil && tc.pending != "" {
				b.Skipf("pending (%s): %v", tc.pending, err)
			}
			if err != nil {
				b.Fatal(err)
			}
			ts := make([]time.Duration, 0, b.N)
			for i := 0; i < b.N; i++ {
				ctx, cancel := context.WithTimeout(context.Background(), *timeout)
				_, _, took, err := solve(ctx, p)
				cancel()
				if err != nil && !(errors.Is(err, sudoku.ErrNoSolution) && !tc.unique) {
					b.Fatal(err)
				}
				ts = append(ts, took)
			}
			slices.Sort(ts)
			b.ReportMetric(float64(ts[len(ts)/2])/float64(time.Millisecond), "median-ms")
		})
	}
}
