package z3_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/z3"
)

// The test helpers below are shared by every test file of the package.

// newContext returns a context that is closed when the test ends.
func newContext(t testing.TB, cfg *z3.Config) *z3.Context {
	t.Helper()
	ctx, err := z3.NewContext(cfg)
	if err != nil {
		t.Fatalf("NewContext(%+v) error = %v", cfg, err)
	}
	t.Cleanup(func() { ctx.Close() })
	return ctx
}

// newSolver returns a general-purpose solver, or one for logic if given.
func newSolver(t testing.TB, ctx *z3.Context, logic ...string) *z3.Solver {
	t.Helper()
	var s *z3.Solver
	var err error
	if len(logic) > 0 {
		s, err = ctx.NewSolverForLogic(logic[0])
	} else {
		s, err = ctx.NewSolver()
	}
	if err != nil {
		t.Fatalf("NewSolver%v error = %v", logic, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// mustAssert asserts bs, failing the test on error.
func mustAssert(t testing.TB, s *z3.Solver, bs ...z3.Bool) {
	t.Helper()
	if err := s.Assert(bs...); err != nil {
		t.Fatalf("Assert() error = %v", err)
	}
}

// wantCheck runs Check and fails the test unless it returns want.
func wantCheck(t testing.TB, s *z3.Solver, want z3.Result, assumptions ...z3.Bool) {
	t.Helper()
	got, err := s.Check(context.Background(), assumptions...)
	if err != nil || got != want {
		t.Fatalf("Check() = %v, %v; want %v", got, err, want)
	}
}

// solve asserts bs in a fresh solver and returns the result of Check.
func solve(t testing.TB, ctx *z3.Context, bs ...z3.Bool) z3.Result {
	t.Helper()
	s, err := ctx.NewSolver()
	if err != nil {
		t.Fatalf("NewSolver() error = %v", err)
	}
	defer s.Close()
	mustAssert(t, s, bs...)
	r, err := s.Check(context.Background())
	if err != nil {
		t.Fatalf("Check() error = %v", err)
	}
	return r
}

// wantValid fails the test unless b holds in every model: ¬b is unsat.
func wantValid(t testing.TB, b z3.Bool) {
	t.Helper()
	if r := solve(t, b.Context(), b.Not()); r != z3.Unsat {
		t.Errorf("Check(¬(%v)) = %v, want unsat (the formula is valid)", b, r)
	}
}

// mustModel checks s is Sat and returns its model, closed when the test ends.
func mustModel(t testing.TB, s *z3.Solver) *z3.Model {
	t.Helper()
	wantCheck(t, s, z3.Sat)
	m, err := s.Model()
	if err != nil {
		t.Fatalf("Model() error = %v", err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// groundModel returns a model of no assertions: with model completion, it
// evaluates any ground term to its value.
func groundModel(t testing.TB, ctx *z3.Context) *z3.Model {
	t.Helper()
	return mustModel(t, newSolver(t, ctx))
}

func evalBool(t testing.TB, m *z3.Model, b z3.Bool) bool {
	t.Helper()
	v, err := m.EvalBool(b)
	if err != nil {
		t.Fatalf("EvalBool(%v) error = %v", b, err)
	}
	return v
}

func evalInt(t testing.TB, m *z3.Model, x z3.Int) int64 {
	t.Helper()
	v, err := m.EvalInt(x)
	if err != nil {
		t.Fatalf("EvalInt(%v) error = %v", x, err)
	}
	return v
}

func evalBV(t testing.TB, m *z3.Model, x z3.BV) uint64 {
	t.Helper()
	v, err := m.EvalBV(x)
	if err != nil {
		t.Fatalf("EvalBV(%v) error = %v", x, err)
	}
	return v
}

// bools returns n Boolean constants named prefix0, prefix1, ….
func bools(ctx *z3.Context, prefix string, n int) []z3.Bool {
	bs := make([]z3.Bool, n)
	for i := range bs {
		bs[i] = ctx.BoolConst(prefix + strconv.Itoa(i))
	}
	return bs
}

// ints returns n integer constants named prefix0, prefix1, ….
func ints(ctx *z3.Context, prefix string, n int) []z3.Int {
	xs := make([]z3.Int, n)
	for i := range xs {
		xs[i] = ctx.IntConst(prefix + strconv.Itoa(i))
	}
	return xs
}

// pigeonhole returns the clauses saying that each of the pigeons sits in
// one of the holes and no two pigeons share a hole. It is unsatisfiable when
// pigeons > holes, and notoriously hard for resolution (hence for CDCL).
// When guard is valid, every clause is guarded by it, so that the problem
// holds only under the assumption guard.
func pigeonhole(ctx *z3.Context, pigeons, holes int, guard z3.Bool) []z3.Bool {
	p := make([][]z3.Bool, pigeons)
	for i := range p {
		p[i] = bools(ctx, fmt.Sprintf("php_%d_", i), holes)
	}
	var clauses []z3.Bool
	add := func(lits ...z3.Bool) {
		if guard.Err() == nil {
			lits = append(lits, guard.Not())
		}
		clauses = append(clauses, ctx.Or(lits...))
	}
	for i := range p {
		add(p[i]...)
	}
	for h := 0; h < holes; h++ {
		for a := 0; a < pigeons; a++ {
			for b := a + 1; b < pigeons; b++ {
				add(p[a][h].Not(), p[b][h].Not())
			}
		}
	}
	return clauses
}

// countModels counts the assignments of vars that extend to a model of bs,
// by blocking each model found in turn.
func countModels(t testing.TB, ctx *z3.Context, vars []z3.Bool, bs ...z3.Bool) int {
	t.Helper()
	s := newSolver(t, ctx, "QF_FD")
	mustAssert(t, s, bs...)
	for n := 0; ; n++ {
		r, err := s.Check(context.Background())
		if err != nil {
			t.Fatalf("Check() error = %v", err)
		}
		if r == z3.Unsat {
			return n
		}
		m, err := s.Model()
		if err != nil {
			t.Fatalf("Model() error = %v", err)
		}
		vals, err := m.EvalBools(vars)
		if err != nil {
			t.Fatalf("EvalBools() error = %v", err)
		}
		m.Close()
		block := make([]z3.Bool, len(vars))
		for i, v := range vars {
			if vals[i] {
				block[i] = v.Not()
			} else {
				block[i] = v
			}
		}
		mustAssert(t, s, ctx.Or(block...))
	}
}

// bruteCount counts the assignments of n Booleans that satisfy pred.
func bruteCount(n int, pred func(v []bool) bool) int {
	count := 0
	v := make([]bool, n)
	for mask := 0; mask < 1<<n; mask++ {
		for i := range v {
			v[i] = mask&(1<<i) != 0
		}
		if pred(v) {
			count++
		}
	}
	return count
}

// cnf is a parsed DIMACS CNF.
type cnf struct {
	vars, declared int // from the header "p cnf vars declared"
	clauses        [][]int
	names          map[string]int // from comments "c N name"
}

// parseDIMACS parses s and checks that the header's clause count matches
// the clauses and that every literal is in range.
func parseDIMACS(s string) (cnf, error) {
	var f cnf
	f.names = make(map[string]int)
	header := false
	for _, line := range strings.Split(s, "\n") {
		fields := strings.Fields(line)
		switch {
		case len(fields) == 0:
		case fields[0] == "p":
			if header || len(fields) != 4 || fields[1] != "cnf" {
				return f, fmt.Errorf("bad header %q", line)
			}
			header = true
			var err1, err2 error
			f.vars, err1 = strconv.Atoi(fields[2])
			f.declared, err2 = strconv.Atoi(fields[3])
			if err := errors.Join(err1, err2); err != nil {
				return f, fmt.Errorf("bad header %q: %v", line, err)
			}
		case fields[0] == "c":
			if len(fields) == 3 {
				n, err := strconv.Atoi(fields[1])
				if err == nil {
					f.names[fields[2]] = n
				}
			}
		default:
			if !header {
				return f, fmt.Errorf("clause %q before the header", line)
			}
			var clause []int
			for i, fl := range fields {
				lit, err := strconv.Atoi(fl)
				if err != nil {
					return f, fmt.Errorf("bad literal in %q", line)
				}
				if lit == 0 {
					if i != len(fields)-1 {
						return f, fmt.Errorf("0 inside clause %q", line)
					}
					break
				}
				if lit > f.vars || -lit > f.vars {
					return f, fmt.Errorf("literal %d out of range 1..%d", lit, f.vars)
				}
				clause = append(clause, lit)
			}
			if fields[len(fields)-1] != "0" {
				return f, fmt.Errorf("clause %q does not end with 0", line)
			}
			f.clauses = append(f.clauses, clause)
		}
	}
	if !header {
		return f, errors.New("no header")
	}
	if len(f.clauses) != f.declared {
		return f, fmt.Errorf("header declares %d clauses, found %d", f.declared, len(f.clauses))
	}
	return f, nil
}

// projectedCount counts the assignments of the named variables that extend
// to a model of the CNF, by enumerating all of its assignments.
func (f cnf) projectedCount(names []string) int {
	seen := make(map[uint64]bool)
	v := make([]bool, f.vars+1)
	for mask := uint64(0); mask < 1<<f.vars; mask++ {
		for i := 1; i <= f.vars; i++ {
			v[i] = mask&(1<<(i-1)) != 0
		}
		ok := true
		for _, c := range f.clauses {
			sat := false
			for _, lit := range c {
				if (lit > 0) == v[max(lit, -lit)] {
					sat = true
					break
				}
			}
			if !sat {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		var key uint64
		for i, n := range names {
			if v[f.names[n]] {
				key |= 1 << i
			}
		}
		seen[key] = true
	}
	return len(seen)
}

// termStrings returns the SMT-LIB text of bs, sorted.
func termStrings(bs []z3.Bool) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.String()
	}
	sort.Strings(out)
	return out
}

// The tests proper.

func TestNewContext(t *testing.T) {
	tests := []struct {
		name string
		cfg  *z3.Config
	}{
		{"nil", nil},
		{"zero", &z3.Config{}},
		{"timeout", &z3.Config{Timeout: 10 * time.Second}},
		{"seed", &z3.Config{RandomSeed: 42}},
		{"timeout and seed", &z3.Config{Timeout: time.Minute, RandomSeed: 7}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := newContext(t, tt.cfg)
			for _, logic := range [][]string{nil, {"QF_FD"}} {
				s := newSolver(t, ctx, logic...)
				x := ctx.BoolConst("x")
				mustAssert(t, s, x.Or(ctx.BoolConst("y")), x.Not())
				m := mustModel(t, s)
				if evalBool(t, m, x) {
					t.Errorf("EvalBool(x) = true, want false")
				}
			}
		})
	}
	if _, err := z3.NewContext(&z3.Config{Timeout: -time.Second}); err == nil {
		t.Errorf("NewContext(Timeout: -1s) error = nil, want an error")
	}
}

func TestContextClose(t *testing.T) {
	ctx, err := z3.NewContext(nil)
	if err != nil {
		t.Fatal(err)
	}
	x := ctx.IntConst("x")
	s, err := ctx.NewSolver()
	if err != nil {
		t.Fatal(err)
	}
	mustAssert(t, s, x.GT(ctx.FromInt(0)))
	m := mustModel(t, s)
	opt, err := ctx.NewOptimize()
	if err != nil {
		t.Fatal(err)
	}
	obj, err := opt.Maximize(x)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ctx.NewGoal()
	if err != nil {
		t.Fatal(err)
	}
	tac, err := ctx.NewTactic("simplify")
	if err != nil {
		t.Fatal(err)
	}

	if err := ctx.Close(); err != nil {
		t.Fatalf("Close() error = %v", err)
	}
	if err := ctx.Close(); err != nil {
		t.Fatalf("second Close() error = %v", err)
	}
	if err := (*z3.Context)(nil).Close(); err != nil {
		t.Errorf("nil Close() error = %v", err)
	}

	closedErrs := map[string]error{
		"BoolConst":           ctx.BoolConst("b").Err(),
		"FreshBool":           ctx.FreshBool("b").Err(),
		"FromBool":            ctx.FromBool(true).Err(),
		"And":                 ctx.And().Err(),
		"Or":                  ctx.Or().Err(),
		"IntConst":            ctx.IntConst("i").Err(),
		"FreshInt":            ctx.FreshInt("i").Err(),
		"FromInt":             ctx.FromInt(1).Err(),
		"Sum":                 ctx.Sum(x).Err(),
		"BVConst":             ctx.BVConst("v", 8).Err(),
		"FreshBV":             ctx.FreshBV("v", 8).Err(),
		"FromUint":            ctx.FromUint(1, 8).Err(),
		"AtMost":              ctx.AtMost(nil, 1).Err(),
		"AtMostOne":           ctx.AtMostOne().Err(),
		"Int.Add":             x.Add(x).Err(),
		"Int.Neg":             x.Neg().Err(),
		"Solver.Assert":       s.Assert(x.GT(x)),
		"Solver.Push":         s.Push(),
		"Solver.Pop":          s.Pop(),
		"Solver.Reset":        s.Reset(),
		"Solver.SetParam":     s.SetParam("random_seed", 1),
		"Model.EvalInt":       second(m.EvalInt(x)),
		"Optimize.Assert":     opt.Assert(),
		"Optimize.AssertSoft": opt.AssertSoft(x.GT(x), 1, ""),
		"Objective.Value":     second(obj.Value()),
		"Goal.Assert":         g.Assert(),
		"Goal.Formulas":       second(g.Formulas()),
		"Tactic.Apply":        second(tac.Apply(g)),
		"NewSolver":           second(ctx.NewSolver()),
		"NewSolverForLogic":   second(ctx.NewSolverForLogic("QF_FD")),
		"NewOptimize":         second(ctx.NewOptimize()),
		"NewGoal":             second(ctx.NewGoal()),
		"NewTactic":           second(ctx.NewTactic("simplify")),
		"Solver.Check":        second(s.Check(context.Background())),
		"Solver.Model":        second(s.Model()),
		"Solver.UnsatCore":    second(s.UnsatCore()),
		"Solver.Statistics":   second(s.Statistics()),
		"Solver.DIMACS":       second(s.DIMACS(false)),
		"Optimize.Check":      second(opt.Check(context.Background())),
		"Optimize.Model":      second(opt.Model()),
		"Optimize.Maximize":   second(opt.Maximize(x)),
		"Goal.DIMACS":         second(g.DIMACS(false)),
		"Tactic.AndThen":      second(tac.AndThen(tac)),
		"Model.EvalBool":      second(m.EvalBool(ctx.FromBool(true))),
		"Model.EvalBools":     second(m.EvalBools(nil)),
		"Model.EvalBV":        second(m.EvalBV(ctx.FromUint(1, 8))),
		"Distinct (closed)":   z3.Distinct(x, x.Add(x)).Err(),
		"Eq (closed)":         z3.Eq(x, x).Err(),
	}
	for name, err := range closedErrs {
		if !errors.Is(err, z3.ErrClosed) {
			t.Errorf("%s after Close: error = %v, want ErrClosed", name, err)
		}
	}
	// Closing the objects of a closed context is harmless.
	for name, c := range map[string]interface{ Close() error }{"Solver": s, "Model": m, "Optimize": opt, "Goal": g, "Tactic": tac} {
		if err := c.Close(); err != nil {
			t.Errorf("%s.Close() after the context's Close: %v", name, err)
		}
	}
	if got := x.String(); !strings.Contains(got, "invalid") {
		t.Errorf("String() after Close = %q, want an <invalid: …> description", got)
	}
	if got := s.String(); !strings.Contains(got, z3.ErrClosed.Error()) {
		t.Errorf("Solver.String() after Close = %q, want it to mention ErrClosed", got)
	}
}

// second returns the error of a two-result call.
func second[T any](_ T, err error) error { return err }

func TestSorts(t *testing.T) {
	ctx := newContext(t, nil)
	type sortInfo struct {
		Kind   z3.SortKind
		Bits   int
		String string
	}
	info := func(s z3.Sort) sortInfo { return sortInfo{s.Kind(), s.Bits(), s.String()} }
	tests := []struct {
		name string
		got  z3.Sort
		want sortInfo
	}{
		{"BoolSort", ctx.BoolSort(), sortInfo{z3.KindBool, 0, "Bool"}},
		{"IntSort", ctx.IntSort(), sortInfo{z3.KindInt, 0, "Int"}},
		{"BVSort(8)", ctx.BVSort(8), sortInfo{z3.KindBV, 8, "(_ BitVec 8)"}},
		{"BVSort(64)", ctx.BVSort(64), sortInfo{z3.KindBV, 64, "(_ BitVec 64)"}},
		{"Bool term", ctx.BoolConst("b").Sort(), sortInfo{z3.KindBool, 0, "Bool"}},
		{"Int term", ctx.IntConst("i").Add(ctx.FromInt(1)).Sort(), sortInfo{z3.KindInt, 0, "Int"}},
		{"BV term", ctx.BVConst("v", 16).Sort(), sortInfo{z3.KindBV, 16, "(_ BitVec 16)"}},
		{"ZeroExt term", ctx.BVConst("v", 16).ZeroExt(4).Sort(), sortInfo{z3.KindBV, 20, "(_ BitVec 20)"}},
		{"comparison", ctx.IntConst("i").LT(ctx.FromInt(3)).Sort(), sortInfo{z3.KindBool, 0, "Bool"}},
		{"zero Sort", z3.Sort{}, sortInfo{z3.KindOther, 0, "<unknown sort>"}},
		{"zero Bool", z3.Bool{}.Sort(), sortInfo{z3.KindOther, 0, "<unknown sort>"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, info(tt.got)); diff != "" {
			t.Errorf("%s: sort mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestTermBasics(t *testing.T) {
	ctx := newContext(t, nil)
	x, y := ctx.IntConst("x"), ctx.IntConst("y")
	tests := []struct {
		v    z3.Value
		want string
	}{
		{ctx.BoolConst("p"), "p"},
		{ctx.FromBool(true), "true"},
		{ctx.FromBool(false), "false"},
		{x, "x"},
		{x.Add(y), "(+ x y)"},
		{ctx.FromInt(-3), "(- 3)"},
		{ctx.FromUint(5, 4), "#x5"},
		{ctx.BVConst("v", 3), "v"},
	}
	for _, tt := range tests {
		if got := tt.v.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
		if tt.v.Context() != ctx {
			t.Errorf("%v: Context() = %p, want %p", tt.v, tt.v.Context(), ctx)
		}
		if err := tt.v.Err(); err != nil {
			t.Errorf("%v: Err() = %v", tt.v, err)
		}
	}
	for _, v := range []z3.Value{z3.Bool{}, z3.Int{}, z3.BV{}} {
		if v.Context() != nil {
			t.Errorf("zero %T: Context() = %p, want nil", v, v.Context())
		}
		if !errors.Is(v.Err(), z3.ErrInvalidTerm) {
			t.Errorf("zero %T: Err() = %v, want ErrInvalidTerm", v, v.Err())
		}
		if s := v.String(); !strings.Contains(s, "invalid") {
			t.Errorf("zero %T: String() = %q, want an <invalid: …> description", v, s)
		}
	}
	// The same name gives the same constant; fresh constants are new.
	wantValid(t, x.Eq(ctx.IntConst("x")))
	wantValid(t, ctx.BoolConst("p").Eq(ctx.BoolConst("p")))
	f1, f2 := ctx.FreshInt("x"), ctx.FreshInt("x")
	if r := solve(t, ctx, f1.NE(f2), f1.NE(x)); r != z3.Sat {
		t.Errorf("FreshInt constants forced equal: Check() = %v, want sat", r)
	}
	if f1.String() == "x" || f1.String() == f2.String() {
		t.Errorf("FreshInt names %q, %q: want new names", f1, f2)
	}
	b1, b2 := ctx.FreshBool("p"), ctx.FreshBool("p")
	if r := solve(t, ctx, b1.NE(b2)); r != z3.Sat {
		t.Errorf("FreshBool constants forced equal: Check() = %v, want sat", r)
	}
	v1, v2 := ctx.FreshBV("v", 8), ctx.FreshBV("v", 8)
	if r := solve(t, ctx, v1.NE(v2)); r != z3.Sat {
		t.Errorf("FreshBV constants forced equal: Check() = %v, want sat", r)
	}
	if got := v1.Sort().Bits(); got != 8 {
		t.Errorf("FreshBV(8).Sort().Bits() = %d, want 8", got)
	}
}

func TestBoolOps(t *testing.T) {
	ctx := newContext(t, nil)
	m := groundModel(t, ctx)
	one, two := ctx.FromInt(1), ctx.FromInt(2)
	for _, a := range []bool{false, true} {
		for _, b := range []bool{false, true} {
			A, B := ctx.FromBool(a), ctx.FromBool(b)
			tests := []struct {
				name string
				got  z3.Bool
				want bool
			}{
				{"And", A.And(B), a && b},
				{"And3", A.And(B, ctx.FromBool(true)), a && b},
				{"Or", A.Or(B), a || b},
				{"Or3", A.Or(B, ctx.FromBool(false)), a || b},
				{"Not", A.Not(), !a},
				{"Implies", A.Implies(B), !a || b},
				{"Eq", A.Eq(B), a == b},
				{"NE", A.NE(B), a != b},
				{"ctx.And", ctx.And(A, B), a && b},
				{"ctx.Or", ctx.Or(A, B), a || b},
				{"generic Eq", z3.Eq(A, B), a == b},
				{"generic Ite", z3.Ite(A, B, B.Not()), (a && b) || (!a && !b)},
				{"generic Ite of Ints", z3.Ite(A, one, two).Eq(one), a},
			}
			for _, tt := range tests {
				if got := evalBool(t, m, tt.got); got != tt.want {
					t.Errorf("%s(%v, %v) = %v, want %v", tt.name, a, b, got, tt.want)
				}
			}
		}
	}
	// And of nothing is true; Or of nothing is false.
	if !evalBool(t, m, ctx.And()) {
		t.Errorf("And() = false, want true")
	}
	if evalBool(t, m, ctx.Or()) {
		t.Errorf("Or() = true, want false")
	}
	if r := solve(t, ctx, ctx.Or()); r != z3.Unsat {
		t.Errorf("Check(Or()) = %v, want unsat", r)
	}
	p := ctx.BoolConst("p")
	wantValid(t, ctx.And(p).Eq(p))
	wantValid(t, ctx.Or(p).Eq(p))
}

func TestDeMorgan(t *testing.T) {
	ctx := newContext(t, nil)
	a, b := ctx.BoolConst("a"), ctx.BoolConst("b")
	wantValid(t, a.And(b).Not().Eq(a.Not().Or(b.Not())))
	wantValid(t, a.Or(b).Not().Eq(a.Not().And(b.Not())))
	// A non-theorem is not valid.
	if r := solve(t, ctx, a.Or(b).Eq(a.And(b)).Not()); r != z3.Sat {
		t.Errorf("Check(¬(a∨b ↔ a∧b)) = %v, want sat", r)
	}
}

func TestIntOps(t *testing.T) {
	ctx := newContext(t, nil)
	m := groundModel(t, ctx)
	n := ctx.FromInt
	x := ctx.IntConst("x")
	tests := []struct {
		name string
		got  z3.Int
		want int64
	}{
		{"FromInt", n(42), 42},
		{"FromInt max", n(math.MaxInt64), math.MaxInt64},
		{"FromInt min", n(math.MinInt64), math.MinInt64},
		{"Add", n(2).Add(n(3)), 5},
		{"Add3", n(2).Add(n(3), n(4)), 9},
		{"Add none", n(7).Add(), 7},
		{"Sub", n(10).Sub(n(3)), 7},
		{"Sub3", n(10).Sub(n(3), n(2)), 5},
		{"Sub none", n(7).Sub(), 7},
		{"Mul", n(4).Mul(n(5)), 20},
		{"Mul3", n(4).Mul(n(5), n(-2)), -40},
		{"Mul none", n(7).Mul(), 7},
		{"Neg", n(7).Neg(), -7},
		{"Div", n(7).Div(n(2)), 3},
		{"Div negative dividend", n(-7).Div(n(2)), -4},
		{"Div negative divisor", n(7).Div(n(-2)), -3},
		{"Mod", n(7).Mod(n(3)), 1},
		{"Mod negative dividend", n(-7).Mod(n(3)), 2},
		{"Mod negative divisor", n(7).Mod(n(-3)), 1},
		{"Sum", ctx.Sum(n(1), n(2), n(3)), 6},
		{"Sum one", ctx.Sum(n(5)), 5},
		{"Sum none", ctx.Sum(), 0},
		{"Ite true", z3.Ite(ctx.FromBool(true), n(1), n(2)), 1},
		{"Ite false", z3.Ite(ctx.FromBool(false), n(1), n(2)), 2},
		{"unconstrained", x, 0}, // model completion
	}
	for _, tt := range tests {
		if got := evalInt(t, m, tt.got); got != tt.want {
			t.Errorf("%s: %v = %d, want %d", tt.name, tt.got, got, tt.want)
		}
	}
	cmps := []struct {
		name string
		f    func(a, b z3.Int) z3.Bool
		want func(a, b int64) bool
	}{
		{"Eq", z3.Int.Eq, func(a, b int64) bool { return a == b }},
		{"generic Eq", z3.Eq[z3.Int], func(a, b int64) bool { return a == b }},
		{"NE", z3.Int.NE, func(a, b int64) bool { return a != b }},
		{"LT", z3.Int.LT, func(a, b int64) bool { return a < b }},
		{"LE", z3.Int.LE, func(a, b int64) bool { return a <= b }},
		{"GT", z3.Int.GT, func(a, b int64) bool { return a > b }},
		{"GE", z3.Int.GE, func(a, b int64) bool { return a >= b }},
	}
	for _, c := range cmps {
		for _, a := range []int64{-2, 0, 3} {
			for _, b := range []int64{-2, 0, 3} {
				if got, want := evalBool(t, m, c.f(n(a), n(b))), c.want(a, b); got != want {
					t.Errorf("%s(%d, %d) = %v, want %v", c.name, a, b, got, want)
				}
			}
		}
	}
}

func TestLinearSystem(t *testing.T) {
	ctx := newContext(t, nil)
	x, y := ctx.IntConst("x"), ctx.IntConst("y")
	s := newSolver(t, ctx)
	mustAssert(t, s, x.Add(y).Eq(ctx.FromInt(10)), x.Sub(y).Eq(ctx.FromInt(2)))
	m := mustModel(t, s)
	got := []int64{evalInt(t, m, x), evalInt(t, m, y)}
	if diff := cmp.Diff([]int64{6, 4}, got); diff != "" {
		t.Errorf("x, y mismatch (-want +got):\n%s", diff)
	}
	// The solution is unique.
	mustAssert(t, s, x.NE(ctx.FromInt(6)))
	wantCheck(t, s, z3.Unsat)
}

func TestBVOps(t *testing.T) {
	ctx := newContext(t, nil)
	m := groundModel(t, ctx)
	u8 := func(v uint64) z3.BV { return ctx.FromUint(v, 8) }
	tests := []struct {
		name string
		got  z3.BV
		want uint64
	}{
		{"FromUint", u8(200), 200},
		{"FromUint modulo", u8(0x1ff), 0xff},
		{"FromUint 64", ctx.FromUint(math.MaxUint64, 64), math.MaxUint64},
		{"FromUint 1", ctx.FromUint(3, 1), 1},
		{"Add", u8(20).Add(u8(30)), 50},
		{"Add wraps", u8(200).Add(u8(100)), 44},
		{"Sub", u8(30).Sub(u8(20)), 10},
		{"Sub wraps", u8(3).Sub(u8(5)), 254},
		{"Mul", u8(7).Mul(u8(6)), 42},
		{"Mul wraps", u8(16).Mul(u8(17)), 16},
		{"ZeroExt", u8(200).ZeroExt(8).Add(u8(100).ZeroExt(8)), 300},
		{"ZeroExt 0", u8(5).ZeroExt(0), 5},
		{"ZeroExt wide", ctx.FromUint(math.MaxUint64, 64).ZeroExt(64), math.MaxUint64},
		{"generic Ite", z3.Ite(ctx.FromBool(true), u8(1), u8(2)), 1},
		{"unconstrained", ctx.BVConst("free", 8), 0}, // model completion
	}
	for _, tt := range tests {
		if got := evalBV(t, m, tt.got); got != tt.want {
			t.Errorf("%s: %v = %d, want %d", tt.name, tt.got, got, tt.want)
		}
	}
	if got := evalInt(t, m, u8(255).ToInt()); got != 255 {
		t.Errorf("ToInt(#xff) = %d, want 255 (unsigned)", got)
	}
	if got := evalInt(t, m, u8(200).ToInt().Add(u8(100).ToInt())); got != 300 {
		t.Errorf("ToInt(200)+ToInt(100) = %d, want 300", got)
	}
	cmps := []struct {
		name string
		f    func(a, b z3.BV) z3.Bool
		want func(a, b uint64) bool
	}{
		{"ULT", z3.BV.ULT, func(a, b uint64) bool { return a < b }},
		{"ULE", z3.BV.ULE, func(a, b uint64) bool { return a <= b }},
		{"UGT", z3.BV.UGT, func(a, b uint64) bool { return a > b }},
		{"UGE", z3.BV.UGE, func(a, b uint64) bool { return a >= b }},
		{"Eq", z3.BV.Eq, func(a, b uint64) bool { return a == b }},
		{"generic Eq", z3.Eq[z3.BV], func(a, b uint64) bool { return a == b }},
		{"NE", z3.BV.NE, func(a, b uint64) bool { return a != b }},
	}
	for _, c := range cmps {
		// 255 is -1 in two's complement: the comparisons are unsigned.
		for _, a := range []uint64{0, 1, 255} {
			for _, b := range []uint64{0, 1, 255} {
				if got, want := evalBool(t, m, c.f(u8(a), u8(b))), c.want(a, b); got != want {
					t.Errorf("%s(%d, %d) = %v, want %v", c.name, a, b, got, want)
				}
			}
		}
	}
	// Solve with bit-vector constants: x + 1 = 0 has the unique solution 255.
	x := ctx.BVConst("x", 8)
	s := newSolver(t, ctx, "QF_FD")
	mustAssert(t, s, x.Add(u8(1)).Eq(u8(0)))
	if got := evalBV(t, mustModel(t, s), x); got != 255 {
		t.Errorf("x+1=0: x = %d, want 255", got)
	}
	// A value wider than 64 bits does not fit.
	wide := ctx.FromUint(1, 65).Mul(ctx.FromUint(1<<63, 65)).Add(ctx.FromUint(1<<63, 65))
	if v, err := m.EvalBV(wide); err == nil {
		t.Errorf("EvalBV(2^64) = %d, nil; want an error", v)
	}
}

func TestDistinct(t *testing.T) {
	ctx := newContext(t, nil)
	inRange := func(xs []z3.Int) []z3.Bool {
		var bs []z3.Bool
		for _, x := range xs {
			bs = append(bs, x.GE(ctx.FromInt(1)), x.LE(ctx.FromInt(9)))
		}
		return bs
	}
	// Ten pigeons in nine holes: the general solver of Z3 4.8.12 needs
	// minutes for this, the difference-logic solver a fraction of a second.
	ten := ints(ctx, "ten", 10)
	idl := newSolver(t, ctx, "QF_IDL")
	mustAssert(t, idl, inRange(ten)...)
	mustAssert(t, idl, z3.Distinct(ten...))
	wantCheck(t, idl, z3.Unsat)
	nine := ints(ctx, "nine", 9)
	s := newSolver(t, ctx)
	mustAssert(t, s, inRange(nine)...)
	mustAssert(t, s, z3.Distinct(nine...))
	m := mustModel(t, s)
	var got []int64
	for _, x := range nine {
		got = append(got, evalInt(t, m, x))
	}
	slices.Sort(got)
	if diff := cmp.Diff([]int64{1, 2, 3, 4, 5, 6, 7, 8, 9}, got); diff != "" {
		t.Errorf("9 distinct Ints in 1..9 mismatch (-want +got):\n%s", diff)
	}

	// Three Booleans cannot be pairwise different; two can.
	bs := bools(ctx, "d", 3)
	if r := solve(t, ctx, z3.Distinct(bs...)); r != z3.Unsat {
		t.Errorf("Distinct(3 Bools): Check() = %v, want unsat", r)
	}
	if r := solve(t, ctx, z3.Distinct(bs[:2]...)); r != z3.Sat {
		t.Errorf("Distinct(2 Bools): Check() = %v, want sat", r)
	}
	// Five 2-bit vectors cannot be pairwise different; four can.
	var vs []z3.BV
	for i := 0; i < 5; i++ {
		vs = append(vs, ctx.BVConst(fmt.Sprintf("bv%d", i), 2))
	}
	if r := solve(t, ctx, z3.Distinct(vs...)); r != z3.Unsat {
		t.Errorf("Distinct(5 BV2): Check() = %v, want unsat", r)
	}
	if r := solve(t, ctx, z3.Distinct(vs[:4]...)); r != z3.Sat {
		t.Errorf("Distinct(4 BV2): Check() = %v, want sat", r)
	}
	// Distinct of one term is true; of none, an error.
	wantValid(t, z3.Distinct(ten[0]))
	if err := z3.Distinct[z3.Int]().Err(); err == nil {
		t.Errorf("Distinct() error = nil, want an error")
	}
}

func TestPseudoBoolean(t *testing.T) {
	count := func(v []bool) int {
		n := 0
		for _, b := range v {
			if b {
				n++
			}
		}
		return n
	}
	weighted := func(coeffs []int) func(v []bool) int {
		return func(v []bool) int {
			sum := 0
			for i, b := range v {
				if b {
					sum += coeffs[i]
				}
			}
			return sum
		}
	}
	w := weighted([]int{1, 2, 3, 4, 5})
	neg := weighted([]int{2, -1, 3, 1, -2})
	tests := []struct {
		name  string
		build func(ctx *z3.Context, bs []z3.Bool) z3.Bool
		holds func(v []bool) bool
		want  int // known count, or -1 to rely on the brute-force count
	}{
		{"AtMost(5,2)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtMost(bs, 2) },
			func(v []bool) bool { return count(v) <= 2 }, 1 + 5 + 10},
		{"AtMost(5,0)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtMost(bs, 0) },
			func(v []bool) bool { return count(v) == 0 }, 1},
		{"AtLeast(5,2)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtLeast(bs, 2) },
			func(v []bool) bool { return count(v) >= 2 }, 32 - 1 - 5},
		{"AtLeast(5,5)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtLeast(bs, 5) },
			func(v []bool) bool { return count(v) == 5 }, 1},
		{"AtLeast(5,6)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtLeast(bs, 6) },
			func(v []bool) bool { return false }, 0},
		{"AtMostOne(5)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtMostOne(bs...) },
			func(v []bool) bool { return count(v) <= 1 }, 1 + 5},
		{"AtMostOne(1)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtMostOne(bs[0]) },
			func(v []bool) bool { return true }, 32},
		{"AtMostOne()", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtMostOne() },
			func(v []bool) bool { return true }, 32},
		{"exactly one", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtMostOne(bs...).And(ctx.Or(bs...)) },
			func(v []bool) bool { return count(v) == 1 }, 5},
		{"exactly 2", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.AtMost(bs, 2).And(ctx.AtLeast(bs, 2)) },
			func(v []bool) bool { return count(v) == 2 }, 10},
		{"PbLe(1..5, 6)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.PbLe(bs, []int{1, 2, 3, 4, 5}, 6) },
			func(v []bool) bool { return w(v) <= 6 }, -1},
		{"PbGe(1..5, 12)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.PbGe(bs, []int{1, 2, 3, 4, 5}, 12) },
			func(v []bool) bool { return w(v) >= 12 }, -1},
		// {2,5}, {3,4} and {1,2,4} weigh 7.
		{"PbEq(1..5, 7)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.PbEq(bs, []int{1, 2, 3, 4, 5}, 7) },
			func(v []bool) bool { return w(v) == 7 }, 3},
		{"PbEq(1..5, 0)", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.PbEq(bs, []int{1, 2, 3, 4, 5}, 0) },
			func(v []bool) bool { return w(v) == 0 }, 1},
		{"PbEq negative coefficients", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.PbEq(bs, []int{2, -1, 3, 1, -2}, 1) },
			func(v []bool) bool { return neg(v) == 1 }, -1},
		{"PbLe negative bound", func(ctx *z3.Context, bs []z3.Bool) z3.Bool { return ctx.PbLe(bs, []int{2, -1, 3, 1, -2}, -2) },
			func(v []bool) bool { return neg(v) <= -2 }, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := newContext(t, nil)
			bs := bools(ctx, "b", 5)
			c := tt.build(ctx, bs)
			if err := c.Err(); err != nil {
				t.Fatalf("constraint error = %v", err)
			}
			got := countModels(t, ctx, bs, c)
			brute := bruteCount(len(bs), tt.holds)
			if got != brute {
				t.Errorf("models = %d, want %d (brute force)", got, brute)
			}
			if tt.want >= 0 && got != tt.want {
				t.Errorf("models = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestNewSolverForLogic(t *testing.T) {
	ctx := newContext(t, nil)
	s, err := ctx.NewSolverForLogic("QF_FD")
	if err != nil {
		t.Fatalf(`NewSolverForLogic("QF_FD") error = %v`, err)
	}
	defer s.Close()
	bs := bools(ctx, "b", 4)
	mustAssert(t, s, ctx.PbEq(bs, []int{1, 1, 1, 1}, 2), bs[0], bs[1].Not())
	m := mustModel(t, s)
	got, err := m.EvalBools(bs)
	if err != nil {
		t.Fatalf("EvalBools() error = %v", err)
	}
	if n := count(got); n != 2 || !got[0] || got[1] {
		t.Errorf("model %v breaks the constraints", got)
	}
	for _, logic := range []string{"NO_SUCH_LOGIC", ""} {
		if s, err := ctx.NewSolverForLogic(logic); err == nil {
			s.Close()
			t.Errorf("NewSolverForLogic(%q) error = nil, want an error", logic)
		}
	}
}

func count(v []bool) int {
	n := 0
	for _, b := range v {
		if b {
			n++
		}
	}
	return n
}

func TestSetParam(t *testing.T) {
	for _, logic := range [][]string{nil, {"QF_FD"}} {
		t.Run(fmt.Sprint(logic), func(t *testing.T) {
			ctx := newContext(t, nil)
			ok := []struct {
				name  string
				value any
			}{
				{"unsat_core", true},           // bool
				{"random_seed", uint32(7)},     // uint32
				{"random_seed", 8},             // int
				{"random_seed", uint(9)},       // uint
				{"sat.restart.factor", 1.25},   // float64
				{"sat.phase", "caching"},       // string (a symbol)
				{"timeout", uint32(1_000_000)}, // milliseconds
			}
			bad := []struct {
				name  string
				value any
			}{
				{"no_such_parameter", true},
				{"random_seed", 1.5},           // wrong type for Z3
				{"random_seed", -1},            // negative
				{"random_seed", uint(1 << 40)}, // too large
				{"random_seed", int8(1)},       // unsupported Go type
			}
			s := newSolver(t, ctx, logic...)
			for _, p := range ok {
				if err := s.SetParam(p.name, p.value); err != nil {
					t.Errorf("SetParam(%q, %T %v) error = %v", p.name, p.value, p.value, err)
				}
			}
			for _, p := range bad {
				if err := s.SetParam(p.name, p.value); err == nil {
					t.Errorf("SetParam(%q, %T %v) error = nil, want an error", p.name, p.value, p.value)
				}
			}
			// An unknown name is rejected by SetParam itself, not by a later
			// call, and the solver keeps working.
			x := ctx.BoolConst("x")
			mustAssert(t, s, x)
			wantCheck(t, s, z3.Sat)
			mustAssert(t, s, x.Not())
			wantCheck(t, s, z3.Unsat)
			var zerr *z3.Error
			if err := s.SetParam("no_such_parameter", 1); !errors.As(err, &zerr) {
				t.Errorf("SetParam(unknown) error = %v, want a *z3.Error", err)
			}
		})
	}
}

func TestPushPopReset(t *testing.T) {
	ctx := newContext(t, nil)
	x := ctx.IntConst("x")
	s := newSolver(t, ctx)
	if err := s.Pop(); err == nil {
		t.Errorf("Pop() without Push error = nil, want an error")
	}
	mustAssert(t, s, x.GT(ctx.FromInt(0)))
	if err := s.Push(); err != nil {
		t.Fatalf("Push() error = %v", err)
	}
	mustAssert(t, s, x.LT(ctx.FromInt(0)))
	wantCheck(t, s, z3.Unsat)
	if err := s.Pop(); err != nil {
		t.Fatalf("Pop() error = %v", err)
	}
	wantCheck(t, s, z3.Sat)
	if err := s.Pop(); err == nil {
		t.Errorf("second Pop() error = nil, want an error")
	}
	// Nested scopes.
	for i := 1; i <= 3; i++ {
		if err := s.Push(); err != nil {
			t.Fatal(err)
		}
		mustAssert(t, s, x.GT(ctx.FromInt(int64(10*i))))
	}
	mustAssert(t, s, x.LT(ctx.FromInt(25)))
	wantCheck(t, s, z3.Unsat)
	if err := s.Pop(); err != nil {
		t.Fatal(err)
	}
	wantCheck(t, s, z3.Sat)
	// Reset removes every assertion and scope.
	mustAssert(t, s, x.LT(ctx.FromInt(0)))
	wantCheck(t, s, z3.Unsat)
	if err := s.Reset(); err != nil {
		t.Fatalf("Reset() error = %v", err)
	}
	wantCheck(t, s, z3.Sat)
	if err := s.Pop(); err == nil {
		t.Errorf("Pop() after Reset error = nil, want an error")
	}
	if got := s.String(); strings.Contains(got, "assert") {
		t.Errorf("String() after Reset = %q, want no assertions", got)
	}
}

func TestCheckAssumptions(t *testing.T) {
	ctx := newContext(t, nil)
	x := ctx.IntConst("x")
	a, b := ctx.BoolConst("a"), ctx.BoolConst("b")
	s := newSolver(t, ctx)
	mustAssert(t, s, a.Implies(x.GT(ctx.FromInt(5))), b.Implies(x.LT(ctx.FromInt(3))))
	wantCheck(t, s, z3.Sat)
	wantCheck(t, s, z3.Sat, a)
	wantCheck(t, s, z3.Sat, b)
	wantCheck(t, s, z3.Unsat, a, b)
	// Assumptions do not stay.
	wantCheck(t, s, z3.Sat, a, b.Not())
	m := mustModel(t, s)
	if v := evalInt(t, m, x); v <= 5 && evalBool(t, m, a) {
		t.Errorf("model x = %d breaks a → x > 5", v)
	}
}

func TestUnsatCore(t *testing.T) {
	ctx := newContext(t, nil)
	x, y := ctx.IntConst("x"), ctx.IntConst("y")
	n := ctx.FromInt
	named := map[string]z3.Bool{
		"big":    x.GT(n(10)),
		"small":  x.LT(n(5)),
		"ypos":   y.GT(n(0)),
		"ybound": y.LT(n(100)),
		"sum":    x.Add(y).Eq(n(50)),
	}
	var assumptions []z3.Bool
	s := newSolver(t, ctx)
	for name, c := range named {
		p := ctx.BoolConst(name)
		assumptions = append(assumptions, p)
		mustAssert(t, s, p.Implies(c))
	}
	wantCheck(t, s, z3.Unsat, assumptions...)
	core, err := s.UnsatCore()
	if err != nil {
		t.Fatalf("UnsatCore() error = %v", err)
	}
	if len(core) == 0 {
		t.Fatalf("UnsatCore() is empty")
	}
	all := termStrings(assumptions)
	for _, c := range termStrings(core) {
		if _, found := slices.BinarySearch(all, c); !found {
			t.Errorf("core literal %s is not an assumption %v", c, all)
		}
	}
	// The core is itself unsatisfiable with the assertions.
	wantCheck(t, s, z3.Unsat, core...)
	// "big" and "small" conflict; every core contains both.
	got := termStrings(core)
	for _, want := range []string{"big", "small"} {
		if !slices.Contains(got, want) {
			t.Errorf("core %v lacks %s", got, want)
		}
	}
}

func TestStatistics(t *testing.T) {
	ctx := newContext(t, nil)
	s := newSolver(t, ctx, "QF_FD")
	mustAssert(t, s, pigeonhole(ctx, 6, 5, z3.Bool{})...)
	wantCheck(t, s, z3.Unsat)
	stats, err := s.Statistics()
	if err != nil {
		t.Fatalf("Statistics() error = %v", err)
	}
	if len(stats) == 0 {
		t.Fatalf("Statistics() is empty")
	}
	for _, key := range []string{"sat conflicts", "sat decisions"} {
		if stats[key] <= 0 {
			t.Errorf("Statistics()[%q] = %v, want > 0 (all: %v)", key, stats[key], stats)
		}
	}
	for k, v := range stats {
		if v < 0 || math.IsNaN(v) {
			t.Errorf("Statistics()[%q] = %v", k, v)
		}
	}
	// The default solver has statistics too.
	s2 := newSolver(t, ctx)
	mustAssert(t, s2, ctx.IntConst("x").GT(ctx.FromInt(3)))
	wantCheck(t, s2, z3.Sat)
	if stats, err := s2.Statistics(); err != nil || len(stats) == 0 {
		t.Errorf("default solver Statistics() = %v, %v; want some", stats, err)
	}
}

func TestSolverString(t *testing.T) {
	ctx := newContext(t, nil)
	s := newSolver(t, ctx)
	x := ctx.IntConst("x")
	mustAssert(t, s, x.GT(ctx.FromInt(3)), ctx.BoolConst("p"))
	got := s.String()
	for _, want := range []string{"(declare-fun x () Int)", "(declare-fun p () Bool)", "(assert (> x 3))", "(assert p)"} {
		if !strings.Contains(got, want) {
			t.Errorf("String() = %q, want it to contain %q", got, want)
		}
	}
	if got := (*z3.Solver)(nil).String(); !strings.Contains(got, "nil") {
		t.Errorf("nil String() = %q", got)
	}
}

func TestSolverDIMACS(t *testing.T) {
	ctx := newContext(t, nil)
	a, b, c := ctx.BoolConst("a"), ctx.BoolConst("b"), ctx.BoolConst("c")
	s := newSolver(t, ctx)
	mustAssert(t, s, a.Or(b.Not()), b.Or(c), a.Not().Or(b.Not(), c.Not()))
	for _, names := range []bool{false, true} {
		out, err := s.DIMACS(names)
		if err != nil {
			t.Fatalf("DIMACS(%v) error = %v", names, err)
		}
		f, err := parseDIMACS(out)
		if err != nil {
			t.Fatalf("DIMACS(%v) = %q: %v", names, out, err)
		}
		if f.vars != 3 || f.declared != 3 {
			t.Errorf("DIMACS(%v) header: p cnf %d %d, want p cnf 3 3", names, f.vars, f.declared)
		}
		if !names {
			continue
		}
		gotNames := slices.Sorted(mapKeys(f.names))
		if diff := cmp.Diff([]string{"a", "b", "c"}, gotNames); diff != "" {
			t.Errorf("DIMACS(true) names mismatch (-want +got):\n%s", diff)
		}
		// (a∨¬b)(b∨c)(¬a∨¬b∨¬c): the CNF has the same models.
		want := bruteCount(3, func(v []bool) bool {
			return (v[0] || !v[1]) && (v[1] || v[2]) && (!v[0] || !v[1] || !v[2])
		})
		if got := f.projectedCount([]string{"a", "b", "c"}); got != want {
			t.Errorf("DIMACS models = %d, want %d", got, want)
		}
	}
}

func TestSolverDIMACSNotCNF(t *testing.T) {
	ctx := newContext(t, nil)
	bs := bools(ctx, "b", 3)
	x := ctx.IntConst("x")
	// Z3 4.8.12 would export each of these as a fresh variable named after
	// its operator ("and", "=", "at-most", ">"): DIMACS refuses them.
	tests := []struct {
		name   string
		f      z3.Bool
		inGoal bool // a goal simplifies some formulas away on Assert
	}{
		{"nested and", bs[0].Or(bs[1].And(bs[2])), true},
		{"iff", bs[0].Eq(bs[1]), true},
		{"AtMost", ctx.AtMost(bs, 1), true},
		{"arithmetic", x.GT(ctx.FromInt(3)).Or(bs[0]), true},
		{"true", ctx.FromBool(true), false},
		{"double negation", bs[0].Not().Not(), false},
	}
	for _, logic := range [][]string{nil, {"QF_FD"}} {
		for _, tt := range tests {
			s := newSolver(t, ctx, logic...)
			mustAssert(t, s, bs[0].Or(bs[1].Not()), tt.f)
			if out, err := s.DIMACS(true); !errors.Is(err, z3.ErrNotCNF) {
				t.Errorf("%v %s: DIMACS() = %q, %v; want ErrNotCNF", logic, tt.name, out, err)
			}
			if !tt.inGoal {
				continue
			}
			g, err := ctx.NewGoal()
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Assert(tt.f); err != nil {
				t.Fatal(err)
			}
			if out, err := g.DIMACS(true); !errors.Is(err, z3.ErrNotCNF) {
				t.Errorf("%s: Goal.DIMACS() = %q, %v; want ErrNotCNF", tt.name, out, err)
			}
			g.Close()
		}
	}
	// Clauses, unit clauses and negated constants are fine.
	s := newSolver(t, ctx)
	mustAssert(t, s, bs[0], bs[1].Not(), bs[0].Or(bs[1], bs[2].Not()))
	out, err := s.DIMACS(false)
	if err != nil {
		t.Fatalf("DIMACS() error = %v", err)
	}
	if f, err := parseDIMACS(out); err != nil || f.declared != 3 {
		t.Errorf("DIMACS() = %q (%v), want 3 clauses", out, err)
	}
}

func mapKeys[K comparable, V any](m map[K]V) func(func(K) bool) {
	return func(yield func(K) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func TestModel(t *testing.T) {
	ctx := newContext(t, nil)
	x, free := ctx.IntConst("x"), ctx.IntConst("free")
	p, q, freeB := ctx.BoolConst("p"), ctx.BoolConst("q"), ctx.BoolConst("freeB")
	v, freeV := ctx.BVConst("v", 12), ctx.BVConst("freeV", 12)
	s := newSolver(t, ctx)
	mustAssert(t, s, x.Eq(ctx.FromInt(-17)), p, q.Not(), v.Eq(ctx.FromUint(4000, 12)))
	m := mustModel(t, s)

	if got := evalInt(t, m, x); got != -17 {
		t.Errorf("EvalInt(x) = %d, want -17", got)
	}
	if got := evalInt(t, m, x.Mul(x)); got != 289 {
		t.Errorf("EvalInt(x·x) = %d, want 289", got)
	}
	if got := evalBV(t, m, v); got != 4000 {
		t.Errorf("EvalBV(v) = %d, want 4000", got)
	}
	got, err := m.EvalBools([]z3.Bool{p, q, p.And(q), p.Or(q), freeB.Or(freeB.Not())})
	if err != nil {
		t.Fatalf("EvalBools() error = %v", err)
	}
	if diff := cmp.Diff([]bool{true, false, false, true, true}, got); diff != "" {
		t.Errorf("EvalBools() mismatch (-want +got):\n%s", diff)
	}
	if got, err := m.EvalBools(nil); err != nil || len(got) != 0 {
		t.Errorf("EvalBools(nil) = %v, %v; want empty", got, err)
	}
	// Model completion: constants the model does not mention still evaluate.
	if _, err := m.EvalInt(free); err != nil {
		t.Errorf("EvalInt(unconstrained) error = %v", err)
	}
	freeVal, err := m.EvalBool(freeB)
	if err != nil {
		t.Errorf("EvalBool(unconstrained) error = %v", err)
	}
	// EvalBools reads constants from the model's table directly; it agrees
	// with EvalBool, for constants the model does not mention too.
	many, err := m.EvalBools([]z3.Bool{freeB, p, q, p.Not(), freeB.Not()})
	if err != nil {
		t.Fatalf("EvalBools() error = %v", err)
	}
	if diff := cmp.Diff([]bool{freeVal, true, false, false, !freeVal}, many); diff != "" {
		t.Errorf("EvalBools() disagrees with EvalBool (-EvalBool +EvalBools):\n%s", diff)
	}
	if _, err := m.EvalBV(freeV); err != nil {
		t.Errorf("EvalBV(unconstrained) error = %v", err)
	}
	str := m.String()
	for _, want := range []string{"x -> (- 17)", "p -> true", "q -> false", "v -> #xfa0"} {
		if !strings.Contains(str, want) {
			t.Errorf("String() = %q, want it to contain %q", str, want)
		}
	}

	if err := m.Close(); err != nil {
		t.Fatalf("Close() error = %v", err)
	}
	if err := m.Close(); err != nil {
		t.Fatalf("second Close() error = %v", err)
	}
	if _, err := m.EvalInt(x); !errors.Is(err, z3.ErrClosed) {
		t.Errorf("EvalInt after Close: error = %v, want ErrClosed", err)
	}
	if got := m.String(); !strings.Contains(got, z3.ErrClosed.Error()) {
		t.Errorf("String() after Close = %q", got)
	}
	// A model is only available after Sat.
	mustAssert(t, s, p.Not())
	wantCheck(t, s, z3.Unsat)
	if m, err := s.Model(); err == nil {
		t.Errorf("Model() after unsat = %v, nil; want an error", m)
	}
	if m, err := newSolver(t, ctx).Model(); err == nil {
		t.Errorf("Model() before Check = %v, nil; want an error", m)
	}
	// A value that does not fit in an int64 is an error.
	m2 := groundModel(t, ctx)
	big := ctx.FromInt(math.MaxInt64).Add(ctx.FromInt(1))
	if v, err := m2.EvalInt(big); err == nil {
		t.Errorf("EvalInt(2^63) = %d, nil; want an error", v)
	}
}

func TestGoalTactic(t *testing.T) {
	ctx := newContext(t, nil)
	bs := bools(ctx, "b", 5)
	// Z3 4.8.12's card2bv converts cardinality constraints, but only some
	// weighted ones: it leaves, for example, a weighted pbeq unchanged (see
	// doc.go). The checks below would catch such a leftover atom.
	constraints := []z3.Bool{
		ctx.AtMost(bs, 2),
		ctx.AtLeast(bs, 1),
		ctx.PbEq(bs[2:], []int{1, 1, 1}, 1),
		ctx.PbLe(bs[:3], []int{1, 2, 3}, 3),
		ctx.PbGe(bs[1:], []int{2, 1, 1, 3}, 2),
	}
	weight := func(v []bool, coeffs []int) int {
		w := 0
		for i, c := range coeffs {
			if v[i] {
				w += c
			}
		}
		return w
	}
	holds := func(v []bool) bool {
		n := count(v)
		return n <= 2 && n >= 1 && count(v[2:]) == 1 &&
			weight(v[:3], []int{1, 2, 3}) <= 3 && weight(v[1:], []int{2, 1, 1, 3}) >= 2
	}
	want := bruteCount(5, holds)
	if want == 0 {
		t.Fatal("test constraints have no model")
	}

	g, err := ctx.NewGoal()
	if err != nil {
		t.Fatalf("NewGoal() error = %v", err)
	}
	defer g.Close()
	if err := g.Assert(constraints...); err != nil {
		t.Fatalf("Goal.Assert() error = %v", err)
	}
	fs, err := g.Formulas()
	if err != nil {
		t.Fatalf("Formulas() error = %v", err)
	}
	if len(fs) != len(constraints) {
		t.Errorf("Formulas() has %d formulas, want %d: %v", len(fs), len(constraints), fs)
	}
	if got := countModels(t, ctx, bs, fs...); got != want {
		t.Errorf("models of Formulas() = %d, want %d", got, want)
	}
	if out, err := g.DIMACS(false); !errors.Is(err, z3.ErrNotCNF) {
		t.Errorf("DIMACS() of unconverted PB constraints = %q, %v; want ErrNotCNF", out, err)
	}

	var chain *z3.Tactic
	for _, name := range []string{"simplify", "card2bv", "bit-blast", "tseitin-cnf"} {
		tac, err := ctx.NewTactic(name)
		if err != nil {
			t.Fatalf("NewTactic(%q) error = %v", name, err)
		}
		defer tac.Close()
		if chain == nil {
			chain = tac
			continue
		}
		if chain, err = chain.AndThen(tac); err != nil {
			t.Fatalf("AndThen(%q) error = %v", name, err)
		}
		defer chain.Close()
	}
	subgoals, err := chain.Apply(g)
	if err != nil {
		t.Fatalf("Apply() error = %v", err)
	}
	if len(subgoals) != 1 {
		t.Fatalf("Apply() returned %d subgoals, want 1", len(subgoals))
	}
	cnfGoal := subgoals[0]
	defer cnfGoal.Close()
	out, err := cnfGoal.DIMACS(true)
	if err != nil {
		t.Fatalf("DIMACS() error = %v", err)
	}
	f, err := parseDIMACS(out)
	if err != nil {
		t.Fatalf("DIMACS() = %q: %v", out, err)
	}
	t.Logf("DIMACS header: p cnf %d %d", f.vars, f.declared)
	if f.vars > 24 {
		t.Fatalf("CNF has %d variables, too many to enumerate", f.vars)
	}
	var names []string
	for _, b := range bs {
		if _, ok := f.names[b.String()]; ok {
			names = append(names, b.String())
		}
	}
	// Every original variable that occurs is named; one that does not occur
	// is unconstrained, doubling the count.
	got := f.projectedCount(names) << (len(bs) - len(names))
	if got != want {
		t.Errorf("CNF models projected on %v = %d, want %d", names, got, want)
	}
	for name := range f.names {
		if !strings.HasPrefix(name, "b") && !strings.Contains(name, "!") {
			t.Errorf("CNF has a variable named %q: an unconverted atom?", name)
		}
	}

	// A weighted PbEq survives the chain in Z3 4.8.12; DIMACS refuses it
	// rather than export it as a variable.
	g3, err := ctx.NewGoal()
	if err != nil {
		t.Fatal(err)
	}
	defer g3.Close()
	if err := g3.Assert(ctx.PbEq(bs, []int{1, 2, 3, 4, 5}, 7)); err != nil {
		t.Fatal(err)
	}
	sub3, err := chain.Apply(g3)
	if err != nil {
		t.Fatalf("Apply() error = %v", err)
	}
	for _, sg := range sub3 {
		if _, err := sg.DIMACS(false); err != nil && !errors.Is(err, z3.ErrNotCNF) {
			t.Errorf("DIMACS() error = %v, want nil or ErrNotCNF", err)
		} else if err != nil {
			t.Logf("weighted PbEq through the chain: %v", err)
		}
		sg.Close()
	}

	// With pb.solver set, card2bv converts every pseudo-Boolean constraint,
	// weighted ones too, and the chain ends in clauses that keep the models.
	card, err := ctx.NewTactic("card2bv")
	if err != nil {
		t.Fatal(err)
	}
	defer card.Close()
	if _, err := card.WithParam("no.such.param", true); err == nil {
		t.Errorf(`WithParam("no.such.param") error = nil, want an error`)
	}
	full, err := card.WithParam("pb.solver", "totalizer")
	if err != nil {
		t.Fatalf(`WithParam("pb.solver") error = %v`, err)
	}
	defer full.Close()
	for _, name := range []string{"simplify", "bit-blast", "tseitin-cnf"} {
		tac, err := ctx.NewTactic(name)
		if err != nil {
			t.Fatal(err)
		}
		defer tac.Close()
		if full, err = full.AndThen(tac); err != nil {
			t.Fatal(err)
		}
		defer full.Close()
	}
	g4, err := ctx.NewGoal()
	if err != nil {
		t.Fatal(err)
	}
	defer g4.Close()
	weighted := ctx.PbEq(bs, []int{1, 2, 3, 4, 5}, 7)
	if err := g4.Assert(append(constraints, weighted)...); err != nil {
		t.Fatal(err)
	}
	sub4, err := full.Apply(g4)
	if err != nil || len(sub4) != 1 {
		t.Fatalf("Apply() = %d subgoals, %v; want 1", len(sub4), err)
	}
	defer sub4[0].Close()
	out4, err := sub4[0].DIMACS(true)
	if err != nil {
		t.Fatalf("DIMACS() after card2bv with pb.solver=totalizer: %v", err)
	}
	f4, err := parseDIMACS(out4)
	if err != nil {
		t.Fatal(err)
	}
	want4 := bruteCount(5, func(v []bool) bool { return holds(v) && weight(v, []int{1, 2, 3, 4, 5}) == 7 })
	if f4.vars > 24 {
		t.Logf("weighted CNF has %d variables; counting skipped", f4.vars)
	} else {
		var names4 []string
		for _, b := range bs {
			if _, ok := f4.names[b.String()]; ok {
				names4 = append(names4, b.String())
			}
		}
		if got := f4.projectedCount(names4) << (len(bs) - len(names4)); got != want4 {
			t.Errorf("weighted CNF models projected = %d, want %d", got, want4)
		}
	}

	// Unknown tactic names are errors.
	if tac, err := ctx.NewTactic("no-such-tactic"); err == nil {
		tac.Close()
		t.Errorf(`NewTactic("no-such-tactic") error = nil, want an error`)
	}
	// Close is idempotent; a closed goal or tactic returns ErrClosed.
	tac, err := ctx.NewTactic("simplify")
	if err != nil {
		t.Fatal(err)
	}
	g2, err := ctx.NewGoal()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if err := tac.Close(); err != nil {
			t.Errorf("Tactic.Close() #%d error = %v", i+1, err)
		}
		if err := g2.Close(); err != nil {
			t.Errorf("Goal.Close() #%d error = %v", i+1, err)
		}
	}
	if _, err := tac.Apply(g); !errors.Is(err, z3.ErrClosed) {
		t.Errorf("Apply by a closed tactic: error = %v, want ErrClosed", err)
	}
	if _, err := chain.Apply(g2); !errors.Is(err, z3.ErrClosed) {
		t.Errorf("Apply to a closed goal: error = %v, want ErrClosed", err)
	}
	if _, err := chain.AndThen(tac); !errors.Is(err, z3.ErrClosed) {
		t.Errorf("AndThen(closed tactic): error = %v, want ErrClosed", err)
	}
	if err := g2.Assert(bs[0]); !errors.Is(err, z3.ErrClosed) {
		t.Errorf("Assert to a closed goal: error = %v, want ErrClosed", err)
	}
}

func TestResultString(t *testing.T) {
	tests := []struct {
		r    z3.Result
		want string
	}{
		{z3.Sat, "sat"},
		{z3.Unsat, "unsat"},
		{z3.Unknown, "unknown"},
		{z3.Result(42), "unknown"},
	}
	for _, tt := range tests {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("Result(%d).String() = %q, want %q", int(tt.r), got, tt.want)
		}
	}
}

func TestUnknownError(t *testing.T) {
	ctx := newContext(t, &z3.Config{Timeout: time.Millisecond})
	for _, logic := range [][]string{nil, {"QF_FD"}} {
		s := newSolver(t, ctx, logic...)
		mustAssert(t, s, pigeonhole(ctx, 12, 11, z3.Bool{})...)
		start := time.Now()
		r, err := s.Check(context.Background())
		if r != z3.Unknown {
			t.Errorf("%v: Check() = %v, want unknown", logic, r)
		}
		var ue *z3.UnknownError
		if !errors.As(err, &ue) {
			t.Fatalf("%v: Check() error = %v, want an *UnknownError", logic, err)
		}
		if !errors.Is(err, z3.ErrUnknown) {
			t.Errorf("%v: errors.Is(%v, ErrUnknown) = false", logic, err)
		}
		if ue.Reason == "" || ue.Error() != "z3: unknown: "+ue.Reason {
			t.Errorf("%v: UnknownError{Reason: %q}.Error() = %q", logic, ue.Reason, ue.Error())
		}
		t.Logf("%v: %v after %v", logic, err, time.Since(start))
	}
	e := &z3.UnknownError{Reason: "timeout"}
	if got, want := e.Error(), "z3: unknown: timeout"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(e, z3.ErrUnknown) || errors.Unwrap(e) != z3.ErrUnknown {
		t.Errorf("UnknownError does not wrap ErrUnknown")
	}
}

func TestErrorType(t *testing.T) {
	ctx := newContext(t, nil)
	// Adding bit-vectors of different widths is a sort error in Z3.
	sum := ctx.BVConst("a", 8).Add(ctx.BVConst("b", 16))
	var zerr *z3.Error
	if !errors.As(sum.Err(), &zerr) {
		t.Fatalf("Err() = %v, want a *z3.Error", sum.Err())
	}
	if zerr.Code == 0 || zerr.Msg == "" {
		t.Errorf("*z3.Error = %+v, want a code and a message", zerr)
	}
	if got := zerr.Error(); !strings.HasPrefix(got, "z3: ") || strings.Contains(got, "\n") {
		t.Errorf("Error() = %q, want one line starting with z3:", got)
	}
	// The error surfaces where it can be handled.
	s := newSolver(t, ctx)
	if err := s.Assert(sum.Eq(sum)); !errors.As(err, &zerr) {
		t.Errorf("Assert(invalid term) error = %v, want the *z3.Error", err)
	}
	e := &z3.Error{Code: 3, Msg: "first line\nlegal parameters are:\n  a\n  b"}
	if got, want := e.Error(), "z3: first line"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

// TestMisuse checks that every misuse returns an error and none panics.
func TestMisuse(t *testing.T) {
	ctxA := newContext(t, nil)
	ctxB := newContext(t, nil)
	bg := context.Background()
	xa, xb := ctxA.IntConst("x"), ctxB.IntConst("x")
	pa, pb := ctxA.BoolConst("p"), ctxB.BoolConst("p")
	va, vb := ctxA.BVConst("v", 8), ctxB.BVConst("v", 8)
	sa := newSolver(t, ctxA)
	mustAssert(t, sa, pa)
	ma := mustModel(t, sa)
	oa, err := ctxA.NewOptimize()
	if err != nil {
		t.Fatal(err)
	}
	defer oa.Close()
	ga, err := ctxA.NewGoal()
	if err != nil {
		t.Fatal(err)
	}
	defer ga.Close()
	gb, err := ctxB.NewGoal()
	if err != nil {
		t.Fatal(err)
	}
	defer gb.Close()
	ta, err := ctxA.NewTactic("simplify")
	if err != nil {
		t.Fatal(err)
	}
	defer ta.Close()
	tb, err := ctxB.NewTactic("simplify")
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()

	closedSolver, err := ctxA.NewSolver()
	if err != nil {
		t.Fatal(err)
	}
	closedSolver.Close()
	closedModel, err := sa.Model()
	if err != nil {
		t.Fatal(err)
	}
	closedModel.Close()
	closedOpt, err := ctxA.NewOptimize()
	if err != nil {
		t.Fatal(err)
	}
	closedOpt.Close()
	var nilSolver *z3.Solver
	var nilModel *z3.Model
	var nilOpt *z3.Optimize
	var nilGoal *z3.Goal
	var nilTactic *z3.Tactic
	var nilCtx *z3.Context

	tests := []struct {
		name string
		want error // nil: any error
		f    func() error
	}{
		// Zero terms.
		{"zero Bool.Not", z3.ErrInvalidTerm, func() error { return z3.Bool{}.Not().Err() }},
		{"zero Bool in And", z3.ErrInvalidTerm, func() error { return pa.And(z3.Bool{}).Err() }},
		{"zero Bool.And", z3.ErrInvalidTerm, func() error { return z3.Bool{}.And(pa).Err() }},
		{"zero Bool.Or", z3.ErrInvalidTerm, func() error { return z3.Bool{}.Or(pa).Err() }},
		{"zero Bool.Implies", z3.ErrInvalidTerm, func() error { return z3.Bool{}.Implies(pa).Err() }},
		{"zero Int.Sub", z3.ErrInvalidTerm, func() error { return z3.Int{}.Sub(xa).Err() }},
		{"zero Int.Mul", z3.ErrInvalidTerm, func() error { return z3.Int{}.Mul(xa).Err() }},
		{"zero Int.Add()", z3.ErrInvalidTerm, func() error { return z3.Int{}.Add().Err() }},
		{"zero Bool in ctx.Or", z3.ErrInvalidTerm, func() error { return ctxA.Or(pa, z3.Bool{}).Err() }},
		{"zero Int.Add", z3.ErrInvalidTerm, func() error { return z3.Int{}.Add(xa).Err() }},
		{"zero Int in Add", z3.ErrInvalidTerm, func() error { return xa.Add(z3.Int{}).Err() }},
		{"zero Int.LT", z3.ErrInvalidTerm, func() error { return xa.LT(z3.Int{}).Err() }},
		{"zero Int in Sum", z3.ErrInvalidTerm, func() error { return ctxA.Sum(xa, z3.Int{}).Err() }},
		{"zero BV.Add", z3.ErrInvalidTerm, func() error { return z3.BV{}.Add(va).Err() }},
		{"zero BV.ZeroExt", z3.ErrInvalidTerm, func() error { return z3.BV{}.ZeroExt(2).Err() }},
		{"zero BV.ToInt", z3.ErrInvalidTerm, func() error { return z3.BV{}.ToInt().Err() }},
		{"zero Distinct", z3.ErrInvalidTerm, func() error { return z3.Distinct(xa, z3.Int{}).Err() }},
		{"zero single Distinct", z3.ErrInvalidTerm, func() error { return z3.Distinct(z3.Int{}).Err() }},
		{"zero Ite cond", z3.ErrInvalidTerm, func() error { return z3.Ite(z3.Bool{}, xa, xa).Err() }},
		{"zero Eq", z3.ErrInvalidTerm, func() error { return z3.Eq(z3.BV{}, va).Err() }},
		{"zero in AtMost", z3.ErrInvalidTerm, func() error { return ctxA.AtMost([]z3.Bool{pa, {}}, 1).Err() }},
		{"zero in AtMostOne", z3.ErrInvalidTerm, func() error { return ctxA.AtMostOne(pa, z3.Bool{}).Err() }},
		{"zero AssertSoft", z3.ErrInvalidTerm, func() error { return oa.AssertSoft(z3.Bool{}, 1, "") }},
		{"zero Assert", z3.ErrInvalidTerm, func() error { return sa.Assert(z3.Bool{}) }},
		{"zero Check assumption", z3.ErrInvalidTerm, func() error { return second(sa.Check(bg, z3.Bool{})) }},
		{"zero EvalBool", z3.ErrInvalidTerm, func() error { return second(ma.EvalBool(z3.Bool{})) }},
		{"zero EvalInt", z3.ErrInvalidTerm, func() error { return second(ma.EvalInt(z3.Int{})) }},
		{"zero EvalBV", z3.ErrInvalidTerm, func() error { return second(ma.EvalBV(z3.BV{})) }},
		{"zero EvalBools", z3.ErrInvalidTerm, func() error { return second(ma.EvalBools([]z3.Bool{pa, {}})) }},
		{"zero Optimize.Assert", z3.ErrInvalidTerm, func() error { return oa.Assert(z3.Bool{}) }},
		{"zero Maximize", z3.ErrInvalidTerm, func() error { return second(oa.Maximize(z3.Int{})) }},
		{"zero Goal.Assert", z3.ErrInvalidTerm, func() error { return ga.Assert(z3.Bool{}) }},
		// Terms of two contexts.
		{"mixed Bool.And", z3.ErrMixedContexts, func() error { return pa.And(pb).Err() }},
		{"mixed Bool.Eq", z3.ErrMixedContexts, func() error { return pa.Eq(pb).Err() }},
		{"mixed ctx.And", z3.ErrMixedContexts, func() error { return ctxA.And(pb).Err() }},
		{"mixed ctx.Or", z3.ErrMixedContexts, func() error { return ctxA.Or(pa, pb).Err() }},
		{"mixed Int.Add", z3.ErrMixedContexts, func() error { return xa.Add(xb).Err() }},
		{"mixed Int.LE", z3.ErrMixedContexts, func() error { return xa.LE(xb).Err() }},
		{"mixed Sum", z3.ErrMixedContexts, func() error { return ctxA.Sum(xb).Err() }},
		{"mixed BV.Add", z3.ErrMixedContexts, func() error { return va.Add(vb).Err() }},
		{"mixed Distinct", z3.ErrMixedContexts, func() error { return z3.Distinct(xa, xb).Err() }},
		{"mixed Ite", z3.ErrMixedContexts, func() error { return z3.Ite(pb, xa, xa).Err() }},
		{"mixed Eq", z3.ErrMixedContexts, func() error { return z3.Eq(va, vb).Err() }},
		{"mixed AtMost", z3.ErrMixedContexts, func() error { return ctxA.AtMost([]z3.Bool{pa, pb}, 1).Err() }},
		{"mixed AtMostOne", z3.ErrMixedContexts, func() error { return ctxA.AtMostOne(pa, pb).Err() }},
		{"mixed AssertSoft", z3.ErrMixedContexts, func() error { return oa.AssertSoft(pb, 1, "") }},
		{"mixed PbEq", z3.ErrMixedContexts, func() error { return ctxB.PbEq([]z3.Bool{pa}, []int{1}, 1).Err() }},
		{"mixed Assert", z3.ErrMixedContexts, func() error { return sa.Assert(pb) }},
		{"mixed Check assumption", z3.ErrMixedContexts, func() error { return second(sa.Check(bg, pb)) }},
		{"mixed EvalBool", z3.ErrMixedContexts, func() error { return second(ma.EvalBool(pb)) }},
		{"mixed EvalBools", z3.ErrMixedContexts, func() error { return second(ma.EvalBools([]z3.Bool{pa, pb})) }},
		{"mixed EvalInt", z3.ErrMixedContexts, func() error { return second(ma.EvalInt(xb)) }},
		{"mixed EvalBV", z3.ErrMixedContexts, func() error { return second(ma.EvalBV(vb)) }},
		{"mixed Optimize.Assert", z3.ErrMixedContexts, func() error { return oa.Assert(pb) }},
		{"mixed Minimize", z3.ErrMixedContexts, func() error { return second(oa.Minimize(xb)) }},
		{"mixed Optimize.Check", z3.ErrMixedContexts, func() error { return second(oa.Check(bg, pb)) }},
		{"mixed Goal.Assert", z3.ErrMixedContexts, func() error { return ga.Assert(pb) }},
		{"mixed Apply", z3.ErrMixedContexts, func() error { return second(ta.Apply(gb)) }},
		{"mixed AndThen", z3.ErrMixedContexts, func() error { return second(ta.AndThen(tb)) }},
		// nil objects.
		{"nil Solver.Assert", nil, func() error { return nilSolver.Assert(pa) }},
		{"nil Solver.Check", nil, func() error { return second(nilSolver.Check(bg)) }},
		{"nil Solver.Push", nil, nilSolver.Push},
		{"nil Solver.Pop", nil, nilSolver.Pop},
		{"nil Solver.Reset", nil, nilSolver.Reset},
		{"nil Solver.SetParam", nil, func() error { return nilSolver.SetParam("random_seed", 1) }},
		{"nil Solver.Model", nil, func() error { return second(nilSolver.Model()) }},
		{"nil Solver.UnsatCore", nil, func() error { return second(nilSolver.UnsatCore()) }},
		{"nil Solver.Statistics", nil, func() error { return second(nilSolver.Statistics()) }},
		{"nil Solver.DIMACS", nil, func() error { return second(nilSolver.DIMACS(false)) }},
		{"nil Model.EvalBool", nil, func() error { return second(nilModel.EvalBool(pa)) }},
		{"nil Model.EvalInt", nil, func() error { return second(nilModel.EvalInt(xa)) }},
		{"nil Optimize.Assert", nil, func() error { return nilOpt.Assert(pa) }},
		{"nil Optimize.Check", nil, func() error { return second(nilOpt.Check(bg)) }},
		{"nil Optimize.Maximize", nil, func() error { return second(nilOpt.Maximize(xa)) }},
		{"nil Optimize.Model", nil, func() error { return second(nilOpt.Model()) }},
		{"zero Objective.Value", nil, func() error { return second(z3.Objective{}.Value()) }},
		{"nil Goal.Assert", nil, func() error { return nilGoal.Assert(pa) }},
		{"nil Goal.Formulas", nil, func() error { return second(nilGoal.Formulas()) }},
		{"nil Goal.DIMACS", nil, func() error { return second(nilGoal.DIMACS(false)) }},
		{"nil Tactic.Apply", nil, func() error { return second(nilTactic.Apply(ga)) }},
		{"nil Tactic.AndThen", nil, func() error { return second(nilTactic.AndThen(ta)) }},
		{"AndThen(nil)", nil, func() error { return second(ta.AndThen(nil)) }},
		{"Apply(nil)", nil, func() error { return second(ta.Apply(nil)) }},
		{"nil Context.BoolConst", nil, func() error { return nilCtx.BoolConst("p").Err() }},
		{"nil Context.And", nil, func() error { return nilCtx.And().Err() }},
		{"nil Context.Sum", nil, func() error { return nilCtx.Sum().Err() }},
		{"nil Context.NewSolver", nil, func() error { return second(nilCtx.NewSolver()) }},
		{"nil Context.NewOptimize", nil, func() error { return second(nilCtx.NewOptimize()) }},
		{"nil Context.NewGoal", nil, func() error { return second(nilCtx.NewGoal()) }},
		{"nil Context.NewTactic", nil, func() error { return second(nilCtx.NewTactic("simplify")) }},
		// Closed objects.
		{"closed Solver.Assert", z3.ErrClosed, func() error { return closedSolver.Assert(pa) }},
		{"closed Solver.Check", z3.ErrClosed, func() error { return second(closedSolver.Check(bg)) }},
		{"closed Solver.Push", z3.ErrClosed, closedSolver.Push},
		{"closed Solver.Pop", z3.ErrClosed, closedSolver.Pop},
		{"closed Solver.Reset", z3.ErrClosed, closedSolver.Reset},
		{"closed Solver.SetParam", z3.ErrClosed, func() error { return closedSolver.SetParam("random_seed", 1) }},
		{"closed Solver.Model", z3.ErrClosed, func() error { return second(closedSolver.Model()) }},
		{"closed Solver.UnsatCore", z3.ErrClosed, func() error { return second(closedSolver.UnsatCore()) }},
		{"closed Solver.Statistics", z3.ErrClosed, func() error { return second(closedSolver.Statistics()) }},
		{"closed Solver.DIMACS", z3.ErrClosed, func() error { return second(closedSolver.DIMACS(false)) }},
		{"closed Model.EvalBool", z3.ErrClosed, func() error { return second(closedModel.EvalBool(pa)) }},
		{"closed Model.EvalBools", z3.ErrClosed, func() error { return second(closedModel.EvalBools([]z3.Bool{pa})) }},
		{"closed Model.EvalInt", z3.ErrClosed, func() error { return second(closedModel.EvalInt(xa)) }},
		{"closed Model.EvalBV", z3.ErrClosed, func() error { return second(closedModel.EvalBV(va)) }},
		{"closed Optimize.Assert", z3.ErrClosed, func() error { return closedOpt.Assert(pa) }},
		{"closed Optimize.Check", z3.ErrClosed, func() error { return second(closedOpt.Check(bg)) }},
		{"closed Optimize.Model", z3.ErrClosed, func() error { return second(closedOpt.Model()) }},
		{"closed Optimize.AssertSoft", z3.ErrClosed, func() error { return closedOpt.AssertSoft(pa, 1, "") }},
		{"nil Optimize.AssertSoft", nil, func() error { return nilOpt.AssertSoft(pa, 1, "") }},
		{"AssertSoft weight 0", nil, func() error { return oa.AssertSoft(pa, 0, "") }},
		{"AssertSoft negative weight", nil, func() error { return oa.AssertSoft(pa, -2, "") }},
		{"nil Context.AtMostOne", nil, func() error { return nilCtx.AtMostOne().Err() }},
		// Bad arguments.
		{"PbEq coefficients", nil, func() error { return ctxA.PbEq([]z3.Bool{pa, pa}, []int{1}, 1).Err() }},
		{"PbLe coefficients", nil, func() error { return ctxA.PbLe([]z3.Bool{pa}, []int{1, 2}, 1).Err() }},
		{"PbGe coefficient range", nil, func() error { return ctxA.PbGe([]z3.Bool{pa}, []int{1 << 40}, 1).Err() }},
		{"AtMost negative", nil, func() error { return ctxA.AtMost([]z3.Bool{pa}, -1).Err() }},
		{"AtLeast bound range", nil, func() error { return ctxA.AtLeast([]z3.Bool{pa}, 1<<40).Err() }},
		{"BVConst 0 bits", nil, func() error { return ctxA.BVConst("w", 0).Err() }},
		{"BVConst -1 bits", nil, func() error { return ctxA.BVConst("w", -1).Err() }},
		{"FreshBV 0 bits", nil, func() error { return ctxA.FreshBV("w", 0).Err() }},
		{"FromUint 0 bits", nil, func() error { return ctxA.FromUint(1, 0).Err() }},
		{"ZeroExt negative", nil, func() error { return va.ZeroExt(-1).Err() }},
		{"Distinct of nothing", nil, func() error { return z3.Distinct[z3.Bool]().Err() }},
		{"Ite sort mismatch", nil, func() error { return z3.Ite(pa, va, ctxA.BVConst("w", 16)).Err() }},
		{"BV width mismatch", nil, func() error { return va.ULT(ctxA.BVConst("w", 16)).Err() }},
		{"Pop without Push", nil, func() error { return newSolver(t, ctxA).Pop() }},
		{"Model before Check", nil, func() error { return second(newSolver(t, ctxA).Model()) }},
		{"SetParam unsupported type", nil, func() error { return sa.SetParam("random_seed", []int{1}) }},
		{"NewTactic unknown", nil, func() error { return second(ctxA.NewTactic("no-such-tactic")) }},
	}
	for _, tt := range tests {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic: %v", tt.name, r)
				}
			}()
			err := tt.f()
			switch {
			case err == nil:
				t.Errorf("%s: error = nil, want an error", tt.name)
			case tt.want != nil && !errors.Is(err, tt.want):
				t.Errorf("%s: error = %v, want %v", tt.name, err, tt.want)
			}
		}()
	}
	// Close on nil objects is harmless.
	for name, c := range map[string]interface{ Close() error }{
		"Solver": nilSolver, "Model": nilModel, "Optimize": nilOpt, "Goal": nilGoal, "Tactic": nilTactic, "Context": nilCtx,
	} {
		if err := c.Close(); err != nil {
			t.Errorf("nil %s.Close() error = %v", name, err)
		}
	}
	// After all this misuse the objects still work.
	wantCheck(t, sa, z3.Sat)
	if !evalBool(t, ma, pa) {
		t.Errorf("EvalBool(p) = false, want true")
	}
}
