package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// DifferenceCount is a differences count line: the difference d between
// two neighbours on it is the number of pairs of neighbours on it whose
// difference is d ("The difference between two adjacent digits on a
// coloured line indicates exactly how many pairs of adjacent digits along
// that line have that exact difference"). A line of k cells has k-1
// pairs, so no difference passes k-1, and neighbours never hold the same
// digit, since a difference of 0 would count itself. Digits may repeat on
// the line apart from that.
type DifferenceCount struct {
	Cells []sudoku.Cell
}

// Validate checks that the cells are a line on s of at least two cells,
// each cell once.
func (l DifferenceCount) Validate(s sudoku.Shape) error {
	return lineValid(s, "differences count line", l.Cells, 2)
}

// Apply relates each pair of neighbours to a difference from 1 to the
// number of pairs, which the native side sees. A Boolean per pair and
// difference says the pair has that difference, exactly one per pair;
// for each difference d, those of the pairs are at most d, and any of
// them true (d present) forces at least d, both cardinality constraints.
// The differences present, each weighted by itself, add up to the number
// of pairs, which prunes differences that no split of the pairs can
// hold, as CountingCircles does for digits.
func (l DifferenceCount) Apply(b *sudoku.Builder) error {
	if err := l.Validate(b.Shape()); err != nil {
		return err
	}
	n, m := b.Shape().Size, len(l.Cells)-1
	top := min(m, n-1)
	for i := 0; i < m; i++ {
		b.Relate(l.Cells[i], l.Cells[i+1], func(x, y int) bool {
			d := lineAbs(x - y)
			return d >= 1 && d <= top
		})
	}
	ctx := b.Z3()
	name := "diffcount_" + l.Cells[0].String() + "_"
	// has[d-1][i]: pair i has difference d.
	has := make([][]z3.Bool, top)
	for d := 1; d <= top; d++ {
		has[d-1] = make([]z3.Bool, m)
		for i := range has[d-1] {
			has[d-1][i] = ctx.FreshBool(name + strconv.Itoa(i) + "_" + strconv.Itoa(d))
		}
	}
	for i := 0; i < m; i++ {
		a, c := l.Cells[i], l.Cells[i+1]
		pair := make([]z3.Bool, top)
		for d := 1; d <= top; d++ {
			e := has[d-1][i]
			pair[d-1] = e
			for x := 1; x <= n; x++ {
				// e and x in a put x±d in c; x in a and x±d in c give e.
				clause := []z3.Bool{e.Not(), b.Digit(a, x).Not()}
				for _, y := range []int{x - d, x + d} {
					if y >= 1 && y <= n {
						clause = append(clause, b.Digit(c, y))
						b.Assert(ctx.OrNot(b.Digit(a, x), b.Digit(c, y)).Or(e))
					}
				}
				b.Assert(ctx.Or(clause...))
			}
		}
		b.Assert(ctx.AtMostOne(pair...), ctx.Or(pair...))
	}
	present := make([]z3.Bool, top)
	weights := make([]int, top)
	for d := 1; d <= top; d++ {
		p := ctx.FreshBool(name + "present_" + strconv.Itoa(d))
		lits := has[d-1]
		b.Assert(ctx.AtMost(lits, d), p.Implies(ctx.AtLeast(lits, d)))
		for _, e := range lits {
			b.Assert(e.Implies(p))
		}
		present[d-1], weights[d-1] = p, d
	}
	b.Assert(ctx.PbEq(present, weights, m))
	return nil
}

// Check reports neighbours with the same digit, a difference held by
// more pairs than itself, or, once the line is filled, by a number of
// pairs other than itself; the conflict lists the cells of those pairs.
// Bad parameters give an error wrapping [sudoku.ErrBadRule].
func (l DifferenceCount) Check(g sudoku.Grid) error {
	if err := l.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", l, err)
	}
	pairs := map[int][]int{} // difference -> the pairs that have it
	full := true
	var order []int
	for i := 0; i+1 < len(l.Cells); i++ {
		x, y := g.At(l.Cells[i]), g.At(l.Cells[i+1])
		if x == 0 || y == 0 {
			full = false
			continue
		}
		d := lineAbs(x - y)
		if d == 0 {
			return &sudoku.ConflictError{Rule: l.String(), Cells: l.Cells[i : i+2], Msg: fmt.Sprintf("both hold %d", x)}
		}
		if len(pairs[d]) == 0 {
			order = append(order, d)
		}
		pairs[d] = append(pairs[d], i)
	}
	for _, d := range order {
		ps := pairs[d]
		if len(ps) > d || (full && len(ps) != d) {
			var cells []sudoku.Cell
			for _, i := range ps {
				if len(cells) == 0 || cells[len(cells)-1] != l.Cells[i] {
					cells = append(cells, l.Cells[i])
				}
				cells = append(cells, l.Cells[i+1])
			}
			count := "1 pair"
			if len(ps) != 1 {
				count = strconv.Itoa(len(ps)) + " pairs"
			}
			return &sudoku.ConflictError{Rule: l.String(), Cells: cells,
				Msg: fmt.Sprintf("differ by %d in %s, not %d", d, count, d)}
		}
	}
	return nil
}

// String names the line by its first cell: "differences count line at
// r1c1".
func (l DifferenceCount) String() string { return lineName("differences count line", l.Cells) }
