// Command z3sudoku solves, counts, checks, generates and exports classic
// and variant Sudoku puzzles with the Z3 theorem prover.
//
// Usage:
//
//	z3sudoku solve [flags] [FILE|LINK...]       solve puzzles
//	z3sudoku count [--limit N] [FILE|LINK...]   count solutions
//	z3sudoku unique [flags] [FILE|LINK...]      check that each puzzle has one solution
//	z3sudoku candidates [flags] [FILE|LINK...]  list the true candidates of each cell
//	z3sudoku generate [flags]                   make minimal unique puzzles
//	z3sudoku export --format smtlib|dimacs [FILE|LINK]
//	z3sudoku decode --dimacs ANSWER | --smtlib ANSWER [PUZZLE]
//	z3sudoku render [--solution] [--png] [-o OUT] FILE|LINK
//	z3sudoku version
//
// With no file and a terminal on standard input, the puzzle commands use an
// embedded default puzzle, so "z3sudoku solve" alone shows what the tool
// does. Otherwise they read the files, or standard input ("-" names it too).
// The format is detected: one puzzle per line, grid blocks, f-puzzles JSON
// (a document, or one per line), SudoCue killer text, and f-puzzles or
// SudokuPad links. A link, SudoCue text or a grid on one line may also be
// given as an argument in place of a file that does not exist.
//
// Batches run in parallel (-j, one reused Model per worker) and print in
// input order: a boxed grid on a terminal, one line per puzzle otherwise,
// or JSON lines with --json. A summary line goes to standard error, unless
// the input was one puzzle and all went well.
//
// Help (-h, --help, "z3sudoku help CMD") goes to standard output and exits
// 0; a usage error is one line on standard error, with a guess at a
// mistyped command or flag, and exits 2.
//
// Exit codes: 0 when all is well, 1 when some puzzle is unsolved, not
// unique (for unique) or invalid, or the output cannot be written, 2 for
// usage errors, 130 after an interrupt (Ctrl-C, SIGINT) and 143 after
// SIGTERM. An interrupted batch prints what it has finished, in input
// order, and its summary says how many puzzles it cut short: those it
// had begun. A signal also ends the wait to open an input, such as a
// FIFO with no writer, and so does --timeout. A reader that closes the
// output early, as "| head -1" does, ends the command with exit code 1
// and no message, rather than SIGPIPE killing it; a batch or generate
// stops at once, even in the middle of a puzzle.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"

	"github.com/z3sudoku/z3sudoku/z3"
	"golang.org/x/term"
)

func main() {
	out := newOutWriter(os.Stdout)
	ctx, stop := withSignals(context.Background(), out)
	code := run(ctx, os.Args[1:], os.Stdin, out, os.Stderr)
	if sig := signalled(ctx); sig != nil {
		code = signalExit(sig)
	}
	stop()
	os.Exit(code)
}

// Exit codes.
const (
	exitOK     = 0
	exitFailed = 1 // some puzzle unsolved, not unique, or invalid; or a write failed
	exitUsage  = 2
)

const usage = `z3sudoku solves classic and variant Sudoku with the Z3 theorem prover.

Usage:

	z3sudoku <command> [flags] [FILE|LINK...]

Commands:

	solve       solve puzzles (an embedded default puzzle when no file is given)
	count       count the solutions of each puzzle, up to --limit
	unique      check that each puzzle has exactly one solution
	candidates  list the digits each cell can hold in some solution
	generate    generate minimal unique puzzles, reproducibly from --seed
	export      write a puzzle as SMT-LIB (for z3) or DIMACS CNF (for MiniSat)
	decode      read a SAT solver's or z3's answer back into a grid
	render      draw a puzzle as SVG or PNG, optionally with its solution
	serve       serve a setter's workbench: a local web page and JSON API
	version     print the versions of z3sudoku and Go (also --version)

Input is detected: one puzzle per line, grid blocks, f-puzzles JSON,
SudoCue killer text, and f-puzzles or SudokuPad links; a link, SudoCue text
or a grid may also be given as an argument. Run "z3sudoku help <command>"
(or "z3sudoku <command> --help") for a command's flags and examples.

Exit codes: 0 all well, 1 some puzzle unsolved or invalid, or output not
written (also, quietly, when a reader such as "head -1" closes the pipe),
2 usage error, 130 interrupted (SIGINT), 143 terminated (SIGTERM).
`

// run dispatches a subcommand and returns the exit code. Everything it
// writes to stdout goes through an outWriter, whose first write error ends
// the command with exit code 1, and a message unless the pipe's reader
// has gone. Help goes to stdout, with exit code 0; usage errors to
// stderr, with exit code 2.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	out, ok := stdout.(*outWriter)
	if !ok {
		out = newOutWriter(stdout)
	}
	e := &env{stdin: stdin, stdout: out, stderr: &stderrWriter{w: stderr, help: out}}
	cmd := args[0]
	if cmd == "help" && len(args) > 1 {
		// "z3sudoku help CMD" is "z3sudoku CMD --help".
		switch cmd = args[1]; {
		case cmd == "help":
			args = []string{"--help"}
		case slices.Contains(commands, cmd):
			args = []string{cmd, "--help"}
		default:
			return unknownCommand(stderr, cmd)
		}
		cmd = args[0]
	}
	var code int
	switch cmd {
	case "solve", "count", "unique", "candidates":
		code = batchCmd(ctx, cmd, args[1:], e)
	case "generate":
		code = generateCmd(ctx, args[1:], e)
	case "export":
		code = exportCmd(ctx, args[1:], e)
	case "decode":
		code = decodeCmd(ctx, args[1:], e)
	case "render":
		code = renderCmd(ctx, args[1:], e)
	case "serve":
		code = serveCmd(ctx, args[1:], e)
	case "version", "-version", "--version":
		code = versionCmd(args[1:], e)
	case "-h", "-help", "--help", "help":
		fmt.Fprint(out, usage)
	default:
		return unknownCommand(stderr, cmd)
	}
	if err := out.Flush(); err != nil {
		if !quietWriteError(err) {
			fmt.Fprintf(stderr, "z3sudoku %s: %v\n", cmd, err)
		}
		return exitFailed
	}
	return code
}

// versionCmd prints the version, or its help.
func versionCmd(args []string, e *env) int {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "Usage: z3sudoku version\n\nPrints the versions of z3sudoku, of Go and of the Z3 library it loads\n(or why Z3 cannot be loaded). --version does the same.\n")
	}
	operands, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	if len(operands) > 0 {
		return usageError(e.stderr, "version")("unexpected argument %q", operands[0])
	}
	fmt.Fprintln(e.stdout, versionText())
	return exitOK
}

// env is where a command reads and writes.
type env struct {
	stdin   io.Reader
	stdout  *outWriter
	stderr  io.Writer // a *stderrWriter from run
	verbose bool      // -v: whole error messages (see reason)
}

// isTerminal reports whether f is an interactive terminal: a file, or an
// outWriter on one, that isatty(3) accepts. A pipe, a regular file and
// /dev/null are not terminals.
func isTerminal(f any) bool {
	fd, ok := f.(interface{ Fd() uintptr })
	return ok && fd.Fd() != noFd && term.IsTerminal(int(fd.Fd()))
}

// versionText is what "z3sudoku version" prints: the module's version as
// the go command recorded it ("devel" when built from a work tree), and
// the Go version and platform, and the version of libz3, or why it cannot
// be loaded (puzzles the native search settles still solve without it).
func versionText() string {
	v := "devel"
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		v = info.Main.Version
	}
	if err := z3.Load(); err != nil {
		return fmt.Sprintf("z3sudoku %s (Z3 not loaded, %s %s/%s)\n%v", v, runtime.Version(), runtime.GOOS, runtime.GOARCH, err)
	}
	return fmt.Sprintf("z3sudoku %s (Z3 %s, %s %s/%s)", v, z3.Version(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
