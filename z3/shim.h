// Small C helpers for the Go binding. Each helper makes one Z3 call, reads
// the error code in the same call, and raises the reference count of what it
// created before returning, so that Go makes one cgo call per operation and
// never sees an unreferenced AST.
#ifndef Z3SUDOKU_SHIM_H
#define Z3SUDOKU_SHIM_H

#include <stdbool.h>
#include <stdint.h>
// The binding is not linked with libz3: it loads it when a program first
// needs Z3 (load.go), and libz3.c holds a stub for each function it calls.
// Declaring them hidden keeps the stubs out of the program's dynamic symbol
// table, so that they can never stand in for libz3's own functions.
#define Z3_API __attribute__((visibility("hidden")))
#include <z3.h>

// A zs_sym names a libz3 function and the pointer its stub jumps through.
struct zs_sym {
	const char *name;
	void **slot;
};

extern const struct zs_sym zs_syms[];
extern const unsigned zs_nsyms;

const char *zs_load(const char *path);

enum zs_op {
	ZS_AND,
	ZS_OR,
	ZS_NOT,
	ZS_IMPLIES,
	ZS_IFF,
	ZS_XOR,
	ZS_ITE,
	ZS_EQ,
	ZS_DISTINCT,
	ZS_ADD,
	ZS_SUB,
	ZS_MUL,
	ZS_NEG,
	ZS_DIV,
	ZS_MOD,
	ZS_LT,
	ZS_LE,
	ZS_GT,
	ZS_GE,
	ZS_BVULT,
	ZS_BVULE,
	ZS_BVUGT,
	ZS_BVUGE,
	ZS_BVADD,
	ZS_BVSUB,
	ZS_BVMUL,
	ZS_BV2INT,
	ZS_OR_NOT, // ¬a[0] ∨ ¬a[1] ∨ …, in one call
};

enum zs_pb {
	ZS_ATMOST,
	ZS_ATLEAST,
	ZS_PBLE,
	ZS_PBGE,
	ZS_PBEQ,
};

enum zs_sink {
	ZS_SINK_SOLVER,
	ZS_SINK_OPTIMIZE,
	ZS_SINK_GOAL,
};

unsigned zs_assert_clauses(Z3_context c, int kind, void *sink, Z3_sort bs, unsigned nvars,
	Z3_ast const *vars, unsigned nlits, int32_t const *lits, Z3_error_code *err);

Z3_context zs_mk_context(unsigned timeout_ms, bool has_timeout);
Z3_sort zs_bool_sort(Z3_context c);
Z3_sort zs_int_sort(Z3_context c);
Z3_sort zs_bv_sort(Z3_context c, unsigned bits, Z3_error_code *err);

Z3_ast zs_app(Z3_context c, int op, unsigned n, Z3_ast const *args, Z3_error_code *err);
Z3_ast zs_pb(Z3_context c, int kind, unsigned n, Z3_ast const *args, int const *coeffs, int k, Z3_error_code *err);
Z3_ast zs_amo_pairwise(Z3_context c, unsigned n, Z3_ast const *args, Z3_error_code *err);
Z3_ast zs_amo_product(Z3_context c, Z3_sort bs, unsigned n, Z3_ast const *args, Z3_error_code *err);
Z3_ast zs_zero_ext(Z3_context c, unsigned bits, Z3_ast a, Z3_error_code *err);
Z3_ast zs_const(Z3_context c, char const *name, Z3_sort s, Z3_error_code *err);
Z3_ast zs_fresh_const(Z3_context c, char const *prefix, Z3_sort s, Z3_error_code *err);
unsigned zs_bool_consts(Z3_context c, Z3_sort bs, unsigned first, unsigned n, Z3_ast *out, Z3_error_code *err);
Z3_ast zs_bool_val(Z3_context c, bool v);
Z3_ast zs_int64(Z3_context c, int64_t v, Z3_sort s, Z3_error_code *err);
Z3_ast zs_uint64(Z3_context c, uint64_t v, Z3_sort s, Z3_error_code *err);

Z3_solver zs_mk_solver(Z3_context c, char const *logic, Z3_error_code *err);
int zs_solver_check(Z3_context c, Z3_solver s, unsigned n, Z3_ast const *assumptions, Z3_error_code *err);
void zs_clear_interrupt(Z3_context c);
Z3_model zs_solver_model(Z3_context c, Z3_solver s, Z3_error_code *err);
Z3_tactic zs_tactic_using_param(Z3_context c, Z3_tactic t, char const *name, int kind, char const *sval, unsigned uval, double dval, bool bval, Z3_error_code *err);
Z3_error_code zs_solver_set_param(Z3_context c, Z3_solver s, char const *name, int kind, char const *sval, unsigned uval, double dval, bool bval);

int zs_eval_bool(Z3_context c, Z3_model m, Z3_ast a, Z3_error_code *err);
Z3_error_code zs_eval_bools(Z3_context c, Z3_model m, unsigned n, Z3_ast const *a, signed char *out);
bool zs_eval_int64(Z3_context c, Z3_model m, Z3_ast a, int64_t *out, Z3_error_code *err);
bool zs_eval_uint64(Z3_context c, Z3_model m, Z3_ast a, uint64_t *out, Z3_error_code *err);

Z3_optimize zs_mk_optimize(Z3_context c, Z3_error_code *err);
int zs_optimize_check(Z3_context c, Z3_optimize o, unsigned n, Z3_ast const *assumptions, Z3_error_code *err);
Z3_model zs_optimize_model(Z3_context c, Z3_optimize o, Z3_error_code *err);
bool zs_optimize_bound(Z3_context c, Z3_optimize o, unsigned idx, bool upper, int64_t *out, Z3_error_code *err);

Z3_goal zs_mk_goal(Z3_context c, Z3_error_code *err);
Z3_tactic zs_mk_tactic(Z3_context c, char const *name, Z3_error_code *err);
Z3_tactic zs_tactic_and_then(Z3_context c, Z3_tactic a, Z3_tactic b, Z3_error_code *err);
Z3_apply_result zs_tactic_apply(Z3_context c, Z3_tactic t, Z3_goal g, Z3_error_code *err);
Z3_goal zs_apply_result_subgoal(Z3_context c, Z3_apply_result r, unsigned i, Z3_error_code *err);
Z3_ast zs_goal_formula(Z3_context c, Z3_goal g, unsigned i, Z3_error_code *err);
Z3_ast zs_ast_vector_get(Z3_context c, Z3_ast_vector v, unsigned i, Z3_error_code *err);
Z3_ast zs_solver_non_clause(Z3_context c, Z3_solver s, Z3_error_code *err);
Z3_ast zs_goal_non_clause(Z3_context c, Z3_goal g);
uintptr_t zs_sigint_handler(void);

#endif
