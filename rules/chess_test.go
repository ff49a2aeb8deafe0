package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// chessGen returns a generator for crossCheck: on half the trials the grid
// is refilled at random so that no two cells an offset apart hold equal
// digits (pairFill), sometimes with one cell changed afterwards; the random
// sudokus nearly always break the rule.
func chessGen(rule sudoku.Rule, offsets [][2]int) func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	return func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		if rng.IntN(2) == 0 {
			pairFill(rng, g, func(x, y int) bool { return x == y }, offsets...)
			if rng.IntN(3) == 0 {
				pairPoke(rng, g)
			}
		}
		return rule
	}
}

func TestAntiKnightCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, chessGen(rules.AntiKnight{}, chessKnightMoves))
}

func TestAntiKingCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, chessGen(rules.AntiKing{}, chessKingMoves))
}

func TestNoEqualAtCrossCheck(t *testing.T) {
	// Offsets along a row or column always hold on a sudoku; the others
	// usually break. (0,6) pairs no cells on a 6x6 grid.
	pool := [][2]int{{0, 1}, {0, 2}, {1, 0}, {3, 0}, {0, -3}, {-2, 0}, {0, 6}, {1, 1}, {1, -1}, {2, 1}, {-1, 2}, {2, 2}}
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		k := 1 + rng.IntN(2)
		var offs [][2]int
		for _, i := range rng.Perm(len(pool))[:k] {
			offs = append(offs, pool[i])
		}
		return rules.NoEqualAt{Offsets: offs}
	})
}

// chessFacts returns the brute-force facts of "cells an offset apart
// differ", written independently of the rule's pair generation.
func chessFacts(s sudoku.Shape, offsets ...[2]int) []pairFact {
	var facts []pairFact
	n := s.Size
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			for _, o := range offsets {
				r2, c2 := r+o[0], c+o[1]
				if r2 >= 0 && r2 < n && c2 >= 0 && c2 < n {
					facts = append(facts, pairFactPair(s, sudoku.Cell{Row: r, Col: c}, sudoku.Cell{Row: r2, Col: c2},
						func(x, y int) bool { return x != y }))
				}
			}
		}
	}
	return facts
}

var (
	chessKnightMoves = [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
	chessKingMoves   = [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func TestChessCounts(t *testing.T) {
	const (
		// A corpus puzzle with one solution.
		kingPuzzle = "...23..5.......7.....6.....42......8......53...3.....1......4.....5..1....1.86..."
		// 6x6 givens: 48 solutions with anti-knight, 26 with anti-king.
		knight6 = "1..... ...... ..2... ...... ....3. ......"
		king6   = "1......6...3..2.....6.....1.3....6.."
	)
	cases := []struct {
		name   string
		shape  sudoku.Shape
		rule   sudoku.Rule
		givens string
		want   int
	}{
		{"4x4 anti-knight", sudoku.Shape4, rules.AntiKnight{}, "",
			pairBrute(sudoku.Shape4, "", chessFacts(sudoku.Shape4, chessKnightMoves...)...)},
		// 2x2 boxes leave no room for the anti-king rule.
		{"4x4 anti-king", sudoku.Shape4, rules.AntiKing{}, "",
			pairBrute(sudoku.Shape4, "", chessFacts(sudoku.Shape4, chessKingMoves...)...)},
		{"6x6 anti-knight", sudoku.Shape6, rules.AntiKnight{}, knight6,
			pairBrute(sudoku.Shape6, knight6, chessFacts(sudoku.Shape6, chessKnightMoves...)...)},
		{"6x6 anti-king", sudoku.Shape6, rules.AntiKing{}, king6,
			pairBrute(sudoku.Shape6, king6, chessFacts(sudoku.Shape6, chessKingMoves...)...)},
		// Only the diagonal step down-right: its mirror is implied.
		{"4x4 offset (1,1)", sudoku.Shape4, rules.NoEqualAt{Offsets: [][2]int{{1, 1}}}, "",
			pairBrute(sudoku.Shape4, "", chessFacts(sudoku.Shape4, [2]int{1, 1})...)},
		// Offsets along rows and columns add nothing to classic rules;
		// both mirrors listed, plus one off the grid.
		// With r1c1 given, 288/4 solutions.
		{"4x4 row offsets", sudoku.Shape4, rules.NoEqualAt{Offsets: [][2]int{{0, 1}, {0, -1}, {2, 0}, {9, 9}}}, "1...............", 72},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := countSolutions(t, tc.shape, []sudoku.Rule{rules.Classic(), tc.rule}, tc.givens, 1000)
			if got != tc.want {
				t.Errorf("Count = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestChessCorpus(t *testing.T) {
	// The solver's answers to corpus puzzles are unique and the recorded
	// solutions.
	for _, tc := range []struct {
		rule           sudoku.Rule
		givens, solved string
	}{
		{rules.AntiKnight{},
			".....9.......6.....3..........25....9...8.......7.....7.......46.............5...",
			"564139287291867435837524196476253918912486753385791642758912364629348571143675829"},
		{rules.AntiKing{},
			"...23..5.......7.....6.....42......8......53...3.....1......4.....5..1....1.86...",
			"167234859238915746594678312425391678719862534683457921956123487872549163341786295"},
	} {
		m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), tc.rule})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		g, err := sudoku.ParseGrid(sudoku.Shape9, tc.givens)
		if err != nil {
			t.Fatal(err)
		}
		sol, unique, err := m.Unique(bg, g)
		if err != nil {
			t.Fatal(err)
		}
		if !unique || sol.String() != tc.solved {
			t.Errorf("%v: Unique() = %s, %v, want %s, true", tc.rule, sol, unique, tc.solved)
		}
		if err := m.Verify(sol); err != nil {
			t.Errorf("%v: Verify(solution) = %v", tc.rule, err)
		}
	}
}

// chessBadRule checks that New rejects rule with an error wrapping ErrBadRule
// whose message contains each of want.
func chessBadRule(t *testing.T, s sudoku.Shape, rule sudoku.Rule, want ...string) {
	t.Helper()
	m, err := sudoku.New(s, []sudoku.Rule{rule})
	if err == nil {
		m.Close()
		t.Fatalf("New(%v) = nil error, want ErrBadRule", rule)
	}
	if !errors.Is(err, sudoku.ErrBadRule) {
		t.Fatalf("New(%v) = %v, want ErrBadRule", rule, err)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("New(%v) = %q, want it to mention %q", rule, err, w)
		}
	}
}

func TestChessBadParameters(t *testing.T) {
	chessBadRule(t, sudoku.Shape9, rules.NoEqualAt{}, "no offsets")
	chessBadRule(t, sudoku.Shape9, rules.NoEqualAt{Offsets: [][2]int{{1, 2}, {0, 0}}}, "(0,0)")
}

func TestChessConflict(t *testing.T) {
	// Givens a knight's move apart with the same digit are a conflict found
	// before any search, naming both cells.
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.AntiKnight{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	g := sudoku.NewGrid(sudoku.Shape9)
	g.Set(sudoku.Cell{Row: 0, Col: 2}, 5)
	g.Set(sudoku.Cell{Row: 1, Col: 4}, 5)
	_, err = m.Solve(bg, g)
	var ce *sudoku.ConflictError
	if !errors.As(err, &ce) || ce.Rule != "anti-knight" || len(ce.Cells) != 2 {
		t.Fatalf("Solve = %v, want a conflict of anti-knight at r1c3 and r2c5", err)
	}
	if err := (rules.AntiKnight{}).Check(g); err == nil || !strings.Contains(err.Error(), "r1c3 and r2c5") {
		t.Errorf("Check = %v, want a conflict at r1c3 and r2c5", err)
	}
}

func TestChessString(t *testing.T) {
	for _, tc := range []struct {
		rule chessStringer
		want string
	}{
		{rules.AntiKnight{}, "anti-knight"},
		{rules.AntiKing{}, "anti-king"},
		{rules.NoEqualAt{Offsets: [][2]int{{1, 2}, {2, -1}}}, "no equal digits at offsets (1,2) (2,-1)"},
		{rules.NoEqualAt{Offsets: [][2]int{{1, 1}}}, "no equal digits at offset (1,1)"},
	} {
		if got := tc.rule.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}

type chessStringer interface{ String() string }
