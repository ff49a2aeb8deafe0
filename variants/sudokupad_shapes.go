package variants

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads SudokuPad's drawn shapes: which lines, arrows,
// underlays and overlays are thermometers, arrows, diagonals, kropki dots,
// X/V and inequality signs, in grid geometry and colours.

// shape reads an underlay or overlay; match works out what it is.
func (d *sclDecoder) shape(name string, f map[string]json.RawMessage) error {
	sh := &sclShape{name: name, fields: f}
	if raw, ok := f["center"]; ok {
		if err := json.Unmarshal(raw, &sh.center); err != nil || math.IsNaN(sh.center[0]) || math.IsNaN(sh.center[1]) {
			return sclInvalid(name+".center", "want a [row, column] point")
		}
	} else {
		d.skip(name, "a shape without a centre")
		return nil
	}
	for k, p := range map[string]*float64{"width": &sh.w, "height": &sh.h} {
		*p = 1 // SudokuPad's default size
		if raw, ok := f[k]; ok && !isNull(raw) {
			if err := json.Unmarshal(raw, p); err != nil {
				return sclInvalid(name+"."+k, "want a number")
			}
		}
	}
	if raw, ok := f["rounded"]; ok && !isNull(raw) {
		// SudokuPad draws a shape rounded when the field is truthy, and
		// puzzles converted from Penpa+ write it as 1.
		var n float64
		if err := json.Unmarshal(raw, &sh.rounded); err != nil {
			if json.Unmarshal(raw, &n) != nil {
				return sclInvalid(name+".rounded", "want true, false or a number")
			}
			sh.rounded = n != 0
		}
	}
	var ok bool
	if sh.text, ok = sclText(f["text"]); !ok {
		return sclInvalid(name+".text", "want text")
	}
	sh.bg, _ = sclText(f["backgroundColor"])
	sh.bord, _ = sclText(f["borderColor"])
	sh.bgC, sh.bordC = parseColour(sh.bg), parseColour(sh.bord)
	d.shapes = append(d.shapes, sh)
	return nil
}

// The keys a shape may have besides its geometry and colours without
// changing what it means: they style the drawing.
var sclShapeStyle = []string{"center", "width", "height", "rounded", "text", "backgroundColor", "borderColor",
	"color", "thickness", "borderSize", "stroke", "textStroke", "fontSize", "opacity", "angle", "target", "class"}

// match works out the lines, arrows and shapes: diagonals, thermometers,
// arrows with their circles, kropki dots, X/V and inequality signs;
// everything else is unread.
func (d *sclDecoder) match() {
	d.bulbs, d.circles, d.neutralRims = circleIndex{}, circleIndex{}, nil
	for i, sh := range d.shapes {
		if !sh.rounded || sh.text != "" {
			continue
		}
		if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok {
			continue
		}
		cells := d.pill(sh)
		for _, c := range cells {
			d.circles.add(c, sh.bordC, sh, i)
			d.addNeutralRim(c, sh)
		}
		if c := d.cellAt(sh.center, true); len(cells) > 0 && c.Row >= 0 && math.Abs(sh.w-sh.h) <= 0.01 {
			d.bulbs.add(c, sh.bgC, sh, i)
		}
	}
	d.readDrawn()
	for _, l := range d.lines {
		switch {
		case d.drawn.read[l.name]: // bind_drawn.go
		case l.arrow:
			d.arrow(l)
		case d.diagonalLine(l):
		case d.thermo(l):
		case d.freeLine(l):
		default:
			d.skip(l.name, "line %s, %s", sclColourName(l.fields["color"]), d.describePath(l.pts))
		}
	}
	// Before the shapes, so that lines not bound are listed where
	// they were.
	d.readMarks = true
	d.bindLines()
	for _, sh := range d.shapes {
		if _, ok := sclInequality[sh.text]; ok {
			d.signs = true
		}
	}
	for _, sh := range d.shapes {
		if sh.used || d.boardPosition(sh) || d.endMark(sh) {
			continue
		}
		if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok || !(d.dotOrXV(sh) || d.inequality(sh)) {
			free := d.freeShape(sh)
			dot := !free && d.freeDot(sh)
			if !free && !dot {
				d.freeSun(sh) // bind_sunburn.go
			}
			kind := "shape"
			if sh.rounded {
				kind = "circle"
			}
			desc := fmt.Sprintf("%s %.2gx%.2g at %s", kind, sh.w, sh.h, d.describePoint(sh.center))
			if sh.bg != "" {
				desc += ", fill " + sh.bg
			}
			if sh.text != "" {
				desc += fmt.Sprintf(", text %q", clipID(sh.text))
			}
			d.skip(sh.name, "%s", desc)
			if free {
				d.freeShapes[len(d.freeShapes)-1].unread = len(d.unread) - 1
			}
			if dot {
				d.freeDots[len(d.freeDots)-1].unread = len(d.unread) - 1
			}
		}
	}
	d.bindShapes()
	d.bindDots()
	d.bindSuns()
}

// boardPosition reports the transparent underlay of the whole board that
// Penpa+ conversions add (class "board-position"): it draws nothing.
func (d *sclDecoder) boardPosition(sh *sclShape) bool {
	class, _ := sclText(sh.fields["class"])
	if class != "board-position" || sh.text != "" {
		return false
	}
	if _, ok := onlyKeys(sh.fields, "class", "center", "width", "height", "backgroundColor", "borderColor"); !ok {
		return false
	}
	for _, c := range []string{sh.bg, sh.bord} {
		if _, _, _, a, ok := rgba(c); c != "" && (!ok || a != 0) {
			return false
		}
	}
	n := float64(d.n)
	return math.Abs(sh.center[0]-n/2) < sclEps && math.Abs(sh.center[1]-n/2) < sclEps &&
		sh.w >= n && sh.w <= n+0.5 && sh.h >= n && sh.h <= n+0.5
}

// diagonalLine reads SudokuPad's drawing of a diagonal constraint: a line
// in #34BBE6 from corner to corner.
func (d *sclDecoder) diagonalLine(l sclLine) bool {
	c, _ := sclText(l.fields["color"])
	if !strings.EqualFold(c, "#34BBE6") || len(l.pts) != 2 {
		return false
	}
	if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "target"); !ok {
		return false
	}
	n := float64(d.n)
	a, b := l.pts[0], l.pts[1]
	if b[0] < a[0] {
		a, b = b, a
	}
	switch {
	case a == [2]float64{0, 0} && b == [2]float64{n, n}:
		d.diagonal[0] = true
	case a == [2]float64{0, n} && b == [2]float64{n, 0}:
		d.diagonal[1] = true
	default:
		return false
	}
	return true
}

// thermo reads a thermometer: a grey line through cell centres with a
// filled circle of its colour, wider than the line, on its first cell.
// Several lines may start at one bulb: a branching thermometer, each
// branch a thermometer from the bulb.
func (d *sclDecoder) thermo(l sclLine) bool {
	if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "target", "opacity"); !ok {
		return false
	}
	col, _ := sclText(l.fields["color"])
	if !isGrey(col) {
		return false
	}
	cells, ok := d.path(l.pts)
	if !ok || len(cells) < 2 {
		return false
	}
	if sh := d.bulbs.find(cells[0], parseColour(col)); sh != nil {
		sh.used = true
		if len(cells) > d.n {
			d.overlong = append(d.overlong, fmt.Sprintf("%s (thermometer of %d cells from %s, more cells than digits)", l.name, len(cells), cells[0]))
		}
		d.thermoLines[len(d.rs)] = l.name
		d.rs = append(d.rs, rules.Thermometer{Cells: cells})
		return true
	}
	return false
}

// A circleIndex finds the circles on a cell whose colour is the same (see
// colour.same) as a line's, without looking at the others: a document may
// have thousands of circles on one cell, and as many lines.
type circleIndex map[circleKey][]indexedCircle

// indexedCircle is a circle in a circleIndex, with the colour it is
// indexed by (its fill or its border) and its place among the shapes.
type indexedCircle struct {
	sh    *sclShape
	col   colour
	order int
}

// circleKey is a cell and a colour's bucket: each component divided by
// twice its tolerance in colour.same, so that two colours that are the
// same lie in the same or in neighbouring buckets.
type circleKey struct {
	cell       sudoku.Cell
	r, g, b, a int
}

// add indexes sh, the order-th shape, on cell c by colour col.
func (ix circleIndex) add(c sudoku.Cell, col colour, sh *sclShape, order int) {
	if col.ok {
		k := circleKey{c, int(math.Floor(col.r / 4)), int(math.Floor(col.g / 4)), int(math.Floor(col.b / 4)), int(math.Floor(col.a / 0.04))}
		ix[k] = append(ix[k], indexedCircle{sh, col, order})
	}
}

// find returns the first circle on c, in the shapes' order, whose colour
// is the same as col, or nil.
func (ix circleIndex) find(c sudoku.Cell, col colour) *sclShape {
	if !col.ok {
		return nil
	}
	// The two buckets per component that a colour within the tolerance
	// can lie in: x's own, and the neighbour on the side x is nearer.
	near := func(x, width float64) [2]int {
		b := math.Floor(x / width)
		if x-b*width < width/2 {
			return [2]int{int(b), int(b) - 1}
		}
		return [2]int{int(b), int(b) + 1}
	}
	rs, gs, bs, as := near(col.r, 4), near(col.g, 4), near(col.b, 4), near(col.a, 0.04)
	var best *sclShape
	bestAt := -1
	for _, r := range rs {
		for _, g := range gs {
			for _, b := range bs {
				for _, a := range as {
					k := circleKey{c, r, g, b, a}
					for _, e := range ix[k] {
						if e.col.same(col) {
							if best == nil || e.order < bestAt {
								best, bestAt = e.sh, e.order
							}
							break
						}
					}
				}
			}
		}
	}
	return best
}

// arrow reads an arrow: a neutral arrow (any grey, see isNeutral) whose
// first point lies in a circle (a round shape without text, bordered in
// the arrow's colour or any grey) on one cell, or on a straight row of
// cells (a pill), and whose other points are cell centres.
func (d *sclDecoder) arrow(l sclLine) {
	col, _ := sclText(l.fields["color"])
	desc := fmt.Sprintf("arrow %s, %s", sclColourName(l.fields["color"]), d.describePath(l.pts))
	if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "headLength", "target", "opacity"); !ok || !isNeutral(parseColour(col)) || len(l.pts) < 2 {
		d.skip(l.name, "%s", desc)
		return
	}
	start := d.cellAt(l.pts[0], false)
	if start.Row < 0 {
		d.skip(l.name, "%s", desc)
		return
	}
	pts := append([][2]float64{{float64(start.Row) + 0.5, float64(start.Col) + 0.5}}, l.pts[1:]...)
	cells, ok := d.path(pts)
	if !ok || len(cells) < 2 {
		d.skip(l.name, "%s", desc)
		return
	}
	if sh := d.arrowCircle(start, parseColour(col)); sh != nil {
		circle := d.pill(sh)
		if line := slices.DeleteFunc(cells[1:], func(c sudoku.Cell) bool { return slices.Contains(circle, c) }); len(line) > 0 {
			sh.used = true
			d.rs = append(d.rs, rules.Arrow{Circle: circle, Line: line})
			return
		}
	}
	d.skip(l.name, "%s, no circle", desc)
}

// pill returns the cells of a circle or a straight pill of 2 or 3 cells,
// or nil.
func (d *sclDecoder) pill(sh *sclShape) []sudoku.Cell {
	long, short := sh.w, sh.h
	across := true
	if sh.h > sh.w {
		long, short, across = sh.h, sh.w, false
	}
	if short < 0.5 || short > 1 {
		return nil
	}
	k := int(math.Round(long - short + 1))
	if k < 1 || k > 3 || math.Abs(long-short-float64(k-1)) > 0.05 {
		return nil
	}
	// The centre of the first cell.
	r0, c0 := sh.center[0], sh.center[1]
	if across {
		c0 -= float64(k-1) / 2
	} else {
		r0 -= float64(k-1) / 2
	}
	first := d.cellAt([2]float64{r0, c0}, true)
	if first.Row < 0 {
		return nil
	}
	out := []sudoku.Cell{first}
	for i := 1; i < k; i++ {
		c := first
		if across {
			c.Col += i
		} else {
			c.Row += i
		}
		if c.Row >= d.n || c.Col >= d.n {
			return nil
		}
		out = append(out, c)
	}
	return out
}

// dotOrXV reads a kropki dot (a small circle on the edge between two
// cells, white with a dark border or black, without text) or an X or V
// on such an edge, but not a V in a puzzle with inequality signs, nor a
// dot whose fill the rules text names by another colour word
// (dotNamedOther).
func (d *sclDecoder) dotOrXV(sh *sclShape) bool {
	a, b, ok := d.edge(sh.center)
	if !ok || math.Abs(sh.w-sh.h) > 0.01 || sh.w > 0.5 {
		return false
	}
	switch {
	case sh.text == "X" || sh.text == "V":
		// Beside inequality signs, a V may be one pointing down.
		if (sh.bg != "" && !isWhite(sh.bg)) || (sh.text == "V" && d.signs) {
			return false
		}
		if sh.text == "X" {
			d.rs = append(d.rs, rules.X(a, b))
		} else {
			d.rs = append(d.rs, rules.V(a, b))
		}
		return true
	case sh.text != "" || !sh.rounded || sh.w < 0.15:
		return false
	case isWhite(sh.bg) && sh.bord != "" && !isWhite(sh.bord) && !d.dotNamedOther(sh.bgC, "white"):
		d.rs = append(d.rs, rules.Difference{A: a, B: b})
		return true
	case isBlack(sh.bg) && !d.dotNamedOther(sh.bgC, "black"):
		d.rs = append(d.rs, rules.Ratio{A: a, B: b})
		return true
	}
	return false
}

// sclInequality maps the glyphs setters write for an inequality sign to
// the way the sign points: towards the smaller digit.
var sclInequality = map[string]struct{ dr, dc int }{
	"<": {0, -1}, "‹": {0, -1}, "＜": {0, -1},
	">": {0, 1}, "›": {0, 1}, "＞": {0, 1},
	"^": {-1, 0}, "˄": {-1, 0}, "∧": {-1, 0},
	"v": {1, 0}, "˅": {1, 0}, "∨": {1, 0},
}

// inequality reads an inequality sign: one of the sclInequality glyphs,
// unrotated, no larger than a cell, without a fill or on white, on the
// edge between two cells, and pointing across that edge, to the smaller
// digit. A capital V is the V of XV; a sign pointing along the edge, or
// rotated, is not read.
func (d *sclDecoder) inequality(sh *sclShape) bool {
	dir, ok := sclInequality[sh.text]
	if !ok || sh.w > 1 || sh.h > 1 {
		return false
	}
	if raw, ok := sh.fields["angle"]; ok && !isNull(raw) {
		if a, ok := sclText(raw); !ok || (a != "" && a != "0") {
			return false
		}
	}
	if _, _, _, a, ok := rgba(sh.bg); sh.bg != "" && !isWhite(sh.bg) && (!ok || a != 0) {
		return false
	}
	a, b, ok := d.edge(sh.center)
	if !ok || b.Row-a.Row != absInt(dir.dr) || b.Col-a.Col != absInt(dir.dc) {
		return false
	}
	// a is above or left of b; the sign points to the smaller digit.
	if dir.dr+dir.dc > 0 {
		d.rs = append(d.rs, rules.GreaterThan{Big: a, Small: b})
	} else {
		d.rs = append(d.rs, rules.GreaterThan{Big: b, Small: a})
	}
	return true
}

const sclEps = 1e-6

// cellAt returns the cell that p lies in, or {-1, -1}; with centre, p
// must be the cell's centre.
func (d *sclDecoder) cellAt(p [2]float64, centre bool) sudoku.Cell {
	r, c := math.Floor(p[0]), math.Floor(p[1])
	if centre && (math.Abs(p[0]-r-0.5) > sclEps || math.Abs(p[1]-c-0.5) > sclEps) {
		return sudoku.Cell{Row: -1, Col: -1}
	}
	if r < 0 || c < 0 || r >= float64(d.n) || c >= float64(d.n) || p[0] == r || p[1] == c {
		return sudoku.Cell{Row: -1, Col: -1}
	}
	return sudoku.Cell{Row: int(r), Col: int(c)}
}

// edge returns the two cells on either side of p, the midpoint of the
// edge between two orthogonally adjacent cells.
func (d *sclDecoder) edge(p [2]float64) (a, b sudoku.Cell, ok bool) {
	isInt := func(x float64) bool { return math.Abs(x-math.Round(x)) < sclEps }
	isHalf := func(x float64) bool { return math.Abs(x-math.Floor(x)-0.5) < sclEps }
	n := float64(d.n)
	in := func(x float64) bool { return x > 0 && x < n }
	switch {
	case isInt(p[0]) && isHalf(p[1]) && in(p[0]) && in(p[1]):
		r, c := int(math.Round(p[0])), int(math.Floor(p[1]))
		return sudoku.Cell{Row: r - 1, Col: c}, sudoku.Cell{Row: r, Col: c}, true
	case isHalf(p[0]) && isInt(p[1]) && in(p[0]) && in(p[1]):
		r, c := int(math.Floor(p[0])), int(math.Round(p[1]))
		return sudoku.Cell{Row: r, Col: c - 1}, sudoku.Cell{Row: r, Col: c}, true
	}
	return a, b, false
}

// path returns the cells a line through cell centres passes, filling in
// straight runs (across, down or diagonal) between its points. A point
// that is not a cell centre, a bend at another angle or a cell visited
// twice gives false.
func (d *sclDecoder) path(pts [][2]float64) ([]sudoku.Cell, bool) {
	var out []sudoku.Cell
	for i, p := range pts {
		c := d.cellAt(p, true)
		if c.Row < 0 {
			return nil, false
		}
		if i == 0 {
			out = append(out, c)
			continue
		}
		prev := out[len(out)-1]
		dr, dc := c.Row-prev.Row, c.Col-prev.Col
		steps := max(absInt(dr), absInt(dc))
		if steps == 0 || (dr != 0 && dc != 0 && absInt(dr) != absInt(dc)) {
			return nil, false
		}
		for s := 1; s <= steps; s++ {
			next := sudoku.Cell{Row: prev.Row + s*sign(dr), Col: prev.Col + s*sign(dc)}
			if slices.Contains(out, next) {
				return nil, false
			}
			out = append(out, next)
		}
	}
	return out, true
}

func absInt(x int) int { return x * sign(x) }

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// describePoint names a point: its cell, or the point itself.
func (d *sclDecoder) describePoint(p [2]float64) string {
	if c := d.cellAt(p, true); c.Row >= 0 {
		return c.String()
	}
	if a, b, ok := d.edge(p); ok {
		return a.String() + "|" + b.String()
	}
	return fmt.Sprintf("[%g, %g]", p[0], p[1])
}

// describePath names a line's ends and length.
func (d *sclDecoder) describePath(pts [][2]float64) string {
	switch len(pts) {
	case 0:
		return "no points"
	case 1:
		return "at " + d.describePoint(pts[0])
	}
	return fmt.Sprintf("%d points, %s to %s", len(pts), d.describePoint(pts[0]), d.describePoint(pts[len(pts)-1]))
}

func sclColourName(raw json.RawMessage) string {
	s, _ := sclText(raw)
	if s == "" {
		return "without colour"
	}
	return s
}

// rgba parses a colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba(),
// black and white.
func rgba(s string) (r, g, b, a float64, ok bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "black":
		return 0, 0, 0, 1, true
	case "white":
		return 255, 255, 255, 1, true
	}
	if h, found := strings.CutPrefix(s, "#"); found {
		if len(h) == 3 || len(h) == 4 {
			var sb strings.Builder
			for _, ch := range h {
				sb.WriteRune(ch)
				sb.WriteRune(ch)
			}
			h = sb.String()
		}
		if len(h) != 6 && len(h) != 8 {
			return 0, 0, 0, 0, false
		}
		v, err := strconv.ParseUint(h, 16, 64)
		if err != nil {
			return 0, 0, 0, 0, false
		}
		if len(h) == 6 {
			v = v<<8 | 0xff
		}
		return float64(v >> 24 & 0xff), float64(v >> 16 & 0xff), float64(v >> 8 & 0xff), float64(v&0xff) / 255, true
	}
	inner, found := strings.CutPrefix(s, "rgba(")
	if !found {
		inner, found = strings.CutPrefix(s, "rgb(")
	}
	inner, closed := strings.CutSuffix(inner, ")")
	if !found || !closed {
		return 0, 0, 0, 0, false
	}
	parts := strings.Split(inner, ",")
	if len(parts) < 3 || len(parts) > 4 {
		return 0, 0, 0, 0, false
	}
	v := [4]float64{0, 0, 0, 1}
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return 0, 0, 0, 0, false
		}
		v[i] = f
	}
	return v[0], v[1], v[2], v[3], true
}

// isGrey reports an opaque mid to light grey, the colour of thermometers
// and arrows.
func isGrey(s string) bool {
	r, g, b, a, ok := rgba(s)
	return ok && a > 0.5 && math.Abs(r-g) <= 8 && math.Abs(g-b) <= 8 && math.Abs(r-b) <= 8 && r >= 0x80 && r <= 0xe8
}

func isWhite(s string) bool {
	r, g, b, a, ok := rgba(s)
	return ok && a > 0.5 && min(r, g, b) >= 0xf0
}

func isBlack(s string) bool {
	r, g, b, a, ok := rgba(s)
	return ok && a > 0.5 && max(r, g, b) <= 0x40
}
