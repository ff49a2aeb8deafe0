package sudoku

import "iter"

// maxDigitSets is the most digit sets DistinctSum lists to choose among;
// a cage with more is encoded as a distinct sum. A 9x9 cage has at most 12
// sets (5 cells adding up to 25), and a 16x16 one at most a few thousand.
const maxDigitSets = 4096

// DigitSets returns an iterator over every set of k distinct digits from
// 1..n that adds up to sum, each as a mask with bit d-1 set for digit d, in
// increasing order of their smallest digits. The sets are found as they
// are needed: their number grows fast with n and k (a 12-cell cage summing
// to 156 on 25x25 has 110,780, and 32 digits of 1..64 adding up to 1040
// have more than 10¹⁷), so stop early where that matters: the search
// prunes every branch that holds no set, so each set costs at most about
// n·k steps, and none are spent past the last one taken.
// [DigitSetBounds] tells which digits the sets hold without listing them.
func DigitSets(n, k, sum int) iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		if k < 1 || k > n || n > MaxSize {
			return
		}
		var walk func(next, left, rest int, set uint64) bool
		walk = func(next, left, rest int, set uint64) bool {
			if left == 0 {
				return rest != 0 || yield(set)
			}
			for d := next; d <= n; d++ {
				// The smallest sum of left digits from d on exceeds rest:
				// stop. The largest, n down, falls short: try a larger d.
				if left*d+left*(left-1)/2 > rest {
					return true
				}
				if left*n-left*(left-1)/2 < rest {
					return true // no d helps: the largest sum does not depend on d
				}
				if !walk(d+1, left-1, rest-d, set|1<<(d-1)) {
					return false
				}
			}
			return true
		}
		walk(1, k, sum, 0)
	}
}

// digitSets lists up to limit digit sets of DigitSets(n, k, sum); all
// reports whether that is every one.
func digitSets(n, k, sum, limit int) (sets []uint64, all bool) {
	all = true
	for set := range DigitSets(n, k, sum) {
		if len(sets) == limit {
			all = false
			break
		}
		sets = append(sets, set)
	}
	return sets, all
}

// DigitSetBounds reports which digits the sets of k distinct digits from
// 1..n adding up to sum hold: union has bit d-1 set when some set contains
// digit d, common when every set does. ok is false when there is no such
// set. It takes time polynomial in n, however many sets there are.
func DigitSetBounds(n, k, sum int) (union, common uint64, ok bool) {
	// k distinct digits of 1..n add up to k(k+1)/2 at least and to the k
	// largest at most, and to every sum in between.
	if k < 1 || k > n || n > MaxSize || sum < k*(k+1)/2 || sum > k*n-k*(k-1)/2 {
		return 0, 0, false
	}
	for d := 1; d <= n; d++ {
		if sum-d >= 0 && (k == 1 && sum == d || k > 1 && subsetSum(n, k-1, sum-d, d)) {
			union |= 1 << (d - 1)
		}
		if !subsetSum(n, k, sum, d) {
			common |= 1 << (d - 1)
		}
	}
	return union, common, true
}

// subsetSum reports whether k distinct digits of 1..n, other than skip,
// add up to sum. It keeps, for each count c of digits, the set of sums c
// digits make as a bit set, and adds the digits one at a time.
func subsetSum(n, k, sum, skip int) bool {
	if k < 0 || sum < 0 {
		return false
	}
	words := sum/64 + 1
	reach := make([][]uint64, k+1)
	for c := range reach {
		reach[c] = make([]uint64, words)
	}
	reach[0][0] = 1
	used := 0
	for d := 1; d <= n; d++ {
		if d == skip {
			continue
		}
		used++
		for c := min(k, used); c >= 1; c-- {
			orShifted(reach[c], reach[c-1], d)
		}
	}
	return reach[k][sum/64]&(1<<(sum%64)) != 0
}

// orShifted sets dst |= src << shift, over bit sets of equal length; bits
// shifted past the end are dropped.
func orShifted(dst, src []uint64, shift int) {
	w, b := shift/64, uint(shift%64)
	for i := len(dst) - 1; i >= w; i-- {
		v := src[i-w] << b
		if b != 0 && i-w-1 >= 0 {
			v |= src[i-w-1] >> (64 - b)
		}
		dst[i] |= v
	}
}
