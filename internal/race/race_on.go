//go:build race

package race

// Enabled reports a binary built with the race detector (go test -race).
const Enabled = true
