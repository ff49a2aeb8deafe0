package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// DifferenceCount is a differences count line: the difference d between
// two neighbours on it is the number of pairs of neighbours on it whose
// difference is d ("The difference between two adjacent digits on a
// coloured line indicates exactly how many pairs of adjacent digits along
// that line have that exact difference"). A line of k cells has k-1
// pairs, so no difference passes k-1, and neighbours never hold the same
// digit, since a difference of 0 would count itself. Digits may repeat on
// the line apart from that.
type DifferenceCount struct {
	Cells []sudoku.Cell
}

// Validate checks that the cells are a line on s of at least two cells,
// each cell once.
func (l DifferenceCount) Validate(s sudoku.Shape) error {
	return lineValid(s, "differences count line", l.Cells, 2)
}

// Apply relates each pair of neighbours to a difference from 1 to the
// number of pairs, and reads the line with automata whose state holds
// the digit before (see selfCount): each difference d is that of 0 or d
// pairs, and while the ways of splitting the pairs into such counts are
// few, one automaton whose state is every difference's count so far
// also prunes the differences that no split of the pairs can hold, as
// CountingCircles does for digits.
func (l DifferenceCount) Apply(b *sudoku.Builder) error {
	if err := l.Validate(b.Shape()); err != nil {
		return err
	}
	n, m := b.Shape().Size, len(l.Cells)-1
	top := min(m, n-1)
	for i := 0; i < m; i++ {
		b.Relate(l.Cells[i], l.Cells[i+1], func(x, y int) bool {
			d := lineAbs(x - y)
			return d >= 1 && d <= top
		})
	}
	return selfCount(b, l.Cells, top, m, true, func(prev, d int) int {
		switch {
		case prev == 0:
			return 0 // the first cell
		case prev == d:
			return -1
		}
		return lineAbs(prev - d)
	})
}

// Check reports neighbours with the same digit, a difference held by
// more pairs than itself, or, once the line is filled, by a number of
// pairs other than itself; the conflict lists the cells of those pairs.
// Bad parameters give an error wrapping [sudoku.ErrBadRule].
func (l DifferenceCount) Check(g sudoku.Grid) error {
	if err := l.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", l, err)
	}
	pairs := map[int][]int{} // difference -> the pairs that have it
	full := true
	var order []int
	for i := 0; i+1 < len(l.Cells); i++ {
		x, y := g.At(l.Cells[i]), g.At(l.Cells[i+1])
		if x == 0 || y == 0 {
			full = false
			continue
		}
		d := lineAbs(x - y)
		if d == 0 {
			return &sudoku.ConflictError{Rule: l.String(), Cells: l.Cells[i : i+2], Msg: fmt.Sprintf("both hold %d", x)}
		}
		if len(pairs[d]) == 0 {
			order = append(order, d)
		}
		pairs[d] = append(pairs[d], i)
	}
	for _, d := range order {
		ps := pairs[d]
		if len(ps) > d || (full && len(ps) != d) {
			var cells []sudoku.Cell
			for _, i := range ps {
				if len(cells) == 0 || cells[len(cells)-1] != l.Cells[i] {
					cells = append(cells, l.Cells[i])
				}
				cells = append(cells, l.Cells[i+1])
			}
			count := "1 pair"
			if len(ps) != 1 {
				count = strconv.Itoa(len(ps)) + " pairs"
			}
			return &sudoku.ConflictError{Rule: l.String(), Cells: cells,
				Msg: fmt.Sprintf("differ by %d in %s, not %d", d, count, d)}
		}
	}
	return nil
}

// String names the line by its first cell: "differences count line at
// r1c1".
func (l DifferenceCount) String() string { return lineName("differences count line", l.Cells) }
