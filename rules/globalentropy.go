package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the rules over every 2x2 window of the grid: each of
// the (size-1)² squares of four cells, overlapping, holds a digit of each
// of three classes of digits. They are 9x9 rules, as in the Interactive
// Sudoku Solver, and have no parameters.

// GlobalEntropy is the global entropy rule: every 2x2 square of the grid
// holds a low digit (1, 2 or 3), a middle one (4, 5 or 6) and a high one
// (7, 8 or 9).
type GlobalEntropy struct{}

// entropyClass returns the class of a digit: 0 low, 1 middle, 2 high.
func entropyClass(d int) int { return (d - 1) / 3 }

// Validate checks that the grid is 9x9.
func (r GlobalEntropy) Validate(s sudoku.Shape) error { return windowsValidate(s, r) }

// Apply states each 2x2 square as a table of its four digits.
func (r GlobalEntropy) Apply(b *sudoku.Builder) error { return windowsApply(b, r, entropyClass) }

// Check reports the first 2x2 square, by rows, filled without a digit of
// some class.
func (r GlobalEntropy) Check(g sudoku.Grid) error {
	return windowsCheck(g, r, entropyClass, [3]string{"low digit (1, 2 or 3)", "middle digit (4, 5 or 6)", "high digit (7, 8 or 9)"})
}

// String names the rule: "global entropy".
func (GlobalEntropy) String() string { return "global entropy" }

// GlobalMod is the global mod 3 rule: every 2x2 square of the grid holds
// a digit of each remainder modulo 3, one of 1, 4 and 7, one of 2, 5 and
// 8, and one of 3, 6 and 9.
type GlobalMod struct{}

// modClass returns the class of a digit: its remainder modulo 3.
func modClass(d int) int { return d % 3 }

// Validate checks that the grid is 9x9.
func (r GlobalMod) Validate(s sudoku.Shape) error { return windowsValidate(s, r) }

// Apply states each 2x2 square as a table of its four digits.
func (r GlobalMod) Apply(b *sudoku.Builder) error { return windowsApply(b, r, modClass) }

// Check reports the first 2x2 square, by rows, filled without a digit of
// some remainder modulo 3.
func (r GlobalMod) Check(g sudoku.Grid) error {
	return windowsCheck(g, r, modClass, [3]string{"3, 6 or 9", "1, 4 or 7", "2, 5 or 8"})
}

// String names the rule: "global mod 3".
func (GlobalMod) String() string { return "global mod 3" }

// windowsSize is the size of grid the window rules take.
const windowsSize = 9

// windowsValidate checks that s is 9x9.
func windowsValidate(s sudoku.Shape, r sudoku.Rule) error {
	if s.Size != windowsSize {
		return fmt.Errorf("%w: %s: a %dx%d grid, want 9x9", sudoku.ErrBadRule, r, s.Size, s.Size)
	}
	return nil
}

// windowCells returns the 2x2 square whose top left cell is (r, c).
func windowCells(r, c int) []sudoku.Cell {
	return []sudoku.Cell{{Row: r, Col: c}, {Row: r, Col: c + 1}, {Row: r + 1, Col: c}, {Row: r + 1, Col: c + 1}}
}

// windowsApply states, for each 2x2 square, the table of the 2,916
// tuples of four digits that hold all three classes: 18 products of digit
// sets (one class pattern, its digits free within their classes), which
// is how the OneHot encoding states it.
func windowsApply(b *sudoku.Builder, r sudoku.Rule, class func(int) int) error {
	s := b.Shape()
	if err := windowsValidate(s, r); err != nil {
		return err
	}
	var tuples [][]int
	t := make([]int, 4)
	var walk func(i int)
	walk = func(i int) {
		if i == len(t) {
			var seen [3]bool
			for _, d := range t {
				seen[class(d)] = true
			}
			if seen[0] && seen[1] && seen[2] {
				tuples = append(tuples, append([]int(nil), t...))
			}
			return
		}
		for d := 1; d <= s.Size; d++ {
			t[i] = d
			walk(i + 1)
		}
	}
	walk(0)
	for row := 0; row+1 < s.Size; row++ {
		for col := 0; col+1 < s.Size; col++ {
			b.Table(windowCells(row, col), tuples)
		}
	}
	return nil
}

// windowsCheck reports the first filled 2x2 square, by rows, that lacks a
// class; names names the digits of each class.
func windowsCheck(g sudoku.Grid, r sudoku.Rule, class func(int) int, names [3]string) error {
	s := g.Shape()
	if err := windowsValidate(s, r); err != nil {
		return err
	}
	for row := 0; row+1 < s.Size; row++ {
		for col := 0; col+1 < s.Size; col++ {
			cells := windowCells(row, col)
			var seen [3]bool
			filled := true
			for _, c := range cells {
				d := g.At(c)
				filled = filled && d != 0
				if d != 0 {
					seen[class(d)] = true
				}
			}
			for k, ok := range seen {
				if filled && !ok {
					return &sudoku.ConflictError{Rule: sudoku.RuleName(r), Cells: cells, Msg: "hold no " + names[k]}
				}
			}
		}
	}
	return nil
}
