package z3

/*
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"unsafe"
)

// Result is the outcome of a Check that finished: Sat or Unsat. A Check that
// could not decide returns an error instead (see [UnknownError]).
type Result int

// The results of a Check.
const (
	Unknown Result = iota // returned only together with an error
	Sat                   // the assertions (and assumptions) have a model
	Unsat                 // they have none
)

// String returns "sat", "unsat" or "unknown".
func (r Result) String() string {
	switch r {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

// ErrUnknown is wrapped by every [UnknownError].
var ErrUnknown = errors.New("z3: unknown")

// UnknownError reports that Z3 could neither prove nor refute the
// assertions, with Z3's reason, for example "timeout" or "canceled".
type UnknownError struct {
	Reason string // Z3's reason_unknown, such as "timeout" or "canceled"
}

// Error returns "z3: unknown: " followed by the reason.
func (e *UnknownError) Error() string { return "z3: unknown: " + e.Reason }

// Unwrap returns ErrUnknown.
func (e *UnknownError) Unwrap() error { return ErrUnknown }

// Solver decides the satisfiability of its assertions. Create it with
// [Context.NewSolver] or [Context.NewSolverForLogic] and Close it when done.
// Like every object of a Context, it is safe for concurrent use, but calls
// are serialised.
type Solver struct {
	ctx     *Context
	s       C.Z3_solver
	cleanup runtime.Cleanup

	// running guards Z3_interrupt, so that an interrupt reaches only the
	// Check it was meant for.
	imu     sync.Mutex
	running bool
}

// NewSolver returns a general-purpose solver (Z3's default strategy).
func (ctx *Context) NewSolver() (*Solver, error) { return ctx.newSolver("") }

// NewSolverForLogic returns a solver specialised for an SMT-LIB logic. The
// logic "QF_FD" (finite domains: Booleans, pseudo-Boolean constraints and
// bit-vectors) uses Z3's SAT core, which is by far the fastest for puzzles.
// An unknown logic name is an error.
func (ctx *Context) NewSolverForLogic(logic string) (*Solver, error) {
	if logic == "" {
		return nil, errors.New("z3: empty logic name")
	}
	return ctx.newSolver(logic)
}

func (ctx *Context) newSolver(logic string) (*Solver, error) {
	if err := ctx.lock(); err != nil {
		return nil, err
	}
	defer ctx.mu.Unlock()
	var clogic *C.char
	if logic != "" {
		p, free := cstring(logic)
		defer free()
		clogic = p
	}
	var code C.Z3_error_code
	s := C.zs_mk_solver(ctx.c, clogic, &code)
	if err := ctx.errorOf(code); err != nil {
		return nil, err
	}
	if s == nil {
		return nil, fmt.Errorf("z3: cannot create solver for logic %q", logic)
	}
	sv := &Solver{ctx: ctx, s: s}
	sv.cleanup = track(ctx, sv, objSolver, unsafe.Pointer(s))
	if ctx.cfg.RandomSeed != 0 {
		if err := sv.setParamLocked("random_seed", ctx.cfg.RandomSeed); err != nil {
			return nil, err
		}
	}
	if ctx.cfg.Timeout > 0 {
		ms := ctx.cfg.Timeout.Milliseconds()
		if ms < 1 {
			ms = 1
		}
		if ms > 1<<32-1 {
			ms = 1<<32 - 1
		}
		if err := sv.setParamLocked("timeout", uint32(ms)); err != nil {
			return nil, err
		}
	}
	return sv, nil
}

// use locks the solver's context and checks the solver is open. On success
// the caller must unlock s.ctx.mu.
func (s *Solver) use() error {
	if s == nil {
		return errors.New("z3: nil Solver")
	}
	if err := s.ctx.lock(); err != nil {
		return err
	}
	if s.s == nil {
		s.ctx.mu.Unlock()
		return ErrClosed
	}
	return nil
}

// Close releases the solver. It is idempotent.
func (s *Solver) Close() error {
	if s == nil {
		return nil
	}
	if err := s.ctx.lock(); err != nil {
		if errors.Is(err, ErrClosed) {
			return nil // the context's Close freed it
		}
		return err
	}
	defer s.ctx.mu.Unlock()
	if s.s != nil {
		s.cleanup.Stop()
		s.ctx.untrack(unsafe.Pointer(s.s))
		s.s = nil
	}
	return nil
}

// SetParam sets a solver parameter, such as "random_seed" (a uint32),
// "timeout" (milliseconds, a uint32), or a parameter of one of Z3's modules
// ("sat.phase", a string). The value's Go type selects Z3's parameter type:
// bool, uint32 (or a non-negative int), float64, or string (a symbol).
// Z3 rejects unknown names with an error. Z3's "ctrl_c" is false for
// every solver of this package, and SetParam refuses to turn it on: Z3's
// own SIGINT handler fights the Go runtime's. Cancel a check through its
// context instead.
func (s *Solver) SetParam(name string, value any) error {
	if err := refuseCtrlC(name, value); err != nil {
		return err
	}
	if err := s.use(); err != nil {
		return err
	}
	defer s.ctx.mu.Unlock()
	return s.setParamLocked(name, value)
}

// refuseCtrlC rejects ctrl_c set to anything but false.
func refuseCtrlC(name string, value any) error {
	if name == "ctrl_c" && value != false {
		return fmt.Errorf("z3: parameter ctrl_c: only false is allowed: Z3's SIGINT handler fights Go's (cancel a check through its context)")
	}
	return nil
}

func (s *Solver) setParamLocked(name string, value any) error {
	v, err := newParamValue(name, value)
	if err != nil {
		return err
	}
	defer v.free()
	code := C.zs_solver_set_param(s.ctx.c, s.s, v.name, v.kind, v.sval, v.uval, v.dval, v.bval)
	runtime.KeepAlive(s)
	if err := s.ctx.errorOf(code); err != nil {
		return fmt.Errorf("z3: parameter %s: %w", name, err)
	}
	return nil
}

// paramValue is a parameter in the form the shim takes: its kind selects
// one of the value fields.
type paramValue struct {
	name  *C.char
	kind  C.int
	sval  *C.char
	uval  C.uint
	dval  C.double
	bval  C.bool
	frees []func()
}

// newParamValue converts a Go parameter value; the caller frees it.
func newParamValue(name string, value any) (*paramValue, error) {
	v := &paramValue{}
	switch x := value.(type) {
	case bool:
		v.kind, v.bval = 0, C.bool(x)
	case uint32:
		v.kind, v.uval = 1, C.uint(x)
	case uint:
		if uint64(x) > 1<<32-1 {
			return nil, fmt.Errorf("z3: parameter %s = %d out of range", name, x)
		}
		v.kind, v.uval = 1, C.uint(x)
	case int:
		if x < 0 || int64(x) > 1<<32-1 {
			return nil, fmt.Errorf("z3: parameter %s = %d out of range", name, x)
		}
		v.kind, v.uval = 1, C.uint(x)
	case float64:
		v.kind, v.dval = 2, C.double(x)
	case string:
		p, free := cstring(x)
		v.kind, v.sval = 3, p
		v.frees = append(v.frees, free)
	default:
		return nil, fmt.Errorf("z3: parameter %s: unsupported value type %T", name, value)
	}
	p, free := cstring(name)
	v.name = p
	v.frees = append(v.frees, free)
	return v, nil
}

func (v *paramValue) free() {
	for _, f := range v.frees {
		f()
	}
}

// Assert adds constraints to the solver. An invalid term is an error, and
// nothing is asserted then.
func (s *Solver) Assert(bs ...Bool) error {
	ts := boolTerms(nil, bs)
	if err := s.ownTerms(ts); err != nil {
		return err
	}
	if err := s.use(); err != nil {
		return err
	}
	defer s.ctx.mu.Unlock()
	for _, t := range ts {
		C.Z3_solver_assert(s.ctx.c, s.s, t.ast)
		if err := s.ctx.errorOf(C.Z3_get_error_code(s.ctx.c)); err != nil {
			return err
		}
	}
	runtime.KeepAlive(ts)
	runtime.KeepAlive(s)
	return nil
}

// ownTerms checks that ts are valid terms of the solver's context.
func (s *Solver) ownTerms(ts []*term) error {
	if s == nil {
		return errors.New("z3: nil Solver")
	}
	return s.ctx.own(ts)
}

// Push opens a backtracking scope: Pop removes what was asserted since.
func (s *Solver) Push() error {
	if err := s.use(); err != nil {
		return err
	}
	defer s.ctx.mu.Unlock()
	C.Z3_solver_push(s.ctx.c, s.s)
	runtime.KeepAlive(s)
	return s.ctx.errorOf(C.Z3_get_error_code(s.ctx.c))
}

// Pop closes the innermost scope opened by Push. Popping with no open scope
// is an error.
func (s *Solver) Pop() error {
	if err := s.use(); err != nil {
		return err
	}
	defer s.ctx.mu.Unlock()
	if C.Z3_solver_get_num_scopes(s.ctx.c, s.s) == 0 {
		return errors.New("z3: Pop without Push")
	}
	C.Z3_solver_pop(s.ctx.c, s.s, 1)
	runtime.KeepAlive(s)
	return s.ctx.errorOf(C.Z3_get_error_code(s.ctx.c))
}

// Reset removes every assertion and scope.
func (s *Solver) Reset() error {
	if err := s.use(); err != nil {
		return err
	}
	defer s.ctx.mu.Unlock()
	C.Z3_solver_reset(s.ctx.c, s.s)
	runtime.KeepAlive(s)
	return s.ctx.errorOf(C.Z3_get_error_code(s.ctx.c))
}

// Check decides whether the assertions, together with the assumptions, are
// satisfiable. It returns Sat or Unsat, or an error: ctx.Err() when ctx is
// done (the search is interrupted promptly), an *UnknownError with Z3's
// reason when Z3 gives up, or a usage error.
//
// A ctx that is already done returns before calling into Z3.
func (s *Solver) Check(ctx context.Context, assumptions ...Bool) (Result, error) {
	ts := boolTerms(nil, assumptions)
	if err := s.ownTerms(ts); err != nil {
		return Unknown, err
	}
	if err := ctx.Err(); err != nil {
		return Unknown, err
	}
	_, asts, _ := operands(ts...)
	if err := s.use(); err != nil {
		return Unknown, err
	}
	defer s.ctx.mu.Unlock()

	var code C.Z3_error_code
	var r C.int
	reason := func() *C.char { return C.Z3_solver_get_reason_unknown(s.ctx.c, s.s) }
	for attempt := 0; ; attempt++ {
		withInterrupt(ctx, &s.imu, &s.running, s.ctx.c, func() {
			r = C.zs_solver_check(s.ctx.c, s.s, C.uint(len(asts)), astPtr(asts), &code)
		})
		// A check that Z3 calls canceled or interrupted while ctx is not
		// done was cut by a cancellation left on the context, not by its
		// caller (the sudoku package's stress test, once in a few hundred
		// calls with 0-2 ms deadlines): clear it and check again, once.
		if attempt > 0 || r != C.Z3_L_UNDEF || code != C.Z3_OK || ctx.Err() != nil {
			break
		}
		if why := C.GoString(reason()); why != "canceled" && why != "interrupted" {
			break
		}
		C.zs_clear_interrupt(s.ctx.c)
	}
	runtime.KeepAlive(ts)
	runtime.KeepAlive(s)
	return s.ctx.result(ctx, r, code, reason)
}

// result turns a check's outcome into a Result or an error: Z3's error,
// ctx.Err() when the check was interrupted, or an *UnknownError with the
// reason. The caller holds ctx.mu.
func (c *Context) result(ctx context.Context, r C.int, code C.Z3_error_code, reason func() *C.char) (Result, error) {
	if err := c.errorOf(code); err != nil {
		if cerr := ctx.Err(); cerr != nil {
			// An interrupt that lands in a tactic (BitVec's bit-blasting,
			// say) is raised as an exception, "canceled": the check was
			// cut short (the sudoku package's stress test, once in 64
			// calls with 0-2 ms deadlines).
			return Unknown, cerr
		}
		return Unknown, err
	}
	switch r {
	case C.Z3_L_TRUE:
		return Sat, nil
	case C.Z3_L_FALSE:
		return Unsat, nil
	}
	if err := ctx.Err(); err != nil {
		return Unknown, err
	}
	return Unknown, &UnknownError{Reason: C.GoString(reason())}
}

// withInterrupt runs call, interrupting Z3 if ctx is done meanwhile. The
// running flag, guarded by imu, keeps a late interrupt from hitting a later
// call. The caller holds the context's lock.
//
// An interrupt can still land after Z3 has finished the check but before
// call returns. Z3_interrupt then leaves the context cancelled until its
// next check, and every call in between fails: Push with "push
// canceled", Solver.Model with "there is no current model", Assert with
// "canceled" (found by the sudoku package's stress test, a few times in
// 64 calls with 0-2 ms deadlines). So after an interrupt, one check of an
// empty solver clears the cancellation, as any check does when it starts
// and ends.
func withInterrupt(ctx context.Context, imu *sync.Mutex, running *bool, c C.Z3_context, call func()) {
	if ctx.Done() == nil {
		call()
		return
	}
	fired := false
	imu.Lock()
	*running = true
	imu.Unlock()
	stop := context.AfterFunc(ctx, func() {
		imu.Lock()
		if *running {
			C.Z3_interrupt(c)
			fired = true
		}
		imu.Unlock()
	})
	call()
	imu.Lock()
	*running = false
	interrupted := fired
	imu.Unlock()
	stop()
	if interrupted {
		C.zs_clear_interrupt(c)
	}
}

// Model returns the model found by the last Check, which must have returned
// Sat. Close the model when done with it.
func (s *Solver) Model() (*Model, error) {
	if err := s.use(); err != nil {
		return nil, err
	}
	defer s.ctx.mu.Unlock()
	var code C.Z3_error_code
	m := C.zs_solver_model(s.ctx.c, s.s, &code)
	runtime.KeepAlive(s)
	if err := s.ctx.errorOf(code); err != nil {
		return nil, err
	}
	return s.ctx.newModel(m), nil
}

// UnsatCore returns a subset of the assumptions of the last Check, which
// must have returned Unsat, that is unsatisfiable together with the
// assertions.
func (s *Solver) UnsatCore() ([]Bool, error) {
	if err := s.use(); err != nil {
		return nil, err
	}
	defer s.ctx.mu.Unlock()
	c := s.ctx.c
	v := C.Z3_solver_get_unsat_core(c, s.s)
	if err := s.ctx.errorOf(C.Z3_get_error_code(c)); err != nil {
		return nil, err
	}
	C.Z3_ast_vector_inc_ref(c, v)
	defer C.Z3_ast_vector_dec_ref(c, v)
	n := int(C.Z3_ast_vector_size(c, v))
	core := make([]Bool, n)
	for i := range core {
		var code C.Z3_error_code
		a := C.zs_ast_vector_get(c, v, C.uint(i), &code)
		core[i] = Bool{s.ctx.newTerm(a, code)}
		if err := core[i].Err(); err != nil {
			return nil, err
		}
	}
	runtime.KeepAlive(s)
	return core, nil
}

// Statistics returns Z3's statistics of the solver, such as "conflicts"
// and "decisions", by name.
func (s *Solver) Statistics() (map[string]float64, error) {
	if err := s.use(); err != nil {
		return nil, err
	}
	defer s.ctx.mu.Unlock()
	c := s.ctx.c
	st := C.Z3_solver_get_statistics(c, s.s)
	if err := s.ctx.errorOf(C.Z3_get_error_code(c)); err != nil {
		return nil, err
	}
	C.Z3_stats_inc_ref(c, st)
	defer C.Z3_stats_dec_ref(c, st)
	n := int(C.Z3_stats_size(c, st))
	out := make(map[string]float64, n)
	for i := 0; i < n; i++ {
		key := C.GoString(C.Z3_stats_get_key(c, st, C.uint(i)))
		if C.Z3_stats_is_uint(c, st, C.uint(i)) {
			out[key] = float64(C.Z3_stats_get_uint_value(c, st, C.uint(i)))
		} else {
			out[key] = float64(C.Z3_stats_get_double_value(c, st, C.uint(i)))
		}
	}
	runtime.KeepAlive(s)
	return out, nil
}

// String returns the solver's assertions in SMT-LIB2 syntax, with the
// declarations they need.
func (s *Solver) String() string {
	if err := s.use(); err != nil {
		return fmt.Sprintf("<solver: %v>", err)
	}
	defer s.ctx.mu.Unlock()
	str := C.GoString(C.Z3_solver_to_string(s.ctx.c, s.s))
	runtime.KeepAlive(s)
	return str
}

// DIMACS returns the solver's assertions as DIMACS CNF, when they are
// clauses over Boolean constants; otherwise it returns an error (Z3 itself
// would export any other formula as a fresh variable). With names true,
// comment lines map variable numbers to constant names. For assertions
// with pseudo-Boolean or other structure, convert a [Goal] with tactics
// first.
func (s *Solver) DIMACS(names bool) (string, error) {
	if err := s.use(); err != nil {
		return "", err
	}
	defer s.ctx.mu.Unlock()
	var code C.Z3_error_code
	bad := C.zs_solver_non_clause(s.ctx.c, s.s, &code)
	if err := s.ctx.errorOf(code); err != nil {
		return "", err
	}
	if bad != nil {
		return "", s.ctx.notClause(bad)
	}
	str := C.Z3_solver_to_dimacs_string(s.ctx.c, s.s, C.bool(names))
	if err := s.ctx.errorOf(C.Z3_get_error_code(s.ctx.c)); err != nil {
		return "", err
	}
	out := C.GoString(str)
	runtime.KeepAlive(s)
	return out, nil
}
