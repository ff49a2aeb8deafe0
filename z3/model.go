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

// Model assigns values to constants: a witness of satisfiability. Evaluation
// uses model completion, so a constant the model does not mention gets a
// default value rather than an error. Close a model when done with it.
type Model struct {
	ctx     *Context
	m       C.Z3_model
	cleanup runtime.Cleanup
}

// newModel wraps a model whose reference the shim raised. The caller holds
// ctx.mu.
func (ctx *Context) newModel(m C.Z3_model) *Model {
	md := &Model{ctx: ctx, m: m}
	md.cleanup = track(ctx, md, objModel, unsafe.Pointer(m))
	return md
}

// Close releases the model. It is idempotent.
func (m *Model) Close() error {
	if m == nil {
		return nil
	}
	if err := m.ctx.lock(); err != nil {
		if errors.Is(err, ErrClosed) {
			return nil
		}
		return err
	}
	defer m.ctx.mu.Unlock()
	if m.m != nil {
		m.cleanup.Stop()
		m.ctx.untrack(unsafe.Pointer(m.m))
		m.m = nil
	}
	return nil
}

// use checks t belongs to m's context, then locks it. On success the caller
// must unlock m.ctx.mu.
func (m *Model) use(ts ...*term) error {
	if m == nil {
		return errors.New("z3: nil Model")
	}
	for _, t := range ts {
		if err := t.check(); err != nil {
			return err
		}
		if t.ctx != m.ctx {
			return ErrMixedContexts
		}
	}
	if err := m.ctx.lock(); err != nil {
		return err
	}
	if m.m == nil {
		m.ctx.mu.Unlock()
		return ErrClosed
	}
	return nil
}

// EvalBool returns the value of b in the model.
func (m *Model) EvalBool(b Bool) (bool, error) {
	if err := m.use(b.t); err != nil {
		return false, err
	}
	defer m.ctx.mu.Unlock()
	var code C.Z3_error_code
	r := C.zs_eval_bool(m.ctx.c, m.m, b.t.ast, &code)
	runtime.KeepAlive(b.t)
	runtime.KeepAlive(m)
	if err := m.ctx.errorOf(code); err != nil {
		return false, err
	}
	switch r {
	case C.Z3_L_TRUE:
		return true, nil
	case C.Z3_L_FALSE:
		return false, nil
	}
	return false, fmt.Errorf("z3: %s has no Boolean value in the model", b.t.stringLocked())
}

// EvalBools returns the values of bs in the model, in one call into Z3: much
// faster than EvalBool in a loop when there are many.
func (m *Model) EvalBools(bs []Bool) ([]bool, error) {
	ts := boolTerms(nil, bs)
	if err := m.use(ts...); err != nil {
		return nil, err
	}
	defer m.ctx.mu.Unlock()
	_, asts, _ := operands(ts...)
	raw := make([]C.schar, len(asts))
	var rp *C.schar
	if len(raw) > 0 {
		rp = &raw[0]
	}
	code := C.zs_eval_bools(m.ctx.c, m.m, C.uint(len(asts)), astPtr(asts), rp)
	runtime.KeepAlive(ts)
	runtime.KeepAlive(m)
	if err := m.ctx.errorOf(code); err != nil {
		return nil, err
	}
	out := make([]bool, len(raw))
	for i, r := range raw {
		switch r {
		case C.Z3_L_TRUE:
			out[i] = true
		case C.Z3_L_FALSE:
		default:
			return nil, fmt.Errorf("z3: %s has no Boolean value in the model", ts[i].stringLocked())
		}
	}
	return out, nil
}

// EvalInt returns the value of x in the model. A value outside int64 is an
// error.
func (m *Model) EvalInt(x Int) (int64, error) {
	if err := m.use(x.t); err != nil {
		return 0, err
	}
	defer m.ctx.mu.Unlock()
	var code C.Z3_error_code
	var v C.int64_t
	ok := C.zs_eval_int64(m.ctx.c, m.m, x.t.ast, &v, &code)
	runtime.KeepAlive(x.t)
	runtime.KeepAlive(m)
	if err := m.ctx.errorOf(code); err != nil {
		return 0, err
	}
	if !ok {
		return 0, fmt.Errorf("z3: value of %s is not an int64", x.t.stringLocked())
	}
	return int64(v), nil
}

// EvalBV returns the value of x in the model, as an unsigned integer. A
// bit-vector wider than 64 bits whose value does not fit is an error.
func (m *Model) EvalBV(x BV) (uint64, error) {
	if err := m.use(x.t); err != nil {
		return 0, err
	}
	defer m.ctx.mu.Unlock()
	var code C.Z3_error_code
	var v C.uint64_t
	ok := C.zs_eval_uint64(m.ctx.c, m.m, x.t.ast, &v, &code)
	runtime.KeepAlive(x.t)
	runtime.KeepAlive(m)
	if err := m.ctx.errorOf(code); err != nil {
		return 0, err
	}
	if !ok {
		return 0, fmt.Errorf("z3: value of %s is not a uint64", x.t.stringLocked())
	}
	return uint64(v), nil
}

// String returns the model in Z3's text form.
func (m *Model) String() string {
	if err := m.use(); err != nil {
		return fmt.Sprintf("<model: %v>", err)
	}
	defer m.ctx.mu.Unlock()
	s := C.GoString(C.Z3_model_to_string(m.ctx.c, m.m))
	runtime.KeepAlive(m)
	return s
}
