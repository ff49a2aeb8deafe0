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
// A Model is compiled once from a shape and rules, which are plain values
// such as rules.Classic() and rules.Diagonals(); its calls then take the
// givens of any number of puzzles as assumptions. The package's Example
// solves a Sudoku-X puzzle that way.
//
// The Model's calls take a [context.Context] first and return ctx.Err()
// promptly when it is cancelled. Building a Model is bounded the same way by
// [github.com/z3sudoku/z3sudoku/sudoku.NewContext]; sudoku.New is
// NewContext with context.Background().
package z3sudoku
