package render

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"image/color"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// customRule is a rule the package does not know, with no cells.
type customRule struct{}

func (customRule) Apply(*sudoku.Builder) error { return nil }

// parityPair is a custom rule over two cells, named by String.
type parityPair struct{ A, B sudoku.Cell }

func (parityPair) Apply(*sudoku.Builder) error { return nil }
func (parityPair) String() string              { return "parity pair" }

// productCage embeds a built-in rule: it is a custom rule all the same,
// whose cells are the embedded cage's.
type productCage struct {
	rules.Cage
	Product int
}

// groups holds its cells in a slice of slices and a nested struct, and a
// clue outside the grid.
type groups struct {
	Groups [][]sudoku.Cell
	Mark   struct{ At sudoku.Cell }
	Clue   sudoku.Cell
	hidden sudoku.Cell
}

func (groups) Apply(*sudoku.Builder) error { return nil }

// gridCorners computes its cells from the shape.
type gridCorners struct{}

func (gridCorners) Apply(*sudoku.Builder) error { return nil }
func (gridCorners) Cells(s sudoku.Shape) []sudoku.Cell {
	n := s.Size - 1
	return []sudoku.Cell{{Row: 0, Col: 0}, {Row: 0, Col: n}, {Row: n, Col: 0}, {Row: n, Col: n}}
}

// legend returns the legend's lines.
func legend(sc *scene) []string {
	var lines []string
	for _, it := range sc.items {
		if t, ok := it.(*text); ok && t.class == "legend" {
			lines = append(lines, t.s)
		}
	}
	return lines
}

// classes counts a scene's items by class.
func classes(sc *scene) map[string]int {
	n := map[string]int{}
	for _, it := range sc.items {
		n[it.itemClass()]++
	}
	return n
}

// TestRuleCells checks which cells a generic marking outlines.
func TestRuleCells(t *testing.T) {
	s9 := sudoku.Shape9
	cases := []struct {
		name string
		r    sudoku.Rule
		want []sudoku.Cell
	}{
		{"no cells", customRule{}, nil},
		{"fields", parityPair{A: cell("r1c1"), B: cell("r1c2")}, cells("r1c1 r1c2")},
		{"pointer", &parityPair{A: cell("r2c1"), B: cell("r2c1")}, cells("r2c1")},
		{"embedded rule", productCage{Cage: rules.Cage{Cells: cells("r1c1 r2c1 r2c2")}, Product: 6}, cells("r1c1 r2c1 r2c2")},
		{"nested, outside and unexported", groups{
			Groups: [][]sudoku.Cell{cells("r1c1 r1c2"), cells("r1c2 r3c3")},
			Mark:   struct{ At sudoku.Cell }{cell("r9c9")},
			Clue:   sudoku.Cell{Row: -1, Col: 4},
			hidden: cell("r5c5"),
		}, cells("r1c1 r1c2 r3c3 r9c9")},
		{"Cells method", gridCorners{}, cells("r1c1 r1c9 r9c1 r9c9")},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, ruleCells(tc.r, s9)); diff != "" {
				t.Errorf("ruleCells(%v) mismatch (-want +got):\n%s", sudoku.RuleName(tc.r), diff)
			}
		})
	}
}

// TestGenericMarking checks that a rule the package cannot draw is
// outlined and numbered, or named in the legend when its cells are
// unknown, and never dropped.
func TestGenericMarking(t *testing.T) {
	base := sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic()}}
	p := base
	p.Rules = []sudoku.Rule{
		rules.Classic(),
		customRule{},
		parityPair{A: cell("r1c1"), B: cell("r1c2")},
		rules.Set{nil, (*parityPair)(nil), productCage{Cage: rules.Cage{Cells: cells("r5c5 r5c6")}}},
	}
	a, err := layout(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := layout(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"render.customRule (unmarked)", "1: parity pair", "2: killer cage at r5c5"} // productCage has Cage's String
	if diff := cmp.Diff(want, legend(b)); diff != "" {
		t.Errorf("legend mismatch (-want +got):\n%s", diff)
	}
	// Two outlines of one loop each, and their numbers.
	if n := classes(b)["generic"]; n != 4 {
		t.Errorf("generic marking has %d items, want 4", n)
	}
	if b.h <= a.h {
		t.Errorf("drawing with a legend is %d pixels high, want more than %d", b.h, a.h)
	}
	if b.w != a.w {
		t.Errorf("drawing with a legend is %d pixels wide, want %d", b.w, a.w)
	}
}

// TestPointerToBuiltin checks that a pointer to a built-in rule is drawn
// as the rule, not as a generic marking, and that a nil one is skipped.
func TestPointerToBuiltin(t *testing.T) {
	p := sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{
		rules.Classic(),
		&rules.Cage{Sum: 3, Cells: cells("r1c1 r1c2")},
		(*rules.Thermometer)(nil),
		&rules.Sandwich{Line: rules.Row(0), Sum: 5},
	}}
	sc, err := layout(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := classes(sc)
	if n["cage"] != 1 || n["sandwich"] != 1 || n["generic"] != 0 || len(legend(sc)) != 0 {
		t.Errorf("classes %v, legend %q; want a cage and a sandwich, nothing generic", n, legend(sc))
	}
	if sc.origin.X != sc.cell {
		t.Errorf("grid at x = %v, want a margin of one cell (%v) for the sandwich", sc.origin.X, sc.cell)
	}
}

// TestLegendFits checks that a long name is cut to the drawing's width.
func TestLegendFits(t *testing.T) {
	long := namedRule(strings.Repeat("very long rule name ", 10))
	sc, err := layout(sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic(), long}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	lines := legend(sc)
	if len(lines) != 1 || !strings.HasSuffix(lines[0], "…") {
		t.Fatalf("legend = %q, want one line cut with an ellipsis", lines)
	}
	if w := textWidth(lines[0]) * sc.cell * 0.3; w > 4*sc.cell {
		t.Errorf("legend line is about %.0f pixels wide, want at most the grid's %v", w, 4*sc.cell)
	}
}

// namedRule is a custom rule named by its value.
type namedRule string

func (namedRule) Apply(*sudoku.Builder) error { return nil }
func (r namedRule) String() string            { return string(r) }

// shaded is a custom rule that draws itself with every Canvas method.
type shaded struct {
	Cells []sudoku.Cell
	err   error
}

func (shaded) Apply(*sudoku.Builder) error { return nil }
func (shaded) String() string              { return "shaded" }

func (r shaded) Draw(c *Canvas) error {
	if c.Shape() != sudoku.Shape9 {
		return errors.New("not 9x9")
	}
	c.Shade(r.Cells, c.Theme().Region)
	c.Line(r.Cells, c.Theme().Renban)
	c.Outline(r.Cells, "7")
	c.Label(r.Cells[0], "ab")
	c.Caption("Shaded")
	c.Caption("Shaded")
	return r.err
}

// TestDrawer checks that a rule that implements Drawer draws itself, and
// that its errors name it.
func TestDrawer(t *testing.T) {
	p := sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), shaded{Cells: cells("r1c1 r1c2")}}}
	sc, err := layout(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 2 shaded cells, 1 line, 1 outline loop, the label's patch and text,
	// the top label.
	if n := classes(sc); n["custom"] != 7 || n["caption"] != 1 || n["generic"] != 0 || len(legend(sc)) != 0 {
		t.Errorf("classes %v, legend %q; want 7 custom elements and a caption", n, legend(sc))
	}
	for _, it := range sc.items {
		if tx, ok := it.(*text); ok && tx.class == "caption" && tx.s != "Shaded" {
			t.Errorf("caption = %q, want %q", tx.s, "Shaded")
		}
	}

	errBoom := errors.New("boom")
	for _, tc := range []struct {
		name string
		p    sudoku.Puzzle
		want error
		text string
	}{
		{"off grid", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{shaded{Cells: cells("r1c1 r10c1")}}}, sudoku.ErrBadRule, "shaded: sudoku: bad rule: cell r10c1"},
		{"Draw fails", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{shaded{Cells: cells("r1c1"), err: errBoom}}}, errBoom, "render: shaded: boom"},
		{"other shape", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{shaded{Cells: cells("r1c1")}}}, nil, "not 9x9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := SVG(&buf, tc.p)
			if err == nil || tc.want != nil && !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.text) {
				t.Errorf("SVG() error = %v, want %v mentioning %q", err, tc.want, tc.text)
			}
			if buf.Len() != 0 {
				t.Errorf("SVG() wrote %d bytes on error", buf.Len())
			}
		})
	}
}

// keepCanvas keeps its Canvas past Draw.
type keepCanvas struct{ c **Canvas }

func (keepCanvas) Apply(*sudoku.Builder) error { return nil }
func (k keepCanvas) Draw(c *Canvas) error      { *k.c = c; return nil }

// TestCanvasAfterDraw checks that a Canvas kept past Draw draws nothing.
func TestCanvasAfterDraw(t *testing.T) {
	var c *Canvas
	p := sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{keepCanvas{&c}}}
	sc, err := layout(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	before := len(c.d.layers[layerShade])
	c.Shade(cells("r1c1"), color.Black)
	c.Caption("late")
	if len(c.d.layers[layerShade]) != before || len(c.d.caption) != 0 || classes(sc)["custom"] != 0 {
		t.Error("a Canvas drew after Draw returned")
	}
}

// TestEveryBuiltinHasARow reads package rules' source and checks that
// each exported rule type (one with an Apply method) has its row in
// builtins, so that no built-in rule gets a generic marking; rules.Set is
// flattened instead.
func TestEveryBuiltinHasARow(t *testing.T) {
	files, err := filepath.Glob("../rules/*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var types []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "Apply" {
				continue
			}
			recv := fn.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok && ast.IsExported(id.Name) && id.Name != "Set" {
				types = append(types, id.Name)
			}
		}
	}
	if len(types) < 40 {
		t.Fatalf("found %d rule types in ../rules, want the 40 and more there are", len(types))
	}
	var have []string
	for typ := range builtins {
		have = append(have, typ.Name())
	}
	slices.Sort(types)
	slices.Sort(have)
	if diff := cmp.Diff(types, have); diff != "" {
		t.Errorf("rule types without a row (-) or rows of no rule (+):\n%s", diff)
	}
	for typ := range builtins {
		if typ.PkgPath() != reflect.TypeFor[rules.Set]().PkgPath() {
			t.Errorf("row for %v, a type outside package rules", typ)
		}
	}
}
