package variants

import (
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads the negative constraints a SudokuPad rules text states
// ("All possible dots are given", "All such pairs are given") as rules:
// a pair of neighbours with no dot is then neither consecutive nor 1:2,
// one with no X or V does not add up to 10 or 5. f-puzzles stores these
// in its "negative" list instead.

// negativeKindsIn returns the negative rules (rulesRead keys) a sentence
// that says all clues of a kind are given needs: by the kinds it names,
// or, when it names none and refers back ("all such pairs", "all of
// these"), by those of the sentence before it.
func negativeKindsIn(words, prev []string) []string {
	kinds := negativeKinds(words)
	if len(kinds) == 0 && slices.ContainsFunc(words, func(w string) bool { return w == "such" || w == "these" || w == "those" }) {
		kinds = negativeKinds(prev)
	}
	return kinds
}

// bindNegatives adds the negative kropki and XV rules that the sentences
// of the rules text state, for the dots and signs the puzzle draws.
func (d *sclDecoder) bindNegatives(sentences []*bindSentence) {
	read := d.rulesRead()
	var prev []string
	for _, s := range sentences {
		words, before := s.words, prev
		prev = words
		if !negativeConstraint(words) {
			continue
		}
		for _, kind := range negativeKindsIn(words, before) {
			if read[kind] {
				continue
			}
			var r sudoku.Rule
			switch kind {
			case "negative kropki":
				r = d.negativeKropki(words, sentences)
			case "negative xv":
				r = d.negativeXV(words, before)
			}
			if r == nil {
				continue
			}
			read[kind] = true
			d.rs = append(d.rs, r)
			d.bindings = append(d.bindings, Binding{Family: sudoku.RuleName(r), Sentence: s.text})
		}
	}
}

// negativeKropki returns the negative kropki rule of a sentence: for the
// colours it names, or when it names none, for those of the dots the text
// speaks of; nil when the puzzle draws no dot, or a dot of another
// difference or ratio than 1 and 2.
func (d *sclDecoder) negativeKropki(words []string, sentences []*bindSentence) sudoku.Rule {
	r := rules.NegativeKropki{White: slices.Contains(words, "white"), Black: slices.Contains(words, "black")}
	for _, x := range rules.Flatten(d.rs...) {
		switch x := x.(type) {
		case rules.Difference:
			r.Marked = append(r.Marked, [2]sudoku.Cell{x.A, x.B})
			if x.Value > 1 {
				return nil // a dot of another difference: the text must say
			}
		case rules.Ratio:
			r.Marked = append(r.Marked, [2]sudoku.Cell{x.A, x.B})
			if x.Value > 2 {
				return nil
			}
		}
	}
	if !r.White && !r.Black {
		for _, s := range sentences {
			dot := slices.ContainsFunc(s.words, func(w string) bool { return strings.HasPrefix(w, "dot") })
			r.White = r.White || (dot && slices.Contains(s.words, "white"))
			r.Black = r.Black || (dot && slices.Contains(s.words, "black"))
		}
	}
	if (!r.White && !r.Black) || len(r.Marked) == 0 {
		return nil // no dot drawn: the text speaks of dots not read
	}
	return r
}

// negativeXV returns the negative XV rule of a sentence: for the signs it
// names, or those of the sentence before it when it refers back; nil when
// it names neither or the puzzle draws no X or V.
func (d *sclDecoder) negativeXV(words, prev []string) sudoku.Rule {
	x, v := xvNamed(words)
	if !x && !v {
		x, v = xvNamed(prev)
	}
	r := rules.NegativeXV{}
	switch {
	case x && !v:
		r.Sums = []int{10}
	case v && !x:
		r.Sums = []int{5}
	case !x && !v:
		return nil
	}
	for _, y := range rules.Flatten(d.rs...) {
		if y, ok := y.(rules.XV); ok {
			r.Marked = append(r.Marked, [2]sudoku.Cell{y.A, y.B})
		}
	}
	if len(r.Marked) == 0 {
		return nil // no sign drawn: the text speaks of signs not read
	}
	return r
}

// xvNamed reports whether words name Xs and Vs.
func xvNamed(words []string) (x, v bool) {
	for _, w := range words {
		switch w {
		case "x", "xs", "xes":
			x = true
		case "v", "vs":
			v = true
		case "xv":
			x, v = true, true
		}
	}
	return x, v
}
