package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// HalfSumLine is a line of an even number of cells whose first half and
// second half add up to the same total ("the sum of the first two digits
// equals the sum of the last two digits" on a line of four). Digits may
// repeat on it where the other rules allow. Read from either end it is
// the same rule.
type HalfSumLine struct {
	Cells []sudoku.Cell
}

// Validate checks that the cells are a line on s, each cell once, of an
// even number of cells, at least two.
func (l HalfSumLine) Validate(s sudoku.Shape) error {
	if err := lineValid(s, "half-sum line", l.Cells, 2); err != nil {
		return err
	}
	if len(l.Cells)%2 != 0 {
		return lineBad("half-sum line at %s has %d cells, want an even number", l.Cells[0], len(l.Cells))
	}
	return nil
}

// halves returns the line's first and second halves.
func (l HalfSumLine) halves() (first, second []sudoku.Cell) {
	h := len(l.Cells) / 2
	return l.Cells[:h], l.Cells[h:]
}

// Apply states that the first half's digits minus the second half's add
// up to 0, one [sudoku.Builder.Linear], which the native side sees and the
// OneHot encoding lays out as a decision diagram of partial sums.
func (l HalfSumLine) Apply(b *sudoku.Builder) error {
	if err := l.Validate(b.Shape()); err != nil {
		return err
	}
	first, second := l.halves()
	b.Linear(append(lineTerms(first, 1), lineTerms(second, -1)...), 0)
	return nil
}

// Check reports a filled line whose halves add up to different totals;
// a line not fully filled in is not judged. Bad parameters give an error
// wrapping [sudoku.ErrBadRule].
func (l HalfSumLine) Check(g sudoku.Grid) error {
	if err := l.Validate(g.Shape()); err != nil {
		return err
	}
	first, second := l.halves()
	a, okA := lineSum(g, first)
	z, okZ := lineSum(g, second)
	if okA && okZ && a != z {
		return &sudoku.ConflictError{Rule: l.String(), Cells: l.Cells,
			Msg: fmt.Sprintf("the first half adds up to %d, the second to %d", a, z)}
	}
	return nil
}

// String names the line by its first cell: "half-sum line at r1c1".
func (l HalfSumLine) String() string { return cellName("half-sum line", l.Cells) }
