module github.com/z3sudoku/z3sudoku/bench

go 1.25.0

require (
	github.com/irifrance/gini v1.0.1
	github.com/z3sudoku/z3sudoku v0.0.0-00010101000000-000000000000
)

replace github.com/z3sudoku/z3sudoku => ../
