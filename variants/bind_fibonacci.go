package variants

import (
	"errors"
	"regexp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the binder's row for Fibonacci lines: digits that
// strictly increase from one end, each from the third on the sum of the
// two before it.

// fibonacciSumOf is the words that say a digit is the sum of the two
// before it.
const fibonacciSumOf = `(?:is|are|be|equals|equal|must be|must equal|is equal to) (?:the sum of|the total of) the (?:(?:2|two) )?(?:previous|preceding|prior|last|earlier)(?: (?:2|two))? (?:digits|numbers|cells|ones|terms)`

// fibonacciEitherEndRE finds the words that say the line may increase
// from either end; a Fibonacci line is bound only with them, since a
// sentence that says which end ("from the circled end") needs a mark the
// binder does not read.
var fibonacciEitherEndRE = regexp.MustCompile(`(?:^| )(?:from one end to the other|from either end|in either direction|in one direction|in some direction|in one of the two directions|from one of its ends)(?: |$)`)

// fibonacciFamily is the Fibonacci line: "Blue lines strictly increase
// from one end to the other where any digit on the line beyond the
// lowest 2 digits is the sum of the previous 2 digits in the sequence".
var fibonacciFamily = &lineFamily{
	name:  "Fibonacci line",
	names: []string{"fibonacci line*", "fibonacci sequence*"},
	means: res(
		// "... strictly increase from one end to the other where any
		// digit beyond the lowest 2 is the sum of the previous 2 digits"
		`(?:strictly )?(?:increase|increases|increasing)(?: \w+){0,20} `+fibonacciSumOf,
		// "Each digit on the line after the first two is the sum of the
		// two previous digits, increasing from one end"
		fibonacciSumOf+`(?: \w+){0,8} (?:increase|increases|increasing)`,
	),
	allows: []string{"increas*", "sum*", "either"}, // "from either end"
	rule: func(_ *sclDecoder, cells []sudoku.Cell, refs []*bindSentence) (sudoku.Rule, error) {
		for _, s := range refs {
			if fibonacciEitherEndRE.MatchString(s.norm) {
				return rules.FibonacciLine{Cells: cells}, nil
			}
		}
		return nil, errors.New("the text does not say it may increase from either end")
	},
}
