package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// Cage is a killer cage: its digits are distinct and, when Sum is set, add
// up to Sum.
type Cage struct {
	Sum   int // 0: no sum, only distinct digits
	Cells []sudoku.Cell
}

// Apply adds the cage. Besides the distinct digits and the sum, it works
// out which sets of distinct digits can make the sum, allows each cell only
// digits of those sets, and requires the digits common to all of them, so
// that Z3 does no arithmetic search: killer puzzles solve in milliseconds.
func (c Cage) Apply(b *sudoku.Builder) error {
	if len(c.Cells) == 0 {
		return fmt.Errorf("%w: cage with no cells", sudoku.ErrBadRule)
	}
	if c.Sum < 0 {
		return fmt.Errorf("%w: cage at %s has negative sum %d", sudoku.ErrBadRule, c.Cells[0], c.Sum)
	}
	b.Distinct(c.Cells...)
	if c.Sum == 0 || b.Err() != nil {
		return nil
	}
	n := b.Shape().Size
	union, common, ok := Combinations(n, len(c.Cells), c.Sum)
	if !ok {
		return fmt.Errorf("%w: cage at %s: no %d distinct digits 1..%d add up to %d",
			sudoku.ErrBadRule, c.Cells[0], len(c.Cells), n, c.Sum)
	}
	b.Sum(c.Cells, c.Sum)
	var allowed []int
	for d := 1; d <= n; d++ {
		if union&(1<<d) != 0 {
			allowed = append(allowed, d)
		}
	}
	if len(allowed) < n {
		for _, cell := range c.Cells {
			b.Allow(cell, allowed...)
		}
	}
	for d := 1; d <= n; d++ {
		if common&(1<<d) == 0 {
			continue
		}
		some := make([]z3.Bool, len(c.Cells))
		for i, cell := range c.Cells {
			some[i] = b.Digit(cell, d)
		}
		b.Assert(b.Z3().Or(some...))
	}
	return nil
}

// Check reports a repeated digit or a wrong sum.
func (c Cage) Check(g sudoku.Grid) error {
	if err := distinct(g, c.String(), c.Cells); err != nil {
		return err
	}
	if c.Sum == 0 {
		return nil
	}
	sum := 0
	for _, cell := range c.Cells {
		if g.At(cell) == 0 {
			return nil // not filled: no sum to judge
		}
		sum += g.At(cell)
	}
	if sum != c.Sum {
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
	}
	return s
}

// Combinations reports which sets of k distinct digits from 1..n add up to
// sum: union has bit d set when some set contains d, common when every set
// does. ok is false when there is no such set.
func Combinations(n, k, sum int) (union, common uint64, ok bool) {
	common = ^uint64(0)
	var walk func(next, left, rest int, set uint64)
	walk = func(next, left, rest int, set uint64) {
		if left == 0 {
			if rest == 0 {
				union |= set
				common &= set
				ok = true
			}
			return
		}
		for d := next; d <= n; d++ {
			// The smallest sum of left digits from d on exceeds rest: stop.
			if left*d+left*(left-1)/2 > rest {
				return
			}
			walk(d+1, left-1, rest-d, set|1<<d)
		}
	}
	if k >= 1 && k <= n {
		walk(1, k, sum, 0)
	}
	if !ok {
		common = 0
	}
	return union, common, ok
}
