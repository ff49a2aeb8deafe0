// Package peer is a small Sudoku solver on the pure-Go SAT solver gini, kept
// as the in-repository peer that z3sudoku's benchmarks compare against and
// cross-check answers with.
//
// # The problem
//
// A Solver holds an N×N grid (4, 6, 9, 16, 25, 64, …) with its boxes, in the
// same complete one-hot encoding that z3sudoku's OneHot encoding uses: one
// Boolean per (cell, digit), and in every direction both "at least one" and
// pairwise "at most one": each cell holds exactly one digit, and each digit
// appears exactly once in each row, column and box.
//
// # Building one
//
// New makes the classic rules for a Shape. Extra rules add clauses to the same
// solver: Cage (a killer cage: distinct digits with a sum, encoded as a choice
// among the digit sets that make the sum), Relate (any relation between two
// cells, which gives thermometers, kropki dots and XV) and Table (allowed
// tuples, which gives arrows). Cells are row-major indexes, 0 to N*N-1.
//
// # Solving
//
// Solve, Unique and Count take the givens as a row-major slice of digits,
// 0 for an empty cell, and pass them to gini as assumptions, so one Solver
// serves any number of puzzles. Unique and Count block each solution found
// with a clause under an activation literal, which is deactivated (removing
// the clause and everything learnt from it) before the call returns, so the
// Solver stays reusable. A Solver is for one goroutine at a time.
package peer
