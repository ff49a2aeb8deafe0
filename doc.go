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
//     puzzles. A Model also writes itself as an SMT-LIB script for the z3
//     command or as DIMACS CNF for MiniSat, and reads their answers back.
//   - [github.com/z3sudoku/z3sudoku/rules] holds the built-in rules, as plain
//     values, one file per family: regions and jigsaws, killer and sum cages,
//     anti-chess, kropki and XV pairs, lines (thermometers, arrows, whispers,
//     renban and more), outside clues (sandwich, X-sum, skyscraper) and cell
//     rules. Each also checks a filled grid natively.
//   - [github.com/z3sudoku/z3sudoku/variants] names puzzle families (killer,
//     jigsaw, thermo, …) and reads and writes f-puzzles JSON and links and
//     SudoCue killers.
//   - [github.com/z3sudoku/z3sudoku/generate] makes random solutions, minimal
//     unique puzzles for any rule set, and killer puzzles with no givens.
//   - [github.com/z3sudoku/z3sudoku/render] draws any puzzle, with its
//     solution or pencil marks, as SVG or PNG.
//   - The command z3sudoku (cmd/z3sudoku) solves, counts, checks, generates,
//     exports and draws from the command line, whole puzzle files in
//     parallel.
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
