package harness

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/bench/peer"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// maxTuples bounds the table that an arrow becomes for the peer.
const maxTuples = 100_000

// newPeer builds a peer Solver for rules on shape s. The peer knows the
// houses (rows and columns, and boxes when the rules have them), killer
// cages, thermometers, kropki dots, XV and their negative forms, and
// arrows; any other rule gives an error wrapping ErrUnsupported.
func newPeer(s sudoku.Shape, rs []sudoku.Rule) (*peer.Solver, error) {
	flat := rules.Flatten(rs...)
	var rows, cols, boxes bool
	var rest []sudoku.Rule
	for _, r := range flat {
		switch r.(type) {
		case rules.Rows:
			rows = true
		case rules.Columns:
			cols = true
		case rules.Boxes:
			boxes = true
		default:
			rest = append(rest, r)
		}
	}
	if !rows || !cols || (boxes != s.HasBoxes()) {
		return nil, fmt.Errorf("%w: the peer needs rows, columns and the shape's boxes", ErrUnsupported)
	}
	ps := peer.Shape{Size: s.Size}
	if boxes {
		ps.BoxRows, ps.BoxCols = s.BoxRows, s.BoxCols
	}
	sv, err := peer.New(ps)
	if err != nil {
		return nil, err
	}
	idx := s.Index
	for _, r := range rest {
		var err error
		switch r := r.(type) {
		case rules.Diagonal:
			cells := r.Cells(s)
			for i := range cells {
				for j := i + 1; j < len(cells); j++ {
					if err = sv.Relate(idx(cells[i]), idx(cells[j]), func(x, y int) bool { return x != y }); err != nil {
						break
					}
				}
			}
		case rules.Cage:
			cells := make([]int, len(r.Cells))
			for i, c := range r.Cells {
				cells[i] = idx(c)
			}
			err = sv.Cage(cells, r.Sum)
		case rules.Thermometer:
			for i := 1; i < len(r.Cells) && err == nil; i++ {
				err = sv.Relate(idx(r.Cells[i-1]), idx(r.Cells[i]), func(x, y int) bool { return x < y })
			}
		case rules.Difference:
			v := cmpOr(r.Value, 1)
			err = sv.Relate(idx(r.A), idx(r.B), func(x, y int) bool { return x-y == v || y-x == v })
		case rules.Ratio:
			v := cmpOr(r.Value, 2)
			err = sv.Relate(idx(r.A), idx(r.B), func(x, y int) bool { return x == v*y || y == v*x })
		case rules.XV:
			err = sv.Relate(idx(r.A), idx(r.B), func(x, y int) bool { return x+y == r.Sum })
		case rules.NegativeXV:
			sums := r.Sums
			if sums == nil {
				sums = []int{5, 10}
			}
			err = unmarked(sv, s, r.Marked, func(x, y int) bool {
				for _, t := range sums {
					if x+y == t {
						return false
					}
				}
				return true
			})
		case rules.NegativeKropki:
			diff, ratio := cmpOr(r.Difference, 1), cmpOr(r.Ratio, 2)
			err = unmarked(sv, s, r.Marked, func(x, y int) bool {
				if r.White && (x-y == diff || y-x == diff) {
					return false
				}
				return !r.Black || (x != ratio*y && y != ratio*x)
			})
		case rules.Arrow:
			err = arrow(sv, s, r)
		default:
			return nil, fmt.Errorf("%w: the peer has no %s", ErrUnsupported, sudoku.RuleName(r))
		}
		if err != nil {
			return nil, err
		}
	}
	return sv, nil
}

func cmpOr(v, zero int) int {
	if v == 0 {
		return zero
	}
	return v
}

// unmarked relates every pair of orthogonal neighbours not in marked.
func unmarked(sv *peer.Solver, s sudoku.Shape, marked [][2]sudoku.Cell, ok func(x, y int) bool) error {
	skip := map[[2]int]bool{}
	for _, p := range marked {
		a, b := s.Index(p[0]), s.Index(p[1])
		skip[[2]int{a, b}], skip[[2]int{b, a}] = true, true
	}
	n := s.Size
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			a := r*n + c
			for _, b := range []int{a + 1, a + n} {
				if (b == a+1 && c == n-1) || b >= n*n || skip[[2]int{a, b}] {
					continue
				}
				if err := sv.Relate(a, b, ok); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// arrow adds an arrow as a table over the circle's and the line's cells:
// every tuple of line digits whose sum the circle's digits, read as a
// number, can show.
func arrow(sv *peer.Solver, s sudoku.Shape, a rules.Arrow) error {
	n := s.Size
	maxCircle := 0
	for range a.Circle {
		maxCircle = maxCircle*10 + n
	}
	var tuples [][]int
	line := make([]int, len(a.Line))
	var walk func(i, sum int) bool
	walk = func(i, sum int) bool {
		if sum+len(line)-i > maxCircle {
			return true
		}
		if i == len(line) {
			circle := digitsOf(sum, len(a.Circle), n)
			if circle != nil {
				tuples = append(tuples, append(circle, line...))
			}
			return len(tuples) <= maxTuples
		}
		for d := 1; d <= n; d++ {
			line[i] = d
			if !walk(i+1, sum+d) {
				return false
			}
		}
		return true
	}
	if !walk(0, 0) {
		return fmt.Errorf("%w: arrow %s: more than %d tuples", ErrUnsupported, a, maxTuples)
	}
	cells := make([]int, 0, len(a.Circle)+len(a.Line))
	for _, c := range append(append([]sudoku.Cell(nil), a.Circle...), a.Line...) {
		cells = append(cells, s.Index(c))
	}
	return sv.Table(cells, tuples)
}

// digitsOf writes v as k decimal digits, each in 1..n, or returns nil.
func digitsOf(v, k, n int) []int {
	out := make([]int, k)
	for i := k - 1; i >= 0; i-- {
		d := v % 10
		if d < 1 || d > n {
			return nil
		}
		out[i] = d
		v /= 10
	}
	if v != 0 {
		return nil
	}
	return out
}
