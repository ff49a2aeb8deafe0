package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRun(t *testing.T) {
	// The solution is 187632549592471683643958721476293815321845976958716432264189357715364298839527164.
	const want = `puzzle from 18 setNum clues:
. . . | . . . | . . .
. . . | . . 1 | . 8 .
6 4 . | . . . | 7 . .
------+-------+------
. . . | . . 3 | . . .
. . 1 | 8 . 5 | . . .
9 . . | . . . | 4 . 2
------+-------+------
. . . | . . 9 | 3 5 .
7 . . | . 6 . | . . .
. . . | . 2 . | . . .
solution:
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
unique: true
`
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}

func TestGridFromCluesErrors(t *testing.T) {
	tests := []struct {
		name  string
		clues []clue
	}{
		{"row 0", []clue{{0, 1, 5}}},
		{"column 10", []clue{{1, 10, 5}}},
		{"value 0", []clue{{1, 1, 0}}},
		{"value 10", []clue{{1, 1, 10}}},
		{"same cell twice", []clue{{1, 1, 5}, {1, 1, 6}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := gridFromClues(sudoku.Shape9, tt.clues)
			if !errors.Is(err, sudoku.ErrInvalidGrid) {
				t.Errorf("gridFromClues(%v) error = %v, want %v", tt.clues, err, sudoku.ErrInvalidGrid)
			}
		})
	}
}
