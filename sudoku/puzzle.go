package sudoku

import (
	"context"
	"fmt"
)

// Puzzle is a whole puzzle: its shape, rules and givens, with a title and an
// author, and its solution when one is known. Package variants makes the
// named families (killer, thermo, jigsaw and more) and reads and writes
// exchange formats such as f-puzzles.
type Puzzle struct {
	Title    string
	Author   string
	Shape    Shape
	Rules    []Rule
	Givens   Grid // the zero Grid means no givens
	Solution Grid // the known solution, or the zero Grid
}

// Model compiles the puzzle's rules into a Model. Solve the puzzle with
// m.Solve(ctx, p.Givens) and the like.
func (p Puzzle) Model(opts ...Option) (*Model, error) {
	return p.ModelContext(context.Background(), opts...)
}

// ModelContext is [Puzzle.Model] bounded by ctx, as [NewContext] is.
func (p Puzzle) ModelContext(ctx context.Context, opts ...Option) (*Model, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	return NewContext(ctx, p.Shape, p.Rules, opts...)
}

// check reports givens or a solution of another shape.
func (p Puzzle) check() error {
	if !p.Givens.IsZero() && p.Givens.Shape() != p.Shape {
		return fmt.Errorf("%w: puzzle %q: givens are %v, the puzzle is %v", ErrInvalidGrid, p.Title, p.Givens.Shape(), p.Shape)
	}
	if !p.Solution.IsZero() && p.Solution.Shape() != p.Shape {
		return fmt.Errorf("%w: puzzle %q: solution is %v, the puzzle is %v", ErrInvalidGrid, p.Title, p.Solution.Shape(), p.Shape)
	}
	return nil
}

// String returns the title, or a description of the puzzle without one.
func (p Puzzle) String() string {
	if p.Title != "" {
		return p.Title
	}
	return fmt.Sprintf("%v puzzle with %s and %s", p.Shape,
		plural(len(p.Rules), "rule"), plural(p.Givens.NumGivens(), "given"))
}

// plural returns "1 rule" or "3 rules".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
