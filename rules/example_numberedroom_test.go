package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleNumberedRoom() {
	// Five numbered rooms and no givens make a unique 4x4: from the
	// clue's side, the first digit x says which cell holds the clue.
	s := sudoku.Shape4
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.NumberedRoom{Line: rules.Row(0), Digit: 4},
		rules.NumberedRoom{Line: rules.Row(0), FromEnd: true, Digit: 4},
		rules.NumberedRoom{Line: rules.Column(0), FromEnd: true, Digit: 2},
		rules.NumberedRoom{Line: rules.Row(1), Digit: 4},
		rules.NumberedRoom{Line: rules.Column(1), Digit: 2},
	}
	outSolveAndPrint(s, rs, sudoku.Grid{})
	fmt.Println(rs[1])
	// Output:
	// unique: true
	// 2 4 | 1 3
	// 3 1 | 4 2
	// ----+----
	// 1 3 | 2 4
	// 4 2 | 3 1
	// numbered room on row 1 from the left (4)
}
