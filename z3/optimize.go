package z3

/*
#include "shim.h"
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"unsafe"
)

// Optimize finds models that maximise or minimise integer objectives, under
// hard constraints. Create it with [Context.NewOptimize] and Close it when
// done.
type Optimize struct {
	ctx     *Context
	o       C.Z3_optimize
	cleanup runtime.Cleanup

	imu     sync.Mutex
	running bool
}

// Objective is a handle to an objective added by Maximize or Minimize.
type Objective struct {
	opt      *Optimize
	idx      C.uint
	maximise bool
}

// NewOptimize returns a new optimizer.
func (ctx *Context) NewOptimize() (*Optimize, error) {
	if err := ctx.lock(); err != nil {
		return nil, err
	}
	defer ctx.mu.Unlock()
	var code C.Z3_error_code
	o := C.zs_mk_optimize(ctx.c, &code)
	if err := ctx.errorOf(code); err != nil {
		return nil, err
	}
	opt := &Optimize{ctx: ctx, o: o}
	opt.cleanup = track(ctx, opt, objOptimize, unsafe.Pointer(o))
	return opt, nil
}

func (o *Optimize) use(ts ...*term) error {
	if o == nil {
		return errors.New("z3: nil Optimize")
	}
	if err := o.ctx.own(ts); err != nil {
		return err
	}
	if err := o.ctx.lock(); err != nil {
		return err
	}
	if o.o == nil {
		o.ctx.mu.Unlock()
		return ErrClosed
	}
	return nil
}

// Close releases the optimizer. It is idempotent.
func (o *Optimize) Close() error {
	if o == nil {
		return nil
	}
	if err := o.ctx.lock(); err != nil {
		if errors.Is(err, ErrClosed) {
			return nil
		}
		return err
	}
	defer o.ctx.mu.Unlock()
	if o.o != nil {
		o.cleanup.Stop()
		o.ctx.untrack(unsafe.Pointer(o.o))
		o.o = nil
	}
	return nil
}

// Assert adds hard constraints.
func (o *Optimize) Assert(bs ...Bool) error {
	ts := boolTerms(nil, bs)
	if err := o.use(ts...); err != nil {
		return err
	}
	defer o.ctx.mu.Unlock()
	for _, t := range ts {
		C.Z3_optimize_assert(o.ctx.c, o.o, t.ast)
		if err := o.ctx.errorOf(C.Z3_get_error_code(o.ctx.c)); err != nil {
			return err
		}
	}
	runtime.KeepAlive(ts)
	runtime.KeepAlive(o)
	return nil
}

// AssertSoft adds a soft constraint: b should hold, and violating it costs
// weight, which must be positive. Z3 minimises the total cost of violated
// soft constraints of one group (MaxSAT) before it looks at objectives
// added after the group. Group "" is Z3's default group.
func (o *Optimize) AssertSoft(b Bool, weight int64, group string) error {
	if weight <= 0 {
		return fmt.Errorf("z3: soft constraint weight %d, want positive", weight)
	}
	if err := o.use(b.t); err != nil {
		return err
	}
	defer o.ctx.mu.Unlock()
	w, freeW := cstring(strconv.FormatInt(weight, 10))
	defer freeW()
	if group == "" {
		group = "default"
	}
	g, freeG := cstring(group)
	defer freeG()
	C.Z3_optimize_assert_soft(o.ctx.c, o.o, b.t.ast, w, C.Z3_mk_string_symbol(o.ctx.c, g))
	runtime.KeepAlive(b.t)
	runtime.KeepAlive(o)
	return o.ctx.errorOf(C.Z3_get_error_code(o.ctx.c))
}

// Maximize adds the objective "make x as large as possible". With several
// objectives, Z3 optimises them lexicographically in the order added.
func (o *Optimize) Maximize(x Int) (Objective, error) { return o.objective(x, true) }

// Minimize adds the objective "make x as small as possible".
func (o *Optimize) Minimize(x Int) (Objective, error) { return o.objective(x, false) }

func (o *Optimize) objective(x Int, maximise bool) (Objective, error) {
	if err := o.use(x.t); err != nil {
		return Objective{}, err
	}
	defer o.ctx.mu.Unlock()
	var idx C.uint
	if maximise {
		idx = C.Z3_optimize_maximize(o.ctx.c, o.o, x.t.ast)
	} else {
		idx = C.Z3_optimize_minimize(o.ctx.c, o.o, x.t.ast)
	}
	runtime.KeepAlive(x.t)
	runtime.KeepAlive(o)
	if err := o.ctx.errorOf(C.Z3_get_error_code(o.ctx.c)); err != nil {
		return Objective{}, err
	}
	return Objective{opt: o, idx: idx, maximise: maximise}, nil
}

// Check finds an optimal model of the hard constraints and assumptions. It
// returns Sat when one exists and Unsat when the constraints have no model;
// otherwise an error, as for [Solver.Check].
func (o *Optimize) Check(ctx context.Context, assumptions ...Bool) (Result, error) {
	ts := boolTerms(nil, assumptions)
	if err := ctx.Err(); err != nil {
		return Unknown, err
	}
	if err := o.use(ts...); err != nil {
		return Unknown, err
	}
	defer o.ctx.mu.Unlock()
	_, asts, _ := operands(ts...)
	var code C.Z3_error_code
	var r C.int
	withInterrupt(ctx, &o.imu, &o.running, o.ctx.c, func() {
		r = C.zs_optimize_check(o.ctx.c, o.o, C.uint(len(asts)), astPtr(asts), &code)
	})
	runtime.KeepAlive(ts)
	runtime.KeepAlive(o)
	return o.ctx.result(ctx, r, code, func() *C.char { return C.Z3_optimize_get_reason_unknown(o.ctx.c, o.o) })
}

// Model returns the optimal model found by the last Check. Close it when
// done.
func (o *Optimize) Model() (*Model, error) {
	if err := o.use(); err != nil {
		return nil, err
	}
	defer o.ctx.mu.Unlock()
	var code C.Z3_error_code
	m := C.zs_optimize_model(o.ctx.c, o.o, &code)
	runtime.KeepAlive(o)
	if err := o.ctx.errorOf(code); err != nil {
		return nil, err
	}
	return o.ctx.newModel(m), nil
}

// Value returns the objective's optimal value after a Check that returned
// Sat. An unbounded objective is an error.
func (obj Objective) Value() (int64, error) {
	o := obj.opt
	if err := o.use(); err != nil {
		return 0, err
	}
	defer o.ctx.mu.Unlock()
	var code C.Z3_error_code
	var v C.int64_t
	// The bound on the optimised side is the optimum once Check returned Sat.
	ok := C.zs_optimize_bound(o.ctx.c, o.o, obj.idx, C.bool(obj.maximise), &v, &code)
	runtime.KeepAlive(o)
	if err := o.ctx.errorOf(code); err != nil {
		return 0, err
	}
	if !ok {
		return 0, fmt.Errorf("z3: objective %d is unbounded or not an int64", obj.idx)
	}
	return int64(v), nil
}
