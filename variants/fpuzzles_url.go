package variants

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"net/url"
	"slices"
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
// of these are accepted. A link whose data is not in the link (f-puzzles'
// ?id=, a SudokuPad short link, tinyurl) is an error wrapping
// [ErrStoredOnline] and [ErrUnsupported]; a SudokuPad link in SudokuPad's
// own format (scl, ctc) is an error wrapping [ErrUnsupported]:
// [ParseLink] reads those and every other link this one reads.
//
// A link that cannot be decoded is an error wrapping [ErrInvalid] (and
// [ErrTruncated] when it was cut off); the JSON inside it is read by
// [ParseFPuzzles], with its errors.
func ParseFPuzzlesURL(s string) (sudoku.Puzzle, error) {
	pl, err := splitLink(urlFormat, s)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	if pl.kind != kindFPuzzles {
		return sudoku.Puzzle{}, pl.fail(fmt.Errorf("%w: SudokuPad's own puzzle format (%q); only f-puzzles data is read here; ParseLink reads it", ErrUnsupported, pl.kind))
	}
	return pl.fpuzzles()
}

// Payload kinds: the prefixes of SudokuPad puzzle ids.
const (
	kindFPuzzles = "fpuzzles" // f-puzzles JSON; also written "fpuz"
	kindSCL      = "scl"      // SudokuPad JSON, usually zipped
	kindCTC      = "ctc"      // SudokuPad JSON, the older name
	kindSCF      = "scf"      // SudokuPad's compact classic format
)

// payload is the data of a link: its kind and the compressed text.
type payload struct {
	format  string // the FieldError format for the link
	field   string // the part of the link that held the data
	kind    string
	data    string
	maybeID bool // bare, short and alphanumeric: perhaps a SudokuPad short id
}

func (p payload) fail(err error) error {
	return &FieldError{Format: p.format, Field: p.field, Err: err}
}

// decompress returns the payload's text. SudokuPad also accepts JSON
// that was never compressed.
func (p payload) decompress() (string, error) {
	if strings.HasPrefix(p.data, "{") {
		return p.data, nil
	}
	text, err := decompressFromBase64(p.data)
	if (err != nil && !errors.Is(err, ErrTooLarge) || err == nil && !p.readable(text)) &&
		p.field == "path" && strings.Contains(p.data, "/") {
		if fixed, ok := p.restoreSlashes(); ok {
			return fixed, nil
		}
	}
	if err != nil && p.maybeID {
		return "", p.fail(storedOnline(fmt.Sprintf("%q is not compressed puzzle data (%v); if it is a SudokuPad puzzle id", p.data, err),
			"save what https://sudokupad.app/api/puzzle/"+p.data+" returns and read that file, or find the full link (the address that starts with https://sudokupad.app/scl, /ctc or /fpuzzles)"))
	}
	if err != nil {
		return "", p.fail(err)
	}
	return text, nil
}

// readable reports whether text is JSON, or for SudokuPad zipped JSON.
func (p payload) readable(text string) bool {
	if !strings.HasPrefix(text, "{") {
		return false
	}
	if json.Valid([]byte(text)) {
		return true
	}
	if p.kind == kindFPuzzles {
		return false
	}
	_, err := unzipSCL(text)
	return err == nil
}

// Bounds on restoreSlashes: the slashes it considers, the tries, and the
// payloads it tries them on.
const (
	slashFixMax   = 12
	slashFixTries = 512
	slashFixData  = 256 << 10
)

// restoreSlashes undoes what some servers and chat programs do to a link
// whose path holds "//" from the base64 alphabet: they merge it into one
// "/". When the path does not decompress to readable JSON, it tries
// doubling the payload's slashes, fewest first, and takes the first
// result that does, as SudokuPad does. The search is bounded.
func (p payload) restoreSlashes() (string, bool) {
	if len(p.data) > slashFixData {
		return "", false
	}
	var at []int
	for i := 0; i < len(p.data) && len(at) < slashFixMax; i++ {
		if p.data[i] == '/' {
			at = append(at, i)
		}
	}
	masks := make([]int, 0, 1<<len(at))
	for m := 1; m < 1<<len(at); m++ {
		masks = append(masks, m)
	}
	slices.SortStableFunc(masks, func(a, b int) int { return bits.OnesCount(uint(a)) - bits.OnesCount(uint(b)) })
	if len(masks) > slashFixTries {
		masks = masks[:slashFixTries]
	}
	for _, m := range masks {
		var sb strings.Builder
		prev := 0
		for k, i := range at {
			if m&(1<<k) != 0 {
				sb.WriteString(p.data[prev : i+1])
				sb.WriteByte('/')
				prev = i + 1
			}
		}
		sb.WriteString(p.data[prev:])
		if text, err := decompressFromBase64(sb.String()); err == nil && p.readable(text) {
			return text, true
		}
	}
	return "", false
}

// fpuzzles reads an f-puzzles payload.
func (p payload) fpuzzles() (sudoku.Puzzle, error) {
	js, err := p.decompress()
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	return ParseFPuzzles([]byte(js))
}

// Hosts whose links hold the puzzle id in the path.
var sudokuPadHosts = []string{"sudokupad.app", "crackingthecryptic.com", "sudokupad.svencodes.com"}

func isHost(host string, names ...string) bool {
	for _, n := range names {
		if host == n || strings.HasSuffix(host, "."+n) {
			return true
		}
	}
	return false
}

// splitLink finds the payload in a link or a bare id. Errors are
// FieldErrors of the given format.
func splitLink(format, s string) (payload, error) {
	pl := payload{format: format, field: "load"}
	fail := func(field string, err error) (payload, error) {
		return payload{}, &FieldError{Format: format, Field: field, Err: err}
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return fail("", fmt.Errorf("%w: empty link", ErrInvalid))
	}
	if len(s) > MaxDecompressed {
		return fail("", fmt.Errorf("%w: %w: a link of %d characters; the bound is %d", ErrInvalid, ErrTooLarge, len(s), MaxDecompressed))
	}
	data := s
	fromPath := false // the data is a SudokuPad path: an id without a prefix is stored online
	lower := strings.ToLower(s)
	head, _, _ := strings.Cut(lower, "/")
	if strings.Contains(lower, "://") || strings.Contains(head, ".") {
		// Base64 has no '.', so a first segment with one is a host.
		if !strings.Contains(lower, "://") {
			s = "https://" + s
		}
		u, err := url.Parse(s)
		if err != nil {
			return fail("", fmt.Errorf("%w: %v", ErrInvalid, err))
		}
		host := strings.ToLower(u.Hostname())
		if v, ok := rawQuery(u.RawQuery, "load"); ok {
			data = v
		} else if v, ok := rawQuery(u.RawQuery, "puzzleid"); ok {
			data, pl.field = v, "puzzleid"
		} else if isHost(host, "f-puzzles.com") {
			if _, ok := rawQuery(u.RawQuery, "id"); ok {
				return fail("id", storedOnline("shortened link (f-puzzles ?id=)",
					"open it in a browser and copy the full link (the address that starts with https://www.f-puzzles.com/?load=)"))
			}
			return fail("load", fmt.Errorf("%w: the link has no load parameter and no puzzle id", ErrInvalid))
		} else if p := payloadInPath(u.EscapedPath()); p != "" {
			// SudokuPad, and apps that take its ids (Sudocle), put the
			// id in the path, which may hold '/' from the base64
			// alphabet.
			data, pl.field = p, "path"
		} else if isHost(host, sudokuPadHosts...) {
			p := strings.TrimPrefix(u.EscapedPath(), "/")
			p = strings.TrimPrefix(p, "sudoku/")
			if p == "" {
				return fail("path", fmt.Errorf("%w: the link has no puzzle id", ErrInvalid))
			}
			data, pl.field, fromPath = p, "path", true
		} else {
			return fail("", storedOnline("link to "+host+", which redirects to the puzzle",
				"open it in a browser and copy the full link (the address that starts with https://sudokupad.app/ or https://www.f-puzzles.com/?load=)"))
		}
	}
	var err error
	if data, err = url.PathUnescape(data); err != nil {
		return fail(pl.field, fmt.Errorf("%w: %v", ErrInvalid, err))
	}
	// A form decoder turns the base64 '+' into a space.
	data = strings.ReplaceAll(data, " ", "+")
	switch {
	case strings.HasPrefix(data, "fpuzzles"):
		pl.kind, data = kindFPuzzles, data[len("fpuzzles"):]
	case strings.HasPrefix(data, "fpuz"):
		pl.kind, data = kindFPuzzles, data[len("fpuz"):]
	case strings.HasPrefix(data, kindSCL), strings.HasPrefix(data, kindCTC):
		pl.kind, data = data[:3], data[3:]
	case strings.HasPrefix(data, kindSCF):
		return fail(pl.field, fmt.Errorf("%w: SudokuPad's compact classic format (scf)", ErrUnsupported))
	case fromPath:
		id, _, _ := strings.Cut(data, "?")
		return fail(pl.field, storedOnline(fmt.Sprintf("SudokuPad short link (puzzle id %q)", clipID(id)),
			"SudokuPad keeps its address, so save what https://sudokupad.app/api/puzzle/"+clipID(id)+
				" returns and read that file, or find the full link (the address that starts with https://sudokupad.app/scl, /ctc or /fpuzzles)"))
	default:
		pl.kind = kindFPuzzles
		pl.maybeID = data == s && len(data) <= 24 && strings.Trim(data, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == ""
	}
	if data == "" {
		return fail(pl.field, fmt.Errorf("%w: no compressed data", ErrInvalid))
	}
	pl.data = data
	return pl, nil
}

// payloadInPath returns the part of a URL path from its first segment
// that starts with a payload prefix (fpuz, scl, ctc, scf), or "".
func payloadInPath(p string) string {
	segs := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for i, seg := range segs {
		for _, prefix := range []string{"fpuz", kindSCL, kindCTC, kindSCF} {
			if strings.HasPrefix(seg, prefix) {
				return strings.Join(segs[i:], "/")
			}
		}
	}
	return ""
}

// clipID shortens an id for a message.
func clipID(id string) string {
	if len(id) > 40 {
		return id[:40] + "..."
	}
	return id
}

// storedOnline is the error for a link that names a puzzle without
// holding it.
func storedOnline(what, advice string) error {
	return &storedOnlineError{msg: what + ": this link names a puzzle stored online; " + advice}
}

// storedOnlineError wraps ErrStoredOnline and ErrUnsupported; its message
// is the advice alone.
type storedOnlineError struct{ msg string }

func (e *storedOnlineError) Error() string   { return e.msg }
func (e *storedOnlineError) Unwrap() []error { return []error{ErrUnsupported, ErrStoredOnline} }

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
	return fpuzzlesLink(FPuzzlesBaseURL, p)
}

// fpuzzlesLink returns prefix followed by p's f-puzzles JSON, without
// indentation, compressed with LZ-string's base64 variant.
func fpuzzlesLink(prefix string, p sudoku.Puzzle) (string, error) {
	f, err := fromPuzzle(p)
	if err != nil {
		return "", err
	}
	data, err := compactJSON(f)
	if err != nil {
		return "", err
	}
	return prefix + compressToBase64(string(data)), nil
}
