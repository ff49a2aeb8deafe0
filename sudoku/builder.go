package sudoku

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/z3"
)

// A Rule adds its constraints to a Model through the Builder. Rules are
// plain values; Apply returns an error (wrapping [ErrBadRule]) for bad
// parameters.
type Rule interface {
	Apply(b *Builder) error
}

// A Checker checks a filled grid natively, without Z3. Every built-in rule
// implements it; [Model.Verify] runs the checks, and tests use them to catch
// wrong answers. Check returns nil or an error describing the first
// violation, usually a [*ConflictError].
type Checker interface {
	Check(g Grid) error
}

// Builder is the vocabulary rules use to add constraints. Most rules need
// only Distinct, Sum, DistinctSum, Linear, Relate, Table, Allow and
// Regular (an automaton over a sequence of cells), which work under every
// encoding, are checked natively against the givens before each solve, and
// which the native propagation and search read: a Model of them alone
// need not compile Z3 at all. Digit, Value, Assert and Z3 are the escape
// hatch to raw Z3, which the native side cannot see.
//
// Misuse, such as a cell off the grid, is recorded as the Builder's first
// error ("sticky"); later calls do nothing, and [New] returns that error,
// naming the rule.
type Builder struct {
	m    *Model
	rule string // the name of the rule being applied, for errors
	cur  Rule   // the rule being applied
	err  error
	// tables holds each distinct list of tuples the Builder's tables
	// have, copied and compressed once: a rule that states one table on
	// each of 64 windows pays for one.
	tables tableMemo
}

// Shape returns the grid's shape.
func (b *Builder) Shape() Shape { return b.m.shape }

// Encoding returns the Model's encoding.
func (b *Builder) Encoding() Encoding { return b.m.enc }

// Err returns the Builder's first error.
func (b *Builder) Err() error { return b.err }

// Include applies a sub-rule, such as a member of a rule set, so that its
// constraints, conflicts and errors carry its own name.
func (b *Builder) Include(r Rule) error {
	if isNil(r) {
		return fmt.Errorf("%w: nil rule %s", ErrBadRule, ruleType(r))
	}
	outer, outerRule := b.rule, b.cur
	b.rule, b.cur = RuleName(r), r
	defer func() { b.rule, b.cur = outer, outerRule }()
	if err := r.Apply(b); err != nil {
		return fmt.Errorf("%s: %w", b.rule, err)
	}
	if b.err != nil {
		return fmt.Errorf("%s: %w", b.rule, b.err)
	}
	return nil
}

// CheckRules applies rules on shape as [New] does, without Z3, and
// returns the first error of any rule, naming it, wrapped around
// [ErrBadRule] for bad parameters and around [ErrTooLarge] past
// [MaxConstraints] (counting the constraints in plain Go, before any are
// encoded). It takes a fraction of New's time: format writers and editors
// use it to check a puzzle's rules as they stand. What a rule states in
// raw Z3 ([Builder.Assert]) is not checked.
func CheckRules(shape Shape, rules []Rule) error {
	if err := shape.Validate(); err != nil {
		return err
	}
	m := &Model{shape: shape}
	b := &Builder{m: m}
	for i, r := range rules {
		if isNil(r) {
			return fmt.Errorf("%w: rule %d is a nil %s", ErrBadRule, i, ruleType(r))
		}
		if err := b.Include(r); err != nil {
			return err
		}
	}
	return nil
}

// applyAll applies rules in turn, each recorded in the Model's program
// and then compiled into its encoding (see Model.encode), so that the
// bound on constraints counts what each rule costs as it goes.
func (b *Builder) applyAll(ctx context.Context, rules []Rule) error {
	for _, r := range rules {
		if err := ctx.Err(); err != nil {
			return err
		}
		from := len(b.m.native)
		if err := b.Include(r); err != nil {
			return err
		}
		b.m.encode(from)
	}
	return nil
}

// Fail records err as the Builder's error unless one is recorded already.
// Rules may use it instead of returning an error from Apply.
func (b *Builder) Fail(err error) {
	if b.err == nil && err != nil {
		b.err = err
	}
}

// failf records an ErrBadRule error.
func (b *Builder) failf(format string, args ...any) {
	b.Fail(badRule(format, args...))
}

// cells checks that cells are on the grid and returns their indices. With
// unique set, a repeated cell is an error too.
func (b *Builder) cells(what string, cells []Cell, unique bool) ([]int, bool) {
	if b.err != nil {
		return nil, false
	}
	idx := make([]int, len(cells))
	for i, c := range cells {
		if !b.m.shape.Contains(c) {
			b.failf("%s: cell %s is off the %dx%d grid", what, c, b.m.shape.Size, b.m.shape.Size)
			return nil, false
		}
		idx[i] = b.m.shape.Index(c)
		if unique {
			for _, j := range idx[:i] {
				if j == idx[i] {
					b.failf("%s: cell %s appears twice", what, c)
					return nil, false
				}
			}
		}
	}
	return idx, true
}

// The size of a Model is bounded: it holds at most MaxConstraintsPerCell
// Z3 constraints (clauses, cardinality and pseudo-Boolean constraints, raw
// assertions) per cell of its grid, and at most MaxConstraints in all:
// 331,776 on 9x9. Real puzzles stay far below: of the real puzzles in the
// tests, the largest 9x9 holds about 16,000 (skyscrapers and renban lines).
// Past the bound, [New] fails with an error wrapping [ErrTooLarge] that
// names the rule, after about a second, so that a small hostile input (a
// file of 100,000 cages) cannot take gigabytes and minutes.
const (
	MaxConstraintsPerCell = 4096
	MaxConstraints        = 1 << 21
)

// add records a Builder call in the Model's program, the constraints in
// plain Go that the encoding compiles after each rule (see Model.encode):
// unless the Model's [Base] holds them already, or the Model is past its
// bound, an ErrTooLarge error.
func (b *Builder) add(cs ...nativeConstraint) {
	if !b.spend() {
		return
	}
	if b.m.on != nil && b.m.restated(cs) {
		return
	}
	b.m.native = append(b.m.native, cs...)
}

// spend checks, before a Builder call adds constraints, that the Model is
// within its bound. A call past it fails; one call may cross it, by its
// own size.
func (b *Builder) spend() bool {
	if b.err != nil {
		return false
	}
	s := b.m.shape
	limit := min(MaxConstraintsPerCell*s.NumCells(), MaxConstraints)
	if max(len(b.m.asserts)+b.m.nclauses, len(b.m.native)) > limit {
		b.Fail(fmt.Errorf("%w: more than %d constraints, the bound for a %dx%d grid",
			ErrTooLarge, limit, s.Size, s.Size))
		return false
	}
	return true
}

func (b *Builder) digitOK(what string, d int) bool {
	if d < 1 || d > b.m.shape.Size {
		b.failf("%s: digit %d out of range 1..%d", what, d, b.m.shape.Size)
		return false
	}
	return true
}

// Distinct constrains cells to hold pairwise different digits. When there
// are as many cells as digits, each digit appears exactly once, which the
// OneHot encoding states too (the complete encoding).
func (b *Builder) Distinct(cells ...Cell) {
	idx, ok := b.cells("Distinct", cells, true)
	if !ok {
		return
	}
	if len(idx) > b.m.shape.Size {
		b.failf("Distinct: %d cells cannot hold distinct digits 1..%d", len(idx), b.m.shape.Size)
		return
	}
	if len(idx) < 2 {
		return
	}
	b.add(nativeDistinct{rule: b.rule, cells: idx})
}

// Sum constrains the digits of cells to add up to total. Digits may
// repeat unless another constraint says otherwise. A total that no digits
// can make is an error.
func (b *Builder) Sum(cells []Cell, total int) {
	idx, ok := b.cells("Sum", cells, false)
	if !ok {
		return
	}
	n := b.m.shape.Size
	if total < len(idx) || total > n*len(idx) {
		b.failf("Sum: %d cells cannot add up to %d", len(idx), total)
		return
	}
	b.add(nativeSum{rule: b.rule, cells: idx, total: total})
}

// DistinctSum constrains cells to hold distinct digits that add up to
// total: a killer cage. It is Distinct and Sum together, but knows more: it
// works out which sets of digits can make the total, so that under the
// OneHot encoding Z3 chooses among those sets rather than doing
// arithmetic, which propagates far better, and every encoding allows each
// cell only digits of some set and requires the digits common to all. A total no set of distinct digits can make is an error.
func (b *Builder) DistinctSum(cells []Cell, total int) {
	idx, ok := b.cells("DistinctSum", cells, true)
	if !ok {
		return
	}
	n := b.m.shape.Size
	if len(idx) > n {
		b.failf("DistinctSum: %d cells cannot hold distinct digits 1..%d", len(idx), n)
		return
	}
	if _, _, ok := DigitSetBounds(n, len(idx), total); !ok {
		b.failf("DistinctSum: no %d distinct digits 1..%d add up to %d", len(idx), n, total)
		return
	}
	b.add(nativeDistinct{rule: b.rule, cells: idx}, nativeSum{rule: b.rule, cells: idx, total: total, distinct: true})
}

// Relate constrains the digits x in cell a and y in cell c to satisfy
// ok(x, y). Thermometers, kropki dots, XV, whispers, non-consecutive and
// anti-chess rules are all relations. The relation is tabulated once, so ok
// may be any pure function. A relation that is x != y is recorded as
// Distinct(a, c), which the native search and the encodings know best,
// and one that every pair satisfies adds nothing.
func (b *Builder) Relate(a, c Cell, ok func(x, y int) bool) {
	idx, good := b.cells("Relate", []Cell{a, c}, true)
	if !good {
		return
	}
	if ok == nil {
		b.failf("Relate %s %s: nil relation", a, c)
		return
	}
	n := b.m.shape.Size
	allowed := make([][]bool, n+1)
	some := false
	for x := 1; x <= n; x++ {
		allowed[x] = make([]bool, n+1)
		for y := 1; y <= n; y++ {
			allowed[x][y] = ok(x, y)
			some = some || allowed[x][y]
		}
	}
	if !some {
		b.failf("Relate %s %s: no pair of digits satisfies the relation", a, c)
		return
	}
	differ, all := true, true
	for x := 1; x <= n; x++ {
		for y := 1; y <= n; y++ {
			differ = differ && allowed[x][y] == (x != y)
			all = all && allowed[x][y]
		}
	}
	switch {
	case all:
		b.spend() // nothing to state, but the bound still counts calls
	case differ:
		b.add(nativeDistinct{rule: b.rule, cells: idx})
	default:
		b.add(nativeRelation{rule: b.rule, a: idx[0], b: idx[1], ok: allowed})
	}
}

// Table constrains the digits of cells, read in order, to be one of tuples.
// Each tuple has one digit per cell. A table of every tuple of distinct
// digits is recorded as Distinct(cells...).
func (b *Builder) Table(cells []Cell, tuples [][]int) {
	idx, ok := b.cells("Table", cells, false)
	if !ok {
		return
	}
	if len(tuples) == 0 {
		b.failf("Table %s: no allowed tuples", cellList(cells))
		return
	}
	for _, t := range tuples {
		if len(t) != len(idx) {
			b.failf("Table %s: tuple %v has %d digits, want %d", cellList(cells), t, len(t), len(idx))
			return
		}
		for _, d := range t {
			if !b.digitOK("Table", d) {
				return
			}
		}
	}
	if permutations(b.m.shape.Size, idx, tuples) {
		b.add(nativeDistinct{rule: b.rule, cells: idx})
		return
	}
	ts, prods := b.tables.get(tuples)
	b.add(nativeTable{rule: b.rule, cells: idx, tuples: ts, prods: prods})
}

// Allow restricts cell to the given digits.
func (b *Builder) Allow(cell Cell, digits ...int) {
	idx, ok := b.cells("Allow", []Cell{cell}, false)
	if !ok {
		return
	}
	var mask uint64
	for _, d := range digits {
		if !b.digitOK("Allow", d) {
			return
		}
		mask |= 1 << (d - 1)
	}
	if mask == 0 {
		b.failf("Allow %s: no digits allowed", cell)
		return
	}
	b.add(nativeAllow{rule: b.rule, cell: idx[0], mask: mask})
}

// Digit returns the Z3 Boolean that holds when cell holds digit d. For an
// invalid cell or digit it records the error and returns an invalid Bool.
func (b *Builder) Digit(cell Cell, d int) z3.Bool {
	b.raw()
	idx, ok := b.cells("Digit", []Cell{cell}, false)
	if !ok || !b.digitOK("Digit", d) || b.m.ctx == nil {
		return z3.Bool{} // an error, or a dry run (CheckRules)
	}
	return b.m.is(idx[0], d)
}

// Value returns the Z3 integer that equals the digit in cell. Under the
// OneHot encoding, the first call switches the Model from Z3's SAT core to
// its general solver, which handles arithmetic but is slower; rules that
// can say what they need with Sum, Relate or Table should.
func (b *Builder) Value(cell Cell) z3.Int {
	b.raw()
	idx, ok := b.cells("Value", []Cell{cell}, false)
	if !ok || b.m.ctx == nil {
		return z3.Int{} // an error, or a dry run (CheckRules)
	}
	return b.m.value(idx[0])
}

// Assert adds raw Z3 constraints. An invalid term records its error, and
// so does a term of another context than [Builder.Z3]'s (another Model's,
// say), wrapped around [z3.ErrMixedContexts]: New names the rule.
func (b *Builder) Assert(bs ...z3.Bool) {
	b.raw()
	if b.err != nil || b.m.ctx == nil {
		return // an error, or a dry run (CheckRules): raw Z3 is not checked
	}
	for _, x := range bs {
		if err := x.Err(); err != nil {
			b.Fail(fmt.Errorf("%w: Assert: %w", ErrBadRule, err))
			return
		}
		if x.Context() != b.m.ctx {
			// Z3 would find it only when the solver compiles, in an error
			// that names no rule.
			b.Fail(fmt.Errorf("%w: Assert: a term of another context than the Model's: %w", ErrBadRule, z3.ErrMixedContexts))
			return
		}
	}
	if b.spend() {
		b.m.assert(bs...)
	}
}

// Z3 returns the Model's Z3 context, to build terms for Assert; nil in a
// dry run ([CheckRules]), whose terms are then invalid and not asserted.
func (b *Builder) Z3() *z3.Context {
	b.raw()
	return b.m.ctx
}

// raw notes that the current rule uses raw Z3. Unless the rule checks
// filled grids natively (a [Checker]), the Model can then no longer
// confirm a solution without Z3.
func (b *Builder) raw() {
	b.m.rawZ3 = true
	if _, ok := b.cur.(Checker); !ok {
		b.m.opaque = true
	}
}

func cellList(cells []Cell) string {
	var sb strings.Builder
	for i, c := range cells {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(c.String())
	}
	return sb.String()
}

// permutations reports whether tuples, over the cells idx, are every
// tuple of distinct digits 1..n: as many as there are, each of distinct
// digits, none twice, on cells that are all different.
func permutations(n int, idx []int, tuples [][]int) bool {
	k := len(idx)
	if k < 2 || k > n {
		return false
	}
	want := 1
	for i := range k {
		want *= n - i
		if want > len(tuples) {
			return false
		}
	}
	if want != len(tuples) {
		return false
	}
	for i, c := range idx {
		if slices.Contains(idx[:i], c) {
			return false
		}
	}
	seen := make(map[string]bool, len(tuples))
	key := make([]byte, k)
	for _, t := range tuples {
		var used uint64
		for j, d := range t {
			if used&(1<<d) != 0 {
				return false
			}
			used |= 1 << d
			key[j] = byte(d)
		}
		if seen[string(key)] {
			return false
		}
		seen[string(key)] = true
	}
	return true
}
