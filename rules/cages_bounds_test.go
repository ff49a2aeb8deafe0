package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestCageBoundsCrossCheck: a cage of 2-4 cells along a row whose total
// is bounded below, above or both, around the grid's own total.
func TestCageBoundsCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 80, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		r, c, k := rng.IntN(9), rng.IntN(6), 2+rng.IntN(3)
		var cells []sudoku.Cell
		sum := 0
		for i := 0; i < k; i++ {
			cell := sudoku.Cell{Row: r, Col: c + i}
			cells = append(cells, cell)
			sum += g.At(cell)
		}
		off := rng.IntN(5) - 2 // the bound passes the total or not
		switch rng.IntN(3) {
		case 0:
			return rules.Cage{Max: max(sum+off, k*(k+1)/2), Cells: cells}
		case 1:
			return rules.Cage{Min: max(sum+off, 1), Cells: cells}
		}
		return rules.Cage{Min: max(sum+off, 1), Max: max(sum+off+2, k*(k+1)/2), Cells: cells}
	})
}

// TestCageBoundsCount counts 4x4 grids by hand: r1c1+r1c2 distinct in a
// row; each ordered pair keeps 288/12 = 24 grids.
func TestCageBoundsCount(t *testing.T) {
	two := sudoku.MustCells("r1c1 r1c2")
	tests := []struct {
		name string
		cage rules.Cage
		want int
	}{
		{"less than 4: {1,2}", rules.Cage{Max: 3, Cells: two}, 2 * 24},
		{"greater than 5: {2,4} {3,4}", rules.Cage{Min: 6, Cells: two}, 4 * 24},
		{"4..5: {1,3} {1,4} {2,3}", rules.Cage{Min: 4, Max: 5, Cells: two}, 6 * 24},
		{"no bound beyond reach", rules.Cage{Max: 9, Cells: two}, 12 * 24},
	}
	for _, tt := range tests {
		if got := countSolutions(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), tt.cage}, "", 1000); got != tt.want {
			t.Errorf("%s: Count = %d, want %d", tt.name, got, tt.want)
		}
	}
}

func TestCageBoundsBadRule(t *testing.T) {
	two := sudoku.MustCells("r1c1 r1c2")
	for _, c := range []rules.Cage{
		{Min: -1, Cells: two},
		{Sum: 5, Max: 6, Cells: two},
		{Max: 2, Cells: two},         // two distinct digits add up to 3 at least
		{Min: 8, Cells: two},         // 3 + 4 = 7 at most on a 4x4
		{Min: 5, Max: 4, Cells: two}, // an empty range
	} {
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), c}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New with %v = %v, want ErrBadRule", c, err)
		}
	}
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "12.. .... .... ....")
	for _, c := range []rules.Cage{{Max: 2, Cells: two}, {Min: 4, Cells: two}} {
		var ce *sudoku.ConflictError
		if err := c.Check(g); !errors.As(err, &ce) {
			t.Errorf("%v.Check(1, 2) = %v, want a conflict", c, err)
		}
	}
	if err := (rules.Cage{Min: 3, Max: 3, Cells: two}).Check(g); err != nil {
		t.Errorf("Check(1, 2) with 3..3 = %v, want nil", err)
	}
	if got, want := (rules.Cage{Max: 9, Cells: two}).String(), "killer cage at r1c1 (sum < 10)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
