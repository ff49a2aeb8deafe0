package variants

import (
	"encoding/base64"
	"math/bits"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds ISS's serialized NFAs (its NFASerializer, in
// js/nfa_builder.js): a bit stream, most significant bit first, in its
// URL-safe base64 without padding. The header is the format (2 bits, 0
// plain or 1 packed), the bits per state less one (4), the symbols less
// one (4), the number of start states and of other accepting states (a
// state each), which start states accept (a bit each) and, in the plain
// format, the bits of a transition count (4). Then, state by state from
// 0: in the plain format a count and that many (symbol - 1, target)
// pairs; in the packed one, a bit per symbol and a target for each bit
// set. Zero bits pad the last byte. The start states are the first ones,
// the other accepting states follow. Symbol v is digit v, and symbol N+1
// the break between two segments.

const (
	issNFAPlain  = 0
	issNFAPacked = 1
)

// issBitReader reads a bit stream most significant bit first.
type issBitReader struct {
	b   []byte
	pos int
}

func (r *issBitReader) left() int { return 8*len(r.b) - r.pos }

func (r *issBitReader) read(k int) (int, bool) {
	if k > r.left() || k > 31 {
		return 0, false
	}
	v := 0
	for ; k > 0; k-- {
		v = v<<1 | int(r.b[r.pos/8]>>(7-r.pos%8))&1
		r.pos++
	}
	return v, true
}

// issDecodeNFA reads an NFA of ISS for a grid of n digits as an
// automaton over the digits and the break (n+1), with one start state:
// several of ISS's become one more state, with all their arcs.
func issDecodeNFA(enc string, n int) (sudoku.Automaton, error) {
	if enc == "" { // ISS's empty NFA accepts nothing
		return sudoku.Automaton{States: 1, Accept: []bool{false}, Arcs: [][]sudoku.Arc{nil}}, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(enc, "="))
	if err != nil || len(raw) == 0 {
		return sudoku.Automaton{}, issBad("NFA %q: not ISS's base64", issShort(enc))
	}
	r := &issBitReader{b: raw}
	bad := func(what string) (sudoku.Automaton, error) {
		return sudoku.Automaton{}, issBad("NFA %q: %s", issShort(enc), what)
	}
	format, _ := r.read(2)
	sb, _ := r.read(4)
	sc, _ := r.read(4)
	stateBits, symbols := sb+1, sc+1
	starts, ok1 := r.read(stateBits)
	accepts, ok2 := r.read(stateBits)
	if !ok1 || !ok2 || format > issNFAPacked {
		return bad("a header ISS does not write")
	}
	if starts < 1 || starts > 31 {
		return sudoku.Automaton{}, issUnsupported("NFA %q: %d start states", issShort(enc), starts)
	}
	startAccept, ok := r.read(starts)
	if !ok {
		return bad("the header is cut short")
	}
	countBits := 0
	if format == issNFAPlain {
		if countBits, ok = r.read(4); !ok {
			return bad("the header is cut short")
		}
	}
	symbolBits := bits.Len(uint(symbols - 1))
	var arcs [][]sudoku.Arc
	most := starts + accepts // the states there are, at least
	add := func(from, symbol, to int) {
		if to+1 > most {
			most = to + 1
		}
		if symbol <= n+1 { // a symbol past the break is never read
			arcs[from] = append(arcs[from], sudoku.Arc{Digit: symbol, To: to})
		}
	}
	switch format {
	case issNFAPlain:
		for countBits > 0 && r.left() >= countBits {
			k, _ := r.read(countBits)
			s := len(arcs)
			arcs = append(arcs, nil)
			for ; k > 0; k-- {
				sym, ok1 := r.read(symbolBits)
				to, ok2 := r.read(stateBits)
				if !ok1 || !ok2 {
					return bad("a state's transitions are cut short")
				}
				add(s, sym+1, to)
			}
		}
	default:
		for r.left() >= symbols {
			mask, _ := r.read(symbols)
			s := len(arcs)
			arcs = append(arcs, nil)
			for v := 1; mask != 0; v, mask = v+1, mask>>1 {
				if mask&1 == 0 {
					continue
				}
				to, ok := r.read(stateBits)
				if !ok {
					return bad("a state's transitions are cut short")
				}
				add(s, v, to)
			}
		}
	}
	for r.left() > 0 {
		if v, _ := r.read(1); v != 0 {
			return bad("trailing data")
		}
	}
	states := max(most, len(arcs))
	if states > sudoku.MaxAutomatonStates {
		return sudoku.Automaton{}, issUnsupported("NFA %q: %d states; the bound is %d", issShort(enc), states, sudoku.MaxAutomatonStates)
	}
	a := sudoku.Automaton{States: states, Accept: make([]bool, states), Arcs: make([][]sudoku.Arc, states)}
	copy(a.Arcs, arcs)
	for i := 0; i < starts; i++ {
		a.Accept[i] = startAccept&(1<<i) != 0
	}
	for i := starts; i < starts+accepts; i++ {
		a.Accept[i] = true
	}
	if starts > 1 {
		if states == sudoku.MaxAutomatonStates {
			return sudoku.Automaton{}, issUnsupported("NFA %q: %d states; the bound is %d", issShort(enc), states+1, sudoku.MaxAutomatonStates)
		}
		var out []sudoku.Arc
		acc := false
		for i := 0; i < starts; i++ {
			out = append(out, a.Arcs[i]...)
			acc = acc || a.Accept[i]
		}
		a.States++
		a.Arcs = append(a.Arcs, out)
		a.Accept = append(a.Accept, acc)
		a.Start = states
	}
	return a, nil
}

// issShort shortens a long argument for an error message.
func issShort(s string) string {
	if len(s) > 24 {
		return s[:20] + "..."
	}
	return s
}

// issBitWriter writes a bit stream most significant bit first.
type issBitWriter struct {
	b []byte
	n int
}

func (w *issBitWriter) write(v, k int) {
	for i := k - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.b = append(w.b, 0)
		}
		if v>>i&1 != 0 {
			w.b[w.n/8] |= 1 << (7 - w.n%8)
		}
		w.n++
	}
}

// issEncodeNFA writes an automaton over symbols 1..symbols in ISS's plain
// format, its start state first, then the other accepting states. ok is
// false when ISS's format cannot hold it (more than 16 symbols or 2^16
// states).
func issEncodeNFA(a sudoku.Automaton, symbols int) (string, bool) {
	if symbols < 1 || symbols > 16 || a.States < 1 || a.States > 1<<16 {
		return "", false
	}
	// The start state, then the accepting states, then the others.
	order := []int{a.Start}
	for _, want := range []bool{true, false} {
		for s := 0; s < a.States; s++ {
			if s != a.Start && a.Accept[s] == want {
				order = append(order, s)
			}
		}
	}
	renum := make([]int, a.States)
	for i, s := range order {
		renum[s] = i
	}
	accepts := 0
	most := 0
	for s := 0; s < a.States; s++ {
		if s != a.Start && a.Accept[s] {
			accepts++
		}
		most = max(most, len(a.Arcs[s]))
	}
	stateBits := max(1, bits.Len(uint(a.States-1)))
	if accepts >= 1<<stateBits {
		stateBits++ // the count must fit its field
	}
	if stateBits > 16 {
		return "", false
	}
	countBits := bits.Len(uint(most))
	if countBits > 15 {
		return "", false
	}
	symbolBits := bits.Len(uint(symbols - 1))
	w := &issBitWriter{}
	w.write(issNFAPlain, 2)
	w.write(stateBits-1, 4)
	w.write(symbols-1, 4)
	w.write(1, stateBits)
	w.write(accepts, stateBits)
	startAccept := 0
	if a.Accept[a.Start] {
		startAccept = 1
	}
	w.write(startAccept, 1)
	w.write(countBits, 4)
	for _, s := range order {
		w.write(len(a.Arcs[s]), countBits)
		for _, arc := range a.Arcs[s] {
			w.write(arc.Digit-1, symbolBits)
			w.write(renum[arc.To], stateBits)
		}
	}
	return base64.RawURLEncoding.EncodeToString(w.b), true
}
