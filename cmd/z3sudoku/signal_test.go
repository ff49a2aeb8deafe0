package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSignals interrupts the built command with real signals in the middle
// of a batch, many times over: it must stop within seconds, exit 130 after
// SIGINT and 143 after SIGTERM, leave only whole lines on standard output,
// each the result of the puzzle of its line, say in its summary that it
// was interrupted and how many puzzles it cut short (see cutShortSummary),
// and never crash. A second signal ends it at once with the same code.
func TestSignals(t *testing.T) {
	bin := binary(t)
	puzzles := manyPuzzles(t)
	input := filepath.Join(t.TempDir(), "puzzles.txt")
	if err := os.WriteFile(input, []byte(strings.Join(puzzles, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	type check func(t *testing.T, lines []string)
	solves := func(t *testing.T, lines []string) {
		for i, l := range lines {
			if i >= len(puzzles) || !keepsGivens(t, puzzles[i], l) {
				t.Errorf("line %d = %q does not solve puzzle %d", i+1, l, i+1)
				return
			}
		}
	}
	counts := func(t *testing.T, lines []string) {
		for i, l := range lines {
			if l != "1" {
				t.Errorf("line %d = %q, want 1 (top1465's puzzles are unique)", i+1, l)
				return
			}
		}
	}
	solvedJSON := func(t *testing.T, lines []string) {
		for i, l := range lines {
			var r struct{ Line int }
			if err := json.Unmarshal([]byte(l), &r); err != nil || r.Line != i+1 || !strings.Contains(l, `"status":"solved"`) {
				t.Errorf("line %d = %q (%v), want puzzle %d solved", i+1, l, err, i+1)
				return
			}
		}
	}
	generated := func(t *testing.T, lines []string) {
		for i, l := range lines {
			if len(l) != 81 {
				t.Errorf("line %d = %q, want a grid", i+1, l)
				return
			}
		}
	}
	cases := []struct {
		name  string
		args  []string
		check check
		count int // generate's --count
	}{
		{"solve", []string{"solve", "-j", "2", "--line", input}, solves, 0},
		{"solve json", []string{"solve", "-j", "2", "--json", input}, solvedJSON, 0},
		{"count", []string{"count", "-j", "2", "--line", "--limit", "2", input}, counts, 0},
		{"generate", []string{"generate", "-j", "2", "--line", "--count", "10000"}, generated, 10000},
	}
	sigs := []syscall.Signal{syscall.SIGINT, syscall.SIGTERM}
	const rounds = 4 // per case: 16 runs, a few seconds
	for _, tc := range cases {
		for round := range rounds {
			sig := sigs[round%2]
			double := round >= rounds-2 // a second signal, 5 ms after the first
			t.Run(fmt.Sprintf("%s/%d/%v", tc.name, round, sig), func(t *testing.T) {
				// Each round waits a little longer before the signal, to hit
				// the command at different points of its work.
				delay := time.Duration(150+70*round) * time.Millisecond
				out, errOut, code := signalRun(t, bin, tc.args, sig, delay, double)
				if want := 128 + int(sig); code != want {
					t.Errorf("exit %d after %v, want %d; stderr:\n%s", code, sig, want, errOut)
				}
				for _, bad := range []string{"fatal error", "SIGSEGV", "panic", "goroutine ", "signal arrived"} {
					if strings.Contains(errOut, bad) {
						t.Fatalf("stderr has %q:\n%s", bad, errOut)
					}
				}
				if out != "" && !strings.HasSuffix(out, "\n") {
					t.Errorf("stdout ends in half a line: %q", out[max(0, len(out)-100):])
				}
				lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
				if out == "" {
					lines = nil
				}
				tc.check(t, lines)
				if !double {
					cutShortSummary(t, errOut, len(lines), 2, tc.count)
				}
			})
		}
	}
}

// summaryCounts matches the counts of an interrupted summary: its
// puzzles, those cut short, and for generate those it stopped before.
var summaryCounts = regexp.MustCompile(`: (\d+) puzzles?\b(?:.*, (\d+) cut short)?.* \(interrupted\)(?:; stopped before (\d+) more)?; `)

// cutShortSummary checks the summary line of a batch or generate run
// that a signal stopped, with lines of output and jobs workers: it says
// it was interrupted; its puzzles are those printed and those cut short;
// no more were cut short than the workers were working on, since a puzzle
// not begun is not cut short; and for generate (count > 0), the puzzles
// it stopped before make up the rest of the count. It returns the number
// cut short.
func cutShortSummary(t *testing.T, stderr string, lines, jobs, count int) int {
	t.Helper()
	m := summaryCounts.FindStringSubmatch(stderr)
	if m == nil {
		t.Errorf("stderr %q: want a summary that says it was interrupted", stderr)
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	cut, _ := strconv.Atoi(m[2]) // "" when none was cut short
	if n != lines+cut {
		t.Errorf("summary %q: %d puzzles, want the %d printed and the %d cut short", stderr, n, lines, cut)
	}
	if cut > jobs {
		t.Errorf("summary %q: %d cut short, more than the %d workers had begun", stderr, cut, jobs)
	}
	if count > 0 {
		rest, _ := strconv.Atoi(m[3])
		if n+rest != count {
			t.Errorf("summary %q: %d puzzles and %d stopped before, want --count %d", stderr, n, rest, count)
		}
	} else if m[3] != "" {
		t.Errorf("summary %q: a batch does not know how many puzzles it did not read", stderr)
	}
	return cut
}

// manyPuzzles returns top1465 eight times over: more than two workers
// solve in a few seconds, so that a signal always finds a batch running.
func manyPuzzles(t *testing.T) []string {
	t.Helper()
	top := corpus(t, "top1465.txt")
	var all []string
	for range 8 {
		all = append(all, top...)
	}
	return all
}

// signalRun runs bin with args, sends sig after delay (and again at once
// when double is set), and returns the output and exit code. It fails the
// test when the command does not stop within five seconds.
func signalRun(t *testing.T, bin string, args []string, sig syscall.Signal, delay time.Duration, double bool) (string, string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		t.Fatalf("%v ended before the signal (%v): raise the work; stderr:\n%s", args, err, errOut.String())
	case <-time.After(delay):
	}
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	if double {
		time.Sleep(5 * time.Millisecond)
		cmd.Process.Signal(sig) // it may have exited already
	}
	start := time.Now()
	var err error
	select {
	case err = <-exited:
	case <-time.After(5 * time.Second):
		cmd.Process.Kill()
		<-exited
		t.Fatalf("%v still running 5s after %v", args, sig)
	}
	t.Logf("stopped %v after %v", time.Since(start).Round(time.Millisecond), sig)
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode() // -1 when a signal killed it
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}

// TestCancelledBatch cancels a batch's context in process, as a signal
// does: the batch returns at once, with the results of a prefix of its
// input, even while its reader waits on a pipe that stays open.
func TestCancelledBatch(t *testing.T) {
	puzzles := manyPuzzles(t)
	for _, tc := range []struct {
		name  string
		stdin func() io.Reader
	}{
		{"file", func() io.Reader { return strings.NewReader(strings.Join(puzzles, "\n")) }},
		{"open pipe", func() io.Reader {
			r, w := io.Pipe()
			go io.WriteString(w, strings.Join(puzzles[:20], "\n")+"\n") // and never closed
			return r
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			var out, errOut bytes.Buffer
			code := make(chan int, 1)
			go func() { code <- run(ctx, []string{"solve", "-j", "2", "--line"}, tc.stdin(), &out, &errOut) }()
			time.Sleep(300 * time.Millisecond)
			cancel()
			select {
			case c := <-code:
				if c != exitFailed {
					t.Errorf("exit %d, want %d", c, exitFailed)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("still running 5s after the cancel")
			}
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if out.Len() == 0 {
				lines = nil
			}
			for i, l := range lines {
				if !keepsGivens(t, puzzles[i], l) {
					t.Fatalf("line %d = %q does not solve puzzle %d", i+1, l, i+1)
				}
			}
			cutShortSummary(t, errOut.String(), len(lines), 2, 0)
		})
	}
}

// TestCutShortCounts stops batches and generate in process, as a signal
// does, and checks their summaries' counts (see cutShortSummary): a
// puzzle is cut short only when its work had begun, a puzzle not begun is
// not counted, and the puzzles counted are those printed and those cut
// short. A batch stopped in its first puzzle says "1 puzzle", not "0
// puzzles" and "1 cut short"; results finished after a puzzle cut short
// are not printed, and not counted (the second worker may be cut short
// in one of them); generate says how many of its --count it stopped
// before.
func TestCutShortCounts(t *testing.T) {
	empty := strings.Repeat(".", 81) // counting a billion solutions takes hours
	fast := strings.Join(corpus(t, "top1465.txt")[:500], "\n") + "\n"
	for _, tc := range []struct {
		name  string
		args  []string
		stdin func() io.Reader
		want  string // the summary's start
		count int    // generate's --count
	}{
		{"in the first puzzle, the input still open", []string{"count", "--limit", "1000000000"},
			func() io.Reader {
				r, w := io.Pipe()
				go io.WriteString(w, empty+"\n") // and never closed
				return r
			},
			"z3sudoku count: 1 puzzle: 0 counted (0 with no solution, 0 with one, 0 with more), 0 invalid, 1 cut short (interrupted); ", 0},
		{"in a long puzzle before fast ones", []string{"count", "-j", "2", "--limit", "1000000000"},
			func() io.Reader { return strings.NewReader(empty + "\n" + fast) },
			"z3sudoku count: ", 0},
		{"generate", []string{"generate", "-j", "2", "--count", "99999999999"},
			func() io.Reader { return strings.NewReader("") }, "z3sudoku generate: ", 99999999999},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			var out, errOut bytes.Buffer
			code := make(chan int, 1)
			go func() { code <- run(ctx, append(tc.args, "--line"), tc.stdin(), &out, &errOut) }()
			time.Sleep(time.Second)
			cancel()
			select {
			case c := <-code:
				if c != exitFailed {
					t.Errorf("exit %d, want %d", c, exitFailed)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("still running 5s after the cancel")
			}
			if !strings.HasPrefix(errOut.String(), tc.want) {
				t.Errorf("summary %q, want %q...", errOut.String(), tc.want)
			}
			lines := strings.Count(out.String(), "\n")
			cut := cutShortSummary(t, errOut.String(), lines, 2, tc.count)
			if tc.count == 0 && (lines != 0 || cut < 1) {
				t.Errorf("stdout %q, summary %q: want the long first puzzle cut short, and nothing printed", out.String(), errOut.String())
			}
		})
	}
}
