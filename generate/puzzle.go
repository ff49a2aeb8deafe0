package generate

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Result is a puzzle made by [Puzzle].
type Result struct {
	// Puzzle holds the givens, 0 in the other cells. It has exactly one
	// solution under the Model's rules.
	Puzzle sudoku.Grid
	// Solution is the puzzle's one solution.
	Solution sudoku.Grid
	// Minimal reports that every orbit of givens was tried: removing any
	// one orbit that remains (any one given, without symmetry) leaves a
	// puzzle with several solutions. It is false only when WithTarget
	// stopped the removal early.
	Minimal bool
	// Checks is the number of uniqueness checks made, over every pass: one
	// per orbit whose removal was tried. Each answers what Model.Unique
	// would, with the Model.Solve calls counted in Solves (see Puzzle).
	Checks int
	// Solves is the number of Model.Solve calls the checks made.
	Solves int
	// Passes is the number of random solutions the givens were removed
	// from: 1 unless WithTarget asked for more (see WithTarget).
	Passes int
	// Elapsed is the time the whole generation took.
	Elapsed time.Duration
	// Difficulty is the difficulty proxy of the puzzle.
	Difficulty Difficulty
}

// Puzzle generates a puzzle with a unique solution under the rules of m.
// It starts from a random solution ([Solution]) with every cell given, and
// removes givens in random order, keeping each removal after which the
// puzzle is still unique and undoing the others.
//
// Under a symmetry (WithSymmetry), the unit of removal is an orbit: a cell
// together with its images, removed together or not at all, so the givens
// stay symmetric. The result is minimal in that sense: no single orbit of
// givens can be removed without losing uniqueness, although a cell alone
// might be (that would break the symmetry). Without symmetry every orbit is
// one cell, and minimal has its usual meaning: every given is needed.
// One pass over the orbits is enough for minimality, because removing
// givens never removes solutions: an orbit whose removal left several
// solutions still does so after later removals.
//
// Each check answers what m.Unique would, but with the solution known it
// asks a narrower question: the puzzle without the orbit has a second
// solution if and only if it has one that differs on the orbit. So the
// check tries each other digit in each cell of the orbit, with m.Solve,
// and the puzzle stays unique when none of them has a solution. Most such
// calls end in package sudoku's native propagation, which refutes a wrong
// digit in microseconds without Z3, so the checks are 2 to 5 times faster
// than m.Unique, which always needs two Z3 searches on a puzzle that is not
// unique. Result.Checks counts the checks and Result.Solves the Solve
// calls.
//
// With WithTarget, removal stops once the puzzle has that many givens or
// fewer; see WithTarget for what it does when a pass cannot get there.
// WithSeed makes the output reproducible; WithProgress reports each check.
// The Model is used as it is, with the givens as assumptions, so one Model
// serves any number of Puzzle calls.
//
// Puzzle returns sudoku.ErrNoSolution when the rules have no solution, and
// ctx.Err() when ctx is done.
func Puzzle(ctx context.Context, m *sudoku.Model, opts ...Option) (Result, error) {
	if m == nil {
		return Result{}, errors.New("generate: nil Model")
	}
	cfg := newConfig(opts)
	if cfg.symmetry < None || cfg.symmetry > Diagonal {
		return Result{}, fmt.Errorf("generate: unknown symmetry %v", cfg.symmetry)
	}
	start := time.Now()
	rng := cfg.rng()
	s := m.Shape()
	orbits := cfg.symmetry.orbits(s)
	passes := 1
	if cfg.target > 0 {
		passes = cfg.passes
	}
	var best Result
	calls, solves := 0, 0
	for pass := 1; pass <= passes; pass++ {
		sol, err := Solution(ctx, m, rng)
		if err != nil {
			return Result{}, err
		}
		givens := sol.Clone()
		n := givens.NumGivens()
		u := &uniqueness{m: m, sol: sol}
		minimal := true
		for _, k := range rng.Perm(len(orbits)) {
			if cfg.target > 0 && n <= cfg.target {
				minimal = false
				break
			}
			if err := ctx.Err(); err != nil {
				return Result{}, err
			}
			orbit := orbits[k]
			unique, err := u.without(ctx, givens, orbit)
			if err != nil {
				return Result{}, ctxErr(ctx, err)
			}
			calls++
			solves += u.solves
			u.solves = 0
			if unique {
				n -= len(orbit)
			}
			cfg.report(Progress{Checks: calls, Givens: n, Unique: true, Elapsed: time.Since(start)})
		}
		if pass == 1 || n < best.Puzzle.NumGivens() {
			best = Result{Puzzle: givens, Solution: sol, Minimal: minimal}
		}
		if cfg.target == 0 || n <= cfg.target {
			passes = pass
			break
		}
	}
	best.Checks = calls
	best.Solves = solves
	best.Passes = passes
	if !cfg.noRating {
		best.Difficulty = Rate(s, m.Rules(), best.Puzzle)
	}
	best.Elapsed = time.Since(start)
	return best, nil
}

// orbits returns the cells of shape s grouped into orbits under sym, in
// row-major order of their first cells.
func (sym Symmetry) orbits(s sudoku.Shape) [][]sudoku.Cell {
	seen := make([]bool, s.NumCells())
	var out [][]sudoku.Cell
	for i := range s.NumCells() {
		if seen[i] {
			continue
		}
		var orbit []sudoku.Cell
		for c := s.CellAt(i); !seen[s.Index(c)]; c = sym.Image(s, c) {
			seen[s.Index(c)] = true
			orbit = append(orbit, c)
		}
		out = append(out, orbit)
	}
	return out
}

// uniqueness decides whether a puzzle stays unique when an orbit of givens
// is removed, knowing that it is unique with them and that sol is its
// solution.
type uniqueness struct {
	m      *sudoku.Model
	sol    sudoku.Grid
	solves int // Model.Solve calls
}

// without removes orbit from givens and reports whether the puzzle is
// still unique, as Puzzle describes; if not, it puts the orbit back. For
// each cell of the orbit in turn, the cells before it are given as in sol,
// so that each other solution is looked for once.
func (u *uniqueness) without(ctx context.Context, givens sudoku.Grid, orbit []sudoku.Cell) (bool, error) {
	n := givens.Shape().Size
	for _, c := range orbit {
		givens.Set(c, 0)
	}
	restore := func() {
		for _, c := range orbit {
			givens.Set(c, u.sol.At(c))
		}
	}
	for k, c := range orbit {
		for d := 1; d <= n; d++ {
			if d == u.sol.At(c) {
				continue
			}
			givens.Set(c, d)
			_, err := u.m.Solve(ctx, givens)
			u.solves++
			switch {
			case err == nil:
				restore()
				return false, nil
			case errors.Is(err, sudoku.ErrNoSolution), errors.Is(err, sudoku.ErrConflict):
			default:
				restore()
				return false, err
			}
		}
		givens.Set(c, u.sol.At(c))
		if k == len(orbit)-1 {
			for _, c := range orbit {
				givens.Set(c, 0)
			}
		}
	}
	return true, nil
}
