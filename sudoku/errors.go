package sudoku

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error the package returns for bad input wraps one of
// these, so callers test them with [errors.Is]; the message names the cell and
// the rule involved.
var (
	// ErrInvalidGrid reports grid text or a grid value that cannot be used:
	// the wrong size, a bad character, or a digit out of range.
	ErrInvalidGrid = errors.New("sudoku: invalid grid")

	// ErrConflict reports givens that break a rule before any search, such
	// as two equal digits in one row. See [ConflictError].
	ErrConflict = errors.New("sudoku: conflict")

	// ErrBadRule reports a rule with bad parameters: a cell off the grid, a
	// duplicate cell, a cage sum that no digits can make.
	ErrBadRule = errors.New("sudoku: bad rule")

	// ErrNoSolution reports that the puzzle has no solution under the rules.
	ErrNoSolution = errors.New("sudoku: no solution")

	// ErrTooLarge reports a puzzle or rule beyond a resource bound, such as
	// [MaxConstraintsPerCell]: input that would take gigabytes or hours.
	ErrTooLarge = errors.New("sudoku: too large")

	// ErrInvalidArgument reports an argument that no call can use: a Count
	// limit below 1, a nil context.Context or Weights, a negative timeout,
	// an unknown encoding.
	ErrInvalidArgument = errors.New("sudoku: invalid argument")

	// ErrExport reports a Model that cannot be written in the format asked
	// for, such as DIMACS for a Model that is not one-hot.
	ErrExport = errors.New("sudoku: cannot export")

	// ErrClosed reports the use of a closed Model, and a call that
	// [Model.Close] cut short.
	ErrClosed = errors.New("sudoku: use of closed Model")
)

// ConflictError describes givens that break a rule. It wraps [ErrConflict].
type ConflictError struct {
	Rule  string // the rule that is broken, for example "row 3" or "killer cage r1c1"
	Cells []Cell // the cells involved, usually two
	Msg   string // what is wrong, for example "both hold 5"
}

func (e *ConflictError) Error() string {
	s := "sudoku: conflict: " + e.Rule
	for i, c := range e.Cells {
		if i == 0 {
			s += ": "
		} else {
			s += " and "
		}
		s += c.String()
	}
	if e.Msg != "" {
		s += " " + e.Msg
	}
	return s
}

// Unwrap returns ErrConflict.
func (e *ConflictError) Unwrap() error { return ErrConflict }

// badRule returns an error wrapping ErrBadRule with a formatted message.
func badRule(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrBadRule}, args...)...)
}
