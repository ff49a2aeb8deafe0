package peer_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/bench/peer"
)

// Example_sudoku solves a 4x4 puzzle and proves it unique.
func Example_sudoku() {
	s, err := peer.New(peer.Shape{Size: 4, BoxRows: 2, BoxCols: 2})
	if err != nil {
		panic(err)
	}
	givens := []int{
		1, 0, 3, 0,
		3, 0, 1, 2,
		0, 1, 0, 0,
		0, 0, 2, 1,
	}
	sol, unique, err := s.Unique(context.Background(), givens)
	if err != nil {
		panic(err)
	}
	for r := 0; r < 4; r++ {
		fmt.Println(sol[r*4 : r*4+4])
	}
	fmt.Println("unique:", unique)
	// Output:
	// [1 2 3 4]
	// [3 4 1 2]
	// [2 1 4 3]
	// [4 3 2 1]
	// unique: true
}
