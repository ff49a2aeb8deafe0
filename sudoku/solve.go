package sudoku

import (
	"context"
	"fmt"
	"iter"
	"math/bits"

	"github.com/z3sudoku/z3sudoku/z3"
)

// call is the state of one solving call: the givens as assumptions and the
// call's context, with the Model's timeout applied.
type call struct {
	ctx    context.Context
	cancel context.CancelFunc
	givens []uint8 // row-major, 0 = empty
	// masks holds each cell's candidates after native propagation (bit
	// d-1: digit d), or nil when the Model skips it.
	masks []uint64
	// assume holds the assumptions of each Check: what the givens and
	// propagation settle, as literals, or none when they are asserted.
	assume []z3.Bool
	// s is the solver of the call's checks: the Model's, or a residual's
	// (see residual), in zc, whose literal "cell i holds d" lit returns;
	// nil until needZ3, on a deferred Model.
	s      *z3.Solver
	zc     *z3.Context
	lit    func(i, d int) z3.Bool
	scoped bool // see beginScoped
	// progress reports the call's progress, when its ctx asks for it.
	progress *reporter

	// The native propagator's verdict, when it settles the puzzle alone:
	// solved holds the one solution, or impossible is set.
	solved     Grid
	impossible bool
}

// end ends the call: it runs c.cancel as it is then, with what attach
// added to it (closing a residual, popping a scope). A call's deferred
// cleanup must be "defer c.end()": "defer c.cancel()" would take the
// function before attach replaced it, leaking a large grid's residual
// until the garbage collector found it.
func (c *call) end() { c.cancel() }

// begin validates givens and prepares a call. The caller holds m.mu and
// must call c.cancel, which also closes the scope of asserted givens.
func (m *Model) begin(ctx context.Context, givens Grid) (*call, error) {
	return m.beginScoped(ctx, givens, true)
}

// beginScoped is begin; with scoped false the givens are always
// assumptions, never asserted in a scope, for a call that gives up the lock
// between checks.
func (m *Model) beginScoped(ctx context.Context, givens Grid, scoped bool) (*call, error) {
	if ctx == nil {
		return nil, fmt.Errorf("%w: nil context.Context", ErrInvalidArgument)
	}
	if m.closed {
		return nil, ErrClosed
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// The call's context is one Close can cancel. The Model's timeout
	// starts now, so that it bounds a solver refresh too:
	// TestCancelLatency -cancel.full saw a WithTimeout(100ms) call on an
	// Int 16x16 return 43 s late, compiling the refreshed solver.
	callCtx, callCancel, err := m.calls.enter(ctx)
	if err != nil {
		return nil, err
	}
	if m.cfg.timeout > 0 {
		var stop context.CancelFunc
		leave := callCancel
		callCtx, stop = context.WithTimeout(callCtx, m.cfg.timeout)
		callCancel = func() { stop(); leave() }
	}
	ok := false
	defer func() {
		if !ok {
			callCancel()
		}
	}()
	if err := m.maybeRefresh(callCtx); err != nil {
		return nil, cut(callCtx, err)
	}
	g := givens.digits
	if givens.IsZero() {
		g = make([]uint8, m.shape.NumCells())
	} else if givens.shape != m.shape {
		return nil, fmt.Errorf("%w: givens are %v, the model is %v", ErrInvalidGrid, givens.shape, m.shape)
	}
	for _, nc := range m.native {
		if m.cfg.noPrecheck {
			break
		}
		if err := nc.conflict(m.shape, g); err != nil {
			return nil, err
		}
	}
	c := &call{ctx: callCtx, cancel: callCancel, givens: g, scoped: scoped}
	ok = true // c.cancel is the caller's to call now
	if !m.cfg.noPrecheck {
		m.settle(c)
		if c.impossible || !c.solved.IsZero() {
			return c, nil
		}
	}
	if m.solver == nil {
		return c, nil // deferred: Z3 comes when the call needs it (needZ3)
	}
	if err := m.attach(c); err != nil {
		c.cancel()
		return nil, cut(callCtx, err)
	}
	return c, nil
}

// fail returns err, or, when Close cut the call short, an error wrapping
// ErrClosed.
func (c *call) fail(err error) error { return cut(c.ctx, err) }

// needZ3 gives a call that native propagation did not settle its Z3
// solver, compiling the Model's first when it is deferred. Calls that may
// be answered natively call it when they need Z3; begin calls it for the
// others once the Model has a solver.
func (m *Model) needZ3(c *call) error {
	if c.s != nil {
		return nil
	}
	if m.solver == nil && c.masks != nil && m.residualOK() {
		return m.attach(c) // a residual needs nothing of the Model's Z3
	}
	if err := m.needSolver(c.ctx); err != nil {
		return err
	}
	return m.attach(c)
}

// attach hands the call's givens and what propagation settled to the
// Model's solver, or to a residual solver of the call's own.
func (m *Model) attach(c *call) error {
	if c.masks != nil && m.residualOK() {
		r, err := m.buildResidual(c.ctx, c, m.cfg.seed)
		if err != nil {
			return err
		}
		c.s, c.zc, c.lit = r.s, r.zc, r.lit
		cancel := c.cancel
		c.cancel = func() { r.close(); cancel() }
		return nil
	}
	c.s, c.zc, c.lit = m.solver, m.ctx, m.is
	c.assume = m.settled(c)
	if c.scoped && m.enc != OneHot && len(c.assume) > 0 {
		// Z3's SMT core preprocesses asserted givens far better than it
		// handles assumptions (an order of magnitude on hard 9x9s), so the
		// Int and BitVec encodings assert them in a scope of their own.
		if err := m.solver.Push(); err != nil {
			return err
		}
		if err := m.solver.Assert(c.assume...); err != nil {
			m.solver.Pop()
			return err
		}
		c.assume = nil
		cancel := c.cancel
		c.cancel = func() { m.solver.Pop(); cancel() }
	}
	return nil
}

// settled returns the literals that hold in every solution of the call's
// puzzle: "cell holds d" for each given and, after native propagation, for
// each cell it fills, so that Z3 starts where the propagator stopped.
// (Passing the candidates it rules out as well, as negative literals, made
// no difference to Z3's search and cost more per check.)
func (m *Model) settled(c *call) []z3.Bool {
	var lits []z3.Bool
	if c.masks == nil {
		for i, d := range c.givens {
			if d != 0 {
				lits = append(lits, m.is(i, int(d)))
			}
		}
		return lits
	}
	for i, mask := range c.masks {
		if mask&(mask-1) == 0 {
			lits = append(lits, m.is(i, bits.TrailingZeros64(mask)+1))
		}
	}
	return lits
}

// open reports whether cell i is not settled before Z3 runs: neither
// given nor filled by propagation.
func (c *call) open(i int) bool {
	if c.masks == nil {
		return c.givens[i] == 0
	}
	return c.masks[i]&(c.masks[i]-1) != 0
}

// settle runs the native propagator on the call's givens and records a
// verdict when it decides the puzzle without Z3.
func (m *Model) settle(c *call) {
	masks, ok := m.prop.run(c.givens)
	if !ok {
		c.impossible = true
		return
	}
	c.masks = masks
	if m.opaque {
		return
	}
	digits := make([]uint8, len(masks))
	for i, mask := range masks {
		if mask&(mask-1) != 0 {
			return // open cells: Z3 decides
		}
		digits[i] = uint8(bits.TrailingZeros64(mask) + 1)
	}
	g := Grid{shape: m.shape, digits: digits}
	// Every deduction is forced, so the grid is the only candidate: it is
	// the solution if it passes every check, and there is none otherwise
	// (a constraint the propagator does not use, such as a sum, fails).
	// When every rule kept to the Builder's vocabulary, the native
	// constraints are all the constraints, and the rules' own Checks would
	// only repeat them (at two thirds of the time of an easy 9x9 settled
	// here).
	if m.nativeConflict(g.digits) != nil || (m.rawZ3 && m.Verify(g) != nil) {
		c.impossible = true
		return
	}
	c.solved = g
}

// check runs one Check with the call's assumptions plus extra ones.
func (m *Model) check(c *call, extra ...z3.Bool) (bool, error) {
	if c.s == m.solver {
		m.checks++
	}
	r, err := c.s.Check(c.ctx, append(c.assume, extra...)...)
	if err != nil {
		if c.ctx.Err() != nil && m.enc == BitVec {
			// An interrupted BitVec solver is not to be trusted: a check
			// after one cut short returned grids with empty cells or broken
			// rules (45 of 200 calls after a 0-2 ms deadline on easy 9x9s
			// with the pre-check off). The next call takes a fresh solver.
			// OneHot and Int showed no such error, and a fresh Int solver
			// costs a second on 9x9, so they keep theirs.
			m.interrupted = true
		}
		return false, err
	}
	return r == z3.Sat, nil
}

// solution reads the grid of the call's last Check, which returned Sat.
func (m *Model) solution(c *call) (Grid, error) {
	mdl, err := c.s.Model()
	if err != nil {
		if cerr := c.ctx.Err(); cerr != nil {
			// An interrupt that lands as Z3 finishes can leave a Sat check
			// without a model ("there is no current model", seen under
			// the Int encoding): the call was cut short.
			m.interrupted = m.interrupted || m.enc == BitVec
			return Grid{}, cerr
		}
		return Grid{}, err
	}
	defer mdl.Close()
	var ds []int
	if m.lits != nil && c.masks != nil {
		ds, err = openDigits(c, mdl, c.lit)
	} else {
		ds, err = m.e.digits(m, mdl)
	}
	if err != nil {
		return Grid{}, err
	}
	if c.s != m.solver {
		// The call's own solver knows only the open cells.
		for i, mask := range c.masks {
			if mask&(mask-1) == 0 {
				ds[i] = bits.TrailingZeros64(mask) + 1
			}
		}
	}
	for i, d := range ds {
		if d < 1 || d > m.shape.Size {
			// Never an answer: a cell outside 1..N means Z3's model is wrong.
			m.interrupted = true
			return Grid{}, fmt.Errorf("sudoku: Z3's model has %d in %s", d, m.shape.CellAt(i))
		}
	}
	return GridFromDigits(m.shape, ds)
}

// block returns the clause that excludes solution s on the call's open
// cells (every solution agrees on the others), or false when there are
// none.
func (m *Model) block(c *call, s Grid) (z3.Bool, bool) {
	var lits []z3.Bool
	for i := range c.givens {
		if c.open(i) {
			lits = append(lits, c.lit(i, int(s.digits[i])))
		}
	}
	if len(lits) == 0 {
		return z3.Bool{}, false
	}
	return c.zc.OrNot(lits...), true
}

// openDigits reads a OneHot model's digits of the cells propagation left
// open, from their candidates' literals only (a quarter of the literals
// on the hardest 9x9s), which lit returns; the other cells have one
// candidate, their digit.
func openDigits(c *call, mdl *z3.Model, lit func(i, d int) z3.Bool) ([]int, error) {
	var lits []z3.Bool
	for i, mask := range c.masks {
		if mask&(mask-1) != 0 {
			for r := mask; r != 0; r &= r - 1 {
				lits = append(lits, lit(i, bits.TrailingZeros64(r)+1))
			}
		}
	}
	vals, err := mdl.EvalBools(lits)
	if err != nil {
		return nil, err
	}
	ds := make([]int, len(c.masks))
	k := 0
	for i, mask := range c.masks {
		if mask&(mask-1) == 0 {
			ds[i] = bits.TrailingZeros64(mask) + 1
			continue
		}
		for r := mask; r != 0; r &= r - 1 {
			if vals[k] && ds[i] == 0 {
				ds[i] = bits.TrailingZeros64(r) + 1
			}
			k++
		}
	}
	return ds, nil
}

// Solve returns a solution of the puzzle givens, or ErrNoSolution. The zero
// Grid means no givens. Givens that break a rule return a
// [*ConflictError] before any search.
func (m *Model) Solve(ctx context.Context, givens Grid) (Grid, error) {
	if m == nil {
		return Grid{}, ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	c, err := m.begin(ctx, givens)
	if err != nil {
		return Grid{}, err
	}
	defer c.end()
	switch {
	case c.impossible:
		return Grid{}, ErrNoSolution
	case !c.solved.IsZero():
		return c.solved.Clone(), nil
	}
	n, first, err := m.enumerate(c, 1)
	if err != nil {
		return Grid{}, c.fail(err)
	}
	if n == 0 {
		return Grid{}, ErrNoSolution
	}
	return first, nil
}

// Count returns the number of solutions of givens, counted exactly up to
// limit, which must be at least 1: a result equal to limit means "limit or
// more". Count reports its progress when ctx asks for it (see
// [WithProgress]).
func (m *Model) Count(ctx context.Context, givens Grid, limit int) (n int, err error) {
	r := newReporter(ctx)
	defer func() { r.done(err) }()
	if limit < 1 {
		return 0, fmt.Errorf("%w: Count limit %d, want at least 1", ErrInvalidArgument, limit)
	}
	if m == nil {
		return 0, ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	n, _, err = m.count(ctx, givens, limit, r)
	return n, err
}

// count finds up to limit solutions and returns how many there are, and
// the first, reporting to r.
func (m *Model) count(ctx context.Context, givens Grid, limit int, r *reporter) (int, Grid, error) {
	c, err := m.begin(ctx, givens)
	if err != nil {
		return 0, Grid{}, err
	}
	defer c.end()
	c.progress = r
	switch {
	case c.impossible:
		return 0, Grid{}, nil
	case !c.solved.IsZero():
		r.solution()
		return 1, c.solved, nil
	}
	n, first, err := m.enumerate(c, limit)
	return n, first, c.fail(err)
}

// enumerate finds up to limit solutions of a call that propagation did
// not settle, and returns how many there are, and the first.
func (m *Model) enumerate(c *call, limit int) (n int, first Grid, err error) {
	e := &enumeration{m: m, c: c, budget: m.nativeBudget(), refill: nativeNodesPerSolution}
	e.emit = func(s Grid) (bool, error) {
		n++
		if n == 1 {
			first = s
		}
		return n < limit, nil
	}
	err = e.run()
	if e.pushed {
		if perr := c.s.Pop(); err == nil {
			err = perr
		}
	}
	return n, first, err
}

// Unique returns a solution of givens and whether it is the only one. With
// no solution it returns ErrNoSolution. Unique reports its progress when
// ctx asks for it (see [WithProgress]).
func (m *Model) Unique(ctx context.Context, givens Grid) (_ Grid, _ bool, err error) {
	r := newReporter(ctx)
	defer func() { r.done(err) }()
	if m == nil {
		return Grid{}, false, ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	n, first, err := m.count(ctx, givens, 2, r)
	if err != nil {
		return Grid{}, false, err
	}
	if n == 0 {
		return Grid{}, false, ErrNoSolution
	}
	return first, n == 1, nil
}

// Solutions returns an iterator over every solution of givens, each once,
// in no particular order. A failure ends the iteration with a zero Grid and
// the error; no solution at all yields nothing. The iteration reports its
// progress when ctx asks for it (see [WithProgress]), the last time when
// it ends.
//
// The Model is not locked while the loop body runs, so the body may use
// the Model for other calls.
func (m *Model) Solutions(ctx context.Context, givens Grid) iter.Seq2[Grid, error] {
	return func(yield func(Grid, error) bool) {
		r := newReporter(ctx)
		var err error
		defer func() { r.done(err) }()
		if m == nil {
			err = ErrClosed
			yield(Grid{}, err)
			return
		}
		m.mu.Lock()
		// The givens stay assumptions: a scope would leak into the calls
		// the loop body makes while the lock is free.
		c, err := m.beginScoped(ctx, givens, false)
		if err != nil {
			m.mu.Unlock()
			yield(Grid{}, err)
			return
		}
		defer c.end()
		c.progress = r
		switch {
		case c.impossible:
			m.mu.Unlock()
			return
		case !c.solved.IsZero():
			r.solution()
			m.mu.Unlock()
			yield(c.solved.Clone(), nil)
			return
		}
		// The iterator's clauses are guarded by a fresh variable, assumed
		// by its own checks only, so other calls in between ignore them.
		m.iterating++ // keep this solver, which will hold the clauses
		e := &enumeration{m: m, c: c, guarded: true, budget: m.nativeBudget(), refill: nativeNodesPerSolution}
		locked := true
		e.emit = func(s Grid) (bool, error) {
			m.mu.Unlock()
			locked = false
			more := yield(s, nil)
			m.mu.Lock()
			locked = true
			return more, nil
		}
		err = func() error {
			// Also when the loop body panics: retire the clauses and let
			// the solver be refreshed again.
			defer func() {
				if !locked {
					m.mu.Lock()
				}
				if !m.closed && e.guard.Err() == nil {
					c.s.Assert(e.guard.Not())
				}
				m.iterating--
				m.mu.Unlock()
			}()
			return e.run()
		}()
		if err != nil {
			err = c.fail(err)
			yield(Grid{}, err)
		}
	}
}

// Candidates returns the digits each cell can hold in at least one solution
// of givens: the setters' "true candidates". A given cell has its given
// digit only. With no solution it returns ErrNoSolution. Candidates
// reports its progress when ctx asks for it (see [WithProgress]).
//
// Each solution found marks every (cell, digit) pair it contains. Where
// the native search runs (see the package doc), it skips every branch
// that cannot mark a new pair, and its marks are the answer when it ends
// within its budget. Otherwise each Z3 search asks only for a solution
// with some unmarked pair, so the number of searches is about the number
// of solutions needed to cover the candidates, plus one.
func (m *Model) Candidates(ctx context.Context, givens Grid) (_ Candidates, err error) {
	r := newReporter(ctx)
	defer func() { r.done(err) }()
	if m == nil {
		return Candidates{}, ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	c, err := m.begin(ctx, givens)
	if err != nil {
		return Candidates{}, err
	}
	defer c.end()
	c.progress = r
	cands, err := m.candidates(c)
	return cands, c.fail(err)
}

// candidates finds the candidates of a call.
func (m *Model) candidates(c *call) (Candidates, error) {
	cands := Candidates{shape: m.shape, masks: make([]uint64, m.shape.NumCells())}
	if r := c.progress; r != nil {
		r.cands = cands.masks
		n := m.shape.Size
		for i, d := range c.givens {
			switch {
			case c.masks != nil:
				r.total += bits.OnesCount64(c.masks[i])
			case d != 0:
				r.total++
			default:
				r.total += n
			}
		}
	}
	switch {
	case c.impossible:
		return Candidates{}, ErrNoSolution
	case !c.solved.IsZero():
		for i, d := range c.solved.digits {
			cands.masks[i] = 1 << (d - 1)
		}
		c.progress.solution()
		return cands, nil
	}
	// The native search first, where the Model allows it: each solution
	// marks its digits, and a branch whose every candidate is marked
	// already cannot add one. When it closes every branch within its
	// budget (no refill per solution: puzzles can have billions), the
	// marks are the answer; otherwise Z3 goes on from them.
	found := false
	mark := func(s Grid) (bool, error) {
		found = true
		for i, d := range s.digits {
			cands.masks[i] |= 1 << (d - 1)
		}
		return true, nil
	}
	e := &enumeration{m: m, c: c, budget: m.nativeBudget(), emit: mark}
	e.skip = func(masks []uint64) bool {
		for i, mk := range masks {
			if mk&^cands.masks[i] != 0 {
				return false
			}
		}
		return true
	}
	if e.native() {
		if e.err != nil {
			return Candidates{}, e.err
		}
		if !found {
			return Candidates{}, ErrNoSolution
		}
		return cands, nil
	}
	if err := m.needZ3(c); err != nil {
		return Candidates{}, err
	}
	if err := c.s.Push(); err != nil {
		return Candidates{}, err
	}
	defer c.s.Pop()
	for {
		if found {
			if ok, err := m.askUnmarked(c, cands); err != nil || !ok {
				if err != nil {
					return Candidates{}, err
				}
				break
			}
		}
		sat, err := m.check(c)
		if err != nil {
			return Candidates{}, err
		}
		if !sat {
			break
		}
		found = true
		s, err := m.solution(c)
		if err != nil {
			return Candidates{}, err
		}
		for i, d := range s.digits {
			cands.masks[i] |= 1 << (d - 1)
		}
		c.progress.solution()
	}
	if !found {
		return Candidates{}, ErrNoSolution
	}
	return cands, nil
}

// askUnmarked asserts that the next solution holds some candidate not
// marked yet, or reports false when every candidate is marked.
func (m *Model) askUnmarked(c *call, cands Candidates) (bool, error) {
	n := m.shape.Size
	var open []z3.Bool
	for i := range c.givens {
		if !c.open(i) {
			continue
		}
		for d := 1; d <= n; d++ {
			bit := uint64(1) << (d - 1)
			if cands.masks[i]&bit == 0 && (c.masks == nil || c.masks[i]&bit != 0) {
				open = append(open, c.lit(i, d))
			}
		}
	}
	if len(open) == 0 {
		return false, nil
	}
	return true, c.s.Assert(c.zc.Or(open...))
}

// nativeConflict returns the first constraint of the Builder's vocabulary
// that the filled digits break, or nil.
func (m *Model) nativeConflict(digits []uint8) error {
	for _, nc := range m.native {
		if err := nc.conflict(m.shape, digits); err != nil {
			return err
		}
	}
	return nil
}

// Verify checks a filled grid natively, without Z3: every constraint the
// rules added through the Builder's vocabulary, and every rule that
// implements [Checker]. It returns nil for a valid solution, an error
// wrapping ErrInvalidGrid for a grid of the wrong shape or with empty
// cells, and otherwise the first violation, usually a [*ConflictError].
func (m *Model) Verify(g Grid) error {
	if m == nil {
		return ErrClosed
	}
	if g.shape != m.shape {
		return fmt.Errorf("%w: grid is %v, the model is %v", ErrInvalidGrid, g.shape, m.shape)
	}
	for i, d := range g.digits {
		if d == 0 {
			return fmt.Errorf("%w: cell %s is empty", ErrInvalidGrid, m.shape.CellAt(i))
		}
	}
	if err := m.nativeConflict(g.digits); err != nil {
		return err
	}
	for _, r := range m.rules {
		if ch, ok := r.(Checker); ok {
			if err := ch.Check(g); err != nil {
				if _, named := err.(*ConflictError); named {
					return err // it names the rule already
				}
				return fmt.Errorf("%s: %w", RuleName(r), err)
			}
		}
	}
	return nil
}
