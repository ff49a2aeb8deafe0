package variants

import (
	"errors"
	"strings"
)

// Sentinel errors. Every error the readers and writers return wraps one of
// these (or, for a rule with bad parameters, [sudoku.ErrBadRule]), so
// callers test them with [errors.Is].
var (
	// ErrUnsupported reports input the package understands but does not
	// support: an f-puzzles field (top-level key, cell field or
	// collection entry field) that has no rule here, a "negative" option
	// other than "ratio" and "xv", a region layout that is neither boxes
	// nor a jigsaw. When writing, it reports a rule or shape that the
	// format cannot express. The error is a [*FieldError] naming the field
	// or rule.
	ErrUnsupported = errors.New("unsupported")

	// ErrInvalid reports malformed input: bad JSON or base64, a grid of the
	// wrong size, a cell name that does not parse or is off the grid, a
	// bad little killer direction, a value that is not a number.
	ErrInvalid = errors.New("invalid")
)

// FieldError is the error for a problem with one field of the input, or
// with one rule when writing. It names the format and the field by its
// path, such as "killercage[2].outlineC", "grid[3][4].region" or
// "fogofwar", and wraps [ErrUnsupported], [ErrInvalid] or another cause.
type FieldError struct {
	Format string // "f-puzzles", "f-puzzles URL" or "SudoCue"
	Field  string // the JSON path of the field, or the rule, at fault
	Err    error  // the cause: ErrUnsupported, ErrInvalid or a wrapped error
}

// Error returns "variants: FORMAT: FIELD: CAUSE".
func (e *FieldError) Error() string {
	var sb strings.Builder
	sb.WriteString("variants: ")
	sb.WriteString(e.Format)
	if e.Field != "" {
		sb.WriteString(": ")
		sb.WriteString(e.Field)
	}
	if e.Err != nil {
		sb.WriteString(": ")
		sb.WriteString(e.Err.Error())
	}
	return sb.String()
}

// Unwrap returns the cause.
func (e *FieldError) Unwrap() error { return e.Err }
