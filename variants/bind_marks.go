package variants

import (
	"regexp"
	"slices"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads the centre marks of lines: setters draw a zipper
// line's centre with a small shape of the line's colour, a circle on the
// centre cell of an odd-length line, a circle or diamond on the edge
// between the two middle cells of an even-length one, and say so in the
// rules text ("the centre is marked with a dot", "the line's (circled)
// center"). The marks are then part of the lines' drawing; a shape
// anywhere else, or of another colour, stays unread.

// centreMarksRE matches, in a sentence's normalised words
// (bindSentence.norm), the wordings that say a line's centre is marked:
// "the centre of each line is marked with a dot", "the circled center",
// "the middle is circled".
var centreMarksRE = regexp.MustCompile(`(?:^| )(?:` +
	`(?:center|centre)(?: \w+){0,5} marked (?:with|by) (?:a |an )?(?:small |little )?(?:colour )?(?:dot|dots|circle|circles|diamond|diamonds)` +
	`|(?:circled|dotted|marked) (?:center|centre|middle)s?(?: cells?)?` +
	`|(?:center|centre|middle)s?(?: cells?)? (?:is|are) (?:circled|dotted|marked)` +
	`)(?: |$)`)

// marksLengthIdioms are the words of "odd-length lines" and "even-length
// lines", which say which lines a sentence is about, not their digits.
var marksLengthIdioms = [][]string{{"odd", "length"}, {"even", "length"}}

// marksSaid reports a sentence that says the lines of the one class c
// have their centres marked in fam's wording (lineFamily.marks) without
// naming a family or a colour, and says nothing a guard word may change
// beyond fam's own wording: "For odd-length lines, the total is the
// digit placed in the line's (circled) center". Such a sentence refers
// to no class (bindSentence.refersTo), so bindClass asks here.
func marksSaid(fam *lineFamily, classes []*bindClass, sentences []*bindSentence) bool {
	if fam.marks == nil || len(classes) != 1 {
		return false
	}
	allows := append(slices.Clone(fam.allows), "dot*", "circle*")
	for _, s := range sentences {
		if !s.line || len(s.colours) > 0 || !fam.marks.MatchString(s.norm) ||
			slices.ContainsFunc(lineFamilies, func(f *lineFamily) bool { return f.recognises(s) }) {
			continue
		}
		rest := &bindSentence{words: withoutPhrases(s.words, marksLengthIdioms)}
		if _, ok := guardedBy(rest, allows); !ok {
			return true
		}
	}
	return false
}

// withoutPhrases returns words without the phrases in them.
func withoutPhrases(words []string, phrases [][]string) []string {
	var out []string
next:
	for i := 0; i < len(words); i++ {
		for _, p := range phrases {
			if i+len(p) <= len(words) && slices.Equal(words[i:i+len(p)], p) {
				i += len(p) - 1
				continue next
			}
		}
		out = append(out, words[i])
	}
	return out
}

// lineCentres returns the centres of c's lines, which their marks may
// be on: the centre cell of an odd-length line, the two middle cells of
// an even-length one.
func lineCentres(c *bindClass) centreMarks {
	m := centreMarks{col: c.col}
	for _, bl := range c.lines {
		n := len(bl.cells)
		switch {
		case n%2 == 1:
			m.cells = append(m.cells, bl.cells[n/2])
		case n >= 2:
			m.edges = append(m.edges, [2]sudoku.Cell{bl.cells[n/2-1], bl.cells[n/2]})
		}
	}
	return m
}

// onEdge reports whether a and b are the two middle cells of one of the
// lines, in either order.
func (m centreMarks) onEdge(a, b sudoku.Cell) bool {
	return slices.ContainsFunc(m.edges, func(e [2]sudoku.Cell) bool {
		return (e[0] == a && e[1] == b) || (e[0] == b && e[1] == a)
	})
}
