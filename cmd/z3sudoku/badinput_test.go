package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fpuzzles returns an empty 9x9 puzzle as f-puzzles JSON with extra fields.
func fpuzzles(extra string) string {
	row := "[" + strings.TrimSuffix(strings.Repeat("{},", 9), ",") + "]"
	rows := strings.TrimSuffix(strings.Repeat(row+",", 9), ",")
	return `{"size":9,"grid":[` + rows + `]` + extra + `}`
}

// TestBadInputs is the command line's part of the bad-input table (see
// RELIABILITY.md): each input gets a clear message that names the file and
// line, the exit code says what happened, and nothing panics. The other
// inputs of the batch still run.
func TestBadInputs(t *testing.T) {
	dir := t.TempDir()
	good := top95First + "\n"
	for _, tc := range []struct {
		name    string
		content string
		args    []string
		want    string // in stderr
		code    int
		lines   int // output lines, when the input is read (-1: no check)
	}{
		{"binary", "\x00\x01\x02\xff\xfe garbage \x7f\n" + good, nil, "bad.txt:1: invalid grid", exitFailed, 2},
		{"truncated line", top95First[:40] + "\n" + good, nil, "bad.txt:1: invalid grid: found 40 cells", exitFailed, 2},
		{"oversized grid", strings.Repeat(".", 65*65) + "\n" + good, nil, "bad.txt:1: invalid grid", exitFailed, 2},
		{"wrong size", strings.Repeat(".", 80) + "\n" + good, nil, "bad.txt:1: invalid grid: found 80 cells", exitFailed, 2},
		{"bad character", strings.Repeat(".", 80) + "?\n" + good, nil, "bad.txt:1: invalid grid", exitFailed, 2},
		{"digit too big", "5" + strings.Repeat(".", 15) + "\n" + good, nil, "bad.txt:1: invalid grid", exitFailed, 2},
		{"conflicting givens", "11" + strings.Repeat(".", 79) + "\n" + good, nil, "bad.txt:1: conflict: rows: r1c1 and r1c2 both hold 1", exitFailed, 2},
		{"conflicting in a box", "1.........1" + strings.Repeat(".", 70) + "\n" + good, nil, "bad.txt:1: conflict", exitFailed, 2},
		{"conflict with --x", "1" + strings.Repeat(".", 9) + "1" + strings.Repeat(".", 70) + "\n", []string{"--x"}, "bad.txt:1: conflict", exitFailed, 1},
		{"unsolvable", "46....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n" + good, nil, "bad.txt:1: no solution", exitFailed, 2},
		{"short block", "1 2 3 4\n3 4 1 2\n\n" + good, nil, "bad.txt:1: invalid grid", exitFailed, 2},
		{"truncated json", `{"size":9,"grid":[[{},{}`, nil, "bad.txt:1:", exitFailed, 1},
		{"json wrong size", `{"size":7,"grid":[]}`, nil, "bad.txt:1:", exitFailed, 1},
		{"json unknown field", fpuzzles(`,"fogofwar":["R1C1"]`), nil, "fogofwar", exitFailed, 1},
		{"json bad cell", fpuzzles(`,"killercage":[{"cells":["R1C0","R1C2"],"value":"3"}]`), nil, "bad.txt:1:", exitFailed, 1},
		{"impossible cage", fpuzzles(`,"killercage":[{"cells":["R1C1","R1C2"],"value":"18"}]`), nil, "bad.txt:1:", exitFailed, 1},
		// Overlapping cages are legal (some variants use them), so two that
		// contradict each other make an unsolvable puzzle, not a bad one.
		{"contradicting overlapping cages", fpuzzles(`,"killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R1C2","R1C1"],"value":"4"}]`), nil, "bad.txt:1: no solution", exitFailed, 1},
		{"duplicate cells", fpuzzles(`,"thermometer":[{"lines":[["R1C1","R1C2","R1C1"]]}]`), nil, "bad.txt:1:", exitFailed, 1},
		{"bad link", "https://www.f-puzzles.com/?load=@@@not-lz@@@\n" + good, nil, "bad.txt:1:", exitFailed, 2},
		{"json line among grids", good + "{\"size\":9\n" + good, nil, "bad.txt:2:", exitFailed, 3},
		{"empty file", "", nil, "0 puzzles", exitOK, 0},
		{"only comments", "# nothing here\n# at all\n", nil, "0 puzzles", exitOK, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "bad.txt")
			if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			args := append(append([]string{"solve", "--line"}, tc.args...), path)
			out, errOut, code := runCmd(t, "", args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.code, errOut)
			}
			if !strings.Contains(errOut, strings.ReplaceAll(tc.want, "bad.txt", path)) {
				t.Errorf("stderr does not contain %q:\n%s", tc.want, errOut)
			}
			if n := strings.Count(out, "\n"); tc.lines >= 0 && n != tc.lines {
				t.Errorf("%d output lines, want %d:\n%s", n, tc.lines, out)
			}
		})
	}

	// Files that cannot be read, and absurd arguments.
	for _, tc := range []struct {
		name string
		args []string
		want string
		code int
	}{
		{"missing file", []string{"solve", filepath.Join(dir, "nope.txt")}, "no such file", exitFailed},
		{"directory", []string{"solve", dir}, "is a directory", exitFailed},
		{"absurd limit", []string{"count", "--limit", "-1"}, "--limit -1", exitUsage},
		{"huge -j", []string{"solve", "-j", "99999999999999999999"}, "invalid value", exitUsage},
		{"export missing", []string{"export", "--format", "dimacs", filepath.Join(dir, "nope.txt")}, "no such file", exitFailed},
		{"export beyond the input", []string{"export", "--format", "dimacs", "--n", "6", filepath.Join("testdata", "mixed.txt")}, "has 5 puzzles, not 6", exitFailed},
		{"decode missing", []string{"decode", "--dimacs", filepath.Join(dir, "nope.out")}, "no such file", exitFailed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errOut, code := runCmd(t, "", tc.args...)
			if code != tc.code || !strings.Contains(errOut, tc.want) {
				t.Errorf("%q: exit %d (want %d), stderr %q (want %q)", tc.args, code, tc.code, errOut, tc.want)
			}
		})
	}

	// An answer file that is not a SAT solver's answer.
	answer := filepath.Join(dir, "answer.txt")
	for _, content := range []string{"", "SAT\n1 2 3 x\n", "\x00\xff", "SAT\n111 0\n", "s UNSATISFIABLE\n"} {
		if err := os.WriteFile(answer, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, errOut, code := runCmd(t, "", "decode", "--dimacs", answer); code != exitFailed || !strings.Contains(errOut, answer) {
			t.Errorf("decode of %q: exit %d, stderr %q", content, code, errOut)
		}
		if _, errOut, code := runCmd(t, "", "decode", "--smtlib", answer); code != exitFailed || !strings.Contains(errOut, answer) {
			t.Errorf("decode --smtlib of %q: exit %d, stderr %q", content, code, errOut)
		}
	}
}
