package harness

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/z3sudoku/z3sudoku/bench/internal/corpus"
	"github.com/z3sudoku/z3sudoku/bench/peer"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Instance solves puzzles with one set of rules: a z3sudoku Model or a peer
// Solver.
type Instance interface {
	Solve(ctx context.Context, givens sudoku.Grid) (sudoku.Grid, error)
	Unique(ctx context.Context, givens sudoku.Grid) (sudoku.Grid, bool, error)
	Count(ctx context.Context, givens sudoku.Grid, limit int) (int, error)
	Close() error
}

// Engine is a solver under test.
type Engine struct {
	Name string
	// Fresh says that each puzzle gets a new Instance, built and closed
	// inside the timed section, as the tutorials' Int encoding does.
	// Otherwise one Instance serves a whole corpus that shares its rules
	// (or one per puzzle, built before timing, for variant corpora).
	Fresh bool
	// Slow engines get the smaller sample (Config.NSlow).
	Slow bool
	open func(p corpus.Puzzle, timeout time.Duration) (Instance, error)
}

// Open returns an Instance for p's shape and rules. An error wrapping
// ErrUnsupported means the engine cannot express one of the rules.
func (e Engine) Open(p corpus.Puzzle) (Instance, error) { return e.open(p, 0) }

// OpenWithin is Open with a time bound (0 = none) on the build and on every
// later call of the Instance. It matters for z3sudoku's Models, whose build
// runs a first check with no givens: for the Int encoding on 16x16 and
// larger, that check alone can take minutes.
func (e Engine) OpenWithin(p corpus.Puzzle, timeout time.Duration) (Instance, error) {
	return e.open(p, timeout)
}

// ErrUnsupported reports a rule that an engine cannot express.
var ErrUnsupported = errors.New("unsupported rule")

// Engines returns the engines by the names the bench command's -solvers
// flag takes: "onehot", "int" (a fresh Model per puzzle), "bitvec" and
// "gini". "warm" is OneHot with its Models on a warm sudoku.Base of the
// classic houses per shape, for the rows that time a Model's build.
func Engines() []Engine {
	return []Engine{
		{Name: "onehot", open: z3Open(sudoku.OneHot)},
		{Name: "warm", open: warmOpen()},
		{Name: "int", Fresh: true, Slow: true, open: z3Open(sudoku.Int)},
		{Name: "bitvec", Slow: true, open: z3Open(sudoku.BitVec)},
		{Name: "gini", open: giniOpen},
	}
}

// EngineByName returns the engine called name.
func EngineByName(name string) (Engine, error) {
	for _, e := range Engines() {
		if e.Name == name {
			return e, nil
		}
	}
	return Engine{}, fmt.Errorf("unknown solver %q (want onehot, warm, int, bitvec or gini)", name)
}

func z3Open(enc sudoku.Encoding) func(p corpus.Puzzle, timeout time.Duration) (Instance, error) {
	return func(p corpus.Puzzle, timeout time.Duration) (Instance, error) {
		return sudoku.New(p.Shape, p.Rules, sudoku.WithEncoding(enc), sudoku.WithTimeout(timeout))
	}
}

// warmOpen returns an opener whose Models are built on a Base of the
// classic houses, one per shape, made at the shape's first puzzle and kept
// for the process. A puzzle whose rules do not restate them (a jigsaw) is
// built on its own, as sudoku.WithBase does.
func warmOpen() func(p corpus.Puzzle, timeout time.Duration) (Instance, error) {
	var mu sync.Mutex
	bases := map[sudoku.Shape]*sudoku.Base{}
	return func(p corpus.Puzzle, timeout time.Duration) (Instance, error) {
		opts := []sudoku.Option{sudoku.WithTimeout(timeout)}
		if p.Shape.HasBoxes() {
			mu.Lock()
			b, ok := bases[p.Shape]
			if !ok {
				var err error
				if b, err = sudoku.NewBase(context.Background(), p.Shape, []sudoku.Rule{rules.Classic()}); err != nil {
					mu.Unlock()
					return nil, err
				}
				bases[p.Shape] = b
			}
			mu.Unlock()
			opts = append(opts, sudoku.WithBase(b))
		}
		return sudoku.New(p.Shape, p.Rules, opts...)
	}
}

// giniInstance adapts a peer Solver to Instance.
type giniInstance struct {
	s     *peer.Solver
	shape sudoku.Shape
}

func giniOpen(p corpus.Puzzle, _ time.Duration) (Instance, error) {
	s, err := newPeer(p.Shape, p.Rules)
	if err != nil {
		return nil, err
	}
	return giniInstance{s, p.Shape}, nil
}

func (g giniInstance) grid(sol []int, err error) (sudoku.Grid, error) {
	if errors.Is(err, peer.ErrNoSolution) {
		err = fmt.Errorf("%w (%w)", sudoku.ErrNoSolution, err)
	}
	if err != nil {
		return sudoku.Grid{}, err
	}
	return sudoku.GridFromDigits(g.shape, sol)
}

func (g giniInstance) Solve(ctx context.Context, givens sudoku.Grid) (sudoku.Grid, error) {
	return g.grid(g.s.Solve(ctx, givens.Digits()))
}

func (g giniInstance) Unique(ctx context.Context, givens sudoku.Grid) (sudoku.Grid, bool, error) {
	sol, unique, err := g.s.Unique(ctx, givens.Digits())
	grid, err := g.grid(sol, err)
	return grid, unique, err
}

func (g giniInstance) Count(ctx context.Context, givens sudoku.Grid, limit int) (int, error) {
	return g.s.Count(ctx, givens.Digits(), limit)
}

func (g giniInstance) Close() error { return nil }
