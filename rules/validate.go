package rules

import "github.com/z3sudoku/z3sudoku/sudoku"

// Validator is a rule that checks the form of its own parameters against a
// shape, with no Builder: cells on the grid, digits that are digits of the
// grid, counts and sums that are not negative. Its Apply makes the same
// checks first, and the format readers and writers call it, so that a
// rule is refused for the same reason, in the same words, whether it is
// built, written or read. Whether digits can satisfy the rule (a sum no
// distinct digits make, a difference or a count larger than the grid
// allows) is not a check of form: Apply and the Builder report it, so a
// format can still hold such a puzzle. The error wraps
// [sudoku.ErrBadRule].
type Validator interface {
	Validate(s sudoku.Shape) error
}

// Validate checks r's parameters against s when r is a [Validator] and
// returns nil for any other rule; a [Set] is checked rule by rule.
func Validate(r sudoku.Rule, s sudoku.Shape) error {
	if set, ok := r.(Set); ok {
		for _, r := range set {
			if err := Validate(r, s); err != nil {
				return err
			}
		}
		return nil
	}
	if v, ok := r.(Validator); ok {
		return v.Validate(s)
	}
	return nil
}
