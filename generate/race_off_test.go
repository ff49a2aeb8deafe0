//go:build !race

package generate_test

// raceOn: see race_on_test.go.
const raceOn = false
