package z3_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/z3"
)

func ExampleSolver_AssertClauses() {
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	p, q, r := ctx.BoolConst("p"), ctx.BoolConst("q"), ctx.BoolConst("r")
	s, _ := ctx.NewSolver()
	// (p or q) and (not p) and (not q or r), and variable 4, a fresh
	// Boolean, implies r and holds.
	s.AssertClauses(z3.Clauses{
		Vars: []z3.Bool{p, q, r},
		Lits: []int32{1, 2, 0, -1, 0, -2, 3, 0, -4, 3, 0, 4, 0},
	})
	res, _ := s.Check(context.Background())
	m, _ := s.Model()
	defer m.Close()
	vals, _ := m.EvalBools([]z3.Bool{p, q, r})
	fmt.Println(res, vals)
	// Output: sat [false true true]
}

func TestAssertClauses(t *testing.T) {
	ctx, err := z3.NewContext(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ctx.Close()
	a, b := ctx.BoolConst("a"), ctx.BoolConst("b")
	check := func(t *testing.T, cl z3.Clauses, want z3.Result) {
		t.Helper()
		s, err := ctx.NewSolverForLogic("QF_FD")
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if err := s.AssertClauses(cl); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Check(context.Background()); err != nil || got != want {
			t.Errorf("%v: Check = %v, %v; want %v", cl.Lits, got, err, want)
		}
	}
	vars := []z3.Bool{a, b}
	check(t, z3.Clauses{Vars: vars, Lits: []int32{1, 2, 0, -1, 0, -2, 0}}, z3.Unsat)
	check(t, z3.Clauses{Vars: vars, Lits: []int32{1, 2, 0, -1, 0}}, z3.Sat)
	check(t, z3.Clauses{Vars: vars, Lits: []int32{0}}, z3.Unsat) // the empty clause
	check(t, z3.Clauses{Vars: vars}, z3.Sat)
	// Fresh variables are shared within a batch: 3 holds and implies a,
	// which must then be false.
	check(t, z3.Clauses{Vars: vars, Lits: []int32{3, 0, -3, 1, 0, -1, 0}}, z3.Unsat)
	// A fresh variable is new in each batch.
	s, _ := ctx.NewSolver()
	defer s.Close()
	s.AssertClauses(z3.Clauses{Vars: vars, Lits: []int32{3, 0}})
	s.AssertClauses(z3.Clauses{Vars: vars, Lits: []int32{-3, 0}})
	if got, _ := s.Check(context.Background()); got != z3.Sat {
		t.Errorf("fresh variables of two batches: %v, want sat", got)
	}

	// Goals and optimizers take batches too.
	g, err := ctx.NewGoal()
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if err := g.AssertClauses(z3.Clauses{Vars: vars, Lits: []int32{1, -2, 0, 2, 0}}); err != nil {
		t.Fatal(err)
	}
	if fs, _ := g.Formulas(); len(fs) != 2 {
		t.Errorf("goal holds %d formulas, want 2", len(fs))
	}
	o, err := ctx.NewOptimize()
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if err := o.AssertClauses(z3.Clauses{Vars: vars, Lits: []int32{-1, 0, -2, 0, 1, 2, 0}}); err != nil {
		t.Fatal(err)
	}
	if got, _ := o.Check(context.Background()); got != z3.Unsat {
		t.Errorf("optimizer: %v, want unsat", got)
	}
}

func TestAssertClausesErrors(t *testing.T) {
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	other, _ := z3.NewContext(nil)
	defer other.Close()
	s, _ := ctx.NewSolver()
	defer s.Close()
	a := ctx.BoolConst("a")
	for _, tc := range []struct {
		name string
		cl   z3.Clauses
		want error
	}{
		{"unended", z3.Clauses{Vars: []z3.Bool{a}, Lits: []int32{1}}, nil},
		{"min int", z3.Clauses{Vars: []z3.Bool{a}, Lits: []int32{-1 << 31, 0}}, nil},
		{"mixed contexts", z3.Clauses{Vars: []z3.Bool{other.BoolConst("b")}, Lits: []int32{1, 0}}, z3.ErrMixedContexts},
		{"invalid term", z3.Clauses{Vars: []z3.Bool{{}}, Lits: []int32{1, 0}}, z3.ErrInvalidTerm},
	} {
		err := s.AssertClauses(tc.cl)
		if err == nil || (tc.want != nil && !errors.Is(err, tc.want)) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
		}
	}
	var nilSolver *z3.Solver
	if err := nilSolver.AssertClauses(z3.Clauses{}); err == nil {
		t.Error("nil solver: no error")
	}
}
