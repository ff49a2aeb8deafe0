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

// term is one Z3 AST that Go holds a reference to, or the error that
// prevented its construction.
type term struct {
	ctx *Context
	ast C.Z3_ast
	err error
}

// ErrMixedContexts reports an operation on terms of different contexts.
var ErrMixedContexts = errors.New("z3: terms of different contexts mixed")

// ErrInvalidTerm reports the use of a zero (uninitialised) term.
var ErrInvalidTerm = errors.New("z3: zero term used")

// Term is the set of term types. Generic helpers such as [Distinct] and
// [Ite] accept any of them.
type Term interface {
	Bool | Int | BV
}

// Value is implemented by every term type: [Bool], [Int] and [BV].
type Value interface {
	// Context returns the context the term belongs to (nil for a zero term).
	Context() *Context
	// Sort returns the term's sort.
	Sort() Sort
	// Err returns the error that made the term invalid, or nil. Operations
	// on an invalid term return invalid terms, and asserting or checking
	// one returns this error, so misuse surfaces where it can be handled.
	Err() error
	// String returns the term in SMT-LIB2 syntax.
	String() string

	node() *term
}

func errTerm(ctx *Context, err error) *term { return &term{ctx: ctx, err: err} }

// newTerm wraps an AST whose reference count the shim raised. The caller
// holds ctx.mu.
func (ctx *Context) newTerm(a C.Z3_ast, code C.Z3_error_code) *term {
	if code != C.Z3_OK || a == nil {
		err := ctx.errorOf(code)
		if err == nil {
			err = errors.New("z3: operation failed")
		}
		return errTerm(ctx, err)
	}
	t := &term{ctx: ctx, ast: a}
	runtime.AddCleanup(t, func(a C.Z3_ast) {
		ctx.queueRelease(releasable{kind: objAST, p: unsafe.Pointer(a)})
	}, a)
	return t
}

// check reports why t cannot be used.
func (t *term) check() error {
	if t == nil {
		return ErrInvalidTerm
	}
	return t.err
}

// operands checks that ts are valid terms of one context and returns the
// context and their ASTs.
func operands(ts ...*term) (*Context, []C.Z3_ast, error) {
	var ctx *Context
	asts := make([]C.Z3_ast, len(ts))
	for i, t := range ts {
		if err := t.check(); err != nil {
			return t.ctxOrNil(), nil, err
		}
		if ctx == nil {
			ctx = t.ctx
		} else if t.ctx != ctx {
			return ctx, nil, ErrMixedContexts
		}
		asts[i] = t.ast
	}
	return ctx, asts, nil
}

// own reports why ts are not all valid terms of ctx.
func (ctx *Context) own(ts []*term) error {
	for _, t := range ts {
		if err := t.check(); err != nil {
			return err
		}
		if t.ctx != ctx {
			return ErrMixedContexts
		}
	}
	return nil
}

// operands returns the ASTs of ts, which must be valid terms of ctx.
func (ctx *Context) operands(ts []*term) ([]C.Z3_ast, error) {
	if err := ctx.own(ts); err != nil {
		return nil, err
	}
	_, asts, _ := operands(ts...)
	return asts, nil
}

func (t *term) ctxOrNil() *Context {
	if t == nil {
		return nil
	}
	return t.ctx
}

// app applies a Z3 operator to valid operands of one context.
func app(op C.int, ts ...*term) *term {
	ctx, asts, err := operands(ts...)
	if err != nil {
		return errTerm(ctx, err)
	}
	if ctx == nil {
		return errTerm(nil, errors.New("z3: operation on no terms"))
	}
	if err := ctx.lock(); err != nil {
		return errTerm(ctx, err)
	}
	defer ctx.mu.Unlock()
	var code C.Z3_error_code
	a := C.zs_app(ctx.c, op, C.uint(len(asts)), astPtr(asts), &code)
	runtime.KeepAlive(ts)
	return ctx.newTerm(a, code)
}

// appCtx is app with a known context, for n-ary operators that may have no
// operands.
func (ctx *Context) appCtx(op C.int, ts []*term) *term {
	asts, err := ctx.operands(ts)
	if err != nil {
		return errTerm(ctx, err)
	}
	if err := ctx.lock(); err != nil {
		return errTerm(ctx, err)
	}
	defer ctx.mu.Unlock()
	var code C.Z3_error_code
	a := C.zs_app(ctx.c, op, C.uint(len(asts)), astPtr(asts), &code)
	runtime.KeepAlive(ts)
	return ctx.newTerm(a, code)
}

func astPtr(asts []C.Z3_ast) *C.Z3_ast {
	if len(asts) == 0 {
		return nil
	}
	return &asts[0]
}

// String returns the term in SMT-LIB2 syntax, or a description of its error.
func (t *term) String() string {
	if err := t.check(); err != nil {
		return fmt.Sprintf("<invalid: %v>", err)
	}
	ctx := t.ctx
	if err := ctx.lock(); err != nil {
		return fmt.Sprintf("<invalid: %v>", err)
	}
	defer ctx.mu.Unlock()
	return t.stringLocked()
}

// stringLocked is String for a valid term whose context's lock the caller
// holds, for error messages formed under the lock (String would deadlock).
func (t *term) stringLocked() string {
	s := C.GoString(C.Z3_ast_to_string(t.ctx.c, t.ast))
	runtime.KeepAlive(t)
	return s
}

func (t *term) sort() Sort {
	if t.check() != nil {
		return Sort{}
	}
	ctx := t.ctx
	if err := ctx.lock(); err != nil {
		return Sort{}
	}
	defer ctx.mu.Unlock()
	s := C.Z3_get_sort(ctx.c, t.ast)
	k := C.Z3_get_sort_kind(ctx.c, s)
	runtime.KeepAlive(t)
	switch k {
	case C.Z3_BOOL_SORT:
		return Sort{ctx: ctx, kind: KindBool}
	case C.Z3_INT_SORT:
		return Sort{ctx: ctx, kind: KindInt}
	case C.Z3_BV_SORT:
		return Sort{ctx: ctx, kind: KindBV, bits: int(C.Z3_get_bv_sort_size(ctx.c, s))}
	}
	return Sort{ctx: ctx, kind: KindOther}
}

func nodeOf[T Term](x T) *term {
	switch v := any(x).(type) {
	case Bool:
		return v.t
	case Int:
		return v.t
	case BV:
		return v.t
	}
	return nil
}

// Distinct returns a Bool that holds when all xs have pairwise different
// values. Distinct of one term is true. Distinct of no terms has no context
// to belong to and returns an invalid Bool.
func Distinct[T Term](xs ...T) Bool {
	ts := make([]*term, len(xs))
	for i, x := range xs {
		ts[i] = nodeOf(x)
	}
	if len(ts) == 0 {
		return Bool{errTerm(nil, errors.New("z3: Distinct of no terms"))}
	}
	if len(ts) == 1 {
		if err := ts[0].check(); err != nil {
			return Bool{errTerm(ts[0].ctxOrNil(), err)}
		}
		return ts[0].ctx.FromBool(true)
	}
	return Bool{app(C.ZS_DISTINCT, ts...)}
}

// Ite returns "if cond then a else b", a term of the same type as a and b.
func Ite[T Term](cond Bool, a, b T) T {
	t := app(C.ZS_ITE, cond.t, nodeOf(a), nodeOf(b))
	var r T
	switch p := any(&r).(type) {
	case *Bool:
		p.t = t
	case *Int:
		p.t = t
	case *BV:
		p.t = t
	}
	return r
}

// Eq returns a Bool that holds when a and b are equal.
func Eq[T Term](a, b T) Bool { return Bool{app(C.ZS_EQ, nodeOf(a), nodeOf(b))} }
