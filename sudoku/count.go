package sudoku

import (
	"encoding/binary"
	"fmt"
)

// Count states that the number of cells holding digit is one of counts:
// Count(circles, 5, 0, 5) says that 5 is in none of the circles or in
// five of them. A count below 0 or past the number of cells can never
// hold, and is left out; with none left the Builder fails.
//
// The native engine reasons about it with the cells' Distinct groups:
// cells that pairwise share a group hold the digit at most once, so the
// number of such cliques that can hold it bounds the count; when the
// count must reach that bound, a clique whose only candidate for the
// digit is one cell puts it there. Z3 reads it as an automaton that
// counts.
func (b *Builder) Count(cells []Cell, digit int, counts ...int) {
	idx, ok := b.cells("Count", cells, true)
	if !ok || !b.digitOK("Count", digit) {
		return
	}
	allowed := make([]bool, len(idx)+1)
	some, all := false, true
	for _, k := range counts {
		if k >= 0 && k <= len(idx) {
			allowed[k], some = true, true
		}
	}
	for _, a := range allowed {
		all = all && a
	}
	switch {
	case !some:
		b.failf("Count %s: no count of %d among %d cells in %v", cellList(cells), digit, len(idx), counts)
	case all:
		// Every count is allowed: nothing to state.
	default:
		b.add(nativeCount{rule: b.rule, cells: idx, digit: digit, allowed: allowed})
	}
}

// nativeCount is a Count: the number of cells holding digit is k for some
// k with allowed[k].
type nativeCount struct {
	rule    string
	cells   []int
	digit   int
	allowed []bool // len(cells)+1
}

// reach returns the least and greatest allowed counts within lo..hi, and
// false when none is.
func (c nativeCount) reach(lo, hi int) (int, int, bool) {
	a, b := -1, -1
	for k := max(lo, 0); k <= min(hi, len(c.cells)); k++ {
		if c.allowed[k] {
			if a < 0 {
				a = k
			}
			b = k
		}
	}
	return a, b, a >= 0
}

func (c nativeCount) conflict(s Shape, g []uint8) error {
	holding, empty := 0, 0
	var cells []Cell
	for _, i := range c.cells {
		switch int(g[i]) {
		case 0:
			empty++
		case c.digit:
			holding++
			cells = append(cells, s.CellAt(i))
		}
	}
	if _, _, ok := c.reach(holding, holding+empty); ok {
		return nil
	}
	return &ConflictError{Rule: c.rule, Cells: cells,
		Msg: fmt.Sprintf("%d of its %d cells hold %d, %d are empty: no count of %v fits", holding, len(c.cells), c.digit, empty, c.counts())}
}

// counts lists the allowed counts.
func (c nativeCount) counts() []int {
	var out []int
	for k, a := range c.allowed {
		if a {
			out = append(out, k)
		}
	}
	return out
}

func (c nativeCount) key(dst []byte) []byte {
	dst = appendInts(append(dst, 'C'), c.cells)
	dst = binary.AppendUvarint(dst, uint64(c.digit))
	return appendInts(dst, c.counts())
}

func (c nativeCount) export(cells func([]int) []Cell) Constraint {
	return Constraint{Kind: CountKind, Rule: c.rule, Cells: cells(c.cells), Digits: []int{c.digit}, Counts: c.counts()}
}

// encode states the count for Z3 as the automaton whose state is how many
// of the cells so far hold the digit, up to the greatest allowed count.
func (c nativeCount) encode(m *Model) {
	_, top, _ := c.reach(0, len(c.cells))
	a, err := NewAutomaton(m.shape.Size, 0, func(k, d int) []int {
		if d == c.digit {
			if k == top {
				return nil
			}
			k++
		}
		return []int{k}
	}, func(k int) bool { return c.allowed[k] })
	if err != nil { // top+1 states, top at most the grid's cells
		panic("sudoku: internal error: a count's automaton: " + err.Error())
	}
	m.regular(nativeRegular{rule: c.rule, cells: c.cells, a: a})
}

func (c nativeCount) register(p *propagator) {
	p.counts = append(p.counts, countState{c: c})
}

func (nativeCount) onResidual() bool { return false }
func (nativeCount) prunesWell() bool { return false }

// countState is a Count in the propagator: its cells split into groups
// of cells that pairwise share a Distinct group (made on first use, once
// every group is known), and its cells' candidates when it last changed
// nothing.
type countState struct {
	c      nativeCount
	groups [][]int
	quiet  []uint64
}

// countGroups splits cells into groups of cells that pairwise share a
// Distinct group (see cliques).
func (p *propagator) countGroups(cells []int) [][]int {
	groups := p.cliques(cells, nil)
	for _, g := range groups {
		for k, pos := range g {
			g[k] = cells[pos]
		}
	}
	return groups
}

// filterCounts narrows the candidates by each Count: at least the cells
// that hold its digit count, and at most one per group that can. A count
// that must be the least removes the digit from every other cell; one
// that must be the most puts it in each group's only cell that can hold
// it.
func (p *propagator) filterCounts(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	for ci := range p.counts {
		cs := &p.counts[ci]
		c := cs.c
		if unchanged(c.cells, masks, cs.quiet) {
			continue
		}
		if cs.groups == nil {
			cs.groups = p.countGroups(c.cells)
		}
		bit := uint64(1) << (c.digit - 1)
		lo, hi := 0, 0
		for _, g := range cs.groups {
			fixed, can := 0, 0
			for _, i := range g {
				if masks[i]&bit != 0 {
					can++
					if masks[i] == bit {
						fixed++
					}
				}
			}
			if fixed > 1 {
				return changed, false // two cells of a group hold it
			}
			lo += fixed
			if can > 0 {
				hi++
			}
		}
		least, most, fits := c.reach(lo, hi)
		if !fits {
			return changed, false
		}
		narrowed := false
		switch {
		case most == lo && lo < hi:
			for _, i := range c.cells {
				if masks[i]&bit != 0 && masks[i] != bit {
					if !set(i, masks[i]&^bit) {
						return changed, false
					}
					narrowed = true
				}
			}
		case least == hi && lo < hi:
			for _, g := range cs.groups {
				only, can := -1, 0
				for _, i := range g {
					if masks[i]&bit != 0 {
						only, can = i, can+1
					}
				}
				if can == 1 && masks[only] != bit {
					if !set(only, bit) {
						return changed, false
					}
					narrowed = true
				}
			}
		}
		if narrowed {
			changed = true
		} else {
			remember(c.cells, masks, &cs.quiet)
		}
	}
	return changed, true
}
