package sudoku

import (
	"math/bits"

	"github.com/z3sudoku/z3sudoku/z3"
)

// residualMin is the smallest grid for which a call that propagation does
// not settle gets a solver of its own, holding only the cells propagation
// leaves open and their candidates, instead of the Model's. On a 64x64
// grid the Model's solver holds 262,144 cell literals and 3 million
// clauses, and Z3 re-propagates the assumptions of the settled cells at
// each restart: Solve on the corpus 64x64 puzzle, whose propagation leaves
// 1,578 cells open, did not end in 10 minutes there, with or without the
// ruled-out candidates as assumptions, and takes about 2 minutes of CPU on
// the residual (pairwise clauses instead of the product encoding in it:
// the same). Smaller grids gain nothing from it: their compiled solver
// costs less than a new one per call. Tests lower it.
var residualMin = 36

// residualOK reports whether the Model can solve a call on a residual: the
// OneHot encoding, and every constraint one the propagator understands
// (Distinct, Relate, Allow), so that the residual says all the rules say.
func (m *Model) residualOK() bool {
	if m.shape.Size < residualMin || m.lits == nil || m.arith || m.rawZ3 {
		return false
	}
	for _, nc := range m.native {
		switch nc.(type) {
		case nativeDistinct, nativeAllow, nativeRelation:
		default:
			return false
		}
	}
	return true
}

// residual returns a new solver for the call's open cells, whose
// candidates propagation has narrowed: each holds exactly one candidate;
// in each Distinct group, a digit sits in at most one of its open cells,
// and in exactly one when the group is complete and does not hold it yet;
// and every relation between two open cells forbids its pairs.
func (m *Model) residual(c *call) (*z3.Solver, error) {
	n := m.shape.Size
	return m.residualIn(m.ctx, func(i, d int) z3.Bool { return m.lits[i*n+d-1] }, c)
}

// residualIn is residual in the Z3 context zc, whose literal "cell i holds
// d" lit returns. It reads the call's masks and the Model's program only.
func (m *Model) residualIn(zc *z3.Context, lit func(i, d int) z3.Bool, c *call) (*z3.Solver, error) {
	s, err := m.emptySolverIn(zc, false)
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*z3.Solver, error) {
		s.Close()
		return nil, err
	}
	n := m.shape.Size
	open := func(i int) bool { return c.masks[i]&(c.masks[i]-1) != 0 }
	var fs []z3.Bool
	var ls []z3.Bool
	for i, mask := range c.masks {
		if !open(i) {
			continue
		}
		ls = ls[:0]
		for r := mask; r != 0; r &= r - 1 {
			ls = append(ls, lit(i, bits.TrailingZeros64(r)+1))
		}
		fs = append(fs, zc.Or(ls...), atMostOneIn(zc, ls))
	}
	for _, nc := range m.native {
		switch k := nc.(type) {
		case nativeDistinct:
			var placed uint64
			for _, i := range k.cells {
				if !open(i) {
					placed |= c.masks[i]
				}
			}
			for d := 1; d <= n; d++ {
				ls = ls[:0]
				for _, i := range k.cells {
					if open(i) && c.masks[i]&(1<<(d-1)) != 0 {
						ls = append(ls, lit(i, d))
					}
				}
				if len(ls) >= 2 {
					fs = append(fs, atMostOneIn(zc, ls))
				}
				if len(k.cells) == n && placed&(1<<(d-1)) == 0 {
					fs = append(fs, zc.Or(ls...))
				}
			}
		case nativeRelation:
			if !open(k.a) || !open(k.b) {
				continue // arc consistency took care of it
			}
			for x := c.masks[k.a]; x != 0; x &= x - 1 {
				dx := bits.TrailingZeros64(x) + 1
				for y := c.masks[k.b]; y != 0; y &= y - 1 {
					if dy := bits.TrailingZeros64(y) + 1; !k.ok[dx][dy] {
						fs = append(fs, lit(k.a, dx).Not().Or(lit(k.b, dy).Not()))
					}
				}
			}
		}
	}
	if err := s.Assert(fs...); err != nil {
		return fail(err)
	}
	return s, nil
}
