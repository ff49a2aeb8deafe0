package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// SequenceLine is a sequence line: its digits, read along the line, form
// an arithmetic sequence, with the same difference between each pair of
// neighbours (1-4-7, 4-3-2, 5-7-9). The difference is not 0: setters say
// the digits are "in order", so they strictly increase or strictly
// decrease along the line, in either direction, and are distinct. It
// needs at least two cells and at most as many cells as there are
// digits, and never passes through a cell twice.
type SequenceLine struct {
	Cells []sudoku.Cell
}

// Validate checks that the cells are a line on s of two cells to N
// cells that visits each cell once.
func (q SequenceLine) Validate(s sudoku.Shape) error {
	if err := lineValid(s, "line", q.Cells, 2); err != nil {
		return err
	}
	if len(q.Cells) > s.Size {
		return lineBad("too long: %d cells cannot hold digits 1..%d in order (cell %s is past the limit)",
			len(q.Cells), s.Size, q.Cells[s.Size])
	}
	return nil
}

// sequenceTuples returns every arithmetic sequence of k digits 1..n with a
// difference other than 0: at most n(n-1) of them, one per first digit
// and difference.
func sequenceTuples(n, k int) [][]int {
	var out [][]int
	for first := 1; first <= n; first++ {
		for step := -(n - 1); step <= n-1; step++ {
			last := first + (k-1)*step
			if step == 0 || last < 1 || last > n {
				continue
			}
			t := make([]int, k)
			for i := range t {
				t[i] = first + i*step
			}
			out = append(out, t)
		}
	}
	return out
}

// Apply constrains the line's digits to be one of its sequences, a Table
// of the whole line: it has at most N(N-1) tuples (72 on 9x9, fewer on
// longer lines), the native side propagates it fully, and it states the
// common difference without arithmetic under any encoding.
func (q SequenceLine) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := q.Validate(s); err != nil {
		return err
	}
	b.Table(q.Cells, sequenceTuples(s.Size, len(q.Cells)))
	return nil
}

// Check reports a line whose filled digits fit no sequence: none with a
// difference other than 0 holds them where they are. Empty cells are
// skipped, so a partly filled line passes while some sequence fits it.
func (q SequenceLine) Check(g sudoku.Grid) error {
	s := g.Shape()
	if err := q.Validate(s); err != nil {
		return fmt.Errorf("%s: %w", q, err)
	}
	var filled []sudoku.Cell
	var digits []int
	for _, c := range q.Cells {
		if d := g.At(c); d != 0 {
			filled = append(filled, c)
			digits = append(digits, d)
		}
	}
	if len(filled) == 0 {
		return nil
	}
next:
	for _, t := range sequenceTuples(s.Size, len(q.Cells)) {
		for i, c := range q.Cells {
			if d := g.At(c); d != 0 && d != t[i] {
				continue next
			}
		}
		return nil
	}
	return &sudoku.ConflictError{Rule: q.String(), Cells: filled,
		Msg: fmt.Sprintf("hold %v, not in order with one difference", digits)}
}

// String names the line by its first cell: "sequence line at r1c1".
func (q SequenceLine) String() string { return lineName("sequence line", q.Cells) }
