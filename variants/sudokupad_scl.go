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
	n           int
	latin       bool // no regions
	unread      []string
	overlong    []string                  // thermometers and cages longer than the digits
	shapes      []*sclShape               // underlays then overlays
	bulbs       circleIndex               // round shapes without text, by centre cell and fill
	circles     circleIndex               // round shapes and pills without text, by covered cell and border
	neutralRims map[sudoku.Cell]*sclShape // the first of circles ringed in a neutral colour, by cell
	lines       []sclLine                 // lines then arrows
	title       string
	author      string
	sol         []int
	rs          []sudoku.Rule
	givens      []int
	diagonal    [2]bool         // main, anti
	jigsaw      bool            // regions other than the boxes
	regionSet   [][]sudoku.Cell // the jigsaw's regions, when jigsaw
	fixedRules  bool            // the caller's rules text stands in for the file's
	// sents are the rules text's sentences, split once (sentences).
	sents     []*bindSentence
	sentsOf   string // the text sents were split from
	rulesText string
	cages     []sclCage // the cages read, as killer cages
	// regionCages are the hidden unique cages that may be the regions
	// (sudokupad_regions.go).
	regionCages []regionCage
	signs       bool // a shape's text is an inequality glyph

	thermoLines map[int]string // the line of each thermometer, by index in rs
	thermoCols  map[int]colour // the colour of a thermometer drawn as a line, by index in rs (bind_thermo.go)

	// Binding (bind.go, bind_shapes.go, bind_thermo.go): the lines and
	// shapes left for it, what it bound, the binding of each rule it
	// added or changed (by index in rs), and why a class failed, with
	// the number of elements that failed.
	free       []bindLine
	freeShapes []bindShape
	freeDots   []bindDot   // bind_dots.go
	freeSuns   []bindShape // bind_sunburn.go
	bindings   []Binding
	boundBy    map[int]int
	bindErr    error
	bindFailed int
	// readMarks says that the shapes are read after the lines, so that
	// a line family's centre marks (lineFamily.marks) can be; marks are
	// the centres of the lines bound with them, by the lines' colour.
	readMarks bool
	marks     []centreMarks
	marksRead bool       // a shape was read as a centre mark
	ends      []endMarks // the ends of lines whose ends are drawn, for their shapes
	// drawn is what bind_drawn.go read from generic drawings.
	drawn drawnState
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
	p, _, err := decodeSCLBindings(js, nil)
	return p, err
}

// decodeSCLBindings reads standard SudokuPad JSON and returns what the
// binder bound.
func decodeSCLBindings(js []byte, rulesText *string) (sudoku.Puzzle, []Binding, error) {
	p, d, err := decodeSCLWith(js, rulesText)
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	return p, d.bindings, nil
}

func decodeSCLWith(js []byte, rulesText *string) (sudoku.Puzzle, *sclDecoder, error) {
	p, d, err := decodeSCLRules(js, rulesText)
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	if err := d.checkSolution(p); err != nil {
		return sudoku.Puzzle{}, nil, sclErr("metadata.solution", err)
	}
	return p, d, nil
}

func decodeSCLRules(js []byte, rulesText *string) (sudoku.Puzzle, *sclDecoder, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(js, &top); err != nil || top == nil {
		return sudoku.Puzzle{}, nil, sclInvalid("", "want a JSON object: %v (read %d characters)", err, len(js))
	}
	d := &sclDecoder{boundBy: map[int]int{}, thermoLines: map[int]string{}}
	if rulesText != nil {
		d.rulesText, d.fixedRules = strings.TrimSpace(*rulesText), true
	}
	if err := d.grid(top["cells"]); err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		switch k {
		case "id", "cellSize", "videos", "cells", "regions", "cages", "lines", "arrows", "underlays", "overlays":
		case "settings":
			// Penpa+ conversions write an empty object.
			if !isEmptyObject(top[k]) {
				d.skip(k, "a top-level key")
			}
		case "metadata", "metaData":
			if err := d.metadata(k, top[k]); err != nil {
				return sudoku.Puzzle{}, nil, err
			}
		default:
			d.skip(k, "a top-level key")
		}
	}
	if err := d.regions(top["regions"]); err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	count := 0
	for _, k := range []string{"cages", "lines", "arrows", "underlays", "overlays"} {
		var list []json.RawMessage
		if raw, ok := top[k]; ok && !isNull(raw) {
			if err := json.Unmarshal(raw, &list); err != nil {
				return sudoku.Puzzle{}, nil, sclInvalid(k, "want an array")
			}
		}
		count += len(list)
		if count > maxSCLElements {
			return sudoku.Puzzle{}, nil, sclErr(k, fmt.Errorf("%w: %w: more than %d elements", ErrInvalid, ErrTooLarge, maxSCLElements))
		}
		if err := d.collection(k, list); err != nil {
			return sudoku.Puzzle{}, nil, err
		}
	}
	d.cageRegions()
	d.sumCages()
	d.match()
	d.bind()
	d.bindNegatives(d.sentences())
	if d.bindErr != nil && len(d.unread) == d.bindFailed {
		return sudoku.Puzzle{}, nil, sclErr("", d.bindErr)
	}
	if len(d.unread) > 0 {
		return sudoku.Puzzle{}, nil, sclErr("", &ElementsError{Elements: d.unread})
	}
	if err := checkRulesText(d.rulesText, d.n, d.rulesRead(), true); err != nil {
		return sudoku.Puzzle{}, nil, sclErr("metadata.rules", err)
	}
	if len(d.overlong) > 0 {
		// Digits must repeat on them, which only the rules text can
		// allow; reported after the text, which says why.
		return sudoku.Puzzle{}, nil, sclErr("", &ElementsError{Elements: d.overlong})
	}
	p, err := d.puzzle()
	return p, d, err
}

// rulesRead returns the rules read so far, by the names the rules-text
// signals use; the diagonals and a jigsaw become rules only later.
func (d *sclDecoder) rulesRead() map[string]bool {
	read := rulesRead(d.rs)
	read["diagonal"] = d.diagonal[0] || d.diagonal[1]
	read["jigsaw"] = d.jigsaw
	read["centre mark"] = d.marksRead
	return read
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
	rs, extra := sclFPuzzlesRules(d.rs)
	p := sudoku.Puzzle{Title: d.title, Author: d.author, Shape: shape, Rules: rs}
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
	c.Rules = append(c.Rules, extra...)
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
					if err == nil && dg > n && dg <= 9 {
						return sclErr(path+".value", fmt.Errorf("%w: %w: given %d in a %dx%d grid", ErrUnsupported, ErrDigitRange, dg, n, n))
					}
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

// isEmptyObject reports whether raw is {}.
func isEmptyObject(raw json.RawMessage) bool {
	var m map[string]json.RawMessage
	return json.Unmarshal(raw, &m) == nil && m != nil && len(m) == 0
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
	case "rules":
		// Checked against the rules read, once they are all read.
		if !d.fixedRules {
			d.rulesText = strings.TrimSpace(d.rulesText + "\n" + val)
		}
	case "source", "msgcorrect", "msgincorrect", "bgimageopacity":
		// Text for the solver.
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
			case ch >= '1' && ch <= '9':
				return sclErr(path, fmt.Errorf("%w: %w: %q at %d in a %dx%d grid", ErrUnsupported, ErrDigitRange, ch, i+1, d.n, d.n))
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
		d.jigsaw = true
		d.regionSet = j.Regions
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
	if d.regionCage(name, f, cs, value, hidden, unique) {
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
	var clue cageClue
	if value != "" {
		// A total, or a clue that bounds it ("<10", "??": cage_clues.go),
		// whose question marks the rules text, when read by now, must
		// explain.
		c, ok := parseCageClue(value, len(cs), d.n)
		if !ok || (c.wild && !wildExplained(d.rulesText)) {
			d.skip(name, "%s, not a total", desc)
			return nil
		}
		clue = c
	} else if unique == nil {
		// A bare outline may be an extra region or a drawing.
		d.skip(name, "%s, no total", desc)
		return nil
	}
	if raw, ok := f["sum"]; ok && !isNull(raw) {
		if s, _ := sclText(raw); s != strconv.Itoa(clue.sum) && s != value {
			return sclInvalid(name+".sum", "%s, but the value is %q", s, value)
		}
	}
	// A killer cage, unless the rules text lets its digits repeat;
	// sumCages decides once the text is read.
	d.cages = append(d.cages, sclCage{name: name, desc: desc, rule: len(d.rs), unique: unique != nil && *unique})
	d.rs = append(d.rs, clue.cage(cs))
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
