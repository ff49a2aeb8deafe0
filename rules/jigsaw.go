package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Jigsaw is the irregular regions of a jigsaw Sudoku, which replace the
// boxes: each region holds every digit once. On an N x N grid there are N
// regions of N cells, and together they cover the grid. A region is
// usually orthogonally connected, but need not be: some published jigsaws
// have a region in two pieces. Use it with Rows and Columns but not Boxes, as [JigsawRules] does.
//
// Build the regions from cell lists, from one region number per cell with
// [JigsawFromLayout] (as f-puzzles stores them), or from a drawing with
// [ParseJigsaw].
type Jigsaw struct {
	Regions [][]sudoku.Cell
}

// JigsawRules returns the rules of a jigsaw Sudoku with the given regions:
// distinct rows, columns and regions.
func JigsawRules(regions [][]sudoku.Cell) Set {
	return Set{Rows{}, Columns{}, Jigsaw{Regions: regions}}
}

// JigsawFromLayout builds the regions of a jigsaw from layout, which holds
// one region number per cell of s, row by row, numbered from 0 as
// f-puzzles numbers them: layout[r*N+c] is the region of the cell in row r,
// column c. Region k of the result is the cells numbered k, in row-major
// order. The layout must have N*N entries in 0..N-1 and make a valid
// jigsaw (see [Jigsaw.Validate]); otherwise the error wraps
// [sudoku.ErrBadRule] and names a cell.
func JigsawFromLayout(s sudoku.Shape, layout []int) (Jigsaw, error) {
	if err := s.Validate(); err != nil {
		return Jigsaw{}, fmt.Errorf("%w: jigsaw: %v", sudoku.ErrBadRule, err)
	}
	n := s.Size
	if len(layout) != n*n {
		return Jigsaw{}, fmt.Errorf("%w: jigsaw layout has %d entries, want %d for a %dx%d grid",
			sudoku.ErrBadRule, len(layout), n*n, n, n)
	}
	regions := make([][]sudoku.Cell, n)
	for i, k := range layout {
		if k < 0 || k >= n {
			return Jigsaw{}, fmt.Errorf("%w: jigsaw layout: cell %s has region %d, want 0..%d",
				sudoku.ErrBadRule, s.CellAt(i), k, n-1)
		}
		regions[k] = append(regions[k], s.CellAt(i))
	}
	j := Jigsaw{Regions: regions}
	if err := j.Validate(s); err != nil {
		return Jigsaw{}, err
	}
	return j, nil
}

// ParseJigsaw builds the regions of a jigsaw from a drawing of the grid: N
// lines of N region symbols, letters or digits, one per cell. Cells with
// the same symbol form one region; regions are numbered in the order their
// symbols first appear. Blank lines and spaces between symbols are
// ignored, so both of these describe the same 4x4 jigsaw:
//
//	AABB    0 0 1 1
//	ACBB    0 2 1 1
//	ACDD    0 2 3 3
//	CCDD    2 2 3 3
//
// A malformed drawing or an invalid jigsaw is an error wrapping
// [sudoku.ErrBadRule].
func ParseJigsaw(s sudoku.Shape, text string) (Jigsaw, error) {
	if err := s.Validate(); err != nil {
		return Jigsaw{}, fmt.Errorf("%w: jigsaw: %v", sudoku.ErrBadRule, err)
	}
	n := s.Size
	var layout []int
	ids := map[rune]int{}
	row := 0
	for _, line := range strings.Split(text, "\n") {
		var syms []rune
		for _, r := range line {
			if unicode.IsSpace(r) {
				continue
			}
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				return Jigsaw{}, fmt.Errorf("%w: jigsaw drawing: bad symbol %q in row %d", sudoku.ErrBadRule, r, row+1)
			}
			syms = append(syms, r)
		}
		if len(syms) == 0 {
			continue
		}
		row++
		if row > n {
			return Jigsaw{}, fmt.Errorf("%w: jigsaw drawing has more than %d rows", sudoku.ErrBadRule, n)
		}
		if len(syms) != n {
			return Jigsaw{}, fmt.Errorf("%w: jigsaw drawing: row %d has %d symbols, want %d", sudoku.ErrBadRule, row, len(syms), n)
		}
		for col, r := range syms {
			k, ok := ids[r]
			if !ok {
				k = len(ids)
				if k == n {
					return Jigsaw{}, fmt.Errorf("%w: jigsaw drawing: symbol %q at %s makes more than %d regions",
						sudoku.ErrBadRule, r, sudoku.Cell{Row: row - 1, Col: col}, n)
				}
				ids[r] = k
			}
			layout = append(layout, k)
		}
	}
	if row != n {
		return Jigsaw{}, fmt.Errorf("%w: jigsaw drawing has %d rows, want %d", sudoku.ErrBadRule, row, n)
	}
	return JigsawFromLayout(s, layout)
}

// Validate reports whether the regions make a jigsaw of shape s: exactly
// N regions of N cells each, on the grid, covering every cell once. It
// does not ask for connected regions. The error wraps [sudoku.ErrBadRule] and names
// the region (counting from 1) and a cell.
func (j Jigsaw) Validate(s sudoku.Shape) error {
	n := s.Size
	if len(j.Regions) != n {
		return fmt.Errorf("%w: jigsaw has %d regions, want %d", sudoku.ErrBadRule, len(j.Regions), n)
	}
	owner := make([]int, s.NumCells()) // 1 + region index, 0 for none yet
	for k, region := range j.Regions {
		if len(region) != n {
			where := ""
			if len(region) > 0 {
				where = " at " + region[0].String()
			}
			return fmt.Errorf("%w: jigsaw region %d%s has %d cells, want %d", sudoku.ErrBadRule, k+1, where, len(region), n)
		}
		for _, c := range region {
			if !s.Contains(c) {
				return fmt.Errorf("%w: jigsaw region %d: cell %s is off the %dx%d grid", sudoku.ErrBadRule, k+1, c, n, n)
			}
			i := s.Index(c)
			if owner[i] == k+1 {
				return fmt.Errorf("%w: jigsaw region %d: cell %s appears twice", sudoku.ErrBadRule, k+1, c)
			}
			if owner[i] != 0 {
				return fmt.Errorf("%w: jigsaw regions %d and %d both hold cell %s", sudoku.ErrBadRule, owner[i], k+1, c)
			}
			owner[i] = k + 1
		}
	}
	// N regions of N distinct cells, none shared: every cell is covered.
	// A region need not be connected: distinctness does not depend on it,
	// and published jigsaws have regions in two pieces.
	return nil
}

// Apply checks the regions with Validate and makes each one distinct.
func (j Jigsaw) Apply(b *sudoku.Builder) error {
	if err := j.Validate(b.Shape()); err != nil {
		return err
	}
	for k, region := range j.Regions {
		if err := b.Include(regionGroup{"jigsaw region " + strconv.Itoa(k+1), region}); err != nil {
			return err
		}
	}
	return nil
}

// Check reports the first region holding a digit twice, naming it
// "jigsaw region k" (counting from 1). Regions that do not make a jigsaw
// of g's shape give the error of Validate.
func (j Jigsaw) Check(g sudoku.Grid) error {
	if err := j.Validate(g.Shape()); err != nil {
		return err
	}
	for k, region := range j.Regions {
		if err := distinct(g, "jigsaw region "+strconv.Itoa(k+1), region); err != nil {
			return err
		}
	}
	return nil
}

// String returns "jigsaw".
func (j Jigsaw) String() string { return "jigsaw" }

// ExtraRegion is an extra region, as setters call it (f-puzzles
// "extraregion"): a set of cells whose digits are distinct. It behaves as
// [Distinct] and differs only in its name.
type ExtraRegion struct {
	Cells []sudoku.Cell
}

// Apply adds the region as a [Distinct] group. No cells, cells off the
// grid, repeated cells and more cells than digits are errors.
func (e ExtraRegion) Apply(b *sudoku.Builder) error { return Distinct(e).Apply(b) }

// Check reports two cells of the region holding the same digit. A cell
// off the grid is an error wrapping [sudoku.ErrBadRule].
func (e ExtraRegion) Check(g sudoku.Grid) error {
	if err := regionOffGrid(g.Shape(), e.String(), e.Cells); err != nil {
		return err
	}
	return distinct(g, e.String(), e.Cells)
}

// String names the region by its first cell: "extra region at r2c2".
func (e ExtraRegion) String() string {
	if len(e.Cells) == 0 {
		return "extra region"
	}
	return "extra region at " + e.Cells[0].String()
}

// Windoku adds the windows of a Windoku: on a 9x9 grid, the four 3x3
// blocks r2-4c2-4, r2-4c6-8, r6-8c2-4 and r6-8c6-8 each hold every digit
// once. On other grids with square boxes of B x B cells (4x4, 16x16,
// 25x25, ...) the windows are the (B-1)² blocks of B x B cells placed one
// cell in from each edge and one line apart: one central 2x2 block on a
// 4x4, nine 4x4 blocks on a 16x16. Other shapes have no such windows and
// are an error wrapping [sudoku.ErrBadRule].
type Windoku struct{}

// Windows returns the windows of shape s, in row-major order, each in
// row-major order.
func (Windoku) Windows(s sudoku.Shape) ([][]sudoku.Cell, error) {
	if !s.HasBoxes() || s.BoxRows != s.BoxCols || s.BoxRows < 2 {
		return nil, fmt.Errorf("%w: windoku needs square boxes of 2x2 or more, not the %v grid", sudoku.ErrBadRule, s)
	}
	b := s.BoxRows
	var windows [][]sudoku.Cell
	// With N = B*B, the B-1 windows per side fill 1 + (B-1)(B+1) = N lines.
	for top := 1; top+b < s.Size; top += b + 1 {
		for left := 1; left+b < s.Size; left += b + 1 {
			w := make([]sudoku.Cell, 0, s.Size)
			for r := top; r < top+b; r++ {
				for c := left; c < left+b; c++ {
					w = append(w, sudoku.Cell{Row: r, Col: c})
				}
			}
			windows = append(windows, w)
		}
	}
	return windows, nil
}

// Apply makes each window distinct.
func (w Windoku) Apply(b *sudoku.Builder) error {
	windows, err := w.Windows(b.Shape())
	if err != nil {
		return err
	}
	for _, win := range windows {
		if err := b.Include(regionGroup{"window at " + win[0].String(), win}); err != nil {
			return err
		}
	}
	return nil
}

// Check reports the first window holding a digit twice, naming it by its
// top left cell: "window at r2c2". A shape without windows is an error.
func (w Windoku) Check(g sudoku.Grid) error {
	windows, err := w.Windows(g.Shape())
	if err != nil {
		return err
	}
	for _, win := range windows {
		if err := distinct(g, "window at "+win[0].String(), win); err != nil {
			return err
		}
	}
	return nil
}

// String returns "windoku".
func (Windoku) String() string { return "windoku" }

// DisjointGroups is the disjoint-groups rule (f-puzzles "disjointgroups"):
// the cells in the same position of every box, such as the centres of the
// nine boxes of a 9x9, hold distinct digits. A shape without boxes is an
// error wrapping [sudoku.ErrBadRule].
type DisjointGroups struct{}

// Groups returns the groups of shape s: group k holds the cell at position
// k (row-major) of every box, the boxes in row-major order.
func (DisjointGroups) Groups(s sudoku.Shape) ([][]sudoku.Cell, error) {
	if !s.HasBoxes() {
		return nil, fmt.Errorf("%w: disjoint groups need boxes, and the %v grid has none", sudoku.ErrBadRule, s)
	}
	n := s.Size
	boxes := make([][]sudoku.Cell, n)
	for i := range boxes {
		boxes[i] = s.Box(i)
	}
	groups := make([][]sudoku.Cell, n)
	for k := range groups {
		groups[k] = make([]sudoku.Cell, n)
		for i, box := range boxes {
			groups[k][i] = box[k]
		}
	}
	return groups, nil
}

// Apply makes each group distinct.
func (d DisjointGroups) Apply(b *sudoku.Builder) error {
	groups, err := d.Groups(b.Shape())
	if err != nil {
		return err
	}
	for _, grp := range groups {
		if err := b.Include(regionGroup{"disjoint group at " + grp[0].String(), grp}); err != nil {
			return err
		}
	}
	return nil
}

// Check reports the first group holding a digit twice, naming it by its
// cell in the first box: "disjoint group at r1c2". A shape without boxes
// is an error.
func (d DisjointGroups) Check(g sudoku.Grid) error {
	groups, err := d.Groups(g.Shape())
	if err != nil {
		return err
	}
	for _, grp := range groups {
		if err := distinct(g, "disjoint group at "+grp[0].String(), grp); err != nil {
			return err
		}
	}
	return nil
}

// String returns "disjoint groups".
func (DisjointGroups) String() string { return "disjoint groups" }

// regionGroup is a distinct group applied as a sub-rule, so that conflicts
// and errors name it ("jigsaw region 3", "window at r2c2").
type regionGroup struct {
	name  string
	cells []sudoku.Cell
}

func (g regionGroup) Apply(b *sudoku.Builder) error {
	b.Distinct(g.cells...)
	return nil
}

func (g regionGroup) String() string { return g.name }

// onGrid returns an ErrBadRule error naming the first cell off s's grid.
func regionOffGrid(s sudoku.Shape, rule string, cells []sudoku.Cell) error {
	for _, c := range cells {
		if !s.Contains(c) {
			return fmt.Errorf("%w: %s: cell %s is off the %dx%d grid", sudoku.ErrBadRule, rule, c, s.Size, s.Size)
		}
	}
	return nil
}
