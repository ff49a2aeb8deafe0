// Package rules holds the built-in Sudoku rules as plain values that
// implement [sudoku.Rule] and [sudoku.Checker].
//
// A rule reads like the puzzle: rules.Cage{Sum: 15, Cells: sudoku.MustCells("r1c1 r1c2 r2c1")}.
// Rules are built only on the public API of package sudoku, mostly its
// Builder vocabulary (Distinct, Sum, Relate, Table, Allow), so every
// encoding supports them and they compose freely. Each rule also checks a
// filled grid natively, which [sudoku.Model.Verify] uses to catch wrong
// answers.
//
// The files are split by family: regions.go (rows, columns, boxes,
// diagonals, custom groups) and cages.go (killer cages).
package rules
