// Package generate makes random solution grids and minimal unique puzzles
// for any rule set of package sudoku, and killer puzzles with no givens.
//
// # Solutions
//
// [Solution] returns a random filled grid that satisfies a Model's rules.
// Z3 is deterministic and its seed is fixed once a Model is compiled, so
// the randomness comes from random temporary givens, which are
// assumptions and cost nothing to change: see Solution for the method.
//
// # Puzzles
//
// [Puzzle] starts from a random solution and removes givens in random
// order while the puzzle stays unique, so the result is minimal: every
// given is needed. Under a symmetry ([WithSymmetry]: [Rotate180], [Mirror]
// or [Diagonal]) givens are removed an orbit at a time, and minimal means
// that no orbit can be removed. [WithTarget] stops early at a number of
// givens. The rules are those of the Model passed in, so the same call
// makes classic, Sudoku-X, anti-knight, windoku, jigsaw or thermometer
// puzzles. The package's SudokuX example makes a Sudoku-X puzzle with
// givens symmetric under a half-turn.
//
// # Killer puzzles
//
// [Killer] cuts a random solution into small cages, makes sure their sums
// force that solution, and merges cages while they still do, up to
// [WithMaxCageSize] cells each. [WithRules] adds rules, such as
// rules.Diagonals() for killer-X. The result has no givens: the cages are
// the whole puzzle.
//
// # Difficulty
//
// Every result carries a [Difficulty], documented as a proxy, not a grade:
// how far naked and hidden singles get from the givens, and Z3's conflicts
// and decisions to solve the puzzle from its givens on a fresh Model with
// native propagation off (Model.Statistics before and after one Solve).
//
// # Options, reproducibility and cancellation
//
// Options are values, as in package sudoku: [WithSeed], [WithSymmetry],
// [WithTarget], [WithPasses], [WithProgress], and for Killer
// [WithMaxCageSize], [WithRules] and [WithConflictLimit]. With WithSeed, a
// generator gives the same output on every run, given a Model built the
// same way and not used before. Every generator takes a context and returns
// ctx.Err() when it is done; [WithProgress] reports each uniqueness check.
//
// # Cost
//
// Puzzle reuses the caller's Model throughout, and most of its checks are
// settled by native propagation and search, so a minimal classic 9x9 takes
// about as long as with a dedicated generator. Killer adds each layout's
// cages to a warm base of the classic houses, and spends most of its time
// in Z3 proving that the last layouts have no second solution. Rating a
// puzzle (Rate) builds a Model of its own; WithDifficulty(false) skips it.
// BENCHMARKS.md ("Generation") has the figures, with the commands that
// measure them.
package generate
