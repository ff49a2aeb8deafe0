package rules_test

import (
	"fmt"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// pairFacts returns a fact per pair of cells of an n x n grid, each pair
// once: ok(a, b, x, y) says whether a holding x and b holding y is
// allowed.
func pairFacts(n int, ok func(a, b sudoku.Cell, x, y int) bool) []lineFact {
	var out []lineFact
	for i := 0; i < n*n; i++ {
		for j := i + 1; j < n*n; j++ {
			a := sudoku.Cell{Row: i / n, Col: i % n}
			b := sudoku.Cell{Row: j / n, Col: j % n}
			out = append(out, lineFact{a.String() + " " + b.String(), func(ds []int) bool { return ok(a, b, ds[0], ds[1]) }})
		}
	}
	return out
}

// factAntiTaxicab states the rule on a pair: not both d, d steps apart.
func factAntiTaxicab(a, b sudoku.Cell, x, y int) bool {
	d := pairAbs(a.Row-b.Row) + pairAbs(a.Col-b.Col)
	return x != d || y != d
}

func TestAntiTaxicabCrossCheck(t *testing.T) {
	// Random grids all break the rule: Z3's solutions hold it.
	checkSolved(t, sudoku.Shape6, rules.AntiTaxicab{}, 10)
	checkSolved(t, sudoku.Shape9, rules.AntiTaxicab{}, 5)
}

func TestAntiTaxicabCounts(t *testing.T) {
	cases := []struct {
		name   string
		shape  sudoku.Shape
		givens string
	}{
		{"6x6 with a row", sudoku.Shape6, "321465 ...... ...... ...... ...... ......"},
		{"6x6 with a column", sudoku.Shape6, "3..... 6..... 4..... 1..... 2..... 5....."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, tc.shape, tc.givens, rules.AntiTaxicab{}, pairFacts(tc.shape.Size, factAntiTaxicab)...)
		})
	}
}

// TestAntiTaxicabCheck checks the native verdicts on grids filled by
// hand, partly filled ones included.
func TestAntiTaxicabCheck(t *testing.T) {
	cells := sudoku.MustCells
	cases := []struct {
		grid string
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{"1... 1... .... ....", cells("r1c1 r2c1")}, // two 1s one step apart
		{"1... .1.. .... ....", nil},                // two steps apart
		{"2... .2.. .... ....", cells("r1c1 r2c2")}, // two 2s two steps apart
		{"3... .... .... ...3", nil},                // six steps apart
		{"..3. .... .... 3...", nil},                // five steps apart
		{"...3 .... ..3. ....", cells("r1c4 r3c3")}, // three steps
		{"4... .... .... ...4", nil},                // six steps
		{"4... .... ...4 ....", nil},                // five steps
		{"4... .... .... .4..", cells("r1c1 r4c2")}, // four steps
		{"12.. 34.. .... ....", nil},                // no equal digits
		{"1234 3412 2143 4321", cells("r1c3 r2c1")}, // 3s three steps apart
	}
	for i, tc := range cases {
		g, err := sudoku.ParseGrid(sudoku.Shape4, tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		checkConflict(t, fmt.Sprint(i, " ", tc.grid), rules.AntiTaxicab{}.Check(g), tc.want)
	}
}
