package sudoku

import (
	"math/bits"
	"slices"
)

// propagator is a native, Z3-free pass over the constraints rules add with
// the Builder vocabulary: naked and hidden singles, locked candidates and
// naked and hidden subsets over Distinct groups, arc consistency over
// Relate and Table, bounds on Sum and Linear, and the domains of Allow. It
// runs on the givens before Z3 does. Its deductions hold in every
// solution, so
// when it fills the whole grid, and the grid passes every check, the puzzle
// has exactly that one solution, and Z3 is not needed at all; when it finds
// a cell with no digit left, there is no solution.
//
// Easy and medium puzzles end here, in microseconds; hard ones go on to Z3.
type propagator struct {
	n, cells int
	full     uint64   // bits 0..n-1: digits 1..n
	allow    []uint64 // per cell: the digits Allow leaves
	groups   [][]int  // Distinct groups
	complete []bool   // the group has n cells: each digit exactly once
	peers    [][]int  // per cell: the groups it is in
	rels     []nativeRelation
	relsOf   [][]int // per cell: indices into rels
	tables   []nativeTable
	regulars []regularState
	counts   []countState
	// tableQuiet holds, per table, its cells' candidates when it last
	// changed nothing (see distinctSum.quiet).
	tableQuiet [][]uint64
	sums       []nativeLinear // Sum and Linear, with weights
	dsums      []distinctSum  // the sums whose cells are distinct, by digit sets
	sumQuiet   [][]uint64     // per sum: see distinctSum.quiet
	sumParts   [][]sumPart    // per sum: its terms by Distinct group (see filterSums)
	locks      []lock

	// scratch holds the states of one propagation and of the two
	// branches of its probes, reused from call to call: the Model's lock
	// serialises propagations, and an easy 9x9 settled natively otherwise
	// spent a third of its allocations on them.
	scratch [3]state
}

// lock is where a complete group a meets another group b in two or more
// cells: a digit whose candidates in a all lie in common must be there,
// so the rest of b cannot hold it (pointing and claiming, in a classic
// grid's boxes, rows and columns).
type lock struct {
	common, aOnly, bOnly []int
}

// maxSubset is the largest naked or hidden subset the propagator looks
// for: pairs, triples and quads.
const maxSubset = 4

// newPropagator returns the Model's propagator, with the innies and
// outies of single houses (see impliedSumsOver).
// It also sets m.wellPruned, for the native search's budget.
func newPropagator(m *Model) *propagator {
	m.wellPruned = true
	for _, nc := range m.native {
		if !nc.prunesWell() {
			m.wellPruned = false
			break
		}
	}
	return newPropagatorOver(m, 1)
}

// newPropagatorOver returns the Model's propagator with the sums implied
// over regions of up to houses houses, when the Model has sums and gives
// Z3 no implied sums of its own.
func newPropagatorOver(m *Model, houses int) *propagator {
	n, cells := m.shape.Size, m.shape.NumCells()
	p := &propagator{
		n:      n,
		cells:  cells,
		full:   ^uint64(0) >> (64 - n),
		allow:  make([]uint64, cells),
		peers:  make([][]int, cells),
		relsOf: make([][]int, cells),
	}
	for i := range p.allow {
		p.allow[i] = p.full
	}
	for _, nc := range m.native {
		nc.register(p)
	}
	p.sums = append(p.sums, m.implied...)
	for _, nc := range m.native {
		if c, ok := nc.(nativeSum); ok {
			p.addDistinctSum(c.cells, nil, c.total, c.distinct)
		}
	}
	implied := m.implied
	if len(implied) == 0 && hasSums(m.native) {
		// The propagator's own: over single houses in New, with which the
		// bench's 0-given killers settle with no search or a few nodes,
		// against 24 to 84 nodes without; over pairs and triples of houses
		// too once a search escalates (see escalate), which costs about
		// 1 ms. Z3 gets implied sums only under WithImpliedSums.
		for _, s := range m.impliedSumsOver(houses) {
			implied = append(implied, nativeLinear{rule: "implied sum", cells: s.idx, weights: s.ws, total: s.total})
		}
		p.sums = append(p.sums, implied...)
	}
	for _, c := range implied {
		p.addDistinctSum(c.cells, c.weights, c.total, false)
	}
	p.findLocks()
	return p
}

// addDistinctSum adds a sum to dsums when its cells are distinct (a
// DistinctSum's, or all in one Distinct group), its weights are 1 and it
// has few enough digit sets.
func (p *propagator) addDistinctSum(cells, weights []int, total int, distinct bool) {
	for _, w := range weights {
		if w != 1 {
			return
		}
	}
	if !distinct && len(cells) > 0 {
		for k, i := range cells {
			if slices.Contains(cells[k+1:], i) {
				return // a cell counted twice: Sum allows it, distinct digits do not
			}
		}
		for _, g := range p.peers[cells[0]] {
			distinct = true
			for _, i := range cells[1:] {
				if !slices.Contains(p.peers[i], g) {
					distinct = false
					break
				}
			}
			if distinct {
				break
			}
		}
	}
	if !distinct {
		return
	}
	// With no set at all, the sum has no solution, and the filter says so.
	if combos, all := digitSets(p.n, len(cells), total, maxCombos); all {
		p.dsums = append(p.dsums, distinctSum{cells: cells, combos: combos})
	}
}

// findLocks lists the pairs of groups that locked candidates work on.
func (p *propagator) findLocks() {
	in := make([]bool, p.cells)
	for a, ca := range p.groups {
		if !p.complete[a] {
			continue
		}
		for _, i := range ca {
			in[i] = true
		}
		for b, cb := range p.groups {
			if b == a {
				continue
			}
			// Count first: most pairs of groups meet in fewer than two
			// cells, and a 9x9 killer has about 1,500 pairs.
			common := 0
			for _, i := range cb {
				if in[i] {
					common++
				}
			}
			if common < 2 || common == len(cb) {
				continue
			}
			l := lock{
				common: make([]int, 0, common),
				aOnly:  make([]int, 0, max(len(ca)-common, 0)),
				bOnly:  make([]int, 0, len(cb)-common),
			}
			for _, i := range cb {
				if in[i] {
					l.common = append(l.common, i)
				} else {
					l.bOnly = append(l.bOnly, i)
				}
			}
			for _, i := range ca {
				if !slices.Contains(l.common, i) {
					l.aOnly = append(l.aOnly, i)
				}
			}
			p.locks = append(p.locks, l)
		}
		for _, i := range ca {
			in[i] = false
		}
	}
}

// run propagates from the givens. It returns the candidate masks (bit d-1:
// digit d possible) and false when some cell has no candidate left.
func (p *propagator) run(givens []uint8) ([]uint64, bool) {
	masks := make([]uint64, p.cells)
	for i, d := range givens {
		masks[i] = p.allow[i]
		if d != 0 {
			masks[i] &= 1 << (d - 1)
		}
		if masks[i] == 0 {
			return masks, false
		}
	}
	st := p.state(0, masks)
	for i := range masks {
		st.push(i)
	}
	return masks, p.propagate(st, true)
}

// state is one propagation's masks and queue of cells whose mask shrank
// and still need their consequences drawn.
type state struct {
	masks  []uint64
	queue  []int
	queued []bool
}

// state returns scratch state k over masks, with an empty queue; for the
// probes' branches (k > 0), masks nil means the state's own masks.
func (p *propagator) state(k int, masks []uint64) *state {
	st := &p.scratch[k]
	if st.queued == nil {
		st.queue, st.queued = make([]int, 0, p.cells), make([]bool, p.cells)
		if k > 0 {
			st.masks = make([]uint64, p.cells)
		}
	}
	if masks != nil {
		st.masks = masks
	}
	st.queue = st.queue[:0]
	clear(st.queued)
	return st
}

func (st *state) push(i int) {
	if !st.queued[i] {
		st.queued[i] = true
		st.queue = append(st.queue, i)
	}
}

// set narrows cell i to m and reports false when nothing is left.
func (st *state) set(i int, m uint64) bool {
	if m == st.masks[i] {
		return true
	}
	st.masks[i] = m
	if m == 0 {
		return false
	}
	st.push(i)
	return true
}

// propagate draws every consequence of the queued cells, with every rule
// when full is set, or with the cheap ones only (singles, arc consistency
// and tables) otherwise. It reports false on a contradiction.
func (p *propagator) propagate(st *state, full bool) bool {
	masks, set := st.masks, st.set
	for {
		for len(st.queue) > 0 {
			i := st.queue[len(st.queue)-1]
			st.queue = st.queue[:len(st.queue)-1]
			st.queued[i] = false
			m := masks[i]
			if m&(m-1) == 0 { // a single: no peer may hold it
				for _, g := range p.peers[i] {
					for _, j := range p.groups[g] {
						if j != i && masks[j]&m != 0 && !set(j, masks[j]&^m) {
							return false
						}
					}
				}
			}
			for _, k := range p.relsOf[i] {
				r := &p.rels[k]
				if !set(r.a, support(masks[r.a], masks[r.b], r.ok, false)) ||
					!set(r.b, support(masks[r.b], masks[r.a], r.ok, true)) {
					return false
				}
			}
		}
		changed, ok := p.hiddenSingles(masks, set)
		if !ok {
			return false
		}
		tchanged, ok := p.filterTables(masks, set)
		if !ok {
			return false
		}
		rchanged, ok := p.filterRegulars(masks, set)
		if !ok {
			return false
		}
		cchanged, ok := p.filterCounts(masks, set)
		if !ok {
			return false
		}
		tchanged = tchanged || rchanged || cchanged
		schanged, ok := p.filterSums(masks, set)
		if !ok {
			return false
		}
		dchanged, ok := p.filterDistinctSums(masks, set)
		if !ok {
			return false
		}
		if changed || tchanged || schanged || dchanged || len(st.queue) > 0 {
			continue
		}
		if !full {
			return true
		}
		// Stuck on the cheap rules: try the costlier ones, one at a time,
		// and go back to the cheap ones as soon as something changes.
		if changed, ok = p.lockedCandidates(masks, set); !ok {
			return false
		}
		if changed {
			continue
		}
		if changed, ok = p.subsets(masks, set); !ok {
			return false
		}
		if changed {
			continue
		}
		if changed, ok = p.probe(st); !ok {
			return false
		}
		if !changed {
			return true
		}
	}
}

// probe tries both digits of each cell that has two: when one leads the
// cheap rules to a contradiction, the cell holds the other; when both
// hold, every cell keeps only the digits one of them leaves it. One pass
// over the cells makes every such deduction it finds.
func (p *propagator) probe(st *state) (changed, ok bool) {
	masks := st.masks
	b1, b2 := p.state(1, nil), p.state(2, nil)
	for i := range masks {
		m := masks[i]
		if bits.OnesCount64(m) != 2 {
			continue
		}
		d1 := m & -m
		d2 := m &^ d1
		copy(b1.masks, masks)
		ok1 := b1.set(i, d1) && p.propagate(b1, false)
		copy(b2.masks, masks)
		ok2 := b2.set(i, d2) && p.propagate(b2, false)
		b1.queue, b2.queue = b1.queue[:0], b2.queue[:0]
		clear(b1.queued)
		clear(b2.queued)
		switch {
		case !ok1 && !ok2:
			return changed, false
		case !ok1:
			if !st.set(i, d2) {
				return changed, false
			}
			changed = true
		case !ok2:
			if !st.set(i, d1) {
				return changed, false
			}
			changed = true
		default:
			for j := range masks {
				if u := masks[j] & (b1.masks[j] | b2.masks[j]); u != masks[j] {
					if !st.set(j, u) {
						return changed, false
					}
					changed = true
				}
			}
		}
	}
	return changed, true
}

// lockedCandidates removes a digit from the rest of a group b when a
// complete group a can hold it only where it meets b.
func (p *propagator) lockedCandidates(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	for k := range p.locks {
		l := &p.locks[k]
		var inside, outside uint64
		for _, i := range l.common {
			inside |= masks[i]
		}
		for _, i := range l.aOnly {
			outside |= masks[i]
		}
		locked := inside &^ outside
		if locked == 0 {
			continue
		}
		for _, j := range l.bOnly {
			if masks[j]&locked != 0 {
				if !set(j, masks[j]&^locked) {
					return changed, false
				}
				changed = true
			}
		}
	}
	return changed, true
}

// subsets finds naked subsets in every group (k cells whose candidates
// together are k digits: no other cell of the group holds those) and
// hidden subsets in complete groups (k digits that fit in only k cells:
// those cells hold nothing else), for k from 2 to maxSubset.
func (p *propagator) subsets(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	var s subsetSearch
	for g, cells := range p.groups {
		// Naked: the cells with 2 to maxSubset candidates.
		s.reset()
		for k, i := range cells {
			if c := bits.OnesCount64(masks[i]); c >= 2 && c <= maxSubset {
				s.add(uint64(1)<<k, masks[i])
			}
		}
		if s.n >= 2 {
			if !s.walk(0, 0, 0, 0) {
				return changed, false
			}
			for _, f := range s.found {
				// f.members are positions in cells, f.union the digits.
				for k, i := range cells {
					if f.members&(1<<k) == 0 && masks[i]&f.union != 0 {
						if !set(i, masks[i]&^f.union) {
							return changed, false
						}
						changed = true
					}
				}
			}
		}
		if !p.complete[g] {
			continue
		}
		// Hidden: the digits with 2 to maxSubset possible cells, as
		// position masks.
		s.reset()
		for d := 0; d < p.n; d++ {
			var pos uint64
			for k, i := range cells {
				if masks[i]&(1<<d) != 0 {
					pos |= 1 << k
				}
			}
			if c := bits.OnesCount64(pos); c >= 2 && c <= maxSubset {
				s.add(uint64(1)<<d, pos)
			}
		}
		if s.n >= 2 {
			if !s.walk(0, 0, 0, 0) {
				return changed, false
			}
			for _, f := range s.found {
				// f.members are digits, f.union the positions they fit.
				for k, i := range cells {
					if f.union&(1<<k) != 0 && masks[i]&^f.members != 0 {
						if !set(i, masks[i]&f.members) {
							return changed, false
						}
						changed = true
					}
				}
			}
		}
	}
	return changed, true
}

// subsetSearch enumerates sets of up to maxSubset items, each a bit with a
// mask, whose masks together have as many bits as there are items.
type subsetSearch struct {
	n     int
	bit   [64]uint64
	mask  [64]uint64
	found []subset
}

type subset struct{ members, union uint64 }

func (s *subsetSearch) reset() { s.n, s.found = 0, s.found[:0] }

func (s *subsetSearch) add(bit, mask uint64) {
	s.bit[s.n], s.mask[s.n] = bit, mask
	s.n++
}

// walk extends the set members of size count and union union with items
// from start on. It returns false when more items than bits share a
// union: a contradiction.
func (s *subsetSearch) walk(start, count int, members, union uint64) bool {
	for j := start; j < s.n; j++ {
		u := union | s.mask[j]
		c := bits.OnesCount64(u)
		if c > maxSubset {
			continue
		}
		switch {
		case count+1 > c:
			return false
		case count+1 == c:
			s.found = append(s.found, subset{members | s.bit[j], u})
		default:
			if !s.walk(j+1, count+1, members|s.bit[j], u) {
				return false
			}
		}
	}
	return true
}

// hiddenSingles places each digit that has one possible cell left in a
// complete group, and fails when a digit has none.
func (p *propagator) hiddenSingles(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	for g, cells := range p.groups {
		if !p.complete[g] {
			continue
		}
		// once: digits seen in exactly one cell so far; more: in several.
		var once, more uint64
		for _, i := range cells {
			more |= once & masks[i]
			once = (once | masks[i]) &^ more
		}
		if (once|more)&p.full != p.full {
			return changed, false
		}
		for _, i := range cells {
			if h := masks[i] & once; h != 0 && masks[i] != h {
				if h&(h-1) != 0 {
					return changed, false // two digits that only fit here
				}
				if !set(i, h) {
					return changed, false
				}
				changed = true
			}
		}
	}
	return changed, true
}

// filterTables keeps, for each cell of a table, the digits some tuple that
// fits every cell's candidates still allows.
// A table whose cells' candidates are as they were when it last changed
// nothing is skipped: on the bench's pill arrows, tables of hundreds of
// tuples each, the filter was most of a search node's time.
func (p *propagator) filterTables(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	if len(p.tableQuiet) != len(p.tables) {
		p.tableQuiet = make([][]uint64, len(p.tables))
	}
	var seen []uint64
	for ti, t := range p.tables {
		if unchanged(t.cells, masks, p.tableQuiet[ti]) {
			continue
		}
		seen = append(seen[:0], make([]uint64, len(t.cells))...)
		narrowed := false
		// A product of digit sets holds a tuple that fits every cell's
		// candidates when each of its sets meets the cell's candidates;
		// then each cell keeps what its set allows.
	prods:
		for _, pr := range t.prods {
			for k, i := range t.cells {
				if masks[i]&pr[k] == 0 {
					continue prods
				}
			}
			for k, i := range t.cells {
				seen[k] |= masks[i] & pr[k]
			}
		}
		for k, i := range t.cells {
			m := masks[i] & seen[k]
			if m != masks[i] {
				if !set(i, m) {
					return changed, false
				}
				changed, narrowed = true, true
			}
		}
		if !narrowed {
			remember(t.cells, masks, &p.tableQuiet[ti])
		}
	}
	return changed, true
}

// support returns the digits of mine that some digit of other allows under
// ok (read as ok[mine][other], or ok[other][mine] when flipped).
func support(mine, other uint64, ok [][]bool, flipped bool) uint64 {
	var out uint64
	for m := mine; m != 0; m &= m - 1 {
		x := bits.TrailingZeros64(m) + 1
		for o := other; o != 0; o &= o - 1 {
			y := bits.TrailingZeros64(o) + 1
			if (!flipped && ok[x][y]) || (flipped && ok[y][x]) {
				out |= 1 << (x - 1)
				break
			}
		}
	}
	return out
}

// hasSums reports whether the program holds a Sum or a Linear.
func hasSums(cs []nativeConstraint) bool {
	for _, nc := range cs {
		switch nc.(type) {
		case nativeSum, nativeLinear:
			return true
		}
	}
	return false
}
