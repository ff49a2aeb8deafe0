package variants

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads killer cage clues that are not plain totals: "<N" (the
// total is less than N), ">N" (greater than N), and question marks that
// each stand for one digit of the total ("?" a total of one digit, "??"
// of two, "1?" one from 10 to 19), alone or after "<" or ">" ("<?": less
// than some one-digit number). The inequalities have one reading; a
// question mark does not (some setters write "?" for a total not given),
// so question marks are read only when the rules text says what they
// mean ("A '?' means a single digit total").

// cageClue is a cage clue read: a total, or bounds (0: none); wild says
// it holds question marks.
type cageClue struct {
	sum, min, max int
	wild          bool
}

// cageClueRE is a clue: an optional inequality, then digits and question
// marks.
var cageClueRE = regexp.MustCompile(`^([<>]?)([0-9?]+)$`)

// parseCageClue reads a cage clue for a cage of k cells on a grid of
// size n. Bounds that every total of k distinct digits meets are
// dropped, so that a clue reads as the rule it means ("?" on a cage of
// one cell is no bound). It returns false for anything else.
func parseCageClue(s string, k, n int) (cageClue, bool) {
	s = strings.NewReplacer("＜", "<", "＞", ">", "？", "?", " ", "").Replace(strings.TrimSpace(s))
	m := cageClueRE.FindStringSubmatch(s)
	if m == nil || len(m[2]) > 4 {
		return cageClue{}, false
	}
	op, body := m[1], m[2]
	wild := strings.Contains(body, "?")
	lo, _ := strconv.Atoi(strings.ReplaceAll(body, "?", "0"))
	hi, _ := strconv.Atoi(strings.ReplaceAll(body, "?", "9"))
	if body[0] == '?' && len(body) > 1 {
		lo, _ = strconv.Atoi("1" + strings.ReplaceAll(body[1:], "?", "0"))
	}
	if body[0] == '?' && len(body) == 1 {
		lo = 1
	}
	if !wild && op == "" {
		return cageClue{sum: lo}, lo > 0
	}
	c := cageClue{wild: wild}
	switch op {
	case "":
		c.min, c.max = lo, hi
	case "<":
		c.max = hi - 1
	case ">":
		c.min = lo + 1
	}
	least, most := k*(k+1)/2, k*n-k*(k-1)/2
	if (c.max != 0 || op == "<") && c.max < least || c.min > most {
		return cageClue{}, false // no total in reach: not read as no bound
	}
	if c.min <= least {
		c.min = 0
	}
	if c.max >= most {
		c.max = 0
	}
	return c, true
}

// cage returns the killer cage of cells with the clue.
func (c cageClue) cage(cells []sudoku.Cell) rules.Cage {
	return rules.Cage{Sum: c.sum, Min: c.min, Max: c.max, Cells: cells}
}

// cageClueText writes a cage's clue back as f-puzzles' value: the total,
// "<N" or ">N"; false for both bounds, which one clue without question
// marks cannot hold.
func cageClueText(r rules.Cage) (string, bool) {
	switch {
	case r.Min > 0 && r.Max > 0:
		return "", false
	case r.Max > 0:
		return "<" + strconv.Itoa(r.Max+1), true
	case r.Min > 0:
		return ">" + strconv.Itoa(r.Min-1), true
	}
	return optInt(r.Sum), true
}

// wildExplainedRE finds a rules text's explanation of question marks in
// cage clues: "A '?' means a single digit total", "each ? stands for one
// digit", "'??' means a double digit total".
var wildExplainedRE = sync.OnceValue(func() *regexp.Regexp {
	q := `["'“”‘’]?`
	verb := `(?:means|indicates|denotes|signifies|represents|stands for|is)`
	return regexp.MustCompile(`(?i)(?:` + q + `\?` + q + `|question marks?)\s*` + verb + `\s+(?:a|an|one)\s+(?:single|one)[\s-]digit|` +
		`each\s+(?:` + q + `\?` + q + `|question mark)\s*` + verb + `\s+(?:a|one)\s+(?:single\s+)?digit`)
})

// wildExplained reports a rules text that says what question marks in
// cage clues mean.
func wildExplained(text string) bool { return wildExplainedRE().MatchString(text) }

// cageValue reads the "value" of an f-puzzles cage entry at path, of k
// cells: none is no total; a number is the total; else a clue, whose
// question marks the rules text must explain (checkCageClues).
func (d *decoder) cageValue(path string, e entry, k int) (cageClue, error) {
	raw, present := e["value"]
	if !present || isNull(raw) || strings.TrimSpace(string(raw)) == `""` {
		return cageClue{}, nil
	}
	if v, ok := jsonInt(raw); ok {
		return cageClue{sum: v}, nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if c, ok := parseCageClue(s, k, d.n); ok {
			if c.wild {
				d.wildCages = append(d.wildCages, fmt.Sprintf("%s (value %s)", path, clip(raw)))
			}
			return c, nil
		}
	}
	return cageClue{}, invalidf(path+".value", "want a total, not %s", clip(raw))
}

// checkCageClues refuses cage clues with question marks that the rules
// text does not explain.
func (d *decoder) checkCageClues() error {
	if len(d.wildCages) > 0 && !wildExplained(d.rulesText) {
		return fieldErr("killercage", &ElementsError{Elements: d.wildCages})
	}
	return nil
}

// fpzFreeCage is a drawn "cage" element kept for binding.
type fpzFreeCage struct {
	path  string
	entry entry
}

// freeCage keeps a drawn cage with no fields beyond its cells, clue and
// style, for bindCages.
func (d *decoder) freeCage(path string, it entry) {
	for k := range it {
		if !slices.Contains([]string{"cells", "value", "outlineC", "fontC"}, k) {
			return
		}
	}
	d.freeCages = append(d.freeCages, fpzFreeCage{path: path, entry: it})
}

// killerSentence reports a sentence that states killer cages: it names
// cages, a total and digits that do not repeat, or killer sudoku rules.
func killerSentence(s *bindSentence) bool {
	w := s.words
	if hasPhrase(w, "killer") && (hasPhrase(w, "rules") || hasPhrase(w, "sudoku")) && !hasPhrase(w, "little") {
		return true
	}
	return hasPhrase(w, "cage*") && (hasPhrase(w, "sum*") || hasPhrase(w, "total*") || hasPhrase(w, "add*")) && negatesSame(w)
}

// bindCages reads f-puzzles' drawn cages as killer cages when nothing
// else holds cages, a sentence of the rules text states killer cages,
// none lets digits repeat in them, and every drawn cage has a clue (or
// none) that reads. setters draw cages so when f-puzzles' own killer
// cage would check a clue it cannot read ("?", "<10"). It returns the
// binding, or false.
func (d *decoder) bindCages() (Binding, bool) {
	if len(d.freeCages) == 0 || strings.TrimSpace(d.rulesText) == "" {
		return Binding{}, false
	}
	for _, r := range rules.Flatten(d.f.rules()...) {
		switch r.(type) {
		case rules.Cage, rules.SumCage:
			return Binding{}, false
		}
	}
	if _, repeat := repeatCagesText(d.rulesText); repeat {
		return Binding{}, false
	}
	var stated *bindSentence
	for _, s := range bindSentences(d.rulesText) {
		if killerSentence(s) {
			stated = s
			break
		}
	}
	if stated == nil {
		return Binding{}, false
	}
	wild := len(d.wildCages)
	var cages []sudoku.Rule
	var paths []string
	for _, fc := range d.freeCages {
		cs, err := d.cells(fc.path, fc.entry, 1)
		if err != nil {
			d.wildCages = d.wildCages[:wild]
			return Binding{}, false
		}
		c, err := d.cageValue(fc.path, fc.entry, len(cs))
		r := c.cage(cs)
		if err != nil || rules.Validate(r, d.f.shape()) != nil {
			d.wildCages = d.wildCages[:wild]
			return Binding{}, false
		}
		cages = append(cages, r)
		paths = append(paths, fc.path)
	}
	d.f.add("killercage", cages...)
	d.drawnOnly = slices.DeleteFunc(d.drawnOnly, func(p string) bool { return slices.Contains(paths, p) })
	d.valued = slices.DeleteFunc(d.valued, func(v string) bool {
		p, _, _ := strings.Cut(v, " ")
		return slices.Contains(paths, p)
	})
	return Binding{Elements: fmt.Sprintf("cages (%d)", len(paths)), Lines: paths, Family: "killer cages", Sentence: stated.text}, true
}
