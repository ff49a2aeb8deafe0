//go:build race

package generate_test

// raceOn reports a test binary built with the race detector, under which
// TestKiller's brute-force counts and most of TestPuzzleClassic's
// puzzles, single-goroutine search that the detector only slows (3
// killers: 415 s against 20 s), wait for the step of `make test` that
// runs those two tests without it.
const raceOn = true
