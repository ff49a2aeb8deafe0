package variants

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file checks a puzzle's rules text against the rules a reader
// read; the SudokuPad and f-puzzles readers share it. The text is not
// understood; it is searched for words that name or change a rule, and
// each such word must be explained by a rule that was read. A word that
// names a rule no reader maps ("slow" without slow thermometers, "may
// repeat" in a cage, "prime") refuses the puzzle outright, and so does a
// word that names a rule that was not read ("knight" without
// anti-knight, "thermometer" without a thermometer), since that rule is
// then drawn in a way the reader does not know, or only stated. So does
// a "Heading:" with a word the reader does not know. A word missing from
// the lists lets a wrong puzzle through, so they err towards refusing: a
// word with an innocent use ("even if") refuses unless the use is listed
// as an exception.
//
// Words come in two kinds. A global word states or changes a rule that
// needs no clue on the grid (anti-knight, a negative constraint, "may
// repeat"), so it is checked whatever the grid holds. A drawn word names
// a clue drawn on the grid (a cage, a dot, an odd cell); a format whose
// every drawing the reader understands or refuses (f-puzzles without
// drawn-only elements) has no such clue left unread, so there the words
// are boilerplate and are not checked.

// rulesTextSignal is one word or phrase of a rules text, as lower-case
// words; a word ending in "*" matches any word it begins. needs names the
// rules (rulesRead keys) of which one must have been read for the phrase
// to be understood; none means no reader maps what it says. except lists
// longer phrases holding it that mean something else. repeats marks a
// phrase that lets digits repeat, understood as repeatWhere says.
type rulesTextSignal struct {
	phrase  string
	needs   []string
	what    string
	except  []string
	repeats bool
	drawn   bool
}

// global returns a signal for a rule or change that needs no clue drawn.
func global(phrase, what string, needs ...string) rulesTextSignal {
	return rulesTextSignal{phrase: phrase, needs: needs, what: what}
}

// drawn returns a signal for a rule whose clues are drawn on the grid.
func drawn(phrase, what string, needs ...string) rulesTextSignal {
	return rulesTextSignal{phrase: phrase, needs: needs, what: what, drawn: true}
}

// unless returns s with phrases that mean something else.
func (s rulesTextSignal) unless(except ...string) rulesTextSignal {
	s.except = except
	return s
}

// repeat returns a signal for a phrase that lets digits repeat, understood
// by repeatWhere.
func repeat(phrase string) rulesTextSignal {
	return rulesTextSignal{phrase: phrase, what: "digits that may repeat", repeats: true}
}

// repeatWhere maps the words that name clues along which digits may
// repeat, unless sudoku rules forbid it, to the rules (rulesRead keys)
// that read such clues. A sentence that lets digits repeat is understood
// when it names at least one such clue and, for every one it names, one of
// its rules was read: "Digits may repeat on arrows" with arrows read, but
// not "in cages and on arrows" with killer cages.
var repeatWhere = map[string][]string{
	"arrow*":     {"arrow", "double arrow"},
	"diagonal*":  {"little killer"},
	"line*":      {"arrow", "double arrow", "whispers", "palindrome", "entropic", "modular", "zipper", "region sum", "between"},
	"whisper*":   {"whispers"},
	"palindrom*": {"palindrome"},
	"entropic*":  {"entropic"},
	"modular*":   {"modular"},
	"zipper*":    {"zipper"},
	"between*":   {"between"},
	"sandwich*":  {"sandwich"},
	"sum*":       {"arrow", "double arrow", "little killer", "x-sum", "region sum", "sum cage", "sandwich"},
	"thermo*":    {"slow thermometer"},
	"cage*":      {"sum cage"},
	"killer*":    {"sum cage", "little killer"},
}

// rulesTextSignals are the phrases looked for, in the order the error
// lists those of one sentence. The words of the global rules are those of
// their rows of rules.Globals (globalSignals).
var rulesTextSignals = slices.Concat(rulesTextChanges, globalSignals(), rulesTextOthers)

// globalSignals returns a signal for each word of each row of
// rules.Globals, which needs the row's rule (rulesRead's key for it is the
// row's Name).
func globalSignals() []rulesTextSignal {
	var out []rulesTextSignal
	for _, g := range rules.Globals() {
		what := g.Stated
		if what == "" {
			what = g.Name
		}
		for _, w := range g.Words {
			out = append(out, global(w, what, g.Name))
		}
	}
	return out
}

// rulesTextChanges are the signals of changes to rules, and of rules that
// need no clue drawn but are not in rules.Globals.
var rulesTextChanges = []rulesTextSignal{
	// Changes to rules, and rules that need no clue drawn.
	global("slow", "slow thermometers", "slow thermometer"),
	global("stay the same", "digits that may stay the same", "slow thermometer"),
	global("remain the same", "digits that may stay the same", "slow thermometer"),
	global("or equal", "digits that may be equal", "slow thermometer").unless("between or equal"),
	global("never decrease", "digits that may stay the same", "slow thermometer"),
	global("non decreasing", "digits that may stay the same", "slow thermometer"),
	global("not decrease", "digits that may stay the same", "slow thermometer"),
	global("remain equal", "digits that may stay the same", "slow thermometer"),
	global("stay equal", "digits that may stay the same", "slow thermometer"),
	repeat("may repeat"),
	repeat("can repeat"),
	repeat("might repeat"),
	repeat("may be repeated"),
	repeat("can be repeated"),
	repeat("allowed to repeat"),
	repeat("repetition is allowed"),
	repeat("contain repeated"),
	repeat("contain repeats"),
	global("need not", "a rule relaxed"),
	global("needn t", "a rule relaxed"),
	global("not have to", "a rule relaxed"),
	global("t have to", "a rule relaxed"),
	global("do not apply", "sudoku rules that do not apply"),
	global("does not apply", "sudoku rules that do not apply"),
	global("don t apply", "sudoku rules that do not apply"),
	global("negative", "a negative constraint or negative values", "negative").unless(
		"no negative constraint*", "without negative constraint*", "without a negative constraint*",
		"without the negative constraint*", "not a negative constraint*"),
	global("negator*", "negators"),
	global("not separated", "a negative constraint", "negative"),
	global("not connected", "a negative constraint", "negative"),
	global("not joined", "a negative constraint", "negative"),
	global("without a", "a negative constraint", "negative"),
	global("no dot*", "a negative constraint", "negative"),
}

// rulesTextOthers are the signals after the global rules' words: more
// rules that need no clue drawn, then rules whose clues are drawn.
var rulesTextOthers = []rulesTextSignal{
	global("prime*", "primes"),
	global("euler", "Euler (Graeco-Latin) colours"),
	drawn("even", "parity", "odd", "even", "parity line", "parity run").unless("not even", "even if", "even though", "even when", "even diagonally"),
	drawn("odd", "parity", "odd", "even", "parity line", "parity run").unless("odd length", "odd number of cells"),
	drawn("parity", "parity", "odd", "even", "parity line", "parity run"),
	drawn("doubler*", "doublers"),
	drawn("renban*", "renban lines", "renban"),
	drawn("whisper*", "whispers lines", "whispers"),
	drawn("german", "German whispers", "whispers"),
	drawn("dutch", "Dutch whispers", "whispers"),
	drawn("zipper*", "zipper lines", "zipper"),
	drawn("palindrom*", "palindromes", "palindrome"),
	drawn("sandwich*", "sandwich clues", "sandwich"),
	drawn("little killer*", "little killer clues", "little killer"),
	drawn("x sums", "X-sums", "x-sum").unless("x sums to"),
	drawn("x sum", "X-sums", "x-sum").unless("x sum to"),
	drawn("skyscraper*", "skyscrapers", "skyscraper").unless("hidden skyscraper*"),
	drawn("hidden skyscraper*", "hidden skyscrapers", "hidden skyscraper"),
	drawn("between line*", "between lines", "between"),
	drawn("entropic*", "entropic lines", "entropic"),
	drawn("modular*", "modular lines", "modular"),
	drawn("region sum*", "region sum lines", "region sum"),
	drawn("nabner*", "nabner lines", "nabner"),
	drawn("index*", "indexing", "indexer", "index line"),
	global("fog", "fog of war"),
	drawn("product*", "products", "product diagonals"),
	drawn("inequalit*", "inequalities", "inequality", "minimum", "maximum"), // shaded extremes drawn with chevrons
	drawn("outside", "clues outside the grid", "little killer", "sandwich", "x-sum", "skyscraper", "hidden skyscraper").unless("outside the range"),
	drawn("shade*", "shading", "extra region", "clone", "maximum", "minimum"),
	drawn("shading", "shading", "extra region", "clone", "maximum", "minimum"),
	global("yin yang", "yin yang"),
	global("snake*", "a snake"),
	global("loop*", "a loop"),
	global("draw", "drawing in the grid"),
	global("hot", "hot and cold cells"),
	global("cold", "hot and cold cells"),
	global("nosferatu", "nosferatu cells"),
	global("subset", "a subset of digits"),
	global("select", "a choice of digits"),
	drawn("counting", "counting circles", "counting circles"),
	drawn("counting circle*", "counting circles", "counting circles"),
	drawn("sun", "suns", "sunburn"),
	drawn("suns", "suns", "sunburn"),
	drawn("sunburn*", "suns", "sunburn"),
	drawn("quadruple*", "quadruples", "quadruple"),
	drawn("clone*", "clones", "clone"),
	drawn("lockout*", "lockout lines", "lockout"),
	drawn("sequence line*", "sequence lines", "sequence line"),
	drawn("fibonacci*", "Fibonacci lines", "fibonacci line"),
	drawn("difference* count line*", "differences count lines", "differences count line"),
	drawn("windoku", "extra regions", "extra region"),
	drawn("hyper*", "extra regions", "extra region"),
	drawn("extra region*", "extra regions", "extra region"),
	drawn("magic", "magic squares"),
	drawn("average*", "averages"),
	// Rules whose clues are drawn: the text must describe one that was read.
	drawn("thermo*", "thermometers", "thermometer", "slow thermometer"),
	drawn("bulb*", "thermometers", "thermometer", "slow thermometer"),
	drawn("arrow*", "arrows", "arrow", "double arrow", "little killer", "product diagonals"),
	drawn("cage*", "killer cages", "cage", "sum cage", "clone"),
	drawn("killer*", "killer cages", "cage", "sum cage", "little killer"),
	drawn("white dot*", "white kropki dots", "white dot"),
	drawn("black dot*", "black kropki dots", "black dot"),
	drawn("kropki", "kropki dots", "white dot", "black dot"),
	drawn("dot*", "kropki dots", "white dot", "black dot", "centre mark", "difference or ratio dot"),
	drawn("xv", "X and V", "X", "V"),
	drawn("x", "X", "X"),
	drawn("xs", "X", "X"),
	drawn("v", "V", "V"),
	drawn("vs", "V", "V"),
	drawn("diagonal", "diagonals", "diagonal", "little killer", "product diagonals"),
	drawn("diagonals", "diagonals", "diagonal", "little killer", "product diagonals"),
	drawn("jigsaw", "jigsaw regions", "jigsaw"),
	drawn("irregular", "jigsaw regions", "jigsaw"),
	drawn("minimum*", "minimum cells", "minimum"),
	drawn("maximum*", "maximum cells", "maximum"),
	drawn("fortress*", "minimum and maximum cells", "minimum", "maximum"),
}

// rulesHeadings are the words a rule's heading ("Killer cages: ...") may
// use besides those of the signals whose rules were read; a heading with
// any other word names a rule not read.
var rulesHeadings = []string{"normal", "classic", "standard", "default", "sudoku", "rule", "rules", "apply",
	"arrow", "arrows", "killer", "cage", "cages", "thermo", "thermos", "thermometer", "thermometers",
	"kropki", "partial", "dot", "dots", "white", "black", "xv", "x", "v", "anti", "knight", "antiknight",
	"king", "antiking", "diagonal", "diagonals", "jigsaw", "irregular", "regions", "line", "lines", "by",
	"inequality", "inequalities", "pairs"}

// headingGlue are the words that join rule and colour words in a heading
// ("Grey line is a palindrome:") and say nothing of their own.
var headingGlue = []string{"a", "an", "the", "is", "are", "of", "and"}

// rulesRead returns the rules in rs, by the names the signals use: a
// collection's rule by the name in its row of the f-puzzles codec table
// (fpzRows), a global rule by its Name in rules.Globals, the others here.
func rulesRead(rs []sudoku.Rule) map[string]bool {
	read := map[string]bool{}
	for _, r := range rules.Flatten(rs...) {
		if name, ok := fpzRuleName(r); ok {
			if name != "" {
				read[name] = true
			}
			continue
		}
		if g, ok := rules.GlobalOf(r); ok {
			read[g.Name] = true
		}
		switch r := r.(type) {
		case rules.SumCage:
			read["sum cage"] = true
		case rules.HiddenSkyscraper:
			read["hidden skyscraper"] = true
		case rules.ParityLine:
			read["parity line"] = true
		case rules.SequenceLine:
			read["sequence line"] = true
		case rules.Lockout:
			read["lockout"] = true
		case rules.FibonacciLine:
			read["fibonacci line"] = true
		case rules.DifferenceCount:
			read["differences count line"] = true
		case rules.IndexLine:
			read["index line"] = true
		case rules.NoParityRun:
			read["parity run"] = true
		case rules.DifferenceOrRatio:
			read["difference or ratio dot"] = true
		case rules.Sunburn:
			read["sunburn"] = true
		case rules.ProductDiagonals:
			read["product diagonals"] = true
		case rules.Diagonal:
			read["diagonal"] = true // either, for the drawn words
		case rules.Jigsaw:
			read["jigsaw"] = true
		case rules.NonConsecutive:
			read["negative"] = true
		case rules.NegativeKropki:
			// Its white dots' pairs exempt, the rest non-consecutive.
			read[rules.NonConsecutive{}.String()] = read[rules.NonConsecutive{}.String()] || r.White
			read["negative kropki"], read["negative"] = true, true
		case rules.NegativeXV:
			read["negative xv"], read["negative"] = true, true
		}
	}
	return read
}

// The rules text's regular expressions, compiled when a rules text is
// first read, so that a program that reads none does not pay for them.
var (
	// "3 x 3" and "3×3" are sizes, written as one word.
	sizeRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(\d)\s*[x×]\s*(\d)`) })
	// Where a sentence ends.
	sentenceRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[.!?;\n]+`) })
	// A heading: a few words, then a colon, at the start of a line.
	headingRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[\s\-*•]*([\pL\d][\pL\d\s/\-']{0,40}):`)
	})
	// A word a heading may hold besides rule words: a number ("159") or
	// a size ("4x4").
	headingNumberRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\d+(x\d+)?$`) })
)

// checkRulesText refuses a rules text that states a rule not in read
// (rulesRead keys) for a grid of size n; it returns a *RulesTextError, or
// nil. Drawn words are checked only when drawnUnread says that the puzzle
// may draw clues the reader did not read.
func checkRulesText(rulesText string, n int, read map[string]bool, drawnUnread bool) error {
	if strings.TrimSpace(rulesText) == "" {
		return nil
	}
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
	text := strings.NewReplacer(`\n`, "\n", "’", "'", "‘", "'", "–", "-", "—", "-").Replace(rulesText)
	text = sizeRE().ReplaceAllString(text, "${1}x$2")
	var prev []string // the sentence before
	for _, line := range strings.Split(text, "\n") {
		if m := headingRE().FindStringSubmatch(line); m != nil && len(textWords(m[1])) <= maxHeadingWords {
			if unknownHeading(m[1], read) && !aliasHeading(m[1], line[len(m[0]):]) {
				add(strings.TrimSpace(m[1])+":", "a rule heading not read", line)
			}
		} else if t := strings.TrimSpace(line); t == strings.ToUpper(t) && strings.IndexFunc(t, unicode.IsLetter) >= 0 &&
			len(textWords(t)) <= 3 && namesRule(textWords(t)) && unknownHeading(t, read) {
			// A heading on its own line, in capitals; a line of capitals
			// that names no rule is a name, as in a list of setters.
			add(t, "a rule heading not read", t)
		}
		for _, sentence := range sentenceRE().Split(line, -1) {
			words := textWords(sentence)
			for _, sig := range rulesTextSignals {
				if sig.drawn && !drawnUnread {
					continue
				}
				w := words
				for _, e := range sig.except {
					w = removePhrase(w, e)
				}
				i := findPhrase(w, sig.phrase)
				if i < 0 || sig.understood(read, words) {
					continue
				}
				add(strings.Join(w[i:i+len(strings.Fields(sig.phrase))], " "), sig.what+" not read", sentence)
			}
			if negativeConstraint(words) && !allRead(read, negativeKindsIn(words, prev)) {
				add("all ... given", "a negative constraint", sentence)
			}
			if m, ok := digitsBeyond(words, n); ok {
				add(fmt.Sprintf("1-%d", m), fmt.Sprintf("digits beyond the %dx%d grid", n, n), sentence)
			}
			prev = words
		}
	}
	if len(found) > 0 {
		return &RulesTextError{Phrases: found}
	}
	return nil
}

// understood reports whether one of the rules s needs was read, or for a
// phrase that lets digits repeat, whether the sentence of words names
// clues along which they may and every such clue's rule was read.
func (s rulesTextSignal) understood(read map[string]bool, words []string) bool {
	isRead := func(k string) bool { return read[k] }
	if !s.repeats {
		return slices.ContainsFunc(s.needs, isRead)
	}
	named := false
	for clue, keys := range repeatWhere {
		if !hasPhrase(words, clue) {
			continue
		}
		if !slices.ContainsFunc(keys, isRead) {
			return false
		}
		named = true
	}
	return named
}

// negativeKinds returns the negative rules (rulesRead keys) a sentence
// that says all clues of a kind are given needs: the kropki one for dots,
// the XV one for Xs and Vs; none for a kind no reader maps.
func negativeKinds(words []string) []string {
	var kinds []string
	if slices.ContainsFunc(words, func(w string) bool {
		return strings.HasPrefix(w, "dot") || w == "kropki" || w == "white" || w == "black"
	}) {
		kinds = append(kinds, "negative kropki")
	}
	if slices.ContainsFunc(words, func(w string) bool {
		return w == "x" || w == "v" || w == "xv" || w == "xs" || w == "vs" || w == "xes"
	}) {
		kinds = append(kinds, "negative xv")
	}
	return kinds
}

// allRead reports whether keys are all read; none is not.
func allRead(read map[string]bool, keys []string) bool {
	return len(keys) > 0 && !slices.ContainsFunc(keys, func(k string) bool { return !read[k] })
}

// maxHeadingWords is the most words of a heading; a longer text before
// a colon is a sentence ("Green stripes are German whispers lines: ...").
const maxHeadingWords = 5

// namesRule reports words that say "rule" or "sudoku" or hold a signal.
func namesRule(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(w, "rule") || w == "sudoku" }) ||
		slices.ContainsFunc(rulesTextSignals, func(s rulesTextSignal) bool { return hasPhrase(words, s.phrase) })
}

// unknownHeading reports a heading with a word that is neither in
// rulesHeadings nor a word of a signal for a rule read.
func unknownHeading(h string, read map[string]bool) bool {
	return slices.ContainsFunc(textWords(h), func(w string) bool {
		_, colour := colourWords[w]
		return !slices.Contains(rulesHeadings, w) && !slices.Contains(headingGlue, w) && !colour &&
			!headingNumberRE().MatchString(w) && !slices.ContainsFunc(rulesTextSignals, func(s rulesTextSignal) bool {
			return slices.ContainsFunc(s.needs, func(k string) bool { return read[k] }) &&
				slices.ContainsFunc(strings.Fields(s.phrase), func(p string) bool { return findPhrase([]string{w}, p) == 0 })
		})
	})
}

// aliasWordRE finds a word that a parenthesis after it explains as a
// drawn element: "the shell (blue line)", "a bubble (white dot)".
var aliasWordRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(\pL+)\s*\(\s*(?:[\pL\-]+\s+){0,2}(?:line|lines|dot|dots|circle|circles|square|squares|cage|cages|arrow|arrows|thermometer|thermometers)\s*\)`)
})

// aliasHeading reports a heading that is the setter's name for the
// elements its body explains in a parenthesis ("Fish: The fish (pink
// line) consists of ..."): every word of the heading is such a name, in
// the singular or plural. The body is then checked like any sentence.
func aliasHeading(h, body string) bool {
	names := map[string]bool{}
	for _, m := range aliasWordRE().FindAllStringSubmatch(body, -1) {
		names[strings.ToLower(m[1])] = true
	}
	words := textWords(h)
	return len(words) > 0 && !slices.ContainsFunc(words, func(w string) bool {
		return !names[w] && !names[strings.TrimSuffix(w, "s")] && !names[strings.TrimSuffix(w, "es")] && !names[w+"s"]
	})
}

// textWords splits text into lower-case words of letters and digits.
func textWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// hasPhrase reports whether words hold phrase's words in a row.
func hasPhrase(words []string, phrase string) bool {
	return findPhrase(words, phrase) >= 0
}

// removePhrase returns words without every place phrase is in.
func removePhrase(words []string, phrase string) []string {
	n := len(strings.Fields(phrase))
	for i := findPhrase(words, phrase); i >= 0; i = findPhrase(words, phrase) {
		words = slices.Concat(words[:i], []string{"\x00"}, words[i+n:])
	}
	return words
}

// findPhrase returns where words hold phrase's words in a row, or -1.
func findPhrase(words []string, phrase string) int {
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
	if hasPhrase(words, "not all") || hasPhrase(words, "not every") || hasPhrase(words, "not necessarily") {
		return false
	}
	if hasPhrase(words, "all possible") || hasPhrase(words, "every possible") {
		return true
	}
	for _, verb := range []string{"given", "shown", "marked", "displayed", "drawn"} {
		if hasPhrase(words, "are "+verb) || hasPhrase(words, "is "+verb) || hasPhrase(words, "been "+verb) {
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
