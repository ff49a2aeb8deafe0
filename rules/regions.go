package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Rows makes the digits of each row distinct.
type Rows struct{}

// Apply adds one Distinct group per row.
func (Rows) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	for r := 0; r < s.Size; r++ {
		b.Distinct(s.Row(r)...)
	}
	return nil
}

// Check reports the first row holding a digit twice.
func (Rows) Check(g sudoku.Grid) error {
	s := g.Shape()
	for r := 0; r < s.Size; r++ {
		if err := distinct(g, "row "+strconv.Itoa(r+1), s.Row(r)); err != nil {
			return err
		}
	}
	return nil
}

func (Rows) String() string { return "rows" }

// Columns makes the digits of each column distinct.
type Columns struct{}

// Apply adds one Distinct group per column.
func (Columns) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	for c := 0; c < s.Size; c++ {
		b.Distinct(s.Col(c)...)
	}
	return nil
}

// Check reports the first column holding a digit twice.
func (Columns) Check(g sudoku.Grid) error {
	s := g.Shape()
	for c := 0; c < s.Size; c++ {
		if err := distinct(g, "column "+strconv.Itoa(c+1), s.Col(c)); err != nil {
			return err
		}
	}
	return nil
}

func (Columns) String() string { return "columns" }

// Boxes makes the digits of each box distinct. A shape without boxes is an
// error.
type Boxes struct{}

// Apply adds one Distinct group per box.
func (Boxes) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if !s.HasBoxes() {
		return fmt.Errorf("%w: the %v grid has no boxes", sudoku.ErrBadRule, s)
	}
	for i := 0; i < s.Size; i++ {
		b.Distinct(s.Box(i)...)
	}
	return nil
}

// Check reports the first box holding a digit twice.
func (Boxes) Check(g sudoku.Grid) error {
	s := g.Shape()
	if !s.HasBoxes() {
		return nil
	}
	for i := 0; i < s.Size; i++ {
		if err := distinct(g, "box "+strconv.Itoa(i+1), s.Box(i)); err != nil {
			return err
		}
	}
	return nil
}

func (Boxes) String() string { return "boxes" }

// Set is a list of rules applied together, itself a rule. Classic and Latin
// are Sets.
type Set []sudoku.Rule

// Apply applies each rule in order.
func (set Set) Apply(b *sudoku.Builder) error {
	for _, r := range set {
		if err := b.Include(r); err != nil {
			return err
		}
	}
	return nil
}

// Check runs the Check of each rule that has one.
func (set Set) Check(g sudoku.Grid) error {
	for _, r := range set {
		if c, ok := r.(sudoku.Checker); ok {
			if err := c.Check(g); err != nil {
				return err
			}
		}
	}
	return nil
}

// String joins the names of the rules, for example "rows+columns+boxes".
func (set Set) String() string {
	names := make([]string, len(set))
	for i, r := range set {
		if r == nil {
			names[i] = "nil"
		} else {
			names[i] = sudoku.RuleName(r)
		}
	}
	return strings.Join(names, "+")
}

// Flatten returns the rules of rs with every Set among them, and every Set
// within those, replaced by its members, in order: the rules as a program
// that handles each kind of rule sees them. A nil rule stays, for the
// caller to judge.
func Flatten(rs ...sudoku.Rule) []sudoku.Rule {
	var out []sudoku.Rule
	var walk func(rs []sudoku.Rule)
	walk = func(rs []sudoku.Rule) {
		for _, r := range rs {
			if set, ok := r.(Set); ok {
				walk(set)
			} else {
				out = append(out, r)
			}
		}
	}
	walk(rs)
	return out
}

// Classic returns the classic rules: distinct digits in every row, column
// and box.
func Classic() Set { return Set{Rows{}, Columns{}, Boxes{}} }

// Latin returns the rules of a latin square: distinct digits in every row
// and column, with no boxes.
func Latin() Set { return Set{Rows{}, Columns{}} }

// Diagonal makes the digits on one main diagonal distinct: r1c1 to rNcN,
// or with Anti, rNc1 to r1cN. f-puzzles calls them "diagonal-" and
// "diagonal+".
type Diagonal struct {
	Anti bool
}

// Diagonals returns the Sudoku-X rule: both main diagonals distinct.
func Diagonals() Set { return Set{Diagonal{}, Diagonal{Anti: true}} }

// Cells returns the diagonal's cells on shape s, from the top row down.
// It takes the shape, as [Line.Cells] and [LittleKiller.Cells] do; until
// this release it took the grid's size, and a call Cells(n) becomes
// Cells(sudoku.LatinShape(n)).
func (d Diagonal) Cells(s sudoku.Shape) []sudoku.Cell {
	n := max(s.Size, 0)
	diag := make([]sudoku.Cell, n)
	for i := range diag {
		col := i
		if d.Anti {
			col = n - 1 - i
		}
		diag[i] = sudoku.Cell{Row: i, Col: col}
	}
	return diag
}

// Apply adds the diagonal as a Distinct group.
func (d Diagonal) Apply(b *sudoku.Builder) error {
	b.Distinct(d.Cells(b.Shape())...)
	return nil
}

// Check reports two cells of the diagonal holding the same digit.
func (d Diagonal) Check(g sudoku.Grid) error {
	return distinct(g, d.String(), d.Cells(g.Shape()))
}

func (d Diagonal) String() string {
	if d.Anti {
		return "anti-diagonal"
	}
	return "main diagonal"
}

// Distinct is a custom group of cells whose digits are distinct, such as
// an extra region.
type Distinct struct {
	Cells []sudoku.Cell
}

// Apply adds the group. Cells off the grid, repeated cells and more cells
// than digits are errors.
func (d Distinct) Apply(b *sudoku.Builder) error {
	if len(d.Cells) == 0 {
		return fmt.Errorf("%w: no cells", sudoku.ErrBadRule)
	}
	b.Distinct(d.Cells...)
	return nil
}

// Check reports two cells of the group holding the same digit.
func (d Distinct) Check(g sudoku.Grid) error { return distinct(g, d.String(), d.Cells) }

func (d Distinct) String() string {
	if len(d.Cells) == 0 {
		return "distinct group"
	}
	return "distinct group at " + d.Cells[0].String()
}

// distinct reports two cells of cells holding the same digit.
func distinct(g sudoku.Grid, rule string, cells []sudoku.Cell) error {
	var seen [sudoku.MaxSize + 1]int // 1 + the index in cells of each digit seen
	for i, c := range cells {
		if !g.Shape().Contains(c) {
			return fmt.Errorf("%w: %s: cell %s is off the grid", sudoku.ErrBadRule, rule, c)
		}
		d := g.At(c)
		if d == 0 {
			continue
		}
		if seen[d] != 0 {
			prev := cells[seen[d]-1]
			return &sudoku.ConflictError{Rule: rule, Cells: []sudoku.Cell{prev, c}, Msg: "both hold " + strconv.Itoa(d)}
		}
		seen[d] = i + 1
	}
	return nil
}
