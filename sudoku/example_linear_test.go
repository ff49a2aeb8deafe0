package sudoku_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// weighted says 2·r1c1 − r1c2 = 7.
type weighted struct{}

func (weighted) Apply(b *sudoku.Builder) error {
	b.Linear([]sudoku.Term{
		{Cell: sudoku.Cell{Row: 0, Col: 0}, Weight: 2},
		{Cell: sudoku.Cell{Row: 0, Col: 1}, Weight: -1},
	}, 7)
	return nil
}

// A weighted sum: on a 4x4 grid, only 2·4 − 1 makes 7.
func ExampleBuilder_Linear() {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), weighted{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	c, err := m.Candidates(context.Background(), sudoku.NewGrid(sudoku.Shape4))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Digits(sudoku.Cell{Row: 0, Col: 0}), c.Digits(sudoku.Cell{Row: 0, Col: 1}))
	// Output: [4] [1]
}
