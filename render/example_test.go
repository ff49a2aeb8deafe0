package render_test

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"log"
	"regexp"
	"strings"

	"github.com/z3sudoku/z3sudoku/render"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// count returns how many elements of an SVG document have the class.
func count(svg, class string) int { return strings.Count(svg, `class="`+class+`"`) }

func killer() sudoku.Puzzle {
	return variants.Killer([]rules.Cage{
		{Sum: 15, Cells: sudoku.MustCells("r1c1 r1c2 r2c1")},
		{Sum: 17, Cells: sudoku.MustCells("r5c5 r5c6")},
	}, sudoku.Grid{}, variants.WithTitle("Two cages"),
		variants.WithRules(rules.Thermometer{Cells: sudoku.MustCells("r9c1 r8c1 r7c2")}))
}

func ExampleSVG() {
	var buf bytes.Buffer
	if err := render.SVG(&buf, killer()); err != nil {
		log.Fatal(err)
	}
	svg := buf.String()
	fmt.Println(strings.SplitN(svg, "\n", 3)[1])
	fmt.Println("cage outlines:", count(svg, "cage"), "sums:", count(svg, "cage-sum")/2)
	fmt.Println("thermometer elements:", count(svg, "thermo"))
	// Output:
	// <title>Two cages</title>
	// cage outlines: 2 sums: 2
	// thermometer elements: 2
}

func ExamplePNG() {
	var buf bytes.Buffer
	if err := render.PNG(&buf, killer(), render.WithCellSize(30)); err != nil {
		log.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		log.Fatal(err)
	}
	// Nine cells of 30 pixels, and a margin of a quarter cell, rounded,
	// each side.
	fmt.Println(img.Bounds().Size())
	// Output:
	// (286,286)
}

func ExampleImage() {
	img, err := render.Image(killer(), render.WithTheme(render.Print))
	if err != nil {
		log.Fatal(err)
	}
	// The frame is black in the print theme.
	fmt.Println(img.Bounds().Dx(), img.At(12, 100))
	// Output:
	// 456 {0 0 0 255}
}

func ExampleWithSolution() {
	givens, _ := sudoku.Parse("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1")
	p := variants.Classic(givens)
	m, err := p.Model()
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	sol, err := m.Solve(context.Background(), p.Givens)
	if err != nil {
		log.Fatal(err)
	}
	var buf bytes.Buffer
	if err := render.SVG(&buf, p, render.WithSolution(sol)); err != nil {
		log.Fatal(err)
	}
	fmt.Println("given:", count(buf.String(), "given"), "solved:", count(buf.String(), "solved"))
	// Output:
	// given: 21 solved: 60
}

func ExampleWithCandidates() {
	p := variants.Classic(sudoku.Grid{}, variants.WithShape(sudoku.Shape4))
	p.Givens, _ = sudoku.ParseGrid(sudoku.Shape4, "12.. .... .... ...4")
	m, err := p.Model()
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	cands, err := m.Candidates(context.Background(), p.Givens)
	if err != nil {
		log.Fatal(err)
	}
	var buf bytes.Buffer
	if err := render.SVG(&buf, p, render.WithCandidates(cands)); err != nil {
		log.Fatal(err)
	}
	fmt.Print(cands)
	fmt.Println("pencil marks:", count(buf.String(), "candidate"))
	// Output:
	// 1 2 4 3
	// 34 34 12 12
	// 234 134 123 12
	// 23 13 123 4
	// pencil marks: 28
}

func ExampleWithCellSize() {
	img, err := render.Image(variants.Classic(sudoku.Grid{}), render.WithCellSize(20))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(img.Bounds().Size())
	// Output:
	// (190,190)
}

func ExampleWithTheme() {
	// A custom theme: the print theme with red givens.
	t := render.Print
	t.Name = "red"
	t.Given = color{0xcc, 0, 0}
	var buf bytes.Buffer
	givens, _ := sudoku.Parse("5" + strings.Repeat(".", 80))
	if err := render.SVG(&buf, variants.Classic(givens), render.WithTheme(t)); err != nil {
		log.Fatal(err)
	}
	for _, line := range strings.Split(buf.String(), "\n") {
		if strings.Contains(line, `class="given"`) {
			fmt.Println(line)
		}
	}
	// Output:
	// <text class="given" x="36" y="46.37" font-size="28.8" text-anchor="middle" font-weight="bold" fill="#cc0000">5</text>
}

// color is an opaque RGB colour.
type color struct{ r, g, b uint8 }

func (c color) RGBA() (r, g, b, a uint32) {
	return uint32(c.r) * 0x101, uint32(c.g) * 0x101, uint32(c.b) * 0x101, 0xffff
}

func ExampleThemes() {
	for _, t := range render.Themes() {
		fmt.Println(t.Name)
	}
	// Output:
	// default
	// print
}

func ExampleOptions() {
	// Options groups options to pass them around as one.
	printed := render.Options{render.WithTheme(render.Print), render.WithCellSize(64)}
	var buf bytes.Buffer
	if err := render.SVG(&buf, variants.X(sudoku.Grid{}), printed); err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.Contains(buf.String(), `width="608"`), count(buf.String(), "diagonal"))
	// Output:
	// true 2
}

// Parity makes two cells hold digits of the same parity. It draws itself,
// as a grey line between the cells.
type Parity struct{ A, B sudoku.Cell }

func (p Parity) Apply(b *sudoku.Builder) error {
	b.Relate(p.A, p.B, func(x, y int) bool { return x%2 == y%2 })
	return nil
}

func (p Parity) Draw(c *render.Canvas) error {
	c.Line([]sudoku.Cell{p.A, p.B}, c.Theme().Palindrome)
	return nil
}

// Ten makes two cells add up to 10. It has no Draw method.
type Ten struct{ A, B sudoku.Cell }

func (t Ten) Apply(b *sudoku.Builder) error {
	b.Sum([]sudoku.Cell{t.A, t.B}, 10)
	return nil
}

func (Ten) String() string { return "sum of ten" }

// A custom rule draws itself when it implements Drawer; one that does not
// has its cells outlined and numbered, and is named in a legend.
func ExampleDrawer() {
	c := sudoku.MustCells("r1c1 r1c2 r5c5 r6c5")
	p := sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{
		rules.Classic(), Parity{c[0], c[1]}, Ten{c[2], c[3]},
	}}
	var buf bytes.Buffer
	if err := render.SVG(&buf, p); err != nil {
		log.Fatal(err)
	}
	svg := buf.String()
	fmt.Println("drawn by Parity:", count(svg, "custom"))
	fmt.Println("generic marking:", count(svg, "generic"))
	legend := regexp.MustCompile(`class="legend"[^>]*>([^<]*)<`)
	for _, m := range legend.FindAllStringSubmatch(svg, -1) {
		fmt.Println("legend:", m[1])
	}
	// Output:
	// drawn by Parity: 1
	// generic marking: 2
	// legend: 1: sum of ten
}
