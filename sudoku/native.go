package sudoku

import (
	"fmt"
	"strconv"
)

// nativeConstraint is the Z3-free form of one Builder call: a primitive of
// the Model's program. Each primitive says, in its own methods, what every
// part of the package does with it, so that a new primitive is one type
// and no switch elsewhere: the native checks and propagation, the
// encodings, the export, and whether the native search and the residual
// solver take it.
type nativeConstraint interface {
	// conflict reports givens that already break the constraint; digits
	// holds 0 for empty cells.
	conflict(s Shape, digits []uint8) error
	// key appends to dst what identifies the constraint: two calls that
	// state the same constraint have the same key (see Base).
	key(dst []byte) []byte
	// export returns the constraint as Model.Constraints lists it, its
	// cells named by cells.
	export(cells func([]int) []Cell) Constraint
	// encode adds the constraint to the Model's encoding (see
	// Model.encode).
	encode(m *Model)
	// register adds the constraint to the propagator.
	register(p *propagator)
	// onResidual reports whether a large grid's residual solver states
	// the constraint (see residualOK and buildResidual): Distinct groups,
	// Allow and Relate.
	onResidual() bool
	// prunesWell reports whether the native search prunes well on it
	// (see nativeDistinct.prunesWell), for its budget.
	prunesWell() bool
}

type nativeDistinct struct {
	rule  string
	cells []int
}

func (c nativeDistinct) conflict(s Shape, g []uint8) error {
	var seen [MaxSize + 1]int // digit -> 1 + position in c.cells
	for k, i := range c.cells {
		d := g[i]
		if d == 0 {
			continue
		}
		if j := seen[d]; j != 0 {
			return &ConflictError{
				Rule:  c.rule,
				Cells: []Cell{s.CellAt(c.cells[j-1]), s.CellAt(i)},
				Msg:   "both hold " + strconv.Itoa(int(d)),
			}
		}
		seen[d] = k + 1
	}
	return nil
}

type nativeSum struct {
	rule  string
	cells []int
	total int
	// distinct marks a DistinctSum's sum, whose Distinct precedes it: it is
	// encoded as a choice among digit sets (see Model.distinctSum).
	distinct bool
}

func (c nativeSum) conflict(s Shape, g []uint8) error {
	sum, empty := 0, 0
	for _, i := range c.cells {
		if g[i] == 0 {
			empty++
		}
		sum += int(g[i])
	}
	if sum+empty > c.total || sum+empty*s.Size < c.total {
		cells := make([]Cell, 0, len(c.cells))
		for _, i := range c.cells {
			if g[i] != 0 {
				cells = append(cells, s.CellAt(i))
			}
		}
		return &ConflictError{Rule: c.rule, Cells: cells, Msg: fmt.Sprintf("cannot add up to %d", c.total)}
	}
	return nil
}

type nativeRelation struct {
	rule string
	a, b int
	ok   [][]bool
}

func (c nativeRelation) conflict(s Shape, g []uint8) error {
	x, y := int(g[c.a]), int(g[c.b])
	if x == 0 || y == 0 || c.ok[x][y] {
		return nil
	}
	return &ConflictError{Rule: c.rule, Cells: []Cell{s.CellAt(c.a), s.CellAt(c.b)},
		Msg: fmt.Sprintf("cannot hold %d and %d", x, y)}
}

type nativeTable struct {
	rule   string
	cells  []int
	tuples [][]int
	// prods is the table as products of digit sets (compressTuples),
	// which the propagator filters and the encoding starts from: a
	// table of thousands of tuples is often a few dozen products.
	prods [][]uint64
}

func (c nativeTable) conflict(s Shape, g []uint8) error {
next:
	for _, t := range c.tuples {
		for k, i := range c.cells {
			if g[i] != 0 && int(g[i]) != t[k] {
				continue next
			}
		}
		return nil
	}
	var cells []Cell
	for _, i := range c.cells {
		if g[i] != 0 {
			cells = append(cells, s.CellAt(i))
		}
	}
	return &ConflictError{Rule: c.rule, Cells: cells, Msg: "match no allowed combination"}
}

type nativeAllow struct {
	rule string
	cell int
	mask uint64
}

func (c nativeAllow) conflict(s Shape, g []uint8) error {
	d := g[c.cell]
	if d == 0 || c.mask&(1<<(d-1)) != 0 {
		return nil
	}
	return &ConflictError{Rule: c.rule, Cells: []Cell{s.CellAt(c.cell)}, Msg: fmt.Sprintf("cannot hold %d", d)}
}

// The encodings of the primitives (see Model.encode).

func (c nativeDistinct) encode(m *Model) { m.e.distinct(m, c.cells) }

func (c nativeSum) encode(m *Model) {
	if c.distinct {
		m.distinctSum(c.cells, c.total)
	} else {
		m.e.sum(m, c.cells, c.total)
	}
}

func (c nativeLinear) encode(m *Model)   { m.linear(c.cells, c.weights, c.total) }
func (c nativeRelation) encode(m *Model) { m.relate(c.a, c.b, c.ok) }

// A table waits for encodeSums, which knows the Distinct groups of every
// rule.
func (c nativeTable) encode(m *Model) {
	m.tables = append(m.tables, pendingTable{c.cells, c.tuples, c.prods})
}
func (c nativeAllow) encode(m *Model)   { m.allow(c.cell, c.mask) }
func (c nativeRegular) encode(m *Model) { m.regular(c) }

// The primitives in the propagator (see newPropagatorOver).

func (c nativeDistinct) register(p *propagator) {
	g := len(p.groups)
	p.groups = append(p.groups, c.cells)
	p.complete = append(p.complete, len(c.cells) == p.n)
	for _, i := range c.cells {
		p.peers[i] = append(p.peers[i], g)
	}
}

func (c nativeSum) register(p *propagator) {
	ws := make([]int, len(c.cells))
	for k := range ws {
		ws[k] = 1
	}
	p.sums = append(p.sums, nativeLinear{rule: c.rule, cells: c.cells, weights: ws, total: c.total})
}

func (c nativeLinear) register(p *propagator) { p.sums = append(p.sums, c) }

func (c nativeRelation) register(p *propagator) {
	k := len(p.rels)
	p.rels = append(p.rels, c)
	p.relsOf[c.a] = append(p.relsOf[c.a], k)
	p.relsOf[c.b] = append(p.relsOf[c.b], k)
}

func (c nativeTable) register(p *propagator)   { p.tables = append(p.tables, c) }
func (c nativeAllow) register(p *propagator)   { p.allow[c.cell] &= c.mask }
func (c nativeRegular) register(p *propagator) { p.regulars = append(p.regulars, regularState{c: c}) }

// What the residual solver and the native search take.

func (nativeDistinct) onResidual() bool { return true }
func (nativeSum) onResidual() bool      { return false }
func (nativeLinear) onResidual() bool   { return false }
func (nativeRelation) onResidual() bool { return true }
func (nativeTable) onResidual() bool    { return false }
func (nativeAllow) onResidual() bool    { return true }
func (nativeRegular) onResidual() bool  { return false }

// prunesWell reports whether the native search prunes well on the
// primitive: a Distinct group, an Allow or the sum of a DistinctSum, on
// which its singles, hidden singles, digit sets and house innies settle
// the bench's 0-given killers in 0 to 28 nodes. On relations, tables and
// other sums it prunes less: it settles the bench's easier thermometer
// and XV puzzles in 12 to 150 nodes (a millisecond, where Z3's compile
// alone took 12 to 23 ms), but not its kropki or arrow puzzles within
// 2,000. A Model with such constraints gets the smaller budget of
// otherBudget.
func (nativeDistinct) prunesWell() bool { return true }
func (c nativeSum) prunesWell() bool    { return c.distinct }
func (nativeLinear) prunesWell() bool   { return false }
func (nativeRelation) prunesWell() bool { return false }
func (nativeTable) prunesWell() bool    { return false }
func (nativeAllow) prunesWell() bool    { return true }
func (nativeRegular) prunesWell() bool  { return false }
