package render

import (
	"fmt"
	"image/color"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Layers, drawn in this order.
const (
	layerShade  = iota // region shading, even and odd markers
	layerGrid          // thin cell lines
	layerLines         // diagonals, thermometers, arrows, coloured lines
	layerBorder        // box and region borders
	layerCage          // killer cage outlines
	layerMarks         // dots, signs and circles on the cell borders
	layerText          // digits and clues
	numLayers
)

// drawer lays out one puzzle. Like sudoku.Builder, it records its first
// error and ignores the rest.
type drawer struct {
	p       sudoku.Puzzle
	st      settings
	n       int
	s       float64 // cell size
	ox, oy  float64 // the grid's top-left corner
	layers  [numLayers][]item
	caption []string // names of rules over the whole grid
	legend  []string // rules drawn by a generic marking
	marked  int      // how many generic markings are numbered
	err     error
}

// layout draws p as a scene.
func layout(p sudoku.Puzzle, opts []Option) (*scene, error) {
	st := newSettings(opts)
	if err := p.Shape.Validate(); err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	if !p.Givens.IsZero() && p.Givens.Shape() != p.Shape {
		return nil, fmt.Errorf("render: %w: the givens are %v, the puzzle is %v", sudoku.ErrInvalidGrid, p.Givens.Shape(), p.Shape)
	}
	if err := st.check(p.Shape); err != nil {
		return nil, err
	}
	d := &drawer{p: p, st: st, n: p.Shape.Size, s: float64(st.cellSize)}
	rs := drawable(rules.Flatten(p.Rules...))

	margin := math.Round(d.s / 4)
	if needsRing(rs) {
		margin = d.s
	}
	d.ox, d.oy = margin, margin
	for _, r := range rs {
		d.rule(r)
	}
	d.grid(rs)
	d.digits()
	if d.err != nil {
		return nil, d.err
	}
	side := int(2*margin + float64(d.n)*d.s)
	sc := &scene{w: side, h: side, title: p.Title, bg: nrgba(st.theme.Background), origin: point{d.ox, d.oy}, cell: d.s}
	// Under the grid: the caption naming the rules over the whole grid,
	// then the legend of rules drawn by a generic marking, a line each.
	if len(d.caption) > 0 || len(d.legend) > 0 {
		size := d.s * 0.3
		y := d.oy + float64(d.n)*d.s + margin
		lines := d.legend
		if len(d.caption) > 0 {
			lines = append([]string{strings.Join(d.caption, " · ")}, lines...)
		}
		for i, l := range lines {
			class := "legend"
			if i == 0 && len(d.caption) > 0 {
				class = "caption"
			} else {
				l = fit(l, float64(d.n)*d.s, size)
			}
			if i == 0 {
				y += size
			} else {
				y += size * 1.4
			}
			d.add(layerText, &text{class: class, at: point{d.ox, y}, s: l,
				size: size, colour: nrgba(st.theme.Clue), anchor: anchorStart})
		}
		sc.h = int(math.Ceil(y + size))
	}
	for _, l := range d.layers {
		sc.items = append(sc.items, l...)
	}
	return sc, nil
}

// drawable returns the rules to draw: nil rules, which a Model rejects,
// are dropped, and a pointer to a built-in rule is drawn as its value.
func drawable(rs []sudoku.Rule) []sudoku.Rule {
	out := make([]sudoku.Rule, 0, len(rs))
	for _, r := range rs {
		v := reflect.ValueOf(r)
		if !v.IsValid() || v.Kind() == reflect.Pointer && v.IsNil() {
			continue
		}
		if v.Kind() == reflect.Pointer {
			if _, ok := builtins[v.Type().Elem()]; ok {
				r = v.Elem().Interface().(sudoku.Rule)
			}
		}
		out = append(out, r)
	}
	return out
}

// needsRing reports whether some rule draws a clue outside the grid.
func needsRing(rs []sudoku.Rule) bool {
	for _, r := range rs {
		if dr, ok := builtin(r); ok && dr.outside {
			return true
		}
	}
	return false
}

func (d *drawer) add(layer int, it item) { d.layers[layer] = append(d.layers[layer], it) }

// fail records the first error.
func (d *drawer) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

// on reports whether every cell is on the grid, recording an error naming
// the rule if not.
func (d *drawer) on(r sudoku.Rule, cells ...sudoku.Cell) bool {
	for _, c := range cells {
		if !d.p.Shape.Contains(c) {
			d.fail(fmt.Errorf("render: %s: %w: cell %s is off the %dx%d grid", sudoku.RuleName(r), sudoku.ErrBadRule, c, d.n, d.n))
			return false
		}
	}
	return true
}

// centre returns the centre of a cell; cells just outside the grid work
// too, for outside clues.
func (d *drawer) centre(c sudoku.Cell) point {
	return point{d.ox + (float64(c.Col)+0.5)*d.s, d.oy + (float64(c.Row)+0.5)*d.s}
}

// vertex returns the grid point at the top-left corner of row r, column c.
func (d *drawer) vertex(r, c int) point {
	return point{d.ox + float64(c)*d.s, d.oy + float64(r)*d.s}
}

func (d *drawer) centres(cells []sudoku.Cell) []point {
	pts := make([]point, len(cells))
	for i, c := range cells {
		pts[i] = d.centre(c)
	}
	return pts
}

// shade fills cells.
func (d *drawer) shade(class string, cells []sudoku.Cell, col color.Color) {
	fill := nrgba(col)
	for _, c := range cells {
		a := d.vertex(c.Row, c.Col)
		d.add(layerShade, &path{class: class, pts: []point{a, {a.X + d.s, a.Y}, {a.X + d.s, a.Y + d.s}, {a.X, a.Y + d.s}},
			closed: true, fill: fill})
	}
}

// grid draws the thin cell lines and the thick borders: between the
// regions of the rules that have them (boxes when the rules have
// [rules.Boxes], jigsaw regions), and around the grid.
func (d *drawer) grid(rs []sudoku.Rule) {
	th := d.st.theme
	n, s := d.n, d.s
	thin := nrgba(th.GridLine)
	for i := 1; i < n; i++ {
		d.add(layerGrid, &path{class: "grid", pts: []point{d.vertex(i, 0), d.vertex(i, n)}, stroke: thin, width: s * 0.02, cap: capButt})
		d.add(layerGrid, &path{class: "grid", pts: []point{d.vertex(0, i), d.vertex(n, i)}, stroke: thin, width: s * 0.02, cap: capButt})
	}
	// A cell's region key is its box and its jigsaw region; a thick border
	// runs between cells with different keys, and around the grid.
	key := make([]int, n*n)
	for _, r := range rs {
		dr, ok := builtin(r)
		if !ok || dr.regions == nil {
			continue
		}
		for k, region := range dr.regions(d, r) {
			for _, c := range region {
				i := d.p.Shape.Index(c)
				key[i] = key[i]*(n+1) + k + 1
			}
		}
	}
	keyAt := func(r, c int) int {
		if r < 0 || c < 0 || r >= n || c >= n {
			return -1
		}
		return key[r*n+c]
	}
	border, w := nrgba(th.Border), s*0.06
	run := func(a, b point) {
		d.add(layerBorder, &path{class: "border", pts: []point{a, b}, stroke: border, width: w, cap: capSquare})
	}
	// Horizontal borders above row i, then vertical ones left of column i,
	// each merged into runs.
	for i := 0; i <= n; i++ {
		start := -1
		for j := 0; j <= n; j++ {
			thick := j < n && keyAt(i-1, j) != keyAt(i, j)
			if thick && start < 0 {
				start = j
			}
			if !thick && start >= 0 {
				run(d.vertex(i, start), d.vertex(i, j))
				start = -1
			}
		}
		start = -1
		for j := 0; j <= n; j++ {
			thick := j < n && keyAt(j, i-1) != keyAt(j, i)
			if thick && start < 0 {
				start = j
			}
			if !thick && start >= 0 {
				run(d.vertex(start, i), d.vertex(j, i))
				start = -1
			}
		}
	}
}

// digits draws the givens, the solution and the candidates.
func (d *drawer) digits() {
	th, st := d.st.theme, d.st
	shape := d.p.Shape
	k := int(math.Ceil(math.Sqrt(float64(d.n))))
	for i := range shape.NumCells() {
		c := shape.CellAt(i)
		ctr := d.centre(c)
		big := d.s * 0.6
		if d.n > 9 {
			big = d.s * 0.45 // two-digit numbers
		}
		switch {
		case !d.p.Givens.IsZero() && d.p.Givens.At(c) != 0:
			d.add(layerText, d.label("given", ctr, strconv.Itoa(d.p.Givens.At(c)), big, th.Given, true))
		case !st.solution.IsZero() && st.solution.At(c) != 0:
			d.add(layerText, d.label("solved", ctr, strconv.Itoa(st.solution.At(c)), big, th.Solved, false))
		case st.hasCands:
			sub := d.s / float64(k)
			a := d.vertex(c.Row, c.Col)
			for _, dg := range st.candidates.Digits(c) {
				at := point{a.X + (float64((dg-1)%k)+0.5)*sub, a.Y + (float64((dg-1)/k)+0.5)*sub}
				d.add(layerText, d.label("candidate", at, strconv.Itoa(dg), sub*0.62, th.Candidate, false))
			}
		}
	}
}

// label returns a text centred on ctr.
func (d *drawer) label(class string, ctr point, s string, size float64, col color.Color, bold bool) *text {
	return &text{class: class, at: point{ctr.X, ctr.Y + size*capHalf}, s: s, size: size, colour: nrgba(col), bold: bold}
}

// capHalf is half the height of a digit, in ems: a text centred on a point
// has its baseline this far below it.
const capHalf = 0.36

// textWidth estimates the advance of s in ems: digits are about 0.56 em
// wide in common sans-serif fonts, the Go fonts included.
func textWidth(s string) float64 { return 0.56 * float64(utf8.RuneCountInString(s)) }

// fit shortens s with an ellipsis so that it is at most width pixels
// wide at size pixels.
func fit(s string, width, size float64) string {
	n := int(width / (textWidth("0") * size))
	if utf8.RuneCountInString(s) <= n || n < 1 {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// capitalize upper-cases the first letter of s.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
