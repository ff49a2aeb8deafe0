// Command custom-rule shows how to write Sudoku rules of your own.
//
// Two rules are written here, as a setter would for a puzzle of theirs:
//
//   - Progression: the digits along some cells go up (or down) in equal
//     steps, like 2 4 6 or 7 5 3. It is built from the Builder's vocabulary:
//     Table for the allowed runs, and Relate for "the two ends differ".
//     The vocabulary works under every encoding, and the Model checks the
//     givens against it before any search.
//   - Product: the digits of two cells multiply to a number, like a
//     multiplication clue. It reaches raw Z3 through the escape hatch:
//     b.Digit gives the Boolean "this cell holds d", and b.Assert adds any
//     formula over them.
//
// Both also implement Check, so Model.Verify checks them natively. The
// program counts the 4x4 grids each rule allows, which a brute-force loop in
// the test confirms, then shows the errors a user gets: givens that break
// the progression, reported before any search, and a grid that breaks the
// product, caught by Verify.
//
// Run it from the module root with:
//
//	go run ./examples/custom-rule
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strconv"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// Progression says the digits of Cells, in order, form an arithmetic
// progression with a step other than 0.
type Progression struct {
	Cells []sudoku.Cell
}

// Apply allows exactly the runs a, a+s, a+2s, … that fit in 1..N.
func (p Progression) Apply(b *sudoku.Builder) error {
	k, n := len(p.Cells), b.Shape().Size
	if k < 3 {
		return fmt.Errorf("%w: a progression needs 3 cells or more, got %d", sudoku.ErrBadRule, k)
	}
	var runs [][]int
	for first := 1; first <= n; first++ {
		for step := -n; step <= n; step++ {
			last := first + (k-1)*step
			if step == 0 || last < 1 || last > n {
				continue
			}
			run := make([]int, k)
			for i := range run {
				run[i] = first + i*step
			}
			runs = append(runs, run)
		}
	}
	b.Table(p.Cells, runs)
	// Implied by the table, but a Relate propagates it cheaply too.
	b.Relate(p.Cells[0], p.Cells[k-1], func(x, y int) bool { return x != y })
	return nil
}

// Check reports cells that do not step evenly.
func (p Progression) Check(g sudoku.Grid) error {
	step := g.At(p.Cells[1]) - g.At(p.Cells[0])
	for i := 1; i < len(p.Cells); i++ {
		if step == 0 || g.At(p.Cells[i])-g.At(p.Cells[i-1]) != step {
			return &sudoku.ConflictError{Rule: p.String(), Cells: p.Cells[i-1 : i+1], Msg: "break the progression"}
		}
	}
	return nil
}

func (p Progression) String() string { return "progression at " + p.Cells[0].String() }

// Product says the digits of A and B multiply to Value.
type Product struct {
	A, B  sudoku.Cell
	Value int
}

// Apply asserts, in raw Z3, that one of the pairs (x, y) with x·y = Value
// is placed: an Or of Ands of the cells' digit Booleans.
func (p Product) Apply(b *sudoku.Builder) error {
	n := b.Shape().Size
	var pairs []z3.Bool
	for x := 1; x <= n; x++ {
		if p.Value%x == 0 && p.Value/x >= 1 && p.Value/x <= n {
			pairs = append(pairs, b.Digit(p.A, x).And(b.Digit(p.B, p.Value/x)))
		}
	}
	if len(pairs) == 0 {
		return fmt.Errorf("%w: no two digits 1..%d multiply to %d", sudoku.ErrBadRule, n, p.Value)
	}
	b.Assert(b.Z3().Or(pairs...))
	return nil
}

// Check reports a product that is off.
func (p Product) Check(g sudoku.Grid) error {
	if got := g.At(p.A) * g.At(p.B); got != p.Value {
		return &sudoku.ConflictError{Rule: p.String(), Cells: []sudoku.Cell{p.A, p.B}, Msg: "multiply to " + strconv.Itoa(got)}
	}
	return nil
}

func (p Product) String() string { return "product " + strconv.Itoa(p.Value) + " at " + p.A.String() }

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// count returns how many grids of shape s the rules allow.
func count(ctx context.Context, s sudoku.Shape, rs ...sudoku.Rule) (int, error) {
	m, err := sudoku.New(s, rs)
	if err != nil {
		return 0, err
	}
	defer m.Close()
	return m.Count(ctx, sudoku.Grid{}, 100000)
}

// The 4x4 cases the program counts.
var (
	diagonal4 = Progression{Cells: sudoku.MustCells("r1c1 r2c2 r3c3")}
	product4  = Product{A: sudoku.Cell{Row: 0, Col: 0}, B: sudoku.Cell{Row: 0, Col: 1}, Value: 6}
)

// run counts the 4x4 grids each rule allows, and shows the errors, writing
// the results to w.
func run(w io.Writer) error {
	ctx := context.Background()
	for _, c := range []struct {
		name string
		rule sudoku.Rule
	}{
		{"no extra rule", nil},
		{diagonal4.String(), diagonal4},
		{product4.String(), product4},
	} {
		rs := []sudoku.Rule{rules.Classic()}
		if c.rule != nil {
			rs = append(rs, c.rule)
		}
		n, err := count(ctx, sudoku.Shape4, rs...)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "4x4 grids with %s: %d\n", c.name, n)
	}

	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), diagonal4, product4})
	if err != nil {
		return err
	}
	defer m.Close()
	// r1c1 = 1 and r3c3 = 1: no progression has a step of 0.
	givens, err := sudoku.Parse("1... .... ..1. ....")
	if err != nil {
		return err
	}
	_, err = m.Solve(ctx, givens)
	fmt.Fprintf(w, "givens 1 at r1c1 and r3c3: %v\n", err)
	// A valid 4x4 with a progression 1 2 3 on the diagonal, whose r1c1 and
	// r1c2 multiply to 4, not 6.
	grid, err := sudoku.Parse("1423 3241 2134 4312")
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Verify(%v): %v\n", grid, m.Verify(grid))
	return nil
}
