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

// AtMost returns a Bool that holds when at most k of bs are true.
func (ctx *Context) AtMost(bs []Bool, k int) Bool { return ctx.pb(C.ZS_ATMOST, bs, nil, k) }

// AtLeast returns a Bool that holds when at least k of bs are true.
func (ctx *Context) AtLeast(bs []Bool, k int) Bool { return ctx.pb(C.ZS_ATLEAST, bs, nil, k) }

// AtMostOne returns a Bool that holds when at most one of bs is true, as
// the conjunction of the clauses ¬a ∨ ¬b over every pair: the encoding that
// propagates best in a SAT solver, built in one call. It has n(n-1)/2
// clauses, so use AtMost for many literals.
func (ctx *Context) AtMostOne(bs ...Bool) Bool { return ctx.atMostOne(bs, false) }

// AtMostOneProduct returns a Bool that holds when at most one of bs is
// true, as clauses of the product encoding: the literals sit in a grid of
// about √n rows and columns, each implies a fresh Boolean for its row and
// one for its column, and at most one row and one column are true (by the
// same encoding, down to pairwise clauses for nine or fewer). It has about
// 2n clauses and 2√n fresh Booleans where AtMostOne has n(n-1)/2 clauses,
// and unit propagation is as strong.
func (ctx *Context) AtMostOneProduct(bs ...Bool) Bool { return ctx.atMostOne(bs, true) }

func (ctx *Context) atMostOne(bs []Bool, product bool) Bool {
	ts := boolTerms(nil, bs)
	asts, err := ctx.operands(ts)
	if err != nil {
		return Bool{errTerm(ctx, err)}
	}
	if err := ctx.lock(); err != nil {
		return Bool{errTerm(ctx, err)}
	}
	defer ctx.mu.Unlock()
	var code C.Z3_error_code
	var a C.Z3_ast
	if product {
		a = C.zs_amo_product(ctx.c, ctx.boolSort, C.uint(len(asts)), astPtr(asts), &code)
	} else {
		a = C.zs_amo_pairwise(ctx.c, C.uint(len(asts)), astPtr(asts), &code)
	}
	runtime.KeepAlive(ts)
	return Bool{ctx.newTerm(a, code)}
}

// PbLe returns a Bool that holds when Σ coeffs[i]·bs[i] ≤ k, counting a
// true Bool as 1. len(coeffs) must equal len(bs).
func (ctx *Context) PbLe(bs []Bool, coeffs []int, k int) Bool {
	return ctx.pb(C.ZS_PBLE, bs, coeffs, k)
}

// PbGe returns a Bool that holds when Σ coeffs[i]·bs[i] ≥ k.
func (ctx *Context) PbGe(bs []Bool, coeffs []int, k int) Bool {
	return ctx.pb(C.ZS_PBGE, bs, coeffs, k)
}

// PbEq returns a Bool that holds when Σ coeffs[i]·bs[i] = k.
func (ctx *Context) PbEq(bs []Bool, coeffs []int, k int) Bool {
	return ctx.pb(C.ZS_PBEQ, bs, coeffs, k)
}

func (ctx *Context) pb(kind C.int, bs []Bool, coeffs []int, k int) Bool {
	weighted := kind != C.ZS_ATMOST && kind != C.ZS_ATLEAST
	if weighted && len(coeffs) != len(bs) {
		return Bool{errTerm(ctx, fmt.Errorf("z3: %d coefficients for %d terms", len(coeffs), len(bs)))}
	}
	if k < math.MinInt32 || k > math.MaxInt32 || (!weighted && k < 0) {
		return Bool{errTerm(ctx, fmt.Errorf("z3: pseudo-Boolean bound %d out of range", k))}
	}
	ts := boolTerms(nil, bs)
	asts, err := ctx.operands(ts)
	if err != nil {
		return Bool{errTerm(ctx, err)}
	}
	var cs []C.int
	if weighted {
		cs = make([]C.int, len(coeffs))
		for i, c := range coeffs {
			if c < math.MinInt32 || c > math.MaxInt32 {
				return Bool{errTerm(ctx, fmt.Errorf("z3: pseudo-Boolean coefficient %d out of range", c))}
			}
			cs[i] = C.int(c)
		}
	}
	if err := ctx.lock(); err != nil {
		return Bool{errTerm(ctx, err)}
	}
	defer ctx.mu.Unlock()
	var cp *C.int
	if len(cs) > 0 {
		cp = &cs[0]
	}
	var code C.Z3_error_code
	a := C.zs_pb(ctx.c, kind, C.uint(len(asts)), astPtr(asts), cp, C.int(k), &code)
	runtime.KeepAlive(ts)
	return Bool{ctx.newTerm(a, code)}
}
