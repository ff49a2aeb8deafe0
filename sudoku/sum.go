package sudoku

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/z3"
)

// Term is one term of a linear sum: Weight times the digit in Cell.
type Term struct {
	Cell   Cell
	Weight int
}

// maxWeight bounds the magnitude of a Term's weight, so that no sum
// overflows.
const maxWeight = 1 << 20

// Linear constrains Σ Weight·digit(Cell) over terms to equal total.
// Weights may be negative, so one Linear states an arrow with a pill (the
// pill's cells weighted −10 and −1, the line's cells 1, total 0) or two
// segments of a line that add up to the same (1 and −1). A cell listed
// twice has its weights added. A total that no digits can make, and a
// weight larger than 2^20 in magnitude, are errors.
//
// Under the OneHot encoding the sum is a decision diagram of its partial
// sums, laid out when the Model is built, over groups of cells that must
// hold distinct digits; Z3's unit propagation on it removes every digit
// that takes part in no total. Int and BitVec state it arithmetically.
func (b *Builder) Linear(terms []Term, total int) {
	cells := make([]Cell, len(terms))
	for i, t := range terms {
		cells[i] = t.Cell
		if t.Weight > maxWeight || t.Weight < -maxWeight {
			b.failf("Linear: weight %d of %s out of range ±%d", t.Weight, t.Cell, maxWeight)
			return
		}
	}
	idx, ok := b.cells("Linear", cells, false)
	if !ok {
		return
	}
	ws := make([]int, len(terms))
	for i, t := range terms {
		ws[i] = t.Weight
	}
	idx, ws = mergeTerms(idx, ws)
	lo, hi := linearBounds(b.m.shape.Size, ws)
	if total < lo || total > hi {
		b.failf("Linear: the terms add up to %d..%d, not %d", lo, hi, total)
		return
	}
	if len(idx) == 0 {
		return // 0 = 0
	}
	b.add(nativeLinear{rule: b.rule, cells: idx, weights: ws, total: total})
}

// mergeTerms adds up the weights of repeated cells and drops zero
// weights, keeping the order of first appearance.
func mergeTerms(idx, ws []int) ([]int, []int) {
	pos := make(map[int]int, len(idx))
	var outIdx, outW []int
	for k, i := range idx {
		if p, ok := pos[i]; ok {
			outW[p] += ws[k]
			continue
		}
		pos[i] = len(outIdx)
		outIdx = append(outIdx, i)
		outW = append(outW, ws[k])
	}
	j := 0
	for k := range outIdx {
		if outW[k] != 0 {
			outIdx[j], outW[j] = outIdx[k], outW[k]
			j++
		}
	}
	return outIdx[:j], outW[:j]
}

// linearBounds returns the least and greatest Σ w·d over digits 1..n.
func linearBounds(n int, ws []int) (lo, hi int) {
	for _, w := range ws {
		a, b := w, w*n
		lo += min(a, b)
		hi += max(a, b)
	}
	return lo, hi
}

// linear encodes Σ ws[k]·digit(idx[k]) = total; idx has no repeats and no
// zero weights. Under OneHot the encoding waits for the end of the build
// (see encodeSums), when every Distinct group and Allow is known.
func (m *Model) linear(idx, ws []int, total int) {
	if m.lits != nil {
		m.sums = append(m.sums, linearSum{idx: idx, ws: ws, total: total})
		return
	}
	unit := true
	for _, w := range ws {
		unit = unit && w == 1
	}
	if unit {
		m.e.sum(m, idx, total)
		return
	}
	m.pbLinear(idx, ws, total)
}

// pbLinear states the sum as one pseudo-Boolean equation over the "cell =
// digit" literals, shifted as in oneHot.sum when every weight is 1.
func (m *Model) pbLinear(idx, ws []int, total int) {
	n := m.shape.Size
	lits := make([]z3.Bool, 0, len(idx)*n)
	coeffs := make([]int, 0, len(idx)*n)
	for k, i := range idx {
		for d := 1; d <= n; d++ {
			lits = append(lits, m.is(i, d))
			coeffs = append(coeffs, ws[k]*d)
		}
	}
	m.assert(m.ctx.PbEq(lits, coeffs, total))
}

// allowedMasks returns, per cell, the digits the Allow calls leave it.
func (m *Model) allowedMasks() []uint64 {
	masks := make([]uint64, m.shape.NumCells())
	for i := range masks {
		masks[i] = ^uint64(0) >> (64 - m.shape.Size)
	}
	for _, c := range m.native {
		if a, ok := c.(nativeAllow); ok {
			masks[a.cell] &= a.mask
		}
	}
	return masks
}

// nativeLinear is the native form of Linear.
type nativeLinear struct {
	rule    string
	cells   []int
	weights []int
	total   int
}

func (c nativeLinear) conflict(s Shape, g []uint8) error {
	lo, hi := 0, 0
	var given []Cell
	for k, i := range c.cells {
		w := c.weights[k]
		if d := int(g[i]); d != 0 {
			lo, hi = lo+w*d, hi+w*d
			given = append(given, s.CellAt(i))
			continue
		}
		lo, hi = lo+min(w, w*s.Size), hi+max(w, w*s.Size)
	}
	if c.total < lo || c.total > hi {
		return &ConflictError{Rule: c.rule, Cells: given, Msg: fmt.Sprintf("cannot add up to %d", c.total)}
	}
	return nil
}
