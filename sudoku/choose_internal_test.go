package sudoku

import "testing"

// TestChoose checks the native search's choice of cell: the fewest
// candidates until a branch is refuted, then the most refutations per
// candidate, the fewest candidates breaking ties, and never a cell that
// is settled.
func TestChoose(t *testing.T) {
	const (
		two   = 0b11
		three = 0b111
		nine  = 0x1ff
		one   = 0b100
	)
	tests := []struct {
		name    string
		masks   []uint64
		weights []uint32 // nil: nothing refuted yet
		want    int
	}{
		{"all settled", []uint64{one, one, 1}, nil, -1},
		{"fewest candidates", []uint64{nine, three, one, two, three}, nil, 3},
		{"first of the fewest", []uint64{three, two, two}, nil, 1},
		{"weight beats size", []uint64{nine, two, three}, []uint32{8, 0, 0}, 0},
		{"weight per candidate", []uint64{nine, three, two}, []uint32{8, 3, 0}, 1},
		{"ties to fewer candidates", []uint64{nine, three}, []uint32{5, 1}, 1},
		{"all weights zero", []uint64{nine, three, two}, []uint32{0, 0, 0}, 2},
		{"settled cells never", []uint64{one, three, nine}, []uint32{100, 0, 5}, 2},
		{"weights settled", []uint64{one, one}, []uint32{3, 3}, -1},
	}
	for _, tc := range tests {
		e := &enumeration{weights: tc.weights}
		if got := e.choose(tc.masks); got != tc.want {
			t.Errorf("%s: choose = %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestFailedDecays checks that refutations accumulate per cell and are
// halved every weightDecay of them.
func TestFailedDecays(t *testing.T) {
	e := &enumeration{c: &call{masks: make([]uint64, 3)}}
	for range 3 {
		e.failed(1)
	}
	if e.weights[1] != 3 || e.weights[0] != 0 {
		t.Fatalf("weights %v after 3 refutations of cell 1, want [0 3 0]", e.weights)
	}
	for range weightDecay - 3 {
		e.failed(2)
	}
	want := []uint32{0, 3 >> 1, (weightDecay - 3) >> 1}
	for i := range want {
		if e.weights[i] != want[i] {
			t.Fatalf("weights %v after %d refutations, want %v", e.weights, weightDecay, want)
		}
	}
}
