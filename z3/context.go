package z3

/*
#cgo LDFLAGS: -ldl
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"
)

// Config holds the settings of a new [Context]. The zero Config is valid
// and means Z3's defaults.
type Config struct {
	// Timeout bounds every Check on the context's solvers. Zero means none.
	// A Check that runs out of time returns an *UnknownError whose Reason
	// is Z3's ("timeout" or "canceled").
	Timeout time.Duration

	// RandomSeed seeds the search of the context's solvers. Different
	// seeds give different (equally valid) models; zero is Z3's default.
	RandomSeed uint32
}

// A Context owns Z3 terms, solvers and models. It is safe for concurrent use:
// a lock serialises every call into Z3. Terms of two different contexts never
// mix; an operation that mixes them returns an invalid term whose Err
// reports it.
//
// Terms are reference-counted: a term that is no longer reachable from Go is
// released at the next call on its context. Close frees everything the
// context made at once, and must be called when the context is no longer
// needed; a finalizer only backs it up.
type Context struct {
	mu  sync.Mutex
	c   C.Z3_context // nil after Close
	cfg Config

	boolSort C.Z3_sort
	intSort  C.Z3_sort
	bvSorts  map[int]C.Z3_sort
	// numbered is the next integer name of FreshBools' constants.
	numbered uint32

	// Unreachable terms and objects, released under mu by the next call.
	// Cleanups only queue here, so that a cleanup never waits for a long
	// Check to give up the lock.
	relMu   sync.Mutex
	release []releasable
	nrel    atomic.Int32
	closed  atomic.Bool

	// handles tracks live solvers, models, optimizers, goals and tactics so
	// that Close can release them before the context itself.
	handles map[uintptr]releasable

	// state holds the Z3 context for the cleanup that frees it if Close
	// is never called; Close frees it through state too, so that the two
	// never both delete it.
	state *ctxState
}

// ctxState is the part of a Context its cleanup may use: it must not
// refer to the Context, or the Context would never become unreachable.
type ctxState struct {
	mu sync.Mutex
	c  C.Z3_context
}

// releasable is a Z3 object whose reference Go holds.
type releasable struct {
	kind objKind
	p    unsafe.Pointer
}

type objKind uint8

const (
	objAST objKind = iota
	objSolver
	objModel
	objOptimize
	objGoal
	objTactic
	objApplyResult
)

// NewContext returns a new Context configured by cfg, which may be nil.
func NewContext(cfg *Config) (*Context, error) {
	var conf Config
	if cfg != nil {
		conf = *cfg
	}
	if conf.Timeout < 0 {
		return nil, fmt.Errorf("z3: negative timeout %v", conf.Timeout)
	}
	if err := Load(); err != nil {
		return nil, err
	}
	var ms C.uint
	if conf.Timeout > 0 {
		d := conf.Timeout.Milliseconds()
		if d < 1 {
			d = 1
		}
		if d > math.MaxUint32 {
			d = math.MaxUint32
		}
		ms = C.uint(d)
	}
	c := C.zs_mk_context(ms, C.bool(conf.Timeout > 0))
	if c == nil {
		return nil, errors.New("z3: cannot create context")
	}
	ctx := &Context{
		c:       c,
		cfg:     conf,
		bvSorts: make(map[int]C.Z3_sort),
		handles: make(map[uintptr]releasable),
		state:   &ctxState{c: c},
	}
	ctx.boolSort = C.zs_bool_sort(c)
	ctx.intSort = C.zs_int_sort(c)
	runtime.AddCleanup(ctx, func(st *ctxState) { st.free() }, ctx.state)
	return ctx, nil
}

// free deletes the Z3 context unless Close already did.
func (st *ctxState) free() {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.c != nil {
		C.Z3_del_context(st.c)
		st.c = nil
	}
}

// Close releases every solver, model and term of the context and the
// context itself. Using the context or its terms afterwards returns errors.
// Close is idempotent.
func (ctx *Context) Close() error {
	if ctx == nil {
		return nil
	}
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if ctx.c == nil {
		return nil
	}
	for _, h := range ctx.handles {
		ctx.decRef(h)
	}
	ctx.handles = nil
	ctx.closed.Store(true)
	ctx.relMu.Lock()
	ctx.release = nil
	ctx.relMu.Unlock()
	ctx.c = nil
	ctx.state.free()
	return nil
}

// ErrClosed reports the use of a closed Context or of an object closed before.
var ErrClosed = errors.New("z3: use of closed context or object")

// lock takes the context's lock, releases what the garbage collector found
// unreachable, and reports ErrClosed for a closed context. On success the
// caller must call ctx.mu.Unlock.
func (ctx *Context) lock() error {
	if ctx == nil {
		return errNilContext
	}
	ctx.mu.Lock()
	if ctx.c == nil {
		ctx.mu.Unlock()
		return ErrClosed
	}
	if ctx.nrel.Load() > 0 {
		ctx.relMu.Lock()
		pending := ctx.release
		ctx.release = nil
		ctx.nrel.Store(0)
		ctx.relMu.Unlock()
		for _, r := range pending {
			if r.kind == objAST {
				ctx.decRef(r)
			} else {
				ctx.untrack(r.p)
			}
		}
	}
	return nil
}

var errNilContext = errors.New("z3: nil Context")

// queueRelease is called by cleanups; it never blocks on ctx.mu.
func (ctx *Context) queueRelease(r releasable) {
	if ctx.closed.Load() {
		return // Close freed it with the context
	}
	ctx.relMu.Lock()
	ctx.release = append(ctx.release, r)
	ctx.nrel.Add(1)
	ctx.relMu.Unlock()
}

// decRef drops Go's reference to r. The caller holds ctx.mu and ctx.c is
// not nil.
func (ctx *Context) decRef(r releasable) {
	c := ctx.c
	switch r.kind {
	case objAST:
		C.Z3_dec_ref(c, C.Z3_ast(r.p))
	case objSolver:
		C.Z3_solver_dec_ref(c, C.Z3_solver(r.p))
	case objModel:
		C.Z3_model_dec_ref(c, C.Z3_model(r.p))
	case objOptimize:
		C.Z3_optimize_dec_ref(c, C.Z3_optimize(r.p))
	case objGoal:
		C.Z3_goal_dec_ref(c, C.Z3_goal(r.p))
	case objTactic:
		C.Z3_tactic_dec_ref(c, C.Z3_tactic(r.p))
	case objApplyResult:
		C.Z3_apply_result_dec_ref(c, C.Z3_apply_result(r.p))
	}
}

// track records a live object for Close and registers its cleanup, the
// safety net for an object that is dropped without Close. The caller holds
// ctx.mu.
func track[T any](ctx *Context, owner *T, kind objKind, p unsafe.Pointer) runtime.Cleanup {
	r := releasable{kind: kind, p: p}
	ctx.handles[uintptr(p)] = r
	return runtime.AddCleanup(owner, func(r releasable) { ctx.queueRelease(r) }, r)
}

// untrack releases a live object now (an explicit Close). The caller holds
// ctx.mu.
func (ctx *Context) untrack(p unsafe.Pointer) {
	if r, ok := ctx.handles[uintptr(p)]; ok {
		delete(ctx.handles, uintptr(p))
		ctx.decRef(r)
	}
}

// Error is an error reported by Z3 itself.
type Error struct {
	Code int    // Z3's error code (Z3_error_code)
	Msg  string // Z3's message for it
}

// Error returns the first line of Z3's message; some messages go on to list
// every legal parameter, which Msg keeps.
func (e *Error) Error() string {
	msg, _, _ := strings.Cut(e.Msg, "\n")
	return "z3: " + msg
}

// errorOf converts a Z3 error code to an *Error. The caller holds ctx.mu.
func (ctx *Context) errorOf(code C.Z3_error_code) error {
	if code == C.Z3_OK {
		return nil
	}
	msg := C.GoString(C.Z3_get_error_msg(ctx.c, code))
	return &Error{Code: int(code), Msg: msg}
}

// cstring is a C copy of s, freed by the returned function.
func cstring(s string) (*C.char, func()) {
	p := C.CString(s)
	return p, func() { C.free(unsafe.Pointer(p)) }
}
