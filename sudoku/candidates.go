package sudoku

import (
	"strconv"
	"strings"
)

// Candidates holds, for each cell, the set of digits it may hold: pencil
// marks. [Model.Candidates] returns the true candidates of a puzzle.
type Candidates struct {
	shape Shape
	masks []uint64 // bit d-1 set: digit d is a candidate
}

// Shape returns the grid's shape.
func (c Candidates) Shape() Shape { return c.shape }

// Has reports whether d is a candidate of cell.
func (c Candidates) Has(cell Cell, d int) bool {
	if !c.shape.Contains(cell) || d < 1 || d > c.shape.Size {
		return false
	}
	return c.masks[c.shape.Index(cell)]&(1<<(d-1)) != 0
}

// Digits returns the candidates of cell in increasing order.
func (c Candidates) Digits(cell Cell) []int {
	if !c.shape.Contains(cell) {
		return nil
	}
	m := c.masks[c.shape.Index(cell)]
	var ds []int
	for d := 1; d <= c.shape.Size; d++ {
		if m&(1<<(d-1)) != 0 {
			ds = append(ds, d)
		}
	}
	return ds
}

// Count returns the number of candidates of cell.
func (c Candidates) Count(cell Cell) int { return len(c.Digits(cell)) }

// Grid returns the cells that have a single candidate filled in with it,
// and the others empty.
func (c Candidates) Grid() Grid {
	g := NewGrid(c.shape)
	for i, m := range c.masks {
		if m != 0 && m&(m-1) == 0 {
			for d := 1; d <= c.shape.Size; d++ {
				if m == 1<<(d-1) {
					g.digits[i] = uint8(d)
				}
			}
		}
	}
	return g
}

// String returns the candidates one row per line, each cell's digits run
// together and cells separated by spaces, for example "5 1236 ...".
func (c Candidates) String() string {
	var sb strings.Builder
	for r := 0; r < c.shape.Size; r++ {
		for col := 0; col < c.shape.Size; col++ {
			if col > 0 {
				sb.WriteByte(' ')
			}
			ds := c.Digits(Cell{r, col})
			if len(ds) == 0 {
				sb.WriteByte('-')
			}
			for k, d := range ds {
				if c.shape.Size > 9 && k > 0 {
					sb.WriteByte(',')
				}
				sb.WriteString(strconv.Itoa(d))
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
