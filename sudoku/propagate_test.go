package sudoku

import (
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
)

// TestPropagateDigitSixtyFour checks the largest digit of the largest grid,
// whose bit is the last of a 64-bit mask, without building Z3's side.
func TestPropagateDigitSixtyFour(t *testing.T) {
	s := LatinShape(64)
	m := &Model{shape: s}
	row := make([]int, 64)
	for c := range row {
		row[c] = c
	}
	m.native = []nativeConstraint{
		nativeDistinct{rule: "row 1", cells: row},
		nativeAllow{rule: "allow", cell: 0, mask: 1 << 63},
	}
	p := newPropagator(m)
	g := make([]uint8, s.NumCells())
	for c := 1; c < 64; c++ {
		g[c] = uint8(c)
	}
	masks, ok := p.run(g)
	if !ok || masks[0] != 1<<63 {
		t.Fatalf("run = %x, %v; want r1c1 = 64 only", masks[0], ok)
	}
	g[0], g[63] = 63, 0
	if _, ok := p.run(g); ok {
		t.Error("run with r1c1 = 63 against Allow(64) succeeded")
	}
	if err := m.native[1].conflict(s, g); err == nil {
		t.Error("nativeAllow accepted 63 where only 64 is allowed")
	}
}

// TestPropagateHiddenSingle checks a hidden single: in a complete group, a
// digit with one possible cell goes there.
func TestPropagateHiddenSingle(t *testing.T) {
	s := Shape4
	m := &Model{shape: s}
	for _, h := range s.Houses() {
		idx := make([]int, len(h))
		for i, c := range h {
			idx[i] = s.Index(c)
		}
		m.native = append(m.native, nativeDistinct{cells: idx})
	}
	p := newPropagator(m)
	// Box 1 needs a 1: r1c1 holds 2, and row 2 has its 1 at r2c3, so only
	// r1c2 is left, though r1c2 itself could still hold 1, 3 or 4.
	g, err := ParseGrid(s, "2... ..1. 1... ....")
	if err != nil {
		t.Fatal(err)
	}
	masks, ok := p.run(g.digits)
	if !ok {
		t.Fatal("run failed")
	}
	if got := masks[s.Index(Cell{0, 1})]; got != 1 {
		t.Errorf("r1c2 candidates = %b, want digit 1 only", got)
	}
}

// classicPropagator returns the propagator of a classic grid's houses.
func classicPropagator(s Shape) *propagator {
	m := &Model{shape: s}
	for _, h := range s.Houses() {
		idx := make([]int, len(h))
		for i, c := range h {
			idx[i] = s.Index(c)
		}
		m.native = append(m.native, nativeDistinct{cells: idx})
	}
	return newPropagator(m)
}

// TestPropagateLockedCandidates checks pointing: box 1 can hold its 1 only
// in row 1, so no other cell of row 1 may.
func TestPropagateLockedCandidates(t *testing.T) {
	s := Shape9
	p := classicPropagator(s)
	// The 1s of rows 2 and 3 sit in boxes 2 and 3, so box 1's 1 is in row 1.
	g, err := ParseGrid(s, "........."+"...1....."+"......1.."+
		"........."+"........."+"........."+"........."+"........."+".........")
	if err != nil {
		t.Fatal(err)
	}
	masks, ok := p.run(g.digits)
	if !ok {
		t.Fatal("run failed")
	}
	for c := 3; c < 9; c++ {
		if masks[c]&1 != 0 {
			t.Errorf("r1c%d may hold 1; box 1 needs the 1 of row 1", c+1)
		}
	}
	if masks[0]&1 == 0 {
		t.Error("r1c1 may not hold 1")
	}
}

// TestPropagateSubsets checks a naked pair and a hidden pair on a 4x4 row.
func TestPropagateSubsets(t *testing.T) {
	m := &Model{shape: LatinShape(4)}
	row := []int{0, 1, 2, 3}
	m.native = []nativeConstraint{
		nativeDistinct{cells: row},
		nativeAllow{cell: 0, mask: 0b0011},
		nativeAllow{cell: 1, mask: 0b0011},
	}
	p := newPropagator(m)
	masks, ok := p.run(make([]uint8, 16))
	if !ok {
		t.Fatal("run failed")
	}
	// Naked pair {1,2} in r1c1 and r1c2: r1c3 and r1c4 hold 3 or 4.
	if masks[2] != 0b1100 || masks[3] != 0b1100 {
		t.Errorf("naked pair: r1c3, r1c4 = %04b, %04b; want 1100, 1100", masks[2], masks[3])
	}

	m.native = []nativeConstraint{
		nativeDistinct{cells: row},
		nativeAllow{cell: 2, mask: 0b0011},
		nativeAllow{cell: 3, mask: 0b0011},
	}
	// Digits 3 and 4 fit only r1c1 and r1c2 now: a hidden pair, seen from
	// the digits' side (and a naked pair from the cells').
	p = newPropagator(m)
	if masks, ok = p.run(make([]uint8, 16)); !ok {
		t.Fatal("run failed")
	}
	if masks[0] != 0b1100 || masks[1] != 0b1100 {
		t.Errorf("hidden pair: r1c1, r1c2 = %04b, %04b; want 1100, 1100", masks[0], masks[1])
	}
}

// TestPropagateSound checks that propagation never rules out the solution's
// digit, on hard puzzles where every rule of the propagator fires.
func TestPropagateSound(t *testing.T) {
	s := Shape9
	p := classicPropagator(s)
	for _, line := range []string{
		// top95 1 and 2, and hardest1106 1.
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
		"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
	} {
		g, err := ParseGrid(s, line)
		if err != nil {
			t.Fatal(err)
		}
		givens := make([]int, len(g.digits))
		for i, d := range g.digits {
			givens[i] = int(d)
		}
		sols := brute.Solutions(brute.Classic(9, 3, 3, givens), 2)
		if len(sols) != 1 {
			t.Fatalf("%s: %d solutions, want 1", line, len(sols))
		}
		masks, ok := p.run(g.digits)
		if !ok {
			t.Fatalf("%s: run failed", line)
		}
		for i, d := range sols[0] {
			if masks[i]&(1<<(d-1)) == 0 {
				t.Errorf("%s: %s ruled out %d, its solution", line, s.CellAt(i), d)
			}
		}
	}
}
