package z3_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/z3"
)

// latinReward[i][j][v-1] is the reward for placing v at row i, column j of
// a 5×5 latin square.
var latinReward = [5][5][5]int64{
	{{1, 0, 4, 3, 3}, {1, 10, 8, 1, 9}, {0, 0, 1, 3, 3}, {9, 0, 8, 3, 10}, {6, 3, 7, 9, 4}},
	{{2, 6, 5, 4, 2}, {5, 1, 1, 6, 1}, {5, 9, 4, 0, 7}, {1, 6, 1, 8, 4}, {9, 5, 9, 3, 1}},
	{{10, 3, 4, 1, 3}, {6, 4, 7, 10, 5}, {5, 5, 3, 10, 4}, {10, 1, 9, 10, 2}, {3, 2, 7, 6, 4}},
	{{8, 3, 10, 5, 0}, {0, 5, 6, 4, 1}, {9, 5, 3, 10, 7}, {10, 7, 2, 4, 2}, {8, 8, 4, 9, 6}},
	{{6, 5, 3, 2, 8}, {1, 0, 1, 2, 10}, {10, 6, 9, 1, 6}, {9, 7, 8, 4, 8}, {10, 1, 10, 8, 4}},
}

const (
	latinN         = 5
	latinMaxReward = 178 // the unique optimum
	latinMinDiag   = 5   // all ones on the main diagonal
)

type square [latinN][latinN]int64

// isLatin returns an error unless every row and column of sq is a
// permutation of 1..n.
func (sq square) isLatin() error {
	for i := 0; i < latinN; i++ {
		var row, col [latinN + 1]bool
		for j := 0; j < latinN; j++ {
			for _, v := range []int64{sq[i][j], sq[j][i]} {
				if v < 1 || v > latinN {
					return fmt.Errorf("value %d out of range", v)
				}
			}
			if row[sq[i][j]] {
				return fmt.Errorf("row %d repeats %d", i, sq[i][j])
			}
			if col[sq[j][i]] {
				return fmt.Errorf("column %d repeats %d", i, sq[j][i])
			}
			row[sq[i][j]], col[sq[j][i]] = true, true
		}
	}
	return nil
}

func (sq square) reward() int64 {
	var sum int64
	for i := range sq {
		for j, v := range sq[i] {
			sum += latinReward[i][j][v-1]
		}
	}
	return sum
}

func (sq square) diagonal() int64 {
	var sum int64
	for i := range sq {
		sum += sq[i][i]
	}
	return sum
}

// latinBest is the sum over the cells of their best reward, an upper bound
// of the total reward.
var latinBest = func() int64 {
	var sum int64
	for i := range latinReward {
		for j := range latinReward[i] {
			sum += slices.Max(latinReward[i][j][:])
		}
	}
	return sum
}()

// regret is what placing v at (i, j) forgoes against the cell's best value.
func regret(i, j, v int) int64 {
	return slices.Max(latinReward[i][j][:]) - latinReward[i][j][v-1]
}

// A latinModel is a latin square problem in one encoding.
//
// Both encodings keep the objectives pseudo-Boolean, sums of weighted
// Booleans, which Z3 optimises as weighted MaxSAT on its SAT core. Z3 solves
// MaxSAT by finding unsatisfiable cores of the soft constraints, fast when
// the optimal cost is small. So the reward is written as latinBest minus
// the total regret (35 at the optimum), the same function of a latin square
// as Σ reward·[cell = v]. Written the latter way, the MaxSAT cost is the
// reward forgone over all 125 (cell, value) pairs, and Z3 4.8.12 runs for
// minutes; it does too with Int cells, whose objective goes to the
// arithmetic solver.
type latinModel interface {
	constraints() []z3.Bool
	// holds returns the Bool "cell (i, j) holds v".
	holds(i, j, v int) z3.Bool
	read(m *z3.Model) (square, error)
}

// latinRewardOf returns the total reward of l's square.
func latinRewardOf(ctx *z3.Context, l latinModel) z3.Int {
	return ctx.FromInt(latinBest).Sub(weighted(ctx, l, regret))
}

// latinDiagonal returns the sum of the main diagonal of l's square.
func latinDiagonal(ctx *z3.Context, l latinModel) z3.Int {
	return weighted(ctx, l, func(i, j, v int) int64 {
		if i != j {
			return 0
		}
		return int64(v)
	})
}

// weighted returns Σ weight(i, j, v)·[cell (i, j) holds v].
func weighted(ctx *z3.Context, l latinModel, weight func(i, j, v int) int64) z3.Int {
	var terms []z3.Int
	zero := ctx.FromInt(0)
	for i := 0; i < latinN; i++ {
		for j := 0; j < latinN; j++ {
			for v := 1; v <= latinN; v++ {
				if w := weight(i, j, v); w != 0 {
					terms = append(terms, z3.Ite(l.holds(i, j, v), ctx.FromInt(w), zero))
				}
			}
		}
	}
	return ctx.Sum(terms...)
}

// bvLatin has one 3-bit vector per cell, with Distinct rows and columns.
type bvLatin struct {
	ctx   *z3.Context
	cells [latinN][latinN]z3.BV
}

const cellBits = 3 // enough for 1..5

func newBVLatin(ctx *z3.Context) *bvLatin {
	l := &bvLatin{ctx: ctx}
	for i := range l.cells {
		for j := range l.cells[i] {
			l.cells[i][j] = ctx.BVConst(fmt.Sprintf("c_%d_%d", i, j), cellBits)
		}
	}
	return l
}

func (l *bvLatin) constraints() []z3.Bool {
	var bs []z3.Bool
	one, n := l.ctx.FromUint(1, cellBits), l.ctx.FromUint(latinN, cellBits)
	for i := 0; i < latinN; i++ {
		var row, col []z3.BV
		for j := 0; j < latinN; j++ {
			c := l.cells[i][j]
			bs = append(bs, c.UGE(one), c.ULE(n))
			row = append(row, l.cells[i][j])
			col = append(col, l.cells[j][i])
		}
		bs = append(bs, z3.Distinct(row...), z3.Distinct(col...))
	}
	// Redundant: five distinct values in 1..5 include each value, which
	// the SAT core, where bit-vectors end up, would otherwise rediscover
	// by a pigeonhole argument at every turn. It makes the search several
	// times faster.
	for i := 0; i < latinN; i++ {
		for v := 1; v <= latinN; v++ {
			var inRow, inCol []z3.Bool
			for j := 0; j < latinN; j++ {
				inRow = append(inRow, l.holds(i, j, v))
				inCol = append(inCol, l.holds(j, i, v))
			}
			bs = append(bs, l.ctx.Or(inRow...), l.ctx.Or(inCol...))
		}
	}
	return bs
}

func (l *bvLatin) holds(i, j, v int) z3.Bool {
	return l.cells[i][j].Eq(l.ctx.FromUint(uint64(v), cellBits))
}

func (l *bvLatin) read(m *z3.Model) (square, error) {
	var sq square
	for i := range l.cells {
		for j, c := range l.cells[i] {
			v, err := m.EvalBV(c)
			if err != nil {
				return sq, err
			}
			sq[i][j] = int64(v)
		}
	}
	return sq, nil
}

// boolLatin has one Bool per cell and value: x[i][j][v-1] says that cell
// (i, j) holds v. Exactly-one constraints are PbEq with unit coefficients.
type boolLatin struct {
	ctx *z3.Context
	x   [latinN][latinN][latinN]z3.Bool
}

func newBoolLatin(ctx *z3.Context) *boolLatin {
	l := &boolLatin{ctx: ctx}
	for i := range l.x {
		for j := range l.x[i] {
			for v := range l.x[i][j] {
				l.x[i][j][v] = ctx.BoolConst(fmt.Sprintf("x_%d_%d_%d", i, j, v+1))
			}
		}
	}
	return l
}

func (l *boolLatin) constraints() []z3.Bool {
	ones := []int{1, 1, 1, 1, 1}
	exactlyOne := func(bs []z3.Bool) z3.Bool { return l.ctx.PbEq(bs, ones, 1) }
	var bs []z3.Bool
	for a := 0; a < latinN; a++ {
		for b := 0; b < latinN; b++ {
			var cell, row, col []z3.Bool
			for c := 0; c < latinN; c++ {
				cell = append(cell, l.x[a][b][c]) // cell (a, b) holds one value
				row = append(row, l.x[a][c][b])   // row a holds value b+1 once
				col = append(col, l.x[c][a][b])   // column a holds value b+1 once
			}
			bs = append(bs, exactlyOne(cell), exactlyOne(row), exactlyOne(col))
		}
	}
	return bs
}

func (l *boolLatin) holds(i, j, v int) z3.Bool { return l.x[i][j][v-1] }

func (l *boolLatin) read(m *z3.Model) (square, error) {
	var sq square
	for i := range l.x {
		for j := range l.x[i] {
			vals, err := m.EvalBools(l.x[i][j][:])
			if err != nil {
				return sq, err
			}
			for v, on := range vals {
				if on {
					if sq[i][j] != 0 {
						return sq, fmt.Errorf("cell (%d,%d) holds %d and %d", i, j, sq[i][j], v+1)
					}
					sq[i][j] = int64(v + 1)
				}
			}
		}
	}
	return sq, nil
}

// optimizeLatin optimises objective over the latin squares of l and
// returns the optimum and the optimal square.
func optimizeLatin(t *testing.T, l latinModel, maximize bool, objective z3.Int) (int64, square) {
	t.Helper()
	ctx := objective.Context()
	opt, err := ctx.NewOptimize()
	if err != nil {
		t.Fatalf("NewOptimize() error = %v", err)
	}
	defer opt.Close()
	if err := opt.Assert(l.constraints()...); err != nil {
		t.Fatalf("Assert() error = %v", err)
	}
	var obj z3.Objective
	if maximize {
		obj, err = opt.Maximize(objective)
	} else {
		obj, err = opt.Minimize(objective)
	}
	if err != nil {
		t.Fatalf("Maximize/Minimize() error = %v", err)
	}
	r, err := opt.Check(context.Background())
	if err != nil || r != z3.Sat {
		t.Fatalf("Check() = %v, %v; want sat", r, err)
	}
	v, err := obj.Value()
	if err != nil {
		t.Fatalf("Value() error = %v", err)
	}
	m, err := opt.Model()
	if err != nil {
		t.Fatalf("Model() error = %v", err)
	}
	defer m.Close()
	sq, err := l.read(m)
	if err != nil {
		t.Fatalf("reading the square: %v", err)
	}
	if err := sq.isLatin(); err != nil {
		t.Fatalf("model %v is not a latin square: %v", sq, err)
	}
	// The objective's value in the model is the optimum.
	if got, err := m.EvalInt(objective); err != nil || got != v {
		t.Errorf("EvalInt(objective) = %d, %v; want %d", got, err, v)
	}
	return v, sq
}

// bruteLatin enumerates the 161,280 latin squares of order 5 once and
// returns the best reward, the best square, the smallest diagonal sum and
// the number of squares.
func bruteLatin() (best int64, bestSq square, minDiag int64, n int) {
	r := bruteLatinOnce()
	return r.best, r.bestSq, r.minDiag, r.n
}

type bruteResult struct {
	best, minDiag int64
	bestSq        square
	n             int
}

var bruteLatinOnce = sync.OnceValue(func() bruteResult {
	var r bruteResult
	r.best, r.bestSq, r.minDiag, r.n = enumerateLatin()
	return r
})

func enumerateLatin() (best int64, bestSq square, minDiag int64, n int) {
	best, minDiag = -1, 1<<62
	var sq square
	var rowUsed, colUsed [latinN]uint
	// place fills the cells in row-major order from cell k on, given the
	// reward and diagonal sum of the cells before it.
	var place func(k int, reward, diag int64)
	place = func(k int, reward, diag int64) {
		if k == latinN*latinN {
			n++
			if reward > best {
				best, bestSq = reward, sq
			}
			minDiag = min(minDiag, diag)
			return
		}
		i, j := k/latinN, k%latinN
		for v := 1; v <= latinN; v++ {
			bit := uint(1) << v
			if rowUsed[i]&bit != 0 || colUsed[j]&bit != 0 {
				continue
			}
			rowUsed[i] |= bit
			colUsed[j] |= bit
			sq[i][j] = int64(v)
			d := diag
			if i == j {
				d += int64(v)
			}
			place(k+1, reward+latinReward[i][j][v-1], d)
			rowUsed[i] &^= bit
			colUsed[j] &^= bit
		}
	}
	place(0, 0, 0)
	return best, bestSq, minDiag, n
}

func TestLatinSquareBruteForce(t *testing.T) {
	best, _, minDiag, n := bruteLatin()
	if n != 161280 {
		t.Errorf("latin squares of order 5 = %d, want 161280", n)
	}
	if best != latinMaxReward || minDiag != latinMinDiag {
		t.Errorf("brute force: best reward %d, min diagonal %d; want %d, %d", best, minDiag, latinMaxReward, latinMinDiag)
	}
}

func TestOptimizeLatinSquare(t *testing.T) {
	_, bestSq, _, _ := bruteLatin()
	encodings := []struct {
		name string
		new  func(ctx *z3.Context) latinModel
	}{
		{"BV cells with Distinct", func(ctx *z3.Context) latinModel { return newBVLatin(ctx) }},
		{"Bools with PbEq", func(ctx *z3.Context) latinModel { return newBoolLatin(ctx) }},
	}
	for _, enc := range encodings {
		t.Run(enc.name, func(t *testing.T) {
			ctx := newContext(t, nil)
			l := enc.new(ctx)
			got, sq := optimizeLatin(t, l, true, latinRewardOf(ctx, l))
			if got != latinMaxReward {
				t.Errorf("maximum reward = %d, want %d", got, latinMaxReward)
			}
			// Recompute the reward in Go.
			if r := sq.reward(); r != latinMaxReward {
				t.Errorf("reward of the optimal square %v = %d, want %d", sq, r, latinMaxReward)
			}
			// The optimum is unique.
			if diff := cmp.Diff(bestSq, sq); diff != "" {
				t.Errorf("optimal square mismatch (-brute force +z3):\n%s", diff)
			}

			ctx2 := newContext(t, nil)
			l2 := enc.new(ctx2)
			got, sq = optimizeLatin(t, l2, false, latinDiagonal(ctx2, l2))
			if got != latinMinDiag || sq.diagonal() != latinMinDiag {
				t.Errorf("minimum diagonal = %d (square %v), want %d", got, sq, latinMinDiag)
			}
		})
	}
}

func TestOptimize(t *testing.T) {
	bg := context.Background()
	ctx := newContext(t, nil)
	x, y := ctx.IntConst("x"), ctx.IntConst("y")
	n := ctx.FromInt

	t.Run("known optima", func(t *testing.T) {
		tests := []struct {
			name     string
			hard     []z3.Bool
			maximize bool
			obj      z3.Int
			want     int64
		}{
			{"max x, x+y≤10, y≥3", []z3.Bool{x.Add(y).LE(n(10)), y.GE(n(3)), x.GE(n(0))}, true, x, 7},
			{"min x+y, x≥2, y≥x", []z3.Bool{x.GE(n(2)), y.GE(x)}, false, x.Add(y), 4},
			{"max 3x+2y, knapsack", []z3.Bool{x.GE(n(0)), y.GE(n(0)), x.Mul(n(4)).Add(y.Mul(n(3))).LE(n(25)), x.LE(n(5))}, true, x.Mul(n(3)).Add(y.Mul(n(2))), 18},
			{"min negative", []z3.Bool{x.GE(n(-40)), x.Mod(n(7)).Eq(n(3))}, false, x, -39},
		}
		for _, tt := range tests {
			opt, err := ctx.NewOptimize()
			if err != nil {
				t.Fatal(err)
			}
			if err := opt.Assert(tt.hard...); err != nil {
				t.Fatalf("%s: Assert() error = %v", tt.name, err)
			}
			var obj z3.Objective
			if tt.maximize {
				obj, err = opt.Maximize(tt.obj)
			} else {
				obj, err = opt.Minimize(tt.obj)
			}
			if err != nil {
				t.Fatalf("%s: objective error = %v", tt.name, err)
			}
			if r, err := opt.Check(bg); err != nil || r != z3.Sat {
				t.Fatalf("%s: Check() = %v, %v; want sat", tt.name, r, err)
			}
			if v, err := obj.Value(); err != nil || v != tt.want {
				t.Errorf("%s: Value() = %d, %v; want %d", tt.name, v, err, tt.want)
			}
			m, err := opt.Model()
			if err != nil {
				t.Fatalf("%s: Model() error = %v", tt.name, err)
			}
			if v := evalInt(t, m, tt.obj); v != tt.want {
				t.Errorf("%s: objective in the model = %d, want %d", tt.name, v, tt.want)
			}
			for _, h := range tt.hard {
				if !evalBool(t, m, h) {
					t.Errorf("%s: model breaks %v", tt.name, h)
				}
			}
			m.Close()
			if err := opt.Close(); err != nil {
				t.Errorf("Close() error = %v", err)
			}
			if err := opt.Close(); err != nil {
				t.Errorf("second Close() error = %v", err)
			}
		}
	})

	t.Run("lexicographic", func(t *testing.T) {
		opt, err := ctx.NewOptimize()
		if err != nil {
			t.Fatal(err)
		}
		defer opt.Close()
		if err := opt.Assert(x.Add(y).LE(n(10)), x.GE(n(0)), y.GE(n(0)), x.LE(n(6))); err != nil {
			t.Fatal(err)
		}
		ox, err := opt.Maximize(x)
		if err != nil {
			t.Fatal(err)
		}
		oy, err := opt.Maximize(y)
		if err != nil {
			t.Fatal(err)
		}
		if r, err := opt.Check(bg); err != nil || r != z3.Sat {
			t.Fatalf("Check() = %v, %v; want sat", r, err)
		}
		vx, errx := ox.Value()
		vy, erry := oy.Value()
		if err := errors.Join(errx, erry); err != nil || vx != 6 || vy != 4 {
			t.Errorf("Value() = %d, %d, %v; want 6, 4", vx, vy, err)
		}
	})

	t.Run("assumptions and unsat", func(t *testing.T) {
		opt, err := ctx.NewOptimize()
		if err != nil {
			t.Fatal(err)
		}
		defer opt.Close()
		a := ctx.BoolConst("a")
		if err := opt.Assert(x.LE(n(10)), a.Implies(x.LE(n(3)))); err != nil {
			t.Fatal(err)
		}
		obj, err := opt.Maximize(x)
		if err != nil {
			t.Fatal(err)
		}
		if r, err := opt.Check(bg, a); err != nil || r != z3.Sat {
			t.Fatalf("Check(a) = %v, %v; want sat", r, err)
		}
		if v, err := obj.Value(); err != nil || v != 3 {
			t.Errorf("Value() under a = %d, %v; want 3", v, err)
		}
		if r, err := opt.Check(bg); err != nil || r != z3.Sat {
			t.Fatalf("Check() = %v, %v; want sat", r, err)
		}
		if v, err := obj.Value(); err != nil || v != 10 {
			t.Errorf("Value() = %d, %v; want 10", v, err)
		}
		if err := opt.Assert(x.GT(n(20))); err != nil {
			t.Fatal(err)
		}
		if r, err := opt.Check(bg); err != nil || r != z3.Unsat {
			t.Errorf("Check() = %v, %v; want unsat", r, err)
		}
	})

	t.Run("unbounded", func(t *testing.T) {
		opt, err := ctx.NewOptimize()
		if err != nil {
			t.Fatal(err)
		}
		defer opt.Close()
		if err := opt.Assert(x.GT(n(3))); err != nil {
			t.Fatal(err)
		}
		obj, err := opt.Maximize(x)
		if err != nil {
			t.Fatal(err)
		}
		if r, err := opt.Check(bg); err != nil || r != z3.Sat {
			t.Fatalf("Check() = %v, %v; want sat", r, err)
		}
		if v, err := obj.Value(); err == nil {
			t.Errorf("Value() of an unbounded objective = %d, nil; want an error", v)
		}
	})

	t.Run("closed", func(t *testing.T) {
		opt, err := ctx.NewOptimize()
		if err != nil {
			t.Fatal(err)
		}
		obj, err := opt.Minimize(x)
		if err != nil {
			t.Fatal(err)
		}
		opt.Close()
		if _, err := obj.Value(); !errors.Is(err, z3.ErrClosed) {
			t.Errorf("Value() after Close: error = %v, want ErrClosed", err)
		}
		if _, err := opt.Maximize(x); !errors.Is(err, z3.ErrClosed) {
			t.Errorf("Maximize() after Close: error = %v, want ErrClosed", err)
		}
		if err := opt.Assert(x.GT(n(1))); !errors.Is(err, z3.ErrClosed) {
			t.Errorf("Assert() after Close: error = %v, want ErrClosed", err)
		}
	})
}

func TestOptimizeAssertSoft(t *testing.T) {
	bg := context.Background()
	ctx := newContext(t, nil)
	x := ctx.IntConst("x")
	n := ctx.FromInt

	t.Run("weights", func(t *testing.T) {
		opt, err := ctx.NewOptimize()
		if err != nil {
			t.Fatal(err)
		}
		defer opt.Close()
		// Violating x > 5 costs 3; violating both x < 3 and x < 4 costs 4.
		soft := []struct {
			b z3.Bool
			w int64
		}{{x.GT(n(5)), 3}, {x.LT(n(3)), 2}, {x.LT(n(4)), 2}}
		for _, sc := range soft {
			if err := opt.AssertSoft(sc.b, sc.w, ""); err != nil {
				t.Fatalf("AssertSoft(%v, %d) error = %v", sc.b, sc.w, err)
			}
		}
		if r, err := opt.Check(bg); err != nil || r != z3.Sat {
			t.Fatalf("Check() = %v, %v; want sat", r, err)
		}
		m, err := opt.Model()
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		if v := evalInt(t, m, x); v >= 3 {
			t.Errorf("x = %d, want x < 3 (violating the cheaper soft constraint)", v)
		}
	})

	t.Run("groups are lexicographic", func(t *testing.T) {
		opt, err := ctx.NewOptimize()
		if err != nil {
			t.Fatal(err)
		}
		defer opt.Close()
		// Group "first" wins over the heavier group "second".
		if err := opt.AssertSoft(x.Eq(n(1)), 1, "first"); err != nil {
			t.Fatal(err)
		}
		if err := opt.AssertSoft(x.Eq(n(2)), 100, "second"); err != nil {
			t.Fatal(err)
		}
		if r, err := opt.Check(bg); err != nil || r != z3.Sat {
			t.Fatalf("Check() = %v, %v; want sat", r, err)
		}
		m, err := opt.Model()
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		if v := evalInt(t, m, x); v != 1 {
			t.Errorf("x = %d, want 1 (the first group decides)", v)
		}
	})

	t.Run("MaxSAT", func(t *testing.T) {
		// At most 2 of 5 Booleans, each wanted with weight i+1: the best
		// choice is the two heaviest.
		opt, err := ctx.NewOptimize()
		if err != nil {
			t.Fatal(err)
		}
		defer opt.Close()
		bs := bools(ctx, "soft", 5)
		if err := opt.Assert(ctx.AtMost(bs, 2)); err != nil {
			t.Fatal(err)
		}
		for i, b := range bs {
			if err := opt.AssertSoft(b, int64(i+1), ""); err != nil {
				t.Fatal(err)
			}
		}
		if r, err := opt.Check(bg); err != nil || r != z3.Sat {
			t.Fatalf("Check() = %v, %v; want sat", r, err)
		}
		m, err := opt.Model()
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		got, err := m.EvalBools(bs)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]bool{false, false, false, true, true}, got); diff != "" {
			t.Errorf("model mismatch (-want +got):\n%s", diff)
		}
	})
}
