package sudoku

import (
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

// assertTo adds to a solver, an optimizer or a goal the Model's terms
// asserts[t0:t1] and clauses cnf[c0:c1] (indices into m.cnf, at clause
// boundaries). Fresh variables shared by two clauses must be in one call.
func (m *Model) assertTo(s interface {
	Assert(...z3.Bool) error
	AssertClauses(z3.Clauses) error
}, t0, t1, c0, c1 int) error {
	if err := s.Assert(m.asserts[t0:t1]...); err != nil {
		return err
	}
	if c0 == c1 {
		return nil
	}
	return s.AssertClauses(z3.Clauses{Vars: m.lits, Lits: m.cnf[c0:c1]})
}

// assertAll adds every constraint of the Model to s.
func (m *Model) assertAll(s interface {
	Assert(...z3.Bool) error
	AssertClauses(z3.Clauses) error
}) error {
	return m.assertTo(s, 0, len(m.asserts), 0, len(m.cnf))
}
