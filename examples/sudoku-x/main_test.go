package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestRun checks the output exactly except for the printed solution, which
// may be any of the 131: that one is read back, verified against the
// Sudoku-X rules and checked to keep the givens.
func TestRun(t *testing.T) {
	const (
		solHeader = "a solution, checked with Verify:\n"
		solEnd    = "solutions: "
		want      = `puzzle (classic rules plus both diagonals):
1 . . | . . . | . . .
. . . | . . 3 | . . .
. 8 . | . . 5 | . 2 .
------+-------+------
2 3 1 | . . . | . . .
. 6 . | . . . | . . .
. 9 7 | . . . | 2 3 1
------+-------+------
. . . | 9 7 8 | . . .
. . . | . . . | . . .
. 7 8 | . . . | . . .
a solution, checked with Verify:
<solution>
solutions: 131
unique: false, so the solution above is only one of them
`
	)
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	got := out.String()

	// Cut the solution out of the output.
	start := strings.Index(got, solHeader)
	end := strings.Index(got, solEnd)
	if start < 0 || end < start {
		t.Fatalf("run() output has no solution between %q and %q:\n%s", solHeader, solEnd, got)
	}
	start += len(solHeader)
	solText := got[start:end]
	if diff := cmp.Diff(want, got[:start]+"<solution>\n"+got[end:]); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}

	sol, err := sudoku.Parse(solText)
	if err != nil {
		t.Fatalf("Parse(printed solution) error = %v\n%s", err, solText)
	}
	m, err := newModel()
	if err != nil {
		t.Fatalf("newModel() error = %v", err)
	}
	defer m.Close()
	if err := m.Verify(sol); err != nil {
		t.Errorf("Verify(printed solution) = %v, want nil\n%s", err, solText)
	}
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		t.Fatalf("Parse(puzzle) error = %v", err)
	}
	for i, d := range givens.Digits() {
		c := givens.Shape().CellAt(i)
		if d != 0 && sol.At(c) != d {
			t.Errorf("printed solution has %d at %v, want the given %d", sol.At(c), c, d)
		}
	}
}
