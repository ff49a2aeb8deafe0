package generate_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestSolutionVaried draws classic solutions from many seeds: each is
// valid, and no two are the same grid, even with the digits relabelled.
func TestSolutionVaried(t *testing.T) {
	m := newModel(t, rules.Classic())
	seen := map[string]uint64{}
	for seed := range uint64(40) {
		g, err := generate.Solution(bg, m, rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatalf("Solution(seed %d) error = %v", seed, err)
		}
		if err := m.Verify(g); err != nil {
			t.Fatalf("Solution(seed %d) = %v, Verify() = %v", seed, g, err)
		}
		// Relabel the digits so that the first row reads 1 to 9.
		ds := g.Digits()
		label := make([]int, 10)
		for c := range 9 {
			label[ds[c]] = c + 1
		}
		for i := range ds {
			ds[i] = label[ds[i]]
		}
		key := fmt.Sprint(ds)
		if prev, ok := seen[key]; ok {
			t.Errorf("Solution(seed %d) is Solution(seed %d) relabelled: %v", seed, prev, g)
		}
		seen[key] = seed
	}
}

// TestSolutionVariants checks solutions of the variant rule sets against
// the independent brute-force rules: the filled grid is a solution.
func TestSolutionVariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for _, v := range variants(t) {
		m := newModel(t, v.rules...)
		for range 3 {
			g, err := generate.Solution(bg, m, rng)
			if err != nil {
				t.Fatalf("%s: Solution() error = %v", v.name, err)
			}
			if err := m.Verify(g); err != nil {
				t.Errorf("%s: Verify(%v) = %v", v.name, g, err)
			}
			if got := brute.Count(v.problem(g.Digits()), 2); got != 1 {
				t.Errorf("%s: brute force rejects %v", v.name, g)
			}
		}
	}
}

// TestSolutionDeterministic draws twice with the same seed, each time on a
// new Model.
func TestSolutionDeterministic(t *testing.T) {
	var got []sudoku.Grid
	for range 2 {
		m := newModel(t, rules.Classic(), rules.AntiKnight{})
		g, err := generate.Solution(bg, m, rand.New(rand.NewPCG(9, 9)))
		if err != nil {
			t.Fatalf("Solution() error = %v", err)
		}
		got = append(got, g)
	}
	if !got[0].Equal(got[1]) {
		t.Errorf("Solution(seed 9) = %v, then %v; want the same", got[0], got[1])
	}
}

// TestSolutionErrors covers a nil Model, a nil rng and rules with no
// solution.
func TestSolutionErrors(t *testing.T) {
	if _, err := generate.Solution(bg, nil, nil); err == nil {
		t.Errorf("Solution(nil Model) error = nil")
	}
	m := newModel(t, rules.Classic())
	if g, err := generate.Solution(bg, m, nil); err != nil || m.Verify(g) != nil {
		t.Errorf("Solution(nil rng) = %v, %v; want a valid grid", g, err)
	}
	none := newModel(t, rules.Classic(),
		rules.Cage{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2")},
		rules.Cage{Sum: 3, Cells: sudoku.MustCells("r1c3 r1c4")})
	if _, err := generate.Solution(bg, none, nil); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Errorf("Solution(no solution) error = %v, want ErrNoSolution", err)
	}
}

// TestSymmetry checks the images of a corner and a centre cell.
func TestSymmetry(t *testing.T) {
	s := sudoku.Shape9
	corner, centre := sudoku.Cell{Row: 0, Col: 1}, sudoku.Cell{Row: 4, Col: 4}
	tests := []struct {
		sym  generate.Symmetry
		name string
		want sudoku.Cell
	}{
		{generate.None, "none", corner},
		{generate.Rotate180, "rotate180", sudoku.Cell{Row: 8, Col: 7}},
		{generate.Mirror, "mirror", sudoku.Cell{Row: 0, Col: 7}},
		{generate.Diagonal, "diagonal", sudoku.Cell{Row: 1, Col: 0}},
	}
	for _, tc := range tests {
		if got := tc.sym.Image(s, corner); got != tc.want {
			t.Errorf("%v.Image(r1c2) = %v, want %v", tc.sym, got, tc.want)
		}
		if got := tc.sym.Image(s, centre); got != centre {
			t.Errorf("%v.Image(r5c5) = %v, want r5c5", tc.sym, got)
		}
		if got := tc.sym.String(); got != tc.name {
			t.Errorf("String() = %q, want %q", got, tc.name)
		}
	}
	if got := generate.Symmetry(7).String(); got != "Symmetry(7)" {
		t.Errorf("Symmetry(7).String() = %q", got)
	}
}

// TestRate rates a puzzle that singles solve and one they do not.
func TestRate(t *testing.T) {
	rs := []sudoku.Rule{rules.Classic()}
	tests := []struct {
		name, puzzle string
		want         generate.Difficulty
		singles      bool
	}{
		// Wikipedia's example puzzle: naked and hidden singles fill it.
		{"easy", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
			generate.Difficulty{Empty: 51, Singles: 51}, true},
		// Arto Inkala's "world's hardest sudoku": singles place nothing.
		{"hard", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
			generate.Difficulty{Empty: 60}, false},
	}
	for _, tc := range tests {
		g, err := sudoku.Parse(tc.puzzle)
		if err != nil {
			t.Fatalf("Parse(%s) error = %v", tc.name, err)
		}
		got := generate.Rate(sudoku.Shape9, rs, g)
		if got.Empty != tc.want.Empty || got.Singles != tc.want.Singles || got.SolvedBySingles() != tc.singles {
			t.Errorf("Rate(%s) = %+v, want Empty %d, Singles %d", tc.name, got, tc.want.Empty, tc.want.Singles)
		}
		if tc.singles && got.Rounds < 2 {
			t.Errorf("Rate(%s).Rounds = %d, want several", tc.name, got.Rounds)
		}
	}
}
