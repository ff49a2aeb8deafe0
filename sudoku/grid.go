package sudoku

import (
	"bytes"
	"fmt"
	"strings"
)

// Grid is a Size x Size grid of digits: 1..Size in a filled cell, 0 in an
// empty one. Grids hold puzzles (the givens) and their solutions.
//
// A Grid behaves like a slice header: it refers to its digits rather than
// holding them, so copies of a Grid share storage and [Grid.Set] on one is
// seen by all. Use [Grid.Clone] for an independent copy. The zero Grid has no
// shape and no cells; see [Grid.IsZero].
type Grid struct {
	shape  Shape
	digits []uint8 // row-major; uint8 is enough since MaxSize is 64
}

// NewGrid returns an empty grid of shape s. It panics if s is not valid
// (see [Shape.Validate]): shapes are nearly always constants, so a bad one is
// a programming error. Validate a shape from user input first.
func NewGrid(s Shape) Grid {
	if err := s.Validate(); err != nil {
		panic(err)
	}
	return Grid{shape: s, digits: make([]uint8, s.NumCells())}
}

// GridFromDigits returns a grid of shape s holding digits, in row-major
// order, 0 for an empty cell. The error wraps [ErrInvalidGrid] if s is not
// valid, if len(digits) is not Size*Size, or if a digit is not in 0..Size;
// it names the first bad cell. The grid does not keep digits.
func GridFromDigits(s Shape, digits []int) (Grid, error) {
	if err := s.Validate(); err != nil {
		return Grid{}, err
	}
	if len(digits) != s.NumCells() {
		return Grid{}, fmt.Errorf("%w: %d digits for a %dx%d grid, want %d",
			ErrInvalidGrid, len(digits), s.Size, s.Size, s.NumCells())
	}
	g := Grid{shape: s, digits: make([]uint8, len(digits))}
	for i, d := range digits {
		if d < 0 || d > s.Size {
			return Grid{}, fmt.Errorf("%w: %v holds %d, want 0..%d",
				ErrInvalidGrid, s.CellAt(i), d, s.Size)
		}
		g.digits[i] = uint8(d)
	}
	return g, nil
}

// Shape returns the shape of the grid; the zero Shape for the zero Grid.
func (g Grid) Shape() Shape { return g.shape }

// At returns the digit in cell c, or 0 if c is empty. On the zero Grid,
// which stands for no givens, every cell is empty. Otherwise At panics if c
// is off the grid.
func (g Grid) At(c Cell) int {
	if g.digits == nil {
		return 0
	}
	return int(g.digits[g.shape.Index(c)])
}

// Set puts digit d in cell c; d == 0 empties the cell. It panics if c is off
// the grid or d is not in 0..Size, and on the zero Grid, which has no cells
// (use [NewGrid]). Set changes the storage that all copies of
// g share; see [Grid].
func (g Grid) Set(c Cell, d int) {
	i := g.shape.Index(c)
	if d < 0 || d > g.shape.Size {
		panic(fmt.Sprintf("sudoku: Grid.Set(%v, %d): digit out of range 0..%d", c, d, g.shape.Size))
	}
	g.digits[i] = uint8(d)
}

// Clone returns a copy of g that shares no storage with it.
func (g Grid) Clone() Grid {
	if g.digits == nil {
		return g
	}
	return Grid{shape: g.shape, digits: bytes.Clone(g.digits)}
}

// Digits returns the digits of g in row-major order, 0 for an empty cell.
// The slice is a copy; changing it does not change g.
func (g Grid) Digits() []int {
	out := make([]int, len(g.digits))
	for i, d := range g.digits {
		out[i] = int(d)
	}
	return out
}

// IsZero reports whether g is the zero Grid, which has no shape and no
// cells, as returned alongside an error.
func (g Grid) IsZero() bool { return g.shape == Shape{} && g.digits == nil }

// Filled reports whether every cell holds a digit. The zero Grid, which has
// no cells, is not filled.
func (g Grid) Filled() bool {
	return len(g.digits) > 0 && bytes.IndexByte(g.digits, 0) < 0
}

// NumGivens returns the number of cells that hold a digit.
func (g Grid) NumGivens() int {
	return len(g.digits) - bytes.Count(g.digits, []byte{0})
}

// Equal reports whether g and h have the same shape and the same digits.
func (g Grid) Equal(h Grid) bool {
	return g.shape == h.shape && bytes.Equal(g.digits, h.digits)
}

// MarshalText implements [encoding.TextMarshaler] with the compact form of
// [Grid.String]. The zero Grid marshals to empty text.
func (g Grid) MarshalText() ([]byte, error) {
	if g.IsZero() {
		return []byte{}, nil
	}
	return []byte(g.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]. It accepts every form
// that [Parse] does and infers the shape the same way, except that when *g
// already has a shape of the same Size, that shape is kept: decoding into a
// grid made with [LatinShape] gives a Latin grid back. Empty or blank text
// gives the zero Grid, as [Grid.MarshalText] writes it. On error *g is left
// unchanged.
func (g *Grid) UnmarshalText(text []byte) error {
	s := string(text)
	if strings.TrimSpace(s) == "" {
		*g = Grid{}
		return nil
	}
	h, err := Parse(s)
	if err != nil {
		return err
	}
	// Only the boxes can differ: the digits depend on the size alone.
	if g.shape.Size == h.shape.Size && g.shape.Validate() == nil {
		h.shape = g.shape
	}
	*g = h
	return nil
}
