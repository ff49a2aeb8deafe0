package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRun(t *testing.T) {
	const want = `cages cut from 187632549592471683643958721476293815321845976958716432264189357715364298839527164:
1x3 strips (AAA/BBB/CCC in every box): 27 cages, unique: false
pinwheel (ABB/ACC/DDC in every box): 36 cages, unique: true
the unique solution is the grid the cages were cut from:
1 8 7 | 6 3 2 | 5 4 9
5 9 2 | 4 7 1 | 6 8 3
6 4 3 | 9 5 8 | 7 2 1
------+-------+------
4 7 6 | 2 9 3 | 8 1 5
3 2 1 | 8 4 5 | 9 7 6
9 5 8 | 7 1 6 | 4 3 2
------+-------+------
2 6 4 | 1 8 9 | 3 5 7
7 1 5 | 3 6 4 | 2 9 8
8 3 9 | 5 2 7 | 1 6 4
`
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}

// TestCut checks the cages of the first box: the pinwheel's letters name
// the cells, and each sum is that of the grid's digits.
func TestCut(t *testing.T) {
	g, err := sudoku.Parse(solution)
	if err != nil {
		t.Fatalf("Parse(solution) error = %v", err)
	}
	cages, err := cut(g, pinwheel)
	if err != nil {
		t.Fatalf("cut(pinwheel) error = %v", err)
	}
	if len(cages) != 36 {
		t.Fatalf("cut(pinwheel) gave %d cages, want 36", len(cages))
	}
	// Box 1 is 1 8 7 / 5 9 2 / 6 4 3, cut as ABB / ACC / DDC.
	type cage struct {
		Sum   int
		Cells string
	}
	want := []cage{{1 + 5, "r1c1 r2c1"}, {8 + 7, "r1c2 r1c3"}, {9 + 2 + 3, "r2c2 r2c3 r3c3"}, {6 + 4, "r3c1 r3c2"}}
	var got []cage
	for _, c := range cages[:4] {
		var names []string
		for _, cell := range c.Cells {
			names = append(names, cell.String())
		}
		got = append(got, cage{c.Sum, strings.Join(names, " ")})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("cut(pinwheel) box 1 mismatch (-want +got):\n%s", diff)
	}
}
