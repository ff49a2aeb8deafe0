package rules_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

var bg = context.Background()

var allEncodings = []sudoku.Encoding{sudoku.OneHot, sudoku.Int, sudoku.BitVec}

// randomGrid returns a random valid filled grid of shape s: a pattern grid
// with its digits relabelled and its rows, columns, bands and stacks
// shuffled, which keeps rows, columns and boxes (or a latin square's rows
// and columns) distinct.
func randomGrid(rng *rand.Rand, s sudoku.Shape) sudoku.Grid {
	n := s.Size
	br, bc := s.BoxRows, s.BoxCols
	if !s.HasBoxes() {
		br, bc = 1, n // a latin square: any row and column order works
	}
	digit := func(r, c int) int {
		if !s.HasBoxes() {
			return (r+c)%n + 1
		}
		return (r*bc+r/br+c)%n + 1
	}
	// rows: shuffle the bands of br rows, and the rows inside each band.
	rows := shuffleGroups(rng, n, br)
	cols := shuffleGroups(rng, n, bc)
	if !s.HasBoxes() {
		rows, cols = rng.Perm(n), rng.Perm(n)
	}
	relabel := rng.Perm(n)
	g := sudoku.NewGrid(s)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			g.Set(sudoku.Cell{Row: r, Col: c}, relabel[digit(rows[r], cols[c])-1]+1)
		}
	}
	return g
}

// shuffleGroups returns a permutation of 0..n-1 that moves whole groups of
// k consecutive indices and shuffles inside each group.
func shuffleGroups(rng *rand.Rand, n, k int) []int {
	out := make([]int, 0, n)
	for _, grp := range rng.Perm(n / k) {
		for _, i := range rng.Perm(k) {
			out = append(out, grp*k+i)
		}
	}
	return out
}

// z3Verdict reports whether Z3 accepts the filled grid g under rule alone,
// by solving with every cell given and the native conflict check off.
func z3Verdict(t testing.TB, rule sudoku.Rule, g sudoku.Grid, enc sudoku.Encoding) bool {
	t.Helper()
	m, err := sudoku.New(g.Shape(), []sudoku.Rule{rule}, sudoku.WithEncoding(enc), sudoku.WithConflictCheck(false))
	if err != nil {
		t.Fatalf("New(%v): %v", rule, err)
	}
	defer m.Close()
	_, err = m.Solve(bg, g)
	switch {
	case err == nil:
		return true
	case errors.Is(err, sudoku.ErrNoSolution):
		return false
	}
	t.Fatalf("Solve(%v) with %v: %v", g, rule, err)
	return false
}

// crossCheck builds trials random rule instances on random grids of shape
// s and checks that Z3's verdict on each grid equals the rule's native
// Check, under every encoding (the SMT encodings on every fourth trial,
// as they are slower). gen may look at the grid to make instances that hold
// on it, so both verdicts occur; crossCheck fails if only one does.
func crossCheck(t *testing.T, s sudoku.Shape, trials int, gen func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, uint64(trials)))
	var holds, breaks int
	for i := 0; i < trials; i++ {
		g := randomGrid(rng, s)
		rule := gen(rng, g)
		checker, ok := rule.(sudoku.Checker)
		if !ok {
			t.Fatalf("%v has no native Check", rule)
		}
		native := checker.Check(g) == nil
		if native {
			holds++
		} else {
			breaks++
		}
		for _, enc := range allEncodings {
			if enc != sudoku.OneHot && i%4 != 0 {
				continue
			}
			if got := z3Verdict(t, rule, g, enc); got != native {
				t.Fatalf("trial %d: %v on\n%s\nZ3 (%v) says %v, native Check says %v (%v)",
					i, rule, g.Pretty(), enc, got, native, checker.Check(g))
			}
		}
	}
	if holds == 0 || breaks == 0 {
		t.Errorf("%d trials: the rule held %d times and broke %d times; want both", trials, holds, breaks)
	}
}

// countSolutions counts the solutions of givens (a grid text, "" for none)
// under rs, up to limit, with both engines and every encoding, failing if
// they disagree: OneHot with the native propagation and search first
// (which settle most small cases alone), OneHot with Z3 alone, and the
// Int and BitVec encodings, which only Z3 solves.
func countSolutions(t *testing.T, s sudoku.Shape, rs []sudoku.Rule, givens string, limit int) int {
	t.Helper()
	var g sudoku.Grid
	if givens != "" {
		var err error
		if g, err = sudoku.ParseGrid(s, givens); err != nil {
			t.Fatal(err)
		}
	}
	type config struct {
		name string
		opts []sudoku.Option
	}
	configs := []config{{"onehot, native first", nil}, {"onehot, Z3 alone", []sudoku.Option{sudoku.WithConflictCheck(false)}}}
	for _, enc := range allEncodings[1:] {
		configs = append(configs, config{enc.String(), []sudoku.Option{sudoku.WithEncoding(enc)}})
	}
	first := -1
	for _, c := range configs {
		m, err := sudoku.New(s, rs, c.opts...)
		if err != nil {
			t.Fatalf("New: %v", err)
		}
		n, err := m.Count(bg, g, limit)
		m.Close()
		if err != nil {
			t.Fatalf("Count(%s): %v", c.name, err)
		}
		if first >= 0 && n != first {
			t.Fatalf("Count = %d under %s, %d under onehot, native first", n, c.name, first)
		}
		first = n
	}
	return first
}

// checkConflict checks the error of a Check: nil when want is nil, else a
// *sudoku.ConflictError naming the cells of want.
func checkConflict(t *testing.T, what string, err error, want []sudoku.Cell) {
	t.Helper()
	var ce *sudoku.ConflictError
	var got []sudoku.Cell
	if errors.As(err, &ce) {
		got = ce.Cells
	} else if err != nil {
		t.Errorf("%s: Check = %v, want a conflict or nil", what, err)
		return
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s: Check = %v, conflict cells (-want +got):\n%s", what, err, d)
	}
}

// checkConflictError checks the error of a Check against the whole
// conflict it must be: nil when want is nil.
func checkConflictError(t *testing.T, what string, err error, want *sudoku.ConflictError) {
	t.Helper()
	if want == nil {
		if err != nil {
			t.Errorf("%s: Check = %v, want nil", what, err)
		}
		return
	}
	var ce *sudoku.ConflictError
	if !errors.As(err, &ce) {
		t.Errorf("%s: Check = %v, want a conflict", what, err)
		return
	}
	if d := cmp.Diff(want, ce); d != "" {
		t.Errorf("%s: Check (-want +got):\n%s", what, d)
	}
}

// checkLineCount checks that rule, with the classic rules, gives givens
// ("" for none) on s as many solutions as plain backtracking counts under
// the independent statements facts; the case must have 1 to 299.
func checkLineCount(t *testing.T, s sudoku.Shape, givens string, rule sudoku.Rule, facts ...lineFact) {
	t.Helper()
	want := lineBruteCount(t, s, givens, facts...)
	if want == 0 || want >= 300 {
		t.Fatalf("brute count %d: pick a case with 1 to 299 solutions", want)
	}
	if got := countSolutions(t, s, []sudoku.Rule{rules.Classic(), rule}, givens, 1000); got != want {
		t.Errorf("Count = %d, want %d", got, want)
	}
}

// checkSolved cross-checks a rule that random grids almost always break:
// the first k solutions Z3 finds on s under the classic rules and rule,
// and k random grids of s. Z3's verdict on each grid alone must equal the
// native Check, every solution must pass it, and some random grid must
// break it.
func checkSolved(t *testing.T, s sudoku.Shape, rule sudoku.Rule, k int) {
	t.Helper()
	checker := rule.(sudoku.Checker)
	m, err := sudoku.New(s, []sudoku.Rule{rules.Classic(), rule})
	if err != nil {
		t.Fatalf("New(%v): %v", rule, err)
	}
	var grids []sudoku.Grid
	for g, err := range m.Solutions(bg, sudoku.Grid{}) {
		if err != nil {
			t.Fatalf("Solutions(%v): %v", rule, err)
		}
		if err := checker.Check(g); err != nil {
			t.Errorf("%v: a Z3 solution fails Check: %v\n%s", rule, err, g.Pretty())
		}
		if grids = append(grids, g); len(grids) == k {
			break
		}
	}
	m.Close()
	if len(grids) == 0 {
		t.Fatalf("%v on %v: no solution", rule, s)
	}
	rng := rand.New(rand.NewPCG(2, uint64(k)))
	breaks := 0
	for i := 0; i < k; i++ {
		g := randomGrid(rng, s)
		if checker.Check(g) != nil {
			breaks++
		}
		grids = append(grids, g)
	}
	if breaks == 0 {
		t.Errorf("%v: no random grid of %v breaks the rule", rule, s)
	}
	for i, g := range grids {
		native := checker.Check(g) == nil
		if got := z3Verdict(t, rule, g, sudoku.OneHot); got != native {
			t.Fatalf("grid %d: %v on\n%s\nZ3 says %v, native Check says %v (%v)", i, rule, g.Pretty(), got, native, checker.Check(g))
		}
	}
}
