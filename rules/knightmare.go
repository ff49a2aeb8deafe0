package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Knightmare is the knightmare rule: two cells a chess knight's move
// apart never hold digits that add up to 5 or 15. Sums lists other
// totals to forbid instead; empty means the usual 5 and 15. It is a rule
// over the whole grid.
type Knightmare struct {
	Sums []int // the forbidden totals; empty for 5 and 15
}

// knightmareSums returns the forbidden totals of r.
func (r Knightmare) knightmareSums() []int {
	if len(r.Sums) == 0 {
		return []int{5, 15}
	}
	return r.Sums
}

// Validate checks that each forbidden total is one that two digits of s
// can make, from 2 to twice the size.
func (r Knightmare) Validate(s sudoku.Shape) error {
	for _, t := range r.Sums {
		if t < 2 || t > 2*s.Size {
			return fmt.Errorf("%w: %s: total %d, want 2 to %d", sudoku.ErrBadRule, r, t, 2*s.Size)
		}
	}
	return nil
}

// Apply relates every pair of cells a knight's move apart so that their
// digits do not add up to a forbidden total.
func (r Knightmare) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	sums := r.knightmareSums()
	ok := func(x, y int) bool { return !slices.Contains(sums, x+y) }
	for _, p := range chessPairs(b.Shape().Size, chessKnight) {
		b.Relate(p[0], p[1], ok)
	}
	return nil
}

// Check reports the first two cells a knight's move apart, in row-major
// order of the first, whose digits add up to a forbidden total.
func (r Knightmare) Check(g sudoku.Grid) error {
	if err := r.Validate(g.Shape()); err != nil {
		return err
	}
	sums := r.knightmareSums()
	for _, p := range chessPairs(g.Shape().Size, chessKnight) {
		x, y := g.At(p[0]), g.At(p[1])
		if x != 0 && y != 0 && slices.Contains(sums, x+y) {
			return &sudoku.ConflictError{Rule: r.String(), Cells: p[:], Msg: fmt.Sprintf("hold %d and %d, which add up to %d", x, y, x+y)}
		}
	}
	return nil
}

// String names the rule, with its totals when they are not the usual
// ones: "knightmare", "knightmare (sums 10)".
func (r Knightmare) String() string {
	if len(r.Sums) == 0 {
		return "knightmare"
	}
	ts := make([]string, len(r.Sums))
	for i, t := range r.Sums {
		ts[i] = strconv.Itoa(t)
	}
	return "knightmare (sums " + strings.Join(ts, " ") + ")"
}
