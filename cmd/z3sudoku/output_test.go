package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWriteErrors runs every command that writes with its output on
// /dev/full: each must stop with one line on standard error that says the
// write failed, and exit 1.
func TestWriteErrors(t *testing.T) {
	mixed := filepath.Join("testdata", "mixed.txt")
	good := filepath.Join(t.TempDir(), "good.txt")
	if err := os.WriteFile(good, []byte(top95First+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"solve", good},
		{"solve", "--json", good},
		{"unique", good},
		{"count", good},
		{"candidates", good},
		{"candidates", "--pretty", good},
		{"generate", "--count", "2"},
		{"generate", "--json"},
		{"export", "--format", "smtlib", good},
		{"export", "--format", "dimacs", good},
		{"export", "--format", "smtlib", "-o", "/dev/full", good},
		{"render", good},
		{"render", "--png", good},
		{"render", "-o", "/dev/full", good},
		{"decode", "--dimacs", writeAnswer(t), good},
		{"version"},
		{"--help"},
	} {
		full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		var errOut bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(""), full, &errOut)
		full.Close()
		if code != exitFailed {
			t.Errorf("%q > /dev/full: exit %d, want %d", args, code, exitFailed)
		}
		if msg := errOut.String(); strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "no space left on device") {
			t.Errorf("%q > /dev/full: stderr %q, want one line that says so", args, msg)
		}
	}
	// The same from the built command, with a shell's redirection.
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	cmd := exec.Command(binary(t), "solve", "-j", "2", mixed)
	cmd.Stdout = full
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Run(); cmd.ProcessState.ExitCode() != exitFailed || !strings.Contains(errOut.String(), "z3sudoku solve: write /dev/stdout: no space left on device") {
		t.Errorf("solve > /dev/full: %v, stderr %q", err, errOut.String())
	}
}

// writeAnswer writes a MiniSat answer for top95First and returns its path.
func writeAnswer(t *testing.T) string {
	t.Helper()
	var lits []string
	for i, c := range top95FirstSol {
		lits = append(lits, strconv.Itoa(100*(i/9+1)+10*(i%9+1)+int(c-'0')))
	}
	path := filepath.Join(t.TempDir(), "answer.txt")
	if err := os.WriteFile(path, []byte("SAT\n"+strings.Join(lits, " ")+" 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCandidatesPrettyAligned(t *testing.T) {
	out, errOut, code := runCmd(t, "12..34..........", "candidates", "--pretty")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := []string{
		"stdin:1: candidates",
		"1  2  | 34   34",
		"3  4  | 12   12",
		"------+----------",
		"24 13 | 1234 1234",
		"24 13 | 1234 1234",
		"",
	}
	if diff := cmp.Diff(want, strings.Split(strings.TrimSuffix(out, "\n"), "\n")); diff != "" {
		t.Errorf("candidates --pretty (-want +got):\n%s", diff)
	}
}
