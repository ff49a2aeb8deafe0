package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRegexCheck(t *testing.T) {
	row := sudoku.MustCells("r1c1 r1c2 r1c3 r1c4")
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pattern string
		ok      bool
	}{
		{"1234", true},
		{"12", false}, // the whole sequence must match
		{"[1-2]+[3-4]+", true},
		{"(12|34)*", true},
		{"^1.*4$", true},
		{"4.*", false},
		{"1[^2].*", false},
	} {
		err := rules.Regex{Pattern: tc.pattern, Cells: row}.Check(g)
		var ce *sudoku.ConflictError
		if tc.ok && err != nil || !tc.ok && !errors.As(err, &ce) {
			t.Errorf("%q: Check = %v, want ok %v", tc.pattern, err, tc.ok)
		}
	}
}

func TestRegexBad(t *testing.T) {
	for _, r := range []rules.Regex{
		{Pattern: "(12", Cells: sudoku.MustCells("r1c1")},
		{Pattern: `\b1`, Cells: sudoku.MustCells("r1c1")},
		{Pattern: "1", Cells: nil},
		{Pattern: "1", Cells: sudoku.MustCells("r9c9")},
	} {
		if err := r.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v: Validate = %v, want ErrBadRule", r, err)
		}
	}
	// A pattern that no four digits of 1-4 match is refused by New.
	_, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Regex{Pattern: "5+", Cells: sudoku.MustCells("r1c1 r1c2")}})
	if !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("an unmatchable pattern: New = %v, want ErrBadRule", err)
	}
}

// TestRegexCount counts 4x4 and 6x6 grids with a regex line against plain
// backtracking, under every encoding.
func TestRegexCount(t *testing.T) {
	for _, tc := range []struct {
		shape   sudoku.Shape
		givens  string
		pattern string
		cells   string
		ok      func(string) bool
	}{
		{sudoku.Shape4, "", "1.*|.*1", "r1c1 r2c2 r3c3 r4c4",
			func(s string) bool { return s[0] == '1' || s[3] == '1' }},
		{sudoku.Shape4, "", "(1|2)(3|4)+", "r1c1 r1c2 r2c2",
			func(s string) bool { return s[0] <= '2' && s[1] >= '3' && s[2] >= '3' }},
		{sudoku.Shape6, "1234564.....2.....5.....3.....645312", "[4-6]{2}[1-5]{2}|6+", "r2c2 r2c3 r3c3 r3c4",
			func(s string) bool {
				return s[0] >= '4' && s[1] >= '4' && s[2] <= '5' && s[3] <= '5' || strings.Trim(s, "6") == ""
			}},
	} {
		t.Run(tc.pattern, func(t *testing.T) {
			r := rules.Regex{Pattern: tc.pattern, Cells: sudoku.MustCells(tc.cells)}
			checkLineCount(t, tc.shape, tc.givens, r, lineFact{tc.cells, func(ds []int) bool {
				var b strings.Builder
				for _, d := range ds {
					b.WriteByte(byte('0' + d))
				}
				return tc.ok(b.String())
			}})
		})
	}
}

// TestRegexCrossCheck compares Z3's verdict with Check on random grids.
func TestRegexCrossCheck(t *testing.T) {
	patterns := []string{"1.*", ".*[5-6]", "(12|21|3)+.*", "[^4]{2}.*", "(1|2|3)*[4-6](1|2|3)*"}
	crossCheck(t, sudoku.Shape6, 40, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		row := rng.IntN(6)
		var cells []sudoku.Cell
		for c := 0; c < 3+rng.IntN(4); c++ {
			cells = append(cells, sudoku.Cell{Row: row, Col: c})
		}
		return rules.Regex{Pattern: patterns[rng.IntN(len(patterns))], Cells: cells}
	})
}
