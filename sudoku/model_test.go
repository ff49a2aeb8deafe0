package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

func TestSolveEmptyGrid(t *testing.T) {
	for _, s := range []sudoku.Shape{sudoku.Shape4, sudoku.Shape6, sudoku.Shape8, sudoku.Shape9, sudoku.Shape12, sudoku.Shape16, sudoku.LatinShape(7)} {
		rs := []sudoku.Rule{rules.Classic()}
		if !s.HasBoxes() {
			rs = []sudoku.Rule{rules.Latin()}
		}
		m := newModel(t, s, rs)
		sol, err := m.Solve(bg, sudoku.Grid{})
		if err != nil {
			t.Fatalf("%v: Solve(empty) error: %v", s, err)
		}
		if !sol.Filled() {
			t.Errorf("%v: Solve(empty) = %v, not filled", s, sol)
		}
		if err := m.Verify(sol); err != nil {
			t.Errorf("%v: Verify(Solve(empty)) = %v", s, err)
		}
	}
}

func TestGivensOfWrongShape(t *testing.T) {
	m := classic9(t)
	_, err := m.Solve(bg, sudoku.NewGrid(sudoku.Shape4))
	if !errors.Is(err, sudoku.ErrInvalidGrid) {
		t.Errorf("Solve(4x4 givens on 9x9 model) = %v, want ErrInvalidGrid", err)
	}
}

func TestNoSolution(t *testing.T) {
	m := newModel(t, sudoku.Shape4, []sudoku.Rule{rules.Classic()})
	g := mustParse(t, sudoku.Shape4, "12....3.........")
	if _, err := m.Solve(bg, g); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Errorf("Solve = %v, want ErrNoSolution", err)
	}
	if _, _, err := m.Unique(bg, g); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Errorf("Unique = %v, want ErrNoSolution", err)
	}
	if n, err := m.Count(bg, g, 10); err != nil || n != 0 {
		t.Errorf("Count = %d, %v, want 0, nil", n, err)
	}
	for g, err := range m.Solutions(bg, g) {
		t.Errorf("Solutions yielded %v, %v; want nothing", g, err)
	}
	// The model stays usable.
	if _, err := m.Solve(bg, sudoku.Grid{}); err != nil {
		t.Errorf("Solve after a failure: %v", err)
	}
}

func TestClosedModel(t *testing.T) {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic()})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Errorf("second Close = %v, want nil", err)
	}
	if _, err := m.Solve(bg, sudoku.Grid{}); !errors.Is(err, sudoku.ErrClosed) {
		t.Errorf("Solve after Close = %v, want ErrClosed", err)
	}
	if _, err := m.Count(bg, sudoku.Grid{}, 3); !errors.Is(err, sudoku.ErrClosed) {
		t.Errorf("Count after Close = %v, want ErrClosed", err)
	}
}

// TestCancellation checks that a hard call returns the context's error
// promptly, and that the Model then solves the next puzzle.
func TestCancellation(t *testing.T) {
	m := newModel(t, sudoku.Shape25, []sudoku.Rule{rules.Classic()})
	ctx, cancel := context.WithTimeout(bg, 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := m.Count(ctx, sudoku.Grid{}, 1e9)
	elapsed := time.Since(start)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Count(empty 25x25, 1e9) = %v, want DeadlineExceeded", err)
	}
	if elapsed > 2*time.Second {
		t.Errorf("Count returned %v after a 200ms deadline", elapsed)
	}
	done, cancel2 := context.WithCancel(bg)
	cancel2()
	if _, err := m.Solve(done, sudoku.Grid{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve(cancelled ctx) = %v, want Canceled", err)
	}
	if _, err := m.Solve(bg, sudoku.Grid{}); err != nil {
		t.Errorf("Solve after cancellation: %v", err)
	}
}

// TestWithTimeout checks that WithTimeout bounds a call, and that the next
// call answers: on a 16x16, whose compile (about 130 ms, in the first call
// that needs Z3, and again after a check cut short) leaves most of the
// second's bound to the search even under load.
func TestWithTimeout(t *testing.T) {
	m := newModel(t, sudoku.Shape16, []sudoku.Rule{rules.Classic()}, sudoku.WithTimeout(time.Second))
	_, err := m.Count(bg, sudoku.Grid{}, 1e9)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Count with WithTimeout = %v, want DeadlineExceeded", err)
	}
	if _, err := m.Solve(bg, sudoku.Grid{}); err != nil {
		t.Errorf("Solve after a timeout: %v", err)
	}
}

func TestWithSeedVaries(t *testing.T) {
	seen := make(map[string]bool)
	for seed := uint32(1); seed <= 6; seed++ {
		m := classic9(t, sudoku.WithSeed(seed), sudoku.WithParam("sat.phase", "random"))
		g, err := m.Solve(bg, sudoku.Grid{})
		if err != nil {
			t.Fatal(err)
		}
		seen[g.String()] = true
	}
	if len(seen) < 2 {
		t.Errorf("6 seeds gave %d distinct grids, want several", len(seen))
	}
}

func TestBadParam(t *testing.T) {
	_, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic()}, sudoku.WithParam("no_such_param", 3))
	if err == nil {
		t.Error("New with an unknown Z3 parameter succeeded")
	}
}

// TestConcurrentCalls shares one Model between goroutines: calls are
// serialised and every answer stays right.
func TestConcurrentCalls(t *testing.T) {
	m := classic9(t)
	puzzles := readPuzzles(t, "corpora/top95.txt")[:16]
	var wg sync.WaitGroup
	for i, p := range puzzles {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sol, unique, err := m.Unique(bg, p)
			if err != nil || !unique {
				t.Errorf("top95 %d: Unique = %v, %v", i+1, unique, err)
				return
			}
			if err := m.Verify(sol); err != nil {
				t.Errorf("top95 %d: Verify: %v", i+1, err)
			}
		}()
	}
	wg.Wait()
}

// TestSolutionsReentrant uses the Model inside a Solutions loop and breaks
// early; neither disturbs the other.
func TestSolutionsReentrant(t *testing.T) {
	m := classic9(t)
	p := readPuzzles(t, "corpora/serg-sample.txt")[0]
	u := readPuzzles(t, "corpora/top95.txt")[0]
	n := 0
	for g, err := range m.Solutions(bg, p) {
		if err != nil {
			t.Fatal(err)
		}
		keepsGivens(t, p, g)
		if _, unique, err := m.Unique(bg, u); err != nil || !unique {
			t.Fatalf("Unique inside Solutions = %v, %v", unique, err)
		}
		if n++; n == 5 {
			break
		}
	}
	want := bruteCount(p, 0)
	got, err := m.Count(bg, p, 5000)
	if err != nil || got != want {
		t.Errorf("Count after Solutions = %d, %v, want %d", got, err, want)
	}
}

// sumRule is a custom rule on the escape hatch: r1c1 + r1c2 = 10 with Int
// arithmetic, which switches a OneHot model to the general solver.
type sumRule struct{}

func (sumRule) Apply(b *sudoku.Builder) error {
	x, y := b.Value(sudoku.Cell{Row: 0, Col: 0}), b.Value(sudoku.Cell{Row: 0, Col: 1})
	b.Assert(x.Add(y).Eq(b.Z3().FromInt(10)))
	return nil
}

func (sumRule) Check(g sudoku.Grid) error {
	if g.At(sudoku.Cell{Row: 0, Col: 0})+g.At(sudoku.Cell{Row: 0, Col: 1}) != 10 {
		return errors.New("r1c1 + r1c2 != 10")
	}
	return nil
}

// lessRule uses Relate: r1c1 < r1c2.
type lessRule struct{}

func (lessRule) Apply(b *sudoku.Builder) error {
	b.Relate(sudoku.Cell{Row: 0, Col: 0}, sudoku.Cell{Row: 0, Col: 1}, func(x, y int) bool { return x < y })
	return nil
}

func TestCustomRules(t *testing.T) {
	for _, enc := range encodings {
		m := newModel(t, sudoku.Shape9, []sudoku.Rule{rules.Classic(), sumRule{}, lessRule{}}, sudoku.WithEncoding(enc))
		sol, err := m.Solve(bg, sudoku.Grid{})
		if err != nil {
			t.Fatalf("%v: %v", enc, err)
		}
		if err := m.Verify(sol); err != nil {
			t.Errorf("%v: Verify(%v) = %v", enc, sol, err)
		}
		a, b := sol.At(sudoku.Cell{Row: 0, Col: 0}), sol.At(sudoku.Cell{Row: 0, Col: 1})
		if a+b != 10 || a >= b {
			t.Errorf("%v: r1c1, r1c2 = %d, %d", enc, a, b)
		}
	}
}

func TestTableRule(t *testing.T) {
	table := tableRule{cells: sudoku.MustCells("r1c1 r2c2 r3c3"), tuples: [][]int{{1, 2, 3}, {4, 4, 4}}}
	for _, enc := range encodings {
		m := newModel(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), table}, sudoku.WithEncoding(enc))
		n, err := m.Count(bg, sudoku.Grid{}, 1000)
		if err != nil {
			t.Fatal(err)
		}
		// r1c1, r2c2 share a box, so (4,4,4) is impossible; count by brute force.
		want := 0
		full := newModel(t, sudoku.Shape4, []sudoku.Rule{rules.Classic()})
		for g, err := range full.Solutions(bg, sudoku.Grid{}) {
			if err != nil {
				t.Fatal(err)
			}
			if g.At(sudoku.Cell{Row: 0, Col: 0}) == 1 && g.At(sudoku.Cell{Row: 1, Col: 1}) == 2 && g.At(sudoku.Cell{Row: 2, Col: 2}) == 3 {
				want++
			}
		}
		if n != want || want == 0 {
			t.Errorf("%v: Count with table = %d, want %d", enc, n, want)
		}
	}
}

type tableRule struct {
	cells  []sudoku.Cell
	tuples [][]int
}

func (r tableRule) Apply(b *sudoku.Builder) error { b.Table(r.cells, r.tuples); return nil }

// TestMaximizeLatinSquare checks Maximize and Minimize against the best
// Latin square found by brute force. Every encoding solves order 4 (576
// squares); one-hot also solves order 5 (161,280 squares), which takes the
// arithmetic encodings' optimisers seconds to a minute under the race
// detector for no more coverage.
func TestMaximizeLatinSquare(t *testing.T) {
	reward := [5][5][5]int{
		{{1, 0, 4, 3, 3}, {1, 10, 8, 1, 9}, {0, 0, 1, 3, 3}, {9, 0, 8, 3, 10}, {6, 3, 7, 9, 4}},
		{{2, 6, 5, 4, 2}, {5, 1, 1, 6, 1}, {5, 9, 4, 0, 7}, {1, 6, 1, 8, 4}, {9, 5, 9, 3, 1}},
		{{10, 3, 4, 1, 3}, {6, 4, 7, 10, 5}, {5, 5, 3, 10, 4}, {10, 1, 9, 10, 2}, {3, 2, 7, 6, 4}},
		{{8, 3, 10, 5, 0}, {0, 5, 6, 4, 1}, {9, 5, 3, 10, 7}, {10, 7, 2, 4, 2}, {8, 8, 4, 9, 6}},
		{{6, 5, 3, 2, 8}, {1, 0, 1, 2, 10}, {10, 6, 9, 1, 6}, {9, 7, 8, 4, 8}, {10, 1, 10, 8, 4}},
	}
	weight := func(c sudoku.Cell, d int) int { return reward[c.Row][c.Col][d-1] }
	diagonal := func(c sudoku.Cell, d int) int {
		if c.Row == c.Col {
			return d
		}
		return 0
	}
	for _, tt := range []struct {
		n    int
		encs []sudoku.Encoding
	}{
		{4, encodings},
		{5, []sudoku.Encoding{sudoku.OneHot}},
	} {
		shape := sudoku.LatinShape(tt.n)
		best, worst := latinExtremes(tt.n, weight, 1), -latinExtremes(tt.n, diagonal, -1)
		corner := latinExtremes(tt.n, func(c sudoku.Cell, d int) int {
			if c == (sudoku.Cell{}) && d != tt.n {
				return 1000 // r1c1 is given as n
			}
			return diagonal(c, d)
		}, -1)
		for _, enc := range tt.encs {
			name := fmt.Sprintf("%dx%d %v", tt.n, tt.n, enc)
			m := newModel(t, shape, []sudoku.Rule{rules.Latin()}, sudoku.WithEncoding(enc))
			g, got, err := m.Maximize(bg, sudoku.Grid{}, weight)
			if err != nil {
				t.Fatalf("%s: Maximize: %v", name, err)
			}
			if got != best {
				t.Errorf("%s: Maximize = %d, want %d (brute force)", name, got, best)
			}
			if err := m.Verify(g); err != nil {
				t.Errorf("%s: Verify: %v", name, err)
			}
			if total := gridWeight(g, weight); total != best {
				t.Errorf("%s: the square's reward is %d, want %d", name, total, best)
			}
			_, low, err := m.Minimize(bg, sudoku.Grid{}, diagonal)
			if err != nil || low != worst {
				t.Errorf("%s: Minimize(diagonal) = %d, %v, want %d", name, low, err, worst)
			}
			givens := sudoku.NewGrid(shape)
			givens.Set(sudoku.Cell{}, tt.n)
			g, low, err = m.Minimize(bg, givens, diagonal)
			if err != nil || low != -corner || g.At(sudoku.Cell{}) != tt.n {
				t.Errorf("%s: Minimize(diagonal, r1c1=%d) = %v, %d, %v, want r1c1=%d and %d", name, tt.n, g, low, err, tt.n, -corner)
			}
		}
	}
}

// latinExtremes returns, over every Latin square of order n, the largest
// total of sign*w, by brute force.
func latinExtremes(n int, w sudoku.Weights, sign int) int {
	var rows, cols [5]int // bit d-1: digit d used
	best, first := 0, true
	var walk func(i, total int)
	walk = func(i, total int) {
		if i == n*n {
			if first || total > best {
				best, first = total, false
			}
			return
		}
		r, c := i/n, i%n
		for d := 1; d <= n; d++ {
			bit := 1 << (d - 1)
			if rows[r]&bit != 0 || cols[c]&bit != 0 {
				continue
			}
			rows[r] |= bit
			cols[c] |= bit
			walk(i+1, total+sign*w(sudoku.Cell{Row: r, Col: c}, d))
			rows[r] &^= bit
			cols[c] &^= bit
		}
	}
	walk(0, 0)
	return best
}

// gridWeight is the total of w over g's cells.
func gridWeight(g sudoku.Grid, w sudoku.Weights) int {
	total, n := 0, g.Shape().Size
	for i, d := range g.Digits() {
		total += w(sudoku.Cell{Row: i / n, Col: i % n}, d)
	}
	return total
}

func TestBuilderEscapeHatch(t *testing.T) {
	var ctx *z3.Context
	probe := badRule(func(b *sudoku.Builder) {
		ctx = b.Z3()
		if b.Shape() != sudoku.Shape4 || b.Encoding() != sudoku.OneHot {
			b.Fail(errors.New("wrong shape or encoding"))
		}
		b.Assert(b.Digit(sudoku.Cell{Row: 3, Col: 3}, 4))
	})
	m := newModel(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), probe})
	if ctx == nil {
		t.Fatal("Z3() returned nil")
	}
	g, err := m.Solve(bg, sudoku.Grid{})
	if err != nil || g.At(sudoku.Cell{Row: 3, Col: 3}) != 4 {
		t.Errorf("Solve = %v, %v, want r4c4 = 4", g, err)
	}
}

// notDigit forbids one digit in one cell through raw Z3, which the native
// propagator does not see, and checks it natively.
type notDigit struct {
	cell sudoku.Cell
	d    int
}

func (r notDigit) Apply(b *sudoku.Builder) error {
	b.Assert(b.Digit(r.cell, r.d).Not())
	return nil
}

func (r notDigit) Check(g sudoku.Grid) error {
	if g.At(r.cell) == r.d {
		return &sudoku.ConflictError{Rule: "not digit", Cells: []sudoku.Cell{r.cell}, Msg: "holds the forbidden digit"}
	}
	return nil
}

// TestSettledGridMeetsRawRules gives all but one cell of a solution, so
// that native propagation fills the grid without Z3, under a raw rule that
// forbids the last cell's digit: the settled grid must be checked against
// the rule, not only against the constraints the propagator knows.
func TestSettledGridMeetsRawRules(t *testing.T) {
	const sol = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	givens := mustParse(t, sudoku.Shape9, "."+sol[1:])
	last := sudoku.Cell{Row: 0, Col: 0}
	free := newModel(t, sudoku.Shape9, []sudoku.Rule{rules.Classic(), notDigit{last, 4}})
	if g, err := free.Solve(bg, givens); err != nil || g.String() != sol {
		t.Errorf("Solve with r1c1 = 4 forbidden = %v, %v; want %s", g, err, sol)
	}
	banned := newModel(t, sudoku.Shape9, []sudoku.Rule{rules.Classic(), notDigit{last, 5}})
	if g, err := banned.Solve(bg, givens); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Errorf("Solve with r1c1 = 5 forbidden = %v, %v; want ErrNoSolution", g, err)
	}
	if n, err := banned.Count(bg, givens, 10); n != 0 || err != nil {
		t.Errorf("Count with r1c1 = 5 forbidden = %d, %v; want 0", n, err)
	}
}

// TestSolutionsSurviveRefresh makes enough calls inside a Solutions loop to
// pass the point where the Model swaps in a fresh solver; the iteration must
// still yield each solution exactly once.
func TestSolutionsSurviveRefresh(t *testing.T) {
	m := classic9(t)
	p := readPuzzles(t, "corpora/serg-sample.txt")[1]
	u := readPuzzles(t, "corpora/hardest1106.txt") // never settled natively: each Unique makes two checks
	seen := make(map[string]bool)
	for g, err := range m.Solutions(bg, p) {
		if err != nil {
			t.Fatal(err)
		}
		if seen[g.String()] {
			t.Fatalf("Solutions yielded %v twice", g)
		}
		seen[g.String()] = true
		if len(seen) == 1 {
			for _, q := range u[:40] {
				if _, unique, err := m.Unique(bg, q); err != nil || !unique {
					t.Fatalf("Unique inside Solutions = %v, %v", unique, err)
				}
			}
		}
	}
	if want := bruteCount(p, 0); len(seen) != want {
		t.Errorf("Solutions yielded %d grids, want %d", len(seen), want)
	}
}

// TestOptimizeSettledPuzzle optimises a puzzle whose givens force the
// solution, which native propagation settles without Z3.
func TestOptimizeSettledPuzzle(t *testing.T) {
	m := classic9(t)
	p := readPuzzles(t, "corpora/easy50.txt")[0]
	sol, err := m.Solve(bg, p)
	if err != nil {
		t.Fatal(err)
	}
	corner := func(c sudoku.Cell, d int) int {
		if c.Row == 0 && c.Col == 0 {
			return d
		}
		return 0
	}
	g, best, err := m.Maximize(bg, p, corner)
	if err != nil || !g.Equal(sol) || best != sol.At(sudoku.Cell{}) {
		t.Errorf("Maximize = %v, %d, %v; want the solution and r1c1 = %d", g, best, err, sol.At(sudoku.Cell{}))
	}
	if _, low, err := m.Minimize(bg, p, corner); err != nil || low != best {
		t.Errorf("Minimize = %d, %v; want %d: a settled puzzle has one solution", low, err, best)
	}
}
