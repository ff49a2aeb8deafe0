package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// SumCage is a cage whose digits add up to Sum and, unlike a killer
// [Cage], may repeat where the other rules allow it. Its cells need not
// be connected.
type SumCage struct {
	Sum   int
	Cells []sudoku.Cell
}

// Apply adds the sum and allows each cell only the digits that leave a
// reachable total for the others: d fits in a k-cell cage when Sum-d is
// between k-1 and (k-1)*N.
// No cells, cells off the grid, repeated cells and a Sum that k digits
// cannot make are errors.
func (c SumCage) Apply(b *sudoku.Builder) error { return sumCageApply(b, c.Cells, c.Sum) }

// Check reports cells whose digits do not add up to Sum. A cage that is
// not fully filled in is not judged; bad parameters give an error wrapping
// [sudoku.ErrBadRule].
func (c SumCage) Check(g sudoku.Grid) error {
	if err := sumCageParams(g.Shape(), c.Cells, c.Sum); err != nil {
		return err
	}
	return sumCageCheck(g, c.String(), c.Cells, c.Sum)
}

// String names the cage by its first cell and sum: "sum cage at r1c1 (sum 15)".
func (c SumCage) String() string {
	s := "sum cage"
	if len(c.Cells) > 0 {
		s += " at " + c.Cells[0].String()
	}
	return s + " (sum " + strconv.Itoa(c.Sum) + ")"
}

// sumCageApply adds "cells add up to sum", digits may repeat, with the digits
// that cannot fit pruned.
func sumCageApply(b *sudoku.Builder, cells []sudoku.Cell, sum int) error {
	s := b.Shape()
	if err := sumCageParams(s, cells, sum); err != nil {
		return err
	}
	b.Sum(cells, sum)
	k, n := len(cells), s.Size
	// The other k-1 cells add up to between k-1 and (k-1)*N.
	lo, hi := max(1, sum-(k-1)*n), min(n, sum-(k-1))
	if lo > 1 || hi < n {
		digits := make([]int, 0, hi-lo+1)
		for d := lo; d <= hi; d++ {
			digits = append(digits, d)
		}
		for _, c := range cells {
			b.Allow(c, digits...)
		}
	}
	return nil
}

// sumCageParams reports bad parameters of a sum over cells, digits
// allowed to repeat.
func sumCageParams(s sudoku.Shape, cells []sudoku.Cell, sum int) error {
	if len(cells) == 0 {
		return fmt.Errorf("%w: sum of no cells", sudoku.ErrBadRule)
	}
	seen := make(map[sudoku.Cell]bool, len(cells))
	for _, c := range cells {
		if !s.Contains(c) {
			return fmt.Errorf("%w: cell %s is off the %dx%d grid", sudoku.ErrBadRule, c, s.Size, s.Size)
		}
		if seen[c] {
			return fmt.Errorf("%w: cell %s appears twice", sudoku.ErrBadRule, c)
		}
		seen[c] = true
	}
	if k := len(cells); sum < k || sum > k*s.Size {
		return fmt.Errorf("%w: the %d cells from %s cannot add up to %d (digits 1..%d)",
			sudoku.ErrBadRule, k, cells[0], sum, s.Size)
	}
	return nil
}

// sumCageCheck reports cells of g that do not add up to sum; cells with empty
// cells among them are not judged.
func sumCageCheck(g sudoku.Grid, rule string, cells []sudoku.Cell, sum int) error {
	total := 0
	for _, c := range cells {
		d := g.At(c)
		if d == 0 {
			return nil
		}
		total += d
	}
	if total != sum {
		return &sudoku.ConflictError{Rule: rule, Cells: cells, Msg: "add up to " + strconv.Itoa(total)}
	}
	return nil
}

// Direction is the direction of a little killer clue's arrow. The zero
// Direction is not valid, so a clue must say which way it points.
type Direction int

// The four diagonal directions, named as f-puzzles abbreviates them: DR,
// DL, UR, UL. Down is towards higher rows, right towards higher columns.
const (
	DownRight Direction = iota + 1 // DR: towards the bottom right
	DownLeft                       // DL: towards the bottom left
	UpRight                        // UR: towards the top right
	UpLeft                         // UL: towards the top left
)

var littleKillerDirs = [...]struct{ code, name string }{
	DownRight: {"DR", "down-right"},
	DownLeft:  {"DL", "down-left"},
	UpRight:   {"UR", "up-right"},
	UpLeft:    {"UL", "up-left"},
}

// ParseDirection parses a direction written as f-puzzles writes it ("DR",
// "DL", "UR", "UL") or as [Direction.String] does ("down-right"), in any
// case. Anything else is an error wrapping [sudoku.ErrBadRule].
func ParseDirection(s string) (Direction, error) {
	t := strings.TrimSpace(s)
	for d := DownRight; d <= UpLeft; d++ {
		if strings.EqualFold(t, littleKillerDirs[d].code) || strings.EqualFold(t, littleKillerDirs[d].name) {
			return d, nil
		}
	}
	return 0, fmt.Errorf("%w: direction %q: want DR, DL, UR or UL", sudoku.ErrBadRule, s)
}

// String returns the direction in words, such as "down-right", or
// "Direction(n)" for an invalid one.
func (d Direction) String() string {
	if d.valid() {
		return littleKillerDirs[d].name
	}
	return "Direction(" + strconv.Itoa(int(d)) + ")"
}

func (d Direction) valid() bool { return d >= DownRight && d <= UpLeft }

// step returns the row and column steps of d.
func (d Direction) step() (dr, dc int) {
	switch d {
	case DownRight:
		return 1, 1
	case DownLeft:
		return 1, -1
	case UpRight:
		return -1, 1
	case UpLeft:
		return -1, -1
	}
	return 0, 0
}

// LittleKiller is a little killer clue: a total written outside the grid
// with an arrow along a diagonal. The digits on that diagonal add up to
// Sum, and may repeat where the other rules allow it.
//
// Clue is the clue's position in the ring of cells just outside the grid,
// 0-based like every Cell: row -1 (above the grid) or N (below), or column
// -1 (left) or N (right), corners included. It prints 1-based, so the
// clue above column 3 is Cell{Row: -1, Col: 2}, "r0c3", as f-puzzles
// writes it (R0C3). The diagonal starts at the first grid cell reached by
// stepping from the clue in direction Dir and runs to the edge of the grid.
//
// Sum must be positive: f-puzzles skips a clue whose value is 0 or less,
// and an importer should skip it too, as here it is an error.
type LittleKiller struct {
	Sum  int
	Clue sudoku.Cell
	Dir  Direction
}

// Cells returns the diagonal's cells on shape s, from the clue onwards,
// or nil when the clue is not just outside the grid or its diagonal
// misses the grid.
func (lk LittleKiller) Cells(s sudoku.Shape) []sudoku.Cell {
	n := s.Size
	if !lk.Dir.valid() || s.Contains(lk.Clue) ||
		lk.Clue.Row < -1 || lk.Clue.Row > n || lk.Clue.Col < -1 || lk.Clue.Col > n {
		return nil
	}
	dr, dc := lk.Dir.step()
	// From the ring, the first step either enters the grid or moves away
	// from it for good.
	var cells []sudoku.Cell
	for c := (sudoku.Cell{Row: lk.Clue.Row + dr, Col: lk.Clue.Col + dc}); s.Contains(c); c.Row, c.Col = c.Row+dr, c.Col+dc {
		cells = append(cells, c)
	}
	return cells
}

// Apply adds the diagonal's sum, pruning digits as [SumCage] does. A clue
// inside the grid or away from it, a direction that misses the grid, and a
// Sum that the diagonal's cells cannot make, or that is not positive, are
// errors.
func (lk LittleKiller) Apply(b *sudoku.Builder) error {
	cells, err := lk.validate(b.Shape())
	if err != nil {
		return err
	}
	return sumCageApply(b, cells, lk.Sum)
}

// Check reports a diagonal whose digits do not add up to Sum. A diagonal
// not fully filled in is not judged; bad parameters give an error wrapping
// [sudoku.ErrBadRule].
func (lk LittleKiller) Check(g sudoku.Grid) error {
	cells, err := lk.validate(g.Shape())
	if err != nil {
		return err
	}
	return sumCageCheck(g, lk.String(), cells, lk.Sum)
}

func (lk LittleKiller) validate(s sudoku.Shape) ([]sudoku.Cell, error) {
	n := s.Size
	switch {
	case lk.Sum <= 0:
		return nil, fmt.Errorf("%w: clue %s: sum %d is not positive (f-puzzles skips such clues)",
			sudoku.ErrBadRule, lk.Clue, lk.Sum)
	case !lk.Dir.valid():
		return nil, fmt.Errorf("%w: clue %s: invalid direction %v", sudoku.ErrBadRule, lk.Clue, lk.Dir)
	case s.Contains(lk.Clue):
		return nil, fmt.Errorf("%w: clue %s is inside the grid", sudoku.ErrBadRule, lk.Clue)
	case lk.Clue.Row < -1 || lk.Clue.Row > n || lk.Clue.Col < -1 || lk.Clue.Col > n:
		return nil, fmt.Errorf("%w: clue %s is not next to the %dx%d grid", sudoku.ErrBadRule, lk.Clue, n, n)
	}
	cells := lk.Cells(s)
	if len(cells) == 0 {
		return nil, fmt.Errorf("%w: clue %s points %v, away from the grid", sudoku.ErrBadRule, lk.Clue, lk.Dir)
	}
	if err := sumCageParams(s, cells, lk.Sum); err != nil {
		return nil, err
	}
	return cells, nil
}

// String names the clue by its position, 1-based, its direction and its
// sum: "little killer at r0c3 (down-left, sum 15)".
func (lk LittleKiller) String() string {
	return "little killer at " + lk.Clue.String() + " (" + lk.Dir.String() + ", sum " + strconv.Itoa(lk.Sum) + ")"
}
