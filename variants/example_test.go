package variants_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

func ExampleParseFPuzzles() {
	// A 4x4 thermo: the bottom row's thermometer must read 1 2 3 4.
	const data = `{
	  "size": 4,
	  "title": "Thermo 4x4",
	  "grid": [
	    [{"value": 3, "given": true}, {}, {"value": 1, "given": true}, {}],
	    [{}, {}, {}, {}],
	    [{}, {}, {}, {}],
	    [{}, {}, {}, {}]
	  ],
	  "thermometer": [{"lines": [["R4C1", "R4C2", "R4C3", "R4C4"]]}]
	}`
	p, err := variants.ParseFPuzzles([]byte(data))
	if err != nil {
		log.Fatal(err)
	}
	m, err := p.Model()
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Title, p.Rules, unique)
	fmt.Print(sol.Pretty())
	// Output:
	// Thermo 4x4 [rows+columns+boxes thermometer at r4c1] true
	// 3 4 | 1 2
	// 2 1 | 4 3
	// ----+----
	// 4 3 | 2 1
	// 1 2 | 3 4
}

func ExampleX() {
	givens, err := sudoku.Parse("..7.28.1.5....3.....8......87..46..........9....8.....9.....3.7...1.......4......")
	if err != nil {
		log.Fatal(err)
	}
	p := variants.X(givens, variants.WithTitle("Sudoku-X"))
	m, err := p.Model()
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	sol, err := m.Solve(context.Background(), p.Givens)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Title, p.Rules)
	fmt.Print(sol.Pretty())
	// Output:
	// Sudoku-X [rows+columns+boxes main diagonal+anti-diagonal]
	// 4 9 7 | 6 2 8 | 5 1 3
	// 5 2 6 | 9 1 3 | 7 4 8
	// 1 3 8 | 4 5 7 | 9 2 6
	// ------+-------+------
	// 8 7 9 | 5 4 6 | 2 3 1
	// 6 1 5 | 3 7 2 | 8 9 4
	// 3 4 2 | 8 9 1 | 6 7 5
	// ------+-------+------
	// 9 8 1 | 2 6 4 | 3 5 7
	// 7 5 3 | 1 8 9 | 4 6 2
	// 2 6 4 | 7 3 5 | 1 8 9
}

func ExampleKiller() {
	cage := func(sum int, cells string) rules.Cage {
		return rules.Cage{Sum: sum, Cells: sudoku.MustCells(cells)}
	}
	// A 6x6 killer without givens: the shape comes from WithShape.
	p := variants.Killer([]rules.Cage{
		cage(9, "r1c1 r2c1 r3c1"), cage(6, "r1c2 r1c3 r1c4"), cage(14, "r1c5 r2c5 r3c5"),
		cage(6, "r1c6 r2c6"), cage(9, "r2c2 r3c2"), cage(8, "r2c3 r2c4"), cage(10, "r3c3 r3c4"),
		cage(8, "r3c6 r4c5 r4c6"), cage(13, "r4c1 r4c2 r5c1 r6c1"), cage(15, "r4c3 r4c4 r5c3 r5c4"),
		cage(9, "r5c2 r6c2 r6c3"), cage(10, "r5c5 r6c4 r6c5"), cage(9, "r5c6 r6c6"),
	}, sudoku.Grid{}, variants.WithShape(sudoku.Shape6))
	m, err := p.Model()
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(unique)
	fmt.Print(sol.Pretty())
	// Output:
	// true
	// 6 3 2 | 1 5 4
	// 1 4 5 | 3 6 2
	// ------+------
	// 2 5 6 | 4 3 1
	// 4 1 3 | 6 2 5
	// ------+------
	// 5 6 4 | 2 1 3
	// 3 2 1 | 5 4 6
}

func ExampleParseSudoCue() {
	// A killer posted as SudoCue text: 3x3 boxes, no diagonals ("::"),
	// killer ("k"), then 256*sum + cage for each cell.
	const s = "3x3::k:3595:3595:3844:3844:3090:3336:3336:2575:2575:3595:4620:4620:3348:3090:5:5648:5648:2575:" +
		"3350:4620:4620:3348:3090:23:5648:5648:3841:3350:2581:24:3348:25:26:27:2579:3841:28:2581:29:30:4625:" +
		"4625:4625:2579:31:3843:2581:32:33:34:35:36:2579:3335:3843:4878:4878:37:38:39:4618:4618:3335:3341:" +
		"4878:4878:40:41:42:4618:4618:3593:3341:3341:3334:3334:43:3842:3842:3593:3593:"
	p, err := variants.ParseSudoCue(s)
	if err != nil {
		log.Fatal(err)
	}
	m, err := p.Model()
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(p.Rules)-1, "cages, unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// 21 cages, unique: true
	// 2 7 9 | 6 4 8 | 5 3 1
	// 5 8 1 | 7 3 9 | 4 2 6
	// 4 6 3 | 2 5 1 | 7 9 8
	// ------+-------+------
	// 9 5 6 | 4 8 3 | 2 1 7
	// 1 2 8 | 9 7 5 | 6 4 3
	// 7 3 4 | 1 6 2 | 8 5 9
	// ------+-------+------
	// 8 1 2 | 5 9 7 | 3 6 4
	// 6 9 7 | 3 2 4 | 1 8 5
	// 3 4 5 | 8 1 6 | 9 7 2
}

func ExampleFPuzzlesURL() {
	givens, err := sudoku.Parse("3.1. .... .... ....")
	if err != nil {
		log.Fatal(err)
	}
	p := variants.Thermo([]rules.Thermometer{{Cells: sudoku.MustCells("r4c1-4")}}, givens)
	link, err := variants.FPuzzlesURL(p)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.HasPrefix(link, "https://www.f-puzzles.com/?load=N4Ig"))
	q, err := variants.ParseFPuzzlesURL(link)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(q.Shape, q.Rules, q.Givens)
	// Output:
	// true
	// 4x4 (2x2 boxes) [rows+columns+boxes thermometer at r4c1] 3.1.............
}

func ExampleCanonical() {
	// A Windoku goes to f-puzzles as four extra regions.
	p := variants.Windoku(sudoku.Grid{})
	c, err := variants.Canonical(p)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Rules)
	fmt.Println(c.Rules)
	// Output:
	// [rows+columns+boxes windoku]
	// [rows+columns+boxes extra region at r2c2 extra region at r2c6 extra region at r6c2 extra region at r6c6]
}

func ExampleSudoCueText() {
	// A 4x4 killer written as SudoCue text: each cell's code is
	// 256*sum + cage, the cages numbered from 0 in reading order.
	p := sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{
		rules.Classic(),
		rules.Cage{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2")},
		rules.Cage{Sum: 7, Cells: sudoku.MustCells("r1c3 r1c4")},
	}}
	text, err := variants.SudoCueText(p)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(text)
	// Output: 2x2::k:768:768:1793:1793:0:0:0:0:0:0:0:0:0:0:0:0:
}
