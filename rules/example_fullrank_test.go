package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleFullRank() {
	// The 16 numbers a 4x4 reads along its rows and columns, both ways,
	// ranked from the smallest: row 4 read from the left is the 5th, so
	// it starts with 2 and only one of the other numbers starting with 2
	// is smaller. With one given, the grid is unique.
	s := sudoku.Shape4
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.FullRank{Clues: []rules.RankClue{{Line: rules.Row(3), Rank: 5}}},
	}
	givens, _ := sudoku.ParseGrid(s, ".... .... .1.. ....")
	outSolveAndPrint(s, rs, givens)
	fmt.Println(rs[1])

	// Allowing ties, two clues may share a rank: their numbers are equal.
	rs[1] = rules.FullRank{Ties: rules.TiesAny, Clues: []rules.RankClue{
		{Line: rules.Column(0), Rank: 10}, {Line: rules.Column(1), Rank: 15},
		{Line: rules.Row(3), Rank: 5}, {Line: rules.Row(2), FromEnd: true, Rank: 5},
	}}
	outSolveAndPrint(s, rs, sudoku.Grid{})
	fmt.Println(rs[1])
	// Output:
	// unique: true
	// 3 2 | 4 1
	// 1 4 | 3 2
	// ----+----
	// 4 1 | 2 3
	// 2 3 | 1 4
	// full rank (1 clue)
	// unique: true
	// 3 4 | 2 1
	// 1 2 | 4 3
	// ----+----
	// 4 1 | 3 2
	// 2 3 | 1 4
	// full rank (4 clues, any ties)
}
