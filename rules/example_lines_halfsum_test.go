package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleHalfSumLine() {
	// Aad van de Wetering's "Four Triangles": on each line of four cells
	// the first two digits add up to the last two.
	lines := []string{
		"r5c1 r5c2 r5c3 r5c4", "r5c6 r5c7 r5c8 r5c9", "r6c5 r7c5 r8c5 r9c5", "r4c5 r3c5 r2c5 r1c5",
		"r1c6 r2c6 r3c6 r4c6", "r4c6 r4c7 r4c8 r4c9", "r1c6 r2c7 r3c8 r4c9", "r1c4 r2c4 r3c4 r4c4",
		"r4c1 r4c2 r4c3 r4c4", "r1c4 r2c3 r3c2 r4c1", "r6c4 r7c4 r8c4 r9c4", "r6c6 r7c6 r8c6 r9c6",
		"r6c6 r6c7 r6c8 r6c9", "r6c4 r6c3 r6c2 r6c1", "r9c6 r8c7 r7c8 r6c9", "r6c1 r7c2 r8c3 r9c4",
	}
	rs := []sudoku.Rule{rules.Classic()}
	for _, l := range lines {
		rs = append(rs, rules.HalfSumLine{Cells: sudoku.MustCells(l)})
	}
	givens, err := sudoku.ParseGrid(sudoku.Shape9,
		"......... ......... .......6. ......... .......5. ..8...2.. ......... 2........ .........")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := sudoku.New(sudoku.Shape9, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), givens)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Println(sol)
	// Output:
	// unique: true
	// 539864172726139548184725369615278493472913856398456217947582631261347985853691724
}
