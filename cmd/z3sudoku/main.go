// Command z3sudoku solves, counts, checks, generates and exports classic
// and variant Sudoku puzzles with the Z3 theorem prover.
//
// Usage:
//
//	z3sudoku solve [flags] [FILE...]       solve puzzles
//	z3sudoku count [--limit N] [FILE...]   count solutions
//	z3sudoku unique [flags] [FILE...]      check that each puzzle has one solution
//	z3sudoku candidates [flags] [FILE...]  list the true candidates of each cell
//	z3sudoku generate [flags]              make minimal unique puzzles
//	z3sudoku export --format smtlib|dimacs [FILE]
//	z3sudoku decode --dimacs ANSWER | --smtlib ANSWER [PUZZLE]
//	z3sudoku render [--solution] [--png] [-o OUT] FILE
//
// With no file and a terminal on standard input, the puzzle commands use an
// embedded default puzzle, so "z3sudoku solve" alone shows what the tool
// does. Otherwise they read the files, or standard input ("-" names it too).
// The format is detected: one puzzle per line, grid blocks, f-puzzles JSON
// (a document, or one per line) and f-puzzles or SudokuPad links.
//
// Batches run in parallel (-j, one reused Model per worker) and print in
// input order: a boxed grid on a terminal, one line per puzzle otherwise,
// or JSON lines with --json. A summary line goes to standard error.
//
// Exit codes: 0 when all is well, 1 when some puzzle is unsolved, not
// unique (for unique) or invalid, 2 for usage errors.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit codes.
const (
	exitOK     = 0
	exitFailed = 1 // some puzzle unsolved, not unique, or invalid
	exitUsage  = 2
)

const usage = `z3sudoku solves classic and variant Sudoku with the Z3 theorem prover.

Usage:

	z3sudoku <command> [flags] [FILE...]

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

Input is detected: one puzzle per line, grid blocks, f-puzzles JSON, and
f-puzzles or SudokuPad links. Run "z3sudoku <command> -h" for a command's
flags and examples.

Exit codes: 0 all well, 1 some puzzle unsolved or invalid, 2 usage error.
`

// run dispatches a subcommand and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	env := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	switch args[0] {
	case "solve", "count", "unique", "candidates":
		return batchCmd(args[0], args[1:], env)
	case "generate":
		return generateCmd(args[1:], env)
	case "export":
		return exportCmd(args[1:], env)
	case "decode":
		return decodeCmd(args[1:], env)
	case "render":
		return renderCmd(args[1:], env)
	case "serve":
		return serveCmd(args[1:], env)
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "z3sudoku: unknown command %q\n\n%s", args[0], usage)
	return exitUsage
}

// env is where a command reads and writes.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
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
