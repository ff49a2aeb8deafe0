package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Solution returns a random filled grid that satisfies every rule of m.
//
// The grid depends only on the rules and on rng, never on which solutions
// Z3 happens to find: those depend on everything the Model did before, and
// on the machine's load where a Model refreshes its solver. So Solution
// uses Z3 only to answer yes or no. It visits the cells in a random order
// and gives each, as a given, the first digit in a random order of the
// digits with which the givens so far still have a solution. A digit that
// the solution at hand already has there needs no check; each other one is
// a Model.Solve call, most of which package sudoku's native propagation
// answers without Z3. Once the givens have a single solution, that is the
// grid. Since givens are assumptions, none of this changes the Model.
//
// The digits are not relabelled: relabelling is a symmetry of classic
// Sudoku but not of rules such as thermometers or cages, and it would only
// disguise one grid as many. The grids are not uniformly distributed over
// all solutions, but they vary in every cell.
//
// A nil rng draws its seed from the runtime. Solution returns
// sudoku.ErrNoSolution when the rules have no solution, and ctx.Err() when
// ctx is done.
func Solution(ctx context.Context, m *sudoku.Model, rng *rand.Rand) (sudoku.Grid, error) {
	if m == nil {
		return sudoku.Grid{}, errors.New("generate: nil Model")
	}
	if err := ctx.Err(); err != nil {
		return sudoku.Grid{}, err
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	sol, err := m.Solve(ctx, sudoku.Grid{})
	if err != nil {
		return sudoku.Grid{}, ctxErr(ctx, err)
	}
	s := m.Shape()
	givens := sudoku.NewGrid(s)
	// Whether the givens have one solution is asked every uniqueEvery
	// cells from the point where a random grid of that shape usually has
	// one: after that, each cell's first digit that fits is its digit in
	// the one solution, and the checks of the others cost more than a
	// Unique call.
	uniqueEvery := s.Size
	for k, i := range rng.Perm(s.NumCells()) {
		if err := ctx.Err(); err != nil {
			return sudoku.Grid{}, err
		}
		if k >= 2*s.Size && k%uniqueEvery == 0 {
			one, unique, err := m.Unique(ctx, givens)
			if err != nil {
				return sudoku.Grid{}, ctxErr(ctx, err)
			}
			if unique {
				sol = one
				break
			}
		}
		c := s.CellAt(i)
		fits := false
		for _, d := range rng.Perm(s.Size) {
			d++
			givens.Set(c, d)
			if sol.At(c) == d {
				fits = true
				break
			}
			next, err := m.Solve(ctx, givens)
			switch {
			case err == nil:
				sol, fits = next, true
			case errors.Is(err, sudoku.ErrNoSolution), errors.Is(err, sudoku.ErrConflict):
			default:
				return sudoku.Grid{}, ctxErr(ctx, err)
			}
			if fits {
				break
			}
		}
		if !fits {
			// sol has a digit here that fits the givens: not possible.
			return sudoku.Grid{}, fmt.Errorf("generate: no digit fits %v, although %v solves the givens", c, sol)
		}
	}
	if err := m.Verify(sol); err != nil {
		// Z3 and the rules' native checks disagree: a bug in a rule.
		return sudoku.Grid{}, fmt.Errorf("generate: solution %v fails the native check: %w", sol, err)
	}
	return sol, nil
}

// ctxErr returns ctx.Err() when ctx is done, so that a cancelled generator
// returns exactly ctx.Err() whatever the call it interrupted said, and err
// otherwise.
func ctxErr(ctx context.Context, err error) error {
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	return err
}
