package sudoku_test

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleWithProgress() {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	ctx := sudoku.WithProgress(context.Background(), func(p sudoku.Progress) {
		if !p.Done {
			// Every 100 ms of a long call: this one ends sooner.
			fmt.Fprintf(os.Stderr, "%d solutions after %v\n", p.Solutions, p.Elapsed)
			return
		}
		fmt.Printf("done: %d solutions\n", p.Solutions)
	})
	givens, err := sudoku.Parse("...6.8.1....1.5....9......7.5....4.3....5.7.1....2.8....1.3....2.7....3.3....6.7.")
	if err != nil {
		log.Fatal(err)
	}
	n, err := m.Count(ctx, givens, 10000)
	fmt.Println(n, err)

	ctx = sudoku.WithProgress(context.Background(), func(p sudoku.Progress) {
		if p.Done {
			fmt.Printf("done: %d candidates marked, %d open\n", p.Marked, p.Open)
		}
	})
	cands, err := m.Candidates(ctx, givens)
	fmt.Println(cands.Digits(sudoku.Cell{Row: 0, Col: 0}), err)
	// Output:
	// done: 1042 solutions
	// 1042 <nil>
	// done: 207 candidates marked, 0 open
	// [4 5] <nil>
}
