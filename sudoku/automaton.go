package sudoku

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"
)

// An Automaton is a finite automaton over digits: it reads the digits of
// a sequence of cells, one digit per step, and accepts the sequence when
// some run from Start ends in an accepting state. It may be
// nondeterministic: a state may have several arcs for one digit. It is a
// plain value, which [Builder.Regular] states and [Constraint] reports;
// [NewAutomaton] builds one from a step function over states of any kind.
//
// Many rules are automata over a line or a row: a sandwich (before, in
// and after the crusts, with the sum so far), skyscrapers (the tallest so
// far and the count seen), a sum line's segments, a regular expression
// over digits. The native propagation keeps, in each cell, exactly the
// digits some accepted run can read there (generalised arc consistency,
// by a pass forwards and one backwards over the states each cell can be
// reached in), and Z3 gets a layer of state variables per cell, with one
// clause per state and digit.
type Automaton struct {
	// States is the number of states, 0 to States-1.
	States int
	// Start is the state before the first cell.
	Start int
	// Accept[s] says whether a run may end in state s.
	Accept []bool
	// Arcs[s] are the arcs out of state s.
	Arcs [][]Arc
}

// An Arc of an [Automaton] reads Digit and goes to state To.
type Arc struct {
	Digit, To int
}

// MaxAutomatonStates bounds the states of an Automaton that
// [NewAutomaton] builds and [Builder.Regular] takes.
const MaxAutomatonStates = 1 << 16

// NewAutomaton builds the Automaton over digits 1..n whose states are the
// values of type S reachable from start: next returns the states that
// reading digit d in state s leads to (none: the digit cannot follow),
// and accept says whether a run may end in a state. States that cannot
// reach an accepting state are dropped. More than [MaxAutomatonStates]
// reachable states is an error wrapping [ErrTooLarge].
func NewAutomaton[S comparable](n int, start S, next func(s S, d int) []S, accept func(s S) bool) (Automaton, error) {
	if n < 1 || n > MaxSize {
		return Automaton{}, badRule("automaton: %d digits, want 1..%d", n, MaxSize)
	}
	index := map[S]int{start: 0}
	states := []S{start}
	var arcs [][]Arc
	for k := 0; k < len(states); k++ {
		var out []Arc
		for d := 1; d <= n; d++ {
			for _, t := range next(states[k], d) {
				j, ok := index[t]
				if !ok {
					if len(states) == MaxAutomatonStates {
						return Automaton{}, fmt.Errorf("%w: an automaton of more than %d states", ErrTooLarge, MaxAutomatonStates)
					}
					j = len(states)
					index[t] = j
					states = append(states, t)
				}
				out = append(out, Arc{Digit: d, To: j})
			}
		}
		arcs = append(arcs, out)
	}
	a := Automaton{States: len(states), Arcs: arcs, Accept: make([]bool, len(states))}
	for k, s := range states {
		a.Accept[k] = accept(s)
	}
	return a.trim(), nil
}

// trim drops the states from which no accepting state can be reached,
// and the arcs to them, keeping the others' numbers in order.
func (a Automaton) trim() Automaton {
	live := slices.Clone(a.Accept)
	for changed := true; changed; {
		changed = false
		for s, out := range a.Arcs {
			if live[s] {
				continue
			}
			for _, arc := range out {
				if live[arc.To] {
					live[s], changed = true, true
					break
				}
			}
		}
	}
	if !live[a.Start] {
		return Automaton{States: 1, Accept: []bool{false}, Arcs: [][]Arc{nil}}
	}
	renum := make([]int, a.States)
	n := 0
	for s := range a.States {
		renum[s] = -1
		if live[s] {
			renum[s] = n
			n++
		}
	}
	t := Automaton{States: n, Start: renum[a.Start], Accept: make([]bool, n), Arcs: make([][]Arc, n)}
	for s, out := range a.Arcs {
		if renum[s] < 0 {
			continue
		}
		t.Accept[renum[s]] = a.Accept[s]
		for _, arc := range out {
			if renum[arc.To] >= 0 {
				t.Arcs[renum[s]] = append(t.Arcs[renum[s]], Arc{Digit: arc.Digit, To: renum[arc.To]})
			}
		}
	}
	return t
}

// validate checks the automaton's form for a grid of n digits.
func (a Automaton) validate(n int) error {
	if a.States < 1 || a.States > MaxAutomatonStates {
		return badRule("automaton: %d states, want 1..%d", a.States, MaxAutomatonStates)
	}
	if a.Start < 0 || a.Start >= a.States || len(a.Accept) != a.States || len(a.Arcs) != a.States {
		return badRule("automaton: start %d, %d accept flags and %d arc lists for %d states", a.Start, len(a.Accept), len(a.Arcs), a.States)
	}
	for s, out := range a.Arcs {
		for _, arc := range out {
			if arc.Digit < 1 || arc.Digit > n || arc.To < 0 || arc.To >= a.States {
				return badRule("automaton: arc %d --%d--> %d out of range", s, arc.Digit, arc.To)
			}
		}
	}
	return nil
}

// Regular constrains the digits of cells, read in order, to be a sequence
// that automaton a accepts. A cell may appear more than once (a loop read
// round ends where it began). An automaton that accepts no sequence of
// that length is an error.
func (b *Builder) Regular(cells []Cell, a Automaton) {
	idx, ok := b.cells("Regular", cells, false)
	if !ok {
		return
	}
	if err := a.validate(b.m.shape.Size); err != nil {
		b.Fail(err)
		return
	}
	if len(idx) == 0 {
		if !a.Accept[a.Start] {
			b.failf("Regular: the automaton does not accept the empty sequence")
		}
		return
	}
	c := nativeRegular{rule: b.rule, cells: idx, a: a.clone()}
	full := make([]uint64, b.m.shape.NumCells())
	for i := range full {
		full[i] = ^uint64(0) >> (64 - b.m.shape.Size)
	}
	if _, ok := c.supports(full); !ok {
		b.failf("Regular %s: the automaton accepts no sequence of %d digits", cellList(cells), len(idx))
		return
	}
	b.add(c)
}

func (a Automaton) clone() Automaton {
	c := Automaton{States: a.States, Start: a.Start, Accept: slices.Clone(a.Accept), Arcs: make([][]Arc, len(a.Arcs))}
	for s, out := range a.Arcs {
		c.Arcs[s] = slices.Clone(out)
	}
	return c
}

type nativeRegular struct {
	rule  string
	cells []int
	a     Automaton
}

// layers returns, for each step k from 0 to len(c.cells), the states a run
// can be in after k cells, reading the digits of masks, that can still end
// in an accepting state; nil when there is none (no sequence fits).
func (c nativeRegular) layers(masks []uint64) [][]uint64 {
	words := (c.a.States + 63) / 64
	L := len(c.cells)
	fw := make([][]uint64, L+1)
	for k := range fw {
		fw[k] = make([]uint64, words)
	}
	fw[0][c.a.Start/64] |= 1 << (c.a.Start % 64)
	for k, i := range c.cells {
		mk := masks[i]
		any := false
		for w, word := range fw[k] {
			for r := word; r != 0; r &= r - 1 {
				s := w*64 + bits.TrailingZeros64(r)
				for _, arc := range c.a.Arcs[s] {
					if mk&(1<<(arc.Digit-1)) != 0 {
						fw[k+1][arc.To/64] |= 1 << (arc.To % 64)
						any = true
					}
				}
			}
		}
		if !any {
			return nil
		}
	}
	// Backwards: keep the states that lead to an accepting end.
	any := false
	for w := range fw[L] {
		var acc uint64
		for r := fw[L][w]; r != 0; r &= r - 1 {
			b := bits.TrailingZeros64(r)
			if c.a.Accept[w*64+b] {
				acc |= 1 << b
			}
		}
		fw[L][w] = acc
		any = any || acc != 0
	}
	if !any {
		return nil
	}
	for k := L - 1; k >= 0; k-- {
		mk := masks[c.cells[k]]
		for w, word := range fw[k] {
			var keep uint64
			for r := word; r != 0; r &= r - 1 {
				b := bits.TrailingZeros64(r)
				for _, arc := range c.a.Arcs[w*64+b] {
					if mk&(1<<(arc.Digit-1)) != 0 && fw[k+1][arc.To/64]&(1<<(arc.To%64)) != 0 {
						keep |= 1 << b
						break
					}
				}
			}
			fw[k][w] = keep
		}
	}
	return fw
}

// supports returns, per position of c.cells, the digits some accepted run
// reads there, with false when no run fits masks.
func (c nativeRegular) supports(masks []uint64) ([]uint64, bool) {
	ls := c.layers(masks)
	if ls == nil {
		return nil, false
	}
	out := make([]uint64, len(c.cells))
	for k, i := range c.cells {
		mk := masks[i]
		for w, word := range ls[k] {
			for r := word; r != 0; r &= r - 1 {
				for _, arc := range c.a.Arcs[w*64+bits.TrailingZeros64(r)] {
					bit := uint64(1) << (arc.Digit - 1)
					if mk&bit != 0 && ls[k+1][arc.To/64]&(1<<(arc.To%64)) != 0 {
						out[k] |= bit
					}
				}
			}
		}
	}
	return out, true
}

func (c nativeRegular) conflict(s Shape, g []uint8) error {
	full := ^uint64(0) >> (64 - s.Size)
	masks := make([]uint64, len(g))
	for i, d := range g {
		masks[i] = full
		if d != 0 {
			masks[i] = 1 << (d - 1)
		}
	}
	if _, ok := c.supports(masks); ok {
		return nil
	}
	var cells []Cell
	for _, i := range c.cells {
		if g[i] != 0 && !slices.Contains(cells, s.CellAt(i)) {
			cells = append(cells, s.CellAt(i))
		}
	}
	return &ConflictError{Rule: c.rule, Cells: cells, Msg: "cannot be completed as the rule reads them"}
}

func (c nativeRegular) key(dst []byte) []byte {
	dst = appendInts(append(dst, 'N'), c.cells)
	dst = binary.AppendUvarint(dst, uint64(c.a.States))
	dst = binary.AppendUvarint(dst, uint64(c.a.Start))
	for s, out := range c.a.Arcs {
		if c.a.Accept[s] {
			dst = append(dst, 1)
		} else {
			dst = append(dst, 0)
		}
		dst = binary.AppendUvarint(dst, uint64(len(out)))
		for _, arc := range out {
			dst = binary.AppendUvarint(dst, uint64(arc.Digit))
			dst = binary.AppendUvarint(dst, uint64(arc.To))
		}
	}
	return dst
}

// filterRegulars keeps, in each cell of each automaton constraint, the
// digits some accepted run reads there.
func (p *propagator) filterRegulars(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	for ri := range p.regulars {
		r := &p.regulars[ri]
		if unchanged(r.c.cells, masks, r.quiet) {
			continue
		}
		sup, ok := r.c.supports(masks)
		if !ok {
			return changed, false
		}
		// A cell read twice keeps what both readings allow.
		narrowed := false
		for k, i := range r.c.cells {
			if keep := masks[i] & sup[k]; keep != masks[i] {
				if !set(i, keep) {
					return changed, false
				}
				changed, narrowed = true, true
			}
		}
		if !narrowed {
			remember(r.c.cells, masks, &r.quiet)
		}
	}
	return changed, true
}

// regularState is an automaton constraint in the propagator.
type regularState struct {
	c     nativeRegular
	quiet []uint64 // see distinctSum.quiet
}

// regular encodes an automaton constraint: a variable per step k and
// state s that a run can be in there (by the cells' Allow digits), with
// the start state's true; and for each such variable and each digit d of
// the cell, the clause "in s at k and d in the cell: in one of the states
// the arcs of d lead to at k+1" (none: the digit cannot be read there).
// The states after the last cell are accepting ones. Some run is then
// always true from the start to the end, and it reads the cells' digits.
func (m *Model) regular(c nativeRegular) {
	allowed := m.allowedMasks()
	ls := c.layers(allowed)
	if ls == nil {
		m.clause() // no sequence fits the cells' digits
		return
	}
	n := m.shape.Size
	vars := make([]map[int]lit, len(ls))
	for k, layer := range ls {
		vars[k] = make(map[int]lit)
		if k == 0 {
			continue
		}
		for w, word := range layer {
			for r := word; r != 0; r &= r - 1 {
				vars[k][w*64+bits.TrailingZeros64(r)] = m.fresh()
			}
		}
	}
	holds := func(k, s int) (lit, bool) { // 0: true (the start)
		if k == 0 {
			return 0, s == c.a.Start
		}
		v, ok := vars[k][s]
		return v, ok
	}
	var to []lit
	for k, i := range c.cells {
		for w, word := range ls[k] {
			for r := word; r != 0; r &= r - 1 {
				s := w*64 + bits.TrailingZeros64(r)
				q, _ := holds(k, s)
				for d := 1; d <= n; d++ {
					if allowed[i]&(1<<(d-1)) == 0 {
						continue
					}
					to = to[:0]
					if q != 0 {
						to = append(to, q.not())
					}
					to = append(to, m.cell(i, d).not())
					for _, arc := range c.a.Arcs[s] {
						if arc.Digit == d {
							if v, ok := holds(k+1, arc.To); ok {
								to = append(to, v)
							}
						}
					}
					m.clause(to...)
				}
			}
		}
	}
	// The same run read backwards, which Z3's propagation needs as much
	// as the forwards: in state t after cell k, the run came from a
	// state with an arc into t, and the cell holds a digit of such an
	// arc. And one run suffices, so each layer holds at most one state.
	var from, digits []lit
	for k, i := range c.cells {
		var into [][]Arc // per state of layer k+1: the arcs from layer k
		for w, word := range ls[k] {
			for r := word; r != 0; r &= r - 1 {
				s := w*64 + bits.TrailingZeros64(r)
				for _, arc := range c.a.Arcs[s] {
					if _, ok := vars[k+1][arc.To]; ok && allowed[i]&(1<<(arc.Digit-1)) != 0 {
						for len(into) <= arc.To {
							into = append(into, nil)
						}
						into[arc.To] = append(into[arc.To], Arc{Digit: arc.Digit, To: s})
					}
				}
			}
		}
		for t, arcs := range into {
			v, ok := vars[k+1][t]
			if !ok {
				continue
			}
			from, digits = append(from[:0], v.not()), append(digits[:0], v.not())
			var seenS, seenD []bool = make([]bool, c.a.States), make([]bool, n+1)
			fromStart := false
			for _, arc := range arcs {
				if k == 0 {
					fromStart = true
				} else if !seenS[arc.To] {
					seenS[arc.To] = true
					from = append(from, vars[k][arc.To])
				}
				if !seenD[arc.Digit] {
					seenD[arc.Digit] = true
					digits = append(digits, m.cell(i, arc.Digit))
				}
			}
			if !fromStart {
				m.clause(from...)
			}
			m.clause(digits...)
		}
	}
	for k := 1; k < len(vars); k++ {
		if len(vars[k]) > 1 {
			layer := make([]lit, 0, len(vars[k]))
			for w, word := range ls[k] {
				for r := word; r != 0; r &= r - 1 {
					layer = append(layer, vars[k][w*64+bits.TrailingZeros64(r)])
				}
			}
			m.amo(layer)
		}
	}
}
