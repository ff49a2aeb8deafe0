package rules

import "github.com/z3sudoku/z3sudoku/sudoku"

// This file holds the small automata that several rules read their cells
// with (see [sudoku.Builder.Regular]).

// regular states that the digits of cells, in order, are a sequence that
// the automaton over the grid's digits from start, by next and accept,
// accepts. An automaton past [sudoku.MaxAutomatonStates] is an error.
func regular[S comparable](b *sudoku.Builder, cells []sudoku.Cell, start S, next func(s S, d int) []S, accept func(s S) bool) error {
	a, err := sudoku.NewAutomaton(b.Shape().Size, start, next, accept)
	if err != nil {
		return err
	}
	b.Regular(cells, a)
	return nil
}

// atLeast states that cells hold at least need[d] digits d, for each d:
// an automaton whose state counts the digits needed so far, each up to
// its need (at most 2^k states for k digits needed once). A cell listed
// twice counts twice.
func atLeast(b *sudoku.Builder, cells []sudoku.Cell, need map[int]int) error {
	if len(need) == 0 {
		return nil
	}
	place, full := countPlaces(b.Shape().Size, need)
	next := func(s, d int) []int {
		if k := need[d]; k > 0 && (s/place[d])%(k+1) < k {
			return []int{s + place[d]}
		}
		return []int{s}
	}
	return regular(b, cells, 0, next, func(s int) bool { return s == full })
}

// exactly states that cells hold exactly need[d] digits d, for each d
// with need[d] > 0: an automaton whose state counts each such digit seen,
// refusing one more than its need (at most the product of need+1 states).
// A cell listed twice counts twice. Digits with no need are free.
func exactly(b *sudoku.Builder, cells []sudoku.Cell, need map[int]int) error {
	if len(need) == 0 {
		return nil
	}
	place, full := countPlaces(b.Shape().Size, need)
	next := func(s, d int) []int {
		k := need[d]
		switch {
		case k == 0:
			return []int{s}
		case (s/place[d])%(k+1) < k:
			return []int{s + place[d]}
		}
		return nil // one d too many
	}
	return regular(b, cells, 0, next, func(s int) bool { return s == full })
}

// countPlaces lays out the state of atLeast's and exactly's automata: the
// count of each needed digit d, in base need[d]+1, at place[d]; full is
// the state of every need met.
func countPlaces(n int, need map[int]int) (place []int, full int) {
	place = make([]int, n+1)
	p := 1
	for d := 1; d <= n; d++ {
		if k := need[d]; k > 0 {
			place[d] = p
			full += k * p
			p *= k + 1
		}
	}
	return place, full
}
