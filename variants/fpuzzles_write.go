package variants

import (
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
// cells off the grid, empty lines, a little killer total that is not
// positive, given candidates out of range, and a region sum line cut at
// other regions than the grid's.
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

func ruleErr(i int, r sudoku.Rule, err error) error {
	name := "nil"
	if r != nil {
		name = sudoku.RuleName(r)
	}
	return &FieldError{Format: fpuzzlesFormat, Field: fmt.Sprintf("rule %d (%s)", i+1, name), Err: err}
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

// onGrid checks that cells are grid cells, at least min of them.
func (w *writer) onGrid(cells []sudoku.Cell, min int) error {
	if len(cells) < min {
		return bad("%d cells, want at least %d", len(cells), min)
	}
	for _, c := range cells {
		if !w.shape.Contains(c) {
			return bad("cell %s is off the %dx%d grid", c, w.n, w.n)
		}
	}
	return nil
}

// rule classifies one rule.
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
	case rules.Diagonal:
		if r.Anti {
			f.diagAnti = true
		} else {
			f.diagMain = true
		}
	case rules.AntiKnight:
		f.antiKnight = true
	case rules.AntiKing:
		f.antiKing = true
	case rules.DisjointGroups:
		f.disjoint = true
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
			f.extra = append(f.extra, rules.ExtraRegion{Cells: win})
		}
	case rules.Distinct:
		if err := w.onGrid(r.Cells, 1); err != nil {
			return err
		}
		f.extra = append(f.extra, rules.ExtraRegion{Cells: r.Cells})
	case rules.ExtraRegion:
		if err := w.onGrid(r.Cells, 1); err != nil {
			return err
		}
		f.extra = append(f.extra, r)
	case rules.Cage:
		f.cages = append(f.cages, r)
	case rules.LittleKiller:
		if r.Sum <= 0 {
			return cannot("a little killer total of %d: f-puzzles skips totals that are not positive", r.Sum)
		}
		if _, ok := fpzDirectionName(r.Dir); !ok || len(r.Cells(w.shape)) == 0 {
			return bad("the clue at %s does not point into the grid", r.Clue)
		}
		f.littleKillers = append(f.littleKillers, r)
	case rules.Thermometer:
		if err := w.onGrid(r.Cells, 1); err != nil {
			return err
		}
		f.thermos = append(f.thermos, r)
	case rules.SlowThermometer:
		if err := w.onGrid(r.Cells, 1); err != nil {
			return err
		}
		f.slowThermos = append(f.slowThermos, r)
	case rules.Arrow:
		if err := w.onGrid(r.Circle, 1); err != nil {
			return err
		}
		if err := w.onGrid(r.Line, 1); err != nil {
			return err
		}
		if !slices.IsSortedFunc(r.Circle, cellOrder) {
			return cannot("a pill read in other than reading order (%s first)", r.Circle[0])
		}
		f.arrows = append(f.arrows, r)
	case rules.Difference:
		if err := w.onGrid([]sudoku.Cell{r.A, r.B}, 2); err != nil {
			return err
		}
		if r.Value < 0 {
			return bad("negative difference %d", r.Value)
		}
		f.diffs = append(f.diffs, r)
	case rules.Ratio:
		if err := w.onGrid([]sudoku.Cell{r.A, r.B}, 2); err != nil {
			return err
		}
		if r.Value < 0 {
			return bad("negative ratio %d", r.Value)
		}
		f.ratios = append(f.ratios, r)
	case rules.XV:
		if err := w.onGrid([]sudoku.Cell{r.A, r.B}, 2); err != nil {
			return err
		}
		if r.Sum != 5 && r.Sum != 10 {
			return cannot("an XV sum of %d: only X (10) and V (5)", r.Sum)
		}
		f.xvs = append(f.xvs, r)
	case rules.Odd:
		return w.cellsInto(&f.odd, r.Cells)
	case rules.Even:
		return w.cellsInto(&f.even, r.Cells)
	case rules.Minimum:
		return w.cellsInto(&f.minimum, r.Cells)
	case rules.Maximum:
		return w.cellsInto(&f.maximum, r.Cells)
	case rules.RowIndexer:
		return w.cellsInto(&f.rowIdx, r.Cells)
	case rules.ColumnIndexer:
		return w.cellsInto(&f.colIdx, r.Cells)
	case rules.BoxIndexer:
		return w.cellsInto(&f.boxIdx, r.Cells)
	case rules.Palindrome:
		return lineInto(w, &f.palindromes, r, r.Cells)
	case rules.Renban:
		return lineInto(w, &f.renbans, r, r.Cells)
	case rules.Whispers:
		if r.Diff < 0 {
			return bad("negative difference %d", r.Diff)
		}
		return lineInto(w, &f.whispers, r, r.Cells)
	case rules.Between:
		return lineInto(w, &f.betweens, r, r.Cells)
	case rules.RegionSum:
		return lineInto(w, &f.regionSums, r, r.Cells)
	case rules.Zipper:
		return lineInto(w, &f.zippers, r, r.Cells)
	case rules.Entropic:
		return lineInto(w, &f.entropics, r, r.Cells)
	case rules.Modular:
		return lineInto(w, &f.modulars, r, r.Cells)
	case rules.Nabner:
		return lineInto(w, &f.nabners, r, r.Cells)
	case rules.DoubleArrow:
		return lineInto(w, &f.doubleArrows, r, r.Cells)
	case rules.GivenCandidates:
		f.candidates = append(f.candidates, r)
	case rules.Clone:
		f.clones = append(f.clones, r)
	case rules.Quadruple:
		f.quads = append(f.quads, r)
	case rules.Sandwich:
		f.sandwiches = append(f.sandwiches, r)
	case rules.XSum:
		f.xsums = append(f.xsums, r)
	case rules.Skyscraper:
		f.skyscrapers = append(f.skyscrapers, r)
	case rules.GreaterThan:
		if err := w.onGrid([]sudoku.Cell{r.Big, r.Small}, 2); err != nil {
			return err
		}
		if abs(r.Big.Row-r.Small.Row)+abs(r.Big.Col-r.Small.Col) != 1 {
			return cannot("a greater-than sign between %s and %s, which do not touch", r.Big, r.Small)
		}
		f.greater = append(f.greater, r)
	default:
		return cannot("this rule (%T)", r)
	}
	return nil
}

func (w *writer) cellsInto(dst *[]sudoku.Cell, cells []sudoku.Cell) error {
	if err := w.onGrid(cells, 0); err != nil {
		return err
	}
	*dst = append(*dst, cells...)
	return nil
}

func lineInto[R sudoku.Rule](w *writer, dst *[]R, r R, cells []sudoku.Cell) error {
	if err := w.onGrid(cells, 1); err != nil {
		return err
	}
	*dst = append(*dst, r)
	return nil
}

// finish checks what needs the whole rule list: the houses and the
// negative constraints.
func (w *writer) finish() error {
	f := w.f
	whole := func(field string, err error) error {
		return &FieldError{Format: fpuzzlesFormat, Field: field, Err: err}
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
		case f.disjoint:
			return whole("rules", cannot("disjoint groups without the standard boxes"))
		case len(f.boxIdx) > 0:
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
		f.nonConsec = nk.White || w.plainNonConsec
		f.negRatio = nk.Black
	case w.plainNonConsec && len(dots) > 0:
		return whole("rules", cannot("rules.NonConsecutive with kropki dots: f-puzzles exempts dotted pairs from it; use rules.NegativeKropki{White: true, Marked: the dots' pairs}"))
	case w.plainNonConsec:
		f.nonConsec = true
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
	if len(f.regionSums) == 0 {
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
	for i, r := range f.regionSums {
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
		f.regionSums[i].Regions = want
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
	if len(f.candidates) == 0 {
		return nil
	}
	byCell := map[sudoku.Cell][]int{}
	for _, r := range f.candidates {
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
	f.candidates = f.candidates[:0]
	for i := range w.shape.NumCells() {
		c := w.shape.CellAt(i)
		if ds, ok := byCell[c]; ok {
			f.candidates = append(f.candidates, rules.GivenCandidates{Cell: c, Digits: ds})
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

	// jsonPuzzle is the top-level object, its fields in the order
	// f-puzzles writes them.
	jsonPuzzle struct {
		Size           int                `json:"size"`
		Title          string             `json:"title,omitempty"`
		Author         string             `json:"author,omitempty"`
		Ruleset        string             `json:"ruleset,omitempty"`
		Grid           [][]jsonGridCell   `json:"grid"`
		DiagonalAnti   bool               `json:"diagonal+,omitempty"`
		DiagonalMain   bool               `json:"diagonal-,omitempty"`
		AntiKnight     bool               `json:"antiknight,omitempty"`
		AntiKing       bool               `json:"antiking,omitempty"`
		DisjointGroups bool               `json:"disjointgroups,omitempty"`
		NonConsecutive bool               `json:"nonconsecutive,omitempty"`
		Negative       []string           `json:"negative,omitempty"`
		ExtraRegion    []jsonCells        `json:"extraregion,omitempty"`
		KillerCage     []jsonCells        `json:"killercage,omitempty"`
		LittleKiller   []jsonLittleKiller `json:"littlekillersum,omitempty"`
		Thermometer    []jsonLines        `json:"thermometer,omitempty"`
		SlowThermo     []jsonLines        `json:"slowthermometer,omitempty"`
		Arrow          []jsonArrow        `json:"arrow,omitempty"`
		Difference     []jsonCells        `json:"difference,omitempty"`
		Ratio          []jsonCells        `json:"ratio,omitempty"`
		XV             []jsonCells        `json:"xv,omitempty"`
		Odd            []jsonCell         `json:"odd,omitempty"`
		Even           []jsonCell         `json:"even,omitempty"`
		Minimum        []jsonCell         `json:"minimum,omitempty"`
		Maximum        []jsonCell         `json:"maximum,omitempty"`
		Palindrome     []jsonLines        `json:"palindrome,omitempty"`
		Renban         []jsonLines        `json:"renban,omitempty"`
		Whispers       []jsonLines        `json:"whispers,omitempty"`
		BetweenLine    []jsonLines        `json:"betweenline,omitempty"`
		RegionSumLine  []jsonLines        `json:"regionsumline,omitempty"`
		ZipperLine     []jsonLines        `json:"zipperline,omitempty"`
		EntropicLine   []jsonLines        `json:"entropicline,omitempty"`
		ModularLine    []jsonLines        `json:"modularline,omitempty"`
		Nabner         []jsonLines        `json:"nabner,omitempty"`
		DoubleArrow    []jsonLines        `json:"doublearrow,omitempty"`
		Clone          []jsonClone        `json:"clone,omitempty"`
		Quadruple      []jsonQuadruple    `json:"quadruple,omitempty"`
		Text           []jsonText         `json:"text,omitempty"`
		SandwichSum    []jsonClue         `json:"sandwichsum,omitempty"`
		XSum           []jsonClue         `json:"xsum,omitempty"`
		Skyscraper     []jsonClue         `json:"skyscraper,omitempty"`
		RowIndexer     []jsonCells        `json:"rowindexer,omitempty"`
		ColumnIndexer  []jsonCells        `json:"columnindexer,omitempty"`
		BoxIndexer     []jsonCells        `json:"boxindexer,omitempty"`
		Solution       []int              `json:"solution,omitempty"`
	}
)

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

func lines[R any](rs []R, cells func(R) []sudoku.Cell, value func(R) string) []jsonLines {
	out := make([]jsonLines, len(rs))
	for i, r := range rs {
		out[i] = jsonLines{Lines: [][]string{names(cells(r))}, Value: value(r)}
	}
	return out
}

func noValue[R any](R) string { return "" }

func cellEntries(cells []sudoku.Cell) []jsonCell {
	out := make([]jsonCell, len(cells))
	for i, c := range cells {
		out[i] = jsonCell{fpzCellName(c)}
	}
	return out
}

func cellsEntry(cells []sudoku.Cell) []jsonCells {
	if len(cells) == 0 {
		return nil
	}
	return []jsonCells{{Cells: names(cells)}}
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
	j := jsonPuzzle{Size: n, Title: f.title, Author: f.author, Ruleset: f.ruleset()}
	var region []int
	if f.layout == layoutJigsaw {
		region = regionLayout(s, f.jigsaw.Regions)
	}
	std, _ := sudoku.ShapeOf(n)
	j.Grid = make([][]jsonGridCell, n)
	for r := range n {
		j.Grid[r] = make([]jsonGridCell, n)
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
			j.Grid[r][c] = cell
		}
	}
	j.DiagonalAnti, j.DiagonalMain = f.diagAnti, f.diagMain
	j.AntiKnight, j.AntiKing, j.DisjointGroups = f.antiKnight, f.antiKing, f.disjoint
	j.NonConsecutive = f.nonConsec
	if f.negRatio {
		j.Negative = append(j.Negative, "ratio")
	}
	if f.negXV {
		j.Negative = append(j.Negative, "xv")
	}
	for _, e := range f.extra {
		j.ExtraRegion = append(j.ExtraRegion, jsonCells{Cells: names(e.Cells)})
	}
	for _, c := range f.cages {
		j.KillerCage = append(j.KillerCage, jsonCells{Cells: names(c.Cells), Value: optInt(c.Sum)})
	}
	for _, lk := range f.littleKillers {
		dir, _ := fpzDirectionName(lk.Dir)
		j.LittleKiller = append(j.LittleKiller, jsonLittleKiller{Cell: fpzCellName(lk.Clue), Direction: dir,
			Value: strconv.Itoa(lk.Sum), Cells: names(lk.Cells(s))})
	}
	j.Thermometer = lines(f.thermos, func(t rules.Thermometer) []sudoku.Cell { return t.Cells }, noValue)
	j.SlowThermo = lines(f.slowThermos, func(t rules.SlowThermometer) []sudoku.Cell { return t.Cells }, noValue)
	for _, a := range f.arrows {
		// The line starts inside the circle, at a circle cell next to the
		// line's first cell if there is one.
		start := a.Circle[len(a.Circle)-1]
		for _, c := range a.Circle {
			if abs(c.Row-a.Line[0].Row) <= 1 && abs(c.Col-a.Line[0].Col) <= 1 {
				start = c
				break
			}
		}
		line := append([]sudoku.Cell{start}, a.Line...)
		j.Arrow = append(j.Arrow, jsonArrow{Lines: [][]string{names(line)}, Cells: names(a.Circle)})
	}
	for _, d := range f.diffs {
		j.Difference = append(j.Difference, jsonCells{Cells: names([]sudoku.Cell{d.A, d.B}), Value: optInt(d.Value)})
	}
	for _, r := range f.ratios {
		j.Ratio = append(j.Ratio, jsonCells{Cells: names([]sudoku.Cell{r.A, r.B}), Value: optInt(r.Value)})
	}
	for _, x := range f.xvs {
		v := "X"
		if x.Sum == 5 {
			v = "V"
		}
		j.XV = append(j.XV, jsonCells{Cells: names([]sudoku.Cell{x.A, x.B}), Value: v})
	}
	j.Odd, j.Even = cellEntries(f.odd), cellEntries(f.even)
	j.Minimum, j.Maximum = cellEntries(f.minimum), cellEntries(f.maximum)
	j.Palindrome = lines(f.palindromes, func(r rules.Palindrome) []sudoku.Cell { return r.Cells }, noValue)
	j.Renban = lines(f.renbans, func(r rules.Renban) []sudoku.Cell { return r.Cells }, noValue)
	j.Whispers = lines(f.whispers, func(r rules.Whispers) []sudoku.Cell { return r.Cells },
		func(r rules.Whispers) string { return optInt(r.Diff) })
	j.BetweenLine = lines(f.betweens, func(r rules.Between) []sudoku.Cell { return r.Cells }, noValue)
	j.RegionSumLine = lines(f.regionSums, func(r rules.RegionSum) []sudoku.Cell { return r.Cells }, noValue)
	j.ZipperLine = lines(f.zippers, func(r rules.Zipper) []sudoku.Cell { return r.Cells }, noValue)
	j.EntropicLine = lines(f.entropics, func(r rules.Entropic) []sudoku.Cell { return r.Cells }, noValue)
	j.ModularLine = lines(f.modulars, func(r rules.Modular) []sudoku.Cell { return r.Cells }, noValue)
	j.Nabner = lines(f.nabners, func(r rules.Nabner) []sudoku.Cell { return r.Cells }, noValue)
	j.DoubleArrow = lines(f.doubleArrows, func(r rules.DoubleArrow) []sudoku.Cell { return r.Cells }, noValue)
	for _, gc := range f.candidates {
		j.Grid[gc.Cell.Row][gc.Cell.Col].marks = gc.Digits
	}
	for _, c := range f.clones {
		j.Clone = append(j.Clone, jsonClone{Cells: names(c.A), CloneCells: names(c.B)})
	}
	for _, q := range f.quads {
		c := q.Corner
		block := []sudoku.Cell{c, {Row: c.Row, Col: c.Col + 1}, {Row: c.Row + 1, Col: c.Col}, {Row: c.Row + 1, Col: c.Col + 1}}
		j.Quadruple = append(j.Quadruple, jsonQuadruple{Cells: names(block), Values: slices.Clone(q.Digits)})
	}
	for _, sw := range f.sandwiches {
		j.SandwichSum = append(j.SandwichSum, jsonClue{Cell: clueCell(n, sw.Line, false), Value: strconv.Itoa(sw.Sum)})
	}
	for _, x := range f.xsums {
		j.XSum = append(j.XSum, jsonClue{Cell: clueCell(n, x.Line, x.FromEnd), Value: strconv.Itoa(x.Sum)})
	}
	for _, sk := range f.skyscrapers {
		j.Skyscraper = append(j.Skyscraper, jsonClue{Cell: clueCell(n, sk.Line, sk.FromEnd), Value: strconv.Itoa(sk.Count)})
	}
	for _, g := range f.greater {
		// The sign points to the smaller cell: ">" from the left, "v" from
		// above, over the two cells in reading order.
		a, b, sign := g.Big, g.Small, ">"
		if b.Row < a.Row || b.Col < a.Col {
			a, b, sign = b, a, "<"
		}
		if a.Col == b.Col {
			sign = map[string]string{">": "v", "<": "^"}[sign]
		}
		j.Text = append(j.Text, jsonText{Cells: names([]sudoku.Cell{a, b}), Value: sign, FontC: "#000000", Size: 0.75})
	}
	j.RowIndexer = cellsEntry(f.rowIdx)
	j.ColumnIndexer = cellsEntry(f.colIdx)
	j.BoxIndexer = cellsEntry(f.boxIdx)
	if f.solution != nil {
		j.Solution = f.solution
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
	add(f.diagMain && f.diagAnti, "Digits may not repeat on either main diagonal.")
	add(f.diagMain != f.diagAnti, "Digits may not repeat on the marked diagonal.")
	add(f.antiKnight, "Cells a chess knight's move apart may not hold the same digit.")
	add(f.antiKing, "Cells a chess king's move apart may not hold the same digit.")
	add(f.disjoint, "Cells in the same position of each box hold different digits.")
	add(f.nonConsec, "Orthogonally adjacent cells without a dot may not hold consecutive digits.")
	add(f.negRatio, "All black dots are given.")
	add(f.negXV, "All X and V are given.")
	add(len(f.extra) > 0, "Digits may not repeat in a shaded region.")
	add(len(f.cages) > 0, "Digits in a cage do not repeat and sum to the clue in its corner.")
	add(len(f.littleKillers) > 0, "Clues outside the grid give the sum of the digits along the indicated diagonal.")
	add(len(f.thermos) > 0, "Digits increase along each thermometer from the bulb.")
	add(len(f.slowThermos) > 0, "Digits never decrease along each slow thermometer from the bulb.")
	add(len(f.arrows) > 0, "Digits along an arrow sum to the number in its circle.")
	add(len(f.diffs) > 0, "Cells joined by a white dot differ by 1 (or the dot's value).")
	add(len(f.ratios) > 0, "Cells joined by a black dot are in a 1:2 ratio (or the dot's value).")
	add(len(f.xvs) > 0, "Cells joined by an X sum to 10, by a V to 5.")
	add(len(f.odd) > 0, "Circled cells hold odd digits.")
	add(len(f.even) > 0, "Squared cells hold even digits.")
	add(len(f.minimum)+len(f.maximum) > 0, "Marked cells are smaller (minimum) or larger (maximum) than their orthogonal neighbours.")
	add(len(f.palindromes) > 0, "Palindrome lines read the same in both directions.")
	add(len(f.renbans) > 0, "Renban lines hold a set of consecutive digits in any order.")
	add(len(f.whispers) > 0, "Neighbouring digits on a whispers line differ by at least the line's value (5 unless given).")
	add(len(f.betweens) > 0, "Digits on a between line lie strictly between its two circled ends.")
	add(len(f.regionSums) > 0, "Each box a region sum line passes through holds the same total on the line.")
	add(len(f.zippers) > 0, "Digits equally far from the centre of a zipper line sum to the same total.")
	add(len(f.entropics) > 0, "Any three consecutive cells on an entropic line hold a low, a middle and a high digit.")
	add(len(f.modulars) > 0, "Any three consecutive cells on a modular line hold different remainders modulo 3.")
	add(len(f.nabners) > 0, "No two digits on a nabner line are equal or consecutive.")
	add(len(f.doubleArrows) > 0, "The two circled ends of a double arrow add up to the digits between them.")
	add(len(f.clones) > 0, "Cloned regions hold the same digits in corresponding cells.")
	add(len(f.quads) > 0, "The digits in a circle appear in the four cells around it.")
	add(len(f.sandwiches) > 0, fmt.Sprintf("Clues give the sum of the digits between the 1 and the %d in that row or column.", n))
	add(len(f.xsums) > 0, "Clues give the sum of the first X digits from that side, where X is the first digit.")
	add(len(f.skyscrapers) > 0, "Clues give the number of digits visible from that side, taller digits hiding shorter ones.")
	add(len(f.rowIdx)+len(f.colIdx)+len(f.boxIdx) > 0, "Indexing cells point to where their own row, column or box position appears.")
	add(len(f.candidates) > 0, "A cell with small digits in it holds one of them.")
	add(len(f.greater) > 0, "An inequality sign between two cells points to the smaller digit.")
	return strings.Join(sb, " ")
}

// compactJSON returns f as f-puzzles JSON without indentation.
func compactJSON(f *fpz) ([]byte, error) {
	return json.Marshal(f.toJSON())
}
