package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A regex line: the first row of a 4x4 reads two digits of 1-2, then two
// of 3-4, and its diagonal starts with a 2; then, in place of the second
// line, a diagonal that reads 1, anything, anything, 4. The native engine propagates
// the pattern's automaton exactly along the line.
func ExampleRegex() {
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.Regex{Pattern: "[12]{2}[34]{2}", Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4")},
		rules.Regex{Pattern: "2.*", Cells: sudoku.MustCells("r1c1 r2c2 r3c3 r4c4")},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 100)
	fmt.Println(n, err)
	rs[2] = rules.Regex{Pattern: "1.*4", Cells: sudoku.MustCells("r1c1 r2c2 r3c3 r4c4")}
	m2, _ := sudoku.New(sudoku.Shape4, rs)
	defer m2.Close()
	g, _ := m2.Solve(context.Background(), sudoku.Grid{})
	fmt.Println(g.Pretty())
	// Output:
	// 24 <nil>
	// 1 2 | 4 3
	// 3 4 | 1 2
	// ----+----
	// 4 3 | 2 1
	// 2 1 | 3 4
}
