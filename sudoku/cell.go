package sudoku

import (
	"iter"
	"strconv"
	"strings"
	"unicode"
)

// Cell is a position on a grid. Row and Col count from 0 in code, and the
// text forms count from 1, as puzzle setters write them: Cell{0, 0} is
// "r1c1", the top left cell.
type Cell struct {
	Row, Col int
}

// String returns the cell in setter notation, 1-based: "r1c1" for
// Cell{0, 0} and "r10c12" for Cell{9, 11}.
func (c Cell) String() string {
	// strconv instead of fmt: cells are printed in every error message and
	// in loops over whole grids.
	b := make([]byte, 0, 8)
	b = append(b, 'r')
	b = strconv.AppendInt(b, int64(c.Row)+1, 10)
	b = append(b, 'c')
	b = strconv.AppendInt(b, int64(c.Col)+1, 10)
	return string(b)
}

// ParseCell parses one cell written as [Cell.String] writes it, "r1c1",
// 1-based. Letters may be upper or lower case and surrounding white space is
// ignored. Rows and columns must be in 1..MaxSize; whether the cell is on a
// particular grid is checked where the grid is known.
//
// Cells appear in rule parameters, so the error wraps [ErrBadRule], and its
// message quotes the input.
func ParseCell(s string) (Cell, error) {
	rows, cols, err := parseCellSpec(strings.TrimSpace(s))
	if err == "" && (rows.lo != rows.hi || cols.lo != cols.hi) {
		err = "want one cell, not a range"
	}
	if err != "" {
		return Cell{}, badRule("cell %q: %s", s, err)
	}
	return Cell{rows.lo, cols.lo}, nil
}

// ParseCells parses a list of cells separated by white space and/or commas,
// such as "r1c1 r1c2, r2c1". An item may also name a range of rows or
// columns with '-', as setters write lines of cells:
//
//	r1c1-3    r1c1, r1c2, r1c3
//	r1-3c2    r1c2, r2c2, r3c2
//	r3-1c2    r3c2, r2c2, r1c2 (a range may run backwards; order matters
//	          for ordered rules such as thermometers and arrows)
//	r1-2c1-2  r1c1, r1c2, r2c1, r2c2 (rows outer, columns inner)
//
// The compact form "r12c3" that some setters use for "r1c3 and r2c3" is not
// accepted, because on grids larger than 9x9 it cannot be told apart from
// row 12: "r12c3" is always row 12. The cells are returned in the order
// written; duplicates are kept, since whether they are allowed depends on the
// rule. An empty list is an error.
//
// The error wraps [ErrBadRule] and quotes the item at fault and the input.
func ParseCells(s string) ([]Cell, error) {
	items := strings.FieldsFunc(s, func(r rune) bool {
		return r == ',' || unicode.IsSpace(r)
	})
	if len(items) == 0 {
		return nil, badRule("cells %q: no cells", s)
	}
	cells := make([]Cell, 0, len(items))
	for _, item := range items {
		rows, cols, err := parseCellSpec(item)
		if err != "" {
			return nil, badRule("cell %q in %q: %s", item, s, err)
		}
		for r := range rows.all() {
			for c := range cols.all() {
				cells = append(cells, Cell{r, c})
			}
		}
	}
	return cells, nil
}

// MustCells is like [ParseCells] but panics if s cannot be parsed. It is
// meant for cell lists written in the program text, such as rule literals in
// tests and examples, where a mistake is a bug rather than bad input.
func MustCells(s string) []Cell {
	cells, err := ParseCells(s)
	if err != nil {
		panic(err)
	}
	return cells
}

// span is an inclusive range of 0-based rows or columns; lo > hi runs
// backwards.
type span struct{ lo, hi int }

// all yields the values of the span from lo to hi, in that direction.
func (sp span) all() iter.Seq[int] {
	return func(yield func(int) bool) {
		step := 1
		if sp.hi < sp.lo {
			step = -1
		}
		for i := sp.lo; ; i += step {
			if !yield(i) || i == sp.hi {
				return
			}
		}
	}
}

// parseCellSpec parses "r<span>c<span>" where a span is "N" or "N-M",
// 1-based, and returns 0-based spans. It returns a reason instead of an
// error so that each caller can quote its own context.
func parseCellSpec(s string) (rows, cols span, reason string) {
	const form = "want the form r1c1"
	rest, ok := cutLetter(s, 'r')
	if !ok {
		return span{}, span{}, form
	}
	rows, rest, reason = parseSpan(rest, "row")
	if reason != "" {
		return span{}, span{}, reason
	}
	rest, ok = cutLetter(rest, 'c')
	if !ok {
		return span{}, span{}, form
	}
	cols, rest, reason = parseSpan(rest, "column")
	if reason != "" {
		return span{}, span{}, reason
	}
	if rest != "" {
		return span{}, span{}, form
	}
	return rows, cols, ""
}

// cutLetter removes the ASCII letter lower (or its upper case) from the
// front of s.
func cutLetter(s string, lower byte) (string, bool) {
	if s == "" || (s[0] != lower && s[0] != lower-'a'+'A') {
		return s, false
	}
	return s[1:], true
}

// parseSpan parses "N" or "N-M" from the front of s and returns the rest.
func parseSpan(s, what string) (sp span, rest string, reason string) {
	lo, rest, reason := parseIndex(s, what)
	if reason != "" {
		return span{}, s, reason
	}
	if rest == "" || rest[0] != '-' {
		return span{lo, lo}, rest, ""
	}
	hi, rest, reason := parseIndex(rest[1:], what)
	if reason != "" {
		return span{}, s, reason
	}
	return span{lo, hi}, rest, ""
}

// parseIndex parses a 1-based row or column number from the front of s and
// returns it 0-based.
func parseIndex(s, what string) (int, string, string) {
	n, i := 0, 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		// Saturate instead of overflowing; anything past MaxSize is an
		// error anyway.
		if n <= MaxSize {
			n = n*10 + int(s[i]-'0')
		}
	}
	switch {
	case i == 0:
		return 0, s, "want the form r1c1"
	case n < 1 || n > MaxSize:
		return 0, s, what + " " + s[:i] + " out of range 1.." + strconv.Itoa(MaxSize)
	}
	return n - 1, s[i:], ""
}
