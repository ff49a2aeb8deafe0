package sudoku

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// houses makes every row, column and box of the grid distinct.
type houses struct{}

func (houses) Apply(b *Builder) error {
	for _, h := range b.Shape().Houses() {
		b.Distinct(h...)
	}
	return nil
}

// TestResidual solves 9x9 puzzles on the residual solver, which only
// larger grids use by default, and compares every answer with the Model's
// own solver.
func TestResidual(t *testing.T) {
	ctx := context.Background()
	puzzles := []struct {
		grid      string
		count     int // up to 3
		solutions int // all of them, or 0 not to count
	}{
		{"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", 1, 1},  // hardest1106 1
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", 1, 0},  // top95 1
		{"8.........95.......76.........428967...573412...691583.....4196....3.748...8..235", 3, 83}, // serg, 83 solutions
		{"1................................................................................", 3, 0},  // many
	}
	for _, p := range puzzles {
		g, err := ParseGrid(Shape9, p.grid)
		if err != nil {
			t.Fatal(err)
		}
		var got [2]struct {
			count int
			cands string
			sol   string
		}
		for k, min := range []int{100, 9} {
			old := residualMin
			residualMin = min
			m, err := New(Shape9, []Rule{houses{}}, WithSeed(uint32(100+k)))
			if err != nil {
				t.Fatal(err)
			}
			n, err := m.Count(ctx, g, 3)
			if err != nil {
				t.Fatalf("residualMin %d: Count(%s) error = %v", min, p.grid, err)
			}
			got[k].count = n
			if n == 1 {
				sol, unique, err := m.Unique(ctx, g)
				if err != nil || !unique {
					t.Fatalf("residualMin %d: Unique(%s) = %v, %v", min, p.grid, unique, err)
				}
				if err := m.Verify(sol); err != nil {
					t.Fatalf("residualMin %d: Verify: %v", min, err)
				}
				got[k].sol = sol.String()
			}
			cands, err := m.Candidates(ctx, g)
			if err != nil {
				t.Fatal(err)
			}
			got[k].cands = cands.String()
			if p.solutions > 0 {
				if n := verifiedSolutions(t, m, g); n != p.solutions {
					t.Errorf("residualMin %d: Solutions(%s) yielded %d, want %d", min, p.grid, n, p.solutions)
				}
			}
			m.Close()
			background.Wait()
			residualMin = old
		}
		if diff := cmp.Diff(got[0], got[1], cmp.AllowUnexported(got[0])); diff != "" {
			t.Errorf("%s: residual solver differs (-model +residual):\n%s", p.grid, diff)
		}
		if p.count > 0 && got[1].count != p.count {
			t.Errorf("%s: Count = %d, want %d", p.grid, got[1].count, p.count)
		}
	}
}

// TestRefreshNeedsCheapCompile checks that a Model swaps in a fresh solver
// after refreshEvery checks only when its compile is cheap enough to run
// inside a call that must stop promptly.
func TestRefreshNeedsCheapCompile(t *testing.T) {
	ctx := context.Background()
	hard, err := ParseGrid(Shape9, "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3")
	if err != nil {
		t.Fatal(err)
	}
	for _, slow := range []bool{false, true} {
		m, err := New(Shape9, []Rule{houses{}}, WithConflictCheck(false))
		if err != nil {
			t.Fatal(err)
		}
		if m.compileTime <= 0 {
			t.Errorf("compile time %v, want it measured", m.compileTime)
		}
		m.compileTime = time.Millisecond // as fast as a quiet machine
		if slow {
			m.compileTime = maxRefreshCompile + 1
		}
		first, refreshed := m.solver, false
		for i := 0; i <= refreshEvery && !refreshed; i++ {
			if _, err := m.Solve(ctx, hard); err != nil {
				t.Fatal(err)
			}
			refreshed = m.solver != first
		}
		if refreshed == slow {
			t.Errorf("compile %v: refreshed = %v after %d checks, want %v", m.compileTime, refreshed, refreshEvery+1, !slow)
		}
		m.Close()
	}
}

// verifiedSolutions counts the solutions Solutions yields for g, and fails
// the test on an error or on a solution that breaks a rule.
func verifiedSolutions(t *testing.T, m *Model, g Grid) int {
	t.Helper()
	n := 0
	for s, err := range m.Solutions(context.Background(), g) {
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Verify(s); err != nil {
			t.Fatal(err)
		}
		n++
	}
	return n
}

// TestResidualFreedAfterEachCall checks that every kind of call frees the
// residual it solved on when it returns, not when the garbage collector
// finds it: a call's deferred cleanup once took its cancel function before
// the residual was attached, and a 36x36 Solve cut short kept 447 MB.
func TestResidualFreedAfterEachCall(t *testing.T) {
	ctx := context.Background()
	old := residualMin
	residualMin = 9
	defer func() {
		background.Wait()
		residualMin = old
	}()
	g, err := ParseGrid(Shape9, "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	calls := []struct {
		name string
		run  func() error
	}{
		{"Solve", func() error { _, err := m.Solve(ctx, g); return err }},
		{"Unique", func() error { _, _, err := m.Unique(ctx, g); return err }},
		{"Count", func() error { _, err := m.Count(ctx, g, 2); return err }},
		{"Candidates", func() error { _, err := m.Candidates(ctx, g); return err }},
		{"Solutions", func() error {
			for _, err := range m.Solutions(ctx, g) {
				if err != nil {
					return err
				}
			}
			return nil
		}},
		{"Solve cut short", func() error {
			short, cancel := context.WithTimeout(ctx, time.Millisecond)
			defer cancel()
			m.Solve(short, g)
			return nil
		}},
	}
	// No native search: every call goes to a residual.
	withBudget(0, 0, func() {
		for _, tc := range calls {
			before := liveResiduals.Load()
			if err := tc.run(); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			background.Wait()
			if n := liveResiduals.Load(); n != before {
				t.Errorf("%s: %d residuals live after the call returned, want %d", tc.name, n, before)
			}
		}
	})
	if made := liveResiduals.Load(); made != 0 {
		t.Errorf("%d residuals live at the end", made)
	}
}
