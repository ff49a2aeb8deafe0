package z3

/*
#include "shim.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime"
)

// BV is a fixed-width bit-vector term. The zero BV is invalid.
type BV struct{ t *term }

var errUnknownSort = errors.New("z3: unsupported sort")

func errBVWidth(bits int) error { return fmt.Errorf("z3: bit-vector width %d, want at least 1", bits) }

// BVConst returns the bit-vector constant of the given name and width.
func (ctx *Context) BVConst(name string, bits int) BV {
	return BV{ctx.mkConst(name, Sort{kind: KindBV, bits: bits}, false)}
}

// FreshBV returns a new bit-vector constant whose name starts with prefix.
func (ctx *Context) FreshBV(prefix string, bits int) BV {
	return BV{ctx.mkConst(prefix, Sort{kind: KindBV, bits: bits}, true)}
}

// FromUint returns the bit-vector numeral v of the given width; v is taken
// modulo 2^bits.
func (ctx *Context) FromUint(v uint64, bits int) BV {
	if err := ctx.lock(); err != nil {
		return BV{errTerm(ctx, err)}
	}
	defer ctx.mu.Unlock()
	sort, err := ctx.cSort(Sort{kind: KindBV, bits: bits})
	if err != nil {
		return BV{errTerm(ctx, err)}
	}
	var code C.Z3_error_code
	a := C.zs_uint64(ctx.c, C.uint64_t(v), sort, &code)
	runtime.KeepAlive(ctx)
	return BV{ctx.newTerm(a, code)}
}

// ULT returns x < y, unsigned.
func (x BV) ULT(y BV) Bool { return Bool{app(C.ZS_BVULT, x.t, y.t)} }

// ULE returns x ≤ y, unsigned.
func (x BV) ULE(y BV) Bool { return Bool{app(C.ZS_BVULE, x.t, y.t)} }

// UGT returns x > y, unsigned.
func (x BV) UGT(y BV) Bool { return Bool{app(C.ZS_BVUGT, x.t, y.t)} }

// UGE returns x ≥ y, unsigned.
func (x BV) UGE(y BV) Bool { return Bool{app(C.ZS_BVUGE, x.t, y.t)} }

// Eq returns x = y.
func (x BV) Eq(y BV) Bool { return Bool{app(C.ZS_EQ, x.t, y.t)} }

// NE returns x ≠ y.
func (x BV) NE(y BV) Bool { return x.Eq(y).Not() }

// Add returns x + y modulo 2^width.
func (x BV) Add(y BV) BV { return BV{app(C.ZS_BVADD, x.t, y.t)} }

// Sub returns x - y modulo 2^width.
func (x BV) Sub(y BV) BV { return BV{app(C.ZS_BVSUB, x.t, y.t)} }

// Mul returns x · y modulo 2^width.
func (x BV) Mul(y BV) BV { return BV{app(C.ZS_BVMUL, x.t, y.t)} }

// ZeroExt returns x widened by extra zero bits, so that sums of several
// bit-vectors do not overflow.
func (x BV) ZeroExt(extra int) BV {
	if err := x.t.check(); err != nil {
		return BV{errTerm(x.t.ctxOrNil(), err)}
	}
	if extra < 0 {
		return BV{errTerm(x.t.ctx, fmt.Errorf("z3: ZeroExt by %d bits", extra))}
	}
	ctx := x.t.ctx
	if err := ctx.lock(); err != nil {
		return BV{errTerm(ctx, err)}
	}
	defer ctx.mu.Unlock()
	var code C.Z3_error_code
	a := C.zs_zero_ext(ctx.c, C.uint(extra), x.t.ast, &code)
	runtime.KeepAlive(x.t)
	return BV{ctx.newTerm(a, code)}
}

// ToInt returns x read as an unsigned integer.
func (x BV) ToInt() Int { return Int{app(C.ZS_BV2INT, x.t)} }

// Context returns the context x belongs to.
func (x BV) Context() *Context { return x.t.ctxOrNil() }

// Sort returns x's bit-vector sort.
func (x BV) Sort() Sort { return x.t.sort() }

// Err returns why x is invalid, or nil.
func (x BV) Err() error { return x.t.check() }

// String returns x in SMT-LIB2 syntax.
func (x BV) String() string { return x.t.String() }

func (x BV) node() *term { return x.t }
