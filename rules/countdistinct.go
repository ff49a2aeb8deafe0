package rules

import (
	"fmt"
	"math/bits"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// CountDistinct is a control cell whose digit is the number of different
// digits in Cells (the Interactive Sudoku Solver's CountDistinct).
type CountDistinct struct {
	Control sudoku.Cell
	Cells   []sudoku.Cell
}

// Validate checks that the control cell and the counted cells are on s,
// with at least one counted cell and none twice.
func (c CountDistinct) Validate(s sudoku.Shape) error {
	if !s.Contains(c.Control) {
		return cellBad("count distinct: control cell %s is off the %dx%d grid", c.Control, s.Size, s.Size)
	}
	return cellList(s, "count distinct at "+c.Control.String(), c.Cells, true)
}

// Apply states an automaton over the counted cells and then the control
// cell, whose state is the set of digits counted so far; the control cell
// reads the number of digits in the set. k counted cells have at most the
// sets of up to k digits as states (512 on 9x9).
func (c CountDistinct) Apply(b *sudoku.Builder) error {
	if err := c.Validate(b.Shape()); err != nil {
		return err
	}
	k := len(c.Cells)
	// The automaton guesses where the counted cells end: from a set, a
	// digit either joins it or, as the control cell's, ends the run if it
	// is the set's size. done is no set of digits.
	const done = ^uint64(0)
	next := func(set uint64, d int) []uint64 {
		if set == done {
			return nil
		}
		var out []uint64
		if bits.OnesCount64(set) == d {
			out = append(out, done)
		}
		if t := set | 1<<(d-1); bits.OnesCount64(t) <= k {
			out = append(out, t)
		}
		return out
	}
	cells := append(append([]sudoku.Cell(nil), c.Cells...), c.Control)
	return regular(b, cells, uint64(0), next, func(s uint64) bool { return s == done })
}

// Check reports a filled control cell and counted cells whose count of
// different digits is not the control's digit.
func (c CountDistinct) Check(g sudoku.Grid) error {
	if err := c.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", c, err)
	}
	want := g.At(c.Control)
	if want == 0 {
		return nil
	}
	var set uint64
	for _, cell := range c.Cells {
		d := g.At(cell)
		if d == 0 {
			return nil
		}
		set |= 1 << (d - 1)
	}
	if got := bits.OnesCount64(set); got != want {
		return &sudoku.ConflictError{Rule: c.String(), Cells: append([]sudoku.Cell{c.Control}, c.Cells...),
			Msg: fmt.Sprintf("count %d different digits, not %d", got, want)}
	}
	return nil
}

// String names the rule by its control cell: "count distinct at r1c1".
func (c CountDistinct) String() string { return "count distinct at " + c.Control.String() }
