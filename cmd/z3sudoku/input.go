package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// defaultPuzzle is used when no file is given and standard input is a
// terminal: the first Z3 tutorial's puzzle.
const defaultPuzzle = "000094030000510007089000040000000208060201050102000000070000520900065000040970000"

// defaultName is the source name of the default puzzle.
const defaultName = "default puzzle"

// Input limits. A line longer than maxLine, or a JSON document longer
// than maxLine, is reported as too long and skipped: it is read to its
// end without being held in memory, and the rest of the input is read.
// Grid lines have the tighter bound maxGridLine (a 64x64 grid written with
// numbers on one line is about 12 KiB); sudoku.ReadGrids itself stops at
// lines of 1 MiB.
const (
	maxLine     = 16 << 20
	maxGridLine = 512 << 10
)

// errLineTooLong is the error of an input line longer than the limits.
var errLineTooLong = errors.New("line too long")

// item is one puzzle of the input, or the reason an input could not be
// read as one.
type item struct {
	src   string // the file name, "stdin", "argument N" or defaultName
	line  int    // 1-based line where the puzzle starts; 0 when the source failed
	text  string // the puzzle as read (for messages and --json)
	p     sudoku.Puzzle
	plain bool  // a plain grid: the rules come from the flags
	err   error // why the input is not a puzzle
	// bindings are what a link's rules text bound (-v and --json show them)
	bindings []variants.Binding
}

// where returns "file:line" for messages.
func (it *item) where() string { return fmt.Sprintf("%s:%d", it.src, it.line) }

// source is one input to read.
type source struct {
	name string
	r    io.Reader
}

// openSources returns the inputs the operands name: files, "-" for
// standard input, and puzzle links, SudoCue text or grids given in place
// of a file that does not exist. When there are none, it reads standard
// input or, when that is a terminal, the default puzzle. Each file is
// opened as openInput does, within timeout unless it is 0, and ctx stops
// the wait. The caller closes the returned closer.
func openSources(ctx context.Context, operands []string, timeout time.Duration, e *env) ([]source, func(), error) {
	var closers []io.Closer
	closeAll := func() {
		for _, c := range closers {
			c.Close()
		}
	}
	var srcs []source
	if len(operands) == 0 {
		if isTerminal(e.stdin) {
			return []source{{defaultName, strings.NewReader(defaultPuzzle)}}, closeAll, nil
		}
		return []source{{"stdin", e.stdin}}, closeAll, nil
	}
	for i, name := range operands {
		if name == "-" {
			srcs = append(srcs, source{"stdin", e.stdin})
			continue
		}
		f, err := openInput(ctx, name, timeout)
		if ctx.Err() != nil {
			if f != nil {
				f.Close()
			}
			closeAll()
			return nil, nil, context.Cause(ctx)
		}
		if err != nil && (isLink(name) || isSudoCue(name)) { // not found, or too long for a file name
			srcs = append(srcs, source{fmt.Sprintf("argument %d", i+1), strings.NewReader(name)})
			continue
		}
		if err != nil && gridLike(name) {
			if _, perr := sudoku.Parse(name); perr == nil {
				srcs = append(srcs, source{fmt.Sprintf("argument %d", i+1), strings.NewReader(name)})
				continue
			} else if noSuchFile(err) {
				short := name
				if !e.verbose {
					short = cut(name, maxValue)
				}
				err = fmt.Errorf("%s: no such file, and not a grid: %s", short, e.reason(perr))
			}
		}
		if noSuchFile(err) {
			err = fmt.Errorf("%s: no such file, and not a puzzle link, grid or SudoCue text", e.name(name))
		} else if pe := (*fs.PathError)(nil); errors.As(err, &pe) && pe.Path == name {
			pe.Path = e.name(name) // "open NAME: file name too long" for an argument of a megabyte
		}
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		closers = append(closers, f)
		srcs = append(srcs, source{name, f})
	}
	return srcs, closeAll, nil
}

// noSuchFile reports whether an open failed because there is no such
// file, or can be none: a name too long for one.
func noSuchFile(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENAMETOOLONG)
}

// maxName is how many characters of a file name a message shows without
// -v: a name is at most a few hundred, but an argument mistaken for one
// may be a megabyte.
const maxName = 200

// name returns a file name as a message shows it: cut to maxName
// characters unless -v.
func (e *env) name(name string) string {
	if e.verbose {
		return name
	}
	return cut(name, maxName)
}

// openInput opens the file name for reading, as os.Open does, so that a
// FIFO reads what its writer writes. But open(2) of a FIFO waits for a
// writer, and no signal ends that wait, so the open runs on a goroutine
// of its own: openInput returns ctx's cause when ctx is done first, and
// an error when timeout (unless 0) passes first. A file that opens after
// that is closed.
func openInput(ctx context.Context, name string, timeout time.Duration) (*os.File, error) {
	return openFile(ctx, name, timeout, os.Open)
}

// createOutput creates the file name, or truncates it, for writing, as
// os.Create does but write-only, so that a FIFO's open waits for a reader
// (and until ctx is done). The file is closed once ctx is done: a write
// that waits for the reader then fails.
func createOutput(ctx context.Context, name string) (*os.File, error) {
	f, err := openFile(ctx, name, 0, func(name string) (*os.File, error) {
		return os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
	})
	if err == nil {
		context.AfterFunc(ctx, func() { f.Close() })
	}
	return f, err
}

// openFile opens name with open for openInput and createOutput.
func openFile(ctx context.Context, name string, timeout time.Duration, open func(string) (*os.File, error)) (*os.File, error) {
	type opened struct {
		f   *os.File
		err error
	}
	c := make(chan opened)
	gaveUp := make(chan struct{})
	go func() {
		f, err := open(name)
		select {
		case c <- opened{f, err}:
		case <-gaveUp:
			if f != nil {
				f.Close()
			}
		}
	}()
	var expired <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		expired = t.C
	}
	select {
	case o := <-c:
		return o.f, o.err
	case <-ctx.Done():
		close(gaveUp)
		return nil, context.Cause(ctx)
	case <-expired:
		close(gaveUp)
		if fi, err := os.Stat(name); err == nil && fi.Mode()&fs.ModeNamedPipe != 0 {
			return nil, fmt.Errorf("%s: a FIFO that no writer opened within --timeout %v", name, timeout)
		}
		return nil, fmt.Errorf("%s: not opened within --timeout %v", name, timeout)
	}
}

// await returns f's results, or ctx's cause as soon as ctx is done first.
// f reads a pipe, or a FIFO whose writer may never write, and no signal
// ends a read; f goes on, on a goroutine of its own, until its read ends,
// as it does when the caller closes the file.
func await[T any](ctx context.Context, f func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	c := make(chan result, 1)
	go func() {
		v, err := f()
		c <- result{v, err}
	}()
	select {
	case r := <-c:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, context.Cause(ctx)
	}
}

// readItems returns every puzzle of src, as scanItems reads them.
func readItems(src source, rf *ruleFlags) ([]item, error) {
	var items []item
	err := scanItems(context.Background(), src, rf, func(it item) { items = append(items, it) })
	return items, err
}

// readLine reads one line of r, with its "\n". A line longer than maxLine
// is read to its end but not kept: readLine returns "" and its length.
func readLine(r *bufio.Reader) (line string, long int64, err error) {
	var buf []byte
	var n int64
	for {
		chunk, err := r.ReadSlice('\n')
		n += int64(len(chunk))
		if n <= maxLine {
			buf = append(buf, chunk...)
		} else {
			buf = nil
		}
		if err != bufio.ErrBufferFull {
			if n > maxLine {
				return "", n, err
			}
			return string(buf), 0, err
		}
	}
}

// tooLong is the error of a line of n bytes, over limit.
func tooLong(n int64, limit int, what string) error {
	size := fmt.Sprintf("%d KiB", limit>>10)
	if limit%(1<<20) == 0 {
		size = fmt.Sprintf("%d MiB", limit>>20)
	}
	return fmt.Errorf("%w: %d bytes, %s is at most %s", errLineTooLong, n, what, size)
}

// scanItems reads the puzzles of src and passes each to emit as soon as it
// is read, so that a batch solves the first puzzles of a pipe while its
// writer makes the rest. The format is detected: a whole f-puzzles JSON
// document; otherwise, line by line, a line that starts with '{' is one
// f-puzzles JSON puzzle, a link is an f-puzzles, SudokuPad or Interactive
// Sudoku Solver URL, or an ISS constraint string (isISS), SudoCue
// killer text is read by variants.ParseSudoCue, and the other lines are
// grids, one per line or in blocks, as sudoku.ReadGrids reads them. rf
// gives plain grids their rules. emit is never called concurrently, and
// items come in input order. scanItems stops when ctx is done.
func scanItems(ctx context.Context, src source, rf *ruleFlags, emit func(item)) error {
	br := bufio.NewReaderSize(src.r, 64<<10)
	var r io.Reader = br
	// A first non-blank byte '{' starts either one JSON puzzle per line or
	// a document over many lines: the first line tells which.
	lead, blank := 0, true // the input's leading blank lines, and whether so far all is blank
	start := 1             // the number of the first line left to read
	for i := 0; blank; i++ {
		b, err := br.Peek(i + 1)
		if err != nil {
			break
		}
		switch c := b[i]; {
		case c == '\n':
			lead++
		case c == '{':
			var first string // up to the end of the line of the '{'
			for k := 0; k <= lead; k++ {
				l, long, err := readLine(br)
				if err != nil && err != io.EOF {
					return fmt.Errorf("%s: %w", src.name, err)
				}
				if long > 0 { // one line too long: the next lines are read one by one
					emit(item{src: src.name, line: lead + 1, err: tooLong(long, maxLine, "a line")})
					r, start, first = br, lead+2, ""
					break
				}
				first += l
			}
			if start > 1 {
				blank = false
				break
			}
			if t := strings.TrimSpace(first); json.Valid([]byte(t)) || strings.HasSuffix(t, "}") {
				// One JSON puzzle per line, or a broken one followed by others.
				r = io.MultiReader(strings.NewReader(first), br)
				blank = false
				break
			}
			// A document over many lines, maybe cut short: one puzzle, or
			// one error.
			rest, err := io.ReadAll(io.LimitReader(br, maxLine-int64(len(first))+1))
			if err != nil {
				return fmt.Errorf("%s: %w", src.name, err)
			}
			it := item{src: src.name, line: lead + 1}
			if n := int64(len(first) + len(rest)); n > maxLine {
				n += drain(br)
				it.err = tooLong(n, maxLine, "a JSON document")
				emit(it)
				return nil
			}
			all := append([]byte(first), rest...)
			data := bytes.TrimSpace(all)
			if !json.Valid(data) && jsonLinesFollow(data) {
				r = bytes.NewReader(all) // a broken JSON line before good ones
				blank = false
				break
			}
			it.text = string(data)
			it.p, it.err = variants.ParseFPuzzles(data)
			it.p.Rules = append(it.p.Rules, rf.extra()...)
			emit(it)
			return nil
		case c != ' ' && c != '\t' && c != '\r':
			blank = false
		}
	}

	lines := bufio.NewReaderSize(r, 64<<10)
	g := gridFeed{src: src.name, rf: rf, emit: emit}
	defer g.end()
	wide := wideRows{g: &g}
	for n := start; ctx.Err() == nil; n++ {
		line, long, err := readLine(lines)
		if line == "" && long == 0 && err != nil {
			wide.release(true)
			if err != io.EOF {
				g.end()
				return fmt.Errorf("%s: %w", src.name, err)
			}
			return nil
		}
		t := strings.TrimSpace(line)
		var parse func(string) (sudoku.Puzzle, error)
		var bindings []variants.Binding
		switch {
		case long > 0:
			parse = func(string) (sudoku.Puzzle, error) { return sudoku.Puzzle{}, tooLong(long, maxLine, "a line") }
		case strings.HasPrefix(t, "{"):
			parse = func(t string) (sudoku.Puzzle, error) { return variants.ParseFPuzzles([]byte(t)) }
		case isLink(t):
			parse = func(t string) (p sudoku.Puzzle, err error) {
				if rf.rulesText != "" {
					p, bindings, err = variants.ParseLinkRules(t, rf.rulesText)
				} else {
					p, bindings, err = variants.ParseLinkBindings(t)
				}
				return p, err
			}
		case isSudoCue(t):
			parse = variants.ParseSudoCue
		case len(line) > maxGridLine:
			parse = func(string) (sudoku.Puzzle, error) {
				return sudoku.Puzzle{}, tooLong(int64(len(line)), maxGridLine, "a grid line")
			}
		default:
			// Grid lines go to sudoku.ReadGrids in batches: at once when no
			// more input is waiting, so that a pipe's puzzle is not held up.
			now := lines.Buffered() == 0 && br.Buffered() == 0
			if wide.take(n, line, t) {
				if it, ok := wide.block(src.name); ok {
					g.end()
					emit(it)
				} else if now {
					wide.release(true)
				}
				continue
			}
			wide.release(false)
			g.add(n, line, now)
			continue
		}
		wide.release(false)
		g.end()
		it := item{src: src.name, line: n, text: t}
		if long > 0 || len(line) > maxGridLine {
			it.text = ""
		}
		it.p, it.err = parse(t)
		it.bindings = bindings
		it.p.Rules = append(it.p.Rules, rf.extra()...)
		emit(it)
	}
	return ctx.Err()
}

// wideRows holds a run of grid lines, each with the same number of cells
// w, more than sudoku.MaxSize, until it is known whether they are w
// one-line puzzles or the w rows of one w×w block, which is too large. A
// run of w such lines is a block when its cells are separated by spaces,
// as rows of a block are, or when no line has a given, as in 100 lines of
// 100 zeros; otherwise, as in a file of 81 puzzles of 81 cells, and when
// the run is cut short, the lines go on to the gridFeed one by one.
type wideRows struct {
	g      *gridFeed
	width  int      // cells in each line held
	first  int      // the first held line's number
	lines  []string // the lines held
	size   int      // their bytes
	spaced bool     // some line's cells are separated by spaces
	givens bool     // some line has a given
}

// take holds line n, whose text trimmed is t, when it may be a row of a
// block too large; it passes on what it held before when the line does not
// fit with it.
func (w *wideRows) take(n int, line, t string) bool {
	cells, spaced, givens := rowCells(t)
	if cells <= sudoku.MaxSize || cells > sudoku.MaxSize*sudoku.MaxSize {
		return false
	}
	if len(w.lines) > 0 && (cells != w.width || w.size+len(line) > maxLine) {
		w.release(false)
	}
	if len(w.lines) == 0 {
		w.width, w.first = cells, n
	}
	w.lines = append(w.lines, line)
	w.size += len(line)
	w.spaced = w.spaced || spaced
	w.givens = w.givens || givens
	return true
}

// block returns the item of a complete w×w block, which is an invalid
// grid, and drops its lines. It passes the lines on when they are
// complete but one-line puzzles.
func (w *wideRows) block(src string) (item, bool) {
	if len(w.lines) < w.width {
		return item{}, false
	}
	if !w.spaced && w.givens {
		w.release(false)
		return item{}, false
	}
	it := item{src: src, line: w.first, plain: true,
		err: fmt.Errorf("%w: a %dx%d grid block; sizes go up to %d", sudoku.ErrInvalidGrid, w.width, w.width, sudoku.MaxSize)}
	w.lines, w.size, w.spaced, w.givens = w.lines[:0], 0, false, false
	return it, true
}

// release passes the lines held on to the gridFeed, the last one with now.
func (w *wideRows) release(now bool) {
	for i, l := range w.lines {
		w.g.add(w.first+i, l, now && i == len(w.lines)-1)
	}
	w.lines, w.size, w.spaced, w.givens = w.lines[:0], 0, false, false
}

// rowCells counts the cells of a grid line t: its fields when they are
// separated by spaces, and otherwise its characters. It reports whether
// the cells are separated by spaces, and whether one is a given rather
// than a blank.
func rowCells(t string) (cells int, spaced, givens bool) {
	if f := strings.Fields(t); len(f) > 1 {
		for _, c := range f {
			givens = givens || !strings.Contains(".0-_x*", c)
		}
		return len(f), true, givens
	}
	for _, c := range t {
		cells++
		givens = givens || !strings.ContainsRune(".0-_x*", c)
	}
	return cells, false, givens
}

// jsonLinesFollow reports whether some line after the first of data is
// an f-puzzles puzzle by itself: data is then JSON lines, not a document.
// The lines of a pretty-printed document, such as a cell's "{}", never
// hold a "grid".
func jsonLinesFollow(data []byte) bool {
	_, rest, _ := bytes.Cut(data, []byte("\n"))
	for l := range bytes.Lines(rest) {
		l = bytes.TrimSpace(l)
		if bytes.HasPrefix(l, []byte("{")) && bytes.Contains(l, []byte(`"grid"`)) && json.Valid(l) {
			return true
		}
	}
	return false
}

// drain reads r to its end and returns how many bytes it read.
func drain(r io.Reader) int64 {
	n, _ := io.Copy(io.Discard, r)
	return n
}

// gridFeed passes runs of grid lines to sudoku.ReadGrids, which reads them
// in a goroutine of its own and emits their puzzles.
type gridFeed struct {
	src  string
	rf   *ruleFlags
	emit func(item)

	w     *io.PipeWriter // the current run's, nil between runs
	done  chan struct{}  // closed when the run's puzzles are all emitted
	start int            // the line the run starts at
	buf   []byte         // lines not yet written to w
}

// add appends line n to the current run, starting one when there is none,
// and writes what it holds to the reader when now is set or it is large.
func (g *gridFeed) add(n int, line string, now bool) {
	if g.w == nil {
		g.begin(n)
	}
	g.buf = append(g.buf, line...)
	if !strings.HasSuffix(line, "\n") {
		g.buf = append(g.buf, '\n')
	}
	if now || len(g.buf) >= 32<<10 {
		g.flush()
	}
}

func (g *gridFeed) begin(start int) {
	pr, pw := io.Pipe()
	g.w, g.done, g.start = pw, make(chan struct{}), start
	go func() {
		defer close(g.done)
		for rec := range sudoku.ReadGrids(pr, sudoku.Shape{}) {
			it := item{src: g.src, line: start + rec.Line - 1, text: rec.Text, plain: true, err: rec.Err}
			if rec.Err == nil {
				shape := rec.Grid.Shape()
				it.p = sudoku.Puzzle{Shape: shape, Rules: g.rf.plain(shape), Givens: rec.Grid}
			}
			g.emit(it)
		}
		// ReadGrids stops early only after an over-long line; what
		// follows is read and dropped so that the writer never blocks.
		io.Copy(io.Discard, pr)
	}()
}

func (g *gridFeed) flush() {
	if len(g.buf) > 0 {
		g.w.Write(g.buf) // a pipe's Write fails only once the reader is closed
		g.buf = g.buf[:0]
	}
}

// end finishes the current run: every puzzle of it is emitted on return.
func (g *gridFeed) end() {
	if g.w == nil {
		return
	}
	g.flush()
	g.w.Close()
	<-g.done
	g.w = nil
}

// gridLike reports whether an argument looks like a grid rather than a
// file name: at least 16 symbols (a 4x4 grid), all of them digits, the
// blanks ". 0 - _ *", and spaces or the separators "|+" of a written grid.
func gridLike(s string) bool {
	n := 0
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9' || strings.ContainsRune(".-_*", c):
			n++
		case strings.ContainsRune(" \t\r\n|+", c):
		default:
			return false
		}
	}
	return n >= 16
}

// isISS reports whether a line is an Interactive Sudoku Solver constraint
// string: a '.' followed by a '~' somewhere (".~R1C1_5", ".Cage~10~...")
// or by a type's name (".AntiKnight"), an upper-case letter then a
// lower-case one. A grid line that starts with '.' has neither: its
// digits, dots and, on big grids, upper-case letters never hold a '~'
// or a lower-case letter.
func isISS(s string) bool {
	if !strings.HasPrefix(s, ".") {
		return false
	}
	return strings.Contains(s, "~") ||
		len(s) >= 3 && s[1] >= 'A' && s[1] <= 'Z' && s[2] >= 'a' && s[2] <= 'z'
}

// isSudoCue reports whether a line is SudoCue killer text: a header such
// as "3x3::k:" before the cells' codes.
func isSudoCue(s string) bool {
	f := strings.SplitN(s, ":", 4)
	if len(f) < 4 {
		return false
	}
	a, b, ok := strings.Cut(strings.TrimSpace(f[0]), "x")
	_, errA := strconv.Atoi(a)
	_, errB := strconv.Atoi(b)
	return ok && errA == nil && errB == nil && len(strings.TrimSpace(f[2])) == 1
}

// isLink reports whether a line is a puzzle link, or the bare data of
// one, as variants.ParseLink reads them, rather than a grid or a file
// name: a URL, an f-puzzles or SudokuPad host without its scheme, an
// f-puzzles, scl or ctc id with no space in it, or an Interactive Sudoku
// Solver constraint string (isISS). Grids do not start with those letters
// (a grid would need 28 digits or more to hold an 's').
func isLink(s string) bool {
	if isISS(s) {
		return true
	}
	l := strings.ToLower(s)
	for _, host := range []string{"www.", "f-puzzles.com", "sudokupad.app", "app.crackingthecryptic.com"} {
		if strings.HasPrefix(l, host) {
			return true
		}
	}
	if strings.Contains(l, "://") {
		return true
	}
	for _, id := range []string{"fpuz", "scl", "ctc"} {
		if strings.HasPrefix(l, id) && !strings.ContainsAny(l, " \t") {
			return true
		}
	}
	return false
}
