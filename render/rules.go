package render

import (
	"fmt"
	"image/color"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// builtins is the one place where the package says how each built-in
// rule family is drawn: one row per type of package rules. Adding a
// family adds a row here and nothing else; a rule type without a row is
// drawn by its Draw method if it is a [Drawer], else by a generic marking
// (see custom.go).
var builtins = index(
	// Regions. Rows and columns need no drawing; the grid draws the
	// borders of boxes and jigsaw regions.
	row(func(*drawer, rules.Rows) {}),
	row(func(*drawer, rules.Columns) {}),
	regionsRow(func(d *drawer, _ rules.Boxes) [][]sudoku.Cell {
		if !d.p.Shape.HasBoxes() {
			return nil
		}
		boxes := make([][]sudoku.Cell, d.n)
		for i := range d.p.Shape.NumCells() {
			c := d.p.Shape.CellAt(i)
			b := d.p.Shape.BoxOf(c)
			boxes[b] = append(boxes[b], c)
		}
		return boxes
	}),
	regionsRow(func(d *drawer, r rules.Jigsaw) [][]sudoku.Cell {
		if err := r.Validate(d.p.Shape); err != nil {
			d.fail(fmt.Errorf("render: %w", err))
			return nil
		}
		return r.Regions
	}),
	row(func(d *drawer, r rules.Diagonal) {
		a, b := d.vertex(0, 0), d.vertex(d.n, d.n)
		if r.Anti {
			a, b = d.vertex(0, d.n), d.vertex(d.n, 0)
		}
		d.add(layerLines, &path{class: "diagonal", pts: []point{a, b}, stroke: nrgba(d.st.theme.Diagonal), width: d.s * 0.03, cap: capButt})
	}),
	row(func(d *drawer, r rules.ExtraRegion) {
		if d.on(r, r.Cells...) {
			d.shade("extra-region", r.Cells, d.st.theme.Region)
		}
	}),
	row(func(d *drawer, r rules.Distinct) {
		if d.on(r, r.Cells...) {
			d.shade("distinct", r.Cells, d.st.theme.Region)
		}
	}),
	row(func(d *drawer, r rules.Windoku) {
		windows, err := r.Windows(d.p.Shape)
		if err != nil {
			d.fail(fmt.Errorf("render: %w", err))
			return
		}
		for _, w := range windows {
			d.shade("window", w, d.st.theme.Region)
		}
	}),

	// Cages.
	row(func(d *drawer, r rules.Cage) { d.cage(r, "cage", r.Cells, cageLabel(r), 0.1, 0.066) }),
	// Digits may repeat in a sum cage: shorter dashes tell it apart.
	row(func(d *drawer, r rules.SumCage) { d.cage(r, "sum-cage", r.Cells, sumLabel(r.Sum), 0.04, 0.06) }),
	// A weighted sum is drawn as a sum cage of its cells, each once.
	row(func(d *drawer, r rules.WeightedSum) {
		var set []sudoku.Cell
		for _, c := range r.Cells {
			if !slices.Contains(set, c) {
				set = append(set, c)
			}
		}
		d.cage(r, "weighted-sum", set, "Σ"+strconv.Itoa(r.Sum), 0.04, 0.06)
	}),
	row(func(d *drawer, r rules.RellikCage) {
		d.cage(r, "rellik-cage", r.Cells, "≠"+strconv.Itoa(r.Sum), 0.1, 0.066)
	}),
	row(func(d *drawer, r rules.EqualityCage) { d.cage(r, "equality-cage", r.Cells, "=", 0.1, 0.066) }),
	row(func(d *drawer, r rules.Contain) { d.cage(r, "contain", r.Cells, containLabel(r), 0.04, 0.06) }),
	// Each segment is a cage marked "=", a single cell too.
	row(func(d *drawer, r rules.EqualSum) {
		for _, seg := range r.Segments {
			d.cage(r, "equal-sum", seg, "=", 0.04, 0.06)
		}
	}),
	row(func(d *drawer, r rules.CountDistinct) {
		d.shadeRule(r, "count-distinct", []sudoku.Cell{r.Control}, d.st.theme.Indexer)
		d.cage(r, "count-distinct", r.Cells, "#", 0.04, 0.06)
	}),
	row(func(d *drawer, r rules.SameValues) {
		for _, set := range r.Sets {
			d.shadeRule(r, "same-values", set, d.st.theme.Clone)
		}
	}),
	// A lunchbox: a cage of dots, its sum even when 0.
	row(func(d *drawer, r rules.Lunchbox) { d.cage(r, "lunchbox", r.Cells, strconv.Itoa(r.Sum), 0.01, 0.05) }),
	row(func(d *drawer, r rules.LookAndSay) {
		d.cage(r, "look-and-say", r.Cells, lookAndSayLabel(r), 0.02, 0.04)
	}),

	// Lines.
	row(func(d *drawer, r rules.Thermometer) { d.thermo(r, "thermo", r.Cells, false) }),
	row(func(d *drawer, r rules.SlowThermometer) { d.thermo(r, "slow-thermo", r.Cells, true) }),
	row((*drawer).arrow),
	row(func(d *drawer, r rules.Whispers) { d.line(r, "whispers", r.Cells, d.st.theme.Whispers) }),
	row(func(d *drawer, r rules.Renban) { d.line(r, "renban", r.Cells, d.st.theme.Renban) }),
	row(func(d *drawer, r rules.Palindrome) { d.line(r, "palindrome", r.Cells, d.st.theme.Palindrome) }),
	row(func(d *drawer, r rules.RegionSum) { d.line(r, "region-sum", r.Cells, d.st.theme.RegionSum) }),
	row(func(d *drawer, r rules.Zipper) { d.line(r, "zipper", r.Cells, d.st.theme.Zipper) }),
	row(func(d *drawer, r rules.Entropic) { d.line(r, "entropic", r.Cells, d.st.theme.Entropic) }),
	row(func(d *drawer, r rules.Modular) { d.line(r, "modular", r.Cells, d.st.theme.Modular) }),
	row(func(d *drawer, r rules.Nabner) { d.line(r, "nabner", r.Cells, d.st.theme.Nabner) }),
	row(func(d *drawer, r rules.ParityLine) { d.line(r, "parity", r.Cells, d.st.theme.Parity) }),
	row(func(d *drawer, r rules.SequenceLine) { d.line(r, "sequence", r.Cells, d.st.theme.Sequence) }),
	row(func(d *drawer, r rules.Regex) { d.line(r, "regex", r.Cells, d.st.theme.Regex) }),
	row(func(d *drawer, r rules.StateMachine) {
		for _, seg := range r.Segments {
			d.line(r, "state-machine", seg, d.st.theme.Regex)
		}
	}),
	row(func(d *drawer, r rules.ValueIndexing) { d.line(r, "value-indexing", r.Cells, d.st.theme.Indexer) }),
	row((*drawer).lockout),
	row(func(d *drawer, r rules.SumLine) {
		cells := r.Cells
		if r.Loop && len(cells) > 0 {
			cells = append(slices.Clone(cells), cells[0]) // drawn closed
		}
		d.line(r, "sum-line", cells, d.st.theme.SumLine)
	}),
	row(func(d *drawer, r rules.DifferenceCount) { d.line(r, "difference-count", r.Cells, d.st.theme.DiffCount) }),
	row(func(d *drawer, r rules.FibonacciLine) { d.line(r, "fibonacci", r.Cells, d.st.theme.Fibonacci) }),
	row((*drawer).indexLine),
	row(func(d *drawer, r rules.HalfSumLine) { d.line(r, "half-sum-line", r.Cells, d.st.theme.HalfSum) }),
	row(func(d *drawer, r rules.DoubleArrow) {
		// A thin arrow line with a hollow circle at each end.
		d.endCircles(r, "double-arrow", r.Cells, d.st.theme.Arrow, 0.035, 0.035)
	}),
	row(func(d *drawer, r rules.Between) {
		d.endCircles(r, "between", r.Cells, d.st.theme.Between, 0.06, 0.04)
	}),

	// Pairs of cells.
	row(func(d *drawer, r rules.Difference) {
		if d.on(r, r.A, r.B) {
			d.dot("white-dot", r.A, r.B, false, r.Value, 1)
		}
	}),
	row(func(d *drawer, r rules.Ratio) {
		if d.on(r, r.A, r.B) {
			d.dot("black-dot", r.A, r.B, true, r.Value, 2)
		}
	}),
	row(func(d *drawer, r rules.DifferenceOrRatio) {
		if d.on(r, r.A, r.B) {
			th := d.st.theme
			mid := d.centre(r.A).add(d.centre(r.B)).scale(0.5)
			d.add(layerMarks, &circle{class: "either-dot", c: mid, r: d.s * 0.12, fill: nrgba(th.Marker), stroke: nrgba(th.Dot), width: d.s * 0.03})
		}
	}),
	row((*drawer).xv),
	row(func(d *drawer, r rules.GreaterThan) {
		if !d.on(r, r.Big, r.Small) {
			return
		}
		big, small := d.centre(r.Big), d.centre(r.Small)
		d.chevron("greater-than", big.add(small).scale(0.5), small.sub(big).unit(), d.s*0.07, d.s*0.13)
	}),
	row(func(d *drawer, r rules.Pair) {
		if d.on(r, r.A, r.B) {
			th := d.st.theme
			mid := d.centre(r.A).add(d.centre(r.B)).scale(0.5)
			d.add(layerMarks, &circle{class: "pair", c: mid, r: d.s * 0.08, fill: nrgba(th.Marker), stroke: nrgba(th.Dot), width: d.s * 0.02})
		}
	}),

	// Cells.
	row((*drawer).even),
	row((*drawer).odd),
	row(func(d *drawer, r rules.Minimum) { d.extremum(r, "minimum", r.Cells, false) }),
	row(func(d *drawer, r rules.Maximum) { d.extremum(r, "maximum", r.Cells, true) }),
	row((*drawer).quadruple),
	row((*drawer).countingCircles),
	row((*drawer).sunburn),
	row((*drawer).givenCandidates),
	row(func(d *drawer, r rules.Clone) {
		if d.on(r, r.A...) && d.on(r, r.B...) {
			d.shade("clone", r.A, d.st.theme.Clone)
			d.shade("clone", r.B, d.st.theme.Clone)
		}
	}),
	row(func(d *drawer, r rules.ColumnIndexer) { d.shadeRule(r, "column-indexer", r.Cells, d.st.theme.Indexer) }),
	row(func(d *drawer, r rules.RowIndexer) { d.shadeRule(r, "row-indexer", r.Cells, d.st.theme.Indexer) }),
	row(func(d *drawer, r rules.BoxIndexer) { d.shadeRule(r, "box-indexer", r.Cells, d.st.theme.Indexer) }),

	// Clues outside the grid: the drawing gets a margin for them.
	outsideRow((*drawer).littleKiller),
	outsideRow((*drawer).productDiagonals),
	outsideRow(func(d *drawer, r rules.Sandwich) { d.outside(r, "sandwich", r.Line, false, r.Sum) }),
	outsideRow(func(d *drawer, r rules.XSum) { d.outside(r, "x-sum", r.Line, r.FromEnd, r.Sum) }),
	outsideRow(func(d *drawer, r rules.Skyscraper) { d.outside(r, "skyscraper", r.Line, r.FromEnd, r.Count) }),
	outsideRow(func(d *drawer, r rules.NumberedRoom) { d.outside(r, "numbered-room", r.Line, r.FromEnd, r.Digit) }),
	outsideRow(func(d *drawer, r rules.FullRank) {
		for _, c := range r.Clues {
			d.outside(r, "full-rank", c.Line, c.FromEnd, c.Rank)
		}
	}),
	outsideRow(func(d *drawer, r rules.HiddenSkyscraper) {
		d.outside(r, "hidden-skyscraper", r.Line, r.FromEnd, r.Digit)
	}),

	// Rules over the whole grid have nothing to point at: the caption
	// under the grid names them.
	row(named[rules.AntiKnight]),
	row(named[rules.AntiKing]),
	row(named[rules.NoEqualAt]),
	row(named[rules.NonConsecutive]),
	row(named[rules.NegativeKropki]),
	row(named[rules.NegativeXV]),
	row(named[rules.DisjointGroups]),
	row(named[rules.NoParityRun]),
	row(named[rules.AntiTaxicab]),
	row(named[rules.Knightmare]),
	row(named[rules.DiagonalNonConsecutive]),
	row(named[rules.DutchFlatmates]),
	row(named[rules.GlobalEntropy]),
	row(named[rules.GlobalMod]),
)

// drawing is how the package draws the rules of one built-in type.
type drawing struct {
	typ  reflect.Type
	draw func(*drawer, sudoku.Rule)
	// regions returns the regions between which the grid draws thick
	// borders, such as boxes.
	regions func(*drawer, sudoku.Rule) [][]sudoku.Cell
	// outside is set for clues drawn outside the grid.
	outside bool
}

// row returns the row of rules of type R, drawn by f.
func row[R sudoku.Rule](f func(*drawer, R)) drawing {
	return drawing{typ: reflect.TypeFor[R](), draw: func(d *drawer, r sudoku.Rule) { f(d, r.(R)) }}
}

// outsideRow returns the row of clues of type R, drawn by f outside the
// grid.
func outsideRow[R sudoku.Rule](f func(*drawer, R)) drawing {
	dr := row(f)
	dr.outside = true
	return dr
}

// regionsRow returns the row of rules of type R that only divide the grid
// into regions, which f returns.
func regionsRow[R sudoku.Rule](f func(*drawer, R) [][]sudoku.Cell) drawing {
	return drawing{
		typ:     reflect.TypeFor[R](),
		draw:    func(*drawer, sudoku.Rule) {},
		regions: func(d *drawer, r sudoku.Rule) [][]sudoku.Cell { return f(d, r.(R)) },
	}
}

// index maps each row's type to its row. A type listed twice is a bug in
// the table, caught by every test of the package.
func index(rows ...drawing) map[reflect.Type]drawing {
	m := make(map[reflect.Type]drawing, len(rows))
	for _, row := range rows {
		if _, dup := m[row.typ]; dup {
			panic("render: two rows draw " + row.typ.String())
		}
		m[row.typ] = row
	}
	return m
}

// builtin returns the row that draws r, if r is a built-in rule.
func builtin(r sudoku.Rule) (drawing, bool) {
	dr, ok := builtins[reflect.TypeOf(r)]
	return dr, ok
}

// rule draws one rule: a built-in by its row, a [Drawer] by its method,
// any other rule by a generic marking.
func (d *drawer) rule(r sudoku.Rule) {
	if dr, ok := builtin(r); ok {
		dr.draw(d, r)
		return
	}
	if dw, ok := r.(Drawer); ok {
		d.custom(r, dw)
		return
	}
	d.generic(r)
}

// named names a rule over the whole grid in the caption, once.
func named[R sudoku.Rule](d *drawer, r R) { d.captionOnce(capitalize(sudoku.RuleName(r))) }

// captionOnce adds s to the caption under the grid unless it is there.
func (d *drawer) captionOnce(s string) {
	if !slices.Contains(d.caption, s) {
		d.caption = append(d.caption, s)
	}
}

// shadeRule shades a rule's cells.
func (d *drawer) shadeRule(r sudoku.Rule, class string, cells []sudoku.Cell, col color.Color) {
	if d.on(r, cells...) {
		d.shade(class, cells, col)
	}
}

// endCircles draws a line of the given width through the cells, with a
// hollow circle at each end: a double arrow or a between line.
func (d *drawer) endCircles(r sudoku.Rule, class string, cells []sudoku.Cell, col color.Color, lineWidth, circleWidth float64) {
	if !d.on(r, cells...) || len(cells) == 0 {
		return
	}
	s, c := d.s, nrgba(col)
	d.add(layerLines, &path{class: class, pts: d.centres(cells), stroke: c, width: s * lineWidth})
	for _, cl := range []sudoku.Cell{cells[0], cells[len(cells)-1]} {
		d.add(layerLines, &circle{class: class, c: d.centre(cl), r: s * 0.38, fill: nrgba(d.st.theme.Background), stroke: c, width: s * circleWidth})
	}
}

// lockout draws a thick line with a hollow diamond on each end, as
// setters draw lockout lines, and the difference inside the first one
// when it is not the default.
func (d *drawer) lockout(r rules.Lockout) {
	if !d.on(r, r.Cells...) || len(r.Cells) == 0 {
		return
	}
	th, s := d.st.theme, d.s
	col := nrgba(th.Lockout)
	d.add(layerLines, &path{class: "lockout", pts: d.centres(r.Cells), stroke: col, width: s * 0.2})
	h := s * 0.36
	for _, c := range []sudoku.Cell{r.Cells[0], r.Cells[len(r.Cells)-1]} {
		ctr := d.centre(c)
		d.add(layerLines, &path{class: "lockout", closed: true, fill: nrgba(th.Background), stroke: col, width: s * 0.05,
			pts: []point{{ctr.X, ctr.Y - h}, {ctr.X + h, ctr.Y}, {ctr.X, ctr.Y + h}, {ctr.X - h, ctr.Y}}})
	}
	if r.Diff != 0 {
		d.add(layerLines, d.label("lockout", d.centre(r.Cells[0]), strconv.Itoa(r.Diff), s*0.3, th.Clue, true))
	}
}

// indexLine draws a line with a filled diamond on its first cell, the
// end its positions are counted from, as setters draw index lines.
func (d *drawer) indexLine(r rules.IndexLine) {
	if !d.on(r, r.Cells...) || len(r.Cells) == 0 {
		return
	}
	s, col := d.s, nrgba(d.st.theme.IndexLine)
	d.line(r, "index-line", r.Cells, d.st.theme.IndexLine)
	ctr, h := d.centre(r.Cells[0]), s*0.22
	d.add(layerLines, &path{class: "index-line", closed: true, fill: col, stroke: col, width: s * 0.02,
		pts: []point{{ctr.X, ctr.Y - h}, {ctr.X + h, ctr.Y}, {ctr.X, ctr.Y + h}, {ctr.X - h, ctr.Y}}})
}

// xv draws an X, a V or the sum between two cells.
func (d *drawer) xv(r rules.XV) {
	if !d.on(r, r.A, r.B) {
		return
	}
	th, s := d.st.theme, d.s
	sign := strconv.Itoa(r.Sum)
	switch r.Sum {
	case 10:
		sign = "X"
	case 5:
		sign = "V"
	}
	mid := d.centre(r.A).add(d.centre(r.B)).scale(0.5)
	d.add(layerMarks, &circle{class: "xv", c: mid, r: s * 0.16, fill: nrgba(th.Background)})
	d.add(layerMarks, d.label("xv", mid, sign, s*0.36, th.Dot, true))
}

// even draws a grey square in each cell.
func (d *drawer) even(r rules.Even) {
	if !d.on(r, r.Cells...) {
		return
	}
	for _, c := range r.Cells {
		ctr, h := d.centre(c), d.s*0.32
		d.add(layerShade, &path{class: "even", closed: true, fill: nrgba(d.st.theme.Marker), pts: []point{
			{ctr.X - h, ctr.Y - h}, {ctr.X + h, ctr.Y - h}, {ctr.X + h, ctr.Y + h}, {ctr.X - h, ctr.Y + h}}})
	}
}

// odd draws a grey circle in each cell.
func (d *drawer) odd(r rules.Odd) {
	if !d.on(r, r.Cells...) {
		return
	}
	for _, c := range r.Cells {
		d.add(layerShade, &circle{class: "odd", c: d.centre(c), r: d.s * 0.34, fill: nrgba(d.st.theme.Marker)})
	}
}

// countingCircles draws a hollow circle in each cell, large enough to
// leave the digit inside it.
func (d *drawer) countingCircles(r rules.CountingCircles) {
	if !d.on(r, r.Cells...) {
		return
	}
	for _, c := range r.Cells {
		d.add(layerShade, &circle{class: "counting-circle", c: d.centre(c), r: d.s * 0.4, stroke: nrgba(d.st.theme.Dot), width: d.s * 0.025})
	}
}

// sumLabel is a cage's total as its corner shows it; none for 0.
func sumLabel(sum int) string {
	if sum > 0 {
		return strconv.Itoa(sum)
	}
	return ""
}

// containLabel lists the digits a set of cells must contain, "=" before
// them when exactly those: "1,2,2" or "=1,2".
func containLabel(r rules.Contain) string {
	ds := make([]string, len(r.Digits))
	for i, d := range r.Digits {
		ds[i] = strconv.Itoa(d)
	}
	if r.Exact {
		return "=" + strings.Join(ds, ",")
	}
	return strings.Join(ds, ",")
}

// lookAndSayLabel is a look-and-say cage's clue as setters write it,
// each pair's count then its digit ("1617").
func lookAndSayLabel(r rules.LookAndSay) string {
	var sb strings.Builder
	for _, p := range r.Pairs {
		sb.WriteString(strconv.Itoa(p.Count) + strconv.Itoa(p.Digit))
	}
	return sb.String()
}

// cageLabel is a killer cage's clue: its total, or its bounds as setters
// write them ("<10", ">20", "10-17").
func cageLabel(r rules.Cage) string {
	switch {
	case r.Sum > 0 || (r.Min == 0 && r.Max == 0):
		return sumLabel(r.Sum)
	case r.Min > 0 && r.Max > 0:
		return strconv.Itoa(r.Min) + "-" + strconv.Itoa(r.Max)
	case r.Max > 0:
		return "<" + strconv.Itoa(r.Max+1)
	}
	return ">" + strconv.Itoa(r.Min-1)
}

// cage draws a dashed outline inset in the cells, with its label (the clue), if any, in
// the top-left corner of the cage's first cell in reading order. on and
// gap are the dash lengths, in cells.
func (d *drawer) cage(r sudoku.Rule, class string, cells []sudoku.Cell, label string, on, gap float64) {
	if !d.on(r, cells...) || len(cells) == 0 {
		return
	}
	d.outline(class, cells, label, d.st.theme.Cage, 0.08, on, gap, 0.025, capButt)
}

// outline draws a dashed outline of colour col, inset by inset cells, in
// the cells, with label, if not empty, in the top-left corner of the
// first cell in reading order. on and gap are the dash lengths and width
// the line's width, in cells.
func (d *drawer) outline(class string, cells []sudoku.Cell, label string, col color.Color, inset, on, gap, width float64, cp lineCap) {
	if len(cells) == 0 {
		return
	}
	s := d.s
	// One path per loop: a closed outline when the dashes join up all
	// round, else one subpath per dash.
	for _, loop := range d.cageOutline(cells, s*inset) {
		pieces, closed := dashLoop(loop, s*on, s*gap)
		d.add(layerCage, &path{class: class, pts: pieces[0], more: pieces[1:], closed: closed, stroke: nrgba(col), width: s * width, cap: cp})
	}
	if label == "" {
		return
	}
	labelClass := class
	if class != customClass {
		labelClass = class + "-sum"
	}
	first := cells[0]
	for _, c := range cells[1:] {
		if c.Row < first.Row || c.Row == first.Row && c.Col < first.Col {
			first = c
		}
	}
	size := s * 0.24
	a := d.vertex(first.Row, first.Col)
	// A patch of background behind the label interrupts the outline.
	x0, y0 := a.X+s*0.04, a.Y+s*0.04
	x1, y1 := a.X+s*0.1+size*textWidth(label), a.Y+s*0.06+size
	d.add(layerCage, &path{class: labelClass, closed: true, fill: nrgba(d.st.theme.Background),
		pts: []point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}})
	d.add(layerText, &text{class: labelClass, at: point{a.X + s*0.07, a.Y + s*0.05 + size*(0.5+capHalf)}, s: label,
		size: size, colour: nrgba(d.st.theme.Clue), anchor: anchorStart})
}

// thermo draws a bulb on the first cell and a thick line through the
// rest; a slow thermometer is hollow.
func (d *drawer) thermo(r sudoku.Rule, class string, cells []sudoku.Cell, slow bool) {
	if !d.on(r, cells...) || len(cells) == 0 {
		return
	}
	th, s := d.st.theme, d.s
	col := nrgba(th.Thermo)
	pts := d.centres(cells)
	d.add(layerLines, &circle{class: class, c: pts[0], r: s * 0.38, fill: col})
	d.add(layerLines, &path{class: class, pts: pts, stroke: col, width: s * 0.24})
	if slow {
		d.add(layerLines, &path{class: class, pts: pts, stroke: nrgba(th.Background), width: s * 0.1})
	}
}

// line draws a coloured line through the cells' centres.
func (d *drawer) line(r sudoku.Rule, class string, cells []sudoku.Cell, col color.Color) {
	if !d.on(r, cells...) || len(cells) == 0 {
		return
	}
	d.add(layerLines, &path{class: class, pts: d.centres(cells), stroke: nrgba(col), width: d.s * 0.2})
}

// arrow draws the circle, or the pill of a multi-cell circle, hollow, and
// a thin line from its edge through the line's cells ending in a head.
func (d *drawer) arrow(r rules.Arrow) {
	if !d.on(r, r.Circle...) || !d.on(r, r.Line...) || len(r.Circle) == 0 {
		return
	}
	th, s := d.st.theme, d.s
	col, w := nrgba(th.Arrow), s*0.035
	circ := d.centres(r.Circle)
	rad := s * 0.38
	d.add(layerLines, &path{class: "arrow-circle", pts: circ, stroke: col, width: 2*rad + w})
	d.add(layerLines, &path{class: "arrow-circle", pts: circ, stroke: nrgba(th.Background), width: 2*rad - w})
	if len(r.Line) == 0 {
		return
	}
	line := d.centres(r.Line)
	// The line leaves the circle cell nearest its first cell.
	from := circ[0]
	for _, c := range circ[1:] {
		if c.sub(line[0]).len() < from.sub(line[0]).len() {
			from = c
		}
	}
	pts := append([]point{from.add(line[0].sub(from).unit().scale(rad))}, line...)
	d.add(layerLines, &path{class: "arrow", pts: pts, stroke: col, width: w})
	tip := pts[len(pts)-1]
	back := pts[len(pts)-2].sub(tip).unit().scale(s * 0.2)
	rot := func(p point, deg float64) point {
		sin, cos := math.Sincos(deg * math.Pi / 180)
		return point{p.X*cos - p.Y*sin, p.X*sin + p.Y*cos}
	}
	d.add(layerLines, &path{class: "arrow", pts: []point{tip.add(rot(back, 40)), tip, tip.add(rot(back, -40))}, stroke: col, width: w})
}

// dot draws a kropki dot between two cells, with its value inside when it
// is not the usual one.
func (d *drawer) dot(class string, a, b sudoku.Cell, black bool, value, usual int) {
	th, s := d.st.theme, d.s
	mid := d.centre(a).add(d.centre(b)).scale(0.5)
	fill, ink := nrgba(th.Background), th.Dot
	if black {
		fill, ink = nrgba(th.Dot), th.Background
	}
	d.add(layerMarks, &circle{class: class, c: mid, r: s * 0.12, fill: fill, stroke: nrgba(th.Dot), width: s * 0.03})
	if value != 0 && value != usual {
		d.add(layerMarks, d.label(class, mid, strconv.Itoa(value), s*0.16, ink, true))
	}
}

// chevron draws a ">" sign centred at mid whose tip points along u.
func (d *drawer) chevron(class string, mid, u point, depth, half float64) {
	tip, base := mid.add(u.scale(depth)), mid.sub(u.scale(depth))
	v := u.perp().scale(half)
	d.add(layerMarks, &path{class: class, pts: []point{base.add(v), tip, base.sub(v)}, stroke: nrgba(d.st.theme.Dot), width: d.s * 0.035})
}

// extremum shades minimum and maximum cells and puts a chevron inside each
// side that has an unmarked neighbour, pointing at the smaller digit: outwards from
// a maximum, inwards into a minimum.
func (d *drawer) extremum(r sudoku.Rule, class string, cells []sudoku.Cell, maximum bool) {
	if !d.on(r, cells...) {
		return
	}
	d.shade(class, cells, d.st.theme.Extremum)
	for _, c := range cells {
		ctr := d.centre(c)
		for _, dir := range []sudoku.Cell{{Row: -1}, {Row: 1}, {Col: -1}, {Col: 1}} {
			nb := sudoku.Cell{Row: c.Row + dir.Row, Col: c.Col + dir.Col}
			if !d.p.Shape.Contains(nb) || slices.Contains(cells, nb) {
				continue // no neighbour, or one the rule does not compare
			}
			u := point{float64(dir.Col), float64(dir.Row)}
			mid := ctr.add(u.scale(d.s * 0.38))
			if !maximum {
				u = u.scale(-1)
			}
			d.chevron(class, mid, u, d.s*0.04, d.s*0.09)
		}
	}
}

// quadruple draws a circle on the corner shared by four cells with the
// digits inside.
func (d *drawer) quadruple(r rules.Quadruple) {
	c := r.Corner
	if !d.on(r, c, sudoku.Cell{Row: c.Row + 1, Col: c.Col + 1}) {
		return
	}
	th, s := d.st.theme, d.s
	ctr := d.vertex(c.Row+1, c.Col+1)
	d.add(layerMarks, &circle{class: "quadruple", c: ctr, r: s * 0.27, fill: nrgba(th.Background), stroke: nrgba(th.Dot), width: s * 0.025})
	size, off := s*0.19, s*0.1
	var at []point
	switch len(r.Digits) {
	case 1:
		at = []point{ctr}
	case 2:
		at = []point{{ctr.X - off, ctr.Y}, {ctr.X + off, ctr.Y}}
	case 3:
		at = []point{{ctr.X - off, ctr.Y - off}, {ctr.X + off, ctr.Y - off}, {ctr.X, ctr.Y + off}}
	default:
		at = []point{{ctr.X - off, ctr.Y - off}, {ctr.X + off, ctr.Y - off}, {ctr.X - off, ctr.Y + off}, {ctr.X + off, ctr.Y + off}}
	}
	for i, dg := range r.Digits {
		if i >= len(at) {
			break
		}
		d.add(layerText, d.label("quadruple", at[i], strconv.Itoa(dg), size, th.Clue, false))
	}
}

// givenCandidates writes the cell's given digits small along its top
// edge, clear of the digit in the centre, in the colour of clues: they are
// part of the puzzle, unlike the candidates of WithCandidates.
func (d *drawer) givenCandidates(r rules.GivenCandidates) {
	if !d.on(r, r.Cell) || len(r.Digits) == 0 {
		return
	}
	ds := slices.Clone(r.Digits)
	slices.Sort(ds)
	ds = slices.Compact(ds)
	var sb strings.Builder
	for i, dg := range ds {
		if i > 0 && d.n > 9 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(dg))
	}
	d.topLabel("given-candidates", r.Cell, sb.String())
}

// littleKiller draws the sum in the clue's cell outside the grid and a
// small arrow towards the diagonal.
func (d *drawer) littleKiller(r rules.LittleKiller) {
	cells := r.Cells(d.p.Shape)
	if len(cells) == 0 {
		d.fail(fmt.Errorf("render: %s: %w: the clue is not beside the grid or points away from it", r, sudoku.ErrBadRule))
		return
	}
	d.diagonalArrow("little-killer", r.Clue, cells[0], strconv.Itoa(r.Sum))
}

// diagonalArrow draws label in the clue's cell outside the grid and a
// small arrow from it towards first, the diagonal's first cell.
func (d *drawer) diagonalArrow(class string, clue, first sudoku.Cell, label string) {
	th, s := d.st.theme, d.s
	ctr := d.centre(clue)
	u := d.centre(first).sub(ctr).unit()
	if label != "" {
		d.add(layerText, d.label(class, ctr.sub(u.scale(s*0.1)), label, s*0.3, th.Clue, false))
	}
	a, b := ctr.add(u.scale(s*0.26)), ctr.add(u.scale(s*0.48))
	col, w := nrgba(th.Clue), s*0.03
	d.add(layerText, &path{class: class, pts: []point{a, b}, stroke: col, width: w})
	v := u.perp().scale(s * 0.06)
	back := b.sub(u.scale(s * 0.08))
	d.add(layerText, &path{class: class, pts: []point{back.add(v), b, back.sub(v)}, stroke: col, width: w})
}

// productDiagonals draws each diagonal's arrow with "×" and the product,
// or "×" alone when the diagonals share an unknown product.
func (d *drawer) productDiagonals(r rules.ProductDiagonals) {
	if err := r.Validate(d.p.Shape); err != nil {
		d.fail(fmt.Errorf("render: %w", err))
		return
	}
	label := "×"
	if r.Product > 0 {
		label += strconv.Itoa(r.Product)
	}
	for _, c := range r.Clues {
		d.diagonalArrow("product-diagonal", c.Clue, c.Cells(d.p.Shape)[0], label)
	}
}

// sunburn draws a sun in each cell: a pale disc with eight short rays,
// which leaves the digit legible.
func (d *drawer) sunburn(r rules.Sunburn) {
	if !d.on(r, r.Cells...) {
		return
	}
	col := nrgba(d.st.theme.Sun)
	pale := col
	pale.A = 0x50
	for _, c := range r.Cells {
		ctr := d.centre(c)
		d.add(layerShade, &circle{class: "sun", c: ctr, r: d.s * 0.3, fill: pale, stroke: col, width: d.s * 0.025})
		for i := range 8 {
			a := float64(i) * math.Pi / 4
			u := point{math.Cos(a), math.Sin(a)}
			d.add(layerShade, &path{class: "sun", pts: []point{ctr.add(u.scale(d.s * 0.34)), ctr.add(u.scale(d.s * 0.45))}, stroke: col, width: d.s * 0.025})
		}
	}
}

// outside draws a number beside a row or column: left or above, or right
// or below when it reads from the end.
func (d *drawer) outside(r sudoku.Rule, class string, l rules.Line, fromEnd bool, value int) {
	if l.Index < 0 || l.Index >= d.n {
		d.fail(fmt.Errorf("render: %s: %w: %v is not on the %dx%d grid", sudoku.RuleName(r), sudoku.ErrBadRule, l, d.n, d.n))
		return
	}
	at := sudoku.Cell{Row: l.Index, Col: -1}
	if fromEnd {
		at.Col = d.n
	}
	if l.Col {
		at = sudoku.Cell{Row: at.Col, Col: l.Index}
	}
	d.add(layerText, d.label(class, d.centre(at), strconv.Itoa(value), d.s*0.4, d.st.theme.Clue, false))
}
