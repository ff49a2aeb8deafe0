module github.com/z3sudoku/z3sudoku

go 1.23
