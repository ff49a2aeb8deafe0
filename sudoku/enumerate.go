package sudoku

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// enumeration finds the solutions of a call one by one: natively first, by
// splitting on the candidates of one open cell at a time and letting the
// propagator settle each branch, and with Z3 for whatever the native
// search leaves when its node budget runs out. A solution the native
// search finds is a filled grid that passes every native check, as in
// settle; a branch it drops is one propagation refuted. The two parts
// never overlap: Z3 gets clauses that exclude every branch the native
// search closed (its decisions, not whole grids), and blocks each of its
// own solutions as before.
type enumeration struct {
	m *Model
	c *call
	// emit receives each solution; false stops the enumeration. It may
	// release and retake m.mu (Solutions does, around its yield).
	emit func(Grid) (bool, error)
	// guard, made when the enumeration needs Z3 and guarded is set,
	// guards every clause it asserts, for Solutions, whose clauses must
	// not reach other calls.
	guarded bool
	guard   z3.Bool

	budget int // native nodes left
	spent  int // native nodes searched
	refill int // nodes each solution found adds to the budget
	// skip, when set, closes a branch without exploring it: Candidates
	// skips those that cannot mark a new candidate.
	skip  func(masks []uint64) bool
	path  []decision
	masks [][]uint64 // per depth, reused
	stop  bool       // emit said stop, or failed
	out   bool       // the budget ran out: Z3 goes on from path
	found bool       // a solution was emitted
	err   error
	// pushed is set when the enumeration opened a scope on the call's
	// solver for its clauses (when it has no guard); the caller pops it.
	pushed bool
	rng    uint64 // the digit order's random state, under WithSeed
	// weights counts, per cell, the branches on it that propagation
	// refuted, halved every weightDecay refutations (see choose).
	weights []uint32
	decay   int
}

// decision is one level of the native search: the cell it splits, the
// digit of the branch it is in, and the digits whose branches are closed.
type decision struct {
	cell   int
	digit  int
	closed uint64
}

// nativeNodes is the native search's budget of nodes per call on a 9x9
// (see nativeBudget), and nativeNodesPerSolution what each solution it
// finds adds to it: a node costs microseconds, a Z3 check hundreds. Tests
// lower them.
var (
	nativeNodes            = 2000
	nativeNodesPerSolution = 8
)

// escalateAfter is how many nodes a native search spends on a Model with
// sums before the Model's propagator escalates (see escalate). Building
// the stronger one takes about 1 ms, as long as 40 killer nodes.
var escalateAfter = 64

// escalate gives a Model with sums the propagator with the innies and
// outies of two and three houses, for the rest of the search and every
// later call: a killer that needs more than a few nodes with single
// houses' innies needs a tenth of them, or none, with these (BENCHMARKS.md).
// It is not built in New, where it would cost every Model about 1 ms.
// Swapping it in mid-search is sound: it knows only sums that every
// solution satisfies, on the same candidate masks. The caller holds m.mu.
func (m *Model) escalate() {
	if m.strong || len(m.implied) > 0 || !hasSums(m.native) {
		return
	}
	m.prop, m.strong = newPropagatorOver(m, 3), true
}

// nativeSearchOK reports whether the native search may enumerate the
// call's solutions: the propagator ran, and no rule uses raw Z3 (which the
// search could only check at its leaves). Only OneHot runs it: Int and
// BitVec are kept to compare Z3's encodings, which a native search would
// hide.
func (m *Model) nativeSearchOK(c *call) bool {
	return c.masks != nil && !m.rawZ3 && len(m.implied) == 0 && m.enc == OneHot
}

// native runs the native search, when the Model allows it, and reports
// whether it is over: emit stopped it, it failed, or it closed every
// branch. Otherwise Z3 has the rest, which excludeClosed describes.
func (e *enumeration) native() (over bool) {
	if !e.m.nativeSearchOK(e.c) || e.budget <= 0 {
		return false
	}
	root := make([]uint64, len(e.c.masks))
	copy(root, e.c.masks)
	e.search(0, root)
	if e.err == nil {
		e.m.searched(e.out)
	}
	return e.err != nil || e.stop || !e.out
}

// run enumerates until emit stops it or every solution is found.
func (e *enumeration) run() error {
	m, c := e.m, e.c
	if e.native() {
		return e.err
	}
	if err := m.needZ3(c); err != nil {
		return err
	}
	if e.guarded {
		e.guard = c.zc.FreshBool("solutions")
	}
	if e.out {
		if err := e.excludeClosed(); err != nil {
			return err
		}
	}
	var pending z3.Bool // the block of the last solution, asserted if the search goes on
	// Only a first check that no solution came before may be raced: the
	// racer knows nothing of the branches the native search closed, and
	// they hold no solution only then.
	race := !e.found
	for {
		if pending.Err() == nil {
			if err := e.assert(pending); err != nil {
				return err
			}
		}
		assume := c.assume
		if e.guard.Err() == nil {
			assume = append(assume[:len(assume):len(assume)], e.guard)
		}
		if c.s == m.solver {
			m.checks++
		}
		r, raced, err := e.check(assume, race)
		race = false
		if err != nil {
			if c.ctx.Err() != nil && m.enc == BitVec {
				m.interrupted = true // see check
			}
			return err
		}
		if r != z3.Sat {
			return nil
		}
		var s Grid
		if raced != nil {
			s = Grid{shape: m.shape, digits: raced}
			if err := m.nativeConflict(s.digits); err != nil {
				return fmt.Errorf("sudoku: internal error: the raced search's solution breaks a rule: %w", err)
			}
		} else if s, err = m.solution(c); err != nil {
			return err
		}
		clause, ok := m.block(c, s)
		if !ok {
			clause = c.zc.FromBool(false) // all settled: the only one
		}
		pending = clause
		e.found = true
		c.progress.solution()
		if more, err := e.emit(s); err != nil || !more {
			return err
		}
		if m.closed {
			return ErrClosed
		}
	}
}

// check runs one check of the enumeration on the call's solver. When race
// is set and the Model allows it (raceOK), a second search races it (see
// raceAfter); its solution, when it wins with one, comes back as digits.
func (e *enumeration) check(assume []z3.Bool, race bool) (z3.Result, []uint8, error) {
	m, c := e.m, e.c
	if !race || !m.raceOK(c) {
		r, err := c.s.Check(c.ctx, assume...)
		return r, nil, err
	}
	ctx, stop := context.WithCancel(c.ctx)
	defer stop()
	rc := m.race(c, stop)
	if raceHold > 0 {
		select {
		case <-ctx.Done():
		case <-time.After(raceHold):
		}
	}
	r, err := c.s.Check(ctx, assume...)
	settled, rr, digits := rc.wait()
	switch {
	case err == nil:
		return r, nil, nil // the first search's verdict
	case settled && c.ctx.Err() == nil:
		return rr, digits, nil // the racer's: it stopped the first search
	}
	return r, nil, err
}

// assert adds a clause: guarded when the enumeration has a guard, and
// otherwise in a scope of its own, opened on the first clause.
func (e *enumeration) assert(b z3.Bool) error {
	if e.guard.Err() == nil {
		b = e.guard.Not().Or(b)
	} else if !e.pushed {
		if err := e.c.s.Push(); err != nil {
			return err
		}
		e.pushed = true
	}
	return e.c.s.Assert(b)
}

// nativeBudget is the native search's budget of nodes for the Model: its
// nodes cost in proportion to the number of cells.
func (m *Model) nativeBudget() int {
	if nativeNodes <= 0 {
		return 0
	}
	nodes := nativeNodes
	if !m.wellPruned {
		nodes = m.otherBudget()
	}
	return max(1, nodes*81/m.shape.NumCells())
}

// otherNodes is the native search's budget of nodes on a 9x9 Model whose
// constraints do not all prune well (see prunesWell), while its searches
// settle their calls; and otherNodesMin the least it comes down to, by
// half each time a search gives out before the call is settled, so that a
// generator's millions of calls on rules the native search cannot settle
// pay almost nothing for it (a node there costs 12 to 75 µs). A search
// that settles its call doubles it again. 160 nodes cover the bench's
// thermometer puzzles (102 and 149) and the real-world corpus's searches
// (48); most Models these budgets serve are settled by propagation
// alone, with no node at all. A search that gives out costs its Model's
// first call 2 to 12 ms before Z3.
const (
	otherNodes    = 160
	otherNodesMin = 25
)

// otherBudget returns the budget of nodes, before scaling by the grid,
// of a Model whose constraints do not all prune well.
func (m *Model) otherBudget() int {
	return max(otherNodesMin, otherNodes>>m.gaveUp)
}

// searched records how a native search on a Model whose constraints do
// not all prune well ended: given out (out) or not. The caller holds m.mu.
func (m *Model) searched(out bool) {
	switch {
	case m.wellPruned:
	case out && otherNodes>>m.gaveUp > otherNodesMin:
		m.gaveUp++
	case !out && m.gaveUp > 0:
		m.gaveUp--
	}
}

// excludeClosed tells Z3 which branches the native search closed: for
// each level, each closed digit with the decisions above it.
func (e *enumeration) excludeClosed() error {
	c := e.c
	var clauses []z3.Bool
	prefix := make([]z3.Bool, 0, len(e.path)+1)
	for _, d := range e.path {
		for r := d.closed; r != 0; r &= r - 1 {
			lits := append(prefix[:len(prefix):len(prefix)], c.lit(d.cell, bits.TrailingZeros64(r)+1))
			clauses = append(clauses, c.zc.OrNot(lits...))
		}
		prefix = append(prefix, c.lit(d.cell, d.digit))
	}
	for _, cl := range clauses {
		if err := e.assert(cl); err != nil {
			return err
		}
	}
	return nil
}

// search explores the node at depth whose candidates propagation has
// settled as far as it can.
func (e *enumeration) search(depth int, masks []uint64) {
	m := e.m
	// A 9x9 node takes microseconds; larger grids' nodes take longer,
	// and each checks ctx, so that a call stops promptly, and reports its
	// progress when it is time. It counts the nodes searched: the budget,
	// which each solution refills, can step over the multiples of 64.
	if e.spent&63 == 0 || len(masks) > 81 {
		if err := e.c.ctx.Err(); err != nil {
			e.err, e.stop = err, true
			return
		}
		e.c.progress.tick()
	}
	e.budget--
	if e.spent++; e.spent == escalateAfter {
		m.escalate()
	}
	if e.skip != nil && e.skip(masks) {
		return
	}
	best := e.choose(masks)
	if best < 0 {
		e.leaf(masks)
		return
	}
	if e.budget <= 0 {
		e.out = true
		return
	}
	for len(e.masks) <= depth+1 {
		e.masks = append(e.masks, make([]uint64, len(masks)))
	}
	e.path = append(e.path, decision{cell: best})
	var order [64]uint64
	k := 0
	for r := masks[best]; r != 0; r &= r - 1 {
		order[k] = r & -r
		k++
	}
	if seed := e.m.cfg.seed; seed != 0 {
		// The seed turns the order of the digits, as it varies the
		// solutions Z3 finds first (see WithSeed).
		e.rng = e.rng*6364136223846793005 + 1442695040888963407 + uint64(seed)
		rot := int((e.rng >> 33) % uint64(k))
		slices.Reverse(order[:rot])
		slices.Reverse(order[rot:k])
		slices.Reverse(order[:k])
	}
	for _, bit := range order[:k] {
		e.path[depth].digit = bits.TrailingZeros64(bit) + 1
		child := e.masks[depth+1]
		copy(child, masks)
		child[best] = bit
		st := m.prop.state(0, child)
		st.push(best)
		if m.prop.propagate(st, false) {
			e.search(depth+1, child)
			if e.stop || e.out {
				return // the path stays as it is, for excludeClosed
			}
		} else {
			e.failed(best)
		}
		e.path[depth].closed |= bit
	}
	e.path = e.path[:depth]
}

// leaf handles a node whose every cell has one candidate: a solution when
// it passes every native check (see settle), and none otherwise.
func (e *enumeration) leaf(masks []uint64) {
	m := e.m
	digits := make([]uint8, len(masks))
	for i, mk := range masks {
		digits[i] = uint8(bits.TrailingZeros64(mk) + 1)
	}
	if m.nativeConflict(digits) != nil {
		return
	}
	g := Grid{shape: m.shape, digits: digits}
	e.budget += e.refill
	e.found = true
	e.c.progress.found()
	more, err := e.emit(g)
	if err != nil || !more {
		e.err, e.stop = err, true
		return
	}
	if m.closed {
		e.err, e.stop = ErrClosed, true
	}
}

// weightDecay is how many refuted branches pass between two halvings of
// the cells' weights, so that the search follows the conflicts of the
// part of the tree it is in.
const weightDecay = 1 << 10

// choose returns the open cell to split next, or -1 when every cell has
// one candidate. Until a branch has been refuted it is the cell with the
// fewest candidates; from then on the cell with the most refutations
// (plus one) per candidate (the "domain over weighted degree" rule of
// constraint solvers), which steers the search to the cells whose
// choices conflict: on hard puzzles it settles in hundreds of nodes what
// the fewest candidates rule alone needs hundreds of thousands for.
func (e *enumeration) choose(masks []uint64) int {
	best, fewest := -1, 65
	if e.weights == nil {
		for i, mk := range masks {
			if mk&(mk-1) != 0 {
				if n := bits.OnesCount64(mk); n < fewest {
					best, fewest = i, n
					if n == 2 {
						break
					}
				}
			}
		}
		return best
	}
	var top uint64 // the best weight per candidate, as weight/n > top/fewest
	for i, mk := range masks {
		if mk&(mk-1) == 0 {
			continue
		}
		n := uint64(bits.OnesCount64(mk))
		w := uint64(e.weights[i]) + 1 // a cell never refuted still counts by its size
		if best < 0 || w*uint64(fewest) > top*n || w*uint64(fewest) == top*n && int(n) < fewest {
			best, fewest, top = i, int(n), w
		}
	}
	return best
}

// failed records that propagation refuted a branch on cell.
func (e *enumeration) failed(cell int) {
	if e.weights == nil {
		e.weights = make([]uint32, len(e.c.masks))
	}
	e.weights[cell]++
	if e.decay++; e.decay == weightDecay {
		e.decay = 0
		for i := range e.weights {
			e.weights[i] >>= 1
		}
	}
}
