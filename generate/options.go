package generate

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// An Option configures a generator. Options are values; pass them to
// [Puzzle] or [Killer]. Each generator documents the options it reads and
// ignores the others.
type Option interface {
	apply(*config)
}

// Options is a list of options, itself an Option.
type Options []Option

func (o Options) apply(c *config) {
	for _, opt := range o {
		if opt != nil {
			opt.apply(c)
		}
	}
}

type config struct {
	symmetry  Symmetry
	target    int // 0: none
	seed      uint64
	seeded    bool
	progress  func(Progress)
	maxCage   int
	extra     []sudoku.Rule
	passes    int
	conflicts int
	noRating  bool
}

func newConfig(opts []Option) config {
	c := config{maxCage: DefaultMaxCageSize, passes: defaultPasses, conflicts: DefaultConflictLimit}
	Options(opts).apply(&c)
	return c
}

// rng returns the random source the options ask for: seeded by WithSeed, or
// from the runtime's random state.
func (c *config) rng() *rand.Rand {
	seed := c.seed
	if !c.seeded {
		seed = rand.Uint64()
	}
	// PCG is small, fast, and its stream is fixed by the seed across Go
	// releases, which reproducible output needs.
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

func (c *config) report(p Progress) {
	if c.progress != nil {
		c.progress(p)
	}
}

type optionFunc func(*config)

func (f optionFunc) apply(c *config) { f(c) }

// Symmetry is a symmetry of the grid that a puzzle's givens keep: a cell is
// given if and only if its image is. Cells that map onto one another form an
// orbit (for these symmetries, a cell alone or a pair of cells), and the
// generator keeps or removes whole orbits.
type Symmetry int

const (
	// None keeps no symmetry: givens are removed one cell at a time.
	None Symmetry = iota
	// Rotate180 is the half-turn about the centre, the symmetry of most
	// published puzzles: rRcC pairs with r(N+1-R)c(N+1-C).
	Rotate180
	// Mirror is the reflection in the vertical centre line: rRcC pairs with
	// rRc(N+1-C).
	Mirror
	// Diagonal is the reflection in the main diagonal, top left to bottom
	// right: rRcC pairs with rCcR.
	Diagonal
)

// String returns the symmetry's name: "none", "rotate180", "mirror" or
// "diagonal".
func (s Symmetry) String() string {
	switch s {
	case None:
		return "none"
	case Rotate180:
		return "rotate180"
	case Mirror:
		return "mirror"
	case Diagonal:
		return "diagonal"
	}
	return fmt.Sprintf("Symmetry(%d)", int(s))
}

// Image returns the cell that c maps to under s on shape sh; under None, c
// itself.
func (s Symmetry) Image(sh sudoku.Shape, c sudoku.Cell) sudoku.Cell {
	n := sh.Size - 1
	switch s {
	case Rotate180:
		return sudoku.Cell{Row: n - c.Row, Col: n - c.Col}
	case Mirror:
		return sudoku.Cell{Row: c.Row, Col: n - c.Col}
	case Diagonal:
		return sudoku.Cell{Row: c.Col, Col: c.Row}
	}
	return c
}

// WithSymmetry makes [Puzzle] keep the givens symmetric under s. The
// default is None. [Killer] ignores it.
func WithSymmetry(s Symmetry) Option { return optionFunc(func(c *config) { c.symmetry = s }) }

// WithTarget asks for at most n givens from [Puzzle], or at most n cages
// from [Killer]. It is best effort:
//
//   - Puzzle removes givens until there are n or fewer and stops there, so
//     the result is unique but may not be minimal (Result.Minimal says). When
//     a pass over every orbit ends above n, it starts again from a new random
//     solution, up to WithPasses passes in all (default 10), and returns the
//     puzzle with the fewest givens it found.
//   - Killer stops merging cages when there are n. When no merge keeps the
//     puzzle unique before that, it returns the layout it has, with more
//     than n cages; when the first layout has n or fewer, it merges none.
//
// Zero, the default, means no target: remove or merge as far as uniqueness
// allows.
func WithTarget(n int) Option { return optionFunc(func(c *config) { c.target = max(n, 0) }) }

// WithPasses bounds the passes [Puzzle] makes towards a target (see
// WithTarget); n below 1 means 1. Without a target, Puzzle makes one pass.
func WithPasses(n int) Option { return optionFunc(func(c *config) { c.passes = max(n, 1) }) }

// WithSeed seeds the generator's random choices. With the same seed, the
// same options and a Model built the same way and not used before (Z3 keeps
// what it learns from earlier calls, which can change the solutions it
// picks), a generator returns the same puzzle. Without it, each call draws
// a new seed.
//
// The seed is a uint64 because it is the state of the generator's PCG
// source, so that every seed a caller counts up to (the command line's
// SEED+i) gives its own puzzle. It is not Z3's seed: that one is
// [sudoku.WithSeed], set on the Model, a uint32 as Z3 takes it.
func WithSeed(seed uint64) Option {
	return optionFunc(func(c *config) { c.seed, c.seeded = seed, true })
}

// WithProgress has the generator call f after each uniqueness check, from
// the generating goroutine. f should return quickly.
func WithProgress(f func(Progress)) Option { return optionFunc(func(c *config) { c.progress = f }) }

// DefaultMaxCageSize is the largest killer cage [Killer] makes unless
// WithMaxCageSize says otherwise.
const DefaultMaxCageSize = 5

const defaultPasses = 10

// WithMaxCageSize bounds the number of cells of each killer cage [Killer]
// makes; n below 2 means 2. The default is DefaultMaxCageSize.
func WithMaxCageSize(n int) Option { return optionFunc(func(c *config) { c.maxCage = max(n, 2) }) }

// WithRules adds rules to the classic rules of a [Killer] puzzle, such as
// rules.Diagonals() for killer-X. [Puzzle] ignores it: its rules are the
// Model's.
func WithRules(rs ...sudoku.Rule) Option {
	return optionFunc(func(c *config) { c.extra = append(c.extra, rs...) })
}

// DefaultConflictLimit is the conflict budget of each merge check of
// [Killer] unless WithConflictLimit says otherwise.
const DefaultConflictLimit = 20000

// WithConflictLimit bounds the work of each uniqueness check of a merge
// in [Killer]: Z3 gives up after n conflicts (its parameter
// sat.max_conflicts), and the merge is rejected, as its uniqueness is not
// proven. The budget counts Z3's steps, not time, so the output stays
// reproducible. Larger budgets give fewer, larger cages and take longer:
// the last merges of a 9x9 layout need tens of thousands of conflicts.
// n = 0 means no limit. The default is DefaultConflictLimit. [Puzzle]
// ignores it.
func WithConflictLimit(n int) Option { return optionFunc(func(c *config) { c.conflicts = max(n, 0) }) }

// WithDifficulty(false) leaves the Result's Difficulty zero: rating a
// puzzle builds a Model of its own to measure Z3's effort (see [Rate]),
// which on classic 9x9 is most of the time of making a puzzle. Callers that
// do not read the difficulty, such as a command printing puzzles, save it.
// The default is true.
func WithDifficulty(on bool) Option { return optionFunc(func(c *config) { c.noRating = !on }) }

// Progress is what a generator reports through WithProgress.
type Progress struct {
	// Checks is the number of uniqueness checks made so far: for Puzzle,
	// one per orbit of givens whose removal was tried; for Killer, one
	// per layout compiled and solved.
	Checks int
	// Givens is the number of givens of the current puzzle: the current
	// state of the removal for Puzzle, 0 for Killer.
	Givens int
	// Cages is the number of cages of the current Killer layout, 0 for
	// Puzzle.
	Cages int
	// Unique reports whether the current puzzle or layout is known to be
	// unique. Killer's first layouts may not be.
	Unique bool
	// Elapsed is the time since the generator started.
	Elapsed time.Duration
}
