package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// DutchFlatmates is the Dutch flatmates rule: every 5 in the grid has a 1
// directly above it or a 9 directly below it, or both. On a grid of
// another size the middle digit, (size+1)/2 rounded up, takes the place
// of 5, and the size that of 9, as in the Interactive Sudoku Solver: on
// 6x6 every 3 has a 1 above it or a 6 below it. It is a rule over the
// whole grid, for grids of up to 9x9.
type DutchFlatmates struct{}

// flatmatesMaxSize is the largest grid the rule takes: its three-cell
// tables grow as the cube of the size, and the family is a 9x9 one.
const flatmatesMaxSize = 9

// flatmates returns the middle digit of an n x n grid and the digits
// that may sit above it (1) and below it (n).
func flatmates(n int) (mid, above, below int) { return (n + 1) / 2, 1, n }

// Validate checks that the grid is at most 9x9.
func (r DutchFlatmates) Validate(s sudoku.Shape) error {
	if s.Size > flatmatesMaxSize {
		return fmt.Errorf("%w: %s: a %dx%d grid, want at most %dx%d", sudoku.ErrBadRule, r, s.Size, s.Size, flatmatesMaxSize, flatmatesMaxSize)
	}
	return nil
}

// Apply states the rule cell by cell, down each column. A cell in the
// top row relates to the cell below it (the middle digit only over the
// size), one in the bottom row to the cell above it (only under 1), and
// one in between is a table of the three cells' digits, which leaves out
// only the middle digit with neither flatmate. On a one-row grid the
// middle digit is not allowed at all.
func (r DutchFlatmates) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := r.Validate(s); err != nil {
		return err
	}
	n := s.Size
	mid, above, below := flatmates(n)
	var tuples [][]int
	for x := 1; x <= n; x++ {
		for y := 1; y <= n; y++ {
			for z := 1; z <= n; z++ {
				if y != mid || x == above || z == below {
					tuples = append(tuples, []int{x, y, z})
				}
			}
		}
	}
	var others []int
	for d := 1; d <= n; d++ {
		if d != mid {
			others = append(others, d)
		}
	}
	for col := 0; col < n; col++ {
		for row := 0; row < n; row++ {
			c := sudoku.Cell{Row: row, Col: col}
			up, down := sudoku.Cell{Row: row - 1, Col: col}, sudoku.Cell{Row: row + 1, Col: col}
			switch {
			case n == 1:
				b.Allow(c, others...)
			case row == 0:
				b.Relate(c, down, func(x, z int) bool { return x != mid || z == below })
			case row == n-1:
				b.Relate(up, c, func(x, y int) bool { return y != mid || x == above })
			default:
				b.Table([]sudoku.Cell{up, c, down}, tuples)
			}
		}
	}
	return nil
}

// Check reports the first middle digit, down each column from the left,
// whose cell above holds a digit other than 1 (or is off the grid) and
// whose cell below holds a digit other than the size (or is off the
// grid). An empty neighbour may still hold a flatmate.
func (r DutchFlatmates) Check(g sudoku.Grid) error {
	s := g.Shape()
	if err := r.Validate(s); err != nil {
		return err
	}
	n := s.Size
	mid, above, below := flatmates(n)
	for col := 0; col < n; col++ {
		for row := 0; row < n; row++ {
			c := sudoku.Cell{Row: row, Col: col}
			if g.At(c) != mid {
				continue
			}
			cells := []sudoku.Cell{c}
			up, down := sudoku.Cell{Row: row - 1, Col: col}, sudoku.Cell{Row: row + 1, Col: col}
			if row > 0 {
				if d := g.At(up); d == 0 || d == above {
					continue
				}
				cells = append([]sudoku.Cell{up}, cells...)
			}
			if row < n-1 {
				if d := g.At(down); d == 0 || d == below {
					continue
				}
				cells = append(cells, down)
			}
			return &sudoku.ConflictError{Rule: r.String(), Cells: cells,
				Msg: "leave the " + strconv.Itoa(mid) + " with no " + strconv.Itoa(above) + " above it and no " + strconv.Itoa(below) + " below it"}
		}
	}
	return nil
}

// String names the rule: "Dutch flatmates".
func (DutchFlatmates) String() string { return "Dutch flatmates" }
