package sudoku

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// classic is the Wikipedia puzzle, used in many tests below.
const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// classicRows is classic with one row per line.
func classicRows() []string {
	var rows []string
	for i := 0; i < 81; i += 9 {
		rows = append(rows, classic[i:i+9])
	}
	return rows
}

// spaced writes each row of s with spaces between symbols, one row per
// line, as many sites print puzzles.
func spaced(rows []string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(strings.Split(r, ""), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// latin16 returns a filled 16x16 grid (r*4 + r/4 + c) mod 16 + 1, which
// has every value once per row, column and box.
func latin16() Grid {
	g := NewGrid(Shape16)
	for i := range 256 {
		c := Shape16.CellAt(i)
		g.Set(c, (c.Row*4+c.Row/4+c.Col)%16+1)
	}
	return g
}

// numbersText writes g as whitespace-separated numbers, one row per line,
// each right-aligned to width columns, with blank for an empty cell.
func numbersText(g Grid, width int, blank string) string {
	var b strings.Builder
	n := g.Shape().Size
	for i, d := range g.Digits() {
		s := blank
		if d != 0 {
			s = strconv.Itoa(d)
		}
		fmt.Fprintf(&b, "%*s", width, s)
		if (i+1)%n == 0 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func TestParse(t *testing.T) {
	classicGrid := gridOf(t, Shape9, classic)
	hex := latin16() // values 1..16, written below as 0..F
	hexText := func(blankAt func(i int) bool) string {
		var b strings.Builder
		for i, d := range hex.Digits() {
			if blankAt(i) {
				b.WriteByte('.')
			} else {
				b.WriteByte("0123456789ABCDEF"[d-1])
			}
			if (i+1)%16 == 0 {
				b.WriteByte('\n')
			}
		}
		return b.String()
	}
	hexBlanks := hex.Clone()
	for i := 0; i < 256; i += 3 {
		hexBlanks.Set(Shape16.CellAt(i), 0)
	}
	g25 := NewGrid(Shape25)
	for i := range 625 {
		if c := Shape25.CellAt(i); (c.Row+c.Col)%3 != 0 {
			g25.Set(c, (c.Row*5+c.Row/5+c.Col)%25+1)
		}
	}
	g64 := randomGrid(rand.New(rand.NewPCG(7, 8)), Shape{64, 8, 8})

	tests := []struct {
		name string
		in   string
		want Grid
	}{
		{"one line, dots", classic, classicGrid},
		{"one line, zeros", strings.ReplaceAll(classic, ".", "0"), classicGrid},
		{"surrounding space and newline", "\n\t  " + classic + "  \n\n", classicGrid},
		{"nine lines", strings.Join(classicRows(), "\n"), classicGrid},
		{"nine lines, CRLF", strings.Join(classicRows(), "\r\n") + "\r\n", classicGrid},
		{"nine spaced lines of 0", strings.ReplaceAll(spaced(classicRows()), ".", "0"), classicGrid},
		{"commas", strings.ReplaceAll(strings.ReplaceAll(spaced(classicRows()), " ", ","), ".", "0"), classicGrid},
		{"comments", "# Wikipedia's puzzle\n" + strings.Join(classicRows(), " # a row\n") + "\n# end", classicGrid},
		{"title line", "Grid 01\n" + strings.Join(classicRows(), "\n"), classicGrid},
		{"title with punctuation", "  Puzzle 7 (hard) — from a book:\n" + classic, classicGrid},
		{"byte order mark", "\uFEFF" + strings.Join(classicRows(), "\r\n"), classicGrid},
		{"lone CR line ends", strings.Join(classicRows(), "\r"), classicGrid},
		{"pretty", `
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`, classicGrid},
		{"pretty with borders", `
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+
`, classicGrid},
		{"compact boxed, dash blanks", `
+---+---+---+
|53-|-7-|---|
|6--|195|---|
|-98|---|-6-|
+===+===+===+
|8--|-6-|--3|
|4--|8-3|--1|
|7--|-2-|--6|
+---+---+---+
|-6-|---|28-|
|---|419|--5|
|---|-8-|-79|
+---+---+---+
`, classicGrid},
		{"colons and bangs", `
5 3 . : . 7 . ! . . .
6 . . : 1 9 5 ! . . .
. 9 8 : . . . ! . 6 .
8 . . : . 6 . ! . . 3
4 . . : 8 . 3 ! . . 1
7 . . : . 2 . ! . . 6
. 6 . : . . . ! 2 8 .
. . . : 4 1 9 ! . . 5
. . . : . 8 . ! . 7 9
`, classicGrid},
		{"unicode box drawing", `
┌───────┬───────┬───────┐
│ 5 3 . │ . 7 . │ . . . │
│ 6 . . │ 1 9 5 │ . . . │
│ . 9 8 │ . . . │ . 6 . │
├───────┼───────┼───────┤
│ 8 . . │ . 6 . │ . . 3 │
│ 4 . . │ 8 . 3 │ . . 1 │
│ 7 . . │ . 2 . │ . . 6 │
├───────┼───────┼───────┤
│ . 6 . │ . . . │ 2 8 . │
│ . . . │ 4 1 9 │ . . 5 │
│ . . . │ . 8 . │ . 7 9 │
└───────┴───────┴───────┘
`, classicGrid},
		{"non-breaking spaces", strings.ReplaceAll(spaced(classicRows()), " ", "\u00a0"), classicGrid},
		{"dash separators without plus", `
1 2 | 3 4
3 4 | 1 2
---------
2 . | . 3
4 . | . 1
`, gridOf(t, Shape4, "1234 3412 2..3 4..1")},
		{"a row of dashes is a row of blanks", "12--\n----\n--12\n4--3", gridOf(t, Shape4, "12.. .... ..12 4..3")},
		{"all dashes", "----\n----\n----\n----", NewGrid(Shape4)},
		{"all dashes, one line", strings.Repeat("-", 16), NewGrid(Shape4)},
		{"1x1", "1", gridOf(t, LatinShape(1), "1")},
		{"1x1 empty", " . ", NewGrid(LatinShape(1))},
		{"5x5 is Latin", "12345 23451 34512 45123 51234", gridOf(t, LatinShape(5), "12345 23451 34512 45123 51234")},
		{"6x6", "1.....\n.2....\n..3...\n...4..\n....5.\n.....6", gridOf(t, Shape6, "1..... .2.... ..3... ...4.. ....5. .....6")},
		{"12x12 letters", "123456789ABC" + strings.Repeat(".", 132), gridOf(t, Shape12, "123456789ABC"+strings.Repeat(".", 132))},
		{"16x16 letters", "123456789ABCDEFG" + strings.Repeat("0", 240), gridOf(t, Shape16, "123456789ABCDEFG"+strings.Repeat(".", 240))},
		{"16x16 lower-case letters", "123456789abcdefg" + strings.Repeat("x", 240), gridOf(t, Shape16, "123456789ABCDEFG"+strings.Repeat(".", 240))},
		{"16x16 letters, 0 blank, no G", "0123456789ABCDEF" + strings.Repeat("0", 240), gridOf(t, Shape16, ".123456789ABCDEF"+strings.Repeat(".", 240))},
		{"16x16 hex with . blanks", hexText(func(i int) bool { return i%3 == 0 }), hexBlanks},
		{"16x16 hex, filled", hexText(func(int) bool { return false }), hex},
		{"16x16 numbers", numbersText(hexBlanks, 2, "0"), hexBlanks},
		{"16x16 numbers, one line", strings.ReplaceAll(numbersText(hexBlanks, 1, "."), "\n", " "), hexBlanks},
		{"25x25 numbers", numbersText(g25, 1, "0"), g25},
		{"25x25 numbers, aligned, - blanks", numbersText(g25, 2, "-"), g25},
		{"25x25 numbers, leading zeros", numbersText(g25, 2, "00"), g25},
		{"64x64 aligned numbers", numbersText(g64, 3, "."), g64},
		{"10x10 leading zero", "07 " + strings.Repeat("0 ", 98) + "10", func() Grid {
			g := NewGrid(Shape{10, 2, 5})
			g.Set(Cell{0, 0}, 7)
			g.Set(Cell{9, 9}, 10)
			return g
		}()},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil {
			t.Errorf("%s: Parse(%q) = %v, want %v", tt.name, tt.in, err, tt.want)
			continue
		}
		if diff := diffGrid(tt.want, got); diff != "" {
			t.Errorf("%s: Parse(%q) mismatch (-want +got):\n%s", tt.name, tt.in, diff)
		}
	}
}

// Every blank symbol must read as an empty cell.
func TestParseBlankSymbols(t *testing.T) {
	want := gridOf(t, Shape9, classic)
	for _, blank := range []string{".", "0", "-", "_", "x", "X", "*"} {
		in := strings.ReplaceAll(classic, ".", blank)
		got, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q) = %v, want %v", in, err, want)
			continue
		}
		if diff := diffGrid(want, got); diff != "" {
			t.Errorf("Parse(%q) mismatch (-want +got):\n%s", in, diff)
		}
	}
}

// On grids of 33x33 and more 'X' is the value 33, not a blank.
func TestParseXIsADigitOnBigGrids(t *testing.T) {
	s := LatinShape(33)
	in := "X" + strings.Repeat("x", 33*33-1)
	got, err := ParseGrid(s, in)
	if err != nil {
		t.Fatalf("ParseGrid(%v, %q) = %v", s, in, err)
	}
	if n := got.NumGivens(); n != 33*33 || got.At(Cell{0, 0}) != 33 {
		t.Errorf("ParseGrid(%v, all X) has %d givens, r1c1 = %d, want %d givens, all 33", s, n, got.At(Cell{0, 0}), 33*33)
	}
}

func TestParseGrid(t *testing.T) {
	tests := []struct {
		name string
		s    Shape
		in   string
		want Grid
	}{
		{"Latin 9x9", LatinShape(9), classic, gridOf(t, LatinShape(9), classic)},
		{"3x2 boxes", Shape{6, 3, 2}, "1..... .2.... ..3... ...4.. ....5. .....6", gridOf(t, Shape{6, 3, 2}, "1..... .2.... ..3... ...4.. ....5. .....6")},
		{"4x4 spaced", Shape4, "0 2 0 1\n0 0 0 0\n0 0 0 0\n4 0 2 0\n", gridOf(t, Shape4, ".2.1 .... .... 4.2.")},
		// With a known shape, numbers are read as numbers from 10x10 on,
		// however few cells there are.
		{"10x10 numbers", Shape{10, 2, 5}, strings.Repeat("10 ", 100), func() Grid {
			g := NewGrid(Shape{10, 2, 5})
			for i := range 100 {
				g.Set(g.Shape().CellAt(i), 10)
			}
			return g
		}()},
	}
	for _, tt := range tests {
		got, err := ParseGrid(tt.s, tt.in)
		if err != nil {
			t.Errorf("%s: ParseGrid(%v, %q) = %v, want %v", tt.name, tt.s, tt.in, err, tt.want)
			continue
		}
		if diff := diffGrid(tt.want, got); diff != "" {
			t.Errorf("%s: ParseGrid(%v, %q) mismatch (-want +got):\n%s", tt.name, tt.s, tt.in, diff)
		}
	}
	if _, err := ParseGrid(Shape{9, 2, 2}, classic); !errors.Is(err, ErrInvalidGrid) {
		t.Errorf("ParseGrid(bad shape) = %v, want ErrInvalidGrid", err)
	}
}

func TestParseErrors(t *testing.T) {
	rows := classicRows()
	withRow := func(i int, row string) string {
		r := append([]string(nil), rows...)
		r[i] = row
		return strings.Join(r, "\n")
	}
	// A 16x16 number grid with one bad token, for number-mode errors.
	numbers16 := strings.Fields(numbersText(latin16(), 2, "0"))
	numbersWith := func(i int, tok string) string {
		f := append([]string(nil), numbers16...)
		f[i] = tok
		var b strings.Builder
		for j, s := range f {
			b.WriteString(s)
			if (j+1)%16 == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		return b.String()
	}

	tests := []struct {
		name      string
		s         Shape // zero: Parse; else ParseGrid
		in        string
		line, col int
		msg       string // in the message
	}{
		{"empty", Shape{}, "", 0, 0, "empty text"},
		{"blank", Shape{}, "  \n\t\r\n", 0, 0, "empty text"},
		{"only a comment", Shape{}, "# nothing here\n", 0, 0, "no cells"},
		{"only separators", Shape{}, "------+------\n+---+\n", 0, 0, "no cells"},
		{"only a title", Shape{}, "Sudoku\n", 0, 0, "no cells"},
		{"CRLF line numbers", Shape{}, strings.ReplaceAll(withRow(2, ".98?...6."), "\n", "\r\n"), 3, 4, `bad character "?"`},
		{"lone CR line numbers", Shape{}, strings.ReplaceAll(withRow(2, ".98?...6."), "\n", "\r"), 3, 4, `bad character "?"`},
		{"a word in a row is no title", Shape{}, withRow(1, "6..195. Hi"), 2, 9, `bad character "H" for r2c8`},
		{"one cell short", Shape{}, classic[:80], 0, 0, "found 80 cells, which is not n*n for any n (8x8 has 64, 9x9 has 81)"},
		{"one cell too many", Shape{}, classic + "1", 0, 0, "found 82 cells"},
		{"bad character", Shape{}, classic[:10] + "?" + classic[11:], 1, 11, `bad character "?"`},
		{"bad character on line 3", Shape{}, withRow(2, ".98?...6."), 3, 4, `bad character "?"`},
		{"plus in a row", Shape{}, withRow(0, "53+.7...."), 1, 3, `bad character "+"`},
		{"equals before symbols", Shape{}, "== " + classic, 1, 1, `bad character "="`},
		{"invalid UTF-8", Shape{}, "53\xff" + classic[3:], 1, 3, `bad character "\xff"`},
		{"non-ASCII letter", Shape{}, withRow(1, "6..195..é"), 2, 9, `bad character "é"`},
		{"columns count characters", Shape{}, "│ 5 é │" + classic[3:], 1, 5, `bad character "é"`},
		{"letter in 9x9", Shape{}, classic[:4] + "A" + classic[5:], 1, 5, `bad character "A" for r1c5: a 9x9 grid holds the digits 1..9`},
		{"digit out of range", Shape{}, "1234\n5...\n....\n....", 2, 1, "digit 5 out of range 1..4 for r2c1"},
		{"letter out of range", Shape{}, "H" + strings.Repeat(".", 255), 1, 1, `symbol "H" means 17, out of range 1..16 for r1c1`},
		{"ragged row", Shape{}, withRow(3, "8...6..3"), 4, 0, "ragged rows: 8 cells on this line, want 9 like the other rows"},
		{"ragged first row", Shape{}, withRow(0, "53..7....1"), 1, 0, "10 cells on this line, want 9"},
		{"missing row", Shape{}, strings.Join(rows[:8], "\n"), 0, 0, "found 8 rows of 9 cells, want 9 rows"},
		{"extra row", Shape{}, strings.Join(append(rows, rows[0]), "\n"), 0, 0, "found 10 rows of 9 cells, want 9 rows"},
		{"number out of range", Shape{}, numbersWith(20, "17"), 2, 9, "number 17 out of range 1..16 for r2c5"},
		{"bad number", Shape{}, numbersWith(0, "1O"), 1, 1, `bad number "1O" for r1c1`},
		{"three digits", Shape{}, numbersWith(255, "100"), 16, 37, `bad number "100" for r16c16`},
		{"too big", Shape{}, strings.Repeat(".", 65*65), 0, 0, "a 65x65 grid is larger than the 64x64 maximum"},
		{"too big, lines", Shape{}, strings.Repeat(strings.Repeat(".", 65)+"\n", 65), 0, 0, "larger than the 64x64 maximum"},
		{"two grids", Shape{}, classic + "\n" + classic, 2, 0, "a second grid of 81 cells"},
		{"known shape, wrong count", Shape9, "1234341221434321", 0, 0, "found 16 cells, want 81 for a 9x9 grid"},
		{"known shape, wrong width", Shape9, strings.Repeat("12345678\n", 9), 1, 0, "8 cells on this line, want 9 for a 9x9 grid"},
		{"known shape, two grids", Shape9, classic + "\n" + classic, 2, 0, "a second grid"},
		{"known shape, digit out of range", LatinShape(5), "12345 23451 34512 45123 51236", 1, 29, "digit 6 out of range 1..5 for r5c5"},
	}
	for _, tt := range tests {
		var (
			g   Grid
			err error
		)
		if tt.s == (Shape{}) {
			g, err = Parse(tt.in)
		} else {
			g, err = ParseGrid(tt.s, tt.in)
		}
		var pe *ParseError
		if !errors.Is(err, ErrInvalidGrid) || !errors.As(err, &pe) || !g.IsZero() {
			t.Errorf("%s: Parse(%q) = %v, %v, want the zero Grid and a *ParseError", tt.name, tt.in, g, err)
			continue
		}
		if pe.Line != tt.line || pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("%s: Parse(%q) = %v (line %d, column %d), want line %d, column %d, %q",
				tt.name, tt.in, err, pe.Line, pe.Col, tt.line, tt.col, tt.msg)
		}
		// The position must be in the message too.
		if pos := fmt.Sprintf("line %d, column %d: ", tt.line, tt.col); tt.col > 0 && !strings.Contains(err.Error(), pos) {
			t.Errorf("%s: Parse(%q) = %q, want %q in the message", tt.name, tt.in, err, pos)
		}
	}
}

func TestParseErrorMessage(t *testing.T) {
	tests := []struct {
		e    ParseError
		want string
	}{
		{ParseError{Msg: "empty"}, "sudoku: invalid grid: empty"},
		{ParseError{Line: 3, Msg: "ragged"}, "sudoku: invalid grid: line 3: ragged"},
		{ParseError{Line: 3, Col: 7, Msg: `bad character "?"`}, `sudoku: invalid grid: line 3, column 7: bad character "?"`},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("%#v.Error() = %q, want %q", tt.e, got, tt.want)
		}
	}
}

func TestReadGrids(t *testing.T) {
	const file = `# A file of puzzles: comments, blank lines, one bad puzzle.

53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
   # the next one has a letter in its last cell
53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7A


4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... # top95, first
52...6.........7.13...........4..8..6......5...........418.........3..2...87.....`
	type result struct {
		Line    int
		Givens  int
		ErrLine int
		ErrCol  int
	}
	want := []result{
		{Line: 3, Givens: 30},
		{Line: 5, ErrLine: 5, ErrCol: 81},
		{Line: 8, Givens: 17},
		{Line: 9, Givens: 17},
	}
	for _, s := range []Shape{{}, Shape9} {
		var got []result
		for rec := range ReadGrids(strings.NewReader(file), s) {
			r := result{Line: rec.Line, Givens: rec.Grid.NumGivens()}
			if rec.Err != nil {
				var pe *ParseError
				if !errors.Is(rec.Err, ErrInvalidGrid) || !errors.As(rec.Err, &pe) || !rec.Grid.IsZero() {
					t.Errorf("ReadGrids(%v): record at line %d: Err = %v, want a *ParseError and no grid", s, rec.Line, rec.Err)
					continue
				}
				r.ErrLine, r.ErrCol = pe.Line, pe.Col
			}
			got = append(got, r)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ReadGrids(%v) mismatch (-want +got):\n%s", s, diff)
		}
	}
}

// Multi-line blocks: pretty, compact and numbers, with or without blank
// lines between them, and a short block that is reported and skipped.
func TestReadGridsBlocks(t *testing.T) {
	rows := classicRows()
	pretty := gridOf(t, Shape9, classic).Pretty()
	file := "# pretty, then compact rows right after it\n" + // 1
		pretty + // 2-12
		"\n" + // 13
		"+-------+-------+-------+\n" + // 14: a border outside a block is skipped
		strings.Join(rows, "\n") + "\n" + // 15-23
		spaced(rows) + // 24-32, no blank line before
		"# a short block\n" + // 33
		strings.Join(rows[:5], "\n") + "\n" + // 34-38
		"\n" + // 39
		classic + "\n" + // 40
		strings.Join(rows[:3], "\n") + "\n" + // 41-43: cut short by a one-line grid
		classic + "\n" // 44
	type result struct {
		Line, Givens, ErrLine int
	}
	want := []result{
		{Line: 2, Givens: 30},
		{Line: 15, Givens: 30},
		{Line: 24, Givens: 30},
		{Line: 34, ErrLine: 0},
		{Line: 40, Givens: 30},
		{Line: 41, ErrLine: 0},
		{Line: 44, Givens: 30},
	}
	for _, s := range []Shape{{}, Shape9} {
		var got []result
		for rec := range ReadGrids(strings.NewReader(file), s) {
			r := result{Line: rec.Line, Givens: rec.Grid.NumGivens()}
			var pe *ParseError
			if errors.As(rec.Err, &pe) {
				r.ErrLine = pe.Line
			} else if rec.Err != nil {
				t.Errorf("ReadGrids(%v): record at line %d: Err = %v, want a *ParseError", s, rec.Line, rec.Err)
			}
			got = append(got, r)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ReadGrids(%v) mismatch (-want +got):\n%s", s, diff)
		}
	}
}

// Error positions inside a block are lines of the whole file.
func TestReadGridsBlockErrorLine(t *testing.T) {
	rows := classicRows()
	rows[4] = "4..8.3?.1"
	file := "# header\n\n" + strings.Join(rows, "\n") + "\n"
	var recs []Record
	for rec := range ReadGrids(strings.NewReader(file), Shape{}) {
		recs = append(recs, rec)
	}
	var pe *ParseError
	if len(recs) != 1 || !errors.As(recs[0].Err, &pe) {
		t.Fatalf("ReadGrids() = %+v, want one record with a *ParseError", recs)
	}
	if pe.Line != 7 || pe.Col != 7 || recs[0].Line != 3 {
		t.Errorf("ReadGrids(): record at line %d, error %v, want record at line 3, error at line 7, column 7", recs[0].Line, pe)
	}
	if got, want := recs[0].Text, strings.Join(rows, "\n"); got != want {
		t.Errorf("Record.Text = %q, want %q", got, want)
	}
}

// ReadGrids counts lines ending in "\n", "\r\n" and a lone "\r" alike,
// as Parse does.
func TestReadGridsLineEnds(t *testing.T) {
	rows := classicRows()
	rows[4] = "4..8.3?.1"
	for _, eol := range []string{"\n", "\r\n", "\r"} {
		file := "# header" + eol + eol + strings.Join(rows, eol) + eol + classic
		var got []string
		for rec := range ReadGrids(strings.NewReader(file), Shape{}) {
			got = append(got, fmt.Sprintf("line %d: %v", rec.Line, rec.Err))
		}
		want := []string{
			"line 3: sudoku: invalid grid: line 7, column 7: bad character \"?\"",
			"line 12: <nil>",
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ReadGrids with line ends %q mismatch (-want +got):\n%s", eol, diff)
		}
	}
}

// Decoration between and around rows: comments and separators inside a
// block, dash borders outside one, and a whole empty grid written as dashes.
func TestReadGridsDecorations(t *testing.T) {
	rowBoxes := gridOf(t, Shape{3, 1, 3}, "123 ... 312")
	file := "1 2 3 # first row\n" + // 1
		"# a comment between rows\n" + // 2
		"-----\n" + // 3: a separator, not a row of 5 blanks
		". . .\n" + // 4
		"-----\n" + // 5
		"3 1 2\n" + // 6
		"---------------------\n" + // 7: a border after the block
		strings.Repeat("-", 81) + "\n" // 8: an empty 9x9 grid
	type result struct {
		Line  int
		Shape Shape
		Grid  string
	}
	for _, tt := range []struct {
		s    Shape
		want []result
	}{
		{Shape{}, []result{{1, LatinShape(3), "123...312"}, {8, Shape9, strings.Repeat(".", 81)}}},
		{Shape{3, 1, 3}, []result{{1, Shape{3, 1, 3}, "123...312"}}},
	} {
		var got []result
		for rec := range ReadGrids(strings.NewReader(file), tt.s) {
			if rec.Err != nil {
				t.Errorf("ReadGrids(%v): line %d: %v", tt.s, rec.Line, rec.Err)
				continue
			}
			got = append(got, result{rec.Line, rec.Grid.Shape(), rec.Grid.String()})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ReadGrids(%v) mismatch (-want +got):\n%s", tt.s, diff)
		}
	}
	if got, _ := ParseGrid(Shape{3, 1, 3}, rowBoxes.Pretty()); !got.Equal(rowBoxes) {
		t.Errorf("ParseGrid(%q) = %v, want %v", rowBoxes.Pretty(), got, rowBoxes)
	}
}

// 16x16 number blocks back to back, and the same with the shape given.
func TestReadGridsNumberBlocks(t *testing.T) {
	g := latin16()
	for i := 0; i < 256; i += 2 {
		g.Set(Shape16.CellAt(i), 0)
	}
	text := numbersText(g, 2, "0")
	file := text + text + "\n" + text
	for _, s := range []Shape{{}, Shape16} {
		n := 0
		for rec := range ReadGrids(strings.NewReader(file), s) {
			n++
			if rec.Err != nil {
				t.Fatalf("ReadGrids(%v): record %d: %v", s, n, rec.Err)
			}
			if diff := diffGrid(g, rec.Grid); diff != "" {
				t.Errorf("ReadGrids(%v): record %d mismatch (-want +got):\n%s", s, n, diff)
			}
		}
		if n != 3 {
			t.Errorf("ReadGrids(%v) read %d records, want 3", s, n)
		}
	}
}

// One-line 4x4 puzzles need the shape: with it, each line is one puzzle.
func TestReadGridsSmallOneLiners(t *testing.T) {
	file := "12.3.4....1....2\n" + "....3412........\n" + "1234341221434321\n"
	var lines []int
	for rec := range ReadGrids(strings.NewReader(file), Shape4) {
		if rec.Err != nil {
			t.Fatalf("ReadGrids(Shape4): line %d: %v", rec.Line, rec.Err)
		}
		lines = append(lines, rec.Line)
	}
	if diff := cmp.Diff([]int{1, 2, 3}, lines); diff != "" {
		t.Errorf("ReadGrids(Shape4) record lines mismatch (-want +got):\n%s", diff)
	}
}

// Titled blocks, as in Project Euler's sudoku.txt: titles separate blocks
// and end a short one.
func TestReadGridsTitles(t *testing.T) {
	rows := classicRows()
	file := "Grid 01\n" + strings.Join(rows, "\n") + "\n" + // 1-10
		"Grid 02\n" + strings.Join(rows[:8], "\n") + "\n" + // 11-19: a row short
		"Grid 03\n" + strings.Join(rows, "\n") + "\n" // 20-29
	type result struct {
		Line int
		Err  bool
	}
	want := []result{{2, false}, {12, true}, {21, false}}
	for _, s := range []Shape{{}, Shape9} {
		var got []result
		for rec := range ReadGrids(strings.NewReader(file), s) {
			got = append(got, result{rec.Line, rec.Err != nil})
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ReadGrids(%v) mismatch (-want +got):\n%s", s, diff)
		}
	}
}

var errDisk = errors.New("disk on fire")

// failingReader returns its data, then an error.
type failingReader struct{ data io.Reader }

func (r failingReader) Read(p []byte) (int, error) {
	n, err := r.data.Read(p)
	if err == io.EOF {
		return n, errDisk
	}
	return n, err
}

func TestReadGridsIOError(t *testing.T) {
	var recs []Record
	for rec := range ReadGrids(failingReader{strings.NewReader(classic + "\n" + classic + "\n")}, Shape9) {
		recs = append(recs, rec)
	}
	if len(recs) != 3 || recs[0].Err != nil || recs[1].Err != nil {
		t.Fatalf("ReadGrids() = %+v, want two grids and an error", recs)
	}
	if last := recs[2]; !errors.Is(last.Err, errDisk) || errors.Is(last.Err, ErrInvalidGrid) || last.Line != 3 {
		t.Errorf("ReadGrids() last record = %+v, want Err wrapping errDisk at line 3", last)
	}
}

func TestReadGridsLongLine(t *testing.T) {
	var last Record
	for rec := range ReadGrids(strings.NewReader(strings.Repeat("1", 2<<20)), Shape{}) {
		last = rec
	}
	if !errors.Is(last.Err, bufio.ErrTooLong) {
		t.Errorf("ReadGrids(2 MiB line) last Err = %v, want bufio.ErrTooLong", last.Err)
	}
}

func TestReadGridsBadShape(t *testing.T) {
	var recs []Record
	for rec := range ReadGrids(strings.NewReader(classic), Shape{9, 2, 2}) {
		recs = append(recs, rec)
	}
	if len(recs) != 1 || !errors.Is(recs[0].Err, ErrInvalidGrid) {
		t.Errorf("ReadGrids(bad shape) = %+v, want one record with ErrInvalidGrid", recs)
	}
}

// Stopping early, even in the middle of look-ahead, must be clean.
func TestReadGridsStop(t *testing.T) {
	file := strings.Join(classicRows(), "\n") + "\n" + classic + "\n" + classic
	for stopAfter := 1; stopAfter <= 3; stopAfter++ {
		n := 0
		for range ReadGrids(strings.NewReader(file), Shape{}) {
			if n++; n == stopAfter {
				break
			}
		}
		if n != stopAfter {
			t.Errorf("ReadGrids: stopped after %d records, want %d", n, stopAfter)
		}
	}
}

// The project's corpora (copied into testdata/corpora by their owner) must
// read without a single error. The test skips files that are not there.
func TestReadGridsCorpora(t *testing.T) {
	tests := []struct {
		file  string
		count int
		shape Shape
	}{
		{"easy50.txt", 50, Shape9},
		{"top95.txt", 95, Shape9},
		{"hardest.txt", 11, Shape9},
		{"hardest1106.txt", 375, Shape9},
		{"top1465.txt", 1465, Shape9},
		{"17clue-2000.txt", 2000, Shape9},
		{"serg-sample.txt", 300, Shape9},
		{"grid4.txt", 1, Shape4},
		{"grid16.txt", 1, Shape16},
		{"grid25.txt", 1, Shape25},
		{"grid64.txt", 1, Shape{64, 8, 8}},
	}
	for _, tt := range tests {
		f, err := os.Open(filepath.Join("testdata", "corpora", tt.file))
		if err != nil {
			t.Logf("skipping %s: %v", tt.file, err)
			continue
		}
		n := 0
		for rec := range ReadGrids(f, Shape{}) {
			n++
			if rec.Err != nil {
				t.Errorf("%s: %v", tt.file, rec.Err)
				break
			}
			if got := rec.Grid.Shape(); got != tt.shape {
				t.Errorf("%s: line %d: shape %v, want %v", tt.file, rec.Line, got, tt.shape)
				break
			}
		}
		f.Close()
		if n != tt.count {
			t.Errorf("%s: read %d puzzles, want %d", tt.file, n, tt.count)
		}
	}
}

func TestReadGridsTestdata(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "parse", "mixed.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// mixed.want has a line "LINE GRID" for each puzzle: the line where
	// it starts and its String(), or "error".
	want := map[int]string{}
	var order []int
	wf, err := os.ReadFile(filepath.Join("testdata", "parse", "mixed.want"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(strings.TrimSpace(string(wf)), "\n") {
		lineStr, g, ok := strings.Cut(l, " ")
		line, err := strconv.Atoi(lineStr)
		if !ok || err != nil {
			t.Fatalf("mixed.want: bad line %q", l)
		}
		want[line] = g
		order = append(order, line)
	}
	var got []int
	for rec := range ReadGrids(f, Shape{}) {
		got = append(got, rec.Line)
		w, ok := want[rec.Line]
		switch {
		case !ok:
			t.Errorf("mixed.txt: unexpected record at line %d: %v %v", rec.Line, rec.Grid, rec.Err)
		case w == "error":
			if !errors.Is(rec.Err, ErrInvalidGrid) {
				t.Errorf("mixed.txt: line %d: Err = %v, want ErrInvalidGrid", rec.Line, rec.Err)
			}
		case rec.Err != nil:
			t.Errorf("mixed.txt: line %d: %v", rec.Line, rec.Err)
		case rec.Grid.String() != w:
			t.Errorf("mixed.txt: line %d: grid %s, want %s", rec.Line, rec.Grid, w)
		}
	}
	if diff := cmp.Diff(order, got); diff != "" {
		t.Errorf("mixed.txt: record lines mismatch (-want +got):\n%s", diff)
	}
}

func FuzzParse(f *testing.F) {
	seeds := []string{
		classic,
		strings.Join(classicRows(), "\n"),
		spaced(classicRows()),
		gridOf(f, Shape9, classic).Pretty(),
		gridOf(f, Shape6, "1..... .2.... ..3... ...4.. ....5. .....6").Pretty(),
		"+---+---+\n|12.|...|\n+---+---+",
		"12--\n----\n--12\n4--3",
		"----\n----\n----\n----",
		"0 2 0 1\n0 0 0 0\n0 0 0 0\n4 0 2 0\n",
		"123456789ABCDEFG" + strings.Repeat("0", 240),
		"0123456789ABCDEF" + strings.Repeat(".", 240),
		numbersText(latin16(), 2, "0"),
		"07 " + strings.Repeat("0 ", 98) + "10",
		"X" + strings.Repeat("x", 33*33-1),
		"┌─┬─┐\n│1│.│\n└─┴─┘",
		"# comment only",
		"",
		"53\xff",
		"1\r\n",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := Parse(text)
		if err != nil {
			var pe *ParseError
			if !errors.Is(err, ErrInvalidGrid) || !errors.As(err, &pe) || !g.IsZero() {
				t.Fatalf("Parse(%q) = %v, %v, want the zero Grid and a *ParseError", text, g, err)
			}
			return
		}
		if err := g.Shape().Validate(); err != nil {
			t.Fatalf("Parse(%q) has an invalid shape: %v", text, err)
		}
		for _, form := range []struct{ name, text string }{{"String", g.String()}, {"Pretty", g.Pretty()}} {
			h, err := Parse(form.text)
			if err != nil {
				t.Fatalf("Parse(%q) = %v; Parse of its %s %q = %v", text, g, form.name, form.text, err)
			}
			if diff := diffGrid(g, h); diff != "" {
				t.Fatalf("Parse(%q): Parse of its %s %q mismatch (-want +got):\n%s", text, form.name, form.text, diff)
			}
			h, err = ParseGrid(g.Shape(), form.text)
			if err != nil || !h.Equal(g) {
				t.Fatalf("ParseGrid(%v, %q) = %v, %v, want %v", g.Shape(), form.text, h, err, g)
			}
		}
	})
}

// ReadGrids must never panic, and every record must be a grid or an error,
// in order, with error positions inside the record's own lines.
func FuzzReadGrids(f *testing.F) {
	f.Add(classic + "\n\n" + strings.Join(classicRows(), "\n") + "\nGrid 02\n" + gridOf(f, Shape9, classic).Pretty())
	f.Add("1 . | . 4\n. 4 | 1 .\n----+----\n4 . | . 1\n. 1 | 4 .\n\n12\n21\n")
	f.Add(numbersText(latin16(), 2, "0") + "\n" + numbersText(latin16(), 3, "."))
	f.Add("# c\n-----\n+--+\n---------\n---------\n")
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range []Shape{{}, Shape4, Shape9, Shape16} {
			prev := 0
			for rec := range ReadGrids(strings.NewReader(text), s) {
				if rec.Line <= prev {
					t.Fatalf("ReadGrids(%q, %v): record at line %d after line %d", text, s, rec.Line, prev)
				}
				prev = rec.Line
				if (rec.Err == nil) == rec.Grid.IsZero() {
					t.Fatalf("ReadGrids(%q, %v): record %+v: want a grid or an error", text, s, rec)
				}
				if rec.Err != nil && !errors.Is(rec.Err, ErrInvalidGrid) {
					t.Fatalf("ReadGrids(%q, %v): line %d: Err = %v, want ErrInvalidGrid", text, s, rec.Line, rec.Err)
				}
				var pe *ParseError
				last := rec.Line + strings.Count(rec.Text, "\n")
				if errors.As(rec.Err, &pe) && pe.Line != 0 && (pe.Line < rec.Line || pe.Line > last) {
					t.Fatalf("ReadGrids(%q, %v): record at lines %d-%d has an error at line %d", text, s, rec.Line, last, pe.Line)
				}
				if s != (Shape{}) && rec.Err == nil && rec.Grid.Shape() != s {
					t.Fatalf("ReadGrids(%q, %v): grid of shape %v", text, s, rec.Grid.Shape())
				}
			}
		}
	})
}

func BenchmarkParse(b *testing.B) {
	inputs := []struct{ name, text string }{
		{"9x9/line", classic},
		{"9x9/pretty", gridOf(b, Shape9, classic).Pretty()},
		{"16x16/numbers", numbersText(latin16(), 2, "0")},
		{"64x64/numbers", numbersText(randomGrid(rand.New(rand.NewPCG(9, 10)), Shape{64, 8, 8}), 3, ".")},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.text)))
			for range b.N {
				if _, err := Parse(in.text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestParseSlashRows(t *testing.T) {
	text := "--3-2-6--/9--3-5--1/--18-64--/--81-29--/7-------8/--67-82--/--26-95--/8--2-3--9/--5-1-3--"
	g, err := Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q) error: %v", text, err)
	}
	want := "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	if g.String() != want {
		t.Errorf("Parse(%q) = %s, want %s", text, g, want)
	}
}

// A bad line that looks like the first row of a block must not swallow the
// whole grid on the next line.
func TestReadGridsBadLineBeforeWholeGrid(t *testing.T) {
	in := "bad line\n" + strings.Repeat(".", 16) + "\n" + strings.Repeat(".", 81) + "\n"
	var got []string
	for rec := range ReadGrids(strings.NewReader(in), Shape{}) {
		if rec.Err != nil {
			got = append(got, fmt.Sprintf("%d: error", rec.Line))
		} else {
			got = append(got, fmt.Sprintf("%d: %dx%d", rec.Line, rec.Grid.Shape().Size, rec.Grid.Shape().Size))
		}
	}
	want := []string{"1: error", "2: 4x4", "3: 9x9"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("ReadGrids = %v, want %v", got, want)
	}
}
