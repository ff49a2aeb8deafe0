package variants

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

const urlFormat = "f-puzzles URL"

// FPuzzlesBaseURL is the address that [FPuzzlesURL] writes links to.
const FPuzzlesBaseURL = "https://www.f-puzzles.com/?load="

// ParseFPuzzlesURL reads a puzzle from an f-puzzles link. It accepts:
//
//   - a full f-puzzles URL, https://www.f-puzzles.com/?load=N4Ig...
//   - the bare value of its load parameter, N4Ig...
//   - a SudokuPad link to an f-puzzles puzzle,
//     https://sudokupad.app/fpuzzlesN4Ig... (also with the path
//     /sudoku/fpuzzles..., a ?puzzleid=fpuzzles... parameter, or the
//     shorter prefix "fpuz"), or the bare id fpuzzlesN4Ig...
//
// The data is f-puzzles JSON compressed with LZ-string's base64 variant.
// Links that went through a form decoder or a chat program often carry
// the base64 '+' as a space or as %2B, and '/' or '=' percent-encoded; all
// of these are accepted. Shortened links (f-puzzles' ?id=, tinyurl) need
// a network lookup and are an error wrapping [ErrUnsupported].
//
// A link that cannot be decoded is an error wrapping [ErrInvalid]; the
// JSON inside it is read by [ParseFPuzzles], with its errors.
func ParseFPuzzlesURL(s string) (sudoku.Puzzle, error) {
	data, err := fpuzzlesData(s)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	js, err := decompressFromBase64(data)
	if err != nil {
		return sudoku.Puzzle{}, &FieldError{Format: urlFormat, Field: "load", Err: err}
	}
	return ParseFPuzzles([]byte(js))
}

// fpuzzlesData extracts the compressed data from a link or id.
func fpuzzlesData(s string) (string, error) {
	fail := func(field string, err error) (string, error) {
		return "", &FieldError{Format: urlFormat, Field: field, Err: err}
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return fail("", fmt.Errorf("%w: empty link", ErrInvalid))
	}
	data := s
	lower := strings.ToLower(s)
	if strings.Contains(lower, "://") || strings.HasPrefix(lower, "www.") ||
		strings.HasPrefix(lower, "f-puzzles.com") || strings.HasPrefix(lower, "sudokupad.app") {
		if !strings.Contains(lower, "://") {
			s = "https://" + s
		}
		u, err := url.Parse(s)
		if err != nil {
			return fail("", fmt.Errorf("%w: %v", ErrInvalid, err))
		}
		if v, ok := rawQuery(u.RawQuery, "load"); ok {
			data = v
		} else if v, ok := rawQuery(u.RawQuery, "puzzleid"); ok {
			data = v
		} else if _, ok := rawQuery(u.RawQuery, "id"); ok {
			return fail("id", fmt.Errorf("%w: shortened link: it needs a network lookup; open it and copy the full link", ErrUnsupported))
		} else {
			// SudokuPad puts the id in the path, which may hold '/'
			// from the base64 alphabet.
			p := u.EscapedPath()
			p = strings.TrimPrefix(p, "/")
			p = strings.TrimPrefix(p, "sudoku/")
			if p == "" {
				return fail("load", fmt.Errorf("%w: the link has no load parameter and no puzzle id", ErrInvalid))
			}
			data = p
		}
	}
	var err error
	if data, err = url.PathUnescape(data); err != nil {
		return fail("load", fmt.Errorf("%w: %v", ErrInvalid, err))
	}
	// SudokuPad ids name the source; only f-puzzles data is read here.
	switch {
	case strings.HasPrefix(data, "fpuzzles"):
		data = data[len("fpuzzles"):]
	case strings.HasPrefix(data, "fpuz"):
		data = data[len("fpuz"):]
	case strings.HasPrefix(data, "scl"), strings.HasPrefix(data, "ctc"):
		return fail("load", fmt.Errorf("%w: SudokuPad's own puzzle format (%q); only f-puzzles data is read", ErrUnsupported, data[:3]))
	}
	// A form decoder turns the base64 '+' into a space.
	data = strings.ReplaceAll(data, " ", "+")
	if data == "" {
		return fail("load", fmt.Errorf("%w: no compressed data", ErrInvalid))
	}
	return data, nil
}

// rawQuery returns the undecoded value of key in a raw query string.
func rawQuery(q, key string) (string, bool) {
	for _, part := range strings.Split(q, "&") {
		k, v, _ := strings.Cut(part, "=")
		if k == key {
			return v, true
		}
	}
	return "", false
}

// FPuzzlesURL returns an f-puzzles link to p: [FPuzzlesBaseURL] followed by
// p's f-puzzles JSON (as [MarshalFPuzzles] writes it, without indentation)
// compressed with LZ-string's base64 variant, as f-puzzles.com writes its
// own links. [ParseFPuzzlesURL] reads it back as [Canonical](p). The
// errors are those of MarshalFPuzzles.
func FPuzzlesURL(p sudoku.Puzzle) (string, error) {
	f, err := fromPuzzle(p)
	if err != nil {
		return "", err
	}
	data, err := compactJSON(f)
	if err != nil {
		return "", err
	}
	return FPuzzlesBaseURL + compressToBase64(string(data)), nil
}
