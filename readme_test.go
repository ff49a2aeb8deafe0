package z3sudoku_test

import (
	"bufio"
	"errors"
	"fmt"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The README's code blocks are not compiled where they stand: each Go block
// is the text of a program under examples/, which go test compiles and
// runs, and each output the README shows is the output of one of those
// programs' Examples. An HTML comment, which Markdown does not show, names
// the source before a block:
//
//	<!-- source: examples/tour/main.go -->
//	```go
//	...the whole file...
//	```
//
//	<!-- output: examples/tour/main_test.go Example -->
//	```text
//	...what the Example's // Output: comment says...
//	```
//
// A program of which the README shows only a part marks it with a line
// "// README begin: SECTION" and a line "// README end", where SECTION is
// the heading of the README section that shows it; the part is dedented to
// the begin line's indentation, without the blank lines at either end.
var (
	sourceMarker = regexp.MustCompile(`^<!-- source: (\S+) -->$`)
	outputMarker = regexp.MustCompile(`^<!-- output: (\S+) (Example\w*) -->$`)
)

// block is a fenced code block of the README.
type block struct {
	line    int    // the line of the opening fence, from 1
	lang    string // the fence's info string: "go", "text", ...
	text    string // the lines between the fences, each ending in "\n"
	section string // the heading of the section the block is in
	marker  string // the HTML comment just before the fence, or ""
}

// readBlocks returns the fenced code blocks of a Markdown file.
func readBlocks(t *testing.T, path string) []block {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		blocks  []block
		cur     *block
		section string
		marker  string // the last non-blank line outside a block, if a marker
	)
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur != nil && strings.HasPrefix(line, "```"):
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		case strings.HasPrefix(line, "```"):
			cur = &block{line: n, lang: strings.TrimSpace(line[3:]), section: section, marker: marker}
			marker = ""
		case strings.HasPrefix(line, "#"):
			section = strings.TrimSpace(strings.TrimLeft(line, "#"))
			marker = ""
		case strings.HasPrefix(line, "<!--"):
			marker = line
		case strings.TrimSpace(line) != "":
			marker = ""
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cur != nil {
		t.Fatalf("%s:%d: a code block is not closed", path, cur.line)
	}
	return blocks
}

// TestREADME checks that every Go block of README.md is the text of an
// example program (or its marked part), and that every output the README
// shows is the // Output: of an Example that runs the program shown just
// before it. go test ./examples/... compiles the programs and runs those
// Examples, so a README block that stops compiling or printing what the
// README shows fails there or here.
func TestREADME(t *testing.T) {
	blocks := readBlocks(t, "README.md")
	var sources, outputs int
	lastSource := "" // the directory of the last Go block's program
	for _, b := range blocks {
		if m := sourceMarker.FindStringSubmatch(b.marker); m != nil {
			sources++
			if b.lang != "go" {
				t.Errorf("README.md:%d: a source marker before a %q block, want a go block", b.line, b.lang)
				continue
			}
			lastSource = filepath.Dir(m[1])
			checkSource(t, b, m[1])
			continue
		}
		if m := outputMarker.FindStringSubmatch(b.marker); m != nil {
			outputs++
			if dir := filepath.Dir(m[1]); dir != lastSource {
				t.Errorf("README.md:%d: output of %s follows the source of %q", b.line, m[1], lastSource)
			}
			checkOutput(t, b, m[1], m[2])
			continue
		}
		if b.marker != "" {
			t.Errorf("README.md:%d: unknown marker %q before a code block", b.line, b.marker)
		}
		if b.lang == "go" {
			t.Errorf("README.md:%d: a Go block in %q with no <!-- source: examples/... --> marker: it is compiled nowhere", b.line, b.section)
		}
	}
	if sources == 0 || outputs == 0 {
		t.Errorf("README.md has %d marked Go blocks and %d marked outputs; the reader is broken or the markers are gone", sources, outputs)
	}
}

// checkSource checks that block b is the text of the program at path, or of
// its part that README begin and end lines mark.
func checkSource(t *testing.T, b block, path string) {
	t.Helper()
	if !strings.HasPrefix(path, "examples/") || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
		t.Errorf("README.md:%d: source %s is not a program file under examples/", b.line, path)
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("README.md:%d: %v", b.line, err)
		return
	}
	want, label, err := readmePart(string(data))
	if err != nil {
		t.Errorf("%s: %v", path, err)
		return
	}
	if label != "" && label != b.section {
		t.Errorf("%s: the README part is labelled %q, but README.md:%d shows it in %q", path, label, b.line, b.section)
	}
	if diff := cmp.Diff(lines(want), lines(b.text)); diff != "" {
		t.Errorf("README.md:%d: the Go block differs from %s (-%s +README.md):\n%s", b.line, path, path, diff)
	}
}

// readmePart returns the part of a Go source file between its README begin
// and end lines, dedented, with the begin line's label; or the whole file
// and no label when it has no begin line.
func readmePart(src string) (part, label string, err error) {
	lines := strings.SplitAfter(src, "\n")
	begin, end, indent := -1, -1, ""
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(trimmed, "// README begin"):
			if begin >= 0 {
				return "", "", errors.New("more than one README begin line")
			}
			begin = i
			indent = l[:len(l)-len(strings.TrimLeft(l, "\t "))]
			label = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(trimmed, "// README begin"), ":"))
		case trimmed == "// README end" && begin >= 0 && end < 0:
			end = i
		}
	}
	switch {
	case begin < 0:
		return src, "", nil
	case end < 0:
		return "", "", errors.New("a README begin line with no README end line")
	}
	body := lines[begin+1 : end]
	for len(body) > 0 && strings.TrimSpace(body[0]) == "" {
		body = body[1:]
	}
	for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
		body = body[:len(body)-1]
	}
	var b strings.Builder
	for _, l := range body {
		switch {
		case strings.TrimSpace(l) == "":
			b.WriteString("\n")
		case strings.HasPrefix(l, indent):
			b.WriteString(l[len(indent):])
		default:
			return "", "", fmt.Errorf("a line of the README part is indented less than its begin line: %s", strings.TrimSpace(l))
		}
	}
	return b.String(), label, nil
}

// checkOutput checks that block b is the // Output: of the Example named
// name in the test file at path, and that the Example only runs main.
func checkOutput(t *testing.T, b block, path, name string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	if err != nil {
		t.Errorf("README.md:%d: %v", b.line, err)
		return
	}
	for _, ex := range doc.Examples(f) {
		if "Example"+ex.Name != name {
			continue
		}
		if ex.Output == "" && !ex.EmptyOutput {
			t.Errorf("%s: %s has no // Output: comment, so go test does not check what it prints", path, name)
		}
		if !callsOnlyMain(ex.Code) {
			t.Errorf("%s: %s does more than call main(), so its output is not the program's", path, name)
		}
		if diff := cmp.Diff(lines(strings.TrimSpace(ex.Output)), lines(strings.TrimSpace(b.text))); diff != "" {
			t.Errorf("README.md:%d: the output shown differs from %s's in %s (-%s +README.md):\n%s", b.line, name, path, path, diff)
		}
		return
	}
	t.Errorf("README.md:%d: %s has no function %s", b.line, path, name)
}

// lines splits text into lines, for diffs that read line by line.
func lines(text string) []string { return strings.Split(text, "\n") }

// callsOnlyMain reports whether an Example's body is the single statement
// main().
func callsOnlyMain(code ast.Node) bool {
	body, ok := code.(*ast.BlockStmt)
	if !ok || len(body.List) != 1 {
		return false
	}
	stmt, ok := body.List[0].(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := stmt.X.(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	id, ok := call.Fun.(*ast.Ident)
	return ok && id.Name == "main"
}

// TestReadmePart checks the marking of a part of a program.
func TestReadmePart(t *testing.T) {
	const src = "package main\n\nfunc f() {\n\t// README begin: A section\n\n\tx := 1\n\n\tif x > 0 {\n\t\tx++\n\t}\n\n\t// README end\n}\n"
	part, label, err := readmePart(src)
	if err != nil {
		t.Fatalf("readmePart() error = %v", err)
	}
	if want := "x := 1\n\nif x > 0 {\n\tx++\n}\n"; part != want {
		t.Errorf("readmePart() part = %q, want %q", part, want)
	}
	if label != "A section" {
		t.Errorf("readmePart() label = %q, want %q", label, "A section")
	}
	whole := "package main\n\nfunc main() {}\n"
	if part, label, err := readmePart(whole); part != whole || label != "" || err != nil {
		t.Errorf("readmePart(no markers) = %q, %q, %v, want the whole file", part, label, err)
	}
	for _, bad := range []string{
		"// README begin: A\nx\n",
		"// README begin: A\n// README end\n// README begin: B\n// README end\n",
		"\t// README begin: A\nx\n\t// README end\n",
	} {
		if _, _, err := readmePart(bad); err == nil {
			t.Errorf("readmePart(%q) error = nil, want one", bad)
		}
	}
}
