package variants

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file chooses between the two standard meanings of a SudokuPad cage
// with a total: a killer cage, whose digits differ, or a sum cage, whose
// digits may repeat. The cage looks the same; only the rules text tells
// them apart, so this is the one place where the reader reads the text to
// choose a rule, and it is strict: one standard sentence saying that
// digits may repeat in cages, and nothing else about repeats in cages.

// sclCage is a cage read as a killer cage: its name and description for
// messages, its index in the decoder's rules, and whether it is marked
// unique.
type sclCage struct {
	name, desc string
	rule       int
	unique     bool
}

// sclRepeatCagesRE matches, in lower-case words, the standard sentences
// that let digits repeat in cages: "Digits may repeat in cages", "Digits
// can repeat within a cage", "Digits in a cage may be repeated", "Cages
// may contain repeated digits", optionally "if allowed by other rules".
var sclRepeatCagesRE = sync.OnceValue(func() *regexp.Regexp {
	const (
		cage   = `(?:(?:a|the|each|every|any|all) )?(?:killer )?cages?`
		in     = `(?:in|within|inside)`
		may    = `(?:may|can|are allowed to)`
		repeat = `(?:repeat|be repeated)`
		other  = `(?: if (?:allowed|permitted) by (?:the )?other rules)?`
	)
	return regexp.MustCompile(`^(?:` +
		`digits ` + may + ` ` + repeat + ` ` + in + ` ` + cage + other +
		`|digits ` + in + ` ` + cage + ` ` + may + ` ` + repeat + other +
		`|` + cage + ` (?:may|can) (?:contain|have) (?:repeated digits|repeats|repeating digits)` + other +
		`)$`)
})

// sclCageRepeatWord reports a sentence about cages that says something
// else about repeats or distinct digits ("Digits in cages cannot repeat").
func sclCageRepeatWord(words []string) bool {
	cage := slices.ContainsFunc(words, func(w string) bool {
		return strings.HasPrefix(w, "cage") || strings.HasPrefix(w, "killer")
	})
	repeat := slices.ContainsFunc(words, func(w string) bool {
		return strings.HasPrefix(w, "repeat") || strings.HasPrefix(w, "repetition") ||
			w == "unique" || w == "distinct" || w == "different" || w == "same"
	})
	return cage && repeat
}

// repeatCagesText finds the standard sentences that let digits repeat in
// cages. It returns the text without them, and ok when there is at least
// one and no other sentence about cages mentions repeats or distinct
// digits. The text is split as the rules-text check splits it: into
// lines, then sentences; a "Heading:" before a sentence stays.
func repeatCagesText(text string) (rest string, ok bool) {
	lines := strings.Split(strings.ReplaceAll(text, `\n`, "\n"), "\n")
	found, other := false, false
	for i, line := range lines {
		var sb strings.Builder
		start := 0
		ends := append(sentenceRE().FindAllStringIndex(line, -1), []int{len(line), len(line)})
		for _, end := range ends {
			sentence := line[start:end[0]]
			head, body := "", sentence
			if j := strings.LastIndex(sentence, ":"); j >= 0 {
				head, body = sentence[:j+1], sentence[j+1:]
			}
			words := textWords(body)
			switch {
			case sclRepeatCagesRE().MatchString(strings.Join(words, " ")):
				found = true
				sb.WriteString(head)
			case sclCageRepeatWord(textWords(sentence)):
				other = true
				sb.WriteString(sentence)
			default:
				sb.WriteString(sentence)
			}
			sb.WriteString(line[end[0]:end[1]])
			start = end[1]
		}
		lines[i] = sb.String()
	}
	if !found || other {
		return text, false
	}
	return strings.Join(lines, "\n"), true
}

// sumCages reads every cage with a total as a [rules.SumCage] when the
// rules text lets digits repeat in cages (repeatCagesText), and drops
// that sentence from the text the rules-text check reads, since the
// rules now say it. A cage without a total or marked unique contradicts
// the sentence: then the cages stay killer cages, and the check refuses
// the sentence. Otherwise a cage longer than the digits is reported, as
// its digits would have to repeat.
func (d *sclDecoder) sumCages() {
	repeat := len(d.cages) > 0
	for _, c := range d.cages {
		if c.unique || d.rs[c.rule].(rules.Cage).Sum == 0 {
			repeat = false
		}
	}
	if repeat {
		if text, ok := repeatCagesText(d.rulesText); ok {
			d.rulesText = text
			for _, c := range d.cages {
				cage := d.rs[c.rule].(rules.Cage)
				d.rs[c.rule] = rules.SumCage{Sum: cage.Sum, Cells: cage.Cells}
			}
			return
		}
	}
	for _, c := range d.cages {
		if len(d.rs[c.rule].(rules.Cage).Cells) > d.n {
			d.overlong = append(d.overlong, fmt.Sprintf("%s (%s, more cells than digits)", c.name, c.desc))
		}
	}
}

// sclFPuzzlesRules splits rules into those f-puzzles can hold, which
// [Canonical] orders, and those it cannot (sum cages, parity, sequence,
// lockout, sum, half-sum, differences count, Fibonacci and index lines,
// dots of a difference or a ratio, no parity runs, suns, product
// diagonals, and negative Xs or Vs alone), which follow the others in
// file order.
func sclFPuzzlesRules(rs []sudoku.Rule) (fpuzzles, extra []sudoku.Rule) {
	for _, r := range rs {
		switch r := r.(type) {
		case rules.SumCage, rules.ParityLine, rules.SequenceLine, rules.Lockout, rules.SumLine, rules.DifferenceOrRatio,
			rules.DifferenceCount, rules.FibonacciLine, rules.IndexLine, rules.NoParityRun,
			rules.Sunburn, rules.ProductDiagonals, rules.HalfSumLine:
			extra = append(extra, r)
		case rules.NegativeXV:
			// f-puzzles' negative XV is for both 5 and 10.
			if r.Sums != nil {
				extra = append(extra, r)
			} else {
				fpuzzles = append(fpuzzles, r)
			}
		default:
			fpuzzles = append(fpuzzles, r)
		}
	}
	return fpuzzles, extra
}
