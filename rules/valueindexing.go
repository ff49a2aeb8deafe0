package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// ValueIndexing is a line of cells that starts with a value cell and an
// index cell: the index cell's digit k says that the k-th cell after it
// holds the value cell's digit (the Interactive Sudoku Solver's value
// indexing arrows, where the digit X in the circle appears again as far
// along the arrow as the second cell says). The index is at most the
// number of cells after it.
type ValueIndexing struct {
	Cells []sudoku.Cell
}

// Validate checks that there are at least three cells, all on s.
func (v ValueIndexing) Validate(s sudoku.Shape) error {
	if err := cellList(s, "value indexing", v.Cells, false); err != nil {
		return err
	}
	if len(v.Cells) < 3 {
		return cellBad("value indexing at %s: %d cells, want at least 3", v.Cells[0], len(v.Cells))
	}
	return nil
}

// Apply states an automaton over the line whose state is the value read
// first, the index read second and how many cells have followed: the
// indexed cell must read the value, and an index past the end of the line
// cannot be read.
func (v ValueIndexing) Apply(b *sudoku.Builder) error {
	if err := v.Validate(b.Shape()); err != nil {
		return err
	}
	m := len(v.Cells) - 2
	// pos counts the cells read; done is a run past its indexed cell.
	type state struct{ pos, value, index int }
	done := state{pos: -1}
	next := func(s state, d int) []state {
		switch {
		case s == done:
			return []state{done}
		case s.pos == 0:
			return []state{{pos: 1, value: d}}
		case s.pos == 1:
			if d > m {
				return nil
			}
			return []state{{pos: 2, value: s.value, index: d}}
		case s.pos-1 == s.index:
			if d != s.value {
				return nil
			}
			return []state{done}
		}
		return []state{{pos: s.pos + 1, value: s.value, index: s.index}}
	}
	return regular(b, v.Cells, state{}, next, func(s state) bool { return s == done })
}

// Check reports an index past the end of the line, and an indexed cell
// whose digit is not the value cell's.
func (v ValueIndexing) Check(g sudoku.Grid) error {
	if err := v.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", v, err)
	}
	value, k := g.At(v.Cells[0]), g.At(v.Cells[1])
	if k == 0 {
		return nil
	}
	if k > len(v.Cells)-2 {
		return &sudoku.ConflictError{Rule: v.String(), Cells: v.Cells[1:2], Msg: fmt.Sprintf("indexes cell %d of %d", k, len(v.Cells)-2)}
	}
	at := v.Cells[1+k]
	if d := g.At(at); value != 0 && d != 0 && d != value {
		return &sudoku.ConflictError{Rule: v.String(), Cells: []sudoku.Cell{v.Cells[0], v.Cells[1], at},
			Msg: fmt.Sprintf("index %d points at %d, not %d", k, d, value)}
	}
	return nil
}

// String names the line by its value cell: "value indexing at r1c1".
func (v ValueIndexing) String() string { return cellName("value indexing", v.Cells) }
