package rules_test

import (
	"errors"
	"math"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestBadRuleParameters builds Models from rules with bad parameters:
// cells off the grid, duplicate and overlapping cells, impossible sums and
// counts, bad jigsaw layouts, rules that need boxes on a latin square.
// Each must fail New with an error wrapping sudoku.ErrBadRule, and neither
// New nor the rule's native Check may panic. It is this package's part of
// the project's bad-input table (RELIABILITY.md); the sudoku and variants
// packages have theirs in their own badinput_test.go.
func TestBadRuleParameters(t *testing.T) {
	cs := sudoku.MustCells
	off := sudoku.Cell{Row: 9, Col: 0}
	huge := sudoku.Cell{Row: math.MaxInt, Col: math.MinInt}
	tests := []struct {
		name  string
		shape sudoku.Shape
		rule  sudoku.Rule
	}{
		{"cage cell off the grid", sudoku.Shape9, rules.Cage{Sum: 10, Cells: []sudoku.Cell{{Row: 0, Col: 0}, off}}},
		{"cage cell at MaxInt", sudoku.Shape9, rules.Cage{Sum: 10, Cells: []sudoku.Cell{huge}}},
		{"cage sum over 45", sudoku.Shape9, rules.Cage{Sum: 46, Cells: cs("r1c1-9")}},
		{"cage sum MaxInt", sudoku.Shape9, rules.Cage{Sum: math.MaxInt, Cells: cs("r1c1 r1c2")}},
		{"cage of 10 cells on 9x9", sudoku.Shape9, rules.Cage{Cells: cs("r1c1-9 r2c1")}},
		{"sum cage with no cells", sudoku.Shape9, rules.SumCage{Sum: 5}},
		{"sum cage sum too big", sudoku.Shape9, rules.SumCage{Sum: 19, Cells: cs("r1c1 r1c2")}},
		{"sum cage duplicate cell", sudoku.Shape9, rules.SumCage{Sum: 4, Cells: cs("r1c1 r1c1")}},
		{"thermometer longer than the digits", sudoku.Shape4, rules.Thermometer{Cells: cs("r1c1 r1c2 r1c3 r1c4 r2c4")}},
		{"thermometer repeats a cell", sudoku.Shape9, rules.Thermometer{Cells: cs("r1c1 r1c2 r1c1")}},
		{"thermometer off the grid", sudoku.Shape9, rules.Thermometer{Cells: []sudoku.Cell{{Row: 0, Col: 8}, {Row: 0, Col: 9}}}},
		{"arrow with no circle", sudoku.Shape9, rules.Arrow{Line: cs("r1c2 r1c3")}},
		{"arrow with no line", sudoku.Shape9, rules.Arrow{Circle: cs("r1c1")}},
		{"arrow circle of 4 cells", sudoku.Shape9, rules.Arrow{Circle: cs("r1c1-4"), Line: cs("r2c1")}},
		{"arrow line through its circle", sudoku.Shape9, rules.Arrow{Circle: cs("r1c1"), Line: cs("r1c1 r1c2")}},
		{"renban longer than the digits", sudoku.Shape4, rules.Renban{Cells: cs("r1c1 r1c2 r1c3 r1c4 r2c4")}},
		{"whispers difference too big", sudoku.Shape9, rules.Whispers{Cells: cs("r1c1 r1c2"), Diff: 9}},
		{"whispers negative difference", sudoku.Shape9, rules.Whispers{Cells: cs("r1c1 r1c2"), Diff: -2}},
		{"between line of 2 cells", sudoku.Shape9, rules.Between{Cells: cs("r1c1 r1c2")}},
		{"zipper of 2 cells", sudoku.Shape9, rules.Zipper{Cells: cs("r1c1 r1c2")}},
		{"region sum on a latin square", sudoku.LatinShape(5), rules.RegionSum{Cells: cs("r1c1 r1c2 r1c3")}},
		{"difference of 9 on 9x9", sudoku.Shape9, rules.Difference{A: cs("r1c1")[0], B: cs("r1c2")[0], Value: 9}},
		{"difference with itself", sudoku.Shape9, rules.Difference{A: cs("r1c1")[0], B: cs("r1c1")[0]}},
		{"ratio of 10 on 9x9", sudoku.Shape9, rules.Ratio{A: cs("r1c1")[0], B: cs("r1c2")[0], Value: 10}},
		{"XV sum of 1", sudoku.Shape9, rules.XV{A: cs("r1c1")[0], B: cs("r1c2")[0], Sum: 1}},
		{"XV sum of 19", sudoku.Shape9, rules.XV{A: cs("r1c1")[0], B: cs("r1c2")[0], Sum: 19}},
		{"greater than off the grid", sudoku.Shape9, rules.GreaterThan{Big: off, Small: cs("r1c1")[0]}},
		{"pair with nil relation", sudoku.Shape9, rules.Pair{A: cs("r1c1")[0], B: cs("r1c2")[0], Name: "nil"}},
		{"negative kropki with no colour", sudoku.Shape9, rules.NegativeKropki{}},
		{"negative kropki marked pair not adjacent", sudoku.Shape9, rules.NegativeKropki{White: true, Marked: [][2]sudoku.Cell{{cs("r1c1")[0], cs("r3c3")[0]}}}},
		{"little killer with no direction", sudoku.Shape9, rules.LittleKiller{Sum: 10, Clue: sudoku.Cell{Row: -1, Col: 0}}},
		{"little killer clue inside the grid", sudoku.Shape9, rules.LittleKiller{Sum: 10, Clue: cs("r5c5")[0], Dir: rules.DownRight}},
		{"little killer sum impossible", sudoku.Shape9, rules.LittleKiller{Sum: 100, Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.DownRight}},
		{"sandwich row out of range", sudoku.Shape9, rules.Sandwich{Line: rules.Row(9), Sum: 10}},
		{"sandwich sum too big", sudoku.Shape9, rules.Sandwich{Line: rules.Column(0), Sum: 36}},
		{"x-sum of -1", sudoku.Shape9, rules.XSum{Line: rules.Row(0), Sum: -1}},
		{"skyscraper of 10 on 9x9", sudoku.Shape9, rules.Skyscraper{Line: rules.Row(0), Count: 10}},
		{"skyscraper of 0", sudoku.Shape9, rules.Skyscraper{Line: rules.Row(0)}},
		{"jigsaw regions overlap", sudoku.Shape4, rules.Jigsaw{Regions: [][]sudoku.Cell{cs("r1c1-4"), cs("r1c1-4"), cs("r3c1-4"), cs("r4c1-4")}}},
		{"jigsaw of 3 regions on 4x4", sudoku.Shape4, rules.Jigsaw{Regions: [][]sudoku.Cell{cs("r1c1-4"), cs("r2c1-4"), cs("r3c1-4")}}},
		{"given candidates off the grid", sudoku.Shape9, rules.GivenCandidates{Cell: huge, Digits: []int{1}}},
		{"given candidates without digits", sudoku.Shape9, rules.GivenCandidates{Cell: sudoku.Cell{}}},
		{"given candidate 10 on 9x9", sudoku.Shape9, rules.GivenCandidates{Cell: sudoku.Cell{}, Digits: []int{1, 10}}},
		{"double arrow of two cells", sudoku.Shape9, rules.DoubleArrow{Cells: cs("r1c1 r1c2")}},
		{"double arrow off the grid", sudoku.Shape9, rules.DoubleArrow{Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: 1, Col: 0}, off}}},
		{"region sum line cell in no region", sudoku.Shape9, rules.RegionSum{Cells: cs("r1c1 r1c2"), Regions: [][]sudoku.Cell{cs("r1c1")}}},
		{"region sum regions overlap", sudoku.Shape9, rules.RegionSum{Cells: cs("r1c1 r1c2"), Regions: [][]sudoku.Cell{cs("r1c1 r1c2"), cs("r1c2")}}},
		{"jigsaw region with a cell twice", sudoku.Shape4, rules.Jigsaw{Regions: [][]sudoku.Cell{cs("r1c1 r1c2 r1c3 r1c1"), cs("r2c1-4"), cs("r3c1-4"), cs("r4c1-4")}}},
		{"extra region with a repeated cell", sudoku.Shape9, rules.ExtraRegion{Cells: cs("r1c1 r1c1")}},
		{"windoku on 6x6", sudoku.Shape6, rules.Windoku{}},
		{"disjoint groups on a latin square", sudoku.LatinShape(5), rules.DisjointGroups{}},
		{"quadruple with 5 digits", sudoku.Shape9, rules.Quadruple{Corner: cs("r1c1")[0], Digits: []int{1, 2, 3, 4, 5}}},
		{"quadruple digit 10", sudoku.Shape9, rules.Quadruple{Corner: cs("r1c1")[0], Digits: []int{10}}},
		{"quadruple corner on the last row", sudoku.Shape9, rules.Quadruple{Corner: cs("r9c1")[0], Digits: []int{1}}},
		{"clone sizes differ", sudoku.Shape9, rules.Clone{A: cs("r1c1"), B: cs("r2c1 r2c2")}},
		{"clone cell is its own copy", sudoku.Shape9, rules.Clone{A: cs("r1c1 r1c2"), B: cs("r1c1 r1c3")}},
		{"even cell off the grid", sudoku.Shape9, rules.Even{Cells: []sudoku.Cell{off}}},
		{"column indexer off the grid", sudoku.Shape9, rules.ColumnIndexer{Cells: []sudoku.Cell{huge}}},
		{"jigsaw layout of the wrong length", sudoku.Shape4, jigsawLayout(sudoku.Shape4, []int{0, 0, 1})},
		{"jigsaw layout region 4 on 4x4", sudoku.Shape4, jigsawLayout(sudoku.Shape4, []int{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 4})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic: %v", r)
				}
			}()
			m, err := sudoku.New(tc.shape, []sudoku.Rule{tc.rule})
			if err == nil {
				m.Close()
				t.Fatalf("New(%s %+v) = nil error, want ErrBadRule", sudoku.RuleName(tc.rule), tc.rule)
			}
			if !errors.Is(err, sudoku.ErrBadRule) {
				t.Fatalf("New(%s) = %v, want an error wrapping ErrBadRule", sudoku.RuleName(tc.rule), err)
			}
			if ch, ok := tc.rule.(sudoku.Checker); ok {
				_ = ch.Check(sudoku.NewGrid(tc.shape)) // must not panic
			}
		})
	}
	if len(tests) < 50 {
		t.Errorf("only %d bad rules, want at least 50", len(tests))
	}
}

// jigsawLayout is JigsawFromLayout as a rule: its error, if any, comes
// back from New.
func jigsawLayout(s sudoku.Shape, layout []int) sudoku.Rule {
	j, err := rules.JigsawFromLayout(s, layout)
	if err != nil {
		return failing{err}
	}
	return j
}

// failing is a rule whose Apply returns a constructor's error.
type failing struct{ err error }

func (f failing) Apply(*sudoku.Builder) error { return f.err }
