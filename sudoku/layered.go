package sudoku

import (
	"math/bits"
	"slices"
)

// linearSum is a sum waiting for encodeSums: Σ ws[k]·digit(idx[k]) = total.
type linearSum struct {
	idx, ws []int
	total   int
}

// maxDiagramEdges bounds the size of one sum's diagrams; a larger sum is
// left as a pseudo-Boolean equation.
const maxDiagramEdges = 20000

// maxGroupSets bounds the digit sets encodeSums enumerates for one group
// of distinct cells; a group with more is split into single cells.
const maxGroupSets = 20000

// encodeSums lays out the OneHot sums once every rule has been applied, so
// that each sum knows every Distinct group and Allow.
//
// A sum's cells are first gathered into groups: cells of one weight that
// must hold distinct digits (they share a Distinct group). A group's total
// is a choice among the totals some set of distinct digits makes, with one
// Boolean per total, tied to its cells by a diagram of their partial sums
// and by the digits each total's sets allow or require (as DistinctSum
// does). The sum is then a diagram over its groups: layer k holds a
// Boolean for each partial sum of the first k groups that can still reach
// the total (see diagram). A group of three distinct cells thus adds at
// least 6, which a sum over single cells sees only once the digits are
// placed. Under OneHot, the implied sums of impliedSums come first.
func (m *Model) encodeSums() {
	if m.lits != nil && m.cfg.implied {
		for _, s := range m.impliedSums() {
			m.sums = append(m.sums, s)
			m.implied = append(m.implied, nativeLinear{rule: "implied sum", cells: s.idx, weights: s.ws, total: s.total})
		}
	}
	if len(m.sums) == 0 && len(m.tables) == 0 {
		return
	}
	groupsOf := make([][]int, m.shape.NumCells())
	g := 0
	for _, c := range m.native {
		if d, ok := c.(nativeDistinct); ok {
			for _, i := range d.cells {
				groupsOf[i] = append(groupsOf[i], g)
			}
			g++
		}
	}
	distinct := func(i, j int) bool {
		for _, a := range groupsOf[i] {
			if slices.Contains(groupsOf[j], a) {
				return true
			}
		}
		return false
	}
	allowed := m.allowedMasks()
	for _, s := range m.sums {
		m.encodeSum(s, distinct, allowed)
	}
	m.sums = nil
	for _, t := range m.tables {
		m.table(t.idx, tableProducts(t, distinct))
	}
	m.tables = nil
}

// pendingTable is a Table waiting for encodeSums.
type pendingTable struct {
	idx    []int
	tuples [][]int
	prods  [][]uint64 // compressTuples(tuples)
}

// tableProducts returns the products of digit sets a table is encoded
// by: those of the tuples distinctTuples keeps, which propagate the
// table and its cells' Distinct groups together, unless they take more
// than twice as many products as all the tuples, which the Distinct
// groups' own clauses then complete. Tuples of distinct digits compress
// poorly: a table of three cells of a column that says "the middle cell
// holds 5 only below a 1 or above a 9" is 66 products of its 461 tuples
// of distinct digits, and 3 of all its 665 tuples.
func tableProducts(t pendingTable, distinct func(i, j int) bool) [][]uint64 {
	all := t.prods
	kept := distinctTuples(t, distinct)
	if len(kept) == len(t.tuples) {
		return all
	}
	if ps := compressTuples(kept); len(ps) <= 2*len(all) {
		return ps
	}
	return all
}

// distinctTuples returns the tuples of t that put different digits in
// every two of its cells that share a Distinct group, and no tuple is
// lost that a solution could use. With none left, it keeps one, for
// table's clauses to refute.
func distinctTuples(t pendingTable, distinct func(i, j int) bool) [][]int {
	type pair struct{ a, b int }
	var pairs []pair
	for a := range t.idx {
		for b := a + 1; b < len(t.idx); b++ {
			if t.idx[a] != t.idx[b] && distinct(t.idx[a], t.idx[b]) {
				pairs = append(pairs, pair{a, b})
			}
		}
	}
	if len(pairs) == 0 {
		return t.tuples
	}
	out := make([][]int, 0, len(t.tuples))
next:
	for _, tup := range t.tuples {
		for _, p := range pairs {
			if tup[p.a] == tup[p.b] {
				continue next
			}
		}
		out = append(out, tup)
	}
	if len(out) == 0 {
		return t.tuples[:1]
	}
	return out
}

// sumGroup is a group of a sum's cells of one weight.
type sumGroup struct {
	w     int
	cells []int
}

// encodeSum lays out one sum; allowed holds each cell's digits.
func (m *Model) encodeSum(s linearSum, distinct func(i, j int) bool, allowed []uint64) {
	var groups []sumGroup
next:
	for k, i := range s.idx {
		for gi := range groups {
			g := &groups[gi]
			if g.w != s.ws[k] {
				continue
			}
			ok := true
			for _, j := range g.cells {
				ok = ok && distinct(i, j)
			}
			if ok {
				g.cells = append(g.cells, i)
				continue next
			}
		}
		groups = append(groups, sumGroup{w: s.ws[k], cells: []int{i}})
	}
	layers := make([][]choice, 0, len(groups))
	var pending []func() // the groups' own clauses, once the sum fits
	total := s.total
	n := m.shape.Size
	for _, g := range groups {
		if len(g.cells) == n {
			// N distinct cells hold every digit once: a constant.
			total -= g.w * n * (n + 1) / 2
			continue
		}
		l, emit, ok := m.groupChoices(g, allowed)
		if !ok { // too many sets: the cells one by one
			for _, i := range g.cells {
				l, emit, _ = m.groupChoices(sumGroup{w: g.w, cells: []int{i}}, allowed)
				layers = append(layers, l)
				pending = append(pending, emit)
			}
			continue
		}
		layers = append(layers, l)
		pending = append(pending, emit)
	}
	plan, ok := planDiagram(layers, []int{total})
	if !ok {
		unit := true
		for _, w := range s.ws {
			unit = unit && w == 1
		}
		if unit {
			m.pbSum(s.idx, s.total)
		} else {
			m.pbLinear(s.idx, s.ws, s.total)
		}
		return
	}
	for _, emit := range pending {
		if emit != nil {
			emit()
		}
	}
	m.emitDiagram(plan, nil)
}

// choice is one option of a diagram layer: lit holds, and adds val.
type choice struct {
	lit lit
	val int
}

// groupChoices returns the layer of a group: its cells' digits, for one
// cell, or else one fresh Boolean per total of distinct digits, and emit,
// which adds the clauses that tie those Booleans to the cells. It returns
// false when the group has more than maxGroupSets digit sets, or its
// diagram more than maxDiagramEdges edges.
func (m *Model) groupChoices(g sumGroup, allowed []uint64) (layer []choice, emit func(), ok bool) {
	n := m.shape.Size
	if len(g.cells) == 1 {
		i := g.cells[0]
		dom := allowed[i]
		for d := 1; d <= n; d++ {
			if dom&(1<<(d-1)) != 0 {
				layer = append(layer, choice{m.cell(i, d), g.w * d})
			}
		}
		return layer, nil, true
	}
	doms := make([]uint64, len(g.cells))
	var union uint64
	for k, i := range g.cells {
		doms[k] = allowed[i]
		union |= doms[k]
	}
	size := len(g.cells)
	if bits.OnesCount64(union) < size {
		m.clause() // too few digits for distinct cells
		return nil, nil, true
	}
	if binomial(bits.OnesCount64(union), size) > maxGroupSets {
		return nil, nil, false
	}
	// For each total: the digits some set allows, and those all require.
	allows := map[int]uint64{}
	requires := map[int]uint64{}
	subsets(union, size, func(set uint64) {
		// Each cell must find a digit of the set: a necessary check.
		for _, dm := range doms {
			if dm&set == 0 {
				return
			}
		}
		t := 0
		for r := set; r != 0; r &= r - 1 {
			t += bits.TrailingZeros64(r) + 1
		}
		if _, seen := allows[t]; !seen {
			requires[t] = set
		}
		allows[t] |= set
		requires[t] &= set
	})
	if len(allows) == 0 {
		m.clause()
		return nil, nil, true
	}
	totals := make([]int, 0, len(allows))
	for t := range allows {
		totals = append(totals, t)
	}
	slices.Sort(totals)
	cellLayers := make([][]choice, size)
	for k, i := range g.cells {
		for d := 1; d <= n; d++ {
			if doms[k]&(1<<(d-1)) != 0 {
				cellLayers[k] = append(cellLayers[k], choice{m.cell(i, d), d})
			}
		}
	}
	plan, ok := planDiagram(cellLayers, totals)
	if !ok {
		return nil, nil, false
	}
	lits := make([]lit, len(totals))
	for k, t := range totals {
		lits[k] = m.fresh()
		layer = append(layer, choice{lits[k], g.w * t})
	}
	emit = func() {
		m.clause(lits...)
		m.amo(lits)
		for k, t := range totals {
			for d := 1; d <= n; d++ {
				bit := uint64(1) << (d - 1)
				switch {
				case allows[t]&bit == 0:
					for c, i := range g.cells {
						if doms[c]&bit != 0 {
							m.implies(lits[k], m.cell(i, d).not())
						}
					}
				case requires[t]&bit != 0:
					some := make([]lit, 0, size+1)
					for c, i := range g.cells {
						if doms[c]&bit != 0 {
							some = append(some, m.cell(i, d))
						}
					}
					m.clause(append(some, lits[k].not())...)
				}
			}
		}
		m.emitDiagram(plan, lits)
	}
	return layer, emit, true
}

// binomial returns n choose k, capped at 1<<40.
func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i
		if r > 1<<40 {
			return 1 << 40
		}
	}
	return r
}

// subsets calls f with every subset of mask that has k bits.
func subsets(mask uint64, k int, f func(uint64)) {
	var walk func(rest uint64, left int, set uint64)
	walk = func(rest uint64, left int, set uint64) {
		if left == 0 {
			f(set)
			return
		}
		if bits.OnesCount64(rest) < left {
			return
		}
		low := rest & -rest
		walk(rest&^low, left-1, set|low)
		walk(rest&^low, left, set)
	}
	walk(mask, k, 0)
}

// diagramPlan is a decision diagram laid out, before any Z3 term: the
// layers' choices and, per layer boundary k, the partial sums that are
// reached from 0 and reach an end.
type diagramPlan struct {
	layers [][]choice
	alive  []map[int]bool
	ends   []int
}

// planDiagram lays out the diagram of "one choice per layer, whose values
// add up to one of ends", keeping only the partial sums on some path. It
// returns false past maxDiagramEdges edges.
func planDiagram(layers [][]choice, ends []int) (diagramPlan, bool) {
	K := len(layers)
	reach := make([]map[int]bool, K+1)
	reach[0] = map[int]bool{0: true}
	edges := 0
	for k, l := range layers {
		reach[k+1] = map[int]bool{}
		for s := range reach[k] {
			for _, c := range l {
				reach[k+1][s+c.val] = true
			}
		}
		edges += len(reach[k]) * len(l)
		if edges > 4*maxDiagramEdges {
			return diagramPlan{}, false
		}
	}
	alive := make([]map[int]bool, K+1)
	alive[K] = map[int]bool{}
	for _, t := range ends {
		if reach[K][t] {
			alive[K][t] = true
		}
	}
	edges = 0
	for k := K - 1; k >= 0; k-- {
		alive[k] = map[int]bool{}
		for s := range reach[k] {
			for _, c := range layers[k] {
				if alive[k+1][s+c.val] {
					alive[k][s] = true
					edges++
				}
			}
		}
		if edges > maxDiagramEdges {
			return diagramPlan{}, false
		}
	}
	return diagramPlan{layers: layers, alive: alive, ends: ends}, true
}

// emitDiagram asserts a planned diagram. Node (k, s) says "the choices of
// the first k layers add up to s"; layer 0's node is true, and layer K's
// nodes are endLits (one per end, in the order of the plan's ends), or
// true when endLits is nil (one end). An edge (k, s, c) says "node (k, s)
// holds and so does choice c of layer k". A node holds only with one of
// its outgoing edges and one of its incoming ones, an edge only with its
// two nodes and its choice, and a choice only with one of its edges. Unit
// propagation on these clauses removes every choice that lies on no path
// of the diagram (domain consistency), given one choice per layer, which
// the caller states.
func (m *Model) emitDiagram(p diagramPlan, endLits []lit) {
	K := len(p.layers)
	if !p.alive[0][0] {
		m.clause() // no path: no choices make an end
		return
	}
	type key struct{ k, s int }
	nodes := map[key]lit{}
	for k := 1; k < K; k++ {
		for s := range p.alive[k] {
			nodes[key{k, s}] = m.fresh()
		}
	}
	if endLits != nil {
		for e, t := range p.ends {
			nodes[key{K, t}] = endLits[e]
		}
	}
	node := func(k, s int) (lit, bool) {
		b, ok := nodes[key{k, s}]
		return b, ok
	}
	out := map[int][]lit{}
	for k, l := range p.layers {
		in := map[int][]lit{}
		carry := make([][]lit, len(l))
		for s := range p.alive[k] {
			parent, pok := node(k, s)
			for ci, c := range l {
				t := s + c.val
				if !p.alive[k+1][t] {
					continue
				}
				e := c.lit // from the root, an edge is its choice
				if k > 0 {
					e = m.fresh()
					m.implies(e, c.lit)
					if pok {
						m.implies(e, parent)
					}
				}
				if child, ok := node(k+1, t); ok {
					m.implies(e, child)
				}
				out[s] = append(out[s], e)
				in[t] = append(in[t], e)
				carry[ci] = append(carry[ci], e)
			}
		}
		for s, es := range out {
			if parent, ok := node(k, s); ok {
				m.clause(append(es, parent.not())...)
			} else {
				m.clause(es...) // the root
			}
		}
		for t, es := range in {
			if child, ok := node(k+1, t); ok {
				m.clause(append(es, child.not())...)
			} else {
				m.clause(es...) // the one end
			}
		}
		for ci, c := range l {
			switch {
			case len(carry[ci]) == 0:
				m.clause(c.lit.not())
			case k > 0:
				m.clause(append(carry[ci], c.lit.not())...)
			}
		}
		// The next layer's outgoing edges start from this one's ends.
		out = map[int][]lit{}
	}
	if endLits != nil {
		for e, t := range p.ends {
			if !p.alive[K][t] {
				m.clause(endLits[e].not())
			}
		}
	}
}
