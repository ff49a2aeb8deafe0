package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

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
		"stdin:1: candidates (more than one solution)",
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

// TestSummaryWords checks that each command's summary says what it did,
// in the singular for one.
func TestSummaryWords(t *testing.T) {
	two := top95First + "\n" + top95Second + "\n"
	for _, tc := range []struct {
		input string
		args  []string
		want  string
	}{
		{two, []string{"solve"}, "z3sudoku solve: 2 puzzles: 2 solved, 0 no solution, 0 invalid; "},
		{two, []string{"unique"}, "z3sudoku unique: 2 puzzles: 2 unique, 0 multiple, 0 no solution, 0 invalid; "},
		{two + strings.Repeat(".", 16) + "\n", []string{"count"}, "z3sudoku count: 3 puzzles: 3 counted (0 with no solution, 2 with one, 1 with more), 0 invalid; "},
		{two, []string{"candidates"}, "z3sudoku candidates: 2 puzzles: 2 listed (2 unique, 0 with more solutions), 0 no solution, 0 invalid; "},
		{two + strings.Repeat(".", 16) + "\n", []string{"candidates"}, "z3sudoku candidates: 3 puzzles: 3 listed (2 unique, 1 with more solutions), 0 no solution, 0 invalid; "},
		{"11" + strings.Repeat(".", 79) + "\n", []string{"solve"}, "z3sudoku solve: 1 puzzle: 0 solved, 0 no solution, 1 invalid; "},
	} {
		_, errOut, _ := runCmd(t, tc.input, append(tc.args, "--line")...)
		last := errOut[strings.LastIndex(strings.TrimSuffix(errOut, "\n"), "\n")+1:]
		if !strings.HasPrefix(last, tc.want) || !strings.HasSuffix(last, "/s\n") {
			t.Errorf("%s: summary %q, want %q...", tc.args[0], last, tc.want)
		}
	}
	for _, tc := range []struct {
		total   int
		elapsed time.Duration
		want    string
	}{
		{1, time.Second, "; 1.00s, 1 puzzle/s"},
		{2, time.Second, "; 1.00s, 2 puzzles/s"},
	} {
		s := summary{total: tc.total, solved: tc.total, elapsed: tc.elapsed}
		if got := s.line("solve"); !strings.HasSuffix(got, tc.want) {
			t.Errorf("summary of %d in %v = %q, want the end %q", tc.total, tc.elapsed, got, tc.want)
		}
	}
}

// TestClosedPipe runs the built command with its output on a real pipe
// whose reader reads one line and closes it, as "| head -1" does. The
// command must stop at once, even in the middle of a puzzle that would
// take hours or while it waits for more input, exit 1 (the output could
// not be written) rather than be killed by SIGPIPE, and say nothing: the
// reader closed the pipe on purpose.
func TestClosedPipe(t *testing.T) {
	bin := binary(t)
	dir := t.TempDir()
	many := filepath.Join(dir, "many.txt")
	if err := os.WriteFile(many, []byte(strings.Join(manyPuzzles(t), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A unique puzzle, then an empty grid: counting its solutions up to
	// a billion takes hours.
	slow := filepath.Join(dir, "slow.txt")
	if err := os.WriteFile(slow, []byte(top95First+"\n"+strings.Repeat(".", 81)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		args  []string
		stdin string // written to a pipe that stays open, when not ""
	}{
		{"solve", []string{"solve", "-j", "2", many}, ""},
		{"solve json", []string{"solve", "-j", "2", "--json", many}, ""},
		{"generate", []string{"generate", "-j", "2", "--count", "100000"}, ""},
		{"count in a long puzzle", []string{"count", "-j", "1", "--limit", "1000000000", slow}, ""},
		{"solve waiting for input", []string{"solve", "-"}, top95First + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, tc.args...)
			cmd.Stdout = w
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			if tc.stdin != "" {
				in, out, err := os.Pipe()
				if err != nil {
					t.Fatal(err)
				}
				defer out.Close() // open until the command has exited
				io.WriteString(out, tc.stdin)
				cmd.Stdin = in
				defer in.Close()
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			w.Close()
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			line, err := bufio.NewReader(r).ReadString('\n')
			if err != nil {
				t.Fatalf("reading the first line: %v; stderr %q", err, errOut.String())
			}
			r.Close()
			closed := time.Now()
			select {
			case <-exited:
			case <-time.After(10 * time.Second):
				cmd.Process.Kill()
				<-exited
				t.Fatalf("still running 10s after its reader closed the pipe (first line %q)", line)
			}
			t.Logf("exited %v after the reader closed the pipe", time.Since(closed).Round(time.Millisecond))
			if ws := cmd.ProcessState.Sys().(syscall.WaitStatus); ws.Signaled() {
				t.Errorf("killed by %v, want exit %d", ws.Signal(), exitFailed)
			} else if code := cmd.ProcessState.ExitCode(); code != exitFailed {
				t.Errorf("exit %d, want %d", code, exitFailed)
			}
			if errOut.Len() > 0 {
				t.Errorf("stderr %q, want nothing", errOut.String())
			}
		})
	}
}
