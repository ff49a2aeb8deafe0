package rules

import (
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// DifferenceOrRatio is a dot that is a white and a black kropki dot at
// once, either one holding: the digits of A and B differ by Difference,
// or one of them is Ratio times the other, or both. Setters draw it in a
// third colour ("Cells separated by a grey dot are either consecutive or
// in a 1:2 ratio (or both)"). A Difference of 0 means 1 and a Ratio of 0
// means 2, the usual dots.
type DifferenceOrRatio struct {
	A, B       sudoku.Cell
	Difference int // 0 means 1
	Ratio      int // 0 means 2
}

func (d DifferenceOrRatio) parts() (Difference, Ratio) {
	return Difference{A: d.A, B: d.B, Value: d.Difference}, Ratio{A: d.A, B: d.B, Value: d.Ratio}
}

// Validate checks that the cells are two grid cells and that neither
// value is negative.
func (d DifferenceOrRatio) Validate(s sudoku.Shape) error {
	if err := pairCells(s, d.A, d.B); err != nil {
		return err
	}
	if d.Difference < 0 || d.Ratio < 0 {
		return pairBad("%s: a negative value", d)
	}
	return nil
}

// Apply relates the two cells, after Validate. Values that no two digits
// of the grid can make, neither the difference nor the ratio, are an
// error; one of them out of reach leaves the other.
func (d DifferenceOrRatio) Apply(b *sudoku.Builder) error {
	if err := d.Validate(b.Shape()); err != nil {
		return err
	}
	diff, ratio := d.parts()
	n, k, r := b.Shape().Size, diff.diff(), ratio.ratio()
	if k >= n && r > n {
		return pairBad("%s: no digits 1..%d differ by %d or have a ratio of %d", d, n, k, r)
	}
	b.Relate(d.A, d.B, d.ok)
	return nil
}

// ok reports digits that differ by the difference or have the ratio.
func (d DifferenceOrRatio) ok(x, y int) bool {
	diff, ratio := d.parts()
	return pairAbs(x-y) == diff.diff() || pairRatio(x, y, ratio.ratio())
}

// Check reports the two digits when they neither differ by Difference
// nor have the ratio Ratio.
func (d DifferenceOrRatio) Check(g sudoku.Grid) error {
	return pairCheck(g, d.String(), d.A, d.B, d.ok, "want "+d.want())
}

func (d DifferenceOrRatio) want() string {
	diff, ratio := d.parts()
	return "a difference of " + strconv.Itoa(diff.diff()) + " or a ratio of " + strconv.Itoa(ratio.ratio())
}

// String names the dot, its values and its cells: "dot (difference 1 or
// ratio 2) between r1c1 and r1c2".
func (d DifferenceOrRatio) String() string {
	diff, ratio := d.parts()
	return pairName("dot (difference "+strconv.Itoa(diff.diff())+" or ratio "+strconv.Itoa(ratio.ratio())+")", d.A, d.B)
}
