package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// DiagonalClue is an arrow outside the grid that points along a diagonal,
// as a little killer's does, without a total: the clue's cell just
// outside the grid and the direction.
type DiagonalClue struct {
	Clue sudoku.Cell
	Dir  Direction
}

// Cells returns the diagonal's cells on shape s, from the clue onwards,
// as [LittleKiller.Cells] does: nil when the clue is not just outside the
// grid or its diagonal misses the grid.
func (c DiagonalClue) Cells(s sudoku.Shape) []sudoku.Cell {
	return LittleKiller{Clue: c.Clue, Dir: c.Dir}.Cells(s)
}

// ProductDiagonals is a set of diagonals, each indicated by an arrow
// outside the grid, whose digits multiply to one product: Product when it
// is positive (product little killers, one clue each or several with one
// total), else an unknown product they share ("Every indicated diagonal
// has the same product"). Digits may repeat on a diagonal unless other
// rules say otherwise.
type ProductDiagonals struct {
	Product int // 0: the same unknown product on every diagonal
	Clues   []DiagonalClue
}

// Validate checks the clues (each just outside the grid, pointing into
// it, none twice), that Product is not negative, and that without a
// Product there are at least two diagonals to compare.
func (r ProductDiagonals) Validate(s sudoku.Shape) error {
	_, err := r.diagonals(s)
	return err
}

func (r ProductDiagonals) diagonals(s sudoku.Shape) ([][]sudoku.Cell, error) {
	n := s.Size
	switch {
	case r.Product < 0:
		return nil, fmt.Errorf("%w: %s: product %d is negative", sudoku.ErrBadRule, r, r.Product)
	case len(r.Clues) == 0:
		return nil, fmt.Errorf("%w: %s: no diagonals", sudoku.ErrBadRule, r)
	case r.Product == 0 && len(r.Clues) < 2:
		return nil, fmt.Errorf("%w: %s: one diagonal has no other to share its product with", sudoku.ErrBadRule, r)
	}
	out := make([][]sudoku.Cell, len(r.Clues))
	for i, c := range r.Clues {
		switch {
		case !c.Dir.valid():
			return nil, fmt.Errorf("%w: %s: clue %s: invalid direction %v", sudoku.ErrBadRule, r, c.Clue, c.Dir)
		case s.Contains(c.Clue):
			return nil, fmt.Errorf("%w: %s: clue %s is inside the grid", sudoku.ErrBadRule, r, c.Clue)
		case c.Clue.Row < -1 || c.Clue.Row > n || c.Clue.Col < -1 || c.Clue.Col > n:
			return nil, fmt.Errorf("%w: %s: clue %s is not next to the %dx%d grid", sudoku.ErrBadRule, r, c.Clue, n, n)
		case slices.Contains(r.Clues[:i], c):
			return nil, fmt.Errorf("%w: %s: clue %s (%v) appears twice", sudoku.ErrBadRule, r, c.Clue, c.Dir)
		}
		if out[i] = c.Cells(s); len(out[i]) == 0 {
			return nil, fmt.Errorf("%w: %s: clue %s points %v, away from the grid", sudoku.ErrBadRule, r, c.Clue, c.Dir)
		}
	}
	return out, nil
}

// primesUpTo returns the primes from 2 to n.
func primesUpTo(n int) []int {
	var ps []int
	for p := 2; p <= n; p++ {
		if !slices.ContainsFunc(ps, func(q int) bool { return p%q == 0 }) {
			ps = append(ps, p)
		}
	}
	return ps
}

// multiplicity returns how many times p divides v (v > 0).
func multiplicity(v, p int) int {
	k := 0
	for ; v%p == 0; v /= p {
		k++
	}
	return k
}

// Apply states the products with automata over the diagonals' digits.
// A Product is an automaton per diagonal whose state is the product so
// far, a divisor of Product (one per prime, of its multiplicity so far,
// past 4,096 divisors). Without one, two products of digits are equal
// exactly when each prime p up to the grid's size divides them equally
// often: for each p, an automaton reads a diagonal and then the next,
// its state the cells read and p's multiplicity in the first less that
// in the second so far, which must end at 0; the multiplicities keep
// the states few, and nothing overflows. A Product allows each cell only
// its divisors; one with a prime factor beyond the grid's digits, or a
// multiplicity no diagonal of digits reaches, is an error.
func (r ProductDiagonals) Apply(b *sudoku.Builder) error {
	diags, err := r.diagonals(b.Shape())
	if err != nil {
		return err
	}
	n := b.Shape().Size
	primes := primesUpTo(n)
	if r.Product > 0 {
		rest := r.Product
		for _, p := range primes {
			for rest%p == 0 {
				rest /= p
			}
		}
		if rest != 1 {
			return fmt.Errorf("%w: %s: digits 1..%d cannot multiply to %d", sudoku.ErrBadRule, r, n, r.Product)
		}
		var divisors []int
		for d := 1; d <= n; d++ {
			if r.Product%d == 0 {
				divisors = append(divisors, d)
			}
		}
		for _, cells := range diags {
			for _, c := range cells {
				b.Allow(c, divisors...)
			}
		}
	}
	if r.Product > 0 {
		divisors := 1
		for _, p := range primes {
			divisors *= multiplicity(r.Product, p) + 1
		}
		for _, cells := range diags {
			for _, p := range primes {
				top := 0
				for d := 1; d <= n; d++ {
					top = max(top, multiplicity(d, p))
				}
				if multiplicity(r.Product, p) > top*len(cells) {
					return fmt.Errorf("%w: %s: %d cells of digits 1..%d cannot multiply to %d", sudoku.ErrBadRule, r, len(cells), n, r.Product)
				}
			}
			if err := r.product(b, cells, primes, divisors); err != nil {
				return err
			}
		}
		return nil
	}
	for i := 1; i < len(diags); i++ {
		for _, p := range primes {
			if err := balance(b, diags[i-1], diags[i], p); err != nil {
				return err
			}
		}
	}
	return nil
}

// productStates bounds the divisors of a product that a diagonal's
// automaton keeps as its states.
const productStates = 4096

// product states that the digits of cells multiply to r.Product: with an
// automaton whose state is the product so far, a divisor of r.Product,
// when it has at most productStates divisors, else with one per prime,
// whose state is the prime's multiplicity so far.
func (r ProductDiagonals) product(b *sudoku.Builder, cells []sudoku.Cell, primes []int, divisors int) error {
	if divisors <= productStates {
		next := func(prod, d int) []int {
			if (r.Product/prod)%d != 0 {
				return nil
			}
			return []int{prod * d}
		}
		return regular(b, cells, 1, next, func(prod int) bool { return prod == r.Product })
	}
	for _, p := range primes {
		want := multiplicity(r.Product, p)
		next := func(k, d int) []int {
			if k += multiplicity(d, p); k > want {
				return nil
			}
			return []int{k}
		}
		if err := regular(b, cells, 0, next, func(k int) bool { return k == want }); err != nil {
			return err
		}
	}
	return nil
}

// balance states that prime p divides the products of the digits of a
// and of c equally often: an automaton reads a and then c, its state the
// number of cells read and the multiplicity of p in a's digits less that
// in c's so far, which must end at 0.
func balance(b *sudoku.Builder, a, c []sudoku.Cell, p int) error {
	type state struct{ read, bal int }
	total := len(a) + len(c)
	next := func(st state, d int) []state {
		if st.read == total {
			return nil
		}
		m := multiplicity(d, p)
		if st.read >= len(a) {
			m = -m
		}
		return []state{{st.read + 1, st.bal + m}}
	}
	cells := append(slices.Clone(a), c...)
	return regular(b, cells, state{}, next, func(st state) bool { return st.read == total && st.bal == 0 })
}

// Check reports a filled diagonal whose product differs from Product, or,
// without one, from the first filled diagonal's; diagonals not fully
// filled in are not judged. The products are compared by their prime
// factors, so that long diagonals on large grids do not overflow. Bad
// parameters give an error wrapping [sudoku.ErrBadRule].
func (r ProductDiagonals) Check(g sudoku.Grid) error {
	diags, err := r.diagonals(g.Shape())
	if err != nil {
		return err
	}
	primes := primesUpTo(g.Shape().Size)
	factors := func(cells []sudoku.Cell) ([]int, bool) {
		out := make([]int, len(primes))
		for _, c := range cells {
			d := g.At(c)
			if d == 0 {
				return nil, false
			}
			for i, p := range primes {
				out[i] += multiplicity(d, p)
			}
		}
		return out, true
	}
	var want []int
	first := -1 // the first filled diagonal, without a Product
	if r.Product > 0 {
		want = make([]int, len(primes))
		rest := r.Product
		for i, p := range primes {
			want[i] = multiplicity(r.Product, p)
			for rest%p == 0 {
				rest /= p
			}
		}
		if rest != 1 {
			want = append(want, 1) // a factor no digit has: every diagonal differs
		}
	}
	for i, cells := range diags {
		got, full := factors(cells)
		if !full {
			continue
		}
		if want == nil {
			want, first = got, i
			continue
		}
		if !slices.Equal(got, want) {
			msg := fmt.Sprintf("the diagonal from %s multiplies to %s, want %d", r.Clues[i].Clue, productText(g, cells), r.Product)
			conflict := cells
			if r.Product == 0 {
				msg = fmt.Sprintf("the diagonal from %s multiplies to %s, the one from %s to %s",
					r.Clues[i].Clue, productText(g, cells), r.Clues[first].Clue, productText(g, diags[first]))
				conflict = append(slices.Clone(diags[first]), cells...)
			}
			return &sudoku.ConflictError{Rule: r.String(), Cells: conflict, Msg: msg}
		}
	}
	return nil
}

// productText writes the product of the digits of cells, or their
// factors joined by "x" when the product would overflow.
func productText(g sudoku.Grid, cells []sudoku.Cell) string {
	prod := 1
	for _, c := range cells {
		d := g.At(c)
		if prod > (1<<62)/max(d, 1) {
			var parts []string
			for _, c := range cells {
				parts = append(parts, strconv.Itoa(g.At(c)))
			}
			return strings.Join(parts, "x")
		}
		prod *= d
	}
	return strconv.Itoa(prod)
}

// String names the rule by its first clue, the number of diagonals and
// the product: "product diagonals at r0c4 (4, equal)" or
// "product diagonals at r0c4 (1, product 24)".
func (r ProductDiagonals) String() string {
	prod := "equal"
	if r.Product > 0 {
		prod = "product " + strconv.Itoa(r.Product)
	}
	if len(r.Clues) == 0 {
		return "product diagonals (" + prod + ")"
	}
	return "product diagonals at " + r.Clues[0].Clue.String() + " (" + strconv.Itoa(len(r.Clues)) + ", " + prod + ")"
}
