// Package z3sudoku solves, counts, checks and generates classic and variant
// Sudoku on top of the Z3 theorem prover.
//
// The module is split by concern:
//
//   - [github.com/z3sudoku/z3sudoku/z3] is a small, safe cgo binding to
//     libz3: contexts, Bool, Int and bit-vector terms, solvers, models,
//     Optimize and DIMACS export. Custom rules use it for the full power of Z3.
//   - [github.com/z3sudoku/z3sudoku/sudoku] holds shapes, cells, grids and
//     their text formats, and the Model: rules compile once into one Z3
//     solver, and Solve, Count, Unique, Solutions and Candidates run on it
//     with the givens passed as assumptions, so one Model serves many
//     puzzles.
//   - [github.com/z3sudoku/z3sudoku/rules] holds the built-in rules, as plain
//     values: Classic, Latin, Diagonals, Distinct, killer cages and more.
//
// # A short tour
//
// Compile a Model once, then solve any number of puzzles on it:
//
//	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
//	if err != nil { ... }
//	defer m.Close()
//	givens, err := sudoku.ParseGrid(sudoku.Shape9, "1.......2...")
//	sol, err := m.Solve(ctx, givens)
//
// Everything that may take time takes a [context.Context] first and returns
// ctx.Err() promptly when it is cancelled.
package z3sudoku
