package variants_test

import (
	"bufio"
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// readSudoCueCorpus returns the puzzles of testdata/sudocue.txt and their
// solutions.
func readSudoCueCorpus(t *testing.T) (puzzles []string, solutions []sudoku.Grid) {
	t.Helper()
	f, err := os.Open("testdata/sudocue.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 || len(lines)%2 != 0 {
		t.Fatalf("testdata/sudocue.txt: %d lines, want puzzle and solution pairs", len(lines))
	}
	for i := 0; i < len(lines); i += 2 {
		puzzles = append(puzzles, lines[i])
		solutions = append(solutions, mustParse(t, lines[i+1]))
	}
	return puzzles, solutions
}

// TestSudoCueCorpus solves published killers read from SudoCue text: each
// has its recorded solution, uniquely, and goes through f-puzzles JSON
// unchanged.
func TestSudoCueCorpus(t *testing.T) {
	puzzles, solutions := readSudoCueCorpus(t)
	for i, s := range puzzles {
		p, err := variants.ParseSudoCue(s)
		if err != nil {
			t.Fatalf("ParseSudoCue(%.20s...) = %v", s, err)
		}
		m, err := p.Model()
		if err != nil {
			t.Fatalf("puzzle %d: Model() = %v", i+1, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		sol, unique, err := m.Unique(ctx, p.Givens)
		cancel()
		m.Close()
		if err != nil || !unique || !sol.Equal(solutions[i]) {
			t.Errorf("puzzle %d: Unique() = %v, %v, %v; want the recorded solution, unique", i+1, sol, unique, err)
		}
		data, err := variants.MarshalFPuzzles(p)
		if err != nil {
			t.Fatalf("puzzle %d: MarshalFPuzzles() = %v", i+1, err)
		}
		q, err := variants.ParseFPuzzles(data)
		if err != nil {
			t.Fatalf("puzzle %d: ParseFPuzzles() = %v", i+1, err)
		}
		if d := cmp.Diff(p, q); d != "" {
			t.Errorf("puzzle %d: through f-puzzles (-sudocue +fpuzzles):\n%s", i+1, d)
		}
		text, err := variants.SudoCueText(p)
		if err != nil {
			t.Fatalf("puzzle %d: SudoCueText() = %v", i+1, err)
		}
		back, err := variants.ParseSudoCue(text)
		if err != nil {
			t.Fatalf("puzzle %d: ParseSudoCue(SudoCueText()) = %v", i+1, err)
		}
		if d := cmp.Diff(p, back); d != "" {
			t.Errorf("puzzle %d: through SudoCueText (-read +written and read):\n%s", i+1, d)
		}
	}
}

// TestSudoCueTextErrors asks SudoCueText for puzzles its form cannot
// hold.
func TestSudoCueTextErrors(t *testing.T) {
	cage := rules.Cage{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2")}
	givens := sudoku.NewGrid(sudoku.Shape9)
	givens.Set(sudoku.Cell{Row: 4, Col: 4}, 5)
	tests := []struct {
		name string
		p    sudoku.Puzzle
		want error
	}{
		{"givens", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), cage}, Givens: givens}, variants.ErrUnsupported},
		{"a thermometer", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), cage, rules.Thermometer{Cells: sudoku.MustCells("r2c1 r2c2")}}}, variants.ErrUnsupported},
		{"one diagonal", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), rules.Diagonal{}, cage}}, variants.ErrUnsupported},
		{"no boxes", sudoku.Puzzle{Shape: sudoku.LatinShape(9), Rules: []sudoku.Rule{rules.Latin(), cage}}, variants.ErrUnsupported},
		{"a cage without a total", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), rules.Cage{Cells: cage.Cells}}}, variants.ErrUnsupported},
		{"overlapping cages", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), cage, cage}}, variants.ErrInvalid},
	}
	for _, tt := range tests {
		text, err := variants.SudoCueText(tt.p)
		var fe *variants.FieldError
		if !errors.Is(err, tt.want) || !errors.As(err, &fe) {
			t.Errorf("%s: SudoCueText() = %q, %v; want a *FieldError wrapping %v", tt.name, text, err, tt.want)
		}
	}
}

// TestSudoCueDecoding checks the decoding on a small hand-made 4x4.
func TestSudoCueDecoding(t *testing.T) {
	// Cage 1 (sum 3): r1c1 r1c2. Cage 2 (sum 7): r1c3 r2c3 r2c4.
	// r1c4 is in no cage (code 9: sum 0). The rest: cage 7, sum 30.
	const s = " 2x2:d:k: 769 : 769 : 1794 : 9 : 7687:7687:1794:1794:7687:7687:7687:7687:7687:7687:7687:7687 "
	p, err := variants.ParseSudoCue(s)
	if err != nil {
		t.Fatal(err)
	}
	want := sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{
		rules.Classic(),
		rules.Diagonals(),
		rules.Cage{Sum: 3, Cells: cells("r1c1 r1c2")},
		rules.Cage{Sum: 7, Cells: cells("r1c3 r2c3 r2c4")},
		rules.Cage{Sum: 30, Cells: cells("r2c1 r2c2 r3c1 r3c2 r3c3 r3c4 r4c1 r4c2 r4c3 r4c4")},
	}}
	if d := cmp.Diff(want, p); d != "" {
		t.Errorf("ParseSudoCue() (-want +got):\n%s", d)
	}
	// The same with the trailing colon.
	q, err := variants.ParseSudoCue(strings.TrimSpace(s) + ":")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(p, q); d != "" {
		t.Errorf("trailing colon changed the puzzle:\n%s", d)
	}
}

// TestSudoCueErrors checks SudoCue's own error cases; the bad input table
// has more.
func TestSudoCueErrors(t *testing.T) {
	codes := strings.Repeat("256:", 80)
	tests := []struct {
		in    string
		want  error
		field string
	}{
		{"3x3::j:" + codes + "256:", variants.ErrUnsupported, "type"},
		{"3x3:x:k:" + codes + "256:", variants.ErrUnsupported, "variant"},
		{"3x2::k:" + codes + "256:", variants.ErrUnsupported, "box size"},
		{"3x3::k:" + codes + "512:", variants.ErrInvalid, "cell r9c9"}, // cage 0 with sum 2, not 1
		{"3x3::k:" + codes, variants.ErrInvalid, "cells"},
		{"3x3::k:" + codes + "256:256:", variants.ErrInvalid, "cells"},
	}
	for _, tt := range tests {
		_, err := variants.ParseSudoCue(tt.in)
		var fe *variants.FieldError
		if !errors.Is(err, tt.want) || !errors.As(err, &fe) || fe.Field != tt.field {
			t.Errorf("ParseSudoCue(%.12s...) = %v, want %v naming %q", tt.in, err, tt.want, tt.field)
		}
	}
}
