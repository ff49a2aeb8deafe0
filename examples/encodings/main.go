// Command encodings reproduces the notebook's comparison of encodings, with
// the library's default added: it solves the first tutorial's puzzle once
// with each of the three encodings, times each Solve, checks that all three
// give the same grid and prints a small table.
//
//   - onehot: one Boolean per (cell, digit), on Z3's SAT core (the default);
//   - int: one integer per cell with Distinct groups, as the notebook's Int
//     version;
//   - bitvec: one 4-bit bit-vector per cell with Distinct groups, as the
//     notebook's BitVec version.
//
// Only Solve is timed, not building the Model, since a Model is built once
// and then serves many puzzles. The times are a single run on one puzzle: a
// feel for the difference, not a benchmark.
//
// Run it from the module root with:
//
//	go run ./examples/encodings
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// puzzle is the first tutorial's puzzle, row by row, with 0 for an empty
// cell.
const puzzle = "000094030000510007089000040000000208060201050102000000070000520900065000040970000"

// encodings are compared in this order.
var encodings = []sudoku.Encoding{sudoku.OneHot, sudoku.Int, sudoku.BitVec}

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run solves the puzzle with every encoding and writes the table and the
// common solution to w. It fails if two encodings disagree.
func run(w io.Writer) error {
	ctx := context.Background()
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		return err
	}

	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "encoding\tsolve time")
	var first sudoku.Grid
	for _, enc := range encodings {
		sol, elapsed, err := solveWith(ctx, enc, givens)
		if err != nil {
			return fmt.Errorf("%v encoding: %w", enc, err)
		}
		if first.IsZero() {
			first = sol
		} else if !sol.Equal(first) {
			return fmt.Errorf("the %v encoding gives %v, the %v encoding %v", enc, sol, encodings[0], first)
		}
		fmt.Fprintf(tw, "%v\t%v\n", enc, elapsed.Round(time.Microsecond))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(&b, "all %d encodings give the same grid:\n%s", len(encodings), first.Pretty())
	_, err = io.WriteString(w, b.String())
	return err
}

// solveWith solves givens under the classic rules with encoding enc, on a
// Model of its own, and returns the solution and how long Solve took.
func solveWith(ctx context.Context, enc sudoku.Encoding, givens sudoku.Grid) (sudoku.Grid, time.Duration, error) {
	m, err := sudoku.New(givens.Shape(), []sudoku.Rule{rules.Classic()}, sudoku.WithEncoding(enc))
	if err != nil {
		return sudoku.Grid{}, 0, err
	}
	defer m.Close()
	start := time.Now()
	sol, err := m.Solve(ctx, givens)
	elapsed := time.Since(start)
	if err != nil {
		return sudoku.Grid{}, 0, err
	}
	return sol, elapsed, nil
}
