package sudoku

import (
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
