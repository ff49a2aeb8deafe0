package rules

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// SumLine is a sum line ("10 line"): the line divides into one or more
// runs of consecutive cells, each adding up to Sum, 10 when Sum is 0.
// Digits may repeat on it. Since every digit is at least 1, the runs are
// fixed by the digits: walking the line from either end, a run ends where
// its total reaches Sum, and it must never pass it.
//
// With Loop set the line is closed, its last cell next to its first, and
// a run may go round through that join: the loop divides into runs
// wherever it is cut.
type SumLine struct {
	Cells []sudoku.Cell
	Sum   int  // 0 means 10
	Loop  bool // the line is a loop
}

func (l SumLine) sum() int {
	if l.Sum == 0 {
		return 10
	}
	return l.Sum
}

// Validate checks that the cells are a line on s, each cell once, and that
// Sum is not negative.
func (l SumLine) Validate(s sudoku.Shape) error {
	if err := lineValid(s, "line", l.Cells, 1); err != nil {
		return err
	}
	if l.Sum < 0 {
		return lineBad("sum line at %s: sum %d, want 1 or more (0 means 10)", l.Cells[0], l.Sum)
	}
	if l.Loop && (len(l.Cells) < 3 || !lineStep(l.Cells[len(l.Cells)-1], l.Cells[0])) {
		return lineBad("sum loop at %s: want 3 or more cells, the last a king's move from the first", l.Cells[0])
	}
	return nil
}

// Apply reads the line with an automaton whose state is the total of the
// run so far, 0 to Sum-1: a digit that passes Sum has no arc, one that
// reaches it goes back to 0, and the line must end in 0, the last run
// complete. A loop first guesses the total carried in through the join,
// and must end with the total it started with: Sum² states. A digit
// above Sum is never allowed, which a cell's candidates show at once.
func (l SumLine) Apply(b *sudoku.Builder) error {
	if err := l.Validate(b.Shape()); err != nil {
		return err
	}
	n, t := b.Shape().Size, l.sum()
	top := min(n, t)
	digits := make([]int, top)
	for d := range digits {
		digits[d] = d + 1
	}
	if top < n {
		for _, c := range l.Cells {
			b.Allow(c, digits...)
		}
	}
	if t > n*len(l.Cells) {
		return fmt.Errorf("%w: %s: %d cells of at most %d cannot add up to %d", sudoku.ErrBadRule, l, len(l.Cells), n, t)
	}
	// step adds d to the run total s: the next total, or false past Sum.
	step := func(s, d int) (int, bool) {
		switch {
		case s+d > t:
			return 0, false
		case s+d == t:
			return 0, true
		}
		return s + d, true
	}
	if !l.Loop {
		if !l.completes(n) {
			return fmt.Errorf("%w: %s: no digits complete its last run", sudoku.ErrBadRule, l)
		}
		next := func(s, d int) []int {
			if u, ok := step(s, d); ok {
				return []int{u}
			}
			return nil
		}
		return regular(b, l.Cells, 0, next, func(s int) bool { return s == 0 })
	}
	type state struct{ start, run int } // start -1: before the first cell
	next := func(st state, d int) []state {
		var out []state
		for s := 0; s < t; s++ {
			if st.start >= 0 && s != st.start {
				continue
			}
			from := st.run
			if st.start < 0 {
				from = s
			}
			if u, ok := step(from, d); ok {
				out = append(out, state{s, u})
			}
		}
		return out
	}
	return regular(b, l.Cells, state{start: -1}, next, func(st state) bool { return st.start >= 0 && st.run == st.start })
}

// completes reports whether some digits 1..n on the open line divide it
// into runs of Sum.
func (l SumLine) completes(n int) bool {
	t := l.sum()
	reach := map[int]bool{0: true}
	for range l.Cells {
		after := map[int]bool{}
		for s := range reach {
			for d := 1; d <= n && s+d <= t; d++ {
				after[(s+d)%t] = true
			}
		}
		reach = after
	}
	return reach[0]
}

// Check reports a run that passes Sum, or a line that ends inside a run.
// A partly filled line is checked up to its first empty cell; a loop,
// only once it is filled, when no cut divides it into runs of Sum.
func (l SumLine) Check(g sudoku.Grid) error {
	if err := l.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", l, err)
	}
	if l.Loop {
		return l.checkLoop(g)
	}
	return l.checkRuns(g, l.Cells)
}

// checkLoop reports a filled loop that no cut divides into runs of Sum.
func (l SumLine) checkLoop(g sudoku.Grid) error {
	for _, c := range l.Cells {
		if g.At(c) == 0 {
			return nil
		}
	}
	for i := range l.Cells {
		open := append(slices.Clone(l.Cells[i:]), l.Cells[:i]...)
		if l.checkRuns(g, open) == nil {
			return nil
		}
	}
	return &sudoku.ConflictError{Rule: l.String(), Cells: l.Cells,
		Msg: fmt.Sprintf("divide into no runs of %d, wherever the loop is cut", l.sum())}
}

// checkRuns checks the runs of the open line of cells.
func (l SumLine) checkRuns(g sudoku.Grid, cells []sudoku.Cell) error {
	t, run, start := l.sum(), 0, 0
	for i, c := range cells {
		d := g.At(c)
		if d == 0 {
			return nil
		}
		run += d
		switch {
		case run > t:
			return &sudoku.ConflictError{Rule: l.String(), Cells: cells[start : i+1],
				Msg: fmt.Sprintf("add up to %d, past %d", run, t)}
		case run == t:
			run, start = 0, i+1
		}
	}
	if run != 0 {
		return &sudoku.ConflictError{Rule: l.String(), Cells: cells[start:],
			Msg: fmt.Sprintf("end the line adding up to %d, not %d", run, t)}
	}
	return nil
}

// String names the line by its first cell and its sum: "sum line at r1c1
// (10)".
func (l SumLine) String() string {
	kind := "sum line"
	if l.Loop {
		kind = "sum loop"
	}
	return lineName(kind, l.Cells) + " (" + strconv.Itoa(l.sum()) + ")"
}
