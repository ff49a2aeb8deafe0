package sudoku

import (
	"math/bits"
	"slices"
)

// filterSums keeps, for each term of each sum, the digits that leave the
// other terms a total they can still make, by the bounds of their
// candidates (bounds consistency on the sum; digits may repeat, as the
// sum itself does not know of the Distinct groups).
func (p *propagator) filterSums(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	if len(p.sumQuiet) != len(p.sums) {
		p.sumQuiet = make([][]uint64, len(p.sums))
	}
	for ci, c := range p.sums {
		if unchanged(c.cells, masks, p.sumQuiet[ci]) {
			continue
		}
		narrowed := false
		lo, hi := 0, 0
		for k, i := range c.cells {
			a, b := termRange(c.weights[k], masks[i])
			lo, hi = lo+a, hi+b
		}
		if c.total < lo || c.total > hi {
			return changed, false
		}
		for k, i := range c.cells {
			w := c.weights[k]
			a, b := termRange(w, masks[i])
			// The other terms make between lo-a and hi-b.
			keep := uint64(0)
			for m := masks[i]; m != 0; m &= m - 1 {
				d := bits.TrailingZeros64(m) + 1
				if v := c.total - w*d; v >= lo-a && v <= hi-b {
					keep |= 1 << (d - 1)
				}
			}
			if keep != masks[i] {
				if !set(i, keep) {
					return changed, false
				}
				changed, narrowed = true, true
				a2, b2 := termRange(w, keep)
				lo, hi = lo-a+a2, hi-b+b2
			}
		}
		if !narrowed {
			remember(c.cells, masks, &p.sumQuiet[ci])
		}
	}
	return changed, true
}

// termRange returns the least and greatest w·d over the digits d of mask,
// which is not empty.
func termRange(w int, mask uint64) (lo, hi int) {
	first := bits.TrailingZeros64(mask) + 1
	last := 64 - bits.LeadingZeros64(mask)
	if w < 0 {
		return w * last, w * first
	}
	return w * first, w * last
}

// distinctSum is a sum whose cells hold different digits (a DistinctSum,
// or a sum within one Distinct group) and weights 1: a killer cage, or
// the innies of a house. filterDistinctSums reasons on its digit sets,
// which bounds alone cannot: two cells that add up to 10 hold 1 and 9, 2
// and 8, 3 and 7 or 4 and 6, never 5.
type distinctSum struct {
	cells []int
	// combos are the sets of len(cells) digits that add up to the total
	// (bit d-1: digit d).
	combos []uint64
	// quiet holds the cells' candidates when the filter last changed
	// nothing: the filter depends on them alone, so it has nothing to do
	// until one of them shrinks.
	quiet []uint64
}

// unchanged reports whether the cells' candidates are those of quiet.
func unchanged(cells []int, masks, quiet []uint64) bool {
	if quiet == nil {
		return false
	}
	for k, i := range cells {
		if masks[i] != quiet[k] {
			return false
		}
	}
	return true
}

// remember records the cells' candidates in *quiet.
func remember(cells []int, masks []uint64, quiet *[]uint64) {
	if *quiet == nil {
		*quiet = make([]uint64, len(cells))
	}
	for k, i := range cells {
		(*quiet)[k] = masks[i]
	}
}

// maxCombos bounds the digit sets a distinct sum keeps; a sum with more
// (long sums on large grids) keeps its bounds alone.
const maxCombos = 512

// matchable reports whether the cells can take the digits of set, one
// each, from their candidates: a perfect matching of cells and digits,
// found by augmenting paths.
func matchable(cells []int, masks []uint64, set uint64) bool {
	var mt matching
	if len(cells) > len(mt.avail) {
		return true // not checked: the filter stays sound, only weaker
	}
	for k, i := range cells {
		mt.avail[k] = masks[i] & set
		if mt.avail[k] == 0 {
			return false
		}
	}
	for k := range cells {
		var seen uint64
		if !mt.augment(k, &seen) {
			return false
		}
	}
	return true
}

// matching is the state of matchable's search: per cell, the digits it
// may take; per digit, its cell + 1 (0: none).
type matching struct {
	avail [64]uint64
	owner [64]int8
}

// augment finds cell k a digit, moving other cells to digits they may
// take instead, through digits not in seen.
func (mt *matching) augment(k int, seen *uint64) bool {
	for r := mt.avail[k] &^ *seen; r != 0; r &= r - 1 {
		d := bits.TrailingZeros64(r)
		*seen |= 1 << d
		if mt.owner[d] == 0 || mt.augment(int(mt.owner[d])-1, seen) {
			mt.owner[d] = int8(k + 1)
			return true
		}
	}
	return false
}

// filterDistinctSums keeps, in each cell of each distinct sum, the digits
// of the digit sets its cells can still take; and for each digit that
// every such set holds (the sum must place it), it fills the one cell
// that can take it, or, when the cells that can take it all lie in one
// Distinct group, removes it from the rest of the group.
func (p *propagator) filterDistinctSums(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	for si := range p.dsums {
		s := &p.dsums[si]
		if unchanged(s.cells, masks, s.quiet) {
			continue
		}
		moved := false // this sum narrowed a cell
		union := uint64(0)
		for _, i := range s.cells {
			union |= masks[i]
		}
		allowed, required := uint64(0), p.full
		for _, c := range s.combos {
			if c&^union != 0 || c&^allowed == 0 && required&^c == 0 {
				continue // impossible, or it would add nothing: no matching needed
			}
			if !matchable(s.cells, masks, c) {
				continue
			}
			allowed |= c
			required &= c
		}
		if allowed == 0 {
			return changed, false
		}
		for _, i := range s.cells {
			if keep := masks[i] & allowed; keep != masks[i] {
				if !set(i, keep) {
					return changed, false
				}
				moved = true
			}
		}
		for r := required; r != 0; r &= r - 1 {
			bit := r & -r
			var where [64]int // the cells that can take the digit
			nw := 0
			for _, i := range s.cells {
				if masks[i]&bit != 0 {
					where[nw] = i
					nw++
				}
			}
			switch nw {
			case 0:
				return changed, false
			case 1:
				if masks[where[0]] != bit {
					if !set(where[0], bit) {
						return changed, false
					}
					moved = true
				}
				continue
			}
			// The digit is in one of where[:k]: a group that holds them
			// all has it there, and nowhere else.
			for _, g := range p.peers[where[0]] {
				all := true
				for _, i := range where[1:nw] {
					if !slices.Contains(p.peers[i], g) {
						all = false
						break
					}
				}
				if !all {
					continue
				}
				for _, j := range p.groups[g] {
					if masks[j]&bit != 0 && !slices.Contains(where[:nw], j) {
						if !set(j, masks[j]&^bit) {
							return changed, false
						}
						moved = true
					}
				}
			}
		}
		if !moved {
			remember(s.cells, masks, &s.quiet)
		}
		changed = changed || moved
	}
	return changed, true
}
