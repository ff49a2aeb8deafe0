package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestRun checks the output exactly except for the minimising square, one
// of many with a diagonal of 1s, which is read back and checked instead.
// The maximising square is the only one that scores 178 (a search of all
// 161280 latin squares of size 5 says so), so it is checked exactly, and
// its reward recomputed.
func TestRun(t *testing.T) {
	const (
		minHeader = "5x5 latin square with the smallest main-diagonal sum:\n"
		minEnd    = "main-diagonal sum: "
		maxSquare = `3 2 1 5 4
2 1 5 4 3
1 4 2 3 5
5 3 4 1 2
4 5 3 2 1
`
		want = "5x5 latin square with the largest total reward:\n" + maxSquare +
			"total reward: 178\n" +
			minHeader + "<square>\n" +
			"main-diagonal sum: 5\n"
	)
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	got := out.String()
	start := strings.Index(got, minHeader)
	end := strings.Index(got, minEnd)
	if start < 0 || end < start {
		t.Fatalf("run() output has no square between %q and %q:\n%s", minHeader, minEnd, got)
	}
	start += len(minHeader)
	if diff := cmp.Diff(want, got[:start]+"<square>\n"+got[end:]); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}

	for _, sq := range []struct {
		text    string
		weights sudoku.Weights
		want    int
	}{
		{maxSquare, rewardOf, 178},
		{got[start:end], diagonalOf, 5},
	} {
		g, err := sudoku.ParseGrid(sudoku.LatinShape(size), sq.text)
		if err != nil {
			t.Fatalf("ParseGrid(%q) error = %v", sq.text, err)
		}
		if err := isLatin(g); err != "" {
			t.Errorf("square\n%sis not latin: %s", sq.text, err)
		}
		if got := total(g, sq.weights); got != sq.want {
			t.Errorf("square\n%sscores %d, want %d", sq.text, got, sq.want)
		}
	}
}

// isLatin checks, without the library, that every row and column of g holds
// each digit once, and describes the first problem.
func isLatin(g sudoku.Grid) string {
	n := g.Shape().Size
	for i := range n {
		row, col := make(map[int]bool), make(map[int]bool)
		for j := range n {
			r, c := g.At(sudoku.Cell{Row: i, Col: j}), g.At(sudoku.Cell{Row: j, Col: i})
			if r < 1 || r > n || row[r] {
				return "row " + strconv.Itoa(i+1)
			}
			if c < 1 || c > n || col[c] {
				return "column " + strconv.Itoa(i+1)
			}
			row[r], col[c] = true, true
		}
	}
	return ""
}

// TestTotal checks the native scoring the program and the test rely on,
// on a square whose scores were worked out by hand.
func TestTotal(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.LatinShape(size), "12345\n23451\n34512\n45123\n51234\n")
	if err != nil {
		t.Fatalf("ParseGrid() error = %v", err)
	}
	tests := []struct {
		name    string
		weights sudoku.Weights
		want    int
	}{
		{"diagonal", diagonalOf, 1 + 3 + 5 + 2 + 4},
		// Row 1, digits 1 2 3 4 5, earns 1+10+1+3+4 = 19; rows 2 to 5
		// earn 20, 30, 26 and 31.
		{"reward", rewardOf, 19 + 20 + 30 + 26 + 31},
	}
	for _, tt := range tests {
		if got := total(g, tt.weights); got != tt.want {
			t.Errorf("total(%s) = %d, want %d", tt.name, got, tt.want)
		}
	}
}
