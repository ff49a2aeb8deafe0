package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the rules on marked cells: parity, minimum and maximum
// cells, quadruples, clones, the indexers and given candidates.

// cellBad returns an error wrapping sudoku.ErrBadRule.
func cellBad(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{sudoku.ErrBadRule}, args...)...)
}

// cellList checks a list of marked cells: at least one, each on the grid
// and, with unique set, none twice. what names the cells in messages.
func cellList(s sudoku.Shape, what string, cells []sudoku.Cell, unique bool) error {
	if len(cells) == 0 {
		return cellBad("%s: no cells", what)
	}
	for i, c := range cells {
		if !s.Contains(c) {
			return cellBad("%s: cell %s is off the %dx%d grid", what, c, s.Size, s.Size)
		}
		if unique && slices.Contains(cells[:i], c) {
			return cellBad("%s: cell %s appears twice", what, c)
		}
	}
	return nil
}

// cellName names a rule by its first cell: "even cells at r1c1".
func cellName(kind string, cells []sudoku.Cell) string {
	if len(cells) == 0 {
		return kind
	}
	return kind + " at " + cells[0].String()
}

// cellOffGrid returns an error wrapping sudoku.ErrBadRule for the first
// cell off g's grid, so that Check never panics on bad parameters.
func cellOffGrid(g sudoku.Grid, rule string, cells ...sudoku.Cell) error {
	s := g.Shape()
	for _, c := range cells {
		if !s.Contains(c) {
			return cellBad("%s: cell %s is off the %dx%d grid", rule, c, s.Size, s.Size)
		}
	}
	return nil
}

// cellParity applies a parity rule: each cell allows only digits d with
// d%2 == rem.
func cellParity(b *sudoku.Builder, what string, cells []sudoku.Cell, rem int) error {
	if err := cellList(b.Shape(), what, cells, false); err != nil {
		return err
	}
	var ds []int
	for d := 1; d <= b.Shape().Size; d++ {
		if d%2 == rem {
			ds = append(ds, d)
		}
	}
	if len(ds) == 0 {
		return cellBad("%s: the %v grid has no such digits", what, b.Shape())
	}
	for _, c := range cells {
		b.Allow(c, ds...)
	}
	return nil
}

// cellParityCheck reports the first cell whose digit has the wrong parity.
func cellParityCheck(g sudoku.Grid, rule string, cells []sudoku.Cell, rem int, want string) error {
	if err := cellOffGrid(g, rule, cells...); err != nil {
		return err
	}
	for _, c := range cells {
		if d := g.At(c); d != 0 && d%2 != rem {
			return &sudoku.ConflictError{Rule: rule, Cells: []sudoku.Cell{c}, Msg: "holds " + strconv.Itoa(d) + ", want " + want}
		}
	}
	return nil
}

// Even marks cells that hold even digits (the grey squares of f-puzzles'
// "even"). A cell may be listed twice.
type Even struct {
	Cells []sudoku.Cell
}

// Apply allows each cell only the even digits.
func (r Even) Apply(b *sudoku.Builder) error { return cellParity(b, "even cells", r.Cells, 0) }

// Check reports a cell holding an odd digit.
func (r Even) Check(g sudoku.Grid) error {
	return cellParityCheck(g, r.String(), r.Cells, 0, "an even digit")
}

func (r Even) String() string { return cellName("even cells", r.Cells) }

// Odd marks cells that hold odd digits (the grey circles of f-puzzles'
// "odd"). A cell may be listed twice.
type Odd struct {
	Cells []sudoku.Cell
}

// Apply allows each cell only the odd digits.
func (r Odd) Apply(b *sudoku.Builder) error { return cellParity(b, "odd cells", r.Cells, 1) }

// Check reports a cell holding an even digit.
func (r Odd) Check(g sudoku.Grid) error {
	return cellParityCheck(g, r.String(), r.Cells, 1, "an odd digit")
}

func (r Odd) String() string { return cellName("odd cells", r.Cells) }

// cellNeighbours returns the orthogonal neighbours of c on s.
func cellNeighbours(s sudoku.Shape, c sudoku.Cell) []sudoku.Cell {
	var out []sudoku.Cell
	for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
		nb := sudoku.Cell{Row: c.Row + d[0], Col: c.Col + d[1]}
		if s.Contains(nb) {
			out = append(out, nb)
		}
	}
	return out
}

// cellExtreme applies a Minimum or Maximum rule: each marked cell's digit
// x and the digit y of each neighbour that is not marked itself satisfy
// ok(x, y).
func cellExtreme(b *sudoku.Builder, what string, cells []sudoku.Cell, ok func(x, y int) bool) error {
	s := b.Shape()
	if err := cellList(s, what, cells, true); err != nil {
		return err
	}
	for _, c := range cells {
		for _, nb := range cellRivals(s, c, cells) {
			b.Relate(c, nb, ok)
		}
	}
	return nil
}

// cellRivals returns the orthogonal neighbours of c on s that are not in
// marked: the cells a minimum or maximum cell is compared with.
func cellRivals(s sudoku.Shape, c sudoku.Cell, marked []sudoku.Cell) []sudoku.Cell {
	var out []sudoku.Cell
	for _, nb := range cellNeighbours(s, c) {
		if !slices.Contains(marked, nb) {
			out = append(out, nb)
		}
	}
	return out
}

// cellExtremeCheck reports the first marked cell whose digit does not
// satisfy ok against a neighbour's.
func cellExtremeCheck(g sudoku.Grid, rule string, cells []sudoku.Cell, ok func(x, y int) bool, want string) error {
	if err := cellOffGrid(g, rule, cells...); err != nil {
		return err
	}
	for _, c := range cells {
		x := g.At(c)
		if x == 0 {
			continue
		}
		for _, nb := range cellRivals(g.Shape(), c, cells) {
			if y := g.At(nb); y != 0 && !ok(x, y) {
				return &sudoku.ConflictError{Rule: rule, Cells: []sudoku.Cell{c, nb},
					Msg: fmt.Sprintf("hold %d and %d, want the first %s", x, y, want)}
			}
		}
	}
	return nil
}

func cellLess(x, y int) bool    { return x < y }
func cellGreater(x, y int) bool { return x > y }

// Minimum marks cells each smaller than its orthogonal neighbours, except
// the neighbours that are minimum cells too: as in f-puzzles, two touching
// minimum cells are not compared with each other, so a pair of them is
// smaller than the cells around the pair. A cell listed twice is an
// error.
type Minimum struct {
	Cells []sudoku.Cell
}

// Apply relates each marked cell to each neighbour that is not marked.
func (r Minimum) Apply(b *sudoku.Builder) error {
	return cellExtreme(b, "minimum cells", r.Cells, cellLess)
}

// Check reports a marked cell that is not smaller than an unmarked
// neighbour.
func (r Minimum) Check(g sudoku.Grid) error {
	return cellExtremeCheck(g, r.String(), r.Cells, cellLess, "smaller")
}

func (r Minimum) String() string { return cellName("minimum cells", r.Cells) }

// Maximum marks cells each larger than its orthogonal neighbours, except
// the neighbours that are maximum cells too: as in f-puzzles, two touching
// maximum cells (the "fortress" of a fortress sudoku) are not compared
// with each other. A cell listed twice is an error.
type Maximum struct {
	Cells []sudoku.Cell
}

// Apply relates each marked cell to each neighbour that is not marked.
func (r Maximum) Apply(b *sudoku.Builder) error {
	return cellExtreme(b, "maximum cells", r.Cells, cellGreater)
}

// Check reports a marked cell that is not larger than an unmarked
// neighbour.
func (r Maximum) Check(g sudoku.Grid) error {
	return cellExtremeCheck(g, r.String(), r.Cells, cellGreater, "larger")
}

func (r Maximum) String() string { return cellName("maximum cells", r.Cells) }

// Quadruple is a quadruple clue: the 2x2 block whose top-left cell is
// Corner contains each of Digits (the circle drawn on the block's centre).
// A digit listed twice must appear at least twice. Other cells of the
// block may hold any digits. Digits holds 1 to 4 digits of the grid, and
// Corner must leave room for the block: it is not in the last row or
// column.
type Quadruple struct {
	Corner sudoku.Cell
	Digits []int
}

// cells returns the block's cells in row-major order.
func (q Quadruple) cells() []sudoku.Cell {
	r, c := q.Corner.Row, q.Corner.Col
	return []sudoku.Cell{{Row: r, Col: c}, {Row: r, Col: c + 1}, {Row: r + 1, Col: c}, {Row: r + 1, Col: c + 1}}
}

// needs returns how often each digit is required, indexed by digit; it
// assumes the digits were checked.
func (q Quadruple) needs(n int) []int {
	need := make([]int, n+1)
	for _, d := range q.Digits {
		if d >= 1 && d <= n {
			need[d]++
		}
	}
	return need
}

// Validate checks that the 2x2 block is on the grid and that Digits holds
// 1 to 4 digits of the grid.
func (q Quadruple) Validate(s sudoku.Shape) error {
	n := s.Size
	if !s.Contains(q.Corner) {
		return cellBad("quadruple: cell %s is off the %dx%d grid", q.Corner, n, n)
	}
	if q.Corner.Row+1 >= n || q.Corner.Col+1 >= n {
		return cellBad("quadruple at %s: the 2x2 block runs off the %dx%d grid", q.Corner, n, n)
	}
	if len(q.Digits) == 0 || len(q.Digits) > 4 {
		return cellBad("quadruple at %s: %d digits, want 1 to 4", q.Corner, len(q.Digits))
	}
	for _, d := range q.Digits {
		if d < 1 || d > n {
			return cellBad("quadruple at %s: digit %d out of range 1..%d", q.Corner, d, n)
		}
	}
	return nil
}

// Apply requires each digit in the block, as often as it is listed, with
// an automaton over the four cells that counts the digits needed so far
// (at most 16 states). With four digits listed, each cell also allows
// only those digits.
func (q Quadruple) Apply(b *sudoku.Builder) error {
	if err := q.Validate(b.Shape()); err != nil {
		return err
	}
	n := b.Shape().Size
	cells := q.cells()
	if len(q.Digits) == 4 {
		for _, c := range cells {
			b.Allow(c, q.Digits...)
		}
	}
	need := map[int]int{}
	for d, k := range q.needs(n) {
		if k > 0 {
			need[d] = k
		}
	}
	return atLeast(b, cells, need)
}

// Check reports a block that cannot contain all the digits: one whose
// missing digits outnumber its empty cells.
func (q Quadruple) Check(g sudoku.Grid) error {
	s := g.Shape()
	if err := cellOffGrid(g, q.String(), q.Corner); err != nil {
		return err
	}
	if q.Corner.Row+1 >= s.Size || q.Corner.Col+1 >= s.Size {
		return cellBad("%s: the 2x2 block runs off the %dx%d grid", q.String(), s.Size, s.Size)
	}
	cells := q.cells()
	need := q.needs(s.Size)
	empty := 0
	for _, c := range cells {
		if d := g.At(c); d == 0 {
			empty++
		} else if need[d] > 0 {
			need[d]--
		}
	}
	var missing []string
	for d, k := range need {
		for ; k > 0; k-- {
			missing = append(missing, strconv.Itoa(d))
		}
	}
	if len(missing) > empty {
		return &sudoku.ConflictError{Rule: q.String(), Cells: cells, Msg: "lack " + strings.Join(missing, " ")}
	}
	return nil
}

// String names the corner and the digits: "quadruple at r1c1 (1 2 3)".
func (q Quadruple) String() string {
	return "quadruple at " + q.Corner.String() + digitList(q.Digits)
}

// digitList returns " (1 2 3)" for digits 1, 2 and 3, and "" for none.
func digitList(digits []int) string {
	if len(digits) == 0 {
		return ""
	}
	ds := make([]string, len(digits))
	for i, d := range digits {
		ds[i] = strconv.Itoa(d)
	}
	return " (" + strings.Join(ds, " ") + ")"
}

// Clone marks two regions of the same shape that hold the same digits:
// the cells of A and B, taken in order, hold equal digits (A[i] and B[i]
// are copies). A and B must have the same length, at least one cell; a
// cell may not appear twice in A, nor twice in B, nor as its own copy. The
// regions may overlap otherwise.
type Clone struct {
	A, B []sudoku.Cell
}

func cellEqual(x, y int) bool { return x == y }

// Validate checks that A and B are as long as each other, on the grid,
// without repeats, and that no cell is its own copy.
func (r Clone) Validate(s sudoku.Shape) error {
	if len(r.A) != len(r.B) {
		return cellBad("clone: A has %d cells and B has %d", len(r.A), len(r.B))
	}
	if err := cellList(s, "clone A", r.A, true); err != nil {
		return err
	}
	if err := cellList(s, "clone B", r.B, true); err != nil {
		return err
	}
	for i := range r.A {
		if r.A[i] == r.B[i] {
			return cellBad("clone: cell %s is its own copy", r.A[i])
		}
	}
	return nil
}

// Apply relates each pair of copies. Equality is "x implies y" both ways
// in Relate's support encoding: two binary clauses per digit under OneHot.
func (r Clone) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	for i := range r.A {
		b.Relate(r.A[i], r.B[i], cellEqual)
	}
	return nil
}

// Check reports the first pair of copies holding different digits.
func (r Clone) Check(g sudoku.Grid) error {
	if len(r.A) != len(r.B) {
		return cellBad("%s: A has %d cells and B has %d", r.String(), len(r.A), len(r.B))
	}
	if err := cellOffGrid(g, r.String(), append(slices.Clip(r.A), r.B...)...); err != nil {
		return err
	}
	for i := range r.A {
		x, y := g.At(r.A[i]), g.At(r.B[i])
		if x != 0 && y != 0 && x != y {
			return &sudoku.ConflictError{Rule: r.String(), Cells: []sudoku.Cell{r.A[i], r.B[i]},
				Msg: fmt.Sprintf("hold %d and %d, want copies", x, y)}
		}
	}
	return nil
}

// String names the first cells of both regions: "clone r1c1 = r5c5".
func (r Clone) String() string {
	if len(r.A) == 0 || len(r.B) == 0 {
		return "clone"
	}
	return "clone " + r.A[0].String() + " = " + r.B[0].String()
}

// A cellIndexer maps a marked cell and its digit d to the target cell and
// the digit the target must hold.
type cellIndexer func(s sudoku.Shape, c sudoku.Cell, d int) (target sudoku.Cell, want int)

func cellColumnIndex(s sudoku.Shape, c sudoku.Cell, d int) (sudoku.Cell, int) {
	return sudoku.Cell{Row: c.Row, Col: d - 1}, c.Col + 1
}

func cellRowIndex(s sudoku.Shape, c sudoku.Cell, d int) (sudoku.Cell, int) {
	return sudoku.Cell{Row: d - 1, Col: c.Col}, c.Row + 1
}

func cellBoxIndex(s sudoku.Shape, c sudoku.Cell, d int) (sudoku.Cell, int) {
	box := s.Box(s.BoxOf(c))
	return box[d-1], slices.Index(box, c) + 1
}

// cellIndexerApply relates, for each marked cell and each digit d, the
// cell to its target: "the cell holds d implies the target holds the
// index". Targets are the cell itself when d is the cell's own index;
// that relation always holds and is left out.
func cellIndexerApply(b *sudoku.Builder, what string, cells []sudoku.Cell, index cellIndexer) error {
	s := b.Shape()
	if err := cellList(s, what, cells, true); err != nil {
		return err
	}
	for _, c := range cells {
		for d := 1; d <= s.Size; d++ {
			target, want := index(s, c, d)
			if target == c {
				continue
			}
			b.Relate(c, target, func(x, y int) bool { return x != d || y == want })
		}
	}
	return nil
}

// cellIndexerCheck reports the first marked cell whose target holds a
// digit other than the index.
func cellIndexerCheck(g sudoku.Grid, rule string, cells []sudoku.Cell, index cellIndexer) error {
	if err := cellOffGrid(g, rule, cells...); err != nil {
		return err
	}
	s := g.Shape()
	for _, c := range cells {
		d := g.At(c)
		if d == 0 {
			continue
		}
		target, want := index(s, c, d)
		if got := g.At(target); got != 0 && got != want {
			return &sudoku.ConflictError{Rule: rule, Cells: []sudoku.Cell{c, target},
				Msg: fmt.Sprintf("hold %d and %d, want %d in %s", d, got, want, target)}
		}
	}
	return nil
}

// ColumnIndexer marks column-indexing cells (f-puzzles' "columnindexer"):
// if a marked cell in row r, column c holds digit d, then the cell in row
// r, column d holds c. Columns are numbered from 1 as digits, so in the
// classic 1-5-9 puzzle, r1c5 = 7 means r1c7 = 5: the marked cell's digit
// says in which column of its row its own column number appears. A cell
// listed twice is an error.
type ColumnIndexer struct {
	Cells []sudoku.Cell
}

// Apply adds the indexing clauses.
func (r ColumnIndexer) Apply(b *sudoku.Builder) error {
	return cellIndexerApply(b, "column indexer", r.Cells, cellColumnIndex)
}

// Check reports a marked cell whose target does not hold its column
// number.
func (r ColumnIndexer) Check(g sudoku.Grid) error {
	return cellIndexerCheck(g, r.String(), r.Cells, cellColumnIndex)
}

func (r ColumnIndexer) String() string { return cellName("column indexer", r.Cells) }

// RowIndexer marks row-indexing cells (f-puzzles' "rowindexer"): if a
// marked cell in row r, column c holds digit d, then the cell in row d,
// column c holds r (rows numbered from 1). The marked cell's digit says in
// which row of its column its own row number appears. A cell listed twice
// is an error.
type RowIndexer struct {
	Cells []sudoku.Cell
}

// Apply adds the indexing clauses.
func (r RowIndexer) Apply(b *sudoku.Builder) error {
	return cellIndexerApply(b, "row indexer", r.Cells, cellRowIndex)
}

// Check reports a marked cell whose target does not hold its row number.
func (r RowIndexer) Check(g sudoku.Grid) error {
	return cellIndexerCheck(g, r.String(), r.Cells, cellRowIndex)
}

func (r RowIndexer) String() string { return cellName("row indexer", r.Cells) }

// BoxIndexer marks box-indexing cells (f-puzzles' "boxindexer"). Number
// the cells of each box 1 to Size in reading order (row by row, left to
// right). If a marked cell at position p of box b holds digit d, then the
// cell at position d of box b holds p. The grid must have boxes. A cell
// listed twice is an error.
type BoxIndexer struct {
	Cells []sudoku.Cell
}

// Apply adds the indexing clauses.
func (r BoxIndexer) Apply(b *sudoku.Builder) error {
	if !b.Shape().HasBoxes() {
		return cellBad("box indexer: the %v grid has no boxes", b.Shape())
	}
	return cellIndexerApply(b, "box indexer", r.Cells, cellBoxIndex)
}

// Check reports a marked cell whose target does not hold its position. On
// a grid without boxes it returns an error wrapping sudoku.ErrBadRule.
func (r BoxIndexer) Check(g sudoku.Grid) error {
	if !g.Shape().HasBoxes() {
		return cellBad("%s: the %v grid has no boxes", r.String(), g.Shape())
	}
	return cellIndexerCheck(g, r.String(), r.Cells, cellBoxIndex)
}

func (r BoxIndexer) String() string { return cellName("box indexer", r.Cells) }

// GivenCandidates is a cell whose possible digits the setter gives: the
// cell holds one of Digits, as f-puzzles' "givenPencilMarks" say, drawn
// as small digits in the cell. It is a clue of the puzzle, like a given
// digit that is not yet decided; [sudoku.Model.Candidates], by contrast,
// works out which digits the rules leave. Digits are in 1..N, at least
// one; repeats mean nothing more.
type GivenCandidates struct {
	Cell   sudoku.Cell
	Digits []int
}

// Validate checks that the cell is on the grid and that Digits holds at
// least one digit, each in range.
func (r GivenCandidates) Validate(s sudoku.Shape) error {
	if !s.Contains(r.Cell) {
		return cellBad("given candidates: cell %s is off the %dx%d grid", r.Cell, s.Size, s.Size)
	}
	if len(r.Digits) == 0 {
		return cellBad("given candidates at %s: no digits", r.Cell)
	}
	for _, d := range r.Digits {
		if d < 1 || d > s.Size {
			return cellBad("given candidates at %s: digit %d out of range 1..%d", r.Cell, d, s.Size)
		}
	}
	return nil
}

// Apply allows the cell only its digits.
func (r GivenCandidates) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	b.Allow(r.Cell, r.Digits...)
	return nil
}

// Check reports the cell holding a digit that is not one of Digits.
func (r GivenCandidates) Check(g sudoku.Grid) error {
	if err := r.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", r, err)
	}
	if d := g.At(r.Cell); d != 0 && !slices.Contains(r.Digits, d) {
		return &sudoku.ConflictError{Rule: r.String(), Cells: []sudoku.Cell{r.Cell},
			Msg: "holds " + strconv.Itoa(d) + ", not one of its given candidates"}
	}
	return nil
}

// String names the cell and the digits: "given candidates at r1c1 (1 3 5)".
func (r GivenCandidates) String() string {
	return "given candidates at " + r.Cell.String() + digitList(r.Digits)
}
