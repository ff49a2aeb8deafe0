// Command z3sudoku solves classic and variant Sudoku puzzles with Z3.
//
// Usage:
//
//	z3sudoku solve [flags] [FILE...]
//	z3sudoku generate [--count N] [--seed S] [--variant V] [--symmetry S]
//
// With no file and a terminal on standard input, solve solves an embedded
// default puzzle and prints it. Otherwise it reads puzzles from the files,
// or from standard input ("-" names it too), one per line or as grid
// blocks, and solves them in order.
//
// Exit codes: 0 when every puzzle is solved, 1 when a puzzle has no
// solution or is invalid, 2 for usage errors.
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
	exitOK      = 0
	exitFailed  = 1 // some puzzle unsolved or invalid
	exitUsage   = 2
	usageHeader = `z3sudoku solves classic and variant Sudoku with the Z3 theorem prover.

Usage:

	z3sudoku <command> [flags] [FILE...]

Commands:

	solve    solve puzzles (an embedded default puzzle when no file is given)
	generate generate minimal unique puzzles, reproducibly from --seed
	render   draw a puzzle as SVG or PNG, optionally with its solution

Run "z3sudoku <command> -h" for a command's flags.
`
)

// run dispatches a subcommand and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usageHeader)
		return exitUsage
	}
	switch args[0] {
	case "solve":
		return solveCmd(args[1:], stdin, stdout, stderr)
	case "generate":
		return generateCmd(args[1:], stdout, stderr)
	case "render":
		return renderCmd(args[1:], stdin, stdout, stderr)
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usageHeader)
		return exitOK
	}
	fmt.Fprintf(stderr, "z3sudoku: unknown command %q\n\n%s", args[0], usageHeader)
	return exitUsage
}
