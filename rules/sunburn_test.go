package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// sunHolds reports, by the rule's statement, whether the digit at c on
// the filled grid g counts its smaller neighbours.
func sunHolds(g sudoku.Grid, c sudoku.Cell) bool {
	n, smaller := g.Shape().Size, 0
	for r := c.Row - 1; r <= c.Row+1; r++ {
		for col := c.Col - 1; col <= c.Col+1; col++ {
			if (r != c.Row || col != c.Col) && r >= 0 && col >= 0 && r < n && col < n && g.At(sudoku.Cell{Row: r, Col: col}) < g.At(c) {
				smaller++
			}
		}
	}
	return smaller == g.At(c)
}

// sunburnGen makes suns that hold on about half the trials: on half,
// cells whose digit counts its smaller neighbours on g; otherwise any.
func sunburnGen(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	keep := cellAny
	if rng.IntN(2) == 0 {
		keep = func(c sudoku.Cell) bool { return sunHolds(g, c) }
	}
	cells := cellPick(rng, g, 1+rng.IntN(3), keep)
	if len(cells) == 0 {
		cells = cellPick(rng, g, 1, cellAny)
	}
	return rules.Sunburn{Cells: cells}
}

func TestSunburnCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, sunburnGen)
}

func TestSunburnCheck(t *testing.T) {
	// Michael Lefkowitz's "Clear Skies", solved.
	g, err := sudoku.ParseGrid(sudoku.Shape4, "3421 1243 2314 4132")
	if err != nil {
		t.Fatal(err)
	}
	cs := sudoku.MustCells
	tests := []struct {
		name  string
		cells []sudoku.Cell
		want  []sudoku.Cell // the conflict's cells; nil: none
	}{
		{"the puzzle's suns", cs("r2c2 r2c4 r3c4"), nil},
		{"a 4 on an edge with four smaller", cs("r1c2"), nil},
		{"a 2 in a corner with one smaller", cs("r4c4"), cs("r4c4 r3c3")},
		{"a 1 never", cs("r2c1"), cs("r2c1")},
		{"a 4 with six smaller", cs("r2c3"), cs("r2c3 r1c3 r1c4 r2c2 r2c4 r3c2 r3c3")},
		{"the first broken sun", cs("r2c2 r2c1 r4c4"), cs("r2c1")},
	}
	for _, tc := range tests {
		err := rules.Sunburn{Cells: tc.cells}.Check(g)
		checkConflict(t, tc.name, err, tc.want)
	}
}

func TestSunburnPartial(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "3... 1... .... ....")
	if err != nil {
		t.Fatal(err)
	}
	cs := sudoku.MustCells
	// A 3 on r1c1 with one smaller neighbour and two empty: it may hold.
	if err := (rules.Sunburn{Cells: cs("r1c1")}).Check(g); err != nil {
		t.Errorf("Check of a partial grid = %v, want nil", err)
	}
	g.Set(cs("r1c2")[0], 4)
	// One smaller and one empty neighbour cannot make three.
	if err := (rules.Sunburn{Cells: cs("r1c1")}).Check(g); err == nil {
		t.Errorf("Check of a 3 with at most two smaller neighbours = nil, want a conflict")
	}
}

// sunburnBrute states suns for the brute-force search: once the last of
// a sun's cells and neighbours is placed, the sun's digit is the number of
// its neighbours holding smaller digits.
func sunburnBrute(p brute.Problem, suns []sudoku.Cell) brute.Problem {
	n := p.Size
	p.Allowed = func(g []int, i, d int) bool {
		at := func(j int) int {
			if j == i {
				return d
			}
			return g[j]
		}
		for _, s := range suns {
			sun := s.Row*n + s.Col
			var nbs []int
			for r := s.Row - 1; r <= s.Row+1; r++ {
				for c := s.Col - 1; c <= s.Col+1; c++ {
					if (r != s.Row || c != s.Col) && r >= 0 && c >= 0 && r < n && c < n {
						nbs = append(nbs, r*n+c)
					}
				}
			}
			all := append([]int{sun}, nbs...)
			mine, full := false, true
			for _, j := range all {
				mine = mine || j == i
				full = full && at(j) != 0
			}
			if !mine || !full {
				continue
			}
			smaller := 0
			for _, j := range nbs {
				if at(j) < at(sun) {
					smaller++
				}
			}
			if smaller != at(sun) {
				return false
			}
		}
		return true
	}
	return p
}

func TestSunburnSolve(t *testing.T) {
	cs := sudoku.MustCells
	tests := []struct {
		name   string
		shape  sudoku.Shape
		suns   []sudoku.Cell
		givens string
		none   bool // no solution: a corner sun on a 4x4 sees only its box
	}{
		// Michael Lefkowitz's "Clear Skies": three suns, no givens.
		{"clear skies", sudoku.Shape4, cs("r2c2 r2c4 r3c4"), "", false},
		{"one sun", sudoku.Shape4, cs("r2c2"), "", false},
		{"corner suns", sudoku.Shape4, cs("r1c1 r4c4"), "", true},
		{"edge suns", sudoku.Shape4, cs("r1c2 r3c4"), "", false},
		{"6x6 suns", sudoku.Shape6, cs("r2c5 r3c2 r4c4 r4c5"), "1....2 ...... ...3.. .1.... ...... 5....1", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var givens []int
			if tc.givens != "" {
				g, err := sudoku.ParseGrid(tc.shape, tc.givens)
				if err != nil {
					t.Fatal(err)
				}
				givens = g.Digits()
			}
			want := brute.Count(sunburnBrute(brute.Classic(tc.shape.Size, tc.shape.BoxRows, tc.shape.BoxCols, givens), tc.suns), 0)
			if (want == 0) != tc.none {
				t.Fatalf("the brute force finds %d solutions, want none: %v", want, tc.none)
			}
			rs := []sudoku.Rule{rules.Classic(), rules.Sunburn{Cells: tc.suns}}
			if got := countSolutions(t, tc.shape, rs, tc.givens, want+1); got != want {
				t.Errorf("Count = %d, brute force %d", got, want)
			}
		})
	}
	// Clear Skies has one solution.
	if n := brute.Count(sunburnBrute(brute.Classic(4, 2, 2, nil), cs("r2c2 r2c4 r3c4")), 0); n != 1 {
		t.Errorf("brute-force count of Clear Skies = %d, want 1", n)
	}
}

func TestSunburnBadRule(t *testing.T) {
	for _, r := range []rules.Sunburn{
		{},
		{Cells: sudoku.MustCells("r1c1 r1c1")},
		{Cells: []sudoku.Cell{{Row: 4, Col: 0}}},
		{Cells: []sudoku.Cell{{Row: 0, Col: -1}}},
	} {
		if err := r.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Validate = %v, want ErrBadRule", r, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New with %v = %v, want ErrBadRule", r, err)
		}
		if err := r.Check(sudoku.NewGrid(sudoku.Shape4)); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Check = %v, want ErrBadRule", r, err)
		}
	}
}
