package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Lunchbox is a lunchbox: its cells, in order, hold distinct digits, and
// those strictly between the smallest and the largest of them (the
// bread) add up to Sum, which is 0 when the bread is side by side. The
// smallest and largest are the lunchbox's own, not 1 and N: a sandwich
// is the lunchbox of a whole row or column, whose bread is 1 and N.
type Lunchbox struct {
	Cells []sudoku.Cell
	Sum   int
}

// Apply states the cells' Distinct and reads them with an automaton that
// guesses the bread, a smallest digit lo and a largest hi at least
// len(Cells)-1 apart, at the first cell: every other digit lies strictly
// between them, and from one slice of bread to the other the state is
// the set of digits so far, distinct, whose total the other slice must
// find at Sum. Its states are, per bread, the sets of digits between lo
// and hi that add up to at most Sum (the combinations ISS's handler
// lists), fewer once those that cannot reach Sum are trimmed; its
// propagation keeps in each cell exactly the digits some bread and some
// distinct filling between it read there, and Distinct says the rest (the
// digits outside the bread). A Sum no digits between some bread can make
// is an error.
func (lb Lunchbox) Apply(b *sudoku.Builder) error {
	if err := lb.validate(b.Shape()); err != nil {
		return err
	}
	n, k := b.Shape().Size, len(lb.Cells)
	b.Distinct(lb.Cells...)
	type state struct {
		lo, hi int    // the bread; lo 0 before the first cell
		phase  int8   // 0 before the bread, 1 between its slices, 2 after
		needHi bool   // between: the slice still to come is hi
		set    uint64 // between: the digits so far (bit d-1), distinct
		sum    int    // between: their total
	}
	inside := func(st state, d int) bool { return st.lo < d && d < st.hi }
	next := func(st state, d int) []state {
		if st.lo == 0 {
			// The first cell: every bread it fits.
			var out []state
			for lo := 1; lo <= n; lo++ {
				for hi := lo + max(k-1, 1); hi <= n; hi++ {
					g := state{lo: lo, hi: hi}
					switch {
					case d == lo || d == hi:
						out = append(out, state{lo: lo, hi: hi, phase: 1, needHi: d == lo})
					case inside(g, d):
						out = append(out, g)
					}
				}
			}
			return out
		}
		switch st.phase {
		case 0:
			switch {
			case inside(st, d):
				return []state{st}
			case d == st.lo || d == st.hi:
				return []state{{lo: st.lo, hi: st.hi, phase: 1, needHi: d == st.lo}}
			}
		case 1:
			switch {
			case inside(st, d) && st.sum+d <= lb.Sum && st.set&(1<<(d-1)) == 0:
				st.sum += d
				st.set |= 1 << (d - 1)
				return []state{st}
			case d == st.hi && st.needHi || d == st.lo && !st.needHi:
				if st.sum == lb.Sum {
					return []state{{lo: st.lo, hi: st.hi, phase: 2}}
				}
			}
		case 2:
			if inside(st, d) {
				return []state{st}
			}
		}
		return nil
	}
	return regular(b, lb.Cells, state{}, next, func(st state) bool { return st.phase == 2 })
}

// lunchboxFits reports whether k distinct digits of 1..n can have digits
// between their smallest and largest, in some order, adding up to sum:
// some bread lo < hi with k-2 digits strictly between them, some of which
// make sum.
func lunchboxFits(n, k, sum int) bool {
	for lo := 1; lo <= n; lo++ {
		for hi := lo + 1; hi <= n; hi++ {
			var mid []int
			for d := lo + 1; d < hi; d++ {
				mid = append(mid, d)
			}
			if len(mid) < k-2 {
				continue
			}
			sums := outsideSums(mid, sum)
			for j := 0; j <= k-2; j++ {
				if sums[j].has(sum) {
					return true
				}
			}
		}
	}
	return false
}

// Validate checks the rule's parameters: at least two cells, each on the
// grid and listed once, no more than N, and a Sum that is not negative.
// Whether digits can make the Sum is checked by Apply.
func (lb Lunchbox) Validate(s sudoku.Shape) error {
	if err := cellList(s, "lunchbox", lb.Cells, true); err != nil {
		return err
	}
	switch {
	case len(lb.Cells) < 2:
		return cellBad("%s: one cell, want at least two", lb)
	case len(lb.Cells) > s.Size:
		return cellBad("%s: %d cells of distinct digits on a %dx%d grid", lb, len(lb.Cells), s.Size, s.Size)
	case lb.Sum < 0:
		return cellBad("%s: negative sum", lb)
	}
	return nil
}

// validate is Validate and a check that some digits make the Sum.
func (lb Lunchbox) validate(s sudoku.Shape) error {
	if err := lb.Validate(s); err != nil {
		return err
	}
	if k := len(lb.Cells); !lunchboxFits(s.Size, k, lb.Sum) {
		return fmt.Errorf("%w: %s: no %d distinct digits have digits between their smallest and largest adding up to %d",
			sudoku.ErrBadRule, lb, k, lb.Sum)
	}
	return nil
}

// Check reports complete cells whose digits between the smallest and the
// largest do not add up to Sum, or that repeat a digit; the conflict
// lists the cells between them (the bread itself when they are side by
// side). Cells with empty ones among them are not judged; bad parameters
// give an error wrapping [sudoku.ErrBadRule].
func (lb Lunchbox) Check(g sudoku.Grid) error {
	if err := lb.validate(g.Shape()); err != nil {
		return err
	}
	if err := distinct(g, lb.String(), lb.Cells); err != nil {
		return err
	}
	ds, full := outsideDigits(g, lb.Cells)
	if !full {
		return nil
	}
	i, j := 0, 0
	for k, d := range ds {
		if d < ds[i] {
			i = k
		}
		if d > ds[j] {
			j = k
		}
	}
	lo, hi := min(i, j)+1, max(i, j)
	sum := 0
	for _, d := range ds[lo:hi] {
		sum += d
	}
	if sum == lb.Sum {
		return nil
	}
	between := lb.Cells[lo:hi]
	if len(between) == 0 {
		between = lb.Cells[lo-1 : hi+1]
	}
	return &sudoku.ConflictError{Rule: lb.String(), Cells: between,
		Msg: fmt.Sprintf("between the %d and the %d add up to %d", ds[i], ds[j], sum)}
}

// String names the rule by its first cell and its sum: "lunchbox at r1c2
// (sum 11)".
func (lb Lunchbox) String() string {
	return cellName("lunchbox", lb.Cells) + " (sum " + strconv.Itoa(lb.Sum) + ")"
}
