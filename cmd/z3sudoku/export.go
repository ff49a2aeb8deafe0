package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

func exportCmd(ctx context.Context, args []string, e *env) int {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var rf ruleFlags
	var mf modelFlags
	rf.register(fs)
	mf.register(fs)
	format := fs.String("format", "", "smtlib (a script for the z3 command) or dimacs (CNF for MiniSat and other SAT solvers)")
	nth := fs.Int("n", 1, "export puzzle `N` of the input, at least 1 (the first)")
	out := fs.String("o", "", "write to this file instead of standard output")
	registerVerbose(fs, &e.verbose)
	fs.Usage = func() {
		fmt.Fprint(e.stderr, `Usage: z3sudoku export --format smtlib|dimacs [flags] [FILE|LINK]

Writes one puzzle for an external solver, with its rules and givens: the
first of FILE (or the N-th, with -n N), of a link or SudoCue text given
in its place, or of standard input; the default puzzle when there is no
FILE and standard input is a terminal. The formats:

  smtlib  a complete SMT-LIB 2 script, with (check-sat) and (get-model):
          "z3 FILE" prints sat and a model. In the onehot encoding the
          Boolean rRcC_D means "row R, column C holds D"; with --encoding int
          or bitvec each cell is one constant rRcC, as in the tutorials.
  dimacs  CNF in DIMACS form (onehot only). On 9x9, variable
          100*row + 10*column + digit (1-based) means "the cell holds the
          digit", the numbering of Lynce and Ouaknine's encoding; other sizes
          use (row-1)*N*N + (column-1)*N + digit. Comment lines say which.

"z3sudoku decode" reads the solvers' answers back into grids.

Examples:

	z3sudoku export --format smtlib puzzle.txt | z3 -in
	z3sudoku export --format smtlib puzzle.txt > p.smt2 && z3 p.smt2 > answer.txt
	z3sudoku decode --smtlib answer.txt puzzle.txt
	z3sudoku export --format dimacs puzzle.txt > p.cnf
	minisat p.cnf answer.txt; z3sudoku decode --dimacs answer.txt puzzle.txt

Flags:
`)
		printFlags(fs)
	}
	operands, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	usageErr := usageError(e.stderr, "export")
	if err := mf.check(); err != nil {
		return usageErr("%v", err)
	}
	if *format != "smtlib" && *format != "dimacs" {
		return usageErr("--format %q: want smtlib or dimacs", *format)
	}
	if *format == "dimacs" && mf.enc != sudoku.OneHot {
		return usageErr("--encoding %s: --format dimacs wants onehot", mf.encoding)
	}
	if len(operands) > 1 {
		return usageErr("want one FILE, got %d", len(operands))
	}
	if isSet(fs, "o") && *out == "" {
		return usageErr("-o '': want a file name")
	}
	if *nth < 1 {
		return usageErr("-n %d: want at least 1", *nth)
	}
	it, code := onePuzzle(ctx, operands, *nth, &rf, mf.timeout, "export", e)
	if it == nil {
		return code
	}
	m, err := it.p.ModelContext(ctx, mf.options()...)
	if err != nil {
		fmt.Fprintf(e.stderr, "%s: %s\n", it.where(), errorText(err))
		return exitFailed
	}
	defer m.Close()

	var w io.Writer = e.stdout
	var f *os.File
	if *out != "" {
		if f, err = createOutput(ctx, *out); err != nil {
			if ctx.Err() != nil {
				return exitFailed // interrupted: main gives the exit code
			}
			fmt.Fprintln(e.stderr, "z3sudoku export:", err)
			return exitFailed
		}
		defer f.Close()
		w = f
	}
	if *format == "smtlib" {
		err = m.WriteSMTLIB(w, it.p.Givens)
	} else {
		err = m.WriteDIMACS(w, it.p.Givens)
	}
	if f != nil {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if e.stdout.Err() != nil || err != nil && ctx.Err() != nil {
		return exitFailed // run reports it; or interrupted: main gives the exit code
	}
	if err != nil {
		// A write error says which file: "write p.cnf: no space left on device".
		fmt.Fprintf(e.stderr, "z3sudoku export: %s\n", errorText(err))
		return exitFailed
	}
	return exitOK
}

// onePuzzle reads the n-th puzzle of the input that operands name, which
// it opens within timeout (0: no limit). It returns nil and the exit code
// when there is none, and at once when ctx is done, with nothing to say:
// main gives the exit code of the signal.
func onePuzzle(ctx context.Context, operands []string, n int, rf *ruleFlags, timeout time.Duration, cmd string, e *env) (*item, int) {
	srcs, closeAll, err := openSources(ctx, operands, timeout, e)
	if err != nil && ctx.Err() != nil {
		return nil, exitFailed
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "z3sudoku %s: %v\n", cmd, err)
		return nil, exitFailed
	}
	defer closeAll()
	items, err := await(ctx, func() ([]item, error) { return readItems(srcs[0], rf) })
	if err != nil && ctx.Err() != nil {
		return nil, exitFailed
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "z3sudoku %s: %v\n", cmd, err)
		return nil, exitFailed
	}
	if n > len(items) {
		fmt.Fprintf(e.stderr, "z3sudoku %s: %s has %d puzzles, not %d\n", cmd, srcs[0].name, len(items), n)
		return nil, exitFailed
	}
	it := &items[n-1]
	if it.err != nil {
		fmt.Fprintf(e.stderr, "%s: %s\n", it.where(), e.reason(it.err))
		return nil, exitFailed
	}
	return it, exitOK
}

func decodeCmd(ctx context.Context, args []string, e *env) int {
	fs := flag.NewFlagSet("decode", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var rf ruleFlags
	var of outputFlags
	rf.register(fs)
	of.register(fs)
	dimacs := fs.String("dimacs", "", "a SAT solver's answer to an exported CNF (MiniSat's result file, or \"v\" lines)")
	smtlib := fs.String("smtlib", "", "the z3 command's output for an exported SMT-LIB script")
	size := fs.Int("size", 9, fmt.Sprintf("the grid's size, 1..%d, when no PUZZLE is given", sudoku.MaxSize))
	registerVerbose(fs, &e.verbose)
	fs.Usage = func() {
		fmt.Fprint(e.stderr, `Usage: z3sudoku decode --dimacs ANSWER | --smtlib ANSWER [flags] [PUZZLE]

Reads an external solver's answer to a puzzle that "z3sudoku export" wrote,
and prints the grid it assigns. ANSWER may be MiniSat's result file
("SAT" and a line of literals), a competition-style answer ("s SATISFIABLE"
and "v" lines), or the z3 command's output ("sat" and a model); "-" reads
standard input.

With PUZZLE (the file that was exported, and the same rule flags), decode
also checks the grid: it must keep the givens and satisfy every rule.
Without it, --size gives the grid's size (9 by default).

Examples:

	minisat p.cnf answer.txt; z3sudoku decode --dimacs answer.txt puzzle.txt
	z3 p.smt2 | z3sudoku decode --smtlib - puzzle.txt

Flags:
`)
		printFlags(fs)
	}
	operands, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	usageErr := usageError(e.stderr, "decode")
	if (*dimacs == "") == (*smtlib == "") {
		return usageErr("give one of --dimacs ANSWER and --smtlib ANSWER")
	}
	if len(operands) > 1 {
		return usageErr("want one PUZZLE, got %d", len(operands))
	}
	if err := of.check(e.stdout); err != nil {
		return usageErr("%v", err)
	}
	if of.resolved == formatJSON || of.resolved == formatFPuzzles {
		return usageErr("--format %s: want pretty or line (decode prints a grid)", of.resolved)
	}
	shape, err := sudoku.ShapeOf(*size)
	if err != nil {
		return usageErr("--size %d: want 1..%d", *size, sudoku.MaxSize)
	}
	var it *item
	if len(operands) == 1 {
		if it, code = onePuzzle(ctx, operands, 1, &rf, 0, "decode", e); it == nil {
			return code
		}
		shape = it.p.Shape
	}

	name := *dimacs + *smtlib
	in := e.stdin
	if name != "-" {
		f, err := openInput(ctx, name, 0)
		if err != nil && ctx.Err() != nil {
			return exitFailed // interrupted: main gives the exit code
		}
		if err != nil {
			fmt.Fprintln(e.stderr, "z3sudoku decode:", err)
			return exitFailed
		}
		defer f.Close()
		in = f
	}
	g, err := await(ctx, func() (sudoku.Grid, error) {
		if *dimacs != "" {
			return sudoku.DecodeDIMACS(in, shape)
		}
		return sudoku.DecodeSMTLIB(in, shape)
	})
	if err != nil && ctx.Err() != nil {
		return exitFailed
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "z3sudoku decode: %s: %s\n", name, errorText(err))
		return exitFailed
	}
	if it != nil {
		if err := verify(ctx, it.p, g); err != nil {
			fmt.Fprintf(e.stderr, "z3sudoku decode: %s does not solve %s: %s\n", name, it.where(), errorText(err))
			return exitFailed
		}
	}
	if of.resolved == formatPretty {
		fmt.Fprint(e.stdout, g.Pretty())
	} else {
		fmt.Fprintln(e.stdout, g.String())
	}
	return exitOK
}

// verify checks that g keeps p's givens and satisfies its rules.
func verify(ctx context.Context, p sudoku.Puzzle, g sudoku.Grid) error {
	if g.Shape() != p.Shape {
		return fmt.Errorf("the answer is %v, the puzzle %v", g.Shape(), p.Shape)
	}
	if !p.Givens.IsZero() {
		for i := range p.Shape.NumCells() {
			c := p.Shape.CellAt(i)
			if d := p.Givens.At(c); d != 0 && g.At(c) != d {
				return fmt.Errorf("%v holds %d, but the given is %d", c, g.At(c), d)
			}
		}
	}
	m, err := p.ModelContext(ctx)
	if err != nil {
		return err
	}
	defer m.Close()
	return m.Verify(g)
}
