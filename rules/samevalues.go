package rules

import (
	"fmt"
	"slices"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// SameValues is two or more sets of cells of one size that hold the same
// digits, each as often in every set: the same multiset (the Interactive
// Sudoku Solver's same value sets). Sets of one cell each hold one digit.
// The cells of a set need not be distinct digits, and a cell may be in
// several sets.
type SameValues struct {
	Sets [][]sudoku.Cell
}

// Validate checks that there are at least two sets, all of one size of
// at least one cell, each on s with no cell twice.
func (v SameValues) Validate(s sudoku.Shape) error {
	if len(v.Sets) < 2 {
		return cellBad("same values: %d sets, want at least 2", len(v.Sets))
	}
	for i, set := range v.Sets {
		if err := cellList(s, fmt.Sprintf("same values, set %d", i+1), set, true); err != nil {
			return err
		}
		if len(set) != len(v.Sets[0]) {
			return cellBad("same values at %s: set %d has %d cells, set 1 %d", v.Sets[0][0], i+1, len(set), len(v.Sets[0]))
		}
	}
	return nil
}

// Apply relates the cells of sets of one cell to hold equal digits. For
// larger sets it states, for each digit, that the first set and each
// other hold it equally often: an automaton over the first set's cells
// and then the other's, whose state is the number of cells read and the
// count so far in the first less the count in the other.
func (v SameValues) Apply(b *sudoku.Builder) error {
	if err := v.Validate(b.Shape()); err != nil {
		return err
	}
	first := v.Sets[0]
	for _, set := range v.Sets[1:] {
		if len(first) == 1 {
			if first[0] != set[0] {
				b.Relate(first[0], set[0], func(x, y int) bool { return x == y })
			}
			continue
		}
		if slices.Equal(first, set) {
			continue
		}
		k := len(first)
		cells := append(slices.Clone(first), set...)
		for d := 1; d <= b.Shape().Size; d++ {
			type state struct{ pos, diff int }
			next := func(s state, x int) []state {
				if s.pos == len(cells) {
					return nil
				}
				t := state{pos: s.pos + 1, diff: s.diff}
				if x == d {
					if s.pos < k {
						t.diff++
					} else {
						t.diff--
					}
				}
				if t.diff > k || t.diff < -k {
					return nil
				}
				return []state{t}
			}
			if err := regular(b, cells, state{}, next, func(s state) bool { return s.pos == len(cells) && s.diff == 0 }); err != nil {
				return err
			}
		}
	}
	return nil
}

// Check reports a filled set whose digits differ from the first set's.
// It passes while a cell of either is empty.
func (v SameValues) Check(g sudoku.Grid) error {
	if err := v.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", v, err)
	}
	sorted := func(set []sudoku.Cell) []int {
		ds := make([]int, len(set))
		for i, c := range set {
			if ds[i] = g.At(c); ds[i] == 0 {
				return nil
			}
		}
		slices.Sort(ds)
		return ds
	}
	want := sorted(v.Sets[0])
	if want == nil {
		return nil
	}
	for _, set := range v.Sets[1:] {
		got := sorted(set)
		if got != nil && !slices.Equal(got, want) {
			return &sudoku.ConflictError{Rule: v.String(), Cells: append(slices.Clone(v.Sets[0]), set...),
				Msg: fmt.Sprintf("hold %v and %v", want, got)}
		}
	}
	return nil
}

// String names the rule by the first cell of its first set: "same values
// at r1c1".
func (v SameValues) String() string {
	if len(v.Sets) == 0 {
		return "same values"
	}
	return cellName("same values", v.Sets[0])
}
