package variants

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/z3sudoku/z3sudoku/rules"
)

// This file checks a SudokuPad puzzle's rules text against the rules the
// reader mapped. The text is not understood; it is searched for words
// that name or change a rule, and each such word must be explained by a
// rule that was read. A word that names a rule the reader never maps
// ("slow", "renban", "may repeat") refuses the puzzle outright, and so
// does a word that names a rule it maps but did not find ("knight"
// without anti-knight, "thermometer" without a thermometer), since that
// rule is then drawn in a way the reader does not know, or only stated.
// So does a "Heading:" with a word the reader does not know. A word
// missing from the lists lets a wrong puzzle through, so they err towards
// refusing: a word with an innocent use ("even if") refuses unless the
// use is listed as an exception.

// rulesTextSignal is one word or phrase of a rules text, as lower-case
// words; a word ending in "*" matches any word it begins. needs names the
// rules (rulesRead keys) of which one must have been read for the phrase
// to be understood; none means the reader never maps what it says.
// except lists longer phrases holding it that mean something else.
type rulesTextSignal struct {
	phrase string
	needs  []string
	what   string
	except []string
}

// sclRulesSignals are the phrases the reader looks for, in the order the
// error lists those of one sentence.
var sclRulesSignals = []rulesTextSignal{
	// Rules the reader never maps, or changes to the ones it does.
	{"slow", nil, "slow thermometers", nil},
	{"stay the same", nil, "digits that may stay the same", nil},
	{"remain the same", nil, "digits that may stay the same", nil},
	{"or equal", nil, "digits that may be equal", nil},
	{"never decrease", nil, "digits that may stay the same", nil},
	{"non decreasing", nil, "digits that may stay the same", nil},
	{"not decrease", nil, "digits that may stay the same", nil},
	{"remain equal", nil, "digits that may stay the same", nil},
	{"stay equal", nil, "digits that may stay the same", nil},
	{"may repeat", nil, "digits that may repeat", nil},
	{"can repeat", nil, "digits that may repeat", nil},
	{"might repeat", nil, "digits that may repeat", nil},
	{"may be repeated", nil, "digits that may repeat", nil},
	{"can be repeated", nil, "digits that may repeat", nil},
	{"allowed to repeat", nil, "digits that may repeat", nil},
	{"repetition is allowed", nil, "digits that may repeat", nil},
	{"contain repeated", nil, "digits that may repeat", nil},
	{"contain repeats", nil, "digits that may repeat", nil},
	{"need not", nil, "a rule relaxed", nil},
	{"needn t", nil, "a rule relaxed", nil},
	{"not have to", nil, "a rule relaxed", nil},
	{"t have to", nil, "a rule relaxed", nil},
	{"do not apply", nil, "sudoku rules that do not apply", nil},
	{"does not apply", nil, "sudoku rules that do not apply", nil},
	{"don t apply", nil, "sudoku rules that do not apply", nil},
	{"negative", nil, "a negative constraint or negative values", nil},
	{"negator*", nil, "negators", nil},
	{"not separated", nil, "a negative constraint", nil},
	{"not connected", nil, "a negative constraint", nil},
	{"not joined", nil, "a negative constraint", nil},
	{"without a", nil, "a negative constraint", nil},
	{"no dot*", nil, "a negative constraint", nil},
	{"non consecutive", nil, "non-consecutive digits", nil},
	{"anti consecutive", nil, "non-consecutive digits", nil},
	{"prime*", nil, "primes", nil},
	{"even", nil, "parity", []string{"not even", "even if", "even though", "even when", "even diagonally"}},
	{"odd", nil, "parity", nil},
	{"parity", nil, "parity", nil},
	{"doubler*", nil, "doublers", nil},
	{"renban*", nil, "renban lines", nil},
	{"whisper*", nil, "whispers lines", nil},
	{"german", nil, "German whispers", nil},
	{"dutch", nil, "Dutch whispers", nil},
	{"zipper*", nil, "zipper lines", nil},
	{"palindrom*", nil, "palindromes", nil},
	{"sandwich*", nil, "sandwich clues", nil},
	{"little killer*", nil, "little killer clues", nil},
	{"x sums", nil, "X-sums", nil},
	{"skyscraper*", nil, "skyscrapers", nil},
	{"between line*", nil, "between lines", nil},
	{"entropic*", nil, "entropic lines", nil},
	{"modular*", nil, "modular lines", nil},
	{"region sum*", nil, "region sum lines", nil},
	{"nabner*", nil, "nabner lines", nil},
	{"index*", nil, "indexing", nil},
	{"fog", nil, "fog of war", nil},
	{"product*", nil, "products", nil},
	{"inequalit*", []string{"inequality"}, "inequalities", nil},
	{"outside", nil, "clues outside the grid", nil},
	{"shade*", nil, "shading", nil},
	{"shading", nil, "shading", nil},
	{"yin yang", nil, "yin yang", nil},
	{"snake*", nil, "a snake", nil},
	{"loop*", nil, "a loop", nil},
	{"draw", nil, "drawing in the grid", nil},
	{"hot", nil, "hot and cold cells", nil},
	{"cold", nil, "hot and cold cells", nil},
	{"nosferatu", nil, "nosferatu cells", nil},
	{"subset", nil, "a subset of digits", nil},
	{"select", nil, "a choice of digits", nil},
	{"counting", nil, "counting circles", nil},
	{"quadruple*", nil, "quadruples", nil},
	{"clone*", nil, "clones", nil},
	{"lockout*", nil, "lockout lines", nil},
	{"disjoint", nil, "disjoint groups", nil},
	{"windoku", nil, "extra regions", nil},
	{"hyper*", nil, "extra regions", nil},
	{"extra region*", nil, "extra regions", nil},
	{"magic", nil, "magic squares", nil},
	{"average*", nil, "averages", nil},
	// Rules the reader maps: the text must describe one that was read.
	{"thermo*", []string{"thermometer"}, "thermometers", nil},
	{"bulb*", []string{"thermometer"}, "thermometers", nil},
	{"arrow*", []string{"arrow"}, "arrows", nil},
	{"cage*", []string{"cage"}, "killer cages", nil},
	{"killer*", []string{"cage"}, "killer cages", nil},
	{"white dot*", []string{"white dot"}, "white kropki dots", nil},
	{"black dot*", []string{"black dot"}, "black kropki dots", nil},
	{"kropki", []string{"white dot", "black dot"}, "kropki dots", nil},
	{"dot*", []string{"white dot", "black dot"}, "kropki dots", nil},
	{"xv", []string{"X", "V"}, "X and V", nil},
	{"x", []string{"X"}, "X", nil},
	{"xs", []string{"X"}, "X", nil},
	{"v", []string{"V"}, "V", nil},
	{"vs", []string{"V"}, "V", nil},
	{"diagonal", []string{"diagonal"}, "diagonals", nil},
	{"diagonals", []string{"diagonal"}, "diagonals", nil},
	{"knight*", []string{"anti-knight"}, "anti-knight", nil},
	{"antiknight", []string{"anti-knight"}, "anti-knight", nil},
	{"king", []string{"anti-king"}, "anti-king", nil},
	{"kings", []string{"anti-king"}, "anti-king", nil},
	{"antiking", []string{"anti-king"}, "anti-king", nil},
	{"jigsaw", []string{"jigsaw"}, "jigsaw regions", nil},
	{"irregular", []string{"jigsaw"}, "jigsaw regions", nil},
}

// sclRulesHeadings are the words a rule's heading ("Killer cages: ...")
// may use; a heading with any other word names a rule not read.
var sclRulesHeadings = []string{"normal", "classic", "standard", "sudoku", "rule", "rules", "apply",
	"arrow", "arrows", "killer", "cage", "cages", "thermo", "thermos", "thermometer", "thermometers",
	"kropki", "partial", "dot", "dots", "white", "black", "xv", "x", "v", "anti", "knight", "antiknight",
	"king", "antiking", "diagonal", "diagonals", "jigsaw", "irregular", "regions", "inequality", "inequalities"}

// rulesRead returns the rules the decoder read, by the names the signals
// use.
func (d *sclDecoder) rulesRead() map[string]bool {
	read := map[string]bool{}
	for _, r := range d.rs {
		switch r := r.(type) {
		case rules.Cage, rules.SumCage:
			read["cage"] = true
		case rules.GreaterThan:
			read["inequality"] = true
		case rules.Thermometer:
			read["thermometer"] = true
		case rules.Arrow:
			read["arrow"] = true
		case rules.Difference:
			read["white dot"] = true
		case rules.Ratio:
			read["black dot"] = true
		case rules.XV:
			if r.Sum == 10 {
				read["X"] = true
			} else {
				read["V"] = true
			}
		case rules.AntiKnight:
			read["anti-knight"] = true
		case rules.AntiKing:
			read["anti-king"] = true
		}
	}
	read["diagonal"] = d.diagonal[0] || d.diagonal[1]
	read["jigsaw"] = d.jigsaw
	return read
}

var (
	// "3 x 3" and "3×3" are sizes, written as one word.
	sclSizeRE = regexp.MustCompile(`(\d)\s*[x×]\s*(\d)`)
	// Where a sentence ends.
	sclSentenceRE = regexp.MustCompile(`[.!?;\n]+`)
	// A heading: a few words, then a colon, at the start of a line.
	sclHeadingRE = regexp.MustCompile(`^[\s\-*•]*([\pL][\pL\s/\-']{0,40}):`)
)

// checkRulesText refuses a rules text that states a rule the decoder did
// not read; it returns a *RulesTextError, or nil.
func (d *sclDecoder) checkRulesText() error {
	if strings.TrimSpace(d.rulesText) == "" {
		return nil
	}
	read := d.rulesRead()
	var found []string
	seen := map[string]bool{}
	add := func(phrase, what, sentence string) {
		s := fmt.Sprintf("%q (%s), in %q", phrase, what, clipSentence(sentence))
		if !seen[s] {
			seen[s] = true
			found = append(found, s)
		}
	}
	// Some editors store the text with its line breaks escaped twice.
	text := strings.NewReplacer(`\n`, "\n", "’", "'", "‘", "'", "–", "-", "—", "-").Replace(d.rulesText)
	text = sclSizeRE.ReplaceAllString(text, "${1}x$2")
	for _, line := range strings.Split(text, "\n") {
		if m := sclHeadingRE.FindStringSubmatch(line); m != nil {
			if unknownHeading(m[1]) {
				add(strings.TrimSpace(m[1])+":", "a rule heading not read", line)
			}
		} else if t := strings.TrimSpace(line); t == strings.ToUpper(t) && strings.IndexFunc(t, unicode.IsLetter) >= 0 && len(sclWords(t)) <= 3 && unknownHeading(t) {
			// A heading on its own line, in capitals.
			add(t, "a rule heading not read", t)
		}
		for _, sentence := range sclSentenceRE.Split(line, -1) {
			words := sclWords(sentence)
			for _, sig := range sclRulesSignals {
				w := words
				for _, e := range sig.except {
					w = sclRemovePhrase(w, e)
				}
				i := sclFindPhrase(w, sig.phrase)
				if i < 0 || slices.ContainsFunc(sig.needs, func(k string) bool { return read[k] }) {
					continue
				}
				add(strings.Join(w[i:i+len(strings.Fields(sig.phrase))], " "), sig.what+" not read", sentence)
			}
			if negativeConstraint(words) {
				add("all ... given", "a negative constraint", sentence)
			}
			if n, ok := digitsBeyond(words, d.n); ok {
				add(fmt.Sprintf("1-%d", n), fmt.Sprintf("digits beyond the %dx%d grid", d.n, d.n), sentence)
			}
		}
	}
	if len(found) > 0 {
		return &RulesTextError{Phrases: found}
	}
	return nil
}

// unknownHeading reports a heading with a word that is not in
// sclRulesHeadings.
func unknownHeading(h string) bool {
	return slices.ContainsFunc(sclWords(h), func(w string) bool { return !slices.Contains(sclRulesHeadings, w) })
}

// sclWords splits text into lower-case words of letters and digits.
func sclWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// sclHasPhrase reports whether words hold phrase's words in a row.
func sclHasPhrase(words []string, phrase string) bool {
	return sclFindPhrase(words, phrase) >= 0
}

// sclRemovePhrase returns words without every place phrase is in.
func sclRemovePhrase(words []string, phrase string) []string {
	n := len(strings.Fields(phrase))
	for i := sclFindPhrase(words, phrase); i >= 0; i = sclFindPhrase(words, phrase) {
		words = slices.Concat(words[:i], []string{"\x00"}, words[i+n:])
	}
	return words
}

// sclFindPhrase returns where words hold phrase's words in a row, or -1.
func sclFindPhrase(words []string, phrase string) int {
	pw := strings.Fields(phrase)
	for i := 0; i+len(pw) <= len(words); i++ {
		ok := true
		for j, p := range pw {
			w := words[i+j]
			if prefix, found := strings.CutSuffix(p, "*"); found {
				ok = strings.HasPrefix(w, prefix)
			} else {
				ok = w == p
			}
			if !ok {
				break
			}
		}
		if ok {
			return i
		}
	}
	return -1
}

// negativeConstraint reports a sentence that says all clues of a kind are
// given ("All kropki dots are given", "all possible Xs are shown"), a
// rule the reader does not map; "Not all dots are given" is the usual
// disclaimer and says the opposite.
func negativeConstraint(words []string) bool {
	if !slices.Contains(words, "all") && !slices.Contains(words, "every") {
		return false
	}
	if sclHasPhrase(words, "not all") || sclHasPhrase(words, "not every") || sclHasPhrase(words, "not necessarily") {
		return false
	}
	if sclHasPhrase(words, "all possible") || sclHasPhrase(words, "every possible") {
		return true
	}
	for _, verb := range []string{"given", "shown", "marked", "displayed", "drawn"} {
		if sclHasPhrase(words, "are "+verb) || sclHasPhrase(words, "is "+verb) || sclHasPhrase(words, "been "+verb) {
			return true
		}
	}
	return false
}

// digitsBeyond finds "1-9" or "1 to 9" naming more digits than a grid of
// size n holds.
func digitsBeyond(words []string, n int) (int, bool) {
	for i := 0; i+1 < len(words); i++ {
		if words[i] != "1" {
			continue
		}
		j := i + 1
		if words[j] == "to" || words[j] == "through" {
			j++
		}
		if j < len(words) {
			if m, err := strconv.Atoi(words[j]); err == nil && m > n && m <= 9 {
				return m, true
			}
		}
	}
	return 0, false
}

// clipSentence shortens a sentence for an error message.
func clipSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 80 {
		return string(r[:77]) + "..."
	}
	return s
}
