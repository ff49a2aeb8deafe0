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
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSignals interrupts the built command with real signals in the middle
// of a batch, many times over: it must stop within seconds, exit 130 after
// SIGINT and 143 after SIGTERM, leave only whole lines on standard output,
// each the result of the puzzle of its line, say in its summary how many
// puzzles were cut short, and never crash. A second signal ends it at once
// with the same code.
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
	}{
		{"solve", []string{"solve", "-j", "2", "--line", input}, solves},
		{"solve json", []string{"solve", "-j", "2", "--json", input}, solvedJSON},
		{"count", []string{"count", "-j", "2", "--line", "--limit", "2", input}, counts},
		{"generate", []string{"generate", "-j", "2", "--line", "--count", "10000"}, generated},
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
				if !double && !strings.Contains(errOut, "cut short") {
					t.Errorf("the summary does not say what was cut short:\n%s", errOut)
				}
			})
		}
	}
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
			for i, l := range lines {
				if l != "" && !keepsGivens(t, puzzles[i], l) {
					t.Fatalf("line %d = %q does not solve puzzle %d", i+1, l, i+1)
				}
			}
			if !strings.Contains(errOut.String(), " cut short (interrupted); ") {
				t.Errorf("summary %q does not say it was interrupted, and what was cut short", errOut.String())
			}
		})
	}
}
