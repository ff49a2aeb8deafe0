package rules

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Line is the row or column an outside clue refers to. Index counts from
// 0, as a Cell's Row and Col do, and prints from 1: Row(2) is "row 3".
type Line struct {
	Col   bool // a column; false for a row
	Index int  // the row or column, 0-based
}

// Row returns row i, counting from 0.
func Row(i int) Line { return Line{Index: i} }

// Column returns column i, counting from 0.
func Column(i int) Line { return Line{Col: true, Index: i} }

// LineOfClue returns the line that an outside clue at clue points into,
// and whether the clue reads it from the end (from the right or the
// bottom). Clue cells sit in the ring just outside the grid, 0-based like
// every Cell, as f-puzzles places sandwich, X-sum and skyscraper clues:
// Cell{Row: -1, Col: c} ("r0c…") is above column c, Cell{Row: N, Col: c}
// below it, Cell{Row: r, Col: -1} left of row r and Cell{Row: r, Col: N}
// right of it. Any other cell, corners included, is an error wrapping
// [sudoku.ErrBadRule].
func LineOfClue(s sudoku.Shape, clue sudoku.Cell) (line Line, fromEnd bool, err error) {
	n := s.Size
	inRange := func(i int) bool { return i >= 0 && i < n }
	switch {
	case clue.Row == -1 && inRange(clue.Col):
		return Column(clue.Col), false, nil
	case clue.Row == n && inRange(clue.Col):
		return Column(clue.Col), true, nil
	case clue.Col == -1 && inRange(clue.Row):
		return Row(clue.Row), false, nil
	case clue.Col == n && inRange(clue.Row):
		return Row(clue.Row), true, nil
	}
	return Line{}, false, fmt.Errorf("%w: outside clue %s is not beside a row or column of the %dx%d grid",
		sudoku.ErrBadRule, clue, n, n)
}

// Cells returns the line's cells on shape s, left to right or top to
// bottom, or nil if the line is not on the grid.
func (l Line) Cells(s sudoku.Shape) []sudoku.Cell {
	if l.Index < 0 || l.Index >= s.Size {
		return nil
	}
	if l.Col {
		return s.Col(l.Index)
	}
	return s.Row(l.Index)
}

// String returns "row 3" or "column 5", counting from 1.
func (l Line) String() string {
	if l.Col {
		return "column " + strconv.Itoa(l.Index+1)
	}
	return "row " + strconv.Itoa(l.Index+1)
}

// side names the end a clue reads from: "left", "right", "top", "bottom".
func (l Line) side(fromEnd bool) string {
	switch {
	case l.Col && fromEnd:
		return "bottom"
	case l.Col:
		return "top"
	case fromEnd:
		return "right"
	}
	return "left"
}

// read returns the line's cells in the order a clue reads them, after
// checking the line is on the grid.
func (l Line) read(s sudoku.Shape, fromEnd bool) ([]sudoku.Cell, error) {
	cells := l.Cells(s)
	if cells == nil {
		return nil, fmt.Errorf("%w: %v is off the %dx%d grid", sudoku.ErrBadRule, l, s.Size, s.Size)
	}
	if fromEnd {
		for i, j := 0, len(cells)-1; i < j; i, j = i+1, j-1 {
			cells[i], cells[j] = cells[j], cells[i]
		}
	}
	return cells, nil
}

// outsideDigits returns the digits of cells in g, and false if one is
// empty: outside clues are judged on complete lines only.
func outsideDigits(g sudoku.Grid, cells []sudoku.Cell) ([]int, bool) {
	ds := make([]int, len(cells))
	for i, c := range cells {
		if ds[i] = g.At(c); ds[i] == 0 {
			return nil, false
		}
	}
	return ds, true
}

// Sandwich is a sandwich clue: in its row or column, the digits strictly
// between the 1 and the N (the 9 on a 9x9 grid) add up to Sum, which is 0
// when the 1 and the N are next to each other. The line's digits are
// distinct, as in any Sudoku; the rule states that itself, so it stands
// alone (with Rows or Columns present the constraint is shared, not
// repeated).
type Sandwich struct {
	Line Line
	Sum  int
}

// Apply reads the line with an automaton: before the crusts (the 1 and
// the N), between them, and after them. Between them its state is which
// crust came first and the count and total of the cells so far; the
// other crust must come when the total is Sum exactly, and each digit
// between them must belong to some set of distinct digits from 2..N-1
// of at least that count that makes Sum. That is at most 2(N-1)(Sum+1)+2
// states, fewer once those that cannot reach Sum are trimmed, and its
// propagation keeps in each cell exactly the digits some placement of
// the crusts and some totals read there; Distinct over the line says
// the rest. Crusts too far apart for any set of digits between them to
// make Sum are also forbidden pair by pair, which the automaton implies,
// as binary clauses for Z3, which learns from them far better than from
// the automaton's layers alone.
//
// A line off the grid, a grid smaller than 2x2 and a Sum no set of
// distinct digits from 2..N-1 can make are errors.
func (sw Sandwich) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	cells, err := sw.validate(s)
	if err != nil {
		return err
	}
	n := s.Size
	b.Distinct(cells...)
	mask, feasible := sandwichDigits(n, sw.Sum)
	// A digit d may be the k-th between the crusts when some set of m >= k
	// distinct middle digits holding d makes Sum.
	can := func(k, d int) bool {
		for m := k; m < len(mask); m++ {
			if mask[m]&(1<<d) != 0 {
				return true
			}
		}
		return false
	}
	type state struct {
		phase      int8 // 0 before the crusts, 1 between them, 2 after
		top        bool // between: the crust passed is the N
		count, sum int  // between: the cells and their total so far
	}
	next := func(st state, d int) []state {
		crust := d == 1 || d == n
		switch st.phase {
		case 0:
			if crust {
				return []state{{phase: 1, top: d == n}}
			}
			return []state{st}
		case 1:
			if crust {
				if (d == n) != st.top && st.sum == sw.Sum && feasible[st.count] {
					return []state{{phase: 2}}
				}
				return nil
			}
			if st.sum+d > sw.Sum || !can(st.count+1, d) {
				return nil
			}
			return []state{{phase: 1, top: st.top, count: st.count + 1, sum: st.sum + d}}
		}
		if crust {
			return nil
		}
		return []state{st}
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if !feasible[j-i-1] {
				b.Relate(cells[i], cells[j], func(x, y int) bool { return !(x == 1 && y == n || x == n && y == 1) })
			}
		}
	}
	return regular(b, cells, state{}, next, func(st state) bool { return st.phase == 2 })
}

// sandwichDigits returns, for each number k of cells between the 1 and
// the n, whether k distinct digits from 2..n-1 can add up to sum (ok[k])
// and which digits (bit d) appear in some such set (mask[k]).
func sandwichDigits(n, sum int) (mask []uint64, ok []bool) {
	mask = make([]uint64, n-1)
	ok = make([]bool, n-1)
	var middle []int
	for d := 2; d < n; d++ {
		middle = append(middle, d)
	}
	for k, sums := range outsideSums(middle, sum) {
		ok[k] = sums.has(sum)
	}
	// d is in some set of k digits when the other k-1, from the middle
	// digits less d, can make sum-d.
	for i, d := range middle {
		rest := append(append([]int(nil), middle[:i]...), middle[i+1:]...)
		for k, sums := range outsideSums(rest, sum-d) {
			if sums.has(sum - d) {
				mask[k+1] |= 1 << d
			}
		}
	}
	return mask, ok
}

// sumSet is a set of small non-negative sums, one bit each.
type sumSet []uint64

func (s sumSet) has(v int) bool { return v >= 0 && v/64 < len(s) && s[v/64]&(1<<(v%64)) != 0 }

// orShifted adds v to every sum of src and adds the results to s.
func (s sumSet) orShifted(src sumSet, v int) {
	words, bits := v/64, uint(v%64)
	for i := len(s) - 1; i >= words; i-- {
		w := src[i-words] << bits
		if bits != 0 && i-words-1 >= 0 {
			w |= src[i-words-1] >> (64 - bits)
		}
		s[i] |= w
	}
}

// outsideSums returns, for j = 0..len(vals), the sums up to limit that j
// distinct elements of vals can make: a subset-sum table over bit sets,
// exact and polynomial (len(vals)² words of limit bits), so that it stays
// fast on large grids where listing the sets would not.
func outsideSums(vals []int, limit int) []sumSet {
	if limit < 0 {
		limit = 0
	}
	words := limit/64 + 1
	sets := make([]sumSet, len(vals)+1)
	for j := range sets {
		sets[j] = make(sumSet, words)
	}
	sets[0][0] = 1
	for i, v := range vals {
		for j := i; j >= 0; j-- {
			sets[j+1].orShifted(sets[j], v)
		}
	}
	return sets
}

// Validate checks the clue's parameters: its line is on a grid of 2x2 or
// more, and its Sum is not negative. Whether digits can make the Sum is
// checked by Apply.
func (sw Sandwich) Validate(s sudoku.Shape) error {
	cells, err := sw.Line.read(s, false)
	if err != nil {
		return err
	}
	n := s.Size
	if n < 2 {
		return fmt.Errorf("%w: a sandwich needs a 1 and a %d apart, and the grid is %dx%d", sudoku.ErrBadRule, n, n, n)
	}
	if sw.Sum < 0 {
		return fmt.Errorf("%w: %v from %s: no distinct digits from 2..%d add up to %d",
			sudoku.ErrBadRule, sw.Line, cells[0], n-1, sw.Sum)
	}
	return nil
}

// validate returns the line's cells after Validate and a check that
// some distinct digits make the Sum.
func (sw Sandwich) validate(s sudoku.Shape) ([]sudoku.Cell, error) {
	if err := sw.Validate(s); err != nil {
		return nil, err
	}
	cells, _ := sw.Line.read(s, false)
	n := s.Size
	if _, ok := sandwichDigits(n, sw.Sum); slices.Contains(ok, true) {
		return cells, nil
	}
	return nil, fmt.Errorf("%w: %v from %s: no distinct digits from 2..%d add up to %d",
		sudoku.ErrBadRule, sw.Line, cells[0], n-1, sw.Sum)
}

// Check reports a complete line whose digits between the 1 and the N do
// not add up to Sum, or that repeats a digit. Lines with empty cells are
// not judged; bad parameters give an error wrapping [sudoku.ErrBadRule].
func (sw Sandwich) Check(g sudoku.Grid) error {
	s := g.Shape()
	cells, err := sw.validate(s)
	if err != nil {
		return err
	}
	if err := distinct(g, sw.String(), cells); err != nil {
		return err
	}
	ds, full := outsideDigits(g, cells)
	if !full {
		return nil
	}
	i, j := -1, -1
	for k, d := range ds {
		switch d {
		case 1:
			i = k
		case s.Size:
			j = k
		}
	}
	lo, hi := min(i, j)+1, max(i, j)
	sum := 0
	for _, d := range ds[lo:hi] {
		sum += d
	}
	if sum == sw.Sum {
		return nil
	}
	between := cells[lo:hi]
	if len(between) == 0 {
		between = cells[lo-1 : hi+1] // the 1 and the N themselves
	}
	return &sudoku.ConflictError{Rule: sw.String(), Cells: between,
		Msg: fmt.Sprintf("between the 1 and the %d add up to %d", s.Size, sum)}
}

// String names the clue: "sandwich on row 3 (sum 15)".
func (sw Sandwich) String() string {
	return "sandwich on " + sw.Line.String() + " (sum " + strconv.Itoa(sw.Sum) + ")"
}

// XSum is an X-sum clue: reading its row or column from the clue's side,
// the first X digits add up to Sum, where X is the first digit itself.
// The clue sits at the left of a row or the top of a column, or with
// FromEnd at the right or the bottom. The line's digits are distinct, as
// in any Sudoku; the rule states that itself, as [Sandwich] does.
type XSum struct {
	Line    Line
	FromEnd bool
	Sum     int
}

// Apply reads the line from the clue's side with an automaton whose
// state is the first digit x, the cells left of the first x and their
// total so far, until the x-th cell brings the total to Sum; the rest of
// the line is free. Its states number at most N·N·Sum, far fewer once
// the totals that cannot reach Sum are trimmed, and its propagation keeps
// in each cell exactly the digits some first digit and some totals read
// there; Distinct over the line says the rest. A line off the grid and a
// Sum no first digit can make are errors.
func (xs XSum) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	cells, xs1, err := xs.validate(s)
	if err != nil {
		return err
	}
	b.Distinct(xs.Line.Cells(s)...)
	if len(xs1) < s.Size {
		b.Allow(cells[0], xs1...) // implied by the automaton, but short for Z3
	}
	type state struct {
		x, left, sum int // x 0: before the first cell; -1: past the first x
	}
	done := state{x: -1}
	next := func(st state, d int) []state {
		switch {
		case st.x == 0:
			if !slices.Contains(xs1, d) {
				return nil
			}
			st = state{x: d, left: d, sum: 0}
		case st == done:
			return []state{done}
		case d == st.x:
			return nil // distinct from the first cell
		}
		st.left--
		st.sum += d
		switch {
		case st.sum > xs.Sum || (st.left == 0 && st.sum != xs.Sum):
			return nil
		case st.left == 0:
			return []state{done}
		}
		return []state{st}
	}
	return regular(b, cells, state{}, next, func(st state) bool { return st == done })
}

// Validate checks the clue's parameters: its line is on the grid, and its
// Sum is at least 1. Whether a first digit can make the Sum is checked by
// Apply.
func (xs XSum) Validate(s sudoku.Shape) error {
	cells, err := xs.Line.read(s, xs.FromEnd)
	if err != nil {
		return err
	}
	if xs.Sum < 1 {
		return fmt.Errorf("%w: %v from %s: sum %d, want at least 1", sudoku.ErrBadRule, xs.Line, cells[0], xs.Sum)
	}
	return nil
}

// validate returns the line's cells from the clue's side, after Validate,
// and the first digits x that can make the sum.
func (xs XSum) validate(s sudoku.Shape) ([]sudoku.Cell, []int, error) {
	if err := xs.Validate(s); err != nil {
		return nil, nil, err
	}
	cells, _ := xs.Line.read(s, xs.FromEnd)
	var firsts []int
	for x := 1; x <= s.Size; x++ {
		if xsumFits(s.Size, x, xs.Sum) {
			firsts = append(firsts, x)
		}
	}
	if len(firsts) == 0 {
		return nil, nil, fmt.Errorf("%w: %v from %s: no first digit x starts x distinct digits adding up to %d",
			sudoku.ErrBadRule, xs.Line, cells[0], xs.Sum)
	}
	return cells, firsts, nil
}

// xsumFits reports whether x distinct digits from 1..n, x among them, can
// add up to sum.
func xsumFits(n, x, sum int) bool {
	var others []int
	for d := 1; d <= n; d++ {
		if d != x {
			others = append(others, d)
		}
	}
	return outsideSums(others, sum-x)[x-1].has(sum - x)
}

// Check reports a complete line whose first X digits do not add up to
// Sum, or that repeats a digit. Lines with empty cells are not judged;
// bad parameters give an error wrapping [sudoku.ErrBadRule].
func (xs XSum) Check(g sudoku.Grid) error {
	cells, _, err := xs.validate(g.Shape())
	if err != nil {
		return err
	}
	if err := distinct(g, xs.String(), cells); err != nil {
		return err
	}
	ds, full := outsideDigits(g, cells)
	if !full {
		return nil
	}
	x, sum := ds[0], 0
	for _, d := range ds[:x] {
		sum += d
	}
	if sum == xs.Sum {
		return nil
	}
	return &sudoku.ConflictError{Rule: xs.String(), Cells: cells[:x],
		Msg: fmt.Sprintf("(the first %d) add up to %d", x, sum)}
}

// String names the clue and its side: "x-sum on row 3 from the right (sum 20)".
func (xs XSum) String() string {
	return "x-sum on " + xs.Line.String() + " from the " + xs.Line.side(xs.FromEnd) + " (sum " + strconv.Itoa(xs.Sum) + ")"
}

// Skyscraper is a skyscraper clue: reading its row or column from the
// clue's side, with each digit the height of a building, Count buildings
// are visible. A digit is visible when it is larger than every digit
// before it, so the first digit always is. The clue sits at the left of a
// row or the top of a column, or with FromEnd at the right or the bottom.
// The line's digits are distinct, as in any Sudoku; the rule states that
// itself, as [Sandwich] does.
type Skyscraper struct {
	Line    Line
	FromEnd bool
	Count   int
}

// Apply reads the line from the clue's side with an automaton whose
// state is the tallest building so far and the number seen, at most
// N·Count states; its propagation keeps in each cell exactly the digits
// some sequence of heights showing Count buildings reads there, and
// Distinct over the line says the rest. Digits that would hide too many
// buildings are also pruned up front, as the line's distinct digits
// require: the cell k places from the clue holds at most N-Count+1+k. A
// line off the grid and a Count outside 1..N are errors.
func (sk Skyscraper) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	cells, err := sk.validate(s)
	if err != nil {
		return err
	}
	n := s.Size
	b.Distinct(sk.Line.Cells(s)...)
	// The buildings visible at or before cell k number at most k+1, and
	// those after it exceed its digit d: at most n-d of them.
	for k, c := range cells {
		if top := n - sk.Count + 1 + k; top < n {
			digits := make([]int, top)
			for d := range digits {
				digits[d] = d + 1
			}
			b.Allow(c, digits...)
		}
	}
	type state struct{ high, seen int }
	next := func(st state, d int) []state {
		switch {
		case d > st.high && st.seen < sk.Count:
			return []state{{d, st.seen + 1}}
		case d < st.high:
			return []state{st}
		}
		return nil // a repeated height, or one building too many
	}
	return regular(b, cells, state{}, next, func(st state) bool { return st.seen == sk.Count })
}

// Validate checks the clue's parameters: its line is on the grid, and its
// Count is at least 1. A Count beyond N, which no line can show, is
// checked by Apply.
func (sk Skyscraper) Validate(s sudoku.Shape) error {
	cells, err := sk.Line.read(s, sk.FromEnd)
	if err != nil {
		return err
	}
	if sk.Count < 1 {
		return sk.outOfRange(s, cells)
	}
	return nil
}

func (sk Skyscraper) outOfRange(s sudoku.Shape, cells []sudoku.Cell) error {
	return fmt.Errorf("%w: %v from %s: count %d out of range 1..%d",
		sudoku.ErrBadRule, sk.Line, cells[0], sk.Count, s.Size)
}

// validate returns the line's cells from the clue's side, after Validate
// and a check that Count is at most N.
func (sk Skyscraper) validate(s sudoku.Shape) ([]sudoku.Cell, error) {
	if err := sk.Validate(s); err != nil {
		return nil, err
	}
	cells, _ := sk.Line.read(s, sk.FromEnd)
	if sk.Count > s.Size {
		return nil, sk.outOfRange(s, cells)
	}
	return cells, nil
}

// Check reports a complete line that shows a different number of
// buildings, or that repeats a digit; the conflict lists the visible
// cells. Lines with empty cells are not judged; bad parameters give an
// error wrapping [sudoku.ErrBadRule].
func (sk Skyscraper) Check(g sudoku.Grid) error {
	cells, err := sk.validate(g.Shape())
	if err != nil {
		return err
	}
	if err := distinct(g, sk.String(), cells); err != nil {
		return err
	}
	ds, full := outsideDigits(g, cells)
	if !full {
		return nil
	}
	var seen []sudoku.Cell
	high := 0
	for k, d := range ds {
		if d > high {
			high = d
			seen = append(seen, cells[k])
		}
	}
	if len(seen) == sk.Count {
		return nil
	}
	plural := "s"
	if len(seen) == 1 {
		plural = ""
	}
	return &sudoku.ConflictError{Rule: sk.String(), Cells: seen,
		Msg: fmt.Sprintf("seen: %d building%s, want %d", len(seen), plural, sk.Count)}
}

// String names the clue, its side and its count: "skyscraper on column 5
// from the top (3)".
func (sk Skyscraper) String() string {
	return "skyscraper on " + sk.Line.String() + " from the " + sk.Line.side(sk.FromEnd) + " (" + strconv.Itoa(sk.Count) + ")"
}
