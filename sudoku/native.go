package sudoku

import (
	"fmt"
	"strconv"
)

// nativeConstraint is the Z3-free form of one Builder call, used to find
// givens that conflict before any search, and to name the rule they break.
type nativeConstraint interface {
	// conflict reports givens that already break the constraint; digits
	// holds 0 for empty cells.
	conflict(s Shape, digits []uint8) error
	// key appends to dst what identifies the constraint: two calls that
	// state the same constraint have the same key (see Base).
	key(dst []byte) []byte
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
