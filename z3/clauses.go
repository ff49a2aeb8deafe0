package z3

// #include "shim.h"
import "C"

import (
	"fmt"
	"math"
	"runtime"
	"unsafe"
)

// Clauses is a batch of clauses over Booleans in the DIMACS convention,
// for asserting thousands of clauses in one call with no Go term per
// clause. Literal v > 0 stands for Vars[v-1] and -v for its negation; each
// clause ends with a 0, and an empty clause is false. A variable past
// len(Vars) is a fresh Boolean made by the call: the same number names the
// same fresh Boolean throughout one call, and a new one in the next, so
// the clauses that share a fresh variable belong in one batch.
type Clauses struct {
	Vars []Bool
	Lits []int32
}

// Len returns the number of clauses.
func (cl Clauses) Len() int {
	n := 0
	for _, l := range cl.Lits {
		if l == 0 {
			n++
		}
	}
	return n
}

// check reports a malformed batch.
func (cl Clauses) check() error {
	if n := len(cl.Lits); n > 0 && cl.Lits[n-1] != 0 {
		return fmt.Errorf("z3: Clauses: the last clause does not end with 0")
	}
	if len(cl.Lits) > math.MaxUint32 {
		return fmt.Errorf("z3: Clauses: %d literals, too many", len(cl.Lits))
	}
	for _, l := range cl.Lits {
		if l == math.MinInt32 {
			return fmt.Errorf("z3: Clauses: literal %d out of range", l)
		}
	}
	return nil
}

// assertClauses asserts cl to sink, of the given kind. The caller holds
// ctx.mu, and has checked that cl.Vars are valid terms of ctx.
func (ctx *Context) assertClauses(kind C.int, sink unsafe.Pointer, cl Clauses, asts []C.Z3_ast) error {
	if len(cl.Lits) == 0 {
		return nil
	}
	var code C.Z3_error_code
	C.zs_assert_clauses(ctx.c, kind, sink, ctx.boolSort, C.uint(len(asts)), astPtr(asts),
		C.uint(len(cl.Lits)), (*C.int32_t)(unsafe.Pointer(&cl.Lits[0])), &code)
	runtime.KeepAlive(cl.Vars)
	return ctx.errorOf(code)
}

// clauseVars checks a batch and returns its variables' terms and ASTs.
func clauseVars(ctx *Context, cl Clauses) ([]*term, []C.Z3_ast, error) {
	if err := cl.check(); err != nil {
		return nil, nil, err
	}
	ts := boolTerms(nil, cl.Vars)
	if err := ctx.own(ts); err != nil {
		return nil, nil, err
	}
	asts := make([]C.Z3_ast, len(ts))
	for i, t := range ts {
		asts[i] = t.ast
	}
	return ts, asts, nil
}

// AssertClauses adds a batch of clauses to the solver. A malformed batch
// or a variable of another context is an error, and nothing is asserted
// then; an error from Z3 stops the batch where it happens.
func (s *Solver) AssertClauses(cl Clauses) error {
	if s == nil {
		return fmt.Errorf("z3: nil Solver")
	}
	ts, asts, err := clauseVars(s.ctx, cl)
	if err != nil {
		return err
	}
	if err := s.use(); err != nil {
		return err
	}
	defer s.ctx.mu.Unlock()
	err = s.ctx.assertClauses(C.ZS_SINK_SOLVER, unsafe.Pointer(s.s), cl, asts)
	runtime.KeepAlive(ts)
	runtime.KeepAlive(s)
	return err
}

// AssertClauses adds a batch of clauses to the optimizer, as
// [Solver.AssertClauses] does to a solver.
func (o *Optimize) AssertClauses(cl Clauses) error {
	if o == nil {
		return fmt.Errorf("z3: nil Optimize")
	}
	ts, asts, err := clauseVars(o.ctx, cl)
	if err != nil {
		return err
	}
	if err := o.use(); err != nil {
		return err
	}
	defer o.ctx.mu.Unlock()
	err = o.ctx.assertClauses(C.ZS_SINK_OPTIMIZE, unsafe.Pointer(o.o), cl, asts)
	runtime.KeepAlive(ts)
	runtime.KeepAlive(o)
	return err
}

// AssertClauses adds a batch of clauses to the goal, as
// [Solver.AssertClauses] does to a solver.
func (g *Goal) AssertClauses(cl Clauses) error {
	if g == nil {
		return fmt.Errorf("z3: nil Goal")
	}
	ts, asts, err := clauseVars(g.ctx, cl)
	if err != nil {
		return err
	}
	if err := g.use(); err != nil {
		return err
	}
	defer g.ctx.mu.Unlock()
	err = g.ctx.assertClauses(C.ZS_SINK_GOAL, unsafe.Pointer(g.g), cl, asts)
	runtime.KeepAlive(ts)
	runtime.KeepAlive(g)
	return err
}
