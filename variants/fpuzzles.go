package variants

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

const fpuzzlesFormat = "f-puzzles"

// maxFPuzzlesInput bounds the JSON that ReadFPuzzles accepts. A 64x64 grid
// with every collection filled stays far below it.
const maxFPuzzlesInput = 32 << 20

// ReadFPuzzles reads a puzzle in f-puzzles JSON from r. See
// [ParseFPuzzles].
func ReadFPuzzles(r io.Reader) (sudoku.Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxFPuzzlesInput+1))
	if err != nil {
		return sudoku.Puzzle{}, &FieldError{Format: fpuzzlesFormat, Err: err}
	}
	if len(data) > maxFPuzzlesInput {
		return sudoku.Puzzle{}, &FieldError{Format: fpuzzlesFormat,
			Err: fmt.Errorf("%w: input longer than %d bytes", ErrInvalid, maxFPuzzlesInput)}
	}
	return ParseFPuzzles(data)
}

// ParseFPuzzles parses a puzzle in f-puzzles JSON, the plain JSON that
// f-puzzles.com compresses into its links (see [ParseFPuzzlesURL]).
//
// The package doc lists the fields it understands and the rules they
// become; the returned Puzzle's rules are in the canonical order described
// there, with the given digits as Givens (the zero Grid when there are
// none) and the "solution", if any, as Solution. The "ruleset" text is
// checked against the rules read and not kept: a phrase that states a
// rule not read ("may repeat" in a cage, "all dots are given",
// or, beside elements drawn for no constraint, a word such as "dot" or
// "zipper" for a clue not read) is a [*RulesTextError] wrapping
// [ErrUnreadRules] and [ErrUnsupported]; the package doc says which words
// count. Before that check, generic lines, thermometers and rules stated
// only in the text are bound by the rules text, as the package doc's
// "Binding by the rules text" says. Without a rules text, drawn elements
// are ignored. Any field it does not understand, at the top level, in a grid cell or in a
// collection entry, is an error wrapping [ErrUnsupported] that names the
// field; only the cosmetic and inert fields listed in the package doc
// are accepted and ignored. Malformed input is an error wrapping
// [ErrInvalid]. All are [*FieldError] values.
//
// ParseFPuzzles checks the format (cell names, sizes, values) and each
// rule's parameters with the rule's own Validate ([rules.Validator]), as
// the writer does, so that every puzzle it returns can be written back;
// such an error wraps both [ErrInvalid] and [sudoku.ErrBadRule]. Whether
// digits can satisfy a rule (a thermometer too long for the grid, a cage
// sum no digits can make) is left to building the puzzle's Model.
func ParseFPuzzles(data []byte) (sudoku.Puzzle, error) {
	f, err := decodeFPuzzles(data)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	return f.puzzle(), nil
}

// layoutKind says what the grid's regions are.
type layoutKind int

const (
	layoutBoxes  layoutKind = iota // the shape's boxes (rules.Boxes)
	layoutJigsaw                   // irregular regions (rules.Jigsaw)
	layoutLatin                    // no regions at all
)

// fpz is a puzzle in f-puzzles' terms: the flags and collections of the
// format, decoded and checked. Reading goes JSON -> fpz -> Puzzle and
// writing Puzzle -> fpz -> JSON, so both share one mapping between rules
// and fields, and [Canonical] is Puzzle -> fpz -> Puzzle.
type fpz struct {
	size             int
	title, author    string
	givens, solution []int // row-major, 0 = empty; nil for none
	layout           layoutKind
	jigsaw           rules.Jigsaw
	rowRegions       bool // layoutLatin whose f-puzzles regions are the rows

	// flags are the f-puzzles booleans of the global rules
	// (rules.Globals) that are set, by key; see has and set.
	flags           map[string]bool
	negRatio, negXV bool

	// coll holds each collection's rules in file order, by the key of
	// its row in fpzRows.
	coll map[string][]sudoku.Rule

	// bindings are what the reader bound by the rules text (bind.go).
	bindings []Binding
	// extra are rules bound by the rules text that no collection holds
	// (a sum line, a no-parity-run rule): read after the collections'
	// rules, and never written back, which f-puzzles cannot express.
	extra []sudoku.Rule
}

// shape returns the puzzle's shape: the standard shape of its size, or
// the Latin shape when it has no regions.
func (f *fpz) shape() sudoku.Shape {
	if f.layout == layoutLatin {
		return sudoku.LatinShape(f.size)
	}
	s, _ := sudoku.ShapeOf(f.size) // size was checked
	return s
}

// add appends rules to the collection of key.
func (f *fpz) add(key string, rs ...sudoku.Rule) {
	if f.coll == nil {
		f.coll = map[string][]sudoku.Rule{}
	}
	f.coll[key] = append(f.coll[key], rs...)
}

// merged returns the rules of the collection of key in canonical form.
func (f *fpz) merged(key string) []sudoku.Rule {
	row, ok := fpzRowOf(key)
	if !ok || len(f.coll[key]) == 0 {
		return nil
	}
	return row.merge(f.coll[key])
}

// dots returns the cell pairs of every kropki dot, white ones first.
func (f *fpz) dots() [][2]sudoku.Cell {
	var out [][2]sudoku.Cell
	for _, r := range f.coll["difference"] {
		d := r.(rules.Difference)
		out = append(out, [2]sudoku.Cell{d.A, d.B})
	}
	for _, r := range f.coll["ratio"] {
		d := r.(rules.Ratio)
		out = append(out, [2]sudoku.Cell{d.A, d.B})
	}
	return out
}

// xvPairs returns the cell pairs of every X and V.
func (f *fpz) xvPairs() [][2]sudoku.Cell {
	var out [][2]sudoku.Cell
	for _, r := range f.coll["xv"] {
		x := r.(rules.XV)
		out = append(out, [2]sudoku.Cell{x.A, x.B})
	}
	return out
}

// puzzle returns the Puzzle, its rules in canonical order.
func (f *fpz) puzzle() sudoku.Puzzle {
	s := f.shape()
	p := sudoku.Puzzle{Title: f.title, Author: f.author, Shape: s, Rules: append(f.rules(), f.extra...)}
	if f.givens != nil {
		p.Givens, _ = sudoku.GridFromDigits(s, f.givens) // checked
	}
	if f.solution != nil {
		p.Solution, _ = sudoku.GridFromDigits(s, f.solution)
	}
	return p
}

// rules returns the rules in canonical order: the houses, the global
// flags, then one group per collection in the order of fpzRows.
func (f *fpz) rules() []sudoku.Rule {
	var rs []sudoku.Rule
	switch f.layout {
	case layoutBoxes:
		rs = append(rs, rules.Classic())
	case layoutJigsaw:
		rs = append(rs, rules.JigsawRules(f.jigsaw.Regions))
	default:
		rs = append(rs, rules.Latin())
	}
	for _, g := range f.globals() {
		rs = append(rs, g.Rule)
	}
	dots := f.dots()
	nonConsec := f.has(rules.NonConsecutive{})
	switch {
	case nonConsec && !f.negRatio && len(dots) == 0:
		rs = append(rs, rules.NonConsecutive{})
	case nonConsec || f.negRatio:
		// f-puzzles exempts every dotted pair, whatever the colour of
		// its dot, from both negative constraints.
		rs = append(rs, rules.NegativeKropki{White: nonConsec, Black: f.negRatio, Marked: dots})
	}
	if f.negXV {
		rs = append(rs, rules.NegativeXV{Marked: f.xvPairs()})
	}
	for _, row := range fpzRows {
		rs = append(rs, f.merged(row.key)...)
	}
	return rs
}

// globals returns the rows of rules.Globals that the booleans set, in
// order: each row whose booleans are all set, unless an earlier row
// claimed one of them (both diagonals before each). NonConsecutive is
// left to rules, which reads it with the negative constraints: with
// kropki dots, f-puzzles exempts the dotted pairs from it.
func (f *fpz) globals() []rules.Global {
	var out []rules.Global
	claimed := map[string]bool{}
	for _, g := range rules.Globals() {
		if _, negative := g.Rule.(rules.NonConsecutive); negative || len(g.FPuzzles) == 0 ||
			slices.ContainsFunc(g.FPuzzles, func(k string) bool { return !f.flags[k] || claimed[k] }) {
			continue
		}
		for _, k := range g.FPuzzles {
			claimed[k] = true
		}
		out = append(out, g)
	}
	return out
}

// has reports whether the f-puzzles booleans of the global rule r
// (rules.GlobalOf) are all set; false for a rule with none.
func (f *fpz) has(r sudoku.Rule) bool {
	g, ok := rules.GlobalOf(r)
	return ok && len(g.FPuzzles) > 0 && !slices.ContainsFunc(g.FPuzzles, func(k string) bool { return !f.flags[k] })
}

// set sets or clears the f-puzzles booleans of the global rule r. It
// reports false, and does nothing, for a rule that has none.
func (f *fpz) set(r sudoku.Rule, on bool) bool {
	g, ok := rules.GlobalOf(r)
	if !ok || len(g.FPuzzles) == 0 {
		return false
	}
	if f.flags == nil {
		f.flags = map[string]bool{}
	}
	for _, k := range g.FPuzzles {
		f.flags[k] = on
	}
	return true
}

// rows returns the rows of the grid as regions.
func (f *fpz) rows() [][]sudoku.Cell {
	s := sudoku.LatinShape(f.size)
	out := make([][]sudoku.Cell, f.size)
	for r := range out {
		out[r] = s.Row(r)
	}
	return out
}

// regionsForSums returns the regions that cut region sum lines, as
// rules.RegionSum.Regions holds them (nil for the boxes), and false when
// the grid has no regions.
func (f *fpz) regionsForSums() ([][]sudoku.Cell, bool) {
	switch {
	case f.layout == layoutBoxes:
		return nil, true
	case f.layout == layoutJigsaw:
		return f.jigsaw.Regions, true
	case f.rowRegions:
		return f.rows(), true
	}
	return nil, false
}

// The top-level f-puzzles fields this package reads besides the
// collections of the codec table (fpzRows). fpzFlags are the booleans of
// the global rules, from rules.Globals.
var (
	fpzFlags = func() map[string]bool {
		keys := map[string]bool{}
		for _, g := range rules.Globals() {
			for _, k := range g.FPuzzles {
				keys[k] = true
			}
		}
		return keys
	}()

	// fpzCosmetic are the top-level fields accepted and ignored: they
	// set f-puzzles' display options, and f-puzzles' own solution check
	// ignores them.
	fpzCosmetic = []string{"highlightConflicts"}

	// fpzDrawn are the top-level collections that only draw on the grid;
	// f-puzzles' own solution check ignores them. Their meaning, if any,
	// is in the rules text, which is checked against them.
	fpzDrawn = []string{"text", "line", "rectangle", "circle", "cage"}

	// fpzInert are the top-level fields accepted and ignored that are
	// not drawn: a solver's settings (which logic to use, how to show
	// true candidates), the message shown on solving, and metadata
	// that tools add.
	fpzInert = []string{"disabledlogic", "truecandidatesoptions", "successMessage", "metadata"}

	// fpzCellCosmetic are the grid cell fields accepted and ignored: the
	// cell's colour, highlight and the solver's pencil marks, and
	// "parity", which no rule here reads.
	fpzCellCosmetic = []string{"c", "highlight", "cornerPencilMarks", "centerPencilMarks", "parity"}
)

// decoder decodes f-puzzles JSON into an fpz.
type decoder struct {
	f *fpz
	n int // the grid size

	rulesText string   // the "ruleset"
	drawnOnly []string // cosmetic elements not drawn for a constraint
	valued    []string // cosmetic cages with a value

	// Binding (bind_fpuzzles.go): the generic lines left for it, why a
	// class of them failed, and the binder when it bound something.
	free        []fpzFreeLine
	freeCircles []fpzFreeCircle // bind_counting.go
	marks       []fpzMark       // possible centre marks (bind_marks_fpuzzles.go)
	freeCages   []fpzFreeCage   // cage_clues.go
	wildCages   []string        // cage clues with question marks (cage_clues.go)
	bindErr     error
	binder      *sclDecoder
}

// fieldErr returns a FieldError for the field at path.
func fieldErr(path string, err error) error {
	return &FieldError{Format: fpuzzlesFormat, Field: path, Err: err}
}

func invalidf(path, format string, args ...any) error {
	return fieldErr(path, fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...))
}

func unsupportedf(path, format string, args ...any) error {
	return fieldErr(path, fmt.Errorf("%w "+format, append([]any{ErrUnsupported}, args...)...))
}

func decodeFPuzzles(data []byte) (*fpz, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fieldErr("", fmt.Errorf("%w: no JSON", ErrInvalid))
	}
	var top map[string]json.RawMessage
	if err := strictUnmarshal(data, &top); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return nil, fieldErr("", fmt.Errorf("%w: want a JSON object, not %s", ErrInvalid, typeErr.Value))
		}
		return nil, fieldErr("", fmt.Errorf("%w: %v", ErrInvalid, err))
	}
	if top == nil {
		return nil, fieldErr("", fmt.Errorf("%w: want a JSON object", ErrInvalid))
	}
	d := &decoder{f: &fpz{}}
	raw, ok := top["size"]
	if !ok {
		return nil, invalidf("size", "missing")
	}
	n, ok := jsonInt(raw)
	if !ok || n < 1 || n > sudoku.MaxSize {
		return nil, invalidf("size", "%s is not a size in 1..%d", clip(raw), sudoku.MaxSize)
	}
	d.n, d.f.size = n, n
	gridRaw, ok := top["grid"]
	if !ok {
		return nil, invalidf("grid", "missing")
	}
	if err := d.grid(gridRaw); err != nil {
		return nil, err
	}
	// The remaining fields in a fixed order, so that the first error
	// reported does not depend on map iteration.
	keys := make([]string, 0, len(top))
	for k := range top {
		if k != "size" && k != "grid" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		if err := d.field(k, top[k]); err != nil {
			return nil, err
		}
	}
	if err := d.bind(); err != nil {
		return nil, fieldErr("ruleset", err)
	}
	if err := d.checkLayoutRules(); err != nil {
		return nil, err
	}
	if d.bindErr != nil {
		// The text speaks of lines the binder refused.
		return nil, fieldErr("line", d.bindErr)
	}
	if err := d.checkRulesText(); err != nil {
		return nil, err
	}
	if err := d.checkBound(); err != nil {
		return nil, err
	}
	return d.f, nil
}

// cosmetic notes the elements of a cosmetic collection ("cage", "circle",
// "rectangle", "line", "text") that f-puzzles did not draw for a
// constraint it stores elsewhere (such entries name it in
// "fromConstraint"): their meaning is only in the rules text. A "text"
// that is an inequality sign between two cells is read as a
// [rules.GreaterThan], which it returns: f-puzzles has no constraint for
// it, and setters draw it so.
func (d *decoder) cosmetic(key string, raw json.RawMessage) []rules.GreaterThan {
	if isNull(raw) {
		return nil
	}
	var items []map[string]json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		d.drawnOnly = append(d.drawnOnly, key)
		return nil
	}
	var greater []rules.GreaterThan
	for i, it := range items {
		if _, ok := it["fromConstraint"]; ok {
			continue
		}
		if key == "text" {
			if r, ok := d.inequality(it); ok {
				greater = append(greater, r)
				continue
			}
		}
		path := fmt.Sprintf("%s[%d]", key, i)
		if key == "line" {
			d.freeLine(i, it)
		}
		if (key == "circle" && !d.freeCircle(i, it)) || key == "rectangle" {
			d.freeMark(key, i, it)
		}
		if key == "cage" {
			d.freeCage(path, it)
		}
		d.drawnOnly = append(d.drawnOnly, path)
		if v, ok := it["value"]; key == "cage" && ok && !isNull(v) && string(bytes.TrimSpace(v)) != `""` {
			d.valued = append(d.valued, fmt.Sprintf("%s (value %s)", path, clip(v)))
		}
	}
	return greater
}

// inequalityGlyphs maps the glyphs of an inequality sign to the direction
// its point shows, the smaller side, as (column, row) steps unrotated.
var inequalityGlyphs = map[string][2]int{
	">": {1, 0}, "›": {1, 0}, "＞": {1, 0},
	"<": {-1, 0}, "‹": {-1, 0}, "＜": {-1, 0},
	"^": {0, -1}, "˄": {0, -1}, "∧": {0, -1},
	"v": {0, 1}, "˅": {0, 1}, "∨": {0, 1},
}

// inequality reads a text element as an inequality sign: one of
// inequalityGlyphs on two orthogonally adjacent cells (f-puzzles draws a
// text over several cells at their centre, here the edge between them),
// turned by a multiple of 90 degrees clockwise ("angle"), pointing to one
// of the two cells, the smaller.
func (d *decoder) inequality(it map[string]json.RawMessage) (rules.GreaterThan, bool) {
	var value string
	if json.Unmarshal(it["value"], &value) != nil {
		return rules.GreaterThan{}, false
	}
	dir, ok := inequalityGlyphs[strings.TrimSpace(value)]
	if !ok {
		return rules.GreaterThan{}, false
	}
	var names []string
	if json.Unmarshal(it["cells"], &names) != nil || len(names) != 2 {
		return rules.GreaterThan{}, false
	}
	var cells [2]sudoku.Cell
	for i, name := range names {
		raw, _ := json.Marshal(name)
		c, err := d.cell("text.cells", raw)
		if err != nil {
			return rules.GreaterThan{}, false
		}
		cells[i] = c
	}
	angle := 0
	if raw, ok := it["angle"]; ok && !isNull(raw) {
		a, ok := jsonInt(raw)
		if !ok || a%90 != 0 {
			return rules.GreaterThan{}, false
		}
		angle = ((a/90)%4 + 4) % 4
	}
	for range angle { // a quarter turn clockwise, with rows counted down
		dir = [2]int{-dir[1], dir[0]}
	}
	a, b := cells[0], cells[1]
	switch step := [2]int{b.Col - a.Col, b.Row - a.Row}; step {
	case dir: // the sign points from a to b: b is the smaller
		return rules.GreaterThan{Big: a, Small: b}, true
	case [2]int{-dir[0], -dir[1]}:
		return rules.GreaterThan{Big: b, Small: a}, true
	}
	return rules.GreaterThan{}, false // not adjacent, or pointing along the edge
}

// checkRulesText refuses a puzzle whose rules text states a rule not
// read, as the SudokuPad reader does; words for drawn clues count only
// when the puzzle has elements drawn for no constraint, which may carry
// them. Then a drawn cage with a value, which f-puzzles draws but does
// not check, is refused when the text speaks of cages, totals or sums.
// Without a rules text, nothing is checked and cosmetic elements are
// ignored.
func (d *decoder) checkRulesText() error {
	if err := d.checkCageClues(); err != nil {
		return err
	}
	if strings.TrimSpace(d.rulesText) == "" {
		return nil
	}
	if err := checkRulesText(d.rulesText, d.n, rulesRead(d.f.rules()), len(d.drawnOnly) > 0); err != nil {
		return fieldErr("ruleset", err)
	}
	if len(d.valued) > 0 && slices.ContainsFunc(textWords(d.rulesText), func(w string) bool {
		return strings.HasPrefix(w, "cage") || strings.HasPrefix(w, "killer") || strings.HasPrefix(w, "total") || strings.HasPrefix(w, "sum")
	}) {
		return fieldErr("cage", &ElementsError{Elements: d.valued})
	}
	return nil
}

// strictUnmarshal unmarshals data into v and rejects trailing data.
func strictUnmarshal(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("data after the JSON value")
	}
	var extra json.RawMessage
	if err := dec.Decode(&extra); err != io.EOF {
		return fmt.Errorf("data after the JSON value")
	}
	return nil
}

// clip quotes a raw JSON value for an error message, shortened.
func clip(raw json.RawMessage) string {
	s := string(raw)
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	return s
}

// grid decodes the grid: givens and regions.
func (d *decoder) grid(raw json.RawMessage) error {
	var rows []json.RawMessage
	if err := json.Unmarshal(raw, &rows); err != nil || rows == nil {
		return invalidf("grid", "want an array of %d rows", d.n)
	}
	if len(rows) != d.n {
		return invalidf("grid", "%d rows, want %d", len(rows), d.n)
	}
	n := d.n
	var givens []int
	layout := make([]int, n*n) // region per cell; -1 for none
	shape, _ := sudoku.ShapeOf(n)
	for r, rowRaw := range rows {
		var cells []json.RawMessage
		path := fmt.Sprintf("grid[%d]", r)
		if err := json.Unmarshal(rowRaw, &cells); err != nil || cells == nil {
			return invalidf(path, "want an array of %d cells", n)
		}
		if len(cells) != n {
			return invalidf(path, "%d cells, want %d", len(cells), n)
		}
		for c, cellRaw := range cells {
			path := fmt.Sprintf("grid[%d][%d]", r, c)
			fields, err := d.object(path, cellRaw, append([]string{"value", "given", "region", "givenPencilMarks"}, fpzCellCosmetic...))
			if err != nil {
				return err
			}
			given := false
			if g, ok := fields["given"]; ok && !isNull(g) {
				if err := json.Unmarshal(g, &given); err != nil {
					return invalidf(path+".given", "want true or false, not %s", clip(g))
				}
			}
			value, hasValue := 0, false
			if v, ok := fields["value"]; ok && !isNull(v) {
				value, hasValue = jsonInt(v)
				if given && !hasValue {
					return invalidf(path+".value", "want a digit, not %s", clip(v))
				}
			}
			// A value without "given" is a digit the solver entered, not
			// part of the puzzle: it is ignored.
			if given {
				if !hasValue || value < 1 || value > n {
					return invalidf(path+".value", "given cell needs a digit 1..%d", n)
				}
				if givens == nil {
					givens = make([]int, n*n)
				}
				givens[r*n+c] = value
			}
			cell := sudoku.Cell{Row: r, Col: c}
			if raw, ok := fields["givenPencilMarks"]; ok {
				if err := d.pencilMarks(path+".givenPencilMarks", cell, raw); err != nil {
					return err
				}
			}
			if rg, ok := fields["region"]; ok {
				if isNull(rg) {
					layout[r*n+c] = -1
				} else if k, ok := jsonInt(rg); ok && k >= 0 && k < n {
					layout[r*n+c] = k
				} else {
					return invalidf(path+".region", "want a region number 0..%d or null, not %s", n-1, clip(rg))
				}
			} else if shape.HasBoxes() {
				layout[r*n+c] = shape.BoxOf(cell)
			} else {
				// f-puzzles' default for sizes without boxes: the row.
				layout[r*n+c] = r
			}
		}
	}
	d.f.givens = givens
	return d.regions(shape, layout)
}

// regions works out the layout: the shape's boxes, a jigsaw, or no
// regions at all.
func (d *decoder) regions(shape sudoku.Shape, layout []int) error {
	n := d.n
	boxes, none := true, true
	for i, k := range layout {
		if k != -1 {
			none = false
		}
		if !shape.HasBoxes() || k != shape.BoxOf(shape.CellAt(i)) {
			boxes = false
		}
	}
	switch {
	case boxes:
		d.f.layout = layoutBoxes
		return nil
	case none:
		d.f.layout = layoutLatin
		return nil
	case sameRows(layout, n):
		// Regions that are the rows add nothing to the rows: a Latin
		// square, whose region sum lines are cut at the rows.
		d.f.layout = layoutLatin
		d.f.rowRegions = true
		return nil
	case slices.Contains(layout, -1):
		i := slices.Index(layout, -1)
		return unsupportedf(fmt.Sprintf("grid[%d][%d].region", i/n, i%n),
			"region layout: some cells have no region and others do; want every cell in a region, or none")
	}
	j, err := rules.JigsawFromLayout(shape, layout)
	if err != nil {
		return fieldErr("grid.region", fmt.Errorf("%w: %w", ErrInvalid, err))
	}
	if shape.HasBoxes() && sameRegions(j, shape) {
		// The boxes, numbered differently.
		d.f.layout = layoutBoxes
		return nil
	}
	d.f.layout = layoutJigsaw
	d.f.jigsaw = j
	return nil
}

// sameRows reports whether the regions of layout are the rows, in any
// numbering: the cells of each row share a region, and no two rows do.
func sameRows(layout []int, n int) bool {
	seen := map[int]bool{}
	for r := range n {
		k := layout[r*n]
		if k < 0 || seen[k] {
			return false
		}
		seen[k] = true
		for _, x := range layout[r*n : r*n+n] {
			if x != k {
				return false
			}
		}
	}
	return true
}

// checkLayoutRules gives region sum lines the grid's regions, and rejects
// rules whose meaning depends on the boxes in a puzzle that has none, or
// has a jigsaw instead: f-puzzles applies them to the jigsaw's regions,
// which the rules here do not.
func (d *decoder) checkLayoutRules() error {
	f := d.f
	if sums := f.coll["regionsumline"]; len(sums) > 0 {
		regions, ok := f.regionsForSums()
		if !ok {
			return unsupportedf("regionsumline", "in a puzzle whose cells are in no region")
		}
		for i, r := range sums {
			rs := r.(rules.RegionSum)
			rs.Regions = regions
			sums[i] = rs
		}
	}
	if f.layout == layoutBoxes {
		return nil
	}
	what := "jigsaw regions"
	if f.layout == layoutLatin {
		what = "no regions"
	}
	switch {
	case f.has(rules.DisjointGroups{}):
		return unsupportedf("disjointgroups", "in a puzzle with %s: the rule needs the standard boxes", what)
	case len(f.merged("boxindexer")) > 0:
		return unsupportedf("boxindexer", "in a puzzle with %s: the rule needs the standard boxes", what)
	}
	return nil
}

// pencilMarks decodes a cell's "givenPencilMarks": the digits the cell
// may hold. null or an empty list gives none.
func (d *decoder) pencilMarks(path string, cell sudoku.Cell, raw json.RawMessage) error {
	if isNull(raw) {
		return nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return invalidf(path, "want an array of digits, not %s", clip(raw))
	}
	if len(items) == 0 {
		return nil
	}
	digits := make([]int, len(items))
	for i, it := range items {
		v, ok := jsonInt(it)
		if !ok || v < 1 || v > d.n {
			return invalidf(fmt.Sprintf("%s[%d]", path, i), "want a digit 1..%d, not %s", d.n, clip(it))
		}
		digits[i] = v
	}
	slices.Sort(digits)
	d.f.add("givenPencilMarks", rules.GivenCandidates{Cell: cell, Digits: slices.Compact(digits)})
	return nil
}

func isNull(raw json.RawMessage) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}

// jsonInt reads an integer written as a JSON number or a string of
// digits, as f-puzzles writes values ("17").
func jsonInt(raw json.RawMessage) (int, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '"' {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return 0, false
		}
		raw = []byte(strings.TrimSpace(s))
	}
	if len(raw) == 0 || len(raw) > 9 {
		return 0, false
	}
	neg := raw[0] == '-'
	digits := raw
	if neg {
		digits = raw[1:]
	}
	if len(digits) == 0 {
		return 0, false
	}
	v := 0
	for _, ch := range digits {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		v = v*10 + int(ch-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

// object decodes a JSON object and rejects fields not in allowed.
func (d *decoder) object(path string, raw json.RawMessage, allowed []string) (map[string]json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil || fields == nil {
		return nil, invalidf(path, "want an object, not %s", clip(raw))
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if !slices.Contains(allowed, k) {
			return nil, unsupportedf(path+"."+k, "field")
		}
	}
	return fields, nil
}

// entries decodes a collection: an array of objects with the allowed
// fields. null counts as empty.
func (d *decoder) entries(key string, raw json.RawMessage, allowed ...string) ([]map[string]json.RawMessage, error) {
	if isNull(raw) {
		return nil, nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, invalidf(key, "want an array, not %s", clip(raw))
	}
	out := make([]map[string]json.RawMessage, len(items))
	for i, it := range items {
		fields, err := d.object(fmt.Sprintf("%s[%d]", key, i), it, allowed)
		if err != nil {
			return nil, err
		}
		out[i] = fields
	}
	return out, nil
}

// parseFPuzzlesCell parses "R1C1" (1-based, either case) into a 0-based
// Cell. Rows and columns may be 0 or n+1, just outside the grid; the caller
// decides whether that is allowed.
func parseFPuzzlesCell(s string, n int) (sudoku.Cell, bool) {
	num := func(s string) (int, string, bool) {
		i, v := 0, 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' && i < 4 {
			v = v*10 + int(s[i]-'0')
			i++
		}
		return v, s[i:], i > 0
	}
	if len(s) < 4 || (s[0] != 'R' && s[0] != 'r') {
		return sudoku.Cell{}, false
	}
	row, rest, ok := num(s[1:])
	if !ok || rest == "" || (rest[0] != 'C' && rest[0] != 'c') {
		return sudoku.Cell{}, false
	}
	col, rest, ok := num(rest[1:])
	if !ok || rest != "" || row > n+1 || col > n+1 {
		return sudoku.Cell{}, false
	}
	return sudoku.Cell{Row: row - 1, Col: col - 1}, true
}

// cell decodes a cell name that must be on the grid.
func (d *decoder) cell(path string, raw json.RawMessage) (sudoku.Cell, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return sudoku.Cell{}, invalidf(path, "want a cell such as \"R1C1\", not %s", clip(raw))
	}
	c, ok := parseFPuzzlesCell(s, d.n)
	if !ok {
		return sudoku.Cell{}, invalidf(path, "cell %q: want the form R1C1", s)
	}
	if c.Row < 0 || c.Row >= d.n || c.Col < 0 || c.Col >= d.n {
		return sudoku.Cell{}, invalidf(path, "cell %q is off the %dx%d grid", s, d.n, d.n)
	}
	return c, nil
}

// outsideCell decodes a clue cell in the ring just outside the grid.
func (d *decoder) outsideCell(path string, raw json.RawMessage) (sudoku.Cell, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return sudoku.Cell{}, invalidf(path, "want a cell such as \"R0C1\", not %s", clip(raw))
	}
	c, ok := parseFPuzzlesCell(s, d.n)
	if !ok {
		return sudoku.Cell{}, invalidf(path, "cell %q: want the form R0C1", s)
	}
	inside := c.Row >= 0 && c.Row < d.n && c.Col >= 0 && c.Col < d.n
	if inside {
		return sudoku.Cell{}, invalidf(path, "clue cell %q is inside the grid, want one just outside it", s)
	}
	return c, nil
}

// cellList decodes an array of cells on the grid, at least min of them.
func (d *decoder) cellList(path string, raw json.RawMessage, min int) ([]sudoku.Cell, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, invalidf(path, "want an array of cells, not %s", clip(raw))
	}
	if len(items) < min {
		return nil, invalidf(path, "%d cells, want at least %d", len(items), min)
	}
	cells := make([]sudoku.Cell, len(items))
	for i, it := range items {
		c, err := d.cell(fmt.Sprintf("%s[%d]", path, i), it)
		if err != nil {
			return nil, err
		}
		cells[i] = c
	}
	return cells, nil
}

// required returns a required field of an entry.
func required(path string, fields map[string]json.RawMessage, name string) (json.RawMessage, error) {
	raw, ok := fields[name]
	if !ok || isNull(raw) {
		return nil, invalidf(path+"."+name, "missing")
	}
	return raw, nil
}

// cells decodes the required "cells" field of an entry.
func (d *decoder) cells(path string, fields map[string]json.RawMessage, min int) ([]sudoku.Cell, error) {
	raw, err := required(path, fields, "cells")
	if err != nil {
		return nil, err
	}
	return d.cellList(path+".cells", raw, min)
}

// lines decodes the required "lines" field: an array of cell arrays.
func (d *decoder) lines(path string, fields map[string]json.RawMessage) ([][]sudoku.Cell, error) {
	raw, err := required(path, fields, "lines")
	if err != nil {
		return nil, err
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, invalidf(path+".lines", "want an array of lines, not %s", clip(raw))
	}
	if len(items) == 0 {
		return nil, invalidf(path+".lines", "no lines")
	}
	out := make([][]sudoku.Cell, len(items))
	for i, it := range items {
		line, err := d.cellList(fmt.Sprintf("%s.lines[%d]", path, i), it, 1)
		if err != nil {
			return nil, err
		}
		out[i] = line
	}
	return out, nil
}

// value decodes an optional integer "value": absent, null or "" give
// ok == false.
func value(path string, fields map[string]json.RawMessage) (v int, ok bool, err error) {
	raw, present := fields["value"]
	if !present || isNull(raw) || string(bytes.TrimSpace(raw)) == `""` {
		return 0, false, nil
	}
	v, ok = jsonInt(raw)
	if !ok {
		return 0, false, invalidf(path+".value", "want a number, not %s", clip(raw))
	}
	return v, true, nil
}

// oneCell decodes the "cell" field of an entry that marks one grid cell.
func (d *decoder) oneCell(path string, fields map[string]json.RawMessage) (sudoku.Cell, error) {
	raw, err := required(path, fields, "cell")
	if err != nil {
		return sudoku.Cell{}, err
	}
	return d.cell(path+".cell", raw)
}

// pair decodes the two "cells" of a dot or an X/V.
func (d *decoder) pair(path string, fields map[string]json.RawMessage) (a, b sudoku.Cell, err error) {
	cells, err := d.cells(path, fields, 2)
	if err != nil {
		return a, b, err
	}
	if len(cells) != 2 {
		return a, b, invalidf(path+".cells", "%d cells, want 2", len(cells))
	}
	return cells[0], cells[1], nil
}

// field decodes one top-level field other than size and grid.
func (d *decoder) field(key string, raw json.RawMessage) error {
	f := d.f
	switch key {
	case "title", "author", "ruleset":
		var s string
		if !isNull(raw) {
			if err := json.Unmarshal(raw, &s); err != nil {
				return invalidf(key, "want a string, not %s", clip(raw))
			}
		}
		switch key {
		case "title":
			f.title = s
		case "author":
			f.author = s
		case "ruleset":
			d.rulesText = s
		}
		return nil
	case "solution":
		return d.solution(raw)
	case "negative":
		return d.negative(raw)
	}
	if fpzFlags[key] {
		var on bool
		if !isNull(raw) {
			if err := json.Unmarshal(raw, &on); err != nil {
				return invalidf(key, "want true or false, not %s", clip(raw))
			}
		}
		if f.flags == nil {
			f.flags = map[string]bool{}
		}
		f.flags[key] = on
		return nil
	}
	if row, ok := fpzRowOf(key); ok && !row.inGrid {
		rs, err := row.decode(d, raw)
		if err != nil {
			return err
		}
		f.add(key, rs...)
		return nil
	}
	if slices.Contains(fpzDrawn, key) {
		d.cosmetic(key, raw)
		return nil
	}
	if slices.Contains(fpzCosmetic, key) || slices.Contains(fpzInert, key) {
		return nil
	}
	return unsupportedf(key, "field")
}

func (d *decoder) solution(raw json.RawMessage) error {
	if isNull(raw) {
		return nil
	}
	if t := bytes.TrimSpace(raw); len(t) > 0 && t[0] == '"' {
		return d.solutionText(raw)
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return invalidf("solution", "want an array of digits, not %s", clip(raw))
	}
	n := d.n
	if len(items) != n*n {
		return invalidf("solution", "%d digits, want %d", len(items), n*n)
	}
	digits := make([]int, n*n)
	some := false
	for i, it := range items {
		v := 0
		if !isNull(it) && string(bytes.TrimSpace(it)) != `""` {
			var ok bool
			v, ok = jsonInt(it)
			if !ok || v < 0 || v > n {
				return invalidf(fmt.Sprintf("solution[%d]", i), "want a digit 0..%d, not %s", n, clip(it))
			}
		}
		digits[i] = v
		some = some || v != 0
	}
	if some {
		d.f.solution = digits
	}
	return nil
}

// solutionText decodes a solution written as one string of N*N symbols,
// as some tools write it: digits 1..9 up to 9x9, and on larger grids
// letters, A for 1; '.' or '0' is an unknown digit.
func (d *decoder) solutionText(raw json.RawMessage) error {
	var text string
	if err := json.Unmarshal(raw, &text); err != nil {
		return invalidf("solution", "want an array of digits or a string, not %s", clip(raw))
	}
	n := d.n
	if len(text) != n*n {
		return invalidf("solution", "%d symbols, want %d", len(text), n*n)
	}
	digits := make([]int, n*n)
	some := false
	for i := range len(text) {
		ch, v := text[i], -1
		switch {
		case ch == '.' || ch == '0':
			v = 0
		case n <= 9 && ch >= '1' && ch <= '9':
			v = int(ch - '0')
		case n > 9 && ch >= 'A' && ch <= 'Z':
			v = int(ch-'A') + 1
		case n > 9 && ch >= 'a' && ch <= 'z':
			v = int(ch-'a') + 1
		}
		if v < 0 || v > n {
			want := "a digit 1..%d"
			if n > 9 {
				want = "a letter A.. for 1..%d"
			}
			return invalidf(fmt.Sprintf("solution[%d]", i), "symbol %q: want "+want+", or '.'", ch, n)
		}
		digits[i] = v
		some = some || v != 0
	}
	if some {
		d.f.solution = digits
	}
	return nil
}

func (d *decoder) negative(raw json.RawMessage) error {
	if isNull(raw) {
		return nil
	}
	var opts []string
	if err := json.Unmarshal(raw, &opts); err != nil {
		return invalidf("negative", "want an array of strings, not %s", clip(raw))
	}
	for i, o := range opts {
		switch o {
		case "ratio":
			d.f.negRatio = true
		case "xv":
			d.f.negXV = true
		default:
			return unsupportedf(fmt.Sprintf("negative[%d]", i), "option %q: want \"ratio\" or \"xv\"", o)
		}
	}
	return nil
}

// clueValue decodes the required value of an outside clue; the rule's
// Validate checks its range.
func clueValue(path string, fields map[string]json.RawMessage) (int, error) {
	v, ok, err := value(path, fields)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, invalidf(path+".value", "missing")
	}
	return v, nil
}

// lineClue decodes the cell of an outside clue on a row or column.
func (d *decoder) lineClue(path string, fields map[string]json.RawMessage) (rules.Line, bool, error) {
	raw, err := required(path, fields, "cell")
	if err != nil {
		return rules.Line{}, false, err
	}
	c, err := d.outsideCell(path+".cell", raw)
	if err != nil {
		return rules.Line{}, false, err
	}
	s := sudoku.LatinShape(d.n)
	line, fromEnd, err := rules.LineOfClue(s, c)
	if err != nil {
		return rules.Line{}, false, invalidf(path+".cell", "clue cell %s is not beside a row or column", fpzCellName(c))
	}
	return line, fromEnd, nil
}

// fpzDirections maps f-puzzles' little killer directions.
var fpzDirections = map[string]rules.Direction{
	"DR": rules.DownRight, "DL": rules.DownLeft, "UR": rules.UpRight, "UL": rules.UpLeft,
}

// cellOrder orders cells in reading order.
func cellOrder(a, b sudoku.Cell) int {
	if a.Row != b.Row {
		return a.Row - b.Row
	}
	return a.Col - b.Col
}

// sameCells reports whether a and b hold the same cells in any order.
func sameCells(a, b []sudoku.Cell) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.SortFunc(x, cellOrder)
	slices.SortFunc(y, cellOrder)
	return slices.Equal(x, y)
}

// blockCorner returns the top-left cell of the 2x2 block that cs are.
func blockCorner(cs []sudoku.Cell) (sudoku.Cell, bool) {
	if len(cs) != 4 {
		return sudoku.Cell{}, false
	}
	corner := slices.MinFunc(cs, cellOrder)
	want := []sudoku.Cell{corner, {Row: corner.Row, Col: corner.Col + 1},
		{Row: corner.Row + 1, Col: corner.Col}, {Row: corner.Row + 1, Col: corner.Col + 1}}
	return corner, sameCells(cs, want)
}

// fpzCellName writes a cell as f-puzzles does: "R1C1", 1-based.
func fpzCellName(c sudoku.Cell) string {
	return "R" + strconv.Itoa(c.Row+1) + "C" + strconv.Itoa(c.Col+1)
}
