package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleQuadruple() {
	// A 6x6 sudoku with seven quadruples and no givens. Each circle
	// names the top-left cell of its 2x2 block; a digit listed twice
	// appears twice.
	cell := func(s string) sudoku.Cell { return sudoku.MustCells(s)[0] }
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.Quadruple{Corner: cell("r1c2"), Digits: []int{4, 5, 6}},
		rules.Quadruple{Corner: cell("r2c1"), Digits: []int{2, 6, 6}},
		rules.Quadruple{Corner: cell("r2c4"), Digits: []int{5, 1, 1}},
		rules.Quadruple{Corner: cell("r3c3"), Digits: []int{4, 1}},
		rules.Quadruple{Corner: cell("r4c3"), Digits: []int{2, 6, 1}},
		rules.Quadruple{Corner: cell("r4c5"), Digits: []int{4, 5, 5}},
		rules.Quadruple{Corner: cell("r5c3"), Digits: []int{1, 3, 6}},
	}
	m, err := sudoku.New(sudoku.Shape6, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), sudoku.Grid{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// unique: true
	// 1 4 5 | 2 6 3
	// 2 6 3 | 5 1 4
	// ------+------
	// 6 5 4 | 1 3 2
	// 3 1 2 | 6 4 5
	// ------+------
	// 4 2 1 | 3 5 6
	// 5 3 6 | 4 2 1
}

func ExampleEven() {
	// Grey squares hold even digits, grey circles odd ones.
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.Even{Cells: sudoku.MustCells("r1c1 r2c3")},
		rules.Odd{Cells: sudoku.MustCells("r1c2")},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	cands, err := m.Candidates(context.Background(), sudoku.Grid{})
	if err != nil {
		fmt.Println(err)
		return
	}
	// The true candidates: r1c1 and r2c3 even, r1c2 odd, and so r2c4
	// odd too.
	fmt.Println(cands)
	// Output:
	// 24 13 1234 1234
	// 1234 1234 24 13
	// 1234 1234 1234 1234
	// 1234 1234 1234 1234
}

func ExampleColumnIndexer() {
	// The classic 1-5-9 rule on its first column: a digit d in column 1
	// says where the 1 of its row is. With r1c1 = 3, r1c3 holds 1.
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.ColumnIndexer{Cells: sudoku.MustCells("r1-4c1")}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "3... .... .... ....")
	cands, err := m.Candidates(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(cands.Digits(sudoku.MustCells("r1c3")[0]))
	// Output:
	// [1]
}

func ExampleGivenCandidates() {
	// A 4x4 sudoku with two givens, 3 in r1c2 and r2c3, and four cells
	// that may hold only the digits pencilled in them.
	cell := func(s string) sudoku.Cell { return sudoku.MustCells(s)[0] }
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{1, 2}},
		rules.GivenCandidates{Cell: cell("r1c4"), Digits: []int{3, 4}},
		rules.GivenCandidates{Cell: cell("r3c2"), Digits: []int{1, 4}},
		rules.GivenCandidates{Cell: cell("r4c1"), Digits: []int{4}},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	givens, _ := sudoku.ParseGrid(sudoku.Shape4, ".3.. ..3. .... ....")
	sol, unique, err := m.Unique(context.Background(), givens)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// unique: true
	// 1 3 | 2 4
	// 2 4 | 3 1
	// ----+----
	// 3 1 | 4 2
	// 4 2 | 1 3
}
