package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// EqualityCage is an equality cage: its digits are distinct, as many of
// them even as odd and as many low as high. The low digits are those
// below the middle of 1..N and the high those above (1-4 and 6-9 on 9x9);
// on a grid of odd size the middle digit (5 on 9x9) is neither, so it
// cannot be in the cage. A cage needs an even number of cells.
type EqualityCage struct {
	Cells []sudoku.Cell
}

// Validate checks that the cells are on s, none twice, and that there is
// an even number of them.
func (c EqualityCage) Validate(s sudoku.Shape) error {
	if err := cellList(s, "equality cage", c.Cells, true); err != nil {
		return err
	}
	if len(c.Cells)%2 != 0 {
		return cellBad("equality cage at %s: %d cells, want an even number", c.Cells[0], len(c.Cells))
	}
	return nil
}

// equalityClass returns +1 or -1 for a digit's parity (even, odd) and its
// half (low, high) of 1..n, 0 for the middle digit of an odd n.
func equalityClass(n, d int) (parity, half int) {
	parity = 1
	if d%2 == 1 {
		parity = -1
	}
	switch {
	case 2*d < n+1:
		half = 1
	case 2*d > n+1:
		half = -1
	}
	return parity, half
}

// Apply states the distinct digits, no middle digit, and an automaton
// over the cells whose state is the count of even digits less odd ones and
// of low digits less high ones.
func (c EqualityCage) Apply(b *sudoku.Builder) error {
	if err := c.Validate(b.Shape()); err != nil {
		return err
	}
	n, k := b.Shape().Size, len(c.Cells)
	b.Distinct(c.Cells...)
	type state struct{ parity, half int }
	next := func(s state, d int) []state {
		p, h := equalityClass(n, d)
		if h == 0 {
			return nil
		}
		t := state{s.parity + p, s.half + h}
		if 2*max(t.parity, -t.parity) > k || 2*max(t.half, -t.half) > k {
			return nil
		}
		return []state{t}
	}
	return regular(b, c.Cells, state{}, next, func(s state) bool { return s == state{} })
}

// Check reports two equal digits, a middle digit, or a filled cage with
// more even digits than odd (or fewer), or more low digits than high.
func (c EqualityCage) Check(g sudoku.Grid) error {
	if err := c.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", c, err)
	}
	if err := distinct(g, c.String(), c.Cells); err != nil {
		return err
	}
	n := g.Shape().Size
	var parity, half int
	filled := true
	for _, cell := range c.Cells {
		d := g.At(cell)
		if d == 0 {
			filled = false
			continue
		}
		p, h := equalityClass(n, d)
		if h == 0 {
			return &sudoku.ConflictError{Rule: c.String(), Cells: []sudoku.Cell{cell}, Msg: fmt.Sprintf("holds %d, the middle digit", d)}
		}
		parity, half = parity+p, half+h
	}
	if !filled {
		return nil
	}
	if parity != 0 {
		return &sudoku.ConflictError{Rule: c.String(), Cells: c.Cells, Msg: "hold more digits of one parity than of the other"}
	}
	if half != 0 {
		return &sudoku.ConflictError{Rule: c.String(), Cells: c.Cells, Msg: "hold more low digits than high, or more high than low"}
	}
	return nil
}

// String names the cage by its first cell: "equality cage at r1c1".
func (c EqualityCage) String() string { return cellName("equality cage", c.Cells) }
