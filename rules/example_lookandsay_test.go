package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleLookAndSay() {
	// Look-and-say cages on a 4x4: a clue of 22 is two 2s, 1103 is one 1
	// and no 3.
	s := sudoku.Shape4
	say := func(cells string, pairs ...rules.LookAndSayPair) sudoku.Rule {
		return rules.LookAndSay{Cells: sudoku.MustCells(cells), Pairs: pairs}
	}
	rs := []sudoku.Rule{
		rules.Classic(),
		say("r1c1 r2c2 r3c3", rules.LookAndSayPair{Count: 2, Digit: 2}),
		say("r1c3 r2c4 r3c4", rules.LookAndSayPair{Count: 1, Digit: 1}, rules.LookAndSayPair{Count: 0, Digit: 3}),
		say("r4c1 r4c2 r3c1", rules.LookAndSayPair{Count: 1, Digit: 4}, rules.LookAndSayPair{Count: 1, Digit: 2}),
		say("r2c1 r1c2", rules.LookAndSayPair{Count: 1, Digit: 3}),
		say("r4c3 r4c4", rules.LookAndSayPair{Count: 1, Digit: 3}),
		say("r3c2 r2c3", rules.LookAndSayPair{Count: 0, Digit: 1}),
	}
	outSolveAndPrint(s, rs, sudoku.Grid{})
	fmt.Println(rs[2])
	// Output:
	// unique: true
	// 2 4 | 1 3
	// 3 1 | 4 2
	// ----+----
	// 1 3 | 2 4
	// 4 2 | 3 1
	// look-and-say at r1c3 (1x1 0x3)
}
