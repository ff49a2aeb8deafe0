package sudoku

import (
	"context"
	"encoding/binary"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"sync"
)

// A Base keeps compiled solvers warm for many puzzles that share a shape
// and some rules: usually the rows, columns and boxes, perhaps with rules a
// generator fixes. Pass it to [New], [NewContext] or [Puzzle.ModelContext]
// with [WithBase]: a Model of rules that include the base's then takes one
// of the base's solvers, which holds the base's rules compiled, and adds
// only the rules of its own, in a scope that its Close removes again. It
// saves the compile of the rules Z3 needs (thermometers, XV, kropki); a
// Model whose rules the native search covers (a killer, Sudoku-X) defers
// Z3 and answers sooner on its own.
//
// WithBase never changes an answer. A Model uses the base only when its
// rules restate every constraint of the base (a cage puzzle whose rules
// include the classic houses, on a base of the classic houses) and it has
// the base's shape, encoding, seed and solver parameters. Otherwise it is
// built on its own, as without the option. Constraints of the Model's
// rules that the base holds already are not added twice.
//
// A Base is safe for concurrent use: each Model on it takes a solver of
// its own, made when none is free, and gives it back on Close. Close the
// Models, or their solvers stay taken until the garbage collector finds
// them. A solver serves a bounded number of Models, and is then replaced,
// because what Z3 learns on one puzzle mostly slows the next.
//
// Which solution Solve finds, among several, may depend on the puzzles the
// solver served before; verdicts, counts and unique solutions never do.
type Base struct {
	shape Shape
	rules []Rule
	opts  []Option
	cfg   config

	// keys indexes the keys of its constraints (see nativeConstraint.key),
	// the same in every slot, made with the first.
	keys map[string]int

	mu     sync.Mutex
	free   []*slot // solvers ready for a Model
	closed bool
}

// slot is one warm solver of a Base: a Model of the base's rules alone.
type slot struct {
	m    *Model
	uses int // Models served
}

// slotUses is how many Models one solver of a Base serves before it is
// replaced by a fresh one. Clauses Z3 learns from the base alone survive
// each Model's scope, and, as with refreshEvery, they mostly slow the next
// puzzle; the auxiliary Booleans of each Model's sums stay in the solver
// too. Over slotUses Models, a fresh solver's compile adds a fraction of a
// millisecond to each (BENCHMARKS.md).
const slotUses = 64

// NewBase compiles rules on shape for Models made later with [WithBase].
// The rules must keep to the Builder's vocabulary (Distinct, Sum, Linear,
// DistinctSum, Relate, Table, Allow): a rule that uses raw Z3 gives
// [ErrInvalidArgument], since a Model could not tell that its own rules
// restate it. opts are those of the Models to come: encoding, seed and
// parameters must match for a Model to use the base.
//
// NewBase compiles one solver at once, within ctx, and others as
// concurrent Models need them.
func NewBase(ctx context.Context, shape Shape, rules []Rule, opts ...Option) (*Base, error) {
	if ctx == nil {
		return nil, fmt.Errorf("%w: nil context.Context", ErrInvalidArgument)
	}
	// A WithBase among opts is undone: a base is never built on a base.
	b := &Base{shape: shape, rules: slices.Clone(rules), opts: append(slices.Clone(opts), WithBase(nil))}
	Options(b.opts).apply(&b.cfg)
	s, err := b.newSlot(ctx)
	if err != nil {
		return nil, err
	}
	if s.m.rawZ3 || s.m.arith {
		s.m.Close()
		return nil, fmt.Errorf("%w: a Base's rules must keep to the Builder's vocabulary, without raw Z3", ErrInvalidArgument)
	}
	b.keys = make(map[string]int, len(s.m.native))
	var key []byte
	for _, c := range s.m.native {
		key = c.key(key[:0])
		if _, dup := b.keys[string(key)]; !dup {
			b.keys[string(key)] = len(b.keys)
		}
	}
	b.free = append(b.free, s)
	return b, nil
}

// isClosed reports whether Close was called.
func (b *Base) isClosed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.closed
}

// restatedBy reports whether the constraints cs restate every constraint
// of the base, as a Model's must for the Model to use it.
func (b *Base) restatedBy(cs []nativeConstraint) bool {
	seen := make([]bool, len(b.keys))
	n := 0
	b.mark(cs, seen, &n)
	return n == len(b.keys)
}

// mark sets seen[k] for each constraint k of the base that cs restate,
// counting those newly set in *n, and reports whether the base holds
// every one of cs.
func (b *Base) mark(cs []nativeConstraint, seen []bool, n *int) bool {
	all := true
	var key []byte
	for _, c := range cs {
		key = c.key(key[:0])
		k, ok := b.keys[string(key)]
		if !ok {
			all = false
			continue
		}
		if !seen[k] {
			seen[k] = true
			*n++
		}
	}
	return all
}

// Shape returns the base's shape, the zero Shape for a nil Base.
func (b *Base) Shape() Shape {
	if b == nil {
		return Shape{}
	}
	return b.shape
}

// Rules returns the base's rules, none for a nil Base.
func (b *Base) Rules() []Rule {
	if b == nil {
		return nil
	}
	return slices.Clone(b.rules)
}

// Close frees the base's idle solvers. Models on the base stay usable;
// their solvers are freed when they are closed.
func (b *Base) Close() error {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	free := b.free
	b.free, b.closed = nil, true
	b.mu.Unlock()
	for _, s := range free {
		s.m.Close()
	}
	return nil
}

// newSlot compiles a fresh solver of the base's rules.
func (b *Base) newSlot(ctx context.Context) (*slot, error) {
	eager := optionFunc(func(c *config) { c.eager = true })
	m, err := NewContext(ctx, b.shape, b.rules, append(b.opts[:len(b.opts):len(b.opts)], eager)...)
	if err != nil {
		return nil, err
	}
	return &slot{m: m}, nil
}

// take returns a free solver, or a fresh one.
func (b *Base) take(ctx context.Context) (*slot, error) {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil, fmt.Errorf("%w: the Base is closed", ErrInvalidArgument)
	}
	if n := len(b.free); n > 0 {
		s := b.free[n-1]
		b.free = b.free[:n-1]
		b.mu.Unlock()
		return s, nil
	}
	b.mu.Unlock()
	return b.newSlot(ctx)
}

// give takes a solver back once a Model is done with it, or frees it when
// it is worn out, the base is closed, or enough solvers are idle.
func (b *Base) give(s *slot, ok bool) {
	s.uses++
	b.mu.Lock()
	keep := ok && !b.closed && s.uses < slotUses && len(b.free) < runtime.GOMAXPROCS(0)
	if keep {
		b.free = append(b.free, s)
	}
	b.mu.Unlock()
	if !keep {
		s.m.Close()
	}
}

// suits reports whether a Model of cfg on shape may use the base.
func (b *Base) suits(shape Shape, cfg config) bool {
	return shape == b.shape && cfg.encoding == b.cfg.encoding && cfg.seed == b.cfg.seed &&
		cfg.implied == b.cfg.implied && reflect.DeepEqual(cfg.params, b.cfg.params)
}

// Base returns the Base whose solver the Model uses, or nil for a Model
// built on its own: made without [WithBase], or with rules or options that
// do not suit the base, or closed. A Model that defers Z3 (see [New])
// returns the base it will build on when a call first needs Z3.
func (m *Model) Base() *Base {
	if m == nil {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	switch {
	case m.closed:
		return nil
	case m.on != nil:
		return m.on.base
	case m.solver == nil:
		return m.later // deferred: the base it will build on
	}
	return nil
}

// onBase is what a Model made on a Base keeps of it.
type onBase struct {
	base *Base
	slot *slot
	// m.asserts[:mark] and m.cnf[:cnfMark] are the base's, compiled
	// below the Model's scope.
	mark, cnfMark int
	// seen marks the base's constraints that the Model's rules restate.
	seen  []bool
	nseen int
}

// buildOn builds m, whose cfg names a base that suits it, on one of the
// base's solvers. It returns false, and leaves m as it found it, when m's
// rules do not restate the base's or need a solver of another kind: the
// caller then builds m on its own.
func (m *Model) buildOn(ctx context.Context) (bool, error) {
	b := m.cfg.base
	s, err := b.take(ctx)
	if err != nil {
		return false, err
	}
	sm := s.m
	// The Model starts as a copy of the base's program and encoding, each
	// slice clipped or cloned so that what the Model adds never reaches
	// the base's.
	m.program = program{native: slices.Clip(sm.native), implied: slices.Clip(sm.implied)}
	m.encoded = sm.encoded
	m.eqs, m.ints = slices.Clone(sm.eqs), slices.Clone(sm.ints)
	m.asserts, m.cnf, m.freshTerms = slices.Clip(sm.asserts), slices.Clip(sm.cnf), slices.Clip(sm.freshTerms)
	if sm.groupsOf != nil {
		m.groupsOf = make([][]int32, len(sm.groupsOf))
		for i, gs := range sm.groupsOf {
			m.groupsOf[i] = slices.Clip(gs)
		}
	}
	m.opaque, m.rawZ3 = sm.opaque, sm.rawZ3
	m.on = &onBase{base: b, slot: s, mark: len(m.asserts), cnfMark: len(m.cnf), seen: make([]bool, len(b.keys))}
	undo := func() {
		b.give(s, true)
		*m = Model{shape: m.shape, cfg: m.cfg, enc: m.enc, e: m.e, rules: m.rules}
	}
	bd := &Builder{m: m}
	if err := bd.applyAll(ctx, m.rules); err != nil {
		undo()
		return false, err
	}
	m.encodeSums()
	if !bd.spend() {
		undo()
		return false, fmt.Errorf("the rules together: %w", bd.err)
	}
	general := sm.enc == Int || sm.arith
	if m.on.nseen < len(b.keys) || (m.arith && !general) {
		undo()
		return false, nil
	}
	m.prop = newPropagator(m)
	m.solver = sm.solver
	if err := m.solver.Push(); err != nil {
		undo()
		return false, err
	}
	err = m.assertTo(ctx, m.solver, m.on.mark, len(m.asserts), m.on.cnfMark, len(m.cnf))
	if err == nil {
		// Compile now, as New does (see compile): Z3 does not interrupt a
		// compile, which would otherwise fall to the first call. Only the
		// Model's own constraints are new to the solver.
		// A refresh would compile the base too: compileTime counts both.
		err = m.internalize(ctx, m.solver)
		m.compileTime += sm.compileTime
	}
	if err != nil {
		// A solver whose compile was cut short, or that failed, is not
		// given back: the base makes a fresh one when it needs it.
		m.solver.Pop()
		b.give(s, false)
		*m = Model{shape: m.shape, cfg: m.cfg, enc: m.enc, e: m.e, rules: m.rules}
		return false, err
	}
	return true, nil
}

// restated reports whether the base holds every one of cs already, and
// marks those it holds as restated by the Model's rules.
func (m *Model) restated(cs []nativeConstraint) bool {
	return m.on.base.mark(cs, m.on.seen, &m.on.nseen)
}

// closeOn gives the Model's solver back to its base, without the Model's
// scope. The caller holds m.mu.
func (m *Model) closeOn() {
	s := m.on.slot
	ok := !m.interrupted && m.iterating == 0
	if ok {
		ok = m.solver.Pop() == nil
	}
	if m.solver != s.m.solver {
		// A refresh replaced the slot's solver (see compile): the new one
		// holds the base's constraints below the Model's scope.
		s.m.solver = m.solver
	}
	m.on.base.give(s, ok)
	m.ctx, m.solver, m.on = nil, nil, nil
}

// The keys of native constraints say when two Builder calls state the same
// constraint, for a Model to skip what its base holds. Cells of a Distinct
// group or of a plain sum are a set; the other kinds keep their order.

func appendInts(dst []byte, xs []int) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(xs)))
	for _, x := range xs {
		dst = binary.AppendVarint(dst, int64(x))
	}
	return dst
}

func sortedInts(xs []int) []int {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s
}

func (c nativeDistinct) key(dst []byte) []byte {
	return appendInts(append(dst, 'D'), sortedInts(c.cells))
}

func (c nativeSum) key(dst []byte) []byte {
	dst = appendInts(append(dst, 'S'), sortedInts(c.cells))
	return binary.AppendVarint(dst, int64(c.total))
}

func (c nativeLinear) key(dst []byte) []byte {
	dst = appendInts(append(dst, 'L'), c.cells)
	dst = appendInts(dst, c.weights)
	return binary.AppendVarint(dst, int64(c.total))
}

func (c nativeRelation) key(dst []byte) []byte {
	dst = appendInts(append(dst, 'R'), []int{c.a, c.b})
	var bits uint64
	n := 0
	for x := 1; x < len(c.ok); x++ {
		for y := 1; y < len(c.ok[x]); y++ {
			if c.ok[x][y] {
				bits |= 1 << (n % 64)
			}
			if n++; n%64 == 0 {
				dst = binary.AppendUvarint(dst, bits)
				bits = 0
			}
		}
	}
	return binary.AppendUvarint(dst, bits)
}

func (c nativeTable) key(dst []byte) []byte {
	dst = appendInts(append(dst, 'T'), c.cells)
	for _, t := range c.tuples {
		dst = appendInts(dst, t)
	}
	return dst
}

func (c nativeAllow) key(dst []byte) []byte {
	dst = binary.AppendVarint(append(dst, 'A'), int64(c.cell))
	return binary.AppendUvarint(dst, c.mask)
}
