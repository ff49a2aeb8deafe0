package sudoku

import (
	"hash/maphash"
	"slices"
	"strconv"
	"strings"
)

// compressTuples returns the products of digit sets whose union is
// exactly the set of tuples: product k allows, in position i, the digits
// of the mask p[k][i] (bit d-1 for digit d). It merges, one position
// after another, the products that agree in every other position, so a
// table of every tuple but those with 5 between a non-1 and a non-9
// becomes three products, and a table with nothing to merge stays one
// product per tuple.
func compressTuples(tuples [][]int) [][]uint64 {
	prods := make([][]uint64, len(tuples))
	for k, t := range tuples {
		prods[k] = make([]uint64, len(t))
		for i, d := range t {
			prods[k][i] = 1 << (d - 1)
		}
	}
	if len(tuples) == 0 {
		return prods
	}
	var key strings.Builder
	for i := range tuples[0] {
		at := map[string]int{} // the products without position i, to their merged product
		var out [][]uint64
		for _, p := range prods {
			key.Reset()
			for j, m := range p {
				if j != i {
					key.WriteString(strconv.FormatUint(m, 36))
				}
				key.WriteByte(',')
			}
			if k, ok := at[key.String()]; ok {
				out[k][i] |= p[i]
				continue
			}
			at[key.String()] = len(out)
			out = append(out, slices.Clone(p))
		}
		prods = out
	}
	return prods
}

// tableMemo keeps one copy of each distinct list of tuples a Builder's
// tables were given, with its products of digit sets, so that a rule
// that states the same table on many groups of cells copies and
// compresses it once. Lists are told apart by content, so a caller may
// reuse its slices between calls.
type tableMemo struct {
	seed    maphash.Seed
	entries map[uint64][]tableEntry
}

type tableEntry struct {
	tuples [][]int
	prods  [][]uint64
}

// get returns a copy of tuples, shared with earlier tables of the same
// content, and its products.
func (tm *tableMemo) get(tuples [][]int) ([][]int, [][]uint64) {
	if tm.entries == nil {
		tm.seed, tm.entries = maphash.MakeSeed(), map[uint64][]tableEntry{}
	}
	var h maphash.Hash
	h.SetSeed(tm.seed)
	var buf [8]byte
	for _, t := range tuples {
		for _, d := range t {
			buf[0] = byte(d)
			h.Write(buf[:1])
		}
		h.Write(buf[1:2]) // buf[1] is 0, no digit: the tuple's end
	}
	key := h.Sum64()
	for _, e := range tm.entries[key] {
		if slices.EqualFunc(e.tuples, tuples, slices.Equal[[]int]) {
			return e.tuples, e.prods
		}
	}
	ts := make([][]int, len(tuples))
	for i, t := range tuples {
		ts[i] = slices.Clone(t)
	}
	e := tableEntry{ts, compressTuples(ts)}
	tm.entries[key] = append(tm.entries[key], e)
	return e.tuples, e.prods
}
