package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// CountingCircles marks the counting circles of a puzzle: a digit d in a
// circle means that exactly d circles hold d ("Any digit in a circle
// indicates exactly how many circles contain that digit"). One rule holds
// every circle of the puzzle, since the count is over all of them.
type CountingCircles struct {
	Cells []sudoku.Cell
}

// Validate checks that there is at least one circle, each on the grid
// and none listed twice (a circle counts once).
func (r CountingCircles) Validate(s sudoku.Shape) error {
	return cellList(s, "counting circles", r.Cells, true)
}

// Apply states, for each digit d, that the circles holding d number 0 or
// d. The one-hot literals of d over the circles are at most d, and any of
// them true forces at least d, both cardinality constraints; a digit
// present in the circles, p[d], adds d to a pseudo-Boolean total that
// must equal the number of circles, which prunes digits that no split of
// the circles into counts can hold. A digit larger than the number of
// circles is never allowed in one.
func (r CountingCircles) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	n, k := b.Shape().Size, len(r.Cells)
	if top := min(n, k); top < n {
		digits := make([]int, top)
		for d := range digits {
			digits[d] = d + 1
		}
		for _, c := range r.Cells {
			b.Allow(c, digits...)
		}
	}
	ctx := b.Z3()
	var present []z3.Bool
	var weights []int
	for d := 1; d <= min(n, k); d++ {
		lits := make([]z3.Bool, k)
		for i, c := range r.Cells {
			lits[i] = b.Digit(c, d)
		}
		p := ctx.FreshBool("counting_" + r.Cells[0].String() + "_" + strconv.Itoa(d))
		b.Assert(ctx.AtMost(lits, d), p.Implies(ctx.AtLeast(lits, d)))
		for _, l := range lits {
			b.Assert(l.Implies(p))
		}
		present = append(present, p)
		weights = append(weights, d)
	}
	b.Assert(ctx.PbEq(present, weights, k))
	return nil
}

// Check reports a digit held by more circles than itself, or, once every
// circle is filled, by a number of circles other than itself; the
// conflict lists the circles that hold it. Bad parameters give an error
// wrapping [sudoku.ErrBadRule].
func (r CountingCircles) Check(g sudoku.Grid) error {
	if err := r.Validate(g.Shape()); err != nil {
		return err
	}
	holding := map[int][]sudoku.Cell{}
	full := true
	for _, c := range r.Cells {
		if d := g.At(c); d != 0 {
			holding[d] = append(holding[d], c)
		} else {
			full = false
		}
	}
	for d := 1; d <= g.Shape().Size; d++ {
		cs := holding[d]
		if len(cs) > d || (full && len(cs) > 0 && len(cs) != d) {
			return &sudoku.ConflictError{Rule: r.String(), Cells: cs,
				Msg: fmt.Sprintf("%d circles hold %d, want %d", len(cs), d, d)}
		}
	}
	return nil
}

// String names the rule by its first circle and the number of circles:
// "counting circles at r1c1 (6)".
func (r CountingCircles) String() string {
	return cellName("counting circles", r.Cells) + " (" + strconv.Itoa(len(r.Cells)) + ")"
}
