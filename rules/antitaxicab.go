package rules

import (
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// AntiTaxicab is the anti-taxicab rule: a digit d never has an equal
// digit at taxicab distance exactly d, the distance walked from cell to
// cell through orthogonal neighbours (rows apart plus columns apart). Two
// 1s are never orthogonal neighbours, two 3s are never three steps apart,
// and so on. It is a rule over the whole grid, with no parameters.
type AntiTaxicab struct{}

// taxicabEach calls f with every pair of cells of an n x n grid whose
// taxicab distance d is from 1 to n, each pair once, the first cell before
// the second in row-major order, until f returns false. It makes no list:
// a 64x64 grid has millions of such pairs.
func taxicabEach(n int, f func(a, b sudoku.Cell, d int) bool) {
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			a := sudoku.Cell{Row: r, Col: c}
			for r2 := r; r2 < n && r2-r <= n; r2++ {
				for c2 := max(0, c-n); c2 < n && c2 <= c+n; c2++ {
					d := r2 - r + pairAbs(c2-c)
					if (r2 == r && c2 <= c) || d > n {
						continue
					}
					if !f(a, sudoku.Cell{Row: r2, Col: c2}, d) {
						return
					}
				}
			}
		}
	}
}

// Apply relates every pair of cells d steps apart (d from 1 to the
// grid's size) so that they do not both hold d: one forbidden pair of
// digits, which the OneHot encoding states as one binary clause.
func (AntiTaxicab) Apply(b *sudoku.Builder) error {
	taxicabEach(b.Shape().Size, func(p, q sudoku.Cell, d int) bool {
		b.Relate(p, q, func(x, y int) bool { return x != d || y != d })
		return b.Err() == nil // past the Model's bound, stop
	})
	return nil
}

// Check reports the first pair of cells, in row-major order, that hold
// the digit d at taxicab distance d.
func (r AntiTaxicab) Check(g sudoku.Grid) error {
	var err error
	taxicabEach(g.Shape().Size, func(p, q sudoku.Cell, d int) bool {
		if g.At(p) == d && g.At(q) == d {
			err = &sudoku.ConflictError{Rule: r.String(), Cells: []sudoku.Cell{p, q},
				Msg: "both hold " + strconv.Itoa(d) + ", " + strconv.Itoa(d) + " steps apart"}
		}
		return err == nil
	})
	return err
}

// String names the rule: "anti-taxicab".
func (AntiTaxicab) String() string { return "anti-taxicab" }
