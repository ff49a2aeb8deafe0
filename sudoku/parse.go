package sudoku

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParseError describes grid text that cannot be read: where the problem is
// and what it is. It wraps [ErrInvalidGrid].
type ParseError struct {
	Line int    // 1-based line of the problem, or 0 when it is not on one line
	Col  int    // 1-based column, counted in characters, or 0 when unknown
	Msg  string // what is wrong, naming the cell when it is known
}

// Error returns the message with its position, for example
// "sudoku: invalid grid: line 2, column 7: digit 7 out of range 1..6 for r2c4".
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString(ErrInvalidGrid.Error())
	if e.Line > 0 {
		b.WriteString(": line ")
		b.WriteString(strconv.Itoa(e.Line))
		if e.Col > 0 {
			b.WriteString(", column ")
			b.WriteString(strconv.Itoa(e.Col))
		}
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns ErrInvalidGrid.
func (e *ParseError) Unwrap() error { return ErrInvalidGrid }

// Parse reads a grid from text and infers its shape from the number of
// cells: n*n cells give the shape [ShapeOf](n), so 81 cells make a classic
// 9x9 grid with 3x3 boxes. Use [ParseGrid] when the shape is known, for a
// Latin square or unusual boxes.
//
// Parse accepts the forms people paste:
//
//   - one line of Size*Size symbols, such as "53..7....6..195...";
//   - the same spread over Size lines, with or without spaces between
//     symbols, such as nine lines of "0 0 3 0 2 0 6 0 0";
//   - the boxed form of [Grid.Pretty] and similar: '|', ':' and '!' inside a
//     row, Unicode box-drawing characters, and separator lines such as
//     "------+-------+------" or "+-------+-------+" are ignored;
//   - for grids larger than 9x9, whitespace-separated decimal numbers, as in
//     "10 0 3 16 ...", where 0 or a blank symbol is an empty cell.
//
// Symbols: '1'..'9' are digits; then 'A' (or 'a') means 10, 'B' 11, and so
// on to 'Z' for 35. An empty cell is written as any of . 0 - _ x X *,
// except that 'x' and 'X' mean 33 on grids of 33x33 and more, where that
// letter is needed. Commas separate symbols like spaces do. Surrounding white
// space, a byte order mark, CRLF line ends and comments from '#' to the end
// of a line are ignored, and so is a title line such as "Grid 01" or
// "Puzzle 7: hard": one that starts with a word of two or more letters, one
// of them from H to Z other than X, which no row of a grid up to 16x16 can
// start with.
//
// Whitespace-separated numbers are read as one number per cell when some
// cell is written with two digits ("12", or "07" with a leading zero) and
// the grid is 10x10 or larger: for ParseGrid, when its shape is; for Parse,
// when the text holds at least 100 separate items. Otherwise each symbol is
// one cell, so "003020600" is nine cells, and a 9x9 grid with "00" where a
// space was forgotten still reads right.
//
// A line made only of dashes, such as "---------", is a row of empty cells
// when it holds as many cells as the other rows, and a separator line
// otherwise.
//
// Hexadecimal 16x16 grids: many programs write a 16x16 grid with the
// sixteen symbols 0-9 and A-F, where '0' is a value, not a blank. Parse reads
// a 16x16 grid that way, '0' meaning 1 up to 'F' meaning 16, when its text
// uses '0', uses no letter from 'G' on (other than the blank 'x'), and either
// writes empty cells with another blank symbol such as '.' or is a filled
// grid holding each of the sixteen symbols exactly sixteen times. Otherwise
// a 16x16 grid uses the common 1-9 A-G symbols with '0' as a blank.
//
// A slash may stand for a line break between rows, as in
// "--3-2-6--/9--3-5--1/...".
//
// Every error is a *[ParseError], which wraps [ErrInvalidGrid] and gives
// the line and column of a bad character, the cell of a digit out of range,
// the line of a ragged row, or the number of cells found and wanted.
func Parse(text string) (Grid, error) {
	return parse(text, Shape{})
}

// ParseGrid reads a grid of shape s from text, in any form that [Parse]
// accepts. The text must hold exactly s.Size*s.Size cells. The error wraps
// [ErrInvalidGrid]; it is a *[ParseError] unless s itself is not valid.
func ParseGrid(s Shape, text string) (Grid, error) {
	if err := s.Validate(); err != nil {
		return Grid{}, err
	}
	return parse(text, s)
}

// token is a run of symbols on one line, with no separator inside. In
// symbol mode each of its bytes is a cell; in number mode it is one cell.
// It holds offsets rather than a string so that a slice of tokens has no
// pointers for the garbage collector to scan.
type token struct {
	off, end int // the symbols are text[off:end] of the scanned text
	line     int // 1-based line number
	col      int // 1-based column of the first symbol, in characters
}

// len returns the number of bytes in the token.
func (t token) len() int { return t.end - t.off }

// lineKind tells what a line of grid text holds.
type lineKind uint8

const (
	lineNone  lineKind = iota // no symbols: blank, a comment, or only borders
	lineTitle                 // a title such as "Grid 01": skipped, ends a block
	lineRule                  // a separator with '+' or '=', such as "---+---"
	lineDash                  // only '-' symbols: a row of blanks or a separator
	lineRow                   // a row of cells
)

// lineInfo describes one scanned line.
type lineInfo struct {
	num      int         // 1-based line number
	kind     lineKind    // what the line holds
	lo, hi   int         // the line's tokens are toks[lo:hi]
	chars    int         // symbols on the line: its cells when read one per symbol
	twoDigit bool        // some token is a two-digit number, as in "12" or "07"
	bad      *ParseError // the first character never allowed, or nil
}

// width returns the number of cells on the line when read as numbers (one
// per token) or as symbols. In number mode a dash line with a token of
// several dashes cannot be a row, and its width is -1.
func (l *lineInfo) width(toks []token, numbers bool) int {
	if !numbers {
		return l.chars
	}
	if l.kind == lineDash {
		for _, t := range toks[l.lo:l.hi] {
			if t.len() > 1 {
				return -1
			}
		}
	}
	return l.hi - l.lo
}

// scanLine splits one line (without its '\n') into tokens, appended to
// toks, and classifies it. base is the offset of line in the text that the
// tokens' offsets refer to. A character that is never allowed is recorded in
// the result's bad field and still counted as a cell, so that a reader that
// only groups lines sees the right width.
func scanLine(toks []token, num int, line string, base int) (lineInfo, []token) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	info := lineInfo{num: num, lo: len(toks)}
	if isTitle(line) {
		info.kind, info.hi = lineTitle, info.lo
		return info, toks
	}
	var (
		start    = -1 // byte offset where the current token starts, or -1
		startCol int
		col      int
		onlyDash = true // every symbol so far is '-'
		ruleCol  int    // column of the first '+' or '=', or 0
		ruleText string
	)
	end := func(i int) {
		if start >= 0 {
			toks = append(toks, token{off: base + start, end: base + i, line: num, col: startCol})
			if i-start == 2 && isDigit(line[start]) && isDigit(line[start+1]) {
				info.twoDigit = true
			}
			start = -1
		}
	}
	for i, r := range line {
		col++
		switch {
		case r < utf8.RuneSelf && isSymbol(byte(r)):
			if start < 0 {
				start, startCol = i, col
			}
			info.chars++
			if r != '-' {
				onlyDash = false
			}
		case r == '+' || r == '=':
			end(i)
			if ruleCol == 0 {
				ruleCol, ruleText = col, string(r)
			}
		case r == '|' || r == ':' || r == '!' || r == ',' || isBoxDrawing(r) || unicode.IsSpace(r) || r == '\uFEFF':
			// '\uFEFF' is the byte order mark some editors put first.
			end(i)
		default:
			// Keep it in the token, so that it counts as a cell.
			if start < 0 {
				start, startCol = i, col
			}
			info.chars++
			onlyDash = false
			if info.bad == nil {
				_, size := utf8.DecodeRuneInString(line[i:])
				info.bad = &ParseError{Line: num, Col: col, Msg: fmt.Sprintf("bad character %q", line[i:i+size])}
			}
		}
	}
	end(len(line))
	info.hi = len(toks)
	switch {
	case ruleCol > 0 && onlyDash:
		// "---+---", "+===+": a separator line, never cells.
		info.kind = lineRule
		info.chars, info.twoDigit = 0, false
		toks = toks[:info.lo]
		info.hi = info.lo
		return info, toks
	case ruleCol > 0 && (info.bad == nil || ruleCol < info.bad.Col):
		// '+' and '=' only draw separator lines; in a row they are a mistake.
		info.bad = &ParseError{Line: num, Col: ruleCol, Msg: fmt.Sprintf("bad character %q", ruleText)}
	}
	switch {
	case info.chars == 0:
		info.kind = lineNone
	case onlyDash:
		info.kind = lineDash
	default:
		info.kind = lineRow
	}
	return info, toks
}

// isSymbol reports whether ch may stand for a cell: a digit, a letter or a
// blank symbol.
func isSymbol(ch byte) bool {
	return isDigit(ch) || isLetter(ch) || ch == '.' || ch == '-' || ch == '_' || ch == '*'
}

// isTitle reports whether line is a puzzle's heading, as in "Grid 01" or
// "Puzzle 7: hard": its first word is one of the headings puzzle files use
// (grid, puzzle, sudoku, title, name), or ends with a colon. Any other line
// with words is an error rather than skipped, so that nothing is dropped
// silently.
func isTitle(line string) bool {
	line = strings.TrimLeftFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == '\uFEFF' })
	n := 0
	for n < len(line) && isLetter(line[n]) {
		n++
	}
	if n < 2 {
		return false
	}
	if n < len(line) && line[n] == ':' {
		return true
	}
	if n < len(line) && isSymbol(line[n]) {
		return false
	}
	switch strings.ToLower(line[:n]) {
	case "grid", "puzzle", "sudoku", "title", "name":
		return true
	}
	return false
}

func isDigit(ch byte) bool  { return '0' <= ch && ch <= '9' }
func isLetter(ch byte) bool { return 'a' <= ch|0x20 && ch|0x20 <= 'z' }

// isBoxDrawing reports whether r is one of Unicode's box-drawing
// characters, such as '│', '─' and '┼', which some programs use for borders.
func isBoxDrawing(r rune) bool { return 0x2500 <= r && r <= 0x257F }

// scanText scans every line of text. It returns the first bad character as
// an error.
func scanText(text string) ([]lineInfo, []token, error) {
	// Size the slices for the common forms (a token per symbol and a
	// space between them, a line per row) to save regrowing; no more than a
	// largest grid needs, whatever the input.
	maxCells := MaxSize * MaxSize
	lines := make([]lineInfo, 0, min(strings.Count(text, "\n")+1, MaxSize+MaxSize/2+4))
	toks := make([]token, 0, min(len(text)/2+1, maxCells))
	for num, off := 1, 0; off < len(text); num++ {
		// Lines end in "\n", "\r\n" or a lone "\r".
		line := text[off:]
		next := len(text)
		if i := strings.IndexAny(line, "\r\n"); i >= 0 {
			line, next = line[:i], off+i+1
			if text[off+i] == '\r' && next < len(text) && text[next] == '\n' {
				next++
			}
		}
		var info lineInfo
		info, toks = scanLine(toks, num, line, off)
		off = next
		if info.bad != nil {
			return nil, nil, info.bad
		}
		if info.kind == lineDash || info.kind == lineRow {
			lines = append(lines, info)
		}
	}
	return lines, toks, nil
}

// unslash maps pe's position in text, which is orig with its slashes read
// as line breaks, back to orig. FuzzReadGrids found "/2" reported at line
// 2 of a one-line record.
func unslash(orig, text string, pe *ParseError) {
	if pe.Line <= 0 {
		return
	}
	off := 0 // the byte offset of line pe.Line in text
	for l := 1; l < pe.Line; l++ {
		i := strings.IndexAny(text[off:], "\r\n")
		if i < 0 {
			return
		}
		off += i + 1
		if text[off-1] == '\r' && off < len(text) && text[off] == '\n' {
			off++
		}
	}
	line, start := 1, 0 // orig's line holding off, and where it starts
	for i := 0; i < off; i++ {
		if c := orig[i]; c == '\n' || (c == '\r' && (i+1 >= len(orig) || orig[i+1] != '\n')) {
			line, start = line+1, i+1
		}
	}
	pe.Line = line
	if pe.Col > 0 {
		pe.Col += utf8.RuneCountInString(orig[start:off])
	}
}

// parse reads a grid of shape known, or infers the shape when known is the
// zero Shape.
func parse(text string, known Shape) (_ Grid, err error) {
	// A slash separates rows, as in "--3-2-6--/9--3-5--1/...": it is read
	// as a line break, which keeps every byte offset the same, and an
	// error's position is mapped back to the text's own lines.
	if strings.Contains(text, "/") {
		orig := text
		text = strings.ReplaceAll(text, "/", "\n")
		defer func() {
			var pe *ParseError
			if errors.As(err, &pe) {
				unslash(orig, text, pe)
			}
		}()
	}
	lines, toks, err := scanText(text)
	if err != nil {
		return Grid{}, err
	}
	if len(lines) == 0 {
		if strings.TrimSpace(text) == "" {
			return Grid{}, &ParseError{Msg: "empty text: no cells"}
		}
		return Grid{}, &ParseError{Msg: "no cells: only comments, titles and separator lines"}
	}
	size := known.Size // 0 while the shape is unknown

	// Read whitespace-separated numbers only when a cell needs two digits
	// and the grid is big enough to hold such values; a 9x9 grid with
	// "00" where a space was forgotten is still read symbol by symbol.
	twoDigit, ntok := false, 0
	for i := range lines {
		twoDigit = twoDigit || lines[i].twoDigit
		ntok += lines[i].hi - lines[i].lo
	}
	numbers := twoDigit && (size >= 10 || size == 0 && ntok >= 100)

	// Dash lines are rows when as wide as the other rows, separators
	// otherwise. With no other rows, the grid is all blanks.
	widths := make([]int, len(lines))
	for i := range lines {
		widths[i] = lines[i].width(toks, numbers)
	}
	rowWidth := commonWidth(lines, widths, lineRow)
	rows := make([]lineInfo, 0, len(lines))
	rowWidths := make([]int, 0, len(lines))
	for i, l := range lines {
		if l.kind == lineRow || rowWidth < 0 || widths[i] == rowWidth {
			rows = append(rows, l)
			rowWidths = append(rowWidths, widths[i])
		}
	}

	n, err := gridSize(rows, rowWidths, size)
	if err != nil {
		return Grid{}, err
	}
	shape := known
	if size == 0 {
		// gridSize checked n against MaxSize, so ShapeOf cannot fail.
		shape, _ = ShapeOf(n)
	}
	g := Grid{shape: shape, digits: make([]uint8, n*n)}
	if numbers {
		err = decodeNumbers(g, text, rows, toks)
	} else {
		err = decodeSymbols(g, text, rows, toks)
	}
	if err != nil {
		return Grid{}, err
	}
	return g, nil
}

// commonWidth returns the most frequent width among the lines of the given
// kind, the earliest on a tie, or -1 if there are none.
func commonWidth(lines []lineInfo, widths []int, kind lineKind) int {
	best, bestCount := -1, 0
	counts := make(map[int]int)
	for i, l := range lines {
		if l.kind != kind {
			continue
		}
		w := widths[i]
		counts[w]++
		if counts[w] > bestCount {
			best, bestCount = w, counts[w]
		}
	}
	return best
}

// gridSize checks the layout of the rows and returns the grid's size: one
// line of n*n cells, or n lines of n cells. size is the known size, or 0.
func gridSize(rows []lineInfo, widths []int, size int) (int, error) {
	if len(rows) == 1 {
		total := widths[0]
		if size > 0 {
			if total != size*size {
				return 0, &ParseError{Msg: fmt.Sprintf("found %d cells, want %d for a %dx%d grid",
					total, size*size, size, size)}
			}
			return size, nil
		}
		n := isqrt(total)
		if n*n != total {
			// Name the nearest grids, as the likely cause is a cell too
			// many or too few.
			return 0, &ParseError{Msg: fmt.Sprintf(
				"found %d cells, which is not n*n for any n (%dx%d has %d, %dx%d has %d)",
				total, n, n, n*n, n+1, n+1, (n+1)*(n+1))}
		}
		if n > MaxSize {
			return 0, tooBig(total)
		}
		return n, nil
	}

	want := size
	if want == 0 {
		want = commonWidth(rows, widths, lineRow)
		if want < 0 {
			want = widths[0] // all rows are dash lines, all as wide
		}
	}
	if w := widths[0]; len(rows) > 1 && widths[1] == w && (w == size*size && size > 0 ||
		size == 0 && w > MaxSize && isqrt(w)*isqrt(w) == w) {
		return 0, &ParseError{Line: rows[1].num, Msg: fmt.Sprintf(
			"a second grid of %d cells: Parse reads one grid, ReadGrids a list of them", w)}
	}
	for i, l := range rows {
		if widths[i] != want {
			why := "like the other rows"
			if size > 0 {
				why = fmt.Sprintf("for a %dx%d grid", size, size)
			}
			return 0, &ParseError{Line: l.num, Msg: fmt.Sprintf("ragged rows: %d cells on this line, want %d %s",
				max(widths[i], 0), want, why)}
		}
	}
	if len(rows) != want {
		return 0, &ParseError{Msg: fmt.Sprintf("found %d rows of %d cells, want %d rows",
			len(rows), want, want)}
	}
	if want > MaxSize {
		return 0, tooBig(want * want)
	}
	return want, nil
}

func tooBig(cells int) error {
	n := isqrt(cells)
	return &ParseError{Msg: fmt.Sprintf("found %d cells: a %dx%d grid is larger than the %dx%d maximum",
		cells, n, n, MaxSize, MaxSize)}
}

// decodeNumbers fills g from number-mode rows: one cell per token.
func decodeNumbers(g Grid, text string, rows []lineInfo, toks []token) error {
	n := g.shape.Size
	k := 0
	for _, row := range rows {
		for _, t := range toks[row.lo:row.hi] {
			cell := g.shape.CellAt(k)
			sym := text[t.off:t.end]
			v, ok := numberValue(sym)
			switch {
			case !ok:
				return &ParseError{Line: t.line, Col: t.col, Msg: fmt.Sprintf(
					"bad number %q for %v: want 1..%d, or 0 or . for an empty cell", sym, cell, n)}
			case v > n:
				return &ParseError{Line: t.line, Col: t.col, Msg: fmt.Sprintf(
					"number %d out of range 1..%d for %v", v, n, cell)}
			}
			g.digits[k] = uint8(v)
			k++
		}
	}
	return nil
}

// numberValue returns the value of a number-mode token: 0 for a blank
// symbol, or a decimal number of at most two digits.
func numberValue(t string) (int, bool) {
	if len(t) == 1 && isBlankSymbol(t[0]) {
		return 0, true
	}
	if len(t) > 2 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) {
			return 0, false
		}
		v = v*10 + int(t[i]-'0')
	}
	return v, true
}

func isBlankSymbol(ch byte) bool {
	switch ch {
	case '.', '0', '-', '_', '*', 'x', 'X':
		return true
	}
	return false
}

// decodeSymbols fills g from symbol-mode rows: one cell per symbol.
func decodeSymbols(g Grid, text string, rows []lineInfo, toks []token) error {
	n := g.shape.Size
	hex := n == 16 && isHex(text, rows, toks)
	k := 0
	for _, row := range rows {
		for _, t := range toks[row.lo:row.hi] {
			// Symbols are ASCII, so byte offsets are column offsets.
			for j := range t.len() {
				ch := text[t.off+j]
				v := symbolValue(ch, n, hex)
				if v < 0 || v > n {
					return &ParseError{Line: t.line, Col: t.col + j, Msg: symbolRangeMsg(ch, v, n, hex, g.shape.CellAt(k))}
				}
				g.digits[k] = uint8(v)
				k++
			}
		}
	}
	return nil
}

// symbolValue returns the value of a one-symbol cell on a grid of the given
// size, 0 for a blank, or -1 for a letter that hexadecimal does not use.
func symbolValue(ch byte, size int, hex bool) int {
	upper := ch &^ 0x20 // upper case, for letters only
	switch {
	case ch == '.' || ch == '-' || ch == '_' || ch == '*':
		return 0
	case hex && isDigit(ch):
		return int(ch-'0') + 1
	case hex && 'A' <= upper && upper <= 'F':
		return int(upper-'A') + 11
	case hex && upper == 'X':
		return 0
	case hex:
		return -1
	case isDigit(ch):
		return int(ch - '0')
	case upper == 'X' && size < 33:
		return 0
	default: // a letter
		return int(upper-'A') + 10
	}
}

// symbolRangeMsg explains why symbol ch cannot be a cell of an n x n grid.
func symbolRangeMsg(ch byte, v, n int, hex bool, cell Cell) string {
	switch {
	case hex:
		return fmt.Sprintf("symbol %q is not hexadecimal, as the rest of this 16x16 grid is (0-9, A-F) at %v",
			string(ch), cell)
	case isDigit(ch):
		return fmt.Sprintf("digit %c out of range 1..%d for %v", ch, n, cell)
	case n <= 9:
		return fmt.Sprintf("bad character %q for %v: a %dx%d grid holds the digits 1..%d", string(ch), cell, n, n, n)
	default:
		return fmt.Sprintf("symbol %q means %d, out of range 1..%d for %v", string(ch), v, n, cell)
	}
}

// isHex reports whether a 16x16 grid is written in hexadecimal (0-F for
// 1..16); see Parse for the rule and why.
func isHex(text string, rows []lineInfo, toks []token) bool {
	var count [256]int
	for _, row := range rows {
		for _, t := range toks[row.lo:row.hi] {
			for j := range t.len() {
				ch := text[t.off+j]
				if isLetter(ch) {
					ch &^= 0x20
				}
				count[ch]++
			}
		}
	}
	if count['0'] == 0 {
		return false
	}
	for ch := 'G'; ch <= 'Z'; ch++ {
		if ch != 'X' && count[ch] > 0 {
			return false
		}
	}
	if count['.']+count['-']+count['_']+count['*']+count['X'] > 0 {
		return true
	}
	for _, ch := range "0123456789ABCDEF" {
		if count[ch] != 16 {
			return false
		}
	}
	return true
}

// Record is one puzzle read by [ReadGrids].
type Record struct {
	Line int    // 1-based line where the puzzle starts
	Text string // the puzzle's lines as read, joined by "\n"
	Grid Grid   // the grid; the zero Grid when Err is set
	Err  error  // why the puzzle could not be read, or nil
}

// maxLineLen bounds one line of input; a 64x64 grid of numbers on one line
// takes about 12 KB.
const maxLineLen = 1 << 20

// ReadGrids reads a file of puzzles and yields one [Record] per puzzle. The
// shape s applies to every puzzle; when s is the zero Shape{}, each puzzle's
// shape is inferred as [Parse] does.
//
// The usual file holds one puzzle per line. Blank lines, lines holding only
// a comment ('#' to the end of the line) and title lines (see Parse) are
// skipped. A puzzle may also span several lines, in any form Parse accepts,
// including the boxed form of [Grid.Pretty]: a line with fewer cells than a
// whole grid starts a block of Size rows when another such line follows it.
// Blocks may be separated by blank lines or titles, as in "Grid 01", or
// follow each other directly; a blank or title line inside a block ends it
// early, and the short block is reported as an error.
//
// When s is the zero Shape, the size of a block is the number of cells in
// its first line, and a line of up to MaxSize cells followed by another row
// is taken as the first row of a block. A file of consecutive one-line 4x4
// puzzles (16 cells each) therefore reads as 16x16 blocks: pass [Shape4] to
// read it.
//
// A bad puzzle yields a Record whose Err wraps [ErrInvalidGrid], with its
// positions counted in lines of the whole input, and reading goes on with
// the next puzzle. An error from r, or a line longer than 1 MiB, is yielded
// as a final Record with Err set. An invalid non-zero s yields one Record
// with its error.
func ReadGrids(r io.Reader, s Shape) iter.Seq[Record] {
	return func(yield func(Record) bool) {
		if s != (Shape{}) {
			if err := s.Validate(); err != nil {
				yield(Record{Err: err})
				return
			}
		}
		sc := bufio.NewScanner(r)
		sc.Buffer(nil, maxLineLen)
		sc.Split(scanLines)
		rd := &gridReader{src: sc, shape: s}
		if !rd.run(yield) {
			return
		}
		if err := sc.Err(); err != nil {
			yield(Record{Line: rd.num + 1, Err: fmt.Errorf("sudoku: reading grids after line %d: %w", rd.num, err)})
		}
	}
}

// scanLines is a [bufio.SplitFunc] for lines that end in "\n", "\r\n" or a
// lone "\r", the same line ends Parse knows, so that line numbers agree.
func scanLines(data []byte, atEOF bool) (advance int, line []byte, err error) {
	i := bytes.IndexAny(data, "\r\n")
	switch {
	case i < 0 && atEOF && len(data) > 0:
		return len(data), data, nil // the last line, without a line end
	case i < 0:
		return 0, nil, nil // more data, or the end
	case data[i] == '\n':
		return i + 1, data[:i], nil
	case i+1 < len(data) && data[i+1] == '\n':
		return i + 2, data[:i], nil
	case i+1 < len(data) || atEOF:
		return i + 1, data[:i], nil
	}
	return 0, nil, nil // a '\r' at the end of the data: is a '\n' next?
}

// readLine is one line of a puzzle file, classified for grouping.
type readLine struct {
	num   int
	text  string
	blank bool // only white space: ends a block
	kind  lineKind
	width int // cells on the line
}

// gridReader groups the lines of a puzzle file into puzzles.
type gridReader struct {
	src   *bufio.Scanner
	shape Shape      // zero to infer each puzzle's shape
	num   int        // lines read from src
	ahead []readLine // lines read by peek, not yet by next
	toks  []token    // scratch for scanLine
}

// read reads and classifies the next line from the source.
func (rd *gridReader) read() (readLine, bool) {
	if !rd.src.Scan() {
		return readLine{}, false
	}
	rd.num++
	text := rd.src.Text()
	info, toks := scanLine(rd.toks[:0], rd.num, text, 0)
	rd.toks = toks
	// A line counts its cells as numbers when it is plainly a row of a grid
	// larger than 9x9 written with numbers, the same choice Parse makes for
	// the whole puzzle.
	numbers := info.twoDigit && (rd.shape.Size >= 10 || rd.shape.Size == 0 && info.hi-info.lo >= 10)
	if info.kind == lineDash {
		numbers = false
	}
	return readLine{
		num:   rd.num,
		text:  text,
		blank: strings.TrimSpace(text) == "",
		kind:  info.kind,
		width: info.width(toks, numbers),
	}, true
}

// next returns the next line, from the look-ahead first.
func (rd *gridReader) next() (readLine, bool) {
	if len(rd.ahead) > 0 {
		l := rd.ahead[0]
		rd.ahead = rd.ahead[1:]
		return l, true
	}
	return rd.read()
}

// maxLookahead bounds how many comment and separator lines may stand
// between the first two rows of a block. It keeps grouping linear in the
// input, however many such lines there are.
const maxLookahead = 64

// rowFollows reports whether, after the line just read, another row of a
// block comes before any blank line: a line with cells that fits, skipping
// comments, separator lines and dash lines not rowWidth wide.
func (rd *gridReader) rowFollows(rowWidth int, fits func(int) bool) bool {
	for i := 0; i < maxLookahead; i++ {
		if i == len(rd.ahead) {
			l, ok := rd.read()
			if !ok {
				return false
			}
			rd.ahead = append(rd.ahead, l)
		}
		l := rd.ahead[i]
		switch {
		case l.blank || l.kind == lineTitle:
			return false
		case l.kind == lineNone || l.kind == lineRule:
			continue
		case l.kind == lineDash && l.width != rowWidth:
			continue
		}
		return fits(l.width)
	}
	return false
}

// run groups lines into puzzles and yields them. It returns false when
// yield asked to stop.
func (rd *gridReader) run(yield func(Record) bool) bool {
	n := rd.shape.Size // 0 to infer
	// fits reports whether a line of w cells can be a row of a block, as
	// opposed to a whole grid on one line.
	fits := func(w int) bool { return w >= 0 && w < n*n }
	if n == 0 {
		fits = func(w int) bool { return w >= 0 && w <= MaxSize }
	}
	var (
		block    []readLine
		rows     int // rows in block
		wantRows int // rows that complete the block
		rowWidth int // width of a row in the block, for dash lines
	)
	flush := func() bool {
		if len(block) == 0 {
			return true
		}
		rec := rd.record(block)
		block = nil
		return yield(rec)
	}
	for {
		l, ok := rd.next()
		if !ok {
			return flush()
		}
		if len(block) > 0 {
			switch {
			case l.blank || l.kind == lineTitle:
				if !flush() {
					return false
				}
				continue
			case l.kind == lineNone || l.kind == lineRule || l.kind == lineDash && l.width != rowWidth:
				block = append(block, l) // a comment or separator inside the block
				continue
			case n == 0 && l.width != rowWidth && wholeGridWidth(l.width):
				// A line of another width that is a whole grid by itself
				// (16 cells, 81, ...) ends a block that a bad line began,
				// and is read as a puzzle of its own.
			case fits(l.width):
				block = append(block, l)
				if rows++; rows == wantRows && !flush() {
					return false
				}
				continue
			}
			// A whole grid on one line: the block was cut short.
			if !flush() {
				return false
			}
		}

		if l.blank || l.kind == lineNone || l.kind == lineTitle || l.kind == lineRule {
			continue // outside a puzzle: comments, titles and borders
		}
		rowWidth = n
		if n == 0 {
			rowWidth = l.width
		}
		dash := l.kind == lineDash
		switch {
		case fits(l.width) && (!dash || l.width == rowWidth) && rd.rowFollows(rowWidth, fits):
			block, rows, wantRows = []readLine{l}, 1, rowWidth
			if rows == wantRows && !flush() {
				return false
			}
		case dash && !rd.wholeDashGrid(l.width):
			// A border below the last block, or the like.
		default:
			if !yield(rd.record([]readLine{l})) {
				return false
			}
		}
	}
}

// wholeGridWidth reports whether w cells on one line make a whole grid of
// 4x4 or larger.
func wholeGridWidth(w int) bool { return w >= 16 && isqrt(w)*isqrt(w) == w }

// wholeDashGrid reports whether a dash line of w cells on its own is a
// whole empty grid rather than decoration.
func (rd *gridReader) wholeDashGrid(w int) bool {
	if n := rd.shape.Size; n > 0 {
		return w == n*n
	}
	return w > MaxSize && isqrt(w)*isqrt(w) == w
}

// record parses the lines of one puzzle. Positions in errors are made
// relative to the whole input.
func (rd *gridReader) record(lines []readLine) Record {
	texts := make([]string, len(lines))
	for i, l := range lines {
		texts[i] = l.text
	}
	rec := Record{Line: lines[0].num, Text: strings.Join(texts, "\n")}
	if rd.shape == (Shape{}) {
		rec.Grid, rec.Err = Parse(rec.Text)
	} else {
		rec.Grid, rec.Err = ParseGrid(rd.shape, rec.Text)
	}
	var pe *ParseError
	if errors.As(rec.Err, &pe) && pe.Line > 0 {
		pe.Line += rec.Line - 1
	}
	return rec
}
