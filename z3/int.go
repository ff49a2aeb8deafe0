package z3

/*
#include "shim.h"
*/
import "C"

import "runtime"

// Int is a term of sort Int, the mathematical integers. The zero Int is
// invalid.
type Int struct{ t *term }

// IntConst returns the integer constant with the given name.
func (ctx *Context) IntConst(name string) Int {
	return Int{ctx.mkConst(name, Sort{kind: KindInt}, false)}
}

// FreshInt returns a new integer constant whose name starts with prefix.
func (ctx *Context) FreshInt(prefix string) Int {
	return Int{ctx.mkConst(prefix, Sort{kind: KindInt}, true)}
}

// FromInt returns the integer numeral v.
func (ctx *Context) FromInt(v int64) Int {
	if err := ctx.lock(); err != nil {
		return Int{errTerm(ctx, err)}
	}
	defer ctx.mu.Unlock()
	var code C.Z3_error_code
	a := C.zs_int64(ctx.c, C.int64_t(v), ctx.intSort, &code)
	runtime.KeepAlive(ctx)
	return Int{ctx.newTerm(a, code)}
}

// Sum returns xs[0] + xs[1] + …; the sum of nothing is 0.
func (ctx *Context) Sum(xs ...Int) Int {
	if len(xs) == 0 {
		return ctx.FromInt(0)
	}
	return Int{ctx.appCtx(C.ZS_ADD, intTerms(nil, xs))}
}

// Add returns x + ys[0] + ….
func (x Int) Add(ys ...Int) Int {
	if len(ys) == 0 {
		return x
	}
	return Int{app(C.ZS_ADD, withFirst(x.t, intTerms(nil, ys))...)}
}

// Sub returns x - ys[0] - ….
func (x Int) Sub(ys ...Int) Int {
	if len(ys) == 0 {
		return x
	}
	return Int{app(C.ZS_SUB, withFirst(x.t, intTerms(nil, ys))...)}
}

// Mul returns x · ys[0] · ….
func (x Int) Mul(ys ...Int) Int {
	if len(ys) == 0 {
		return x
	}
	return Int{app(C.ZS_MUL, withFirst(x.t, intTerms(nil, ys))...)}
}

// Neg returns -x.
func (x Int) Neg() Int { return Int{app(C.ZS_NEG, x.t)} }

// Div returns x div y, integer division rounding so that Mod is
// non-negative (SMT-LIB semantics). Division by zero is unconstrained.
func (x Int) Div(y Int) Int { return Int{app(C.ZS_DIV, x.t, y.t)} }

// Mod returns x mod y, which is non-negative for y ≠ 0 (SMT-LIB semantics).
func (x Int) Mod(y Int) Int { return Int{app(C.ZS_MOD, x.t, y.t)} }

// Eq returns x = y.
func (x Int) Eq(y Int) Bool { return Bool{app(C.ZS_EQ, x.t, y.t)} }

// NE returns x ≠ y.
func (x Int) NE(y Int) Bool { return x.Eq(y).Not() }

// LT returns x < y.
func (x Int) LT(y Int) Bool { return Bool{app(C.ZS_LT, x.t, y.t)} }

// LE returns x ≤ y.
func (x Int) LE(y Int) Bool { return Bool{app(C.ZS_LE, x.t, y.t)} }

// GT returns x > y.
func (x Int) GT(y Int) Bool { return Bool{app(C.ZS_GT, x.t, y.t)} }

// GE returns x ≥ y.
func (x Int) GE(y Int) Bool { return Bool{app(C.ZS_GE, x.t, y.t)} }

// Context returns the context x belongs to.
func (x Int) Context() *Context { return x.t.ctxOrNil() }

// Sort returns the Int sort.
func (x Int) Sort() Sort { return x.t.sort() }

// Err returns why x is invalid, or nil.
func (x Int) Err() error { return x.t.check() }

// String returns x in SMT-LIB2 syntax.
func (x Int) String() string { return x.t.String() }

func (x Int) node() *term { return x.t }

func intTerms(first *term, xs []Int) []*term {
	ts := make([]*term, 0, len(xs)+1)
	if first != nil {
		ts = append(ts, first)
	}
	for _, x := range xs {
		ts = append(ts, x.t)
	}
	return ts
}
