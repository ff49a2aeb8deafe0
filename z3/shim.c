#include "shim.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <stdint.h>

// done records the error code of the call just made and raises the
// reference count of its result, or drops the result on error.
static Z3_ast done(Z3_context c, Z3_ast r, Z3_error_code *err) {
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || r == NULL) {
		if (*err == Z3_OK) {
			*err = Z3_INVALID_ARG;
		}
		return NULL;
	}
	Z3_inc_ref(c, r);
	return r;
}

Z3_context zs_mk_context(unsigned timeout_ms, bool has_timeout) {
	Z3_config cfg = Z3_mk_config();
	if (cfg == NULL) {
		return NULL;
	}
	Z3_set_param_value(cfg, "model", "true");
	if (has_timeout) {
		char buf[32];
		snprintf(buf, sizeof buf, "%u", timeout_ms);
		Z3_set_param_value(cfg, "timeout", buf);
	}
	Z3_context c = Z3_mk_context_rc(cfg);
	Z3_del_config(cfg);
	if (c != NULL) {
		// No handler: errors only set the code, which the Go side reads.
		Z3_set_error_handler(c, NULL);
	}
	return c;
}

Z3_sort zs_bool_sort(Z3_context c) {
	Z3_sort s = Z3_mk_bool_sort(c);
	Z3_inc_ref(c, Z3_sort_to_ast(c, s));
	return s;
}

Z3_sort zs_int_sort(Z3_context c) {
	Z3_sort s = Z3_mk_int_sort(c);
	Z3_inc_ref(c, Z3_sort_to_ast(c, s));
	return s;
}

Z3_sort zs_bv_sort(Z3_context c, unsigned bits, Z3_error_code *err) {
	Z3_sort s = Z3_mk_bv_sort(c, bits);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || s == NULL) {
		return NULL;
	}
	Z3_inc_ref(c, Z3_sort_to_ast(c, s));
	return s;
}

// or_not returns ¬a[0] ∨ … ∨ ¬a[n-1], holding a reference to each
// negation until the disjunction holds its own.
static Z3_ast or_not(Z3_context c, unsigned n, Z3_ast const *a, Z3_error_code *err) {
	Z3_ast stack[128];
	Z3_ast *nots = n <= 128 ? stack : malloc(n * sizeof(Z3_ast));
	if (nots == NULL) {
		*err = Z3_MEMOUT_FAIL;
		return NULL;
	}
	unsigned made = 0;
	for (; made < n; made++) {
		nots[made] = Z3_mk_not(c, a[made]);
		if (Z3_get_error_code(c) != Z3_OK || nots[made] == NULL) {
			break;
		}
		Z3_inc_ref(c, nots[made]);
	}
	Z3_ast r = NULL;
	if (made == n) {
		r = done(c, Z3_mk_or(c, n, nots), err);
	} else {
		*err = Z3_get_error_code(c);
		if (*err == Z3_OK) {
			*err = Z3_INVALID_ARG;
		}
	}
	for (unsigned i = 0; i < made; i++) {
		Z3_dec_ref(c, nots[i]);
	}
	if (nots != stack) {
		free(nots);
	}
	return r;
}

Z3_ast zs_app(Z3_context c, int op, unsigned n, Z3_ast const *a, Z3_error_code *err) {
	Z3_ast r = NULL;
	switch (op) {
	case ZS_AND: r = Z3_mk_and(c, n, a); break;
	case ZS_OR: r = Z3_mk_or(c, n, a); break;
	case ZS_NOT: r = Z3_mk_not(c, a[0]); break;
	case ZS_IMPLIES: r = Z3_mk_implies(c, a[0], a[1]); break;
	case ZS_IFF: r = Z3_mk_iff(c, a[0], a[1]); break;
	case ZS_XOR: r = Z3_mk_xor(c, a[0], a[1]); break;
	case ZS_ITE: r = Z3_mk_ite(c, a[0], a[1], a[2]); break;
	case ZS_EQ: r = Z3_mk_eq(c, a[0], a[1]); break;
	case ZS_DISTINCT: r = Z3_mk_distinct(c, n, a); break;
	case ZS_ADD: r = Z3_mk_add(c, n, a); break;
	case ZS_SUB: r = Z3_mk_sub(c, n, a); break;
	case ZS_MUL: r = Z3_mk_mul(c, n, a); break;
	case ZS_NEG: r = Z3_mk_unary_minus(c, a[0]); break;
	case ZS_DIV: r = Z3_mk_div(c, a[0], a[1]); break;
	case ZS_MOD: r = Z3_mk_mod(c, a[0], a[1]); break;
	case ZS_LT: r = Z3_mk_lt(c, a[0], a[1]); break;
	case ZS_LE: r = Z3_mk_le(c, a[0], a[1]); break;
	case ZS_GT: r = Z3_mk_gt(c, a[0], a[1]); break;
	case ZS_GE: r = Z3_mk_ge(c, a[0], a[1]); break;
	case ZS_BVULT: r = Z3_mk_bvult(c, a[0], a[1]); break;
	case ZS_BVULE: r = Z3_mk_bvule(c, a[0], a[1]); break;
	case ZS_BVUGT: r = Z3_mk_bvugt(c, a[0], a[1]); break;
	case ZS_BVUGE: r = Z3_mk_bvuge(c, a[0], a[1]); break;
	case ZS_BVADD: r = Z3_mk_bvadd(c, a[0], a[1]); break;
	case ZS_BVSUB: r = Z3_mk_bvsub(c, a[0], a[1]); break;
	case ZS_BVMUL: r = Z3_mk_bvmul(c, a[0], a[1]); break;
	case ZS_BV2INT: r = Z3_mk_bv2int(c, a[0], false); break;
	case ZS_OR_NOT: return or_not(c, n, a, err);
	default:
		*err = Z3_INVALID_ARG;
		return NULL;
	}
	return done(c, r, err);
}

Z3_ast zs_pb(Z3_context c, int kind, unsigned n, Z3_ast const *a, int const *coeffs, int k, Z3_error_code *err) {
	Z3_ast r = NULL;
	switch (kind) {
	case ZS_ATMOST: r = Z3_mk_atmost(c, n, a, (unsigned)k); break;
	case ZS_ATLEAST: r = Z3_mk_atleast(c, n, a, (unsigned)k); break;
	case ZS_PBLE: r = Z3_mk_pble(c, n, a, coeffs, k); break;
	case ZS_PBGE: r = Z3_mk_pbge(c, n, a, coeffs, k); break;
	case ZS_PBEQ: r = Z3_mk_pbeq(c, n, a, coeffs, k); break;
	default:
		*err = Z3_INVALID_ARG;
		return NULL;
	}
	return done(c, r, err);
}

// zs_amo_pairwise builds "at most one of args" as the conjunction of the
// binary clauses (not a or not b) over every pair, in one call.
Z3_ast zs_amo_pairwise(Z3_context c, unsigned n, Z3_ast const *args, Z3_error_code *err) {
	unsigned pairs = n < 2 ? 0 : n * (n - 1) / 2;
	Z3_ast *neg = (Z3_ast *)malloc(sizeof(Z3_ast) * (n ? n : 1));
	Z3_ast *cls = (Z3_ast *)malloc(sizeof(Z3_ast) * (pairs ? pairs : 1));
	if (neg == NULL || cls == NULL) {
		free(neg);
		free(cls);
		*err = Z3_MEMOUT_FAIL;
		return NULL;
	}
	for (unsigned i = 0; i < n; i++) {
		neg[i] = Z3_mk_not(c, args[i]);
		Z3_inc_ref(c, neg[i]);
	}
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		for (unsigned j = i + 1; j < n; j++) {
			Z3_ast pair[2] = {neg[i], neg[j]};
			cls[k] = Z3_mk_or(c, 2, pair);
			Z3_inc_ref(c, cls[k]);
			k++;
		}
	}
	Z3_ast r = pairs == 0 ? Z3_mk_true(c) : Z3_mk_and(c, pairs, cls);
	Z3_inc_ref(c, r); // keep r alive while the parts are released
	for (unsigned i = 0; i < k; i++) {
		Z3_dec_ref(c, cls[i]);
	}
	for (unsigned i = 0; i < n; i++) {
		Z3_dec_ref(c, neg[i]);
	}
	free(neg);
	free(cls);
	Z3_ast out = done(c, r, err);
	Z3_dec_ref(c, r);
	return out;
}

// push_clause2 adds the clause (not a) or b to out.
static void push_clause2(Z3_context c, Z3_ast_vector out, Z3_ast a, bool neg_b, Z3_ast b) {
	Z3_ast na = Z3_mk_not(c, a);
	Z3_inc_ref(c, na);
	Z3_ast nb = b;
	if (neg_b) {
		nb = Z3_mk_not(c, b);
		Z3_inc_ref(c, nb);
	}
	Z3_ast pair[2] = {na, nb};
	Z3_ast_vector_push(c, out, Z3_mk_or(c, 2, pair));
	if (neg_b) {
		Z3_dec_ref(c, nb);
	}
	Z3_dec_ref(c, na);
}

// amo_product adds to out the clauses of "at most one of x" in the product
// encoding: the n literals sit in a grid of p rows and q columns, each
// implies a fresh Boolean for its row and one for its column, and at most
// one row and one column are true, recursively; nine literals or fewer
// take the pairwise clauses.
static void amo_product(Z3_context c, Z3_sort bs, unsigned n, Z3_ast const *x, Z3_ast_vector out) {
	if (n <= 9) {
		for (unsigned i = 0; i < n; i++) {
			for (unsigned j = i + 1; j < n; j++) {
				push_clause2(c, out, x[i], true, x[j]);
			}
		}
		return;
	}
	unsigned q = 1;
	while (q * q < n) {
		q++;
	}
	unsigned p = (n + q - 1) / q;
	Z3_ast *rc = (Z3_ast *)malloc(sizeof(Z3_ast) * (p + q));
	if (rc == NULL) {
		return; // the caller sees the missing clauses as a memory error
	}
	for (unsigned i = 0; i < p + q; i++) {
		rc[i] = Z3_mk_fresh_const(c, "amo", bs);
		Z3_inc_ref(c, rc[i]);
	}
	for (unsigned k = 0; k < n; k++) {
		push_clause2(c, out, x[k], false, rc[k / q]);
		push_clause2(c, out, x[k], false, rc[p + k % q]);
	}
	amo_product(c, bs, p, rc, out);
	amo_product(c, bs, q, rc + p, out);
	for (unsigned i = 0; i < p + q; i++) {
		Z3_dec_ref(c, rc[i]);
	}
	free(rc);
}

// amo_product_size is the number of clauses amo_product makes.
static unsigned amo_product_size(unsigned n) {
	if (n <= 9) {
		return n < 2 ? 0 : n * (n - 1) / 2;
	}
	unsigned q = 1;
	while (q * q < n) {
		q++;
	}
	unsigned p = (n + q - 1) / q;
	return 2 * n + amo_product_size(p) + amo_product_size(q);
}

// zs_amo_product builds "at most one of args" as the conjunction of the
// clauses of the product encoding, in one call.
Z3_ast zs_amo_product(Z3_context c, Z3_sort bs, unsigned n, Z3_ast const *args, Z3_error_code *err) {
	Z3_ast_vector out = Z3_mk_ast_vector(c);
	Z3_ast_vector_inc_ref(c, out);
	amo_product(c, bs, n, args, out);
	unsigned k = Z3_ast_vector_size(c, out);
	Z3_ast r = NULL;
	if (k != amo_product_size(n)) {
		*err = Z3_MEMOUT_FAIL;
	} else if (k == 0) {
		r = Z3_mk_true(c);
	} else {
		Z3_ast *cls = (Z3_ast *)malloc(sizeof(Z3_ast) * k);
		if (cls == NULL) {
			*err = Z3_MEMOUT_FAIL;
		} else {
			for (unsigned i = 0; i < k; i++) {
				cls[i] = Z3_ast_vector_get(c, out, i);
			}
			r = Z3_mk_and(c, k, cls);
			free(cls);
		}
	}
	Z3_ast res = NULL;
	if (r != NULL) {
		Z3_inc_ref(c, r); // keep r alive while the vector is released
		Z3_ast_vector_dec_ref(c, out);
		res = done(c, r, err);
		Z3_dec_ref(c, r);
	} else {
		Z3_ast_vector_dec_ref(c, out);
	}
	return res;
}

Z3_ast zs_zero_ext(Z3_context c, unsigned bits, Z3_ast a, Z3_error_code *err) {
	return done(c, Z3_mk_zero_ext(c, bits, a), err);
}

Z3_ast zs_const(Z3_context c, char const *name, Z3_sort s, Z3_error_code *err) {
	Z3_symbol sym = Z3_mk_string_symbol(c, name);
	return done(c, Z3_mk_const(c, sym, s), err);
}

Z3_ast zs_fresh_const(Z3_context c, char const *prefix, Z3_sort s, Z3_error_code *err) {
	return done(c, Z3_mk_fresh_const(c, prefix, s), err);
}

// zs_bool_consts makes n Boolean constants named by the integers first to
// first+n-1 into out, each with a reference the caller owns. It returns
// how many it made; err holds the first error.
unsigned zs_bool_consts(Z3_context c, Z3_sort bs, unsigned first, unsigned n, Z3_ast *out, Z3_error_code *err) {
	*err = Z3_OK;
	for (unsigned i = 0; i < n; i++) {
		Z3_ast a = Z3_mk_const(c, Z3_mk_int_symbol(c, (int)(first + i)), bs);
		*err = Z3_get_error_code(c);
		if (*err != Z3_OK || a == NULL) {
			if (*err == Z3_OK) {
				*err = Z3_INVALID_ARG;
			}
			return i;
		}
		Z3_inc_ref(c, a);
		out[i] = a;
	}
	return n;
}

Z3_ast zs_bool_val(Z3_context c, bool v) {
	Z3_ast r = v ? Z3_mk_true(c) : Z3_mk_false(c);
	Z3_inc_ref(c, r);
	return r;
}

Z3_ast zs_int64(Z3_context c, int64_t v, Z3_sort s, Z3_error_code *err) {
	return done(c, Z3_mk_int64(c, v, s), err);
}

Z3_ast zs_uint64(Z3_context c, uint64_t v, Z3_sort s, Z3_error_code *err) {
	return done(c, Z3_mk_unsigned_int64(c, v, s), err);
}

// no_ctrl_c returns a parameter set holding ctrl_c=false, with a reference
// the caller drops. Z3 installs a SIGINT handler of its own for the length
// of a check unless ctrl_c is false, and that handler fights the Go
// runtime's: Ctrl-C then crashed the process or was swallowed. Every
// solver, optimizer and tactic application of this binding turns it off,
// so that signals always reach Go, which interrupts Z3 through
// Z3_interrupt.
static Z3_params no_ctrl_c(Z3_context c) {
	Z3_params p = Z3_mk_params(c);
	Z3_params_inc_ref(c, p);
	Z3_params_set_bool(c, p, Z3_mk_string_symbol(c, "ctrl_c"), false);
	return p;
}

// solver_no_ctrl_c turns off Z3's SIGINT handler for s.
static void solver_no_ctrl_c(Z3_context c, Z3_solver s) {
	Z3_params p = no_ctrl_c(c);
	Z3_solver_set_params(c, s, p);
	Z3_params_dec_ref(c, p);
}

Z3_solver zs_mk_solver(Z3_context c, char const *logic, Z3_error_code *err) {
	Z3_solver s;
	if (logic == NULL) {
		s = Z3_mk_solver(c);
	} else {
		s = Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, logic));
	}
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || s == NULL) {
		return NULL;
	}
	Z3_solver_inc_ref(c, s);
	solver_no_ctrl_c(c, s);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK) {
		Z3_solver_dec_ref(c, s);
		return NULL;
	}
	return s;
}

int zs_solver_check(Z3_context c, Z3_solver s, unsigned n, Z3_ast const *a, Z3_error_code *err) {
	Z3_lbool r = Z3_solver_check_assumptions(c, s, n, a);
	*err = Z3_get_error_code(c);
	return (int)r;
}

// zs_clear_interrupt ends the cancellation that a Z3_interrupt leaves on
// the context when it arrives after a check has finished: a check resets
// it as it starts, so one check of an empty solver does.
void zs_clear_interrupt(Z3_context c) {
	Z3_solver s = Z3_mk_simple_solver(c);
	if (Z3_get_error_code(c) != Z3_OK || s == NULL) {
		return;
	}
	Z3_solver_inc_ref(c, s);
	solver_no_ctrl_c(c, s);
	Z3_solver_check(c, s);
	Z3_solver_dec_ref(c, s);
}

Z3_model zs_solver_model(Z3_context c, Z3_solver s, Z3_error_code *err) {
	Z3_model m = Z3_solver_get_model(c, s);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || m == NULL) {
		return NULL;
	}
	Z3_model_inc_ref(c, m);
	return m;
}

// Parameter kinds for zs_solver_set_param and zs_tactic_using_param.
enum { ZS_PARAM_BOOL, ZS_PARAM_UINT, ZS_PARAM_DOUBLE, ZS_PARAM_SYMBOL };

// mk_param returns a parameter set holding one parameter, with a reference
// the caller drops.
static Z3_params mk_param(Z3_context c, char const *name, int kind, char const *sval, unsigned uval, double dval, bool bval) {
	Z3_params p = Z3_mk_params(c);
	Z3_params_inc_ref(c, p);
	Z3_symbol k = Z3_mk_string_symbol(c, name);
	switch (kind) {
	case ZS_PARAM_BOOL: Z3_params_set_bool(c, p, k, bval); break;
	case ZS_PARAM_UINT: Z3_params_set_uint(c, p, k, uval); break;
	case ZS_PARAM_DOUBLE: Z3_params_set_double(c, p, k, dval); break;
	default: Z3_params_set_symbol(c, p, k, Z3_mk_string_symbol(c, sval)); break;
	}
	return p;
}

Z3_error_code zs_solver_set_param(Z3_context c, Z3_solver s, char const *name, int kind, char const *sval, unsigned uval, double dval, bool bval) {
	Z3_params p = mk_param(c, name, kind, sval, uval, dval, bval);
	// Z3 checks parameter names only once the solver is initialised, so a
	// fresh solver would accept an unknown name and fail at the first
	// Assert. Validate against the solver's descriptions first.
	Z3_error_code err = Z3_OK;
	Z3_param_descrs d = Z3_solver_get_param_descrs(c, s);
	err = Z3_get_error_code(c);
	if (err == Z3_OK && d != NULL) {
		Z3_param_descrs_inc_ref(c, d);
		Z3_params_validate(c, p, d);
		err = Z3_get_error_code(c);
		Z3_param_descrs_dec_ref(c, d);
	}
	if (err == Z3_OK) {
		Z3_solver_set_params(c, s, p);
		err = Z3_get_error_code(c);
	}
	Z3_params_dec_ref(c, p);
	return err;
}

static int lbool_of(Z3_context c, Z3_model m, Z3_ast a, Z3_error_code *err) {
	Z3_ast v = NULL;
	if (!Z3_model_eval(c, m, a, true, &v) || v == NULL) {
		*err = Z3_get_error_code(c);
		if (*err == Z3_OK) {
			*err = Z3_INVALID_ARG;
		}
		return 0;
	}
	Z3_inc_ref(c, v);
	int r = (int)Z3_get_bool_value(c, v);
	Z3_dec_ref(c, v);
	*err = Z3_get_error_code(c);
	return r;
}

int zs_eval_bool(Z3_context c, Z3_model m, Z3_ast a, Z3_error_code *err) {
	return lbool_of(c, m, a, err);
}

// const_value reads the value of an uninterpreted Boolean constant straight
// from the model's table, which is several times cheaper than evaluating
// it; a constant the model does not mention is false (model completion).
// It returns 2 when a is not such a constant.
static int const_value(Z3_context c, Z3_model m, Z3_ast a) {
	if (Z3_get_ast_kind(c, a) != Z3_APP_AST) {
		return 2;
	}
	Z3_app app = Z3_to_app(c, a);
	if (Z3_get_app_num_args(c, app) != 0) {
		return 2;
	}
	Z3_func_decl d = Z3_get_app_decl(c, app);
	if (Z3_get_decl_kind(c, d) != Z3_OP_UNINTERPRETED) {
		return 2;
	}
	Z3_ast v = Z3_model_get_const_interp(c, m, d);
	if (v == NULL) {
		return Z3_L_FALSE;
	}
	return (int)Z3_get_bool_value(c, v);
}

Z3_error_code zs_eval_bools(Z3_context c, Z3_model m, unsigned n, Z3_ast const *a, signed char *out) {
	Z3_error_code err = Z3_OK;
	for (unsigned i = 0; i < n; i++) {
		int v = const_value(c, m, a[i]);
		if (v != 2 && v != Z3_L_UNDEF) {
			out[i] = (signed char)v;
			continue;
		}
		out[i] = (signed char)lbool_of(c, m, a[i], &err);
		if (err != Z3_OK) {
			return err;
		}
	}
	return Z3_OK;
}

bool zs_eval_int64(Z3_context c, Z3_model m, Z3_ast a, int64_t *out, Z3_error_code *err) {
	Z3_ast v = NULL;
	if (!Z3_model_eval(c, m, a, true, &v) || v == NULL) {
		*err = Z3_get_error_code(c);
		return false;
	}
	Z3_inc_ref(c, v);
	int64_t x = 0;
	bool ok = Z3_get_numeral_int64(c, v, &x);
	Z3_dec_ref(c, v);
	*err = Z3_get_error_code(c);
	*out = x;
	return ok;
}

bool zs_eval_uint64(Z3_context c, Z3_model m, Z3_ast a, uint64_t *out, Z3_error_code *err) {
	Z3_ast v = NULL;
	if (!Z3_model_eval(c, m, a, true, &v) || v == NULL) {
		*err = Z3_get_error_code(c);
		return false;
	}
	Z3_inc_ref(c, v);
	uint64_t x = 0;
	bool ok = Z3_get_numeral_uint64(c, v, &x);
	Z3_dec_ref(c, v);
	*err = Z3_get_error_code(c);
	*out = x;
	return ok;
}

Z3_optimize zs_mk_optimize(Z3_context c, Z3_error_code *err) {
	Z3_optimize o = Z3_mk_optimize(c);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || o == NULL) {
		return NULL;
	}
	Z3_optimize_inc_ref(c, o);
	Z3_params p = no_ctrl_c(c);
	Z3_optimize_set_params(c, o, p);
	Z3_params_dec_ref(c, p);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK) {
		Z3_optimize_dec_ref(c, o);
		return NULL;
	}
	return o;
}

int zs_optimize_check(Z3_context c, Z3_optimize o, unsigned n, Z3_ast const *a, Z3_error_code *err) {
	Z3_lbool r = Z3_optimize_check(c, o, n, a);
	*err = Z3_get_error_code(c);
	return (int)r;
}

Z3_model zs_optimize_model(Z3_context c, Z3_optimize o, Z3_error_code *err) {
	Z3_model m = Z3_optimize_get_model(c, o);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || m == NULL) {
		return NULL;
	}
	Z3_model_inc_ref(c, m);
	return m;
}

bool zs_optimize_bound(Z3_context c, Z3_optimize o, unsigned idx, bool upper, int64_t *out, Z3_error_code *err) {
	Z3_ast v = upper ? Z3_optimize_get_upper(c, o, idx) : Z3_optimize_get_lower(c, o, idx);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || v == NULL) {
		return false;
	}
	Z3_inc_ref(c, v);
	int64_t x = 0;
	bool ok = Z3_get_numeral_int64(c, v, &x);
	Z3_dec_ref(c, v);
	*out = x;
	return ok;
}

Z3_goal zs_mk_goal(Z3_context c, Z3_error_code *err) {
	Z3_goal g = Z3_mk_goal(c, true, false, false);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || g == NULL) {
		return NULL;
	}
	Z3_goal_inc_ref(c, g);
	return g;
}

Z3_tactic zs_mk_tactic(Z3_context c, char const *name, Z3_error_code *err) {
	Z3_tactic t = Z3_mk_tactic(c, name);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || t == NULL) {
		return NULL;
	}
	Z3_tactic_inc_ref(c, t);
	return t;
}

Z3_tactic zs_tactic_and_then(Z3_context c, Z3_tactic a, Z3_tactic b, Z3_error_code *err) {
	Z3_tactic t = Z3_tactic_and_then(c, a, b);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || t == NULL) {
		return NULL;
	}
	Z3_tactic_inc_ref(c, t);
	return t;
}

Z3_tactic zs_tactic_using_param(Z3_context c, Z3_tactic t, char const *name, int kind, char const *sval, unsigned uval, double dval, bool bval, Z3_error_code *err) {
	Z3_params p = mk_param(c, name, kind, sval, uval, dval, bval);
	Z3_tactic r = NULL;
	Z3_param_descrs d = Z3_tactic_get_param_descrs(c, t);
	*err = Z3_get_error_code(c);
	if (*err == Z3_OK && d != NULL) {
		Z3_param_descrs_inc_ref(c, d);
		Z3_params_validate(c, p, d);
		*err = Z3_get_error_code(c);
		Z3_param_descrs_dec_ref(c, d);
	}
	if (*err == Z3_OK) {
		r = Z3_tactic_using_params(c, t, p);
		*err = Z3_get_error_code(c);
		if (*err == Z3_OK && r != NULL) {
			Z3_tactic_inc_ref(c, r);
		} else {
			r = NULL;
		}
	}
	Z3_params_dec_ref(c, p);
	return r;
}

Z3_apply_result zs_tactic_apply(Z3_context c, Z3_tactic t, Z3_goal g, Z3_error_code *err) {
	// Z3_tactic_apply installs no SIGINT handler: its ctrl_c defaults to
	// false, unlike a solver's (TestNoSIGINTHandler watches it). Passing
	// ctrl_c explicitly is not possible, as tactics reject the parameter.
	Z3_apply_result r = Z3_tactic_apply(c, t, g);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || r == NULL) {
		if (*err == Z3_OK) {
			*err = Z3_INVALID_ARG;
		}
		return NULL;
	}
	Z3_apply_result_inc_ref(c, r);
	return r;
}

Z3_goal zs_apply_result_subgoal(Z3_context c, Z3_apply_result r, unsigned i, Z3_error_code *err) {
	Z3_goal g = Z3_apply_result_get_subgoal(c, r, i);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || g == NULL) {
		return NULL;
	}
	Z3_goal_inc_ref(c, g);
	return g;
}

Z3_ast zs_goal_formula(Z3_context c, Z3_goal g, unsigned i, Z3_error_code *err) {
	return done(c, Z3_goal_formula(c, g, i), err);
}

Z3_ast zs_ast_vector_get(Z3_context c, Z3_ast_vector v, unsigned i, Z3_error_code *err) {
	return done(c, Z3_ast_vector_get(c, v, i), err);
}

// is_literal reports whether a is a Boolean constant or its negation.
static bool is_literal(Z3_context c, Z3_ast a) {
	if (Z3_get_ast_kind(c, a) != Z3_APP_AST) {
		return false;
	}
	Z3_app app = Z3_to_app(c, a);
	if (Z3_get_decl_kind(c, Z3_get_app_decl(c, app)) == Z3_OP_NOT) {
		a = Z3_get_app_arg(c, app, 0);
		if (Z3_get_ast_kind(c, a) != Z3_APP_AST) {
			return false;
		}
		app = Z3_to_app(c, a);
	}
	return Z3_get_decl_kind(c, Z3_get_app_decl(c, app)) == Z3_OP_UNINTERPRETED &&
		Z3_get_app_num_args(c, app) == 0 &&
		Z3_get_sort_kind(c, Z3_get_sort(c, a)) == Z3_BOOL_SORT;
}

// is_clause reports whether a is a literal or a disjunction of literals.
static bool is_clause(Z3_context c, Z3_ast a) {
	if (is_literal(c, a)) {
		return true;
	}
	if (Z3_get_ast_kind(c, a) != Z3_APP_AST) {
		return false;
	}
	Z3_app app = Z3_to_app(c, a);
	unsigned n = Z3_get_app_num_args(c, app);
	if (Z3_get_decl_kind(c, Z3_get_app_decl(c, app)) != Z3_OP_OR || n == 0) {
		return false;
	}
	for (unsigned i = 0; i < n; i++) {
		if (!is_literal(c, Z3_get_app_arg(c, app, i))) {
			return false;
		}
	}
	return true;
}

// zs_solver_non_clause returns the first assertion of s that is not a
// clause over Boolean constants, with its reference raised, or NULL. Z3's
// DIMACS printer would export such a formula as a fresh variable.
Z3_ast zs_solver_non_clause(Z3_context c, Z3_solver s, Z3_error_code *err) {
	Z3_ast_vector v = Z3_solver_get_assertions(c, s);
	*err = Z3_get_error_code(c);
	if (*err != Z3_OK || v == NULL) {
		return NULL;
	}
	Z3_ast_vector_inc_ref(c, v);
	Z3_ast bad = NULL;
	unsigned n = Z3_ast_vector_size(c, v);
	for (unsigned i = 0; i < n && bad == NULL; i++) {
		Z3_ast a = Z3_ast_vector_get(c, v, i);
		if (!is_clause(c, a)) {
			bad = a;
			Z3_inc_ref(c, bad);
		}
	}
	Z3_ast_vector_dec_ref(c, v);
	return bad;
}

// zs_goal_non_clause is zs_solver_non_clause for the formulas of a goal.
Z3_ast zs_goal_non_clause(Z3_context c, Z3_goal g) {
	unsigned n = Z3_goal_size(c, g);
	for (unsigned i = 0; i < n; i++) {
		Z3_ast a = Z3_goal_formula(c, g, i);
		if (!is_clause(c, a)) {
			Z3_inc_ref(c, a);
			return a;
		}
	}
	return NULL;
}

// zs_sigint_handler returns the address of the process's SIGINT handler,
// for the test that Z3 never replaces Go's.
uintptr_t zs_sigint_handler(void) {
	struct sigaction sa;
	if (sigaction(SIGINT, NULL, &sa) != 0) {
		return 0;
	}
	if (sa.sa_flags & SA_SIGINFO) {
		return (uintptr_t)sa.sa_sigaction;
	}
	return (uintptr_t)sa.sa_handler;
}

// clause_lit returns the AST of literal l (variable |l|, negated when l is
// negative), made once and cached in pos and neg, which hold one
// reference each. Variables past nvars are fresh Booleans of this call.
static Z3_ast clause_lit(Z3_context c, Z3_sort bs, unsigned nvars, Z3_ast const *vars,
	Z3_ast *pos, Z3_ast *neg, int32_t l) {
	uint32_t v = l < 0 ? (uint32_t)(-(int64_t)l) : (uint32_t)l;
	if (pos[v] == NULL) {
		pos[v] = v <= nvars ? vars[v - 1] : Z3_mk_fresh_const(c, "k", bs);
		Z3_inc_ref(c, pos[v]);
	}
	if (l > 0) {
		return pos[v];
	}
	if (neg[v] == NULL) {
		neg[v] = Z3_mk_not(c, pos[v]);
		Z3_inc_ref(c, neg[v]);
	}
	return neg[v];
}

// zs_assert_clauses asserts to sink (a solver, an optimizer or a goal, as
// kind says) the clauses of lits: literals in the DIMACS convention, each
// clause ended by 0. It returns the number of clauses asserted; err holds
// the first error.
unsigned zs_assert_clauses(Z3_context c, int kind, void *sink, Z3_sort bs, unsigned nvars,
	Z3_ast const *vars, unsigned nlits, int32_t const *lits, Z3_error_code *err) {
	*err = Z3_OK;
	uint32_t maxv = 0, longest = 0, len = 0;
	for (unsigned i = 0; i < nlits; i++) {
		int32_t l = lits[i];
		if (l == 0) {
			longest = len > longest ? len : longest;
			len = 0;
			continue;
		}
		len++;
		uint32_t v = l < 0 ? (uint32_t)(-(int64_t)l) : (uint32_t)l;
		maxv = v > maxv ? v : maxv;
	}
	Z3_ast *pos = (Z3_ast *)calloc(maxv + 1, sizeof(Z3_ast));
	Z3_ast *neg = (Z3_ast *)calloc(maxv + 1, sizeof(Z3_ast));
	Z3_ast *args = (Z3_ast *)malloc(sizeof(Z3_ast) * (longest ? longest : 1));
	if (pos == NULL || neg == NULL || args == NULL) {
		free(pos);
		free(neg);
		free(args);
		*err = Z3_MEMOUT_FAIL;
		return 0;
	}
	unsigned n = 0, done_clauses = 0;
	for (unsigned i = 0; i < nlits && *err == Z3_OK; i++) {
		if (lits[i] != 0) {
			args[n++] = clause_lit(c, bs, nvars, vars, pos, neg, lits[i]);
			continue;
		}
		Z3_ast a = n == 0 ? Z3_mk_false(c) : n == 1 ? args[0] : Z3_mk_or(c, n, args);
		Z3_inc_ref(c, a);
		switch (kind) {
		case ZS_SINK_SOLVER: Z3_solver_assert(c, (Z3_solver)sink, a); break;
		case ZS_SINK_OPTIMIZE: Z3_optimize_assert(c, (Z3_optimize)sink, a); break;
		case ZS_SINK_GOAL: Z3_goal_assert(c, (Z3_goal)sink, a); break;
		}
		Z3_dec_ref(c, a);
		*err = Z3_get_error_code(c);
		if (*err == Z3_OK) {
			done_clauses++;
		}
		n = 0;
	}
	for (uint32_t v = 0; v <= maxv; v++) {
		if (neg[v] != NULL) {
			Z3_dec_ref(c, neg[v]);
		}
		if (pos[v] != NULL) {
			Z3_dec_ref(c, pos[v]);
		}
	}
	free(pos);
	free(neg);
	free(args);
	return done_clauses;
}
