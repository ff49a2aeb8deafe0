package generate

import (
	"bufio"
	"os"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func firstPuzzle(t *testing.T, name string) sudoku.Grid {
	t.Helper()
	f, err := os.Open("../sudoku/testdata/corpora/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan()
	g, err := sudoku.Parse(sc.Text())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestRateMeasuresZ3 checks that the Z3 part of the proxy tells an easy
// puzzle from one of the hardest.
func TestRateMeasuresZ3(t *testing.T) {
	rs := []sudoku.Rule{rules.Classic()}
	easy := Rate(sudoku.Shape9, rs, firstPuzzle(t, "easy50.txt"))
	hard := Rate(sudoku.Shape9, rs, firstPuzzle(t, "hardest1106.txt"))
	if !easy.SolvedBySingles() || hard.SolvedBySingles() {
		t.Errorf("SolvedBySingles: easy %v, hard %v; want true, false", easy.SolvedBySingles(), hard.SolvedBySingles())
	}
	if hard.Conflicts <= easy.Conflicts || hard.Decisions == 0 {
		t.Errorf("Z3 effort: easy %d conflicts, hard %d conflicts and %d decisions; want hard > easy", easy.Conflicts, hard.Conflicts, hard.Decisions)
	}
	t.Logf("easy: %+v; hard: %+v", easy, hard)
}
