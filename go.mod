module github.com/z3sudoku/z3sudoku

go 1.25.0

require github.com/google/go-cmp v0.7.0

require golang.org/x/term v0.45.0

require (
	golang.org/x/image v0.45.0
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.41.0 // indirect
)
