// Command stdin solves a puzzle read from standard input, as the Scheme
// translator did. The puzzle is written one row per line or with rows
// separated by '/', and '-' marks an empty cell:
//
//	--3-2-6--/9--3-5--1/--18-64--/--81-29--/7-------8/--67-82--/--26-95--/8--2-3--9/--5-1-3--
//
// Any other form that sudoku.Parse accepts works too. When standard input is
// a terminal, or holds nothing but white space, the translator's puzzle
// above is solved instead.
//
// Run it from the module root with one of:
//
//	go run ./examples/stdin
//	echo '--3-2-6--/9--3-5--1/--18-64--/--81-29--/7-------8/--67-82--/--26-95--/8--2-3--9/--5-1-3--' | go run ./examples/stdin
//	go run ./examples/stdin < puzzle.txt
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// defaultPuzzle is the Scheme translator's puzzle, used when there is no
// input.
const defaultPuzzle = "--3-2-6--/9--3-5--1/--18-64--/--81-29--/7-------8/--67-82--/--26-95--/8--2-3--9/--5-1-3--"

// maxInput bounds how much of the input is read: a 64x64 grid of numbers,
// the largest sudoku.Parse reads, takes about 12 KB.
const maxInput = 1 << 20

func main() {
	var in io.Reader
	// Read standard input only when it is redirected; on a terminal the
	// program would otherwise wait for typing that never comes.
	if fi, err := os.Stdin.Stat(); err == nil && fi.Mode()&os.ModeCharDevice == 0 {
		in = os.Stdin
	}
	if err := run(os.Stdout, in); err != nil {
		log.Fatal(err)
	}
}

// run reads a puzzle from r, or uses defaultPuzzle when r is nil or holds
// only white space, and writes the puzzle and its solution to w.
func run(w io.Writer, r io.Reader) error {
	ctx := context.Background()
	text, source, err := readPuzzle(r)
	if err != nil {
		return err
	}
	// sudoku.Parse separates rows by newlines only, so the translator's
	givens, err := sudoku.Parse(text)
	if err != nil {
		return fmt.Errorf("reading the puzzle from %s: %w", source, err)
	}
	// Parse infers the shape from the number of cells, so a stray line
	// such as "x" reads as a 1x1 grid; the classic rules need boxes.
	if !givens.Shape().HasBoxes() {
		return fmt.Errorf("%w: the puzzle from %s is %v, want a Sudoku grid with boxes, such as 9x9",
			sudoku.ErrInvalidGrid, source, givens.Shape())
	}
	m, err := sudoku.New(givens.Shape(), []sudoku.Rule{rules.Classic()})
	if err != nil {
		return err
	}
	defer m.Close()

	sol, err := m.Solve(ctx, givens)
	if err != nil {
		return fmt.Errorf("solving the puzzle from %s: %w", source, err)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "puzzle (from %s):\n%s", source, givens.Pretty())
	fmt.Fprintf(&b, "solution:\n%s", sol.Pretty())
	_, err = io.WriteString(w, b.String())
	return err
}

// readPuzzle returns the text of the puzzle and where it came from.
func readPuzzle(r io.Reader) (text, source string, err error) {
	if r == nil {
		return defaultPuzzle, "the default", nil
	}
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return "", "", fmt.Errorf("reading the puzzle: %w", err)
	}
	if len(data) > maxInput {
		return "", "", fmt.Errorf("reading the puzzle: more than %d bytes of input", maxInput)
	}
	if strings.TrimSpace(string(data)) == "" {
		return defaultPuzzle, "the default", nil
	}
	return string(data), "input", nil
}
