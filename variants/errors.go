package variants

import (
	"errors"
	"fmt"
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

	// ErrUnreadElements reports elements whose meaning the format does
	// not fix, such as a coloured SudokuPad line or custom shape, or an
	// f-puzzles cage drawn with a total ("?") that no killer rule
	// reads, whose rule is only in the puzzle's rules text. The error
	// is an [*ElementsError] listing them; it also wraps
	// [ErrUnsupported].
	ErrUnreadElements = errors.New("elements whose meaning is only in the rules text")

	// ErrUnreadRules reports a puzzle whose rules text states a rule
	// that the reader did not map, such as anti-knight stated only in
	// the text, slow thermometers or a negative constraint. The error is
	// a [*RulesTextError] listing the phrases; it also wraps
	// [ErrUnsupported].
	ErrUnreadRules = errors.New("rules text states rules not read")
)

// ElementsError lists the elements of a puzzle that the reader does not
// understand, each as its collection, index and a short description,
// such as `lines[2] (#FC0000, width 10, r3c2-r7c2)` (SudokuPad) or
// `cage[0] (value "?")` (f-puzzles). errors.Is matches it with
// [ErrUnreadElements] and [ErrUnsupported].
type ElementsError struct {
	Elements []string
}

// Error lists the elements.
func (e *ElementsError) Error() string {
	const most = 12
	list := e.Elements
	more := ""
	if len(list) > most {
		list, more = list[:most], fmt.Sprintf("; and %d more", len(e.Elements)-most)
	}
	return fmt.Sprintf("%v: %d element(s) whose meaning is only in the rules text, not read: %s%s",
		ErrUnsupported, len(e.Elements), strings.Join(list, "; "), more)
}

// Unwrap returns ErrUnsupported and ErrUnreadElements.
func (e *ElementsError) Unwrap() []error { return []error{ErrUnsupported, ErrUnreadElements} }

// RulesTextError lists the phrases of a puzzle's rules text (SudokuPad's
// metadata rules, f-puzzles' "ruleset") that state a rule the reader did
// not map, each as the phrase, what it names and the sentence it is in,
// such as `"stay the same" (digits that may stay the same not read), in
// "Digits along a thermometer must increase or stay the same"`.
// errors.Is matches it with [ErrUnreadRules] and [ErrUnsupported].
type RulesTextError struct {
	Phrases []string
}

// Error lists the phrases.
func (e *RulesTextError) Error() string {
	return fmt.Sprintf("%v: the rules text states %d rule(s) not read: %s",
		ErrUnsupported, len(e.Phrases), strings.Join(e.Phrases, "; "))
}

// Unwrap returns ErrUnsupported and ErrUnreadRules.
func (e *RulesTextError) Unwrap() []error { return []error{ErrUnsupported, ErrUnreadRules} }

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
