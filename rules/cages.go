package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Cage is a killer cage: its digits are distinct and, when Sum is set, add
// up to Sum. A cage whose clue bounds the total instead ("<10", ">20", or
// "??", a total of two digits) leaves Sum 0 and sets Min, Max or both.
type Cage struct {
	Sum int // 0: no sum, only distinct digits (and the bounds, if set)
	// Min and Max bound the total when Sum is 0: it is at least Min and
	// at most Max; 0 is no bound. A clue "<10" is Max 9, ">20" Min 21.
	Min, Max int
	Cells    []sudoku.Cell
}

// Apply adds the cage: distinct digits, and with a sum, Builder.DistinctSum,
// which works out the sets of digits that can make the sum, so that Z3
// chooses among them instead of doing arithmetic: killer puzzles solve in
// milliseconds. Bounds are an automaton whose state is the total so far,
// at most Max+1 states, and each cell allows only the digits that leave
// the others a total within them.
func (c Cage) Apply(b *sudoku.Builder) error {
	if err := c.Validate(b.Shape()); err != nil {
		return err
	}
	if c.Sum == 0 {
		b.Distinct(c.Cells...)
		if c.bounded() {
			return c.applyBounds(b)
		}
		return nil
	}
	// DistinctSum reports a sum no distinct digits can make; the rule's
	// name in the error carries the cage's first cell.
	b.DistinctSum(c.Cells, c.Sum)
	return nil
}

// bounded reports a cage whose total is bounded rather than given.
func (c Cage) bounded() bool { return c.Sum == 0 && (c.Min > 0 || c.Max > 0) }

// distinctRange returns the least and the greatest total of k distinct
// digits 1..n.
func distinctRange(n, k int) (lo, hi int) {
	return k * (k + 1) / 2, k*n - k*(k-1)/2
}

// applyBounds adds Min <= total <= Max.
func (c Cage) applyBounds(b *sudoku.Builder) error {
	n, k := b.Shape().Size, len(c.Cells)
	if k > n {
		return nil // Distinct has failed already
	}
	lo, hi := distinctRange(n, k)
	want := func(x, def int) int {
		if x == 0 {
			return def
		}
		return x
	}
	minT, maxT := max(lo, want(c.Min, lo)), min(hi, want(c.Max, hi))
	if minT > maxT {
		return fmt.Errorf("%w: %s: no %d distinct digits 1..%d add up to %s", sudoku.ErrBadRule, c, k, n, c.bounds())
	}
	// The other k-1 cells add up to between lo1 and hi1.
	lo1, hi1 := distinctRange(n, k-1)
	var digits []int
	for d := 1; d <= n; d++ {
		if d+lo1 <= maxT && d+hi1 >= minT {
			digits = append(digits, d)
		}
	}
	if len(digits) < n {
		for _, cell := range c.Cells {
			b.Allow(cell, digits...)
		}
	}
	if minT == lo && maxT == hi {
		return nil // the bounds are beyond reach: Distinct is all
	}
	next := func(sum, d int) []int {
		if sum+d > maxT {
			return nil
		}
		return []int{sum + d}
	}
	return regular(b, c.Cells, 0, next, func(sum int) bool { return sum >= minT })
}

// bounds writes the cage's bounds: "< 10", "> 20" or "10..17".
func (c Cage) bounds() string {
	switch {
	case c.Min > 0 && c.Max > 0:
		return strconv.Itoa(c.Min) + ".." + strconv.Itoa(c.Max)
	case c.Max > 0:
		return "< " + strconv.Itoa(c.Max+1)
	}
	return "> " + strconv.Itoa(c.Min-1)
}

// Check reports a repeated digit or a wrong sum.
func (c Cage) Check(g sudoku.Grid) error {
	if err := distinct(g, c.String(), c.Cells); err != nil {
		return err
	}
	if c.Sum == 0 && !c.bounded() {
		return nil
	}
	sum := 0
	for _, cell := range c.Cells {
		if g.At(cell) == 0 {
			return nil // not filled: no sum to judge
		}
		sum += g.At(cell)
	}
	if (c.Sum != 0 && sum != c.Sum) || (c.Min > 0 && sum < c.Min) || (c.Max > 0 && sum > c.Max) {
		return &sudoku.ConflictError{Rule: c.String(), Cells: c.Cells, Msg: "add up to " + strconv.Itoa(sum)}
	}
	return nil
}

func (c Cage) String() string {
	s := "killer cage"
	if len(c.Cells) > 0 {
		s += " at " + c.Cells[0].String()
	}
	if c.Sum > 0 {
		s += " (sum " + strconv.Itoa(c.Sum) + ")"
	} else if c.bounded() {
		s += " (sum " + c.bounds() + ")"
	}
	return s
}

// Validate checks that the cage has cells, all on the grid, a sum and
// bounds that are not negative, and not both a sum and bounds. Whether distinct digits can make the sum is left to
// [sudoku.Builder.DistinctSum], which Apply calls.
func (c Cage) Validate(s sudoku.Shape) error {
	if len(c.Cells) == 0 {
		return fmt.Errorf("%w: cage with no cells", sudoku.ErrBadRule)
	}
	for _, cell := range c.Cells {
		if !s.Contains(cell) {
			return fmt.Errorf("%w: cage at %s: cell %s is off the %dx%d grid", sudoku.ErrBadRule, c.Cells[0], cell, s.Size, s.Size)
		}
	}
	if c.Sum < 0 {
		return fmt.Errorf("%w: cage at %s has negative sum %d", sudoku.ErrBadRule, c.Cells[0], c.Sum)
	}
	if c.Min < 0 || c.Max < 0 {
		return fmt.Errorf("%w: cage at %s has a negative bound (%d, %d)", sudoku.ErrBadRule, c.Cells[0], c.Min, c.Max)
	}
	if c.Sum > 0 && (c.Min > 0 || c.Max > 0) {
		return fmt.Errorf("%w: cage at %s has both a sum and bounds", sudoku.ErrBadRule, c.Cells[0])
	}
	return nil
}
