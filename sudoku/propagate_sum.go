package sudoku

import (
	"math/bits"
	"slices"
)

// filterSums keeps, for each term of each sum, the digits that leave the
// other terms a total they can still make (bounds consistency on the
// sum). The bounds know the Distinct groups: the terms are split into
// parts of cells of one weight that are pairwise distinct (see sumParts),
// and k cells of a part hold k different digits of their candidates, so
// they add up to at least the k least of them and at most the k greatest.
// On a long arrow or a little killer's diagonal through three boxes, that
// is what bounds the sum; a bound that lets digits repeat hardly prunes.
func (p *propagator) filterSums(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	if len(p.sumQuiet) != len(p.sums) {
		p.sumQuiet = make([][]uint64, len(p.sums))
		p.sumParts = make([][]sumPart, len(p.sums))
		for ci, c := range p.sums {
			p.sumParts[ci] = p.partsOf(c)
		}
	}
	for ci, c := range p.sums {
		if unchanged(c.cells, masks, p.sumQuiet[ci]) {
			continue
		}
		parts := p.sumParts[ci]
		lo, hi := 0, 0
		for pi := range parts {
			a, b, ok := parts[pi].bounds(c.cells, masks)
			if !ok {
				return changed, false
			}
			parts[pi].lo, parts[pi].hi = a, b
			lo, hi = lo+a, hi+b
		}
		if c.total < lo || c.total > hi {
			return changed, false
		}
		narrowed := false
		for pi := range parts {
			pt := &parts[pi]
			// The part must make between want0 and want1.
			want0, want1 := c.total-(hi-pt.hi), c.total-(lo-pt.lo)
			if want0 <= pt.lo && pt.hi <= want1 {
				continue // every digit of the part fits
			}
			for t, k := range pt.terms {
				i := c.cells[k]
				keep := pt.support(c.cells, masks, t, want0, want1)
				if keep != masks[i] {
					if !set(i, keep) {
						return changed, false
					}
					changed, narrowed = true, true
				}
			}
		}
		if !narrowed {
			remember(c.cells, masks, &p.sumQuiet[ci])
		}
	}
	return changed, true
}

// sumPart is a part of a sum's terms (see filterSums): the positions, in
// the sum's cells, of cells of weight w that are pairwise distinct.
type sumPart struct {
	w      int
	terms  []int
	lo, hi int // scratch: the part's bounds in the current pass
}

// partsOf splits the terms of c into parts of one weight whose cells
// pairwise share a Distinct group (see cliques).
func (p *propagator) partsOf(c nativeLinear) []sumPart {
	var parts []sumPart
	for _, terms := range p.cliques(c.cells, c.weights) {
		parts = append(parts, sumPart{w: c.weights[terms[0]], terms: terms})
	}
	return parts
}

// cliques splits the positions of cells into groups of one class (the
// positions' classes, or all one with classes nil) whose cells pairwise
// share a Distinct group: first, again and again, the positions left of
// one class in the Distinct group that holds the most of them; then each
// position left joins the first group of its class whose cells all share
// a Distinct group with it, or makes a group of its own. Taking whole
// Distinct groups first matters on cells that wind through many houses:
// a greedy walk in their order alone splits a long line into many small
// groups, whose bounds are loose. A cell listed twice is in two groups.
func (p *propagator) cliques(cells []int, classes []int) [][]int {
	class := func(k int) int {
		if classes == nil {
			return 0
		}
		return classes[k]
	}
	placed := make([]bool, len(cells))
	var groups [][]int
	type key struct{ g, w int }
	for {
		counts := map[key]int{}
		var keys []key // in a fixed order, for ties
		for k, i := range cells {
			if placed[k] || slices.Contains(cells[:k], i) {
				continue // a cell listed twice counts once
			}
			for _, g := range p.peers[i] {
				kk := key{g, class(k)}
				if counts[kk] == 0 {
					keys = append(keys, kk)
				}
				counts[kk]++
			}
		}
		best, most := key{}, 1
		for _, kk := range keys {
			if counts[kk] > most {
				best, most = kk, counts[kk]
			}
		}
		if most < 2 {
			break
		}
		var group []int
		for k, i := range cells {
			if placed[k] || class(k) != best.w || !slices.Contains(p.peers[i], best.g) {
				continue
			}
			if slices.ContainsFunc(group, func(t int) bool { return cells[t] == i }) {
				continue // a cell listed twice holds one digit
			}
			group = append(group, k)
			placed[k] = true
		}
		groups = append(groups, group)
	}
next:
	for k, i := range cells {
		if placed[k] {
			continue
		}
		for gi, g := range groups {
			if class(g[0]) != class(k) || len(g) >= p.n {
				continue
			}
			if !slices.ContainsFunc(g, func(t int) bool { return !p.together(i, cells[t]) }) {
				groups[gi] = append(g, k)
				continue next
			}
		}
		groups = append(groups, []int{k})
	}
	return groups
}

// together reports whether cells i and j are two cells that share a
// Distinct group. (A Sum may name a cell twice: it holds one digit.)
func (p *propagator) together(i, j int) bool {
	if i == j {
		return false
	}
	for _, g := range p.peers[i] {
		if slices.Contains(p.peers[j], g) {
			return true
		}
	}
	return false
}

// bounds returns the least and greatest the part's terms add up to, and
// false when its cells cannot hold different digits.
func (pt *sumPart) bounds(cells []int, masks []uint64) (lo, hi int, ok bool) {
	var union uint64
	nlo, nhi := 0, 0 // each cell on its own
	for _, k := range pt.terms {
		m := masks[cells[k]]
		union |= m
		nlo += bits.TrailingZeros64(m) + 1
		nhi += 64 - bits.LeadingZeros64(m)
	}
	dlo, dhi, ok := distinctRange(union, len(pt.terms))
	if !ok {
		return 0, 0, false
	}
	return pt.weigh(max(nlo, dlo), min(nhi, dhi))
}

// weigh returns w·lo and w·hi in order, and whether lo <= hi.
func (pt *sumPart) weigh(lo, hi int) (int, int, bool) {
	if lo > hi {
		return 0, 0, false
	}
	if pt.w < 0 {
		return pt.w * hi, pt.w * lo, true
	}
	return pt.w * lo, pt.w * hi, true
}

// support returns the digits of the part's term t for which the rest of
// the part, holding other digits, can make the part's total between
// want0 and want1.
func (pt *sumPart) support(cells []int, masks []uint64, t, want0, want1 int) uint64 {
	var union uint64
	nlo, nhi := 0, 0
	for u, k := range pt.terms {
		if u == t {
			continue
		}
		m := masks[cells[k]]
		union |= m
		nlo += bits.TrailingZeros64(m) + 1
		nhi += 64 - bits.LeadingZeros64(m)
	}
	rest := len(pt.terms) - 1
	mine := masks[cells[pt.terms[t]]]
	keep := uint64(0)
	for r := mine; r != 0; r &= r - 1 {
		bit := r & -r
		d := bits.TrailingZeros64(bit) + 1
		dlo, dhi, ok := distinctRange(union&^bit, rest)
		if !ok {
			continue
		}
		a, b, ok := pt.weigh(d+max(nlo, dlo), d+min(nhi, dhi))
		if ok && a <= want1 && b >= want0 {
			keep |= bit
		}
	}
	return keep
}

// distinctRange returns the least and greatest sum of k different digits
// of mask, and false when mask has fewer than k.
func distinctRange(mask uint64, k int) (lo, hi int, ok bool) {
	if bits.OnesCount64(mask) < k {
		return 0, 0, false
	}
	r := mask
	for range k {
		lo += bits.TrailingZeros64(r) + 1
		r &= r - 1
	}
	r = mask
	for range k {
		top := 63 - bits.LeadingZeros64(r)
		hi += top + 1
		r &^= 1 << top
	}
	return lo, hi, true
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
