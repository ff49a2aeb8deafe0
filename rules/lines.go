package rules

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the line rules whose constraints are relations between
// digits on the line: thermometers, palindromes, renban, whispers, between,
// entropic, modular and nabner lines. lines_sum.go holds the lines that add
// digits up: arrows, region sum lines and zipper lines.
//
// A line is a sequence of cells in which each cell is a king's move (one
// step orthogonally or diagonally) from the one before, as lines are drawn
// in f-puzzles and SudokuPad. Where the rule is about neighbours along the
// line (whispers, palindromes, entropic and modular lines) or about the
// set of its cells (renban, nabner, the inside of a between line), a line
// may pass through a cell twice, as setters draw them: each visit counts
// where it is, and a set counts the cell once. Thermometers and the sum
// lines never revisit a cell.

// lineBad returns an error wrapping sudoku.ErrBadRule.
func lineBad(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{sudoku.ErrBadRule}, args...)...)
}

// lineValid reports a sequence of cells that is not a line on s: fewer than
// least cells, a cell off the grid, a step that is not a king's move, or a
// cell visited twice. what names the sequence in messages ("line",
// "circle").
func lineValid(s sudoku.Shape, what string, cells []sudoku.Cell, least int) error {
	return linePath(s, what, cells, least, false)
}

// linePath is lineValid, which with revisit lets the line pass through a
// cell more than once.
func linePath(s sudoku.Shape, what string, cells []sudoku.Cell, least int, revisit bool) error {
	if len(cells) < least {
		if len(cells) == 0 {
			return lineBad("%s has no cells, want at least %d", what, least)
		}
		return lineBad("%s at %s needs at least %d cells, not %d", what, cells[0], least, len(cells))
	}
	for i, c := range cells {
		if !s.Contains(c) {
			return lineBad("%s cell %s is off the %dx%d grid", what, c, s.Size, s.Size)
		}
		if !revisit && slices.Contains(cells[:i], c) {
			return lineBad("%s passes through cell %s twice", what, c)
		}
		if i > 0 && !lineStep(cells[i-1], c) {
			return lineBad("%s cell %s is not a king's move from %s", what, c, cells[i-1])
		}
	}
	return nil
}

// lineSet returns the cells of a line that may revisit cells, each once,
// in the order of their first visit.
func lineSet(cells []sudoku.Cell) []sudoku.Cell {
	out := make([]sudoku.Cell, 0, len(cells))
	for _, c := range cells {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// lineStep reports whether b is a king's move from a.
func lineStep(a, b sudoku.Cell) bool {
	return a != b && lineAbs(a.Row-b.Row) <= 1 && lineAbs(a.Col-b.Col) <= 1
}

func lineAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// lineName names a rule by its first cell: "thermometer at r1c1".
func lineName(kind string, cells []sudoku.Cell) string {
	if len(cells) == 0 {
		return kind
	}
	return kind + " at " + cells[0].String()
}

// lineDigits returns the digits allowed by ok among 1..n.
func lineDigits(n int, ok func(d int) bool) []int {
	var ds []int
	for d := 1; d <= n; d++ {
		if ok(d) {
			ds = append(ds, d)
		}
	}
	return ds
}

// linePair reports the digits in cells a and c of g when both are filled
// and break ok; why says what they should be.
func linePair(g sudoku.Grid, rule string, a, c sudoku.Cell, ok func(x, y int) bool, why string) error {
	x, y := g.At(a), g.At(c)
	if x == 0 || y == 0 || ok(x, y) {
		return nil
	}
	return &sudoku.ConflictError{Rule: rule, Cells: []sudoku.Cell{a, c},
		Msg: fmt.Sprintf("hold %d and %d, %s", x, y, why)}
}

func lineLess(x, y int) bool { return x < y }

// Thermometer is a thermometer: digits strictly increase along the line
// from the bulb, Cells[0], to the tip. The line may step diagonally. A
// thermometer needs at least two cells and at most as many cells as there
// are digits.
type Thermometer struct {
	Cells []sudoku.Cell // the bulb first
}

func (t Thermometer) validate(s sudoku.Shape) error {
	if err := lineValid(s, "line", t.Cells, 2); err != nil {
		return err
	}
	if len(t.Cells) > s.Size {
		return lineBad("too long: %d cells cannot hold increasing digits 1..%d (cell %s is past the limit)",
			len(t.Cells), s.Size, t.Cells[s.Size])
	}
	return nil
}

// Apply allows cell i of a k-cell thermometer only the digits i+1 to
// N-k+i+1 (counting i from 0), and relates each pair of consecutive cells.
func (t Thermometer) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := t.validate(s); err != nil {
		return err
	}
	n, k := s.Size, len(t.Cells)
	for i, c := range t.Cells {
		b.Allow(c, lineDigits(n, func(d int) bool { return d >= i+1 && d <= n-k+i+1 })...)
	}
	for i := 1; i < k; i++ {
		b.Relate(t.Cells[i-1], t.Cells[i], lineLess)
	}
	return nil
}

// Check reports two consecutive cells whose digits do not increase.
func (t Thermometer) Check(g sudoku.Grid) error {
	if err := t.validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", t, err)
	}
	for i := 1; i < len(t.Cells); i++ {
		if err := linePair(g, t.String(), t.Cells[i-1], t.Cells[i], lineLess, "not increasing from the bulb"); err != nil {
			return err
		}
	}
	return nil
}

func (t Thermometer) String() string { return lineName("thermometer", t.Cells) }

// SlowThermometer is a slow thermometer: digits never decrease along the
// line from the bulb, Cells[0]; consecutive cells may hold the same digit
// where the other rules allow it. It needs at least two cells.
type SlowThermometer struct {
	Cells []sudoku.Cell // the bulb first
}

func lineNotLess(x, y int) bool { return x <= y }

// Apply relates each pair of consecutive cells.
func (t SlowThermometer) Apply(b *sudoku.Builder) error {
	if err := lineValid(b.Shape(), "line", t.Cells, 2); err != nil {
		return err
	}
	for i := 1; i < len(t.Cells); i++ {
		b.Relate(t.Cells[i-1], t.Cells[i], lineNotLess)
	}
	return nil
}

// Check reports two consecutive cells whose digits decrease.
func (t SlowThermometer) Check(g sudoku.Grid) error {
	if err := lineValid(g.Shape(), "line", t.Cells, 2); err != nil {
		return fmt.Errorf("%s: %w", t, err)
	}
	for i := 1; i < len(t.Cells); i++ {
		if err := linePair(g, t.String(), t.Cells[i-1], t.Cells[i], lineNotLess, "decreasing from the bulb"); err != nil {
			return err
		}
	}
	return nil
}

func (t SlowThermometer) String() string { return lineName("slow thermometer", t.Cells) }

// Palindrome is a palindrome line: its digits read the same from either
// end, so the first and last cells hold the same digit, and so on inwards.
// It needs at least two cells, and may pass through a cell twice.
type Palindrome struct {
	Cells []sudoku.Cell
}

func lineEqual(x, y int) bool { return x == y }

// Apply relates each pair of mirrored cells by equality.
func (p Palindrome) Apply(b *sudoku.Builder) error {
	if err := linePath(b.Shape(), "line", p.Cells, 2, true); err != nil {
		return err
	}
	k := len(p.Cells)
	for i := 0; i < k/2; i++ {
		if p.Cells[i] != p.Cells[k-1-i] { // a cell mirrored onto itself is equal to itself
			b.Relate(p.Cells[i], p.Cells[k-1-i], lineEqual)
		}
	}
	return nil
}

// Check reports two mirrored cells holding different digits.
func (p Palindrome) Check(g sudoku.Grid) error {
	if err := linePath(g.Shape(), "line", p.Cells, 2, true); err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	k := len(p.Cells)
	for i := 0; i < k/2; i++ {
		if err := linePair(g, p.String(), p.Cells[i], p.Cells[k-1-i], lineEqual, "not the same"); err != nil {
			return err
		}
	}
	return nil
}

func (p Palindrome) String() string { return lineName("palindrome", p.Cells) }

// Renban is a renban line: its digits are distinct and form a set of
// consecutive digits, in any order, such as 4 6 3 5. It needs at least two
// cells and at most as many cells as there are digits. The rule is about
// the set of the line's cells: a line that passes through a cell twice
// counts it once.
type Renban struct {
	Cells []sudoku.Cell
}

// validate checks the line and returns its cells, each once.
func (r Renban) validate(s sudoku.Shape) ([]sudoku.Cell, error) {
	if err := linePath(s, "line", r.Cells, 2, true); err != nil {
		return nil, err
	}
	set := lineSet(r.Cells)
	if len(set) > s.Size {
		return nil, lineBad("too long: %d cells cannot hold distinct digits 1..%d (cell %s is past the limit)",
			len(set), s.Size, set[s.Size])
	}
	return set, nil
}

// Apply makes the digits distinct and relates every pair of cells to
// differ by less than the length k of the line: k distinct digits whose
// largest and smallest differ by less than k are exactly k consecutive
// digits. Unless the line is long on a large grid, an automaton whose
// state is the set of digits so far reads them too: a digit joins it
// when it is new and the set still spans at most k digits. Its states
// are the sets of span k or less, at most N·2^(k-1) (2,304 for 9 cells
// of 9x9), and its propagation keeps in each cell exactly the digits
// some run of k consecutive digits places there; the pairs, which it
// implies, are short clauses for Z3, which learns from them far better
// than from the automaton's layers alone. Past 4,096 such states, the
// digits that every run of k consecutive digits contains, N-k+1 to k,
// are required instead, as killer cages do with the digits common to
// all their combinations.
func (r Renban) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	cells, err := r.validate(s)
	if err != nil {
		return err
	}
	b.Distinct(cells...)
	n, k := s.Size, len(cells)
	near := func(x, y int) bool { return lineAbs(x-y) < k }
	for i := range cells {
		for j := i + 1; j < k; j++ {
			b.Relate(cells[i], cells[j], near)
		}
	}
	if k <= 12 && n<<(k-1) <= renbanStates {
		next := func(set uint64, d int) []uint64 {
			bit := uint64(1) << (d - 1)
			if set&bit != 0 {
				return nil
			}
			set |= bit
			if bits.Len64(set)-bits.TrailingZeros64(set) > k {
				return nil
			}
			return []uint64{set}
		}
		return regular(b, cells, 0, next, func(uint64) bool { return true })
	}
	for d := n - k + 1; d <= k; d++ {
		if err := atLeast(b, cells, map[int]int{d: 1}); err != nil {
			return err
		}
	}
	return nil
}

// renbanStates bounds the states of a renban line's automaton.
const renbanStates = 4096

// Check reports a repeated digit, or the smallest and largest digits when
// they are too far apart to be consecutive. Empty cells are skipped.
func (r Renban) Check(g sudoku.Grid) error {
	cells, err := r.validate(g.Shape())
	if err != nil {
		return fmt.Errorf("%s: %w", r, err)
	}
	if err := distinct(g, r.String(), cells); err != nil {
		return err
	}
	var lo, hi sudoku.Cell
	found := false
	for _, c := range cells {
		d := g.At(c)
		if d == 0 {
			continue
		}
		if !found || d < g.At(lo) {
			lo = c
		}
		if !found || d > g.At(hi) {
			hi = c
		}
		found = true
	}
	k := len(cells)
	if found && g.At(hi)-g.At(lo) >= k {
		return &sudoku.ConflictError{Rule: r.String(), Cells: []sudoku.Cell{lo, hi},
			Msg: fmt.Sprintf("hold %d and %d, too far apart for %d consecutive digits", g.At(lo), g.At(hi), k)}
	}
	return nil
}

func (r Renban) String() string { return lineName("renban", r.Cells) }

// Whispers is a whispers line: digits in neighbouring cells along the line
// differ by at least Diff. Diff 0 means (N+1)/2 on digits 1..N: 5 on 9x9,
// the German whispers of f-puzzles. See [GermanWhispers] and
// [DutchWhispers]. It needs at least two cells, and Diff must leave some
// pair of digits far enough apart. The line may pass through a cell twice:
// each pair of cells next to each other along it is a constraint.
type Whispers struct {
	Cells []sudoku.Cell
	Diff  int // 0: (N+1)/2
}

// GermanWhispers returns a German whispers line for 9x9 grids: neighbours
// differ by at least 5.
func GermanWhispers(cells ...sudoku.Cell) Whispers { return Whispers{Cells: cells, Diff: 5} }

// DutchWhispers returns a Dutch whispers line for 9x9 grids: neighbours
// differ by at least 4.
func DutchWhispers(cells ...sudoku.Cell) Whispers { return Whispers{Cells: cells, Diff: 4} }

// diff returns the minimum difference on digits 1..n.
func (w Whispers) diff(n int) int {
	if w.Diff == 0 {
		return (n + 1) / 2
	}
	return w.Diff
}

func (w Whispers) validate(s sudoku.Shape) error {
	if err := linePath(s, "line", w.Cells, 2, true); err != nil {
		return err
	}
	if w.Diff < 0 {
		return lineBad("line at %s: negative difference %d", w.Cells[0], w.Diff)
	}
	if d := w.diff(s.Size); d >= s.Size {
		return lineBad("line at %s: no digits 1..%d differ by %d or more", w.Cells[0], s.Size, d)
	}
	return nil
}

// Apply relates each pair of neighbouring cells. The relation also rules
// out digits with no partner far enough away, such as 5 on German whispers.
func (w Whispers) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := w.validate(s); err != nil {
		return err
	}
	d := w.diff(s.Size)
	apart := func(x, y int) bool { return lineAbs(x-y) >= d }
	for i := 1; i < len(w.Cells); i++ {
		b.Relate(w.Cells[i-1], w.Cells[i], apart)
	}
	return nil
}

// Check reports two neighbouring cells whose digits are too close.
func (w Whispers) Check(g sudoku.Grid) error {
	s := g.Shape()
	if err := w.validate(s); err != nil {
		return fmt.Errorf("%s: %w", w, err)
	}
	d := w.diff(s.Size)
	apart := func(x, y int) bool { return lineAbs(x-y) >= d }
	why := "less than " + strconv.Itoa(d) + " apart"
	for i := 1; i < len(w.Cells); i++ {
		if err := linePair(g, w.String(), w.Cells[i-1], w.Cells[i], apart, why); err != nil {
			return err
		}
	}
	return nil
}

// String names the line and, when set, its difference:
// "whispers at r1c1 (diff 4)".
func (w Whispers) String() string {
	s := lineName("whispers", w.Cells)
	if w.Diff != 0 {
		s += " (diff " + strconv.Itoa(w.Diff) + ")"
	}
	return s
}

// Between is a between line: its two ends are circles, and every cell
// strictly between them on the line holds a digit strictly between the
// two circled digits, whichever end is larger. Digits inside may repeat
// where the other rules allow. It needs at least three cells. The inside
// of the line may pass through a cell twice, but not through an end.
type Between struct {
	Cells []sudoku.Cell // the two circles are Cells[0] and Cells[len-1]
}

// validate checks the line: its inside may revisit cells, but not its
// ends.
func (bt Between) validate(s sudoku.Shape) error {
	if err := linePath(s, "line", bt.Cells, 3, true); err != nil {
		return err
	}
	k := len(bt.Cells)
	for _, end := range []sudoku.Cell{bt.Cells[0], bt.Cells[k-1]} {
		if slices.Contains(bt.Cells[1:k-1], end) || bt.Cells[0] == bt.Cells[k-1] {
			return lineBad("line passes through its circled end %s twice", end)
		}
	}
	return nil
}

// Apply reads the line with an automaton that guesses, at the first end
// x, whether it is the smaller: then every inner digit must exceed x, the
// state keeps the largest so far, m, and the last end must exceed m;
// else the other way round. The last end is a guess too, an arc to the
// one accepting state, which has none out, so that only the last cell
// can take it. That is 2N²+2 states at most (164 on 9x9), and the
// propagation keeps in each cell exactly the digits some pair of ends
// allows there. The ends are also related to differ by at least 2, and
// the inner cells allow neither 1 nor N, which the automaton implies, as
// short clauses for Z3.
func (bt Between) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := bt.validate(s); err != nil {
		return err
	}
	n, k := s.Size, len(bt.Cells)
	first, last := bt.Cells[0], bt.Cells[k-1]
	b.Relate(first, last, func(x, y int) bool { return lineAbs(x-y) >= 2 })
	for _, c := range bt.Cells[1 : k-1] {
		b.Allow(c, lineDigits(n, func(d int) bool { return d > 1 && d < n })...)
	}
	type state struct {
		x, m int  // the first end and the extreme inner digit so far; x 0: before it, -1: past the last end
		up   bool // the first end is the smaller
	}
	end := state{x: -1}
	next := func(st state, d int) []state {
		switch {
		case st.x == 0:
			return []state{{x: d, m: d, up: true}, {x: d, m: d}}
		case st == end:
			return nil
		}
		var out []state
		if st.up && d > st.x {
			out = append(out, state{x: st.x, m: max(st.m, d), up: true})
		} else if !st.up && d < st.x {
			out = append(out, state{x: st.x, m: min(st.m, d)})
		}
		if st.m != st.x && (st.up && d > st.m || !st.up && d < st.m) {
			out = append(out, end)
		}
		return out
	}
	return regular(b, bt.Cells, state{}, next, func(st state) bool { return st == end })
}

// Check reports an inner cell whose digit is not strictly between the two
// circled digits. Empty cells are skipped.
func (bt Between) Check(g sudoku.Grid) error {
	if err := bt.validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", bt, err)
	}
	k := len(bt.Cells)
	first, last := bt.Cells[0], bt.Cells[k-1]
	x, y := g.At(first), g.At(last)
	if x == 0 || y == 0 {
		return nil
	}
	lo, hi := min(x, y), max(x, y)
	for _, c := range bt.Cells[1 : k-1] {
		if d := g.At(c); d != 0 && (d <= lo || d >= hi) {
			return &sudoku.ConflictError{Rule: bt.String(), Cells: []sudoku.Cell{first, c, last},
				Msg: fmt.Sprintf("hold %d, %d and %d, the middle one not strictly between", x, d, y)}
		}
	}
	return nil
}

func (bt Between) String() string { return lineName("between line", bt.Cells) }

// lineThirds checks that digits 1..N split into three classes and returns
// an error naming the line otherwise.
//
// The line may pass through a cell twice, but not within three
// consecutive cells, which would need a digit in two classes.
func lineThirds(s sudoku.Shape, cells []sudoku.Cell) error {
	if err := linePath(s, "line", cells, 2, true); err != nil {
		return err
	}
	if s.Size%3 != 0 {
		return lineBad("line at %s: digits 1..%d do not split into three equal classes", cells[0], s.Size)
	}
	for i := 2; i < len(cells); i++ {
		if cells[i] == cells[i-2] {
			return lineBad("line at %s passes through cell %s twice within three cells", cells[0], cells[i])
		}
	}
	return nil
}

// lineTriples applies the rule of entropic and modular lines for a digit
// class function: cells one or two apart on the line are in different
// classes. Cells three apart are then in the same class, which is implied
// but helps propagation, so it is stated too.
func lineTriples(b *sudoku.Builder, cells []sudoku.Cell, class func(d int) int) {
	differ := func(x, y int) bool { return class(x) != class(y) }
	same := func(x, y int) bool { return class(x) == class(y) }
	for i := range cells {
		for j := i + 1; j < len(cells) && j <= i+3; j++ {
			if j == i+3 {
				if cells[i] != cells[j] { // a cell is in its own class
					b.Relate(cells[i], cells[j], same)
				}
			} else {
				b.Relate(cells[i], cells[j], differ)
			}
		}
	}
}

// lineTriplesCheck reports two cells at most two apart on the line in the
// same class.
func lineTriplesCheck(g sudoku.Grid, rule string, cells []sudoku.Cell, class func(d int) int, name func(d int) string) error {
	for i := range cells {
		for j := i + 1; j < len(cells) && j <= i+2; j++ {
			x, y := g.At(cells[i]), g.At(cells[j])
			if x == 0 || y == 0 || class(x) != class(y) {
				continue
			}
			return &sudoku.ConflictError{Rule: rule, Cells: []sudoku.Cell{cells[i], cells[j]},
				Msg: fmt.Sprintf("hold %d and %d, both %s", x, y, name(x))}
		}
	}
	return nil
}

// Entropic is an entropic line: any three consecutive cells along the
// line hold one low, one middle and one high digit (1-3, 4-6 and 7-9 on
// 9x9; the digits 1..N split into three runs of N/3 on other grids). A
// two-cell line holds digits from two different runs. It needs at least
// two cells and N divisible by 3.
type Entropic struct {
	Cells []sudoku.Cell
}

func entropicClass(n int) func(d int) int {
	third := n / 3
	return func(d int) int { return (d - 1) / third }
}

// Apply relates cells one or two apart to be in different runs, and cells
// three apart to be in the same run.
func (e Entropic) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := lineThirds(s, e.Cells); err != nil {
		return err
	}
	lineTriples(b, e.Cells, entropicClass(s.Size))
	return nil
}

// Check reports two cells of one run of three consecutive cells holding
// digits from the same run of digits.
func (e Entropic) Check(g sudoku.Grid) error {
	s := g.Shape()
	if err := lineThirds(s, e.Cells); err != nil {
		return fmt.Errorf("%s: %w", e, err)
	}
	class, third := entropicClass(s.Size), s.Size/3
	name := func(d int) string {
		k := class(d)
		return fmt.Sprintf("in %d-%d", k*third+1, (k+1)*third)
	}
	return lineTriplesCheck(g, e.String(), e.Cells, class, name)
}

func (e Entropic) String() string { return lineName("entropic line", e.Cells) }

// Modular is a modular line: any three consecutive cells along the line
// hold digits with different remainders modulo 3. A two-cell line holds
// two digits with different remainders. It needs at least two cells and N
// divisible by 3.
type Modular struct {
	Cells []sudoku.Cell
}

func modularClass(d int) int { return d % 3 }

// Apply relates cells one or two apart to have different remainders, and
// cells three apart to have the same one.
func (m Modular) Apply(b *sudoku.Builder) error {
	if err := lineThirds(b.Shape(), m.Cells); err != nil {
		return err
	}
	lineTriples(b, m.Cells, modularClass)
	return nil
}

// Check reports two cells of one run of three consecutive cells holding
// digits with the same remainder.
func (m Modular) Check(g sudoku.Grid) error {
	if err := lineThirds(g.Shape(), m.Cells); err != nil {
		return fmt.Errorf("%s: %w", m, err)
	}
	name := func(d int) string { return fmt.Sprintf("%d mod 3", d%3) }
	return lineTriplesCheck(g, m.String(), m.Cells, modularClass, name)
}

func (m Modular) String() string { return lineName("modular line", m.Cells) }

// Nabner is a nabner line: no two digits on the line are equal or
// consecutive, whether or not their cells are neighbours. It needs at
// least two cells and at most (N+1)/2, the most digits 1..N that are
// pairwise two apart. The rule is about the set of the line's cells: a
// line that passes through a cell twice counts it once.
type Nabner struct {
	Cells []sudoku.Cell
}

// validate checks the line and returns its cells, each once.
func (nb Nabner) validate(s sudoku.Shape) ([]sudoku.Cell, error) {
	if err := linePath(s, "line", nb.Cells, 2, true); err != nil {
		return nil, err
	}
	set := lineSet(nb.Cells)
	if limit := (s.Size + 1) / 2; len(set) > limit {
		return nil, lineBad("too long: %d cells cannot hold digits 1..%d that are pairwise two apart (cell %s is past the limit)",
			len(set), s.Size, set[limit])
	}
	return set, nil
}

func lineFar(x, y int) bool { return lineAbs(x-y) >= 2 }

// Apply relates every pair of cells on the line to differ by at least 2.
func (nb Nabner) Apply(b *sudoku.Builder) error {
	cells, err := nb.validate(b.Shape())
	if err != nil {
		return err
	}
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			b.Relate(cells[i], cells[j], lineFar)
		}
	}
	return nil
}

// Check reports two cells of the line holding equal or consecutive digits.
func (nb Nabner) Check(g sudoku.Grid) error {
	cells, err := nb.validate(g.Shape())
	if err != nil {
		return fmt.Errorf("%s: %w", nb, err)
	}
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if err := linePair(g, nb.String(), cells[i], cells[j], lineFar, "equal or consecutive"); err != nil {
				return err
			}
		}
	}
	return nil
}

func (nb Nabner) String() string { return lineName("nabner line", nb.Cells) }
