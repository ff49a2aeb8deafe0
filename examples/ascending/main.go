// Command ascending runs the rule that the README's "Writing a rule" writes:
// Ascending, whose cells' digits increase. It counts the 4x4 grids the rule
// allows on a row and on the main diagonal, then shows the checks a rule
// gets for free from the Builder's vocabulary: givens that break it are
// reported before any search, naming the rule and the cells, and
// Model.Verify checks a filled grid against it without a Check method of
// its own.
//
// Run it from the module root with:
//
//	go run ./examples/ascending
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// README begin: Writing a rule

// Ascending says the digits of Cells increase.
type Ascending struct{ Cells []sudoku.Cell }

// Apply relates each cell to the next: a smaller digit, then a larger one.
func (r Ascending) Apply(b *sudoku.Builder) error {
	for i := 1; i < len(r.Cells); i++ {
		b.Relate(r.Cells[i-1], r.Cells[i], func(x, y int) bool { return x < y })
	}
	return nil
}

// README end

// String names the rule in errors.
func (r Ascending) String() string { return "ascending from " + r.Cells[0].String() }

// The 4x4 cases the program counts.
var (
	row4      = Ascending{Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4")}
	diagonal4 = Ascending{Cells: sudoku.MustCells("r1c1 r2c2 r3c3 r4c4")}
)

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run counts the grids and shows the errors, writing the results to w.
func run(w io.Writer) error {
	ctx := context.Background()
	for _, r := range []Ascending{row4, diagonal4} {
		n, err := count(ctx, r)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "4x4 grids %s along %v: %d\n", r, r.Cells, n)
	}

	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), row4})
	if err != nil {
		return err
	}
	defer m.Close()
	givens, err := sudoku.Parse("32.. .... .... ....")
	if err != nil {
		return err
	}
	_, err = m.Solve(ctx, givens)
	fmt.Fprintf(w, "givens 3 2 in row 1: %v\n", err)
	// A valid classic 4x4 whose first row does not ascend.
	grid, err := sudoku.Parse("2134 3412 1243 4321")
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Verify(%v): %v\n", grid, m.Verify(grid))
	return nil
}

// count returns how many 4x4 grids the classic rules and r allow.
func count(ctx context.Context, r Ascending) (int, error) {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), r})
	if err != nil {
		return 0, err
	}
	defer m.Close()
	return m.Count(ctx, sudoku.Grid{}, 1000)
}
