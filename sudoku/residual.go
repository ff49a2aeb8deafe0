package sudoku

import (
	"context"
	"math/bits"
	"sync/atomic"

	"github.com/z3sudoku/z3sudoku/z3"
)

// residualMin is the smallest grid for which a call that propagation does
// not settle gets a solver of its own, holding only the cells propagation
// leaves open and their candidates, instead of the Model's. On a 64x64
// grid the Model's solver holds 262,144 cell literals and 3 million
// clauses, and Z3 re-propagates the assumptions of the settled cells at
// each restart: the corpus 64x64 puzzle did not end in 10 minutes there,
// and ends on the residual. Smaller grids gain nothing from it: their
// compiled solver costs less than a new one per call. Tests lower it.
var residualMin = 36

// varChunk is how many Booleans a residual makes in one call into Z3,
// which it cannot interrupt: each costs a few microseconds, so a chunk
// takes about ten milliseconds.
var varChunk = 1 << 12

// residualOK reports whether the Model can solve a call on a residual: the
// OneHot encoding, and every constraint one the propagator understands
// (Distinct, Relate, Allow), so that the residual says all the rules say.
func (m *Model) residualOK() bool {
	if m.shape.Size < residualMin || m.lits == nil || m.arith || m.rawZ3 {
		return false
	}
	for _, nc := range m.native {
		if !nc.onResidual() {
			return false
		}
	}
	return true
}

// A residual is a call's own solver for the cells propagation leaves open,
// in a Z3 context of its own: the call's checks run on it, a racer runs on
// another (see race), and closing it frees everything the call made in Z3,
// so that a large grid's call, finished or cut short, leaves nothing
// behind in the Model.
type residual struct {
	zc *z3.Context
	s  *z3.Solver
	n  int
	// lits holds "cell i holds d" at i·n+d-1, for the open candidates.
	lits   []z3.Bool
	closed atomic.Bool
}

// lit returns the literal "cell i holds d". Every literal a call asks for
// is an open candidate's, made by newResidual; any other would be a free
// Boolean, which no clause of the residual constrains.
func (r *residual) lit(i, d int) z3.Bool {
	k := i*r.n + d - 1
	if r.lits[k].Err() != nil {
		r.lits[k] = r.zc.FreshBool("cell")
	}
	return r.lits[k]
}

// close frees the residual's context, its solver and every term in it, in
// the background: freeing a large grid's residual takes Z3 a few hundred
// milliseconds, which the call that ends with it need not wait for. A
// second close does nothing.
func (r *residual) close() {
	if r.closed.Swap(true) {
		return
	}
	background.Add(1)
	go func() {
		defer background.Done()
		defer liveResiduals.Add(-1)
		r.zc.Close()
		// A residual holds hundreds of megabytes: give the pages back,
		// or the process keeps them after the call.
		z3.ReleaseMemory()
	}()
}

// liveResiduals counts the residuals made and not yet freed, for tests.
var liveResiduals atomic.Int64

// buildResidual is newResidual, returning ctx.Err() as soon as ctx is
// done. Z3 cannot be interrupted while it takes clauses, and one batch of
// them can take a second when Z3 grows its tables, so the build runs on a
// goroutine of its own: given up on, it stops at its next batch and frees
// what it made. Until it stops, it counts in the Model's work, which
// Close waits for.
func (m *Model) buildResidual(ctx context.Context, c *call, seed uint32) (*residual, error) {
	return boundBy(ctx, &m.work, func() (*residual, error) { return m.newResidual(ctx, c, seed) },
		func(r *residual, _ error) {
			if r != nil {
				r.close()
			}
		})
}

// newResidual builds the residual of the call's open cells, whose
// candidates propagation has narrowed, in a new Z3 context with the given
// random seed: each open cell holds exactly one candidate; in each
// Distinct group, a digit sits in at most one of its open cells, and in
// exactly one when the group is complete and does not hold it yet; and
// every relation between two open cells forbids its pairs. The clauses go
// to Z3 as numbers, in chunks between which ctx is checked. It reads the
// call's masks and the Model's program only.
func (m *Model) newResidual(ctx context.Context, c *call, seed uint32) (_ *residual, err error) {
	zc, err := z3.NewContext(&z3.Config{RandomSeed: seed})
	if err != nil {
		return nil, err
	}
	liveResiduals.Add(1)
	n := m.shape.Size
	r := &residual{zc: zc, n: n, lits: make([]z3.Bool, len(c.masks)*n)}
	defer func() {
		if err != nil {
			r.close()
		}
	}()
	if r.s, err = m.emptySolverIn(zc, false); err != nil {
		return nil, err
	}
	open := func(i int) bool { return c.masks[i]&(c.masks[i]-1) != 0 }
	// Variable v > 0 of the clauses is vars[v-1], an open candidate's
	// literal; index maps i·n+d-1 to v.
	index := make([]int32, len(r.lits))
	nv := 0
	for i, mask := range c.masks {
		if open(i) {
			for b := mask; b != 0; b &= b - 1 {
				nv++
				index[i*n+bits.TrailingZeros64(b)] = int32(nv)
			}
		}
	}
	vars := make([]z3.Bool, 0, nv)
	for len(vars) < nv {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		vars = append(vars, zc.FreshBools(min(nv-len(vars), varChunk))...)
	}
	for k, v := range index {
		if v > 0 {
			r.lits[k] = vars[v-1]
		}
	}
	v := func(i, d int) lit { return lit(index[i*n+d-1]) }

	cnf := &cnfBatch{base: lit(len(vars))}
	cnf.reset()
	flush := func(last bool) error {
		if len(cnf.lits) < clauseChunk && !last {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := r.s.AssertClauses(z3.Clauses{Vars: vars, Lits: cnf.lits}); err != nil {
			return err
		}
		cnf.reset()
		return nil
	}
	var ls []lit
	for i, mask := range c.masks {
		if !open(i) {
			continue
		}
		ls = ls[:0]
		for b := mask; b != 0; b &= b - 1 {
			ls = append(ls, v(i, bits.TrailingZeros64(b)+1))
		}
		cnf.clause(ls...)
		amoClauses(ls, cnf.fresh, cnf.clause2)
		if err := flush(false); err != nil {
			return nil, err
		}
	}
	for _, nc := range m.native {
		switch k := nc.(type) {
		case nativeDistinct:
			var placed uint64
			for _, i := range k.cells {
				if !open(i) {
					placed |= c.masks[i]
				}
			}
			for d := 1; d <= n; d++ {
				ls = ls[:0]
				for _, i := range k.cells {
					if open(i) && c.masks[i]&(1<<(d-1)) != 0 {
						ls = append(ls, v(i, d))
					}
				}
				amoClauses(ls, cnf.fresh, cnf.clause2)
				if len(k.cells) == n && placed&(1<<(d-1)) == 0 {
					cnf.clause(ls...) // empty, false, when no cell can take d
				}
			}
		case nativeRelation:
			if !open(k.a) || !open(k.b) {
				continue // arc consistency took care of it
			}
			for x := c.masks[k.a]; x != 0; x &= x - 1 {
				dx := bits.TrailingZeros64(x) + 1
				for y := c.masks[k.b]; y != 0; y &= y - 1 {
					if dy := bits.TrailingZeros64(y) + 1; !k.ok[dx][dy] {
						cnf.clause2(v(k.a, dx).not(), v(k.b, dy).not())
					}
				}
			}
		}
		if err := flush(false); err != nil {
			return nil, err
		}
	}
	if err := flush(true); err != nil {
		return nil, err
	}
	return r, nil
}

// cnfBatch collects clauses in the DIMACS convention of [z3.Clauses], for
// one call to AssertClauses: its fresh variables follow base and start
// again after each reset, since each call makes fresh Booleans of its own.
// A constraint's clauses, which share its fresh variables, go in one batch.
type cnfBatch struct {
	base, next lit
	lits       []int32
}

func (b *cnfBatch) reset() { b.next, b.lits = b.base, b.lits[:0] }

func (b *cnfBatch) fresh() lit { b.next++; return b.next }

func (b *cnfBatch) clause(ls ...lit) {
	for _, l := range ls {
		b.lits = append(b.lits, int32(l))
	}
	b.lits = append(b.lits, 0)
}

func (b *cnfBatch) clause2(x, y lit) { b.lits = append(b.lits, int32(x), int32(y), 0) }

// amoClauses writes "at most one of ls holds" as binary clauses: over every
// pair for up to pairwiseMax literals, which propagate best in Z3's SAT
// core, and otherwise in the product encoding, whose clauses grow as 2n,
// not n²: the literals sit in a grid of about √n rows and columns, each
// implies a fresh variable of its row and one of its column, and at most
// one row and one column hold.
func amoClauses(ls []lit, fresh func() lit, clause2 func(a, b lit)) {
	n := len(ls)
	if n <= pairwiseMax {
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				clause2(ls[a].not(), ls[b].not())
			}
		}
		return
	}
	q := 1
	for q*q < n {
		q++
	}
	p := (n + q - 1) / q
	rows, cols := make([]lit, p), make([]lit, q)
	for k := range rows {
		rows[k] = fresh()
	}
	for k := range cols {
		cols[k] = fresh()
	}
	for k, l := range ls {
		clause2(l.not(), rows[k/q])
		clause2(l.not(), cols[k%q])
	}
	amoClauses(rows, fresh, clause2)
	amoClauses(cols, fresh, clause2)
}
