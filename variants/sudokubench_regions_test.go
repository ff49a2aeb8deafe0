package variants_test

import (
	"testing"

	"github.com/z3sudoku/z3sudoku/variants"
)

// benchByID returns the Sudoku-Bench challenge puzzle with the given id.
func benchByID(t *testing.T, id string) benchPuzzle {
	t.Helper()
	for _, bp := range loadSudokuBench(t) {
		if bp.ID == id {
			return bp
		}
	}
	t.Fatalf("no Sudoku-Bench puzzle %s", id)
	return benchPuzzle{}
}

// TestSudokuBenchDrawnRegions reads real puzzles whose drawing carries
// part of their rules: irregular regions drawn as hidden cages with
// border lines and fills (Sudoku Maker's jigsaw), and solves each to its
// published solution.
func TestSudokuBenchDrawnRegions(t *testing.T) {
	tests := []struct {
		id      string
		binding string // a family that must be bound
	}{
		{"sxsm_LMDemasi_f1d80ad67adb65d7e895c896331d3a09", "jigsaw regions"},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			bp := benchByID(t, tt.id)
			p, bound, err := variants.ParseLinkBindings(bp.Encoded)
			if err != nil {
				t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
			}
			found := false
			for _, b := range bound {
				found = found || b.Family == tt.binding
			}
			if !found {
				t.Errorf("bindings = %v, want one to %s", bound, tt.binding)
			}
			if verdict := benchSolve(p, bp); verdict != "" {
				t.Errorf("solve: %s", verdict)
			}
		})
	}
}
