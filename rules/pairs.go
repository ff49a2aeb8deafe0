package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the rules on pairs of cells: kropki dots, XV,
// inequality signs, general pairs, and the global rules that constrain
// every orthogonally adjacent pair (non-consecutive, negative kropki,
// negative XV).
//
// The single-pair rules accept any two different cells, not only
// neighbours: a setter may relate distant cells. f-puzzles draws its dots,
// X/V signs and inequality signs between orthogonal neighbours only.
//
// Each pair is one Builder.Relate: the relation is tabulated and encoded by
// support clauses, which are short for these sparse relations and need no
// arithmetic under any encoding.

// pairBad returns an error wrapping sudoku.ErrBadRule.
func pairBad(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{sudoku.ErrBadRule}, args...)...)
}

// pairCells reports a pair of cells that cannot be related on s: a cell off
// the grid, or the same cell twice.
func pairCells(s sudoku.Shape, a, c sudoku.Cell) error {
	if why := pairCellsWhy(s, a, c); why != "" {
		return pairBad("%s", why)
	}
	return nil
}

// pairCellsWhy is pairCells with the reason as a string, "" for none.
func pairCellsWhy(s sudoku.Shape, a, c sudoku.Cell) string {
	for _, x := range []sudoku.Cell{a, c} {
		if !s.Contains(x) {
			return fmt.Sprintf("cell %s is off the %dx%d grid", x, s.Size, s.Size)
		}
	}
	if a == c {
		return "both cells are " + a.String()
	}
	return ""
}

// pairValue checks a dot with a value: two grid cells, and a value that
// is not negative (bad words the error for the grid's size).
func pairValue(s sudoku.Shape, a, c sudoku.Cell, value int, bad func(n int) error) error {
	if err := pairCells(s, a, c); err != nil {
		return err
	}
	if value < 0 {
		return bad(s.Size)
	}
	return nil
}

// pairName names a pair rule: "white dot between r1c1 and r1c2".
func pairName(kind string, a, c sudoku.Cell) string {
	return kind + " between " + a.String() + " and " + c.String()
}

// pairCheck reports the digits of cells a and c of g when both are filled
// and break ok; why says what they should be. A cell off the grid is an
// error wrapping sudoku.ErrBadRule.
func pairCheck(g sudoku.Grid, rule string, a, c sudoku.Cell, ok func(x, y int) bool, why string) error {
	s := g.Shape()
	if !s.Contains(a) || !s.Contains(c) {
		return pairBad("%s: %s", rule, pairCellsWhy(s, a, c))
	}
	x, y := g.At(a), g.At(c)
	if x == 0 || y == 0 || ok(x, y) {
		return nil
	}
	return &sudoku.ConflictError{Rule: rule, Cells: []sudoku.Cell{a, c}, Msg: fmt.Sprintf("hold %d and %d, %s", x, y, why)}
}

func pairAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// pairRatio reports whether one of x and y is r times the other, without
// overflowing for a huge r.
func pairRatio(x, y, r int) bool {
	if x < y {
		x, y = y, x
	}
	return y > 0 && x%y == 0 && x/y == r
}

// Difference is a kropki white dot: the digits of A and B differ by
// Value. A Value of 0 means 1, the usual white dot: consecutive digits.
type Difference struct {
	A, B  sudoku.Cell
	Value int // 0 means 1
}

func (d Difference) diff() int {
	if d.Value == 0 {
		return 1
	}
	return d.Value
}

// Validate checks that the cells are two grid cells and that Value is
// not negative.
func (d Difference) Validate(s sudoku.Shape) error {
	return pairValue(s, d.A, d.B, d.Value, d.unreachable)
}

func (d Difference) unreachable(n int) error {
	return pairBad("white dot at %s: no digits 1..%d differ by %d", d.A, n, d.diff())
}

// Apply relates the two cells, after Validate. A Value that no two digits
// of the grid can make is an error.
func (d Difference) Apply(b *sudoku.Builder) error {
	if err := d.Validate(b.Shape()); err != nil {
		return err
	}
	n, k := b.Shape().Size, d.diff()
	if k >= n {
		return d.unreachable(n)
	}
	b.Relate(d.A, d.B, func(x, y int) bool { return pairAbs(x-y) == k })
	return nil
}

// Check reports the two digits when they do not differ by Value.
func (d Difference) Check(g sudoku.Grid) error {
	k := d.diff()
	return pairCheck(g, d.String(), d.A, d.B, func(x, y int) bool { return pairAbs(x-y) == k },
		"want a difference of "+strconv.Itoa(k))
}

// String names the dot and its cells, and the difference unless it is 1:
// "white dot between r1c1 and r1c2".
func (d Difference) String() string {
	kind := "white dot"
	if k := d.diff(); k != 1 {
		kind += " (difference " + strconv.Itoa(k) + ")"
	}
	return pairName(kind, d.A, d.B)
}

// Ratio is a kropki black dot: one of the digits of A and B, either one, is
// Value times the other. A Value of 0 means 2, the usual black dot: one
// digit is double the other.
type Ratio struct {
	A, B  sudoku.Cell
	Value int // 0 means 2
}

func (r Ratio) ratio() int {
	if r.Value == 0 {
		return 2
	}
	return r.Value
}

// Validate checks that the cells are two grid cells and that Value is
// not negative.
func (r Ratio) Validate(s sudoku.Shape) error {
	return pairValue(s, r.A, r.B, r.Value, r.unreachable)
}

func (r Ratio) unreachable(n int) error {
	return pairBad("black dot at %s: no digits 1..%d have a ratio of %d", r.A, n, r.ratio())
}

// Apply relates the two cells, after Validate. A Value too large for the
// grid's digits (Value > Size) is an error.
func (r Ratio) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	n, k := b.Shape().Size, r.ratio()
	if k > n {
		return r.unreachable(n)
	}
	b.Relate(r.A, r.B, func(x, y int) bool { return pairRatio(x, y, k) })
	return nil
}

// Check reports the two digits when neither is Value times the other.
func (r Ratio) Check(g sudoku.Grid) error {
	k := r.ratio()
	return pairCheck(g, r.String(), r.A, r.B, func(x, y int) bool { return pairRatio(x, y, k) },
		"want a ratio of "+strconv.Itoa(k))
}

// String names the dot and its cells, and the ratio unless it is 2:
// "black dot between r1c1 and r1c2".
func (r Ratio) String() string {
	kind := "black dot"
	if k := r.ratio(); k != 2 {
		kind += " (ratio " + strconv.Itoa(k) + ")"
	}
	return pairName(kind, r.A, r.B)
}

// XV is an X or a V: the digits of A and B add up to Sum, 10 for an X and
// 5 for a V. Other sums are allowed too; a Sum that no two digits of the
// grid can make (less than 2 or more than 2*Size), 0 included, is an error.
type XV struct {
	A, B sudoku.Cell
	Sum  int
}

// X returns an X between a and b: their digits add up to 10.
func X(a, b sudoku.Cell) XV { return XV{A: a, B: b, Sum: 10} }

// V returns a V between a and b: their digits add up to 5.
func V(a, b sudoku.Cell) XV { return XV{A: a, B: b, Sum: 5} }

// Validate checks that the cells are two grid cells.
func (v XV) Validate(s sudoku.Shape) error { return pairCells(s, v.A, v.B) }

// Apply relates the two cells, after Validate. A Sum no two digits of the
// grid add up to is an error.
func (v XV) Apply(b *sudoku.Builder) error {
	if err := v.Validate(b.Shape()); err != nil {
		return err
	}
	n, sum := b.Shape().Size, v.Sum
	if sum < 2 || sum > 2*n {
		return pairBad("XV at %s: no two digits 1..%d add up to %d", v.A, n, sum)
	}
	b.Relate(v.A, v.B, func(x, y int) bool { return x+y == sum })
	return nil
}

// Check reports the two digits when they do not add up to Sum.
func (v XV) Check(g sudoku.Grid) error {
	return pairCheck(g, v.String(), v.A, v.B, func(x, y int) bool { return x+y == v.Sum },
		"want a sum of "+strconv.Itoa(v.Sum))
}

// String names the sign and its cells: "X between r1c1 and r1c2", "V
// between ...", or "XV (sum 7) between ..." for other sums.
func (v XV) String() string {
	kind := "XV (sum " + strconv.Itoa(v.Sum) + ")"
	switch v.Sum {
	case 10:
		kind = "X"
	case 5:
		kind = "V"
	}
	return pairName(kind, v.A, v.B)
}

// GreaterThan is an inequality sign between two cells: the digit of Big is
// larger than the digit of Small.
type GreaterThan struct {
	Big, Small sudoku.Cell
}

func pairGreater(x, y int) bool { return x > y }

// Validate checks that the cells are two grid cells.
func (r GreaterThan) Validate(s sudoku.Shape) error { return pairCells(s, r.Big, r.Small) }

// Apply relates the two cells, after Validate.
func (r GreaterThan) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	b.Relate(r.Big, r.Small, pairGreater)
	return nil
}

// Check reports the two digits when Big's is not the larger.
func (r GreaterThan) Check(g sudoku.Grid) error {
	return pairCheck(g, r.String(), r.Big, r.Small, pairGreater, "want the first larger")
}

// String writes the sign: "inequality r1c1 > r1c2".
func (r GreaterThan) String() string {
	return "inequality " + r.Big.String() + " > " + r.Small.String()
}

// Pair is a general relation between two cells: the digit x of A and the
// digit y of B satisfy OK(x, y). OK must be a pure function; it is
// tabulated once for Apply and called again by Check. Name, if set, names
// the rule in messages ("pair" if empty).
type Pair struct {
	A, B sudoku.Cell
	Name string
	OK   func(x, y int) bool
}

// Apply relates the two cells. A nil OK, or one that no pair of digits
// satisfies, is an error.
func (p Pair) Apply(b *sudoku.Builder) error {
	if err := pairCells(b.Shape(), p.A, p.B); err != nil {
		return err
	}
	if p.OK == nil {
		return pairBad("pair at %s: nil OK", p.A)
	}
	b.Relate(p.A, p.B, p.OK)
	return nil
}

// Check reports the two digits when OK rejects them. A nil OK is an error
// wrapping sudoku.ErrBadRule.
func (p Pair) Check(g sudoku.Grid) error {
	if p.OK == nil {
		return pairBad("%s: nil OK", p.String())
	}
	return pairCheck(g, p.String(), p.A, p.B, p.OK, "which the relation forbids")
}

// String names the pair: "pair between r1c1 and r1c2", with Name in place
// of "pair" when it is set.
func (p Pair) String() string {
	name := p.Name
	if name == "" {
		name = "pair"
	}
	return pairName(name, p.A, p.B)
}

// pairOrthogonal are the offsets of a cell's right and lower neighbours; with
// chessPairs they give every orthogonally adjacent pair once.
var pairOrthogonal = [][2]int{{0, 1}, {1, 0}}

func pairConsecutive(x, y int) bool { return x-y == 1 || y-x == 1 }

// NonConsecutive is the non-consecutive rule: orthogonally adjacent cells
// never hold consecutive digits (digits that differ by exactly 1).
// Diagonal neighbours are not constrained. f-puzzles calls it
// "nonconsecutive".
type NonConsecutive struct{}

// Apply relates every orthogonally adjacent pair. On the corpus's
// non-consecutive puzzles, raw binary clauses forbidding each consecutive
// pair of digits were at best a little faster than Relate, within the noise
// of Z3's search, so the rule keeps Relate and with it the native check of
// the givens.
func (NonConsecutive) Apply(b *sudoku.Builder) error {
	for _, p := range chessPairs(b.Shape().Size, pairOrthogonal) {
		b.Relate(p[0], p[1], func(x, y int) bool { return !pairConsecutive(x, y) })
	}
	return nil
}

// Check reports two orthogonal neighbours holding consecutive digits.
func (r NonConsecutive) Check(g sudoku.Grid) error {
	for _, p := range chessPairs(g.Shape().Size, pairOrthogonal) {
		x, y := g.At(p[0]), g.At(p[1])
		if x != 0 && y != 0 && pairConsecutive(x, y) {
			return &sudoku.ConflictError{Rule: r.String(), Cells: p[:], Msg: fmt.Sprintf("hold %d and %d, which are consecutive", x, y)}
		}
	}
	return nil
}

func (NonConsecutive) String() string { return "non-consecutive" }

// pairMarked checks that each marked pair is two orthogonally adjacent
// cells of s and returns the set of marked pairs, in both orders.
func pairMarked(s sudoku.Shape, marked [][2]sudoku.Cell) (map[[2]sudoku.Cell]bool, error) {
	set := make(map[[2]sudoku.Cell]bool, 2*len(marked))
	for _, m := range marked {
		if why := pairCellsWhy(s, m[0], m[1]); why != "" {
			return nil, pairBad("marked pair %s %s: %s", m[0], m[1], why)
		}
		if pairAbs(m[0].Row-m[1].Row)+pairAbs(m[0].Col-m[1].Col) != 1 {
			return nil, pairBad("marked pair %s %s: cell %s is not orthogonally adjacent to %s", m[0], m[1], m[1], m[0])
		}
		set[m] = true
		set[[2]sudoku.Cell{m[1], m[0]}] = true
	}
	return set, nil
}

// pairMarkedSet returns the set of marked pairs, in both orders, without
// checking them.
func pairMarkedSet(marked [][2]sudoku.Cell) map[[2]sudoku.Cell]bool {
	set := make(map[[2]sudoku.Cell]bool, 2*len(marked))
	for _, m := range marked {
		set[m] = true
		set[[2]sudoku.Cell{m[1], m[0]}] = true
	}
	return set
}

// pairNegative relates every orthogonally adjacent pair not in marked so
// that it is not in the forbidden relation. Nothing is added when no pair
// of digits is forbidden.
func pairNegative(b *sudoku.Builder, marked map[[2]sudoku.Cell]bool, forbidden func(x, y int) bool) {
	n := b.Shape().Size
	some := false
	for x := 1; x <= n && !some; x++ {
		for y := 1; y <= n && !some; y++ {
			some = forbidden(x, y)
		}
	}
	if !some {
		return
	}
	ok := func(x, y int) bool { return !forbidden(x, y) }
	for _, p := range chessPairs(n, pairOrthogonal) {
		if !marked[p] {
			b.Relate(p[0], p[1], ok)
		}
	}
}

// pairNegativeCheck reports the first unmarked orthogonally adjacent pair
// of g in the forbidden relation; what describes the relation.
func pairNegativeCheck(g sudoku.Grid, rule string, marked map[[2]sudoku.Cell]bool, forbidden func(x, y int) bool, what string) error {
	for _, p := range chessPairs(g.Shape().Size, pairOrthogonal) {
		x, y := g.At(p[0]), g.At(p[1])
		if x != 0 && y != 0 && !marked[p] && forbidden(x, y) {
			return &sudoku.ConflictError{Rule: rule, Cells: p[:], Msg: fmt.Sprintf("hold %d and %d, %s, but have no mark", x, y, what)}
		}
	}
	return nil
}

// NegativeKropki is the negative constraint of kropki puzzles, "all dots
// are given": every orthogonally adjacent pair of cells that is not in
// Marked must not hold digits that a dot would join. With White, such a
// pair does not differ by Difference (0 means 1: no consecutive digits);
// with Black, neither of its digits is Ratio times the other (0 means 2:
// no digit double the other). At least one of White and Black must be set.
//
// Marked lists the pairs that carry a dot, in either order, and each must
// be two orthogonal neighbours. A marked pair is exempt whatever the colour
// of its dot: this is the lenient reading, in which, say, a white dot's
// pair may also be in a 1:2 ratio under a negative black constraint.
// Importers of f-puzzles' "negative" list put the pairs of all dots in
// Marked. The dots themselves are separate Difference and Ratio rules.
type NegativeKropki struct {
	White, Black      bool
	Ratio, Difference int // 0 means 2 and 1
	Marked            [][2]sudoku.Cell
}

func (r NegativeKropki) values() (ratio, diff int) {
	ratio, diff = r.Ratio, r.Difference
	if ratio == 0 {
		ratio = 2
	}
	if diff == 0 {
		diff = 1
	}
	return ratio, diff
}

func (r NegativeKropki) forbidden() func(x, y int) bool {
	ratio, diff := r.values()
	return func(x, y int) bool {
		return (r.White && pairAbs(x-y) == diff) || (r.Black && pairRatio(x, y, ratio))
	}
}

// Apply relates every unmarked orthogonally adjacent pair. Neither White
// nor Black, a negative Ratio or Difference, or a marked pair that is not
// two orthogonal neighbours on the grid is an error.
func (r NegativeKropki) Apply(b *sudoku.Builder) error {
	if !r.White && !r.Black {
		return pairBad("neither White nor Black is set")
	}
	if r.Ratio < 0 || r.Difference < 0 {
		return pairBad("negative ratio %d or difference %d", r.Ratio, r.Difference)
	}
	marked, err := pairMarked(b.Shape(), r.Marked)
	if err != nil {
		return err
	}
	pairNegative(b, marked, r.forbidden())
	return nil
}

// Check reports the first unmarked adjacent pair that a dot would join.
func (r NegativeKropki) Check(g sudoku.Grid) error {
	ratio, diff := r.values()
	var what []string
	if r.White {
		what = append(what, "a difference of "+strconv.Itoa(diff))
	}
	if r.Black {
		what = append(what, "a ratio of "+strconv.Itoa(ratio))
	}
	return pairNegativeCheck(g, r.String(), pairMarkedSet(r.Marked), r.forbidden(), strings.Join(what, " or "))
}

// String names the constrained colours: "negative black dots", "negative
// white dots" or "negative kropki dots" for both.
func (r NegativeKropki) String() string {
	switch {
	case r.White && r.Black:
		return "negative kropki dots"
	case r.White:
		return "negative white dots"
	case r.Black:
		return "negative black dots"
	}
	return "negative kropki"
}

// NegativeXV is the negative constraint of XV puzzles, "all X and V are
// given": no orthogonally adjacent pair of cells that is not in Marked adds
// up to 5 or 10, or, when Sums is not nil, to one of Sums.
//
// Marked lists the pairs that carry a sign, in either order, and each must
// be two orthogonal neighbours; a marked pair is exempt whichever sign it
// carries. The signs themselves are separate XV rules. A non-nil empty
// Sums, or a sum less than 2, is an error; a sum larger than any two
// digits make forbids nothing.
type NegativeXV struct {
	Marked [][2]sudoku.Cell
	Sums   []int // nil means 5 and 10
}

func (r NegativeXV) sums() []int {
	if r.Sums == nil {
		return []int{5, 10}
	}
	return r.Sums
}

func (r NegativeXV) forbidden() func(x, y int) bool {
	sums := r.sums()
	return func(x, y int) bool {
		for _, s := range sums {
			if x+y == s {
				return true
			}
		}
		return false
	}
}

// Apply relates every unmarked orthogonally adjacent pair.
func (r NegativeXV) Apply(b *sudoku.Builder) error {
	if r.Sums != nil && len(r.Sums) == 0 {
		return pairBad("no sums")
	}
	for _, s := range r.Sums {
		if s < 2 {
			return pairBad("no two digits add up to %d", s)
		}
	}
	marked, err := pairMarked(b.Shape(), r.Marked)
	if err != nil {
		return err
	}
	pairNegative(b, marked, r.forbidden())
	return nil
}

// Check reports the first unmarked adjacent pair with a forbidden sum.
func (r NegativeXV) Check(g sudoku.Grid) error {
	var ss []string
	for _, s := range r.sums() {
		ss = append(ss, strconv.Itoa(s))
	}
	return pairNegativeCheck(g, r.String(), pairMarkedSet(r.Marked), r.forbidden(), "adding up to "+strings.Join(ss, " or "))
}

// String returns "negative XV", followed by the sums when Sums is set:
// "negative XV (sums 3 7)".
func (r NegativeXV) String() string {
	if r.Sums == nil {
		return "negative XV"
	}
	var sb strings.Builder
	sb.WriteString("negative XV (sums")
	for _, s := range r.Sums {
		sb.WriteString(" " + strconv.Itoa(s))
	}
	sb.WriteString(")")
	return sb.String()
}
