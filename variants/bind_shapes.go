package variants

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file binds SudokuPad's filled circles and squares on cell centres,
// which no format rule reads, by the rules text, as bind.go binds lines:
// they are grouped into classes by kind (circle or square), fill, border
// and size; a sentence refers to a class when it names the kind
// ("circles", "square") and a colour word that matches that class and no
// other of its kind (or, for the only class of its kind, no colour word
// and a family's wording); every such sentence must name the same one
// family (shapeFamilies) and say nothing it does not.

// errNotReferred is bindShapeClass's answer for a class that no sentence
// refers to.
var errNotReferred = errors.New("no sentence refers to the class")

// bindShape is a shape left for binding, on one cell.
type bindShape struct {
	sh     *sclShape
	cell   sudoku.Cell
	unread int // its place in the decoder's unread elements
}

// shapeClass is the shapes of one kind, fill, border and size.
type shapeClass struct {
	round    bool
	fill     colour
	border   colour
	fillText string
	size     float64
	shapes   []bindShape
}

func (c *shapeClass) kind() string {
	if c.round {
		return "circles"
	}
	return "squares"
}

// kindWords are the words that name the class's kind.
func (c *shapeClass) kindWords() []string {
	if c.round {
		return []string{"circle", "circles"}
	}
	return []string{"square", "squares"}
}

func (c *shapeClass) names() []string {
	out := make([]string, len(c.shapes))
	for i, s := range c.shapes {
		out[i] = s.sh.name
	}
	return out
}

func (c *shapeClass) cells() []sudoku.Cell {
	out := make([]sudoku.Cell, len(c.shapes))
	for i, s := range c.shapes {
		out[i] = s.cell
	}
	return out
}

// describe names the class by a colour word, or by its fill and size.
func (c *shapeClass) describe(word string) string {
	if word == "" {
		return fmt.Sprintf("%s %s %.2g (%d)", c.fillText, c.kind(), c.size, len(c.shapes))
	}
	return fmt.Sprintf("%s %s (%d)", word, c.kind(), len(c.shapes))
}

// freeShape keeps a shape that no format rule read, for binding: a filled
// circle, or an unturned square, without text, on one cell's centre. It
// returns false for any other shape.
func (d *sclDecoder) freeShape(sh *sclShape) bool {
	if d.rulesText == "" || sh.text != "" || !sh.bgC.ok || math.Abs(sh.w-sh.h) > 0.01 || sh.w < 0.3 || sh.w > 1 {
		return false
	}
	if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok {
		return false
	}
	if raw, ok := sh.fields["angle"]; ok && !isNull(raw) {
		var a float64
		if json.Unmarshal(raw, &a) != nil || a != 0 {
			return false
		}
	}
	c := d.cellAt(sh.center, true)
	if c.Row < 0 {
		return false
	}
	d.freeShapes = append(d.freeShapes, bindShape{sh: sh, cell: c, unread: len(d.unread)})
	return true
}

// bindShapes binds the free shapes. A class that cannot be bound stays
// unread, and its reason is kept for the error.
func (d *sclDecoder) bindShapes() {
	if len(d.freeShapes) == 0 {
		return
	}
	bound := map[int]bool{}
	var classes []*shapeClass
	for _, bs := range d.freeShapes {
		if d.centreMark(bs) {
			bound[bs.unread], d.marksRead = true, true
			continue
		}
		sh := bs.sh
		size := math.Round(sh.w*100) / 100
		i := slices.IndexFunc(classes, func(c *shapeClass) bool {
			return c.round == sh.rounded && c.size == size && c.fill.same(sh.bgC) &&
				(c.border.same(sh.bordC) || (!c.border.ok && !sh.bordC.ok))
		})
		if i < 0 {
			classes = append(classes, &shapeClass{round: sh.rounded, fill: sh.bgC, border: sh.bordC, fillText: sh.bg, size: size})
			i = len(classes) - 1
		}
		classes[i].shapes = append(classes[i].shapes, bs)
	}
	sentences := d.sentences()
	for _, c := range classes {
		// A class that no sentence refers to is only unread: shapes
		// often mean what the text does not bind (counting circles).
		switch err := d.bindShapeClass(c, classes, sentences); {
		case err == nil:
			for _, bs := range c.shapes {
				bound[bs.unread] = true
			}
		case err != errNotReferred:
			if d.bindErr == nil {
				d.bindErr = err
			}
			d.bindFailed += len(c.shapes)
		}
	}
	d.dropUnread(bound)
}

// dropUnread removes the unread elements at the places in bound.
func (d *sclDecoder) dropUnread(bound map[int]bool) {
	kept := d.unread[:0]
	for i, u := range d.unread {
		if !bound[i] {
			kept = append(kept, u)
		}
	}
	d.unread = kept
}

// dropUnreadNamed removes the unread elements of the given names, for
// binders that run after another has dropped unread elements (and so
// renumbered them).
func (d *sclDecoder) dropUnreadNamed(names []string) {
	d.unread = slices.DeleteFunc(d.unread, func(u string) bool {
		return slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(u, n+" (") })
	})
}

// refersToShapes returns the colour word by which s refers to c among
// classes, and whether it does.
func (s *bindSentence) refersToShapes(c *shapeClass, classes []*shapeClass) (string, bool) {
	if !slices.ContainsFunc(c.kindWords(), func(k string) bool { return slices.Contains(s.words, k) }) {
		return "", false
	}
	sameKind := func(o *shapeClass) bool { return o.round == c.round }
	if len(s.colours) == 0 {
		alone := !slices.ContainsFunc(classes, func(o *shapeClass) bool { return o != c && sameKind(o) })
		return "", alone && slices.ContainsFunc(shapeFamilies, func(f *shapeFamily) bool { return f.recognises(s) })
	}
	for _, w := range s.colours {
		if !colourWords[w](c.fill) {
			continue
		}
		if !slices.ContainsFunc(classes, func(o *shapeClass) bool { return o != c && sameKind(o) && colourWords[w](o.fill) }) {
			return w, true
		}
	}
	return "", false
}

// bindShapeClass binds one class of shapes, or returns why not.
func (d *sclDecoder) bindShapeClass(c *shapeClass, classes []*shapeClass, sentences []*bindSentence) error {
	fail := func(word, reason string, ss []*bindSentence) error {
		return bindFailure(c.describe(word), c.names(), reason, ss)
	}
	refs, word := referring(sentences, func(s *bindSentence) (string, bool) { return s.refersToShapes(c, classes) })
	if len(refs) == 0 {
		return errNotReferred
	}
	var fam *shapeFamily
	for _, s := range refs {
		var found []*shapeFamily
		for _, f := range shapeFamilies {
			if f.recognises(s) {
				found = append(found, f)
			}
		}
		switch {
		case len(found) == 0:
			return fail(word, fmt.Sprintf("the sentence %q names no family", clipSentence(s.text)), refs)
		case len(found) > 1:
			return fail(word, fmt.Sprintf("the sentence %q names %d families", clipSentence(s.text), len(found)), refs)
		case fam != nil && found[0] != fam:
			return fail(word, fmt.Sprintf("the rules text names two families: %s, %s", fam.name, found[0].name), refs)
		}
		fam = found[0]
		if w, ok := guardedBy(s, fam.allows); ok {
			return fail(word, fmt.Sprintf("the sentence %q says more than %s (%q)", clipSentence(s.text), fam.name, w), refs)
		}
	}
	if fam.whole && slices.ContainsFunc(classes, func(o *shapeClass) bool { return o != c && o.round == c.round }) {
		return fail(word, fmt.Sprintf("%s are over every one of their kind, and the %s are of several kinds", fam.name, c.kind()), refs)
	}
	r := fam.rule(c.cells())
	if err := rules.Validate(r, d.gridShape()); err != nil {
		return fail(word, fmt.Sprintf("as %s: %v", fam.name, err), refs)
	}
	d.boundBy[len(d.rs)] = len(d.bindings)
	d.rs = append(d.rs, r)
	d.bindings = append(d.bindings, Binding{Elements: c.describe(word), Lines: c.names(), Family: fam.name, Sentence: refs[0].text})
	return nil
}

// centreMarks are the centres of lines bound with their family's centre
// marks (lineFamily.marks), and the lines' colour.
type centreMarks struct {
	col   colour
	cells []sudoku.Cell
	edges [][2]sudoku.Cell // the middle cells of even-length lines (bind_marks.go)
}

// centreMark reports a small filled circle, without a border of another
// colour, of the colour of lines bound with centre marks, on one of
// their centres: it is part of the lines' drawing.
func (d *sclDecoder) centreMark(bs bindShape) bool {
	sh := bs.sh
	if !sh.rounded || sh.w > 0.6 || (sh.bordC.ok && !sh.bordC.same(sh.bgC)) {
		return false
	}
	return slices.ContainsFunc(d.marks, func(m centreMarks) bool {
		return m.col.same(sh.bgC) && slices.Contains(m.cells, bs.cell)
	})
}
