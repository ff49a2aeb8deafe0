package sudoku_test

import (
	"errors"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestCandidatesAreUnionOfSolutions compares Candidates with the union of
// all brute-force solutions, on puzzles with 2 to 50 solutions.
func TestCandidatesAreUnionOfSolutions(t *testing.T) {
	m := classic9(t)
	tested := 0
	for i, p := range readPuzzles(t, "corpora/serg-sample.txt") {
		s := p.Shape()
		sols := brute.Solutions(brute.Classic(s.Size, s.BoxRows, s.BoxCols, digitsOf(p)), 51)
		if len(sols) < 2 || len(sols) > 50 {
			continue
		}
		tested++
		want := make([]uint64, s.NumCells())
		for _, sol := range sols {
			for k, d := range sol {
				want[k] |= 1 << d
			}
		}
		got, err := m.Candidates(bg, p)
		if err != nil {
			t.Fatalf("serg %d: Candidates: %v", i+1, err)
		}
		for k := range want {
			c := s.CellAt(k)
			var mask uint64
			for _, d := range got.Digits(c) {
				mask |= 1 << d
			}
			if mask != want[k] {
				t.Fatalf("serg %d: Candidates at %s = %v, want mask %b", i+1, c, got.Digits(c), want[k])
			}
		}
		if tested == 8 && !*sergAll {
			break
		}
	}
	if tested == 0 {
		t.Fatal("no serg puzzle with 2 to 50 solutions in the sample")
	}
}

func TestCandidatesUniquePuzzle(t *testing.T) {
	m := classic9(t)
	p := readPuzzles(t, "corpora/top95.txt")[0]
	sol, err := m.Solve(bg, p)
	if err != nil {
		t.Fatal(err)
	}
	c, err := m.Candidates(bg, p)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Grid().Equal(sol) {
		t.Errorf("Candidates of a unique puzzle = \n%v, want the solution %v", c, sol)
	}
}

func TestCandidatesNoSolution(t *testing.T) {
	m := newModel(t, sudoku.Shape4, []sudoku.Rule{rules.Classic()})
	// No two givens conflict, yet r2c1 and r2c2 must both be 4: the box
	// holds 1 and 2, and row 2 holds 3.
	g := mustParse(t, sudoku.Shape4, "12....3.........")
	if _, err := m.Candidates(bg, g); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Errorf("Candidates of an unsolvable puzzle: err = %v, want ErrNoSolution", err)
	}
}
