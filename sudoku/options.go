package sudoku

import (
	"fmt"
	"time"
)

// Encoding says how cells become Z3 terms. Every encoding gives the same
// answers; they differ in speed by orders of magnitude.
type Encoding int

const (
	// OneHot, the default, gives each (cell, digit) pair a Boolean, with
	// exactly one true per cell and the complete encoding of every group
	// (each digit at most once, and exactly once in a full group). Sums are
	// decision diagrams of their partial sums (see [Builder.Linear]), or
	// pseudo-Boolean equations when too large. It runs on Z3's SAT core (logic QF_FD), reused across
	// puzzles with the givens as assumptions: a few milliseconds for the
	// hardest 9x9 puzzles.
	OneHot Encoding = iota

	// Int gives each cell an integer with bounds 1..N and a domain
	// disjunction, and each group a Distinct: the tutorials' encoding, on
	// Z3's general SMT solver. It is kept for comparison and for rules that
	// need arithmetic.
	Int

	// BitVec gives each cell a bit-vector of 4 bits (more for N > 15) with
	// bounds 1..N and Distinct groups, as the tutorials' BitVec variant did.
	BitVec
)

// String returns the encoding's name as the command line spells it:
// "onehot", "int" or "bitvec".
func (e Encoding) String() string {
	switch e {
	case OneHot:
		return "onehot"
	case Int:
		return "int"
	case BitVec:
		return "bitvec"
	}
	return fmt.Sprintf("Encoding(%d)", int(e))
}

// ParseEncoding returns the encoding named s ("onehot", "int" or "bitvec").
func ParseEncoding(s string) (Encoding, error) {
	for _, e := range []Encoding{OneHot, Int, BitVec} {
		if e.String() == s {
			return e, nil
		}
	}
	return 0, fmt.Errorf("%w: unknown encoding %q (want onehot, int or bitvec)", ErrInvalidArgument, s)
}

// An Option configures a Model. Options are values; pass them to [New].
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
	encoding   Encoding
	noPrecheck bool
	timeout    time.Duration
	seed       uint32
	params     []param
	implied    bool
	base       *Base
	eager      bool // compile at once, never deferred: a Base's solvers
}

type param struct {
	name  string
	value any
}

type optionFunc func(*config)

func (f optionFunc) apply(c *config) { f(c) }

// WithEncoding selects the encoding; the default is OneHot.
func WithEncoding(e Encoding) Option { return optionFunc(func(c *config) { c.encoding = e }) }

// WithTimeout bounds every call that solves. A call that runs out of time
// returns context.DeadlineExceeded, exactly as if its ctx had that deadline.
// Zero means no bound. It does not bound [New].
func WithTimeout(d time.Duration) Option { return optionFunc(func(c *config) { c.timeout = d }) }

// WithSeed sets Z3's random seed, and the order in which the native search
// that runs before Z3 tries each cell's digits (with no seed, or seed 0,
// from the smallest up). Different seeds give different solutions of
// puzzles that have several, which generators use for variety. The seed
// is a uint32 because it is Z3's random_seed parameter, an unsigned 32-bit
// integer: the random choices of package generate have their own seed,
// generate.WithSeed, a uint64. On grids from 36x36 up, a search that runs
// past 2 s is raced by a second one with the next seed, on another core,
// so which of the two ends first decides the solution that Solve returns
// for a puzzle with several.
func WithSeed(seed uint32) Option { return optionFunc(func(c *config) { c.seed = seed }) }

// WithConflictCheck(false) skips the native check of the givens, and the
// native propagation and search, that run before each solve, so that Z3
// alone decides: givens that break a rule then
// give ErrNoSolution rather than a *ConflictError. Tests use it to check
// that Z3's encoding of a rule agrees with the rule's native Check. The
// default is true.
func WithConflictCheck(on bool) Option {
	return optionFunc(func(c *config) { c.noPrecheck = !on })
}

// WithImpliedSums(true) adds, under the OneHot encoding, sums that the
// rules imply without stating: a house adds up to N(N+1)/2, so the cells of
// one to three houses outside the cages and sum lines within them add up to
// the difference ("innies and outies"). They are sound for any rules, and
// off by default: on the real puzzles of the tests they saved no conflicts
// and cost build time (BENCHMARKS.md).
func WithImpliedSums(on bool) Option { return optionFunc(func(c *config) { c.implied = on }) }

// WithParam sets a raw Z3 solver parameter, such as "sat.phase" = "random";
// see [z3.Solver.SetParam] for the value types. An unknown name makes New
// fail.
func WithParam(name string, value any) Option {
	return optionFunc(func(c *config) { c.params = append(c.params, param{name, value}) })
}

// WithBase makes the Model on a warm solver of b when its rules restate
// b's and its options match b's; see [Base]. It changes no answer, only
// the time New takes. A nil b is no base.
func WithBase(b *Base) Option { return optionFunc(func(c *config) { c.base = b }) }
