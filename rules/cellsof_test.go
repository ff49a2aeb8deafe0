package rules_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestCellsOnShape checks the values whose cells depend on the grid: each
// has the same method, Cells(sudoku.Shape).
func TestCellsOnShape(t *testing.T) {
	type cellsOnShape interface {
		Cells(sudoku.Shape) []sudoku.Cell
	}
	s4 := sudoku.Shape4
	for _, tc := range []struct {
		name string
		v    cellsOnShape
		want string
	}{
		{"diagonal", rules.Diagonal{}, "r1c1 r2c2 r3c3 r4c4"},
		{"anti-diagonal", rules.Diagonal{Anti: true}, "r1c4 r2c3 r3c2 r4c1"},
		{"row", rules.Row(1), "r2c1 r2c2 r2c3 r2c4"},
		{"little killer", rules.LittleKiller{Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.DownRight}, "r1c2 r2c3 r3c4"},
	} {
		if diff := cmp.Diff(sudoku.MustCells(tc.want), tc.v.Cells(s4)); diff != "" {
			t.Errorf("%s: Cells(4x4) mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}
