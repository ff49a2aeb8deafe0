package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// StateMachine is one or more segments of cells whose digits, read in
// order, a finite automaton accepts: the Interactive Sudoku Solver's
// state machine (NFA) constraints, which a setter defines by its states
// and transitions. Machine reads the digits 1..N of the grid and, between
// two segments, one more symbol, N+1, the break: an automaton of one
// segment needs no arcs on it, and one of several may reset or carry its
// state across a break as it likes. Name is the setter's name for it, if
// any. Cells may repeat.
type StateMachine struct {
	Name     string
	Machine  sudoku.Automaton
	Segments [][]sudoku.Cell
}

// Validate checks that the segments hold at least one cell, all on s,
// and that Machine is a well-formed automaton over the digits of s and
// the break.
func (m StateMachine) Validate(s sudoku.Shape) error {
	cells := 0
	for _, seg := range m.Segments {
		for _, c := range seg {
			if !s.Contains(c) {
				return cellBad("%s: cell %s is off the %dx%d grid", m, c, s.Size, s.Size)
			}
		}
		cells += len(seg)
	}
	if cells == 0 {
		return cellBad("%s: no cells", m)
	}
	a := m.Machine
	if a.States < 1 || a.States > sudoku.MaxAutomatonStates {
		return cellBad("%s: %d states, want 1 to %d", m, a.States, sudoku.MaxAutomatonStates)
	}
	if a.Start < 0 || a.Start >= a.States || len(a.Accept) != a.States || len(a.Arcs) != a.States {
		return cellBad("%s: start %d, %d accept flags and %d arc lists for %d states", m, a.Start, len(a.Accept), len(a.Arcs), a.States)
	}
	for st, out := range a.Arcs {
		for _, arc := range out {
			if arc.Digit < 1 || arc.Digit > s.Size+1 || arc.To < 0 || arc.To >= a.States {
				return cellBad("%s: arc %d --%d--> %d out of range", m, st, arc.Digit, arc.To)
			}
		}
	}
	return nil
}

// Apply states the cells' digits as a sequence that an automaton over
// the digits accepts (sudoku.Builder.Regular). One segment is read by
// Machine itself, less its break arcs; several are read by an automaton
// whose state is Machine's and the number of cells read, which reads the
// breaks itself where one segment ends and the next begins.
func (m StateMachine) Apply(b *sudoku.Builder) error {
	if err := m.Validate(b.Shape()); err != nil {
		return err
	}
	n := b.Shape().Size
	a := m.Machine
	if len(m.Segments) == 1 {
		t := sudoku.Automaton{States: a.States, Start: a.Start, Accept: a.Accept, Arcs: make([][]sudoku.Arc, a.States)}
		for s, out := range a.Arcs {
			for _, arc := range out {
				if arc.Digit <= n {
					t.Arcs[s] = append(t.Arcs[s], arc)
				}
			}
		}
		b.Regular(m.Segments[0], t)
		return nil
	}
	cells, breaks := m.steps()
	type state struct{ pos, s int } // s < 0: before the first cell
	after := func(s, k int) []int { return machineBreaks(a, n, []int{s}, k) }
	next := func(st state, d int) []state {
		from := []int{st.s}
		if st.s < 0 {
			from = after(a.Start, breaks[0])
		}
		if st.pos == len(cells) {
			return nil
		}
		var out []state
		seen := map[int]bool{}
		for _, s := range from {
			for _, arc := range a.Arcs[s] {
				if arc.Digit != d {
					continue
				}
				for _, t := range after(arc.To, breaks[st.pos+1]) {
					if !seen[t] {
						seen[t] = true
						out = append(out, state{st.pos + 1, t})
					}
				}
			}
		}
		return out
	}
	return regular(b, cells, state{0, -1}, next, func(st state) bool { return st.pos == len(cells) && st.s >= 0 && a.Accept[st.s] })
}

// steps returns the cells of the segments in order and, for each count
// of cells read from 0 to all, the number of breaks read there.
func (m StateMachine) steps() ([]sudoku.Cell, []int) {
	var cells []sudoku.Cell
	breaks := []int{0}
	for i, seg := range m.Segments {
		if i > 0 {
			breaks[len(breaks)-1]++
		}
		for _, c := range seg {
			cells = append(cells, c)
			breaks = append(breaks, 0)
		}
	}
	return cells, breaks
}

// machineBreaks returns the states that reading k breaks leads to from
// states, each once.
func machineBreaks(a sudoku.Automaton, n int, states []int, k int) []int {
	for ; k > 0; k-- {
		var next []int
		seen := map[int]bool{}
		for _, s := range states {
			for _, arc := range a.Arcs[s] {
				if arc.Digit == n+1 && !seen[arc.To] {
					seen[arc.To] = true
					next = append(next, arc.To)
				}
			}
		}
		states = next
	}
	return states
}

// Check reports filled segments whose digits the machine does not
// accept. It passes when a cell is empty.
func (m StateMachine) Check(g sudoku.Grid) error {
	if err := m.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", m, err)
	}
	n, a := g.Shape().Size, m.Machine
	cells, breaks := m.steps()
	states := machineBreaks(a, n, []int{a.Start}, breaks[0])
	for i, c := range cells {
		d := g.At(c)
		if d == 0 {
			return nil
		}
		var next []int
		seen := map[int]bool{}
		for _, s := range states {
			for _, arc := range a.Arcs[s] {
				if arc.Digit == d && !seen[arc.To] {
					seen[arc.To] = true
					next = append(next, arc.To)
				}
			}
		}
		states = machineBreaks(a, n, next, breaks[i+1])
	}
	for _, s := range states {
		if a.Accept[s] {
			return nil
		}
	}
	return &sudoku.ConflictError{Rule: m.String(), Cells: cells, Msg: "read a sequence the machine does not accept"}
}

// String names the machine by its name, if any, and its first cell:
// `state machine "Skyscraper-9" at r1c1`.
func (m StateMachine) String() string {
	s := "state machine"
	if m.Name != "" {
		s += " " + strconv.Quote(m.Name)
	}
	for _, seg := range m.Segments {
		if len(seg) > 0 {
			return s + " at " + seg[0].String()
		}
	}
	return s
}
