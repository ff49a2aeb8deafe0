package render

import (
	"context"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// family is a test puzzle of one family, with the options to draw it.
type family struct {
	name string
	p    sudoku.Puzzle
	opts []Option
}

func cells(s string) []sudoku.Cell { return sudoku.MustCells(s) }

func cell(s string) sudoku.Cell { return sudoku.MustCells(s)[0] }

func grid(t testing.TB, shape sudoku.Shape, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseGrid(shape, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// classicGivens is the README's puzzle.
const classicGivens = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"

// jigsaw6 is the rules package's 6x6 jigsaw example.
func jigsaw6(t testing.TB) rules.Jigsaw {
	j, err := rules.ParseJigsaw(sudoku.LatinShape(6), `
		A A A B B B
		A C A A B B
		C C C D D B
		C E C D D F
		E E E D D F
		E E F F F F`)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// families returns one puzzle of each family the package draws. The
// puzzles need not be sound: only their drawing is tested.
func families(t testing.TB) []family {
	s9 := sudoku.Shape9
	empty := sudoku.NewGrid(s9)
	classic := grid(t, s9, classicGivens)
	return []family{
		{name: "classic", p: sudoku.Puzzle{Title: "Classic", Shape: s9, Rules: []sudoku.Rule{rules.Classic()}, Givens: classic}},
		{name: "x", p: sudoku.Puzzle{Title: "Sudoku-X", Shape: s9, Rules: []sudoku.Rule{rules.Classic(), rules.Diagonals()}, Givens: classic}},
		{name: "killer", p: sudoku.Puzzle{Title: "Killer", Shape: s9, Givens: givensAt(s9, map[string]int{"r1c5": 5, "r3c7": 8, "r5c4": 4}), Rules: []sudoku.Rule{
			rules.Classic(),
			rules.Cage{Sum: 6, Cells: cells("r1c1 r2c1")},
			rules.Cage{Sum: 15, Cells: cells("r1c2 r1c3")},
			rules.Cage{Sum: 14, Cells: cells("r2c2 r2c3 r3c3")},
			rules.Cage{Sum: 10, Cells: cells("r3c1 r3c2")},
			rules.Cage{Sum: 30, Cells: cells("r4c4 r4c5 r4c6 r5c4 r6c4 r6c5 r6c6")},
			rules.Cage{Cells: cells("r5c6 r5c7")},
			rules.Cage{Sum: 17, Cells: cells("r7c7 r8c8")},
			rules.SumCage{Sum: 8, Cells: cells("r9c1 r9c2")},
		}}},
		{name: "jigsaw", p: sudoku.Puzzle{Title: "Jigsaw", Shape: sudoku.LatinShape(6), Rules: []sudoku.Rule{rules.JigsawRules(jigsaw6(t).Regions)},
			Givens: grid(t, sudoku.LatinShape(6), ".6...1 ...... ....52 ..52.. 3..... .....4")}},
		{name: "windoku", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Classic(), rules.Windoku{}, rules.ExtraRegion{Cells: cells("r1c1 r9c9")}}, Givens: empty}},
		{name: "thermo", p: sudoku.Puzzle{Title: "Thermo", Shape: s9, Givens: givensAt(s9, map[string]int{"r2c7": 3, "r5c1": 7}), Rules: []sudoku.Rule{
			rules.Classic(),
			rules.Thermometer{Cells: cells("r1c1 r1c2 r1c3 r2c3")},
			rules.Thermometer{Cells: cells("r5c5 r4c6 r3c7")},
			rules.Thermometer{Cells: cells("r9c9 r8c9 r7c9 r7c8")},
			rules.SlowThermometer{Cells: cells("r8c2 r7c2 r6c2")},
		}}},
		{name: "arrow", p: sudoku.Puzzle{Title: "Arrow", Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.Arrow{Circle: cells("r1c1"), Line: cells("r2c2 r3c3 r3c4")},
			rules.Arrow{Circle: cells("r5c5 r5c6"), Line: cells("r6c7 r7c7")},
			rules.Arrow{Circle: cells("r9c1 r8c2 r7c3"), Line: cells("r7c4 r7c5 r8c5")},
		}}},
		{name: "kropki", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.Difference{A: cell("r1c1"), B: cell("r1c2")},
			rules.Difference{A: cell("r2c2"), B: cell("r3c2"), Value: 3},
			rules.Ratio{A: cell("r5c5"), B: cell("r5c6")},
			rules.Ratio{A: cell("r7c7"), B: cell("r8c7"), Value: 3},
			rules.DifferenceOrRatio{A: cell("r9c1"), B: cell("r9c2")},
			rules.NegativeKropki{White: true, Black: true, Marked: [][2]sudoku.Cell{{cell("r1c1"), cell("r1c2")}}},
		}}},
		{name: "xv", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.X(cell("r1c1"), cell("r1c2")),
			rules.V(cell("r4c4"), cell("r5c4")),
			rules.XV{A: cell("r9c8"), B: cell("r9c9"), Sum: 12},
			rules.GreaterThan{Big: cell("r6c6"), Small: cell("r6c7")},
			rules.GreaterThan{Big: cell("r8c2"), Small: cell("r7c2")},
			rules.NegativeXV{},
		}}},
		{name: "lines", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.GermanWhispers(cells("r1c1 r1c2 r2c3 r3c3")...),
			rules.Renban{Cells: cells("r1c5 r2c5 r3c5")},
			rules.Palindrome{Cells: cells("r1c7 r2c8 r3c9 r4c9")},
			rules.Between{Cells: cells("r5c1 r5c2 r5c3 r6c3")},
			rules.RegionSum{Cells: cells("r5c5 r5c6 r5c7 r5c8")},
			rules.Zipper{Cells: cells("r7c1 r8c2 r9c3")},
			rules.Entropic{Cells: cells("r7c5 r8c5 r9c5")},
			rules.Modular{Cells: cells("r7c7 r7c8 r7c9")},
			rules.Nabner{Cells: cells("r9c7 r9c8")},
		}}},
		{name: "lines-parity", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.ParityLine{Cells: cells("r1c1 r2c2 r3c2 r4c3")},
			rules.SequenceLine{Cells: cells("r1c5 r1c6 r2c7")},
			rules.Regex{Pattern: "[1-5]+", Cells: cells("r9c1 r9c2 r8c3")},
			rules.Lockout{Cells: cells("r5c1 r5c2 r6c3 r7c3")},
			rules.Lockout{Cells: cells("r9c5 r8c6 r9c7"), Diff: 5},
			rules.SumLine{Cells: cells("r3c7 r4c8 r5c8")},
			rules.SumLine{Cells: cells("r7c7 r7c8 r8c8 r8c7"), Loop: true},
		}}},
		{name: "lines-counted", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.DifferenceCount{Cells: cells("r1c1 r2c2 r2c3 r3c4")},
			rules.FibonacciLine{Cells: cells("r5c5 r5c6 r6c7")},
			rules.FibonacciLine{Cells: cells("r9c1 r8c1 r7c2"), Directed: true},
		}}},
		{name: "sets", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.RellikCage{Sum: 10, Cells: cells("r1c1 r1c2 r2c1")},
			rules.EqualityCage{Cells: cells("r1c4 r1c5")},
			rules.Contain{Digits: []int{1, 2}, Cells: cells("r1c7 r1c8 r2c8")},
			rules.Contain{Digits: []int{3}, Cells: cells("r3c7 r3c8"), Exact: true},
			rules.EqualSum{Segments: [][]sudoku.Cell{cells("r4c1 r4c2"), cells("r5c3")}},
			rules.CountDistinct{Control: cell("r4c5"), Cells: cells("r4c6 r5c6 r5c5")},
			rules.SameValues{Sets: [][]sudoku.Cell{cells("r7c1 r7c2"), cells("r9c4 r9c5")}},
			rules.ValueIndexing{Cells: cells("r7c7 r8c7 r9c7 r9c8")},
			rules.WeightedSum{Sum: 12, Cells: cells("r2c4 r3c4 r3c4")},
			rules.StateMachine{Name: "any", Machine: sudoku.Automaton{States: 1, Accept: []bool{true}, Arcs: [][]sudoku.Arc{{{Digit: 1, To: 0}}}},
				Segments: [][]sudoku.Cell{cells("r6c8 r6c9"), cells("r7c9 r8c9")}},
		}}},
		{name: "cells", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.Even{Cells: cells("r1c1 r2c2")},
			rules.Odd{Cells: cells("r1c9 r2c8")},
			rules.Minimum{Cells: cells("r5c5")},
			rules.Maximum{Cells: cells("r1c5 r9c9")},
			rules.Quadruple{Corner: cell("r3c3"), Digits: []int{1, 2, 3, 4}},
			rules.Quadruple{Corner: cell("r7c7"), Digits: []int{9}},
			rules.Clone{A: cells("r4c1 r4c2"), B: cells("r6c8 r6c9")},
			rules.ColumnIndexer{Cells: cells("r8c5")},
			rules.RowIndexer{Cells: cells("r9c5")},
			rules.Distinct{Cells: cells("r8c1 r9c2")},
		}}},
		{name: "outside", p: sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.Sandwich{Line: rules.Row(0), Sum: 15},
			rules.Sandwich{Line: rules.Column(4), Sum: 0},
			rules.XSum{Line: rules.Row(3), FromEnd: true, Sum: 27},
			rules.Skyscraper{Line: rules.Column(2), FromEnd: true, Count: 4},
			rules.LittleKiller{Sum: 23, Clue: sudoku.Cell{Row: -1, Col: -1}, Dir: rules.DownRight},
			rules.LittleKiller{Sum: 9, Clue: sudoku.Cell{Row: 9, Col: 4}, Dir: rules.UpLeft},
			rules.LittleKiller{Sum: 41, Clue: sudoku.Cell{Row: 2, Col: 9}, Dir: rules.DownLeft},
		}}},
		{name: "suns-products", p: sudoku.Puzzle{Shape: sudoku.Shape6, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.HalfSumLine{Cells: cells("r6c1 r5c2 r4c3 r3c4")},
			rules.Sunburn{Cells: cells("r2c5 r3c2 r4c4")},
			rules.ProductDiagonals{Clues: []rules.DiagonalClue{
				{Clue: sudoku.Cell{Row: -1, Col: 3}, Dir: rules.DownRight},
				{Clue: sudoku.Cell{Row: 6, Col: 0}, Dir: rules.UpRight},
			}},
			rules.ProductDiagonals{Product: 24, Clues: []rules.DiagonalClue{{Clue: sudoku.Cell{Row: 6, Col: 6}, Dir: rules.UpLeft}}},
		}}},
		{name: "global", p: sudoku.Puzzle{Shape: s9, Givens: classic, Rules: []sudoku.Rule{
			rules.Classic(), rules.AntiKnight{}, rules.AntiKing{}, rules.NonConsecutive{}, rules.DisjointGroups{}, rules.AntiKnight{},
		}}},
		{name: "solution-print", p: sudoku.Puzzle{Title: "Classic & <solution>", Shape: s9, Rules: []sudoku.Rule{rules.Classic()}, Givens: classic},
			opts: []Option{WithSolution(grid(t, s9, classicSolutionFull)), WithTheme(Print), WithCellSize(32)}},
		{name: "pencil-marks", p: sudoku.Puzzle{Shape: s9, Givens: givensAt(s9, map[string]int{"r5c5": 5}), Rules: []sudoku.Rule{
			rules.Classic(),
			rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{1, 3, 5, 7, 9}},
			rules.GivenCandidates{Cell: cell("r1c2"), Digits: []int{2, 4}},
			rules.GivenCandidates{Cell: cell("r2c1"), Digits: []int{1, 2, 3, 4, 5, 6, 7, 8, 9}},
			rules.GivenCandidates{Cell: cell("r5c5"), Digits: []int{5, 6}},
			rules.DoubleArrow{Cells: cells("r3c3 r4c4 r4c5 r3c6")},
			rules.Maximum{Cells: cells("r7c2 r7c3 r8c2")},
			rules.Minimum{Cells: cells("r8c8")},
		}}},
		// Custom rules: one that draws itself, two with generic markings
		// and one named in the legend alone, under the caption.
		{name: "custom", p: sudoku.Puzzle{Title: "Custom rules", Shape: s9, Givens: classic, Rules: []sudoku.Rule{
			rules.Classic(),
			rules.AntiKnight{},
			shaded{Cells: cells("r9c1 r9c2 r9c3")},
			parityPair{A: cell("r1c2"), B: cell("r2c2")},
			groups{Groups: [][]sudoku.Cell{cells("r4c4 r4c5 r5c5"), cells("r7c8")}, Mark: struct{ At sudoku.Cell }{cell("r8c9")}},
			customRule{},
		}}},
		{name: "candidates", p: sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic()}, Givens: grid(t, sudoku.Shape4, candidatesGivens)},
			opts: []Option{WithCandidates(candidates4(t))}},
	}
}

// classicSolutionFull solves classicGivens.
const classicSolutionFull = "174385962293467158586192734451923876928674315367851249719548623635219487842736591"

// givensAt returns an empty grid of shape s with the given digits.
func givensAt(s sudoku.Shape, digits map[string]int) sudoku.Grid {
	g := sudoku.NewGrid(s)
	for c, d := range digits {
		g.Set(cell(c), d)
	}
	return g
}

// candidates4 returns the true candidates of the 4x4 family.
func candidates4(t testing.TB) sudoku.Candidates {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic()})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	c, err := m.Candidates(context.Background(), grid(t, sudoku.Shape4, candidatesGivens))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const candidatesGivens = "1... .... ..3. ...4"
