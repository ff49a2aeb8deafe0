package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/variants"
)

// TestLongLines puts lines longer than any buffer between good puzzles:
// each is reported as too long with its file and line, and every puzzle
// around it is solved and counted.
func TestLongLines(t *testing.T) {
	for _, tc := range []struct {
		name string
		long string
		want string // in the message
	}{
		{"grid line over 1 MiB", strings.Repeat("1", 1100000), "grid line is at most 512 KiB"},
		{"json line over 1 MiB", `{"size":9,"title":"` + strings.Repeat("x", 1100000) + `"}`, "bad.txt:2:"},
		{"line over 16 MiB", strings.Repeat("{", maxLine+10), "a line is at most 16 MiB"},
		{"link over 16 MiB", "https://f-puzzles.com/?load=" + strings.Repeat("A", maxLine), "a line is at most 16 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "bad.txt")
			content := top95First + "\n" + tc.long + "\n" + top95Second + "\n" + tc.long + "\n" + top95First + "\n"
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			out, errOut, code := runCmd(t, "", "solve", "--line", path)
			if code != exitFailed {
				t.Errorf("exit %d, want %d", code, exitFailed)
			}
			want := []string{top95FirstSol, "invalid", top95SecondS, "invalid", top95FirstSol}
			if diff := cmp.Diff(want, strings.Split(strings.TrimSuffix(out, "\n"), "\n")); diff != "" {
				t.Errorf("stdout, one line per input (-want +got):\n%s", diff)
			}
			for _, w := range []string{path + ":2: ", path + ":4: ", strings.ReplaceAll(tc.want, "bad.txt", path),
				"5 puzzles: 3 solved, 0 no solution, 2 invalid"} {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr does not contain %q:\n%.2000s", w, errOut)
				}
			}
		})
	}
}

// TestWholeInputs checks inputs that are one thing and must give one
// result: a pretty-printed document cut short, and a block of rows too
// large for a grid, which must not be read as many one-line puzzles.
func TestWholeInputs(t *testing.T) {
	zeros := strings.Repeat(strings.Repeat("0", 100)+"\n", 100)
	spaced := strings.Repeat(strings.TrimSpace(strings.Repeat("0 ", 100))+"\n", 100)
	top := corpus(t, "top1465.txt")[:81] // 81 one-line 9x9 puzzles: not a block
	data, err := os.ReadFile(variantFile("killer-01.json"))
	if err != nil {
		t.Fatal(err)
	}
	var line bytes.Buffer
	if err := json.Compact(&line, data); err != nil {
		t.Fatal(err)
	}
	killer := line.String()
	for _, tc := range []struct {
		name, input string
		lines       int    // output lines
		want        string // in stderr
	}{
		{"truncated document", "{\n  \"size\": 9,\n  \"grid\": [\n    [{}, {}, {}\n", 1, "stdin:1: "},
		{"100 lines of 100 zeros", zeros, 1, "stdin:1: invalid grid: a 100x100 grid block; sizes go up to 64"},
		{"100 rows of 100 spaced zeros", spaced, 1, "stdin:1: invalid grid: a 100x100 grid block"},
		{"the block between puzzles", top95First + "\n" + zeros + top95Second + "\n", 3, "stdin:2: invalid grid: a 100x100"},
		{"81 puzzles of 81 cells", strings.Join(top, "\n") + "\n", 81, "81 puzzles: 81 solved"},
		{"a broken JSON line before good ones", `{"size":9,"grid":[[{}` + "\n" + killer + "\n" + killer + "\n", 3, "3 puzzles: 2 solved, 0 no solution, 1 invalid"},
		{"a first JSON line over 16 MiB", strings.Repeat("{", maxLine+1) + "\n" + killer + "\n" + top95First + "\n", 3, "stdin:1: line too long"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, _ := runCmd(t, tc.input, "solve", "--line")
			if n := strings.Count(out, "\n"); n != tc.lines {
				t.Errorf("%d output lines, want %d:\n%.500s", n, tc.lines, out)
			}
			if !strings.Contains(errOut, tc.want) {
				t.Errorf("stderr does not contain %q:\n%.1000s", tc.want, errOut)
			}
			if n := strings.Count(errOut, "\n"); n > 2 {
				t.Errorf("%d lines on stderr, want one message and the summary:\n%.1000s", n, errOut)
			}
		})
	}
}

// TestLinkAndSudoCueArguments gives every puzzle command a link and
// SudoCue text in place of a file, and SudoCue text as input lines.
func TestLinkAndSudoCueArguments(t *testing.T) {
	kp, err := variants.ReadFPuzzles(mustOpen(t, variantFile("killer-01.json")))
	if err != nil {
		t.Fatal(err)
	}
	link, err := variants.FPuzzlesURL(kp)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "variants", "testdata", "sudocue.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var cue, cueSol []string // SudoCue lines and their solutions
	for _, l := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(l, "3x3:"):
			cue = append(cue, l)
		case len(l) == 81 && len(cue) == len(cueSol)+1:
			cueSol = append(cueSol, l)
		}
	}
	if len(cue) < 2 || len(cueSol) != len(cue) {
		t.Fatalf("sudocue.txt: %d puzzles and %d solutions", len(cue), len(cueSol))
	}
	killerSol := kp.Solution.String()
	// A SudokuPad link (ParseLink's), and its unique solution.
	spad, err := os.ReadFile(filepath.Join("..", "..", "variants", "testdata", "sudokupad", "sudocle-245.link"))
	if err != nil {
		t.Fatal(err)
	}
	spadLink := strings.TrimSpace(string(spad))
	spadSol, _, code := runCmd(t, spadLink+"\n", "unique", "--line")
	if code != exitOK || len(spadSol) != 82 {
		t.Fatalf("unique on sudocle-245.link as a line: exit %d, %q", code, spadSol)
	}
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  []string
	}{
		{"solve link", "", []string{"solve", link}, []string{killerSol}},
		{"unique link", "", []string{"unique", link}, []string{killerSol}},
		{"count link", "", []string{"count", link}, []string{"1"}},
		{"solve sudocue", "", []string{"solve", cue[0]}, []string{cueSol[0]}},
		{"link and sudocue and file", "", []string{"solve", link, cue[1], filepath.Join("testdata", "mixed.txt")},
			[]string{killerSol, cueSol[1], top95FirstSol, "invalid", "no solution", "invalid", top95SecondS}},
		{"sudokupad link", "", []string{"solve", spadLink}, []string{strings.TrimSpace(spadSol)}},
		{"sudokupad short link", "", []string{"solve", "https://sudokupad.app/wsj7iunsg6"}, []string{"invalid"}},
		{"sudocue lines", cue[0] + "\n" + top95First + "\n" + cue[1] + "\n", []string{"solve"}, []string{cueSol[0], top95FirstSol, cueSol[1]}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, _ := runCmd(t, tc.stdin, append(tc.args, "--line")...)
			if diff := cmp.Diff(tc.want, strings.Split(strings.TrimSuffix(out, "\n"), "\n")); diff != "" {
				t.Errorf("%v (-want +got):\n%s\nstderr: %s", tc.args[0], diff, errOut)
			}
		})
	}
	for _, cmd := range [][]string{{"export", "--format", "smtlib"}, {"render"}, {"candidates"}} {
		if out, errOut, code := runCmd(t, "", append(cmd, link)...); code != exitOK || out == "" {
			t.Errorf("%s LINK: exit %d, stderr %q", cmd[0], code, errOut)
		}
	}
	// An argument that is neither a file nor a link.
	_, errOut, code := runCmd(t, "", "solve", "nope.txt")
	if code != exitFailed || !strings.Contains(errOut, "nope.txt: no such file, and not a puzzle link, grid or SudoCue text") {
		t.Errorf("solve nope.txt: exit %d, stderr %q", code, errOut)
	}
}

// mkfifo makes a FIFO in a new temporary directory and returns its path.
func mkfifo(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestFIFOWithoutWriter runs the built command on a FIFO that no one
// opens at its other end, as input and as -o output, where open(2) waits:
// one signal must end the wait, with the signal's exit code, and a batch
// prints its summary. signalRun fails when the command ends before the
// signal, or does not stop within five seconds of it.
func TestFIFOWithoutWriter(t *testing.T) {
	bin := binary(t)
	good := filepath.Join(t.TempDir(), "good.txt")
	if err := os.WriteFile(good, []byte(top95First+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		args    func(fifo string) []string
		sig     syscall.Signal
		summary bool
	}{
		{"solve", func(f string) []string { return []string{"solve", f} }, syscall.SIGINT, true},
		{"count", func(f string) []string { return []string{"count", "--timeout", "1h", f} }, syscall.SIGTERM, true},
		{"solve after a file", func(f string) []string { return []string{"solve", good, f} }, syscall.SIGINT, true},
		{"export", func(f string) []string { return []string{"export", "--format", "smtlib", f} }, syscall.SIGTERM, false},
		{"render", func(f string) []string { return []string{"render", f} }, syscall.SIGINT, false},
		{"decode", func(f string) []string { return []string{"decode", "--dimacs", f, good} }, syscall.SIGTERM, false},
		{"export -o", func(f string) []string { return []string{"export", "--format", "dimacs", "-o", f, good} }, syscall.SIGINT, false},
		{"render -o", func(f string) []string { return []string{"render", "-o", f, good} }, syscall.SIGTERM, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := signalRun(t, bin, tc.args(mkfifo(t)), tc.sig, 300*time.Millisecond, false)
			if want := 128 + int(tc.sig); code != want {
				t.Errorf("exit %d after %v, want %d; stderr %q", code, tc.sig, want, errOut)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			if summary := strings.Contains(errOut, "0 puzzles: ") && strings.Contains(errOut, " (interrupted); "); summary != tc.summary {
				t.Errorf("stderr %q; want a summary of 0 puzzles, interrupted: %v", errOut, tc.summary)
			}
		})
	}
}

// TestFIFOTimeout gives --timeout to commands whose input is a FIFO that
// no writer opens: the command gives up once the timeout has passed,
// says why, and exits 1.
func TestFIFOTimeout(t *testing.T) {
	bin := binary(t)
	const timeout = time.Second
	for _, args := range [][]string{
		{"solve", "--timeout", timeout.String()},
		{"count", "--limit", "5", "--timeout", timeout.String()},
		{"export", "--format", "smtlib", "--timeout", timeout.String()},
	} {
		fifo := mkfifo(t)
		cmd := exec.Command(bin, append(args, fifo)...)
		var errOut bytes.Buffer
		cmd.Stderr = &errOut
		start := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		select {
		case <-exited:
		case <-time.After(timeout + 10*time.Second):
			cmd.Process.Kill()
			<-exited
			t.Fatalf("%v: still waiting for the FIFO's writer %v after --timeout %v", args, time.Since(start).Round(time.Millisecond), timeout)
		}
		elapsed := time.Since(start)
		if code := cmd.ProcessState.ExitCode(); code != exitFailed {
			t.Errorf("%v: exit %d, want %d; stderr %q", args, code, exitFailed, errOut.String())
		}
		if want := fifo + ": a FIFO that no writer opened within --timeout 1s"; !strings.Contains(errOut.String(), want) {
			t.Errorf("%v: stderr %q, want %q", args, errOut.String(), want)
		}
		// A margin for the race detector on a loaded machine.
		if elapsed < timeout || elapsed > timeout+4*time.Second {
			t.Errorf("%v: gave up after %v, want about --timeout %v", args, elapsed.Round(time.Millisecond), timeout)
		}
	}
}

// TestFIFOWithWriter checks that a FIFO whose writer comes late, and then
// writes slowly, is read as before: the command waits for the writer
// within --timeout, and the timeout bounds each puzzle and the open, not
// the writer's pace between puzzles.
func TestFIFOWithWriter(t *testing.T) {
	bin := binary(t)
	fifo := mkfifo(t)
	cmd := exec.Command(bin, "solve", "--line", "--timeout", "2s", fifo)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	wrote := make(chan error, 1)
	go func() {
		time.Sleep(500 * time.Millisecond)
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			wrote <- err
			return
		}
		defer f.Close()
		if _, err := io.WriteString(f, top95First+"\n"); err != nil {
			wrote <- err
			return
		}
		time.Sleep(3 * time.Second) // longer than --timeout
		_, err = io.WriteString(f, top95Second+"\n")
		wrote <- err
	}()
	err := cmd.Wait()
	if werr := <-wrote; werr != nil {
		t.Fatal(werr)
	}
	if err != nil || out.String() != top95FirstSol+"\n"+top95SecondS+"\n" {
		t.Errorf("solve FIFO: %v, stdout %q, stderr %q; want both puzzles solved", err, out.String(), errOut.String())
	}
}
