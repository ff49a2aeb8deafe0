package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// Puzzles the tests share, and their solutions.
const (
	top95First    = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	top95FirstSol = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	top95Second   = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."
	top95SecondS  = "527316489896542731314987562172453896689271354453698217941825673765134928238769145"
)

// corpus returns the puzzles of a corpus file of package sudoku's testdata.
func corpus(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "sudoku", "testdata", "corpora", name))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}

// variantFile returns the path of a puzzle of package sudoku's variant
// testdata.
func variantFile(name string) string {
	return filepath.Join("..", "..", "sudoku", "testdata", "variants", name)
}

// keepsGivens reports whether solution fills in puzzle.
func keepsGivens(t *testing.T, puzzle, solution string) bool {
	t.Helper()
	p, err := sudoku.Parse(puzzle)
	if err != nil {
		t.Fatalf("puzzle %q: %v", puzzle, err)
	}
	s, err := sudoku.Parse(solution)
	if err != nil || !s.Filled() || s.Shape() != p.Shape() {
		return false
	}
	for i := range p.Shape().NumCells() {
		c := p.Shape().CellAt(i)
		if d := p.At(c); d != 0 && s.At(c) != d {
			return false
		}
	}
	return true
}

func TestBatchMixedInput(t *testing.T) {
	path := filepath.Join("testdata", "mixed.txt")
	out, errOut, code := runCmd(t, "", "solve", "--line", "-j", "2", path)
	if code != exitFailed {
		t.Errorf("exit %d, want %d", code, exitFailed)
	}
	want := []string{top95FirstSol, "invalid", "no solution", "invalid", top95SecondS}
	if diff := cmp.Diff(want, strings.Split(strings.TrimSuffix(out, "\n"), "\n")); diff != "" {
		t.Errorf("stdout, one line per input (-want +got):\n%s", diff)
	}
	for _, w := range []string{
		path + ":3: invalid grid",
		path + ":4: no solution",
		path + ":5: conflict: rows: r1c1 and r1c2 both hold 1",
		"5 puzzles: 2 solved, 1 no solution, 2 invalid",
	} {
		if !strings.Contains(errOut, w) {
			t.Errorf("stderr does not contain %q:\n%s", w, errOut)
		}
	}
}

func TestBatchOrderAndParallel(t *testing.T) {
	puzzles := corpus(t, "top95.txt")
	for _, j := range []string{"1", "3"} {
		out, errOut, code := runCmd(t, strings.Join(puzzles, "\n"), "solve", "-j", j, "--quiet")
		if code != exitOK {
			t.Fatalf("-j %s: exit %d, stderr %q", j, code, errOut)
		}
		if errOut != "" {
			t.Errorf("-j %s --quiet: stderr %q, want nothing", j, errOut)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(puzzles) {
			t.Fatalf("-j %s: %d lines for %d puzzles", j, len(lines), len(puzzles))
		}
		for i, line := range lines {
			if !keepsGivens(t, puzzles[i], line) {
				t.Errorf("-j %s: line %d = %q does not solve puzzle %q", j, i+1, line, puzzles[i])
			}
		}
	}
}

func TestFormatDetection(t *testing.T) {
	killer, err := os.ReadFile(variantFile("killer-01.json"))
	if err != nil {
		t.Fatal(err)
	}
	kp, err := variants.ParseFPuzzles(killer)
	if err != nil {
		t.Fatal(err)
	}
	link, err := variants.FPuzzlesURL(kp)
	if err != nil {
		t.Fatal(err)
	}
	var compact strings.Builder
	if err := json.NewEncoder(&compact).Encode(json.RawMessage(killer)); err != nil {
		t.Fatal(err)
	}
	g, err := sudoku.Parse(top95First)
	if err != nil {
		t.Fatal(err)
	}
	killerSol := kp.Solution.String()
	for _, tc := range []struct {
		name, input string
		want        []string
	}{
		{"json document", string(killer), []string{killerSol}},
		{"json lines and a grid", compact.String() + top95First + "\n" + compact.String(), []string{killerSol, top95FirstSol, killerSol}},
		{"link", link + "\n", []string{killerSol}},
		{"grid block", "Grid 01\n" + g.Pretty() + "\n" + link + "\n", []string{top95FirstSol, killerSol}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, tc.input, "solve", "--line")
			if code != exitOK {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if diff := cmp.Diff(tc.want, strings.Fields(out)); diff != "" {
				t.Errorf("solutions (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRuleFlags(t *testing.T) {
	p, err := variants.ReadFPuzzles(mustOpen(t, variantFile("sudoku-x-01.json")))
	if err != nil {
		t.Fatal(err)
	}
	plain := p.Givens.String()
	out, errOut, code := runCmd(t, plain, "unique", "--x", "--line")
	if code != exitOK || strings.TrimSpace(out) != p.Solution.String() {
		t.Errorf("unique --x = %q (exit %d, stderr %q), want %s", out, code, errOut, p.Solution)
	}
	// Without the diagonals the givens are not enough.
	out, _, code = runCmd(t, plain, "unique", "--line")
	if code != exitFailed || !strings.HasPrefix(out, "multiple: r") {
		t.Errorf("unique without --x = %q (exit %d), want multiple and exit 1", out, code)
	}
	// Every rule flag builds, and flags may follow the operands.
	empty := strings.Repeat(".", 81)
	for _, flag := range []string{"--antiknight", "--antiking", "--nonconsecutive", "--windoku", "--disjoint"} {
		out, errOut, code := runCmd(t, empty, "solve", "-", flag, "--line")
		if code != exitOK || !keepsGivens(t, empty, strings.TrimSpace(out)) {
			t.Errorf("solve %s = %q (exit %d, stderr %q)", flag, out, code, errOut)
		}
	}
}

func mustOpen(t *testing.T, path string) *os.File {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func TestCountUniqueCandidates(t *testing.T) {
	empty4 := strings.Repeat(".", 16)
	for _, tc := range []struct {
		name  string
		input string
		args  []string
		want  string
		code  int
	}{
		{"count 4x4", empty4, []string{"count"}, "288", exitOK},
		{"count limit", empty4, []string{"count", "--limit", "10"}, "10+", exitOK}, // 10 or more
		{"count limit 1", empty4, []string{"count", "--limit", "1"}, "1+", exitOK},
		{"count unique", top95First, []string{"count"}, "1", exitOK},
		{"count none", "46....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", []string{"count"}, "0", exitFailed},
		{"unique", top95First, []string{"unique"}, top95FirstSol, exitOK},
		{"unique multiple", "123434122.4.4.2.", []string{"unique"}, "multiple: r3c2 r3c4 r4c2 r4c4", exitFailed}, // exactly two solutions
		{"candidates solved", top95First, []string{"candidates"}, strings.Join(strings.Split(top95FirstSol, ""), " "), exitOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, tc.input, append(tc.args, "--line")...)
			if code != tc.code || strings.TrimSpace(out) != tc.want {
				t.Errorf("%v = %q, exit %d (stderr %q); want %q, exit %d", tc.args, out, code, errOut, tc.want, tc.code)
			}
		})
	}

	// Candidates of a 4x4 with two solutions: the cells where they differ
	// have two candidates.
	out, errOut, code := runCmd(t, "12..34..........", "candidates", "--line")
	if code != exitOK {
		t.Fatalf("candidates: exit %d, stderr %q", code, errOut)
	}
	fields := strings.Fields(out)
	if len(fields) != 16 || fields[0] != "1" || fields[2] != "34" {
		t.Errorf("candidates = %q, want 16 cells, r1c1 1 and r1c3 34", out)
	}
}

func TestJSONOutput(t *testing.T) {
	input := top95First + "\nbad line\n" + strings.Repeat(".", 16) + "\n"
	out, _, code := runCmd(t, input, "count", "--json", "--limit", "5")
	if code != exitFailed {
		t.Errorf("exit %d, want %d (one invalid line)", code, exitFailed)
	}
	var got []jsonResult
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var j jsonResult
		if err := json.Unmarshal([]byte(line), &j); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		if j.Status != string(statusInvalid) && (j.TimeUS < 0 || j.BuildUS < 0 || j.BuildUS > j.TimeUS) {
			t.Errorf("line %q: time_us %d, build_us %d: want 0 <= build_us <= time_us", line, j.TimeUS, j.BuildUS)
		}
		j.TimeUS, j.BuildUS = 0, 0
		got = append(got, j)
	}
	one, five := 1, 5
	want := []jsonResult{
		{Source: "stdin", Line: 1, Puzzle: top95First, Status: "unique", Solutions: &one},
		{Source: "stdin", Line: 2, Puzzle: "bad line", Status: "invalid", Error: "invalid grid: found 7 cells, which is not n*n for any n (2x2 has 4, 3x3 has 9)"},
		{Source: "stdin", Line: 3, Puzzle: strings.Repeat(".", 16), Status: "multiple", Solutions: &five, AtLeast: true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("--json (-want +got):\n%s", diff)
	}

	out, _, code = runCmd(t, top95First, "solve", "--json")
	var j jsonResult
	if err := json.Unmarshal([]byte(out), &j); err != nil || code != exitOK {
		t.Fatalf("solve --json = %q, exit %d: %v", out, code, err)
	}
	if j.Solution != top95FirstSol || j.Status != "solved" {
		t.Errorf("solve --json = %+v, want the solution", j)
	}
}

func TestFPuzzlesOutput(t *testing.T) {
	out, errOut, code := runCmd(t, "", "solve", "--format", "fpuzzles", variantFile("killer-02.json"), variantFile("thermo-01.json"))
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("--format fpuzzles printed %d lines, want 2", len(lines))
	}
	for i, name := range []string{"killer-02.json", "thermo-01.json"} {
		got, err := variants.ParseFPuzzles([]byte(lines[i]))
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		want, err := variants.ReadFPuzzles(mustOpen(t, variantFile(name)))
		if err != nil {
			t.Fatal(err)
		}
		if !got.Solution.Equal(want.Solution) || len(got.Rules) != len(want.Rules) {
			t.Errorf("%s: printed solution %v with %d rules, want %v with %d", name, got.Solution, len(got.Rules), want.Solution, len(want.Rules))
		}
	}
}

func TestPrettyOutput(t *testing.T) {
	out, errOut, code := runCmd(t, top95First+"\n"+top95Second+"\n", "solve", "--pretty")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, w := range []string{"stdin:1: solved\n4 1 7 | 3 6 9 | 8 2 5\n", "stdin:2: solved\n5 2 7 | 3 1 6 | 4 8 9\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("--pretty output lacks %q:\n%s", w, out)
		}
	}
	out, _, _ = runCmd(t, strings.Repeat(".", 16), "count", "--pretty", "--limit", "7")
	if !strings.Contains(out, "7 or more solutions (the limit)") {
		t.Errorf("count --pretty = %q, want the limit said", out)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"frobnicate"},
		{"solve", "--encoding", "nope"},
		{"solve", "--no-such-flag"},
		{"solve", "-j", "0"},
		{"solve", "--timeout", "-1s"},
		{"solve", "--format", "xml"},
		{"solve", "--json", "--line"},
		{"solve", "--json", "--format", "pretty"},
		{"count", "--limit", "0"},
		{"count", "--limit", "-5"},
		{"count", "--limit", "lots"},
		{"unique", "-j", "-1"},
		{"export"},
		{"export", "--format", "png"},
		{"export", "--format", "dimacs", "--encoding", "int"},
		{"export", "--format", "smtlib", "a", "b"},
		{"export", "--format", "smtlib", "--n", "0"},
		{"decode"},
		{"decode", "--dimacs", "a", "--smtlib", "b"},
		{"decode", "--dimacs", "a", "--size", "99"},
		{"decode", "--dimacs", "a", "--json"},
		{"decode", "--dimacs", "a", "p1", "p2"},
		{"generate", "--count", "0"},
	} {
		_, errOut, code := runCmd(t, "", args...)
		if code != exitUsage {
			t.Errorf("%q: exit %d, want %d (stderr %q)", args, code, exitUsage, errOut)
		}
		if errOut == "" {
			t.Errorf("%q: nothing on stderr", args)
		}
	}
	for _, cmd := range []string{"solve", "count", "unique", "candidates", "export", "decode", "generate"} {
		out, errOut, code := runCmd(t, "", cmd, "--help")
		if code != exitOK || errOut != "" || !strings.Contains(out, "Examples:") || !strings.Contains(out, "Usage: z3sudoku "+cmd) {
			t.Errorf("%s --help: exit %d, help %q, stderr %q", cmd, code, out, errOut)
		}
	}
	if out, _, code := runCmd(t, "", "help"); code != exitOK || !strings.Contains(out, "Commands:") {
		t.Errorf("help: exit %d, %q", code, out)
	}
}

// TestStdinStreams writes puzzles one at a time into a pipe on standard
// input, each only after the answer to the one before has come out: a
// batch must solve what it has read while its input stays open, as in
// "z3sudoku generate | z3sudoku unique". A JSON line between the grids
// takes the other path of the reader.
func TestStdinStreams(t *testing.T) {
	killer, err := os.ReadFile(variantFile("killer-01.json"))
	if err != nil {
		t.Fatal(err)
	}
	var oneLine bytes.Buffer
	if err := json.Compact(&oneLine, killer); err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	code := make(chan int, 1)
	go func() {
		code <- run(context.Background(), []string{"solve", "-j", "2"}, inR, outW, io.Discard)
		outW.Close()
	}()
	lines := bufio.NewScanner(outR)
	lines.Buffer(nil, 1<<20)
	answer := func(what string) string {
		got := make(chan string, 1)
		go func() {
			if lines.Scan() {
				got <- lines.Text()
			}
			close(got)
		}()
		select {
		case l, ok := <-got:
			if !ok {
				t.Fatalf("%s: output ended", what)
			}
			return l
		case <-time.After(time.Minute):
			t.Fatalf("%s: no answer within a minute while standard input stays open", what)
		}
		return ""
	}
	for _, step := range []struct{ in, want string }{
		{top95First + "\n", top95FirstSol},
		{oneLine.String() + "\n", ""},
		{top95Second + "\n", top95SecondS},
	} {
		if _, err := io.WriteString(inW, step.in); err != nil {
			t.Fatal(err)
		}
		got := answer(step.in[:20])
		if step.want != "" && got != step.want {
			t.Errorf("answer to %s = %s, want %s", step.in[:20], got, step.want)
		}
		if g, err := sudoku.Parse(got); step.want == "" && (err != nil || !g.Filled()) {
			t.Errorf("answer to the killer = %q, want a solution", got)
		}
	}
	inW.Close()
	if c := <-code; c != exitOK {
		t.Errorf("exit %d, want %d", c, exitOK)
	}
}

// TestStdinDocument reads an f-puzzles document spread over many lines,
// after blank lines, from standard input.
func TestStdinDocument(t *testing.T) {
	killer, err := os.ReadFile(variantFile("killer-01.json"))
	if err != nil {
		t.Fatal(err)
	}
	var indented bytes.Buffer
	if err := json.Indent(&indented, killer, "", "  "); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCmd(t, "\n  \n"+indented.String(), "solve", "--json")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var r struct {
		Line   int    `json:"line"`
		Status string `json:"status"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || r.Line != 3 || r.Status != "solved" {
		t.Errorf("output %q (%v), want the document solved at line 3", out, err)
	}
}

// TestTimeoutCoversModel gives an empty 36x36, whose Model takes seconds
// to build, a --timeout shorter than that: the puzzle gives up at the
// timeout, building included, and the batch goes on.
func TestTimeoutCoversModel(t *testing.T) {
	const timeout = 300 * time.Millisecond
	in := strings.Repeat(".", 36*36) + "\n" +
		"003004020006000009800010000005000090070003010040005600000080001300000400010600500\n"
	start := time.Now()
	out, errOut, code := runCmd(t, in, "solve", "--timeout", timeout.String())
	elapsed := time.Since(start)
	if code != exitFailed {
		t.Errorf("exit %d, want %d; stderr %q", code, exitFailed, errOut)
	}
	if !strings.Contains(errOut, "gave up after --timeout "+timeout.String()) {
		t.Errorf("stderr %q, want the 36x36 to give up after --timeout", errOut)
	}
	if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 2 || !strings.HasPrefix(lines[1], "753894126") {
		t.Errorf("stdout %q, want a failure line and the 9x9's solution", out)
	}
	// The bound is the timeout plus a margin for the race detector on a
	// loaded machine; the 36x36's Z3 preparation alone takes seconds.
	if elapsed > timeout+time.Second {
		t.Errorf("solve took %v with --timeout %v", elapsed, timeout)
	}
}

// TestMemoryMB gives an empty 36x36, which takes Z3 hundreds of
// megabytes, and a 9x9 to solve under --memory-mb 64: the 36x36 fails
// at once, naming the bound, and the 9x9 is solved after it; bad values
// are usage errors.
func TestMemoryMB(t *testing.T) {
	defer sudoku.SetMemoryLimit(sudoku.SetMemoryLimit(-1))
	in := strings.Repeat(".", 36*36) + "\n" +
		"003004020006000009800010000005000090070003010040005600000080001300000400010600500\n"
	start := time.Now()
	out, errOut, code := runCmd(t, in, "solve", "--memory-mb", "64")
	elapsed := time.Since(start)
	t.Logf("solve --memory-mb 64: exit %d after %v; stderr %q", code, elapsed.Round(time.Millisecond), errOut)
	if code != exitFailed || !strings.Contains(errOut, "past the memory limit of 64 MiB") {
		t.Errorf("exit %d, stderr %q; want %d and the 36x36 stopped at the memory limit", code, errOut, exitFailed)
	}
	if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 2 || !strings.HasPrefix(lines[1], "753894126") {
		t.Errorf("stdout %q, want a failure line and the 9x9's solution", out)
	}
	if elapsed > 20*time.Second {
		t.Errorf("solve --memory-mb 64 took %v", elapsed)
	}
	for _, bad := range []string{"-1", "2000000", "x"} {
		if _, errOut, code := runCmd(t, "", "solve", "--memory-mb", bad); code != exitUsage || !strings.Contains(errOut, "memory-mb") {
			t.Errorf("solve --memory-mb %s = exit %d, %q; want a usage error", bad, code, errOut)
		}
	}
}

// TestWorkerModelCache checks the worker's cache of Models: the first
// variant puzzle is built on its own and closed after it, the next with
// the same rules is cached, and the one after it reuses that Model.
func TestWorkerModelCache(t *testing.T) {
	data, err := os.ReadFile(variantFile("killer-01.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := variants.ParseFPuzzles(data)
	if err != nil {
		t.Fatal(err)
	}
	w := newWorker(&batchOptions{cmd: "unique"})
	defer w.close()
	ctx := context.Background()
	var got []*sudoku.Model
	for k := range 3 {
		it := &item{src: "killer-01.json", line: 1, p: p}
		m, release, err := w.model(ctx, it)
		if err != nil {
			t.Fatal(err)
		}
		if _, unique, err := m.Unique(ctx, p.Givens); err != nil || !unique {
			t.Fatalf("puzzle %d: Unique = %v, %v", k, unique, err)
		}
		release()
		got = append(got, m)
		if want := min(k, 1); len(w.models) != want {
			t.Fatalf("after puzzle %d: %d Models cached, want %d", k, len(w.models), want)
		}
	}
	if _, _, err := got[0].Unique(ctx, p.Givens); !errors.Is(err, sudoku.ErrClosed) {
		t.Errorf("the first puzzle's Model after its release: %v, want ErrClosed", err)
	}
	if got[1] == got[0] || got[2] != got[1] {
		t.Errorf("Models %p, %p, %p: want the second new and the third the same", got[0], got[1], got[2])
	}
}

// bindLink is a 4x4 SudokuPad puzzle with a green and a purple line whose
// meaning is only in its rules text (variants' ExampleParseLinkBindings).
const bindLink = "sclN4IgxgpgNlDOIC4DaTgF8A06ufQXQ1V2JwKJwv0OxuLwJACcIBzASwHsA7eZFABgz8yggIxlRQiRnFkkggEwiMAZmlLCktXIVTCu8YRV6kx2YSS6Nl1WWPXj2hlDZcIvVOA5QOjRCABiADYAdgAzflCwsJAMEAAXAAs2MABrN1heUUEQAHcAQwBPAAUOV3iPeQA6AFYhWolamQa8XC8fPwRAiKj+aNiE5LSMrJyCkrKuCsQUBSb+Bv0m0Ra0BgBbCHj8gBN87cRQRgBXKHd/AEEdgCt8yCmAAh22dgqH7gf8h5ZmCC4HlxuJ5saIQRgPABGhQeCne4PWvggVQeABEXmw3h8vgAHY6MbFnAGuCAPMK+dafB6wLbvMIPMDcalgY7xNgANxJz1esCqIDQaCAA=="

// TestBindingsShown checks that -v prints what a link's rules text bound,
// --json carries it, and --rules-text reads the lines by the caller's text.
func TestBindingsShown(t *testing.T) {
	_, errOut, code := runCmd(t, "", "count", "-v", bindLink)
	want := `argument 1:1: bound green lines (1): German whispers, from "Adjacent digits on a green line differ by 2 or more"`
	if code != exitOK || !strings.Contains(errOut, want) {
		t.Errorf("count -v: exit %d, stderr %q; want %q", code, errOut, want)
	}
	if _, errOut, _ := runCmd(t, "", "count", bindLink); strings.Contains(errOut, "bound") {
		t.Errorf("count without -v: stderr %q, want no bindings", errOut)
	}
	out, _, code := runCmd(t, "", "count", "--json", bindLink)
	var j jsonResult
	if err := json.Unmarshal([]byte(out), &j); err != nil || code != exitOK {
		t.Fatalf("count --json: %q, exit %d: %v", out, code, err)
	}
	if len(j.Bindings) != 2 || !strings.HasPrefix(j.Bindings[1], "purple lines (1): renban") {
		t.Errorf("bindings %q, want the green and purple lines'", j.Bindings)
	}
	out, errOut, code = runCmd(t, "", "count", "-v", "--json", "--rules-text",
		"Green lines are German whispers lines: adjacent digits differ by 2 or more. Purple lines are palindromes.", bindLink)
	// A palindrome of two cells needs a repeated digit: no solution.
	if err := json.Unmarshal([]byte(out), &j); err != nil || j.Status != "no solution" {
		t.Fatalf("count --rules-text: %q, exit %d, %q: %v", out, code, errOut, err)
	}
	if len(j.Bindings) != 2 || !strings.HasPrefix(j.Bindings[1], `purple lines (1): palindrome, from "Purple lines are palindromes"`) {
		t.Errorf("bindings %q, want the caller's sentences", j.Bindings)
	}
	if _, errOut, code := runCmd(t, "", "count", "--rules-text", "Purple lines are renban lines.", bindLink); code == exitOK || !strings.Contains(errOut, "not bound") {
		t.Errorf("count --rules-text without the green line: exit %d, %q; want it refused", code, errOut)
	}
}
