package variants

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

const sudocueFormat = "SudoCue"

// ParseSudoCue reads a killer Sudoku in SudoCue's (SumoCue's) text form, as
// its users post them, for example
//
//	3x3::k:4609:4098:4098:5891:...:4633:3604:
//	3x3:d:k:3841:7705:7705:...:4375:
//
// The text is colon-separated fields:
//
//   - the box size, "3x3": boxes of 3 by 3 cells, a 9x9 grid. Other square
//     boxes ("2x2", "4x4") are read the same way; only 3x3 is in common
//     use.
//   - the variant: empty, or "d" for a killer X, whose two main diagonals
//     also hold each digit once ([rules.Diagonals]).
//   - the puzzle type, "k" for killer. Other types are an error wrapping
//     [ErrUnsupported].
//   - one code per cell, row by row: code = 256*sum + cage, where cage
//     (0-255) identifies the cell's cage and sum is that cage's total.
//     All cells with the same cage number form one cage and must give the
//     same sum. A code below 256 (sum 0) marks a cell in no cage.
//   - an optional empty field after the last code (the text usually ends
//     with ':').
//
// White space around the text and around each field is ignored. The
// puzzle has no givens; its rules are rules.Classic, then the diagonals
// for "d", then one [rules.Cage] per cage, ordered by its first cell in
// reading order, its cells in reading order. That is the canonical form
// [ParseFPuzzles] gives for the same puzzle, so it goes through f-puzzles
// JSON unchanged.
//
// No authoritative specification of the format was found. The layout
// above is the one SudoCue's users and several solvers that import it
// agree on; the meaning of the second field beyond "d" is not documented,
// so any other value is an error wrapping ErrUnsupported. Malformed text
// is an error wrapping [ErrInvalid]. Both are [*FieldError] values naming
// the field, such as "cell r3c4".
func ParseSudoCue(s string) (sudoku.Puzzle, error) {
	fail := func(field string, err error) (sudoku.Puzzle, error) {
		return sudoku.Puzzle{}, &FieldError{Format: sudocueFormat, Field: field, Err: err}
	}
	fields := strings.Split(strings.TrimSpace(s), ":")
	for i := range fields {
		fields[i] = strings.TrimSpace(fields[i])
	}
	if len(fields) < 3 {
		return fail("", fmt.Errorf("%w: want a header such as \"3x3::k:\" followed by one code per cell", ErrInvalid))
	}
	a, b, ok := strings.Cut(fields[0], "x")
	rows, err1 := strconv.Atoi(a)
	cols, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return fail("box size", fmt.Errorf("%w: %q: want the form 3x3", ErrInvalid, fields[0]))
	}
	if rows != cols || rows < 2 || rows > 8 {
		return fail("box size", fmt.Errorf("%w %q: want square boxes from 2x2 to 8x8", ErrUnsupported, fields[0]))
	}
	n := rows * cols
	shape := sudoku.Shape{Size: n, BoxRows: rows, BoxCols: cols}
	var extra []sudoku.Rule
	switch fields[1] {
	case "":
	case "d":
		extra = append(extra, rules.Diagonals())
	default:
		return fail("variant", fmt.Errorf("%w variant %q: want \"\" or \"d\" (diagonals)", ErrUnsupported, fields[1]))
	}
	if fields[2] != "k" {
		return fail("type", fmt.Errorf("%w puzzle type %q: want \"k\" (killer)", ErrUnsupported, fields[2]))
	}
	codes := fields[3:]
	if len(codes) > 0 && codes[len(codes)-1] == "" {
		codes = codes[:len(codes)-1]
	}
	if len(codes) != n*n {
		return fail("cells", fmt.Errorf("%w: %d cell codes, want %d for a %dx%d grid", ErrInvalid, len(codes), n*n, n, n))
	}
	type cage struct {
		sum   int
		first sudoku.Cell
		cells []sudoku.Cell
	}
	byID := map[int]*cage{}
	var order []*cage
	for i, code := range codes {
		cell := shape.CellAt(i)
		v, err := strconv.Atoi(code)
		if err != nil || v < 0 || len(code) > 9 {
			return fail("cell "+cell.String(), fmt.Errorf("%w: code %q: want a whole number", ErrInvalid, code))
		}
		sum, id := v/256, v%256
		if sum == 0 {
			continue
		}
		c := byID[id]
		if c == nil {
			c = &cage{sum: sum, first: cell}
			byID[id] = c
			order = append(order, c)
		} else if c.sum != sum {
			return fail("cell "+cell.String(), fmt.Errorf("%w: cage %d has sum %d here but %d at %s", ErrInvalid, id, sum, c.sum, c.first))
		}
		c.cells = append(c.cells, cell)
	}
	rs := append([]sudoku.Rule{rules.Classic()}, extra...)
	for _, c := range order {
		rs = append(rs, rules.Cage{Sum: c.sum, Cells: c.cells})
	}
	return sudoku.Puzzle{Shape: shape, Rules: rs}, nil
}

// SudoCueText writes a killer Sudoku in SudoCue's text form, which
// [ParseSudoCue] reads back as [Canonical](p): "3x3::k:" (or "3x3:d:k:"
// with both main diagonals), then one code per cell, 256*sum + cage, and
// a final ':'. p must have square boxes, the classic rules, optionally the
// two diagonals, and killer cages that do not overlap, at most 256 of
// them with a total each; anything else, givens included, is an error
// wrapping [ErrUnsupported] (the form has no field for it) or
// [ErrInvalid].
func SudoCueText(p sudoku.Puzzle) (string, error) {
	fail := func(field string, err error) (string, error) {
		return "", &FieldError{Format: sudocueFormat, Field: field, Err: err}
	}
	s := p.Shape
	if s.BoxRows != s.BoxCols || s.BoxRows < 2 || s.BoxRows > 8 || s.Size != s.BoxRows*s.BoxCols {
		return fail("box size", fmt.Errorf("%w shape %v: want square boxes from 2x2 to 8x8", ErrUnsupported, s))
	}
	if p.Givens.NumGivens() > 0 {
		return fail("cells", fmt.Errorf("%w givens: the form holds cages only", ErrUnsupported))
	}
	var rows, cols, boxes, diag, anti bool
	var cages []rules.Cage
	for _, r := range rules.Flatten(p.Rules...) {
		switch r := r.(type) {
		case rules.Rows:
			rows = true
		case rules.Columns:
			cols = true
		case rules.Boxes:
			boxes = true
		case rules.Diagonal:
			if r.Anti {
				anti = true
			} else {
				diag = true
			}
		case rules.Cage:
			cages = append(cages, r)
		default:
			return fail("type", fmt.Errorf("%w rule %s: the form holds killer cages and diagonals only", ErrUnsupported, sudoku.RuleName(r)))
		}
	}
	if !rows || !cols || !boxes {
		return fail("type", fmt.Errorf("%w: the form needs the classic rules", ErrUnsupported))
	}
	if diag != anti {
		return fail("variant", fmt.Errorf("%w one diagonal: the form has both or none", ErrUnsupported))
	}
	if len(cages) > 256 {
		return fail("cells", fmt.Errorf("%w %d cages: the form numbers at most 256", ErrUnsupported, len(cages)))
	}
	codes := make([]int, s.NumCells())
	for id, c := range cages {
		if c.Sum < 1 {
			return fail("cells", fmt.Errorf("%w cage %s without a total", ErrUnsupported, c))
		}
		for _, cell := range c.Cells {
			if !s.Contains(cell) {
				return fail("cells", fmt.Errorf("%w: %s: cell %s is off the grid", ErrInvalid, c, cell))
			}
			i := s.Index(cell)
			if codes[i] != 0 {
				return fail("cell "+cell.String(), fmt.Errorf("%w: in two cages", ErrInvalid))
			}
			codes[i] = 256*c.Sum + id
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%dx%d:", s.BoxRows, s.BoxCols)
	if diag {
		sb.WriteString("d")
	}
	sb.WriteString(":k:")
	for _, code := range codes {
		sb.WriteString(strconv.Itoa(code))
		sb.WriteByte(':')
	}
	return sb.String(), nil
}
