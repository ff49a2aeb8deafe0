package sudoku

// OnBase reports whether m was made on a Base's solver, for tests of
// package sudoku_test.
func OnBase(m *Model) bool { return m.on != nil }
