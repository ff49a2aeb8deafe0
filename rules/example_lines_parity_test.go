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

func ExampleDifferenceCount() {
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "1243 3412 .... ....")
	fmt.Println(rules.DifferenceCount{Cells: sudoku.MustCells("r1c1 r1c2 r2c3 r2c4")}.Check(g)) // 1 2 1 2: three 1s
	fmt.Println(rules.DifferenceCount{Cells: sudoku.MustCells("r1c2 r1c1 r2c1")}.Check(g))      // 2 1 3: 1 and 2
	fmt.Println(rules.DifferenceCount{Cells: sudoku.MustCells("r2c1 r1c2 r2c3")}.Check(g))      // 3 2 1: two 1s
	// Output:
	// sudoku: conflict: differences count line at r1c1: r1c1 and r1c2 and r2c3 and r2c4 differ by 1 in 3 pairs, not 1
	// sudoku: conflict: differences count line at r1c2: r1c1 and r2c1 differ by 2 in 1 pair, not 2
	// sudoku: conflict: differences count line at r2c1: r2c1 and r1c2 and r2c3 differ by 1 in 2 pairs, not 1
}

func ExampleFibonacciLine() {
	g, _ := sudoku.ParseGrid(sudoku.Shape9, "853214679 ......... ........."+"........."+"........."+"........."+"........."+"........."+".........")
	fmt.Println(rules.FibonacciLine{Cells: sudoku.MustCells("r1c1 r1c2 r1c3 r1c4 r1c5")}.Check(g)) // 8 5 3 2 1
	fmt.Println(rules.FibonacciLine{Cells: sudoku.MustCells("r1c1 r1c2 r1c3"), Directed: true}.Check(g))
	fmt.Println(rules.FibonacciLine{Cells: sudoku.MustCells("r1c5 r1c6 r1c7")}.Check(g)) // 1 4 6: 6 is not 5
	// Output:
	// <nil>
	// sudoku: conflict: Fibonacci line from r1c1: r1c1 and r1c2 decrease
	// sudoku: conflict: Fibonacci line at r1c5: r1c5 and r1c6 and r1c7 hold 1, 4 and 6, and 6 is not 1+4
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
