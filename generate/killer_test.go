package generate_test

import (
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/internal/race"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestKiller generates killer puzzles and checks them independently: no
// givens, cages that partition the grid into connected cages of at most
// five cells with distinct digits and makeable sums, a solution that
// passes Verify, and exactly one solution by brute force. Under the race
// detector it checks all but the brute-force count, which `make test`
// runs in a step of its own without the detector (see race.Enabled).
func TestKiller(t *testing.T) {
	// Brute force needs 0.1 to 7 s per killer (20 times that under
	// -race), so 3 by default, 20 with -generate.full (about 100 s).
	n := 3
	if *full {
		n = 20
	}
	for k := range n {
		seed := uint64(3000 + k)
		res, err := generate.Killer(bg, sudoku.Shape9, generate.WithSeed(seed))
		if err != nil {
			t.Fatalf("Killer(seed %d) error = %v", seed, err)
		}
		name := fmt.Sprintf("seed %d", seed)
		if race.Enabled {
			checkKillerShape(t, name, res, 5)
			continue
		}
		checkKiller(t, name, res, 5, func(g []int) brute.Problem {
			return brute.Classic(9, 3, 3, g)
		})
	}
}

// TestKillerX makes a killer-X puzzle with cages of up to four cells and
// checks it with the diagonals as extra groups.
func TestKillerX(t *testing.T) {
	res, err := generate.Killer(bg, sudoku.Shape9, generate.WithSeed(1),
		generate.WithRules(rules.Diagonals()), generate.WithMaxCageSize(4))
	if err != nil {
		t.Fatalf("Killer(X) error = %v", err)
	}
	checkKiller(t, "killer-X", res, 4, func(g []int) brute.Problem {
		return brute.Classic(9, 3, 3, g).WithGroups(brute.Diagonals(9)...)
	})
}

// TestKillerTarget stops merging at 25 cages.
func TestKillerTarget(t *testing.T) {
	res, err := generate.Killer(bg, sudoku.Shape9, generate.WithSeed(5), generate.WithTarget(25))
	if err != nil {
		t.Fatalf("Killer(target 25) error = %v", err)
	}
	if len(res.Cages) != 25 {
		t.Errorf("Killer(target 25) has %d cages, want 25", len(res.Cages))
	}
	checkKiller(t, "target 25", res, 5, func(g []int) brute.Problem { return brute.Classic(9, 3, 3, g) })
}

// TestKillerDeterministic generates twice with the same seed and expects
// the same cages.
func TestKillerDeterministic(t *testing.T) {
	var got []string
	for range 2 {
		res, err := generate.Killer(bg, sudoku.Shape9, generate.WithSeed(11))
		if err != nil {
			t.Fatalf("Killer() error = %v", err)
		}
		got = append(got, fmt.Sprint(res.Cages))
	}
	if got[0] != got[1] {
		t.Errorf("Killer(seed 11) = %s, then %s; want the same", got[0], got[1])
	}
}

// TestKillerSmall makes a 4x4 and a 6x6 killer.
func TestKillerSmall(t *testing.T) {
	for _, s := range []sudoku.Shape{sudoku.Shape4, sudoku.Shape6} {
		res, err := generate.Killer(bg, s, generate.WithSeed(2))
		if err != nil {
			t.Fatalf("Killer(%v) error = %v", s, err)
		}
		checkKiller(t, s.String(), res, 5, func(g []int) brute.Problem {
			return brute.Classic(s.Size, s.BoxRows, s.BoxCols, g)
		})
	}
}

func checkKiller(t *testing.T, name string, res generate.KillerResult, maxSize int, problem func([]int) brute.Problem) {
	t.Helper()
	checkKillerShape(t, name, res, maxSize)
	s := res.Shape
	prob := problem(nil)
	prob.Allowed = killerAllowed(s.Size, s.BoxRows, s.BoxCols, res.Cages)
	sols := brute.Solutions(prob, 2)
	if len(sols) != 1 {
		t.Fatalf("%s: brute force finds %d solutions, want 1; cages %v", name, len(sols), res.Cages)
	}
	if fmt.Sprint(sols[0]) != fmt.Sprint(res.Solution.Digits()) {
		t.Errorf("%s: brute force solution %v, want %v", name, sols[0], res.Solution.Digits())
	}
}

// checkKillerShape checks all that checkKiller does but the brute-force
// count.
func checkKillerShape(t *testing.T, name string, res generate.KillerResult, maxSize int) {
	t.Helper()
	s := res.Shape
	p := res.Puzzle()
	if !p.Givens.IsZero() && p.Givens.NumGivens() != 0 {
		t.Errorf("%s: %d givens, want none", name, p.Givens.NumGivens())
	}
	m, err := p.Model()
	if err != nil {
		t.Fatalf("%s: Puzzle().Model() error = %v", name, err)
	}
	defer m.Close()
	if err := m.Verify(res.Solution); err != nil {
		t.Errorf("%s: Verify(solution) = %v", name, err)
	}
	owner := make([]int, s.NumCells())
	for k, c := range res.Cages {
		if len(c.Cells) < 1 || len(c.Cells) > maxSize {
			t.Errorf("%s: %v has %d cells, want 1..%d", name, c, len(c.Cells), maxSize)
		}
		if _, _, ok := sudoku.DigitSetBounds(s.Size, len(c.Cells), c.Sum); !ok {
			t.Errorf("%s: %v: no %d distinct digits make %d", name, c, len(c.Cells), c.Sum)
		}
		sum, seen := 0, map[int]bool{}
		for _, cell := range c.Cells {
			i := s.Index(cell)
			if owner[i] != 0 {
				t.Fatalf("%s: %v is in two cages", name, cell)
			}
			owner[i] = k + 1
			d := res.Solution.At(cell)
			if seen[d] {
				t.Errorf("%s: %v holds %d twice", name, c, d)
			}
			seen[d] = true
			sum += d
		}
		if sum != c.Sum {
			t.Errorf("%s: %v adds up to %d in the solution", name, c, sum)
		}
		// Connected: a walk from the first cell reaches every cell.
		in := map[sudoku.Cell]bool{}
		for _, cell := range c.Cells {
			in[cell] = true
		}
		reached := map[sudoku.Cell]bool{c.Cells[0]: true}
		queue := []sudoku.Cell{c.Cells[0]}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			for _, d := range []sudoku.Cell{{Row: cur.Row - 1, Col: cur.Col}, {Row: cur.Row + 1, Col: cur.Col}, {Row: cur.Row, Col: cur.Col - 1}, {Row: cur.Row, Col: cur.Col + 1}} {
				if in[d] && !reached[d] {
					reached[d] = true
					queue = append(queue, d)
				}
			}
		}
		if len(reached) != len(c.Cells) {
			t.Errorf("%s: %v is not connected", name, c)
		}
	}
	for i, o := range owner {
		if o == 0 {
			t.Errorf("%s: %v is in no cage", name, s.CellAt(i))
		}
	}
}
