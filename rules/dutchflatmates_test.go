package rules_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// flatmateFacts states the rule on an n x n grid, one fact per cell: if
// it holds the middle digit (n+1)/2, the cell above holds 1 or the cell
// below holds n.
func flatmateFacts(n int) []lineFact {
	mid := (n + 1) / 2
	var out []lineFact
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			up, at, down := sudoku.Cell{Row: r - 1, Col: c}, sudoku.Cell{Row: r, Col: c}, sudoku.Cell{Row: r + 1, Col: c}
			cells, i := at.String(), 0
			if r > 0 {
				cells, i = up.String()+" "+cells, 1
			}
			if r < n-1 {
				cells += " " + down.String()
			}
			out = append(out, lineFact{cells, func(ds []int) bool {
				return ds[i] != mid || i == 1 && ds[0] == 1 || i+1 < len(ds) && ds[i+1] == n
			}})
		}
	}
	return out
}

func TestDutchFlatmatesCrossCheck(t *testing.T) {
	checkSolved(t, sudoku.Shape4, rules.DutchFlatmates{}, 10)
	checkSolved(t, sudoku.Shape6, rules.DutchFlatmates{}, 10)
	checkSolved(t, sudoku.Shape9, rules.DutchFlatmates{}, 5)
}

func TestDutchFlatmatesCounts(t *testing.T) {
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
	}{
		{"4x4", sudoku.Shape4, ""},
		{"6x6 with a row", sudoku.Shape6, "123456 ...... ...... ...... ...... ......"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, rules.DutchFlatmates{}, flatmateFacts(tc.shape.Size)...)
		})
	}
}

// TestDutchFlatmatesCheck checks the native verdicts on grids filled by
// hand; on 4x4 the middle digit is 2, with a 1 above or a 4 below.
func TestDutchFlatmatesCheck(t *testing.T) {
	cells := sudoku.MustCells
	cases := []struct {
		grid string
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{"1... 2... .... ....", nil},                     // a 1 above
		{"3... 2... 4... ....", nil},                     // a 4 below
		{"3... 2... 1... ....", cells("r1c1 r2c1 r3c1")}, // neither
		{".... 2... 1... ....", nil},                     // the cell above may hold 1
		{"2... 3... .... ....", cells("r1c1 r2c1")},      // the top row: only below
		{".... .... 3... 2...", cells("r3c1 r4c1")},      // the bottom row: only above
		{".... .... 1... 2...", nil},
		{"1432 2314 4123 3241", nil},
		{"1234 3412 2143 4321", cells("r3c3 r4c3")}, // column 3's 2 has a 4 above it
	}
	for i, tc := range cases {
		g, err := sudoku.ParseGrid(sudoku.Shape4, tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		checkConflict(t, fmt.Sprint(i, " ", tc.grid), rules.DutchFlatmates{}.Check(g), tc.want)
	}
}

func TestDutchFlatmatesBad(t *testing.T) {
	r := rules.DutchFlatmates{}
	if err := r.Validate(sudoku.Shape16); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("Validate(16x16) = %v, want ErrBadRule", err)
	}
	if _, err := sudoku.New(sudoku.Shape16, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("New(16x16) = %v, want ErrBadRule", err)
	}
	if err := r.Check(sudoku.NewGrid(sudoku.Shape16)); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("Check(16x16) = %v, want ErrBadRule", err)
	}
}
