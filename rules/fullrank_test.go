package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// rankEntry is a line read from one side, as the tests name entries.
type rankEntry struct {
	line    rules.Line
	fromEnd bool
}

// rankAll returns the 4N entries of a size-n grid.
func rankAll(n int) []rankEntry {
	var out []rankEntry
	for i := range n {
		for _, l := range []rules.Line{rules.Row(i), rules.Column(i)} {
			out = append(out, rankEntry{l, false}, rankEntry{l, true})
		}
	}
	return out
}

// rankOf returns the rank of entry e in the flat size-n grid g: 1 plus
// the number of entries strictly smaller, and whether another entry
// equals it.
func rankOf(g []int, n int, e rankEntry) (rank int, tied bool) {
	me := outLine(g, n, e.line, e.fromEnd)
	rank = 1
	for _, o := range rankAll(n) {
		switch c := slices.Compare(outLine(g, n, o.line, o.fromEnd), me); {
		case c < 0:
			rank++
		case c == 0 && o != e:
			tied = true
		}
	}
	return rank, tied
}

// rankHolds reports whether the flat size-n grid g satisfies fr, by the
// definition.
func rankHolds(g []int, n int, fr rules.FullRank) bool {
	for _, c := range fr.Clues {
		rank, tied := rankOf(g, n, rankEntry{c.Line, c.FromEnd})
		if rank != c.Rank || tied && fr.Ties != rules.TiesAny {
			return false
		}
	}
	if fr.Ties == rules.TiesNone {
		for _, e := range rankAll(n) {
			if _, tied := rankOf(g, n, e); tied {
				return false
			}
		}
	}
	return true
}

// rankClues returns k random clues with the ranks of grid g.
func rankClues(rng *rand.Rand, g []int, n, k int) []rules.RankClue {
	all := rankAll(n)
	var out []rules.RankClue
	for _, i := range rng.Perm(len(all))[:k] {
		rank, _ := rankOf(g, n, all[i])
		out = append(out, rules.RankClue{Line: all[i].line, FromEnd: all[i].fromEnd, Rank: rank})
	}
	return out
}

func TestFullRankCrossCheck(t *testing.T) {
	// Z3's Int and BitVec encodings of the automata take seconds to build
	// on a 6x6: fewer trials there.
	for _, tc := range []struct {
		shape  sudoku.Shape
		trials int
	}{{sudoku.Shape4, 60}, {sudoku.Shape6, 20}} {
		s := tc.shape
		crossCheck(t, s, tc.trials, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
			fr := rules.FullRank{Clues: rankClues(rng, g.Digits(), s.Size, 1+rng.IntN(5)), Ties: rules.RankTies(rng.IntN(3))}
			if rng.IntN(2) == 0 {
				// Another rank of the clue's set, which the grid breaks.
				c := &fr.Clues[rng.IntN(len(fr.Clues))]
				c.Rank = (c.Rank-1)/4*4 + 1 + rng.IntN(4)
			}
			if fr.Ties != rules.TiesAny {
				// One rank per clue, else Apply refuses them.
				seen := map[int]bool{}
				fr.Clues = slices.DeleteFunc(fr.Clues, func(c rules.RankClue) bool {
					dup := seen[c.Rank]
					seen[c.Rank] = true
					return dup
				})
			}
			return fr
		})
	}
}

// TestFullRankCount counts the solutions of full rank clues on 4x4 and
// 6x6 grids against the brute-force solutions, filtered by the rule's
// definition, for each way of ties.
func TestFullRankCount(t *testing.T) {
	all4 := brute.Solutions(brute.Classic(4, 2, 2, nil), 0)
	givens6 := "1..... ...4.. ..2... ....5. ...... .3...."
	g6, err := sudoku.ParseGrid(sudoku.Shape6, givens6)
	if err != nil {
		t.Fatal(err)
	}
	all6 := brute.Solutions(brute.Classic(6, 2, 3, g6.Digits()), 0)
	clue := func(l rules.Line, fromEnd bool, rank int) rules.RankClue {
		return rules.RankClue{Line: l, FromEnd: fromEnd, Rank: rank}
	}
	for _, tc := range []struct {
		name   string
		shape  sudoku.Shape
		givens string
		sols   [][]int
		clues  []rules.RankClue
	}{
		{"4x4 one clue", sudoku.Shape4, "", all4, []rules.RankClue{clue(rules.Row(3), false, 5)}},
		{"4x4 two clues of one digit", sudoku.Shape4, "", all4, []rules.RankClue{clue(rules.Column(0), false, 10), clue(rules.Row(1), true, 12)}},
		{"4x4 three", sudoku.Shape4, "", all4, []rules.RankClue{clue(rules.Column(0), false, 10), clue(rules.Column(1), false, 15), clue(rules.Row(3), false, 5)}},
		{"4x4 a tie of ranks", sudoku.Shape4, "", all4, []rules.RankClue{clue(rules.Row(3), false, 5), clue(rules.Row(2), true, 5)}},
		{"6x6 two", sudoku.Shape6, givens6, all6, []rules.RankClue{clue(rules.Row(1), false, 11), clue(rules.Column(4), true, 18)}},
		{"6x6 read off a solution", sudoku.Shape6, givens6, all6, nil},
	} {
		for _, ties := range []rules.RankTies{rules.TiesUnclued, rules.TiesNone, rules.TiesAny} {
			t.Run(tc.name+", "+ties.String(), func(t *testing.T) {
				fr := rules.FullRank{Clues: tc.clues, Ties: ties}
				if fr.Clues == nil {
					fr.Clues = rankClues(rand.New(rand.NewPCG(3, 4)), tc.sols[1234], 6, 3)
				}
				want := 0
				for _, sol := range tc.sols {
					if rankHolds(sol, tc.shape.Size, fr) {
						want++
					}
				}
				rs := []sudoku.Rule{rules.Classic(), fr}
				_, err := sudoku.New(tc.shape, rs)
				if ranks := map[int]bool{}; ties != rules.TiesAny && slices.ContainsFunc(fr.Clues, func(c rules.RankClue) bool {
					dup := ranks[c.Rank]
					ranks[c.Rank] = true
					return dup
				}) {
					if !errors.Is(err, sudoku.ErrBadRule) || want != 0 {
						t.Fatalf("New = %v with %d solutions by the definition, want ErrBadRule and none", err, want)
					}
					return
				}
				if want > 500 {
					t.Fatalf("%d of %d solutions pass: pick another case", want, len(tc.sols))
				}
				if got := countSolutions(t, tc.shape, rs, tc.givens, 1000); got != want {
					t.Errorf("Count = %d, want %d", got, want)
				}
			})
		}
	}
}

// TestFullRankNoTiesAlone checks that TiesNone constrains a grid with no
// clues: the 4x4 grids where no two entries are equal.
func TestFullRankNoTiesAlone(t *testing.T) {
	fr := rules.FullRank{Ties: rules.TiesNone}
	want := 0
	for _, sol := range brute.Solutions(brute.Classic(4, 2, 2, nil), 0) {
		if rankHolds(sol, 4, fr) {
			want++
		}
	}
	if want == 0 || want == 288 {
		t.Fatalf("%d grids without ties: want some but not all", want)
	}
	if got := countSolutions(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), fr}, "", 1000); got != want {
		t.Errorf("Count = %d, want %d", got, want)
	}
}

func TestFullRankBadParams(t *testing.T) {
	clue := func(l rules.Line, rank int) []rules.RankClue { return []rules.RankClue{{Line: l, Rank: rank}} }
	for _, tc := range []struct {
		name string
		rule sudoku.Rule
		want string
	}{
		{"off", rules.FullRank{Clues: clue(rules.Row(9), 5)}, "row 10 is off the 9x9 grid"},
		{"rank 0", rules.FullRank{Clues: clue(rules.Row(0), 0)}, "row 1 from the left (rank 0): rank out of range 1..36"},
		{"rank 37", rules.FullRank{Clues: clue(rules.Column(0), 37)}, "rank 37"},
		{"ties", rules.FullRank{Ties: 3}, "ties 3"},
		{"one entry twice", rules.FullRank{Clues: append(clue(rules.Row(2), 5), clue(rules.Row(2), 6)...)}, "clue one entry"},
	} {
		t.Run(tc.name, func(t *testing.T) { sumBadRule(t, sudoku.Shape9, tc.rule, tc.want) })
	}
	sumBadRule(t, sudoku.LatinShape(1), rules.FullRank{}, "1x1 grid")
	// Two clues of one rank would tie: Apply refuses them unless ties
	// are allowed.
	two := rules.FullRank{Clues: append(clue(rules.Row(2), 5), clue(rules.Column(3), 5)...)}
	if _, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{two}); !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), "would tie") {
		t.Errorf("New(%v) = %v, want ErrBadRule: would tie", two, err)
	}
	two.Ties = rules.TiesAny
	if _, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{two}); err != nil {
		t.Errorf("New(%v) = %v, want nil", two, err)
	}
}

func TestFullRankCheck(t *testing.T) {
	// No two entries of this grid tie: row 4 from the right reads 1234,
	// the smallest of the 16, row 2 from the left 3412, the 11th.
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1243 3412 2134 4321")
	// Here row 1 from the left and row 4 from the right both read 1234.
	tied, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	row := func(i int, fromEnd bool, rank int) rules.RankClue {
		return rules.RankClue{Line: rules.Row(i), FromEnd: fromEnd, Rank: rank}
	}
	col := func(i int, fromEnd bool, rank int) rules.RankClue {
		return rules.RankClue{Line: rules.Column(i), FromEnd: fromEnd, Rank: rank}
	}
	bothRows := sudoku.MustCells("r1c1 r1c2 r1c3 r1c4 r4c4 r4c3 r4c2 r4c1")
	for _, tc := range []struct {
		grid sudoku.Grid
		rule rules.FullRank
		want *sudoku.ConflictError // nil: holds
	}{
		{g, rules.FullRank{Clues: []rules.RankClue{row(3, true, 1), row(1, false, 11), col(2, true, 7)}, Ties: rules.TiesNone}, nil},
		{g, rules.FullRank{Clues: []rules.RankClue{row(1, false, 12)}}, &sudoku.ConflictError{
			Rule: "full rank (1 clue)", Cells: sudoku.MustCells("r2c1 r2c2 r2c3 r2c4"),
			Msg: "the row 2 from the left ranks 11, want 12"}},
		{tied, rules.FullRank{Clues: []rules.RankClue{row(0, false, 1)}, Ties: rules.TiesAny}, nil},
		{tied, rules.FullRank{Clues: []rules.RankClue{row(2, false, 5), col(0, false, 3)}, Ties: rules.TiesAny}, nil}, // every entry ties with one other
		{tied, rules.FullRank{Clues: []rules.RankClue{row(0, false, 1)}}, &sudoku.ConflictError{
			Rule: "full rank (1 clue)", Cells: bothRows,
			Msg: "the row 1 from the left and the row 4 from the right are equal"}},
		{tied, rules.FullRank{Ties: rules.TiesNone}, &sudoku.ConflictError{
			Rule: "full rank (0 clues, no ties)", Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4 r4c4 r4c3 r4c2 r4c1"),
			Msg: "the row 1 from the left and the row 4 from the right are equal"}},
	} {
		checkConflictError(t, fmt.Sprint(tc.rule), tc.rule.Check(tc.grid), tc.want)
	}
	part, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 .... .... ....")
	if err := (rules.FullRank{Clues: []rules.RankClue{row(0, false, 16)}}).Check(part); err != nil {
		t.Errorf("Check of a partial grid = %v, want nil", err)
	}
}
