package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Cage is a killer cage: its digits are distinct and, when Sum is set, add
// up to Sum.
type Cage struct {
	Sum   int // 0: no sum, only distinct digits
	Cells []sudoku.Cell
}

// Apply adds the cage: distinct digits, and with a sum, Builder.DistinctSum,
// which works out the sets of digits that can make the sum, so that Z3
// chooses among them instead of doing arithmetic: killer puzzles solve in
// milliseconds.
func (c Cage) Apply(b *sudoku.Builder) error {
	if err := c.Validate(b.Shape()); err != nil {
		return err
	}
	if c.Sum == 0 {
		b.Distinct(c.Cells...)
		return nil
	}
	// DistinctSum reports a sum no distinct digits can make; the rule's
	// name in the error carries the cage's first cell.
	b.DistinctSum(c.Cells, c.Sum)
	return nil
}

// Check reports a repeated digit or a wrong sum.
func (c Cage) Check(g sudoku.Grid) error {
	if err := distinct(g, c.String(), c.Cells); err != nil {
		return err
	}
	if c.Sum == 0 {
		return nil
	}
	sum := 0
	for _, cell := range c.Cells {
		if g.At(cell) == 0 {
			return nil // not filled: no sum to judge
		}
		sum += g.At(cell)
	}
	if sum != c.Sum {
		return &sudoku.ConflictError{Rule: c.String(), Cells: c.Cells, Msg: "add up to " + strconv.Itoa(sum)}
	}
	return nil
}

func (c Cage) String() string {
	s := "killer cage"
	if len(c.Cells) > 0 {
		s += " at " + c.Cells[0].String()
	}
	if c.Sum > 0 {
		s += " (sum " + strconv.Itoa(c.Sum) + ")"
	}
	return s
}

// Validate checks that the cage has cells, all on the grid, and a sum that
// is not negative. Whether distinct digits can make the sum is left to
// [sudoku.Builder.DistinctSum], which Apply calls.
func (c Cage) Validate(s sudoku.Shape) error {
	if len(c.Cells) == 0 {
		return fmt.Errorf("%w: cage with no cells", sudoku.ErrBadRule)
	}
	for _, cell := range c.Cells {
		if !s.Contains(cell) {
			return fmt.Errorf("%w: cage at %s: cell %s is off the %dx%d grid", sudoku.ErrBadRule, c.Cells[0], cell, s.Size, s.Size)
		}
	}
	if c.Sum < 0 {
		return fmt.Errorf("%w: cage at %s has negative sum %d", sudoku.ErrBadRule, c.Cells[0], c.Sum)
	}
	return nil
}
