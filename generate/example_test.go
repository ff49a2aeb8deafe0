package generate_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A minimal classic puzzle with givens symmetric under a half-turn.
func ExamplePuzzle() {
	ctx := context.Background()
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		panic(err)
	}
	defer m.Close()
	res, err := generate.Puzzle(ctx, m, generate.WithSeed(1), generate.WithSymmetry(generate.Rotate180))
	if err != nil {
		panic(err)
	}
	sol, unique, err := m.Unique(ctx, res.Puzzle)
	if err != nil {
		panic(err)
	}
	fmt.Println("unique:", unique, "and the generator's solution:", sol.Equal(res.Solution))
	fmt.Println("minimal:", res.Minimal)
	fmt.Println("one check per orbit of the half-turn:", res.Checks == 41)
	// Output:
	// unique: true and the generator's solution: true
	// minimal: true
	// one check per orbit of the half-turn: true
}

// A killer puzzle: cages and no givens.
func ExampleKiller() {
	ctx := context.Background()
	res, err := generate.Killer(ctx, sudoku.Shape9, generate.WithSeed(1), generate.WithMaxCageSize(4))
	if err != nil {
		panic(err)
	}
	p := res.Puzzle()
	m, err := p.Model()
	if err != nil {
		panic(err)
	}
	defer m.Close()
	_, unique, err := m.Unique(ctx, p.Givens)
	if err != nil {
		panic(err)
	}
	small := true
	for _, c := range res.Cages {
		small = small && len(c.Cells) <= 4
	}
	fmt.Println("givens:", p.Givens.NumGivens())
	fmt.Println("unique:", unique)
	fmt.Println("cages of at most 4 cells:", small)
	// Output:
	// givens: 0
	// unique: true
	// cages of at most 4 cells: true
}

// A killer-X puzzle: the diagonals hold every digit once too.
func ExampleWithRules() {
	res, err := generate.Killer(context.Background(), sudoku.Shape9,
		generate.WithRules(rules.Diagonals()), generate.WithSeed(2))
	if err != nil {
		panic(err)
	}
	fmt.Println(rules.Diagonals().Check(res.Solution))
	// Output:
	// <nil>
}

// A random solution of anti-knight Sudoku.
func ExampleSolution() {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.AntiKnight{}})
	if err != nil {
		panic(err)
	}
	defer m.Close()
	g, err := generate.Solution(context.Background(), m, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		panic(err)
	}
	fmt.Println("filled:", g.Filled(), "valid:", m.Verify(g) == nil)
	// Output:
	// filled: true valid: true
}

// The difficulty proxy of Wikipedia's example puzzle, which naked and
// hidden singles solve.
func ExampleRate() {
	g, err := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		panic(err)
	}
	d := generate.Rate(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, g)
	fmt.Printf("%+v solved by singles: %t\n", d, d.SolvedBySingles())
	// Output:
	// {Empty:51 Singles:51 Rounds:3 Conflicts:0 Decisions:1} solved by singles: true
}

// Progress reports come once per check: for a classic 9x9 without
// symmetry, one per cell.
func ExampleWithProgress() {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		panic(err)
	}
	defer m.Close()
	reports := 0
	_, err = generate.Puzzle(context.Background(), m, generate.WithSeed(4),
		generate.WithProgress(func(p generate.Progress) { reports++ }))
	if err != nil {
		panic(err)
	}
	fmt.Println("reports:", reports)
	// Output:
	// reports: 81
}

// The images of a cell under each symmetry.
func ExampleSymmetry_Image() {
	c := sudoku.Cell{Row: 0, Col: 1}
	for _, s := range []generate.Symmetry{generate.None, generate.Rotate180, generate.Mirror, generate.Diagonal} {
		fmt.Println(s, c, "->", s.Image(sudoku.Shape9, c))
	}
	// Output:
	// none r1c2 -> r1c2
	// rotate180 r1c2 -> r9c8
	// mirror r1c2 -> r1c8
	// diagonal r1c2 -> r2c1
}
