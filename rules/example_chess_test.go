package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleAntiKnight() {
	// An anti-knight sudoku with 12 givens.
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.AntiKnight{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	g, err := sudoku.ParseGrid(sudoku.Shape9,
		".....9.......6.....3..........25....9...8.......7.....7.......46.............5...")
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, unique, err := m.Unique(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// unique: true
	// 5 6 4 | 1 3 9 | 2 8 7
	// 2 9 1 | 8 6 7 | 4 3 5
	// 8 3 7 | 5 2 4 | 1 9 6
	// ------+-------+------
	// 4 7 6 | 2 5 3 | 9 1 8
	// 9 1 2 | 4 8 6 | 7 5 3
	// 3 8 5 | 7 9 1 | 6 4 2
	// ------+-------+------
	// 7 5 8 | 9 1 2 | 3 6 4
	// 6 2 9 | 3 4 8 | 5 7 1
	// 1 4 3 | 6 7 5 | 8 2 9
}

func ExampleNoEqualAt() {
	// A custom rule: cells a diagonal step apart, down and to the right
	// (or up and to the left), differ. It keeps 48 of the 288 4x4
	// sudokus.
	rule := rules.NoEqualAt{Offsets: [][2]int{{1, 1}}}
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), rule})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 1000)
	fmt.Println(rule, n, err)

	// Givens that break the rule are reported before any search.
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1... .2.. ..2. ....")
	_, err = m.Solve(context.Background(), g)
	fmt.Println(err)
	// Output:
	// no equal digits at offset (1,1) 48 <nil>
	// sudoku: conflict: no equal digits at offset (1,1): r2c2 and r3c3 both hold 2
}
