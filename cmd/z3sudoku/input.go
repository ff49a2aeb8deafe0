package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// defaultPuzzle is used when no file is given and standard input is a
// terminal: the first Z3 tutorial's puzzle.
const defaultPuzzle = "000094030000510007089000040000000208060201050102000000070000520900065000040970000"

// item is one puzzle of the input, or the reason an input could not be
// read as one.
type item struct {
	src   string // the file name, "stdin" or "default puzzle"
	line  int    // 1-based line where the puzzle starts
	text  string // the puzzle as read (for messages and --json)
	p     sudoku.Puzzle
	plain bool  // a plain grid: the rules come from the flags
	err   error // why the input is not a puzzle
}

// where returns "file:line" for messages.
func (it *item) where() string { return fmt.Sprintf("%s:%d", it.src, it.line) }

// source is one input to read.
type source struct {
	name string
	r    io.Reader
}

// openSources returns the inputs the operands name: files, "-" for
// standard input, or when there are none, standard input or, on a
// terminal, the default puzzle. The caller closes the returned closer.
func openSources(operands []string, e *env) ([]source, func(), error) {
	var closers []io.Closer
	closeAll := func() {
		for _, c := range closers {
			c.Close()
		}
	}
	var srcs []source
	if len(operands) == 0 {
		if isTerminal(e.stdin) {
			return []source{{"default puzzle", strings.NewReader(defaultPuzzle)}}, closeAll, nil
		}
		return []source{{"stdin", e.stdin}}, closeAll, nil
	}
	for _, name := range operands {
		if name == "-" {
			srcs = append(srcs, source{"stdin", e.stdin})
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		closers = append(closers, f)
		srcs = append(srcs, source{name, f})
	}
	return srcs, closeAll, nil
}

// readItems returns every puzzle of src, as scanItems reads them.
func readItems(src source, rf *ruleFlags) ([]item, error) {
	var items []item
	err := scanItems(src, rf, func(it item) { items = append(items, it) })
	return items, err
}

// scanItems reads the puzzles of src and passes each to emit as soon as it
// is read, so that a batch solves the first puzzles of a pipe while its
// writer makes the rest. The format is detected: a whole f-puzzles JSON
// document; otherwise, line by line, a line that starts with '{' is one
// f-puzzles JSON puzzle, a link is an f-puzzles or SudokuPad URL, and the
// other lines are grids, one per line or in blocks, as sudoku.ReadGrids
// reads them. rf gives plain grids their rules. emit is never called
// concurrently, and items come in input order.
func scanItems(src source, rf *ruleFlags, emit func(item)) error {
	br := bufio.NewReaderSize(src.r, 64<<10)
	var r io.Reader = br
	// A first non-blank byte '{' starts either one JSON puzzle per line or
	// a document over many lines: the first line tells which.
	lead, blank := 0, true // the input's leading blank lines, and whether so far all is blank
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
				l, err := br.ReadString('\n')
				if err != nil && err != io.EOF {
					return fmt.Errorf("%s: %w", src.name, err)
				}
				first += l
			}
			if json.Valid([]byte(first)) {
				r = io.MultiReader(strings.NewReader(first), br)
				blank = false
				break
			}
			rest, err := io.ReadAll(br)
			if err != nil {
				return fmt.Errorf("%s: %w", src.name, err)
			}
			data := append([]byte(first), rest...)
			if trimmed := bytes.TrimSpace(data); json.Valid(trimmed) {
				it := item{src: src.name, line: lead + 1, text: string(trimmed)}
				it.p, it.err = variants.ParseFPuzzles(trimmed)
				it.p.Rules = append(it.p.Rules, rf.extra()...)
				emit(it)
				return nil
			}
			r = bytes.NewReader(data) // not JSON after all: line by line
			blank = false
		case c != ' ' && c != '\t' && c != '\r':
			blank = false
		}
	}

	lines := bufio.NewReaderSize(r, 64<<10)
	g := gridFeed{src: src.name, rf: rf, emit: emit}
	defer g.end()
	for n := 1; ; n++ {
		line, err := lines.ReadString('\n')
		if line == "" && err != nil {
			if err != io.EOF {
				g.end()
				return fmt.Errorf("%s: %w", src.name, err)
			}
			return nil
		}
		t := strings.TrimSpace(line)
		var parse func(string) (sudoku.Puzzle, error)
		switch {
		case strings.HasPrefix(t, "{"):
			parse = func(t string) (sudoku.Puzzle, error) { return variants.ParseFPuzzles([]byte(t)) }
		case isLink(t):
			parse = variants.ParseFPuzzlesURL
		default:
			// Grid lines go to sudoku.ReadGrids in batches: at once when no
			// more input is waiting, so that a pipe's puzzle is not held up.
			g.add(n, line, lines.Buffered() == 0 && br.Buffered() == 0)
			continue
		}
		g.end()
		it := item{src: src.name, line: n, text: t}
		it.p, it.err = parse(t)
		it.p.Rules = append(it.p.Rules, rf.extra()...)
		emit(it)
	}
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

// isLink reports whether a line is a puzzle link or a bare f-puzzles id
// rather than a grid or a file name.
func isLink(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "://") || strings.HasPrefix(l, "www.") || strings.HasPrefix(l, "fpuz") ||
		strings.HasPrefix(l, "f-puzzles.com") || strings.HasPrefix(l, "sudokupad.app")
}
