package sudoku

import "math/bits"

// filterSums keeps, for each term of each sum, the digits that leave the
// other terms a total they can still make, by the bounds of their
// candidates (bounds consistency on the sum; digits may repeat, as the
// sum itself does not know of the Distinct groups).
func (p *propagator) filterSums(masks []uint64, set func(int, uint64) bool) (changed, ok bool) {
	for _, c := range p.sums {
		lo, hi := 0, 0
		for k, i := range c.cells {
			a, b := termRange(c.weights[k], masks[i])
			lo, hi = lo+a, hi+b
		}
		if c.total < lo || c.total > hi {
			return changed, false
		}
		for k, i := range c.cells {
			w := c.weights[k]
			a, b := termRange(w, masks[i])
			// The other terms make between lo-a and hi-b.
			keep := uint64(0)
			for m := masks[i]; m != 0; m &= m - 1 {
				d := bits.TrailingZeros64(m) + 1
				if v := c.total - w*d; v >= lo-a && v <= hi-b {
					keep |= 1 << (d - 1)
				}
			}
			if keep != masks[i] {
				if !set(i, keep) {
					return changed, false
				}
				changed = true
				a2, b2 := termRange(w, keep)
				lo, hi = lo-a+a2, hi-b+b2
			}
		}
	}
	return changed, true
}

// termRange returns the least and greatest w·d over the digits d of mask,
// which is not empty.
func termRange(w int, mask uint64) (lo, hi int) {
	first := bits.TrailingZeros64(mask) + 1
	last := 64 - bits.LeadingZeros64(mask)
	if w < 0 {
		return w * last, w * first
	}
	return w * first, w * last
}
