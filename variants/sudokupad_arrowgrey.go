package variants

import (
	"math"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// SudokuPad's arrow tool draws in whatever colour the setter picks, and
// setters pick greys of every lightness: the mid grey of f-puzzles
// conversions, a dark #6a6a6a arrow from a near-black ringed circle.
// An arrow element (not a line) that starts in a circle on a cell, and
// runs on through cell centres, is an arrow sum whatever its grey, so the
// arrow reader takes any neutral colour for the arrow and, when no circle
// of the arrow's own colour is there, a circle ringed in any neutral
// colour. A coloured arrow, or one in a coloured circle, means what the
// rules text says and stays unread.

// isNeutral reports an opaque grey of any lightness, black included, up
// to the lightest grey that still shows on white (isGrey's 0xe8): the
// colours of an arrow drawn with SudokuPad's arrow tool.
func isNeutral(c colour) bool {
	return c.ok && c.a > 0.5 && math.Abs(c.r-c.g) <= 8 && math.Abs(c.g-c.b) <= 8 && math.Abs(c.r-c.b) <= 8 && c.r <= 0xe8
}

// addNeutralRim records sh, a round shape without text on cell c, as the
// cell's first circle ringed in a neutral colour, if it is one and the
// cell has none yet.
func (d *sclDecoder) addNeutralRim(c sudoku.Cell, sh *sclShape) {
	if !isNeutral(sh.bordC) {
		return
	}
	if d.neutralRims == nil {
		d.neutralRims = map[sudoku.Cell]*sclShape{}
	}
	if d.neutralRims[c] == nil {
		d.neutralRims[c] = sh
	}
}

// arrowCircle returns the circle on start for an arrow of colour col:
// the first of col's own colour, or else the first ringed in a neutral
// colour; nil if there is none.
func (d *sclDecoder) arrowCircle(start sudoku.Cell, col colour) *sclShape {
	if sh := d.circles.find(start, col); sh != nil {
		return sh
	}
	return d.neutralRims[start]
}
