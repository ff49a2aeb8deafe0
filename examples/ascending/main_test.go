package main

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRun(t *testing.T) {
	const want = `4x4 grids ascending from r1c1 along [r1c1 r1c2 r1c3 r1c4]: 12
4x4 grids ascending from r1c1 along [r1c1 r2c2 r3c3 r4c4]: 2
givens 3 2 in row 1: sudoku: conflict: ascending from r1c1: r1c1 and r1c2 cannot hold 3 and 2
Verify(2134341212434321): sudoku: conflict: ascending from r1c1: r1c1 and r1c2 cannot hold 2 and 1
`
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}

// TestCountsByBruteForce counts the same 4x4 cases without Z3.
func TestCountsByBruteForce(t *testing.T) {
	for _, r := range []Ascending{row4, diagonal4} {
		idx := make([]int, len(r.Cells))
		for i, c := range r.Cells {
			idx[i] = sudoku.Shape4.Index(c)
		}
		p := brute.Classic(4, 2, 2, nil)
		// A cell of the rule may hold d when the rule's cells already
		// filled before and after it stay increasing.
		p.Allowed = func(g []int, i, d int) bool {
			for k, j := range idx {
				if j != i {
					continue
				}
				for l, o := range idx {
					if l == k || g[o] == 0 {
						continue
					}
					if (l < k && g[o] >= d) || (l > k && g[o] <= d) {
						return false
					}
				}
			}
			return true
		}
		want := brute.Count(p, 0)
		got, err := count(context.Background(), r)
		if err != nil {
			t.Fatalf("count(%v) error = %v", r, err)
		}
		if got != want {
			t.Errorf("count(%v) = %d, brute force %d", r, got, want)
		}
	}
}
