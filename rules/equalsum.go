package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// EqualSum is two or more segments of cells whose digits add up to the
// same total, which is not given (the Interactive Sudoku Solver's equal
// sums; the rows, columns and diagonals of a magic square). Digits may
// repeat, and segments may share cells.
type EqualSum struct {
	Segments [][]sudoku.Cell
}

// Validate checks that there are at least two segments, each of at least
// one cell on s with no cell twice.
func (e EqualSum) Validate(s sudoku.Shape) error {
	if len(e.Segments) < 2 {
		return cellBad("equal sum: %d segments, want at least 2", len(e.Segments))
	}
	for i, seg := range e.Segments {
		if err := cellList(s, fmt.Sprintf("equal sum, segment %d", i+1), seg, true); err != nil {
			return err
		}
	}
	return nil
}

// Apply states, for each segment after the first, that the first's
// digits less its own add up to 0 (sudoku.Builder.Linear, in which a cell
// of both cancels out), so that the native propagation bounds each
// against the first.
func (e EqualSum) Apply(b *sudoku.Builder) error {
	if err := e.Validate(b.Shape()); err != nil {
		return err
	}
	for _, seg := range e.Segments[1:] {
		b.Linear(append(lineTerms(e.Segments[0], 1), lineTerms(seg, -1)...), 0)
	}
	return nil
}

// Check reports a filled segment whose total differs from that of the
// first filled one.
func (e EqualSum) Check(g sudoku.Grid) error {
	if err := e.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", e, err)
	}
	first, total := -1, 0
	for i, seg := range e.Segments {
		sum, filled := 0, true
		for _, c := range seg {
			d := g.At(c)
			filled = filled && d != 0
			sum += d
		}
		switch {
		case !filled:
		case first < 0:
			first, total = i, sum
		case sum != total:
			return &sudoku.ConflictError{Rule: e.String(), Cells: append(append([]sudoku.Cell(nil), e.Segments[first]...), seg...),
				Msg: fmt.Sprintf("add up to %d and %d", total, sum)}
		}
	}
	return nil
}

// String names the rule by the first cell of its first segment: "equal
// sum at r1c1".
func (e EqualSum) String() string {
	if len(e.Segments) == 0 {
		return "equal sum"
	}
	return cellName("equal sum", e.Segments[0])
}
