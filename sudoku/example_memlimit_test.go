package sudoku_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A server bounds the memory Z3 may hold, so that one request cannot take
// the machine's: an empty 36x36 would take Z3 hundreds of megabytes, and
// is stopped as soon as it passes the bound.
func ExampleSetMemoryLimit() {
	old := sudoku.SetMemoryLimit(128 << 20)
	defer sudoku.SetMemoryLimit(old)

	s36 := sudoku.Shape{Size: 36, BoxRows: 6, BoxCols: 6}
	m, err := sudoku.New(s36, []sudoku.Rule{rules.Classic()})
	if err == nil {
		defer m.Close()
		_, err = m.Solve(context.Background(), sudoku.Grid{})
	}
	var over *sudoku.MemoryLimitError
	fmt.Println(errors.As(err, &over), errors.Is(err, sudoku.ErrTooLarge), over.Limit>>20, "MiB")
	// Output: true true 128 MiB
}
