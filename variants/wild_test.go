package variants_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// wildDir holds real f-puzzles files by published setters; its README
// names the source.
const wildDir = "testdata/wild-A"

// wildQuick are the wild puzzles Z3 solves quickly enough for every run,
// with the rules to add to the file's: 102 comes from a solver that keeps
// the 3x3 boxes beside a jigsaw's regions, which f-puzzles replaces, so
// read as f-puzzles reads it, it has more than one solution.
var wildQuick = map[string][]sudoku.Rule{"001": nil, "031": nil, "102": {rules.Boxes{}}}

// loadWild reads every wild puzzle; one that does not read fails the test.
func loadWild(t *testing.T) []corpusPuzzle {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(wildDir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 19 {
		t.Fatalf("found %d files in %s, want 19", len(files), wildDir)
	}
	var out []corpusPuzzle
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(fn), ".json")
		p, err := variants.ParseFPuzzles(data)
		if err != nil {
			t.Errorf("ParseFPuzzles(%s) = %v, want a puzzle", name, err)
			continue
		}
		out = append(out, corpusPuzzle{name, data, p})
	}
	return out
}

// TestWildImports reads every wild puzzle and checks its published
// solution, where the file has one, against the givens and every rule's
// native Check; a solution with one digit changed must fail a check. It
// also writes each puzzle back and reads it again.
func TestWildImports(t *testing.T) {
	solutions := 0
	for _, c := range loadWild(t) {
		t.Run(c.name, func(t *testing.T) {
			roundTrip(t, c.name, c.p)
			sol := c.p.Solution
			if sol.IsZero() {
				return
			}
			solutions++
			if !sol.Filled() {
				t.Fatalf("Solution = %v, want a filled grid", sol)
			}
			for i := range c.p.Shape.NumCells() {
				cell := c.p.Shape.CellAt(i)
				if g := c.p.Givens; !g.IsZero() && g.At(cell) != 0 && g.At(cell) != sol.At(cell) {
					t.Fatalf("given %d at %s, but the solution has %d", g.At(cell), cell, sol.At(cell))
				}
			}
			if err := checkAll(c.p.Rules, sol); err != nil {
				t.Errorf("Check(published solution) = %v, want nil", err)
			}
			// r1c1 changed to the next digit: some rule must object.
			bad := sol.Clone()
			first := sudoku.Cell{}
			bad.Set(first, sol.At(first)%c.p.Shape.Size+1)
			if err := checkAll(c.p.Rules, bad); err == nil {
				t.Errorf("Check(solution with r1c1 = %d) = nil, want a conflict", bad.At(first))
			}
		})
	}
	if solutions != 15 {
		t.Errorf("%d wild puzzles have a published solution, want 15", solutions)
	}
}

// checkAll runs every rule's native Check on g, returning the first error.
func checkAll(rs []sudoku.Rule, g sudoku.Grid) error {
	for _, r := range rules.Flatten(rs...) {
		if ch, ok := r.(sudoku.Checker); ok {
			if err := ch.Check(g); err != nil {
				return err
			}
		}
	}
	return nil
}

// TestWildSolveQuick solves the wild puzzles that the source solver finds
// easy and compares Z3's unique solution with the published one.
func TestWildSolveQuick(t *testing.T) {
	for _, c := range loadWild(t) {
		extra, ok := wildQuick[c.name]
		if !ok {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			if extra != nil {
				// As f-puzzles reads the file, without the extra rules,
				// the puzzle has other solutions.
				m, err := c.p.Model()
				if err != nil {
					t.Fatalf("Model() = %v", err)
				}
				n, err := m.Count(ctx, c.p.Givens, 2)
				m.Close()
				if err != nil || n != 2 {
					t.Errorf("Count(as read) = %d, %v; want 2, nil", n, err)
				}
			}
			m, err := sudoku.New(c.p.Shape, append(slices.Clone(c.p.Rules), extra...))
			if err != nil {
				t.Fatalf("New() = %v", err)
			}
			defer m.Close()
			start := time.Now()
			sol, unique, err := m.Unique(ctx, c.p.Givens)
			if err != nil {
				t.Fatalf("Unique() = %v", err)
			}
			t.Logf("%s: %v", c.name, time.Since(start))
			if !unique {
				t.Errorf("Unique() unique = false, want true")
			}
			if d := cmp.Diff(c.p.Solution.String(), sol.String()); d != "" {
				t.Errorf("Unique() = %v, want %v", sol, c.p.Solution)
			}
		})
	}
}
