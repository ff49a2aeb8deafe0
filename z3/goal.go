package z3

/*
#include "shim.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime"
	"unsafe"
)

// Goal is a set of formulas that tactics transform, for example into
// conjunctive normal form for export to DIMACS. Close it when done.
type Goal struct {
	ctx     *Context
	g       C.Z3_goal
	cleanup runtime.Cleanup
}

// Tactic is a named Z3 transformation of goals, such as "simplify",
// "card2bv", "bit-blast" or "tseitin-cnf". Close it when done.
type Tactic struct {
	ctx     *Context
	t       C.Z3_tactic
	cleanup runtime.Cleanup
}

// NewGoal returns an empty goal.
func (ctx *Context) NewGoal() (*Goal, error) {
	if err := ctx.lock(); err != nil {
		return nil, err
	}
	defer ctx.mu.Unlock()
	var code C.Z3_error_code
	g := C.zs_mk_goal(ctx.c, &code)
	if err := ctx.errorOf(code); err != nil {
		return nil, err
	}
	return ctx.newGoal(g), nil
}

// newGoal wraps a goal whose reference was raised. The caller holds ctx.mu.
func (ctx *Context) newGoal(g C.Z3_goal) *Goal {
	gl := &Goal{ctx: ctx, g: g}
	gl.cleanup = track(ctx, gl, objGoal, unsafe.Pointer(g))
	return gl
}

func (g *Goal) use(ts ...*term) error {
	if g == nil {
		return errors.New("z3: nil Goal")
	}
	for _, t := range ts {
		if err := t.check(); err != nil {
			return err
		}
		if t.ctx != g.ctx {
			return ErrMixedContexts
		}
	}
	if err := g.ctx.lock(); err != nil {
		return err
	}
	if g.g == nil {
		g.ctx.mu.Unlock()
		return ErrClosed
	}
	return nil
}

// Close releases the goal. It is idempotent.
func (g *Goal) Close() error {
	if g == nil {
		return nil
	}
	if err := g.ctx.lock(); err != nil {
		if errors.Is(err, ErrClosed) {
			return nil
		}
		return err
	}
	defer g.ctx.mu.Unlock()
	if g.g != nil {
		g.cleanup.Stop()
		g.ctx.untrack(unsafe.Pointer(g.g))
		g.g = nil
	}
	return nil
}

// Assert adds formulas to the goal.
func (g *Goal) Assert(bs ...Bool) error {
	ts := boolTerms(nil, bs)
	if err := g.use(ts...); err != nil {
		return err
	}
	defer g.ctx.mu.Unlock()
	for _, t := range ts {
		C.Z3_goal_assert(g.ctx.c, g.g, t.ast)
		if err := g.ctx.errorOf(C.Z3_get_error_code(g.ctx.c)); err != nil {
			return err
		}
	}
	runtime.KeepAlive(ts)
	runtime.KeepAlive(g)
	return nil
}

// Formulas returns the goal's formulas.
func (g *Goal) Formulas() ([]Bool, error) {
	if err := g.use(); err != nil {
		return nil, err
	}
	defer g.ctx.mu.Unlock()
	n := int(C.Z3_goal_size(g.ctx.c, g.g))
	out := make([]Bool, n)
	for i := range out {
		var code C.Z3_error_code
		a := C.zs_goal_formula(g.ctx.c, g.g, C.uint(i), &code)
		out[i] = Bool{g.ctx.newTerm(a, code)}
		if err := out[i].Err(); err != nil {
			return nil, err
		}
	}
	runtime.KeepAlive(g)
	return out, nil
}

// DIMACS returns the goal as DIMACS CNF. The goal must be a set of clauses
// over Boolean constants (apply "tseitin-cnf" and friends first); otherwise
// DIMACS returns an error. With names true, comment lines map variable
// numbers to constant names.
func (g *Goal) DIMACS(names bool) (string, error) {
	if err := g.use(); err != nil {
		return "", err
	}
	defer g.ctx.mu.Unlock()
	if bad := C.zs_goal_non_clause(g.ctx.c, g.g); bad != nil {
		return "", g.ctx.notClause(bad)
	}
	s := C.Z3_goal_to_dimacs_string(g.ctx.c, g.g, C.bool(names))
	if err := g.ctx.errorOf(C.Z3_get_error_code(g.ctx.c)); err != nil {
		return "", err
	}
	out := C.GoString(s)
	runtime.KeepAlive(g)
	return out, nil
}

// NewTactic returns the Z3 tactic with the given name. An unknown name is
// an error.
func (ctx *Context) NewTactic(name string) (*Tactic, error) {
	if err := ctx.lock(); err != nil {
		return nil, err
	}
	defer ctx.mu.Unlock()
	cname, free := cstring(name)
	defer free()
	var code C.Z3_error_code
	t := C.zs_mk_tactic(ctx.c, cname, &code)
	if err := ctx.errorOf(code); err != nil {
		return nil, err
	}
	return ctx.newTactic(t), nil
}

func (ctx *Context) newTactic(t C.Z3_tactic) *Tactic {
	tc := &Tactic{ctx: ctx, t: t}
	tc.cleanup = track(ctx, tc, objTactic, unsafe.Pointer(t))
	return tc
}

func (t *Tactic) use() error {
	if t == nil {
		return errors.New("z3: nil Tactic")
	}
	if err := t.ctx.lock(); err != nil {
		return err
	}
	if t.t == nil {
		t.ctx.mu.Unlock()
		return ErrClosed
	}
	return nil
}

// Close releases the tactic. It is idempotent.
func (t *Tactic) Close() error {
	if t == nil {
		return nil
	}
	if err := t.ctx.lock(); err != nil {
		if errors.Is(err, ErrClosed) {
			return nil
		}
		return err
	}
	defer t.ctx.mu.Unlock()
	if t.t != nil {
		t.cleanup.Stop()
		t.ctx.untrack(unsafe.Pointer(t.t))
		t.t = nil
	}
	return nil
}

// AndThen returns the tactic that applies t and then next to every
// resulting subgoal.
func (t *Tactic) AndThen(next *Tactic) (*Tactic, error) {
	if t == nil {
		return nil, errors.New("z3: nil Tactic")
	}
	if next == nil || next.ctx != t.ctx {
		return nil, ErrMixedContexts
	}
	if err := t.use(); err != nil {
		return nil, err
	}
	defer t.ctx.mu.Unlock()
	if next.t == nil {
		return nil, ErrClosed
	}
	var code C.Z3_error_code
	r := C.zs_tactic_and_then(t.ctx.c, t.t, next.t, &code)
	runtime.KeepAlive(t)
	runtime.KeepAlive(next)
	if err := t.ctx.errorOf(code); err != nil {
		return nil, err
	}
	return t.ctx.newTactic(r), nil
}

// WithParam returns the tactic t with a parameter set, as SMT-LIB's
// using-params does: for example "card2bv" with "pb.solver" = "totalizer"
// turns pseudo-Boolean constraints into bit-vector arithmetic, which
// "bit-blast" and "tseitin-cnf" then make clauses. Value types are as for
// [Solver.SetParam]; Z3 rejects names the tactic does not know.
func (t *Tactic) WithParam(name string, value any) (*Tactic, error) {
	if t == nil {
		return nil, errors.New("z3: nil Tactic")
	}
	v, err := newParamValue(name, value)
	if err != nil {
		return nil, err
	}
	defer v.free()
	if err := t.use(); err != nil {
		return nil, err
	}
	defer t.ctx.mu.Unlock()
	var code C.Z3_error_code
	r := C.zs_tactic_using_param(t.ctx.c, t.t, v.name, v.kind, v.sval, v.uval, v.dval, v.bval, &code)
	runtime.KeepAlive(t)
	if err := t.ctx.errorOf(code); err != nil {
		return nil, fmt.Errorf("z3: tactic parameter %s: %w", name, err)
	}
	return t.ctx.newTactic(r), nil
}

// Apply applies the tactic to g and returns the resulting subgoals. The
// caller closes them.
func (t *Tactic) Apply(g *Goal) ([]*Goal, error) {
	if t == nil {
		return nil, errors.New("z3: nil Tactic")
	}
	if g == nil || g.ctx != t.ctx {
		return nil, ErrMixedContexts
	}
	if err := t.use(); err != nil {
		return nil, err
	}
	defer t.ctx.mu.Unlock()
	if g.g == nil {
		return nil, ErrClosed
	}
	c := t.ctx.c
	var code C.Z3_error_code
	r := C.zs_tactic_apply(c, t.t, g.g, &code)
	if err := t.ctx.errorOf(code); err != nil {
		return nil, err
	}
	defer C.Z3_apply_result_dec_ref(c, r)
	n := int(C.Z3_apply_result_get_num_subgoals(c, r))
	out := make([]*Goal, 0, n)
	for i := 0; i < n; i++ {
		sg := C.zs_apply_result_subgoal(c, r, C.uint(i), &code)
		if err := t.ctx.errorOf(code); err != nil {
			return nil, err
		}
		out = append(out, t.ctx.newGoal(sg))
	}
	runtime.KeepAlive(t)
	runtime.KeepAlive(g)
	return out, nil
}

// ErrNotCNF reports a DIMACS export of a formula that is not a clause over
// Boolean constants.
var ErrNotCNF = errors.New("z3: not a clause over Boolean constants")

// notClause describes a formula that DIMACS cannot export and releases the
// reference the shim raised on it. The caller holds ctx.mu.
func (ctx *Context) notClause(a C.Z3_ast) error {
	s := C.GoString(C.Z3_ast_to_string(ctx.c, a))
	C.Z3_dec_ref(ctx.c, a)
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return fmt.Errorf("%w: %s (convert it with tactics first)", ErrNotCNF, s)
}
