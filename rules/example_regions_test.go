package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleJigsaw() {
	// A 6x6 jigsaw: rows, columns and six irregular regions. The shape
	// has no boxes, so Pretty draws none.
	s := sudoku.LatinShape(6)
	j, err := rules.ParseJigsaw(s, `
		A A A B B B
		A C A A B B
		C C C D D B
		C E C D D F
		E E E D D F
		E E F F F F`)
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := sudoku.New(s, []sudoku.Rule{rules.JigsawRules(j.Regions)})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	givens, _ := sudoku.ParseGrid(s, ".6...1 ...... ....52 ..52.. 3..... .....4")
	sol, unique, err := m.Unique(bg, givens)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", unique)
	fmt.Print(sol.Pretty())
	// Output:
	// unique: true
	// 2 6 3 5 4 1
	// 5 2 4 1 6 3
	// 1 3 6 4 5 2
	// 4 1 5 2 3 6
	// 3 4 2 6 1 5
	// 6 5 1 3 2 4
}

func ExampleParseJigsaw() {
	// A region may come in pieces: A is r1c1 r1c2 and r2c3 r2c4.
	j, err := rules.ParseJigsaw(sudoku.Shape4, `
		AABB
		BBAA
		CCDD
		CCDD`)
	fmt.Println(j.Regions[0], err)
	// Four regions of four cells: a fifth symbol is an error.
	_, err = rules.ParseJigsaw(sudoku.Shape4, "AABB\nAABB\nCCDD\nCCDE")
	fmt.Println(err)
	// Output:
	// [r1c1 r1c2 r2c3 r2c4] <nil>
	// sudoku: bad rule: jigsaw drawing: symbol 'E' at r4c4 makes more than 4 regions
}

func ExampleJigsawFromLayout() {
	// f-puzzles gives each cell a 0-based "region"; here the 4x4 boxes.
	j, err := rules.JigsawFromLayout(sudoku.Shape4, []int{
		0, 0, 1, 1,
		0, 0, 1, 1,
		2, 2, 3, 3,
		2, 2, 3, 3,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(j.Regions[3])
	// Output:
	// [r3c3 r3c4 r4c3 r4c4]
}

func ExampleWindoku() {
	windows, err := rules.Windoku{}.Windows(sudoku.Shape9)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, w := range windows {
		fmt.Println(w[0], "to", w[len(w)-1])
	}
	// With Classic, a Windoku has four more distinct 3x3 regions: r2c2
	// and r4c4 share no row, column or box, but share a window.
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Windoku{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	givens := sudoku.NewGrid(sudoku.Shape9)
	givens.Set(sudoku.Cell{Row: 1, Col: 1}, 5)
	givens.Set(sudoku.Cell{Row: 3, Col: 3}, 5)
	_, err = m.Solve(bg, givens)
	fmt.Println(err)
	// Output:
	// r2c2 to r4c4
	// r2c6 to r4c8
	// r6c2 to r8c4
	// r6c6 to r8c8
	// sudoku: conflict: window at r2c2: r2c2 and r4c4 both hold 5
}

func ExampleFlatten() {
	rs := rules.Flatten(rules.Classic(), rules.Set{rules.Diagonals(), rules.AntiKing{}})
	for _, r := range rs {
		fmt.Println(sudoku.RuleName(r))
	}
	// Output:
	// rows
	// columns
	// boxes
	// main diagonal
	// anti-diagonal
	// anti-king
}
