package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// NoParityRun says that no Length cells side by side in a row or a column
// hold digits of one parity: every run of Length consecutive cells of a
// row, and of a column, holds an odd digit and an even one ("In every row
// and column, strings of 3 digits are never all even nor all odd"). It
// is a rule over the whole grid. Length must be from 2 to the grid's
// size; 2 is the rule that neighbours along rows and columns differ in
// parity.
type NoParityRun struct {
	Length int
}

// Validate checks that Length is from 2 to the size of s.
func (r NoParityRun) Validate(s sudoku.Shape) error {
	if r.Length < 2 || r.Length > s.Size {
		return fmt.Errorf("%w: %s: run length %d, want 2 to %d", sudoku.ErrBadRule, r, r.Length, s.Size)
	}
	return nil
}

// parityRuns returns every run of k consecutive cells of a row or a
// column of an n x n grid, rows first.
func parityRuns(n, k int) [][]sudoku.Cell {
	var out [][]sudoku.Cell
	for _, col := range []bool{false, true} {
		for line := 0; line < n; line++ {
			for start := 0; start+k <= n; start++ {
				run := make([]sudoku.Cell, k)
				for i := range run {
					run[i] = sudoku.Cell{Row: line, Col: start + i}
					if col {
						run[i] = sudoku.Cell{Row: start + i, Col: line}
					}
				}
				out = append(out, run)
			}
		}
	}
	return out
}

// Apply states the rule for each row and each column. With Length 2 it
// relates neighbours to differ in parity, a tabulated relation. Longer
// runs are an automaton over the whole row or column whose state is the
// parity of the run of one parity so far and its length, below Length:
// 2(Length-1) states for every run of the line at once, where a table of
// a run's digits would list most of N^Length tuples.
func (r NoParityRun) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := r.Validate(s); err != nil {
		return err
	}
	n := s.Size
	if r.Length == 2 {
		for _, run := range parityRuns(n, 2) {
			b.Relate(run[0], run[1], lineParityDiffers)
		}
		return nil
	}
	type state struct{ parity, length int } // length 0: before the first cell
	next := func(st state, d int) []state {
		switch {
		case st.length == 0 || d%2 != st.parity:
			return []state{{d % 2, 1}}
		case st.length+1 < r.Length:
			return []state{{st.parity, st.length + 1}}
		}
		return nil
	}
	accept := func(state) bool { return true }
	for _, line := range parityRuns(n, n) {
		if err := regular(b, line, state{}, next, accept); err != nil {
			return err
		}
	}
	return nil
}

// Check reports the first run, rows first, whose cells are filled with
// digits of one parity. Runs with an empty cell are skipped.
func (r NoParityRun) Check(g sudoku.Grid) error {
	if err := r.Validate(g.Shape()); err != nil {
		return err
	}
next:
	for _, run := range parityRuns(g.Shape().Size, r.Length) {
		p := g.At(run[0]) % 2
		for _, c := range run {
			if d := g.At(c); d == 0 || d%2 != p {
				continue next
			}
		}
		kind := "even"
		if p == 1 {
			kind = "odd"
		}
		return &sudoku.ConflictError{Rule: r.String(), Cells: run, Msg: "hold " + strconv.Itoa(r.Length) + " " + kind + " digits in a row"}
	}
	return nil
}

// String names the rule and its length: "no parity run of 3".
func (r NoParityRun) String() string { return "no parity run of " + strconv.Itoa(r.Length) }
