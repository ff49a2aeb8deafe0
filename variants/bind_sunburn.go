package variants

import (
	"fmt"
	"regexp"
	"slices"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file binds suns: SudokuPad shapes on cell centres whose text is a
// sun emoji ("☀️"), which SudokuPad has no rule for. An emoji is only a
// picture, so the suns are a clue only when the rules text says what a
// sun means: every sentence that speaks of suns ("sun", "suns",
// "sunburn") must state the sunburn rule in its standard wording, with
// the surrounding cells counted diagonally too, and say nothing more.
// Suns no sentence speaks of stay unread.

// sunTexts are the texts that draw a sun: the sun emoji, with or without
// the emoji variation selector, and the sun with a face.
var sunTexts = []string{"\u2600", "\u2600\ufe0f", "\U0001F31E"}

// sunNeighbourhood is how rules texts name the eight cells around a sun;
// "adjacent" or "neighbouring" alone may mean orthogonally only, so they
// count only with the diagonals said.
const sunNeighbourhood = `(?:surrounding cells(?: ie (?:orthogonally or diagonally|diagonally or orthogonally|orthogonally and diagonally) adjacent(?: cells)?| including diagonally(?: adjacent)?(?: cells| ones)?| including diagonals)?` +
	`|(?:adjacent|neighbouring|neighboring) cells (?:including diagonally(?: adjacent)?(?: cells| ones)?|ie (?:orthogonally or diagonally|diagonally or orthogonally) adjacent(?: cells)?|orthogonally or diagonally|diagonally or orthogonally)` +
	`|(?:orthogonally or diagonally|diagonally or orthogonally|orthogonally and diagonally) (?:adjacent |neighbouring |neighboring |surrounding )?cells` +
	`|cells (?:a king s move away|surrounding it|around it))`

// sunburnWording is how rules texts state the sunburn rule: "A digit on a
// sun indicates how many surrounding cells (i.e. orthogonally or
// diagonally adjacent cells) contain smaller digits", after the
// family's name as a heading or not.
var sunburnWording = regexp.MustCompile(`^(?:sunburn(?: rules?)? |suns? )?` +
	`(?:a |an |any |each |every |the )?(?:digit|number)s? (?:on|in|inside|under) (?:(?:a|an|any|each|every|the) )?suns? ` +
	`(?:indicates?|shows?|gives?|tells? you|counts?|is|are|equals?) (?:exactly )?(?:how many|the number of|the count of)(?: its| the)? ` +
	sunNeighbourhood + ` (?:that )?` +
	`(?:(?:contain|contains|have|has|hold|holds|with) (?:a )?(?:smaller|lower|lesser) (?:digits?|numbers?|values?)` +
	`|(?:contain|contains|have|has|hold|holds|with) (?:a )?(?:digits?|numbers?|values?) (?:smaller|lower|less) than (?:it|itself|the sun s digit|that digit|the digit on the sun)` +
	`|(?:are|is) (?:smaller|lower|less) than (?:it|itself|that digit|the digit on the sun))` +
	`(?: than (?:it|itself|that digit|the digit on the sun))?$`)

// sunburnAllows are the guard words (bindGuardWords) the wording uses.
var sunburnAllows = []string{"indicat*", "count*", "exactly", "smaller", "less"}

// freeSun keeps a shape that draws a sun on a cell centre, for bindSuns:
// its text one of sunTexts, no more than a cell wide, with only style
// fields. It returns false for any other shape.
func (d *sclDecoder) freeSun(sh *sclShape) bool {
	if d.rulesText == "" || !slices.Contains(sunTexts, sh.text) || sh.w > 1.2 || sh.h > 1.2 {
		return false
	}
	if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok {
		return false
	}
	c := d.cellAt(sh.center, true)
	if c.Row < 0 {
		return false
	}
	d.freeSuns = append(d.freeSuns, bindShape{sh: sh, cell: c})
	return true
}

// refersToSuns reports a sentence that speaks of suns.
func (s *bindSentence) refersToSuns() bool {
	return slices.ContainsFunc(s.words, func(w string) bool { return w == "sun" || w == "suns" || w == "sunburn" })
}

// bindSuns binds the free suns as one rules.Sunburn when the rules text
// states the rule; a text that speaks of suns otherwise is a
// *BindError, and suns no sentence speaks of stay unread.
func (d *sclDecoder) bindSuns() {
	if len(d.freeSuns) == 0 {
		return
	}
	var names []string
	var cells []sudoku.Cell
	for _, bs := range d.freeSuns {
		names = append(names, bs.sh.name)
		cells = append(cells, bs.cell)
	}
	elements := fmt.Sprintf("suns (%d)", len(d.freeSuns))
	sentences := d.sentences()
	refs, _ := referring(sentences, func(s *bindSentence) (string, bool) { return "", s.refersToSuns() })
	if len(refs) == 0 {
		return
	}
	fail := func(reason string) {
		if d.bindErr == nil {
			d.bindErr = bindFailure(elements, names, reason, refs)
		}
		d.bindFailed += len(d.freeSuns)
	}
	for _, s := range refs {
		if !sunburnWording.MatchString(s.norm) {
			fail(fmt.Sprintf("the sentence %q does not state sunburn in its standard wording", clipSentence(s.text)))
			return
		}
		if w, ok := guardedBy(s, sunburnAllows); ok {
			fail(fmt.Sprintf("the sentence %q says more than sunburn (%q)", clipSentence(s.text), w))
			return
		}
	}
	for i, c := range cells {
		if slices.Contains(cells[:i], c) {
			fail(fmt.Sprintf("two suns on %s", c))
			return
		}
	}
	r := rules.Sunburn{Cells: cells}
	if err := rules.Validate(r, d.gridShape()); err != nil {
		fail(fmt.Sprintf("as sunburn: %v", err))
		return
	}
	d.dropUnreadNamed(names) // shapes and dots bound before renumbered them
	d.boundBy[len(d.rs)] = len(d.bindings)
	d.rs = append(d.rs, r)
	d.bindings = append(d.bindings, Binding{Elements: elements, Lines: names, Family: "sunburn", Sentence: refs[0].text})
}
