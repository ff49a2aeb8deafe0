// checkbreakdown times one Z3 check phase by phase from C, with no Go and
// no cgo: the classic one-hot formula that z3sudoku exports, on Z3's SAT
// core (QF_FD) with the Model's parameters (model.compact false,
// sat.simplify.delay 3000), the givens of each puzzle as assumptions, as
// Unique did before the native search: check, model, read, block, check,
// pop; then two experiments, a check with no assumptions and one assuming
// the whole solution. CPU time of the thread; see BENCHMARKS.md.
//
//	z3sudoku export --format smtlib EMPTY.txt | grep -v 'check-sat\|get-model' > classic.smt2
//	cc -O2 -o checkbreakdown scripts/checkbreakdown.c -lz3
//	./checkbreakdown classic.smt2 sudoku/testdata/corpora/hardest1106.txt 1 50
//
// (EMPTY.txt holds one line of 81 dots.) The arguments after the files are
// the passes over the corpus (the last is timed) and how many puzzles a
// solver serves before a fresh one replaces it (0: never); V=10 in the
// environment turns on Z3's verbose output.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static int cmp(const void *a, const void *b) { double x = *(double*)a, y = *(double*)b; return x < y ? -1 : x > y; }
static Z3_ast lit[81][10];
enum { CHECK1, MODEL, READ, BLOCK, CHECK2, POP, EMPTY, FULL, NP };
static const char *names[NP] = {"check 1 (sat), givens as assumptions", "Z3_solver_get_model", "read 729 values (get_const_interp)", "push + block clause", "check 2 (unsat)", "pop", "x: check with no assumptions", "x: check assuming the solution"};
static double t[NP][2000];

static double stat(Z3_context c, Z3_solver s, const char *key) {
	Z3_stats st = Z3_solver_get_statistics(c, s); Z3_stats_inc_ref(c, st);
	double v = 0;
	for (unsigned i = 0; i < Z3_stats_size(c, st); i++)
		if (!strcmp(Z3_stats_get_key(c, st, i), key)) v = Z3_stats_is_uint(c, st, i) ? Z3_stats_get_uint_value(c, st, i) : Z3_stats_get_double_value(c, st, i);
	Z3_stats_dec_ref(c, st);
	return v;
}

int main(int argc, char **argv) {
	FILE *f = fopen(argv[1], "r"); fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
	char *src = malloc(n + 1); fread(src, 1, n, f); src[n] = 0; fclose(f);
	Z3_global_param_set("verbose", getenv("V") ? getenv("V") : "0");
	int loop = argc > 3 ? atoi(argv[3]) : 1;
	Z3_config cfg = Z3_mk_config(); Z3_context c = Z3_mk_context_rc(cfg); Z3_del_config(cfg);
	Z3_ast_vector v = Z3_parse_smtlib2_string(c, src, 0, 0, 0, 0, 0, 0); Z3_ast_vector_inc_ref(c, v);
	Z3_solver s = Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, "QF_FD")); Z3_solver_inc_ref(c, s);
	Z3_params p = Z3_mk_params(c); Z3_params_inc_ref(c, p);
	Z3_params_set_bool(c, p, Z3_mk_string_symbol(c, "model.compact"), false);
	Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "sat.simplify.delay"), 3000);
	Z3_solver_set_params(c, s, p);
	for (unsigned i = 0; i < Z3_ast_vector_size(c, v); i++) Z3_solver_assert(c, s, Z3_ast_vector_get(c, v, i));
	Z3_sort b = Z3_mk_bool_sort(c);
	for (int i = 0; i < 81; i++) for (int d = 1; d <= 9; d++) {
		char name[16]; sprintf(name, "r%dc%d_%d", i / 9 + 1, i % 9 + 1, d);
		lit[i][d] = Z3_mk_const(c, Z3_mk_string_symbol(c, name), b); Z3_inc_ref(c, lit[i][d]);
	}
	double t0 = now(); Z3_solver_check(c, s); printf("first check (compile + warm): %.0f µs\n", now() - t0);
	FILE *pf = fopen(argv[2], "r"); char line[256]; int np = 0;
	double conf[2] = {0, 0};
	char puzzles[2000][82]; int npz = 0;
	while (fgets(line, sizeof line, pf) && npz < 2000) { if (strlen(line) < 81) continue; memcpy(puzzles[npz], line, 81); puzzles[npz++][81] = 0; }
	int every = argc > 4 ? atoi(argv[4]) : 0;
	for (int rep = 0; rep < loop; rep++)
	for (int k = 0; k < npz; k++) {
		char *g = puzzles[k];
		if (every > 0 && k > 0 && k % every == 0) {
			Z3_solver_dec_ref(c, s);
			s = Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, "QF_FD")); Z3_solver_inc_ref(c, s);
			Z3_solver_set_params(c, s, p);
			for (unsigned i = 0; i < Z3_ast_vector_size(c, v); i++) Z3_solver_assert(c, s, Z3_ast_vector_get(c, v, i));
			Z3_solver_check(c, s);
		}
		Z3_ast as[81]; int na = 0;
		for (int i = 0; i < 81; i++) if (g[i] >= '1' && g[i] <= '9') as[na++] = lit[i][g[i] - '0'];
		double c0 = stat(c, s, "sat conflicts");
		double a = now();
		if (Z3_solver_check_assumptions(c, s, na, as) != Z3_L_TRUE) { printf("not sat\n"); return 1; }
		double b1 = now();
		double c1 = stat(c, s, "sat conflicts");
		double b1b = now();
		Z3_model m = Z3_solver_get_model(c, s); Z3_model_inc_ref(c, m);
		double b2 = now();
		int sol[81];
		for (int i = 0; i < 81; i++) { sol[i] = 0; for (int d = 1; d <= 9; d++) { Z3_ast x = Z3_model_get_const_interp(c, m, Z3_get_app_decl(c, Z3_to_app(c, lit[i][d]))); if (x && Z3_get_bool_value(c, x) == Z3_L_TRUE) sol[i] = d; } }
		Z3_model_dec_ref(c, m);
		double b3 = now();
		Z3_solver_push(c, s);
		Z3_ast neg[81]; int nn = 0;
		for (int i = 0; i < 81; i++) if (g[i] < '1' || g[i] > '9') neg[nn++] = Z3_mk_not(c, lit[i][sol[i]]);
		Z3_solver_assert(c, s, Z3_mk_or(c, nn, neg));
		double b4 = now();
		double c2 = stat(c, s, "sat conflicts");
		double b4b = now();
		if (Z3_solver_check_assumptions(c, s, na, as) != Z3_L_FALSE) { printf("not unique\n"); return 1; }
		double b5 = now();
		double c3 = stat(c, s, "sat conflicts");
		double b5b = now();
		Z3_solver_pop(c, s, 1);
		double b6 = now();
		Z3_solver_check(c, s);
		double b7 = now();
		Z3_ast all[81]; for (int i = 0; i < 81; i++) all[i] = lit[i][sol[i]];
		Z3_solver_check_assumptions(c, s, 81, all);
		double b8 = now();
		if (rep == loop - 1) {
			t[CHECK1][np] = b1 - a; t[MODEL][np] = b2 - b1b; t[READ][np] = b3 - b2; t[BLOCK][np] = b4 - b3;
			t[CHECK2][np] = b5 - b4b; t[POP][np] = b6 - b5b; t[EMPTY][np] = b7 - b6; t[FULL][np] = b8 - b7;
			conf[0] += c1 - c0; conf[1] += c3 - c2;
			np++;
		}
	}
	printf("%d puzzles; mean conflicts: check 1 %.1f, check 2 %.1f\n| phase | median µs | mean µs |\n|---|---:|---:|\n", np, conf[0] / np, conf[1] / np);
	for (int ph = 0; ph < NP; ph++) {
		double sum = 0; for (int i = 0; i < np; i++) sum += t[ph][i];
		qsort(t[ph], np, sizeof(double), cmp);
		printf("| %s | %.1f | %.1f |\n", names[ph], t[ph][np / 2], sum / np);
	}
	return 0;
}
