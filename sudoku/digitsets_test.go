package sudoku_test

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// bruteSets lists every mask of k digits of 1..n adding up to sum, by
// trying all 2ⁿ masks, in DigitSets' order (by smallest digit, then the
// next, …).
func bruteSets(n, k, sum int) []uint64 {
	var out []uint64
	for set := uint64(0); set < 1<<n; set++ {
		if bits.OnesCount64(set) != k {
			continue
		}
		s := 0
		for d := 1; d <= n; d++ {
			if set&(1<<(d-1)) != 0 {
				s += d
			}
		}
		if s == sum {
			out = append(out, set)
		}
	}
	// Order as a walk from the smallest digit up: compare the digits in
	// increasing order, which is the order of the bit-reversed masks.
	slices.SortFunc(out, func(a, b uint64) int {
		ra, rb := bits.Reverse64(a), bits.Reverse64(b)
		switch {
		case ra > rb:
			return -1
		case ra < rb:
			return 1
		}
		return 0
	})
	return out
}

func TestDigitSetsMatchBruteForce(t *testing.T) {
	for n := 1; n <= 12; n++ {
		for k := 0; k <= n+1; k++ {
			for sum := -1; sum <= n*(n+1)/2+1; sum++ {
				want := bruteSets(n, k, sum)
				if k == 0 {
					want = nil // no empty set: a cage has cells
				}
				got := slices.Collect(sudoku.DigitSets(n, k, sum))
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("DigitSets(%d, %d, %d) mismatch (-want +got):\n%s", n, k, sum, diff)
				}
				var union, common uint64 = 0, ^uint64(0)
				for _, set := range want {
					union |= set
					common &= set
				}
				gu, gc, ok := sudoku.DigitSetBounds(n, k, sum)
				if ok != (len(want) > 0) {
					t.Fatalf("DigitSetBounds(%d, %d, %d) ok = %v, want %v", n, k, sum, ok, len(want) > 0)
				}
				if ok && (gu != union || gc != common) {
					t.Fatalf("DigitSetBounds(%d, %d, %d) = %b, %b, want %b, %b", n, k, sum, gu, gc, union, common)
				}
			}
		}
	}
}

// TestDigitSetsHuge asks for digit sets that could never all be listed:
// the iterator gives the first ones at once, and DigitSetBounds answers
// without listing any.
func TestDigitSetsHuge(t *testing.T) {
	var first []uint64
	for set := range sudoku.DigitSets(64, 32, 1040) {
		if first = append(first, set); len(first) == 5 {
			break
		}
	}
	for _, set := range first {
		if bits.OnesCount64(set) != 32 {
			t.Errorf("DigitSets(64, 32, 1040) gave %x with %d digits, want 32", set, bits.OnesCount64(set))
		}
		sum := 0
		for d := 1; d <= 64; d++ {
			if set&(1<<(d-1)) != 0 {
				sum += d
			}
		}
		if sum != 1040 {
			t.Errorf("DigitSets(64, 32, 1040) gave %x adding up to %d", set, sum)
		}
	}
	if len(first) != 5 {
		t.Errorf("DigitSets(64, 32, 1040) gave %d sets, want 5 before the break", len(first))
	}
	union, common, ok := sudoku.DigitSetBounds(64, 32, 1040)
	if !ok || union != ^uint64(0) || common != 0 {
		t.Errorf("DigitSetBounds(64, 32, 1040) = %x, %x, %v; want every digit in some set and none in all", union, common, ok)
	}
	// The largest 12 of 1..25, 14..25, add up to 234; 233 lowers the 14 to
	// 13, and 232 lowers it to 12 or lowers both 14 and 15.
	union, common, ok = sudoku.DigitSetBounds(25, 12, 232)
	wantUnion := uint64(0x3fff) << 11 // 12..25
	wantCommon := uint64(0x3ff) << 15 // 16..25
	if !ok || union != wantUnion || common != wantCommon {
		t.Errorf("DigitSetBounds(25, 12, 232) = %x, %x, %v; want %x, %x", union, common, ok, wantUnion, wantCommon)
	}
}
