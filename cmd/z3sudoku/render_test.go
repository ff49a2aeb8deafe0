package main

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/render"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

const renderGrid = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"

// writeTemp writes content to a file in a fresh directory and returns its
// path.
func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// svgClasses parses an SVG document and counts its elements by class.
func svgClasses(t *testing.T, doc string) map[string]int {
	t.Helper()
	classes := map[string]int{}
	dec := xml.NewDecoder(strings.NewReader(doc))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return classes
		}
		if err != nil {
			t.Fatalf("output is not XML: %v\n%s", err, doc)
		}
		if se, ok := tok.(xml.StartElement); ok {
			for _, a := range se.Attr {
				if a.Name.Local == "class" {
					classes[a.Value]++
				}
			}
		}
	}
}

// thermoKiller is a small puzzle with a cage and a thermometer, written in
// f-puzzles JSON by the tests that need one.
func thermoKiller(t *testing.T) sudoku.Puzzle {
	t.Helper()
	g, err := sudoku.Parse(renderGrid)
	if err != nil {
		t.Fatal(err)
	}
	return variants.Classic(g, variants.WithTitle("test"), variants.WithRules(
		rules.Cage{Sum: 12, Cells: sudoku.MustCells("r1c2 r1c3")},
		rules.Thermometer{Cells: sudoku.MustCells("r5c5 r5c6 r5c7")},
	))
}

func TestRenderGridSVG(t *testing.T) {
	path := writeTemp(t, "p.txt", "# a comment\n"+renderGrid+"\n")
	out, errOut, code := runCmd(t, "", "render", path)
	if code != exitOK {
		t.Fatalf("render: exit %d, stderr %q", code, errOut)
	}
	classes := svgClasses(t, out)
	if classes["given"] != 21 || classes["solved"] != 0 || classes["border"] != 8 {
		t.Errorf("render: classes %v, want 21 givens, no solved digits, 8 border runs", classes)
	}
}

func TestRenderStdinSolutionCandidates(t *testing.T) {
	out, errOut, code := runCmd(t, renderGrid, "render", "--solution", "--candidates", "--theme", "print", "-")
	if code != exitOK {
		t.Fatalf("render --solution: exit %d, stderr %q", code, errOut)
	}
	classes := svgClasses(t, out)
	// The solution fills every cell, so no candidates show.
	if classes["given"] != 21 || classes["solved"] != 60 || classes["candidate"] != 0 {
		t.Errorf("render --solution: classes %v, want 21 given, 60 solved", classes)
	}
	if !strings.Contains(out, `fill="#505050"`) {
		t.Error("render --theme print: the solved digits are not in the print theme's grey")
	}
}

func TestRenderCandidates(t *testing.T) {
	out, errOut, code := runCmd(t, renderGrid, "render", "--candidates", "-")
	if code != exitOK {
		t.Fatalf("render --candidates: exit %d, stderr %q", code, errOut)
	}
	// A unique puzzle's true candidates are its solution digits.
	if classes := svgClasses(t, out); classes["candidate"] != 60 {
		t.Errorf("render --candidates: classes %v, want 60 candidates", classes)
	}
}

func TestRenderFPuzzlesPNG(t *testing.T) {
	data, err := variants.MarshalFPuzzles(thermoKiller(t))
	if err != nil {
		t.Fatal(err)
	}
	path := writeTemp(t, "p.json", string(data))
	out := filepath.Join(filepath.Dir(path), "p.png")
	if _, errOut, code := runCmd(t, "", "render", "--png", "--cell", "20", "-o", out, path); code != exitOK {
		t.Fatalf("render --png: exit %d, stderr %q", code, errOut)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("png.Decode() error = %v", err)
	}
	// 9 cells of 20 pixels and a margin of 5 on each side.
	if b := img.Bounds(); b.Dx() != 190 || b.Dy() != 190 {
		t.Errorf("PNG is %v, want 190x190", b.Size())
	}
}

func TestRenderURL(t *testing.T) {
	url, err := variants.FPuzzlesURL(thermoKiller(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, stdin, arg string }{
		{"argument", "", url},
		{"file", "", writeTemp(t, "link.txt", url+"\n")},
		{"stdin", url, "-"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, tc.stdin, "render", tc.arg)
			if code != exitOK {
				t.Fatalf("render: exit %d, stderr %q", code, errOut)
			}
			classes := svgClasses(t, out)
			if classes["cage"] != 1 || classes["cage-sum"] != 2 || classes["thermo"] != 2 {
				t.Errorf("render: classes %v, want a cage with its sum and a thermometer", classes)
			}
		})
	}
}

func TestRenderErrors(t *testing.T) {
	good := writeTemp(t, "p.txt", renderGrid)
	// r1c9 must be 9, which column 9 already holds.
	unsolvable := writeTemp(t, "bad.txt", "12345678."+"........9"+strings.Repeat(".", 63))
	cases := []struct {
		name string
		args []string
		code int
		text string
	}{
		{"no file", []string{"render"}, exitUsage, "one FILE"},
		{"two files", []string{"render", good, good}, exitUsage, "one FILE"},
		{"bad theme", []string{"render", "--theme", "neon", good}, exitUsage, "neon"},
		{"bad cell", []string{"render", "--cell", "3", good}, exitUsage, "--cell 3"},
		{"bad flag", []string{"render", "--frobnicate", good}, exitUsage, "frobnicate"},
		{"missing file", []string{"render", filepath.Join(t.TempDir(), "nope.txt")}, exitFailed, "nope.txt"},
		{"bad grid", []string{"render", writeTemp(t, "x.txt", "not a grid")}, exitFailed, "x.txt"},
		{"bad json", []string{"render", writeTemp(t, "x.json", `{"size": "nine"}`)}, exitFailed, "f-puzzles"},
		{"no solution", []string{"render", "--solution", unsolvable}, exitFailed, "no solution"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, "", tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tc.code, errOut)
			}
			if !strings.Contains(errOut, tc.text) {
				t.Errorf("stderr %q does not mention %q", errOut, tc.text)
			}
			if out != "" {
				t.Errorf("stdout has %d bytes, want nothing", len(out))
			}
		})
	}
}

func TestRenderHelp(t *testing.T) {
	errOut, _, code := runCmd(t, "", "render", "--help") // help goes to standard output
	if code != exitOK {
		t.Errorf("render --help: exit %d, want 0", code)
	}
	for _, want := range []string{"Usage: z3sudoku render", "Examples:", "--solution", "-theme"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("render --help does not mention %q:\n%s", want, errOut)
		}
	}
	out, _, _ := runCmd(t, "", "help")
	if !strings.Contains(out, "render") {
		t.Errorf("usage does not list render:\n%s", out)
	}
}

// TestRenderDocsImages checks that the README's pictures are what the
// command draws from the puzzles beside them; "make images" redraws them.
func TestRenderDocsImages(t *testing.T) {
	dir := filepath.Join("..", "..", "docs", "images")
	for _, in := range []string{"classic.txt", "killer.json", "thermo-arrow.json"} {
		t.Run(in, func(t *testing.T) {
			out, errOut, code := runCmd(t, "", "render", filepath.Join(dir, in))
			if code != exitOK {
				t.Fatalf("render %s: exit %d, stderr %q", in, code, errOut)
			}
			name := strings.TrimSuffix(in, filepath.Ext(in))
			want, err := os.ReadFile(filepath.Join(dir, name+".svg"))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(want, []byte(out)) {
				t.Errorf("docs/images/%s.svg is out of date: run make images", name)
			}
		})
	}
}

// oddCell is a custom rule: its cell holds an odd digit.
type oddCell struct{ Cell sudoku.Cell }

func (r oddCell) Apply(b *sudoku.Builder) error {
	b.Allow(r.Cell, 1, 3, 5, 7, 9)
	return nil
}

// TestRenderCustomRule checks that the render command's drawing step
// solves and draws a puzzle with a custom rule, which no input format can
// hold yet: the rule gets the generic marking, and the legend names it.
func TestRenderCustomRule(t *testing.T) {
	g, err := sudoku.Parse(renderGrid)
	if err != nil {
		t.Fatal(err)
	}
	p := variants.Classic(g, variants.WithRules(oddCell{Cell: sudoku.MustCells("r1c2")[0]}))
	opt := renderOptions{solution: true, cell: 40}
	data, err := drawPuzzle(t.Context(), p, opt, render.Default)
	if err != nil {
		t.Fatalf("drawPuzzle() error = %v", err)
	}
	classes := svgClasses(t, string(data))
	if classes["solved"] != 60 || classes["generic"] != 2 || classes["legend"] != 1 {
		t.Errorf("drawPuzzle(): classes %v, want 60 solved digits, an outline and its number, a legend line", classes)
	}
	if !strings.Contains(string(data), "1: main.oddCell") {
		t.Error("drawPuzzle(): the legend does not name main.oddCell")
	}
	opt.png = true
	data, err = drawPuzzle(t.Context(), p, opt, render.Print)
	if err != nil {
		t.Fatalf("drawPuzzle(png) error = %v", err)
	}
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Errorf("drawPuzzle(png): png.Decode() error = %v", err)
	}
}
