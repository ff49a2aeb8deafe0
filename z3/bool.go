package z3

/*
#include "shim.h"
*/
import "C"

import (
	"fmt"
	"math"
	"runtime"
)

// Bool is a Boolean term. The zero Bool is invalid; make Bools with a
// Context's BoolConst, FreshBool or FromBool, or from other terms.
type Bool struct{ t *term }

// BoolConst returns the Boolean constant with the given name. The same
// name gives the same constant.
func (ctx *Context) BoolConst(name string) Bool {
	return Bool{ctx.mkConst(name, Sort{kind: KindBool}, false)}
}

// FreshBool returns a new Boolean constant, distinct from every other,
// whose name starts with prefix.
func (ctx *Context) FreshBool(prefix string) Bool {
	return Bool{ctx.mkConst(prefix, Sort{kind: KindBool}, true)}
}

// FreshBools returns n new Boolean constants, distinct from every other
// constant of the context, made in one call into Z3: for the many
// variables of a large encoding, where FreshBool's call per constant
// costs more than the clauses over them. Their names are numbers.
func (ctx *Context) FreshBools(n int) []Bool {
	out := make([]Bool, n)
	if n == 0 {
		return out
	}
	fail := func(err error) []Bool {
		for i := range out {
			out[i] = Bool{errTerm(ctx, err)}
		}
		return out
	}
	if err := ctx.lock(); err != nil {
		return fail(err)
	}
	defer ctx.mu.Unlock()
	if int64(ctx.numbered)+int64(n) > math.MaxInt32 {
		return fail(fmt.Errorf("z3: FreshBools: more than %d numbered constants", math.MaxInt32))
	}
	asts := make([]C.Z3_ast, n)
	var code C.Z3_error_code
	made := int(C.zs_bool_consts(ctx.c, ctx.boolSort, C.uint(ctx.numbered), C.uint(n), astPtr(asts), &code))
	ctx.numbered += uint32(n)
	for i := range out {
		if i < made {
			out[i] = Bool{ctx.newTerm(asts[i], C.Z3_OK)}
		} else {
			out[i] = Bool{ctx.newTerm(nil, code)}
		}
	}
	return out
}

// FromBool returns the literal true or false.
func (ctx *Context) FromBool(v bool) Bool {
	if err := ctx.lock(); err != nil {
		return Bool{errTerm(ctx, err)}
	}
	defer ctx.mu.Unlock()
	return Bool{ctx.newTerm(C.zs_bool_val(ctx.c, C.bool(v)), C.Z3_OK)}
}

// And returns the conjunction of bs; And of nothing is true.
func (ctx *Context) And(bs ...Bool) Bool { return Bool{ctx.appCtx(C.ZS_AND, boolTerms(nil, bs))} }

// Or returns the disjunction of bs; Or of nothing is false.
func (ctx *Context) Or(bs ...Bool) Bool { return Bool{ctx.appCtx(C.ZS_OR, boolTerms(nil, bs))} }

// OrNot returns ¬bs[0] ∨ ¬bs[1] ∨ …, the clause that excludes an
// assignment, in one call into Z3: Or of Nots makes a term (and a cgo call)
// per negation. With no operands it is false.
func (ctx *Context) OrNot(bs ...Bool) Bool {
	if len(bs) == 0 {
		return ctx.FromBool(false)
	}
	return Bool{ctx.appCtx(C.ZS_OR_NOT, boolTerms(nil, bs))}
}

// And returns b ∧ others[0] ∧ ….
func (b Bool) And(others ...Bool) Bool {
	return Bool{app(C.ZS_AND, withFirst(b.t, boolTerms(nil, others))...)}
}

// Or returns b ∨ others[0] ∨ ….
func (b Bool) Or(others ...Bool) Bool {
	return Bool{app(C.ZS_OR, withFirst(b.t, boolTerms(nil, others))...)}
}

// Not returns ¬b.
func (b Bool) Not() Bool { return Bool{app(C.ZS_NOT, b.t)} }

// Implies returns b → c.
func (b Bool) Implies(c Bool) Bool { return Bool{app(C.ZS_IMPLIES, b.t, c.t)} }

// Eq returns b = c, that is b ↔ c.
func (b Bool) Eq(c Bool) Bool { return Bool{app(C.ZS_EQ, b.t, c.t)} }

// NE returns b ≠ c, that is b ⊕ c.
func (b Bool) NE(c Bool) Bool { return Bool{app(C.ZS_XOR, b.t, c.t)} }

// Context returns the context b belongs to.
func (b Bool) Context() *Context { return b.t.ctxOrNil() }

// Sort returns the Boolean sort.
func (b Bool) Sort() Sort { return b.t.sort() }

// Err returns why b is invalid, or nil.
func (b Bool) Err() error { return b.t.check() }

// String returns b in SMT-LIB2 syntax.
func (b Bool) String() string { return b.t.String() }

func (b Bool) node() *term { return b.t }

// withFirst returns first followed by rest. Unlike the first argument of
// boolTerms and intTerms, a nil first (a zero receiver) is kept, so that
// it is reported as an invalid term rather than silently dropped.
func withFirst(first *term, rest []*term) []*term {
	return append([]*term{first}, rest...)
}

func boolTerms(first *term, bs []Bool) []*term {
	ts := make([]*term, 0, len(bs)+1)
	if first != nil {
		ts = append(ts, first)
	}
	for _, b := range bs {
		ts = append(ts, b.t)
	}
	return ts
}

// mkConst makes a named or fresh constant of sort s.
func (ctx *Context) mkConst(name string, s Sort, fresh bool) *term {
	if err := ctx.lock(); err != nil {
		return errTerm(ctx, err)
	}
	defer ctx.mu.Unlock()
	sort, err := ctx.cSort(s)
	if err != nil {
		return errTerm(ctx, err)
	}
	cname, free := cstring(name)
	defer free()
	var code C.Z3_error_code
	var a C.Z3_ast
	if fresh {
		a = C.zs_fresh_const(ctx.c, cname, sort, &code)
	} else {
		a = C.zs_const(ctx.c, cname, sort, &code)
	}
	runtime.KeepAlive(ctx)
	return ctx.newTerm(a, code)
}

// cSort returns the Z3 sort for s. The caller holds ctx.mu.
func (ctx *Context) cSort(s Sort) (C.Z3_sort, error) {
	switch s.kind {
	case KindBool:
		return ctx.boolSort, nil
	case KindInt:
		return ctx.intSort, nil
	case KindBV:
		if srt, ok := ctx.bvSorts[s.bits]; ok {
			return srt, nil
		}
		if s.bits < 1 {
			return nil, errBVWidth(s.bits)
		}
		var code C.Z3_error_code
		srt := C.zs_bv_sort(ctx.c, C.uint(s.bits), &code)
		if err := ctx.errorOf(code); err != nil {
			return nil, err
		}
		ctx.bvSorts[s.bits] = srt
		return srt, nil
	}
	return nil, errUnknownSort
}
