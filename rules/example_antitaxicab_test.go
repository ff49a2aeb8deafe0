package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleAntiTaxicab() {
	// "Anti-Taxi Sudoku X" (logic-masters.de, 0003OG): both diagonals
	// hold distinct digits, and no digit d has an equal digit d steps
	// away.
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals(), rules.AntiTaxicab{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	g, _ := sudoku.ParseGrid(sudoku.Shape9,
		"2.4.81...3.1.9................1...8.42............9...6.9.....7.....4....4..3....")
	sol, unique, err := m.Unique(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// unique: true
	// 2 6 4 | 5 8 1 | 7 9 3
	// 3 5 1 | 6 9 7 | 2 4 8
	// 7 9 8 | 4 2 3 | 1 6 5
	// ------+-------+------
	// 9 7 5 | 1 4 6 | 3 8 2
	// 4 2 6 | 3 7 8 | 9 5 1
	// 8 1 3 | 2 5 9 | 6 7 4
	// ------+-------+------
	// 6 3 9 | 8 1 5 | 4 2 7
	// 1 8 2 | 7 6 4 | 5 3 9
	// 5 4 7 | 9 3 2 | 8 1 6
}
