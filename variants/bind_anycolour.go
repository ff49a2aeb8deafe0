package variants

import "regexp"

// This file lets one sentence speak of every class of lines at once, as
// setters write when all the puzzle's lines, whatever their colours, obey
// one rule: "The difference between two adjacent digits on a coloured
// line indicates ...".

// anyColourRE finds the words that name lines of any colour without
// naming one: "a coloured line", "the colored lines", "lines of any
// colour", "each line, whatever its colour".
var anyColourRE = regexp.MustCompile(`(?:^| )(?:(?:coloured|colored) lines?|lines? of (?:any|every|each|whatever) colou?r|lines?(?: \w+)? whatever (?:its|their) colou?rs?)(?: |$)`)

// markEveryClass sets bindSentence.everyClass on the sentence that names
// lines of any colour and no colour word, when it is the only sentence
// that speaks of lines at all: it then refers to every class, and each
// class is bound only if that sentence names one family for it. Another
// sentence that speaks of lines might be about some of them, so with one
// the sentence refers to none.
func markEveryClass(sentences []*bindSentence) {
	var only *bindSentence
	for _, s := range sentences {
		if !s.line {
			continue
		}
		if only != nil {
			return
		}
		only = s
	}
	if only != nil && len(only.colours) == 0 && anyColourRE.MatchString(only.norm) {
		only.everyClass = true
	}
}
