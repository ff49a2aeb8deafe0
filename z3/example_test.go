package z3_test

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/z3"
)

func ExampleNewContext() {
	ctx, err := z3.NewContext(nil) // or &z3.Config{Timeout: time.Second}
	if err != nil {
		fmt.Println(err)
		return
	}
	defer ctx.Close()

	p, q := ctx.BoolConst("p"), ctx.BoolConst("q")
	s, err := ctx.NewSolver()
	if err != nil {
		fmt.Println(err)
		return
	}
	// De Morgan's law is valid: its negation has no model.
	s.Assert(p.And(q).Not().Eq(p.Not().Or(q.Not())).Not())
	r, err := s.Check(context.Background())
	fmt.Println(r, err)
	// Output: unsat <nil>
}

func ExampleSolver_Check() {
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	x, y := ctx.IntConst("x"), ctx.IntConst("y")

	s, _ := ctx.NewSolver()
	s.Assert(
		x.Add(y).Eq(ctx.FromInt(10)),
		x.Sub(y).Eq(ctx.FromInt(2)),
	)
	r, err := s.Check(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r)
	m, _ := s.Model()
	defer m.Close()
	xv, _ := m.EvalInt(x)
	yv, _ := m.EvalInt(y)
	fmt.Printf("x=%d y=%d\n", xv, yv)
	// Output:
	// sat
	// x=6 y=4
}

func ExampleDistinct() {
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	a, b, c := ctx.IntConst("a"), ctx.IntConst("b"), ctx.IntConst("c")
	one, three := ctx.FromInt(1), ctx.FromInt(3)

	s, _ := ctx.NewSolver()
	for _, x := range []z3.Int{a, b, c} {
		s.Assert(x.GE(one), x.LE(three))
	}
	s.Assert(z3.Distinct(a, b, c), a.GT(b), b.GT(c))
	s.Check(context.Background())
	m, _ := s.Model()
	av, _ := m.EvalInt(a)
	bv, _ := m.EvalInt(b)
	cv, _ := m.EvalInt(c)
	fmt.Println(av, bv, cv)

	// A fourth distinct value in 1..3 does not exist.
	d := ctx.IntConst("d")
	s.Assert(d.GE(one), d.LE(three), z3.Distinct(a, b, c, d))
	r, _ := s.Check(context.Background())
	fmt.Println(r)
	// Output:
	// 3 2 1
	// unsat
}

func ExampleContext_AtMost() {
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	bs := make([]z3.Bool, 5)
	for i := range bs {
		bs[i] = ctx.BoolConst(fmt.Sprintf("b%d", i))
	}
	s, _ := ctx.NewSolverForLogic("QF_FD")
	defer s.Close()
	s.Assert(ctx.AtMost(bs, 2))

	// Count the models: after each one, forbid it with a blocking clause.
	n := 0
	for {
		if r, _ := s.Check(context.Background()); r != z3.Sat {
			break
		}
		n++
		m, _ := s.Model()
		vals, _ := m.EvalBools(bs)
		m.Close()
		block := make([]z3.Bool, len(bs))
		for i, v := range vals {
			block[i] = bs[i]
			if v {
				block[i] = bs[i].Not()
			}
		}
		s.Assert(ctx.Or(block...))
	}
	fmt.Println(n, "assignments set at most 2 of 5 Booleans") // 1 + 5 + 10
	// Output: 16 assignments set at most 2 of 5 Booleans
}

// ExampleOptimize finds the 5×5 latin square of largest total reward, where
// reward[i][j][v-1] is the reward for placing v at row i, column j.
func ExampleOptimize() {
	reward := [5][5][5]int64{
		{{1, 0, 4, 3, 3}, {1, 10, 8, 1, 9}, {0, 0, 1, 3, 3}, {9, 0, 8, 3, 10}, {6, 3, 7, 9, 4}},
		{{2, 6, 5, 4, 2}, {5, 1, 1, 6, 1}, {5, 9, 4, 0, 7}, {1, 6, 1, 8, 4}, {9, 5, 9, 3, 1}},
		{{10, 3, 4, 1, 3}, {6, 4, 7, 10, 5}, {5, 5, 3, 10, 4}, {10, 1, 9, 10, 2}, {3, 2, 7, 6, 4}},
		{{8, 3, 10, 5, 0}, {0, 5, 6, 4, 1}, {9, 5, 3, 10, 7}, {10, 7, 2, 4, 2}, {8, 8, 4, 9, 6}},
		{{6, 5, 3, 2, 8}, {1, 0, 1, 2, 10}, {10, 6, 9, 1, 6}, {9, 7, 8, 4, 8}, {10, 1, 10, 8, 4}},
	}
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	opt, _ := ctx.NewOptimize()
	defer opt.Close()

	// x[i][j][v] holds when cell (i, j) holds v+1.
	var x [5][5][5]z3.Bool
	for i := range x {
		for j := range x[i] {
			for v := range x[i][j] {
				x[i][j][v] = ctx.BoolConst(fmt.Sprintf("x_%d_%d_%d", i, j, v+1))
			}
		}
	}
	ones := []int{1, 1, 1, 1, 1}
	for a := 0; a < 5; a++ {
		for b := 0; b < 5; b++ {
			var cell, row, col []z3.Bool
			for c := 0; c < 5; c++ {
				cell = append(cell, x[a][b][c]) // cell (a, b) holds one value
				row = append(row, x[a][c][b])   // row a holds b+1 once
				col = append(col, x[c][a][b])   // column a holds b+1 once
			}
			opt.Assert(ctx.PbEq(cell, ones, 1), ctx.PbEq(row, ones, 1), ctx.PbEq(col, ones, 1))
		}
	}

	// The total reward is the sum of each cell's best reward minus what the
	// chosen values forgo. Z3 optimises such a weighted sum of Booleans as
	// MaxSAT, fastest when the forgone amount (the MaxSAT cost) is small.
	var best int64
	var regret []z3.Int
	for i := range reward {
		for j := range reward[i] {
			top := slices.Max(reward[i][j][:])
			best += top
			for v, r := range reward[i][j] {
				if top > r {
					regret = append(regret, z3.Ite(x[i][j][v], ctx.FromInt(top-r), ctx.FromInt(0)))
				}
			}
		}
	}
	total, _ := opt.Maximize(ctx.FromInt(best).Sub(ctx.Sum(regret...)))

	if r, err := opt.Check(context.Background()); r != z3.Sat {
		fmt.Println(r, err)
		return
	}
	v, _ := total.Value()
	fmt.Println("total reward:", v)
	m, _ := opt.Model()
	defer m.Close()
	for i := range x {
		var row []string
		for j := range x[i] {
			vals, _ := m.EvalBools(x[i][j][:])
			row = append(row, fmt.Sprint(slices.Index(vals, true)+1))
		}
		fmt.Println(strings.Join(row, " "))
	}
	// Output:
	// total reward: 178
	// 3 2 1 5 4
	// 2 1 5 4 3
	// 1 4 2 3 5
	// 5 3 4 1 2
	// 4 5 3 2 1
}

func ExampleSolver_UnsatCore() {
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	x, y := ctx.IntConst("x"), ctx.IntConst("y")

	// Each constraint is guarded by a Boolean that Check assumes.
	s, _ := ctx.NewSolver()
	guards := map[string]z3.Bool{
		"xBig":   x.GT(ctx.FromInt(10)),
		"xSmall": x.LT(ctx.FromInt(5)),
		"yPos":   y.GT(ctx.FromInt(0)),
		"yBound": y.LT(ctx.FromInt(100)),
	}
	var assumptions []z3.Bool
	for name, c := range guards {
		g := ctx.BoolConst(name)
		s.Assert(g.Implies(c))
		assumptions = append(assumptions, g)
	}
	r, _ := s.Check(context.Background(), assumptions...)
	fmt.Println(r)
	core, _ := s.UnsatCore()
	var names []string
	for _, g := range core {
		names = append(names, g.String())
	}
	slices.Sort(names)
	fmt.Println(names)
	// Output:
	// unsat
	// [xBig xSmall]
}

func ExampleGoal_DIMACS() {
	ctx, _ := z3.NewContext(nil)
	defer ctx.Close()
	bs := make([]z3.Bool, 4)
	for i := range bs {
		bs[i] = ctx.BoolConst(fmt.Sprintf("b%d", i))
	}
	g, _ := ctx.NewGoal()
	defer g.Close()
	g.Assert(ctx.AtMost(bs, 1), ctx.Or(bs...))

	// Convert the cardinality constraint to clauses, then export.
	var chain *z3.Tactic
	for _, name := range []string{"simplify", "card2bv", "bit-blast", "tseitin-cnf"} {
		t, err := ctx.NewTactic(name)
		if err != nil {
			fmt.Println(err)
			return
		}
		defer t.Close()
		if chain == nil {
			chain = t
		} else {
			chain, _ = chain.AndThen(t)
			defer chain.Close()
		}
	}
	subgoals, err := chain.Apply(g)
	if err != nil {
		fmt.Println(err)
		return
	}
	cnf, err := subgoals[0].DIMACS(false)
	if err != nil {
		fmt.Println(err)
		return
	}
	header, _, _ := strings.Cut(cnf, "\n")
	fmt.Println(strings.Fields(header)[:2])
	clauses := 0
	for _, line := range strings.Split(cnf, "\n") {
		if strings.HasSuffix(line, " 0") {
			clauses++
		}
	}
	fmt.Println(header == fmt.Sprintf("p cnf %s %d", strings.Fields(header)[2], clauses))
	// Output:
	// [p cnf]
	// true
}
