package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
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

// Apply allows in a circle only digits up to the number of circles k,
// and states, for each digit d, a Count of the circles holding it: 0 or
// d. The circles' digits are a set whose digits add up to k, so a digit
// in every such set is held by exactly d circles, and one in none by
// none. The native engine bounds each Count by the circles' Distinct
// groups, as the fastest dedicated solvers do, where one automaton
// over every digit's count cost a millisecond a search node.
func (r CountingCircles) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	n, k := b.Shape().Size, len(r.Cells)
	top := min(n, k)
	if top < n {
		digits := make([]int, top)
		for d := range digits {
			digits[d] = d + 1
		}
		for _, c := range r.Cells {
			b.Allow(c, digits...)
		}
	}
	// The digits the circles hold are a set whose digits add up to the
	// number of circles: one in every such set must be there, one in none
	// cannot.
	var some, every uint64 = 0, ^uint64(0)
	sets, _ := selfCountSets(top, k, 1<<30)
	for _, set := range sets {
		some, every = some|set, every&set
	}
	for v := 1; v <= top; v++ {
		switch {
		case len(sets) == 0:
			b.Count(r.Cells, v, 0, v)
		case every&(1<<v) != 0:
			b.Count(r.Cells, v, v)
		case some&(1<<v) == 0:
			b.Count(r.Cells, v, 0)
		default:
			b.Count(r.Cells, v, 0, v)
		}
	}
	return nil
}

// selfCount states that, of the labels 1..top that label(prev, d) gives
// the steps of cells (the digit before, 0 at the first cell, and the
// digit), each label v labels 0 or v steps; a label 0 is no label, one
// outside 0..top is not allowed. steps is the number of labelled steps,
// which the labels' counts add up to; with prev set, the automata keep
// the digit before as part of their state.
//
// When the sets of labels whose values add up to steps give at most
// selfCountStates states (counting the digits before, with prev), one
// automaton has each label's count so far as
// its state, kept to those some set completes; otherwise each label has
// its own, of its count so far, up to v.
func selfCount(b *sudoku.Builder, cells []sudoku.Cell, top, steps int, prev bool, label func(prev, d int) int) error {
	per := 1 // the states per vector of counts
	if prev {
		per = b.Shape().Size
	}
	if finals, ok := selfCountSets(top, steps, selfCountStates/per); ok {
		type state struct {
			prev  int
			count [selfCountLabels + 1]uint8
		}
		next := func(st state, d int) []state {
			v := label(st.prev, d)
			if v < 0 || v > top {
				return nil
			}
			if prev {
				st.prev = d
			} else {
				st.prev = 1 // past the first cell
			}
			if v == 0 {
				return []state{st}
			}
			if int(st.count[v]) == v {
				return nil
			}
			st.count[v]++
			var used uint64
			for u := 1; u <= top; u++ {
				if st.count[u] > 0 {
					used |= 1 << u
				}
			}
			for _, f := range finals {
				if used&^f == 0 {
					return []state{st}
				}
			}
			return nil
		}
		accept := func(st state) bool {
			for v := 1; v <= top; v++ {
				if c := int(st.count[v]); c != 0 && c != v {
					return false
				}
			}
			return true
		}
		return regular(b, cells, state{}, next, accept)
	}
	for v := 1; v <= top; v++ {
		type state struct{ prev, count int }
		next := func(st state, d int) []state {
			w := label(st.prev, d)
			if w < 0 || w > top {
				return nil
			}
			if prev {
				st.prev = d
			} else {
				st.prev = 1
			}
			if w == v {
				if st.count == v {
					return nil
				}
				st.count++
			}
			return []state{st}
		}
		accept := func(st state) bool { return st.count == 0 || st.count == v }
		if err := regular(b, cells, state{}, next, accept); err != nil {
			return err
		}
	}
	return nil
}

// selfCountLabels is the largest label a single automaton of selfCount
// counts.
const selfCountLabels = 16

// selfCountStates bounds the states of a single automaton of selfCount.
// It is a variable so that tests can take the other way.
var selfCountStates = 4096

// selfCountSets returns the sets (bit v for label v) of labels 1..top
// that add up to total, and false when there is none, when top is past
// selfCountLabels, or when the vectors of counts they give, bounded by
// the sum over the sets of the product of v+1 over their labels, pass
// limit.
func selfCountSets(top, total, limit int) ([]uint64, bool) {
	if top > selfCountLabels {
		return nil, false
	}
	var sets []uint64
	bound := 0
	var walk func(v, left int, set uint64, prod int) bool
	walk = func(v, left int, set uint64, prod int) bool {
		if left == 0 {
			sets = append(sets, set)
			bound += prod
			return bound <= limit
		}
		if v > top || v > left {
			return true
		}
		return walk(v+1, left-v, set|1<<v, prod*(v+1)) && walk(v+1, left, set, prod)
	}
	if !walk(1, total, 0, 1) || len(sets) == 0 {
		return nil, false // too many states, or none: the counts are all
	}
	return sets, true
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
