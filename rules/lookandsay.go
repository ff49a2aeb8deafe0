package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// LookAndSay is a look-and-say cage: its clue is read as pairs of a count
// and a digit, and the cells hold exactly that many of each digit named
// (none for a count of 0). A clue of 1617 is one 6 and one 7. Digits the
// clue does not name are free, and digits may repeat unless other rules
// forbid it.
type LookAndSay struct {
	Cells []sudoku.Cell
	Pairs []LookAndSayPair
}

// LookAndSayPair is one pair of a [LookAndSay] clue: Count cells hold
// Digit.
type LookAndSayPair struct {
	Count, Digit int
}

// Apply allows no digit of count 0 in the cells, and states the other
// counts with an automaton over the cells whose state counts each digit
// named, up to its count (the product of count+1 over the digits named:
// 4 states for 1617). Counts that add up to more than the cells, which
// no digits can satisfy, are an error.
func (ls LookAndSay) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := ls.Validate(s); err != nil {
		return err
	}
	need := map[int]int{}
	total := 0
	var none []int
	for _, p := range ls.Pairs {
		if p.Count == 0 {
			none = append(none, p.Digit)
			continue
		}
		need[p.Digit] = p.Count
		total += p.Count
	}
	if total > len(ls.Cells) {
		return fmt.Errorf("%w: %s: %d digits named for %d cells", sudoku.ErrBadRule, ls, total, len(ls.Cells))
	}
	if len(none) > 0 {
		free := lineDigits(s.Size, func(d int) bool { return !slices.Contains(none, d) })
		for _, c := range ls.Cells {
			b.Allow(c, free...)
		}
	}
	return exactly(b, ls.Cells, need)
}

// Validate checks the rule's parameters: at least one cell, each on the
// grid and listed once, and at least one pair, each of a digit of the
// grid named once and a count from 0 to the number of cells.
func (ls LookAndSay) Validate(s sudoku.Shape) error {
	if err := cellList(s, "look-and-say", ls.Cells, true); err != nil {
		return err
	}
	if len(ls.Pairs) == 0 {
		return cellBad("%s: no clue", ls)
	}
	for i, p := range ls.Pairs {
		switch {
		case p.Digit < 1 || p.Digit > s.Size:
			return cellBad("%s: digit %d out of range 1..%d", ls, p.Digit, s.Size)
		case p.Count < 0 || p.Count > len(ls.Cells):
			return cellBad("%s: count %d of %d out of range 0..%d", ls, p.Count, p.Digit, len(ls.Cells))
		}
		for _, q := range ls.Pairs[:i] {
			if q.Digit == p.Digit {
				return cellBad("%s: digit %d named twice", ls, p.Digit)
			}
		}
	}
	return nil
}

// Check reports a digit the cells hold more times than its count, and,
// once every cell is filled, fewer; the conflict lists the cells that
// hold it (all the cells when none does). Bad parameters give an error
// wrapping [sudoku.ErrBadRule].
func (ls LookAndSay) Check(g sudoku.Grid) error {
	if err := ls.Validate(g.Shape()); err != nil {
		return err
	}
	full := true
	for _, c := range ls.Cells {
		full = full && g.At(c) != 0
	}
	for _, p := range ls.Pairs {
		var at []sudoku.Cell
		for _, c := range ls.Cells {
			if g.At(c) == p.Digit {
				at = append(at, c)
			}
		}
		if k := len(at); k > p.Count || (full && k < p.Count) {
			if k == 0 {
				at = ls.Cells
			}
			return &sudoku.ConflictError{Rule: ls.String(), Cells: at,
				Msg: fmt.Sprintf("%d cells hold %d, want %d", k, p.Digit, p.Count)}
		}
	}
	return nil
}

// String names the rule by its first cell and its clue, each pair as
// the count, "x" and the digit: "look-and-say at r3c1 (1x6 1x7)".
func (ls LookAndSay) String() string {
	parts := make([]string, len(ls.Pairs))
	for i, p := range ls.Pairs {
		parts[i] = strconv.Itoa(p.Count) + "x" + strconv.Itoa(p.Digit)
	}
	return cellName("look-and-say", ls.Cells) + " (" + strings.Join(parts, " ") + ")"
}
