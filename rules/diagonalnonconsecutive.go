package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// DiagonalNonConsecutive is the diagonal non-consecutive rule: diagonally
// adjacent cells never hold consecutive digits (digits that differ by
// exactly 1). Orthogonal neighbours are not constrained; with
// [NonConsecutive] as well, no neighbour of any kind is consecutive. It
// is a rule over the whole grid, with no parameters.
type DiagonalNonConsecutive struct{}

// pairDiagonal are the diagonal steps, one of each mirrored pair.
var pairDiagonal = [][2]int{{1, 1}, {1, -1}}

// Apply relates every pair of diagonal neighbours.
func (DiagonalNonConsecutive) Apply(b *sudoku.Builder) error {
	for _, p := range chessPairs(b.Shape().Size, pairDiagonal) {
		b.Relate(p[0], p[1], func(x, y int) bool { return !pairConsecutive(x, y) })
	}
	return nil
}

// Check reports the first two diagonal neighbours, in row-major order of
// the upper one, that hold consecutive digits.
func (r DiagonalNonConsecutive) Check(g sudoku.Grid) error {
	for _, p := range chessPairs(g.Shape().Size, pairDiagonal) {
		x, y := g.At(p[0]), g.At(p[1])
		if x != 0 && y != 0 && pairConsecutive(x, y) {
			return &sudoku.ConflictError{Rule: r.String(), Cells: p[:], Msg: fmt.Sprintf("hold %d and %d, which are consecutive", x, y)}
		}
	}
	return nil
}

// String names the rule: "diagonal non-consecutive".
func (DiagonalNonConsecutive) String() string { return "diagonal non-consecutive" }
