package sudoku_test

import (
	"context"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestAnswersAfterInterruptedCalls alternates calls cut short by deadlines
// of 0 to 1.9 ms with calls that run to the end, on one Model per encoding,
// with the native pre-check off so that Z3 answers every call. Each
// complete call must give a valid solution that keeps the givens: under
// BitVec, a solver interrupted mid-check used to answer the next call with
// empty cells or broken rows (45 of 200 calls).
func TestAnswersAfterInterruptedCalls(t *testing.T) {
	ps := readPuzzles(t, "corpora/easy50.txt")
	for _, enc := range []sudoku.Encoding{sudoku.OneHot, sudoku.BitVec} {
		t.Run(enc.String(), func(t *testing.T) {
			m := newModel(t, sudoku.Shape9, []sudoku.Rule{rules.Classic()}, sudoku.WithEncoding(enc), sudoku.WithConflictCheck(false))
			cut := 0
			for k := 0; k < 60; k++ {
				ctx, cancel := context.WithTimeout(bg, time.Duration(k%20)*100*time.Microsecond)
				if _, err := m.Solve(ctx, ps[k%len(ps)]); err != nil {
					cut++
				}
				cancel()
				g := ps[(k+1)%len(ps)]
				sol, err := m.Solve(bg, g)
				if err != nil {
					t.Fatalf("Solve() after an interrupted call = %v", err)
				}
				keepsGivens(t, g, sol)
				if err := m.Verify(sol); err != nil {
					t.Fatalf("Verify(Solve()) after an interrupted call = %v\n%s", err, sol.Pretty())
				}
			}
			t.Logf("%d of 60 calls cut short", cut)
		})
	}
}
