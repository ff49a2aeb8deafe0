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
// is read, so that a batch can solve the first while it reads the rest.
// The format is detected: a whole f-puzzles JSON document; otherwise, line
// by line, a line that starts with '{' is one f-puzzles JSON puzzle, a link
// is an f-puzzles or SudokuPad URL, and the other lines are grids, one per
// line or in blocks, as sudoku.ReadGrids reads them. rf gives plain grids
// their rules.
func scanItems(src source, rf *ruleFlags, emit func(item)) error {
	data, err := io.ReadAll(src.r)
	if err != nil {
		return fmt.Errorf("%s: %w", src.name, err)
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) > 0 && trimmed[0] == '{' && json.Valid(trimmed) {
		it := item{src: src.name, line: 1 + bytes.Count(data[:bytes.IndexByte(data, '{')], []byte("\n")), text: string(trimmed)}
		it.p, it.err = variants.ParseFPuzzles(trimmed)
		it.p.Rules = append(it.p.Rules, rf.extra()...)
		emit(it)
		return nil
	}

	var chunk strings.Builder // consecutive grid lines
	chunkStart := 0
	flush := func() {
		if chunk.Len() == 0 {
			return
		}
		for rec := range sudoku.ReadGrids(strings.NewReader(chunk.String()), sudoku.Shape{}) {
			it := item{src: src.name, line: chunkStart + rec.Line - 1, text: rec.Text, plain: true, err: rec.Err}
			if rec.Err == nil {
				shape := rec.Grid.Shape()
				it.p = sudoku.Puzzle{Shape: shape, Rules: rf.plain(shape), Givens: rec.Grid}
			}
			emit(it)
		}
		chunk.Reset()
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "{"):
			flush()
			it := item{src: src.name, line: n, text: t}
			it.p, it.err = variants.ParseFPuzzles([]byte(t))
			it.p.Rules = append(it.p.Rules, rf.extra()...)
			emit(it)
		case isLink(t):
			flush()
			it := item{src: src.name, line: n, text: t}
			it.p, it.err = variants.ParseFPuzzlesURL(t)
			it.p.Rules = append(it.p.Rules, rf.extra()...)
			emit(it)
		default:
			if chunk.Len() == 0 {
				chunkStart = n
			}
			chunk.WriteString(line)
			chunk.WriteByte('\n')
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", src.name, err)
	}
	flush()
	return nil
}

// isLink reports whether a line is a puzzle link or a bare f-puzzles id
// rather than a grid or a file name.
func isLink(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "://") || strings.HasPrefix(l, "www.") || strings.HasPrefix(l, "fpuz") ||
		strings.HasPrefix(l, "f-puzzles.com") || strings.HasPrefix(l, "sudokupad.app")
}
