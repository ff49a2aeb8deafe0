package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the line rules that add digits up: arrows, region sum
// lines and zipper lines. Their sums compare cells with cells rather than
// with a fixed total, which the Builder's Sum cannot say.
//
// When the digits the constraint allows are few, they are tabulated with
// Table (at most lineTableLimit tuples): that propagates fully, gets native
// conflict checks, and on the arrow puzzles of the test corpus solves three
// to five times faster under OneHot than a pseudo-Boolean sum, and faster
// under Int too. Otherwise (long lines, pills, large grids) the constraint
// is one weighted sum, Builder.Linear, with total 0.

// lineTableLimit is the most tuples a sum line tabulates.
const lineTableLimit = 2000

// lineBudget bounds the prefixes lineTuples visits, so that a line too
// long to tabulate costs little to find out.
const lineBudget = 200000

// lineTuples enumerates the tuples of k digits 1..n that pass ok. ok sees
// every prefix; it must reject a prefix only when no extension of it
// passes, and be exact on whole tuples. lineTuples gives up, returning
// false, past limit tuples or lineBudget prefixes.
func lineTuples(n, k, limit int, ok func(ds []int) bool) ([][]int, bool) {
	var out [][]int
	ds := make([]int, 0, k)
	budget := lineBudget
	var walk func() bool
	walk = func() bool {
		if len(ds) == k {
			if len(out) == limit {
				return false
			}
			out = append(out, append([]int(nil), ds...))
			return true
		}
		for d := 1; d <= n; d++ {
			if budget--; budget < 0 {
				return false
			}
			ds = append(ds, d)
			more := !ok(ds) || walk()
			ds = ds[:len(ds)-1]
			if !more {
				return false
			}
		}
		return true
	}
	if !walk() {
		return nil, false
	}
	return out, true
}

// lineConcat returns the cells of lists one after another, in a new slice.
func lineConcat(lists ...[]sudoku.Cell) []sudoku.Cell {
	var out []sudoku.Cell
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// lineTerms returns the cells as terms of weight w.
func lineTerms(cells []sudoku.Cell, w int) []sudoku.Term {
	out := make([]sudoku.Term, len(cells))
	for i, c := range cells {
		out[i] = sudoku.Term{Cell: c, Weight: w}
	}
	return out
}

// lineUpTo returns the digits 1..min(n, hi).
func lineUpTo(n, hi int) []int { return lineDigits(n, func(d int) bool { return d <= hi }) }

// lineSum returns the sum of the digits in cells, and false when one of
// them is empty.
func lineSum(g sudoku.Grid, cells []sudoku.Cell) (int, bool) {
	sum := 0
	for _, c := range cells {
		d := g.At(c)
		if d == 0 {
			return 0, false
		}
		sum += d
	}
	return sum, true
}

// Arrow is an arrow: the digits on its Line add up to the number in its
// Circle. Digits may repeat on the line where the other rules allow.
//
// Circle is one cell, or two or three cells for a pill, read as a decimal
// number in the order given (left to right, top to bottom as drawn): a
// pill r1c1 r1c2 holding 1 and 4 means 14. Pills need digits 1..9. The
// circle's cells must each be a king's move from the one before.
//
// Line holds the arrow's cells from the circle outwards and does not
// include the circle; its first cell is a king's move from a circle cell.
// (f-puzzles draws the arrow's line from inside the circle, so an importer
// drops the line's first cell.)
type Arrow struct {
	Circle []sudoku.Cell // 1 cell, or 2-3 cells read as a number
	Line   []sudoku.Cell // the cells whose digits add up, circle excluded
}

func (a Arrow) validate(s sudoku.Shape) error {
	switch p := len(a.Circle); {
	case p == 0:
		return lineBad("arrow has no circle")
	case p > 3:
		return lineBad("circle at %s has %d cells, want 1 to 3", a.Circle[0], p)
	}
	if err := lineValid(s, "circle", a.Circle, 1); err != nil {
		return err
	}
	if len(a.Circle) > 1 && s.Size > 9 {
		return lineBad("pill at %s: a number of %d digits needs digits 1..9, not 1..%d",
			a.Circle[0], len(a.Circle), s.Size)
	}
	if len(a.Line) == 0 {
		return lineBad("arrow at %s has no line cells", a.Circle[0])
	}
	if err := lineValid(s, "line", a.Line, 1); err != nil {
		return err
	}
	touches := false
	for _, c := range a.Circle {
		for _, l := range a.Line {
			if l == c {
				return lineBad("line passes through circle cell %s", c)
			}
		}
		touches = touches || lineStep(c, a.Line[0])
	}
	if !touches {
		return lineBad("line cell %s is not a king's move from the circle at %s", a.Line[0], a.Circle[0])
	}
	if _, top := a.numbers(s.Size); top == 0 {
		return lineBad("circle at %s: no %d-digit number is a sum of %d digits 1..%d",
			a.Circle[0], len(a.Circle), len(a.Line), s.Size)
	}
	return nil
}

// numbers returns, for each circle cell, the mask of digits it may hold
// (bit d-1 for digit d) so that the circle's number is a possible sum of the line on digits
// 1..n (between len(Line) and n·len(Line)), and the largest such number;
// top is 0 when there is none.
func (a Arrow) numbers(n int) (masks []uint64, top int) {
	p, k := len(a.Circle), len(a.Line)
	masks = make([]uint64, p)
	digits := make([]int, p)
	var walk func(i, v int)
	walk = func(i, v int) {
		if i == p {
			if v >= k && v <= n*k {
				for j, d := range digits {
					masks[j] |= 1 << (d - 1)
				}
				top = max(top, v)
			}
			return
		}
		for d := 1; d <= n; d++ {
			digits[i] = d
			walk(i+1, v*10+d)
		}
	}
	walk(0, 0)
	return masks, top
}

// tuples lists the digits of the arrow, circle first and then line, when
// there are at most lineTableLimit such tuples.
func (a Arrow) tuples(n int) ([][]int, bool) {
	p, k := len(a.Circle), len(a.Line)
	return lineTuples(n, p+k, lineTableLimit, func(ds []int) bool {
		if len(ds) <= p {
			return true
		}
		v, sum := 0, 0
		for _, d := range ds[:p] {
			v = v*10 + d
		}
		for _, d := range ds[p:] {
			sum += d
		}
		rest := p + k - len(ds)
		return sum+rest <= v && sum+rest*n >= v
	})
}

// number returns the circle's number in g, and false when a circle cell
// is empty.
func (a Arrow) number(g sudoku.Grid) (int, bool) {
	v := 0
	for _, c := range a.Circle {
		d := g.At(c)
		if d == 0 {
			return 0, false
		}
		v = v*10 + d
	}
	return v, true
}

// Apply allows the circle only digits of numbers the line can add up to
// (for one circle cell, at least the number of line cells) and the line
// cells only digits small enough for the largest such number. The sum
// itself is a Table of the arrow's digits when there are at most
// lineTableLimit tuples (on 9x9, every arrow with a one-cell circle:
// at most 126), and otherwise the Linear sum
// Σ line cell − Σ 10^j·(circle cell j) = 0, with j counted from the
// circle's last cell.
func (a Arrow) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := a.validate(s); err != nil {
		return err
	}
	n, k := s.Size, len(a.Line)
	masks, top := a.numbers(n)
	for j, c := range a.Circle {
		b.Allow(c, lineDigits(n, func(d int) bool { return masks[j]&(1<<(d-1)) != 0 })...)
	}
	lineMax := min(n, top-(k-1))
	for _, c := range a.Line {
		b.Allow(c, lineUpTo(n, lineMax)...)
	}
	if tuples, ok := a.tuples(n); ok {
		b.Table(lineConcat(a.Circle, a.Line), tuples)
		return nil
	}
	var terms []sudoku.Term
	weight := 1
	for j := len(a.Circle) - 1; j >= 0; j-- {
		terms = append(terms, sudoku.Term{Cell: a.Circle[j], Weight: -weight})
		weight *= 10
	}
	b.Linear(append(terms, lineTerms(a.Line, 1)...), 0)
	return nil
}

// Check reports an arrow whose line does not add up to its circle. It
// passes when a cell of the arrow is empty.
func (a Arrow) Check(g sudoku.Grid) error {
	if err := a.validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", a, err)
	}
	v, ok := a.number(g)
	sum, full := lineSum(g, a.Line)
	if !ok || !full || sum == v {
		return nil
	}
	cells := append(append([]sudoku.Cell(nil), a.Circle...), a.Line...)
	return &sudoku.ConflictError{Rule: a.String(), Cells: cells,
		Msg: fmt.Sprintf("hold a circle of %d and a line adding up to %d", v, sum)}
}

// String names the arrow by its circle: "arrow at r1c1".
func (a Arrow) String() string {
	if len(a.Circle) == 0 {
		return lineName("arrow", a.Line)
	}
	return lineName("arrow", a.Circle)
}

// RegionSum is a region sum line: region borders cut the line into
// segments, and the digits of every segment add up to the same total. A
// line that leaves a region and comes back later has a segment for each
// visit. The line must cross at least one region border.
//
// The regions are the grid's boxes, or, when Regions is set, those lists
// of cells, such as a jigsaw's regions (f-puzzles cuts the line at whatever
// regions the grid has). Without Regions the grid must have boxes; with
// them, every cell of the line must be in one region.
type RegionSum struct {
	Cells   []sudoku.Cell
	Regions [][]sudoku.Cell // nil: the boxes
}

// segments validates the line and cuts it at region borders.
func (r RegionSum) segments(s sudoku.Shape) ([][]sudoku.Cell, error) {
	if err := lineValid(s, "line", r.Cells, 2); err != nil {
		return nil, err
	}
	region, err := r.regionOf(s)
	if err != nil {
		return nil, err
	}
	var segs [][]sudoku.Cell
	start := 0
	for i := 1; i <= len(r.Cells); i++ {
		if i == len(r.Cells) || region(r.Cells[i]) != region(r.Cells[i-1]) {
			segs = append(segs, r.Cells[start:i])
			start = i
		}
	}
	if len(segs) < 2 {
		what := "box"
		if r.Regions != nil {
			what = "region"
		}
		return nil, lineBad("line at %s stays in one %s", r.Cells[0], what)
	}
	return segs, nil
}

// regionOf returns the function that numbers the region of a line cell:
// its box, or its index in Regions. It checks that each cell of the line
// has one.
func (r RegionSum) regionOf(s sudoku.Shape) (func(c sudoku.Cell) int, error) {
	if r.Regions == nil {
		if !s.HasBoxes() {
			return nil, lineBad("line at %s: the %v grid has no boxes", r.Cells[0], s)
		}
		return s.BoxOf, nil
	}
	owner := make(map[sudoku.Cell]int)
	for k, region := range r.Regions {
		for _, c := range region {
			if !s.Contains(c) {
				return nil, lineBad("line at %s: region %d: cell %s is off the %dx%d grid", r.Cells[0], k+1, c, s.Size, s.Size)
			}
			if j, ok := owner[c]; ok && j != k {
				return nil, lineBad("line at %s: regions %d and %d both hold cell %s", r.Cells[0], j+1, k+1, c)
			}
			owner[c] = k
		}
	}
	for _, c := range r.Cells {
		if _, ok := owner[c]; !ok {
			return nil, lineBad("line at %s: cell %s is in none of the regions", r.Cells[0], c)
		}
	}
	return func(c sudoku.Cell) int { return owner[c] }, nil
}

// Apply bounds the common total by the shortest and longest segments and
// allows each cell only digits that fit under it. The equal sums are a
// Table of the line's digits when there are at most lineTableLimit tuples,
// and otherwise one Linear sum Σ(segment i) − Σ(segment 0) = 0 for every
// later segment i.
func (r RegionSum) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	segs, err := r.segments(s)
	if err != nil {
		return err
	}
	// The total is at least the longest segment's length and at most N
	// times the shortest's.
	n := s.Size
	longest, shortest := 0, len(r.Cells)
	for _, seg := range segs {
		longest, shortest = max(longest, len(seg)), min(shortest, len(seg))
	}
	hi := n * shortest
	if longest > hi {
		return lineBad("line at %s: segments of %d and %d cells cannot add up to the same total",
			r.Cells[0], shortest, longest)
	}
	for _, seg := range segs {
		for _, c := range seg {
			b.Allow(c, lineUpTo(n, hi-(len(seg)-1))...)
		}
	}
	if tuples, ok := r.tuples(n, segs); ok {
		b.Table(r.Cells, tuples)
		return nil
	}
	for _, seg := range segs[1:] {
		b.Linear(append(lineTerms(seg, 1), lineTerms(segs[0], -1)...), 0)
	}
	return nil
}

// tuples lists the digits of the line whose segments add up to the same
// total, when there are at most lineTableLimit of them.
func (r RegionSum) tuples(n int, segs [][]sudoku.Cell) ([][]int, bool) {
	return lineTuples(n, len(r.Cells), lineTableLimit, func(ds []int) bool {
		target, pos := -1, 0
		for _, seg := range segs {
			if pos >= len(ds) {
				break
			}
			end := min(pos+len(seg), len(ds))
			sum := 0
			for _, d := range ds[pos:end] {
				sum += d
			}
			rest := pos + len(seg) - end // cells of the segment still to fill
			switch {
			case target < 0 && rest == 0:
				target = sum
			case target >= 0 && (sum+rest > target || sum+rest*n < target):
				return false
			}
			pos += len(seg)
		}
		return true
	})
}

// Check reports the first segment whose total differs from the first
// segment's. It passes when a cell of the line is empty.
func (r RegionSum) Check(g sudoku.Grid) error {
	segs, err := r.segments(g.Shape())
	if err != nil {
		return fmt.Errorf("%s: %w", r, err)
	}
	if _, full := lineSum(g, r.Cells); !full {
		return nil
	}
	want, _ := lineSum(g, segs[0])
	for _, seg := range segs[1:] {
		if got, _ := lineSum(g, seg); got != want {
			cells := append(append([]sudoku.Cell(nil), segs[0]...), seg...)
			return &sudoku.ConflictError{Rule: r.String(), Cells: cells,
				Msg: fmt.Sprintf("hold segments adding up to %d and %d", want, got)}
		}
	}
	return nil
}

func (r RegionSum) String() string { return lineName("region sum line", r.Cells) }

// Zipper is a zipper line: cells the same distance from the centre of the
// line, the first and last, the second and second to last, and so on, add
// up to the same total. On a line with an odd number of cells that total
// is the digit in the centre cell. It needs at least three cells.
type Zipper struct {
	Cells []sudoku.Cell
}

// Apply constrains each mirrored pair p, q with the centre c of an odd
// line (p + q = c) or with the ends e, f of an even one (p + q = e + f).
// Each such constraint is a Table of 3 or 4 digits when it has at most
// lineTableLimit tuples (N(N-1)/2 on odd lines, 489 on 9x9 even lines),
// and otherwise a Linear sum p + q − c = 0 or p + q − e − f = 0. On an odd line the centre is at least 2 and the
// others at most N−1.
func (z Zipper) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := lineValid(s, "line", z.Cells, 3); err != nil {
		return err
	}
	n, k := s.Size, len(z.Cells)
	var ref []sudoku.Cell // what each pair adds up to
	first := 1
	if k%2 == 1 {
		ref, first = z.Cells[k/2:k/2+1], 0
		b.Allow(ref[0], lineDigits(n, func(d int) bool { return d >= 2 })...)
		for i := 0; i < k/2; i++ {
			b.Allow(z.Cells[i], lineUpTo(n, n-1)...)
			b.Allow(z.Cells[k-1-i], lineUpTo(n, n-1)...)
		}
	} else {
		ref = []sudoku.Cell{z.Cells[0], z.Cells[k-1]}
	}
	// The tuples list ref's digits first, then the pair's.
	r := len(ref)
	pairSum := func(ds []int) bool {
		if len(ds) <= r {
			return true
		}
		want := 0
		for _, d := range ds[:r] {
			want += d
		}
		got := 0
		for _, d := range ds[r:] {
			got += d
		}
		rest := r + 2 - len(ds)
		return got+rest <= want && got+rest*n >= want
	}
	tuples, small := lineTuples(n, r+2, lineTableLimit, pairSum)
	for i := first; i < k/2; i++ {
		pair := []sudoku.Cell{z.Cells[i], z.Cells[k-1-i]}
		if small {
			b.Table(lineConcat(ref, pair), tuples)
			continue
		}
		b.Linear(append(lineTerms(pair, 1), lineTerms(ref, -1)...), 0)
	}
	return nil
}

// Check reports the first mirrored pair whose total is wrong. It passes
// when a cell of the line is empty.
func (z Zipper) Check(g sudoku.Grid) error {
	if err := lineValid(g.Shape(), "line", z.Cells, 3); err != nil {
		return fmt.Errorf("%s: %w", z, err)
	}
	if _, full := lineSum(g, z.Cells); !full {
		return nil
	}
	k := len(z.Cells)
	ref := []sudoku.Cell{z.Cells[0], z.Cells[k-1]}
	first := 0
	if k%2 == 1 {
		ref = []sudoku.Cell{z.Cells[k/2]}
	} else {
		first = 1
	}
	want, _ := lineSum(g, ref)
	for i := first; i < k/2; i++ {
		pair := []sudoku.Cell{z.Cells[i], z.Cells[k-1-i]}
		if got, _ := lineSum(g, pair); got != want {
			what := "the ends add up to"
			if k%2 == 1 {
				what = "the centre holds"
			}
			return &sudoku.ConflictError{Rule: z.String(), Cells: append(pair, ref...),
				Msg: fmt.Sprintf("add up to %d, but %s %d", got, what, want)}
		}
	}
	return nil
}

func (z Zipper) String() string { return lineName("zipper line", z.Cells) }
