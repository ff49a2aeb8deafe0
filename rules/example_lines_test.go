package rules_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleThermometer() {
	// A 4x4 sudoku with one thermometer, bulb at r4c1, and one given.
	thermo := rules.Thermometer{Cells: sudoku.MustCells("r4c1 r3c2 r2c2 r1c3")}
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), thermo})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	givens, _ := sudoku.ParseGrid(sudoku.Shape4, "...."+"...."+"...."+"...2")
	sol, unique, err := m.Unique(context.Background(), givens)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(thermo, "unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// thermometer at r4c1 unique: true
	// 2 1 | 4 3
	// 4 3 | 2 1
	// ----+----
	// 3 2 | 1 4
	// 1 4 | 3 2
}

func ExampleArrow() {
	rs := []sudoku.Rule{
		rules.Classic(),
		// A pill: r1c1 and r1c2 read as a two-digit number, the sum of the
		// four cells of its line.
		rules.Arrow{Circle: sudoku.MustCells("r1c1 r1c2"), Line: sudoku.MustCells("r2c1 r3c1 r3c2 r4c3")},
		// A one-cell circle; the line leaves it diagonally.
		rules.Arrow{Circle: sudoku.MustCells("r4c4"), Line: sudoku.MustCells("r3c3 r2c3")},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	givens, _ := sudoku.ParseGrid(sudoku.Shape4, ".4.."+"...."+"...."+"....")
	sol, unique, err := m.Unique(context.Background(), givens)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// unique: true
	// 1 4 | 3 2
	// 3 2 | 1 4
	// ----+----
	// 4 3 | 2 1
	// 2 1 | 4 3
}

func ExampleWhispers() {
	line := sudoku.MustCells("r1c1 r2c2 r1c3")
	g, _ := sudoku.ParseGrid(sudoku.Shape6, "1.4... .6.... ...... ...... ...... ......")

	// Diff 0 means (N+1)/2: 3 on 6x6.
	fmt.Println(rules.Whispers{Cells: line}.Check(g))
	fmt.Println(rules.Whispers{Cells: line, Diff: 2}.Check(g))

	// GermanWhispers is a 9x9 preset: on 4x4 no digits differ by 5.
	_, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.GermanWhispers(line...)})
	fmt.Println(err)
	// Output:
	// sudoku: conflict: whispers at r1c1: r2c2 and r1c3 hold 6 and 4, less than 3 apart
	// <nil>
	// whispers at r1c1 (diff 5): sudoku: bad rule: line at r1c1: no digits 1..4 differ by 5 or more
}

func ExampleBetween() {
	// Along a row of a 4x4 grid, the two inner cells hold two different
	// digits strictly between the circles, so the circles are 1 and 4.
	line := rules.Between{Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4")}
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), line})
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
	for _, c := range line.Cells {
		fmt.Println(c, cands.Digits(c))
	}
	// Output:
	// r1c1 [1 4]
	// r1c2 [2 3]
	// r1c3 [2 3]
	// r1c4 [1 4]
}

func ExampleRenban() {
	// Check tests a grid natively, without Z3: 6 3 5 7 4 are consecutive
	// digits in some order, but a nabner line may hold neither 5 and 4 nor
	// two equal digits.
	renban := rules.Renban{Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4 r1c5")}
	g, _ := sudoku.ParseGrid(sudoku.Shape9, "635748912"+strings.Repeat(".", 72))
	fmt.Println(renban.Check(g))
	fmt.Println(rules.Nabner{Cells: sudoku.MustCells("r1c3 r1c4 r1c5")}.Check(g))
	// Output:
	// <nil>
	// sudoku: conflict: nabner line at r1c3: r1c3 and r1c5 hold 5 and 4, equal or consecutive
}

func ExampleDoubleArrow() {
	// A 4x4 sudoku with no givens and two double arrows: on each, the
	// two circled ends add up to the digits between them.
	cells := sudoku.MustCells
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.DoubleArrow{Cells: cells("r2c2 r2c3 r1c4 r2c4 r3c4")},
		rules.DoubleArrow{Cells: cells("r1c2 r1c3 r1c4 r2c4 r2c3")},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
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
	// 4 2 | 3 1
	// 1 3 | 4 2
	// ----+----
	// 3 1 | 2 4
	// 2 4 | 1 3
}
