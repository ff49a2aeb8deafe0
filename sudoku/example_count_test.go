package sudoku_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// diagonalFours says that the main diagonal of a 4x4 holds 4 in all four
// of its cells or in none.
type diagonalFours struct{}

func (diagonalFours) Apply(b *sudoku.Builder) error {
	diag := []sudoku.Cell{{Row: 0, Col: 0}, {Row: 1, Col: 1}, {Row: 2, Col: 2}, {Row: 3, Col: 3}}
	b.Count(diag, 4, 0, 4)
	return nil
}

// A count: with a 1 given in the top left corner, the diagonal cannot be
// all 4s, so it holds no 4 at all.
func ExampleBuilder_Count() {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), diagonalFours{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	g := sudoku.NewGrid(sudoku.Shape4)
	g.Set(sudoku.Cell{Row: 0, Col: 0}, 1)
	c, err := m.Candidates(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	for k := range 4 {
		fmt.Print(c.Digits(sudoku.Cell{Row: k, Col: k}), " ")
	}
	fmt.Println()
	// Output: [1] [2 3] [1 2 3] [1 2 3]
}
