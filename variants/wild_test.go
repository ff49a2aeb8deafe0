package variants_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// wildDir holds real f-puzzles files by published setters; its README
// names the source.
const wildDir = "testdata/wild-A"

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

// rangskFile holds real f-puzzles links and their published solutions;
// its header names the source.
const rangskFile = "testdata/rangsk/puzzles.txt"

// rangskPuzzle is one puzzle of rangskFile.
type rangskPuzzle struct {
	title, link string
	p           sudoku.Puzzle
	solution    sudoku.Grid
}

// loadRangsk reads rangskFile: every link must read, and every solution
// parse.
func loadRangsk(t *testing.T) []rangskPuzzle {
	t.Helper()
	data, err := os.ReadFile(rangskFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []rangskPuzzle
	title := ""
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "# ") {
			title = strings.TrimPrefix(line, "# ")
			continue
		}
		link, solution, ok := strings.Cut(line, " ")
		if !ok {
			continue
		}
		p, err := variants.ParseFPuzzlesURL(link)
		if err != nil {
			t.Errorf("%s: ParseFPuzzlesURL() = %v", title, err)
			continue
		}
		sol, err := sudoku.ParseGrid(p.Shape, solution)
		if err != nil && p.Shape.Size > 9 {
			// Digits from 10 up are written in decimal, without spaces.
			sol, err = splitDecimal(p.Shape, solution)
		}
		if err != nil {
			t.Errorf("%s: ParseGrid(solution) = %v", title, err)
			continue
		}
		out = append(out, rangskPuzzle{title, link, p, sol})
	}
	if len(out) != 37 {
		t.Fatalf("read %d puzzles from %s, want 37", len(out), rangskFile)
	}
	return out
}

// TestRangskLinks reads each link of rangskFile and checks its published
// solution against the givens and every rule's native Check. A solution
// with r1c1 changed must fail a check.
func TestRangskLinks(t *testing.T) {
	for _, r := range loadRangsk(t) {
		title, p, sol := r.title, r.p, r.solution
		t.Run(title, func(t *testing.T) {
			if g := p.Givens; !g.IsZero() {
				for i := range p.Shape.NumCells() {
					if c := p.Shape.CellAt(i); g.At(c) != 0 && g.At(c) != sol.At(c) {
						t.Fatalf("given %d at %s, but the solution has %d", g.At(c), c, sol.At(c))
					}
				}
			}
			if err := checkAll(p.Rules, sol); err != nil {
				t.Errorf("Check(published solution) = %v, want nil", err)
			}
			bad := sol.Clone()
			bad.Set(sudoku.Cell{}, sol.At(sudoku.Cell{})%p.Shape.Size+1)
			if err := checkAll(p.Rules, bad); err == nil {
				t.Errorf("Check(solution with r1c1 changed) = nil, want a conflict")
			}
			roundTrip(t, title, p)
		})
	}
}

// splitDecimal reads a solution written as its digits' decimal numbers
// one after the other, "12...1610...", by finding the split in which
// every row and column holds each digit once.
func splitDecimal(s sudoku.Shape, text string) (sudoku.Grid, error) {
	n := s.Size
	digits := make([]int, 0, n*n)
	cols := make([]uint64, n)
	var split func(pos int, row uint64) bool
	split = func(pos int, row uint64) bool {
		if len(digits)%n == 0 {
			row = 0
		}
		if len(digits) == n*n {
			return pos == len(text)
		}
		c := len(digits) % n
		for w := 1; w <= 2 && pos+w <= len(text); w++ {
			v, err := strconv.Atoi(text[pos : pos+w])
			if err != nil || v < 1 || v > n || text[pos] == '0' || (row|cols[c])&(1<<v) != 0 {
				continue
			}
			digits = append(digits, v)
			cols[c] |= 1 << v
			if split(pos+w, row|1<<v) {
				return true
			}
			cols[c] &^= 1 << v
			digits = digits[:len(digits)-1]
		}
		return false
	}
	if !split(0, 0) {
		return sudoku.Grid{}, fmt.Errorf("no split of %d characters into %d rows of distinct digits", len(text), n)
	}
	return sudoku.GridFromDigits(s, digits)
}
