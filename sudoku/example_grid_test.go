package sudoku_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleParse() {
	// Nine lines of space-separated digits, 0 for a blank, as many sites
	// print them. The shape is inferred from the 81 cells.
	g, err := sudoku.Parse(`
		5 3 0 0 7 0 0 0 0
		6 0 0 1 9 5 0 0 0
		0 9 8 0 0 0 0 6 0
		8 0 0 0 6 0 0 0 3
		4 0 0 8 0 3 0 0 1
		7 0 0 0 2 0 0 0 6
		0 6 0 0 0 0 2 8 0
		0 0 0 4 1 9 0 0 5
		0 0 0 0 8 0 0 7 9`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Shape(), g.NumGivens(), "givens")
	fmt.Println(g)

	// Errors say where the problem is.
	_, err = sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7?")
	fmt.Println(err)
	fmt.Println(errors.Is(err, sudoku.ErrInvalidGrid))
	// Output:
	// 9x9 (3x3 boxes) 30 givens
	// 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
	// sudoku: invalid grid: line 1, column 81: bad character "?"
	// true
}

func ExampleParseGrid() {
	// The shape is needed for a Latin square, which has no boxes.
	g, err := sudoku.ParseGrid(sudoku.LatinShape(5), "1.... .2... ..3.. ...4. ....5")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g.Pretty())
	// Output:
	// 1 . . . .
	// . 2 . . .
	// . . 3 . .
	// . . . 4 .
	// . . . . 5
}

func ExampleGrid_Pretty() {
	g, err := sudoku.Parse("1.....2.....3.....4.....5.....6.....")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g.Pretty())
	// Output:
	// 1 . . | . . .
	// 2 . . | . . .
	// ------+------
	// 3 . . | . . .
	// 4 . . | . . .
	// ------+------
	// 5 . . | . . .
	// 6 . . | . . .
}

func ExampleGrid_String() {
	// Grids up to 35x35 print one symbol per cell, letters from 10 on.
	g := sudoku.NewGrid(sudoku.Shape16)
	g.Set(sudoku.Cell{Row: 0, Col: 0}, 10)
	g.Set(sudoku.Cell{Row: 0, Col: 1}, 16)
	fmt.Println(g.String()[:16])
	// Output:
	// AG..............
}

func ExampleGrid_Clone() {
	// A Grid refers to its digits, like a slice: a copy sees changes made
	// through the original, a clone does not.
	g := sudoku.NewGrid(sudoku.Shape4)
	alias, clone := g, g.Clone()
	g.Set(sudoku.Cell{Row: 0, Col: 0}, 3)
	fmt.Println(alias)
	fmt.Println(clone)
	// Output:
	// 3...............
	// ................
}

func ExampleParseCell() {
	c, err := sudoku.ParseCell("r3c7")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Row, c.Col, c)

	_, err = sudoku.ParseCell("r0c1")
	fmt.Println(err)
	// Output:
	// 2 6 r3c7
	// sudoku: bad rule: cell "r0c1": row 0 out of range 1..64
}

func ExampleParseCells() {
	// Lists and ranges of cells, as setters write them.
	cells, err := sudoku.ParseCells("r1c1, r2c2-3, r3-4c4")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(cells)
	// Output:
	// [r1c1 r2c2 r2c3 r3c4 r4c4]
}

func ExampleShapeOf() {
	for _, size := range []int{6, 9, 12, 7} {
		s, _ := sudoku.ShapeOf(size)
		fmt.Println(s)
	}
	// Output:
	// 6x6 (2x3 boxes)
	// 9x9 (3x3 boxes)
	// 12x12 (3x4 boxes)
	// 7x7 (no boxes)
}

func ExampleReadGrids() {
	const file = `# Two puzzles on one line each, a bad one, and one in the boxed form.
4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
52...6.........7.13...........4..8..6......5...........418.........3..2...87.....
6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1...

1 . | . 4
. 4 | 1 .
----+----
4 . | . 1
. 1 | 4 .
`
	for rec := range sudoku.ReadGrids(strings.NewReader(file), sudoku.Shape{}) {
		if rec.Err != nil {
			fmt.Printf("line %d: %v\n", rec.Line, rec.Err)
			continue
		}
		fmt.Printf("line %d: %v with %d givens\n", rec.Line, rec.Grid.Shape(), rec.Grid.NumGivens())
	}
	// Output:
	// line 2: 9x9 (3x3 boxes) with 17 givens
	// line 3: 9x9 (3x3 boxes) with 17 givens
	// line 4: sudoku: invalid grid: found 80 cells, which is not n*n for any n (8x8 has 64, 9x9 has 81)
	// line 6: 4x4 (2x2 boxes) with 8 givens
}
