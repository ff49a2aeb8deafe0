package variants

import (
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the binder's row for differences count lines: the
// difference between two neighbours on the line is the number of pairs
// of neighbours on it with that difference.

// diffCountPairs is the words for pairs of neighbours on a line.
const diffCountPairs = `(?:two |a pair of |each pair of |any pair of |every pair of |any two |each two )?(?:adjacent|neighbouring|neighboring|consecutive|successive|connected) (?:digits|cells|numbers)`

// diffCountFamily is the differences count line: "The difference between
// two adjacent digits on a coloured line indicates exactly how many pairs
// of adjacent digits along that line have that exact difference".
var diffCountFamily = &lineFamily{
	name:  "differences count line",
	names: []string{"difference* count line*", "difference* counting line*"},
	means: res(
		// "The difference between two adjacent digits on a line indicates
		// (exactly) how many pairs (of adjacent digits) on that line have
		// that (exact) difference"
		`difference between `+diffCountPairs+`(?: \w+){0,6} (?:indicates|indicate|gives|give|is|equals|shows|show|tells you|counts|count) (?:exactly )?(?:how many|the number of|the count of) pairs(?: \w+){0,8} (?:have|has|with|share|shares) (?:that|this|the same)(?: exact| same)? difference`,
		// "Adjacent digits on a line differ by (exactly) the number of
		// pairs on that line with that difference"
		diffCountPairs+`(?: \w+){0,6} differ by (?:exactly )?(?:the number of|how many) pairs(?: \w+){0,8} (?:have|has|with|share|shares|that have|which have) (?:that|this|the same)(?: exact| same)? difference`,
	),
	allows:  []string{"indicat*", "count*", "exactly"},
	repeats: true,
	rule: func(_ *sclDecoder, cells []sudoku.Cell, _ []*bindSentence) (sudoku.Rule, error) {
		return rules.DifferenceCount{Cells: cells}, nil
	},
}
