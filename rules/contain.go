package rules

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Contain is a set of cells that holds each of Digits, as often as it is
// listed: at least that often, or with Exact exactly that often (the
// Interactive Sudoku Solver's ContainAtLeast and ContainExact). Digits not
// listed may appear freely. A quadruple is a Contain on a 2x2 block.
type Contain struct {
	Digits []int
	Cells  []sudoku.Cell
	Exact  bool
}

// Validate checks that the cells are on s, none twice, and that Digits
// holds at least one digit of s.
func (c Contain) Validate(s sudoku.Shape) error {
	if err := cellList(s, c.kind(), c.Cells, true); err != nil {
		return err
	}
	if len(c.Digits) == 0 {
		return cellBad("%s at %s: no digits", c.kind(), c.Cells[0])
	}
	for _, d := range c.Digits {
		if d < 1 || d > s.Size {
			return cellBad("%s at %s: digit %d out of range 1..%d", c.kind(), c.Cells[0], d, s.Size)
		}
	}
	return nil
}

func (c Contain) kind() string {
	if c.Exact {
		return "contain exactly"
	}
	return "contain at least"
}

func (c Contain) needs() map[int]int {
	need := map[int]int{}
	for _, d := range c.Digits {
		need[d]++
	}
	return need
}

// Apply states an automaton over the cells whose state counts each listed
// digit seen so far, up to its need: a digit past its need cannot follow
// when Exact is set, and the cells must end with every need met. More
// digits listed than cells is an error.
func (c Contain) Apply(b *sudoku.Builder) error {
	if err := c.Validate(b.Shape()); err != nil {
		return err
	}
	if len(c.Digits) > len(c.Cells) {
		return cellBad("%s: %d digits in %d cells", c, len(c.Digits), len(c.Cells))
	}
	need := c.needs()
	if !c.Exact {
		return atLeast(b, c.Cells, need)
	}
	if len(c.Digits) == len(c.Cells) {
		for _, cell := range c.Cells {
			b.Allow(cell, c.Digits...)
		}
	}
	return exactly(b, c.Cells, need)
}

// Check reports a listed digit held more often than listed, with Exact,
// and in a filled set one held less often.
func (c Contain) Check(g sudoku.Grid) error {
	if err := c.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", c, err)
	}
	count := map[int]int{}
	filled := true
	for _, cell := range c.Cells {
		d := g.At(cell)
		if d == 0 {
			filled = false
		}
		count[d]++
	}
	need := c.needs()
	for _, d := range slices.Sorted(maps.Keys(need)) {
		if c.Exact && count[d] > need[d] || filled && count[d] < need[d] {
			return &sudoku.ConflictError{Rule: c.String(), Cells: c.Cells, Msg: fmt.Sprintf("hold %d %d times, want %d", d, count[d], need[d])}
		}
	}
	return nil
}

// String names the rule by its digits and first cell: "contain at least
// 1,1,2 at r1c1".
func (c Contain) String() string {
	ds := make([]string, len(c.Digits))
	for i, d := range c.Digits {
		ds[i] = fmt.Sprint(d)
	}
	return cellName(c.kind()+" "+strings.Join(ds, ","), c.Cells)
}
