package rules_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// windowFacts states a window rule on a 9x9 grid, one fact per 2x2
// square: its digits fall in every class of class.
func windowFacts(class func(d int) int) []lineFact {
	var out []lineFact
	for r := 1; r < 9; r++ {
		for c := 1; c < 9; c++ {
			cells := fmt.Sprintf("r%dc%d r%dc%d r%dc%d r%dc%d", r, c, r, c+1, r+1, c, r+1, c+1)
			out = append(out, lineFact{cells, func(ds []int) bool {
				seen := map[int]bool{}
				for _, d := range ds {
					seen[class(d)] = true
				}
				return len(seen) == 3
			}})
		}
	}
	return out
}

// blank empties the cells of rows from..to (1-based) of a 9x9 grid text.
func blank(grid string, from, to int) string {
	return grid[:9*(from-1)] + strings.Repeat(".", 9*(to-from+1)) + grid[9*to:]
}

var (
	entropyFacts = windowFacts(func(d int) int { return (d - 1) / 3 })
	modFacts     = windowFacts(func(d int) int { return d % 3 })
)

// The published solutions of the real puzzles of the two rules.
const (
	entropySolution = "891234567534867291672915348315648972948372615726159483459783126183426759267591834"
	modSolution     = "879162354621543798435987216387419562196235487254876139943621875518794623762358941"
)

func TestGlobalEntropyCrossCheck(t *testing.T) {
	checkSolved(t, sudoku.Shape9, rules.GlobalEntropy{}, 5)
	checkSolved(t, sudoku.Shape9, rules.GlobalMod{}, 5)
}

func TestGlobalEntropyCounts(t *testing.T) {
	cases := []struct {
		name   string
		givens string
		rule   sudoku.Rule
		facts  []lineFact
	}{
		{"entropy, rows 1-4 empty", blank(entropySolution, 1, 4), rules.GlobalEntropy{}, entropyFacts},
		{"mod 3, rows 1-4 empty", blank(modSolution, 1, 4), rules.GlobalMod{}, modFacts},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLineCount(t, sudoku.Shape9, tc.givens, tc.rule, tc.facts...)
		})
	}
}

// TestGlobalEntropyCheck checks the native verdicts on grids filled by
// hand.
func TestGlobalEntropyCheck(t *testing.T) {
	cells := sudoku.MustCells
	cases := []struct {
		grid string
		rule sudoku.Checker
		want []sudoku.Cell // the conflict's cells; nil for none
	}{
		{"14....... 72.......", rules.GlobalEntropy{}, nil},
		{"47....... 58.......", rules.GlobalEntropy{}, cells("r1c1 r1c2 r2c1 r2c2")}, // no low digit
		{"14....... 23.......", rules.GlobalEntropy{}, cells("r1c1 r1c2 r2c1 r2c2")}, // no high digit
		{"14....... 2........", rules.GlobalEntropy{}, nil},                          // not filled
		{".14...... .25......", rules.GlobalEntropy{}, cells("r1c2 r1c3 r2c2 r2c3")},
		{"12....... 36.......", rules.GlobalMod{}, nil},
		{"14....... 72.......", rules.GlobalMod{}, cells("r1c1 r1c2 r2c1 r2c2")}, // 1, 4, 7: one remainder
		{entropySolution, rules.GlobalEntropy{}, nil},
		{modSolution, rules.GlobalMod{}, nil},
	}
	for i, tc := range cases {
		grid := tc.grid
		if len(grid) < 81 {
			grid += strings.Repeat(".", 81-len(strings.ReplaceAll(grid, " ", "")))
		}
		g, err := sudoku.ParseGrid(sudoku.Shape9, strings.ReplaceAll(grid, " ", ""))
		if err != nil {
			t.Fatal(err)
		}
		checkConflict(t, fmt.Sprint(i, " ", tc.rule), tc.rule.Check(g), tc.want)
	}
}

func TestGlobalEntropyBad(t *testing.T) {
	for _, r := range []interface {
		sudoku.Checker
		rules.Validator
		sudoku.Rule
	}{rules.GlobalEntropy{}, rules.GlobalMod{}} {
		for _, s := range []sudoku.Shape{sudoku.Shape4, sudoku.Shape6, sudoku.Shape16} {
			if err := r.Validate(s); !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("%v: Validate(%v) = %v, want ErrBadRule", r, s, err)
			}
			if _, err := sudoku.New(s, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("%v: New(%v) = %v, want ErrBadRule", r, s, err)
			}
			if err := r.Check(sudoku.NewGrid(s)); !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("%v: Check(%v) = %v, want ErrBadRule", r, s, err)
			}
		}
	}
}
