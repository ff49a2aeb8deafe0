package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// Model is a compiled set of rules on a shape: one Z3 context and solver
// that every call reuses. The givens of each call are passed to Z3 as
// assumptions, so one Model serves any number of puzzles with no rebuild.
// Puzzles with rules of their own each need a Model; a [Base] keeps the
// rules they share compiled, so that each Model costs only its own.
//
// A Model may be shared by goroutines, but its calls run one at a time: a
// lock serialises them. For parallel work, use one Model per worker. Close
// cuts short the calls running and frees the Z3 memory (or gives a
// Base's solver back); the garbage collector only backs it up. A nil *Model behaves as a closed one: its
// calls return [ErrClosed].
type Model struct {
	mu    sync.Mutex
	shape Shape
	cfg   config
	enc   Encoding
	e     encoder
	rules []Rule

	program // what the rules state, in plain Go
	encoded // its Z3 form
	running // the solver the calls use

	// prop runs before Z3 on each call's givens. opaque is set when a rule
	// without a native Check uses raw Z3, so that a grid the propagator
	// fills cannot be confirmed natively.
	prop   *propagator
	strong bool // prop has the innies of two and three houses (see escalate)
	// wellPruned is set when every constraint prunes well in the native
	// search (see prunesWell); gaveUp halves the budget of one that does
	// not, once for each of its searches that gave out (see searched).
	wellPruned bool
	gaveUp     int
	opaque     bool
	rawZ3      bool // a rule uses raw Z3 terms
	closed     bool
	// later is the Base that a deferred Model builds on when a call
	// first needs Z3 (see needSolver); ahead is its compile otherwise.
	later *Base
	ahead ahead

	// calls holds the calls running, for Close to cut them short, and
	// work counts what they left running when they returned (see
	// boundBy), which Close waits for.
	calls calls
	work  sync.WaitGroup
}

// program is a Model's constraints in plain Go, as the Builder recorded
// them: what the native checks and propagation read, what Constraints
// returns, and what tells a Base which constraints a Model restates.
type program struct {
	native []nativeConstraint
	sums   []linearSum    // OneHot: the sums encodeSums lays out
	tables []pendingTable // the tables encodeSums lays out
	// implied holds the sums encodeSums derived, for the propagator.
	implied []nativeLinear
}

// encoded is a Model's constraints in Z3's terms: the variables of its
// encoding, and every constraint, kept to compile a solver (again, at a
// refresh) and for Optimize and export.
type encoded struct {
	ctx *z3.Context

	lits  []z3.Bool // OneHot: the literal of (cell i, digit d) at i*N+d-1
	eqs   []z3.Bool // Int and BitVec: cached "cell i = d" terms, built lazily
	ints  []z3.Int  // Int: the cells; other encodings: Value terms, lazily
	bvs   []z3.BV   // BitVec: the cells
	arith bool      // a rule needs arithmetic: use Z3's general solver

	// asserts are the constraints that are terms; cnf holds the clauses
	// over literals (see lit), each ended by 0.
	asserts    []z3.Bool
	cnf        []int32
	nclauses   int       // clauses, towards MaxConstraints (see amo)
	nvars      lit       // the last variable made, after the cells' (see fresh)
	freshTerms []z3.Bool // encodings without literals: the fresh variables' terms
	groupsOf   [][]int32 // OneHot: the distinct groups encoded so far, by cell
	ngroups    int
	// pending is set on a deferred Model whose program is not encoded
	// yet: encodeLate encodes it when a call or an export first needs
	// the clauses, so that a Model the native search serves never
	// builds them (they were two thirds of a 9x9 killer's New).
	pending bool
	lateErr error // why encodeLate failed: every later call fails with it
}

// running is the solver of a Model and what its upkeep needs. A deferred
// Model (see mayDefer) has no solver, nor a Z3 context, until a call needs
// one.
type running struct {
	solver      *z3.Solver
	checks      int           // Z3 checks since the solver was made
	compileTime time.Duration // what the last solver's compile took
	iterating   int           // Solutions iterations in progress
	// interrupted is set when a check was cut short by its ctx: the next
	// call swaps in a fresh solver.
	interrupted bool

	// on is set for a Model made on a Base's solver, in a scope of its own.
	on *onBase
}

// New compiles rules on shape into a Model. It returns the first error of
// any rule, naming the rule, wrapped around [ErrBadRule] for bad
// parameters and around [ErrTooLarge] past [MaxConstraints].
//
// A Model defers Z3 when its rules allow: rule sets that use no raw Z3 on
// grids of up to 25x25 are propagated and searched natively, and Z3 is
// compiled only for a call the native search does not finish within its
// budget; from 36x36
// up, rule sets the residual takes (Distinct groups, Allow and Relate)
// solve each call on a residual of the cells propagation leaves open, in
// a Z3 context of the call's own. Other Models compile Z3 in New, which
// [NewContext] bounds, and which a [Base] spares for the rules many
// puzzles share; on grids of up to 25x25 the compile then searches the
// empty grid for a first solution within a fixed number of conflicts, or
// 100 ms, which sets the order in which Z3 finds solutions. Only when
// that time runs out can two Models of the same rules and seed find
// different solutions. Every call on a Model stops promptly when its ctx
// is done or its [WithTimeout] bound passes. BENCHMARKS.md has what each
// kind of Model costs.
func New(shape Shape, rules []Rule, opts ...Option) (*Model, error) {
	return NewContext(context.Background(), shape, rules, opts...)
}

// NewContext is [New] bounded by ctx: when ctx is done first, it returns
// ctx.Err() within milliseconds, and no Model. The build it gives up
// checks ctx between steps, stops in the background at its next step,
// and then frees its Z3 memory there. Its steps take milliseconds, but a
// few that Z3 cannot interrupt, such as growing its tables for the
// clauses of the largest grids, can take a second.
func NewContext(ctx context.Context, shape Shape, rules []Rule, opts ...Option) (*Model, error) {
	if ctx == nil {
		return nil, fmt.Errorf("%w: nil context.Context", ErrInvalidArgument)
	}
	if err := shape.Validate(); err != nil {
		return nil, err
	}
	var cfg config
	Options(opts).apply(&cfg)
	var e encoder
	switch cfg.encoding {
	case OneHot:
		e = oneHot{}
	case Int:
		e = intEncoding{}
	case BitVec:
		e = bvEncoding{}
	default:
		return nil, fmt.Errorf("%w: unknown encoding %v", ErrInvalidArgument, cfg.encoding)
	}
	if cfg.timeout < 0 {
		return nil, fmt.Errorf("%w: negative timeout %v", ErrInvalidArgument, cfg.timeout)
	}
	for i, r := range rules {
		if isNil(r) {
			return nil, fmt.Errorf("%w: rule %d is a nil %s", ErrBadRule, i, ruleType(r))
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	ctx, release := boundMemory(ctx)
	defer release()
	m, err := newModel(ctx, shape, cfg, e, rules)
	return m, cut(ctx, err)
}

// newModel is NewContext once its arguments are checked.
func newModel(ctx context.Context, shape Shape, cfg config, e encoder, rules []Rule) (*Model, error) {
	m := &Model{shape: shape, cfg: cfg, enc: cfg.encoding, e: e, rules: append([]Rule(nil), rules...)}
	if m.mayDefer() {
		// On a 64x64 it takes a tenth of a second, with ctx checked only
		// between rules. An abandoned build holds no Z3 to free.
		ok, err := boundBy(ctx, nil, func() (bool, error) { return m.buildDeferred(ctx) }, nil)
		if err != nil {
			return nil, err
		}
		if ok {
			if b := cfg.base; b != nil {
				if b.isClosed() {
					return nil, fmt.Errorf("%w: the Base is closed", ErrInvalidArgument)
				}
				if b.suits(shape, cfg) && b.restatedBy(m.native) {
					m.later = b
				}
			}
			return m, nil
		}
		*m = Model{shape: m.shape, cfg: m.cfg, enc: m.enc, e: m.e, rules: m.rules}
	}
	if cfg.base != nil && cfg.base.suits(shape, cfg) {
		// When ctx ends first, the build stops at its next step in the
		// background and gives the solver back to the base.
		ok, err := boundBy(ctx, nil, func() (bool, error) { return m.buildOn(ctx) },
			func(ok bool, _ error) {
				if ok {
					m.Close()
				}
			})
		if err != nil {
			return nil, err
		}
		if ok {
			return m, nil
		}
	}
	// When ctx ends first, the build stops at its next step in the
	// background and frees its context.
	build := func() (struct{}, error) {
		err := m.build(ctx)
		if err != nil {
			m.closeZ3()
		}
		return struct{}{}, err
	}
	abandon := func(_ struct{}, err error) {
		if err == nil {
			m.closeZ3()
		}
	}
	if _, err := boundBy(ctx, nil, build, abandon); err != nil {
		return nil, err
	}
	return m, nil
}

// boundBy runs build and returns its result; in a goroutine when ctx can
// end, so that a ctx that ends first returns ctx.Err() at once. The build,
// which must check ctx between steps of at most tens of milliseconds,
// then stops at its next step in the background, counted in work when
// work is not nil, and abandon, when not nil, receives its result, for
// what the build holds to be freed. A build that ends after ctx's
// deadline is abandoned too, so that whether a call past its deadline
// fails does not depend on when the timer fires.
func boundBy[T any](ctx context.Context, work *sync.WaitGroup, build func() (T, error), abandon func(T, error)) (T, error) {
	if ctx.Done() == nil {
		return build()
	}
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	background.Add(1)
	if work != nil {
		work.Add(1)
	}
	liveBuilds.Add(1)
	go func() {
		defer background.Done()
		v, err := build()
		liveBuilds.Add(-1)
		if work != nil {
			work.Done()
		}
		done <- result{v, err}
	}()
	var zero T
	select {
	case r := <-done:
		if err := expired(ctx); err != nil {
			if abandon != nil {
				abandon(r.v, r.err)
			}
			return zero, err
		}
		return r.v, r.err
	case <-ctx.Done():
		if abandon != nil {
			background.Add(1)
			go func() {
				defer background.Done()
				r := <-done
				abandon(r.v, r.err)
			}()
		}
		return zero, ctx.Err()
	}
}

// expired returns ctx.Err(), or context.DeadlineExceeded when ctx's
// deadline has passed though its timer has not fired yet.
func expired(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return context.DeadlineExceeded
	}
	return nil
}

// background counts the goroutines that finish a call's or a build's Z3
// work after it has returned: a build given up on (boundBy), or a
// residual being freed. Tests wait for it.
var background sync.WaitGroup

// liveBuilds counts the builds of boundBy that have not returned, for
// tests: those given up on stop at their next step.
var liveBuilds atomic.Int64

// isNil reports a nil rule, or a Rule holding a nil pointer, func or
// channel, whose Apply would panic. A nil slice or map is a valid, empty
// rule set.
func isNil(r Rule) bool {
	if r == nil {
		return true
	}
	switch v := reflect.ValueOf(r); v.Kind() {
	case reflect.Pointer, reflect.Func, reflect.Chan, reflect.Interface:
		return v.IsNil()
	}
	return false
}

// ruleType names the Go type of a rule, for messages about nil rules.
func ruleType(r Rule) string {
	if r == nil {
		return "Rule"
	}
	return reflect.TypeOf(r).String()
}

// build applies the rules and compiles them, checking ctx between rules
// and between the steps of each part that takes long on large grids.
func (m *Model) build(ctx context.Context) error {
	if err := m.openZ3(ctx); err != nil {
		return err
	}
	if err := m.e.init(ctx, m); err != nil {
		return err
	}
	b := &Builder{m: m}
	if err := b.applyAll(ctx, m.rules); err != nil {
		return err
	}
	m.encodeSums()
	if !b.spend() { // the last rule, or the sums encoded now, may have crossed the bound
		return fmt.Errorf("the rules together: %w", b.err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	m.prop = newPropagator(m)
	var err error
	m.solver, err = m.newSolver(ctx)
	return err
}

// deferMax is the largest grid whose Model may be deferred. On 9x9 the
// compile that then falls to the first call that needs Z3 takes a few
// milliseconds; on 16x16 and 25x25 it takes 130 and 600 ms, which a
// puzzle the native search settles (nine in ten minimal 16x16 puzzles,
// within 10 to 20 ms for the whole process) never pays, and one it does
// not settle pays as before, plus the native budget's few milliseconds.
const deferMax = 25

// mayDefer reports whether the Model may wait for its Z3 context and
// solver until a call needs them: a OneHot Model of up to 25x25 that the
// native search serves (see nativeSearchOK), with no Z3 parameters of the
// caller's (which New checks by compiling), provided its rules turn out
// to be Distinct groups, Allow and DistinctSum alone (see deferrable).
// The native search answers every classic puzzle and killer of the
// project's corpora within its budget (hardest1106, top95 and 17-clue
// puzzles alike), so such a Model never pays for Z3's context and
// compile.
//
// Grids from residualMin up whose rules the residual solver takes
// (Distinct groups, Allow and Relate) defer too: their calls solve on a
// residual of their own (see residual), never on the Model's solver.
func (m *Model) mayDefer() bool {
	return m.enc == OneHot && (m.shape.Size <= deferMax || m.shape.Size >= residualMin) &&
		!m.cfg.noPrecheck && !m.cfg.implied && !m.cfg.eager && len(m.cfg.params) == 0
}

// deferrable reports whether a Model that holds nc may still defer: the
// native search takes every constraint of the program on small grids, the
// residual solver (see residualOK) Distinct groups, Allow and Relate on
// large ones.
func (m *Model) deferrable(nc nativeConstraint) bool {
	return m.shape.Size < residualMin || nc.onResidual()
}

// buildDeferred builds the Model's program without Z3, leaving its
// encoding to encodeLate, and reports true; or false, with the Model half
// built, as soon as a rule adds a constraint that deferrable refuses, or
// uses raw Z3.
func (m *Model) buildDeferred(ctx context.Context) (bool, error) {
	m.lits = make([]z3.Bool, m.shape.NumCells()*m.shape.Size)
	m.pending = true
	b := &Builder{m: m}
	for _, r := range m.rules {
		if err := ctx.Err(); err != nil {
			return false, err
		}
		from := len(m.native)
		err := b.Include(r)
		if m.rawZ3 {
			// Raw Z3 needs the context while the rule applies; the rule
			// saw none here, so its error, if any, may be that.
			return false, nil
		}
		if err != nil {
			return false, err
		}
		for _, nc := range m.native[from:] {
			if !m.deferrable(nc) {
				return false, nil
			}
		}
	}
	if !b.spend() {
		return false, nil // the full build names the rule past the bound
	}
	m.prop = newPropagator(m)
	return true, nil
}

// encodeLate encodes the program of a deferred Model, unless it is
// encoded: the cells, then every constraint in the order of the rules,
// as build does, so that the clauses, and so the solutions for a seed,
// are the same as a Model that did not defer. The caller holds m.mu and
// has opened Z3, which sums left to encodeSums may need.
func (m *Model) encodeLate() error {
	if !m.pending {
		return m.lateErr
	}
	m.pending = false
	// A deferred Model is OneHot with its literals named: init only lays
	// out the cells' clauses, and cannot fail.
	m.e.init(context.Background(), m)
	m.encode(0)
	m.encodeSums()
	if b := (&Builder{m: m}); !b.spend() {
		// Past the bound: the clauses are not to reach Z3, now or later.
		m.cnf, m.asserts = nil, nil
		m.lateErr = fmt.Errorf("sudoku: the rules together: %w", b.err)
	}
	return m.lateErr
}

// openZ3 makes the Model's Z3 context, unless it has one, and the terms
// of its literals, within ctx: cut short, it leaves the Model as it was.
func (m *Model) openZ3(ctx context.Context) error {
	if m.ctx != nil {
		return nil
	}
	zctx, err := z3.NewContext(&z3.Config{RandomSeed: m.cfg.seed})
	if err != nil {
		return err
	}
	m.ctx = zctx
	if m.lits != nil {
		if err := m.nameLits(ctx); err != nil {
			clear(m.lits)
			m.closeZ3()
			return err
		}
	}
	return nil
}

// closeZ3 frees the Model's Z3 context, if it has one.
func (m *Model) closeZ3() error {
	if m.ctx == nil {
		return nil
	}
	err := m.ctx.Close()
	m.ctx, m.solver = nil, nil
	if m.shape.Size >= releaseMin {
		z3.ReleaseMemory()
	}
	return err
}

// releaseMin is the least grid size whose Z3 context, closed, is worth
// giving its pages back to the system for (z3.ReleaseMemory): tens of
// megabytes from 16x16 up, where a 9x9's are too few to pay for the call
// on every Close of a generator's millions.
const releaseMin = 16

// needSolver compiles the solver of a deferred Model, within ctx. The
// caller holds m.mu.
func (m *Model) needSolver(ctx context.Context) error {
	if m.solver != nil {
		return nil
	}
	if b := m.later; b != nil && !b.isClosed() {
		// On the base it was given, as New builds a Model that does not
		// defer. (A base closed since falls to a build of its own.)
		on := &Model{shape: m.shape, cfg: m.cfg, enc: m.enc, e: m.e, rules: m.rules}
		ok, err := on.buildOn(ctx)
		if err != nil && !b.isClosed() {
			return err
		}
		if ok {
			m.takeOver(on)
			m.prop, m.opaque, m.rawZ3 = on.prop, on.opaque, on.rawZ3
			return nil
		}
	}
	if m.ctx == nil {
		return m.compileAhead(ctx)
	}
	// An export or an optimizer encoded the Model already.
	if err := m.encodeLate(); err != nil {
		return err
	}
	s, err := m.newSolver(ctx)
	if err != nil {
		return err
	}
	m.solver = s
	return nil
}

// ahead is the compile of a deferred Model that runs in the background
// (see compileAhead).
type ahead struct {
	mu    sync.Mutex
	done  chan struct{}      // closed when the build running ends; nil when none runs
	stop  context.CancelFunc // stops the build running
	built *Model             // a build that ended, not yet taken
	// err is why the build failed, for every later call: it fails only
	// past a bound of the rules (ErrTooLarge), or when the Model closed.
	err    error
	closed bool // the Model is closed: a build that ends frees its Z3
}

// compileAhead gives a deferred Model its Z3 solver: it builds the Model
// in full, as New builds one that does not defer, in the background, and
// takes it over. When ctx ends first, the call returns ctx.Err() at once,
// and the build goes on for the next call to take: on 16x16 and 25x25 it
// takes 130 and 600 ms, which a call with a shorter timeout would
// otherwise begin again each time and lose. Close stops it. The caller
// holds m.mu.
func (m *Model) compileAhead(ctx context.Context) error {
	a := &m.ahead
	a.mu.Lock()
	if a.done == nil && a.built == nil && a.err == nil {
		m.startAhead()
	}
	done := a.done
	a.mu.Unlock()
	if done != nil {
		select {
		case <-done:
		case <-ctx.Done():
			return ctx.Err()
		}
		if err := expired(ctx); err != nil {
			return err // the build is kept for the next call
		}
	}
	a.mu.Lock()
	built, err := a.built, a.err
	a.built = nil
	a.mu.Unlock()
	if built == nil {
		return err
	}
	// The program is the same: the propagator, and what escalate gave
	// it, stay.
	m.takeOver(built)
	return nil
}

// takeOver gives a deferred Model the program, encoding and solver of o,
// the same rules built in full, keeping the count of the Solutions
// iterations in progress, one of which may be what needs the solver.
func (m *Model) takeOver(o *Model) {
	iterating := m.iterating
	m.program, m.encoded, m.running = o.program, o.encoded, o.running
	m.iterating = iterating
}

// startAhead starts the build of compileAhead. The caller holds m.ahead.mu.
func (m *Model) startAhead() {
	a := &m.ahead
	fresh := &Model{shape: m.shape, cfg: m.cfg, enc: m.enc, e: m.e, rules: m.rules}
	bctx, stop := context.WithCancel(context.Background())
	a.done, a.stop = make(chan struct{}), stop
	m.work.Add(1)
	background.Add(1)
	go func() {
		defer background.Done()
		defer m.work.Done()
		defer stop()
		err := fresh.build(bctx)
		a.mu.Lock()
		defer a.mu.Unlock()
		switch {
		case a.closed:
			fresh.closeZ3()
			a.err = ErrClosed
		case err != nil:
			fresh.closeZ3()
			a.err = err
		default:
			a.built = fresh
		}
		close(a.done)
		a.done, a.stop = nil, nil
	}()
}

// closeAhead stops the background build, and frees one not taken.
func (m *Model) closeAhead() {
	a := &m.ahead
	a.mu.Lock()
	defer a.mu.Unlock()
	a.closed = true
	if a.stop != nil {
		a.stop()
	}
	if a.built != nil {
		a.built.closeZ3()
		a.built = nil
	}
}

// needClauses gives the Model its Z3 context and every clause, for an
// optimizer of its own: a deferred Model encodes them, or takes them from
// its base. A call on a residual has neither, which an optimizer needs.
func (m *Model) needClauses(ctx context.Context) error {
	if m.solver != nil {
		return nil
	}
	if m.later != nil {
		return m.needSolver(ctx)
	}
	if err := m.openZ3(ctx); err != nil {
		return err
	}
	return m.encodeLate()
}

// newSolver returns a solver holding every constraint, compiled, or
// ctx.Err() when ctx is done before the compilation is.
func (m *Model) newSolver(ctx context.Context) (*z3.Solver, error) {
	s, cut, err := m.compile(ctx, m.on == nil)
	if cut && m.enc == BitVec {
		// An interrupted BitVec solver is not to be trusted (see check):
		// a fresh one, compiled without the search.
		s.Close()
		s, _, err = m.compile(ctx, false)
	}
	return s, err
}

// compile returns a solver holding every constraint, compiled, and with
// warm set, warmed up; cut reports a warm-up stopped by its time bound.
func (m *Model) compile(ctx context.Context, warm bool) (_ *z3.Solver, cut bool, _ error) {
	general := m.enc == Int || m.arith
	s, err := m.emptySolver(general)
	if err != nil {
		return nil, false, err
	}
	fail := func(err error) (*z3.Solver, bool, error) {
		s.Close()
		return nil, false, err
	}
	// A Model on a Base holds its own constraints in a scope above the
	// base's, which its Close removes.
	if m.on == nil {
		if err := m.assertAll(ctx, s); err != nil {
			return fail(err)
		}
	} else {
		if err := m.assertTo(ctx, s, 0, m.on.mark, 0, m.on.cnfMark); err != nil {
			return fail(err)
		}
		if err := s.Push(); err != nil {
			return fail(err)
		}
		if err := m.assertTo(ctx, s, m.on.mark, len(m.asserts), m.on.cnfMark, len(m.cnf)); err != nil {
			return fail(err)
		}
	}
	if err := m.internalize(ctx, s); err != nil {
		return fail(err)
	}
	if warm {
		if cut, err = m.warmUp(ctx, s, general); err != nil {
			return fail(err)
		}
	}
	if err := s.SetParam(conflictsParam, uint32(noConflictBudget)); err != nil {
		return fail(err)
	}
	for _, p := range m.cfg.params { // a budget of the caller's own comes back
		if err := s.SetParam(p.name, p.value); err != nil {
			return fail(fmt.Errorf("sudoku: %w", err))
		}
	}
	return s, cut, nil
}

// internalize makes Z3 compile what was asserted to s since its last
// check, with a check that assumes two digits in one cell, which unit
// propagation refutes at once. Z3 preprocesses and internalises new
// constraints on the first check after them, and does not stop that when
// interrupted; done here, it leaves every call a compiled solver, so that
// calls stop promptly when their ctx is done. The assumption also moves
// Z3's general solver (Int, or rules that need arithmetic) to the
// incremental solver that every call uses. TestCancelLatency fails
// without it (RELIABILITY.md). It sets m.compileTime.
func (m *Model) internalize(ctx context.Context, s *z3.Solver) error {
	var clash []z3.Bool
	if m.shape.Size > 1 {
		clash = []z3.Bool{m.is(0, 1), m.is(0, 2)}
	}
	start := time.Now()
	_, err := s.Check(ctx, clash...)
	m.compileTime = time.Since(start)
	if ctx.Err() != nil {
		return ctx.Err() // not compiled: of no use to a prompt call
	}
	if err != nil && !errors.Is(err, z3.ErrUnknown) {
		// Unknown is no failure (a budget of the caller's own, say): the
		// solver is compiled.
		return fmt.Errorf("sudoku: compiling the rules: %w", err)
	}
	return nil
}

// emptySolver returns a solver with no constraints and the Model's
// parameters: Z3's general solver when general is set, and otherwise its
// SAT core (logic QF_FD), tuned by satParams for one-hot literals.
func (m *Model) emptySolver(general bool) (*z3.Solver, error) {
	return m.emptySolverIn(m.ctx, general)
}

// emptySolverIn is emptySolver in the Z3 context zc, which may be another
// than the Model's (see race).
func (m *Model) emptySolverIn(zc *z3.Context, general bool) (*z3.Solver, error) {
	var s *z3.Solver
	var err error
	if general {
		s, err = zc.NewSolver()
	} else {
		s, err = zc.NewSolverForLogic("QF_FD")
	}
	if err != nil {
		return nil, err
	}
	// Z3 compacts each model it returns by default, which costs more than
	// the check itself on an easy 9x9 (570 µs against 310 µs); our models
	// are read once and thrown away.
	params := []param{{"model.compact", false}}
	if m.lits != nil && !general {
		if m.shape.Size >= residualMin {
			params = append(params, largeSATParams...)
		} else {
			params = append(params, satParams...)
		}
	}
	for _, p := range append(params, m.cfg.params...) {
		if err := s.SetParam(p.name, p.value); err != nil {
			s.Close()
			return nil, fmt.Errorf("sudoku: %w", err)
		}
	}
	return s, nil
}

// warmUp searches the empty grid for a first solution, on grids of up to
// 25x25, which leaves Z3's saved phases ready for the calls: the solutions
// a Model finds depend on them.
// The search stops after a budget of conflicts, which keeps it
// reproducible, for rules that Z3 finds hard with no givens, and after
// warmupTime, for rules whose conflicts are slow. The solver is compiled
// by then, so an interrupted search costs nothing but the phases (and
// under BitVec a second compilation: see newSolver). Larger grids skip
// it: their empty grids take minutes.
func (m *Model) warmUp(ctx context.Context, s *z3.Solver, general bool) (cut bool, _ error) {
	if m.shape.Size > 25 {
		return false, nil
	}
	limit := uint32(warmupSATConflicts)
	if general {
		limit = warmupConflicts
	}
	if err := s.SetParam(conflictsParam, limit); err != nil {
		return false, err
	}
	wctx, cancel := context.WithTimeout(ctx, warmupTime)
	defer cancel()
	_, err := s.Check(wctx)
	switch {
	case ctx.Err() != nil:
		return false, ctx.Err()
	case wctx.Err() != nil:
		return true, nil
	case err == nil, errors.Is(err, z3.ErrUnknown):
		return false, nil // out of conflicts is no failure: the solver is compiled
	}
	return false, fmt.Errorf("sudoku: compiling the rules: %w", err)
}

// warmupTime bounds warmUp's search. A search that needs longer is better
// spent on the calls, with their givens, and a variant puzzle is usually
// built for one call (BENCHMARKS.md, "wild-A after the importer fixes and
// a shorter warm-up").
const warmupTime = 100 * time.Millisecond

// warmupConflicts bounds warmUp on Z3's SMT core (Int, or rules that need
// arithmetic), warmupSATConflicts on its SAT core, whose conflicts cost
// far less: enough for an empty 25x25's first solution, which a smaller
// budget left to the first call (TestWithTimeout; the figures are in
// BENCHMARKS.md, "Constants and the measurements behind them").
const (
	warmupConflicts    = 2000
	warmupSATConflicts = 100000
)

// simplifyDelay is the parameter that delays Z3's in-processing.
const simplifyDelay = "sat.simplify.delay"

// conflictsParam is the solver parameter that bounds a check's conflicts;
// Z3's SAT and SMT cores both read it.
const conflictsParam = "max_conflicts"

// noConflictBudget is Z3's default: no bound.
const noConflictBudget = 1<<32 - 1

// satParams tune Z3's SAT core for many short checks on one formula, on
// grids under residualMin (larger ones take largeSATParams).
//
// sat.simplify.delay: Z3 starts in-processing (subsumption, probing,
// equivalent literals over every clause, learned ones included) once a
// check passes its first 100 conflicts, on every check, which on a 9x9
// costs more than the search; waiting for 3,000 conflicts spares 9x9
// checks and keeps it for the long searches of some variants, which need
// it. Grids from residualMin up keep Z3's delay: their searches are long,
// and in-processing pays there (BENCHMARKS.md: the 64x64 puzzle's Solve
// took 62 s with 3,000 and 29 s with 100).
//
// sat.gc.initial: Z3 deletes no learned clause before 20,000 conflicts,
// and one-hot learned clauses are long, so on a search of thousands of
// conflicts, as on variants with few givens, every conflict goes over a
// growing database; collecting from 1,000 conflicts on halves the cost of
// a conflict there. A second call on the same puzzle then finds fewer of
// the first one's clauses. sat.gc.defrag: with it, a collection during
// such a search crashed Z3 4.8.12 (BENCHMARKS.md). Grids from residualMin
// up keep Z3's collection too: the 64x64 puzzle's Solve took 128 s with
// ours and 72 to 76 s with Z3's.
var satParams = []param{
	{simplifyDelay, 3000},
	{gcInitial, 1000},
	{gcDefrag, false},
}

// The parameters of Z3's learned-clause collection (see satParams).
const (
	gcInitial = "sat.gc.initial"
	gcDefrag  = "sat.gc.defrag"
)

// largeSATParams tune Z3's SAT core for the long searches of grids from
// residualMin up, which keep Z3's in-processing and learned-clause
// collection (see satParams). Z3 alternates two modes, each with a budget
// of conflicts (400 and 400 by default): one aimed at a proof, whose
// phases are the last ones, and one aimed at a model, whose phases are
// those of the longest assignment found so far. A large grid's Solve
// wants a model, and its houses make a quasigroup completion, on which
// CDCL searches are heavy-tailed. On the 64x64 puzzle of the corpora,
// Solve took 72 to over 150 s with Z3's budgets, over seeds and restart
// policies, and takes 7 to 58 s with these on nine seeds of ten (90 s on
// the tenth). On generated 36x36 puzzles the two are a wash, each with
// outliers of its own (BENCHMARKS.md, "64x64: a search for a model").
var largeSATParams = []param{
	{"sat.search.sat.conflicts", 40000},
	{"sat.search.unsat.conflicts", 10},
}

// refreshEvery is how many checks a solver serves before the Model swaps
// it for a fresh one: what Z3 learns on one puzzle mostly slows the next,
// and a refresh costs one compile, a few milliseconds on 9x9.
const refreshEvery = 50

// maxRefreshCompile is the longest compile that a periodic refresh may
// cost. Z3 does not interrupt a compile, and a refresh runs within a call
// that must stop promptly when its ctx is done (TestCancelLatency). A
// Model whose compile takes longer keeps its solver, except after an
// interrupted BitVec check, which needs a fresh one whatever it costs.
const maxRefreshCompile = 50 * time.Millisecond

// maybeRefresh swaps the solver for a fresh one when it has served
// refreshEvery checks or a check was interrupted, and no Solutions
// iteration relies on its clauses.
// The new solver compiles within ctx, the call's, and replaces the old one
// only when it is compiled. The caller holds m.mu.
func (m *Model) maybeRefresh(ctx context.Context) error {
	due := m.checks >= refreshEvery && m.compileTime <= maxRefreshCompile
	if !(due || m.interrupted) || m.iterating > 0 {
		return nil
	}
	// The formula is the same at every refresh, so the fastest compile
	// seen is the best estimate of its cost: a compile slowed by other
	// load (87 ms of wall time for a 6 ms 9x9 under a load of 9) must not
	// end the refreshes for good, which let a solver grow to 450 checks
	// and Unique on hardest1106 double (BENCHMARKS.md).
	fastest := m.compileTime
	defer func() { m.compileTime = min(m.compileTime, fastest) }()
	s, err := m.newSolver(ctx)
	if ctx.Err() != nil {
		// Keep the old solver and try again on the next call; this call
		// returns ctx.Err() at its own check, before Z3 sees it.
		return nil
	}
	if err != nil {
		return err
	}
	m.solver.Close()
	m.solver = s
	m.checks = 0
	m.interrupted = false
	return nil
}

// RuleName returns the name of a rule for messages: its String method if it
// has one, else its type name.
func RuleName(r Rule) string {
	if isNil(r) {
		return "nil " + ruleType(r)
	}
	if s, ok := r.(fmt.Stringer); ok {
		return s.String()
	}
	t := reflect.TypeOf(r)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	name := t.String()
	return strings.TrimPrefix(name, "*")
}

// Close cuts short the calls running on the Model, which return an error
// wrapping [ErrClosed], and frees the Model's Z3 memory, or, for a Model
// on a [Base], removes its own rules from the base's solver and gives the
// solver back. When Close returns, nothing the Model started still runs:
// its calls have returned, and what they left in the background (a large
// grid's residual solver being built, see [New]) has stopped; only the
// memory of such a solver may still be being freed. Calls that begin
// afterwards return ErrClosed. Close is idempotent.
func (m *Model) Close() error {
	if m == nil {
		return nil
	}
	m.calls.close()
	err := m.closeLocked()
	m.work.Wait()
	return err
}

// closeLocked frees the Model once the call holding m.mu, if any, has
// returned.
func (m *Model) closeLocked() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil
	}
	m.closed = true
	m.closeAhead()
	if m.on != nil {
		m.closeOn()
		return nil
	}
	return m.closeZ3()
}

// Shape returns the Model's shape, the zero Shape for a nil Model.
func (m *Model) Shape() Shape {
	if m == nil {
		return Shape{}
	}
	return m.shape
}

// Encoding returns the Model's encoding, OneHot for a nil Model.
func (m *Model) Encoding() Encoding {
	if m == nil {
		return OneHot
	}
	return m.enc
}

// Rules returns the rules the Model was built from, none for a nil Model.
func (m *Model) Rules() []Rule {
	if m == nil {
		return nil
	}
	return append([]Rule(nil), m.rules...)
}

func (m *Model) assert(bs ...z3.Bool) { m.asserts = append(m.asserts, bs...) }

// is returns the Boolean "cell i holds d".
func (m *Model) is(i, d int) z3.Bool {
	n := m.shape.Size
	if m.lits != nil {
		return m.lits[i*n+d-1]
	}
	if m.eqs == nil {
		m.eqs = make([]z3.Bool, m.shape.NumCells()*n)
	}
	k := i*n + d - 1
	if m.eqs[k].Err() != nil { // not built yet
		m.eqs[k] = m.e.eq(m, i, d)
	}
	return m.eqs[k]
}

// value returns an Int equal to cell i's digit.
func (m *Model) value(i int) z3.Int {
	if m.ints == nil {
		m.ints = make([]z3.Int, m.shape.NumCells())
	}
	if m.ints[i].Err() == nil {
		return m.ints[i]
	}
	m.arith = true
	n := m.shape.Size
	v := m.ctx.IntConst(m.shape.CellAt(i).String())
	m.assert(v.GE(m.ctx.FromInt(1)), v.LE(m.ctx.FromInt(int64(n))))
	for d := 1; d <= n; d++ {
		m.assert(m.is(i, d).Eq(v.Eq(m.ctx.FromInt(int64(d)))))
	}
	m.ints[i] = v
	return v
}

// relate encodes a tabulated binary relation. For each digit x of a, when
// few digits of b are forbidden with it (as in "not equal" or "not
// consecutive"), it forbids those pairs with binary clauses; otherwise it
// says "a = x implies one of the digits of b that x allows" (a support
// clause), which unit propagation makes arc consistent. The same goes for
// each digit of b.
func (m *Model) relate(a, b int, ok [][]bool) {
	n := m.shape.Size
	type pair struct{ x, y int }
	forbidden := make(map[pair]bool)
	side := func(p, q int, allowed func(v, w int) bool, mk func(v, w int) pair) {
		for v := 1; v <= n; v++ {
			var sup []lit
			var bad []int
			for w := 1; w <= n; w++ {
				if allowed(v, w) {
					sup = append(sup, m.cell(q, w))
				} else {
					bad = append(bad, w)
				}
			}
			switch {
			case len(bad) == 0:
			case len(bad) <= maxForbiddenPairs:
				for _, w := range bad {
					if k := mk(v, w); !forbidden[k] {
						forbidden[k] = true
						m.clause(m.cell(p, v).not(), m.cell(q, w).not())
					}
				}
			default:
				m.clause(append(sup, m.cell(p, v).not())...)
			}
		}
	}
	side(a, b, func(x, y int) bool { return ok[x][y] }, func(x, y int) pair { return pair{x, y} })
	side(b, a, func(y, x int) bool { return ok[x][y] }, func(y, x int) pair { return pair{x, y} })
}

// maxForbiddenPairs is how many forbidden partners a digit may have for
// relate to write binary clauses rather than one support clause.
const maxForbiddenPairs = 2

// distinctSum encodes the sum of a killer cage, whose distinct digits the
// program's Distinct before it states. union holds every digit of some
// set of distinct digits that adds up to total, common those of every set,
// and sets lists them, or is nil past maxDigitSets (a 12-cell cage summing
// to 156 on 25x25 has 110,780). Every encoding allows each cell only
// digits of union, and requires the digits of common somewhere in the
// cage. OneHot then picks one set with a selector per set, instead of a
// sum; the others, and OneHot when sets is nil, add the arithmetic sum.
func (m *Model) distinctSum(idx []int, total int) {
	n := m.shape.Size
	union, common, _ := DigitSetBounds(n, len(idx), total)
	sets, all := digitSets(n, len(idx), total, maxDigitSets)
	if !all {
		sets = nil
	}
	for _, i := range idx {
		m.allow(i, union)
	}
	for d := 1; d <= n; d++ {
		if common&(1<<(d-1)) != 0 {
			m.clause(m.somewhere(idx, d)...)
		}
	}
	if m.lits == nil || sets == nil {
		m.e.sum(m, idx, total)
		return
	}
	if len(sets) == 1 {
		return // the allowed digits and the required ones say it all
	}
	// One selector per set, and for each digit d that some sets use and
	// others do not, a variable "the cage holds d": a cell with d sets it,
	// and it needs a cell with d and a set with d; a set rules out the
	// digits it lacks and requires those it has. Unit propagation then
	// removes a digit from every cell once no set is left that uses it.
	sel := make([]lit, len(sets))
	for k := range sets {
		sel[k] = m.fresh()
	}
	m.clause(sel...)
	for d := 1; d <= n; d++ {
		bit := uint64(1) << (d - 1)
		if union&bit == 0 || common&bit != 0 {
			continue
		}
		used := m.fresh()
		with := m.somewhere(idx, d)
		for _, l := range with {
			m.implies(l, used)
		}
		m.clause(append(with, used.not())...)
		var sup []lit
		for k, set := range sets {
			if set&bit != 0 {
				m.implies(sel[k], used)
				sup = append(sup, sel[k])
			} else {
				m.implies(sel[k], used.not())
			}
		}
		m.clause(append(sup, used.not())...)
	}
}

// somewhere returns the literals "cell i holds d" of the cells idx.
func (m *Model) somewhere(idx []int, d int) []lit {
	ls := make([]lit, len(idx))
	for k, i := range idx {
		ls[k] = m.cell(i, d)
	}
	return ls
}

// table encodes the allowed tuples of a table as products of digit sets
// (see compressTuples): one selector per product, which requires each
// cell to hold a digit of its set, and support clauses, so that
// propagation prunes digits no remaining product allows.
func (m *Model) table(idx []int, prods [][]uint64) {
	n := m.shape.Size
	all := uint64(1)<<n - 1
	sel := make([]lit, len(prods))
	for k, p := range prods {
		sel[k] = m.fresh()
		for i, c := range idx {
			if p[i]&all == all {
				continue
			}
			ls := []lit{sel[k].not()}
			for d := 1; d <= n; d++ {
				if p[i]&(1<<(d-1)) != 0 {
					ls = append(ls, m.cell(c, d))
				}
			}
			m.clause(ls...)
		}
	}
	m.clause(sel...)
	for i, c := range idx {
		for d := 1; d <= n; d++ {
			var sup []lit
			for k, p := range prods {
				if p[i]&(1<<(d-1)) != 0 {
					sup = append(sup, sel[k])
				}
			}
			if len(sup) < len(prods) {
				m.clause(append(sup, m.cell(c, d).not())...)
			}
		}
	}
}

// allow forbids the digits of cell i outside mask.
func (m *Model) allow(i int, mask uint64) {
	for d := 1; d <= m.shape.Size; d++ {
		if mask&(1<<(d-1)) == 0 {
			m.clause(m.cell(i, d).not())
		}
	}
}

// encoder is what differs between encodings.
type encoder interface {
	init(ctx context.Context, m *Model) error // within ctx, checked between rows of cells
	distinct(m *Model, idx []int)
	sum(m *Model, idx []int, total int)
	eq(m *Model, i, d int) z3.Bool // "cell i = d", for encodings without literals
	digits(m *Model, mdl *z3.Model) ([]int, error)
}

type oneHot struct{}

// pairwiseMax is the largest group whose at-most-one is written as binary
// clauses over every pair, which propagate best in Z3's SAT core but grow
// as n²; larger groups use the product encoding (about 2n clauses and 2√n
// fresh variables).
const pairwiseMax = 9

func (oneHot) init(ctx context.Context, m *Model) error {
	n, cells := m.shape.Size, m.shape.NumCells()
	if m.lits == nil { // a deferred Model made them, and openZ3 named them
		m.lits = make([]z3.Bool, cells*n)
		if m.ctx != nil {
			if err := m.nameLits(ctx); err != nil {
				return err
			}
		}
	}
	cell := make([]lit, n)
	for i := 0; i < cells; i++ {
		for d := 1; d <= n; d++ {
			cell[d-1] = m.cell(i, d)
		}
		m.clause(cell...)
		m.amo(cell)
	}
	return nil
}

// nameLits makes the terms of the literals "cell i holds d", once the
// Model has a Z3 context: a deferred Model makes its literals before. It
// checks ctx between rows: a 64x64 grid's literals take Z3 seconds.
func (m *Model) nameLits(ctx context.Context) error {
	n := m.shape.Size
	for i := range m.shape.NumCells() {
		if i%n == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		name := m.shape.CellAt(i).String()
		for d := 1; d <= n; d++ {
			m.lits[i*n+d-1] = m.ctx.BoolConst(fmt.Sprintf("%s_%d", name, d))
		}
	}
	return nil
}

// encode compiles the program's constraints from the first (an index into
// m.native) into the Model's encoding. Sums and tables wait for
// encodeSums, which lays them out once it knows every Distinct group.
func (m *Model) encode(from int) {
	for _, nc := range m.native[from:] {
		nc.encode(m)
	}
}

// distinct says that the cells idx hold different digits. Pairs of cells
// that share a group encoded before need no clauses of their own: a cage
// within a box, say, adds none, which saved a 9x9 killer a third of its
// clauses and of Z3's compile time.
func (oneHot) distinct(m *Model, idx []int) {
	n := m.shape.Size
	defer m.grouped(idx)
	if len(idx) > pairwiseMax {
		for d := 1; d <= n; d++ {
			ls := m.somewhere(idx, d)
			m.amo(ls)
			if len(idx) == n {
				m.clause(ls...)
			}
		}
		return
	}
	var pairs [][2]int
	for a := range idx {
		for b := a + 1; b < len(idx); b++ {
			if !m.together(idx[a], idx[b]) {
				pairs = append(pairs, [2]int{idx[a], idx[b]})
			}
		}
	}
	for d := 1; d <= n; d++ {
		for _, p := range pairs {
			m.clause(m.cell(p[0], d).not(), m.cell(p[1], d).not())
		}
		if len(idx) == n {
			m.clause(m.somewhere(idx, d)...)
		}
	}
}

// grouped records that the cells idx are distinct, encoded.
func (m *Model) grouped(idx []int) {
	if m.groupsOf == nil {
		m.groupsOf = make([][]int32, m.shape.NumCells())
	}
	g := int32(m.ngroups)
	m.ngroups++
	for _, i := range idx {
		m.groupsOf[i] = append(m.groupsOf[i], g)
	}
}

// together reports whether cells i and j share a distinct group encoded
// before.
func (m *Model) together(i, j int) bool {
	if m.groupsOf == nil {
		return false
	}
	for _, g := range m.groupsOf[i] {
		if slices.Contains(m.groupsOf[j], g) {
			return true
		}
	}
	return false
}

// sum records the sum for encodeSums, as a Linear with weights 1.
func (oneHot) sum(m *Model, idx []int, total int) {
	ws := make([]int, len(idx))
	for k := range ws {
		ws[k] = 1
	}
	idx, ws = mergeTerms(idx, ws)
	m.linear(idx, ws, total)
}

// pbSum states Σ d·[cell = d] = total as pseudo-Boolean equations, for
// sums too large to lay out (see encodeSums): the plain one, and twice
// more, shifted: Σ (d-1)·lit = total-k and Σ (N-d)·lit = k·N-total. All
// three follow from each other and one digit per cell, but Z3's
// pseudo-Boolean propagation only sees the bounds the other cells impose
// through the shifted forms.
func (m *Model) pbSum(idx []int, total int) {
	n, k := m.shape.Size, len(idx)
	lits := make([]z3.Bool, 0, k*n)
	plain := make([]int, 0, k*n)
	above := make([]int, 0, k*n)
	below := make([]int, 0, k*n)
	for _, i := range idx {
		for d := 1; d <= n; d++ {
			lits = append(lits, m.lits[i*n+d-1])
			plain = append(plain, d)
			above = append(above, d-1)
			below = append(below, n-d)
		}
	}
	m.assert(m.ctx.PbEq(lits, plain, total),
		m.ctx.PbEq(lits, above, total-k),
		m.ctx.PbEq(lits, below, k*n-total))
}

func (oneHot) eq(m *Model, i, d int) z3.Bool { return m.lits[i*m.shape.Size+d-1] }

func (oneHot) digits(m *Model, mdl *z3.Model) ([]int, error) {
	vals, err := mdl.EvalBools(m.lits)
	if err != nil {
		return nil, err
	}
	n, cells := m.shape.Size, m.shape.NumCells()
	out := make([]int, cells)
	for i := range out {
		for d := 1; d <= n; d++ {
			if vals[i*n+d-1] {
				out[i] = d
				break
			}
		}
	}
	return out, nil
}

type intEncoding struct{}

func (intEncoding) init(ctx context.Context, m *Model) error {
	n, cells := m.shape.Size, m.shape.NumCells()
	m.ints = make([]z3.Int, cells)
	one, top := m.ctx.FromInt(1), m.ctx.FromInt(int64(n))
	for i := range m.ints {
		x := m.ctx.IntConst(m.shape.CellAt(i).String())
		m.ints[i] = x
		m.assert(x.GE(one), x.LE(top))
	}
	// The domain as a disjunction too: redundant, but it lets Z3 case-split
	// on digits, which makes it one to two orders of magnitude faster.
	for i := range m.ints {
		if i%n == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		dom := make([]z3.Bool, n)
		for d := 1; d <= n; d++ {
			dom[d-1] = m.is(i, d)
		}
		m.assert(m.ctx.Or(dom...))
	}
	return nil
}

func (intEncoding) distinct(m *Model, idx []int) {
	xs := make([]z3.Int, len(idx))
	for k, i := range idx {
		xs[k] = m.ints[i]
	}
	m.assert(z3.Distinct(xs...))
}

func (intEncoding) sum(m *Model, idx []int, total int) {
	xs := make([]z3.Int, len(idx))
	for k, i := range idx {
		xs[k] = m.ints[i]
	}
	m.assert(m.ctx.Sum(xs...).Eq(m.ctx.FromInt(int64(total))))
}

func (intEncoding) eq(m *Model, i, d int) z3.Bool { return m.ints[i].Eq(m.ctx.FromInt(int64(d))) }

func (intEncoding) digits(m *Model, mdl *z3.Model) ([]int, error) {
	out := make([]int, len(m.ints))
	for i, x := range m.ints {
		v, err := mdl.EvalInt(x)
		if err != nil {
			return nil, err
		}
		out[i] = int(v)
	}
	return out, nil
}

type bvEncoding struct{}

// bvWidth is the width of a cell: 4 bits up to 15, more beyond.
func bvWidth(n int) int { return max(4, bits.Len(uint(n))) }

func (bvEncoding) init(ctx context.Context, m *Model) error {
	n, cells := m.shape.Size, m.shape.NumCells()
	w := bvWidth(n)
	m.bvs = make([]z3.BV, cells)
	one, top := m.ctx.FromUint(1, w), m.ctx.FromUint(uint64(n), w)
	for i := range m.bvs {
		if i%n == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		x := m.ctx.BVConst(m.shape.CellAt(i).String(), w)
		m.bvs[i] = x
		m.assert(x.UGE(one), x.ULE(top))
	}
	return nil
}

func (bvEncoding) distinct(m *Model, idx []int) {
	xs := make([]z3.BV, len(idx))
	for k, i := range idx {
		xs[k] = m.bvs[i]
	}
	m.assert(z3.Distinct(xs...))
}

func (bvEncoding) sum(m *Model, idx []int, total int) {
	w := bvWidth(m.shape.Size)
	// Widen so the sum cannot overflow.
	extra := bits.Len(uint(len(idx)*m.shape.Size)) - w + 1
	if extra < 0 {
		extra = 0
	}
	acc := m.ctx.FromUint(0, w+extra)
	for _, i := range idx {
		acc = acc.Add(m.bvs[i].ZeroExt(extra))
	}
	m.assert(acc.Eq(m.ctx.FromUint(uint64(total), w+extra)))
}

func (bvEncoding) eq(m *Model, i, d int) z3.Bool {
	return m.bvs[i].Eq(m.ctx.FromUint(uint64(d), bvWidth(m.shape.Size)))
}

func (bvEncoding) digits(m *Model, mdl *z3.Model) ([]int, error) {
	out := make([]int, len(m.bvs))
	for i, x := range m.bvs {
		v, err := mdl.EvalBV(x)
		if err != nil {
			return nil, err
		}
		out[i] = int(v)
	}
	return out, nil
}

// Statistics returns Z3's statistics for the Model's solver, such as
// "sat conflicts" and "sat decisions" (or "conflicts" and "decisions" on
// Z3's general solver), counted since the solver was made: by New (for a
// Model on a [Base], by the base, for the puzzles it served before), or by
// the swap for a fresh solver that a Model makes every few dozen checks.
// Take the difference around a call to measure that call's effort; a call
// that native propagation or the native search settles adds nothing (see
// the package doc; [WithConflictCheck](false) turns both off). A Model
// that has needed no Z3 check yet (see [New]) has no solver and returns
// an empty map.
func (m *Model) Statistics() (map[string]float64, error) {
	if m == nil {
		return nil, ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, ErrClosed
	}
	if m.solver == nil {
		return map[string]float64{}, nil // deferred: no solver, no checks yet
	}
	return m.solver.Statistics()
}
