package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleDiagonalNonConsecutive() {
	// Diagonal neighbours never hold consecutive digits; orthogonal ones
	// may.
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "12.. ..3. .... ....")
	fmt.Println(rules.DiagonalNonConsecutive{}.Check(g))
	// How many 4x4 sudokus keep the rule.
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.DiagonalNonConsecutive{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	fmt.Println(m.Count(context.Background(), sudoku.Grid{}, 1000))
	// Output:
	// sudoku: conflict: diagonal non-consecutive: r1c2 and r2c3 hold 2 and 3, which are consecutive
	// 8 <nil>
}
