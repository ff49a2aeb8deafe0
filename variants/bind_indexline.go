package variants

import (
	"fmt"
	"slices"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the binder's row for index lines: the digit in the Nth
// cell along the line, counted from the end drawn with a diamond, is the
// position where the digit N appears.

// indexLineFamily is the index line: "Each turquoise line is an Index
// Line, i.e. the digit in the Nth cell along such a line (starting from
// the diamond) indicates the position along the line where the digit N
// appears". The line is read from the end that carries a diamond, which
// is part of its drawing; a line with a diamond on neither end, or on
// both, has no start and is refused.
var indexLineFamily = &lineFamily{
	name:  "index line",
	names: []string{"index line*", "indexing line*"},
	means: res(
		// "The digit in the Nth cell along a line indicates the position of the digit N on the line"
		`(?:digit|number|value) (?:in|on|of) the nth (?:cell|square|position)(?: \w+){0,12} (?:indicates|gives|shows|tells you|marks|is)(?: \w+){0,3} (?:position|place|cell|index)(?: \w+){0,8} (?:digit|number) n`,
		// "The Nth digit along the line indicates the position of the digit N"
		`nth (?:digit|number)(?: \w+){0,8} (?:indicates|gives|shows|tells you) (?:the )?(?:position|place)(?: \w+){0,8} (?:digit|number) n`,
	),
	allows: []string{"indicat*"},
	ends:   true,
	rule: func(d *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
		first, last := d.diamondOn(cells[0]), d.diamondOn(cells[len(cells)-1])
		switch {
		case first && last:
			return nil, fmt.Errorf("a diamond on both ends, so no end is the start")
		case last:
			cells = slices.Clone(cells)
			slices.Reverse(cells)
		case !first:
			return nil, fmt.Errorf("no diamond on either end to count from")
		}
		return rules.IndexLine{Cells: cells}, nil
	},
}

// diamondOn reports a diamond (d.diamond) centred on c among the shapes
// not read as part of something else.
func (d *sclDecoder) diamondOn(c sudoku.Cell) bool {
	return slices.ContainsFunc(d.shapes, func(sh *sclShape) bool {
		at, ok := d.diamond(sh)
		return ok && !sh.used && at == c
	})
}
