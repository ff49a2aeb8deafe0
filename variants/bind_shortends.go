package variants

import (
	"math"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads lines whose ends stop short of a cell centre: setters
// pull a line's end back along the line, inside its end cell, so that
// lines meeting in a cell do not overlap ("Four Triangles" draws its
// triangles' sides so). Such an end stands for its cell's centre.

// maxShortEnd is how far from its cell's centre a line's end may stop,
// in cells, along a row and along a column: well inside the cell, so
// that the cell is never in doubt.
const maxShortEnd = 0.3

// lineEndCell returns the cell of pts[i] for a line being bound: a point
// at a cell centre, or, for the first or last point, one that stops
// short of its cell's centre by at most maxShortEnd along the line
// towards the next point. Any other point gives {-1, -1}.
func (d *sclDecoder) lineEndCell(pts [][2]float64, i int) sudoku.Cell {
	p := pts[i]
	if c := d.cellAt(p, true); c.Row >= 0 || len(pts) < 2 || (i != 0 && i != len(pts)-1) {
		return c
	}
	c := d.cellAt(p, false)
	if c.Row < 0 {
		return c
	}
	q := pts[1]
	if i != 0 {
		q = pts[len(pts)-2]
	}
	ctr := [2]float64{float64(c.Row) + 0.5, float64(c.Col) + 0.5}
	off := [2]float64{p[0] - ctr[0], p[1] - ctr[1]}
	dir := [2]float64{q[0] - ctr[0], q[1] - ctr[1]}
	lo, ld := math.Hypot(off[0], off[1]), math.Hypot(dir[0], dir[1])
	if math.Abs(off[0]) > maxShortEnd || math.Abs(off[1]) > maxShortEnd || ld < 1 || d.cellAt(q, false) == c {
		return sudoku.Cell{Row: -1, Col: -1}
	}
	// off must point along the line, towards q.
	cross := off[0]*dir[1] - off[1]*dir[0]
	dot := off[0]*dir[0] + off[1]*dir[1]
	if math.Abs(cross) > 0.02*lo*ld || dot <= 0 {
		return sudoku.Cell{Row: -1, Col: -1}
	}
	return c
}
