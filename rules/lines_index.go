package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// IndexLine is an index line: the digit in the Nth cell along it, counted
// from 1 at Cells[0] (the end drawn with a diamond), is the position
// along the line where the digit N appears. A 3 in the first cell puts a
// 1 in the third; a 1 in the first cell says that the first cell holds 1.
//
// So the digits map positions to positions, each the inverse of itself:
// the Nth cell holds d exactly when the dth cell holds N. A digit greater
// than the line's length would name a position the line does not have,
// so it cannot be on the line; the digits on it are distinct, 1 to its
// length, and a line longer than the grid's digits has no solution. It
// needs at least two cells and passes through each once.
type IndexLine struct {
	Cells []sudoku.Cell // Cells[0] is the diamond, position 1
}

// Validate checks that the cells are a line on s of at least two cells,
// each cell once.
func (l IndexLine) Validate(s sudoku.Shape) error {
	return lineValid(s, "line", l.Cells, 2)
}

// indexPair returns the relation between the digits x at position i and
// y at position j (1-based, i < j) of an index line: x names j exactly
// when y names i.
func indexPair(i, j int) func(x, y int) bool {
	return func(x, y int) bool { return (x == j) == (y == i) }
}

// Apply allows only the digits 1 to the line's length on it, and relates
// each pair of cells at positions i and j: the first holds j exactly when
// the second holds i. Tabulated relations, so the native propagation and
// every encoding see them; with the digits limited to the positions they
// say the whole rule (a cell holding d > its own position is answered by
// the dth cell, and one holding its own position needs nothing). A line
// longer than the grid's digits is an error.
func (l IndexLine) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := l.Validate(s); err != nil {
		return err
	}
	k := len(l.Cells)
	if k > s.Size {
		return lineBad("%s: %d cells, but the digits name only positions 1 to %d", l, k, s.Size)
	}
	if k < s.Size {
		digits := make([]int, k)
		for d := range digits {
			digits[d] = d + 1
		}
		for _, c := range l.Cells {
			b.Allow(c, digits...)
		}
	}
	for i := 0; i < k; i++ {
		for j := i + 1; j < k; j++ {
			b.Relate(l.Cells[i], l.Cells[j], indexPair(i+1, j+1))
		}
	}
	return nil
}

// Check reports a digit greater than the line's length, or a digit d at
// position N whose dth cell holds a digit other than N. Empty cells are
// skipped.
func (l IndexLine) Check(g sudoku.Grid) error {
	if err := l.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", l, err)
	}
	k := len(l.Cells)
	for i, c := range l.Cells {
		d := g.At(c)
		switch {
		case d == 0:
		case d > k:
			return &sudoku.ConflictError{Rule: l.String(), Cells: []sudoku.Cell{c},
				Msg: fmt.Sprintf("holds %d, past the line's %d cells", d, k)}
		case g.At(l.Cells[d-1]) != 0 && g.At(l.Cells[d-1]) != i+1:
			at := l.Cells[d-1]
			return &sudoku.ConflictError{Rule: l.String(), Cells: []sudoku.Cell{c, at},
				Msg: fmt.Sprintf("hold %d and %d at positions %d and %d, want %d at position %d", d, g.At(at), i+1, d, i+1, d)}
		}
	}
	return nil
}

// String names the line by its diamond: "index line at r1c6".
func (l IndexLine) String() string { return lineName("index line", l.Cells) }
