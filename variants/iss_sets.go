package variants

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads ISS's constraints on sets of cells and its state
// machines: same value sets, rellik and equality cages, required values,
// distinct counts, equal sums, value indexing, NFA lines, and the
// Replicate groups that copy constraints onto other cells.

// sameValues reads a number of sets and the cells, which ISS cuts into
// that many sets of one size, in order.
func (r *issReader) sameValues(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a number of sets")
	}
	k, err := issInt(it.args[0], "number of sets")
	if err != nil {
		return err
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil {
		return err
	}
	if k < 1 || len(cells)%k != 0 {
		return issBad("%d cells do not make %d sets of one size", len(cells), k)
	}
	if k == 1 {
		return nil // one set is the same as itself
	}
	size := len(cells) / k
	sets := make([][]sudoku.Cell, k)
	for i := range sets {
		sets[i] = cells[i*size : (i+1)*size]
	}
	return r.addChecked("", rules.SameValues{Sets: sets})
}

// rellikCage reads a sum and the cage; a sum below 1, which no digits
// make, leaves only the distinct digits.
func (r *issReader) rellikCage(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a sum")
	}
	sum, err := issInt(it.args[0], "sum")
	if err != nil {
		return err
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil {
		return err
	}
	if sum < 1 {
		return r.addChecked("", rules.Distinct{Cells: cells})
	}
	return r.addChecked("", rules.RellikCage{Sum: sum, Cells: cells})
}

func (r *issReader) equalityCage(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil {
		return err
	}
	if len(cells)%2 != 0 {
		return issBad("an equality cage of %d cells: ISS wants an even number", len(cells))
	}
	return r.addChecked("", rules.EqualityCage{Cells: cells})
}

// contain reads the values, "1_2_2", and the cells.
func (r *issReader) contain(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want values")
	}
	var digits []int
	for _, v := range strings.Split(it.args[0], "_") {
		d, err := issInt(v, "value")
		if err != nil {
			return err
		}
		if d < 1 || d > r.n {
			return issBad("value %d: want 1 to %d", d, r.n)
		}
		digits = append(digits, d)
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil {
		return err
	}
	if len(digits) > len(cells) {
		return issBad("%d values in %d cells", len(digits), len(cells))
	}
	return r.addChecked("", rules.Contain{Digits: digits, Cells: cells, Exact: it.typ == "ContainExact"})
}

// countDistinct reads the control cell, then the counted cells.
func (r *issReader) countDistinct(it issItem) error {
	cells, err := r.atLeast(it.args, 2)
	if err != nil {
		return err
	}
	return r.addChecked("", rules.CountDistinct{Control: cells[0], Cells: cells[1:]})
}

// equalSum reads segments separated by "-"; empty ones count for
// nothing, as in ISS.
func (r *issReader) equalSum(it issItem) error {
	var segs [][]sudoku.Cell
	for _, part := range issSplit(it.args, "-") {
		cells, err := r.cells(part)
		if err != nil {
			return err
		}
		if len(cells) > 0 {
			segs = append(segs, cells)
		}
	}
	if len(segs) < 2 {
		return nil // a single sum equals itself
	}
	return r.addChecked("", rules.EqualSum{Segments: segs})
}

// issSplit cuts args at each sep.
func issSplit(args []string, sep string) [][]string {
	out := [][]string{nil}
	for _, a := range args {
		if a == sep {
			out = append(out, nil)
			continue
		}
		out[len(out)-1] = append(out[len(out)-1], a)
	}
	return out
}

func (r *issReader) valueIndexing(it issItem) error {
	cells, err := r.atLeast(it.args, 3)
	if err != nil {
		return err
	}
	return r.addChecked("", rules.ValueIndexing{Cells: cells})
}

// nfa reads a state machine: the NFA, in ISS's serialization, then groups
// of cells, each after an optional "_name" or "" between two, each cut
// into segments by "-".
func (r *issReader) nfa(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want an NFA")
	}
	a, err := issDecodeNFA(it.args[0], r.n)
	if err != nil {
		return err
	}
	breaks := false
	for _, out := range a.Arcs {
		for _, arc := range out {
			breaks = breaks || arc.Digit == r.n+1
		}
	}
	name := ""
	var group []string
	flush := func() error {
		if len(group) == 0 {
			return nil
		}
		parts := issSplit(group, "-")
		group = nil
		var segs [][]sudoku.Cell
		for _, p := range parts {
			cells, err := r.cells(p)
			if err != nil {
				return err
			}
			segs = append(segs, cells)
		}
		if len(segs) > 1 && !breaks {
			return issBad("an NFA of %d segments that reads no break between them", len(segs))
		}
		return r.addChecked("", rules.StateMachine{Name: name, Machine: a, Segments: segs})
	}
	for _, arg := range it.args[1:] {
		switch {
		case arg == "":
			if err := flush(); err != nil {
				return err
			}
		case arg[0] == '_':
			if err := flush(); err != nil {
				return err
			}
			name = arg[1:]
			if d, err := url.PathUnescape(name); err == nil {
				name = d
			}
		default:
			group = append(group, arg)
		}
	}
	return flush()
}

// replicate reads a Replicate group: the targets, a base64 bit set of
// cells counted in reading order from the origin (R1C1 unless given),
// and for each target the group's constraints shifted by the target's
// offset from the origin, as ISS copies them.
func (r *issReader) replicate(it issItem, depth int) error {
	if len(it.args) > 2 {
		return it.fail(issBad("want targets and an origin"))
	}
	origin := sudoku.Cell{}
	if len(it.args) == 2 {
		c, err := r.cell(it.args[1])
		if err != nil {
			return it.fail(err)
		}
		origin = c
	}
	bitset := ""
	if len(it.args) > 0 {
		bitset = it.args[0]
	}
	at := r.shape.Index(origin)
	for i := 0; i < len(bitset); i++ {
		v := strings.IndexByte(issBase64, bitset[i])
		if v < 0 {
			return it.fail(issBad("targets %q: not base64", bitset))
		}
		for b := 0; b < 6; b++ {
			if v&(1<<b) == 0 {
				continue
			}
			k := at + 6*i + b
			if k >= r.n*r.n {
				return it.fail(issBad("targets %q: a target past the last cell", bitset))
			}
			t := r.shape.CellAt(k)
			shifted, err := r.shift(it.children, t.Row-origin.Row, t.Col-origin.Col)
			if err != nil {
				return it.fail(err)
			}
			if err := r.readAll(shifted, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// issKeyed lists the types whose first argument is a key or a pattern,
// never a cell, whatever it looks like.
var issKeyed = map[string]bool{"Pair": true, "PairX": true, "Binary": true, "BinaryX": true, "Regex": true, "NFA": true}

// shift returns items with every cell moved dr rows and dc columns; a
// cell moved off the grid is invalid, as in ISS.
func (r *issReader) shift(items []issItem, dr, dc int) ([]issItem, error) {
	out := make([]issItem, len(items))
	for i, it := range items {
		out[i] = it
		if it.children != nil {
			ch, err := r.shift(it.children, dr, dc)
			if err != nil {
				return nil, err
			}
			out[i].children = ch
		}
		out[i].args = make([]string, len(it.args))
		for j, a := range it.args {
			out[i].args[j] = a
			id, rest, given := a, "", false
			if it.typ == "Given" {
				id, rest, given = strings.Cut(a, "_")
			}
			if j == 0 && issKeyed[it.typ] {
				continue
			}
			c, err := r.cell(id)
			if err != nil || len(id) != 4 {
				continue // not a cell
			}
			c = sudoku.Cell{Row: c.Row + dr, Col: c.Col + dc}
			if !r.shape.Contains(c) {
				return nil, issBad("%s shifted by (%d, %d) is off the grid", id, dr, dc)
			}
			out[i].args[j] = issCellID(c)
			if given {
				out[i].args[j] += "_" + rest
			}
		}
	}
	return out, nil
}

// issSameValuesArgs writes a rule's sets as ISS's arguments.
func issSameValuesArgs(v rules.SameValues) []string {
	args := []string{fmt.Sprint(len(v.Sets))}
	for _, set := range v.Sets {
		args = append(args, issCellIDs(set)...)
	}
	return args
}
