package sudoku

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/z3"
)

// Weights gives the weight of placing digit d in cell c, for Maximize and
// Minimize.
type Weights func(c Cell, d int) int

// Maximize returns a solution of givens with the largest total weight, and
// that total. It runs Z3's Optimize on the Model's constraints; with no
// solution it returns ErrNoSolution.
func (m *Model) Maximize(ctx context.Context, givens Grid, w Weights) (Grid, int, error) {
	return m.optimize(ctx, givens, w, true)
}

// Minimize returns a solution of givens with the smallest total weight,
// and that total.
func (m *Model) Minimize(ctx context.Context, givens Grid, w Weights) (Grid, int, error) {
	return m.optimize(ctx, givens, w, false)
}

func (m *Model) optimize(ctx context.Context, givens Grid, w Weights, maximise bool) (_ Grid, _ int, err error) {
	if w == nil {
		return Grid{}, 0, fmt.Errorf("%w: nil Weights", ErrInvalidArgument)
	}
	if m == nil {
		return Grid{}, 0, ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	c, err := m.begin(ctx, givens)
	if err != nil {
		return Grid{}, 0, err
	}
	defer c.end()
	defer func() { err = c.fail(err) }()
	switch {
	case c.impossible:
		return Grid{}, 0, ErrNoSolution
	case !c.solved.IsZero():
		// The givens force one solution: it is the optimum.
		total := 0
		for i, d := range c.solved.digits {
			total += w(m.shape.CellAt(i), int(d))
		}
		return c.solved.Clone(), total, nil
	}

	if err := m.needClauses(c.ctx); err != nil {
		return Grid{}, 0, err
	}
	lits := m.settled(c)
	// A fresh optimizer per call: Optimize has its own engine, and the
	// objective differs between calls anyway.
	opt, err := m.ctx.NewOptimize()
	if err != nil {
		return Grid{}, 0, err
	}
	defer opt.Close()
	if err := m.assertAll(c.ctx, opt); err != nil {
		return Grid{}, 0, err
	}
	// The objective becomes weighted soft constraints (MaxSAT) on regret:
	// each cell costs what its digit falls short of the cell's best weight.
	// The optimum is the same, and Z3's core-guided MaxSAT proves it in a
	// second on the seeds' 5x5 square, where the direct formulation (soft
	// "cell holds d" with its weight) takes 17 s and an arithmetic
	// objective over if-then-else terms does not finish in minutes.
	n := m.shape.Size
	ws := make([]int64, n+1)
	for i := 0; i < m.shape.NumCells(); i++ {
		cell := m.shape.CellAt(i)
		best := int64(0)
		for d := 1; d <= n; d++ {
			ws[d] = int64(w(cell, d))
			if !maximise {
				ws[d] = -ws[d]
			}
			if d == 1 || ws[d] > best {
				best = ws[d]
			}
		}
		for d := 1; d <= n; d++ {
			if regret := best - ws[d]; regret > 0 {
				if err := opt.AssertSoft(m.is(i, d).Not(), regret, ""); err != nil {
					return Grid{}, 0, err
				}
			}
		}
	}
	r, err := opt.Check(c.ctx, lits...)
	if err != nil {
		return Grid{}, 0, err
	}
	if r != z3.Sat {
		return Grid{}, 0, ErrNoSolution
	}
	mdl, err := opt.Model()
	if err != nil {
		if cerr := c.ctx.Err(); cerr != nil {
			return Grid{}, 0, cerr // interrupted as it finished; see solution
		}
		return Grid{}, 0, err
	}
	defer mdl.Close()
	ds, err := m.e.digits(m, mdl)
	if err != nil {
		return Grid{}, 0, err
	}
	g, err := GridFromDigits(m.shape, ds)
	if err != nil {
		return Grid{}, 0, err
	}
	total := 0
	for i, d := range ds {
		total += w(m.shape.CellAt(i), d)
	}
	return g, total, nil
}
