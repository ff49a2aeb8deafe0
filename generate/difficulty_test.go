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

// knightRule states anti-knight with Relate, as a custom rule of a type
// Rate has never heard of would.
type knightRule struct{}

func (knightRule) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	for i := range s.NumCells() {
		c := s.CellAt(i)
		for _, st := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}} {
			d := sudoku.Cell{Row: c.Row + st[0], Col: c.Col + st[1]}
			if s.Contains(d) {
				b.Relate(c, d, func(x, y int) bool { return x != y })
			}
		}
	}
	return nil
}

// TestRateReadsConstraints checks that the singles part reads the Model's
// constraints, not the rules' types: a custom rule that states anti-knight
// rates as rules.AntiKnight does, and a killer cage's digits count.
func TestRateReadsConstraints(t *testing.T) {
	givens := firstPuzzle(t, "easy50.txt")
	builtin := Rate(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.AntiKnight{}}, givens)
	custom := Rate(sudoku.Shape9, []sudoku.Rule{rules.Classic(), knightRule{}}, givens)
	if builtin.Singles != custom.Singles || builtin.Rounds != custom.Rounds || builtin.Empty != custom.Empty {
		t.Errorf("custom anti-knight rates %+v, rules.AntiKnight %+v", custom, builtin)
	}
	// A cage of two cells summing to 3 holds 1 and 2; with 1 given in one
	// of them, the other is a naked single only through the cage.
	g := sudoku.NewGrid(sudoku.Shape9)
	g.Set(sudoku.Cell{Row: 0, Col: 0}, 1)
	cage := rules.Cage{Sum: 3, Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}}
	with := Rate(sudoku.Shape9, []sudoku.Rule{rules.Classic(), cage}, g)
	without := Rate(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, g)
	if with.Singles < 1 || without.Singles != 0 {
		t.Errorf("singles with the cage %d, without %d; want at least 1 and 0", with.Singles, without.Singles)
	}
}
