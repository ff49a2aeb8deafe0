package rules_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// lineWalk returns a random line of k cells on s: a walk of king's moves
// that never revisits a cell. It starts again when it gets stuck.
func lineWalk(rng *rand.Rand, s sudoku.Shape, k int) []sudoku.Cell {
	for {
		n := s.Size
		walk := []sudoku.Cell{{Row: rng.IntN(n), Col: rng.IntN(n)}}
		for len(walk) < k {
			next := lineNext(s, walk, walk[len(walk)-1], nil)
			if len(next) == 0 {
				break
			}
			walk = append(walk, next[rng.IntN(len(next))])
		}
		if len(walk) == k {
			return walk
		}
	}
}

// lineNext returns the king's-move neighbours of c that are on s, not in
// used, and pass keep (nil keeps all).
func lineNext(s sudoku.Shape, used []sudoku.Cell, c sudoku.Cell, keep func(sudoku.Cell) bool) []sudoku.Cell {
	var out []sudoku.Cell
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			nb := sudoku.Cell{Row: c.Row + dr, Col: c.Col + dc}
			if (dr == 0 && dc == 0) || !s.Contains(nb) || slices.Contains(used, nb) {
				continue
			}
			if keep == nil || keep(nb) {
				out = append(out, nb)
			}
		}
	}
	return out
}

// lineSample draws instances from gen until one's native verdict on g is a
// coin flip's, skipping instances that are bad rules, and gives up after
// many tries with the last good one. It makes rules that rarely hold by
// chance hold about half the time.
func lineSample(rng *rand.Rand, g sudoku.Grid, gen func() sudoku.Rule) sudoku.Rule {
	want := rng.IntN(2) == 0
	var last sudoku.Rule
	for try := 0; try < 2000 || last == nil; try++ {
		r := gen()
		err := r.(sudoku.Checker).Check(g)
		if errors.Is(err, sudoku.ErrBadRule) {
			continue
		}
		last = r
		if (err == nil) == want {
			break
		}
	}
	return last
}

// lineMonotone returns a line of k cells along which the digits of g
// increase (or, with slow, do not decrease), or nil when the walk gets
// stuck.
func lineMonotone(rng *rand.Rand, g sudoku.Grid, k int, slow bool) []sudoku.Cell {
	s := g.Shape()
	walk := []sudoku.Cell{{Row: rng.IntN(s.Size), Col: rng.IntN(s.Size)}}
	for len(walk) < k {
		last := walk[len(walk)-1]
		next := lineNext(s, walk, last, func(c sudoku.Cell) bool {
			return g.At(c) > g.At(last) || slow && g.At(c) == g.At(last)
		})
		if len(next) == 0 {
			return nil
		}
		walk = append(walk, next[rng.IntN(len(next))])
	}
	return walk
}

func TestThermometerCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		k := 2 + rng.IntN(4)
		if rng.IntN(2) == 0 {
			if cells := lineMonotone(rng, g, k, false); cells != nil {
				return rules.Thermometer{Cells: cells}
			}
		}
		return rules.Thermometer{Cells: lineWalk(rng, g.Shape(), k)}
	})
}

func TestSlowThermometerCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		k := 2 + rng.IntN(5)
		if rng.IntN(2) == 0 {
			if cells := lineMonotone(rng, g, k, true); cells != nil {
				return rules.SlowThermometer{Cells: cells}
			}
		}
		return rules.SlowThermometer{Cells: lineWalk(rng, g.Shape(), k)}
	})
}

// randomArrow returns an arrow on s: a circle of one cell, or a pill of two
// or three cells in a row or column, and a line of 1-4 cells starting next
// to it.
func randomArrow(rng *rand.Rand, s sudoku.Shape) rules.Arrow {
	for {
		p := 1
		if rng.IntN(3) == 0 {
			p = 2 + rng.IntN(2)
		}
		across := rng.IntN(2) == 0
		start := sudoku.Cell{Row: rng.IntN(s.Size), Col: rng.IntN(s.Size)}
		var circle []sudoku.Cell
		for i := 0; i < p; i++ {
			c := start
			if across {
				c.Col += i
			} else {
				c.Row += i
			}
			circle = append(circle, c)
		}
		if !s.Contains(circle[p-1]) {
			continue
		}
		from := circle[rng.IntN(p)]
		first := lineNext(s, circle, from, nil)
		if len(first) == 0 {
			continue
		}
		line := []sudoku.Cell{first[rng.IntN(len(first))]}
		for k := 1 + rng.IntN(4); len(line) < k; {
			next := lineNext(s, append(slices.Clone(circle), line...), line[len(line)-1], nil)
			if len(next) == 0 {
				break
			}
			line = append(line, next[rng.IntN(len(next))])
		}
		return rules.Arrow{Circle: circle, Line: line}
	}
}

func TestArrowCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape9, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return lineSample(rng, g, func() sudoku.Rule { return randomArrow(rng, g.Shape()) })
	})
}

func TestArrowCrossCheck4(t *testing.T) {
	crossCheck(t, sudoku.Shape4, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return lineSample(rng, g, func() sudoku.Rule { return randomArrow(rng, g.Shape()) })
	})
}

// lineCrossCheck cross-checks a rule built from random lines of lo..hi
// cells on grids of shape s, sampled to hold about half the time.
func lineCrossCheck(t *testing.T, s sudoku.Shape, trials, lo, hi int, build func(rng *rand.Rand, cells []sudoku.Cell) sudoku.Rule) {
	t.Helper()
	crossCheck(t, s, trials, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return lineSample(rng, g, func() sudoku.Rule {
			return build(rng, lineWalk(rng, s, lo+rng.IntN(hi-lo+1)))
		})
	})
}

func TestPalindromeCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 5, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Palindrome{Cells: cells}
	})
}

func TestRenbanCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 5, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Renban{Cells: cells}
	})
}

// TestRenbanLong cross-checks renban lines of 9 to 11 cells on 16x16,
// where from 10 cells on the automaton of digit sets would be too large
// and the rule relates pairs of cells and requires the common digits
// instead: along rows of a pattern grid, whose windows hold consecutive
// digits or not, so that both verdicts occur.
func TestRenbanLong(t *testing.T) {
	s := sudoku.Shape16
	g := sudoku.NewGrid(s)
	for r := 0; r < 16; r++ {
		for c := 0; c < 16; c++ {
			g.Set(sudoku.Cell{Row: r, Col: c}, (r*4+r/4+c)%16+1)
		}
	}
	var holds, breaks int
	for _, k := range []int{9, 10, 11} {
		for r := 0; r < 3; r++ {
			for c0 := 0; c0+k <= 16; c0 += 2 {
				var line []sudoku.Cell
				for c := c0; c < c0+k; c++ {
					line = append(line, sudoku.Cell{Row: r, Col: c})
				}
				rule := rules.Renban{Cells: line}
				native := rule.Check(g) == nil
				if native {
					holds++
				} else {
					breaks++
				}
				if got := z3Verdict(t, rule, g, sudoku.OneHot); got != native {
					t.Errorf("%v on row %d: the Model says %v, Check says %v", rule, r+1, got, native)
				}
			}
		}
	}
	if holds == 0 || breaks == 0 {
		t.Errorf("the lines held %d times and broke %d times; want both", holds, breaks)
	}
}

func TestWhispersCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape9, 40, 2, 5, func(rng *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		switch rng.IntN(4) {
		case 0:
			return rules.GermanWhispers(cells...)
		case 1:
			return rules.DutchWhispers(cells...)
		case 2:
			return rules.Whispers{Cells: cells, Diff: 1 + rng.IntN(3)}
		}
		return rules.Whispers{Cells: cells}
	})
}

func TestBetweenCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 3, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Between{Cells: cells}
	})
}

func TestRegionSumCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape9, 20, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.RegionSum{Cells: cells}
	})
	lineCrossCheck(t, sudoku.Shape6, 30, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.RegionSum{Cells: cells}
	})
	// Any regions cut the line: here a 6x6 jigsaw's, one of them in two
	// pieces.
	jig, err := rules.ParseJigsaw(sudoku.Shape6, "AAABBB\nCAABBD\nCCAEDD\nCCEEDB\nFFEEDD\nFFFFEC")
	if err != nil {
		t.Fatal(err)
	}
	lineCrossCheck(t, sudoku.Shape6, 30, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.RegionSum{Cells: cells, Regions: jig.Regions}
	})
}

func TestDoubleArrowCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 3, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.DoubleArrow{Cells: cells}
	})
	lineCrossCheck(t, sudoku.Shape9, 20, 3, 7, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.DoubleArrow{Cells: cells}
	})
}

// TestDoubleArrowCrossCheck16 covers the pseudo-Boolean form, which long
// lines on large grids use.
func TestDoubleArrowCrossCheck16(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape16, 8, 6, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.DoubleArrow{Cells: cells}
	})
}

func TestZipperCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 3, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Zipper{Cells: cells}
	})
}

// TestZipperCrossCheck16 covers the pseudo-Boolean form, which even lines
// use from 16x16 on, where their tables would be too large.
func TestZipperCrossCheck16(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape16, 8, 4, 4, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Zipper{Cells: cells}
	})
}

func TestEntropicCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape9, 20, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Entropic{Cells: cells}
	})
	lineCrossCheck(t, sudoku.Shape6, 30, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Entropic{Cells: cells}
	})
}

func TestModularCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape9, 20, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Modular{Cells: cells}
	})
	lineCrossCheck(t, sudoku.Shape6, 30, 2, 6, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Modular{Cells: cells}
	})
}

func TestNabnerCrossCheck(t *testing.T) {
	lineCrossCheck(t, sudoku.Shape6, 40, 2, 4, func(_ *rand.Rand, cells []sudoku.Cell) sudoku.Rule {
		return rules.Nabner{Cells: cells}
	})
}

// lineLoop returns a random line that passes through a cell twice: a walk
// that turns back over some of its cells (a b c b) or goes round a
// triangle (a b c a), and then, on half the lines, steps on to a new cell.
// Its length is about k.
func lineLoop(rng *rand.Rand, s sudoku.Shape, k int) []sudoku.Cell {
	for {
		w := lineWalk(rng, s, 2+rng.IntN(max(k-3, 1)))
		if rng.IntN(2) == 0 {
			for i := len(w) - 2; i >= 0 && len(w) < k; i-- {
				w = append(w, w[i])
			}
		} else {
			last, prev := w[len(w)-1], w[len(w)-2]
			found := false
			for _, c := range lineNext(s, w, last, nil) {
				if lineKing(c, prev) {
					w, found = append(w, c, prev), true
					break
				}
			}
			if !found {
				continue
			}
		}
		if next := lineNext(s, w, w[len(w)-1], nil); len(next) > 0 && rng.IntN(2) == 0 {
			w = append(w, next[rng.IntN(len(next))])
		}
		return w
	}
}

func lineKing(a, b sudoku.Cell) bool {
	return a != b && pairAbs(a.Row-b.Row) <= 1 && pairAbs(a.Col-b.Col) <= 1
}

// TestLineRevisitCrossCheck cross-checks the line rules that may pass
// through a cell twice on such lines.
func TestLineRevisitCrossCheck(t *testing.T) {
	cases := []struct {
		name   string
		shape  sudoku.Shape
		lo, hi int
		build  func(rng *rand.Rand, cells []sudoku.Cell) sudoku.Rule
	}{
		{"palindrome", sudoku.Shape6, 3, 6, func(_ *rand.Rand, cs []sudoku.Cell) sudoku.Rule { return rules.Palindrome{Cells: cs} }},
		{"renban", sudoku.Shape6, 3, 6, func(_ *rand.Rand, cs []sudoku.Cell) sudoku.Rule { return rules.Renban{Cells: cs} }},
		{"whispers", sudoku.Shape9, 3, 6, func(_ *rand.Rand, cs []sudoku.Cell) sudoku.Rule { return rules.GermanWhispers(cs...) }},
		{"dutch whispers", sudoku.Shape9, 3, 6, func(_ *rand.Rand, cs []sudoku.Cell) sudoku.Rule { return rules.DutchWhispers(cs...) }},
		{"between", sudoku.Shape6, 4, 7, func(rng *rand.Rand, cs []sudoku.Cell) sudoku.Rule {
			// A fresh first end, so that an end is not revisited.
			if next := lineNext(sudoku.Shape6, cs, cs[0], nil); len(next) > 0 {
				cs = append([]sudoku.Cell{next[rng.IntN(len(next))]}, cs...)
			}
			return rules.Between{Cells: cs}
		}},
		{"entropic", sudoku.Shape9, 4, 7, func(_ *rand.Rand, cs []sudoku.Cell) sudoku.Rule { return rules.Entropic{Cells: cs} }},
		{"modular", sudoku.Shape6, 4, 7, func(_ *rand.Rand, cs []sudoku.Cell) sudoku.Rule { return rules.Modular{Cells: cs} }},
		{"nabner", sudoku.Shape6, 3, 5, func(_ *rand.Rand, cs []sudoku.Cell) sudoku.Rule { return rules.Nabner{Cells: cs} }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			crossCheck(t, tc.shape, 24, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
				return lineSample(rng, g, func() sudoku.Rule {
					return tc.build(rng, lineLoop(rng, tc.shape, tc.lo+rng.IntN(tc.hi-tc.lo+1)))
				})
			})
		})
	}
}

// TestLineRevisitMeaning pins down what a revisit means, rule by rule, on
// a grid with r1c1 = 1, r1c2 = 9, r1c3 = 2 and r2c1 = 2.
func TestLineRevisitMeaning(t *testing.T) {
	cells := sudoku.MustCells
	g, err := sudoku.ParseGrid(sudoku.Shape9, "192......"+"2........"+"........."+
		"........."+"........."+"........."+"........."+"........."+".........")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		rule sudoku.Rule
		want error // nil, sudoku.ErrConflict or sudoku.ErrBadRule
	}{
		// Each step is a pair: 1-9, 9-2, 2-9 and 9-1 all differ by 5 or more.
		{rules.GermanWhispers(cells("r1c1 r1c2 r1c3 r1c2 r1c1")...), nil},
		{rules.Whispers{Cells: cells("r1c1 r1c2 r1c3 r1c2"), Diff: 8}, sudoku.ErrConflict}, // 9-2
		// A renban is a set: r1c1 r2c1 r1c1 is {1, 2}.
		{rules.Renban{Cells: cells("r1c1 r2c1 r1c1")}, nil},
		{rules.Renban{Cells: cells("r1c1 r1c2 r1c1")}, sudoku.ErrConflict}, // {1, 9}
		{rules.Palindrome{Cells: cells("r1c1 r1c2 r1c3 r1c2 r1c1")}, nil},
		{rules.Palindrome{Cells: cells("r1c1 r1c2 r1c3 r2c2")}, sudoku.ErrConflict}, // 9 and 2
		{rules.Nabner{Cells: cells("r1c1 r1c2 r1c1")}, nil},                         // {1, 9}
		{rules.Nabner{Cells: cells("r1c1 r2c1 r1c1")}, sudoku.ErrConflict},          // {1, 2}
		// Inside 1 ... 9: r2c1 (2) twice and r2c2 (empty).
		{rules.Between{Cells: cells("r1c1 r2c1 r2c2 r2c1 r1c2")}, nil},
		{rules.Between{Cells: cells("r1c1 r2c2 r1c1 r1c2")}, sudoku.ErrBadRule},       // an end again
		{rules.Entropic{Cells: cells("r1c2 r2c2 r2c1 r2c2 r1c2")}, sudoku.ErrBadRule}, // r2c2 twice in three
		{rules.Entropic{Cells: cells("r1c1 r2c2 r2c1")}, sudoku.ErrConflict},          // 1 and 2: both low
		{rules.Thermometer{Cells: cells("r1c1 r1c2 r2c2 r1c1")}, sudoku.ErrBadRule},
		{rules.SlowThermometer{Cells: cells("r1c1 r1c2 r1c1")}, sudoku.ErrBadRule},
		{rules.Zipper{Cells: cells("r1c1 r1c2 r1c1")}, sudoku.ErrBadRule},
	}
	for _, tc := range cases {
		err := tc.rule.(sudoku.Checker).Check(g)
		if (tc.want == nil && err != nil) || (tc.want != nil && !errors.Is(err, tc.want)) {
			t.Errorf("%v: Check() = %v, want %v", tc.rule, err, tc.want)
		}
	}
}

// A lineFact states a line rule independently of package rules, for the
// brute-force counter: ok reports whether the digits of cells, in order,
// satisfy it.
type lineFact struct {
	cells string
	ok    func(ds []int) bool
}

// lineBruteCount counts the solutions of givens ("" for none) on s under
// the classic rules and facts by plain backtracking.
func lineBruteCount(t *testing.T, s sudoku.Shape, givens string, facts ...lineFact) int {
	t.Helper()
	var digits []int
	if givens != "" {
		g, err := sudoku.ParseGrid(s, givens)
		if err != nil {
			t.Fatal(err)
		}
		digits = g.Digits()
	}
	p := brute.Classic(s.Size, s.BoxRows, s.BoxCols, digits)
	idx := make([][]int, len(facts))
	byCell := make([][]int, s.NumCells())
	for f, fact := range facts {
		for _, c := range sudoku.MustCells(fact.cells) {
			i := s.Index(c)
			idx[f] = append(idx[f], i)
			byCell[i] = append(byCell[i], f)
		}
	}
	p.Allowed = func(g []int, i, d int) bool {
		for _, f := range byCell[i] {
			ds := make([]int, len(idx[f]))
			for k, j := range idx[f] {
				if j == i {
					ds[k] = d
				} else if ds[k] = g[j]; ds[k] == 0 {
					ds = nil
					break
				}
			}
			if ds != nil && !facts[f].ok(ds) {
				return false
			}
		}
		return true
	}
	return brute.Count(p, 0)
}

// Independent statements of the rules, on a line's digits in order.

func factIncreasing(ds []int) bool {
	for i := 1; i < len(ds); i++ {
		if ds[i] <= ds[i-1] {
			return false
		}
	}
	return true
}

func factNotDecreasing(ds []int) bool {
	for i := 1; i < len(ds); i++ {
		if ds[i] < ds[i-1] {
			return false
		}
	}
	return true
}

// factArrow: the first p digits are the circle, read as a number.
func factArrow(p int) func(ds []int) bool {
	return func(ds []int) bool {
		num, sum := 0, 0
		for _, d := range ds[:p] {
			num = num*10 + d
		}
		for _, d := range ds[p:] {
			sum += d
		}
		return num == sum
	}
}

func factPalindrome(ds []int) bool {
	for i, j := 0, len(ds)-1; i < j; i, j = i+1, j-1 {
		if ds[i] != ds[j] {
			return false
		}
	}
	return true
}

func factRenban(ds []int) bool {
	sorted := slices.Sorted(slices.Values(ds))
	for i := 1; i < len(sorted); i++ {
		if sorted[i] != sorted[i-1]+1 {
			return false
		}
	}
	return true
}

func factWhispers(diff int) func(ds []int) bool {
	return func(ds []int) bool {
		for i := 1; i < len(ds); i++ {
			if ds[i]-ds[i-1] < diff && ds[i-1]-ds[i] < diff {
				return false
			}
		}
		return true
	}
}

func factBetween(ds []int) bool {
	a, b := ds[0], ds[len(ds)-1]
	for _, d := range ds[1 : len(ds)-1] {
		if !(a < d && d < b || b < d && d < a) {
			return false
		}
	}
	return true
}

// factSegments: the line is cut into segments of the given lengths, which
// all add up to the same total.
func factSegments(lens ...int) func(ds []int) bool {
	return func(ds []int) bool {
		var sums []int
		for _, l := range lens {
			s := 0
			for _, d := range ds[:l] {
				s += d
			}
			sums = append(sums, s)
			ds = ds[l:]
		}
		for _, s := range sums {
			if s != sums[0] {
				return false
			}
		}
		return true
	}
}

func factZipper(ds []int) bool {
	k := len(ds)
	want := ds[0] + ds[k-1]
	if k%2 == 1 {
		want = ds[k/2]
	}
	for i := 0; i < k/2; i++ {
		if ds[i]+ds[k-1-i] != want {
			return false
		}
	}
	return true
}

// factDoubleArrow: the inner digits add up to the two ends.
func factDoubleArrow(ds []int) bool {
	sum := 0
	for _, d := range ds[1 : len(ds)-1] {
		sum += d
	}
	return sum == ds[0]+ds[len(ds)-1]
}

// factTriples: any three (or, on a two-cell line, two) consecutive digits
// are in pairwise different classes.
func factTriples(class func(d int) int) func(ds []int) bool {
	return func(ds []int) bool {
		for i := 0; i+1 < len(ds); i++ {
			w := ds[i:min(i+3, len(ds))]
			seen := map[int]bool{}
			for _, d := range w {
				if seen[class(d)] {
					return false
				}
				seen[class(d)] = true
			}
		}
		return true
	}
}

func factNabner(ds []int) bool {
	for i := range ds {
		for j := i + 1; j < len(ds); j++ {
			if ds[i]-ds[j] <= 1 && ds[j]-ds[i] <= 1 {
				return false
			}
		}
	}
	return true
}

// TestLineCounts counts small puzzles with Z3 under every encoding and
// compares with the brute-force counter on the independent statements
// above.
func TestLineCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cells := sudoku.MustCells
	// A 6x6 grid with its first band given, which leaves 1408 solutions.
	six := "123456 456123 ...... ...... ...... ......"
	// The same with a third row given leaves 14.
	six3 := "123456 456123 231564 ...... ...... ......"
	entropic := func(d int) int { return (d - 1) / 2 }
	modular := func(d int) int { return d % 3 }
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		rule   sudoku.Rule
		fact   lineFact
	}{
		{"thermometer", s4, "", rules.Thermometer{Cells: cells("r1c1 r2c2 r3c3")}, lineFact{"r1c1 r2c2 r3c3", factIncreasing}},
		{"thermometer bent", s4, "", rules.Thermometer{Cells: cells("r4c1 r3c2 r2c2 r1c3")}, lineFact{"r4c1 r3c2 r2c2 r1c3", factIncreasing}},
		{"slow thermometer", s4, "", rules.SlowThermometer{Cells: cells("r1c1 r2c2 r2c3 r3c4")}, lineFact{"r1c1 r2c2 r2c3 r3c4", factNotDecreasing}},
		{"arrow", s4, "", rules.Arrow{Circle: cells("r1c1"), Line: cells("r2c2 r3c3")}, lineFact{"r1c1 r2c2 r3c3", factArrow(1)}},
		{"arrow 3", s4, "", rules.Arrow{Circle: cells("r2c2"), Line: cells("r1c3 r2c4 r3c4")}, lineFact{"r2c2 r1c3 r2c4 r3c4", factArrow(1)}},
		{"arrow pill", s4, "", rules.Arrow{Circle: cells("r1c1 r1c2"), Line: cells("r2c1 r3c1 r3c2 r4c3")},
			lineFact{"r1c1 r1c2 r2c1 r3c1 r3c2 r4c3", factArrow(2)}},
		{"arrow pill 6x6", s6, six, rules.Arrow{Circle: cells("r4c1 r5c1"), Line: cells("r4c2 r4c3 r5c4 r6c5 r6c6")},
			lineFact{"r4c1 r5c1 r4c2 r4c3 r5c4 r6c5 r6c6", factArrow(2)}},
		{"palindrome", s4, "", rules.Palindrome{Cells: cells("r1c1 r2c2 r3c3 r4c4")}, lineFact{"r1c1 r2c2 r3c3 r4c4", factPalindrome}},
		{"palindrome odd", s4, "", rules.Palindrome{Cells: cells("r1c2 r2c3 r3c4")}, lineFact{"r1c2 r2c3 r3c4", factPalindrome}},
		{"renban", s4, "", rules.Renban{Cells: cells("r1c1 r2c2 r3c2")}, lineFact{"r1c1 r2c2 r3c2", factRenban}},
		{"renban 6x6", s6, six3, rules.Renban{Cells: cells("r4c1 r5c2 r6c3 r5c4")}, lineFact{"r4c1 r5c2 r6c3 r5c4", factRenban}},
		{"whispers", s4, "", rules.Whispers{Cells: cells("r1c1 r2c2 r3c1 r4c2")}, lineFact{"r1c1 r2c2 r3c1 r4c2", factWhispers(2)}},
		{"whispers 6x6 diff 3", s6, six, rules.Whispers{Cells: cells("r4c1 r5c2 r6c3 r5c4 r4c5"), Diff: 3},
			lineFact{"r4c1 r5c2 r6c3 r5c4 r4c5", factWhispers(3)}},
		{"whispers 6x6 default", s6, six, rules.Whispers{Cells: cells("r6c1 r5c2 r4c3 r5c4 r6c5")},
			lineFact{"r6c1 r5c2 r4c3 r5c4 r6c5", factWhispers(3)}},
		{"between", s4, "", rules.Between{Cells: cells("r1c1 r2c2 r3c3 r4c4")}, lineFact{"r1c1 r2c2 r3c3 r4c4", factBetween}},
		{"between 6x6", s6, six, rules.Between{Cells: cells("r3c1 r4c2 r5c2 r6c3")}, lineFact{"r3c1 r4c2 r5c2 r6c3", factBetween}},
		{"region sum", s4, "", rules.RegionSum{Cells: cells("r2c1 r2c2 r3c3")}, lineFact{"r2c1 r2c2 r3c3", factSegments(2, 1)}},
		{"region sum 6x6", s6, six, rules.RegionSum{Cells: cells("r4c2 r5c3 r5c4 r6c5")},
			lineFact{"r4c2 r5c3 r5c4 r6c5", factSegments(1, 1, 2)}},
		{"double arrow", s4, "", rules.DoubleArrow{Cells: cells("r1c1 r2c2 r3c3 r4c4")}, lineFact{"r1c1 r2c2 r3c3 r4c4", factDoubleArrow}},
		{"double arrow 6x6", s6, six, rules.DoubleArrow{Cells: cells("r3c1 r4c2 r5c2 r6c3 r5c4")},
			lineFact{"r3c1 r4c2 r5c2 r6c3 r5c4", factDoubleArrow}},
		{"region sum on a jigsaw", s4, "", rules.RegionSum{Cells: cells("r1c1 r1c2 r1c3"), Regions: [][]sudoku.Cell{
			cells("r1c1 r2c1 r3c1 r4c1"), cells("r1c2 r1c3 r1c4 r2c2"), cells("r2c3 r2c4 r3c4 r4c4"), cells("r3c2 r3c3 r4c2 r4c3")}},
			lineFact{"r1c1 r1c2 r1c3", factSegments(1, 2)}},
		{"region sum revisits", s6, six, rules.RegionSum{Cells: cells("r3c2 r3c3 r3c4 r4c3 r4c2")},
			lineFact{"r3c2 r3c3 r3c4 r4c3 r4c2", factSegments(2, 1, 2)}},
		{"zipper odd", s4, "", rules.Zipper{Cells: cells("r1c1 r1c2 r2c3")}, lineFact{"r1c1 r1c2 r2c3", factZipper}},
		{"zipper even", s4, "", rules.Zipper{Cells: cells("r1c1 r2c2 r3c3 r4c4")}, lineFact{"r1c1 r2c2 r3c3 r4c4", factZipper}},
		{"zipper 6x6", s6, six, rules.Zipper{Cells: cells("r4c1 r5c2 r6c3 r5c4 r4c5")}, lineFact{"r4c1 r5c2 r6c3 r5c4 r4c5", factZipper}},
		{"entropic", s6, six, rules.Entropic{Cells: cells("r3c1 r4c2 r5c3 r6c4 r5c5 r4c6")}, lineFact{"r3c1 r4c2 r5c3 r6c4 r5c5 r4c6", factTriples(entropic)}},
		{"entropic pair", s6, six3, rules.Entropic{Cells: cells("r4c1 r5c2")}, lineFact{"r4c1 r5c2", factTriples(entropic)}},
		{"modular", s6, six, rules.Modular{Cells: cells("r3c1 r4c2 r5c3 r6c4 r5c5 r4c6")}, lineFact{"r3c1 r4c2 r5c3 r6c4 r5c5 r4c6", factTriples(modular)}},
		{"nabner", s4, "1... .... .... ....", rules.Nabner{Cells: cells("r1c1 r2c2")}, lineFact{"r1c1 r2c2", factNabner}},
		{"nabner 6x6", s6, six3, rules.Nabner{Cells: cells("r4c1 r5c2 r6c3")}, lineFact{"r4c1 r5c2 r6c3", factNabner}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs := []sudoku.Rule{rules.Classic(), tc.rule}
			want := lineBruteCount(t, tc.shape, tc.givens, tc.fact)
			if want == 0 || want >= 300 {
				t.Fatalf("brute count %d: pick a case with 1 to 299 solutions", want)
			}
			if testing.Verbose() {
				t.Logf("%s: %d solutions", tc.name, want)
			}
			if got := countSolutions(t, tc.shape, rs, tc.givens, 1000); got != want {
				t.Errorf("Count = %d, want %d", got, want)
			}
		})
	}
}

// TestLineBadRules checks that bad parameters give ErrBadRule naming the
// rule and the cell, both from New and from Check, without panicking.
func TestLineBadRules(t *testing.T) {
	cells := sudoku.MustCells
	snake := cells("r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c9")
	cases := []struct {
		rule  sudoku.Rule
		shape sudoku.Shape
		want  string // in the message
	}{
		{rules.Thermometer{}, sudoku.Shape9, "no cells"},
		{rules.Thermometer{Cells: cells("r1c1")}, sudoku.Shape9, "r1c1"},
		{rules.Thermometer{Cells: cells("r1c1 r1c3")}, sudoku.Shape9, "r1c3 is not a king's move from r1c1"},
		{rules.Thermometer{Cells: cells("r1c1 r2c2 r1c1")}, sudoku.Shape9, "r1c1 twice"},
		{rules.Thermometer{Cells: cells("r4c4 r5c5")}, sudoku.Shape4, "r5c5 is off the 4x4 grid"},
		{rules.Thermometer{Cells: []sudoku.Cell{{Row: -1, Col: 0}, {Row: 0, Col: 0}}}, sudoku.Shape9, "r0c1 is off"},
		{rules.Thermometer{Cells: snake}, sudoku.Shape9, "too long"},
		{rules.Thermometer{Cells: cells("r1c1 r1c1")}, sudoku.Shape9, "r1c1"},
		{rules.SlowThermometer{Cells: cells("r2c2")}, sudoku.Shape9, "r2c2"},
		{rules.SlowThermometer{Cells: cells("r2c2 r4c4")}, sudoku.Shape9, "r4c4"},
		{rules.Arrow{Line: cells("r1c1")}, sudoku.Shape9, "no circle"},
		{rules.Arrow{Circle: cells("r1c1 r1c2 r1c3 r1c4"), Line: cells("r2c1")}, sudoku.Shape9, "r1c1 has 4 cells"},
		{rules.Arrow{Circle: cells("r1c1")}, sudoku.Shape9, "r1c1 has no line"},
		{rules.Arrow{Circle: cells("r1c1"), Line: cells("r3c3")}, sudoku.Shape9, "r3c3 is not a king's move from the circle"},
		{rules.Arrow{Circle: cells("r1c1"), Line: cells("r2c2 r1c1")}, sudoku.Shape9, "r1c1"},
		{rules.Arrow{Circle: cells("r1c1"), Line: cells("r2c2 r4c4")}, sudoku.Shape9, "r4c4"},
		{rules.Arrow{Circle: cells("r1c1 r1c3"), Line: cells("r2c2")}, sudoku.Shape9, "r1c3"},
		{rules.Arrow{Circle: cells("r1c1 r1c2"), Line: cells("r2c2")}, sudoku.Shape9, "circle at r1c1"},
		{rules.Arrow{Circle: cells("r1c1 r1c2"), Line: cells("r2c2 r3c3")}, sudoku.Shape16, "pill at r1c1"},
		{rules.Arrow{Circle: cells("r1c1"), Line: cells("r2c2 r3c3 r4c4 r4c3 r4c2")}, sudoku.Shape4, "circle at r1c1"},
		{rules.Arrow{Circle: cells("r10c1"), Line: cells("r9c1")}, sudoku.Shape9, "r10c1"},
		{rules.Palindrome{Cells: cells("r9c9 r9c10")}, sudoku.Shape9, "r9c10"},
		{rules.Palindrome{Cells: cells("r5c5")}, sudoku.Shape9, "r5c5"},
		{rules.Renban{Cells: snake}, sudoku.Shape9, "too long"},
		{rules.Renban{Cells: cells("r1c1 r3c1")}, sudoku.Shape9, "r3c1"},
		{rules.Whispers{Cells: cells("r1c1 r1c2"), Diff: -1}, sudoku.Shape9, "r1c1: negative difference"},
		{rules.Whispers{Cells: cells("r1c1 r1c2"), Diff: 9}, sudoku.Shape9, "r1c1: no digits"},
		{rules.GermanWhispers(cells("r1c1 r1c2")...), sudoku.Shape4, "r1c1: no digits"},
		{rules.Whispers{Cells: cells("r1c1 r2c3")}, sudoku.Shape9, "r2c3"},
		{rules.Between{Cells: cells("r1c1 r1c2")}, sudoku.Shape9, "r1c1 needs at least 3 cells"},
		{rules.Between{Cells: cells("r1c1 r1c2 r1c1")}, sudoku.Shape9, "r1c1 twice"},
		{rules.RegionSum{Cells: cells("r1c1 r1c2")}, sudoku.LatinShape(5), "r1c1: the 5x5"},
		{rules.RegionSum{Cells: cells("r1c1 r1c2 r2c3")}, sudoku.Shape9, "r1c1 stays in one box"},
		{rules.RegionSum{Cells: cells("r3c3 r4c5")}, sudoku.Shape9, "r4c5"},
		{rules.RegionSum{Cells: cells("r1c1 r1c2"), Regions: [][]sudoku.Cell{cells("r1c1 r2c1")}}, sudoku.Shape9, "r1c2 is in none of the regions"},
		{rules.RegionSum{Cells: cells("r1c1 r1c2"), Regions: [][]sudoku.Cell{cells("r1c1"), cells("r1c2 r1c1")}}, sudoku.Shape9, "regions 1 and 2 both hold cell r1c1"},
		{rules.RegionSum{Cells: cells("r1c1 r1c2"), Regions: [][]sudoku.Cell{cells("r1c1 r1c2")}}, sudoku.LatinShape(5), "stays in one region"},
		{rules.RegionSum{Cells: cells("r1c1 r1c2"), Regions: [][]sudoku.Cell{cells("r1c1 r1c2 r1c10")}}, sudoku.Shape9, "r1c10 is off"},
		{rules.Zipper{Cells: cells("r1c1 r1c2")}, sudoku.Shape9, "r1c1 needs at least 3 cells"},
		{rules.DoubleArrow{Cells: cells("r1c1 r1c2")}, sudoku.Shape9, "r1c1 needs at least 3 cells"},
		{rules.DoubleArrow{Cells: cells("r1c1 r1c2 r1c1")}, sudoku.Shape9, "r1c1 twice"},
		{rules.DoubleArrow{Cells: cells("r1c1 r1c2 r1c4")}, sudoku.Shape9, "r1c4"},
		{rules.DoubleArrow{Cells: cells("r1c1 r1c2 r1c3 r2c3 r2c2 r2c1 r3c1 r3c2 r3c3")}, sudoku.LatinShape(3), "7 cells cannot add up"},
		{rules.Zipper{Cells: cells("r1c1 r1c2 r1c4")}, sudoku.Shape9, "r1c4"},
		{rules.Entropic{Cells: cells("r1c1 r1c2 r1c3")}, sudoku.Shape4, "r1c1: digits 1..4"},
		{rules.Entropic{Cells: cells("r1c1 r1c2 r7c3")}, sudoku.Shape9, "r7c3"},
		{rules.Modular{Cells: cells("r1c1 r1c2 r1c3")}, sudoku.Shape8, "r1c1: digits 1..8"},
		{rules.Modular{Cells: cells("r1c1")}, sudoku.Shape9, "r1c1"},
		{rules.Nabner{Cells: cells("r1c1 r1c2 r1c3 r1c4 r1c5 r1c6")}, sudoku.Shape9, "too long"},
		{rules.Nabner{Cells: cells("r1c1 r1c2 r1c3")}, sudoku.Shape4, "too long"},
		{rules.Nabner{Cells: cells("r1c1 r1c1")}, sudoku.Shape9, "r1c1"},
	}
	for _, tc := range cases {
		name := sudoku.RuleName(tc.rule)
		m, err := sudoku.New(tc.shape, []sudoku.Rule{tc.rule})
		if err == nil {
			m.Close()
			t.Errorf("New(%v) on %v: no error, want ErrBadRule", name, tc.shape)
			continue
		}
		if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), name) {
			t.Errorf("New(%v) on %v = %v, want ErrBadRule naming %q and %q", name, tc.shape, err, name, tc.want)
		}
		g := sudoku.NewGrid(tc.shape)
		err = tc.rule.(sudoku.Checker).Check(g)
		if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), name) {
			t.Errorf("Check(%v) on %v = %v, want ErrBadRule naming %q and %q", name, tc.shape, err, name, tc.want)
		}
	}
}

// TestLineCheckPartial checks that Check ignores empty cells, and that
// its conflicts name the cells involved.
func TestLineCheckPartial(t *testing.T) {
	cells := sudoku.MustCells
	g, err := sudoku.ParseGrid(sudoku.Shape9, "52......."+".4......."+"........."+
		"........."+"........."+"........."+"........."+"........."+".........")
	if err != nil {
		t.Fatal(err)
	}
	line := cells("r1c1 r1c2 r1c3")
	cases := []struct {
		rule  sudoku.Checker
		cells string // "" when Check passes
	}{
		{rules.Thermometer{Cells: line}, "r1c1 r1c2"},
		{rules.Thermometer{Cells: cells("r1c3 r1c2 r1c1")}, ""},
		{rules.SlowThermometer{Cells: line}, "r1c1 r1c2"},
		{rules.Arrow{Circle: cells("r1c1"), Line: cells("r1c2 r1c3")}, ""},
		{rules.Arrow{Circle: cells("r1c1"), Line: cells("r1c2")}, "r1c1 r1c2"},
		{rules.Palindrome{Cells: cells("r1c1 r1c2")}, "r1c1 r1c2"},
		{rules.Palindrome{Cells: line}, ""},
		{rules.Renban{Cells: line}, "r1c2 r1c1"},
		{rules.Renban{Cells: cells("r1c1 r1c2 r1c3 r1c4")}, ""},
		{rules.Whispers{Cells: line}, "r1c1 r1c2"},
		{rules.Whispers{Cells: line, Diff: 3}, ""},
		{rules.Between{Cells: line}, ""},
		{rules.RegionSum{Cells: cells("r1c2 r1c3 r1c4")}, ""},
		{rules.Zipper{Cells: line}, ""},
		{rules.Entropic{Cells: line}, ""},
		{rules.Entropic{Cells: cells("r1c1 r2c1 r2c2")}, "r1c1 r2c2"},
		{rules.Modular{Cells: line}, "r1c1 r1c2"},
		{rules.Nabner{Cells: line}, ""},
		{rules.Nabner{Cells: cells("r1c1 r1c2 r1c3 r2c4 r2c5")}, ""},
	}
	for _, tc := range cases {
		err := tc.rule.Check(g)
		if tc.cells == "" {
			if err != nil {
				t.Errorf("%v.Check = %v, want nil", tc.rule, err)
			}
			continue
		}
		var ce *sudoku.ConflictError
		if !errors.As(err, &ce) {
			t.Errorf("%v.Check = %v, want a ConflictError", tc.rule, err)
			continue
		}
		if !slices.Equal(ce.Cells, cells(tc.cells)) || ce.Rule != sudoku.RuleName(tc.rule.(sudoku.Rule)) {
			t.Errorf("%v.Check = %v, want a conflict on %s", tc.rule, err, tc.cells)
		}
	}
}

// TestLineNoPanic feeds random, mostly bad, parameters to every line rule
// on small grids: New and Check must return, never panic, and any error
// must be ErrBadRule.
func TestLineNoPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	shapes := []sudoku.Shape{sudoku.LatinShape(1), sudoku.LatinShape(2), sudoku.LatinShape(3), sudoku.Shape4, sudoku.Shape6}
	randomCells := func(s sudoku.Shape) []sudoku.Cell {
		if rng.IntN(2) == 0 {
			return lineWalk(rng, sudoku.Shape6, 1+rng.IntN(5)) // a line, perhaps off a smaller grid
		}
		cells := make([]sudoku.Cell, rng.IntN(5))
		for i := range cells {
			cells[i] = sudoku.Cell{Row: rng.IntN(s.Size+2) - 1, Col: rng.IntN(s.Size+2) - 1}
		}
		return cells
	}
	for i := 0; i < 120; i++ {
		s := shapes[rng.IntN(len(shapes))]
		a, c := randomCells(s), randomCells(s)
		candidates := []sudoku.Rule{
			rules.Thermometer{Cells: a}, rules.SlowThermometer{Cells: a}, rules.Arrow{Circle: a, Line: c},
			rules.Arrow{Circle: a[:min(len(a), 1)], Line: c}, rules.Palindrome{Cells: a}, rules.Renban{Cells: a},
			rules.Whispers{Cells: a, Diff: rng.IntN(8) - 2}, rules.Between{Cells: a}, rules.RegionSum{Cells: a},
			rules.Zipper{Cells: a}, rules.Entropic{Cells: a}, rules.Modular{Cells: a}, rules.Nabner{Cells: a},
		}
		rule := candidates[rng.IntN(len(candidates))]
		m, err := sudoku.New(s, []sudoku.Rule{rule})
		if err == nil {
			m.Close()
		} else if !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New(%v) on %v = %v, want nil or ErrBadRule", rule, s, err)
		}
		err = rule.(sudoku.Checker).Check(sudoku.NewGrid(s))
		if err != nil && !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("Check(%v) on an empty %v grid = %v, want nil or ErrBadRule", rule, s, err)
		}
	}
}
