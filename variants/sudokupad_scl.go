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

// This file maps SudokuPad puzzle JSON (the scl and ctc payloads) to
// rules. SudokuPad stores what it draws: cells with given values,
// regions, cages, and lines, arrows and shapes (underlays and overlays)
// placed in grid coordinates, where [r, c] is a point r cells down and c
// cells across from the top-left corner, so the centre of r1c1 is
// [0.5, 0.5]. Metadata (title, author, rules text, solution) is in
// "metadata" or in cages without cells whose value is "key: value".
//
// Only the shapes whose meaning is fixed by convention are read, in the
// forms SudokuPad itself writes for the standard rules (its f-puzzles
// importer) and that other editors follow; each reader below says what it
// matches. Everything else is collected and reported, never dropped.

// maxSCLElements bounds the elements of one puzzle: a picture puzzle has a
// few thousand shapes, and each rule read costs solver time.
const maxSCLElements = 20000

// sclDecoder holds the state of one decode.
type sclDecoder struct {
	n        int
	latin    bool // no regions
	unread   []string
	shapes   []*sclShape                 // underlays then overlays
	circles  map[sudoku.Cell][]*sclShape // round shapes without text, by the cells they cover
	lines    []sclLine                   // lines then arrows
	title    string
	author   string
	sol      []int
	rs       []sudoku.Rule
	givens   []int
	diagonal [2]bool // main, anti
}

// sclLine is a line or an arrow.
type sclLine struct {
	name   string
	arrow  bool
	fields map[string]json.RawMessage
	pts    [][2]float64
}

// sclShape is an underlay or overlay.
type sclShape struct {
	name     string // "underlays[3]"
	fields   map[string]json.RawMessage
	center   [2]float64
	w, h     float64
	rounded  bool
	text     string
	bg, bord string
	bgC      colour // bg, parsed
	bordC    colour // bord, parsed
	used     bool   // part of a thermometer or an arrow
}

// colour is a parsed colour; ok is false for none or one not understood.
type colour struct {
	r, g, b, a float64
	ok         bool
}

func parseColour(s string) colour {
	r, g, b, a, ok := rgba(s)
	return colour{r, g, b, a, ok}
}

// same reports whether two colours are the same, whatever their notation.
func (x colour) same(y colour) bool {
	return x.ok && y.ok && math.Abs(x.r-y.r) < 2 && math.Abs(x.g-y.g) < 2 && math.Abs(x.b-y.b) < 2 && math.Abs(x.a-y.a) < 0.02
}

func sclErr(field string, err error) error {
	return &FieldError{Format: sudokuPadFormat, Field: field, Err: err}
}

func sclInvalid(field, format string, args ...any) error {
	return sclErr(field, fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...))
}

func (d *sclDecoder) skip(name, format string, args ...any) {
	d.unread = append(d.unread, name+" ("+fmt.Sprintf(format, args...)+")")
}

// decodeSCL reads standard SudokuPad JSON.
func decodeSCL(js []byte) (sudoku.Puzzle, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(js, &top); err != nil || top == nil {
		return sudoku.Puzzle{}, sclInvalid("", "want a JSON object: %v (read %d characters)", err, len(js))
	}
	d := &sclDecoder{}
	if err := d.grid(top["cells"]); err != nil {
		return sudoku.Puzzle{}, err
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		switch k {
		case "id", "cellSize", "videos", "cells", "regions", "cages", "lines", "arrows", "underlays", "overlays":
		case "metadata", "metaData":
			if err := d.metadata(k, top[k]); err != nil {
				return sudoku.Puzzle{}, err
			}
		default:
			d.skip(k, "a top-level key")
		}
	}
	if err := d.regions(top["regions"]); err != nil {
		return sudoku.Puzzle{}, err
	}
	count := 0
	for _, k := range []string{"cages", "lines", "arrows", "underlays", "overlays"} {
		var list []json.RawMessage
		if raw, ok := top[k]; ok && !isNull(raw) {
			if err := json.Unmarshal(raw, &list); err != nil {
				return sudoku.Puzzle{}, sclInvalid(k, "want an array")
			}
		}
		count += len(list)
		if count > maxSCLElements {
			return sudoku.Puzzle{}, sclErr(k, fmt.Errorf("%w: %w: more than %d elements", ErrInvalid, ErrTooLarge, maxSCLElements))
		}
		if err := d.collection(k, list); err != nil {
			return sudoku.Puzzle{}, err
		}
	}
	d.match()
	if len(d.unread) > 0 {
		return sudoku.Puzzle{}, sclErr("", &ElementsError{Elements: d.unread})
	}
	return d.puzzle()
}

func (d *sclDecoder) puzzle() (sudoku.Puzzle, error) {
	shape, _ := sudoku.ShapeOf(d.n)
	if d.latin {
		shape = sudoku.LatinShape(d.n)
	}
	switch {
	case d.diagonal[0] && d.diagonal[1]:
		d.rs = append(d.rs, rules.Diagonals())
	case d.diagonal[0]:
		d.rs = append(d.rs, rules.Diagonal{})
	case d.diagonal[1]:
		d.rs = append(d.rs, rules.Diagonal{Anti: true})
	}
	p := sudoku.Puzzle{Title: d.title, Author: d.author, Shape: shape, Rules: d.rs}
	var err error
	if d.givens != nil {
		if p.Givens, err = sudoku.GridFromDigits(shape, d.givens); err != nil {
			return sudoku.Puzzle{}, sclErr("cells", fmt.Errorf("%w: %w", ErrInvalid, err))
		}
	}
	if d.sol != nil {
		if p.Solution, err = sudoku.GridFromDigits(shape, d.sol); err != nil {
			return sudoku.Puzzle{}, sclErr("solution", fmt.Errorf("%w: %w", ErrInvalid, err))
		}
	}
	c, err := Canonical(p)
	if err != nil {
		return sudoku.Puzzle{}, sclErr("", err)
	}
	return c, nil
}

// grid reads the cells: the size and the given digits.
func (d *sclDecoder) grid(raw json.RawMessage) error {
	var rows [][]json.RawMessage
	if raw == nil || json.Unmarshal(raw, &rows) != nil || len(rows) == 0 {
		return sclInvalid("cells", "want the grid: an array of rows of cells")
	}
	n := len(rows)
	if _, err := sudoku.ShapeOf(n); err != nil {
		return sclErr("cells", fmt.Errorf("%w: %d rows: %w", ErrUnsupported, n, err))
	}
	d.n = n
	for r, row := range rows {
		if len(row) != n {
			return sclInvalid(fmt.Sprintf("cells[%d]", r), "%d cells in a grid of %d rows; only square grids are read", len(row), n)
		}
		for c, cellRaw := range row {
			path := fmt.Sprintf("cells[%d][%d]", r, c)
			var cell map[string]json.RawMessage
			if isNull(cellRaw) {
				continue
			}
			if err := json.Unmarshal(cellRaw, &cell); err != nil {
				return sclInvalid(path, "want an object")
			}
			for k, v := range cell {
				switch k {
				case "value", "given":
					if k == "given" {
						continue
					}
					s, ok := sclText(v)
					if !ok {
						return sclInvalid(path+".value", "want a digit, not %s", clip(v))
					}
					if s == "" {
						continue
					}
					dg, err := strconv.Atoi(s)
					if err != nil || dg < 1 || dg > n {
						d.skip(path, "given %q, not a digit 1-%d", s, n)
						continue
					}
					if d.givens == nil {
						d.givens = make([]int, n*n)
					}
					d.givens[r*n+c] = dg
				case "pencilMarks", "centremarks", "pencilmarks", "candidates":
					// The solver's marks, as f-puzzles' pencil marks:
					// they do not change the solution.
				default:
					d.skip(path+"."+k, "a cell property")
				}
			}
		}
	}
	return nil
}

// sclText returns a JSON string or number as text.
func sclText(raw json.RawMessage) (string, bool) {
	if len(raw) == 0 || isNull(raw) {
		return "", true
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return strings.TrimSpace(s), true
	}
	var f json.Number
	if json.Unmarshal(raw, &f) == nil {
		return f.String(), true
	}
	return "", false
}

// metadata reads a metadata object.
func (d *sclDecoder) metadata(path string, raw json.RawMessage) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return sclInvalid(path, "want an object")
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v := m[k]
		var s string
		if json.Unmarshal(v, &s) != nil {
			var b bool
			if json.Unmarshal(v, &b) == nil {
				s = strconv.FormatBool(b)
			} else {
				s = string(v)
			}
		}
		if err := d.meta(path+"."+k, k, s); err != nil {
			return err
		}
	}
	return nil
}

// meta reads one metadata entry.
func (d *sclDecoder) meta(path, key, val string) error {
	val = strings.TrimSpace(val)
	switch strings.ToLower(key) {
	case "title":
		d.title = val
	case "author":
		d.author = val
	case "rules", "source", "msgcorrect", "msgincorrect", "bgimageopacity":
		// Text for the solver; the rules text is not read.
	case "solution":
		digits := strings.ReplaceAll(val, ",", "")
		if len(digits) != d.n*d.n && d.n > 9 {
			return nil // two-digit values have no fixed width; not read
		}
		if len(digits) != d.n*d.n {
			return sclInvalid(path, "%d characters, want %d", len(digits), d.n*d.n)
		}
		sol := make([]int, d.n*d.n)
		for i, ch := range digits {
			switch {
			case ch >= '1' && int(ch-'0') <= d.n:
				sol[i] = int(ch - '0')
			case ch == '.' || ch == '0' || ch == '?':
			default:
				return sclInvalid(path, "character %q at %d is not a digit 1-%d", ch, i+1, d.n)
			}
		}
		d.sol = sol
	case "antiknight", "antiking":
		if val != "true" {
			d.skip(path, "%q", val)
			return nil
		}
		if strings.EqualFold(key, "antiknight") {
			d.rs = append(d.rs, rules.AntiKnight{})
		} else {
			d.rs = append(d.rs, rules.AntiKing{})
		}
	case "bgimage":
		d.skip(path, "a background image, which may hold clues")
	default:
		d.skip(path, "metadata %q", clipID(val))
	}
	return nil
}

// regions reads the regions: the boxes, a jigsaw, or none at all.
func (d *sclDecoder) regions(raw json.RawMessage) error {
	n := d.n
	shape, _ := sudoku.ShapeOf(n)
	var regs [][][2]int
	if raw != nil && !isNull(raw) {
		if err := json.Unmarshal(raw, &regs); err != nil {
			return sclInvalid("regions", "want arrays of [row, column] cells")
		}
	}
	// The houses go first, as Canonical puts them.
	if len(regs) == 0 {
		d.latin = true
		d.rs = slices.Insert(d.rs, 0, sudoku.Rule(rules.Latin()))
		return nil
	}
	layout := make([]int, n*n)
	for i := range layout {
		layout[i] = -1
	}
	for k, reg := range regs {
		for j, rc := range reg {
			path := fmt.Sprintf("regions[%d][%d]", k, j)
			if rc[0] < 0 || rc[0] >= n || rc[1] < 0 || rc[1] >= n {
				return sclInvalid(path, "cell [%d, %d] is off the %dx%d grid", rc[0], rc[1], n, n)
			}
			if layout[rc[0]*n+rc[1]] != -1 {
				return sclInvalid(path, "cell %s is in two regions", sudoku.Cell{Row: rc[0], Col: rc[1]})
			}
			layout[rc[0]*n+rc[1]] = k
		}
	}
	if i := slices.Index(layout, -1); i >= 0 {
		return sclErr("regions", fmt.Errorf("%w: cell %s is in no region; want every cell in a region, or no regions", ErrUnsupported, shape.CellAt(i)))
	}
	j, err := rules.JigsawFromLayout(shape, layout)
	if err != nil {
		return sclErr("regions", fmt.Errorf("%w: %w", ErrInvalid, err))
	}
	if shape.HasBoxes() && sameRegions(j, shape) {
		d.rs = slices.Insert(d.rs, 0, sudoku.Rule(rules.Classic()))
	} else {
		d.rs = slices.Insert(d.rs, 0, sudoku.Rule(rules.JigsawRules(j.Regions)))
	}
	return nil
}

// collection reads one list of elements.
func (d *sclDecoder) collection(key string, list []json.RawMessage) error {
	for i, raw := range list {
		name := fmt.Sprintf("%s[%d]", key, i)
		var f map[string]json.RawMessage
		if err := json.Unmarshal(raw, &f); err != nil {
			return sclInvalid(name, "want an object")
		}
		var err error
		switch key {
		case "cages":
			err = d.cage(name, f)
		case "lines", "arrows":
			err = d.line(name, key == "arrows", f)
		default:
			err = d.shape(name, f)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// onlyKeys reports whether f has no keys beyond allowed.
func onlyKeys(f map[string]json.RawMessage, allowed ...string) (string, bool) {
	for k := range f {
		if !slices.Contains(allowed, k) {
			return k, false
		}
	}
	return "", true
}

// cage reads a cage: metadata when it has no cells, a killer cage when it
// has cells and a total (or is marked unique).
func (d *sclDecoder) cage(name string, f map[string]json.RawMessage) error {
	value, ok := sclText(f["value"])
	if !ok {
		return sclInvalid(name+".value", "want text or a number")
	}
	var cells [][2]int
	if raw, ok := f["cells"]; ok && !isNull(raw) {
		if err := json.Unmarshal(raw, &cells); err != nil {
			return sclInvalid(name+".cells", "want [row, column] cells")
		}
	}
	if len(cells) == 0 {
		if k, v, ok := strings.Cut(value, ":"); ok && k != "" && !strings.ContainsAny(k, " \n") {
			return d.meta(name, k, v)
		}
		if value == "" {
			return nil // an empty cage draws nothing
		}
		d.skip(name, "text %q without cells", clipID(value))
		return nil
	}
	cs := make([]sudoku.Cell, len(cells))
	for i, rc := range cells {
		if rc[0] < 0 || rc[0] >= d.n || rc[1] < 0 || rc[1] >= d.n {
			return sclInvalid(fmt.Sprintf("%s.cells[%d]", name, i), "cell [%d, %d] is off the %dx%d grid", rc[0], rc[1], d.n, d.n)
		}
		cs[i] = sudoku.Cell{Row: rc[0], Col: rc[1]}
	}
	var unique, hidden *bool
	for k, p := range map[string]**bool{"unique": &unique, "hidden": &hidden} {
		if raw, ok := f[k]; ok && !isNull(raw) {
			var b bool
			if json.Unmarshal(raw, &b) != nil {
				return sclInvalid(name+"."+k, "want true or false")
			}
			*p = &b
		}
	}
	style, _ := sclText(f["style"])
	desc := fmt.Sprintf("cage of %d cells from %s", len(cs), cs[0])
	if value != "" {
		desc += fmt.Sprintf(", value %q", clipID(value))
	}
	if hidden != nil && *hidden && unique != nil && !*unique {
		// SudokuPad's mark for cells outside every region; the regions
		// say that already.
		return nil
	}
	if k, ok := onlyKeys(f, "cells", "value", "sum", "unique", "style", "color", "borderColor", "backgroundColor", "fontC", "outlineC", "cageColor"); !ok {
		d.skip(name, "%s, with %q", desc, k)
		return nil
	}
	if (style != "" && style != "killer") || (unique != nil && !*unique) {
		d.skip(name, "%s, style %q", desc, style)
		return nil
	}
	sum := 0
	if value != "" {
		v, err := strconv.Atoi(value)
		if err != nil || v < 1 {
			d.skip(name, "%s, not a total", desc)
			return nil
		}
		sum = v
	} else if unique == nil {
		// A bare outline may be an extra region or a drawing.
		d.skip(name, "%s, no total", desc)
		return nil
	}
	if raw, ok := f["sum"]; ok && !isNull(raw) {
		if s, _ := sclText(raw); s != strconv.Itoa(sum) {
			return sclInvalid(name+".sum", "%s, but the value is %q", s, value)
		}
	}
	d.rs = append(d.rs, rules.Cage{Sum: sum, Cells: cs})
	return nil
}

// sclPoints reads wayPoints.
func sclPoints(name string, f map[string]json.RawMessage) ([][2]float64, error) {
	var pts [][2]float64
	if raw, ok := f["wayPoints"]; ok && !isNull(raw) {
		if err := json.Unmarshal(raw, &pts); err != nil {
			return nil, sclInvalid(name+".wayPoints", "want [row, column] points")
		}
	}
	if len(pts) > 4*maxSCLElements {
		return nil, sclErr(name+".wayPoints", fmt.Errorf("%w: %w: %d points", ErrInvalid, ErrTooLarge, len(pts)))
	}
	for i, p := range pts {
		if math.IsNaN(p[0]) || math.IsNaN(p[1]) || math.IsInf(p[0], 0) || math.IsInf(p[1], 0) {
			return nil, sclInvalid(fmt.Sprintf("%s.wayPoints[%d]", name, i), "not a number")
		}
	}
	return pts, nil
}

// line reads a line or an arrow; match works out what it is, once the
// shapes are read.
func (d *sclDecoder) line(name string, arrow bool, f map[string]json.RawMessage) error {
	pts, err := sclPoints(name, f)
	if err != nil {
		return err
	}
	d.lines = append(d.lines, sclLine{name: name, arrow: arrow, fields: f, pts: pts})
	return nil
}

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
		if err := json.Unmarshal(raw, &sh.rounded); err != nil {
			return sclInvalid(name+".rounded", "want true or false")
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
// arrows with their circles, kropki dots and X/V; everything else is
// unread.
func (d *sclDecoder) match() {
	d.circles = map[sudoku.Cell][]*sclShape{}
	for _, sh := range d.shapes {
		if !sh.rounded || sh.text != "" {
			continue
		}
		if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok {
			continue
		}
		for _, c := range d.pill(sh) {
			d.circles[c] = append(d.circles[c], sh)
		}
	}
	for _, l := range d.lines {
		switch {
		case l.arrow:
			d.arrow(l)
		case d.diagonalLine(l):
		case d.thermo(l):
		default:
			d.skip(l.name, "line %s, %s", sclColourName(l.fields["color"]), d.describePath(l.pts))
		}
	}
	for _, sh := range d.shapes {
		if sh.used {
			continue
		}
		if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok || !d.dotOrXV(sh) {
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
		}
	}
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
	lc := parseColour(col)
	for _, sh := range d.circles[cells[0]] {
		if sh.used || !sh.bgC.same(lc) || math.Abs(sh.w-sh.h) > 0.01 || d.cellAt(sh.center, true) != cells[0] {
			continue
		}
		sh.used = true
		d.rs = append(d.rs, rules.Thermometer{Cells: cells})
		return true
	}
	return false
}

// arrow reads an arrow: a grey arrow whose first point lies in a circle
// (a round shape with a grey border and no text) on one cell, or on a
// straight row of cells (a pill), and whose other points are cell
// centres.
func (d *sclDecoder) arrow(l sclLine) {
	col, _ := sclText(l.fields["color"])
	desc := fmt.Sprintf("arrow %s, %s", sclColourName(l.fields["color"]), d.describePath(l.pts))
	if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "headLength", "target", "opacity"); !ok || !isGrey(col) || len(l.pts) < 2 {
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
	lc := parseColour(col)
	for _, sh := range d.circles[start] {
		if !sh.bordC.same(lc) {
			continue
		}
		circle := d.pill(sh)
		line := slices.DeleteFunc(cells[1:], func(c sudoku.Cell) bool { return slices.Contains(circle, c) })
		if len(line) == 0 {
			break
		}
		sh.used = true
		d.rs = append(d.rs, rules.Arrow{Circle: circle, Line: line})
		return
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
// on such an edge.
func (d *sclDecoder) dotOrXV(sh *sclShape) bool {
	a, b, ok := d.edge(sh.center)
	if !ok || math.Abs(sh.w-sh.h) > 0.01 || sh.w > 0.5 {
		return false
	}
	switch {
	case sh.text == "X" || sh.text == "V":
		if sh.bg != "" && !isWhite(sh.bg) {
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
	case isWhite(sh.bg) && sh.bord != "" && !isWhite(sh.bord):
		d.rs = append(d.rs, rules.Difference{A: a, B: b})
		return true
	case isBlack(sh.bg):
		d.rs = append(d.rs, rules.Ratio{A: a, B: b})
		return true
	}
	return false
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
