package sudoku_test

import (
	"errors"
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

// TestCheckRules checks rules without Z3: the errors New gives, and none
// for rules that New builds, raw Z3 included.
func TestCheckRules(t *testing.T) {
	raw := badRule(func(b *sudoku.Builder) {
		b.Assert(b.Digit(sudoku.Cell{Row: 0, Col: 0}, 1).Not())
		b.Assert(b.Value(sudoku.Cell{Row: 0, Col: 1}).Eq(b.Z3().FromInt(2)))
	})
	bigCells := make([]sudoku.Cell, 0, 81)
	for i := range 81 {
		bigCells = append(bigCells, sudoku.Shape9.CellAt(i))
	}
	for _, tc := range []struct {
		name  string
		shape sudoku.Shape
		rules []sudoku.Rule
		want  error
	}{
		{"classic", sudoku.Shape9, []sudoku.Rule{rules.Classic()}, nil},
		{"raw Z3", sudoku.Shape9, []sudoku.Rule{rules.Classic(), raw}, nil},
		{"cage", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 3, Cells: bigCells[:2]}}, nil},
		{"cage out of reach", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 2, Cells: bigCells[:2]}}, sudoku.ErrBadRule},
		{"cell off the grid", sudoku.Shape4, []sudoku.Rule{rules.Cage{Sum: 3, Cells: bigCells[8:10]}}, sudoku.ErrBadRule},
		{"nil rule", sudoku.Shape9, []sudoku.Rule{nil}, sudoku.ErrBadRule},
		{"bad shape", sudoku.Shape{Size: 9, BoxRows: 2, BoxCols: 2}, nil, sudoku.ErrInvalidGrid},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := sudoku.CheckRules(tc.shape, tc.rules)
			if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("CheckRules() = %v, want %v", err, tc.want)
			}
			if tc.name == "bad shape" {
				return
			}
			m, nerr := sudoku.New(tc.shape, tc.rules)
			if (err == nil) != (nerr == nil) {
				t.Errorf("CheckRules() = %v, New() = %v", err, nerr)
			}
			m.Close()
		})
	}
}

// TestConstraintsNormalised checks that equivalent forms reach the program
// as one: a relation that is x != y and a table of every tuple of
// distinct digits are Distinct groups, and a relation every pair
// satisfies adds nothing; other relations and tables stay as they are.
func TestConstraintsNormalised(t *testing.T) {
	a, b, c := sudoku.Cell{Row: 0, Col: 0}, sudoku.Cell{Row: 3, Col: 3}, sudoku.Cell{Row: 2, Col: 1}
	var perms, most [][]int
	for x := 1; x <= 4; x++ {
		for y := 1; y <= 4; y++ {
			if x != y {
				perms = append(perms, []int{x, y})
				if x+y != 5 {
					most = append(most, []int{x, y})
				}
			}
		}
	}
	for _, tc := range []struct {
		name  string
		apply func(b *sudoku.Builder)
		want  []sudoku.ConstraintKind
	}{
		{"x != y", func(bd *sudoku.Builder) { bd.Relate(a, b, func(x, y int) bool { return x != y }) }, []sudoku.ConstraintKind{sudoku.DistinctKind}},
		{"every pair", func(bd *sudoku.Builder) { bd.Relate(a, b, func(x, y int) bool { return true }) }, nil},
		{"x < y", func(bd *sudoku.Builder) { bd.Relate(a, b, func(x, y int) bool { return x < y }) }, []sudoku.ConstraintKind{sudoku.RelationKind}},
		{"x != y + 1", func(bd *sudoku.Builder) { bd.Relate(a, b, func(x, y int) bool { return x != y+1 }) }, []sudoku.ConstraintKind{sudoku.RelationKind}},
		{"table of permutations", func(bd *sudoku.Builder) { bd.Table([]sudoku.Cell{a, c}, perms) }, []sudoku.ConstraintKind{sudoku.DistinctKind}},
		{"table of some", func(bd *sudoku.Builder) { bd.Table([]sudoku.Cell{a, c}, most) }, []sudoku.ConstraintKind{sudoku.TableKind}},
		{"table of permutations on one cell twice", func(bd *sudoku.Builder) { bd.Table([]sudoku.Cell{a, a}, perms) }, []sudoku.ConstraintKind{sudoku.TableKind}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{badRule(tc.apply)})
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			var got []sudoku.ConstraintKind
			for _, c := range m.Constraints() {
				got = append(got, c.Kind)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("kinds (-want +got):\n%s", d)
			}
		})
	}
}
