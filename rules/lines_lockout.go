package rules

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Lockout is a lockout line: its two ends, Cells[0] and Cells[len-1]
// (drawn as diamonds), hold digits that differ by at least Diff, and no
// digit on the line between them lies between the two end digits,
// inclusive: each inner digit is less than the smaller end or greater than
// the larger. Diff 0 means (N-1)/2 on digits 1..N: 4 on 9x9, the usual
// lockout line. Inner digits may repeat where the other rules allow. It
// needs at least two cells; the inside of the line may pass through a cell
// twice, but not through an end.
type Lockout struct {
	Cells []sudoku.Cell // the diamonds are Cells[0] and Cells[len-1]
	Diff  int           // 0: (N-1)/2
}

// diff returns the least difference of the ends on digits 1..n.
func (l Lockout) diff(n int) int {
	if l.Diff == 0 {
		return (n - 1) / 2
	}
	return l.Diff
}

// Validate checks that the cells are a line on s of at least two cells
// whose ends it passes once, and that Diff is not negative.
func (l Lockout) Validate(s sudoku.Shape) error {
	if err := linePath(s, "line", l.Cells, 2, true); err != nil {
		return err
	}
	k := len(l.Cells)
	first, last := l.Cells[0], l.Cells[k-1]
	for _, end := range []sudoku.Cell{first, last} {
		if first == last || slices.Contains(l.Cells[1:k-1], end) {
			return lineBad("line passes through its end %s twice", end)
		}
	}
	if l.Diff < 0 {
		return lineBad("line at %s: negative difference %d", first, l.Diff)
	}
	return nil
}

// lockoutTuples returns the digits (first end, last end, inner cell) that
// a lockout line with least difference d allows on digits 1..n.
func lockoutTuples(n, d int) [][]int {
	var out [][]int
	for x := 1; x <= n; x++ {
		for y := 1; y <= n; y++ {
			if lineAbs(x-y) < d {
				continue
			}
			for z := 1; z <= n; z++ {
				if z < min(x, y) || z > max(x, y) {
					out = append(out, []int{x, y, z})
				}
			}
		}
	}
	return out
}

// Apply relates the ends to differ by at least the difference, and
// constrains each inner cell with the ends by a Table of the three digits
// (80 tuples on 9x9, 1456 on 25x25): the rule is symmetric in the ends,
// so no case split on the larger one is needed, and the native side
// propagates each table fully. A difference no two digits of the grid
// make is an error.
func (l Lockout) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := l.Validate(s); err != nil {
		return err
	}
	n, d := s.Size, l.diff(s.Size)
	if d >= n {
		return lineBad("line at %s: no digits 1..%d differ by %d or more", l.Cells[0], n, d)
	}
	k := len(l.Cells)
	first, last := l.Cells[0], l.Cells[k-1]
	b.Relate(first, last, func(x, y int) bool { return lineAbs(x-y) >= d })
	if k == 2 {
		return nil
	}
	tuples := lockoutTuples(n, d)
	for _, c := range lineSet(l.Cells[1 : k-1]) {
		b.Table([]sudoku.Cell{first, last, c}, tuples)
	}
	return nil
}

// Check reports ends that are too close, or an inner cell whose digit is
// between the ends' digits, inclusive. Empty cells are skipped.
func (l Lockout) Check(g sudoku.Grid) error {
	s := g.Shape()
	if err := l.Validate(s); err != nil {
		return fmt.Errorf("%s: %w", l, err)
	}
	k, d := len(l.Cells), l.diff(s.Size)
	first, last := l.Cells[0], l.Cells[k-1]
	if err := linePair(g, l.String(), first, last, func(x, y int) bool { return lineAbs(x-y) >= d },
		"ends less than "+strconv.Itoa(d)+" apart"); err != nil {
		return err
	}
	x, y := g.At(first), g.At(last)
	if x == 0 || y == 0 {
		return nil
	}
	lo, hi := min(x, y), max(x, y)
	for _, c := range l.Cells[1 : k-1] {
		if v := g.At(c); v != 0 && v >= lo && v <= hi {
			return &sudoku.ConflictError{Rule: l.String(), Cells: []sudoku.Cell{first, c, last},
				Msg: fmt.Sprintf("hold %d, %d and %d, the middle one not outside the ends", x, v, y)}
		}
	}
	return nil
}

// String names the line and, when set, its difference:
// "lockout line at r1c1 (diff 5)".
func (l Lockout) String() string {
	s := lineName("lockout line", l.Cells)
	if l.Diff != 0 {
		s += " (diff " + strconv.Itoa(l.Diff) + ")"
	}
	return s
}
