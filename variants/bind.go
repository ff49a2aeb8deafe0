package variants

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file binds what a format draws without typing it (SudokuPad's
// coloured lines) and rules stated only in the text (anti-knight) to
// catalogue families, by the rules text. Each family's phrasings are in
// its row of lineFamilies or textRules (bind_families.go); this file
// holds the procedure, which refuses whatever is not unambiguous:
//
//   - lines are grouped into classes by colour and width;
//   - a sentence refers to a class when it names a colour word that
//     matches the class's colour and only that class, and a line or a
//     family; or, when there is exactly one class, when it names a
//     family without a colour; or, when it is the only sentence that
//     speaks of lines and names lines of any colour ("a coloured line"),
//     it refers to every class (bind_anycolour.go);
//   - every sentence that refers to a class must name exactly one family
//     (by name or by its standard wording) and say nothing the family
//     does not (bindGuardWords); all must name the same one;
//   - every class must be referred to, and every line of a class must run
//     through cell centres (or pass a cell twice only where the family
//     allows it).

// ErrUnbound reports drawn elements or a sentence of the rules text that
// the reader could not bind to one catalogue family. The error is a
// [*BindError]; it also wraps [ErrUnreadElements] and [ErrUnsupported].
var ErrUnbound = errors.New("not bound to a rule")

// ErrSolutionBroken reports a puzzle whose carried solution breaks one of
// the rules read. The error is a [*SolutionError]; it also wraps
// [ErrUnsupported], since a rule was read wrongly or the file is wrong.
var ErrSolutionBroken = errors.New("the carried solution breaks a rule read")

// Binding says what a reader bound to a catalogue family, and why: a
// class of drawn elements, or a rule stated only in the text, and the
// sentence of the rules text that names it.
type Binding struct {
	// Elements names the class and its size, such as "green lines (6)";
	// it is empty for a rule stated only in the text.
	Elements string
	// Lines are the elements' names in the file, such as "lines[3]".
	Lines []string
	// Family is the family's name, such as "German whispers".
	Family string
	// Sentence is the sentence of the rules text that names the family
	// (the first, when several do).
	Sentence string
}

// String returns the binding in one line, such as
// `green lines (6): German whispers, from "Adjacent digits ..."`.
func (b Binding) String() string {
	what := b.Elements
	if what == "" {
		what = "rules text"
	}
	return fmt.Sprintf("%s: %s, from %q", what, b.Family, clipSentence(b.Sentence))
}

// BindError reports a class of drawn elements, or a sentence of the rules
// text, that could not be bound to one catalogue family. errors.Is
// matches it with [ErrUnbound], [ErrUnreadElements] and [ErrUnsupported].
type BindError struct {
	// Elements names the class, such as "green lines (6)", or is empty
	// for a sentence that binds nothing drawn.
	Elements string
	// Reason says why, briefly: "no sentence of the rules text names
	// them", "the rules text names two families: renban, nabner".
	Reason string
	// Lines are the class's elements, such as "lines[3]".
	Lines []string
	// Sentences are the sentences of the rules text that refer to it.
	Sentences []string
}

// Error returns one short line naming the class and the reason.
func (e *BindError) Error() string {
	what := e.Elements
	if what == "" {
		what = "rules text"
	}
	return fmt.Sprintf("%v: %s not bound to a rule: %s", ErrUnsupported, what, e.Reason)
}

// Unwrap returns ErrUnbound, ErrUnreadElements and ErrUnsupported.
func (e *BindError) Unwrap() []error { return []error{ErrUnbound, ErrUnreadElements, ErrUnsupported} }

// SolutionError reports the first rule read, in the puzzle's order, that
// the solution carried in the file breaks. errors.Is matches it with
// [ErrSolutionBroken] and [ErrUnsupported].
type SolutionError struct {
	Rule    string // the rule, as it prints
	Binding string // the binding that made it, if any (Binding.String)
	Err     error  // the rule's Check error
}

// Error names the rule and its binding.
func (e *SolutionError) Error() string {
	s := fmt.Sprintf("%v: the carried solution breaks %s", ErrUnsupported, e.Rule)
	if e.Binding != "" {
		s += " (bound from " + e.Binding + ")"
	}
	return s + ": " + e.Err.Error()
}

// Unwrap returns ErrSolutionBroken, ErrUnsupported and the Check error.
func (e *SolutionError) Unwrap() []error { return []error{ErrSolutionBroken, ErrUnsupported, e.Err} }

// ParseLinkBindings reads a puzzle as [ParseLink] does and also returns
// what the reader bound by the rules text, one [Binding] per class of
// drawn elements or rule stated only in the text, in the order of the
// file. For an f-puzzles link the classes are its generic "line"
// elements, and the bindings are those that [ParseFPuzzles] makes. An ISS
// link or constraint string binds nothing: its types are the rules.
func ParseLinkBindings(s string) (sudoku.Puzzle, []Binding, error) {
	if len(s) <= MaxDecompressed && isISSLink(s) {
		p, err := ParseISS(s)
		return p, nil, err
	}
	pl, err := splitLink(linkFormat, s)
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	if pl.kind == kindFPuzzles {
		js, err := pl.decompress()
		if err != nil {
			return sudoku.Puzzle{}, nil, err
		}
		f, err := decodeFPuzzles([]byte(js))
		if err != nil {
			return sudoku.Puzzle{}, nil, err
		}
		return f.puzzle(), f.bindings, nil
	}
	text, err := pl.decompress()
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	js, err := sudokuPadJSON([]byte(text))
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	return decodeSCLBindings(js, nil)
}

// ParseLinkRules reads a puzzle as [ParseLinkBindings] does, with
// rulesText in place of the rules text the file carries. It is for a
// puzzle whose text the binder does not understand, or understands
// otherwise than its setter meant: the caller states the rules in the
// wording the binder reads ("Purple lines are renban lines. Cells a
// knight's move apart may not hold the same digit."), and the bindings
// name the caller's sentences. Every check stays: the text must account
// for every element, and a carried solution must pass every rule read.
func ParseLinkRules(s, rulesText string) (sudoku.Puzzle, []Binding, error) {
	pl, err := splitLink(linkFormat, s)
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	text, err := pl.decompress()
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	if pl.kind == kindFPuzzles {
		js, err := withRulesText([]byte(text), rulesText)
		if err != nil {
			return sudoku.Puzzle{}, nil, &FieldError{Format: fpuzzlesFormat, Err: err}
		}
		f, err := decodeFPuzzles(js)
		if err != nil {
			return sudoku.Puzzle{}, nil, err
		}
		return f.puzzle(), f.bindings, nil
	}
	js, err := sudokuPadJSON([]byte(text))
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	return decodeSCLBindings(js, &rulesText)
}

// withRulesText returns the f-puzzles document js with its "ruleset"
// set to text.
func withRulesText(js []byte, text string) ([]byte, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(js, &top); err != nil || top == nil {
		return nil, fmt.Errorf("%w: want a JSON object", ErrInvalid)
	}
	top["ruleset"], _ = json.Marshal(text)
	return json.Marshal(top)
}

// bindSentence is one sentence of the rules text, as the binder reads it.
type bindSentence struct {
	text    string   // as written, for messages
	words   []string // lower-case words, colour words kept
	norm    string   // words joined by spaces, colour words as "colour"
	colours []string // the colour words it names
	line    bool     // it names a line or a bindable family
	// everyClass says it names lines of any colour and is the only
	// sentence that speaks of lines (markEveryClass).
	everyClass bool
}

// sentences returns the sentences of the rules text, split once for all
// the binders while the text stays the same.
func (d *sclDecoder) sentences() []*bindSentence {
	if d.sents == nil || d.sentsOf != d.rulesText {
		d.sents, d.sentsOf = bindSentences(d.rulesText), d.rulesText
	}
	return d.sents
}

// bindSentences splits a rules text into sentences: at line breaks and
// at . ! ? ;, after "i.e." and "e.g." are made words.
func bindSentences(text string) []*bindSentence {
	text = strings.NewReplacer(`\n`, "\n", "’", "'", "‘", "'", "i.e.", "ie", "e.g.", "eg", "I.e.", "ie", "E.g.", "eg").Replace(text)
	var out []*bindSentence
	for _, line := range strings.Split(text, "\n") {
		for _, s := range sentenceRE().Split(line, -1) {
			words := textWords(s)
			if len(words) == 0 {
				continue
			}
			bs := &bindSentence{text: strings.TrimSpace(s), words: words}
			norm := make([]string, len(words))
			for i, w := range words {
				norm[i] = w
				if _, ok := colourWords[w]; ok {
					norm[i] = "colour"
					bs.colours = append(bs.colours, w)
				}
				if w == "line" || w == "lines" || strings.HasPrefix(w, "stripe") {
					bs.line = true
				}
			}
			bs.norm = strings.Join(norm, " ")
			for _, f := range lineFamilies {
				if f.named(bs) {
					bs.line = true
				}
			}
			out = append(out, bs)
		}
	}
	markEveryClass(out)
	return out
}

// bindLine is a line left for binding, with its cells.
type bindLine struct {
	l       sclLine
	cells   []sudoku.Cell
	centres bool // every point is a cell centre, steps are straight
	twice   bool // it passes a cell twice
	unread  int  // its place in the decoder's unread elements
	// outlines are the places in the unread elements of the lines drawn
	// under it as its outline: the same points, wider, earlier.
	outlines []int
}

// bindClass is the lines of one colour and width.
type bindClass struct {
	colour string // as written in the first line
	col    colour
	width  string
	lines  []bindLine
}

func (c *bindClass) names() []string {
	out := make([]string, len(c.lines))
	for i, l := range c.lines {
		out[i] = l.l.name
	}
	return out
}

// describe names the class by a colour word, or by its colour.
func (c *bindClass) describe(word string) string {
	if word == "" {
		word = c.colour
		if c.width != "" {
			word += " width " + c.width
		}
	}
	return fmt.Sprintf("%s lines (%d)", word, len(c.lines))
}

// freeLine keeps a line that no format rule read, for binding; it
// returns false for one that cannot be bound (keys beyond the style).
func (d *sclDecoder) freeLine(l sclLine) bool {
	if _, ok := onlyKeys(l.fields, "color", "thickness", "wayPoints", "target", "opacity"); !ok || d.rulesText == "" {
		return false
	}
	// Listed as unread where it is, until it is bound.
	bl := bindLine{l: l, unread: len(d.unread)}
	d.skip(l.name, "line %s, %s", sclColourName(l.fields["color"]), d.describePath(l.pts))
	bl.cells, bl.centres, bl.twice = d.pathTwice(l.pts)
	d.free = append(d.free, bl)
	return true
}

// pathTwice is path, allowing the line to pass a cell twice and its ends
// to stop short of their cells' centres.
func (d *sclDecoder) pathTwice(pts [][2]float64) (cells []sudoku.Cell, ok, twice bool) {
	var out []sudoku.Cell
	for i := range pts {
		c := d.lineEndCell(pts, i) // bind_shortends.go
		if c.Row < 0 {
			return nil, false, false
		}
		if i == 0 {
			out = append(out, c)
			continue
		}
		prev := out[len(out)-1]
		dr, dc := c.Row-prev.Row, c.Col-prev.Col
		steps := max(absInt(dr), absInt(dc))
		if steps == 0 || (dr != 0 && dc != 0 && absInt(dr) != absInt(dc)) {
			return nil, false, false
		}
		for s := 1; s <= steps; s++ {
			next := sudoku.Cell{Row: prev.Row + s*sign(dr), Col: prev.Col + s*sign(dc)}
			if slices.Contains(out, next) {
				twice = true
			}
			out = append(out, next)
		}
	}
	return out, len(out) >= 2, twice
}

// bind binds the rules stated only in the text, once match has read
// (and bound) the elements.
func (d *sclDecoder) bind() {
	d.bindSlowThermometers()
	d.bindText(d.sentences())
}

// bindLines binds the free lines. A class that cannot be bound goes back
// to the unread elements, and its reason is kept for the error.
func (d *sclDecoder) bindLines() {
	if len(d.free) == 0 {
		return
	}
	sentences := d.sentences()
	var classes []*bindClass
	for _, bl := range outlined(d.free) {
		col, _ := sclText(bl.l.fields["color"])
		width, _ := sclText(bl.l.fields["thickness"])
		pc := parseColour(col)
		i := slices.IndexFunc(classes, func(c *bindClass) bool {
			return c.width == width && (c.col.same(pc) || (!pc.ok && c.colour == col))
		})
		if i < 0 {
			classes = append(classes, &bindClass{colour: col, col: pc, width: width})
			i = len(classes) - 1
		}
		classes[i].lines = append(classes[i].lines, bl)
	}
	bound := map[int]bool{}
	for _, c := range classes {
		if err := d.bindClass(c, classes, sentences); err != nil {
			if d.bindErr == nil {
				d.bindErr = err
			}
			for _, bl := range c.lines {
				d.bindFailed += 1 + len(bl.outlines)
			}
			continue
		}
		for _, bl := range c.lines {
			bound[bl.unread] = true
			for _, o := range bl.outlines {
				bound[o] = true
			}
		}
	}
	d.dropUnread(bound)
}

// outlined returns the lines without those drawn as another's outline: a
// line with the same points as a narrower line drawn after it, as
// SudokuPad setters draw a white line with a grey border. Of lines with
// the same points, the last of the narrowest is the one seen; the wider
// ones drawn before it are its outlines (bindLine.outlines), and the line
// is seen in its colour.
func outlined(lines []bindLine) []bindLine {
	width := make([]float64, len(lines))
	byPoints := map[string][]int{}
	for i, bl := range lines {
		w, _ := sclText(bl.l.fields["thickness"])
		width[i] = math.NaN()
		if f, err := strconv.ParseFloat(w, 64); err == nil {
			width[i] = f
		}
		k := fmt.Sprint(bl.l.pts)
		byPoints[k] = append(byPoints[k], i)
	}
	outline := make([]bool, len(lines))
	outlines := map[int][]int{}
	for _, same := range byPoints {
		if len(same) < 2 {
			continue
		}
		top := same[0]
		for _, i := range same {
			if !(width[i] > width[top]) {
				top = i // the last of the narrowest
			}
		}
		for _, i := range same {
			if i < top && width[i] > width[top] {
				outline[i] = true
				outlines[top] = append(outlines[top], lines[i].unread)
			}
		}
	}
	var out []bindLine
	for i, bl := range lines {
		if !outline[i] {
			bl.outlines = outlines[i]
			out = append(out, bl)
		}
	}
	return out
}

// refersTo returns the colour word by which s refers to c among classes,
// and whether it does: a colour word that matches c and no other class,
// or, with one class or a sentence that refers to every class
// (markEveryClass), no colour word and a family named.
func (s *bindSentence) refersTo(c *bindClass, classes []*bindClass) (string, bool) {
	if !s.line {
		return "", false
	}
	if len(s.colours) == 0 {
		return "", (len(classes) == 1 || s.everyClass) && slices.ContainsFunc(lineFamilies, func(f *lineFamily) bool { return f.recognises(s) })
	}
	for _, w := range s.colours {
		if !colourWords[w](c.col) {
			continue
		}
		others := slices.ContainsFunc(classes, func(o *bindClass) bool { return o != c && colourWords[w](o.col) })
		if !others {
			return w, true
		}
	}
	return "", false
}

// bindFailure is the error of a class that could not be bound, with the
// sentences that refer to it.
func bindFailure(elements string, names []string, reason string, ss []*bindSentence) *BindError {
	e := &BindError{Elements: elements, Reason: reason, Lines: names}
	for _, s := range ss {
		e.Sentences = append(e.Sentences, s.text)
	}
	return e
}

// referring returns the sentences that refer to a class, as refers says,
// and the colour word of the first.
func referring(sentences []*bindSentence, refers func(*bindSentence) (string, bool)) (refs []*bindSentence, word string) {
	for _, s := range sentences {
		if w, ok := refers(s); ok {
			refs = append(refs, s)
			if word == "" {
				word = w
			}
		}
	}
	return refs, word
}

// bindClass binds one class of lines, or returns why not.
func (d *sclDecoder) bindClass(c *bindClass, classes []*bindClass, sentences []*bindSentence) error {
	fail := func(word, reason string, ss []*bindSentence) error {
		return bindFailure(c.describe(word), c.names(), reason, ss)
	}
	refs, word := referring(sentences, func(s *bindSentence) (string, bool) { return s.refersTo(c, classes) })
	if len(refs) == 0 {
		return fail("", "no sentence of the rules text names them alone", nil)
	}
	var fam *lineFamily
	marked := false
	for _, s := range refs {
		var found []*lineFamily
		for _, f := range lineFamilies {
			if f.recognises(s) {
				found = append(found, f)
			}
		}
		found = overlapped(s, found)
		switch {
		case len(found) == 0:
			return fail(word, fmt.Sprintf("the sentence %q names no family", clipSentence(s.text)), refs)
		case len(found) > 1:
			return fail(word, fmt.Sprintf("the sentence %q names %d families: %s", clipSentence(s.text), len(found), familyNames(found)), refs)
		case fam != nil && found[0] != fam:
			return fail(word, fmt.Sprintf("the rules text names two families: %s, %s", fam.name, found[0].name), refs)
		}
		fam = found[0]
		allows := fam.allows
		if fam.marks != nil && d.readMarks && fam.marks.MatchString(s.norm) {
			allows = append(slices.Clone(allows), "dot*", "circle*")
			marked = true
		}
		if fam.repeats && repeatsRE.MatchString(s.norm) {
			allows = append(slices.Clone(allows), "may", "can", "might")
		}
		if w, ok := guardedBy(s, allows); ok {
			return fail(word, fmt.Sprintf("the sentence %q says more than %s (%q)", clipSentence(s.text), fam.name, w), refs)
		}
	}
	var rs []sudoku.Rule
	lines := c.lines
	switch joined := joinBranches(lines); {
	case len(joined) == len(lines) || fam.branches == branchesApart:
	case fam.branches == branchesJoin:
		lines = joined
	default:
		return fail(word, fmt.Sprintf("its lines branch from one another, which a %s line may not", fam.name), refs)
	}
	for _, bl := range lines {
		switch {
		case !bl.centres:
			return fail(word, fmt.Sprintf("%s does not run through cell centres", bl.l.name), refs)
		}
		cells := bl.cells
		switch {
		case fam.loop != nil && closedLine(cells):
			var err error
			if cells, err = fam.loop(d, cells[:len(cells)-1]); err != nil {
				return fail(word, fmt.Sprintf("%s as %s: %v", bl.l.name, fam.name, err), refs)
			}
		case bl.twice && !fam.twice:
			return fail(word, fmt.Sprintf("%s passes a cell twice, which a %s line may not", bl.l.name, fam.name), refs)
		}
		r, err := fam.rule(d, cells, refs)
		if err != nil {
			return fail(word, fmt.Sprintf("%s as %s: %v", bl.l.name, fam.name, err), refs)
		}
		if err := rules.Validate(r, d.gridShape()); err != nil {
			return fail(word, fmt.Sprintf("%s as %s: %v", bl.l.name, fam.name, err), refs)
		}
		rs = append(rs, r)
	}
	// The sentence to show: the first that names the colour, else the
	// longest.
	shown := refs[0]
	for _, s := range refs {
		if len(s.colours) > 0 {
			shown = s
			break
		}
		if len(s.text) > len(shown.text) {
			shown = s
		}
	}
	if marked || (d.readMarks && marksSaid(fam, classes, sentences)) {
		d.marks = append(d.marks, lineCentres(c))
	}
	d.addEndMarks(fam, c)
	b := Binding{Elements: c.describe(word), Lines: c.names(), Family: fam.name, Sentence: shown.text}
	for _, r := range rs {
		d.boundBy[len(d.rs)] = len(d.bindings)
		d.rs = append(d.rs, r)
	}
	d.bindings = append(d.bindings, b)
	return nil
}

// overlapped returns the one family of found that s names and states in
// its wording, when every other family's wording is matched only in
// words that overlap that wording ("Digits an equal distance from the
// center of a lavender Zipper Line sum to the same total": a zipper, not
// a region sum); otherwise found.
func overlapped(s *bindSentence, found []*lineFamily) []*lineFamily {
	if len(found) < 2 {
		return found
	}
	spans := func(f *lineFamily) [][]int {
		var out [][]int
		for _, re := range f.means {
			out = append(out, re.FindAllStringIndex(s.norm, -1)...)
		}
		return out
	}
	var pick *lineFamily
	var own [][]int
	for _, f := range found {
		if sp := spans(f); f.named(s) && len(sp) > 0 {
			if pick != nil {
				return found
			}
			pick, own = f, sp
		}
	}
	if pick == nil {
		return found
	}
	for _, f := range found {
		if f == pick {
			continue
		}
		sp := spans(f)
		if len(sp) == 0 || f.named(s) {
			return found // named, or by a wording elsewhere
		}
		for _, a := range sp {
			if !slices.ContainsFunc(own, func(b []int) bool { return a[0] < b[1] && b[0] < a[1] }) {
				return found
			}
		}
	}
	return []*lineFamily{pick}
}

// joinBranches joins lines that branch from one another, an end of one
// on a cell of the other, into one line that walks the whole shape, out
// along each branch and back (a renban's cells are a set, so the walk's
// order does not matter). Lines that only cross stay apart. It takes
// time linear in the cells of the lines.
func joinBranches(lines []bindLine) []bindLine {
	// on lists the lines through each cell.
	on := map[sudoku.Cell][]int{}
	for i, bl := range lines {
		if !bl.centres {
			continue
		}
		for k, c := range bl.cells {
			if !slices.Contains(bl.cells[:k], c) {
				on[c] = append(on[c], i)
			}
		}
	}
	group := make([]int, len(lines)) // union-find over the lines
	for i := range group {
		group[i] = i
	}
	var find func(i int) int
	find = func(i int) int {
		for group[i] != i {
			group[i] = group[group[i]]
			i = group[i]
		}
		return i
	}
	// Every line through a cell where a line ends is joined with that
	// line, so all the lines through it are one shape; once per cell.
	joined := false
	ends := map[sudoku.Cell]bool{}
	for _, bl := range lines {
		if !bl.centres {
			continue
		}
		for _, end := range []sudoku.Cell{bl.cells[0], bl.cells[len(bl.cells)-1]} {
			if ends[end] {
				continue
			}
			ends[end] = true
			for _, i := range on[end][1:] {
				if a, b := find(i), find(on[end][0]); a != b {
					group[max(a, b)] = min(a, b)
					joined = true
				}
			}
		}
	}
	if !joined {
		return lines
	}
	members := map[int][]int{}
	for i := range lines {
		members[find(i)] = append(members[find(i)], i)
	}
	var out []bindLine
	for i := range lines {
		if find(i) != i {
			continue
		}
		if len(members[i]) == 1 {
			out = append(out, lines[i])
			continue
		}
		// The shape's steps, and a walk of it from the first line's
		// first cell: out to each cell not yet walked, and back.
		next := map[sudoku.Cell][]sudoku.Cell{}
		for _, m := range members[i] {
			cs := lines[m].cells
			for k := 1; k < len(cs); k++ {
				next[cs[k-1]] = append(next[cs[k-1]], cs[k])
				next[cs[k]] = append(next[cs[k]], cs[k-1])
			}
		}
		start := lines[i].cells[0]
		walk := []sudoku.Cell{start}
		seen := map[sudoku.Cell]bool{start: true}
		type frame struct {
			c sudoku.Cell
			k int
		}
		stack := []frame{{start, 0}}
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.k == len(next[top.c]) {
				stack = stack[:len(stack)-1]
				if len(stack) > 0 {
					walk = append(walk, stack[len(stack)-1].c)
				}
				continue
			}
			n := next[top.c][top.k]
			top.k++
			if !seen[n] {
				seen[n] = true
				walk = append(walk, n)
				stack = append(stack, frame{n, 0})
			}
		}
		bl := lines[i]
		bl.cells, bl.twice = walk, true
		out = append(out, bl)
	}
	return out
}

// closedLine reports a line whose last cell is its first, with no other
// cell twice: a loop.
func closedLine(cells []sudoku.Cell) bool {
	n := len(cells)
	if n < 4 || cells[0] != cells[n-1] {
		return false
	}
	seen := map[sudoku.Cell]bool{}
	for _, c := range cells[:n-1] {
		if seen[c] {
			return false
		}
		seen[c] = true
	}
	return true
}

// gridShape returns the grid's shape.
func (d *sclDecoder) gridShape() sudoku.Shape {
	if d.latin {
		return sudoku.LatinShape(d.n)
	}
	s, _ := sudoku.ShapeOf(d.n)
	return s
}

func familyNames(fs []*lineFamily) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.name
	}
	return strings.Join(names, ", ")
}

// bindIdioms are phrases whose words change no rule, though a guard word
// is among them ("in some order").
var bindIdioms = [][]string{{"in", "some", "order"}, {"in", "any", "order"}}

// withoutIdioms returns words without the bindIdioms in them.
func withoutIdioms(words []string) []string {
	var out []string
next:
	for i := 0; i < len(words); i++ {
		for _, id := range bindIdioms {
			if i+len(id) <= len(words) && slices.Equal(words[i:i+len(id)], id) {
				i += len(id) - 1
				continue next
			}
		}
		out = append(out, words[i])
	}
	return out
}

// guardedBy returns a word of s among bindGuardWords but not in allows;
// the words of bindIdioms do not count.
func guardedBy(s *bindSentence, allows []string) (string, bool) {
	for _, w := range withoutIdioms(s.words) {
		for _, g := range bindGuardWords {
			p, prefix := strings.CutSuffix(g, "*")
			if (prefix && strings.HasPrefix(w, p)) || (!prefix && w == g) {
				if !slices.Contains(allows, g) {
					return w, true
				}
			}
		}
	}
	return "", false
}

// bindText adds the rules stated only in the text (textRules) that were
// not read otherwise.
func (d *sclDecoder) bindText(sentences []*bindSentence) {
	read := d.rulesRead()
	for _, s := range sentences {
		for _, tr := range textRules {
			if read[tr.key] || !tr.match(d, s) {
				continue
			}
			read[tr.key] = true
			if tr.from != nil {
				tr.from(d, s)
			} else {
				tr.add(d)
			}
			d.bindings = append(d.bindings, Binding{Family: tr.name, Sentence: s.text})
		}
	}
}

// checkSolution refuses a puzzle whose carried solution breaks a rule.
func (d *sclDecoder) checkSolution(p sudoku.Puzzle) error {
	if !p.Solution.Filled() {
		return nil
	}
	for _, r := range rules.Flatten(p.Rules...) {
		ch, ok := r.(sudoku.Checker)
		if !ok {
			continue
		}
		if err := ch.Check(p.Solution); err != nil {
			e := &SolutionError{Rule: fmt.Sprint(r), Err: err}
			for _, b := range d.bindings {
				if ruleFromBinding(d, r, b) {
					e.Binding = b.String()
				}
			}
			return e
		}
	}
	return nil
}

// ruleFromBinding reports whether r is one of the rules b made.
func ruleFromBinding(d *sclDecoder, r sudoku.Rule, b Binding) bool {
	for i, bi := range d.boundBy {
		if d.bindings[bi].Elements == b.Elements && d.bindings[bi].Family == b.Family && fmt.Sprint(d.rs[i]) == fmt.Sprint(r) {
			return true
		}
	}
	return false
}

// colourWords maps the colour words of rules texts to the colours they
// name, as seen: a translucent colour over white.
var colourWords = map[string]func(colour) bool{
	"grey": greyish, "gray": greyish, "white": whitish,
	"red":    hueIn(345, 15),
	"orange": hueIn(12, 45), "peach": hueIn(12, 45), "amber": hueIn(30, 50),
	"yellow": hueIn(45, 70), "gold": hueIn(40, 60),
	"green": hueIn(70, 170), "lime": hueIn(70, 110),
	"teal": hueIn(160, 200), "cyan": hueIn(170, 200), "turquoise": hueIn(160, 200),
	"blue": hueIn(180, 255), "navy": hueIn(200, 255),
	"purple": hueIn(250, 320), "violet": hueIn(250, 320), "lavender": hueIn(250, 310), "lilac": hueIn(260, 310),
	"pink": hueIn(285, 345), "magenta": hueIn(285, 330),
}

// seen returns c over white, as hue (degrees), saturation and lightness.
func (c colour) seen() (h, s, l float64) {
	r, g, b := c.r*c.a+255*(1-c.a), c.g*c.a+255*(1-c.a), c.b*c.a+255*(1-c.a)
	r, g, b = r/255, g/255, b/255
	hi, lo := max(r, g, b), min(r, g, b)
	l = (hi + lo) / 2
	if hi-lo < 1e-9 {
		return 0, 0, l
	}
	dlt := hi - lo
	s = dlt / (1 - math.Abs(2*l-1))
	switch hi {
	case r:
		h = math.Mod((g-b)/dlt, 6)
	case g:
		h = (b-r)/dlt + 2
	default:
		h = (r-g)/dlt + 4
	}
	h *= 60
	if h < 0 {
		h += 360
	}
	return h, s, l
}

func greyish(c colour) bool {
	_, s, l := c.seen()
	return c.ok && s < 0.2 && l > 0.2 && l < 0.92
}

// whitish reports a colour seen as white: lighter than any grey.
func whitish(c colour) bool {
	_, s, l := c.seen()
	return c.ok && s < 0.2 && l >= 0.92
}

// hueIn returns a test for a saturated colour of a hue from lo to hi
// degrees (through 0 when lo > hi).
func hueIn(lo, hi float64) func(colour) bool {
	return func(c colour) bool {
		h, s, l := c.seen()
		if !c.ok || s < 0.2 || l < 0.15 || l > 0.95 {
			return false
		}
		if lo > hi {
			return h >= lo || h < hi
		}
		return h >= lo && h < hi
	}
}
