package sudoku

import "testing"

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
