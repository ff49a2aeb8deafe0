package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// randomCells returns k distinct random cells of a size-n grid.
func randomCells(rng *rand.Rand, n, k int) []sudoku.Cell {
	var cells []sudoku.Cell
	for _, i := range rng.Perm(n * n)[:k] {
		cells = append(cells, sudoku.Cell{Row: i / n, Col: i % n})
	}
	return cells
}

// saySays reports whether the flat size-n grid g holds exactly the
// counts of pairs in cells.
func saySays(g []int, n int, cells []sudoku.Cell, pairs []rules.LookAndSayPair) bool {
	for _, p := range pairs {
		k := 0
		for _, c := range cells {
			if g[c.Row*n+c.Col] == p.Digit {
				k++
			}
		}
		if k != p.Count {
			return false
		}
	}
	return true
}

func TestLookAndSayCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 60, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		cells := randomCells(rng, 6, 1+rng.IntN(6))
		// One to three digits, with their counts in the cells, one of
		// them off by one half the time.
		var pairs []rules.LookAndSayPair
		for _, d := range rng.Perm(6)[:1+rng.IntN(3)] {
			k := 0
			for _, c := range cells {
				if g.At(c) == d+1 {
					k++
				}
			}
			pairs = append(pairs, rules.LookAndSayPair{Count: k, Digit: d + 1})
		}
		if rng.IntN(2) == 0 {
			total := 0
			for _, p := range pairs {
				total += p.Count
			}
			p := &pairs[rng.IntN(len(pairs))]
			if total < len(cells) && (p.Count == 0 || rng.IntN(2) == 0) {
				p.Count++
			} else if p.Count > 0 {
				p.Count--
			}
		}
		return rules.LookAndSay{Cells: cells, Pairs: pairs}
	})
}

// TestLookAndSayCount counts the solutions of a 6x6 with a few givens and
// look-and-say cages, against the brute-force solutions of the givens
// alone, filtered by the cages.
func TestLookAndSayCount(t *testing.T) {
	givens := "1..... ...4.. ..2... ....5. ...... .3...."
	g, err := sudoku.ParseGrid(sudoku.Shape6, givens)
	if err != nil {
		t.Fatal(err)
	}
	sols := brute.Solutions(brute.Classic(6, 2, 3, g.Digits()), 0)
	// Each cage names digits, with their counts in one of the solutions.
	say := func(sol int, cells string, digits ...int) rules.LookAndSay {
		ls := rules.LookAndSay{Cells: sudoku.MustCells(cells)}
		for _, d := range digits {
			ls.Pairs = append(ls.Pairs, rules.LookAndSayPair{Count: 0, Digit: d})
		}
		for i, p := range ls.Pairs {
			for _, c := range ls.Cells {
				if sols[sol][c.Row*6+c.Col] == p.Digit {
					ls.Pairs[i].Count++
				}
			}
		}
		return ls
	}
	for _, tc := range []struct {
		name string
		says []rules.LookAndSay
	}{
		{"2s and 5s across boxes", []rules.LookAndSay{say(100, "r1c2 r2c4 r3c1 r4c3 r5c5 r6c6", 2, 5, 6)}},
		{"6s and 4s on a diagonal", []rules.LookAndSay{say(900, "r1c1 r2c2 r3c3 r4c4 r5c5", 6, 4)}},
		{"two cages", []rules.LookAndSay{
			say(1500, "r5c1 r5c2 r6c1 r6c3", 3, 2, 5),
			say(1500, "r3c5 r3c6 r4c6 r5c6 r1c6 r2c5", 1, 6, 4, 3)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs := []sudoku.Rule{rules.Classic()}
			for _, ls := range tc.says {
				rs = append(rs, ls)
			}
			want := 0
			for _, sol := range sols {
				ok := true
				for _, ls := range tc.says {
					ok = ok && saySays(sol, 6, ls.Cells, ls.Pairs)
				}
				if ok {
					want++
				}
			}
			if want == 0 || want > 300 {
				t.Fatalf("%d of %d solutions pass: pick another case", want, len(sols))
			}
			if got := countSolutions(t, sudoku.Shape6, rs, givens, 1000); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
}

func TestLookAndSayBadParams(t *testing.T) {
	cells := sudoku.MustCells("r1c1 r1c2 r2c1")
	pair := func(count, digit int) []rules.LookAndSayPair {
		return []rules.LookAndSayPair{{Count: count, Digit: digit}}
	}
	for _, tc := range []struct {
		name string
		rule sudoku.Rule
		want string
	}{
		{"no cells", rules.LookAndSay{Pairs: pair(1, 1)}, "look-and-say: no cells"},
		{"off", rules.LookAndSay{Cells: sudoku.MustCells("r1c1 r10c1"), Pairs: pair(1, 1)}, "r10c1 is off the 9x9 grid"},
		{"cell twice", rules.LookAndSay{Cells: sudoku.MustCells("r1c1 r1c1"), Pairs: pair(1, 1)}, "r1c1 appears twice"},
		{"no clue", rules.LookAndSay{Cells: cells}, "look-and-say at r1c1 (): no clue"},
		{"digit 0", rules.LookAndSay{Cells: cells, Pairs: pair(1, 0)}, "digit 0 out of range 1..9"},
		{"digit 10", rules.LookAndSay{Cells: cells, Pairs: pair(0, 10)}, "digit 10 out of range"},
		{"count 4", rules.LookAndSay{Cells: cells, Pairs: pair(4, 2)}, "count 4 of 2 out of range 0..3"},
		{"negative count", rules.LookAndSay{Cells: cells, Pairs: pair(-1, 2)}, "count -1 of 2"},
		{"digit twice", rules.LookAndSay{Cells: cells, Pairs: []rules.LookAndSayPair{{1, 3}, {0, 3}}}, "digit 3 named twice"},
		{"more than the cells", rules.LookAndSay{Cells: cells, Pairs: []rules.LookAndSayPair{{2, 3}, {2, 4}}}, "4 digits named for 3 cells"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "more than the cells" { // a form Validate accepts, which Apply refuses
				if _, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{tc.rule}); !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("New = %v, want ErrBadRule containing %q", err, tc.want)
				}
				return
			}
			sumBadRule(t, sudoku.Shape9, tc.rule, tc.want)
		})
	}
}

func TestLookAndSayCheck(t *testing.T) {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	cells := sudoku.MustCells("r1c1 r2c2 r3c3 r4c4") // 1 4 4 1
	pairs := func(ps ...int) []rules.LookAndSayPair {
		var out []rules.LookAndSayPair
		for i := 0; i < len(ps); i += 2 {
			out = append(out, rules.LookAndSayPair{Count: ps[i], Digit: ps[i+1]})
		}
		return out
	}
	for _, tc := range []struct {
		pairs []rules.LookAndSayPair
		want  *sudoku.ConflictError // nil: holds
	}{
		{pairs(2, 1, 2, 4), nil},
		{pairs(0, 2, 0, 3), nil},
		{pairs(2, 4), nil},
		{pairs(1, 4), &sudoku.ConflictError{Rule: "look-and-say at r1c1 (1x4)", Cells: sudoku.MustCells("r2c2 r3c3"), Msg: "2 cells hold 4, want 1"}},
		{pairs(2, 1, 1, 3), &sudoku.ConflictError{Rule: "look-and-say at r1c1 (2x1 1x3)", Cells: cells, Msg: "0 cells hold 3, want 1"}},
	} {
		rule := rules.LookAndSay{Cells: cells, Pairs: tc.pairs}
		checkConflictError(t, fmt.Sprint(rule), rule.Check(g), tc.want)
	}
	// A partial grid is judged on the digits that are there.
	part, _ := sudoku.ParseGrid(sudoku.Shape4, "1... .4.. .... ....")
	for _, tc := range []struct {
		pairs []rules.LookAndSayPair
		ok    bool
	}{{pairs(2, 4), true}, {pairs(0, 4), false}, {pairs(2, 1, 2, 4), true}} {
		rule := rules.LookAndSay{Cells: cells, Pairs: tc.pairs}
		if err := rule.Check(part); (err == nil) != tc.ok {
			t.Errorf("%v: Check(partial) = %v, want ok %v", rule, err, tc.ok)
		}
	}
}
