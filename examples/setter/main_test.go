package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRun runs the program: the puzzle reads, is unique with its published
// solution, needs its last clue, and reads back from the link it writes.
func TestRun(t *testing.T) {
	const want = `\x0F by Erin Toler: 9x9 (3x3 boxes), 23 rules, 0 givens
unique: true, the published solution: true
6 2 1 | 3 9 8 | 7 5 4
7 9 3 | 4 5 2 | 1 8 6
4 5 8 | 7 1 6 | 9 3 2
------+-------+------
5 8 2 | 9 3 7 | 6 4 1
9 4 7 | 6 8 1 | 5 2 3
1 3 6 | 2 4 5 | 8 9 7
------+-------+------
2 1 9 | 5 7 3 | 4 6 8
8 6 5 | 1 2 4 | 3 7 9
3 7 4 | 8 6 9 | 2 1 5
without the black dot between r8c5 and r8c6: 2 solutions, 10 cells open
f-puzzles link reads back with 23 rules
`
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}
