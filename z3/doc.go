// Package z3 decides and optimises constraint problems over Booleans,
// integers and bit-vectors with the Z3 solver, through a small cgo binding
// to libz3 (developed against Z3 4.8.12).
//
// # Loading libz3
//
// A program that uses this package is not linked against libz3: the
// binding loads it with the dynamic loader when the program first makes a
// [Context] or asks for [Version], so a program that never needs Z3 never
// maps it. [LibraryEnv] names a file to load instead of the system's
// [Libraries]. [Load] loads it up front and says why it cannot; then
// NewContext returns the same error, which wraps [ErrNoLibrary]. The
// generated libz3.c holds a stub for each libz3 function the binding calls
// (`go generate ./z3` writes it from the headers); a new call that is not
// in it fails to link.
//
// # Contexts and lifetime
//
// Every term, solver and model belongs to a [Context], made by
// [NewContext] with an optional [Config] (a timeout for every Check, a
// random seed). Terms are reference-counted in Z3: when a term becomes
// unreachable from Go, a runtime cleanup queues its release, and the next
// call on its context releases it, so a long-lived context that makes and
// drops many terms stays bounded. Solvers, models, optimizers, goals and
// tactics hold more memory and have a Close method; the same cleanup
// releases them if they are dropped without Close.
//
// [Context.Close] frees everything the context made at once, and must be
// called when the context is done: the garbage collector does not see Z3's
// memory, so the context's finalizer is only a safety net that may run
// late or never. Close is idempotent. Afterwards every call on the context
// or on its terms and objects returns an error that wraps [ErrClosed], and
// Close on its objects does nothing.
//
// # Building terms
//
// The term types are [Bool], [Int] (mathematical integers) and [BV]
// (fixed-width bit-vectors). A Context makes constants and literals:
// [Context.BoolConst], [Context.IntConst] and [Context.BVConst] name a
// constant (the same name gives the same constant), [Context.FreshBool] and
// friends make new ones, and [Context.FromBool], [Context.FromInt] and
// [Context.FromUint] make literals. Methods build compound terms, as in
// x.Add(y).LE(z) or p.Implies(q); [Context.And], [Context.Or] and
// [Context.Sum] take any number of operands. The generic [Distinct], [Ite]
// and [Eq] accept any term type. [Context.AtMost], [Context.AtLeast],
// [Context.PbLe], [Context.PbGe] and [Context.PbEq] make pseudo-Boolean
// constraints, which count true Booleans with weights, and
// [Context.AtMostOne] makes the pairwise clauses of "at most one".
//
// # Solving
//
// A [Solver] holds assertions and decides whether they are satisfiable.
// [Context.NewSolver] returns Z3's general solver;
// [Context.NewSolverForLogic] returns one specialised for an SMT-LIB logic,
// and "QF_FD" (Booleans, pseudo-Boolean constraints, bit-vectors) runs on
// Z3's SAT core, much the fastest for puzzles. Integer problems of a
// pigeonhole kind, such as [Distinct] over more integers than values, can
// take the general solver minutes; Boolean or bit-vector encodings on
// QF_FD, or the logic "QF_IDL" for difference constraints, do better.
//
// [Solver.Check] takes a [context.Context] first and optional assumptions:
// Booleans that hold for this Check only. It returns [Sat] or [Unsat], or
// an error. When the context.Context is done during the search, Check
// interrupts Z3 with Z3_interrupt from another goroutine and returns
// ctx.Err() promptly; the interrupt reaches only the Check it was meant
// for, so the solver works for the next Check. A context.Context that is
// already done returns before calling Z3. After Unsat with assumptions,
// [Solver.UnsatCore] returns the subset of them that conflicts. Push, Pop
// and Reset manage scopes of assertions, and SetParam sets Z3 parameters.
//
// # Models
//
// After Sat, [Solver.Model] returns a [Model], which evaluates any term of
// the context: [Model.EvalBool], [Model.EvalBools] (many at once, in one
// call into Z3), [Model.EvalInt] and [Model.EvalBV]. Evaluation uses model
// completion: a constant that the model does not mention still gets a
// value. A model stays valid after the solver moves on; Close it when done.
//
// # Optimization
//
// An [Optimize] finds models that maximise or minimise integer objectives
// under hard constraints. [Optimize.Maximize] and [Optimize.Minimize]
// return an [Objective]; after [Optimize.Check] returns Sat,
// [Objective.Value] is the optimum and [Optimize.Model] an optimal model.
// Several objectives are optimised lexicographically, in the order added.
// [Optimize.AssertSoft] adds weighted soft constraints (MaxSAT). Z3 also
// turns an objective that is a weighted sum of Booleans into MaxSAT, which
// it solves by cores of the soft constraints, fastest when the optimal
// cost is small: to maximise Σ reward·[choice], maximise instead the best
// possible total minus Σ regret·[choice], whose cost is the regret, as
// ExampleOptimize does.
//
// # Goals, tactics and DIMACS
//
// A [Goal] is a set of formulas that a [Tactic] transforms; tactics are
// named Z3 transformations combined with [Tactic.AndThen]. The chain
// "simplify", "card2bv", "bit-blast", "tseitin-cnf" turns cardinality
// constraints into clauses, and [Goal.DIMACS] then exports them as DIMACS
// CNF; [Solver.DIMACS] exports a solver that holds clauses only. Z3 itself
// would export any formula it cannot translate, such as an arithmetic
// comparison or a pseudo-Boolean constraint that a tactic left, as a fresh
// variable; the binding returns an error wrapping [ErrNotCNF] instead. By
// default card2bv leaves weighted constraints (a weighted PbEq, for one)
// unchanged, for Z3's own solver; [Tactic.WithParam] with "pb.solver" set
// to "totalizer" makes it convert them all, and "simplify" must then run
// before "bit-blast".
//
// # Errors
//
// Building a term never fails on the spot: an invalid term carries its
// error, which [Bool.Err] and friends report, and every term built from it
// carries the error on. [Solver.Assert], [Solver.Check] (for assumptions),
// the Eval methods and the like return it, so misuse surfaces where it can
// be handled. Terms are invalid when they are zero values
// ([ErrInvalidTerm]), when they mix two contexts ([ErrMixedContexts]: terms
// of different contexts never mix, in operations, assertions, assumptions
// or evaluation), or when Z3 rejects them, as *[Error] with Z3's code and
// message (a sort mismatch, a bit-vector of width 0). A Check that Z3
// cannot decide returns an *[UnknownError] with Z3's reason, which wraps
// [ErrUnknown]. Nothing panics, and no panic crosses cgo: the binding
// installs no Z3 error handler and reads error codes instead.
//
// # Concurrency
//
// A Context is safe for concurrent use. A lock serialises every call into
// Z3, so goroutines that share a context take turns, for the length of a
// whole Check too. Cancellation does not wait for the lock, nor does the
// garbage collector's release of terms, which is queued. For parallel
// solving, give each goroutine its own Context.
//
// # A tour
//
//	ctx, err := z3.NewContext(&z3.Config{Timeout: 10 * time.Second})
//	if err != nil {
//		return err
//	}
//	defer ctx.Close()
//
//	x, y := ctx.IntConst("x"), ctx.IntConst("y")
//	s, err := ctx.NewSolver()
//	if err != nil {
//		return err
//	}
//	if err := s.Assert(x.Add(y).Eq(ctx.FromInt(10)), x.Sub(y).Eq(ctx.FromInt(2))); err != nil {
//		return err
//	}
//	r, err := s.Check(context.Background())
//	if err != nil || r != z3.Sat {
//		return fmt.Errorf("Check() = %v, %v", r, err)
//	}
//	m, err := s.Model()
//	if err != nil {
//		return err
//	}
//	defer m.Close()
//	xv, err := m.EvalInt(x) // 6
package z3
