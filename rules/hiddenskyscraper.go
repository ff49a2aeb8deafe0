package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// HiddenSkyscraper is a hidden skyscraper clue: reading its row or column
// from the clue's side, with each digit the height of a building, the
// first building hidden by a taller one before it has height Digit. The
// buildings before it are all visible, so they rise, and the first
// always is. The clue sits at the left of a row or the top of a column,
// or with FromEnd at the right or the bottom. The line's digits are
// distinct, as in any Sudoku; the rule states that itself, as [Sandwich]
// does.
type HiddenSkyscraper struct {
	Line    Line
	FromEnd bool
	Digit   int
}

// Apply reads the line from the clue's side with an automaton whose
// state is the tallest building so far, until the first lower one, which
// must be Digit; the rest of the line is free. Its N+2 states keep in
// each cell exactly the digits some rising run ending in a hidden Digit
// reads there, and Distinct over the line says the rest. A line off the
// grid and a Digit outside 1..N-1 (the tallest building is never hidden)
// are errors.
func (hs HiddenSkyscraper) Apply(b *sudoku.Builder) error {
	cells, err := hs.validate(b.Shape())
	if err != nil {
		return err
	}
	b.Distinct(cells...)
	const done = -1
	next := func(high, d int) []int {
		switch {
		case high == done:
			return []int{done}
		case d > high:
			return []int{d}
		case d == hs.Digit && d < high:
			return []int{done}
		}
		return nil // a lower building that is not the clue's, or a repeat
	}
	return regular(b, cells, 0, next, func(high int) bool { return high == done })
}

// Validate checks the clue's parameters: its line is on the grid, and its
// Digit is a digit of the grid. A Digit of N, never hidden, is checked by
// Apply.
func (hs HiddenSkyscraper) Validate(s sudoku.Shape) error {
	cells, err := hs.Line.read(s, hs.FromEnd)
	if err != nil {
		return err
	}
	if hs.Digit < 1 || hs.Digit > s.Size {
		return hs.outOfRange(s, cells, s.Size)
	}
	return nil
}

func (hs HiddenSkyscraper) outOfRange(s sudoku.Shape, cells []sudoku.Cell, top int) error {
	return fmt.Errorf("%w: hidden skyscraper on %v from %s: digit %d out of range 1..%d",
		sudoku.ErrBadRule, hs.Line, cells[0], hs.Digit, top)
}

// validate returns the line's cells from the clue's side, after Validate
// and a check that a building of Digit can be hidden.
func (hs HiddenSkyscraper) validate(s sudoku.Shape) ([]sudoku.Cell, error) {
	if err := hs.Validate(s); err != nil {
		return nil, err
	}
	cells, _ := hs.Line.read(s, hs.FromEnd)
	if hs.Digit >= s.Size {
		return nil, hs.outOfRange(s, cells, s.Size-1)
	}
	return cells, nil
}

// Check reports a complete line whose first hidden building is not
// Digit, or has none, or that repeats a digit; the conflict lists the
// cells up to the first hidden one. Lines with empty cells are not
// judged; bad parameters give an error wrapping [sudoku.ErrBadRule].
func (hs HiddenSkyscraper) Check(g sudoku.Grid) error {
	cells, err := hs.validate(g.Shape())
	if err != nil {
		return err
	}
	if err := distinct(g, hs.String(), cells); err != nil {
		return err
	}
	ds, full := outsideDigits(g, cells)
	if !full {
		return nil
	}
	high := 0
	for k, d := range ds {
		if d > high {
			high = d
			continue
		}
		if d == hs.Digit {
			return nil
		}
		return &sudoku.ConflictError{Rule: hs.String(), Cells: cells[:k+1],
			Msg: fmt.Sprintf("the first hidden building is %d, want %d", d, hs.Digit)}
	}
	return &sudoku.ConflictError{Rule: hs.String(), Cells: cells, Msg: "no building is hidden"}
}

// String names the clue, its side and its digit: "hidden skyscraper on
// column 5 from the top (3)".
func (hs HiddenSkyscraper) String() string {
	return "hidden skyscraper on " + hs.Line.String() + " from the " + hs.Line.side(hs.FromEnd) + " (" + strconv.Itoa(hs.Digit) + ")"
}
