package rules_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// cellPick returns k different random cells of g's grid for which keep
// holds, or fewer if there are not enough.
func cellPick(rng *rand.Rand, g sudoku.Grid, k int, keep func(c sudoku.Cell) bool) []sudoku.Cell {
	s := g.Shape()
	var out []sudoku.Cell
	for _, i := range rng.Perm(s.NumCells()) {
		if len(out) == k {
			break
		}
		if c := s.CellAt(i); keep(c) {
			out = append(out, c)
		}
	}
	return out
}

func cellAny(sudoku.Cell) bool { return true }

// cellParityGen makes parity rules that hold on about half the trials.
func cellParityGen(rem int, make func(cells []sudoku.Cell) sudoku.Rule) func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	return func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		keep := cellAny
		if rng.IntN(2) == 0 {
			keep = func(c sudoku.Cell) bool { return g.At(c)%2 == rem }
		}
		return make(cellPick(rng, g, 1+rng.IntN(4), keep))
	}
}

func TestEvenCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, cellParityGen(0, func(cells []sudoku.Cell) sudoku.Rule { return rules.Even{Cells: cells} }))
}

func TestOddCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, cellParityGen(1, func(cells []sudoku.Cell) sudoku.Rule { return rules.Odd{Cells: cells} }))
}

// cellExtremeGen makes minimum (less) or maximum cells: on half the
// trials only cells that beat all their neighbours on g, otherwise any
// cells, some of them neighbours (which are not compared).
func cellExtremeGen(beats func(x, y int) bool, make func(cells []sudoku.Cell) sudoku.Rule) func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	return func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		s := g.Shape()
		extreme := func(c sudoku.Cell) bool {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				nb := sudoku.Cell{Row: c.Row + d[0], Col: c.Col + d[1]}
				if s.Contains(nb) && !beats(g.At(c), g.At(nb)) {
					return false
				}
			}
			return true
		}
		strict := rng.IntN(2) == 0
		var cells []sudoku.Cell
		for _, c := range cellPick(rng, g, s.NumCells(), cellAny) {
			if len(cells) == 3 {
				break
			}
			if (strict && !extreme(c)) || slices.Contains(cells, c) {
				continue
			}
			cells = append(cells, c)
			// Sometimes a neighbour too, which the rule exempts.
			if nb := (sudoku.Cell{Row: c.Row, Col: c.Col + 1}); !strict && rng.IntN(2) == 0 && s.Contains(nb) && !slices.Contains(cells, nb) {
				cells = append(cells, nb)
			}
		}
		return make(cells)
	}
}

func TestMinimumCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, cellExtremeGen(func(x, y int) bool { return x < y },
		func(cells []sudoku.Cell) sudoku.Rule { return rules.Minimum{Cells: cells} }))
}

func TestMaximumCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, cellExtremeGen(func(x, y int) bool { return x > y },
		func(cells []sudoku.Cell) sudoku.Rule { return rules.Maximum{Cells: cells} }))
}

func TestQuadrupleCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		corner := sudoku.Cell{Row: rng.IntN(5), Col: rng.IntN(5)}
		k := 1 + rng.IntN(4)
		var digits []int
		if rng.IntN(2) == 0 {
			// Some of the block's own digits, repeats included.
			for _, i := range rng.Perm(4)[:k] {
				digits = append(digits, g.At(sudoku.Cell{Row: corner.Row + i/2, Col: corner.Col + i%2}))
			}
		} else {
			for range k {
				digits = append(digits, 1+rng.IntN(6))
			}
		}
		return rules.Quadruple{Corner: corner, Digits: digits}
	})
}

func TestGivenCandidatesCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		c := sudoku.Cell{Row: rng.IntN(6), Col: rng.IntN(6)}
		digits := rng.Perm(6)[:1+rng.IntN(4)]
		for i := range digits {
			digits[i]++
		}
		if rng.IntN(2) == 0 && !slices.Contains(digits, g.At(c)) {
			digits = append(digits, g.At(c), g.At(c)) // a repeat too
		}
		return rules.GivenCandidates{Cell: c, Digits: digits}
	})
}

func TestCloneCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		a := cellPick(rng, g, 1+rng.IntN(4), cellAny)
		var b []sudoku.Cell
		for _, c := range a {
			// Usually a cell with the same digit, so the clone holds.
			keep := func(o sudoku.Cell) bool { return o != c && !slices.Contains(b, o) }
			if rng.IntN(5) > 0 {
				keep = func(o sudoku.Cell) bool { return o != c && !slices.Contains(b, o) && g.At(o) == g.At(c) }
			}
			b = append(b, cellPick(rng, g, 1, keep)...)
		}
		return rules.Clone{A: a, B: b}
	})
}

// cellIndexed reports whether the indexer of kind ("column", "row",
// "box") holds for a marked cell c of g, computed apart from the rules.
func cellIndexed(g sudoku.Grid, kind string, c sudoku.Cell) bool {
	s := g.Shape()
	d := g.At(c)
	switch kind {
	case "column":
		return g.At(sudoku.Cell{Row: c.Row, Col: d - 1}) == c.Col+1
	case "row":
		return g.At(sudoku.Cell{Row: d - 1, Col: c.Col}) == c.Row+1
	}
	top, left := c.Row/s.BoxRows*s.BoxRows, c.Col/s.BoxCols*s.BoxCols
	pos := (c.Row-top)*s.BoxCols + c.Col - left + 1
	target := sudoku.Cell{Row: top + (d-1)/s.BoxCols, Col: left + (d-1)%s.BoxCols}
	return g.At(target) == pos
}

func cellIndexerGen(kind string, make func(cells []sudoku.Cell) sudoku.Rule) func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	return func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		k := 1 + rng.IntN(3)
		var cells []sudoku.Cell
		if rng.IntN(2) == 0 {
			cells = cellPick(rng, g, k, func(c sudoku.Cell) bool { return cellIndexed(g, kind, c) })
		}
		if len(cells) == 0 {
			cells = cellPick(rng, g, k, cellAny)
		}
		return make(cells)
	}
}

func TestColumnIndexerCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, cellIndexerGen("column", func(cells []sudoku.Cell) sudoku.Rule { return rules.ColumnIndexer{Cells: cells} }))
}

func TestRowIndexerCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, cellIndexerGen("row", func(cells []sudoku.Cell) sudoku.Rule { return rules.RowIndexer{Cells: cells} }))
}

func TestBoxIndexerCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, cellIndexerGen("box", func(cells []sudoku.Cell) sudoku.Rule { return rules.BoxIndexer{Cells: cells} }))
}

// cellIndexerFacts states an indexer as brute-force facts: for each
// marked cell and digit d, the cell holding d implies the target holding
// the index.
func cellIndexerFacts(s sudoku.Shape, kind string, cells []sudoku.Cell) []pairFact {
	var facts []pairFact
	for _, c := range cells {
		for d := 1; d <= s.Size; d++ {
			var target sudoku.Cell
			var want int
			switch kind {
			case "column":
				target, want = sudoku.Cell{Row: c.Row, Col: d - 1}, c.Col+1
			case "row":
				target, want = sudoku.Cell{Row: d - 1, Col: c.Col}, c.Row+1
			default:
				top, left := c.Row/s.BoxRows*s.BoxRows, c.Col/s.BoxCols*s.BoxCols
				target = sudoku.Cell{Row: top + (d-1)/s.BoxCols, Col: left + (d-1)%s.BoxCols}
				want = (c.Row-top)*s.BoxCols + c.Col - left + 1
			}
			if target == c {
				facts = append(facts, pairFactCell(s, c, func(x int) bool { return x != d || x == want }))
				continue
			}
			facts = append(facts, pairFactPair(s, c, target, func(x, y int) bool { return x != d || y == want }))
		}
	}
	return facts
}

// cellQuadFact states that the 2x2 block at corner contains digits.
func cellQuadFact(s sudoku.Shape, corner sudoku.Cell, digits ...int) pairFact {
	var idx []int
	for i := 0; i < 4; i++ {
		idx = append(idx, s.Index(sudoku.Cell{Row: corner.Row + i/2, Col: corner.Col + i%2}))
	}
	return pairFact{idx, func(ds []int) bool {
		left := slices.Clone(ds)
		for _, d := range digits {
			i := slices.Index(left, d)
			if i < 0 {
				return false
			}
			left[i] = 0
		}
		return true
	}}
}

func TestCellCounts(t *testing.T) {
	s4, s6 := sudoku.Shape4, sudoku.Shape6
	cs := sudoku.MustCells
	c := func(text string) sudoku.Cell { return cs(text)[0] }
	even := func(x int) bool { return x%2 == 0 }
	// extreme states that each of cells beats its neighbours that are not
	// among cells.
	extreme := func(s sudoku.Shape, beats func(x, y int) bool, cells ...sudoku.Cell) []pairFact {
		var facts []pairFact
		for _, a := range cells {
			for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				if nb := (sudoku.Cell{Row: a.Row + d[0], Col: a.Col + d[1]}); s.Contains(nb) && !slices.Contains(cells, nb) {
					facts = append(facts, pairFactPair(s, a, nb, beats))
				}
			}
		}
		return facts
	}
	less := func(x, y int) bool { return x < y }
	greater := func(x, y int) bool { return x > y }
	equal := func(x, y int) bool { return x == y }
	const (
		givens6  = "1..... ...... ..2... ...... ....3. ......"
		givens6b = "1..... ...... ..2... ...... ....3. .4...."
		givens6c = "1..... ...... ..2.6. ...... ....3. .4...."
	)

	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
		rules  []sudoku.Rule
		want   int
	}{
		// 12 4x4 sudokus share any first row, so with r1c3 = 4 given,
		// each digit 1 to 3 is in r1c1 in 24 solutions, and each ordered
		// pair of them in r1c1 r1c2 in 12.
		{"even r1c1", s4, "..4.............", []sudoku.Rule{rules.Even{Cells: cs("r1c1")}}, 24},
		{"odd r1c1 r1c2", s4, "..4.............", []sudoku.Rule{rules.Odd{Cells: cs("r1c1 r1c2")}}, 2 * 12}, // 13 31
		{"even and odd", s4, "", []sudoku.Rule{rules.Even{Cells: cs("r1c1 r4c4 r2c3")}, rules.Odd{Cells: cs("r3c1")}},
			pairBrute(s4, "", pairFactCell(s4, c("r1c1"), even), pairFactCell(s4, c("r4c4"), even), pairFactCell(s4, c("r2c3"), even),
				pairFactCell(s4, c("r3c1"), func(x int) bool { return x%2 == 1 }))},
		{"minimum r2c2", s4, "", []sudoku.Rule{rules.Minimum{Cells: cs("r2c2")}}, pairBrute(s4, "", extreme(s4, less, c("r2c2"))...)},
		{"maximum r1c1 r3c3", s4, "", []sudoku.Rule{rules.Maximum{Cells: cs("r1c1 r3c3")}},
			pairBrute(s4, "", extreme(s4, greater, c("r1c1"), c("r3c3"))...)},
		// Touching marked cells are not compared with each other.
		{"fortress r2c2 r2c3", s4, "", []sudoku.Rule{rules.Maximum{Cells: cs("r2c2 r2c3")}},
			pairBrute(s4, "", extreme(s4, greater, c("r2c2"), c("r2c3"))...)},
		{"6x6 fortress and moat", s6, givens6b, []sudoku.Rule{rules.Maximum{Cells: cs("r2c2 r2c3 r3c3")}, rules.Minimum{Cells: cs("r5c5 r5c6")}},
			pairBrute(s6, givens6b, append(extreme(s6, greater, c("r2c2"), c("r2c3"), c("r3c3")), extreme(s6, less, c("r5c5"), c("r5c6"))...)...)},
		{"6x6 minimum and maximum", s6, givens6b, []sudoku.Rule{rules.Minimum{Cells: cs("r2c2 r4c5")}, rules.Maximum{Cells: cs("r3c4 r6c1")}},
			pairBrute(s6, givens6b, append(extreme(s6, less, c("r2c2"), c("r4c5")), extreme(s6, greater, c("r3c4"), c("r6c1"))...)...)},
		// 12 4x4 sudokus share a first row: r1c1 may be 1 or 3 of 1..3.
		{"given candidates", s4, "..4.............", []sudoku.Rule{rules.GivenCandidates{Cell: c("r1c1"), Digits: []int{3, 1, 4}}}, 2 * 24},
		{"given candidates, two cells", s4, "", []sudoku.Rule{rules.GivenCandidates{Cell: c("r1c1"), Digits: []int{1, 2}},
			rules.GivenCandidates{Cell: c("r2c2"), Digits: []int{2}}},
			pairBrute(s4, "", pairFactCell(s4, c("r1c1"), func(x int) bool { return x <= 2 }), pairFactCell(s4, c("r2c2"), func(x int) bool { return x == 2 }))},
		// A box's quadruple of all four digits says nothing new.
		{"quadruple box", s4, "1...............", []sudoku.Rule{rules.Quadruple{Corner: c("r1c1"), Digits: []int{4, 3, 2, 1}}}, 72},
		{"quadruple 1 2", s4, ".....1..........", []sudoku.Rule{rules.Quadruple{Corner: c("r2c2"), Digits: []int{1, 2}}},
			pairBrute(s4, ".....1..........", cellQuadFact(s4, c("r2c2"), 1, 2))},
		{"quadruple 1 1 2", s4, "", []sudoku.Rule{rules.Quadruple{Corner: c("r2c2"), Digits: []int{1, 2, 1}}},
			pairBrute(s4, "", cellQuadFact(s4, c("r2c2"), 1, 1, 2))},
		{"quadruple 1 2 3 3", s4, "", []sudoku.Rule{rules.Quadruple{Corner: c("r1c2"), Digits: []int{3, 1, 3, 2}}},
			pairBrute(s4, "", cellQuadFact(s4, c("r1c2"), 3, 1, 3, 2))},
		{"6x6 quadruples", s6, givens6b, []sudoku.Rule{
			rules.Quadruple{Corner: c("r2c3"), Digits: []int{5, 6}}, rules.Quadruple{Corner: c("r5c1"), Digits: []int{1}}, rules.Quadruple{Corner: c("r4c4"), Digits: []int{4, 2, 4}},
		}, pairBrute(s6, givens6b, cellQuadFact(s6, c("r2c3"), 5, 6), cellQuadFact(s6, c("r5c1"), 1), cellQuadFact(s6, c("r4c4"), 2, 4, 4))},
		{"clone", s4, "", []sudoku.Rule{rules.Clone{A: cs("r1c1 r1c2"), B: cs("r3c4 r3c3")}},
			pairBrute(s4, "", pairFactPair(s4, c("r1c1"), c("r3c4"), equal), pairFactPair(s4, c("r1c2"), c("r3c3"), equal))},
		{"6x6 overlapping clone", s6, givens6c, []sudoku.Rule{rules.Clone{A: cs("r1c2 r4c4"), B: cs("r4c4 r6c1")}},
			pairBrute(s6, givens6c, pairFactPair(s6, c("r1c2"), c("r4c4"), equal), pairFactPair(s6, c("r4c4"), c("r6c1"), equal))},
		{"column indexer", s4, "..1.............", []sudoku.Rule{rules.ColumnIndexer{Cells: cs("r1-2c1")}},
			pairBrute(s4, "..1.............", cellIndexerFacts(s4, "column", cs("r1-2c1"))...)},
		{"row indexer", s4, "", []sudoku.Rule{rules.RowIndexer{Cells: cs("r2c1-4")}},
			pairBrute(s4, "", cellIndexerFacts(s4, "row", cs("r2c1-4"))...)},
		{"box indexer", s4, "", []sudoku.Rule{rules.BoxIndexer{Cells: cs("r3c3 r3c4 r4c3")}},
			pairBrute(s4, "", cellIndexerFacts(s4, "box", cs("r3c3 r3c4 r4c3"))...)},
		{"6x6 indexers", s6, givens6, []sudoku.Rule{rules.ColumnIndexer{Cells: cs("r1-3c2")}, rules.RowIndexer{Cells: cs("r6c4-6")}, rules.BoxIndexer{Cells: cs("r3c4 r4c6")}},
			pairBrute(s6, givens6, slices.Concat(cellIndexerFacts(s6, "column", cs("r1-3c2")), cellIndexerFacts(s6, "row", cs("r6c4-6")), cellIndexerFacts(s6, "box", cs("r3c4 r4c6")))...)},
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

func TestCellCorpus(t *testing.T) {
	// evenodd-01: 7 odd and 10 even cells, 12 givens, one solution.
	cs := sudoku.MustCells
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(),
		rules.Odd{Cells: cs("r1c2 r1c8 r2c2 r2c4 r7c9 r9c2 r9c8")},
		rules.Even{Cells: cs("r3c5 r3c9 r4c1 r4c2 r4c5 r4c8 r6c7 r6c9 r7c1 r9c5")},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	g, err := sudoku.ParseGrid(sudoku.Shape9, ".........7.4...69.1....................3......2.........7......4.....72.........5")
	if err != nil {
		t.Fatal(err)
	}
	sol, unique, err := m.Unique(bg, g)
	const want = "258496173734512698169783542843125967976348251521679834617254389485931726392867415"
	if err != nil || !unique || sol.String() != want {
		t.Errorf("Unique() = %s, %v, %v; want %s, true, nil", sol, unique, err, want)
	}
}

func TestCellBadParameters(t *testing.T) {
	s := sudoku.Shape9
	cs := sudoku.MustCells
	c := func(text string) sudoku.Cell { return cs(text)[0] }
	off := []sudoku.Cell{{Row: 0, Col: 0}, {Row: 3, Col: 9}}
	cases := []struct {
		shape sudoku.Shape
		rule  sudoku.Rule
		want  []string
	}{
		{s, rules.Even{}, []string{"no cells"}},
		{s, rules.Even{Cells: off}, []string{"r4c10", "off"}},
		{s, rules.Odd{Cells: off}, []string{"r4c10"}},
		{sudoku.LatinShape(1), rules.Even{Cells: cs("r1c1")}, []string{"no such digits"}},
		{s, rules.Minimum{Cells: cs("r5c5 r1c1 r5c5")}, []string{"r5c5", "twice"}},
		{s, rules.Maximum{Cells: off}, []string{"r4c10"}},
		{s, rules.Quadruple{Corner: c("r9c1"), Digits: []int{1}}, []string{"r9c1", "off"}},
		{s, rules.Quadruple{Corner: c("r1c9"), Digits: []int{1}}, []string{"r1c9", "off"}},
		{s, rules.Quadruple{Corner: sudoku.Cell{Row: -1, Col: 0}, Digits: []int{1}}, []string{"r0c1"}},
		{s, rules.Quadruple{Corner: c("r2c2")}, []string{"r2c2", "0 digits"}},
		{s, rules.Quadruple{Corner: c("r2c2"), Digits: []int{1, 2, 3, 4, 5}}, []string{"r2c2", "5 digits"}},
		{s, rules.Quadruple{Corner: c("r2c2"), Digits: []int{1, 10}}, []string{"r2c2", "digit 10"}},
		{s, rules.Clone{A: cs("r1c1 r1c2"), B: cs("r5c5")}, []string{"2 cells", "1"}},
		{s, rules.Clone{}, []string{"no cells"}},
		{s, rules.Clone{A: cs("r1c1 r1c2"), B: cs("r5c5 r1c2")}, []string{"r1c2", "own copy"}},
		{s, rules.Clone{A: cs("r1c1 r1c1"), B: cs("r5c5 r5c6")}, []string{"r1c1", "twice"}},
		{s, rules.Clone{A: cs("r1c1"), B: off[1:]}, []string{"r4c10"}},
		{s, rules.ColumnIndexer{}, []string{"no cells"}},
		{s, rules.ColumnIndexer{Cells: off}, []string{"r4c10"}},
		{s, rules.RowIndexer{Cells: cs("r1c5 r1c5")}, []string{"r1c5", "twice"}},
		{s, rules.BoxIndexer{Cells: off}, []string{"r4c10"}},
		{sudoku.LatinShape(5), rules.BoxIndexer{Cells: cs("r1c1")}, []string{"no boxes"}},
		{s, rules.GivenCandidates{Cell: c("r2c2")}, []string{"r2c2", "no digits"}},
		{s, rules.GivenCandidates{Cell: c("r2c2"), Digits: []int{1, 10}}, []string{"r2c2", "digit 10"}},
		{s, rules.GivenCandidates{Cell: c("r2c2"), Digits: []int{0}}, []string{"r2c2", "digit 0"}},
		{s, rules.GivenCandidates{Cell: off[1], Digits: []int{1}}, []string{"r4c10", "off"}},
	}
	for _, tc := range cases {
		chessBadRule(t, tc.shape, tc.rule, tc.want...)
	}
	// Check never panics on bad parameters either.
	g := sudoku.NewGrid(s)
	for _, r := range []sudoku.Checker{
		rules.Even{Cells: off}, rules.Minimum{Cells: off}, rules.Quadruple{Corner: c("r9c9"), Digits: []int{1}},
		rules.Clone{A: cs("r1c1"), B: off[1:]}, rules.Clone{A: cs("r1c1")}, rules.ColumnIndexer{Cells: off},
		rules.GivenCandidates{Cell: off[1], Digits: []int{1}}, rules.GivenCandidates{Cell: c("r1c1")},
	} {
		if err := r.Check(g); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Check = %v, want ErrBadRule", r, err)
		}
	}
	if err := (rules.BoxIndexer{Cells: cs("r1c1")}).Check(sudoku.NewGrid(sudoku.LatinShape(5))); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("BoxIndexer.Check without boxes = %v, want ErrBadRule", err)
	}
}

func TestCellCheckPartial(t *testing.T) {
	// Check sees only the filled cells: a quadruple conflicts when its
	// missing digits outnumber its empty cells.
	g, err := sudoku.ParseGrid(sudoku.Shape4, "12.. 3... .... ....")
	if err != nil {
		t.Fatal(err)
	}
	q := rules.Quadruple{Corner: sudoku.Cell{}, Digits: []int{1, 4}}
	if err := q.Check(g); err != nil {
		t.Errorf("%v.Check = %v, want nil: r2c2 may hold 4", q, err)
	}
	q.Digits = []int{1, 4, 4}
	var ce *sudoku.ConflictError
	if err := q.Check(g); !errors.As(err, &ce) || ce.Msg != "lack 4 4" {
		t.Errorf("%v.Check = %v, want a conflict lacking 4 4", q, err)
	}
	// An indexer whose target is empty does not conflict yet.
	if err := (rules.ColumnIndexer{Cells: sudoku.MustCells("r1c1")}).Check(g); err != nil {
		t.Errorf("ColumnIndexer.Check = %v, want nil", err)
	}
	// Given candidates see only their cell, and an empty one passes.
	if err := (rules.GivenCandidates{Cell: sudoku.Cell{Row: 3, Col: 3}, Digits: []int{2}}).Check(g); err != nil {
		t.Errorf("GivenCandidates.Check of an empty cell = %v, want nil", err)
	}
	if err := (rules.GivenCandidates{Cell: sudoku.Cell{}, Digits: []int{2, 3}}).Check(g); !errors.As(err, &ce) || ce.Cells[0] != (sudoku.Cell{}) {
		t.Errorf("GivenCandidates.Check of r1c1 = 1 against 2 3 = %v, want a conflict at r1c1", err)
	}
	// r2c1 = 3 says column 3 of row 2 holds 1.
	g.Set(sudoku.Cell{Row: 1, Col: 2}, 2)
	if err := (rules.ColumnIndexer{Cells: sudoku.MustCells("r2c1")}).Check(g); !errors.As(err, &ce) {
		t.Errorf("ColumnIndexer.Check = %v, want a conflict", err)
	}
}

func TestCellString(t *testing.T) {
	cs := sudoku.MustCells
	for _, tc := range []struct {
		rule chessStringer
		want string
	}{
		{rules.Even{Cells: cs("r1c1 r2c2")}, "even cells at r1c1"},
		{rules.Odd{Cells: cs("r3c1")}, "odd cells at r3c1"},
		{rules.Minimum{Cells: cs("r3c1")}, "minimum cells at r3c1"},
		{rules.Maximum{Cells: cs("r3c1")}, "maximum cells at r3c1"},
		{rules.Quadruple{Corner: cs("r4c4")[0], Digits: []int{1, 2, 2}}, "quadruple at r4c4 (1 2 2)"},
		{rules.Clone{A: cs("r1c1 r1c2"), B: cs("r5c5 r5c6")}, "clone r1c1 = r5c5"},
		{rules.ColumnIndexer{Cells: cs("r1-9c1")}, "column indexer at r1c1"},
		{rules.RowIndexer{Cells: cs("r1c1-9")}, "row indexer at r1c1"},
		{rules.BoxIndexer{Cells: cs("r2c2")}, "box indexer at r2c2"},
		{rules.GivenCandidates{Cell: cs("r2c2")[0], Digits: []int{1, 3, 5}}, "given candidates at r2c2 (1 3 5)"},
		{rules.GivenCandidates{Cell: cs("r2c2")[0]}, "given candidates at r2c2"},
		{rules.Even{}, "even cells"},
	} {
		if got := tc.rule.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}
