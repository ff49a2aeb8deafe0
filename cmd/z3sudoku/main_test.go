package main

import (
	"bytes"
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func runCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestSolveStdin(t *testing.T) {
	out, errOut, code := runCmd(t, "003004020006000009800010000005000090070003010040005600000080001300000400010600500\n", "solve")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if want := "753894126126357849894216357235168794678943215941725683567482931389571462412639578\n"; strings.ReplaceAll(out, ".", "") != want {
		t.Errorf("solve = %q, want %q", out, want)
	}
}

func TestSolveDefaultPuzzleText(t *testing.T) {
	// The embedded default must parse and solve; run it through the same
	// path as a terminal would, with --pretty.
	out, errOut, code := runCmd(t, defaultPuzzle, "solve", "-pretty")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "7 1 5 | 8 9 4 | 6 3 2") {
		t.Errorf("solve -pretty = \n%s, want the tutorial's solution", out)
	}
}

func TestGenerateReproducible(t *testing.T) {
	args := []string{"generate", "--count", "2", "--seed", "5", "--variant", "x", "--symmetry", "rotate180"}
	out1, errOut, code := runCmd(t, "", args...)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	out2, _, _ := runCmd(t, "", args...)
	if out1 != out2 {
		t.Errorf("the same seed gave\n%s\nand\n%s", out1, out2)
	}
	lines := strings.Split(strings.TrimSpace(out1), "\n")
	if len(lines) != 2 {
		t.Fatalf("generate --count 2 printed %d lines, want 2", len(lines))
	}
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for _, line := range lines {
		g, err := sudoku.Parse(line)
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		if _, unique, err := m.Unique(context.Background(), g); err != nil || !unique {
			t.Errorf("puzzle %s: Unique = %v, %v", line, unique, err)
		}
		for i := 0; i < 81; i++ {
			c := sudoku.Shape9.CellAt(i)
			mirror := sudoku.Cell{Row: 8 - c.Row, Col: 8 - c.Col}
			if (g.At(c) == 0) != (g.At(mirror) == 0) {
				t.Errorf("puzzle %s: %s and %s break the 180° symmetry", line, c, mirror)
				break
			}
		}
	}
}

func TestGenerateUsage(t *testing.T) {
	for _, args := range [][]string{
		{"generate", "--variant", "nope"},
		{"generate", "--symmetry", "sideways"},
		{"generate", "--count", "0"},
		{"generate", "extra"},
	} {
		if _, _, code := runCmd(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
	}
}

// TestGenerateParallel checks that -j does not change what generate
// prints: puzzle i comes from seed+i whichever worker makes it, and the
// output is in order. It also checks that a run splits by seed range.
func TestGenerateParallel(t *testing.T) {
	for _, variant := range []string{"classic", "killer"} {
		formats := []string{"line", "json", "fpuzzles"}
		count := "6"
		if variant == "killer" { // slow to make: fewer
			formats, count = []string{"line"}, "2"
		}
		for _, format := range formats {
			base := []string{"generate", "--variant", variant, "--format", format, "--seed", "11", "--quiet"}
			one, errOut, code := runCmd(t, "", append(base, "--count", count, "-j", "1")...)
			if code != exitOK {
				t.Fatalf("%s %s -j 1: exit %d: %s", variant, format, code, errOut)
			}
			four, errOut, code := runCmd(t, "", append(base, "--count", count, "-j", "4")...)
			if code != exitOK {
				t.Fatalf("%s %s -j 4: exit %d: %s", variant, format, code, errOut)
			}
			if diff := cmp.Diff(strings.Split(one, "\n"), strings.Split(four, "\n")); diff != "" {
				t.Errorf("%s --format %s: -j 4 differs from -j 1 (-j1 +j4):\n%s", variant, format, diff)
			}
			if n := strings.Count(one, "\n"); fmt.Sprint(n) != count {
				t.Errorf("%s --format %s: %d lines, want %s", variant, format, n, count)
			}
			if format != "line" || variant != "classic" {
				continue
			}
			// Seeds 11-13 then 14-16 give the same puzzles as 11-16.
			first, _, _ := runCmd(t, "", "generate", "--seed", "11", "--count", "3", "--line")
			second, _, _ := runCmd(t, "", "generate", "--seed", "14", "--count", "3", "--line", "-j", "2")
			if first+second != one {
				t.Errorf("--seed 11 --count 3 and --seed 14 --count 3 give\n%s%s, --seed 11 --count 6 gives\n%s", first, second, one)
			}
		}
	}
	// A killer piped is f-puzzles JSON on one line; every command reads it.
	out, errOut, code := runCmd(t, "", "generate", "--variant", "killer", "--quiet")
	if code != exitOK || !strings.HasPrefix(out, "{") || strings.Count(out, "\n") != 1 {
		t.Fatalf("generate --variant killer: exit %d, output %.100q, stderr %q", code, out, errOut)
	}
	if got, errOut, code := runCmd(t, out, "unique", "--line"); code != exitOK {
		t.Errorf("unique on the generated killer: exit %d, %q, stderr %q", code, got, errOut)
	}
	// The summary, and --quiet.
	if _, errOut, _ := runCmd(t, "", "generate", "--count", "2"); !strings.Contains(errOut, "z3sudoku generate: 2 puzzles;") {
		t.Errorf("generate --count 2: summary %q", errOut)
	}
	if _, errOut, _ := runCmd(t, "", "generate", "--count", "2", "--quiet"); errOut != "" {
		t.Errorf("generate --quiet: stderr %q, want nothing", errOut)
	}
}

// TestUsageErrorsOneLine checks the form of usage errors: one line that
// names the command and the flag, then where the help is; not the help.
func TestUsageErrorsOneLine(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"count", "--limit", "0"}, "z3sudoku count: --limit 0: want at least 1"},
		{[]string{"solve", "-j", "0"}, "z3sudoku solve: -j 0: want at least 1"},
		{[]string{"generate", "--count", "0"}, "z3sudoku generate: --count 0: want at least 1"},
		{[]string{"export", "--format", "smtlib", "--n", "0"}, "z3sudoku export: -n 0: want at least 1"},
		{[]string{"solve", "--format", "xml"}, `z3sudoku solve: --format "xml": want auto, pretty, line, json or fpuzzles`},
		{[]string{"generate", "--symmetry", "sideways"}, `z3sudoku generate: --symmetry "sideways": want none`},
		{[]string{"solve", "--timeout", "-1s"}, "z3sudoku solve: --timeout -1s: want 0"},
		{[]string{"solve", "--encoding", "nope"}, `z3sudoku solve: --encoding "nope": want onehot, int or bitvec`},
		{[]string{"solve", "--no-such-flag"}, "z3sudoku solve: flag provided but not defined: --no-such-flag"},
		{[]string{"export", "--format", "smtlib", "-o", ""}, "z3sudoku export: -o '': want a file name"},
		{[]string{"render", "-o", "", "x"}, "z3sudoku render: -o '': want a file name"},
	} {
		_, errOut, code := runCmd(t, "", tc.args...)
		hint := fmt.Sprintf("run 'z3sudoku %s --help' for usage\n", tc.args[0])
		if code != exitUsage || errOut != tc.want+errOut[len(tc.want):] || !strings.HasSuffix(errOut, hint) || strings.Count(errOut, "\n") != 2 {
			t.Errorf("%q: exit %d, stderr %q; want exit %d, %q and %q", tc.args, code, errOut, exitUsage, tc.want, hint)
		}
	}
	if _, errOut, code := runCmd(t, "", "frobnicate"); code != exitUsage || strings.Count(errOut, "\n") != 2 {
		t.Errorf("unknown command: exit %d, stderr %q", code, errOut)
	}
}

func TestVersion(t *testing.T) {
	for _, arg := range []string{"version", "--version", "-version"} {
		out, errOut, code := runCmd(t, "", arg)
		if code != exitOK || !strings.HasPrefix(out, "z3sudoku devel (Z3 4.") || strings.Count(out, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", arg, code, out, errOut)
		}
	}
}

// TestJobsCapped checks that a huge -j is lowered, with a note, and works.
func TestJobsCapped(t *testing.T) {
	out, errOut, code := runCmd(t, top95First+"\n"+top95Second+"\n", "solve", "-j", "1000", "--line")
	if code != exitOK || out != top95FirstSol+"\n"+top95SecondS+"\n" {
		t.Fatalf("solve -j 1000: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if want := fmt.Sprintf("z3sudoku solve: -j 1000: using %d workers, the most for %d CPUs\n", maxJobs(), runtime.GOMAXPROCS(0)); !strings.HasPrefix(errOut, want) {
		t.Errorf("solve -j 1000: stderr %q, want the note %q", errOut, want)
	}
	if _, errOut, _ := runCmd(t, top95First, "solve", "-j", "1000", "--quiet"); errOut != "" {
		t.Errorf("solve -j 1000 --quiet: stderr %q, want nothing", errOut)
	}
}

// TestGenerateSummary checks generate's summary line: its puzzles are
// those made, failed and cut short, and the rest of --count is what it
// stopped before.
func TestGenerateSummary(t *testing.T) {
	for _, tc := range []struct {
		count, made int
		failed      bool
		cut         int
		interrupted bool
		want        string
	}{
		{2, 2, false, 0, false, "z3sudoku generate: 2 puzzles; 1.00s, 2 puzzles/s"},
		{99999999999, 777, false, 2, true, "z3sudoku generate: 779 puzzles: 777 made, 2 cut short (interrupted); stopped before 99999999220 more; 1.00s, 777 puzzles/s"},
		{10, 7, false, 0, true, "z3sudoku generate: 7 puzzles (interrupted); stopped before 3 more; 1.00s, 7 puzzles/s"},
		{10, 4, true, 1, false, "z3sudoku generate: 6 puzzles: 4 made, 1 failed, 1 cut short; stopped before 4 more; 1.00s, 4 puzzles/s"},
		{1, 0, true, 0, false, "z3sudoku generate: 1 puzzle: 0 made, 1 failed; 1.00s, 0 puzzles/s"},
	} {
		if got := genSummary(tc.count, tc.made, tc.failed, tc.cut, tc.interrupted, time.Second); got != tc.want {
			t.Errorf("genSummary(%d, %d, %v, %d, %v) = %q, want %q", tc.count, tc.made, tc.failed, tc.cut, tc.interrupted, got, tc.want)
		}
	}
}
