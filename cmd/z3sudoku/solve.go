package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// defaultPuzzle is solved when no file is given and standard input is a
// terminal: the first Z3 tutorial's puzzle.
const defaultPuzzle = "000094030000510007089000040000000208060201050102000000070000520900065000040970000"

// solveOptions are the flags of the solve command.
type solveOptions struct {
	x        bool
	encoding string
	pretty   bool
	line     bool
}

func solveCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opt solveOptions
	fs.BoolVar(&opt.x, "x", false, "add Sudoku-X: both main diagonals hold distinct digits")
	fs.StringVar(&opt.encoding, "encoding", "onehot", "encoding: onehot, int or bitvec")
	fs.BoolVar(&opt.pretty, "pretty", false, "print boxed grids even when output is not a terminal")
	fs.BoolVar(&opt.line, "line", false, "print one line per puzzle even on a terminal")
	fs.Usage = func() {
		fmt.Fprint(stderr, `Usage: z3sudoku solve [flags] [FILE...]

Solves each puzzle of the files, or of standard input ("-"). With no file
and a terminal on standard input, solves an embedded default puzzle.

Input: one puzzle per line (81 symbols for 9x9, '.', '0', '-', '_', 'x' or
'*' for blanks), or grid blocks, with '#' comments.

Examples:

	z3sudoku solve
	z3sudoku solve puzzles.txt
	echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... | z3sudoku solve
	z3sudoku solve -x sudoku-x.txt

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	enc, err := sudoku.ParseEncoding(opt.encoding)
	if err != nil {
		fmt.Fprintln(stderr, "z3sudoku solve:", err)
		return exitUsage
	}
	pretty := isTerminal(stdout)
	if opt.pretty {
		pretty = true
	}
	if opt.line {
		pretty = false
	}

	type source struct {
		name string
		r    io.Reader
	}
	var sources []source
	files := fs.Args()
	switch {
	case len(files) == 0 && isTerminal(stdin):
		sources = append(sources, source{"default puzzle", strings.NewReader(defaultPuzzle)})
	case len(files) == 0:
		sources = append(sources, source{"stdin", stdin})
	}
	for _, name := range files {
		if name == "-" {
			sources = append(sources, source{"stdin", stdin})
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(stderr, "z3sudoku solve:", err)
			return exitFailed
		}
		defer f.Close()
		sources = append(sources, source{name, f})
	}

	s := &solver{enc: enc, x: opt.x, models: make(map[sudoku.Shape]*sudoku.Model)}
	defer s.close()
	code := exitOK
	ctx := context.Background()
	for _, src := range sources {
		for rec := range sudoku.ReadGrids(src.r, sudoku.Shape{}) {
			if rec.Err != nil {
				fmt.Fprintf(stderr, "%s:%d: %v\n", src.name, rec.Line, rec.Err)
				code = exitFailed
				continue
			}
			sol, err := s.solve(ctx, rec.Grid)
			if err != nil {
				fmt.Fprintf(stderr, "%s:%d: %v\n", src.name, rec.Line, err)
				code = exitFailed
				continue
			}
			if pretty {
				fmt.Fprintln(stdout, sol.Pretty())
			} else {
				fmt.Fprintln(stdout, sol.String())
			}
		}
	}
	return code
}

// solver keeps one Model per shape, reused across puzzles.
type solver struct {
	enc    sudoku.Encoding
	x      bool
	models map[sudoku.Shape]*sudoku.Model
}

func (s *solver) solve(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	shape := g.Shape()
	m, ok := s.models[shape]
	if !ok {
		rs := []sudoku.Rule{rules.Latin()}
		if shape.HasBoxes() {
			rs = []sudoku.Rule{rules.Classic()}
		}
		if s.x {
			rs = append(rs, rules.Diagonals())
		}
		var err error
		m, err = sudoku.New(shape, rs, sudoku.WithEncoding(s.enc))
		if err != nil {
			return sudoku.Grid{}, err
		}
		s.models[shape] = m
	}
	return m.Solve(ctx, g)
}

func (s *solver) close() {
	for _, m := range s.models {
		m.Close()
	}
}

// isTerminal reports whether f is an interactive terminal.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	st, err := file.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
