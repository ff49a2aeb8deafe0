package variants

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the families the binder knows, one row each, with the
// phrasings that name them: their names (in findPhrase form) and their
// standard wordings (regular expressions over a sentence's lower-case
// words joined by spaces, colour words written "colour"). A family is
// named by a sentence that holds one of either.

// lineFamily is a family whose clues are lines.
type lineFamily struct {
	name  string
	names []string         // findPhrase phrases
	means []*regexp.Regexp // standard wordings; any one names the family
	// context, if set, are words (findPhrase form) one of which a
	// sentence must hold for a wording to name the family: a region sum's
	// "same sum" says nothing without the boxes or segments it is of.
	context []string
	allows  []string // guard words its wording uses
	twice   bool     // a line may pass a cell twice
	// loop, if set, reads a closed line (its last cell its first, no
	// other cell twice) as a loop: it gets the loop's cells once each and
	// returns the line that rule is given.
	loop func(d *sclDecoder, cells []sudoku.Cell) ([]sudoku.Cell, error)
	// branches says how lines of a class that branch from one another
	// (an end of one on a cell of the other) are read.
	branches branching
	// repeats says digits may repeat on the line; a sentence may say so
	// ("Digits may repeat on a zipper line").
	repeats bool
	// marks is a wording that says the line's centre is drawn with a
	// dot; a sentence that holds it may say "dot" or "circle", and small
	// circles of the line's colour on its centres are part of the line.
	marks *regexp.Regexp
	rule  func(d *sclDecoder, cells []sudoku.Cell, refs []*bindSentence) (sudoku.Rule, error)
	// ends says the line's ends are drawn as diamonds, which are part of
	// its drawing (bind_lines_parity.go).
	ends bool
}

// named reports a sentence that holds one of f's names.
func (f *lineFamily) named(s *bindSentence) bool {
	return slices.ContainsFunc(f.names, func(p string) bool { return hasPhrase(s.words, p) })
}

// recognises reports a sentence that names f, or states its rule in the
// standard wording.
func (f *lineFamily) recognises(s *bindSentence) bool {
	if f.named(s) {
		return true
	}
	if len(f.context) > 0 && !slices.ContainsFunc(f.context, func(p string) bool { return hasPhrase(s.words, p) }) {
		return false
	}
	return slices.ContainsFunc(f.means, func(re *regexp.Regexp) bool { return re.MatchString(s.norm) })
}

func res(exprs ...string) []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(exprs))
	for i, e := range exprs {
		out[i] = regexp.MustCompile(`(?:^| )` + e + `(?: |$)`)
	}
	return out
}

// bindGuardWords are words that may add to or change a family's rule; a
// sentence that binds a class may hold one only when the family's own
// wording uses it (lineFamily.allows).
var bindGuardWords = []string{"sum*", "total*", "add", "adds", "increas*", "decreas*", "odd", "even", "prime*",
	"multipl*", "ratio", "product*", "except", "unless", "either", "indicat*", "count*", "exactly", "double*",
	"half", "times", "greater", "less", "smaller", "larger", "bigger", "circle*", "cage*", "dot*", "arrow*",
	"thermo*", "bulb*", "shade*", "may", "can", "might", "maybe", "some", "only", "also", "but", "not", "no", "cannot", "never"}

// whispersDiffRE finds the least difference a whispers sentence states.
var whispersDiffRE = regexp.MustCompile(`(?:differ(?:ence)?|apart)\D{0,30}?(\d+)|(\d+) or more apart`)

// lineFamilies are the families the binder binds lines to.
var lineFamilies = []*lineFamily{
	{
		name:     "German whispers",
		repeats:  true,
		names:    []string{"german whisper*", "whisper*", "dutch whisper*"},
		means:    res(`(?:adjacent|neighbouring|neighboring|consecutive) (?:digits|cells|numbers)(?: \w+){0,6} (?:differ by|have a difference of|must have a difference of|must differ by) (?:at least )?\d+(?: or more)?`),
		twice:    true,
		branches: branchesApart,
		rule: func(d *sclDecoder, cells []sudoku.Cell, refs []*bindSentence) (sudoku.Rule, error) {
			diff := 0
			for _, s := range refs {
				if m := whispersDiffRE.FindStringSubmatch(s.norm); m != nil {
					v, _ := strconv.Atoi(m[1] + m[2])
					if diff != 0 && v != diff {
						return nil, fmt.Errorf("differences %d and %d", diff, v)
					}
					diff = v
				} else if hasPhrase(s.words, "dutch") {
					if diff != 0 && diff != 4 {
						return nil, fmt.Errorf("differences %d and 4", diff)
					}
					diff = 4
				}
			}
			if diff == 0 && !slices.ContainsFunc(refs, func(s *bindSentence) bool { return hasPhrase(s.words, "german") }) {
				return nil, fmt.Errorf("no difference stated")
			}
			if diff == (d.n+1)/2 {
				diff = 0
			}
			return rules.Whispers{Cells: cells, Diff: diff}, nil
		},
	},
	{
		name:     "renban",
		names:    []string{"renban*"},
		means:    res(`(?:set of|form a|forms a|comprise a|comprises a|contain a|contains a|consist of a|consists of a|be a|is a)(?: \w+){0,3} consecutive(?: digits| set| numbers)?`),
		allows:   []string{"not", "no"}, // "non-repeating", "must not repeat"
		twice:    true,
		branches: branchesJoin,
		rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
			return rules.Renban{Cells: cells}, nil
		},
	},
	{
		name:     "nabner",
		names:    []string{"nabner*"},
		means:    res(`no two(?: \w+){0,6} (?:are|be) consecutive`),
		allows:   []string{"not", "no", "may", "can"},
		twice:    true,
		branches: branchesJoin,
		rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
			return rules.Nabner{Cells: cells}, nil
		},
	},
	{
		name:    "entropic",
		repeats: true,
		names:   []string{"entropic*"},
		means:   res(`(?:one )?low(?: digit)?(?: 123)?(?: \w+){0,3} (?:one )?(?:medium|middle|mid)(?: digit)?(?: 456)?(?: \w+){0,3} (?:one )?high(?: digit)?(?: 789)?`),
		loop:    tripleLoop,
		rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
			return rules.Entropic{Cells: cells}, nil
		},
	},
	{
		name:    "region sum",
		repeats: true,
		names:   []string{"region sum*"},
		means: res(`(?:sum|sums|add up|add|adds up|adds) to the same (?:total|sum|number|value)`, `(?:segments|digits) with the same sum`, `have an equal sum`, `same sum`,
			`(?:box|region|3x3 box|nonet)? ?(?:borders|boundaries|edges) (?:divide|divides|separate|separates|split|splits|cut|cuts|break|breaks) (?:the |each |a |every )?(?:\w+ ){0,2}(?:colour )?(?:lines? )?into segments`),
		context: []string{"box*", "region*", "segment*", "nonet*", "border*", "boundar*"},
		allows:  []string{"sum*", "total*", "add", "adds"},
		loop:    regionLoop,
		rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
			if d.latin {
				return nil, fmt.Errorf("the grid has no regions")
			}
			return rules.RegionSum{Cells: cells, Regions: d.regionSet}, nil
		},
	},
	{
		name:    "palindrome",
		repeats: true,
		names:   []string{"palindrom*"},
		means:   res(`reads? the same (?:backwards and forwards|forwards and backwards|in (?:either|both) directions?|from (?:either|both) ends?)`),
		allows:  []string{"either"},
		rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
			return rules.Palindrome{Cells: cells}, nil
		},
	},
	{
		name:    "zipper",
		repeats: true,
		names:   []string{"zipper*"},
		means:   res(`(?:an )?equal distance from the (?:center|centre)(?: \w+){0,6} sum`),
		allows:  []string{"sum*", "total*"},
		marks:   centreMarksRE,
		rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
			return rules.Zipper{Cells: cells}, nil
		},
	},
	{
		name:    "modular",
		repeats: true,
		names:   []string{"modular*"},
		means:   res(`147(?: \w+){0,2} 258(?: \w+){0,2} 369`),
		loop:    tripleLoop,
		rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
			return rules.Modular{Cells: cells}, nil
		},
	},
	parityFamily,
	sequenceFamily,
	lockoutFamily,
	sumLineFamily,
	diffCountFamily,   // bind_diffcount.go
	fibonacciFamily,   // bind_fibonacci.go
	indexLineFamily,   // bind_indexline.go
	halfSumLineFamily, // bind_halfsum.go
}

// branching is how a family reads lines that branch from one another.
type branching int

const (
	// branchesRefused: a branch changes the rule in a way the family
	// cannot say (a region sum's segments, a palindrome's ends), so the
	// class is refused.
	branchesRefused branching = iota
	// branchesApart: each line is its own clue, as the rule is the same
	// either way (whispers: each pair of neighbours).
	branchesApart
	// branchesJoin: the rule is about the digits of the whole shape
	// (renban), so the lines are one clue, walked as one line.
	branchesJoin
)

// repeatsRE finds a sentence that says digits may repeat.
var repeatsRE = regexp.MustCompile(`(?:^| )(?:digits|numbers) (?:may|can|might) (?:\w+ )?repeat`)

// tripleLoop reads an entropic or modular loop as the line that goes
// round it and on for two more cells, so that every three cells in a row
// on the loop are three in a row on the line.
func tripleLoop(_ *sclDecoder, cells []sudoku.Cell) ([]sudoku.Cell, error) {
	return append(slices.Clone(cells), cells[0], cells[1]), nil
}

// regionLoop reads a region sum loop as the line that starts where a
// region border cuts it, so that the line's segments are the loop's.
func regionLoop(d *sclDecoder, cells []sudoku.Cell) ([]sudoku.Cell, error) {
	region := d.gridShape().BoxOf
	if d.regionSet != nil {
		owner := map[sudoku.Cell]int{}
		for k, reg := range d.regionSet {
			for _, c := range reg {
				owner[c] = k
			}
		}
		region = func(c sudoku.Cell) int { return owner[c] }
	} else if d.latin {
		return nil, fmt.Errorf("the grid has no regions")
	}
	for i := range cells {
		if region(cells[i]) != region(cells[(i+len(cells)-1)%len(cells)]) {
			return append(slices.Clone(cells[i:]), cells[:i]...), nil
		}
	}
	return nil, fmt.Errorf("the loop at %s stays in one region", cells[0])
}

// shapeFamily is a family whose clues are circles or squares on cells.
type shapeFamily struct {
	name   string
	means  []*regexp.Regexp // standard wordings; any one names the family
	allows []string         // guard words its wording uses
	// whole says that the rule is over every shape of its kind (counting
	// circles count each other): the class must be the only one.
	whole bool
	rule  func(cells []sudoku.Cell) sudoku.Rule
}

// recognises reports a sentence that states f's rule in the standard
// wording.
func (f *shapeFamily) recognises(s *bindSentence) bool {
	return slices.ContainsFunc(f.means, func(re *regexp.Regexp) bool { return re.MatchString(s.norm) })
}

// shapeFamilies are the families the binder binds circles and squares to.
var shapeFamilies = []*shapeFamily{
	{
		name:   "odd cells",
		means:  res(`(?:contain|contains|hold|holds|are|is|be|has|have)(?: an| a)? odd(?: digit| digits| number| numbers)?`),
		allows: []string{"odd", "circle*"},
		rule:   func(cells []sudoku.Cell) sudoku.Rule { return rules.Odd{Cells: cells} },
	},
	{
		name:   "even cells",
		means:  res(`(?:contain|contains|hold|holds|are|is|be|has|have)(?: an| a)? even(?: digit| digits| number| numbers)?`),
		allows: []string{"even", "circle*"},
		rule:   func(cells []sudoku.Cell) sudoku.Rule { return rules.Even{Cells: cells} },
	},
	countingCircles, // bind_counting.go
}

// textRule is a rule that needs nothing drawn, stated only in the text.
type textRule struct {
	name  string
	key   string // its rulesRead key
	match func(d *sclDecoder, s *bindSentence) bool
	add   func(d *sclDecoder)
	// from, if set in place of add, adds the rule as the sentence that
	// matched states it (a run's length).
	from func(d *sclDecoder, s *bindSentence)
}

// bindElementWords name drawn clues; a sentence that holds one states
// no rule that needs nothing drawn.
var bindElementWords = []string{"line*", "cage*", "dot*", "circle*", "arrow*", "thermo*", "shade*", "square*",
	"cell s", "sum*", "total*", "box*", "region*", "diagonal*", "little", "killer*", "kropki", "x", "v", "xv",
	"except", "unless", "only", "odd", "even", "colour", "bishop*", "queen*", "rook*"}

// negatesSame reports words that say two digits may not be the same.
func negatesSame(w []string) bool {
	neg := hasPhrase(w, "not") || hasPhrase(w, "cannot") || hasPhrase(w, "never") || hasPhrase(w, "can t") ||
		hasPhrase(w, "mustn t") || hasPhrase(w, "no")
	same := hasPhrase(w, "same") || hasPhrase(w, "repeat*") || hasPhrase(w, "identical") || hasPhrase(w, "equal")
	return (neg && same) || hasPhrase(w, "different digits") || hasPhrase(w, "must differ") || hasPhrase(w, "must be different")
}

// onlyChess reports a sentence that names none of bindElementWords
// (besides the allowed ones).
func onlyChess(s *bindSentence, allowed ...string) bool {
	for _, e := range bindElementWords {
		if !slices.Contains(allowed, e) && hasPhrase(s.norm2(), e) {
			return false
		}
	}
	return true
}

// norm2 returns the sentence's normalized words.
func (s *bindSentence) norm2() []string { return strings.Fields(s.norm) }

// textRules are the rules the binder reads from a sentence alone.
var textRules = []textRule{
	{
		name: "anti-knight", key: rules.AntiKnight{}.String(),
		match: func(d *sclDecoder, s *bindSentence) bool {
			return hasPhrase(s.words, "knight*") && !hasPhrase(s.words, "king*") && negatesSame(s.words) && onlyChess(s)
		},
		add: func(d *sclDecoder) { d.rs = append(d.rs, rules.AntiKnight{}) },
	},
	{
		name: "anti-king", key: rules.AntiKing{}.String(),
		match: func(d *sclDecoder, s *bindSentence) bool {
			return (hasPhrase(s.words, "king s move") || hasPhrase(s.words, "kings move")) && !hasPhrase(s.words, "knight*") &&
				negatesSame(s.words) && onlyChess(s)
		},
		add: func(d *sclDecoder) { d.rs = append(d.rs, rules.AntiKing{}) },
	},
	{
		name: "non-consecutive", key: rules.NonConsecutive{}.String(),
		match: func(d *sclDecoder, s *bindSentence) bool {
			w := s.words
			if slices.ContainsFunc(rules.Flatten(d.rs...), func(r sudoku.Rule) bool {
				switch r.(type) {
				case rules.Difference, rules.Ratio, rules.NegativeKropki:
					return true
				}
				return false
			}) {
				return false // f-puzzles' dots exempt their pairs: not this rule
			}
			adjacent := hasPhrase(w, "orthogonally adjacent") || hasPhrase(w, "orthogonally neighbouring") ||
				hasPhrase(w, "orthogonally neighboring") || hasPhrase(w, "orthogonally touching") ||
				hasPhrase(w, "orthogonally connected")
			nonc := hasPhrase(w, "cannot be consecutive") || hasPhrase(w, "may not be consecutive") ||
				hasPhrase(w, "must not be consecutive") || hasPhrase(w, "can t be consecutive") ||
				hasPhrase(w, "are never consecutive") || hasPhrase(w, "can not be consecutive")
			return adjacent && nonc && onlyChess(s)
		},
		add: func(d *sclDecoder) { d.rs = append(d.rs, rules.NonConsecutive{}) },
	},
	{
		name: "diagonals", key: "diagonal",
		match: func(d *sclDecoder, s *bindSentence) bool {
			w := s.words
			both := hasPhrase(w, "both main diagonals") || hasPhrase(w, "both diagonals") || hasPhrase(w, "either diagonal") ||
				hasPhrase(w, "each of the two main diagonals") || hasPhrase(w, "the two main diagonals") ||
				hasPhrase(w, "each main diagonal") || hasPhrase(w, "either main diagonal")
			return both && !d.latin && (negatesSame(w) || hasPhrase(w, "once each") || hasPhrase(w, "exactly once")) &&
				onlyChess(s, "diagonal*", "box*", "region*")
		},
		add: func(d *sclDecoder) { d.diagonal = [2]bool{true, true} },
	},
	noParityRunText, // bind_parityrun.go
}
