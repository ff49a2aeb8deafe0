package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// pairFact is a constraint for the brute-force counter: the digits of
// cells (row-major indices) satisfy ok once all of them are filled. The
// chess, pair and cell tests state their rules as facts, written apart
// from the rules' own code.
type pairFact struct {
	cells []int
	ok    func(ds []int) bool
}

// pairFactPair states ok(x, y) for the digits x of a and y of c.
func pairFactPair(s sudoku.Shape, a, c sudoku.Cell, ok func(x, y int) bool) pairFact {
	return pairFact{[]int{s.Index(a), s.Index(c)}, func(ds []int) bool { return ok(ds[0], ds[1]) }}
}

// pairFactCell states ok(x) for the digit x of c.
func pairFactCell(s sudoku.Shape, c sudoku.Cell, ok func(x int) bool) pairFact {
	return pairFact{[]int{s.Index(c)}, func(ds []int) bool { return ok(ds[0]) }}
}

// pairBrute counts the solutions of givens under classic rules and facts
// with the brute-force counter.
func pairBrute(s sudoku.Shape, givens string, facts ...pairFact) int {
	var digits []int
	if givens != "" {
		g, err := sudoku.ParseGrid(s, givens)
		if err != nil {
			panic(err)
		}
		digits = g.Digits()
	}
	p := brute.Classic(s.Size, s.BoxRows, s.BoxCols, digits)
	byCell := make([][]pairFact, s.NumCells())
	for _, f := range facts {
		for _, i := range f.cells {
			byCell[i] = append(byCell[i], f)
		}
	}
	p.Allowed = func(g []int, i, d int) bool {
	next:
		for _, f := range byCell[i] {
			ds := make([]int, len(f.cells))
			for k, j := range f.cells {
				switch {
				case j == i:
					ds[k] = d
				case g[j] == 0:
					continue next
				default:
					ds[k] = g[j]
				}
			}
			if !f.ok(ds) {
				return false
			}
		}
		return true
	}
	return brute.Count(p, 0)
}

// pairCellsOf returns a random pair of different cells of s: orthogonal
// neighbours two times in three, any two cells otherwise.
func pairCellsOf(rng *rand.Rand, s sudoku.Shape) (sudoku.Cell, sudoku.Cell) {
	n := s.Size
	a := sudoku.Cell{Row: rng.IntN(n), Col: rng.IntN(n)}
	if rng.IntN(3) > 0 {
		for {
			d := [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}[rng.IntN(4)]
			c := sudoku.Cell{Row: a.Row + d[0], Col: a.Col + d[1]}
			if s.Contains(c) {
				return a, c
			}
		}
	}
	for {
		c := sudoku.Cell{Row: rng.IntN(n), Col: rng.IntN(n)}
		if c != a {
			return a, c
		}
	}
}

func pairAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestDifferenceCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		a, c := pairCellsOf(rng, g.Shape())
		v := 1 + rng.IntN(5)
		if k := pairAbs(g.At(a) - g.At(c)); k > 0 && rng.IntN(2) == 0 {
			v = k
		}
		if v == 1 && rng.IntN(2) == 0 {
			v = 0 // the default
		}
		return rules.Difference{A: a, B: c, Value: v}
	})
}

func TestRatioCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		a, c := pairCellsOf(rng, g.Shape())
		x, y := g.At(a), g.At(c)
		if rng.IntN(2) == 0 { // make the ratio hold: a digit and its double
			x = 1 + rng.IntN(3)
			y = 2 * x
			g.Set(a, x)
			g.Set(c, y)
		}
		v := []int{0, 2, 3}[rng.IntN(3)]
		if x%y == 0 && rng.IntN(2) == 0 {
			v = x / y
		}
		return rules.Ratio{A: a, B: c, Value: v}
	})
}

func TestXVCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		a, c := pairCellsOf(rng, g.Shape())
		switch rng.IntN(3) {
		case 0:
			return rules.XV{A: a, B: c, Sum: g.At(a) + g.At(c)}
		case 1:
			return rules.V(a, c)
		}
		return rules.XV{A: a, B: c, Sum: 2 + rng.IntN(11)}
	})
}

func TestGreaterThanCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		a, c := pairCellsOf(rng, g.Shape())
		return rules.GreaterThan{Big: a, Small: c}
	})
}

func TestPairCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		a, c := pairCellsOf(rng, g.Shape())
		// A random relation holding about half of all digit pairs.
		var table [7][7]bool
		for x := 1; x <= 6; x++ {
			for y := 1; y <= 6; y++ {
				table[x][y] = rng.IntN(2) == 0
			}
		}
		return rules.Pair{A: a, B: c, Name: "random pair", OK: func(x, y int) bool { return table[x][y] }}
	})
}

// pairFill refills g at random, row by row, so that no two cells an
// offset apart (either way) hold digits x, y with bad(x, y): each cell
// takes a random digit that the cells already filled allow, or any digit
// when none is left.
func pairFill(rng *rand.Rand, g sudoku.Grid, bad func(x, y int) bool, offsets ...[2]int) {
	s := g.Shape()
	n := s.Size
	for i := 0; i < s.NumCells(); i++ {
		g.Set(s.CellAt(i), 0)
	}
	for i := 0; i < s.NumCells(); i++ {
		cell := s.CellAt(i)
		var ok []int
	digits:
		for d := 1; d <= n; d++ {
			for _, o := range offsets {
				for _, sign := range []int{1, -1} {
					other := sudoku.Cell{Row: cell.Row + sign*o[0], Col: cell.Col + sign*o[1]}
					if !s.Contains(other) {
						continue
					}
					if x := g.At(other); x != 0 && (bad(x, d) || bad(d, x)) {
						continue digits
					}
				}
			}
			ok = append(ok, d)
		}
		if len(ok) == 0 {
			g.Set(cell, 1+rng.IntN(n))
		} else {
			g.Set(cell, ok[rng.IntN(len(ok))])
		}
	}
}

// pairPoke sets a random cell of g to a random digit.
func pairPoke(rng *rand.Rand, g sudoku.Grid) {
	n := g.Shape().Size
	g.Set(sudoku.Cell{Row: rng.IntN(n), Col: rng.IntN(n)}, 1+rng.IntN(n))
}

func TestNonConsecutiveCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		if rng.IntN(2) == 0 {
			pairFill(rng, g, func(x, y int) bool { return pairAbs(x-y) == 1 }, [2]int{0, 1}, [2]int{1, 0})
			if rng.IntN(3) == 0 {
				pairPoke(rng, g)
			}
		}
		return rules.NonConsecutive{}
	})
}

// pairAdjacent returns every orthogonally adjacent pair of s.
func pairAdjacent(s sudoku.Shape) [][2]sudoku.Cell {
	var out [][2]sudoku.Cell
	for r := 0; r < s.Size; r++ {
		for c := 0; c < s.Size; c++ {
			if c+1 < s.Size {
				out = append(out, [2]sudoku.Cell{{Row: r, Col: c}, {Row: r, Col: c + 1}})
			}
			if r+1 < s.Size {
				out = append(out, [2]sudoku.Cell{{Row: r, Col: c}, {Row: r + 1, Col: c}})
			}
		}
	}
	return out
}

// pairMarks returns the adjacent pairs of g that forbidden matches, in
// random order and orientation, plus a few random pairs; on about half the
// calls one matching pair is left out, so the negative rule breaks.
func pairMarks(rng *rand.Rand, g sudoku.Grid, forbidden func(x, y int) bool) [][2]sudoku.Cell {
	var marked [][2]sudoku.Cell
	all := pairAdjacent(g.Shape())
	for _, p := range all {
		if forbidden(g.At(p[0]), g.At(p[1])) || rng.IntN(10) == 0 {
			if rng.IntN(2) == 0 {
				p[0], p[1] = p[1], p[0]
			}
			marked = append(marked, p)
		}
	}
	rng.Shuffle(len(marked), func(i, j int) { marked[i], marked[j] = marked[j], marked[i] })
	if rng.IntN(2) == 0 {
		for i, p := range marked {
			if forbidden(g.At(p[0]), g.At(p[1])) {
				return append(marked[:i:i], marked[i+1:]...)
			}
		}
	}
	return marked
}

func TestNegativeKropkiCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		r := rules.NegativeKropki{Ratio: []int{0, 2, 3}[rng.IntN(3)], Difference: []int{0, 1, 2}[rng.IntN(3)]}
		switch rng.IntN(3) {
		case 0:
			r.White = true
		case 1:
			r.Black = true
		default:
			r.White, r.Black = true, true
		}
		ratio, diff := max(r.Ratio, 1), max(r.Difference, 1)
		if r.Ratio == 0 {
			ratio = 2
		}
		forbidden := func(x, y int) bool {
			return (r.White && pairAbs(x-y) == diff) || (r.Black && (x == ratio*y || y == ratio*x))
		}
		r.Marked = pairMarks(rng, g, forbidden)
		return r
	})
}

func TestNegativeXVCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		var r rules.NegativeXV
		if rng.IntN(2) == 0 {
			r.Sums = []int{2 + rng.IntN(11), 2 + rng.IntN(11)}
		}
		sums := r.Sums
		if sums == nil {
			sums = []int{5, 10}
		}
		r.Marked = pairMarks(rng, g, func(x, y int) bool { return x+y == sums[0] || x+y == sums[1] })
		return r
	})
}

func TestPairCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	c := func(text string) sudoku.Cell { return sudoku.MustCells(text)[0] }
	r1c1, r1c2 := c("r1c1"), c("r1c2")
	notConsecutive := func(x, y int) bool { return pairAbs(x-y) != 1 }
	// Facts of a negative rule: every adjacent pair not in marked.
	negative := func(s sudoku.Shape, marked map[[2]sudoku.Cell]bool, ok func(x, y int) bool) []pairFact {
		var facts []pairFact
		for _, p := range pairAdjacent(s) {
			if !marked[p] && !marked[[2]sudoku.Cell{p[1], p[0]}] {
				facts = append(facts, pairFactPair(s, p[0], p[1], ok))
			}
		}
		return facts
	}
	marks := [][2]sudoku.Cell{{c("r1c1"), c("r1c2")}, {c("r3c2"), c("r2c2")}, {c("r4c3"), c("r4c4")}}
	markSet := map[[2]sudoku.Cell]bool{marks[0]: true, marks[1]: true, marks[2]: true}

	const (
		row4     = "..4............."
		nc6      = "1..... ...... ...... ...... ...... ......"
		givens6  = "1..... ...... ..2... ...... ....3. ......"
		givens6b = "1..... ...... ..2... ...... ...... ......"
	)
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		rules  []sudoku.Rule
		want   int
	}{
		// 12 4x4 sudokus share any first row, so with r1c3 = 4 given,
		// r1c1 and r1c2 hold each ordered pair of different digits from
		// 1, 2, 3 in 12 solutions, and a pair rule keeps 12 times the
		// number of those pairs it allows.
		{"white dot", s4, row4, []sudoku.Rule{rules.Difference{A: r1c1, B: r1c2}}, 4 * 12}, // 12 21 23 32
		{"white dot 2", s4, row4, []sudoku.Rule{rules.Difference{A: r1c1, B: r1c2, Value: 2}}, 2 * 12},
		{"black dot", s4, row4, []sudoku.Rule{rules.Ratio{A: r1c1, B: r1c2}}, 2 * 12},                                                                // 12 21
		{"black dot 3", s4, row4, []sudoku.Rule{rules.Ratio{A: r1c2, B: r1c1, Value: 3}}, 2 * 12},                                                    // 13 31
		{"V", s4, row4, []sudoku.Rule{rules.V(r1c1, r1c2)}, 2 * 12},                                                                                  // 23 32
		{"sum 4", s4, row4, []sudoku.Rule{rules.XV{A: r1c1, B: r1c2, Sum: 4}}, 2 * 12},                                                               // 13 31
		{"greater", s4, row4, []sudoku.Rule{rules.GreaterThan{Big: r1c1, Small: r1c2}}, 3 * 12},                                                      // 21 31 32
		{"odd sum, rising", s4, row4, []sudoku.Rule{rules.Pair{A: r1c1, B: r1c2, OK: func(x, y int) bool { return (x+y)%2 == 1 && x < y }}}, 2 * 12}, // 12 23
		// Distant cells and several rules: by brute force.
		{"distant dots", s4, "", []sudoku.Rule{
			rules.Difference{A: r1c1, B: c("r4c4")}, rules.Ratio{A: c("r2c1"), B: c("r3c3")}, rules.V(c("r1c4"), c("r4c1")),
		}, pairBrute(s4, "",
			pairFactPair(s4, r1c1, c("r4c4"), func(x, y int) bool { return pairAbs(x-y) == 1 }),
			pairFactPair(s4, c("r2c1"), c("r3c3"), func(x, y int) bool { return x == 2*y || y == 2*x }),
			pairFactPair(s4, c("r1c4"), c("r4c1"), func(x, y int) bool { return x+y == 5 }),
		)},
		// No 4x4 sudoku is non-consecutive.
		{"4x4 non-consecutive", s4, "", []sudoku.Rule{rules.NonConsecutive{}},
			pairBrute(s4, "", negative(s4, nil, notConsecutive)...)},
		{"6x6 non-consecutive", s6, nc6, []sudoku.Rule{rules.NonConsecutive{}},
			pairBrute(s6, nc6, negative(s6, nil, notConsecutive)...)},
		{"negative white 2", s4, "", []sudoku.Rule{rules.NegativeKropki{White: true, Difference: 2, Marked: marks}},
			pairBrute(s4, "", negative(s4, markSet, func(x, y int) bool { return pairAbs(x-y) != 2 })...)},
		{"negative black 6x6", s6, givens6, []sudoku.Rule{rules.NegativeKropki{Black: true}},
			pairBrute(s6, givens6, negative(s6, nil, func(x, y int) bool { return x != 2*y && y != 2*x })...)},
		{"negative black 3 and white 2", s4, "", []sudoku.Rule{rules.NegativeKropki{White: true, Black: true, Ratio: 3, Difference: 2, Marked: marks}},
			pairBrute(s4, "", negative(s4, markSet, func(x, y int) bool { return pairAbs(x-y) != 2 && x != 3*y && y != 3*x })...)},
		{"negative XV", s4, "", []sudoku.Rule{rules.NegativeXV{Marked: marks}},
			pairBrute(s4, "", negative(s4, markSet, func(x, y int) bool { return x+y != 5 && x+y != 10 })...)},
		{"negative XV 6x6", s6, givens6b, []sudoku.Rule{rules.NegativeXV{}},
			pairBrute(s6, givens6b, negative(s6, nil, func(x, y int) bool { return x+y != 5 && x+y != 10 })...)},
		{"negative sums 3 7", s4, "", []sudoku.Rule{rules.NegativeXV{Sums: []int{3, 7}}},
			pairBrute(s4, "", negative(s4, nil, func(x, y int) bool { return x+y != 3 && x+y != 7 })...)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs := append([]sudoku.Rule{rules.Classic()}, tc.rules...)
			got := countSolutions(t, tc.shape, rs, tc.givens, 1000)
			t.Logf("%d solutions", got)
			if got != tc.want {
				t.Errorf("Count = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestPairCorpus(t *testing.T) {
	const (
		// kropki-03: difference 7, ratio 15, negative ratio.
		kropkiSolution = "238547961715936482469281537621754893953812674847369215574198326392675148186423759"
		// xv-02: 22 X/V signs, negative XV, two givens.
		xvGivens   = "................................2........................................4......."
		xvSolution = "269843751451276893738159462874562139516934287392781546625497318987315624143628975"
		// nonconsecutive-01.
		ncGivens = "..........5...3.......2....2.......................7...3........................."
	)
	pairs := func(list string) [][2]sudoku.Cell {
		var out [][2]sudoku.Cell
		for _, p := range strings.Split(list, ",") {
			cs := sudoku.MustCells(p)
			out = append(out, [2]sudoku.Cell{cs[0], cs[1]})
		}
		return out
	}
	white := pairs("r1c1 r1c2,r1c4 r1c5,r4c7 r4c8,r5c7 r5c8,r7c7 r7c8,r8c4 r8c5,r8c8 r9c8")
	black := pairs("r1c9 r2c9,r2c5 r2c6,r2c7 r2c8,r4c2 r4c3,r4c6 r4c7,r4c6 r5c6,r5c5 r5c6,r6c1 r6c2," +
		"r6c4 r6c5,r6c7 r6c8,r6c8 r7c8,r7c3 r8c3,r7c8 r8c8,r8c8 r8c9,r9c4 r9c5")
	kropki := []sudoku.Rule{rules.Classic(), rules.NegativeKropki{Black: true, Marked: append(append([][2]sudoku.Cell{}, white...), black...)}}
	for _, p := range white {
		kropki = append(kropki, rules.Difference{A: p[0], B: p[1]})
	}
	for _, p := range black {
		kropki = append(kropki, rules.Ratio{A: p[0], B: p[1]})
	}
	x := pairs("r1c3 r2c3,r1c4 r2c4,r1c6 r1c7,r3c1 r3c2,r3c2 r4c2,r3c7 r3c8,r4c3 r5c3,r5c2 r6c2,r5c7 r5c8," +
		"r6c8 r6c9,r7c2 r8c2,r7c5 r8c5,r7c6 r7c7,r8c1 r9c1,r8c3 r8c4,r8c3 r9c3,r9c5 r9c6")
	v := pairs("r2c9 r3c9,r3c7 r4c7,r5c6 r6c6,r6c8 r7c8,r9c1 r9c2")
	xv := []sudoku.Rule{rules.Classic(), rules.NegativeXV{Marked: append(append([][2]sudoku.Cell{}, x...), v...)}}
	for _, p := range x {
		xv = append(xv, rules.X(p[0], p[1]))
	}
	for _, p := range v {
		xv = append(xv, rules.V(p[0], p[1]))
	}
	for _, tc := range []struct {
		name     string
		rules    []sudoku.Rule
		givens   string
		solution string
		solve    bool // Solve only: proving uniqueness takes a second
	}{
		{"kropki-03", kropki, "", kropkiSolution, false},
		{"xv-02", xv, xvGivens, xvSolution, false},
		{"nonconsecutive-01", []sudoku.Rule{rules.Classic(), rules.NonConsecutive{}}, ncGivens,
			"472918635859463172613725849268571493741396258395842716537284961184639527926157384", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := sudoku.New(sudoku.Shape9, tc.rules)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			var g sudoku.Grid
			if tc.givens != "" {
				if g, err = sudoku.ParseGrid(sudoku.Shape9, tc.givens); err != nil {
					t.Fatal(err)
				}
			}
			var sol sudoku.Grid
			unique := true
			if tc.solve {
				sol, err = m.Solve(bg, g)
			} else {
				sol, unique, err = m.Unique(bg, g)
			}
			if err != nil {
				t.Fatal(err)
			}
			if !unique || sol.String() != tc.solution {
				t.Errorf("Unique() = %s, %v, want %s, true", sol, unique, tc.solution)
			}
		})
	}
}

func TestPairBadParameters(t *testing.T) {
	s := sudoku.Shape9
	c := func(text string) sudoku.Cell { return sudoku.MustCells(text)[0] }
	off := sudoku.Cell{Row: 9, Col: 0}
	cases := []struct {
		rule sudoku.Rule
		want []string
	}{
		{rules.Difference{A: c("r1c1"), B: off}, []string{"r10c1", "off"}},
		{rules.Difference{A: c("r1c1"), B: c("r1c1")}, []string{"r1c1"}},
		{rules.Difference{A: c("r1c1"), B: c("r1c2"), Value: 9}, []string{"r1c1", "differ by 9"}},
		{rules.Difference{A: c("r1c1"), B: c("r1c2"), Value: -1}, []string{"r1c1"}},
		{rules.Ratio{A: c("r2c1"), B: c("r1c2"), Value: 10}, []string{"r2c1", "ratio of 10"}},
		{rules.Ratio{A: c("r2c1"), B: c("r1c2"), Value: -2}, []string{"r2c1"}},
		{rules.Ratio{A: off, B: c("r1c2")}, []string{"r10c1"}},
		{rules.XV{A: c("r3c3"), B: c("r3c4")}, []string{"r3c3", "add up to 0"}},
		{rules.XV{A: c("r3c3"), B: c("r3c4"), Sum: 19}, []string{"r3c3", "19"}},
		{rules.X(c("r3c3"), c("r3c3")), []string{"r3c3"}},
		{rules.GreaterThan{Big: c("r1c1"), Small: off}, []string{"r10c1"}},
		{rules.Pair{A: c("r4c4"), B: c("r4c5")}, []string{"r4c4", "nil OK"}},
		{rules.Pair{A: c("r4c4"), B: c("r4c5"), OK: func(x, y int) bool { return false }}, []string{"r4c4", "r4c5"}},
		{rules.NegativeKropki{Marked: [][2]sudoku.Cell{{c("r1c1"), c("r1c2")}}}, []string{"neither White nor Black"}},
		{rules.NegativeKropki{Black: true, Ratio: -1}, []string{"-1"}},
		{rules.NegativeKropki{Black: true, Marked: [][2]sudoku.Cell{{c("r1c1"), c("r2c2")}}}, []string{"r2c2", "not orthogonally adjacent"}},
		{rules.NegativeKropki{White: true, Marked: [][2]sudoku.Cell{{c("r9c9"), {Row: 9, Col: 8}}}}, []string{"r10c9", "off"}},
		{rules.NegativeXV{Marked: [][2]sudoku.Cell{{c("r5c5"), c("r5c5")}}}, []string{"r5c5"}},
		{rules.NegativeXV{Sums: []int{}}, []string{"no sums"}},
		{rules.NegativeXV{Sums: []int{5, 1}}, []string{"add up to 1"}},
	}
	for _, tc := range cases {
		chessBadRule(t, s, tc.rule, tc.want...)
	}
	// Check never panics on bad cells either.
	g := sudoku.NewGrid(s)
	for _, r := range []sudoku.Checker{rules.Difference{A: c("r1c1"), B: off}, rules.Pair{A: c("r1c1"), B: c("r1c2")}} {
		if err := r.Check(g); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Check = %v, want ErrBadRule", r, err)
		}
	}
}

func TestPairString(t *testing.T) {
	c := func(text string) sudoku.Cell { return sudoku.MustCells(text)[0] }
	a, b := c("r1c1"), c("r1c2")
	for _, tc := range []struct {
		rule chessStringer
		want string
	}{
		{rules.Difference{A: a, B: b}, "white dot between r1c1 and r1c2"},
		{rules.Difference{A: a, B: b, Value: 3}, "white dot (difference 3) between r1c1 and r1c2"},
		{rules.Ratio{A: a, B: b}, "black dot between r1c1 and r1c2"},
		{rules.Ratio{A: a, B: b, Value: 3}, "black dot (ratio 3) between r1c1 and r1c2"},
		{rules.X(a, b), "X between r1c1 and r1c2"},
		{rules.V(a, b), "V between r1c1 and r1c2"},
		{rules.XV{A: a, B: b, Sum: 7}, "XV (sum 7) between r1c1 and r1c2"},
		{rules.GreaterThan{Big: a, Small: b}, "inequality r1c1 > r1c2"},
		{rules.Pair{A: a, B: b}, "pair between r1c1 and r1c2"},
		{rules.Pair{A: a, B: b, Name: "german whisper"}, "german whisper between r1c1 and r1c2"},
		{rules.NonConsecutive{}, "non-consecutive"},
		{rules.NegativeKropki{Black: true}, "negative black dots"},
		{rules.NegativeKropki{White: true}, "negative white dots"},
		{rules.NegativeKropki{White: true, Black: true}, "negative kropki dots"},
		{rules.NegativeXV{}, "negative XV"},
		{rules.NegativeXV{Sums: []int{3, 7}}, "negative XV (sums 3 7)"},
	} {
		if got := tc.rule.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}
