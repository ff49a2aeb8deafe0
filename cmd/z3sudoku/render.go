package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/z3sudoku/z3sudoku/render"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// renderUsage is the render command's help.
const renderUsage = `Usage: z3sudoku render [--solution] [--candidates] [--png] [--theme T] [--cell N] [-o OUT] FILE

Draws the puzzle in FILE as SVG, or as PNG with --png, to standard output
or to OUT. FILE ("-" for standard input) holds a plain grid (the first one,
if it holds several; a classic puzzle, or a Latin square for sizes without
boxes), f-puzzles JSON, SudoCue killer text, or an f-puzzles or SudokuPad
link; FILE may also be the link or SudoCue text itself.

Every built-in rule is drawn: cages, thermometers, arrows, lines, dots,
outside clues and the rest; rules over the whole grid, such as anti-knight,
are named under it. PNG output is binary: it is not written to a terminal,
so give -o or redirect it.

Examples:

	z3sudoku render puzzle.txt > puzzle.svg
	z3sudoku render --solution --theme print killer.json > solved.svg
	z3sudoku render --png --cell 64 -o thermo.png thermo.json
	z3sudoku render --candidates 'https://f-puzzles.com/?load=N4Ig...' > marks.svg

Flags:
`

// renderOptions are the flags of the render command.
type renderOptions struct {
	solution, candidates, png bool
	theme                     string
	cell                      int
	out                       string
}

func renderCmd(ctx context.Context, args []string, e *env) int {
	stdout, stderr := e.stdout, e.stderr
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opt renderOptions
	fs.BoolVar(&opt.solution, "solution", false, "solve the puzzle and draw its solution")
	fs.BoolVar(&opt.candidates, "candidates", false, "draw every empty cell's candidates as pencil marks")
	fs.BoolVar(&opt.png, "png", false, "write PNG instead of SVG")
	fs.StringVar(&opt.theme, "theme", render.Default.Name, "colour theme: "+themeNames())
	fs.IntVar(&opt.cell, "cell", render.DefaultCellSize, fmt.Sprintf("cell size in pixels, %d..%d", render.MinCellSize, render.MaxCellSize))
	fs.StringVar(&opt.out, "o", "", "write to `OUT` instead of standard output")
	fs.Usage = func() {
		fmt.Fprint(stderr, renderUsage)
		printFlags(fs)
	}
	var rf ruleFlags
	rf.register(fs)
	registerVerbose(fs, &e.verbose)
	operands, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	usage := usageError(stderr, "render")
	if len(operands) != 1 {
		return usage("want one FILE, got %d", len(operands))
	}
	theme, ok := themeByName(opt.theme)
	if !ok {
		return usage("--theme %q: want %s", opt.theme, themeNames())
	}
	if opt.cell < render.MinCellSize || opt.cell > render.MaxCellSize {
		return usage("--cell %d: want %d..%d", opt.cell, render.MinCellSize, render.MaxCellSize)
	}
	if isSet(fs, "o") && opt.out == "" {
		return usage("-o '': want a file name")
	}
	if opt.png && opt.out == "" && isTerminal(stdout) {
		return usage("--png: not written to a terminal; give -o OUT or redirect the output")
	}

	fail := func(err error) int {
		fmt.Fprintln(stderr, "z3sudoku render:", err)
		return exitFailed
	}
	it, code := onePuzzle(ctx, operands, 1, &rf, 0, "render", e)
	if it == nil {
		return code
	}
	data, err := drawPuzzle(ctx, it.p, opt, theme)
	if err != nil {
		return fail(err)
	}
	if opt.out == "" {
		if _, err := stdout.Write(data); err != nil {
			return exitFailed // run reports it
		}
		return exitOK
	}
	f, err := createOutput(ctx, opt.out) // a FIFO's open waits for a reader
	if err != nil && ctx.Err() != nil {
		return exitFailed // interrupted: main gives the exit code
	}
	if err != nil {
		return fail(err)
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil && ctx.Err() != nil {
		return exitFailed
	}
	if err != nil {
		return fail(err)
	}
	return exitOK
}

// drawPuzzle draws p as the options say, solving it first for
// --solution and --candidates. It draws into memory, so that a failure
// leaves no half-written file behind. Any rule is drawn, custom ones
// included (with a generic marking if need be).
func drawPuzzle(ctx context.Context, p sudoku.Puzzle, opt renderOptions, theme render.Theme) ([]byte, error) {
	opts := render.Options{render.WithTheme(theme), render.WithCellSize(opt.cell)}
	if opt.solution || opt.candidates {
		more, err := solveForDrawing(ctx, p, opt.solution, opt.candidates)
		if err != nil {
			return nil, err
		}
		opts = append(opts, more...)
	}
	var buf bytes.Buffer
	var err error
	if opt.png {
		err = render.PNG(&buf, p, opts)
	} else {
		err = render.SVG(&buf, p, opts)
	}
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// solveForDrawing solves p with its own Model for the solution, the
// candidates or both.
func solveForDrawing(ctx context.Context, p sudoku.Puzzle, solution, candidates bool) (render.Options, error) {
	m, err := p.ModelContext(ctx)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	var opts render.Options
	if solution {
		sol, err := m.Solve(ctx, p.Givens)
		if err != nil {
			return nil, fmt.Errorf("solving %v: %w", p, err)
		}
		opts = append(opts, render.WithSolution(sol))
	}
	if candidates {
		c, err := m.Candidates(ctx, p.Givens)
		if err != nil {
			return nil, fmt.Errorf("candidates of %v: %w", p, err)
		}
		opts = append(opts, render.WithCandidates(c))
	}
	return opts, nil
}

func themeByName(name string) (render.Theme, bool) {
	for _, t := range render.Themes() {
		if strings.EqualFold(t.Name, name) {
			return t, true
		}
	}
	return render.Theme{}, false
}

func themeNames() string {
	var names []string
	for _, t := range render.Themes() {
		names = append(names, t.Name)
	}
	return strings.Join(names, " or ")
}
