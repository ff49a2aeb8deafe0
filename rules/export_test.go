package rules

// SetSelfCountStates sets the bound on the states of one automaton of
// counting circles and differences count lines, so that tests can take
// the way of one automaton per digit or difference on small grids, and
// returns a function that restores it.
func SetSelfCountStates(n int) (restore func()) {
	old := selfCountStates
	selfCountStates = n
	return func() { selfCountStates = old }
}
