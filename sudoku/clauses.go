package sudoku

import (
	"context"

	"github.com/z3sudoku/z3sudoku/z3"
)

// lit is a literal of the Model's clauses: v > 0 is Boolean variable v and
// -v its negation. Variables 1 to cells·N say "cell i holds d" (variable
// i·N+d); fresh variables, the encodings' auxiliaries, follow. Under
// OneHot, clauses over literals are kept as numbers (m.cnf) and reach Z3
// in one call per solver, with no Go term per clause: on a 9x9 killer the
// terms took more time than everything else in New.
type lit int32

// not returns the negation of l.
func (l lit) not() lit { return -l }

// cell returns the literal "cell i holds d".
func (m *Model) cell(i, d int) lit { return lit(i*m.shape.Size + d) }

// fresh returns a new auxiliary variable.
func (m *Model) fresh() lit {
	if m.nvars == 0 {
		m.nvars = lit(m.shape.NumCells() * m.shape.Size)
	}
	m.nvars++
	if m.lits == nil {
		// Encodings without literals assert terms at once, so the
		// variable needs a term now.
		m.freshTerms = append(m.freshTerms, m.ctx.FreshBool("k"))
	}
	return m.nvars
}

// term returns the Z3 Boolean of l, for encodings without literals and
// for the few constraints that need terms.
func (m *Model) term(l lit) z3.Bool {
	v := l
	if v < 0 {
		v = -v
	}
	var b z3.Bool
	if cells := lit(m.shape.NumCells() * m.shape.Size); v <= cells {
		n := lit(m.shape.Size)
		b = m.is(int((v-1)/n), int((v-1)%n)+1)
	} else {
		b = m.freshTerms[v-cells-1]
	}
	if l < 0 {
		return b.Not()
	}
	return b
}

// clause adds the clause "one of ls holds"; with no literals, false.
func (m *Model) clause(ls ...lit) {
	m.nclauses++
	if m.lits != nil {
		for _, l := range ls {
			m.cnf = append(m.cnf, int32(l))
		}
		m.cnf = append(m.cnf, 0)
		return
	}
	switch len(ls) {
	case 0:
		m.assert(m.ctx.FromBool(false))
	case 1:
		m.assert(m.term(ls[0]))
	default:
		bs := make([]z3.Bool, len(ls))
		for k, l := range ls {
			bs[k] = m.term(l)
		}
		m.assert(m.ctx.Or(bs...))
	}
}

// implies adds the clause "a implies b".
func (m *Model) implies(a, b lit) { m.clause(a.not(), b) }

// amo adds "at most one of ls holds", in the clauses of amoClauses.
func (m *Model) amo(ls []lit) {
	// It counts as one constraint towards MaxConstraints, as Z3's
	// at-most-one term did: the bound is on what rules state, and a
	// 64x64 grid's houses alone hold 2.4 million of these clauses.
	defer func(n int) { m.nclauses = n + 1 }(m.nclauses)
	amoClauses(ls, m.fresh, func(a, b lit) { m.clause(a, b) })
}

// sink is what the Model's constraints are asserted to: a solver, an
// optimizer or a goal.
type sink interface {
	Assert(...z3.Bool) error
	AssertClauses(z3.Clauses) error
}

// clauseChunk is how many literals of clauses, or how many terms, reach Z3
// in one call. Z3 cannot be interrupted while it takes them, so ctx is
// checked between chunks: a chunk takes tens of milliseconds, where a
// 64x64 grid's clauses in one call took seconds. Each call costs Z3 a
// look-up of every variable it uses, so smaller chunks cost more.
var clauseChunk = 1 << 16

// assertTo adds to s the Model's terms asserts[t0:t1] and clauses
// cnf[c0:c1] (indices into m.cnf, at clause boundaries), in chunks between
// which it checks ctx, unless ctx cannot end. A fresh variable is a new
// Boolean in each call of AssertClauses, so the clauses that share one
// stay in one chunk.
func (m *Model) assertTo(ctx context.Context, s sink, t0, t1, c0, c1 int) error {
	if ctx.Done() == nil {
		if err := s.Assert(m.asserts[t0:t1]...); err != nil {
			return err
		}
		if c0 == c1 {
			return nil
		}
		return s.AssertClauses(z3.Clauses{Vars: m.lits, Lits: m.cnf[c0:c1]})
	}
	for t0 < t1 {
		if err := ctx.Err(); err != nil {
			return err
		}
		k := min(t1, t0+clauseChunk)
		if err := s.Assert(m.asserts[t0:k]...); err != nil {
			return err
		}
		t0 = k
	}
	for _, end := range m.cuts(c0, c1) {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := s.AssertClauses(z3.Clauses{Vars: m.lits, Lits: m.cnf[c0:end]}); err != nil {
			return err
		}
		c0 = end
	}
	return nil
}

// cuts returns the ends of the chunks of cnf[c0:c1], each of at least
// clauseChunk literals but the last, cut after a clause where no fresh
// variable is used both before and after the cut.
func (m *Model) cuts(c0, c1 int) []int {
	if c1-c0 <= clauseChunk {
		if c0 == c1 {
			return nil
		}
		return []int{c1}
	}
	cells := int32(len(m.lits))
	last := make([]int32, max(int32(m.nvars)-cells, 0)) // each fresh variable's last literal
	for i := c0; i < c1; i++ {
		if v := abs32(m.cnf[i]); v > cells {
			last[v-cells-1] = int32(i)
		}
	}
	var ends []int
	reach := int32(-1) // the last literal of the fresh variables seen so far
	from := c0
	for i := c0; i < c1; i++ {
		l := m.cnf[i]
		if v := abs32(l); v > cells {
			reach = max(reach, last[v-cells-1])
		}
		if l == 0 && i+1-from >= clauseChunk && reach <= int32(i) {
			ends = append(ends, i+1)
			from = i + 1
		}
	}
	if from < c1 {
		ends = append(ends, c1)
	}
	return ends
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

// assertAll adds every constraint of the Model to s, within ctx.
func (m *Model) assertAll(ctx context.Context, s sink) error {
	return m.assertTo(ctx, s, 0, len(m.asserts), 0, len(m.cnf))
}
