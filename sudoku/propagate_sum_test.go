package sudoku

import "testing"

// TestPropagateSumBounds checks the bounds the propagator draws from sums:
// each term keeps the digits that leave the others a total they can make.
func TestPropagateSumBounds(t *testing.T) {
	s := Shape9
	r1 := func(c int) int { return s.Index(Cell{0, c}) }
	tests := []struct {
		name  string
		cons  []nativeConstraint
		given map[int]uint8
		want  map[int]uint64 // candidates of some cells
		fails bool
	}{
		{
			name: "two cells make 17",
			cons: []nativeConstraint{nativeSum{cells: []int{r1(0), r1(1)}, total: 17}},
			want: map[int]uint64{r1(0): 0b110000000, r1(1): 0b110000000},
		},
		{
			name: "a pill: 10·a + b = c + d, with a given 1 and c and d at most 6: c + d is 11 or 12",
			cons: []nativeConstraint{
				nativeLinear{cells: []int{r1(0), r1(1), r1(2), r1(3)}, weights: []int{-10, -1, 1, 1}, total: 0},
				nativeAllow{cell: r1(2), mask: 0b111111},
				nativeAllow{cell: r1(3), mask: 0b111111},
			},
			given: map[int]uint8{r1(0): 1},
			want:  map[int]uint64{r1(1): 0b11, r1(2): 0b110000, r1(3): 0b110000},
		},
		{
			name:  "a total out of reach",
			cons:  []nativeConstraint{nativeLinear{cells: []int{r1(0), r1(1)}, weights: []int{2, -1}, total: 18}},
			fails: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &Model{shape: s, program: program{native: tc.cons}}
			p := newPropagator(m)
			g := make([]uint8, s.NumCells())
			for i, d := range tc.given {
				g[i] = d
			}
			masks, ok := p.run(g)
			if ok == tc.fails {
				t.Fatalf("run() ok = %v, want %v", ok, !tc.fails)
			}
			for i, want := range tc.want {
				if masks[i] != want {
					t.Errorf("%v: candidates %09b, want %09b", s.CellAt(i), masks[i], want)
				}
			}
		})
	}
}
