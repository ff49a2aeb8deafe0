package rules

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// RellikCage is a rellik cage, a killer cage turned inside out: its digits
// are distinct and no one or more of them add up to Sum.
type RellikCage struct {
	Sum   int
	Cells []sudoku.Cell
}

// Validate checks that the cells are on s, none twice, and that Sum is
// positive.
func (c RellikCage) Validate(s sudoku.Shape) error {
	if err := cellList(s, "rellik cage", c.Cells, true); err != nil {
		return err
	}
	if c.Sum < 1 {
		return cellBad("rellik cage at %s: sum %d, want at least 1", c.Cells[0], c.Sum)
	}
	return nil
}

// Apply states the distinct digits, and an automaton over the cells whose
// state is the set of digits read so far: a digit that repeats one, or
// completes a subset adding up to Sum, cannot follow. Each set is a state
// at most once, so a cage of k cells has at most the sets of up to k
// digits as states (512 on 9x9). The pairs of cells are also related to
// hold digits that do not add up to Sum, which the automaton implies but
// Z3 learns far sooner from binary clauses.
func (c RellikCage) Apply(b *sudoku.Builder) error {
	if err := c.Validate(b.Shape()); err != nil {
		return err
	}
	b.Distinct(c.Cells...)
	for i, a := range c.Cells {
		for _, x := range c.Cells[i+1:] {
			b.Relate(a, x, func(p, q int) bool { return p != q && p+q != c.Sum })
		}
	}
	k := len(c.Cells)
	next := func(set uint64, d int) []uint64 {
		if set&(1<<(d-1)) != 0 || bits.OnesCount64(set) == k {
			return nil
		}
		t := set | 1<<(d-1)
		if makesSum(t, c.Sum) {
			return nil
		}
		return []uint64{t}
	}
	return regular(b, c.Cells, uint64(0), next, func(uint64) bool { return true })
}

// makesSum reports whether one or more of the digits in set (bit d-1 for
// digit d) add up to sum.
func makesSum(set uint64, sum int) bool {
	if sum < 1 {
		return false
	}
	reach := make([]bool, sum+1) // reach[s]: some of the digits so far add up to s
	reach[0] = true
	for d := 1; d <= 64 && d <= sum; d++ {
		if set&(1<<(d-1)) == 0 {
			continue
		}
		for s := sum; s >= d; s-- {
			reach[s] = reach[s] || reach[s-d]
		}
	}
	return reach[sum]
}

// Check reports two equal digits, or digits of the filled cells of which
// some add up to Sum.
func (c RellikCage) Check(g sudoku.Grid) error {
	if err := distinct(g, c.String(), c.Cells); err != nil {
		return err
	}
	var filled []sudoku.Cell
	var set uint64
	for _, cell := range c.Cells {
		if d := g.At(cell); d != 0 {
			filled = append(filled, cell)
			set |= 1 << (d - 1)
		}
	}
	if makesSum(set, c.Sum) {
		return &sudoku.ConflictError{Rule: c.String(), Cells: filled, Msg: "hold digits of which some add up to " + strconv.Itoa(c.Sum)}
	}
	return nil
}

// String names the cage by its first cell and sum: "rellik cage at r1c1
// (no sum 10)".
func (c RellikCage) String() string {
	return fmt.Sprintf("%s (no sum %d)", cellName("rellik cage", c.Cells), c.Sum)
}
