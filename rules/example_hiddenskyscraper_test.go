package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleHiddenSkyscraper() {
	// Hidden skyscrapers on a 6x6 with no givens: from the clue's side,
	// the first building lower than one before it has the clue's height.
	s := sudoku.Shape6
	clue := func(l rules.Line, fromEnd bool, d int) sudoku.Rule {
		return rules.HiddenSkyscraper{Line: l, FromEnd: fromEnd, Digit: d}
	}
	rs := []sudoku.Rule{
		rules.Classic(),
		clue(rules.Column(0), false, 1), clue(rules.Column(0), true, 2),
		clue(rules.Column(1), false, 2), clue(rules.Column(1), true, 3),
		clue(rules.Column(2), true, 1),
		clue(rules.Column(3), false, 1), clue(rules.Column(3), true, 2),
		clue(rules.Row(0), true, 5),
		clue(rules.Row(1), false, 2), clue(rules.Row(1), true, 1),
		clue(rules.Row(3), false, 3),
	}
	outSolveAndPrint(s, rs, sudoku.Grid{})
	fmt.Println(rs[8])
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
	// hidden skyscraper on row 1 from the right (5)
}
