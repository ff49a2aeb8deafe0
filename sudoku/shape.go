package sudoku

import (
	"fmt"
	"math"
	"strconv"
)

// MaxSize is the largest grid Size the package supports. Digits are stored in
// a byte per cell and grid text writes values up to two decimal digits, so
// 64x64, the largest benchmark grid in common use, is the limit.
const MaxSize = 64

// Shape is the geometry of a grid: its Size (the grid is Size x Size and
// holds the digits 1..Size) and the size of its boxes. A box is BoxRows
// rows by BoxCols columns, and BoxRows*BoxCols == Size. When BoxRows and
// BoxCols are both zero the grid has no boxes, as in a Latin square.
//
// Shape is a small comparable value; use == to compare shapes.
type Shape struct {
	Size    int // cells per row, per column and per box
	BoxRows int // rows in a box, or 0 for no boxes
	BoxCols int // columns in a box, or 0 for no boxes
}

// The standard shapes, as [ShapeOf] returns them. Boxes are wider than
// tall, as printed puzzles draw them.
var (
	// Shape4 is the 4x4 grid with 2x2 boxes.
	Shape4 = Shape{4, 2, 2}
	// Shape6 is the 6x6 grid with boxes of 2 rows by 3 columns.
	Shape6 = Shape{6, 2, 3}
	// Shape8 is the 8x8 grid with boxes of 2 rows by 4 columns.
	Shape8 = Shape{8, 2, 4}
	// Shape9 is the classic 9x9 grid with 3x3 boxes.
	Shape9 = Shape{9, 3, 3}
	// Shape12 is the 12x12 grid with boxes of 3 rows by 4 columns.
	Shape12 = Shape{12, 3, 4}
	// Shape16 is the 16x16 grid with 4x4 boxes.
	Shape16 = Shape{16, 4, 4}
	// Shape25 is the 25x25 grid with 5x5 boxes.
	Shape25 = Shape{25, 5, 5}
	// Shape36 is the 36x36 grid with 6x6 boxes.
	Shape36 = Shape{36, 6, 6}
)

// LatinShape returns the n x n shape with no boxes: every row and column
// holds each digit once, and nothing else is required. It does not check n;
// call [Shape.Validate] for that.
func LatinShape(n int) Shape { return Shape{Size: n} }

// ShapeOf returns the standard shape for a grid of the given size: boxes of
// a rows by b columns with a*b == size, a <= b and a as close to b as
// possible, so 9 gives 3x3 boxes, 6 gives 2x3 and 12 gives 3x4. A size with no
// such split (1 and the primes) gets the Latin shape with no boxes. The error
// wraps [ErrInvalidGrid] when size is not in 1..MaxSize.
func ShapeOf(size int) (Shape, error) {
	if size < 1 || size > MaxSize {
		return Shape{}, fmt.Errorf("%w: size %d out of range 1..%d", ErrInvalidGrid, size, MaxSize)
	}
	// The largest a <= sqrt(size) that divides size gives the squarest
	// box. a == 1 would make every box a whole row, which is no box at all.
	for a := isqrt(size); a > 1; a-- {
		if size%a == 0 {
			return Shape{size, a, size / a}, nil
		}
	}
	return LatinShape(size), nil
}

// Validate reports whether s describes a usable grid. The error wraps
// [ErrInvalidGrid] when Size is not in 1..MaxSize, when only one of BoxRows
// and BoxCols is zero, or when the boxes do not tile the grid
// (BoxRows*BoxCols != Size).
func (s Shape) Validate() error {
	switch {
	case s.Size < 1 || s.Size > MaxSize:
		return fmt.Errorf("%w: size %d out of range 1..%d", ErrInvalidGrid, s.Size, MaxSize)
	case s.BoxRows == 0 && s.BoxCols == 0:
		return nil
	case s.BoxRows <= 0 || s.BoxCols <= 0:
		return fmt.Errorf("%w: boxes of %dx%d: set both box sides, or neither for no boxes",
			ErrInvalidGrid, s.BoxRows, s.BoxCols)
	case s.BoxRows*s.BoxCols != s.Size:
		return fmt.Errorf("%w: boxes of %dx%d do not tile a %dx%d grid (%d*%d != %d)",
			ErrInvalidGrid, s.BoxRows, s.BoxCols, s.Size, s.Size, s.BoxRows, s.BoxCols, s.Size)
	}
	return nil
}

// HasBoxes reports whether the shape has boxes.
func (s Shape) HasBoxes() bool { return s.BoxRows > 0 && s.BoxCols > 0 }

// NumCells returns the number of cells in the grid, Size*Size.
func (s Shape) NumCells() int { return s.Size * s.Size }

// Contains reports whether c is a cell of the grid.
func (s Shape) Contains(c Cell) bool {
	return c.Row >= 0 && c.Row < s.Size && c.Col >= 0 && c.Col < s.Size
}

// Index returns the row-major index of c, from 0 to NumCells()-1. It panics
// if c is off the grid: an off-grid cell here is a programming error, and
// callers that handle user input check [Shape.Contains] first.
func (s Shape) Index(c Cell) int {
	if !s.Contains(c) {
		panic(fmt.Sprintf("sudoku: cell %v is off the %dx%d grid", c, s.Size, s.Size))
	}
	return c.Row*s.Size + c.Col
}

// CellAt returns the cell at row-major index i, the inverse of
// [Shape.Index]. It panics if i is not in 0..NumCells()-1.
func (s Shape) CellAt(i int) Cell {
	if i < 0 || i >= s.NumCells() {
		panic(fmt.Sprintf("sudoku: cell index %d out of range 0..%d", i, s.NumCells()-1))
	}
	return Cell{i / s.Size, i % s.Size}
}

// BoxOf returns the number of the box that holds c, counting boxes from 0
// in row-major order, or -1 if the shape has no boxes. It panics if c is off
// the grid.
func (s Shape) BoxOf(c Cell) int {
	if !s.Contains(c) {
		panic(fmt.Sprintf("sudoku: cell %v is off the %dx%d grid", c, s.Size, s.Size))
	}
	if !s.HasBoxes() {
		return -1
	}
	boxesPerRow := s.Size / s.BoxCols
	return (c.Row/s.BoxRows)*boxesPerRow + c.Col/s.BoxCols
}

// Row returns the cells of row r (0-based), left to right. It panics if r
// is not in 0..Size-1.
func (s Shape) Row(r int) []Cell {
	s.checkHouse("row", r)
	return s.fillRow(make([]Cell, s.Size), r)
}

// Col returns the cells of column c (0-based), top to bottom. It panics if
// c is not in 0..Size-1.
func (s Shape) Col(c int) []Cell {
	s.checkHouse("column", c)
	return s.fillCol(make([]Cell, s.Size), c)
}

// Box returns the cells of box b (0-based, row-major as in [Shape.BoxOf]),
// in row-major order. It panics if the shape has no boxes or b is not in
// 0..Size-1.
func (s Shape) Box(b int) []Cell {
	if !s.HasBoxes() {
		panic(fmt.Sprintf("sudoku: Box(%d) of %v", b, s))
	}
	s.checkHouse("box", b)
	return s.fillBox(make([]Cell, s.Size), b)
}

// Houses returns every group of cells that must hold distinct digits: the
// rows, then the columns, then the boxes if the shape has any. The houses
// share one backing array, so the result costs two allocations.
func (s Shape) Houses() [][]Cell {
	n := s.Size
	count := 2 * n
	if s.HasBoxes() {
		count += n
	}
	all := make([]Cell, count*n)
	houses := make([][]Cell, 0, count)
	next := func() []Cell {
		h := all[:n:n]
		all = all[n:]
		return h
	}
	for r := range n {
		houses = append(houses, s.fillRow(next(), r))
	}
	for c := range n {
		houses = append(houses, s.fillCol(next(), c))
	}
	if s.HasBoxes() {
		for b := range n {
			houses = append(houses, s.fillBox(next(), b))
		}
	}
	return houses
}

// String returns a short description of the shape, such as
// "9x9 (3x3 boxes)" or "5x5 (no boxes)".
func (s Shape) String() string {
	size := strconv.Itoa(s.Size)
	if !s.HasBoxes() {
		return size + "x" + size + " (no boxes)"
	}
	return size + "x" + size + " (" + strconv.Itoa(s.BoxRows) + "x" + strconv.Itoa(s.BoxCols) + " boxes)"
}

func (s Shape) checkHouse(kind string, i int) {
	if i < 0 || i >= s.Size {
		panic(fmt.Sprintf("sudoku: %s %d out of range 0..%d", kind, i, s.Size-1))
	}
}

func (s Shape) fillRow(dst []Cell, r int) []Cell {
	for c := range dst {
		dst[c] = Cell{r, c}
	}
	return dst
}

func (s Shape) fillCol(dst []Cell, c int) []Cell {
	for r := range dst {
		dst[r] = Cell{r, c}
	}
	return dst
}

func (s Shape) fillBox(dst []Cell, b int) []Cell {
	boxesPerRow := s.Size / s.BoxCols
	top, left := (b/boxesPerRow)*s.BoxRows, (b%boxesPerRow)*s.BoxCols
	for i := range dst {
		dst[i] = Cell{top + i/s.BoxCols, left + i%s.BoxCols}
	}
	return dst
}

// isqrt returns the largest r with r*r <= n, for n >= 0.
func isqrt(n int) int {
	r := int(math.Sqrt(float64(n)))
	// Correct the float estimate, which can be off by one for large n.
	for r*r > n {
		r--
	}
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}
