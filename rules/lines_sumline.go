package rules

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
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

// Apply walks the line as an automaton whose state is the total of the
// run so far, 0 to Sum-1: a Boolean per cell and state, at most one true
// after each cell, the state after a cell implied by the state before it
// and the cell's digit, a digit that passes Sum forbidden, and the state
// 0 (the last run complete) at the end. A loop starts in any state, the
// total carried in through the join, and must end in the state it
// started in. A digit above Sum is never allowed, which the native side
// sees.
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
	ctx := b.Z3()
	// state[s] after the cells so far; before the first cell, 0, or for a
	// loop, one state of any.
	before := map[int]z3.Bool{0: ctx.FromBool(true)}
	start := before
	if l.Loop {
		before = map[int]z3.Bool{}
		states := make([]z3.Bool, t)
		for s := range states {
			states[s] = ctx.FreshBool("sumloop_" + l.Cells[0].String() + "_" + strconv.Itoa(s))
			before[s] = states[s]
		}
		b.Assert(ctx.AtMostOne(states...), ctx.Or(states...))
		start = before
	}
	for i, c := range l.Cells {
		after := map[int]z3.Bool{}
		next := func(s int) z3.Bool {
			if v, ok := after[s]; ok {
				return v
			}
			v := ctx.FreshBool("sumline_" + l.Cells[0].String() + "_" + strconv.Itoa(i) + "_" + strconv.Itoa(s))
			after[s] = v
			return v
		}
		for s := 0; s < t; s++ {
			st, ok := before[s]
			if !ok {
				continue
			}
			for _, d := range digits {
				lit := b.Digit(c, d)
				switch {
				case s+d > t:
					b.Assert(ctx.OrNot(st, lit))
				case s+d == t:
					b.Assert(ctx.OrNot(st, lit).Or(next(0)))
				default:
					b.Assert(ctx.OrNot(st, lit).Or(next(s + d)))
				}
			}
		}
		states := make([]z3.Bool, 0, len(after))
		for _, v := range after {
			states = append(states, v)
		}
		b.Assert(ctx.AtMostOne(states...))
		before = after
	}
	if l.Loop {
		// The state at the end is the state at the start.
		for s, st := range start {
			end, ok := before[s]
			if !ok {
				b.Assert(st.Not())
				continue
			}
			b.Assert(st.Implies(end))
		}
		return nil
	}
	end, ok := before[0]
	if !ok {
		return fmt.Errorf("%w: %s: no digits complete its last run", sudoku.ErrBadRule, l)
	}
	b.Assert(end)
	return nil
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
