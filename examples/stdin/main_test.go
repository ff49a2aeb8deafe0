package main

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// The solution is 483921657967345821251876493548132976729564138136798245372689514814253769695417382.
const wantGrids = `. . 3 | . 2 . | 6 . .
9 . . | 3 . 5 | . . 1
. . 1 | 8 . 6 | 4 . .
------+-------+------
. . 8 | 1 . 2 | 9 . .
7 . . | . . . | . . 8
. . 6 | 7 . 8 | 2 . .
------+-------+------
. . 2 | 6 . 9 | 5 . .
8 . . | 2 . 3 | . . 9
. . 5 | . 1 . | 3 . .
solution:
4 8 3 | 9 2 1 | 6 5 7
9 6 7 | 3 4 5 | 8 2 1
2 5 1 | 8 7 6 | 4 9 3
------+-------+------
5 4 8 | 1 3 2 | 9 7 6
7 2 9 | 5 6 4 | 1 3 8
1 3 6 | 7 9 8 | 2 4 5
------+-------+------
3 7 2 | 6 8 9 | 5 1 4
8 1 4 | 2 5 3 | 7 6 9
6 9 5 | 4 1 7 | 3 8 2
`

func TestRun(t *testing.T) {
	const fromInput = "puzzle (from input):\n" + wantGrids
	const fromDefault = "puzzle (from the default):\n" + wantGrids
	tests := []struct {
		name string
		in   io.Reader
		want string
	}{
		{"slashes", strings.NewReader(defaultPuzzle + "\n"), fromInput},
		{"newlines", strings.NewReader(strings.ReplaceAll(defaultPuzzle, "/", "\n")), fromInput},
		{"no input", nil, fromDefault},
		{"blank input", strings.NewReader(" \n\n"), fromDefault},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			if err := run(&out, tt.in); err != nil {
				t.Fatalf("run() error = %v", err)
			}
			if diff := cmp.Diff(tt.want, out.String()); diff != "" {
				t.Errorf("run() output mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRunBadInput(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want error
	}{
		{"too few rows", "--3-2-6--/9--3-5--1", sudoku.ErrInvalidGrid},
		{"bad character", strings.Replace(defaultPuzzle, "7", "?", 1), sudoku.ErrInvalidGrid},
		{"one cell", "x", sudoku.ErrInvalidGrid},
		{"5x5, no boxes", "1-3-5/-----/-----/-----/-----", sudoku.ErrInvalidGrid},
		{"two 3s in row 1", strings.Replace(defaultPuzzle, "--3-2-6--", "3-3-2-6--", 1), sudoku.ErrConflict},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := run(io.Discard, strings.NewReader(tt.in))
			if !errors.Is(err, tt.want) {
				t.Errorf("run(%q) error = %v, want %v", tt.in, err, tt.want)
			}
		})
	}
}
