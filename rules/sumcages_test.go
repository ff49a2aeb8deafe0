package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// sumAll4 returns the 288 4x4 sudokus, row-major, found by brute force.
var sumAll4 = sync.OnceValue(func() [][]int {
	return brute.Solutions(brute.Classic(4, 2, 2, nil), 0)
})

// sumCount4 counts the 4x4 sudokus for which ok holds.
func sumCount4(ok func(g []int) bool) int {
	n := 0
	for _, g := range sumAll4() {
		if ok(g) {
			n++
		}
	}
	return n
}

// sumBadRule checks that rule makes sudoku.New fail with ErrBadRule and
// a message containing want, and that its Check reports ErrBadRule too.
func sumBadRule(t *testing.T, s sudoku.Shape, rule sudoku.Rule, want string) {
	t.Helper()
	_, err := sudoku.New(s, []sudoku.Rule{rule})
	if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), want) {
		t.Errorf("New(%v) = %v, want ErrBadRule containing %q", rule, err, want)
	}
	if ch, ok := rule.(sudoku.Checker); ok {
		if err := ch.Check(sudoku.NewGrid(s)); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("Check(%v) = %v, want ErrBadRule", rule, err)
		}
	}
}

func TestSumCageCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		// 1-5 cells anywhere, so digits may repeat, usually with the
		// grid's own sum.
		k := 1 + rng.IntN(5)
		var cells []sudoku.Cell
		sum := 0
		for _, i := range rng.Perm(36)[:k] {
			c := g.Shape().CellAt(i)
			cells = append(cells, c)
			sum += g.At(c)
		}
		if rng.IntN(3) == 0 {
			sum += []int{-2, -1, 1, 2}[rng.IntN(4)]
			sum = max(k, min(6*k, sum))
		}
		return rules.SumCage{Sum: sum, Cells: cells}
	})
}

func TestSumCageCount(t *testing.T) {
	at := func(g []int, cell string) int {
		c := sudoku.MustCells(cell)[0]
		return g[c.Row*4+c.Col]
	}
	cases := []struct {
		name  string
		cage  rules.SumCage
		check func(g []int) bool
	}{
		// r1c1 and r4c4 are in no common house: 1+1 is allowed.
		{"repeat", rules.SumCage{Sum: 2, Cells: sudoku.MustCells("r1c1 r4c4")},
			func(g []int) bool { return at(g, "r1c1")+at(g, "r4c4") == 2 }},
		{"diagonal", rules.SumCage{Sum: 6, Cells: sudoku.MustCells("r1c1 r2c2 r3c3")},
			func(g []int) bool { return at(g, "r1c1")+at(g, "r2c2")+at(g, "r3c3") == 6 }},
		{"scattered", rules.SumCage{Sum: 13, Cells: sudoku.MustCells("r1c2 r2c4 r3c1 r4c3")},
			func(g []int) bool { return at(g, "r1c2")+at(g, "r2c4")+at(g, "r3c1")+at(g, "r4c3") == 13 }},
		{"one cell", rules.SumCage{Sum: 3, Cells: sudoku.MustCells("r2c3")},
			func(g []int) bool { return at(g, "r2c3") == 3 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := sumCount4(tc.check)
			if got := countSolutions(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), tc.cage}, "", 300); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
}

func TestSumCageBadParams(t *testing.T) {
	cases := []struct {
		name string
		cage rules.SumCage
		want string
	}{
		{"no cells", rules.SumCage{Sum: 5}, "no cells"},
		{"off grid", rules.SumCage{Sum: 5, Cells: sudoku.MustCells("r1c1 r10c1")}, "r10c1 is off"},
		{"twice", rules.SumCage{Sum: 5, Cells: sudoku.MustCells("r1c1 r1c2 r1c1")}, "r1c1 appears twice"},
		{"too small", rules.SumCage{Sum: 2, Cells: sudoku.MustCells("r1c1-3")}, "3 cells from r1c1 cannot add up to 2"},
		{"too big", rules.SumCage{Sum: 28, Cells: sudoku.MustCells("r1c1-3")}, "cannot add up to 28"},
		{"negative", rules.SumCage{Sum: -1, Cells: sudoku.MustCells("r1c1")}, "cannot add up to -1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { sumBadRule(t, sudoku.Shape9, tc.cage, tc.want) })
	}
}

func TestSumCageCheck(t *testing.T) {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 43.1")
	cage := rules.SumCage{Sum: 5, Cells: sudoku.MustCells("r1c1 r1c2")}
	var ce *sudoku.ConflictError
	if err := cage.Check(g); !errors.As(err, &ce) || ce.Rule != "sum cage at r1c1 (sum 5)" || ce.Msg != "add up to 3" {
		t.Errorf("Check = %v, want sum cage at r1c1 (sum 5): ... add up to 3", err)
	}
	// A cage with an empty cell is not judged.
	if err := (rules.SumCage{Sum: 4, Cells: sudoku.MustCells("r4c3 r4c4")}).Check(g); err != nil {
		t.Errorf("Check with an empty cell = %v, want nil", err)
	}
}

func TestParseDirection(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want rules.Direction
	}{
		{"DR", rules.DownRight}, {"dl", rules.DownLeft}, {" UR ", rules.UpRight}, {"Ul", rules.UpLeft},
		{"down-right", rules.DownRight}, {"Up-Left", rules.UpLeft},
	} {
		got, err := rules.ParseDirection(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseDirection(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
		if back, err := rules.ParseDirection(got.String()); err != nil || back != got {
			t.Errorf("ParseDirection(%q) = %v, %v; want %v", got.String(), back, err, got)
		}
	}
	for _, in := range []string{"", "D", "RD", "down", "NE"} {
		if _, err := rules.ParseDirection(in); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("ParseDirection(%q) error = %v, want ErrBadRule", in, err)
		}
	}
	if got := rules.Direction(0).String(); got != "Direction(0)" {
		t.Errorf("Direction(0).String() = %q", got)
	}
}

func TestLittleKillerCells(t *testing.T) {
	s := sudoku.Shape9
	at := func(r, c int) sudoku.Cell { return sudoku.Cell{Row: r, Col: c} }
	cases := []struct {
		clue sudoku.Cell
		dir  rules.Direction
		want []sudoku.Cell
	}{
		{at(-1, 2), rules.DownLeft, sudoku.MustCells("r1c2 r2c1")},
		{at(-1, 2), rules.DownRight, sudoku.MustCells("r1c4 r2c5 r3c6 r4c7 r5c8 r6c9")},
		{at(9, 3), rules.UpLeft, sudoku.MustCells("r9c3 r8c2 r7c1")},
		{at(5, 9), rules.UpLeft, sudoku.MustCells("r5c9 r4c8 r3c7 r2c6 r1c5")},
		{at(5, -1), rules.UpRight, sudoku.MustCells("r5c1 r4c2 r3c3 r2c4 r1c5")},
		{at(-1, -1), rules.DownRight, sudoku.MustCells("r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9")},
		{at(9, 9), rules.UpLeft, sudoku.MustCells("r9c9 r8c8 r7c7 r6c6 r5c5 r4c4 r3c3 r2c2 r1c1")},
		{at(-1, 8), rules.DownRight, nil},
		{at(5, -1), rules.DownLeft, nil},
		{at(-1, -1), rules.UpLeft, nil},
		{at(4, 4), rules.DownRight, nil},  // inside
		{at(-2, 3), rules.DownRight, nil}, // not next to the grid
		{at(-1, 3), 0, nil},
	}
	for _, tc := range cases {
		got := rules.LittleKiller{Sum: 1, Clue: tc.clue, Dir: tc.dir}.Cells(s)
		if len(tc.want) == 0 && len(got) == 0 {
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("Cells of %v %v (-want +got):\n%s", tc.clue, tc.dir, diff)
		}
	}
}

// sumKillers lists every clue position and direction that enters shape s.
func sumKillers(s sudoku.Shape) []rules.LittleKiller {
	var all []rules.LittleKiller
	n := s.Size
	for r := -1; r <= n; r++ {
		for c := -1; c <= n; c++ {
			for d := rules.DownRight; d <= rules.UpLeft; d++ {
				lk := rules.LittleKiller{Sum: 1, Clue: sudoku.Cell{Row: r, Col: c}, Dir: d}
				if len(lk.Cells(s)) > 0 {
					all = append(all, lk)
				}
			}
		}
	}
	return all
}

func TestLittleKillerCrossCheck(t *testing.T) {
	s := sudoku.Shape6
	clues := sumKillers(s)
	// In each direction, the clues that enter the grid are the ring cells
	// of a 6x6 square shifted one step back: 36 - 25 = 11 of them.
	if len(clues) != 4*11 {
		t.Fatalf("%d clue positions on a 6x6, want %d", len(clues), 4*11)
	}
	crossCheck(t, s, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		lk := clues[rng.IntN(len(clues))]
		cells := lk.Cells(s)
		lk.Sum = 0
		for _, c := range cells {
			lk.Sum += g.At(c)
		}
		if rng.IntN(3) == 0 {
			lk.Sum += []int{-1, 1}[rng.IntN(2)]
			lk.Sum = max(len(cells), min(6*len(cells), lk.Sum))
		}
		return lk
	})
}

func TestLittleKillerCount(t *testing.T) {
	at := func(r, c int) sudoku.Cell { return sudoku.Cell{Row: r, Col: c} }
	cases := []struct {
		name  string
		rules []sudoku.Rule
		check func(g []int) bool
	}{
		{"main diagonal 10", []sudoku.Rule{rules.LittleKiller{Sum: 10, Clue: at(-1, -1), Dir: rules.DownRight}},
			func(g []int) bool { return g[0]+g[5]+g[10]+g[15] == 10 }},
		{"two cells 3", []sudoku.Rule{rules.LittleKiller{Sum: 3, Clue: at(4, 1), Dir: rules.UpRight}},
			func(g []int) bool { return g[3*4+2]+g[2*4+3] == 3 }},
		{"two clues", []sudoku.Rule{
			rules.LittleKiller{Sum: 7, Clue: at(1, 4), Dir: rules.DownLeft},
			rules.LittleKiller{Sum: 4, Clue: at(-1, 2), Dir: rules.DownLeft},
		}, func(g []int) bool {
			return g[2*4+3]+g[3*4+2] == 7 && g[0*4+1]+g[1*4+0] == 4
		}},
		// r1c3 r2c4 may repeat (different boxes, rows, columns): 2 = 1+1.
		{"repeat", []sudoku.Rule{rules.LittleKiller{Sum: 2, Clue: at(-1, 1), Dir: rules.DownRight}},
			func(g []int) bool { return g[2] == 1 && g[7] == 1 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := sumCount4(tc.check)
			rs := append([]sudoku.Rule{rules.Classic()}, tc.rules...)
			if got := countSolutions(t, sudoku.Shape4, rs, "", 300); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
}

func TestLittleKillerBadParams(t *testing.T) {
	at := func(r, c int) sudoku.Cell { return sudoku.Cell{Row: r, Col: c} }
	cases := []struct {
		name string
		lk   rules.LittleKiller
		want string
	}{
		{"inside", rules.LittleKiller{Sum: 10, Clue: at(2, 2), Dir: rules.DownRight}, "clue r3c3 is inside the grid"},
		{"far", rules.LittleKiller{Sum: 10, Clue: at(-2, 2), Dir: rules.DownRight}, "clue r-1c3 is not next to"},
		{"away", rules.LittleKiller{Sum: 10, Clue: at(-1, 2), Dir: rules.UpRight}, "r0c3 points up-right, away from the grid"},
		{"misses", rules.LittleKiller{Sum: 10, Clue: at(4, -1), Dir: rules.DownLeft}, "r5c0 points down-left"},
		{"no direction", rules.LittleKiller{Sum: 10, Clue: at(-1, 2)}, "invalid direction Direction(0)"},
		{"zero sum", rules.LittleKiller{Sum: 0, Clue: at(-1, 2), Dir: rules.DownRight}, "r0c3: sum 0 is not positive"},
		{"negative sum", rules.LittleKiller{Sum: -3, Clue: at(-1, 2), Dir: rules.DownRight}, "sum -3"},
		// r0c8 down-right reaches r1c9 only.
		{"too big", rules.LittleKiller{Sum: 10, Clue: at(-1, 7), Dir: rules.DownRight}, "1 cells from r1c9 cannot add up to 10"},
		{"too small", rules.LittleKiller{Sum: 2, Clue: at(-1, 5), Dir: rules.DownRight}, "3 cells from r1c7 cannot add up to 2"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { sumBadRule(t, sudoku.Shape9, tc.lk, tc.want) })
	}
}

func TestLittleKillerString(t *testing.T) {
	lk := rules.LittleKiller{Sum: 15, Clue: sudoku.Cell{Row: -1, Col: 2}, Dir: rules.DownLeft}
	if got, want := lk.String(), "little killer at r0c3 (down-left, sum 15)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	// On this 4x4, r0c3 down-left sees r1c2 and r2c1: 2+3.
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	lk.Sum = 6
	var ce *sudoku.ConflictError
	if err := lk.Check(g); !errors.As(err, &ce) || ce.Msg != "add up to 5" ||
		!cmp.Equal(ce.Cells, sudoku.MustCells("r1c2 r2c1")) {
		t.Errorf("Check = %v, want r1c2 and r2c1 add up to 5", err)
	}
	lk.Sum = 5
	if err := lk.Check(g); err != nil {
		t.Errorf("Check = %v, want nil", err)
	}
}
