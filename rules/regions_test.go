package rules_test

import (
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRandomGridIsValid(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, s := range []sudoku.Shape{sudoku.Shape4, sudoku.Shape6, sudoku.Shape8, sudoku.Shape9, sudoku.Shape12, sudoku.LatinShape(5)} {
		rs := rules.Latin()
		if s.HasBoxes() {
			rs = rules.Classic()
		}
		for i := 0; i < 20; i++ {
			if err := rs.Check(randomGrid(rng, s)); err != nil {
				t.Fatalf("%v: randomGrid broke %v", s, err)
			}
		}
	}
}

// scramble swaps two random cells of g, which usually breaks a rule.
func scramble(rng *rand.Rand, g sudoku.Grid) {
	n := g.Shape().Size
	a := sudoku.Cell{Row: rng.IntN(n), Col: rng.IntN(n)}
	b := sudoku.Cell{Row: rng.IntN(n), Col: rng.IntN(n)}
	da, db := g.At(a), g.At(b)
	g.Set(a, db)
	g.Set(b, da)
}

func TestClassicCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		if rng.IntN(2) == 0 {
			scramble(rng, g)
		}
		return rules.Classic()
	})
}

func TestDiagonalsCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 60, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return rules.Diagonal{Anti: rng.IntN(2) == 0}
	})
}

func TestDistinctCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 60, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		k := 2 + rng.IntN(4)
		var cells []sudoku.Cell
		for _, i := range rng.Perm(81)[:k] {
			cells = append(cells, g.Shape().CellAt(i))
		}
		return rules.Distinct{Cells: cells}
	})
}

func TestCageCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 80, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		// A run of 2-4 cells along a row, usually with the grid's own sum.
		r, c, k := rng.IntN(9), rng.IntN(6), 2+rng.IntN(3)
		var cells []sudoku.Cell
		sum := 0
		for i := 0; i < k; i++ {
			cell := sudoku.Cell{Row: r, Col: c + i}
			cells = append(cells, cell)
			sum += g.At(cell)
		}
		if rng.IntN(3) == 0 {
			sum += 1 + rng.IntN(3)
			if _, _, ok := sudoku.DigitSetBounds(9, k, sum); !ok {
				sum -= 2
			}
		}
		return rules.Cage{Sum: sum, Cells: cells}
	})
}

// TestHandCounts checks small cases whose counts are known by hand or by
// the brute-force counter.
func TestHandCounts(t *testing.T) {
	cases := []struct {
		name  string
		shape sudoku.Shape
		rules []sudoku.Rule
		want  int
	}{
		// 288 4x4 sudokus; a given cell pair in one row can be any ordered
		// pair, so a cage of r1c1+r1c2 = 3 keeps {1,2} in either order: 288/6.
		{"4x4 classic", sudoku.Shape4, []sudoku.Rule{rules.Classic()}, 288},
		{"4x4 cage 3", sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Cage{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2")}}, 48},
		// Both diagonals of a 4x4 sudoku: 48 of the 288 (by brute force).
		{"4x4 X", sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Diagonals()}, 48},
		// Latin squares of order 4: 576.
		{"latin 4", sudoku.LatinShape(4), []sudoku.Rule{rules.Latin()}, 576},
		// An extra group on the four corners of a 4x4, counted by brute force.
		{"4x4 corners", sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Distinct{Cells: sudoku.MustCells("r1c1 r1c4 r4c1 r4c4")}},
			brute.Count(brute.Classic(4, 2, 2, nil).WithGroups([]int{0, 3, 12, 15}), 0)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := countSolutions(t, tc.shape, tc.rules, "", 1000); got != tc.want {
				t.Errorf("Count = %d, want %d", got, tc.want)
			}
		})
	}
}
