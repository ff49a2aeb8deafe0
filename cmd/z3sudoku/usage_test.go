package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestHelpOnStdout checks the help convention: -h, --help and "help CMD"
// print the command's help on standard output, nothing on standard
// error, and exit 0, for every command; "z3sudoku" alone is a usage error.
func TestHelpOnStdout(t *testing.T) {
	for _, cmd := range []string{"solve", "count", "unique", "candidates", "generate", "export", "decode", "render", "serve", "version"} {
		for _, args := range [][]string{{cmd, "--help"}, {cmd, "-h"}, {cmd, "-help"}, {"help", cmd}, {cmd, "--x", "--help"}} {
			if cmd != "solve" && len(args) == 3 {
				continue
			}
			out, errOut, code := runCmd(t, "", args...)
			if code != exitOK || errOut != "" || !strings.HasPrefix(out, "Usage: z3sudoku "+cmd) {
				t.Errorf("%q: exit %d, stdout %.80q, stderr %q; want exit 0 and the help on stdout only", args, code, out, errOut)
			}
		}
	}
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}, {"help", "help"}} {
		out, errOut, code := runCmd(t, "", args...)
		if code != exitOK || errOut != "" || !strings.Contains(out, "Commands:") {
			t.Errorf("%q: exit %d, stdout %.80q, stderr %q", args, code, out, errOut)
		}
	}
	if out, errOut, code := runCmd(t, ""); code != exitUsage || out != "" || !strings.Contains(errOut, "Commands:") {
		t.Errorf("no command: exit %d, stdout %q; want exit 2 and the usage on stderr", code, out)
	}
	if out, errOut, code := runCmd(t, "", "help", "nope"); code != exitUsage || out != "" || !strings.Contains(errOut, `unknown command "nope"`) {
		t.Errorf("help nope: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// A usage error stays on stderr, even after --help was seen.
	if out, errOut, code := runCmd(t, "", "solve", "--bogus", "--help"); code != exitUsage || out != "" || errOut == "" {
		t.Errorf("solve --bogus --help: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestHelpE2E checks the help convention on the built command, whose
// standard streams are files.
func TestHelpE2E(t *testing.T) {
	out, errOut, code := execCmd(t, nil, binary(t), "solve", "--help")
	if code != exitOK || errOut != "" || !strings.HasPrefix(out, "Usage: z3sudoku solve") {
		t.Errorf("solve --help: exit %d, stdout %.80q, stderr %q", code, out, errOut)
	}
	out, errOut, code = execCmd(t, nil, binary(t), "solv")
	if code != exitUsage || out != "" || !strings.Contains(errOut, `did you mean "solve"?`) {
		t.Errorf("solv: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestHelpFlagsDashed checks that help writes long flags --name, short
// ones -j, and a flag's two names on one line.
func TestHelpFlagsDashed(t *testing.T) {
	out, _, _ := runCmd(t, "", "count", "--help")
	for _, want := range []string{"\n  --antiking\n", "\n  -x\n", "\n  -j int\n", "\n  --limit N\n", "(default 1000)", "\n  -v, --verbose\n", `(default "onehot")`} {
		if !strings.Contains(out, want) {
			t.Errorf("count --help lacks %q", want)
		}
	}
	for _, bad := range []string{"\n  -antiking", "\n  -limit", "\n  --j ", "\n  --verbose"} {
		if strings.Contains(out, bad) {
			t.Errorf("count --help has %q", bad)
		}
	}
	_, errOut, _ := runCmd(t, "", "count", "--limit", "lots")
	if !strings.Contains(errOut, `invalid value "lots" for flag --limit`) {
		t.Errorf("count --limit lots: stderr %q, want the flag written --limit", errOut)
	}
}

// TestUsageSuggestions checks the "did you mean" of mistyped commands
// and flags.
func TestUsageSuggestions(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // "" for no suggestion
	}{
		{[]string{"solv"}, `z3sudoku: unknown command "solv" (did you mean "solve"?)`},
		{[]string{"sovle"}, `(did you mean "solve"?)`},
		{[]string{"uniq"}, `(did you mean "unique"?)`},
		{[]string{"gen"}, `(did you mean "generate"?)`},
		{[]string{"cout"}, `(did you mean "count"?)`},
		{[]string{"help", "solv"}, `(did you mean "solve"?)`},
		{[]string{"count", "--limt", "3"}, "z3sudoku count: flag provided but not defined: --limt (did you mean --limit?)"},
		{[]string{"solve", "--antiknigt"}, "(did you mean --antiknight?)"},
		{[]string{"frobnicate"}, ""},
	} {
		out, errOut, code := runCmd(t, "", tc.args...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != exitUsage || out != "" || strings.Count(errOut, "\n") != 2 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and two lines on stderr", tc.args, code, out, errOut)
		}
		if tc.want == "" && strings.Contains(first, "did you mean") || !strings.Contains(first, tc.want) {
			t.Errorf("%q: %q, want %q", tc.args, first, tc.want)
		}
	}
}

func TestUsageSuggest(t *testing.T) {
	for _, tc := range []struct {
		word string
		want string
	}{
		{"solv", "solve"}, {"solved", "solve"}, {"sovle", "solve"}, {"s", ""}, {"se", "serve"},
		{"c", ""}, {"c0unt", "count"}, {"candidate", "candidates"}, {"xyz", ""}, {"solve", ""},
		{"SOLV", "solve"}, {"decod", "decode"}, {"rendr", "render"},
	} {
		if got := strings.Join(suggest(tc.word, commands), ","); got != tc.want {
			t.Errorf("suggest(%q) = %q, want %q", tc.word, got, tc.want)
		}
	}
	for _, tc := range []struct {
		a, b string
		d    int
	}{{"", "", 0}, {"a", "", 1}, {"solv", "solve", 1}, {"sovle", "solve", 1}, {"kitten", "sitting", 3}} {
		if d := editDistance(tc.a, tc.b); d != tc.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, d, tc.d)
		}
	}
}

// TestUsageGridArgument checks that a grid may be given in place of a
// file, as links are, and that a file of that name comes first.
func TestUsageGridArgument(t *testing.T) {
	out, errOut, code := runCmd(t, "", "solve", "--line", top95First)
	if code != exitOK || out != top95FirstSol+"\n" || errOut != "" {
		t.Errorf("solve GRID: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	zeros := strings.ReplaceAll(top95First, ".", "0")
	out, _, code = runCmd(t, "", "unique", "--line", zeros, top95Second)
	if code != exitOK || out != top95FirstSol+"\n"+top95SecondS+"\n" {
		t.Errorf("unique GRID GRID: exit %d, stdout %q", code, out)
	}
	// A grid with a mistake is reported as one, shortly.
	_, errOut, code = runCmd(t, "", "solve", top95First[1:])
	if code != exitFailed || !strings.Contains(errOut, "no such file, and not a grid: invalid grid: found 80 cells") || len(errOut) > 200 {
		t.Errorf("solve BADGRID: exit %d, stderr %q", code, errOut)
	}
	// A file whose name looks like a grid is read as the file.
	dir := t.TempDir()
	name := filepath.Join(dir, top95First)
	if err := os.WriteFile(name, []byte(top95Second+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	out, _, code = runCmd(t, "", "solve", "--line", top95First)
	if code != exitOK || out != top95SecondS+"\n" {
		t.Errorf("solve FILE named like a grid: exit %d, stdout %q, want the file's puzzle solved", code, out)
	}
	// Other names are not grids.
	for _, s := range []string{"nope.txt", "2024-01-01", "1234", strings.Repeat("a", 81)} {
		if gridLike(s) {
			t.Errorf("gridLike(%q) = true", s)
		}
	}
}

// TestUsageCountLimit checks the count limit's rule: N at least 1, as
// sudoku.Model.Count wants, and a count that reaches it printed "N+".
func TestUsageCountLimit(t *testing.T) {
	empty4 := strings.Repeat(".", 16)
	for _, tc := range []struct {
		limit, want string
	}{{"5", "5+"}, {"1", "1+"}, {"288", "288+"}, {"289", "288"}, {"1000", "288"}} {
		out, errOut, code := runCmd(t, empty4, "count", "--line", "--limit", tc.limit)
		if code != exitOK || out != tc.want+"\n" {
			t.Errorf("count --limit %s: exit %d, stdout %q, stderr %q; want %q", tc.limit, code, out, errOut, tc.want)
		}
	}
	out, _, _ := runCmd(t, top95First, "count", "--line", "--limit", "1")
	if out != "1+\n" {
		t.Errorf("count --limit 1 of a unique puzzle = %q, want 1+ (one or more)", out)
	}
	out, _, _ = runCmd(t, top95First, "count", "--line")
	if out != "1\n" {
		t.Errorf("count of a unique puzzle = %q, want 1", out)
	}
	out, _, _ = runCmd(t, empty4, "count", "--json", "--limit", "1")
	var j jsonResult
	if err := json.Unmarshal([]byte(out), &j); err != nil || j.Solutions == nil || *j.Solutions != 1 || !j.AtLeast {
		t.Errorf("count --json --limit 1 = %s (%v), want 1 solution, at_least", out, err)
	}
	for _, limit := range []string{"0", "-1"} {
		_, errOut, code := runCmd(t, empty4, "count", "--limit", limit)
		if code != exitUsage || !strings.HasPrefix(errOut, "z3sudoku count: --limit "+limit+": want at least 1") {
			t.Errorf("count --limit %s: exit %d, stderr %q", limit, code, errOut)
		}
	}
}

// TestUsageUniqueMultiple checks what unique says of a puzzle with more
// than one solution: the cells where two differ, on a line; both grids,
// boxed; and the second solution and the cells in JSON.
func TestUsageUniqueMultiple(t *testing.T) {
	two := "123434122.4.4.2." // r3c2, r3c4, r4c2 and r4c4 take 1 and 3 either way
	out, _, code := runCmd(t, two, "unique", "--line")
	if code != exitFailed || out != "multiple: r3c2 r3c4 r4c2 r4c4\n" {
		t.Errorf("unique --line: exit %d, %q", code, out)
	}
	out, _, _ = runCmd(t, two, "unique", "--pretty")
	for _, want := range []string{"these two differ in r3c2 r3c4 r4c2 r4c4:\n", "2 1 | 4 3    2 3 | 4 1\n", "4 3 | 2 1    4 1 | 2 3\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("unique --pretty lacks %q:\n%s", want, out)
		}
	}
	// A 9x9 with many solutions: two valid ones, differing where it says.
	empty := strings.Repeat(".", 81)
	out, _, _ = runCmd(t, empty, "unique", "--json")
	var j jsonResult
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("unique --json = %q: %v", out, err)
	}
	if j.Status != "multiple" || j.Solution == "" || j.Second == "" || j.Solution == j.Second || len(j.Differ) == 0 {
		t.Fatalf("unique --json = %s, want two solutions and where they differ", out)
	}
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	a, errA := sudoku.Parse(j.Solution)
	b, errB := sudoku.Parse(j.Second)
	if errA != nil || errB != nil {
		t.Fatal(errA, errB)
	}
	for _, g := range []sudoku.Grid{a, b} {
		if n, err := m.Count(t.Context(), g, 2); err != nil || n != 1 {
			t.Errorf("%s is not a solution: %d, %v", g, n, err)
		}
	}
	if got := strings.Join(differ(a, b), " "); got != strings.Join(j.Differ, " ") {
		t.Errorf("differ = %v, the grids differ in %s", j.Differ, got)
	}
	// Unique puzzles are unchanged: no second solution.
	out, _, _ = runCmd(t, top95First, "unique", "--json")
	if strings.Contains(out, "second_solution") || strings.Contains(out, "differ") {
		t.Errorf("unique --json of a unique puzzle = %s", out)
	}
}

// TestUsageSummaryRule checks when the summary line goes to standard
// error: for a batch of any size but one, and for one puzzle that fails;
// never for one puzzle that goes well, nor with --quiet.
func TestUsageSummaryRule(t *testing.T) {
	two := top95First + "\n" + top95Second + "\n"
	bad := "11" + strings.Repeat(".", 79)
	for _, tc := range []struct {
		name, input string
		args        []string
		summary     bool
	}{
		{"one solved", top95First, []string{"solve"}, false},
		{"one counted", top95First, []string{"count"}, false},
		{"one unique", top95First, []string{"unique"}, false},
		{"one listed", top95First, []string{"candidates"}, false},
		{"one invalid", bad, []string{"solve"}, true},
		{"one multiple", strings.Repeat(".", 16), []string{"unique"}, true},
		{"one with no solution", "46....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", []string{"solve"}, true},
		{"two solved", two, []string{"solve"}, true},
		{"none", "", []string{"solve"}, true},
		{"two quiet", two, []string{"solve", "--quiet"}, false},
		{"invalid quiet", bad, []string{"solve", "--quiet"}, false},
		{"generate one", "", []string{"generate"}, false},
		{"generate two", "", []string{"generate", "--count", "2"}, true},
	} {
		_, errOut, _ := runCmd(t, tc.input, append(tc.args, "--line")...)
		has := strings.Contains(errOut, "z3sudoku "+tc.args[0]+": ") && strings.HasSuffix(errOut, "/s\n")
		if has != tc.summary {
			t.Errorf("%s: stderr %q; want a summary: %v", tc.name, errOut, tc.summary)
		}
	}
}

// TestUsageShortReason checks that a long refusal is one short line,
// cut at a word, and that -v and --verbose print it whole.
func TestUsageShortReason(t *testing.T) {
	link := "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQ"
	_, errOut, code := runCmd(t, "", "solve", "--line", link)
	first, _, _ := strings.Cut(errOut, "\n")
	reason := strings.TrimPrefix(first, "argument 1:1: ")
	if code != exitFailed || len(reason) > maxReason || !strings.HasSuffix(reason, "… (-v: whole message)") {
		t.Errorf("solve LINK: exit %d, first line %q (%d bytes); want a reason of at most %d bytes", code, first, len(reason), maxReason)
	}
	for _, v := range []string{"-v", "--verbose"} {
		_, errOut, _ := runCmd(t, "", "solve", "--line", v, link)
		if first, _, _ := strings.Cut(errOut, "\n"); !strings.HasSuffix(first, "the link or file was probably cut off") {
			t.Errorf("solve %s LINK: %q, want the whole message", v, first)
		}
	}
	// Export reads one puzzle the same way.
	_, errOut, _ = runCmd(t, "", "export", "--format", "smtlib", link)
	if !strings.HasSuffix(strings.TrimSpace(errOut), "… (-v: whole message)") {
		t.Errorf("export LINK: stderr %q", errOut)
	}

	for _, tc := range []struct{ in, want string }{
		{"short", "short"},
		{strings.Repeat("word ", 30), strings.TrimSpace(strings.Repeat("word ", 8)) + "… (-v: whole message)"},
		{strings.Repeat("x", 150), strings.Repeat("x", 41) + "… (-v: whole message)"},
		{"two\nlines", "two lines"},
	} {
		got := shortReason(tc.in, 64)
		if got != tc.want || len(got) > 64 {
			t.Errorf("shortReason(%.20q…) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestUsageLongValues gives every numeric and duration flag, and the
// string flags, a value of a million digits: the usage error is one short
// line, which shows the value's first characters and "…", not the whole
// value. The same holds for a flag or command of that length, and an
// argument that is neither a file nor a puzzle is refused briefly.
func TestUsageLongValues(t *testing.T) {
	long := strings.Repeat("1", 1_000_000)
	for _, args := range [][]string{
		{"count", "--limit", long},
		{"count", "--limit=" + long},
		{"solve", "-j", long},
		{"solve", "--timeout", long},
		{"unique", "--timeout", long + "s"},
		{"candidates", "-j", "-" + long},
		{"generate", "--count", long},
		{"generate", "--seed", long},
		{"generate", "-j", long},
		{"export", "--format", "smtlib", "-n", long},
		{"export", "--format", "smtlib", "--timeout", long},
		{"decode", "--dimacs", "a", "--size", long},
		{"render", "--cell", long, "x"},
		{"serve", "--jobs", long},
		{"serve", "--timeout", long},
		{"solve", "--x=" + long},
		{"solve", "--encoding", long},
		{"solve", "--format", long},
		{"generate", "--variant", long},
		{"generate", "--symmetry", long},
		{"render", "--theme", long, "x"},
		{"generate", long},
	} {
		value := slices.MaxFunc(args, func(a, b string) int { return len(a) - len(b) })
		if _, v, ok := strings.Cut(value, "="); ok { // --limit=VALUE
			value = v
		}
		shown := `"` + value[:maxValue] + `…"`
		_, errOut, code := runCmd(t, "", args...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != exitUsage || strings.Count(errOut, "\n") != 2 || len(first) > 200 || !strings.Contains(first, shown) {
			t.Errorf("%.40q: exit %d, stderr %.300q (%d bytes); want exit %d and one short line with %s",
				args, code, errOut, len(errOut), exitUsage, shown)
		}
	}
	for _, args := range [][]string{{"solve", "--" + long}, {long}} {
		_, errOut, code := runCmd(t, "", args...)
		if code != exitUsage || strings.Count(errOut, "\n") != 2 || len(errOut) > 200 || !strings.Contains(errOut, strings.Repeat("1", 10)+"…") {
			t.Errorf("%.40q: exit %d, stderr %.300q (%d bytes)", args, code, errOut, len(errOut))
		}
	}
	for _, arg := range []string{long, top95First + long, "x" + long} {
		_, errOut, code := runCmd(t, "", "solve", arg)
		if code != exitFailed || strings.Count(errOut, "\n") != 1 || len(errOut) > 400 || !strings.Contains(errOut, "…") {
			t.Errorf("solve %.40q…: exit %d, stderr %.300q (%d bytes); want one short line", arg, code, errOut, len(errOut))
		}
	}
}

// TestCutValues checks how a usage error cuts values: quoted values and
// words longer than maxValue characters, at a character, never inside
// one.
func TestCutValues(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`--format "xml": want auto`, `--format "xml": want auto`},
		{`--format "` + strings.Repeat("é", 30) + `": want`, `--format "` + strings.Repeat("é", maxValue) + `…": want`},
		{`--format "a\"` + strings.Repeat("b", 30) + `"`, `--format "a\"` + strings.Repeat("b", maxValue-2) + `…"`},
		{"not defined: --" + strings.Repeat("x", 30), "not defined: --" + strings.Repeat("x", maxValue-2) + "…"},
		{"-j 0: want at least 1", "-j 0: want at least 1"},
	} {
		if got := cutValues(tc.in); got != tc.want {
			t.Errorf("cutValues(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestUsageBounds checks that each bounded numeric flag's help states
// its bound, as the library's rules want (count's --limit at least 1, as
// sudoku.Model.Count does), and that a value out of bounds is refused
// with the same bound.
func TestUsageBounds(t *testing.T) {
	for _, tc := range []struct {
		cmd, flag, help string // the flag as the help writes it, and what its help says
		bad             []string
		refusal         string
	}{
		{"count", "--limit N", "at least 1", []string{"--limit", "0"}, "--limit 0: want at least 1"},
		{"count", "--limit N", "at least 1", []string{"--limit", "-3"}, "--limit -3: want at least 1"},
		{"solve", "-j int", "at least 1", []string{"-j", "0"}, "-j 0: want at least 1"},
		{"generate", "-j int", "at least 1", []string{"-j", "-1"}, "-j -1: want at least 1"},
		{"generate", "--count int", "at least 1", []string{"--count", "0"}, "--count 0: want at least 1"},
		{"export", "-n N", "at least 1", []string{"--format", "smtlib", "-n", "0"}, "-n 0: want at least 1"},
		{"decode", "--size int", fmt.Sprintf("1..%d", sudoku.MaxSize), []string{"--dimacs", "a", "--size", "0"}, fmt.Sprintf("--size 0: want 1..%d", sudoku.MaxSize)},
		{"solve", "--timeout duration", "0: no limit", []string{"--timeout", "-1s"}, "--timeout -1s: want 0 (no limit) or more"},
	} {
		help, _, _ := runCmd(t, "", tc.cmd, "--help")
		_, text, ok := strings.Cut(help, "\n  "+tc.flag+"\n")
		if text, _, _ = strings.Cut(text, "\n  -"); !ok || !strings.Contains(text, tc.help) {
			t.Errorf("%s --help: %s says %q, want %q", tc.cmd, tc.flag, text, tc.help)
		}
		_, errOut, code := runCmd(t, "", append([]string{tc.cmd}, tc.bad...)...)
		if want := "z3sudoku " + tc.cmd + ": " + tc.refusal; code != exitUsage || !strings.HasPrefix(errOut, want) {
			t.Errorf("%s %q: exit %d, stderr %q, want %q", tc.cmd, tc.bad, code, errOut, want)
		}
	}
	// A -j above the most is lowered, with a note that says to what.
	_, errOut, code := runCmd(t, top95First, "solve", "-j", "1000")
	if want := fmt.Sprintf("z3sudoku solve: -j 1000: using %d workers, the most for", maxJobs()); code != exitOK || !strings.HasPrefix(errOut, want) {
		t.Errorf("solve -j 1000: exit %d, stderr %q, want %q...", code, errOut, want)
	}
}
