package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// ascending is a machine over 1..n and the break n+1 that reads each
// segment as strictly increasing digits.
func ascending(t testing.TB, n int) sudoku.Automaton {
	a, err := sudoku.NewAutomaton(n+1, 0, func(last, d int) []int {
		switch {
		case d == n+1:
			return []int{0}
		case d > last:
			return []int{d}
		}
		return nil
	}, func(int) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// equalSums is a machine over 1..n and the break n+1 that reads two
// segments with the same total.
func equalSums(t testing.TB, n int) sudoku.Automaton {
	type state struct {
		second bool
		diff   int
	}
	a, err := sudoku.NewAutomaton(n+1, state{}, func(s state, d int) []state {
		switch {
		case d == n+1 && !s.second:
			return []state{{true, s.diff}}
		case d == n+1:
			return nil
		case !s.second && s.diff+d <= 4*n:
			return []state{{false, s.diff + d}}
		case s.second && s.diff-d >= 0:
			return []state{{true, s.diff - d}}
		}
		return nil
	}, func(s state) bool { return s.second && s.diff == 0 })
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestStateMachineCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		m    rules.StateMachine
		want bool
	}{
		{rules.StateMachine{Machine: ascending(t, 4), Segments: sets("r1c1 r1c2 r1c3 r1c4")}, true},
		{rules.StateMachine{Machine: ascending(t, 4), Segments: sets("r1c1 r1c2 r2c1")}, true},  // 1 2 3
		{rules.StateMachine{Machine: ascending(t, 4), Segments: sets("r2c1 r2c2 r2c3")}, false}, // 3 4 1
		{rules.StateMachine{Machine: ascending(t, 4), Segments: sets("r2c1 r2c2|r2c3 r2c4")}, true},
		{rules.StateMachine{Machine: equalSums(t, 4), Segments: sets("r1c1 r1c4|r1c2 r1c3")}, true},
		{rules.StateMachine{Machine: equalSums(t, 4), Segments: sets("r1c1 r1c3|r1c2 r1c4")}, false},
		{rules.StateMachine{Machine: equalSums(t, 4), Segments: sets("r1c1 r1c4|r1c2 r1c3|r2c1")}, false}, // no third segment
	} {
		err := tc.m.Check(g)
		var ce *sudoku.ConflictError
		if tc.want && err != nil || !tc.want && !errors.As(err, &ce) {
			t.Errorf("%v %v: Check = %v, want ok %v", tc.m, tc.m.Segments, err, tc.want)
		}
	}
}

func TestStateMachineBad(t *testing.T) {
	good := ascending(t, 4)
	for _, m := range []rules.StateMachine{
		{Machine: good},
		{Machine: good, Segments: [][]sudoku.Cell{nil, nil}},
		{Machine: good, Segments: sets("r1c1 r5c5")},
		{Machine: sudoku.Automaton{}, Segments: sets("r1c1")},
		{Machine: sudoku.Automaton{States: 1, Start: 1, Accept: []bool{true}, Arcs: [][]sudoku.Arc{nil}}, Segments: sets("r1c1")},
		{Machine: sudoku.Automaton{States: 1, Accept: []bool{true}, Arcs: [][]sudoku.Arc{{{Digit: 6, To: 0}}}}, Segments: sets("r1c1")},
		{Machine: sudoku.Automaton{States: 1, Accept: []bool{true}, Arcs: [][]sudoku.Arc{{{Digit: 1, To: 1}}}}, Segments: sets("r1c1")},
	} {
		if err := m.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", m, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{m}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: New = %v, want ErrBadRule", m, err)
		}
	}
}

// TestStateMachineCount counts 4x4 grids against plain backtracking, with
// both engines and every encoding: one segment, several that reset at
// each break, and two whose totals the machine compares across it.
func TestStateMachineCount(t *testing.T) {
	increasing := func(ds []int) bool {
		for i := 1; i < len(ds); i++ {
			if ds[i] <= ds[i-1] {
				return false
			}
		}
		return true
	}
	for _, tc := range []struct {
		name string
		m    rules.StateMachine
		fact []lineFact
	}{
		{"one segment", rules.StateMachine{Machine: ascending(t, 4), Segments: sets("r1c1 r2c2 r3c3")},
			[]lineFact{{"r1c1 r2c2 r3c3", increasing}}},
		{"reset", rules.StateMachine{Machine: ascending(t, 4), Segments: sets("r1c1 r2c2|r4c4 r3c3|r1c4 r2c3")},
			[]lineFact{{"r1c1 r2c2", increasing}, {"r4c4 r3c3", increasing}, {"r1c4 r2c3", increasing}}},
		{"empty segment", rules.StateMachine{Machine: ascending(t, 4), Segments: [][]sudoku.Cell{nil, sudoku.MustCells("r1c1 r2c2"), nil, sudoku.MustCells("r4c4 r3c3")}},
			[]lineFact{{"r1c1 r2c2", increasing}, {"r4c4 r3c3", increasing}}},
		{"carried", rules.StateMachine{Name: "equal sums", Machine: equalSums(t, 4), Segments: sets("r1c1 r2c1|r3c2 r3c3 r4c4")},
			[]lineFact{{"r1c1 r2c1 r3c2 r3c3 r4c4", sumsEqual(2, 3)}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, sudoku.Shape4, "", tc.m, tc.fact...)
		})
	}
}

// TestStateMachineCrossCheck compares Z3's verdict with Check on random
// grids.
func TestStateMachineCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		var segs [][]sudoku.Cell
		for _, row := range rng.Perm(6)[:1+rng.IntN(3)] {
			var seg []sudoku.Cell
			for c := range 1 + rng.IntN(3) {
				seg = append(seg, sudoku.Cell{Row: row, Col: c})
			}
			segs = append(segs, seg)
		}
		m := ascending(t, 6)
		if len(segs) == 2 && rng.IntN(2) == 0 {
			m = equalSums(t, 6)
		}
		return rules.StateMachine{Machine: m, Segments: segs}
	})
}
