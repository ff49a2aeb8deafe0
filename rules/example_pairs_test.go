package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleDifference() {
	// A white dot between r1c1 and r1c2: consecutive digits. Of the 288
	// 4x4 sudokus, 24 have each ordered pair of digits there, and 6 of
	// the 12 pairs are consecutive.
	cells := sudoku.MustCells("r1c1 r1c2")
	dot := rules.Difference{A: cells[0], B: cells[1]}
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), dot})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 1000)
	fmt.Println(n, err)

	g, _ := sudoku.ParseGrid(sudoku.Shape4, "13.. .... .... ....")
	_, err = m.Solve(context.Background(), g)
	fmt.Println(err)
	// Output:
	// 144 <nil>
	// sudoku: conflict: white dot between r1c1 and r1c2: r1c1 and r1c2 cannot hold 1 and 3
}

func ExampleXV() {
	a, b, c := sudoku.MustCells("r1c1")[0], sudoku.MustCells("r1c2")[0], sudoku.MustCells("r2c2")[0]
	for _, r := range []rules.XV{rules.X(a, b), rules.V(b, c), {A: a, B: c, Sum: 7}} {
		fmt.Println(r)
	}
	// An X needs two digits that add up to 10, which a 4x4 grid lacks.
	_, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.X(a, b)})
	fmt.Println(err)
	// Output:
	// X between r1c1 and r1c2
	// V between r1c2 and r2c2
	// XV (sum 7) between r1c1 and r2c2
	// X between r1c1 and r1c2: sudoku: bad rule: XV at r1c1: no two digits 1..4 add up to 10
}

func ExampleNegativeKropki() {
	// All black dots are given: two neighbours in a 1:2 ratio need a
	// dot. Here r1c1 and r1c2 (4 and 2) carry one; r1c4 and r2c4 (1 and
	// 2) do not.
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "4231 1342 2413 3124")
	dots := [][2]sudoku.Cell{{{Row: 0, Col: 0}, {Row: 0, Col: 1}}}
	rule := rules.NegativeKropki{Black: true, Marked: dots}
	fmt.Println(rule.Check(g))
	// Output:
	// sudoku: conflict: negative black dots: r1c4 and r2c4 hold 1 and 2, a ratio of 2, but have no mark
}

func ExampleNonConsecutive() {
	// Of the 28,200,960 6x6 sudokus, 48 are non-consecutive.
	m, err := sudoku.New(sudoku.Shape6, []sudoku.Rule{rules.Classic(), rules.NonConsecutive{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 1000)
	fmt.Println(n, err)
	// Output:
	// 48 <nil>
}

func ExampleDifferenceOrRatio() {
	// A grey dot: consecutive digits or digits in a 1:2 ratio. In a 4x4
	// grid, 1-2, 2-3, 3-4 and 2-4 in either order; 1-3 and 1-4 are not.
	cells := sudoku.MustCells("r1c1 r1c2")
	dot := rules.DifferenceOrRatio{A: cells[0], B: cells[1]}
	fmt.Println(dot)
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "2413 3142 1324 4231")
	fmt.Println(dot.Check(g))
	g, _ = sudoku.ParseGrid(sudoku.Shape4, "1324 2413 3142 4231")
	fmt.Println(dot.Check(g))
	// Output:
	// dot (difference 1 or ratio 2) between r1c1 and r1c2
	// <nil>
	// sudoku: conflict: dot (difference 1 or ratio 2) between r1c1 and r1c2: r1c1 and r1c2 hold 1 and 3, want a difference of 1 or a ratio of 2
}
