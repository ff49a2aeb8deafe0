package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// NumberedRoom is a numbered room clue: reading its row or column from
// the clue's side, the first digit x says which cell holds Digit: the
// x-th, counting the first as 1 (so Digit itself when x is 1). The clue
// sits at the left of a row or the top of a column, or with FromEnd at
// the right or the bottom. The line's digits are distinct, as in any
// Sudoku; the rule states that itself, as [Sandwich] does.
type NumberedRoom struct {
	Line    Line
	FromEnd bool
	Digit   int
}

// Apply states, for each x from 2 to N, that a first digit x puts Digit
// in the x-th cell (a relation between the first cell and that one), and
// that the first digit is 1 only when Digit is 1. Since the first cell
// holds exactly one digit, these pairs are the whole rule, and their arc
// consistency is the rule's. A line off the grid and a Digit outside
// 1..N are errors.
func (nr NumberedRoom) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := nr.Validate(s); err != nil {
		return err
	}
	cells, _ := nr.Line.read(s, nr.FromEnd)
	b.Distinct(cells...)
	if nr.Digit != 1 {
		b.Allow(cells[0], lineDigits(s.Size, func(d int) bool { return d != 1 })...)
	}
	for k := 2; k <= len(cells); k++ {
		b.Relate(cells[0], cells[k-1], func(x, y int) bool { return x != k || y == nr.Digit })
	}
	return nil
}

// Validate checks the clue's parameters: its line is on the grid, and its
// Digit is a digit of the grid.
func (nr NumberedRoom) Validate(s sudoku.Shape) error {
	cells, err := nr.Line.read(s, nr.FromEnd)
	if err != nil {
		return err
	}
	if nr.Digit < 1 || nr.Digit > s.Size {
		return fmt.Errorf("%w: numbered room on %v from %s: digit %d out of range 1..%d",
			sudoku.ErrBadRule, nr.Line, cells[0], nr.Digit, s.Size)
	}
	return nil
}

// Check reports a complete line whose x-th cell, x its first digit, does
// not hold Digit, or that repeats a digit; the conflict names the first
// cell and the x-th. Lines with empty cells are not judged; bad
// parameters give an error wrapping [sudoku.ErrBadRule].
func (nr NumberedRoom) Check(g sudoku.Grid) error {
	if err := nr.Validate(g.Shape()); err != nil {
		return err
	}
	cells, _ := nr.Line.read(g.Shape(), nr.FromEnd)
	if err := distinct(g, nr.String(), cells); err != nil {
		return err
	}
	ds, full := outsideDigits(g, cells)
	if !full {
		return nil
	}
	x := ds[0]
	if ds[x-1] == nr.Digit {
		return nil
	}
	at := []sudoku.Cell{cells[0]}
	if x > 1 {
		at = append(at, cells[x-1])
	}
	return &sudoku.ConflictError{Rule: nr.String(), Cells: at,
		Msg: fmt.Sprintf("cell %d holds %d, want %d", x, ds[x-1], nr.Digit)}
}

// String names the clue, its side and its digit: "numbered room on row 3
// from the left (7)".
func (nr NumberedRoom) String() string {
	return "numbered room on " + nr.Line.String() + " from the " + nr.Line.side(nr.FromEnd) + " (" + strconv.Itoa(nr.Digit) + ")"
}
