package realworld_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// testdata is the variants package's test data, where the four sets are
// kept beside the readers they test; each set's README names its source.
var testdata = filepath.Join("..", "..", "variants", "testdata")

// puzzle is one real puzzle of the corpus, imported, with its published
// solution kept apart from what the solver sees.
type puzzle struct {
	name    string // "set/file" or "set/NN title"
	p       sudoku.Puzzle
	verdict verdict
	// want is the published solution, or the zero Grid. Where the source
	// writes digits from 10 up in decimal with no separator (Rangsk's
	// 16x16), wantText holds the text and want is zero.
	want     sudoku.Grid
	wantText string
	// slow marks the puzzles that take more than about 2 s under -race on
	// 2 cores; TestRealWorld checks them in full mode only.
	slow bool
	// note says where the expected solution comes from when it is not
	// the file's own.
	note string
}

// verdict is what Unique says of a puzzle.
type verdict int

const (
	unique   verdict = iota // one solution, the published one
	multiple                // several, the published one among them
	none                    // no solution
)

func (v verdict) String() string {
	return [...]string{"unique", "multiple", "none"}[v]
}

// wildA lists the wild-A puzzles (variants/testdata/wild-A). verdict is
// the answer Unique must give.
var wildA = []struct {
	file    string
	verdict verdict
}{
	{"001.json", unique},
	{"010.json", unique},
	{"011.json", unique},
	{"025.json", unique},
	{"031.json", unique},
	{"034.json", unique},
	{"058.json", unique},
	{"068.json", unique},
	{"071.json", unique},
	{"076.json", unique},
	{"083.json", unique},
	{"084.json", unique},
	// The solver 102 comes from kept the 3x3 boxes beside its jigsaw
	// regions, and its published solution obeys both; the translation to
	// f-puzzles, where regions replace the boxes, lost them. As the file
	// says, it has several solutions, the published one among them.
	{"102.json", multiple},
	{"152.json", unique},
	{"156.json", unique},
	{"160.json", unique},
	{"161.json", unique},
	{"163.json", unique},
	{"166.json", none},
}

// slow names the puzzles left out under -short: each takes more than
// about 2 s (New + Unique) under -race on 2 cores. BenchmarkRealWorld
// times them all.
var slow = map[string]bool{
	"wild-A/166.json": true, // no solution: the proof takes seconds
}

// sudokuPadRead are the real SudokuPad links that import (see
// variants/testdata/sudokupad/README.md): each carries its published
// solution in its metadata, except sudocle-245, a killer with no
// published solution, whose one solution Z3 found and
// variants.TestSudokuPadReal records.
var sudokuPadRead = []struct{ file, solution string }{
	{"nikoli-nhk2311h1.link", ""},
	{"ascension.link", ""},
	{"erin-toler-x0f.link", ""},
	{"whats-the-difference.link", ""},
	{"corners.link", ""},
	{"leftovers.link", ""},
	{"sudocle-245.link", "143578926587296431296314785624153897731489562958627314875961243419732658362845179"},
}

// fpuzzlesTextRead are the real Sudoku-Bench f-puzzles payloads that
// import (variants/testdata/fpuzzles-text/README.md, "Read"), with the
// solutions Sudoku-Bench publishes for them.
var fpuzzlesTextRead = []struct{ file, solution string }{
	{"four-corner-shots.link", "829731645346925871715486392932178564571364289684259137163597428257843916498612753"},
	{"mutation.link", "945672183713584926628193754489261537132457698567938412874315269291846375356729841"},
	{"broken-paperclip.link", "276413589845976132319285746964327815583691274127548963631759428498132657752864391"},
	{"raw-ping.link", "376289154584371296291456378659813742438792561127564983963145827842937615715628439"},
	{"transmission.link", "846213597935764128172985643287431956364859712591672834713526489629148375458397261"},
}

// loadCorpus reads every set. A puzzle that does not import, other than
// those known to be refused, fails the test, as does a set whose size
// changed.
func loadCorpus(t testing.TB) []puzzle {
	t.Helper()
	var out []puzzle
	for _, w := range wildA {
		p, want := loadWild(t, w.file)
		out = append(out, puzzle{name: "wild-A/" + w.file, p: p, verdict: w.verdict, want: want})
	}
	out = append(out, loadRangsk(t)...)
	for _, f := range sudokuPadRead {
		p := parseLink(t, filepath.Join("sudokupad", f.file))
		pz := puzzle{name: "sudokupad/" + f.file, want: p.Solution}
		if f.solution != "" {
			pz.want = mustGrid(t, p.Shape, f.solution)
			pz.note = "solution found by Z3, as variants.TestSudokuPadReal records"
		}
		p.Solution = sudoku.Grid{}
		pz.p = p
		out = append(out, pz)
	}
	for _, f := range fpuzzlesTextRead {
		p := parseLink(t, filepath.Join("fpuzzles-text", f.file))
		p.Solution = sudoku.Grid{}
		out = append(out, puzzle{name: "fpuzzles-text/" + f.file, p: p, want: mustGrid(t, p.Shape, f.solution)})
	}
	for i := range out {
		out[i].slow = slow[out[i].name]
	}
	if n := len(wildA) + 37 + len(sudokuPadRead) + len(fpuzzlesTextRead); len(out) != n {
		t.Fatalf("read %d puzzles, want %d", len(out), n)
	}
	return out
}

// loadWild reads and imports one wild-A file, and takes away its published
// solution, which the f-puzzles reader reads from the "solution" field,
// and returns it apart, so that the solver never sees it.
func loadWild(t testing.TB, file string) (p sudoku.Puzzle, want sudoku.Grid) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(testdata, "wild-A", file))
	if err != nil {
		t.Fatal(err)
	}
	if p, err = variants.ParseFPuzzles(data); err != nil {
		t.Fatalf("wild-A/%s: ParseFPuzzles() = %v", file, err)
	}
	if bytes.Contains(data, []byte(`"solution"`)) && p.Solution.IsZero() {
		t.Fatalf("wild-A/%s: the published solution was not read", file)
	}
	want, p.Solution = p.Solution, sudoku.Grid{}
	return p, want
}

// loadRangsk reads rangsk/puzzles.txt: "# title" lines, each followed by
// a line with the link data and the published solution. Titles repeat
// (five classics), so each puzzle is named by its place and title.
func loadRangsk(t testing.TB) []puzzle {
	t.Helper()
	file := filepath.Join(testdata, "rangsk", "puzzles.txt")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []puzzle
	title, n := "", 0
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "# ") {
			title = strings.TrimPrefix(line, "# ")
			continue
		}
		link, solution, ok := strings.Cut(line, " ")
		if !ok {
			continue
		}
		n++
		p, err := variants.ParseFPuzzlesURL(link)
		if err != nil {
			t.Fatalf("rangsk %s: ParseFPuzzlesURL() = %v", title, err)
		}
		p.Solution = sudoku.Grid{}
		pz := puzzle{name: fmt.Sprintf("rangsk/%02d %s", n, shortTitle(title)), p: p}
		if p.Shape.Size > 9 {
			pz.wantText = solution
		} else {
			pz.want = mustGrid(t, p.Shape, solution)
		}
		out = append(out, pz)
	}
	return out
}

// shortTitle keeps a Rangsk title's quoted name, or its first words.
func shortTitle(title string) string {
	if _, rest, ok := strings.Cut(title, `"`); ok {
		if name, _, ok := strings.Cut(rest, `"`); ok {
			return name
		}
	}
	if name, _, ok := strings.Cut(title, " by "); ok {
		return name
	}
	name, _, _ := strings.Cut(title, " (")
	return name
}

// parseLink reads a file of bare SudokuPad or f-puzzles link data under
// testdata and imports it.
func parseLink(t testing.TB, file string) sudoku.Puzzle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(testdata, file))
	if err != nil {
		t.Fatal(err)
	}
	p, err := variants.ParseLink(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatalf("%s: ParseLink() = %v", file, err)
	}
	return p
}

func mustGrid(t testing.TB, s sudoku.Shape, text string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseGrid(s, text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// decimal writes g's digits in decimal, one after the other, as Rangsk's
// 16x16 solution is written.
func decimal(g sudoku.Grid) string {
	var b strings.Builder
	for _, d := range g.Digits() {
		b.WriteString(strconv.Itoa(d))
	}
	return b.String()
}
