// Package childtest runs part of a test in a process of its own: the test
// binary started again, which runs a child function instead of the tests.
// It serves what a process does at most once, such as loading libz3.
package childtest

import (
	"os"
	"os/exec"
	"testing"
)

// marker is the environment variable that tells the test binary it is a
// child.
const marker = "Z3SUDOKU_TEST_CHILD"

// Main runs child, then exits, in a process that Run started; otherwise it
// runs the tests. A package's TestMain calls it.
func Main(m *testing.M, child func()) {
	if os.Getenv(marker) != "" {
		child()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Run starts the test binary as a child, with env added to its
// environment ("NAME=value"), and returns what it printed. The test fails
// when the child does.
func Run(t *testing.T, env ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(append(os.Environ(), marker+"=1"), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child process %v: %v\n%s", env, err, out)
	}
	return string(out)
}
