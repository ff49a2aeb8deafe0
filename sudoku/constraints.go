package sudoku

import (
	"math/bits"
	"slices"
	"strconv"
)

// A ConstraintKind says what a [Constraint] states.
type ConstraintKind int

const (
	// DistinctKind: the cells hold pairwise different digits.
	DistinctKind ConstraintKind = iota
	// SumKind: the cells' digits add up to Total.
	SumKind
	// LinearKind: Σ Weights[k]·digit(Cells[k]) = Total.
	LinearKind
	// RelationKind: Cells[0] and Cells[1] hold digits x and y with OK[x][y].
	RelationKind
	// TableKind: the cells' digits, in order, are one of Tuples.
	TableKind
	// AllowKind: Cells[0] holds one of Digits.
	AllowKind
	// RegularKind: the cells' digits, in order, are a sequence that
	// Automaton accepts.
	RegularKind
	// CountKind: the number of the cells holding Digits[0] is one of
	// Counts.
	CountKind
)

// String returns the kind's name, as the Builder method that states it.
func (k ConstraintKind) String() string {
	switch k {
	case DistinctKind:
		return "Distinct"
	case SumKind:
		return "Sum"
	case LinearKind:
		return "Linear"
	case RelationKind:
		return "Relate"
	case TableKind:
		return "Table"
	case AllowKind:
		return "Allow"
	case RegularKind:
		return "Regular"
	case CountKind:
		return "Count"
	}
	return "ConstraintKind(" + strconv.Itoa(int(k)) + ")"
}

// A Constraint is one constraint of a Model in plain Go, as a rule stated
// it through the [Builder]: the Model's constraint program, which the
// native checks and propagation read, and which tools such as package
// generate's difficulty proxy read without knowing the rules' types. A
// DistinctSum is a Distinct and a Sum over the same cells. Constraints of
// raw Z3 (Builder.Assert) have no plain form and are not listed.
type Constraint struct {
	Kind  ConstraintKind
	Rule  string // the name of the rule that stated it
	Cells []Cell
	// Total is the sum of a Sum or a Linear.
	Total int
	// Weights are a Linear's, one per cell.
	Weights []int
	// OK[x][y] says whether a Relation allows digit x in Cells[0] with y
	// in Cells[1], for x and y from 1 to the grid's size.
	OK [][]bool
	// Tuples are a Table's allowed digits, one per cell each.
	Tuples [][]int
	// Digits are those an Allow leaves its cell, in increasing order, or
	// the one digit a Count counts.
	Digits []int
	// Counts are those a Count allows, in increasing order.
	Counts []int
	// Automaton is a Regular's.
	Automaton Automaton
}

// Constraints returns the Model's constraints, in the order its rules
// stated them (for a Model on a [Base], the base's first), copied: the
// caller may change them.
func (m *Model) Constraints() []Constraint {
	if m == nil {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.shape
	cells := func(idx []int) []Cell {
		out := make([]Cell, len(idx))
		for k, i := range idx {
			out[k] = s.CellAt(i)
		}
		return out
	}
	out := make([]Constraint, 0, len(m.native))
	for _, nc := range m.native {
		c := nc.export(cells)
		out = append(out, c)
	}
	return out
}

func (c nativeDistinct) export(cells func([]int) []Cell) Constraint {
	return Constraint{Kind: DistinctKind, Rule: c.rule, Cells: cells(c.cells)}
}

func (c nativeSum) export(cells func([]int) []Cell) Constraint {
	return Constraint{Kind: SumKind, Rule: c.rule, Cells: cells(c.cells), Total: c.total}
}

func (c nativeLinear) export(cells func([]int) []Cell) Constraint {
	return Constraint{Kind: LinearKind, Rule: c.rule, Cells: cells(c.cells), Total: c.total, Weights: slices.Clone(c.weights)}
}

func (c nativeRelation) export(cells func([]int) []Cell) Constraint {
	ok := make([][]bool, len(c.ok))
	for x := range c.ok {
		ok[x] = slices.Clone(c.ok[x])
	}
	return Constraint{Kind: RelationKind, Rule: c.rule, Cells: cells([]int{c.a, c.b}), OK: ok}
}

func (c nativeTable) export(cells func([]int) []Cell) Constraint {
	ts := make([][]int, len(c.tuples))
	for k, t := range c.tuples {
		ts[k] = slices.Clone(t)
	}
	return Constraint{Kind: TableKind, Rule: c.rule, Cells: cells(c.cells), Tuples: ts}
}

func (c nativeAllow) export(cells func([]int) []Cell) Constraint {
	var ds []int
	for r := c.mask; r != 0; r &= r - 1 {
		ds = append(ds, bits.TrailingZeros64(r)+1)
	}
	return Constraint{Kind: AllowKind, Rule: c.rule, Cells: cells([]int{c.cell}), Digits: ds}
}

func (c nativeRegular) export(cells func([]int) []Cell) Constraint {
	return Constraint{Kind: RegularKind, Rule: c.rule, Cells: cells(c.cells), Automaton: c.a.clone()}
}
