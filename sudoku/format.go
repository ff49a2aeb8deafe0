package sudoku

import (
	"strconv"
	"strings"
)

// zeroGridText is what String and Pretty print for the zero Grid: something
// visible in a test failure, and not valid grid text, so it cannot be
// mistaken for a grid.
const zeroGridText = "<zero Grid>"

// String returns the grid in a compact one-line form that [Parse] reads
// back:
//
//   - Size <= 9: one character per cell, '1'..'9', and '.' for an empty cell,
//     as in "53..7....6..195..." for a 9x9 grid;
//   - Size 10..35: one character per cell, '1'..'9' then 'A' for 10, 'B' for
//     11 and so on, and '.' for an empty cell;
//   - Size 36..64: the letters run out, so the values are written as decimal
//     numbers separated by single spaces, with 0 for an empty cell.
//
// The zero Grid prints as "<zero Grid>".
func (g Grid) String() string {
	if g.IsZero() {
		return zeroGridText
	}
	if g.shape.Size <= maxLetterSize {
		b := make([]byte, len(g.digits))
		for i, d := range g.digits {
			b[i] = letterSymbol(d)
		}
		return string(b)
	}
	b := make([]byte, 0, 3*len(g.digits))
	for i, d := range g.digits {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendUint(b, uint64(d), 10)
	}
	return string(b)
}

// Pretty returns the grid in a boxed multi-line form for people to read,
// one line per row, each line ending in a newline. Cells are separated by
// spaces, '|' separates boxes in a row, and a line of dashes with '+' at the
// crossings separates rows of boxes. Empty cells are '.'. Grids larger than
// 9x9 are written with decimal numbers right-aligned to two columns, so the
// boxes line up:
//
//	5 3 . | . 7 . | . . .
//	6 . . | 1 9 5 | . . .
//	. 9 8 | . . . | . 6 .
//	------+-------+------
//	8 . . | . 6 . | . . 3
//	...
//
// A shape without boxes gets neither '|' nor separator lines. [Parse] and
// [ParseGrid] read the result back.
func (g Grid) Pretty() string {
	if g.IsZero() {
		return zeroGridText + "\n"
	}
	s := g.shape
	n := s.Size
	width := 1
	if n > 9 {
		width = 2
	}
	boxes := s.HasBoxes()
	var b strings.Builder
	// Every row line has the same length; the estimate covers the
	// separator lines too.
	rowLen := n*(width+1) + 2*n/max(s.BoxCols, 1)
	b.Grow((n + n/max(s.BoxRows, 1)) * (rowLen + 1))
	var sep string // the separator line, derived from the first row
	for r := range n {
		if boxes && r > 0 && r%s.BoxRows == 0 {
			b.WriteString(sep)
			b.WriteByte('\n')
		}
		start := b.Len()
		for c := range n {
			if c > 0 {
				if boxes && c%s.BoxCols == 0 {
					b.WriteString(" | ")
				} else {
					b.WriteByte(' ')
				}
			}
			writePrettySymbol(&b, g.digits[r*n+c], width)
		}
		if r == 0 && boxes && s.BoxRows < n {
			sep = separatorFor(b.String()[start:])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// separatorFor turns a row line into the separator line below a row of
// boxes: dashes, with '+' under each '|', so it lines up with the rows.
func separatorFor(row string) string {
	sep := []byte(row)
	for i, ch := range sep {
		if ch == '|' {
			sep[i] = '+'
		} else {
			sep[i] = '-'
		}
	}
	return string(sep)
}

// writePrettySymbol writes d right-aligned in width columns: '.' for 0, the
// decimal number otherwise.
func writePrettySymbol(b *strings.Builder, d uint8, width int) {
	var buf [3]byte
	sym := buf[:0]
	if d == 0 {
		sym = append(sym, '.')
	} else {
		sym = strconv.AppendUint(sym, uint64(d), 10)
	}
	for range width - len(sym) {
		b.WriteByte(' ')
	}
	b.Write(sym)
}

// maxLetterSize is the largest Size whose values all have a one-character
// symbol: '1'..'9' then 'A'..'Z' for 10..35.
const maxLetterSize = 9 + 26

// letterSymbol returns the one-character symbol of d, for d <= 35: '.' for
// an empty cell, '1'..'9', then 'A' for 10 up to 'Z' for 35.
func letterSymbol(d uint8) byte {
	switch {
	case d == 0:
		return '.'
	case d <= 9:
		return '0' + d
	default:
		return 'A' + d - 10
	}
}
