package variants

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// WriteFPuzzles writes p to w as f-puzzles JSON; see [MarshalFPuzzles].
func WriteFPuzzles(w io.Writer, p sudoku.Puzzle) error {
	data, err := MarshalFPuzzles(p)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// MarshalFPuzzles returns p as f-puzzles JSON, indented, which
// [ParseFPuzzles] reads back as [Canonical](p): the same rules, in
// canonical order.
//
// Every rule must be one that an f-puzzles field expresses (the package
// doc lists them); [rules.Set] values are flattened first. A rule the
// format cannot express, such as a [rules.SumCage], an XV sum other than 5
// and 10, or a [rules.NonConsecutive] in a puzzle with kropki dots (which
// f-puzzles exempts from it), is an error wrapping [ErrUnsupported] whose
// field names the rule, "rule 4 (sum cage at r1c1)", counting the
// flattened rules from 1. The writer also rejects what the reader would:
// a rule whose own Validate ([rules.Validator]) fails, such as given
// candidates out of range (an error wrapping [ErrInvalid] and
// [sudoku.ErrBadRule]), cells off the grid, empty lines, a little killer
// total that is not positive, and a region sum line cut at other regions
// than the grid's.
//
// The "ruleset" text is generated from the rules. The givens and the
// solution, if set, are written as f-puzzles writes them.
func MarshalFPuzzles(p sudoku.Puzzle) ([]byte, error) {
	f, err := fromPuzzle(p)
	if err != nil {
		return nil, err
	}
	return json.MarshalIndent(f.toJSON(), "", "  ")
}

// Canonical returns p as [ParseFPuzzles] would return it after
// [MarshalFPuzzles]: its rules flattened and in canonical order, in the
// forms the reader produces. Use it to compare a puzzle with one that went
// through the format:
//
//	q, _ := variants.ParseFPuzzles(data) // data from MarshalFPuzzles(p)
//	c, _ := variants.Canonical(p)
//	cmp.Equal(c, q) // true
//
// The normalisations are: [rules.Set] values are flattened, then the
// houses are regrouped as [rules.Classic], [rules.JigsawRules] or
// [rules.Latin]; both diagonals become [rules.Diagonals]; a
// [rules.Windoku] becomes its windows and a [rules.Distinct] an
// [rules.ExtraRegion]; all [rules.Odd] cells become one rule, and likewise
// for Even, Minimum, Maximum and the three indexers; repeated global rules
// (two AntiKnight values) become one; the negative constraints are
// rebuilt from the flags, marking the pairs of every dot (or X and V) in
// order; a jigsaw's regions are renumbered as f-puzzles numbers them, and
// a jigsaw whose regions are the boxes becomes the boxes; a pill's circle
// cells are put in reading order; a region sum line's Regions become the
// grid's (nil for the boxes, the jigsaw's regions, or the rows of a Latin
// square); the [rules.GivenCandidates] of a cell become one rule with the
// digits they all allow, sorted, one per cell in reading order at the end;
// and the givens and solution take the puzzle's shape, the zero Grid when
// empty. It returns the errors that MarshalFPuzzles would.
func Canonical(p sudoku.Puzzle) (sudoku.Puzzle, error) {
	f, err := fromPuzzle(p)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	return f.puzzle(), nil
}

// writer classifies a puzzle's rules into an fpz.
type writer struct {
	f     *fpz
	n     int
	shape sudoku.Shape

	rows, cols, boxes bool
	jigsaws           int
	plainNonConsec    bool
	negKropki         []rules.NegativeKropki
	negXV             []rules.NegativeXV
}

func ruleErr(i int, r sudoku.Rule, err error) error { return ruleErrIn(fpuzzlesFormat, i, r, err) }

// ruleErrIn is the error of a writer of format about rule i, r.
func ruleErrIn(format string, i int, r sudoku.Rule, err error) error {
	name := "nil"
	if r != nil {
		name = sudoku.RuleName(r)
	}
	return &FieldError{Format: format, Field: fmt.Sprintf("rule %d (%s)", i+1, name), Err: err}
}

func cannot(format string, args ...any) error {
	return fmt.Errorf("%w: f-puzzles cannot express "+format, append([]any{ErrUnsupported}, args...)...)
}

func bad(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...)
}

func fromPuzzle(p sudoku.Puzzle) (*fpz, error) {
	s := p.Shape
	if err := s.Validate(); err != nil {
		return nil, &FieldError{Format: fpuzzlesFormat, Field: "shape", Err: err}
	}
	n := s.Size
	w := &writer{f: &fpz{size: n, title: p.Title, author: p.Author}, n: n, shape: s}
	f := w.f
	for _, g := range []struct {
		name string
		grid sudoku.Grid
		dst  *[]int
	}{{"givens", p.Givens, &f.givens}, {"solution", p.Solution, &f.solution}} {
		if g.grid.IsZero() || g.grid.NumGivens() == 0 {
			continue
		}
		if g.grid.Shape().Size != n {
			return nil, &FieldError{Format: fpuzzlesFormat, Field: g.name,
				Err: bad("the grid is %v, the puzzle %v", g.grid.Shape(), s)}
		}
		*g.dst = g.grid.Digits()
	}
	flat := rules.Flatten(p.Rules...)
	for i, r := range flat {
		if err := w.rule(r); err != nil {
			return nil, ruleErr(i, r, err)
		}
	}
	if err := w.finish(); err != nil {
		return nil, err
	}
	return f, nil
}

// rule classifies one rule after its own Validate: the houses, flags and
// negative constraints here, a Windoku or Distinct as extra regions, and
// every other rule by the codec table (collection).
func (w *writer) rule(r sudoku.Rule) error {
	f := w.f
	if r == nil {
		return bad("nil rule")
	}
	// The rule's own parameter checks, as its Apply makes them.
	if err := rules.Validate(r, w.shape); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	switch r := r.(type) {
	case rules.Rows:
		w.rows = true
	case rules.Columns:
		w.cols = true
	case rules.Boxes:
		std, _ := sudoku.ShapeOf(w.n)
		if !w.shape.HasBoxes() || w.shape != std {
			return cannot("the boxes of the %v grid: its %dx%d grids have %v boxes", w.shape, w.n, w.n, std)
		}
		w.boxes = true
	case rules.Jigsaw:
		layout := regionLayout(w.shape, r.Regions)
		std, _ := sudoku.ShapeOf(w.n)
		j, err := rules.JigsawFromLayout(std, layout)
		if err != nil {
			return err
		}
		f.jigsaw = j
		w.jigsaws++
	case rules.NonConsecutive:
		w.plainNonConsec = true
	case rules.NegativeKropki:
		w.negKropki = append(w.negKropki, r)
	case rules.NegativeXV:
		w.negXV = append(w.negXV, r)
	case rules.Windoku:
		windows, err := r.Windows(w.shape)
		if err != nil {
			return err
		}
		for _, win := range windows {
			f.add("extraregion", rules.ExtraRegion{Cells: win})
		}
	case rules.Distinct:
		if err := onGrid(w.shape, r.Cells, 1); err != nil {
			return err
		}
		f.add("extraregion", rules.ExtraRegion{Cells: r.Cells})
	default:
		if f.set(r, true) {
			return nil // a global rule's f-puzzles booleans (rules.Globals)
		}
		return w.collection(r)
	}
	return nil
}

// collection gives r to the first row of the codec table that claims it.
func (w *writer) collection(r sudoku.Rule) error {
	for _, row := range fpzRows {
		ok, err := row.claim(w.shape, r)
		if err != nil {
			return err
		}
		if ok {
			w.f.add(row.key, r)
			return nil
		}
	}
	return cannot("this rule (%T): no f-puzzles collection holds it", r)
}

// finish checks what needs the whole rule list: the houses and the
// negative constraints.
func (w *writer) finish() error {
	f := w.f
	whole := func(field string, err error) error {
		return &FieldError{Format: fpuzzlesFormat, Field: field, Err: err}
	}
	if len(f.coll["circle"]) > 1 {
		// f-puzzles' circles are one set of counting circles.
		return whole("rules", cannot("two sets of counting circles"))
	}
	if !w.rows || !w.cols {
		return whole("rules", cannot("a puzzle without distinct rows and columns (rules.Rows and rules.Columns)"))
	}
	std, _ := sudoku.ShapeOf(w.n)
	switch {
	case w.jigsaws > 1:
		return whole("rules", cannot("two jigsaws in one puzzle"))
	case w.jigsaws == 1 && w.boxes:
		return whole("rules", cannot("a jigsaw that keeps the boxes too"))
	case w.jigsaws == 1:
		f.layout = layoutJigsaw
		if std.HasBoxes() && sameRegions(f.jigsaw, std) {
			f.layout = layoutBoxes
		}
		if sameRows(regionLayout(w.shape, f.jigsaw.Regions), w.n) {
			// Regions that are the rows: a Latin square, as the reader
			// reads them.
			f.layout, f.rowRegions = layoutLatin, true
		}
	case w.boxes:
		f.layout = layoutBoxes
	case w.shape.HasBoxes():
		return whole("rules", cannot("a %v grid without a rules.Boxes rule (use sudoku.LatinShape for a grid without boxes)", w.shape))
	default:
		f.layout = layoutLatin
	}
	if f.layout != layoutBoxes {
		switch {
		case f.has(rules.DisjointGroups{}):
			return whole("rules", cannot("disjoint groups without the standard boxes"))
		case len(f.merged("boxindexer")) > 0:
			return whole("rules", cannot("box indexers without the standard boxes"))
		}
	}
	if err := w.regionSums(); err != nil {
		return err
	}
	if err := w.candidates(); err != nil {
		return err
	}

	dots := f.dots()
	switch {
	case len(w.negKropki) > 1:
		return whole("rules", cannot("two negative kropki rules"))
	case len(w.negKropki) == 1:
		nk := w.negKropki[0]
		if nk.Ratio != 0 && nk.Ratio != 2 || nk.Difference != 0 && nk.Difference != 1 {
			return whole(nk.String(), cannot("a negative constraint on ratio %d or difference %d: only 2 and 1", nk.Ratio, nk.Difference))
		}
		if !samePairs(nk.Marked, dots) {
			return whole(nk.String(), cannot("a negative constraint whose marked pairs are not exactly the kropki dots' pairs"))
		}
		if w.plainNonConsec && len(dots) > 0 {
			return whole("rules", cannot("rules.NonConsecutive beside a negative kropki rule"))
		}
		f.set(rules.NonConsecutive{}, nk.White || w.plainNonConsec)
		f.negRatio = nk.Black
	case w.plainNonConsec && len(dots) > 0:
		return whole("rules", cannot("rules.NonConsecutive with kropki dots: f-puzzles exempts dotted pairs from it; use rules.NegativeKropki{White: true, Marked: the dots' pairs}"))
	case w.plainNonConsec:
		f.set(rules.NonConsecutive{}, true)
	}
	switch {
	case len(w.negXV) > 1:
		return whole("rules", cannot("two negative XV rules"))
	case len(w.negXV) == 1:
		nx := w.negXV[0]
		if nx.Sums != nil && !sameInts(nx.Sums, []int{5, 10}) {
			return whole(nx.String(), cannot("negative XV sums other than 5 and 10"))
		}
		if !samePairs(nx.Marked, f.xvPairs()) {
			return whole(nx.String(), cannot("a negative XV rule whose marked pairs are not exactly the X and V pairs"))
		}
		f.negXV = true
	}
	return nil
}

// regionSums checks that each region sum line is cut where f-puzzles
// cuts it, at the grid's regions (the boxes, the jigsaw's regions, or the
// rows of a Latin square), and gives each line those regions in the form
// the reader does.
func (w *writer) regionSums() error {
	f := w.f
	sums := f.coll["regionsumline"]
	if len(sums) == 0 {
		return nil
	}
	if f.layout == layoutLatin {
		// Regions that are the rows: written explicitly when the size has
		// boxes, and f-puzzles' default otherwise.
		f.rowRegions = true
	}
	want, _ := f.regionsForSums()
	grid := want
	if want == nil {
		grid = w.shape.Houses()[2*w.n:] // the boxes
	}
	for i, rule := range sums {
		r := rule.(rules.RegionSum)
		got := r.Regions
		if got == nil {
			if f.layout != layoutBoxes {
				return &FieldError{Format: fpuzzlesFormat, Field: r.String(),
					Err: cannot("a region sum line cut at boxes in a grid whose regions are not the boxes")}
			}
			got = grid
		}
		if !sameCuts(got, grid, r.Cells) {
			return &FieldError{Format: fpuzzlesFormat, Field: r.String(),
				Err: cannot("a region sum line cut at other regions than the grid's")}
		}
		r.Regions = want
		sums[i] = r
	}
	return nil
}

// sameCuts reports whether regions a and b cut line at the same places:
// every cell of the line is in a region of each, and each two cells next
// to each other on the line share a region in a exactly when they do in b.
func sameCuts(a, b [][]sudoku.Cell, line []sudoku.Cell) bool {
	owner := func(rs [][]sudoku.Cell) map[sudoku.Cell]int {
		m := map[sudoku.Cell]int{}
		for k, r := range rs {
			for _, c := range r {
				m[c] = k
			}
		}
		return m
	}
	oa, ob := owner(a), owner(b)
	for i, c := range line {
		if _, ok := oa[c]; !ok {
			return false
		}
		if _, ok := ob[c]; !ok {
			return false
		}
		if i > 0 && (oa[c] == oa[line[i-1]]) != (ob[c] == ob[line[i-1]]) {
			return false
		}
	}
	return true
}

// candidates merges the given candidates of each cell into one rule, the
// digits it allows (those every rule on the cell allows), in reading
// order, as the grid holds them.
func (w *writer) candidates() error {
	f := w.f
	const key = "givenPencilMarks"
	if len(f.coll[key]) == 0 {
		return nil
	}
	byCell := map[sudoku.Cell][]int{}
	for _, rule := range f.coll[key] {
		r := rule.(rules.GivenCandidates)
		ds := slices.Clone(r.Digits)
		slices.Sort(ds)
		ds = slices.Compact(ds)
		if prev, ok := byCell[r.Cell]; ok {
			ds = slices.DeleteFunc(ds, func(d int) bool { return !slices.Contains(prev, d) })
			if len(ds) == 0 {
				return &FieldError{Format: fpuzzlesFormat, Field: r.String(),
					Err: cannot("given candidates at %s that leave no digit", r.Cell)}
			}
		}
		byCell[r.Cell] = ds
	}
	f.coll[key] = f.coll[key][:0]
	for i := range w.shape.NumCells() {
		c := w.shape.CellAt(i)
		if ds, ok := byCell[c]; ok {
			f.add(key, rules.GivenCandidates{Cell: c, Digits: ds})
		}
	}
	return nil
}

// regionLayout returns the region number of each cell of s, row-major:
// its index in regions.
func regionLayout(s sudoku.Shape, regions [][]sudoku.Cell) []int {
	layout := make([]int, s.NumCells())
	for k, region := range regions {
		for _, c := range region {
			layout[s.Index(c)] = k
		}
	}
	return layout
}

// sameRegions reports whether the jigsaw's regions are the shape's boxes.
func sameRegions(j rules.Jigsaw, s sudoku.Shape) bool {
	for _, region := range j.Regions {
		if len(region) == 0 {
			return false
		}
		b := s.BoxOf(region[0])
		for _, c := range region {
			if s.BoxOf(c) != b {
				return false
			}
		}
	}
	return true
}

// samePairs reports whether a and b hold the same unordered cell pairs,
// ignoring order and repeats.
func samePairs(a, b [][2]sudoku.Cell) bool {
	norm := func(ps [][2]sudoku.Cell) [][2]sudoku.Cell {
		out := make([][2]sudoku.Cell, len(ps))
		for i, p := range ps {
			if cellOrder(p[1], p[0]) < 0 {
				p[0], p[1] = p[1], p[0]
			}
			out[i] = p
		}
		slices.SortFunc(out, func(x, y [2]sudoku.Cell) int {
			if c := cellOrder(x[0], y[0]); c != 0 {
				return c
			}
			return cellOrder(x[1], y[1])
		})
		return slices.Compact(out)
	}
	return slices.Equal(norm(a), norm(b))
}

func sameInts(a, b []int) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(slices.Compact(x), slices.Compact(y))
}

func fpzDirectionName(d rules.Direction) (string, bool) {
	for name, dir := range fpzDirections {
		if dir == d {
			return name, true
		}
	}
	return "", false
}

// The JSON shapes of f-puzzles, for writing.
type (
	jsonCells struct {
		Cells []string `json:"cells"`
		Value string   `json:"value,omitempty"`
	}
	jsonCell struct {
		Cell string `json:"cell"`
	}
	jsonClue struct {
		Cell  string `json:"cell"`
		Value string `json:"value"`
	}
	// jsonText is a text drawn over its cells' centre: here an
	// inequality sign on the edge between two cells.
	jsonText struct {
		Cells []string `json:"cells"`
		Value string   `json:"value"`
		FontC string   `json:"fontC"`
		Size  float64  `json:"size"`
	}
	jsonLines struct {
		Lines [][]string `json:"lines"`
		Value string     `json:"value,omitempty"`
	}
	jsonArrow struct {
		Lines [][]string `json:"lines"`
		Cells []string   `json:"cells"`
	}
	jsonLittleKiller struct {
		Cell      string   `json:"cell"`
		Direction string   `json:"direction"`
		Value     string   `json:"value"`
		Cells     []string `json:"cells"`
	}
	jsonClone struct {
		Cells      []string `json:"cells"`
		CloneCells []string `json:"cloneCells"`
	}
	jsonQuadruple struct {
		Cells  []string `json:"cells"`
		Values []int    `json:"values"`
	}
	jsonGridCell struct {
		value  int
		region int   // -1: no region (null); -2: the cell's box (omitted)
		marks  []int // givenPencilMarks, if any
	}

	// jsonHead is the start of the top-level object, its fields in the
	// order f-puzzles writes them.
	jsonHead struct {
		Size    int              `json:"size"`
		Title   string           `json:"title,omitempty"`
		Author  string           `json:"author,omitempty"`
		Ruleset string           `json:"ruleset,omitempty"`
		Grid    [][]jsonGridCell `json:"grid"`
	}

	// jsonPuzzle is the top-level object: the head, the global rules'
	// booleans that are set (in the order of rules.Globals), "negative",
	// then the non-empty collections in the order of fpzRows, then the
	// solution.
	jsonPuzzle struct {
		head        jsonHead
		flags       []string
		negative    []string
		collections []jsonCollection
		solution    []int
	}
	jsonCollection struct {
		key     string
		entries []any
	}
)

// MarshalJSON writes the object's fields in order.
func (j jsonPuzzle) MarshalJSON() ([]byte, error) {
	head, err := json.Marshal(j.head)
	if err != nil {
		return nil, err
	}
	buf := bytes.NewBuffer(head[:len(head)-1]) // without the closing brace
	field := func(key string, v any) error {
		data, err := json.Marshal(v)
		if err != nil {
			return err
		}
		k, _ := json.Marshal(key)
		buf.WriteByte(',')
		buf.Write(k)
		buf.WriteByte(':')
		buf.Write(data)
		return nil
	}
	for _, k := range j.flags {
		if err := field(k, true); err != nil {
			return nil, err
		}
	}
	if len(j.negative) > 0 {
		if err := field("negative", j.negative); err != nil {
			return nil, err
		}
	}
	for _, c := range j.collections {
		if err := field(c.key, c.entries); err != nil {
			return nil, err
		}
	}
	if j.solution != nil {
		if err := field("solution", j.solution); err != nil {
			return nil, err
		}
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// MarshalJSON writes a grid cell)

// MarshalJSON writes a grid cell: {"value": 5, "given": true} for a
// given, "region" for a jigsaw or a grid without regions,
// "givenPencilMarks" for given candidates, {} otherwise.
func (c jsonGridCell) MarshalJSON() ([]byte, error) {
	var parts []string
	if c.value != 0 {
		parts = append(parts, `"value":`+strconv.Itoa(c.value), `"given":true`)
	}
	switch {
	case c.region == -1:
		parts = append(parts, `"region":null`)
	case c.region >= 0:
		parts = append(parts, `"region":`+strconv.Itoa(c.region))
	}
	if len(c.marks) > 0 {
		ds := make([]string, len(c.marks))
		for i, d := range c.marks {
			ds[i] = strconv.Itoa(d)
		}
		parts = append(parts, `"givenPencilMarks":[`+strings.Join(ds, ",")+`]`)
	}
	return []byte("{" + strings.Join(parts, ",") + "}"), nil
}

func names(cells []sudoku.Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = fpzCellName(c)
	}
	return out
}

func optInt(v int) string {
	if v == 0 {
		return ""
	}
	return strconv.Itoa(v)
}

// clueCell returns the outside cell of a clue on line, read from the end
// or not.
func clueCell(n int, line rules.Line, fromEnd bool) string {
	edge := -1
	if fromEnd {
		edge = n
	}
	if line.Col {
		return fpzCellName(sudoku.Cell{Row: edge, Col: line.Index})
	}
	return fpzCellName(sudoku.Cell{Row: line.Index, Col: edge})
}

func (f *fpz) toJSON() jsonPuzzle {
	n := f.size
	s := f.shape()
	h := jsonHead{Size: n, Title: f.title, Author: f.author, Ruleset: f.ruleset()}
	var region []int
	if f.layout == layoutJigsaw {
		region = regionLayout(s, f.jigsaw.Regions)
	}
	std, _ := sudoku.ShapeOf(n)
	h.Grid = make([][]jsonGridCell, n)
	for r := range n {
		h.Grid[r] = make([]jsonGridCell, n)
		for c := range n {
			cell := jsonGridCell{region: -2}
			if f.givens != nil {
				cell.value = f.givens[r*n+c]
			}
			switch {
			case f.layout == layoutJigsaw:
				cell.region = region[r*n+c]
			case f.layout == layoutLatin && std.HasBoxes() && f.rowRegions:
				cell.region = r
			case f.layout == layoutLatin && std.HasBoxes():
				cell.region = -1
			}
			h.Grid[r][c] = cell
		}
	}
	for _, rule := range f.coll["givenPencilMarks"] {
		gc := rule.(rules.GivenCandidates)
		h.Grid[gc.Cell.Row][gc.Cell.Col].marks = gc.Digits
	}
	j := jsonPuzzle{head: h, solution: f.solution}
	for _, g := range rules.Globals() {
		for _, k := range g.FPuzzles {
			if f.flags[k] && !slices.Contains(j.flags, k) {
				j.flags = append(j.flags, k)
			}
		}
	}
	if f.negRatio {
		j.negative = append(j.negative, "ratio")
	}
	if f.negXV {
		j.negative = append(j.negative, "xv")
	}
	for _, row := range fpzRows {
		if row.inGrid {
			continue
		}
		if entries := row.encode(s, f.merged(row.key)); len(entries) > 0 {
			j.collections = append(j.collections, jsonCollection{row.key, entries})
		}
	}
	return j
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// ruleset writes the rules in words for f-puzzles' rules panel.
func (f *fpz) ruleset() string {
	n := f.size
	var sb []string
	switch f.layout {
	case layoutBoxes:
		sb = append(sb, "Normal sudoku rules apply.")
	case layoutJigsaw:
		sb = append(sb, fmt.Sprintf("Place the digits 1 to %d once in each row, column and outlined region.", n))
	default:
		sb = append(sb, fmt.Sprintf("Place the digits 1 to %d once in each row and column.", n))
	}
	add := func(cond bool, text string) {
		if cond {
			sb = append(sb, text)
		}
	}
	for _, g := range f.globals() {
		add(!slices.Contains(sb, g.Sentence), g.Sentence)
	}
	// f-puzzles' non-consecutive exempts dotted pairs (see rules).
	add(f.has(rules.NonConsecutive{}), "Orthogonally adjacent cells without a dot may not hold consecutive digits.")
	add(f.negRatio, "All black dots are given.")
	add(f.negXV, "All X and V are given.")
	for _, row := range fpzRows {
		if len(f.merged(row.key)) == 0 {
			continue
		}
		// Rows that share a sentence (minimum and maximum cells, the
		// indexers) state it once.
		if text := row.text(n); !slices.Contains(sb, text) {
			sb = append(sb, text)
		}
	}
	return strings.Join(sb, " ")
}

// compactJSON returns f as f-puzzles JSON without indentation.
func compactJSON(f *fpz) ([]byte, error) {
	return json.Marshal(f.toJSON())
}
