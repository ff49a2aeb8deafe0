package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleParityLine() {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 .... ....")
	fmt.Println(rules.ParityLine{Cells: sudoku.MustCells("r1c1 r1c2 r1c3")}.Check(g)) // 1 2 3
	fmt.Println(rules.ParityLine{Cells: sudoku.MustCells("r1c1 r2c1")}.Check(g))      // 1 3
	// Output:
	// <nil>
	// sudoku: conflict: parity line at r1c1: r1c1 and r2c1 hold 1 and 3, both odd or both even
}

func ExampleSequenceLine() {
	g, _ := sudoku.ParseGrid(sudoku.Shape9, "147...... ......... 3........"+"........."+"........."+"........."+"........."+"........."+".........")
	fmt.Println(rules.SequenceLine{Cells: sudoku.MustCells("r1c1 r1c2 r1c3")}.Check(g)) // 1 4 7
	fmt.Println(rules.SequenceLine{Cells: sudoku.MustCells("r1c1 r2c1 r3c1")}.Check(g)) // 1 . 3: 1 2 3 fits
	fmt.Println(rules.SequenceLine{Cells: sudoku.MustCells("r1c2 r2c2 r3c1")}.Check(g)) // 4 . 3: no whole difference
	// Output:
	// <nil>
	// <nil>
	// sudoku: conflict: sequence line at r1c2: r1c2 and r3c1 hold [4 3], not in order with one difference
}

func ExampleLockout() {
	g, _ := sudoku.ParseGrid(sudoku.Shape9, "195...... .2......."+"........."+"........."+"........."+"........."+"........."+"........."+".........")
	line := sudoku.MustCells("r1c1 r1c2 r1c3") // the diamonds hold 1 and 5, the line 9
	fmt.Println(rules.Lockout{Cells: line}.Check(g))
	fmt.Println(rules.Lockout{Cells: line, Diff: 5}.Check(g))
	fmt.Println(rules.Lockout{Cells: sudoku.MustCells("r1c1 r2c2 r1c3")}.Check(g))
	// Output:
	// <nil>
	// sudoku: conflict: lockout line at r1c1 (diff 5): r1c1 and r1c3 hold 1 and 5, ends less than 5 apart
	// sudoku: conflict: lockout line at r1c1: r1c1 and r2c2 and r1c3 hold 1, 2 and 5, the middle one not outside the ends
}

func ExampleSumLine() {
	g, _ := sudoku.ParseGrid(sudoku.Shape9, "123456789 456789123"+".........................................................................................."[:63])
	fmt.Println(rules.SumLine{Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4")}.Check(g)) // 1 2 3 4: one run of 10
	fmt.Println(rules.SumLine{Cells: sudoku.MustCells("r1c4 r2c5")}.Check(g))           // 4 8
	// Output:
	// <nil>
	// sudoku: conflict: sum line at r1c4 (10): r1c4 and r2c5 add up to 12, past 10
}

func ExampleIndexLine() {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "3214 .... .... ....")
	fmt.Println(rules.IndexLine{Cells: sudoku.MustCells("r1c1 r1c2 r1c3")}.Check(g)) // 3 2 1: 3 names position 3, which holds 1
	fmt.Println(rules.IndexLine{Cells: sudoku.MustCells("r1c2 r1c3")}.Check(g))      // 2 1
	fmt.Println(rules.IndexLine{Cells: sudoku.MustCells("r1c3 r1c4")}.Check(g))      // 1 4: no fourth cell
	// Output:
	// <nil>
	// <nil>
	// sudoku: conflict: index line at r1c3: r1c4 holds 4, past the line's 2 cells
}
