package rules

import (
	"fmt"
	"slices"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// FibonacciLine is a Fibonacci line: its digits strictly increase from
// one end to the other, and from the third on each is the sum of the two
// before it ("Blue lines strictly increase from one end to the other
// where any digit on the line beyond the lowest 2 digits is the sum of
// the previous 2 digits in the sequence"). The line is fixed by its two
// lowest digits, so few digits make a long one: 1 2 3 5 8 is the longest
// in 1 to 9.
//
// With Directed unset either end may hold the lowest digit; set, the
// digits increase from Cells[0], for a puzzle whose text says which end.
type FibonacciLine struct {
	Cells    []sudoku.Cell
	Directed bool // the digits increase from Cells[0]
}

// Validate checks that the cells are a line on s of at least two cells,
// each cell once.
func (l FibonacciLine) Validate(s sudoku.Shape) error {
	return lineValid(s, "Fibonacci line", l.Cells, 2)
}

// Apply allows the line's digits, read in order, to be only the
// sequences that fit the grid's digits (and, unless Directed, those
// reversed): a table the native side sees, small since two digits fix a
// sequence. A line longer than any sequence of the grid's digits is
// ErrBadRule.
func (l FibonacciLine) Apply(b *sudoku.Builder) error {
	if err := l.Validate(b.Shape()); err != nil {
		return err
	}
	n, k := b.Shape().Size, len(l.Cells)
	var tuples [][]int
	for a := 1; a <= n; a++ {
		for c := a + 1; c <= n; c++ {
			seq := []int{a, c}
			for len(seq) < k && seq[len(seq)-1]+seq[len(seq)-2] <= n {
				seq = append(seq, seq[len(seq)-1]+seq[len(seq)-2])
			}
			if len(seq) < k {
				continue
			}
			tuples = append(tuples, seq)
			if !l.Directed {
				back := slices.Clone(seq)
				slices.Reverse(back)
				tuples = append(tuples, back)
			}
		}
	}
	if len(tuples) == 0 {
		return fmt.Errorf("%w: %s: no %d digits up to %d increase as a Fibonacci sequence", sudoku.ErrBadRule, l, k, n)
	}
	b.Table(l.Cells, tuples)
	return nil
}

// Check reports neighbours that do not strictly increase (or, unless
// Directed, decrease) the same way along the whole line, or three
// neighbours whose last, read upwards, is not the sum of the other two.
// A partly filled line is checked on its filled neighbours.
func (l FibonacciLine) Check(g sudoku.Grid) error {
	if err := l.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", l, err)
	}
	// way is +1 for digits that increase along Cells, -1 for decrease,
	// and first is the pair that set it.
	way, first := 0, 0
	if l.Directed {
		way = 1
	}
	ds := make([]int, len(l.Cells))
	for i, c := range l.Cells {
		ds[i] = g.At(c)
	}
	for i := 0; i+1 < len(ds); i++ {
		x, y := ds[i], ds[i+1]
		if x == 0 || y == 0 {
			continue
		}
		w := 1
		if y < x {
			w = -1
		}
		switch {
		case x == y:
			return &sudoku.ConflictError{Rule: l.String(), Cells: l.Cells[i : i+2], Msg: fmt.Sprintf("both hold %d", x)}
		case way == 0:
			way, first = w, i
		case w != way && l.Directed:
			return &sudoku.ConflictError{Rule: l.String(), Cells: l.Cells[i : i+2], Msg: "decrease"}
		case w != way:
			cells := []sudoku.Cell{l.Cells[first], l.Cells[first+1], l.Cells[i], l.Cells[i+1]}
			return &sudoku.ConflictError{Rule: l.String(), Cells: slices.Compact(cells), Msg: "both increase and decrease"}
		}
	}
	for i := 0; i+2 < len(ds); i++ {
		x, y, z := ds[i], ds[i+1], ds[i+2]
		if x == 0 || y == 0 || z == 0 {
			continue
		}
		low, high := x, z // read upwards
		if way < 0 {
			low, high = z, x
		}
		if high != low+y {
			return &sudoku.ConflictError{Rule: l.String(), Cells: l.Cells[i : i+3],
				Msg: fmt.Sprintf("hold %d, %d and %d, and %d is not %d+%d", x, y, z, high, low, y)}
		}
	}
	return nil
}

// String names the line by its first cell: "Fibonacci line at r1c1", and
// "Fibonacci line from r1c1" when it increases from there.
func (l FibonacciLine) String() string {
	if l.Directed && len(l.Cells) > 0 {
		return "Fibonacci line from " + l.Cells[0].String()
	}
	return lineName("Fibonacci line", l.Cells)
}
