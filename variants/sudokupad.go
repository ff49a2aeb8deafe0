package variants

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

const (
	sudokuPadFormat = "SudokuPad"
	linkFormat      = "link"
)

// SudokuPadBaseURL is the address that [SudokuPadURL] writes links to,
// followed by "fpuzzles" and the compressed puzzle.
const SudokuPadBaseURL = "https://sudokupad.app/"

var (
	// ErrStoredOnline reports a link that names a puzzle stored online
	// instead of holding it: a SudokuPad short link such as
	// https://sudokupad.app/abc123, f-puzzles' ?id= links, and links to
	// other hosts (tinyurl and the like) that redirect to the puzzle.
	// Reading one needs the network, which this package never uses; the
	// message says what to copy instead. Errors wrapping it also wrap
	// [ErrUnsupported].
	ErrStoredOnline = errors.New("puzzle stored online")

	// ErrDigitRange reports a SudokuPad puzzle whose givens or solution
	// hold digits beyond the grid's size, such as a 9 in a 6x6 grid. The
	// format allows them; this package's grids hold 1 to the size. Errors
	// wrapping it also wrap [ErrUnsupported].
	ErrDigitRange = errors.New("digits beyond the grid size")
)

// ParseLink reads a puzzle from any link this package understands, or
// from the bare data of one:
//
//   - f-puzzles links and data, as [ParseFPuzzlesURL] reads them;
//   - SudokuPad links (https://sudokupad.app/..., also
//     https://app.crackingthecryptic.com/sudoku/..., with the id in the
//     path or a ?puzzleid= parameter) and bare SudokuPad ids, whose
//     prefix names the payload: "fpuzzles" (or "fpuz") for f-puzzles
//     JSON, "scl" and "ctc" for SudokuPad's own JSON, read by
//     [ParseSudokuPad]. The payloads are compressed with LZ-string's
//     base64 variant. A path segment with one of these prefixes is read
//     on any host, as apps that take SudokuPad ids (Sudocle) write them,
//     and a path that merged the base64 "//" into "/" is repaired;
//   - Interactive Sudoku Solver links (any host, with the constraint
//     string in a q parameter of the query or the fragment) and bare
//     constraint strings (".Cage~10~R1C1~R1C2"), read by [ParseISS].
//
// A link whose puzzle is not in the link, such as a SudokuPad short link
// (https://sudokupad.app/abc123) or a tinyurl, is an error wrapping
// [ErrStoredOnline] that says what to copy instead. A payload that was cut
// off is an error wrapping [ErrTruncated] that says how much was decoded,
// and one that expands beyond [MaxDecompressed] wraps [ErrTooLarge]; both
// also wrap [ErrInvalid]. SudokuPad's compact classic form ("scf") is
// [ErrUnsupported].
func ParseLink(s string) (sudoku.Puzzle, error) {
	if len(s) <= MaxDecompressed && isISSLink(s) {
		return ParseISS(s)
	}
	pl, err := splitLink(linkFormat, s)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	if pl.kind == kindFPuzzles {
		return pl.fpuzzles()
	}
	text, err := pl.decompress()
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	return ParseSudokuPad([]byte(text))
}

// ReadSudokuPad reads a SudokuPad puzzle file from r: either a link or id
// as [ParseLink] reads it (the text of a saved share link, or what
// SudokuPad's server returns for a short id), or SudokuPad puzzle JSON,
// plain or zipped, as [ParseSudokuPad] reads it. Input beyond
// [MaxDecompressed] bytes is an error wrapping [ErrTooLarge].
func ReadSudokuPad(r io.Reader) (sudoku.Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxDecompressed+1))
	if err != nil {
		return sudoku.Puzzle{}, &FieldError{Format: sudokuPadFormat, Err: err}
	}
	if len(data) > MaxDecompressed {
		return sudoku.Puzzle{}, &FieldError{Format: sudokuPadFormat,
			Err: fmt.Errorf("%w: %w: input longer than %d bytes", ErrInvalid, ErrTooLarge, MaxDecompressed)}
	}
	data = bytes.TrimSpace(data)
	if bytes.HasPrefix(data, []byte("{")) {
		return ParseSudokuPad(data)
	}
	return ParseLink(string(data))
}

// ParseSudokuPad reads a puzzle from SudokuPad puzzle JSON, the text that
// an scl or ctc link compresses: plain JSON, or the zipped form that
// SudokuPad's puzzle zipper writes (short keys, unquoted, ' for ").
//
// The elements read are those whose meaning the format fixes, or that
// SudokuPad writes for the standard rules, and coloured lines that the
// rules text binds to a family; the package doc lists them and says
// how lines are bound ([ParseLinkBindings] returns the bindings).
// Any other element, such as a coloured line, a shaded cell or a text
// whose meaning is only in the rules text, is an error: an
// [*ElementsError] that lists them all, wrapping [ErrUnreadElements] and
// [ErrUnsupported]. Malformed JSON, a grid that is not square and cells
// off the grid are errors wrapping [ErrInvalid]. Givens or a solution
// with digits beyond the grid's size are [ErrDigitRange]. All are
// [*FieldError] values with the format "SudokuPad".
//
// When every element was read, the rules text is checked against the
// rules read: a phrase that names or changes a rule not read
// (anti-knight stated only in the text, "digits may repeat", slow
// thermometers, "all dots are given") is a [*RulesTextError] listing
// them, wrapping [ErrUnreadRules] and [ErrUnsupported]. The check looks
// for known words and does not understand the text; a puzzle without a
// rules text is not checked, except that a standard sentence letting
// digits repeat in cages makes the cages [rules.SumCage] (the package doc
// says when). The puzzle comes back in [Canonical] form, followed by the
// sum cages, which f-puzzles cannot hold.
func ParseSudokuPad(data []byte) (sudoku.Puzzle, error) {
	js, err := sudokuPadJSON(data)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	return decodeSCL(js)
}

// sudokuPadJSON returns SudokuPad puzzle text as standard JSON: as it is
// when it parses, unzipped otherwise, as SudokuPad does.
func sudokuPadJSON(data []byte) ([]byte, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, &FieldError{Format: sudokuPadFormat, Err: fmt.Errorf("%w: no puzzle JSON", ErrInvalid)}
	}
	if len(data) > MaxDecompressed {
		return nil, &FieldError{Format: sudokuPadFormat,
			Err: fmt.Errorf("%w: %w: puzzle JSON longer than %d bytes", ErrInvalid, ErrTooLarge, MaxDecompressed)}
	}
	if json.Valid(data) {
		return data, nil
	}
	js, err := unzipSCL(string(data))
	if err != nil {
		return nil, &FieldError{Format: sudokuPadFormat, Err: fmt.Errorf("%w (read %d characters of puzzle text)", err, len(data))}
	}
	return js, nil
}

// SudokuPadURL returns a link that opens p in SudokuPad:
// [SudokuPadBaseURL], "fpuzzles" and p's f-puzzles JSON compressed with
// LZ-string, the form SudokuPad reads f-puzzles puzzles in. [ParseLink]
// reads it back as [Canonical](p). The errors are those of
// [MarshalFPuzzles]: a rule that f-puzzles cannot express, such as the
// [rules.GreaterThan] and [rules.SumCage] that [ParseSudokuPad] reads, is
// an error wrapping [ErrUnsupported].
func SudokuPadURL(p sudoku.Puzzle) (string, error) {
	return fpuzzlesLink(SudokuPadBaseURL+kindFPuzzles, p)
}
