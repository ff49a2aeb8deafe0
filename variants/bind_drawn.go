package variants

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads SudokuPad drawings of standard clues that editors
// draw with generic elements instead of SudokuPad's own forms, when the
// rules text states the clue's standard meaning:
//
//   - a little killer clue: a short arrow outside the grid pointing
//     along a diagonal (an "arrows" element, or an arrowhead drawn as two
//     short strokes) and a number in the same cell outside the grid;
//   - a thermometer: a line through cell centres, of any colour, with a
//     filled circle of its colour on one end (either end);
//   - an arrow: a line through cell centres from a hollow circle whose
//     border has the line's colour, its arrowhead (two short strokes
//     meeting at its last point) drawn or not;
//   - maximum or minimum cells: shaded one-cell squares, with chevrons
//     on their edges with unshaded cells or not.
//
// The drawing alone is not enough: a little killer needs a sentence in
// its standard wording, and every sentence about diagonals must be one;
// a thermometer or an arrow needs a sentence naming thermometers (for a
// filled circle) or arrows that sum (for a hollow one), no sentence
// naming the other kind, and no sentence naming a colour of the line
// that is not about that kind; shaded cells need every sentence about
// them to state one extreme, and which neighbours are compared said by
// "orthogonally" or drawn by the chevrons. Whatever does not fit stays
// unread.

// drawnState is what readDrawn read before match's own readers run.
type drawnState struct {
	read map[string]bool // lines and arrows read, by name
}

// drawnFamily is the wording of a clue read from a drawing: its names and
// standard wordings, the words by which a sentence refers to it, and the
// guard words (bindGuardWords) its wording uses.
type drawnFamily struct {
	name   string
	names  []string
	means  []*regexp.Regexp
	refers []string
	allows []string
}

// recognises reports a sentence that names f or states it in the
// standard wording.
func (f *drawnFamily) recognises(s *bindSentence) bool {
	return slices.ContainsFunc(f.names, func(p string) bool { return hasPhrase(s.words, p) }) ||
		slices.ContainsFunc(f.means, func(re *regexp.Regexp) bool { return re.MatchString(s.norm) })
}

// stated returns the sentence that states f, when every sentence that
// refers to f states it and says nothing more; nil otherwise.
func (f *drawnFamily) stated(ss []*bindSentence) *bindSentence {
	var first *bindSentence
	for _, s := range ss {
		if !slices.ContainsFunc(f.refers, func(p string) bool { return hasPhrase(s.words, p) }) {
			continue
		}
		if !f.recognises(s) {
			return nil
		}
		if _, ok := guardedBy(s, f.allows); ok {
			return nil
		}
		// The sentence to show: the first in the standard wording, else
		// the first that names f.
		if first == nil || (!slices.ContainsFunc(f.means, func(re *regexp.Regexp) bool { return re.MatchString(first.norm) }) &&
			slices.ContainsFunc(f.means, func(re *regexp.Regexp) bool { return re.MatchString(s.norm) })) {
			first = s
		}
	}
	return first
}

// littleKillerWording is how rules texts state little killer clues.
var littleKillerWording = &drawnFamily{
	name:  "little killer",
	names: []string{"little killer*"},
	means: res(
		`(?:sum|sums|total|totals) (?:of the digits |of digits )?(?:along|on|in) (?:the|an|each|a) (?:indicated|marked|arrowed) diagonals?`,
		`diagonals? (?:\w+ ){0,2}(?:indicated|marked|shown|pointed to) by (?:an|the|a) arrows?(?: \w+){0,8} (?:sum|sums|add up|adds up|total|totals) to`,
		`(?:clues?|numbers?|values?) outside the grid(?: \w+){0,6} (?:sum|sums|total|totals) (?:of the digits |of digits )?(?:along|on|in) (?:the|that|each|its) (?:\w+ )?diagonals?`,
	),
	refers: []string{"little killer*", "diagonal*"},
	allows: []string{"sum*", "total*", "add", "adds", "indicat*", "arrow*"},
}

// readDrawn reads the drawings this file knows, before match's loop;
// the lines and arrows it reads are in d.drawn.read, the shapes used.
func (d *sclDecoder) readDrawn() {
	d.drawn.read = map[string]bool{}
	if d.rulesText == "" {
		return
	}
	ss := d.sentences()
	d.drawnLittleKillers(ss)
	d.drawnProductDiagonals(ss) // bind_productdiagonals.go
	d.drawnExtremes(ss)
	d.drawnLineClues(ss)
}

// lkPointer is a little killer's arrow: the outside cell it is in and
// the diagonal it points along.
type lkPointer struct {
	l    sclLine
	cell sudoku.Cell
	dir  rules.Direction
}

// littleKillerArrow reads l as a little killer's arrow: an "arrows"
// element of two points, or a line of two strokes meeting at a tip, no
// longer than half a cell, in one cell outside the grid and pointing
// along a diagonal.
func (d *sclDecoder) littleKillerArrow(l sclLine) (lkPointer, bool) {
	var from, tip [2]float64
	switch {
	case l.arrow && len(l.pts) == 2:
		if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "headLength", "target", "opacity"); !ok {
			return lkPointer{}, false
		}
		from, tip = l.pts[0], l.pts[1]
	case !l.arrow && len(l.pts) == 3:
		if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "target", "opacity"); !ok {
			return lkPointer{}, false
		}
		w1, t, w2 := l.pts[0], l.pts[1], l.pts[2]
		a, b := dist(w1, t), dist(w2, t)
		if a < 0.05 || b < 0.05 || math.Abs(a-b) > 0.2*max(a, b) {
			return lkPointer{}, false
		}
		from, tip = [2]float64{(w1[0] + w2[0]) / 2, (w1[1] + w2[1]) / 2}, t
	default:
		return lkPointer{}, false
	}
	dr, dc := tip[0]-from[0], tip[1]-from[1]
	if length := math.Hypot(dr, dc); length < 0.05 || length > 0.5 || math.Abs(math.Abs(dr)-math.Abs(dc)) > 0.2*length {
		return lkPointer{}, false
	}
	cell := outsideCell([2]float64{(from[0] + tip[0]) / 2, (from[1] + tip[1]) / 2})
	if outsideCell(from) != cell || d.inGrid(cell) || cell.Row < -1 || cell.Col < -1 || cell.Row > d.n || cell.Col > d.n {
		return lkPointer{}, false
	}
	dir := rules.DownRight
	switch {
	case dr > 0 && dc < 0:
		dir = rules.DownLeft
	case dr < 0 && dc > 0:
		dir = rules.UpRight
	case dr < 0 && dc < 0:
		dir = rules.UpLeft
	}
	return lkPointer{l: l, cell: cell, dir: dir}, true
}

// drawnLittleKillers reads little killer clues: an arrow (littleKillerArrow)
// alone in its cell outside the grid, with one number there, when the
// rules text states little killers.
func (d *sclDecoder) drawnLittleKillers(ss []*bindSentence) {
	var ptrs []lkPointer
	for _, l := range d.lines {
		if p, ok := d.littleKillerArrow(l); ok {
			ptrs = append(ptrs, p)
		}
	}
	if len(ptrs) == 0 {
		return
	}
	said := littleKillerWording.stated(ss)
	if said == nil {
		return
	}
	shape := d.gridShape()
	b := Binding{Family: littleKillerWording.name, Sentence: said.text}
	var rs []sudoku.Rule
	var used []*sclShape
	for _, p := range ptrs {
		if slices.ContainsFunc(ptrs, func(o lkPointer) bool { return o.l.name != p.l.name && o.cell == p.cell }) {
			continue // two arrows from one clue: which the number is for is not drawn
		}
		var nums []*sclShape
		sum := 0
		for _, sh := range d.shapes {
			if sh.used || outsideCell(sh.center) != p.cell || sh.text == "" {
				continue
			}
			v, err := strconv.Atoi(sh.text)
			if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok || err != nil || v < 1 || sh.w > 1.2 || sh.h > 1.2 ||
				(sh.bgC.ok && sh.bgC.a > 0 && !isWhite(sh.bg)) {
				nums = append(nums, nil) // another text in the clue's cell: not only a total
				continue
			}
			nums, sum = append(nums, sh), v
		}
		if len(nums) != 1 || nums[0] == nil {
			continue
		}
		lk := rules.LittleKiller{Sum: sum, Clue: p.cell, Dir: p.dir}
		if rules.Validate(lk, shape) != nil || len(lk.Cells(shape)) == 0 {
			continue
		}
		d.drawn.read[p.l.name] = true
		used = append(used, nums[0])
		b.Lines = append(b.Lines, p.l.name, nums[0].name)
		rs = append(rs, lk)
	}
	if len(rs) == 0 {
		return
	}
	for _, sh := range used {
		sh.used = true
	}
	b.Elements = fmt.Sprintf("little killer arrows (%d)", len(rs))
	d.addDrawn(b, rs, nil)
}

// addDrawn adds the rules read by one binding; lines names the
// thermometers' lines, for bindSlowThermometers.
func (d *sclDecoder) addDrawn(b Binding, rs []sudoku.Rule, lines []string) {
	for i, r := range rs {
		d.boundBy[len(d.rs)] = len(d.bindings)
		if lines != nil {
			d.thermoLines[len(d.rs)] = lines[i]
		}
		d.rs = append(d.rs, r)
	}
	d.bindings = append(d.bindings, b)
}

// drawnClue is the rules text's word for a line clue with a circle on
// one end, and what it must say besides.
type drawnClue struct {
	name  string
	words []string // a sentence names the clue with one of these
	also  []string // and holds one of these
}

var (
	drawnThermo = drawnClue{name: "thermometer", words: []string{"thermo*", "bulb*"}, also: []string{"thermo*", "bulb*"}}
	drawnArrow  = drawnClue{name: "arrow", words: []string{"arrow*"}, also: []string{"sum*", "total*", "add*"}}
)

// statedBy returns the first sentence that names c as it must be
// stated, or nil.
func (c drawnClue) statedBy(ss []*bindSentence) *bindSentence {
	for _, s := range ss {
		if c.named(s) && slices.ContainsFunc(c.also, func(p string) bool { return hasPhrase(s.words, p) }) {
			return s
		}
	}
	return nil
}

func (c drawnClue) named(s *bindSentence) bool {
	return slices.ContainsFunc(c.words, func(p string) bool { return hasPhrase(s.words, p) })
}

// claimedElsewhere reports a sentence that names a colour word matching
// col but not clue c: the line may be another family's.
func claimedElsewhere(ss []*bindSentence, col colour, c drawnClue) bool {
	return slices.ContainsFunc(ss, func(s *bindSentence) bool {
		return !c.named(s) && slices.ContainsFunc(s.colours, func(w string) bool { return colourWords[w](col) })
	})
}

// drawnLineClues reads thermometers and arrows drawn as plain lines
// through cell centres with a circle on one end.
func (d *sclDecoder) drawnLineClues(ss []*bindSentence) {
	thermoSaid, arrowSaid := drawnThermo.statedBy(ss), drawnArrow.statedBy(ss)
	if slices.ContainsFunc(ss, drawnThermo.named) && slices.ContainsFunc(ss, drawnArrow.named) {
		return // both kinds named: a circle's fill would decide, which is not enough
	}
	type found struct {
		cells []sudoku.Cell
		l     sclLine
		sh    *sclShape
	}
	var thermos, arrows []found
	for _, l := range d.lines {
		if l.arrow || d.drawn.read[l.name] {
			continue
		}
		if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "target", "opacity"); !ok {
			continue
		}
		text, _ := sclText(l.fields["color"])
		col := parseColour(text)
		cells, ok := d.path(l.pts)
		if !col.ok || !ok || len(cells) < 2 {
			continue
		}
		first, last := cells[0], cells[len(cells)-1]
		if thermoSaid != nil && !claimedElsewhere(ss, col, drawnThermo) {
			b1, b2 := d.bulbs.find(first, col), d.bulbs.find(last, col)
			switch {
			case b1 != nil && isGrey(text):
				// thermo reads it, whatever the text
			case b1 != nil && b2 == nil:
				thermos = append(thermos, found{cells, l, b1})
			case b2 != nil && b1 == nil:
				rev := slices.Clone(cells)
				slices.Reverse(rev)
				thermos = append(thermos, found{rev, l, b2})
			}
			continue
		}
		if arrowSaid != nil && !claimedElsewhere(ss, col, drawnArrow) {
			sh := d.circles.find(first, col)
			if sh == nil || sh.bgC.same(col) || d.circles.find(last, col) != nil {
				continue
			}
			circle := d.pill(sh)
			if line := slices.DeleteFunc(slices.Clone(cells[1:]), func(c sudoku.Cell) bool { return slices.Contains(circle, c) }); len(line) > 0 &&
				slices.Contains(circle, first) {
				arrows = append(arrows, found{cells, l, sh})
			}
		}
	}
	if len(thermos) > 0 {
		b := Binding{Elements: fmt.Sprintf("thermometers drawn as lines (%d)", len(thermos)), Family: "thermometer", Sentence: thermoSaid.text}
		var rs []sudoku.Rule
		var names []string
		for _, t := range thermos {
			t.sh.used = true
			d.drawn.read[t.l.name] = true
			if len(t.cells) > d.n {
				d.overlong = append(d.overlong, fmt.Sprintf("%s (thermometer of %d cells from %s, more cells than digits)", t.l.name, len(t.cells), t.cells[0]))
			}
			text, _ := sclText(t.l.fields["color"])
			d.setThermoColour(len(d.rs)+len(rs), parseColour(text))
			rs = append(rs, rules.Thermometer{Cells: t.cells})
			names = append(names, t.l.name)
		}
		b.Lines = names
		d.addDrawn(b, rs, names)
	}
	if len(arrows) > 0 {
		b := Binding{Elements: fmt.Sprintf("arrows drawn as lines (%d)", len(arrows)), Family: "arrow", Sentence: arrowSaid.text}
		var rs []sudoku.Rule
		for _, a := range arrows {
			circle := d.pill(a.sh)
			line := slices.DeleteFunc(slices.Clone(a.cells[1:]), func(c sudoku.Cell) bool { return slices.Contains(circle, c) })
			a.sh.used = true
			d.drawn.read[a.l.name] = true
			b.Lines = append(b.Lines, a.l.name)
			if head, ok := d.arrowhead(a.l); ok {
				d.drawn.read[head] = true
				b.Lines = append(b.Lines, head)
			}
			rs = append(rs, rules.Arrow{Circle: circle, Line: line})
		}
		d.addDrawn(b, rs, nil)
	}
}

// arrowhead finds the line that draws arrow's head: two strokes of its
// colour, up to 0.6 cells long, meeting at its last point and lying
// behind it. It returns the first such line not read yet.
func (d *sclDecoder) arrowhead(arrow sclLine) (string, bool) {
	n := len(arrow.pts)
	tip, prev := arrow.pts[n-1], arrow.pts[n-2]
	dir := [2]float64{tip[0] - prev[0], tip[1] - prev[1]}
	col, _ := sclText(arrow.fields["color"])
	for _, l := range d.lines {
		if l.arrow || d.drawn.read[l.name] || len(l.pts) != 3 || dist(l.pts[1], tip) > 0.02 {
			continue
		}
		if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "target", "opacity"); !ok {
			continue
		}
		if c, _ := sclText(l.fields["color"]); !parseColour(c).same(parseColour(col)) {
			continue
		}
		behind := func(w [2]float64) bool {
			v := [2]float64{w[0] - tip[0], w[1] - tip[1]}
			s := math.Hypot(v[0], v[1])
			return s > 0.05 && s < 0.6 && v[0]*dir[0]+v[1]*dir[1] < 0
		}
		if behind(l.pts[0]) && behind(l.pts[2]) {
			return l.name, true
		}
	}
	return "", false
}

// outsideCell returns the cell p lies in, which may be off the grid.
func outsideCell(p [2]float64) sudoku.Cell {
	return sudoku.Cell{Row: int(math.Floor(p[0])), Col: int(math.Floor(p[1]))}
}

// inGrid reports a cell on the grid.
func (d *sclDecoder) inGrid(c sudoku.Cell) bool {
	return c.Row >= 0 && c.Col >= 0 && c.Row < d.n && c.Col < d.n
}

func dist(a, b [2]float64) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }

// extremeWording is how rules texts state that shaded cells are maximum
// or minimum cells: greater (or less) than their neighbours.
var extremeWording = []struct {
	name   string
	means  *regexp.Regexp
	allows []string
	rule   func([]sudoku.Cell) sudoku.Rule
}{
	{"maximum cells", regexp.MustCompile(`(?:^| )(?:greater|larger|bigger|higher) than (?:\w+ ){0,4}(?:neighbouring|neighboring|adjacent|neighbours|neighbors)(?: |$)`),
		[]string{"greater", "larger", "bigger", "shade*", "indicat*"}, func(c []sudoku.Cell) sudoku.Rule { return rules.Maximum{Cells: c} }},
	{"minimum cells", regexp.MustCompile(`(?:^| )(?:less|smaller|lower) than (?:\w+ ){0,4}(?:neighbouring|neighboring|adjacent|neighbours|neighbors)(?: |$)`),
		[]string{"less", "smaller", "shade*", "indicat*"}, func(c []sudoku.Cell) sudoku.Rule { return rules.Minimum{Cells: c} }},
}

// chevron is an inequality sign drawn as two strokes inside a cell, near
// its edge with a neighbour: big is the cell it opens to, small the one
// it points to.
type chevron struct {
	name       string
	big, small sudoku.Cell
}

// drawnChevron reads l as a chevron: two strokes of the same length, up
// to 0.3 cells, meeting at a tip, lying in one cell within a quarter cell
// of one edge and pointing across it (either way).
func (d *sclDecoder) drawnChevron(l sclLine) (chevron, bool) {
	if l.arrow || len(l.pts) != 3 {
		return chevron{}, false
	}
	if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "target", "opacity"); !ok {
		return chevron{}, false
	}
	w1, t, w2 := l.pts[0], l.pts[1], l.pts[2]
	s1, s2 := dist(w1, t), dist(w2, t)
	if s1 < 0.03 || s2 < 0.03 || s1 > 0.3 || s2 > 0.3 || math.Abs(s1-s2) > 0.2*max(s1, s2) {
		return chevron{}, false
	}
	centre := [2]float64{(w1[0] + w2[0] + t[0]) / 3, (w1[1] + w2[1] + t[1]) / 3}
	v := [2]float64{t[0] - (w1[0]+w2[0])/2, t[1] - (w1[1]+w2[1])/2}
	a := outsideCell(centre)
	if !d.inGrid(a) || outsideCell(w1) != a || outsideCell(w2) != a || outsideCell(t) != a {
		return chevron{}, false
	}
	n := math.Hypot(v[0], v[1])
	axis := 0 // the component v runs along
	switch {
	case n < 0.02:
		return chevron{}, false
	case math.Abs(v[1]) < 0.1*n:
	case math.Abs(v[0]) < 0.1*n:
		axis = 1
	default:
		return chevron{}, false
	}
	frac := centre[axis] - math.Floor(centre[axis])
	b := a
	step := 1
	if frac < 0.5 {
		step = -1
	}
	if min(frac, 1-frac) > 0.25 {
		return chevron{}, false
	}
	if axis == 0 {
		b.Row += step
	} else {
		b.Col += step
	}
	if !d.inGrid(b) {
		return chevron{}, false
	}
	if (v[axis] > 0) == (step > 0) {
		return chevron{name: l.name, big: a, small: b}, true
	}
	return chevron{name: l.name, big: b, small: a}, true
}

// drawnExtremes reads shaded cells (unturned squares of one cell, without
// text, all of one fill) as maximum or minimum cells, when every sentence
// about shaded cells states one of them, and either says "orthogonally"
// or the shaded cells carry a chevron on exactly their edges with
// unshaded cells, each pointing to the smaller digit: then the drawing
// says which cells are compared.
func (d *sclDecoder) drawnExtremes(ss []*bindSentence) {
	var shaded []*sclShape
	var cells []sudoku.Cell
	for _, sh := range d.shapes {
		if sh.used || sh.rounded || sh.text != "" || !sh.bgC.ok || math.Abs(sh.w-1) > 0.01 || math.Abs(sh.h-1) > 0.01 {
			continue
		}
		if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok {
			continue
		}
		if a, ok := sclText(sh.fields["angle"]); !ok || (a != "" && a != "0") {
			continue
		}
		c := d.cellAt(sh.center, true)
		if c.Row < 0 {
			continue
		}
		if len(shaded) > 0 && !shaded[0].bgC.same(sh.bgC) {
			return // two kinds of shading: which is which is for the text alone
		}
		if slices.Contains(cells, c) {
			return
		}
		shaded, cells = append(shaded, sh), append(cells, c)
	}
	if len(shaded) == 0 {
		return
	}
	fill := shaded[0].bgC
	var said *bindSentence
	kind := -1
	for _, s := range ss {
		if !hasPhrase(s.words, "shade*") || !slices.ContainsFunc(s.words, func(w string) bool { return w == "cell" || w == "cells" }) {
			continue
		}
		if len(s.colours) > 0 && !slices.ContainsFunc(s.colours, func(w string) bool { return colourWords[w](fill) }) {
			return // shading of another colour
		}
		k := -1
		for i, e := range extremeWording {
			if e.means.MatchString(s.norm) {
				if k >= 0 {
					return
				}
				k = i
			}
		}
		if k < 0 || (kind >= 0 && k != kind) {
			return
		}
		if _, ok := guardedBy(s, extremeWording[k].allows); ok {
			return
		}
		kind = k
		if said == nil {
			said = s
		}
	}
	if said == nil {
		return
	}
	// The chevrons on the shaded cells' edges.
	var chevrons []chevron
	for _, l := range d.lines {
		if d.drawn.read[l.name] {
			continue
		}
		if ch, ok := d.drawnChevron(l); ok && (slices.Contains(cells, ch.big) || slices.Contains(cells, ch.small)) {
			chevrons = append(chevrons, ch)
		}
	}
	// Each shaded cell's edge with an unshaded one, from the bigger
	// digit to the smaller.
	type edge struct{ big, small sudoku.Cell }
	var want []edge
	for _, c := range cells {
		for _, dd := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			o := sudoku.Cell{Row: c.Row + dd[0], Col: c.Col + dd[1]}
			if d.inGrid(o) && !slices.Contains(cells, o) {
				if kind == 0 {
					want = append(want, edge{c, o})
				} else {
					want = append(want, edge{o, c})
				}
			}
		}
	}
	got := map[edge]int{}
	for _, ch := range chevrons {
		got[edge{ch.big, ch.small}]++
	}
	drawnEdges := len(got) == len(want) && !slices.ContainsFunc(want, func(e edge) bool { return got[e] != 1 })
	if !(drawnEdges || (len(chevrons) == 0 && hasPhrase(said.words, "orthogonal*"))) {
		return
	}
	r := extremeWording[kind].rule(cells)
	if rules.Validate(r, d.gridShape()) != nil {
		return
	}
	b := Binding{Elements: fmt.Sprintf("shaded cells (%d)", len(cells)), Family: extremeWording[kind].name, Sentence: said.text}
	for _, sh := range shaded {
		sh.used = true
		b.Lines = append(b.Lines, sh.name)
	}
	for _, ch := range chevrons {
		d.drawn.read[ch.name] = true
		b.Lines = append(b.Lines, ch.name)
	}
	d.addDrawn(b, []sudoku.Rule{r}, nil)
}
