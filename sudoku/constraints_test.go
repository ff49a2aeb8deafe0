package sudoku_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestConstraints(t *testing.T) {
	cage := rules.Cage{Sum: 3, Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}}
	custom := badRule(func(b *sudoku.Builder) {
		b.Allow(sudoku.Cell{Row: 3, Col: 3}, 4, 2)
		b.Table([]sudoku.Cell{{Row: 3, Col: 2}, {Row: 3, Col: 1}}, [][]int{{1, 2}, {2, 1}})
		b.Linear([]sudoku.Term{{Cell: sudoku.Cell{Row: 2, Col: 2}, Weight: 10}, {Cell: sudoku.Cell{Row: 2, Col: 3}, Weight: 1}}, 12)
		b.Relate(sudoku.Cell{Row: 1, Col: 1}, sudoku.Cell{Row: 2, Col: 1}, func(x, y int) bool { return x < y })
		b.Assert(b.Digit(sudoku.Cell{Row: 3, Col: 0}, 3)) // raw: not listed
	})
	m := newModel(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), cage, custom})
	cs := m.Constraints()
	kinds := map[sudoku.ConstraintKind]int{}
	for _, c := range cs {
		kinds[c.Kind]++
	}
	// 12 houses and the cage's distinct pair; the cage's sum; the rest one each.
	want := map[sudoku.ConstraintKind]int{sudoku.DistinctKind: 13, sudoku.SumKind: 1, sudoku.AllowKind: 1,
		sudoku.TableKind: 1, sudoku.LinearKind: 1, sudoku.RelationKind: 1}
	if d := cmp.Diff(want, kinds); d != "" {
		t.Errorf("kinds (-want +got):\n%s", d)
	}
	for _, c := range cs {
		switch c.Kind {
		case sudoku.AllowKind:
			if d := cmp.Diff([]int{2, 4}, c.Digits); d != "" || c.Rule != "custom rule" {
				t.Errorf("Allow digits (-want +got):\n%s rule %q", d, c.Rule)
			}
		case sudoku.SumKind:
			if c.Total != 3 || len(c.Cells) != 2 {
				t.Errorf("the cage's sum: %+v", c)
			}
		case sudoku.RelationKind:
			if !c.OK[1][2] || c.OK[2][1] || len(c.OK) != 5 {
				t.Errorf("the relation: %v", c.OK)
			}
			c.OK[1][2] = false // a copy: the Model keeps its own
		case sudoku.LinearKind:
			if d := cmp.Diff([]int{10, 1}, c.Weights); d != "" || c.Total != 12 {
				t.Errorf("Linear: %+v", c)
			}
		}
	}
	for _, c := range m.Constraints() {
		if c.Kind == sudoku.RelationKind && !c.OK[1][2] {
			t.Error("changing a returned relation changed the Model's")
		}
	}
	if sudoku.DistinctKind.String() != "Distinct" || sudoku.ConstraintKind(9).String() != "ConstraintKind(9)" {
		t.Errorf("kind names: %v, %v", sudoku.DistinctKind, sudoku.ConstraintKind(9))
	}
	var nilModel *sudoku.Model
	if nilModel.Constraints() != nil {
		t.Error("a nil Model has constraints")
	}
}
