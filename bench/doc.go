// Package bench holds z3sudoku's cross-solver benchmarks, in a module of
// their own so that the library does not depend on the peer solver.
//
// The Go benchmarks of this package time Solve, Unique, Count and model
// build per corpus and solver; the bench command (cmd/bench) prints the
// whole comparison as one table and verifies every answer; package peer is
// the gini-based peer solver.
package bench
