package rules_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A state machine over two segments on a 4x4: the first segment's digits
// add up to a total the machine remembers across the break (symbol 5,
// one past the digits), and the second segment's digits must make the
// same total. The first segment is r1c1 r1c2, which holds 1 and 2, so
// r2c3 r3c3 add up to 3.
func ExampleStateMachine() {
	const brk = 5
	type state struct {
		second bool
		total  int
	}
	machine, err := sudoku.NewAutomaton(brk, state{}, func(s state, d int) []state {
		switch {
		case d == brk && !s.second:
			return []state{{true, s.total}}
		case d == brk:
			return nil // a third segment
		case !s.second && s.total+d <= 8:
			return []state{{false, s.total + d}}
		case s.second && s.total >= d:
			return []state{{true, s.total - d}}
		}
		return nil
	}, func(s state) bool { return s.second && s.total == 0 })
	if err != nil {
		fmt.Println(err)
		return
	}
	rs := []sudoku.Rule{
		rules.Classic(),
		rules.StateMachine{Name: "equal sums", Machine: machine, Segments: [][]sudoku.Cell{
			sudoku.MustCells("r1c1 r1c2"), sudoku.MustCells("r2c3 r3c3"),
		}},
	}
	m, err := sudoku.New(sudoku.Shape4, rs)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	g, _ := sudoku.ParseGrid(sudoku.Shape4, "12..............")
	cands, err := m.Candidates(context.Background(), g)
	fmt.Println(err)
	fmt.Println("r2c3", cands.Digits(sudoku.MustCells("r2c3")[0]))
	fmt.Println("r3c3", cands.Digits(sudoku.MustCells("r3c3")[0]))
	// Output:
	// <nil>
	// r2c3 [1 2]
	// r3c3 [1 2]
}
