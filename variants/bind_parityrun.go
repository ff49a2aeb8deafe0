package variants

import (
	"regexp"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/rules"
)

// This file holds the binder's row for the rule, stated only in the
// text, that no run of cells side by side in a row or a column holds
// digits of one parity ("In every row and column, strings of 3 digits are
// never all even nor all odd").

// parityRunNumbers are the number words a run's length is written in.
var parityRunNumbers = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}

// parityRunRE finds a run of cells side by side: a collective word
// ("strings of 3 digits") or a word that says the cells touch ("three
// consecutive cells"), or both. Its groups are the collective word, the
// length and the touching word.
var parityRunRE = regexp.MustCompile(`(?:^| )(?:(strings?|runs?|sequences?|groups?|sets?|blocks?|chains?|lines?) of )?(\d+|two|three|four|five|six|seven|eight|nine) ` +
	`((?:orthogonally )?(?:consecutive|adjacent|neighbouring|neighboring|successive|contiguous|touching|connected) )?(?:digits|cells|numbers)(?: |$)`)

// parityRunGuard are words that would change the rule: a length that is
// a bound ("more than"), a rule with exceptions, or another constraint.
var parityRunGuard = []string{"more", "fewer", "less", "least", "most", "longer", "shorter", "exactly", "only", "except",
	"unless", "but", "also", "prime*", "sum*", "total*", "add*", "differ*", "consecutively", "increas*", "decreas*"}

// parityRunSame reports words that say digits share one parity: all
// even and all odd both named ("never all even nor all odd"), or "the
// same parity".
func parityRunSame(w []string) bool {
	all := func(p string) bool {
		return hasPhrase(w, "all "+p) || hasPhrase(w, "all be "+p) || hasPhrase(w, "entirely "+p) || hasPhrase(w, "all of them "+p)
	}
	return (all("even") && all("odd")) || hasPhrase(w, "same parity") || hasPhrase(w, "one parity") || hasPhrase(w, "equal parity")
}

// parityRunMixed reports words that say digits include both parities
// ("contain both an odd and an even digit").
func parityRunMixed(w []string) bool {
	for _, p := range []string{"both odd and even", "both even and odd", "both parities", "both an odd and an even", "both an even and an odd",
		"an odd and an even", "an even and an odd", "at least one odd and at least one even", "at least one even and at least one odd",
		"at least one odd and one even", "at least one even and one odd", "odd and even digits", "even and odd digits"} {
		if hasPhrase(w, p) {
			return true
		}
	}
	return false
}

// parityRunNegates reports a word that negates the sentence.
func parityRunNegates(w []string) bool {
	return slices.ContainsFunc([]string{"not", "never", "no", "cannot", "can t", "mustn t", "nor", "none", "neither"},
		func(p string) bool { return hasPhrase(w, p) })
}

// parityRunLength returns the length of the runs a sentence forbids to
// hold one parity, and whether it states that rule: over rows and
// columns both, one length from 2 to the grid's size, the cells side by
// side, and either "never ... all even nor all odd" (or "the same
// parity") negated, or "both odd and even" stated without a negation.
// Nothing drawn may be named, and nothing that would bound or qualify the
// rule.
func parityRunLength(d *sclDecoder, s *bindSentence) (int, bool) {
	w := s.words
	if !hasPhrase(w, "row*") || !hasPhrase(w, "column*") || !onlyChess(s, "odd", "even") {
		return 0, false
	}
	// "At least one odd and one even" is the rule; any other "least" is
	// a bound.
	guarded := slices.Clone(w)
	for _, p := range []string{"at least one odd", "at least one even"} {
		guarded = removePhrase(guarded, p)
	}
	for _, g := range parityRunGuard {
		if hasPhrase(guarded, g) {
			return 0, false
		}
	}
	k := 0
	for _, m := range parityRunRE.FindAllStringSubmatch(s.norm, -1) {
		if m[1] == "" && m[3] == "" {
			continue // "3 digits in each row": not side by side
		}
		v, ok := parityRunNumbers[m[2]]
		if !ok {
			v, _ = strconv.Atoi(m[2])
		}
		if k != 0 && v != k {
			return 0, false
		}
		k = v
	}
	// Every number in the sentence is the run's length.
	for _, x := range w {
		v, ok := parityRunNumbers[x]
		if n, err := strconv.Atoi(x); err == nil {
			v, ok = n, true
		}
		if ok && v != k {
			return 0, false
		}
	}
	if k < 2 || k > d.n {
		return 0, false
	}
	neg := parityRunNegates(w)
	if (neg && parityRunSame(w)) || (!neg && parityRunMixed(w)) {
		return k, true
	}
	return 0, false
}

// noParityRunText is the textRules row of the rule.
var noParityRunText = textRule{
	name: "no parity run", key: "parity run",
	match: func(d *sclDecoder, s *bindSentence) bool {
		_, ok := parityRunLength(d, s)
		return ok
	},
	from: func(d *sclDecoder, s *bindSentence) {
		k, _ := parityRunLength(d, s)
		d.rs = append(d.rs, rules.NoParityRun{Length: k})
	},
}
