package peer

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/irifrance/gini"
	"github.com/irifrance/gini/z"
)

// Errors returned by the Solver. Test them with errors.Is.
var (
	// ErrNoSolution reports that the givens have no solution under the rules.
	ErrNoSolution = errors.New("peer: no solution")
	// ErrBadGivens reports givens of the wrong length or with a digit out of
	// range.
	ErrBadGivens = errors.New("peer: bad givens")
	// ErrBadRule reports a rule with bad parameters: a cell off the grid,
	// a repeated cage cell, a sum no digits can make.
	ErrBadRule = errors.New("peer: bad rule")
)

// Shape is the geometry of the grid: Size×Size cells holding 1..Size, in
// boxes of BoxRows×BoxCols cells. BoxRows and BoxCols both 0 means no boxes.
type Shape struct{ Size, BoxRows, BoxCols int }

// MaxSize is the largest Size a Solver accepts.
const MaxSize = 64

// Solver is a Sudoku in the complete one-hot encoding on one gini solver,
// reused across puzzles. The zero Solver is not usable; call New.
type Solver struct {
	shape Shape
	n     int
	g     *gini.Gini
	x     []z.Lit // x[c*n+d-1]: cell c holds digit d
	lits  []z.Lit // scratch for assumptions
}

// New returns a Solver with the classic rules of s: each cell holds exactly
// one digit and each digit appears exactly once in each row, column and box.
func New(s Shape) (*Solver, error) {
	n := s.Size
	if n < 1 || n > MaxSize || (s.BoxRows == 0) != (s.BoxCols == 0) || (s.BoxRows != 0 && s.BoxRows*s.BoxCols != n) {
		return nil, fmt.Errorf("%w: shape %+v", ErrBadRule, s)
	}
	// Capacity hints: n^3 variables, and about 2n^2 * n(n-1)/2 binary
	// clauses per direction.
	sv := &Solver{shape: s, n: n, g: gini.NewVc(n*n*n+1, 2*n*n*n*n)}
	sv.x = make([]z.Lit, n*n*n)
	for i := range sv.x {
		sv.x[i] = sv.g.Lit()
	}
	group := make([]z.Lit, n)
	for c := 0; c < n*n; c++ {
		copy(group, sv.x[c*n:(c+1)*n])
		sv.exactlyOne(group)
	}
	for _, h := range sv.houses() {
		for d := 1; d <= n; d++ {
			for i, c := range h {
				group[i] = sv.lit(c, d)
			}
			sv.exactlyOne(group)
		}
	}
	return sv, nil
}

// Shape returns the Solver's shape.
func (s *Solver) Shape() Shape { return s.shape }

// houses returns the rows, the columns and the boxes as cell indexes.
func (s *Solver) houses() [][]int {
	n := s.n
	var hs [][]int
	for r := 0; r < n; r++ {
		row, col := make([]int, n), make([]int, n)
		for i := 0; i < n; i++ {
			row[i], col[i] = r*n+i, i*n+r
		}
		hs = append(hs, row, col)
	}
	if s.shape.BoxRows == 0 {
		return hs
	}
	br, bc := s.shape.BoxRows, s.shape.BoxCols
	for b := 0; b < n; b++ {
		r0, c0 := b/(n/bc)*br, b%(n/bc)*bc
		box := make([]int, 0, n)
		for r := r0; r < r0+br; r++ {
			for c := c0; c < c0+bc; c++ {
				box = append(box, r*n+c)
			}
		}
		hs = append(hs, box)
	}
	return hs
}

// lit is the literal "cell c holds digit d".
func (s *Solver) lit(c, d int) z.Lit { return s.x[c*s.n+d-1] }

// clause adds the clause of ms.
func (s *Solver) clause(ms ...z.Lit) {
	for _, m := range ms {
		s.g.Add(m)
	}
	s.g.Add(z.LitNull)
}

// exactlyOne adds "at least one of ms" and pairwise "at most one".
func (s *Solver) exactlyOne(ms []z.Lit) {
	s.clause(ms...)
	s.atMostOne(ms)
}

func (s *Solver) atMostOne(ms []z.Lit) {
	for i := range ms {
		for j := i + 1; j < len(ms); j++ {
			s.clause(ms[i].Not(), ms[j].Not())
		}
	}
}

func (s *Solver) checkCells(rule string, cells []int) error {
	seen := map[int]bool{}
	for _, c := range cells {
		if c < 0 || c >= s.n*s.n {
			return fmt.Errorf("%w: %s: cell %d off the %dx%d grid", ErrBadRule, rule, c, s.n, s.n)
		}
		if seen[c] {
			return fmt.Errorf("%w: %s: cell %d repeated", ErrBadRule, rule, c)
		}
		seen[c] = true
	}
	return nil
}

// Cage adds a killer cage: the digits of cells are distinct and, when sum
// is not 0, add up to sum. The sum is encoded as a choice of one of the sets
// of len(cells) distinct digits that make it: a selector per set, at least
// one selector true, and a true selector limits every cell of the cage to
// its set. With the digits distinct, the cells then hold exactly that set.
func (s *Solver) Cage(cells []int, sum int) error {
	if err := s.checkCells("cage", cells); err != nil {
		return err
	}
	for d := 1; d <= s.n; d++ {
		ms := make([]z.Lit, len(cells))
		for i, c := range cells {
			ms[i] = s.lit(c, d)
		}
		s.atMostOne(ms)
	}
	if sum == 0 {
		return nil
	}
	sets := digitSets(s.n, len(cells), sum)
	if len(sets) == 0 {
		return fmt.Errorf("%w: cage of %d cells cannot sum to %d", ErrBadRule, len(cells), sum)
	}
	sel := make([]z.Lit, len(sets))
	for i, set := range sets {
		sel[i] = s.g.Lit()
		for _, c := range cells {
			s.g.Add(sel[i].Not())
			for _, d := range set {
				s.g.Add(s.lit(c, d))
			}
			s.g.Add(z.LitNull)
		}
	}
	s.clause(sel...)
	return nil
}

// digitSets returns every set of k distinct digits from 1..n adding up to
// sum, each in increasing order.
func digitSets(n, k, sum int) [][]int {
	var out [][]int
	var cur []int
	var walk func(from, left, k int)
	walk = func(from, left, k int) {
		if k == 0 {
			if left == 0 {
				out = append(out, append([]int(nil), cur...))
			}
			return
		}
		for d := from; d <= n && d <= left; d++ {
			cur = append(cur, d)
			walk(d+1, left-d, k-1)
			cur = cur[:len(cur)-1]
		}
	}
	walk(1, sum, k)
	return out
}

// Relate constrains the digit x of cell a and the digit y of cell b to
// satisfy ok(x, y): every pair of digits that ok rejects becomes a binary
// clause.
func (s *Solver) Relate(a, b int, ok func(x, y int) bool) error {
	if err := s.checkCells("relation", []int{a, b}); err != nil {
		return err
	}
	for x := 1; x <= s.n; x++ {
		for y := 1; y <= s.n; y++ {
			if !ok(x, y) {
				s.clause(s.lit(a, x).Not(), s.lit(b, y).Not())
			}
		}
	}
	return nil
}

// Table constrains the digits of cells, read in order, to be one of
// tuples: a selector per tuple, at least one selector true, and a true
// selector sets every cell to its digit in the tuple. Cells may repeat
// digits unless other rules forbid it.
func (s *Solver) Table(cells []int, tuples [][]int) error {
	if err := s.checkCells("table", cells); err != nil {
		return err
	}
	if len(tuples) == 0 {
		return fmt.Errorf("%w: table with no tuples", ErrBadRule)
	}
	sel := make([]z.Lit, len(tuples))
	for i, t := range tuples {
		if len(t) != len(cells) {
			return fmt.Errorf("%w: tuple %v for %d cells", ErrBadRule, t, len(cells))
		}
		for _, d := range t {
			if d < 1 || d > s.n {
				return fmt.Errorf("%w: digit %d out of range 1..%d", ErrBadRule, d, s.n)
			}
		}
		sel[i] = s.g.Lit()
		for j, c := range cells {
			s.clause(sel[i].Not(), s.lit(c, t[j]))
		}
	}
	s.clause(sel...)
	return nil
}

// assume checks the givens and collects them, with extra literals, as the
// assumptions of the next solve.
func (s *Solver) assume(givens []int, extra ...z.Lit) error {
	if len(givens) != s.n*s.n {
		return fmt.Errorf("%w: %d cells, want %d", ErrBadGivens, len(givens), s.n*s.n)
	}
	s.lits = s.lits[:0]
	for c, d := range givens {
		if d < 0 || d > s.n {
			return fmt.Errorf("%w: cell %d holds %d, out of range 0..%d", ErrBadGivens, c, d, s.n)
		}
		if d != 0 {
			s.lits = append(s.lits, s.lit(c, d))
		}
	}
	s.lits = append(s.lits, extra...)
	return nil
}

// forever stands for "no deadline" in gini's Try.
const forever = 100 * 365 * 24 * time.Hour

// solve runs gini under the assumptions collected by assume until it
// answers or ctx is done: 1 for sat, -1 for unsat, and ctx.Err() when
// cancelled.
//
// Every search goes through gini's Try, never Solve: Try leaves its
// deadline set in the solver, and a later Solve would stop at it. A context
// that can be cancelled but has no deadline is polled between slices of
// search, each twice as long as the one before; gini keeps what it learnt
// from one slice to the next.
func (s *Solver) solve(ctx context.Context) (int, error) {
	slice := forever
	deadline, hasDeadline := ctx.Deadline()
	if ctx.Done() != nil && !hasDeadline {
		slice = 10 * time.Millisecond
	}
	for {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		d := slice
		if hasDeadline {
			// At least a nanosecond: Try returns at once for d <= 0 without
			// using up the assumptions.
			d = max(time.Until(deadline), time.Nanosecond)
		}
		s.g.Assume(s.lits...)
		if r := s.g.Try(d); r != 0 {
			return r, nil
		}
		if hasDeadline || slice == forever {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
			return 0, context.DeadlineExceeded
		}
		slice *= 2
	}
}

// solution reads the grid from gini's model.
func (s *Solver) solution() []int {
	n := s.n
	out := make([]int, n*n)
	for c := range out {
		for d := 1; d <= n; d++ {
			if s.g.Value(s.lit(c, d)) {
				out[c] = d
				break
			}
		}
	}
	return out
}

// Solve returns a solution of givens, row-major, or ErrNoSolution.
func (s *Solver) Solve(ctx context.Context, givens []int) ([]int, error) {
	if err := s.assume(givens); err != nil {
		return nil, err
	}
	r, err := s.solve(ctx)
	if err != nil {
		return nil, err
	}
	if r < 0 {
		return nil, ErrNoSolution
	}
	return s.solution(), nil
}

// Unique returns a solution of givens and whether it is the only one.
func (s *Solver) Unique(ctx context.Context, givens []int) ([]int, bool, error) {
	var first []int
	n, err := s.count(ctx, givens, 2, func(sol []int) {
		if first == nil {
			first = sol
		}
	})
	if err != nil {
		return nil, false, err
	}
	return first, n == 1, nil
}

// Count returns the number of solutions of givens, counted exactly up to
// limit (at least 1): a result equal to limit means "limit or more". No
// solution is a count of 0, not an error.
func (s *Solver) Count(ctx context.Context, givens []int, limit int) (int, error) {
	if limit < 1 {
		return 0, fmt.Errorf("peer: Count limit %d, want at least 1", limit)
	}
	n, err := s.count(ctx, givens, limit, nil)
	if errors.Is(err, ErrNoSolution) {
		return 0, nil
	}
	return n, err
}

// count finds up to limit solutions, calling each (if not nil) with each.
// After each solution it adds a clause that blocks it, under one activation
// literal act assumed in later solves; deactivating act at the end removes
// those clauses and what gini learnt from them.
func (s *Solver) count(ctx context.Context, givens []int, limit int, each func([]int)) (int, error) {
	if err := s.assume(givens); err != nil {
		return 0, err
	}
	r, err := s.solve(ctx)
	if err != nil {
		return 0, err
	}
	if r < 0 {
		return 0, ErrNoSolution
	}
	var act z.Lit
	defer func() {
		if act != z.LitNull {
			s.g.Deactivate(act)
		}
	}()
	found := 0
	for {
		sol := s.solution()
		found++
		if each != nil {
			each(sol)
		}
		if found >= limit {
			return found, nil
		}
		// The blocking clause names the cells that are not given: the
		// givens are assumptions, so their literals are true anyway.
		empty := true
		for c, d := range givens {
			if d == 0 {
				s.g.Add(s.lit(c, sol[c]).Not())
				empty = false
			}
		}
		if empty {
			return found, nil // every cell given: one solution at most
		}
		if act == z.LitNull {
			act = s.g.ActivationLit()
		}
		s.g.ActivateWith(act)
		if err := s.assume(givens, act); err != nil {
			return 0, err
		}
		r, err := s.solve(ctx)
		if err != nil {
			return 0, err
		}
		if r < 0 {
			return found, nil
		}
	}
}
