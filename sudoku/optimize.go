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

func (m *Model) optimize(ctx context.Context, givens Grid, w Weights, maximise bool) (Grid, int, error) {
	if w == nil {
		return Grid{}, 0, fmt.Errorf("sudoku: nil Weights")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	c, err := m.begin(ctx, givens)
	if err != nil {
		return Grid{}, 0, err
	}
	defer c.cancel()

	n := m.shape.Size
	var terms []z3.Int
	zero := m.ctx.FromInt(0)
	for i := 0; i < m.shape.NumCells(); i++ {
		cell := m.shape.CellAt(i)
		for d := 1; d <= n; d++ {
			if wt := w(cell, d); wt != 0 {
				terms = append(terms, m.is(i, d).Ite(m.ctx.FromInt(int64(wt)), zero))
			}
		}
	}
	// A fresh optimizer per call: Optimize has its own engine, and the
	// objective differs between calls anyway.
	opt, err := m.ctx.NewOptimize()
	if err != nil {
		return Grid{}, 0, err
	}
	defer opt.Close()
	if err := opt.Assert(m.asserts...); err != nil {
		return Grid{}, 0, err
	}
	total := m.ctx.Sum(terms...)
	var obj z3.Objective
	if maximise {
		obj, err = opt.Maximize(total)
	} else {
		obj, err = opt.Minimize(total)
	}
	if err != nil {
		return Grid{}, 0, err
	}
	r, err := opt.Check(c.ctx, c.assume...)
	if err != nil {
		return Grid{}, 0, err
	}
	if r != z3.Sat {
		return Grid{}, 0, ErrNoSolution
	}
	mdl, err := opt.Model()
	if err != nil {
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
	v, err := obj.Value()
	if err != nil {
		return Grid{}, 0, err
	}
	return g, int(v), nil
}
