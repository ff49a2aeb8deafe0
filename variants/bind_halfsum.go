package variants

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the binder's row for half-sum lines: lines whose first
// half and second half add up to the same total ("In each line of four
// cells the sum of the first two digits equals the sum of the last two
// digits").

// halfSumCount is how many cells a wording counts at a line's ends:
// "two", "three", or a number.
const halfSumCount = `(two|three|four|five|six|seven|eight|\d+)`

// halfSumEndsRE finds the counts of the first and last cells a sentence
// compares ("the sum of the first two digits equals the sum of the last
// two digits").
var halfSumEndsRE = regexp.MustCompile(`first ` + halfSumCount + ` (?:digits|cells|numbers).* last ` + halfSumCount + ` (?:digits|cells|numbers)`)

// halfSumLineFamily is the half-sum line.
var halfSumLineFamily = &lineFamily{
	name:  "half-sum line",
	names: []string{"half sum line*"},
	means: res(
		`(?:the )?sum of the first `+halfSumCount+` (?:digits|cells|numbers)(?: on the (?:colour )?line| of the (?:colour )?line)? `+
			`(?:equals|is equal to|is the same as|must equal|matches|is) (?:the )?sum of the last `+halfSumCount+` (?:digits|cells|numbers)$`,
		`(?:the )?sum of the (?:digits in the |digits on the )?first half of (?:each|every|a|the) (?:colour )?line (?:equals|is equal to|is the same as|must equal|matches) `+
			`(?:the )?sum of the (?:digits in the |digits on the )?(?:second|last|other) half$`,
	),
	allows:   []string{"sum*", "total*", "half", "add", "adds"},
	repeats:  true,
	branches: branchesApart,
	rule: func(d *sclDecoder, cells []sudoku.Cell, refs []*bindSentence) (sudoku.Rule, error) {
		if len(cells)%2 != 0 {
			return nil, fmt.Errorf("a line of %d cells has no halves", len(cells))
		}
		for _, s := range refs {
			m := halfSumEndsRE.FindStringSubmatch(s.norm)
			if m == nil {
				continue
			}
			first, last := halfSumNumber(m[1]), halfSumNumber(m[2])
			if first != last || 2*first != len(cells) {
				return nil, fmt.Errorf("the first %s and the last %s cells of a line of %d are not its halves", m[1], m[2], len(cells))
			}
		}
		return rules.HalfSumLine{Cells: cells}, nil
	},
}

// halfSumNumber reads a count of halfSumCount; 0 for none.
func halfSumNumber(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	for i, w := range []string{"two", "three", "four", "five", "six", "seven", "eight"} {
		if s == w {
			return i + 2
		}
	}
	return 0
}
