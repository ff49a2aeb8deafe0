package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
	"github.com/z3sudoku/z3sudoku/z3"
)

// The end-to-end tests run the built command on real files, and feed its
// exports to the real z3 and minisat commands, which scripts/deps.sh
// installs (make test runs it).

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// binary builds the command once per test run and returns its path.
func binary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "z3sudoku-e2e")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "z3sudoku")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

// tool returns the path of an external command, failing loudly when it is
// missing rather than skipping the test.
func tool(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is not installed: run scripts/deps.sh --test (make test does), which installs Debian's z3 and minisat", name)
	}
	return path
}

// execCmd runs a command with stdin and returns its output and exit code.
func execCmd(t *testing.T, stdin *os.File, name string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	if stdin != nil {
		cmd.Stdin = stdin
	}
	return execRun(t, cmd)
}

// execRun runs cmd and returns its output and exit code.
func execRun(t *testing.T, cmd *exec.Cmd) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", cmd.Path, err)
	}
	return out.String(), errOut.String(), code
}

func TestE2EDevNullIsEmpty(t *testing.T) {
	// /dev/null is a character device but no terminal: the command reads
	// it as an empty input, and solves no default puzzle.
	devnull, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	out, errOut, code := execCmd(t, devnull, binary(t), "solve")
	if code != exitOK || out != "" || !strings.Contains(errOut, "0 puzzles") {
		t.Errorf("solve < /dev/null: exit %d, stdout %q, stderr %q; want exit 0, no output, 0 puzzles", code, out, errOut)
	}
}

func TestE2EBatchTop1465(t *testing.T) {
	path := filepath.Join("..", "..", "sudoku", "testdata", "corpora", "top1465.txt")
	puzzles := corpus(t, "top1465.txt")
	out, errOut, code := execCmd(t, nil, binary(t), "solve", "-j", "2", path)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(puzzles) || len(lines) != 1465 {
		t.Fatalf("%d lines for %d puzzles, want 1465", len(lines), len(puzzles))
	}
	for i, line := range lines {
		if !keepsGivens(t, puzzles[i], line) {
			t.Fatalf("line %d = %q does not solve puzzle %d %q: output out of order?", i+1, line, i+1, puzzles[i])
		}
	}
	if !strings.Contains(errOut, "1465 puzzles: 1465 solved, 0 no solution, 0 invalid") {
		t.Errorf("summary = %q", errOut)
	}
	t.Logf("summary: %s", strings.TrimSpace(errOut))
}

func TestE2EMixedInput(t *testing.T) {
	path := filepath.Join("testdata", "mixed.txt")
	out, errOut, code := execCmd(t, nil, binary(t), "solve", path)
	if code != exitFailed {
		t.Errorf("exit %d, want %d", code, exitFailed)
	}
	if n := strings.Count(out, "\n"); n != 5 {
		t.Errorf("%d output lines for 5 inputs:\n%s", n, out)
	}
	for _, w := range []string{path + ":3:", path + ":4:", path + ":5:"} {
		if !strings.Contains(errOut, w) {
			t.Errorf("stderr does not name %s:\n%s", w, errOut)
		}
	}
}

// exportCase is a puzzle exported to the external solvers.
type exportCase struct {
	name   string
	file   string // a file holding the puzzle
	rules  []string
	puzzle sudoku.Puzzle
}

// e2eAll makes the export tests take every top95 puzzle, not every
// fourth: each one costs an external solver run of a third of a second,
// and the 24 cover the same code.
var e2eAll = flag.Bool("e2e.all", false, "export tests: every top95 puzzle")

// exportCases returns every fourth top95 puzzle (all with -e2e.all), the
// killer puzzles and the Sudoku-X puzzles of the test corpus, each written
// to a file of its own.

func exportCases(t *testing.T) []exportCase {
	t.Helper()
	dir := t.TempDir()
	var cases []exportCase
	for i, line := range corpus(t, "top95.txt") {
		if i%4 != 0 && !*e2eAll {
			continue
		}
		g, err := sudoku.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, fmt.Sprintf("top95-%02d.txt", i+1))
		if err := os.WriteFile(file, []byte(line+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, exportCase{name: fmt.Sprintf("top95-%02d", i+1), file: file,
			puzzle: sudoku.Puzzle{Shape: g.Shape(), Rules: (&ruleFlags{}).plain(g.Shape()), Givens: g}})
	}
	names, err := filepath.Glob(variantFile("killer*.json"))
	if err != nil {
		t.Fatal(err)
	}
	xs, _ := filepath.Glob(variantFile("sudoku-x-*.json"))
	for _, file := range append(names, xs...) {
		p, err := variants.ReadFPuzzles(mustOpen(t, file))
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, exportCase{name: filepath.Base(file), file: file, puzzle: p})
	}
	// Sudoku-X from a plain grid and the --x flag.
	p, err := variants.ReadFPuzzles(mustOpen(t, variantFile("sudoku-x-02.json")))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "x-plain.txt")
	if err := os.WriteFile(file, []byte(p.Givens.String()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases = append(cases, exportCase{name: "x-plain --x", file: file, rules: []string{"--x"}, puzzle: p})
	return cases
}

// librarySolution solves p in process.
func librarySolution(t *testing.T, p sudoku.Puzzle) sudoku.Grid {
	t.Helper()
	m, err := p.Model()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	sol, err := m.Solve(context.Background(), p.Givens)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

func TestE2EExportSMTLIBToZ3(t *testing.T) {
	z3 := tool(t, "z3")
	bin := binary(t)
	dir := t.TempDir()
	for i, tc := range exportCases(t) {
		script := filepath.Join(dir, fmt.Sprintf("p%d.smt2", i))
		answer := filepath.Join(dir, fmt.Sprintf("p%d.out", i))
		args := append([]string{"export", "--format", "smtlib", "-o", script}, tc.rules...)
		if _, errOut, code := runCmd(t, "", append(args, tc.file)...); code != exitOK {
			t.Fatalf("%s: export exit %d: %s", tc.name, code, errOut)
		}
		out, errOut, code := execCmd(t, nil, z3, script)
		if code != 0 || !strings.HasPrefix(out, "sat\n") {
			t.Fatalf("%s: z3 exit %d, output %.200q, stderr %q", tc.name, code, out, errOut)
		}
		if err := os.WriteFile(answer, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		// Decode with the built command for a few, in process for the rest.
		decode := append([]string{"decode", "--line", "--smtlib", answer}, tc.rules...)
		decode = append(decode, tc.file)
		var got string
		if i%5 == 0 {
			got, errOut, code = execCmd(t, nil, bin, decode...)
		} else {
			got, errOut, code = runCmd(t, "", decode...)
		}
		if code != exitOK {
			t.Fatalf("%s: decode exit %d: %s", tc.name, code, errOut)
		}
		if want := librarySolution(t, tc.puzzle).String(); strings.TrimSpace(got) != want {
			t.Errorf("%s: z3's model decodes to %s, the library solves %s", tc.name, got, want)
		}
	}
}

func TestE2EExportDIMACSToMiniSat(t *testing.T) {
	minisat := tool(t, "minisat")
	bin := binary(t)
	dir := t.TempDir()
	for i, tc := range exportCases(t) {
		cnf := filepath.Join(dir, fmt.Sprintf("p%d.cnf", i))
		answer := filepath.Join(dir, fmt.Sprintf("p%d.out", i))
		args := append([]string{"export", "--format", "dimacs", "-o", cnf}, tc.rules...)
		if i%5 == 0 {
			if _, errOut, code := execCmd(t, nil, bin, append(args, tc.file)...); code != exitOK {
				t.Fatalf("%s: export exit %d: %s", tc.name, code, errOut)
			}
		} else if _, errOut, code := runCmd(t, "", append(args, tc.file)...); code != exitOK {
			t.Fatalf("%s: export exit %d: %s", tc.name, code, errOut)
		}
		// MiniSat exits 10 for satisfiable and writes the model to answer.
		if _, errOut, code := execCmd(t, nil, minisat, "-verb=0", cnf, answer); code != 10 {
			t.Fatalf("%s: minisat exit %d, want 10 (SAT): %s", tc.name, code, errOut)
		}
		decode := append([]string{"decode", "--line", "--dimacs", answer}, tc.rules...)
		got, errOut, code := runCmd(t, "", append(decode, tc.file)...)
		if code != exitOK {
			t.Fatalf("%s: decode exit %d: %s", tc.name, code, errOut)
		}
		if want := librarySolution(t, tc.puzzle).String(); strings.TrimSpace(got) != want {
			t.Errorf("%s: MiniSat's answer decodes to %s, the library solves %s", tc.name, got, want)
		}
	}
}

func TestE2EExportUnsatisfiable(t *testing.T) {
	minisat, z3 := tool(t, "minisat"), tool(t, "z3")
	dir := t.TempDir()
	file := filepath.Join(dir, "none.txt")
	// top95's first puzzle with a wrong digit that breaks no rule directly.
	if err := os.WriteFile(file, []byte("46....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cnf, answer := filepath.Join(dir, "p.cnf"), filepath.Join(dir, "p.out")
	if _, errOut, code := runCmd(t, "", "export", "--format", "dimacs", "-o", cnf, file); code != exitOK {
		t.Fatalf("export: %s", errOut)
	}
	if _, _, code := execCmd(t, nil, minisat, "-verb=0", cnf, answer); code != 20 {
		t.Fatalf("minisat exit %d, want 20 (UNSAT)", code)
	}
	if _, errOut, code := runCmd(t, "", "decode", "--dimacs", answer); code != exitFailed || !strings.Contains(errOut, "no solution") {
		t.Errorf("decode of UNSAT: exit %d, stderr %q", code, errOut)
	}
	script := filepath.Join(dir, "p.smt2")
	if _, errOut, code := runCmd(t, "", "export", "--format", "smtlib", "-o", script, file); code != exitOK {
		t.Fatalf("export: %s", errOut)
	}
	out, _, _ := execCmd(t, nil, z3, script)
	if !strings.HasPrefix(out, "unsat") {
		t.Errorf("z3 on the unsatisfiable puzzle: %.100q", out)
	}
}

func TestExportFormats(t *testing.T) {
	// 9x9 DIMACS uses the Lynce-Ouaknine numbering; other sizes say theirs.
	out, errOut, code := runCmd(t, top95First, "export", "--format", "dimacs")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, w := range []string{"100*row + 10*column + digit", "p cnf 999 ", "\n111 112 113 114 115 116 117 118 119 0\n", "\n114 0\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("9x9 DIMACS lacks %q", w)
		}
	}
	out, _, code = runCmd(t, "12..34..........", "export", "--format", "dimacs")
	if code != exitOK || !strings.Contains(out, "(row-1)*16 + (column-1)*4 + digit") || !strings.Contains(out, "p cnf 64 ") {
		t.Errorf("4x4 DIMACS header wrong (exit %d):\n%.400s", code, out)
	}
	out, _, code = runCmd(t, top95First, "export", "--format", "smtlib", "--encoding", "int")
	for _, w := range []string{"(declare-fun r1c1 () Int)", "(distinct ", "(check-sat)\n(get-model)\n"} {
		if code != exitOK || !strings.Contains(out, w) {
			t.Errorf("Int SMT-LIB lacks %q (exit %d)", w, code)
		}
	}
	if _, errOut, code := runCmd(t, "", "export", "--format", "smtlib", "--n", "2", filepath.Join("testdata", "mixed.txt")); code != exitFailed || !strings.Contains(errOut, "mixed.txt:3: invalid grid") {
		t.Errorf("export of an invalid item: exit %d, stderr %q", code, errOut)
	}
}

// TestE2ERenderPNGToDevNull: /dev/null is no terminal, so PNG may go there.
func TestE2ERenderPNGToDevNull(t *testing.T) {
	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	cmd := exec.Command(binary(t), "render", "--png", variantFile("killer-01.json"))
	cmd.Stdout = devnull
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Run(); err != nil {
		t.Errorf("render --png > /dev/null: %v, stderr %q", err, errOut.String())
	}
}

// TestE2EXargsSplit runs the README's recipe for a batch too large for one
// process: split the input by lines, solve the pieces in parallel with
// xargs -P, and join the outputs in order. The joined output must be what
// one run prints.
func TestE2EXargsSplit(t *testing.T) {
	sh := tool(t, "sh")
	tool(t, "split")
	tool(t, "xargs")
	dir := t.TempDir()
	puzzles := corpus(t, "top1465.txt")[:40]
	input := filepath.Join(dir, "puzzles.txt")
	if err := os.WriteFile(input, []byte(strings.Join(puzzles, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := binary(t)
	single, errOut, code := execCmd(t, nil, bin, "solve", "--quiet", input)
	if code != exitOK {
		t.Fatalf("one run: exit %d: %s", code, errOut)
	}
	// The README's commands, with the built command for z3sudoku.
	script := `set -e
cd "$1"
split -n l/4 -d puzzles.txt part.
ls part.?? | xargs -P 4 -I{} sh -c '"$0" solve --quiet -j 1 {} > {}.out' "$2"
cat part.??.out > merged.txt
`
	if out, errOut, code := execCmd(t, nil, sh, "-c", script, "sh", dir, bin); code != 0 {
		t.Fatalf("split and xargs: exit %d, %s %s", code, out, errOut)
	}
	merged, err := os.ReadFile(filepath.Join(dir, "merged.txt"))
	if err != nil {
		t.Fatal(err)
	}
	parts, _ := filepath.Glob(filepath.Join(dir, "part.??"))
	if len(parts) != 4 {
		t.Errorf("split made %d parts, want 4", len(parts))
	}
	if diff := cmp.Diff(strings.Split(single, "\n"), strings.Split(string(merged), "\n")); diff != "" {
		t.Errorf("merged output of the pieces differs from one run (-one +merged):\n%s", diff)
	}
}

// TestE2EDemoOnTerminal runs "z3sudoku solve" as "make demo" does from a
// shell: with a terminal on standard input (script(1) gives it one) and no
// file, it solves the embedded default puzzle and draws it boxed.
func TestE2EDemoOnTerminal(t *testing.T) {
	script := tool(t, "script") // util-linux, in Debian's essential bsdutils
	devnull, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	out, errOut, code := execCmd(t, devnull, script, "-qec", binary(t)+" solve", os.DevNull)
	if code != exitOK || !strings.Contains(out, "7 1 5 | 8 9 4 | 6 3 2") {
		t.Errorf("solve on a terminal: exit %d, stdout %q, stderr %q; want the default puzzle's solution", code, out, errOut)
	}
}

// TestE2EWithoutLibz3 runs the command where libz3 cannot be loaded: the
// puzzles the native search settles (classic, killer and thermo) still
// solve, and one that needs Z3 (an arrow puzzle with no givens) fails
// with a message that says why and what to do.
func TestE2EWithoutLibz3(t *testing.T) {
	run := func(args ...string) (string, string, int) {
		t.Helper()
		cmd := exec.Command(binary(t), args...)
		cmd.Env = append(os.Environ(), z3.LibraryEnv+"=/nonexistent/libz3.so")
		cmd.Stdin = strings.NewReader("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n")
		return execRun(t, cmd)
	}

	if out, errOut, code := run("unique"); code != exitOK || len(strings.TrimSpace(out)) != 81 {
		t.Errorf("classic unique: exit %d, stdout %q, stderr %q; want exit 0 and the solution", code, out, errOut)
	}
	if out, errOut, code := run("unique", variantFile("killer-01.json")); code != exitOK || len(strings.TrimSpace(out)) != 81 {
		t.Errorf("killer unique: exit %d, stdout %q, stderr %q; want exit 0 and the solution", code, out, errOut)
	}
	if out, errOut, code := run("unique", variantFile("thermo-01.json")); code != exitOK || len(strings.TrimSpace(out)) != 81 {
		t.Errorf("thermo unique: exit %d, stdout %q, stderr %q; want exit 0 and the solution", code, out, errOut)
	}
	out, errOut, code := run("unique", variantFile("arrow-01.json"))
	for _, want := range []string{"arrow-01.json:1: z3: cannot load libz3: /nonexistent/libz3.so", z3.LibraryEnv, "1 failed"} {
		if code != exitFailed || !strings.Contains(errOut, want) {
			t.Errorf("arrow unique: exit %d, stdout %q, stderr %q; want exit %d and %q", code, out, errOut, exitFailed, want)
		}
	}
	out, _, code = run("version")
	if code != exitOK || !strings.Contains(out, "Z3 not loaded") || !strings.Contains(out, "cannot load libz3") {
		t.Errorf("version: exit %d, stdout %q; want exit 0, Z3 not loaded and why", code, out)
	}
}
