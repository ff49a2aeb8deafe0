package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// DoubleArrow is a double arrow (f-puzzles' "doublearrow"): a line with a
// circle at each end, whose two circled digits add up to the sum of the
// digits on the line between them. Digits may repeat on the line where the
// other rules allow. It needs at least three cells, never passes through
// a cell twice, and the inner cells must be few enough that their least
// sum fits under two digits: at most 2N of them.
type DoubleArrow struct {
	Cells []sudoku.Cell // the circles are Cells[0] and Cells[len-1]
}

func (a DoubleArrow) validate(s sudoku.Shape) error {
	if err := lineValid(s, "line", a.Cells, 3); err != nil {
		return err
	}
	if inner := len(a.Cells) - 2; inner > 2*s.Size {
		return lineBad("line at %s: %d cells cannot add up to two digits 1..%d", a.Cells[0], inner, s.Size)
	}
	return nil
}

// ends returns the two circled cells and the cells between them.
func (a DoubleArrow) ends() (ends, inner []sudoku.Cell) {
	k := len(a.Cells)
	return []sudoku.Cell{a.Cells[0], a.Cells[k-1]}, a.Cells[1 : k-1]
}

// Apply bounds the digits: the circles add up to at least the number of
// inner cells, and an inner cell holds at most what is left of 2N once
// the others hold 1. The sum itself is a Table of the line's digits,
// circles first, when there are at most lineTableLimit tuples, and
// otherwise the linear equation Σ inner − Σ circles = 0 ([sudoku.Builder.Linear]).
func (a DoubleArrow) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := a.validate(s); err != nil {
		return err
	}
	n := s.Size
	ends, inner := a.ends()
	k := len(inner)
	for _, c := range ends {
		b.Allow(c, lineDigits(n, func(d int) bool { return d+n >= k })...)
	}
	for _, c := range inner {
		b.Allow(c, lineUpTo(n, 2*n-(k-1))...)
	}
	tuples, small := lineTuples(n, k+2, lineTableLimit, func(ds []int) bool {
		if len(ds) <= 2 {
			return true
		}
		want, got := ds[0]+ds[1], 0
		for _, d := range ds[2:] {
			got += d
		}
		rest := k + 2 - len(ds)
		return got+rest <= want && got+rest*n >= want
	})
	if small {
		b.Table(lineConcat(ends, inner), tuples)
		return nil
	}
	terms := make([]sudoku.Term, 0, k+2)
	for _, c := range inner {
		terms = append(terms, sudoku.Term{Cell: c, Weight: 1})
	}
	for _, c := range ends {
		terms = append(terms, sudoku.Term{Cell: c, Weight: -1})
	}
	b.Linear(terms, 0)
	return nil
}

// Check reports a line whose inner digits do not add up to its circles.
// It passes when a cell of the line is empty.
func (a DoubleArrow) Check(g sudoku.Grid) error {
	if err := a.validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", a, err)
	}
	ends, inner := a.ends()
	want, full := lineSum(g, ends)
	got, fullInner := lineSum(g, inner)
	if !full || !fullInner || got == want {
		return nil
	}
	return &sudoku.ConflictError{Rule: a.String(), Cells: append([]sudoku.Cell(nil), a.Cells...),
		Msg: fmt.Sprintf("hold circles adding up to %d and a line adding up to %d", want, got)}
}

// String names the line by its first circle: "double arrow at r1c1".
func (a DoubleArrow) String() string { return lineName("double arrow", a.Cells) }
