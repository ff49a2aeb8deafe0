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
// Z3 is deterministic: asked for a solution of the same givens, it returns
// the same grid, and its seed cannot change on a compiled Model. Solution
// therefore draws the randomness itself. It visits a random sample of
// about 1.5·Size cells in random order and gives each a random digit as a
// temporary given. When the solution at hand already has that digit there,
// nothing is solved; otherwise Z3 solves the puzzle of the givens drawn so
// far, and a puzzle with no solution drops the new given again (so the
// sample shrinks rather than restarting). The result is Z3's completion of
// these random givens. Since givens are assumptions, none of this changes
// the Model: about Size solves on a warm Model, a few milliseconds on 9x9.
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
	steps := min(s.Size+s.Size/2, s.NumCells())
	for _, i := range rng.Perm(s.NumCells())[:steps] {
		if err := ctx.Err(); err != nil {
			return sudoku.Grid{}, err
		}
		c := s.CellAt(i)
		d := 1 + rng.IntN(s.Size)
		givens.Set(c, d)
		if sol.At(c) == d {
			continue
		}
		next, err := m.Solve(ctx, givens)
		switch {
		case err == nil:
			sol = next
		case errors.Is(err, sudoku.ErrNoSolution), errors.Is(err, sudoku.ErrConflict):
			givens.Set(c, 0)
		default:
			return sudoku.Grid{}, ctxErr(ctx, err)
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
