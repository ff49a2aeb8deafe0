package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// badRule is a rule whose Apply misuses the Builder in a given way.
type badRule func(b *sudoku.Builder)

func (f badRule) Apply(b *sudoku.Builder) error { f(b); return nil }

func (badRule) String() string { return "custom rule" }

var c = func(s string) sudoku.Cell {
	cell, err := sudoku.ParseCell(s)
	if err != nil {
		panic(err)
	}
	return cell
}

// TestBadInputs feeds bad grids, rules and givens to the package and
// checks each gets its documented typed error, naming what is wrong, and
// that nothing panics.
func TestBadInputs(t *testing.T) {
	classicX := []sudoku.Rule{rules.Classic(), rules.Diagonals()}
	cases := []struct {
		name     string
		shape    sudoku.Shape
		rules    []sudoku.Rule
		grid     string // parsed for the shape; "" for none
		wantErr  error
		wantText string // a fragment the message must hold
	}{
		// Grid text.
		{"empty text", sudoku.Shape9, nil, "\x00empty", sudoku.ErrInvalidGrid, ""},
		{"too short", sudoku.Shape9, nil, strings.Repeat(".", 80), sudoku.ErrInvalidGrid, "80"},
		{"too long", sudoku.Shape9, nil, strings.Repeat(".", 82), sudoku.ErrInvalidGrid, "82"},
		{"bad character", sudoku.Shape9, nil, "1?" + strings.Repeat(".", 79), sudoku.ErrInvalidGrid, "?"},
		{"letter in 9x9", sudoku.Shape9, nil, "A" + strings.Repeat(".", 80), sudoku.ErrInvalidGrid, "A"},
		{"digit out of 4x4", sudoku.Shape4, nil, "5" + strings.Repeat(".", 15), sudoku.ErrInvalidGrid, "5"},
		{"ragged rows", sudoku.Shape4, nil, "12.\n....\n....\n....", sudoku.ErrInvalidGrid, ""},
		{"binary", sudoku.Shape9, nil, "\xff\xfe\x00\x01" + strings.Repeat(".", 77), sudoku.ErrInvalidGrid, ""},
		{"number over size in 16x16", sudoku.Shape16, nil, "17" + strings.Repeat(" 0", 255), sudoku.ErrInvalidGrid, "17"},
		{"6x6 given 7", sudoku.Shape6, nil, "7" + strings.Repeat(".", 35), sudoku.ErrInvalidGrid, "7"},

		// Givens that break a rule, found before any search.
		{"two 5s in a row", sudoku.Shape9, classicX, "55" + strings.Repeat(".", 79), sudoku.ErrConflict, "r1c1"},
		{"two 5s in a column", sudoku.Shape9, classicX, "5" + strings.Repeat(".", 8) + "5" + strings.Repeat(".", 71), sudoku.ErrConflict, "r2c1"},
		{"two 5s in a box", sudoku.Shape9, classicX, "5" + strings.Repeat(".", 9) + "5" + strings.Repeat(".", 70), sudoku.ErrConflict, "r2c2"},
		{"two 5s on a diagonal", sudoku.Shape9, classicX, "5" + strings.Repeat(".", 39) + "5" + strings.Repeat(".", 40), sudoku.ErrConflict, "diagonal"},
		{"cage sum exceeded", sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Cage{Sum: 4, Cells: []sudoku.Cell{c("r1c1"), c("r1c2")}}},
			"9" + strings.Repeat(".", 80), sudoku.ErrConflict, "killer cage"},
		{"cage repeat", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 0, Cells: []sudoku.Cell{c("r1c1"), c("r5c5")}}},
			"1" + strings.Repeat(".", 39) + "1" + strings.Repeat(".", 40), sudoku.ErrConflict, "r5c5"},
		{"custom group", sudoku.Shape4, []sudoku.Rule{rules.Distinct{Cells: []sudoku.Cell{c("r1c1"), c("r4c4")}}},
			"3..............3", sudoku.ErrConflict, "r4c4"},
		{"latin column", sudoku.LatinShape(5), []sudoku.Rule{rules.Latin()}, "1....1...................", sudoku.ErrConflict, "columns: r1c1 and r2c1"},
		{"relation broken", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) {
			b.Relate(c("r1c1"), c("r1c2"), func(x, y int) bool { return x < y })
		})}, "31..............", sudoku.ErrConflict, "custom rule"},
		{"allow broken", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Allow(c("r2c2"), 1, 2) })},
			".....4..........", sudoku.ErrConflict, "r2c2"},

		// Rules with bad parameters.
		{"cage off grid", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 10, Cells: []sudoku.Cell{c("r1c1"), c("r10c1")}}}, "", sudoku.ErrBadRule, "r10c1"},
		{"cage impossible sum", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 30, Cells: []sudoku.Cell{c("r1c1"), c("r1c2"), c("r1c3")}}}, "", sudoku.ErrBadRule, "30"},
		{"cage sum too small", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 2, Cells: []sudoku.Cell{c("r1c1"), c("r1c2")}}}, "", sudoku.ErrBadRule, "r1c1"},
		{"cage duplicate cell", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 10, Cells: []sudoku.Cell{c("r1c1"), c("r1c1")}}}, "", sudoku.ErrBadRule, "twice"},
		{"cage no cells", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: 10}}, "", sudoku.ErrBadRule, "no cells"},
		{"cage negative sum", sudoku.Shape9, []sudoku.Rule{rules.Cage{Sum: -3, Cells: []sudoku.Cell{c("r1c1")}}}, "", sudoku.ErrBadRule, "negative"},
		{"cage too big", sudoku.Shape4, []sudoku.Rule{rules.Cage{Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4 r2c1")}}, "", sudoku.ErrBadRule, "5 cells"},
		{"distinct off grid", sudoku.Shape4, []sudoku.Rule{rules.Distinct{Cells: []sudoku.Cell{{Row: -1, Col: 0}}}}, "", sudoku.ErrBadRule, "r0c1"},
		{"distinct empty", sudoku.Shape4, []sudoku.Rule{rules.Distinct{}}, "", sudoku.ErrBadRule, "no cells"},
		{"boxes on latin", sudoku.LatinShape(5), []sudoku.Rule{rules.Boxes{}}, "", sudoku.ErrBadRule, "no boxes"},
		{"nil rule", sudoku.Shape4, []sudoku.Rule{nil}, "", sudoku.ErrBadRule, "nil"},
		{"nil in set", sudoku.Shape4, []sudoku.Rule{rules.Set{nil}}, "", sudoku.ErrBadRule, "nil"},
		{"sum impossible", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Sum(sudoku.MustCells("r1c1 r1c2"), 9) })}, "", sudoku.ErrBadRule, "custom rule"},
		{"relate nil func", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Relate(c("r1c1"), c("r1c2"), nil) })}, "", sudoku.ErrBadRule, "nil relation"},
		{"relate never", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) {
			b.Relate(c("r1c1"), c("r1c2"), func(x, y int) bool { return false })
		})}, "", sudoku.ErrBadRule, "no pair"},
		{"relate same cell", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) {
			b.Relate(c("r1c1"), c("r1c1"), func(x, y int) bool { return true })
		})}, "", sudoku.ErrBadRule, "twice"},
		{"distinct sum impossible", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.DistinctSum(sudoku.MustCells("r1c1 r1c2"), 8) })}, "", sudoku.ErrBadRule, "no 2 distinct digits"},
		{"distinct sum repeated cell", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.DistinctSum(sudoku.MustCells("r1c1 r1c1"), 3) })}, "", sudoku.ErrBadRule, "twice"},
		{"table short tuple", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Table(sudoku.MustCells("r1c1 r1c2"), [][]int{{1}}) })}, "", sudoku.ErrBadRule, "tuple"},
		{"table digit out of range", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Table(sudoku.MustCells("r1c1"), [][]int{{7}}) })}, "", sudoku.ErrBadRule, "7"},
		{"table empty", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Table(sudoku.MustCells("r1c1"), nil) })}, "", sudoku.ErrBadRule, "no allowed"},
		{"allow nothing", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Allow(c("r1c1")) })}, "", sudoku.ErrBadRule, "no digits"},
		{"allow zero", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Allow(c("r1c1"), 0) })}, "", sudoku.ErrBadRule, "digit 0"},
		{"digit out of range", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Digit(c("r1c1"), 5) })}, "", sudoku.ErrBadRule, "digit 5"},
		{"value off grid", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Value(c("r9c9")) })}, "", sudoku.ErrBadRule, "r9c9"},
		{"assert invalid term", sudoku.Shape4, []sudoku.Rule{badRule(func(b *sudoku.Builder) { b.Assert(b.Digit(c("r1c1"), 1).And(z3.Bool{})) })}, "", sudoku.ErrBadRule, "Assert"},
		{"invalid shape", sudoku.Shape{Size: 9, BoxRows: 2, BoxCols: 3}, nil, "", sudoku.ErrInvalidGrid, ""},
		{"shape too large", sudoku.Shape{Size: 65}, nil, "", sudoku.ErrInvalidGrid, "65"},
		{"shape zero", sudoku.Shape{}, nil, "", sudoku.ErrInvalidGrid, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := runBadInput(t, tc.shape, tc.rules, tc.grid)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("error = %v, want %v", err, tc.wantErr)
			}
			if tc.wantText != "" && !strings.Contains(err.Error(), tc.wantText) {
				t.Errorf("error %q does not mention %q", err, tc.wantText)
			}
		})
	}
	if len(cases) < 30 {
		t.Errorf("only %d bad inputs, want at least 30", len(cases))
	}
}

// runBadInput parses the grid, builds the model and solves, returning the
// first error.
func runBadInput(t *testing.T, shape sudoku.Shape, rs []sudoku.Rule, text string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("panic: %v", r)
		}
	}()
	var g sudoku.Grid
	switch text {
	case "":
	case "\x00empty":
		_, err := sudoku.ParseGrid(shape, "")
		return err
	default:
		if g, err = sudoku.ParseGrid(shape, text); err != nil {
			return err
		}
	}
	m, err := sudoku.New(shape, rs)
	if err != nil {
		return err
	}
	defer m.Close()
	_, err = m.Solve(bg, g)
	return err
}

// TestBadArguments gives the calls absurd arguments: limits of 0,
// negative and huge, nil contexts and weights, givens of another shape,
// a closed Model, bad options. Each gets a typed error, or for a huge
// limit the right count, and nothing panics. Together with TestBadInputs
// and the tables in rules/badinput_test.go and variants/badinput_test.go,
// it makes the project's bad-input table (RELIABILITY.md).
func TestBadArguments(t *testing.T) {
	unique := mustParse(t, sudoku.Shape9, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	var nilCtx context.Context
	tests := []struct {
		name string
		opts []sudoku.Option
		call func(m *sudoku.Model) error
		want any // nil: the call must succeed; an error for errors.Is; a **z3.Error for errors.As
	}{
		{"Count limit 0", nil, func(m *sudoku.Model) error { _, err := m.Count(bg, unique, 0); return err }, sudoku.ErrInvalidArgument},
		{"Count limit -1", nil, func(m *sudoku.Model) error { _, err := m.Count(bg, unique, -1); return err }, sudoku.ErrInvalidArgument},
		{"Count limit MinInt", nil, func(m *sudoku.Model) error { _, err := m.Count(bg, unique, math.MinInt); return err }, sudoku.ErrInvalidArgument},
		{"Count limit MaxInt", nil, func(m *sudoku.Model) error {
			n, err := m.Count(bg, unique, math.MaxInt)
			if err == nil && n != 1 {
				return fmt.Errorf("Count(unique, MaxInt) = %d, want 1", n)
			}
			return err
		}, nil},
		{"nil ctx Solve", nil, func(m *sudoku.Model) error { _, err := m.Solve(nilCtx, unique); return err }, sudoku.ErrInvalidArgument},
		{"nil ctx Count", nil, func(m *sudoku.Model) error { _, err := m.Count(nilCtx, unique, 2); return err }, sudoku.ErrInvalidArgument},
		{"nil ctx Candidates", nil, func(m *sudoku.Model) error { _, err := m.Candidates(nilCtx, unique); return err }, sudoku.ErrInvalidArgument},
		{"nil Weights", nil, func(m *sudoku.Model) error { _, _, err := m.Maximize(bg, unique, nil); return err }, sudoku.ErrInvalidArgument},
		{"givens of 4x4 on 9x9", nil, func(m *sudoku.Model) error { _, err := m.Solve(bg, sudoku.NewGrid(sudoku.Shape4)); return err }, sudoku.ErrInvalidGrid},
		{"Verify of an empty grid", nil, func(m *sudoku.Model) error { return m.Verify(sudoku.NewGrid(sudoku.Shape9)) }, sudoku.ErrInvalidGrid},
		{"Verify of another shape", nil, func(m *sudoku.Model) error { return m.Verify(sudoku.NewGrid(sudoku.Shape6)) }, sudoku.ErrInvalidGrid},
		{"Solve on a closed Model", nil, func(m *sudoku.Model) error {
			m.Close()
			_, err := m.Solve(bg, unique)
			return err
		}, sudoku.ErrClosed},
		{"Solutions on a closed Model", nil, func(m *sudoku.Model) error {
			m.Close()
			for _, err := range m.Solutions(bg, unique) {
				return err
			}
			return nil
		}, sudoku.ErrClosed},
		{"cancelled ctx", nil, func(m *sudoku.Model) error {
			ctx, cancel := context.WithCancel(bg)
			cancel()
			_, err := m.Solve(ctx, unique)
			return err
		}, context.Canceled},
		{"negative timeout", []sudoku.Option{sudoku.WithTimeout(-time.Second)}, nil, sudoku.ErrInvalidArgument},
		{"unknown encoding", []sudoku.Option{sudoku.WithEncoding(sudoku.Encoding(7))}, nil, sudoku.ErrInvalidArgument},
		{"unknown Z3 parameter", []sudoku.Option{sudoku.WithParam("no.such.param", true)}, nil, new(*z3.Error)},
		{"Z3 parameter of the wrong type", []sudoku.Option{sudoku.WithParam("random_seed", []int{1})}, nil, errAny},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic: %v", r)
				}
			}()
			m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, tc.opts...)
			if err == nil {
				defer m.Close()
				if tc.call != nil {
					err = tc.call(m)
				}
			}
			switch want := tc.want.(type) {
			case nil:
				if err != nil {
					t.Fatalf("error = %v, want none", err)
				}
			case **z3.Error:
				if !errors.As(err, want) {
					t.Fatalf("error = %v, want a *z3.Error", err)
				}
			case error:
				if want == errAny {
					if err == nil {
						t.Fatal("no error")
					}
					return
				}
				if !errors.Is(err, want) {
					t.Fatalf("error = %v, want %v", err, want)
				}
			}
		})
	}
}

// errAny stands for any error in TestBadArguments.
var errAny = errors.New("any error")

// TestRuleMixingContexts gives a Model a custom rule that asserts terms of
// another Model's Z3 context, alone or mixed with its own: New must fail
// naming the rule, with an error that errors.Is finds both ErrBadRule and
// z3.ErrMixedContexts in.
func TestRuleMixingContexts(t *testing.T) {
	for _, enc := range encodings {
		var other *z3.Context
		probe := badRule(func(b *sudoku.Builder) { other = b.Z3() })
		newModel(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), probe}, sudoku.WithEncoding(enc))
		if other == nil {
			t.Fatal("Builder.Z3() = nil")
		}
		for _, tc := range []struct {
			name string
			rule badRule
		}{
			{"foreign term", func(b *sudoku.Builder) { b.Assert(other.BoolConst("x")) }},
			{"mixed term", func(b *sudoku.Builder) { b.Assert(b.Digit(c("r1c1"), 1).Or(other.BoolConst("x"))) }},
		} {
			_, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), tc.rule}, sudoku.WithEncoding(enc))
			if !errors.Is(err, z3.ErrMixedContexts) || !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), "custom rule") {
				t.Errorf("%v, %s: New() = %v, want ErrBadRule and z3.ErrMixedContexts, naming the custom rule", enc, tc.name, err)
			}
		}
	}
}
