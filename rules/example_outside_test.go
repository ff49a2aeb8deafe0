package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// outSolveAndPrint solves givens under rs and prints whether the solution is
// unique, and the solution.
func outSolveAndPrint(s sudoku.Shape, rs []sudoku.Rule, givens sudoku.Grid) {
	m, err := sudoku.New(s, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	sol, unique, err := m.Unique(bg, givens)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
}

func ExampleSandwich() {
	// A 6x6 sandwich: the digits between the 1 and the 6 of a row or
	// column add up to the clue. Lines count from 0: Column(0) is
	// "column 1".
	s := sudoku.Shape6
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.Sandwich{Line: rules.Column(0), Sum: 6},
		rules.Sandwich{Line: rules.Column(2), Sum: 3},
		rules.Sandwich{Line: rules.Column(3), Sum: 6},
		rules.Sandwich{Line: rules.Column(4), Sum: 7},
		rules.Sandwich{Line: rules.Row(4), Sum: 0},
	}
	givens, _ := sudoku.ParseGrid(s, "...... ...1.. ...... ...... ...... ......")
	outSolveAndPrint(s, rs, givens)
	fmt.Println(rs[5])
	// Output:
	// unique: true
	// 3 1 4 | 5 6 2
	// 5 6 2 | 1 4 3
	// ------+------
	// 1 2 6 | 4 3 5
	// 4 5 3 | 2 1 6
	// ------+------
	// 2 3 1 | 6 5 4
	// 6 4 5 | 3 2 1
	// sandwich on row 5 (sum 0)
}

func ExampleSkyscraper() {
	// Three skyscraper clues and no givens make a unique 4x4.
	s := sudoku.Shape4
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.Skyscraper{Line: rules.Row(2), Count: 3},
		rules.Skyscraper{Line: rules.Row(3), FromEnd: true, Count: 4},
		rules.Skyscraper{Line: rules.Column(3), Count: 1},
	}
	outSolveAndPrint(s, rs, sudoku.Grid{})
	fmt.Println(rs[2])
	// Output:
	// unique: true
	// 2 1 | 3 4
	// 3 4 | 1 2
	// ----+----
	// 1 2 | 4 3
	// 4 3 | 2 1
	// skyscraper on row 4 from the right (4)
}

func ExampleLittleKiller() {
	// Little killer clues sit just outside the grid: Cell{Row: 0, Col: -1}
	// is left of r1c1, "r1c0" as f-puzzles writes it.
	s := sudoku.Shape6
	at := func(r, c int) sudoku.Cell { return sudoku.Cell{Row: r, Col: c} }
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.LittleKiller{Sum: 19, Clue: at(0, -1), Dir: rules.DownRight},
		rules.LittleKiller{Sum: 5, Clue: at(2, -1), Dir: rules.UpRight},
		rules.LittleKiller{Sum: 11, Clue: at(2, 6), Dir: rules.UpLeft},
		rules.LittleKiller{Sum: 6, Clue: at(3, -1), Dir: rules.UpRight},
		rules.LittleKiller{Sum: 16, Clue: at(5, 6), Dir: rules.UpLeft},
		rules.LittleKiller{Sum: 17, Clue: at(6, -1), Dir: rules.UpRight},
		rules.LittleKiller{Sum: 8, Clue: at(6, 4), Dir: rules.UpLeft},
	}
	outSolveAndPrint(s, rs, sudoku.Grid{})
	fmt.Println(rs[1], rs[1].(rules.LittleKiller).Cells(s))
	// Output:
	// unique: true
	// 5 3 1 | 4 6 2
	// 2 4 6 | 1 3 5
	// ------+------
	// 1 6 5 | 2 4 3
	// 4 2 3 | 5 1 6
	// ------+------
	// 3 1 2 | 6 5 4
	// 6 5 4 | 3 2 1
	// little killer at r1c0 (down-right, sum 19) [r2c1 r3c2 r4c3 r5c4 r6c5]
}

func ExampleLineOfClue() {
	// An importer reads outside clues at f-puzzles positions such as R0C3
	// (above column 3) and R5C10 (right of row 5); as 0-based cells they
	// are row -1 and column 9 of a 9x9.
	s := sudoku.Shape9
	for _, clue := range []sudoku.Cell{{Row: -1, Col: 2}, {Row: 4, Col: 9}} {
		line, fromEnd, err := rules.LineOfClue(s, clue)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(clue, rules.XSum{Line: line, FromEnd: fromEnd, Sum: 20})
	}
	_, _, err := rules.LineOfClue(s, sudoku.Cell{Row: -1, Col: -1})
	fmt.Println(err)
	// Output:
	// r0c3 x-sum on column 3 from the top (sum 20)
	// r5c10 x-sum on row 5 from the right (sum 20)
	// sudoku: bad rule: outside clue r0c0 is not beside a row or column of the 9x9 grid
}
