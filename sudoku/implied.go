package sudoku

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// maxImpliedCells is the most cells an implied sum may have: a longer one
// adds clauses and bounds little.
var maxImpliedCells = 5

// maxImpliedSums bounds how many implied sums one Model gets, and
// maxImpliedRegions how many regions impliedSums looks at.
const (
	maxImpliedSums    = 200
	maxImpliedRegions = 5000
)

// impliedSums derives sums that every solution satisfies from the
// recorded constraints alone, so that they hold whatever the rules: a
// Distinct group of N cells (a house) adds up to N(N+1)/2, and a Sum,
// DistinctSum or Linear with weights 1 adds up to its total. For a region
// (one house, or two or three houses with no cell in common), the sums
// that lie inside it, with no cell in common, leave the rest of the region
// a known total (innies); sums that stick out of the region as well add
// their cells outside it with weight −1 (outies). Each derived sum of 1 to
// maxImpliedCells cells that no constraint states already is returned.
func (m *Model) impliedSums() []linearSum { return m.impliedSumsOver(3) }

// impliedSumsOver is impliedSums over regions of up to maxHouses houses.
func (m *Model) impliedSumsOver(maxHouses int) []linearSum {
	n, cells := m.shape.Size, m.shape.NumCells()
	words := (cells + 63) / 64
	type set []uint64
	newSet := func(idx []int) set {
		s := make(set, words)
		for _, i := range idx {
			s[i/64] |= 1 << (i % 64)
		}
		return s
	}
	count := func(s set) int {
		c := 0
		for _, w := range s {
			c += popcount(w)
		}
		return c
	}
	type sum struct {
		cells set
		size  int
		total int
	}
	var houses []set
	var sums []sum
	known := map[string]bool{}
	for _, c := range m.native {
		switch c := c.(type) {
		case nativeDistinct:
			if len(c.cells) == n {
				houses = append(houses, newSet(c.cells))
			}
		case nativeSum:
			s := newSet(c.cells)
			if count(s) == len(c.cells) { // no cell twice
				sums = append(sums, sum{s, len(c.cells), c.total})
				known[sumKey(c.cells, nil)] = true
			}
		case nativeLinear:
			if !slices.ContainsFunc(c.weights, func(w int) bool { return w != 1 }) {
				sums = append(sums, sum{newSet(c.cells), len(c.cells), c.total})
			}
			known[sumKey(c.cells, c.weights)] = true
		}
	}
	if len(houses) == 0 || len(sums) == 0 {
		return nil
	}
	// Larger sums first: they cover more of a region.
	slices.SortStableFunc(sums, func(a, b sum) int { return b.size - a.size })
	houseTotal := n * (n + 1) / 2
	disjoint := func(a, b set) bool {
		for k := range a {
			if a[k]&b[k] != 0 {
				return false
			}
		}
		return true
	}
	var regions []set
	var totals []int
	add := func(hs ...set) {
		r := make(set, words)
		for _, h := range hs {
			for k := range r {
				r[k] |= h[k]
			}
		}
		regions = append(regions, r)
		totals = append(totals, len(hs)*houseTotal)
	}
	for a := range houses {
		add(houses[a])
	}
	for a := range houses {
		if maxHouses < 2 {
			break
		}
		for b := a + 1; b < len(houses) && len(regions) < maxImpliedRegions; b++ {
			if !disjoint(houses[a], houses[b]) {
				continue
			}
			add(houses[a], houses[b])
			for c := b + 1; c < len(houses) && len(regions) < maxImpliedRegions && maxHouses > 2; c++ {
				if disjoint(houses[a], houses[c]) && disjoint(houses[b], houses[c]) {
					add(houses[a], houses[b], houses[c])
				}
			}
		}
	}
	var out []linearSum
	seenRegion := map[string]bool{}
	for ri, r := range regions {
		if len(out) >= maxImpliedSums {
			break
		}
		rk := setKey(r)
		if seenRegion[rk] { // rows 1-3 are boxes 1-3
			continue
		}
		seenRegion[rk] = true
		used := make(set, words) // cells of the sums taken
		total := totals[ri]
		var outside []int
		inside := false
		emit := func() {
			left := 0
			for k := range r {
				left += bits.OnesCount64(r[k] &^ used[k])
			}
			if left+len(outside) == 0 || left+len(outside) > maxImpliedCells {
				return
			}
			var idx, ws []int
			for k := range r {
				for w := r[k] &^ used[k]; w != 0; w &= w - 1 {
					idx, ws = append(idx, k*64+bits.TrailingZeros64(w)), append(ws, 1)
				}
			}
			for _, i := range outside {
				idx, ws = append(idx, i), append(ws, -1)
			}
			if len(idx) == 0 || len(idx) > maxImpliedCells {
				return
			}
			unit := len(outside) == 0
			key := sumKey(idx, ws)
			if unit {
				key = sumKey(idx, nil)
			}
			if known[key] {
				return
			}
			known[key] = true
			out = append(out, linearSum{idx: idx, ws: ws, total: total})
		}
		// Innies: the sums inside the region.
		for _, s := range sums {
			if disjoint(s.cells, used) && within(s.cells, r) {
				for k := range used {
					used[k] |= s.cells[k]
				}
				total -= s.total
				inside = true
			}
		}
		if inside {
			emit()
		}
		// Outies: sums that stick out, while few cells lie outside.
		more := false
		for _, s := range sums {
			if !disjoint(s.cells, used) || disjoint(s.cells, r) {
				continue
			}
			nout := 0
			for k := range r {
				nout += bits.OnesCount64(s.cells[k] &^ r[k])
			}
			if len(outside)+nout > maxImpliedCells {
				continue
			}
			for k := range r {
				for w := s.cells[k] &^ r[k]; w != 0; w &= w - 1 {
					outside = append(outside, k*64+bits.TrailingZeros64(w))
				}
			}
			for k := range used {
				used[k] |= s.cells[k]
			}
			total -= s.total
			more = true
		}
		if more {
			emit()
		}
	}
	return out
}

// within reports whether every cell of a is in b.
func within(a, b []uint64) bool {
	for k := range a {
		if a[k]&^b[k] != 0 {
			return false
		}
	}
	return true
}

func popcount(w uint64) int { return bits.OnesCount64(w) }

// setKey names a cell set, for deduplication.
func setKey(s []uint64) string {
	var sb strings.Builder
	for _, w := range s {
		sb.WriteString(strconv.FormatUint(w, 36))
		sb.WriteByte(',')
	}
	return sb.String()
}

// sumKey names a sum's cells and weights (nil: all 1), in cell order.
func sumKey(idx, ws []int) string {
	type term struct{ i, w int }
	ts := make([]term, len(idx))
	for k, i := range idx {
		ts[k] = term{i, 1}
		if ws != nil {
			ts[k].w = ws[k]
		}
	}
	slices.SortFunc(ts, func(a, b term) int { return a.i - b.i })
	var sb strings.Builder
	for _, t := range ts {
		sb.WriteString(strconv.Itoa(t.i))
		sb.WriteByte('*')
		sb.WriteString(strconv.Itoa(t.w))
		sb.WriteByte(' ')
	}
	return sb.String()
}
