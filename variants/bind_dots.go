package variants

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"sync"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file binds SudokuPad's dots on the edge between two cells that
// are not kropki dots, because the rules text names their colour by
// another word ("grey dot", see dotNamedOther), by the rules text, as
// bind_shapes.go binds circles: they are grouped into classes by fill
// and border; a sentence refers to a class when it names dots and a
// colour word that matches that class's fill and no other class's; every
// such sentence must state one dot family (dotFamilies) in its standard
// wording, as a whole sentence, and all must state the same rule. A class
// that no sentence refers to stays unread.

// bindDot is a dot left for binding, on the edge between two cells.
type bindDot struct {
	sh     *sclShape
	a, b   sudoku.Cell
	unread int // its place in the decoder's unread elements
}

// dotClass is the dots of one fill and border.
type dotClass struct {
	fill, border colour
	fillText     string
	dots         []bindDot
}

func (c *dotClass) names() []string {
	out := make([]string, len(c.dots))
	for i, dt := range c.dots {
		out[i] = dt.sh.name
	}
	return out
}

// describe names the class by a colour word, or by its fill.
func (c *dotClass) describe(word string) string {
	if word == "" {
		word = c.fillText
	}
	return fmt.Sprintf("%s dots (%d)", word, len(c.dots))
}

// dotFamily is a family whose clues are dots between two cells.
type dotFamily struct {
	name string
	// means are its standard wordings, each of a whole sentence (its
	// words joined by spaces, colour words written "colour").
	means func() []*regexp.Regexp
	// rule returns the rule of the dot between a and b that the
	// sentence (its norm) states, or why it states none.
	rule func(norm string, a, b sudoku.Cell) (sudoku.Rule, error)
}

// states reports a sentence that is one of f's wordings.
func (f *dotFamily) states(s *bindSentence) bool {
	return slices.ContainsFunc(f.means(), func(re *regexp.Regexp) bool { return re.MatchString(s.norm) })
}

// dotFamilies are the families the binder binds dots to.
var dotFamilies = []*dotFamily{differenceOrRatioDots}

// The wording of differenceOrRatioDots, built from its parts: who the
// dot is about, the verb, and "either consecutive or in a 1:2 ratio (or
// both)", with the difference and the ratio in either order. "Either a
// white or a black dot" is not among them: the rules-text check reads
// those words as kropki dots, which the puzzle need not have.
var (
	dotSubject = `(?:colour (?:kropki )?dots? )?` + // a heading, "Grey dots: ..."
		`(?:(?:the )?(?:two )?(?:cells|digits|numbers) (?:(?:which are |that are )?(?:separated|joined|connected|linked) by|on either side of|either side of|across) (?:an? |the )?colour (?:kropki )?dots?` +
		`|(?:an? |the |each |every |all )?colour (?:kropki )?dots?(?: between (?:two )?(?:adjacent )?(?:cells|digits|numbers))?)`
	dotVerb = `(?:(?:are|is|must be|have to be|(?:indicates?|means?|shows?) (?:that )?(?:the )?(?:two )?(?:cells|digits|numbers|they) (?:are|must be)|must|(?:must )?(?:have|has)) )?`
	dotDiff = `(?:consecutive|(?:have |has )?a difference of \d+|differ by \d+|\d+ apart)`
	// "in a 1:2 ratio", "in a ratio of 1:2", "in a 2:1 ratio", "have a
	// ratio of 2", "one is double (twice, 3 times) the other".
	dotRatio = `(?:(?:are )?in an? (?:1 \d+|\d+ 1) ratio|(?:are )?in a ratio of (?:1 \d+|\d+ 1|\d+)|(?:have |has )?a ratio of (?:1 \d+|\d+ 1|\d+)` +
		`|one (?:digit |number |of them |of the digits )?is (?:double|twice|\d+ times) the other)`

	differenceOrRatioRE = sync.OnceValue(func() []*regexp.Regexp {
		pred := `(?:either )?(?:` + dotDiff + ` or ` + dotRatio + `|` + dotRatio + ` or ` + dotDiff + `)(?: or both)?`
		return []*regexp.Regexp{regexp.MustCompile(`^` + dotSubject + ` ` + dotVerb + pred + `$`)}
	})
	dotDiffRE  = regexp.MustCompile(`difference of (\d+)|differ by (\d+)|(\d+) apart`)
	dotRatioRE = regexp.MustCompile(`(?:^| )(?:1 (\d+)|(\d+) 1) ratio|ratio of (?:1 (\d+)|(\d+) 1|(\d+))|(\d+) times the other`)
)

// differenceOrRatioDots are dots that are a white and a black kropki dot
// at once, either one holding: "Cells separated by a grey dot are either
// consecutive or in a 1:2 ratio (or both)".
var differenceOrRatioDots = &dotFamily{
	name:  "difference or ratio dot",
	means: differenceOrRatioRE,
	rule: func(norm string, a, b sudoku.Cell) (sudoku.Rule, error) {
		k, r := firstNumber(dotDiffRE, norm, 1), firstNumber(dotRatioRE, norm, 2)
		// The rule's zero values mean 1 and 2; a sentence that states 0
		// (or a ratio of 1, equal digits) states something else.
		if k < 1 || r < 2 {
			return nil, fmt.Errorf("a difference of %d or a ratio of %d is not a dot rule", k, r)
		}
		return rules.DifferenceOrRatio{A: a, B: b, Difference: k, Ratio: r}, nil
	},
}

// firstNumber returns the number in the first group of re's first match
// in s that holds one, or def when re does not match or states none.
func firstNumber(re *regexp.Regexp, s string, def int) int {
	m := re.FindStringSubmatch(s)
	for _, g := range m[min(1, len(m)):] {
		if n, err := strconv.Atoi(g); err == nil {
			return n
		}
	}
	return def
}

// freeDot keeps a dot that no format rule read, for binding: a filled
// circle without text, no larger than a kropki dot, on the edge between
// two cells. It returns false for any other shape.
func (d *sclDecoder) freeDot(sh *sclShape) bool {
	if d.rulesText == "" || sh.text != "" || !sh.rounded || !sh.bgC.ok || math.Abs(sh.w-sh.h) > 0.01 || sh.w < 0.15 || sh.w > 0.5 {
		return false
	}
	if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok {
		return false
	}
	a, b, ok := d.edge(sh.center)
	if !ok {
		return false
	}
	d.freeDots = append(d.freeDots, bindDot{sh: sh, a: a, b: b, unread: len(d.unread)})
	return true
}

// bindDots binds the free dots. A class that cannot be bound stays
// unread, and its reason is kept for the error.
func (d *sclDecoder) bindDots() {
	if len(d.freeDots) == 0 {
		return
	}
	var classes []*dotClass
	for _, dt := range d.freeDots {
		sh := dt.sh
		i := slices.IndexFunc(classes, func(c *dotClass) bool {
			return c.fill.same(sh.bgC) && (c.border.same(sh.bordC) || (!c.border.ok && !sh.bordC.ok))
		})
		if i < 0 {
			classes = append(classes, &dotClass{fill: sh.bgC, border: sh.bordC, fillText: sh.bg})
			i = len(classes) - 1
		}
		classes[i].dots = append(classes[i].dots, dt)
	}
	sentences := d.sentences()
	var bound []string
	for _, c := range classes {
		switch err := d.bindDotClass(c, classes, sentences); {
		case err == nil:
			for _, dt := range c.dots {
				bound = append(bound, dt.sh.name)
			}
		case err != errNotReferred:
			if d.bindErr == nil {
				d.bindErr = err
			}
			d.bindFailed += len(c.dots)
		}
	}
	// By name: bindShapes has already renumbered the unread elements.
	d.dropUnreadNamed(bound)
}

// refersToDots returns the colour word by which s refers to c among
// classes, and whether it does: s names dots and a colour word that
// matches c's fill and no other class's.
func (s *bindSentence) refersToDots(c *dotClass, classes []*dotClass) (string, bool) {
	if !slices.Contains(s.words, "dot") && !slices.Contains(s.words, "dots") {
		return "", false
	}
	for _, w := range s.colours {
		if !colourWords[w](c.fill) {
			continue
		}
		if !slices.ContainsFunc(classes, func(o *dotClass) bool { return o != c && colourWords[w](o.fill) }) {
			return w, true
		}
	}
	return "", false
}

// bindDotClass binds one class of dots, or returns why not.
func (d *sclDecoder) bindDotClass(c *dotClass, classes []*dotClass, sentences []*bindSentence) error {
	fail := func(word, reason string, ss []*bindSentence) error {
		return bindFailure(c.describe(word), c.names(), reason, ss)
	}
	refs, word := referring(sentences, func(s *bindSentence) (string, bool) { return s.refersToDots(c, classes) })
	if len(refs) == 0 {
		return errNotReferred
	}
	var fam *dotFamily
	var rs []sudoku.Rule
	for _, s := range refs {
		var found []*dotFamily
		for _, f := range dotFamilies {
			if f.states(s) {
				found = append(found, f)
			}
		}
		switch {
		case len(found) == 0:
			return fail(word, fmt.Sprintf("the sentence %q states no dot rule in a wording the reader knows", clipSentence(s.text)), refs)
		case len(found) > 1:
			return fail(word, fmt.Sprintf("the sentence %q states %d dot rules", clipSentence(s.text), len(found)), refs)
		case fam != nil && found[0] != fam:
			return fail(word, fmt.Sprintf("the rules text names two families: %s, %s", fam.name, found[0].name), refs)
		}
		fam = found[0]
		var these []sudoku.Rule
		for _, dt := range c.dots {
			r, err := fam.rule(s.norm, dt.a, dt.b)
			if err != nil {
				return fail(word, fmt.Sprintf("the sentence %q: %v", clipSentence(s.text), err), refs)
			}
			these = append(these, r)
		}
		if rs != nil && fmt.Sprint(rs) != fmt.Sprint(these) {
			return fail(word, "the rules text states the dots two ways", refs)
		}
		rs = these
	}
	for _, r := range rs {
		if err := rules.Validate(r, d.gridShape()); err != nil {
			return fail(word, fmt.Sprintf("as %s: %v", fam.name, err), refs)
		}
	}
	for _, r := range rs {
		d.boundBy[len(d.rs)] = len(d.bindings)
		d.rs = append(d.rs, r)
	}
	d.bindings = append(d.bindings, Binding{Elements: c.describe(word), Lines: c.names(), Family: fam.name, Sentence: refs[0].text})
	return nil
}
