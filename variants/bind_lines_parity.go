package variants

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the binder's rows for parity, sequence and lockout
// lines (listed in lineFamilies), with their phrasings, and reads the
// diamonds SudokuPad draws on the ends of lockout lines as part of them.

// adjacentRE is the words that say two cells are neighbours along a
// line, which the parity wordings need: "one odd and one even digit"
// alone may count the digits of a whole line.
const adjacentRE = `(?:adjacent|neighbouring|neighboring|consecutive|successive|connected)`

// parityFamily is the parity line: neighbours along it have different
// parity.
var parityFamily = &lineFamily{
	name:  "parity line",
	names: []string{"parity line*"},
	means: res(
		// "Two cells adjacent along a red line must contain one even digit and one odd digit"
		adjacentRE+`(?: \w+){0,8} one even(?: digit| number)? and one odd(?: digit| number)?`,
		adjacentRE+`(?: \w+){0,8} one odd(?: digit| number)? and one even(?: digit| number)?`,
		// "Adjacent digits on a parity line have different parity"
		adjacentRE+`(?: \w+){0,8} (?:different|opposite) parit(?:y|ies)`,
		// "Digits along a red line alternate between odd and even"
		`alternate (?:between |in )?(?:odd and even|even and odd|parity)`,
	),
	allows: []string{"odd", "even"},
	twice:  true,
	rule: func(_ *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
		return rules.ParityLine{Cells: cells}, nil
	},
}

// sequenceFamily is the sequence line: an arithmetic sequence in order,
// with a difference other than 0.
var sequenceFamily = &lineFamily{
	name:  "sequence line",
	names: []string{"sequence line*"},
	means: res(
		// "Grey lines contain digits in order, with the same difference between each adjacent pair"
		`same difference between (?:each |every |all |any )?(?:pair of |two )?(?:adjacent|consecutive|neighbouring|neighboring|successive)`,
		// "Digits on a grey line form an arithmetic sequence"
		`(?:form|forms|make|makes|are|is) an arithmetic (?:sequence|progression|series)`,
		// "Digits along a grey line increase or decrease by the same amount"
		`(?:increase|increases|decrease|decreases)(?: or (?:increase|increases|decrease|decreases))? by (?:the same|a constant|a fixed) (?:amount|number|value|difference)`,
	),
	allows: []string{"increas*", "decreas*"},
	rule: func(_ *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
		return rules.SequenceLine{Cells: cells}, nil
	},
}

// lockoutEnds are the words for the ends of a lockout line.
const lockoutEnds = `(?:ends|endpoints|end points|end cells|diamonds|diamond ends|diamond endpoints|diamond cells)`

// lockoutNot is the words that say a digit is not between two others,
// inclusive ("or equal to" says so; "strictly" would not, and is not
// read).
const lockoutNot = `(?:must not|cannot|can t|may not|do not|does not|never) (?:be|lie|fall) between(?: or equal to)? the `

// lockoutDiffRE finds the least difference a lockout sentence states for
// the ends.
var lockoutDiffRE = regexp.MustCompile(`(?:difference of|differ by) (?:at least )?(\d+)|(\d+) or more apart|at least (\d+) apart`)

// lockoutFamily is the lockout line: no digit on it between the values of
// its ends, which differ by at least the difference the text states (4
// when it states none, on 9x9 only).
var lockoutFamily = &lineFamily{
	name:  "lockout line",
	names: []string{"lockout*"},
	means: res(
		// "Digits along a purple line must not be between the values of the diamond endpoints"
		lockoutNot+`(?:values|digits|numbers) (?:of|on|in) the (?:two )?`+lockoutEnds,
		// "Digits on the line must not be between or equal to the diamond values"
		lockoutNot+`(?:two )?(?:diamond|end|endpoint) (?:values|digits|numbers)`,
		// "Digits on a purple line are outside the range of the values of the two ends"
		`(?:must be|must lie|are|is|lie) outside the range (?:of|between) the (?:values |digits |numbers )?(?:of |on |in )?the (?:two )?`+lockoutEnds,
	),
	allows: []string{"not", "no", "cannot"},
	twice:  true,
	ends:   true,
	rule: func(d *sclDecoder, cells []sudoku.Cell, refs []*bindSentence) (sudoku.Rule, error) {
		diff := 0
		for _, s := range refs {
			m := lockoutDiffRE.FindStringSubmatch(s.norm)
			if m == nil {
				continue
			}
			v, _ := strconv.Atoi(m[1] + m[2] + m[3])
			if diff != 0 && v != diff {
				return nil, fmt.Errorf("differences %d and %d", diff, v)
			}
			diff = v
		}
		switch {
		case diff == 0 && d.n != 9:
			return nil, fmt.Errorf("no difference of the ends stated")
		case diff == max((d.n-1)/2, 1): // Lockout's default
			diff = 0
		}
		return rules.Lockout{Cells: cells, Diff: diff}, nil
	},
}

// endMarks are the end cells of the lines bound to a family whose ends
// are drawn (lineFamily.ends).
type endMarks struct {
	family string
	cells  []sudoku.Cell
}

// addEndMarks records the ends of a class's lines bound to fam.
func (d *sclDecoder) addEndMarks(fam *lineFamily, c *bindClass) {
	if !fam.ends {
		return
	}
	m := endMarks{family: fam.name}
	for _, bl := range c.lines {
		m.cells = append(m.cells, bl.cells[0], bl.cells[len(bl.cells)-1])
	}
	d.ends = append(d.ends, m)
}

// endMark reports a diamond (a square turned by 45 degrees, without text,
// a third of a cell to a cell wide) centred on an end of a line bound to
// a family whose ends are drawn, the first on that end: it is part of the
// line's drawing, and read with it. A second shape on the same end is not.
func (d *sclDecoder) endMark(sh *sclShape) bool {
	c, ok := d.diamond(sh)
	if !ok {
		return false
	}
	for i, m := range d.ends {
		if j := slices.Index(m.cells, c); j >= 0 {
			// Each end takes one diamond.
			d.ends[i].cells = slices.Delete(slices.Clone(m.cells), j, j+1)
			return true
		}
	}
	return false
}

// diamond returns the cell a diamond is centred on: a square turned by 45
// degrees, without text, a third of a cell to a cell wide, with only
// style keys.
func (d *sclDecoder) diamond(sh *sclShape) (sudoku.Cell, bool) {
	if sh.rounded || sh.text != "" || math.Abs(sh.w-sh.h) > 0.01 || sh.w < 0.3 || sh.w > 1 {
		return sudoku.Cell{}, false
	}
	if _, ok := onlyKeys(sh.fields, sclShapeStyle...); !ok {
		return sudoku.Cell{}, false
	}
	var angle float64
	if raw, ok := sh.fields["angle"]; !ok || isNull(raw) || json.Unmarshal(raw, &angle) != nil ||
		math.Abs(math.Mod(math.Abs(angle), 90)-45) > 0.5 {
		return sudoku.Cell{}, false
	}
	c := d.cellAt(sh.center, true)
	return c, c.Row >= 0
}
