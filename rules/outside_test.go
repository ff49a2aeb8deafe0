package rules_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// outLine returns the digits of a row or column of the flat n x n grid g,
// in reading order from the clue's side.
func outLine(g []int, n int, l rules.Line, fromEnd bool) []int {
	line := make([]int, n)
	for k := range line {
		if l.Col {
			line[k] = g[k*n+l.Index]
		} else {
			line[k] = g[l.Index*n+k]
		}
	}
	if fromEnd {
		slices.Reverse(line)
	}
	return line
}

// outGridLine is outLine for a Grid.
func outGridLine(g sudoku.Grid, l rules.Line, fromEnd bool) []int {
	return outLine(g.Digits(), g.Shape().Size, l, fromEnd)
}

// outGivens are the givens of the 6x6 that outSols solves and
// checkOutsideCount counts on.
const outGivens = "1..... ...4.. ..2... ....5. ...... .3...."

// outSols returns the brute-force solutions of outGivens, flat.
func outSols(t *testing.T) [][]int {
	t.Helper()
	g, err := sudoku.ParseGrid(sudoku.Shape6, outGivens)
	if err != nil {
		t.Fatal(err)
	}
	return brute.Solutions(brute.Classic(6, 2, 3, g.Digits()), 0)
}

// outClue is an outside clue of a digit on a row or column, from its
// start or its end.
type outClue struct {
	line    rules.Line
	fromEnd bool
	digit   int
}

// checkOutsideCount checks that the clues, as rule makes them, give
// outGivens as many solutions as the brute-force solutions sols whose
// line read from each clue's side gives value the clue's digit; the case
// must have 1 to 300.
func checkOutsideCount(t *testing.T, sols [][]int, clues []outClue, value func(line []int) int, rule func(outClue) sudoku.Rule) {
	t.Helper()
	rs := []sudoku.Rule{rules.Classic()}
	for _, c := range clues {
		rs = append(rs, rule(c))
	}
	want := 0
	for _, sol := range sols {
		ok := true
		for _, c := range clues {
			ok = ok && value(outLine(sol, 6, c.line, c.fromEnd)) == c.digit
		}
		if ok {
			want++
		}
	}
	if want == 0 || want > 300 {
		t.Fatalf("%d of %d solutions pass: pick another case", want, len(sols))
	}
	if got := countSolutions(t, sudoku.Shape6, rs, outGivens, 1000); got != want {
		t.Errorf("Count = %d, want %d", got, want)
	}
}

// outSandwich returns the sum between the 1 and the n of line.
func outSandwich(line []int) int {
	a, b := slices.Index(line, 1), slices.Index(line, len(line))
	if a > b {
		a, b = b, a
	}
	sum := 0
	for _, d := range line[a+1 : b] {
		sum += d
	}
	return sum
}

// outXSum returns the sum of the first line[0] digits of line.
func outXSum(line []int) int {
	sum := 0
	for _, d := range line[:line[0]] {
		sum += d
	}
	return sum
}

// outSkyscrapers counts the digits of line larger than all before them.
func outSkyscrapers(line []int) int {
	count, high := 0, 0
	for _, d := range line {
		if d > high {
			count, high = count+1, d
		}
	}
	return count
}

// outRandomLine returns a random row or column of a size-n grid, and a
// random reading direction.
func outRandomLine(rng *rand.Rand, n int) (rules.Line, bool) {
	return rules.Line{Col: rng.IntN(2) == 0, Index: rng.IntN(n)}, rng.IntN(2) == 0
}

func TestLine(t *testing.T) {
	if got := rules.Row(2).String(); got != "row 3" {
		t.Errorf("Row(2).String() = %q, want row 3", got)
	}
	if got := rules.Column(0).String(); got != "column 1" {
		t.Errorf("Column(0).String() = %q, want column 1", got)
	}
	if diff := cmp.Diff(sudoku.MustCells("r1-4c2"), rules.Column(1).Cells(sudoku.Shape4)); diff != "" {
		t.Errorf("Column(1).Cells (-want +got):\n%s", diff)
	}
	if got := rules.Row(4).Cells(sudoku.Shape4); got != nil {
		t.Errorf("Row(4).Cells(4x4) = %v, want nil", got)
	}
	s := sudoku.Shape9
	at := func(r, c int) sudoku.Cell { return sudoku.Cell{Row: r, Col: c} }
	for _, tc := range []struct {
		clue    sudoku.Cell
		line    rules.Line
		fromEnd bool
	}{
		{at(-1, 4), rules.Column(4), false},
		{at(9, 0), rules.Column(0), true},
		{at(2, -1), rules.Row(2), false},
		{at(8, 9), rules.Row(8), true},
	} {
		line, fromEnd, err := rules.LineOfClue(s, tc.clue)
		if err != nil || line != tc.line || fromEnd != tc.fromEnd {
			t.Errorf("LineOfClue(%v) = %v, %v, %v; want %v, %v", tc.clue, line, fromEnd, err, tc.line, tc.fromEnd)
		}
	}
	for _, clue := range []sudoku.Cell{at(-1, -1), at(9, 9), at(4, 4), at(-2, 3), at(-1, 9), at(3, 10)} {
		if _, _, err := rules.LineOfClue(s, clue); !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), clue.String()) {
			t.Errorf("LineOfClue(%v) error = %v, want ErrBadRule naming the clue", clue, err)
		}
	}
}

func TestSandwichCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		// The sum of this line or of another, always a possible sum.
		line, _ := outRandomLine(rng, 6)
		other := line
		if rng.IntN(2) == 0 {
			other, _ = outRandomLine(rng, 6)
		}
		return rules.Sandwich{Line: line, Sum: outSandwich(outGridLine(g, other, false))}
	})
	crossCheck(t, sudoku.Shape9, 12, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		line, _ := outRandomLine(rng, 9)
		other, _ := outRandomLine(rng, 9)
		if rng.IntN(2) == 0 {
			other = line
		}
		return rules.Sandwich{Line: line, Sum: outSandwich(outGridLine(g, other, false))}
	})
}

func TestXSumCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		line, fromEnd := outRandomLine(rng, 6)
		other, otherEnd := line, fromEnd
		if rng.IntN(2) == 0 {
			other, otherEnd = outRandomLine(rng, 6)
		}
		return rules.XSum{Line: line, FromEnd: fromEnd, Sum: outXSum(outGridLine(g, other, otherEnd))}
	})
}

func TestSkyscraperCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		line, fromEnd := outRandomLine(rng, 6)
		count := outSkyscrapers(outGridLine(g, line, fromEnd))
		if rng.IntN(2) == 0 {
			count = 1 + rng.IntN(6)
		}
		return rules.Skyscraper{Line: line, FromEnd: fromEnd, Count: count}
	})
	crossCheck(t, sudoku.Shape9, 12, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		line, fromEnd := outRandomLine(rng, 9)
		count := outSkyscrapers(outGridLine(g, line, fromEnd))
		if rng.IntN(2) == 0 {
			count = max(1, count+[]int{-1, 1}[rng.IntN(2)])
		}
		return rules.Skyscraper{Line: line, FromEnd: fromEnd, Count: count}
	})
}

// outCase is a set of outside clues with an independent check of a flat
// grid.
type outCase struct {
	name  string
	rules []sudoku.Rule
	check func(g []int) bool
}

func TestOutsideCount4(t *testing.T) {
	line := func(g []int, l rules.Line, fromEnd bool) []int { return outLine(g, 4, l, fromEnd) }
	cases := []outCase{
		{"sandwich row 1 sum 0", []sudoku.Rule{rules.Sandwich{Line: rules.Row(0), Sum: 0}},
			func(g []int) bool { return outSandwich(line(g, rules.Row(0), false)) == 0 }},
		{"sandwich column 3 sum 5", []sudoku.Rule{rules.Sandwich{Line: rules.Column(2), Sum: 5}},
			func(g []int) bool { return outSandwich(line(g, rules.Column(2), false)) == 5 }},
		{"sandwiches", []sudoku.Rule{rules.Sandwich{Line: rules.Row(1), Sum: 2}, rules.Sandwich{Line: rules.Column(3), Sum: 3}},
			func(g []int) bool {
				return outSandwich(line(g, rules.Row(1), false)) == 2 && outSandwich(line(g, rules.Column(3), false)) == 3
			}},
		{"x-sum row 2 left 6", []sudoku.Rule{rules.XSum{Line: rules.Row(1), Sum: 6}},
			func(g []int) bool { return outXSum(line(g, rules.Row(1), false)) == 6 }},
		{"x-sum column 4 bottom 10", []sudoku.Rule{rules.XSum{Line: rules.Column(3), FromEnd: true, Sum: 10}},
			func(g []int) bool { return outXSum(line(g, rules.Column(3), true)) == 10 }},
		{"x-sum 1", []sudoku.Rule{rules.XSum{Line: rules.Row(3), FromEnd: true, Sum: 1}},
			func(g []int) bool { return outXSum(line(g, rules.Row(3), true)) == 1 }},
		{"skyscraper row 1 left 2", []sudoku.Rule{rules.Skyscraper{Line: rules.Row(0), Count: 2}},
			func(g []int) bool { return outSkyscrapers(line(g, rules.Row(0), false)) == 2 }},
		{"skyscraper column 2 bottom 3", []sudoku.Rule{rules.Skyscraper{Line: rules.Column(1), FromEnd: true, Count: 3}},
			func(g []int) bool { return outSkyscrapers(line(g, rules.Column(1), true)) == 3 }},
		{"skyscrapers 1 and 4", []sudoku.Rule{
			rules.Skyscraper{Line: rules.Row(2), Count: 1},
			rules.Skyscraper{Line: rules.Column(3), FromEnd: true, Count: 4},
		}, func(g []int) bool {
			return outSkyscrapers(line(g, rules.Row(2), false)) == 1 && outSkyscrapers(line(g, rules.Column(3), true)) == 4
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := sumCount4(tc.check)
			if want == 0 {
				t.Fatal("no solutions: pick another case")
			}
			rs := append([]sudoku.Rule{rules.Classic()}, tc.rules...)
			if got := countSolutions(t, sudoku.Shape4, rs, "", 300); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
}

func TestOutsideCount6(t *testing.T) {
	// A 6x6 with a few givens and one clue of each kind, against the
	// brute-force solutions of the givens alone, filtered.
	givens := "1..... ...4.. ..2... ....5. ...... .3...."
	g, err := sudoku.ParseGrid(sudoku.Shape6, givens)
	if err != nil {
		t.Fatal(err)
	}
	sols := brute.Solutions(brute.Classic(6, 2, 3, g.Digits()), 0)
	line := func(g []int, l rules.Line, fromEnd bool) []int { return outLine(g, 6, l, fromEnd) }
	cases := []outCase{
		{"sandwich", []sudoku.Rule{rules.Sandwich{Line: rules.Row(2), Sum: 10}},
			func(g []int) bool { return outSandwich(line(g, rules.Row(2), false)) == 10 }},
		{"x-sum", []sudoku.Rule{rules.XSum{Line: rules.Column(4), Sum: 11}},
			func(g []int) bool { return outXSum(line(g, rules.Column(4), false)) == 11 }},
		{"skyscraper", []sudoku.Rule{rules.Skyscraper{Line: rules.Row(4), FromEnd: true, Count: 5}},
			func(g []int) bool { return outSkyscrapers(line(g, rules.Row(4), true)) == 5 }},
		{"all three", []sudoku.Rule{
			rules.Sandwich{Line: rules.Column(0), Sum: 5},
			rules.XSum{Line: rules.Row(4), FromEnd: true, Sum: 13},
			rules.Skyscraper{Line: rules.Row(3), Count: 4},
		}, func(g []int) bool {
			return outSandwich(line(g, rules.Column(0), false)) == 5 &&
				outXSum(line(g, rules.Row(4), true)) == 13 &&
				outSkyscrapers(line(g, rules.Row(3), false)) == 4
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := 0
			for _, sol := range sols {
				if tc.check(sol) {
					want++
				}
			}
			if want == 0 || want > 300 {
				t.Fatalf("%d of %d solutions pass: pick another case", want, len(sols))
			}
			rs := append([]sudoku.Rule{rules.Classic()}, tc.rules...)
			if got := countSolutions(t, sudoku.Shape6, rs, givens, 1000); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
}

func TestOutsideBadParams(t *testing.T) {
	s := sudoku.Shape9
	cases := []struct {
		name string
		rule sudoku.Rule
		want string
	}{
		{"sandwich row off", rules.Sandwich{Line: rules.Row(9), Sum: 10}, "row 10 is off the 9x9 grid"},
		{"sandwich column off", rules.Sandwich{Line: rules.Column(-1), Sum: 10}, "column 0 is off"},
		{"sandwich 1", rules.Sandwich{Line: rules.Row(2), Sum: 1}, "r3c1"},
		{"sandwich 34", rules.Sandwich{Line: rules.Column(2), Sum: 34}, "r1c3"},
		{"sandwich 36", rules.Sandwich{Line: rules.Row(0), Sum: 36}, "add up to 36"},
		{"sandwich negative", rules.Sandwich{Line: rules.Row(0), Sum: -2}, "add up to -2"},
		{"x-sum off", rules.XSum{Line: rules.Column(12), Sum: 10}, "column 13 is off"},
		{"x-sum 0", rules.XSum{Line: rules.Row(0), Sum: 0}, "r1c1"},
		{"x-sum 4", rules.XSum{Line: rules.Row(0), FromEnd: true, Sum: 4}, "r1c9"},
		{"x-sum 46", rules.XSum{Line: rules.Column(8), FromEnd: true, Sum: 46}, "r9c9"},
		{"skyscraper off", rules.Skyscraper{Line: rules.Row(-3), Count: 2}, "row -2 is off"},
		{"skyscraper 0", rules.Skyscraper{Line: rules.Column(3), FromEnd: true, Count: 0}, "r9c4: count 0 out of range 1..9"},
		{"skyscraper 10", rules.Skyscraper{Line: rules.Row(3), Count: 10}, "count 10"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { sumBadRule(t, s, tc.rule, tc.want) })
	}
	sumBadRule(t, sudoku.LatinShape(1), rules.Sandwich{Line: rules.Row(0)}, "1x1")
	// A 2x2 Latin square: the 1 and the 2 are always adjacent.
	if got := countSolutions(t, sudoku.LatinShape(2), []sudoku.Rule{rules.Latin(), rules.Sandwich{Line: rules.Row(0)}}, "", 10); got != 2 {
		t.Errorf("2x2 sandwich 0: Count = %d, want 2", got)
	}
	sumBadRule(t, sudoku.LatinShape(2), rules.Sandwich{Line: rules.Row(0), Sum: 2}, "add up to 2")
}

func TestOutsideCheck(t *testing.T) {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	var ce *sudoku.ConflictError
	for _, tc := range []struct {
		rule  sudoku.Checker
		name  string
		cells string
		msg   string
	}{
		{rules.Sandwich{Line: rules.Row(0), Sum: 0}, "sandwich on row 1 (sum 0)", "r1c2 r1c3", "between the 1 and the 4 add up to 5"},
		{rules.Sandwich{Line: rules.Row(3), Sum: 2}, "sandwich on row 4 (sum 2)", "r4c2 r4c3", "between the 1 and the 4 add up to 5"},
		{rules.Sandwich{Line: rules.Column(1), Sum: 5}, "sandwich on column 2 (sum 5)", "r2c2 r3c2", "between the 1 and the 4 add up to 0"},
		{rules.XSum{Line: rules.Row(1), FromEnd: true, Sum: 5}, "x-sum on row 2 from the right (sum 5)", "r2c4 r2c3", "(the first 2) add up to 3"},
		{rules.Skyscraper{Line: rules.Column(0), FromEnd: true, Count: 3}, "skyscraper on column 1 from the bottom (3)", "r4c1", "seen: 1 building, want 3"},
	} {
		err := tc.rule.Check(g)
		if !errors.As(err, &ce) || ce.Rule != tc.name || ce.Msg != tc.msg || !cmp.Equal(ce.Cells, sudoku.MustCells(tc.cells)) {
			t.Errorf("Check = %v, want %s: %s %s", err, tc.name, tc.cells, tc.msg)
		}
	}
	for _, rule := range []sudoku.Checker{
		rules.Sandwich{Line: rules.Row(0), Sum: 5},
		rules.XSum{Line: rules.Column(2), Sum: 8},
		rules.Skyscraper{Line: rules.Row(0), Count: 4},
	} {
		if err := rule.Check(g); err != nil {
			t.Errorf("%v: Check = %v, want nil", rule, err)
		}
	}
	// A line with an empty cell is not judged; a repeated digit is.
	part, _ := sudoku.ParseGrid(sudoku.Shape4, "12.4 .... .... ....")
	if err := (rules.Sandwich{Line: rules.Row(0), Sum: 0}).Check(part); err != nil {
		t.Errorf("Check with an empty cell = %v, want nil", err)
	}
	twice, _ := sudoku.ParseGrid(sudoku.Shape4, "1214 .... .... ....")
	if err := (rules.Skyscraper{Line: rules.Row(0), Count: 2}).Check(twice); !errors.As(err, &ce) || ce.Msg != "both hold 1" {
		t.Errorf("Check with a repeated digit = %v, want both hold 1", err)
	}
}

// TestOddParamsNeverPanic builds and checks the rules of jigsaw.go,
// sumcages.go and outside.go with odd parameters on odd shapes: each
// either works or returns an error, and never panics.
func TestOddParamsNeverPanic(t *testing.T) {
	at := func(r, c int) sudoku.Cell { return sudoku.Cell{Row: r, Col: c} }
	odd := []sudoku.Rule{
		rules.Jigsaw{}, rules.Jigsaw{Regions: [][]sudoku.Cell{nil}}, rules.Jigsaw{Regions: [][]sudoku.Cell{{at(0, 0)}}},
		rules.ExtraRegion{}, rules.ExtraRegion{Cells: []sudoku.Cell{at(-1, 0)}},
		rules.Windoku{}, rules.DisjointGroups{},
		rules.SumCage{}, rules.SumCage{Sum: 1, Cells: []sudoku.Cell{at(0, 0)}}, rules.SumCage{Sum: 3, Cells: []sudoku.Cell{at(0, 0), at(1, 1)}},
		rules.LittleKiller{}, rules.LittleKiller{Sum: 1, Clue: at(-1, -1), Dir: rules.DownRight},
		rules.LittleKiller{Sum: 1, Clue: at(1<<40, -1), Dir: rules.UpLeft}, rules.LittleKiller{Sum: 3, Clue: at(-1, 0), Dir: 99},
		rules.Sandwich{}, rules.Sandwich{Line: rules.Row(1 << 40)}, rules.Sandwich{Line: rules.Column(1), Sum: 1},
		rules.XSum{}, rules.XSum{Sum: 1}, rules.XSum{Line: rules.Column(-5), Sum: 3}, rules.XSum{Line: rules.Row(1), FromEnd: true, Sum: 3},
		rules.Skyscraper{}, rules.Skyscraper{Count: 1}, rules.Skyscraper{Line: rules.Column(1), FromEnd: true, Count: 2},
	}
	shapes := []sudoku.Shape{sudoku.LatinShape(1), sudoku.LatinShape(2), sudoku.Shape4}
	for _, s := range shapes {
		for _, rule := range odd {
			if m, err := sudoku.New(s, []sudoku.Rule{rule}); err == nil {
				m.Close()
			} else if !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("New(%v, %v) = %v, want nil or ErrBadRule", s, rule, err)
			}
			ch := rule.(sudoku.Checker)
			for _, g := range []sudoku.Grid{sudoku.NewGrid(s), {}} {
				if err := ch.Check(g); err != nil && !errors.Is(err, sudoku.ErrBadRule) {
					t.Errorf("Check(%v) on an empty %v = %v, want nil or ErrBadRule", rule, s, err)
				}
			}
		}
	}
}
