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
	// Digits are those an Allow leaves its cell, in increasing order.
	Digits []int
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
		var c Constraint
		switch nc := nc.(type) {
		case nativeDistinct:
			c = Constraint{Kind: DistinctKind, Rule: nc.rule, Cells: cells(nc.cells)}
		case nativeSum:
			c = Constraint{Kind: SumKind, Rule: nc.rule, Cells: cells(nc.cells), Total: nc.total}
		case nativeLinear:
			c = Constraint{Kind: LinearKind, Rule: nc.rule, Cells: cells(nc.cells), Total: nc.total,
				Weights: slices.Clone(nc.weights)}
		case nativeRelation:
			ok := make([][]bool, len(nc.ok))
			for x := range nc.ok {
				ok[x] = slices.Clone(nc.ok[x])
			}
			c = Constraint{Kind: RelationKind, Rule: nc.rule, Cells: cells([]int{nc.a, nc.b}), OK: ok}
		case nativeTable:
			ts := make([][]int, len(nc.tuples))
			for k, t := range nc.tuples {
				ts[k] = slices.Clone(t)
			}
			c = Constraint{Kind: TableKind, Rule: nc.rule, Cells: cells(nc.cells), Tuples: ts}
		case nativeAllow:
			var ds []int
			for r := nc.mask; r != 0; r &= r - 1 {
				ds = append(ds, bits.TrailingZeros64(r)+1)
			}
			c = Constraint{Kind: AllowKind, Rule: nc.rule, Cells: cells([]int{nc.cell}), Digits: ds}
		case nativeRegular:
			c = Constraint{Kind: RegularKind, Rule: nc.rule, Cells: cells(nc.cells), Automaton: nc.a.clone()}
		default:
			continue
		}
		out = append(out, c)
	}
	return out
}
