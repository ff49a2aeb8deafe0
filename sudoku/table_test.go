package sudoku

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// expandProducts lists the tuples of products, sorted.
func expandProducts(prods [][]uint64, n int) [][]int {
	var out [][]int
	for _, p := range prods {
		var walk func(i int, t []int)
		walk = func(i int, t []int) {
			if i == len(p) {
				out = append(out, slices.Clone(t))
				return
			}
			for d := 1; d <= n; d++ {
				if p[i]&(1<<(d-1)) != 0 {
					walk(i+1, append(t, d))
				}
			}
		}
		walk(0, nil)
	}
	slices.SortFunc(out, slices.Compare)
	return out
}

func TestCompressTuples(t *testing.T) {
	every := func(n, k int, ok func([]int) bool) [][]int {
		var out [][]int
		var walk func(t []int)
		walk = func(t []int) {
			if len(t) == k {
				if ok(t) {
					out = append(out, slices.Clone(t))
				}
				return
			}
			for d := 1; d <= n; d++ {
				walk(append(t, d))
			}
		}
		walk(nil)
		return out
	}
	cases := []struct {
		name   string
		n      int
		tuples [][]int
		most   int // the most products wanted
	}{
		{"flatmates", 9, every(9, 3, func(t []int) bool { return t[1] != 5 || t[0] == 1 || t[2] == 9 }), 3},
		{"all different", 4, every(4, 3, func(t []int) bool { return t[0] != t[1] && t[1] != t[2] && t[0] != t[2] }), 24},
		{"low, middle and high", 9, every(9, 4, func(t []int) bool {
			var seen [3]bool
			for _, d := range t {
				seen[(d-1)/3] = true
			}
			return seen[0] && seen[1] && seen[2]
		}), 36},
		{"one tuple", 6, [][]int{{2, 5}}, 1},
		{"sum of 7", 6, every(6, 2, func(t []int) bool { return t[0]+t[1] == 7 }), 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			prods := compressTuples(tc.tuples)
			want := slices.Clone(tc.tuples)
			slices.SortFunc(want, slices.Compare)
			if d := cmp.Diff(want, expandProducts(prods, tc.n)); d != "" {
				t.Errorf("compressTuples: the products' tuples (-want +got):\n%s", d)
			}
			if len(prods) > tc.most {
				t.Errorf("compressTuples: %d products, want at most %d", len(prods), tc.most)
			}
		})
	}
}

// TestTableMemo checks that a Builder's tables share one copy of each
// distinct list of tuples, told apart by content, and that a caller's
// later change to its slices reaches no table.
func TestTableMemo(t *testing.T) {
	var tm tableMemo
	a := [][]int{{1, 2}, {2, 1}, {3, 3}}
	ta, pa := tm.get(a)
	b := [][]int{{1, 2}, {2, 1}, {3, 3}} // same content, other slices
	tb, pb := tm.get(b)
	if &ta[0][0] != &tb[0][0] || &pa[0][0] != &pb[0][0] {
		t.Error("two tables of the same tuples do not share their copy")
	}
	a[0][0] = 9 // the caller reuses its slice
	if diff := cmp.Diff([][]int{{1, 2}, {2, 1}, {3, 3}}, ta); diff != "" {
		t.Errorf("the table changed with the caller's slice (-want +got):\n%s", diff)
	}
	tc, _ := tm.get(a)
	if &tc[0][0] == &ta[0][0] || tc[0][0] != 9 {
		t.Errorf("tuples of other content share the first copy: %v", tc)
	}
	if diff := cmp.Diff(compressTuples(ta), pa); diff != "" {
		t.Errorf("products (-want +got):\n%s", diff)
	}
}
