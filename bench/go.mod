module github.com/z3sudoku/z3sudoku/bench

go 1.24

require github.com/irifrance/gini v1.0.1

replace github.com/z3sudoku/z3sudoku => ../
