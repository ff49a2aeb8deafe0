// Command counting reproduces the notebook's solution-counting exercise:
// take away one given of the first tutorial's puzzle (the 4 at r1c6) so
// that it has several solutions, count them with Count, then list them all
// with Solutions, and check that both agree.
//
// Count stops at its limit, so a limit well above the expected number makes
// the count exact. Solutions yields each solution once, in no particular
// order; the program sorts them so the listing is the same on every run.
//
// Run it from the module root with:
//
//	go run ./examples/counting
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// puzzle is the first tutorial's puzzle without the 4 at r1c6, row by row,
// with 0 for an empty cell.
const puzzle = "000090030000510007089000040000000208060201050102000000070000520900065000040970000"

// countLimit is far above the number of solutions, so the count is exact.
const countLimit = 50

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run counts and lists the solutions of the puzzle and writes them to w.
// It fails if Count and Solutions disagree.
func run(w io.Writer) error {
	ctx := context.Background()
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		return err
	}
	m, err := sudoku.New(givens.Shape(), []sudoku.Rule{rules.Classic()})
	if err != nil {
		return err
	}
	defer m.Close()

	n, err := m.Count(ctx, givens, countLimit)
	if err != nil {
		return fmt.Errorf("counting: %w", err)
	}
	if n == countLimit {
		return fmt.Errorf("the puzzle has %d solutions or more; raise countLimit", n)
	}

	var sols []string
	for sol, err := range m.Solutions(ctx, givens) {
		if err != nil {
			return fmt.Errorf("listing the solutions: %w", err)
		}
		if err := m.Verify(sol); err != nil {
			return fmt.Errorf("the solution %v breaks a rule: %w", sol, err)
		}
		sols = append(sols, sol.String())
	}
	if len(sols) != n {
		return fmt.Errorf("Solutions listed %d solutions, Count found %d", len(sols), n)
	}
	slices.Sort(sols)

	var b strings.Builder
	fmt.Fprintf(&b, "puzzle: %v\n", givens)
	fmt.Fprintf(&b, "Count (limit %d): %d solutions\n", countLimit, n)
	for i, s := range sols {
		fmt.Fprintf(&b, "%2d %s\n", i+1, s)
	}
	fmt.Fprintf(&b, "Solutions listed %d, the same as Count\n", len(sols))
	_, err = io.WriteString(w, b.String())
	return err
}
