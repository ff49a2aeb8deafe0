package variants

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf16"
)

// This file implements the base64 form of LZ-string, the compressor that
// f-puzzles uses for the JSON in its links (compressToBase64 and
// decompressFromBase64 in the JavaScript library). It is written from the
// algorithm's description:
//
// The compressor is an LZW variant over UTF-16 code units. Codes 0, 1 and
// 2 are reserved: 0 introduces a new 8-bit character, 1 a new 16-bit
// character, and 2 ends the stream. Every other code names a dictionary
// phrase; phrases are numbered from 3 in the order they are created, and
// each new character also takes a number when it is first seen. Codes
// are written with a width that starts at 2 bits and grows by one bit
// each time the dictionary outgrows it (tracked by a countdown,
// "enlargeIn"). Each value is written least significant bit first into a
// stream of 6-bit groups, most significant bit of each group first; the
// groups are the base64 digits A-Z a-z 0-9 + /, padded with '=' to a
// multiple of four.

const lzAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// MaxDecompressed is the most text, in UTF-16 code units (characters, for
// the ASCII JSON of puzzles), that the link readers decompress from one
// link: 4 MiB. A few hundred bytes of LZ-string can describe megabytes of
// output, and a link with a hundred thousand cages takes minutes and
// gigabytes to build, so a link that expands beyond this bound is an error
// wrapping [ErrTooLarge]. Real f-puzzles and SudokuPad puzzles, pictures
// and all, stay far below it.
const MaxDecompressed = 4 << 20

// lzMaxOutput is MaxDecompressed; tests lower it.
var lzMaxOutput = MaxDecompressed

var (
	// ErrTooLarge reports input beyond a documented bound, such as a link
	// that decompresses to more than [MaxDecompressed] characters. Errors
	// wrapping it also wrap [ErrInvalid].
	ErrTooLarge = errors.New("too large")

	// ErrTruncated reports compressed data that stops before its end
	// code: a link cut off when it was copied, or a file that lost its
	// end. The message says how much was read and decoded. Errors
	// wrapping it also wrap [ErrInvalid].
	ErrTruncated = errors.New("truncated")
)

// errLZEnd is what lzReader.read returns when the digits run out.
var errLZEnd = errors.New("end of compressed data")

// lzValue maps a base64 digit to its value, or -1.
var lzValue = func() [256]int8 {
	var t [256]int8
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(lzAlphabet); i++ {
		t[lzAlphabet[i]] = int8(i)
	}
	return t
}()

// compressToBase64 compresses s as LZ-string's compressToBase64 does.
func compressToBase64(s string) string {
	units := utf16.Encode([]rune(s))
	w := lzWriter{}
	if len(units) == 0 {
		// An empty input still gets the end-of-stream code.
		w.bits(2, 2)
		return w.finish()
	}
	// The dictionary is a trie: a phrase longer than one unit is known by
	// the code of its prefix and its last unit.
	chars := make(map[uint16]int)   // single units -> code
	phrases := make(map[[2]int]int) // (prefix code, unit) -> code
	fresh := make(map[int]bool)     // codes of units not yet written
	next := 3                       // the next code to hand out
	width := 2                      // the width of a code in bits
	enlarge := 2                    // codes left to write before the width grows
	countdown := func() {
		enlarge--
		if enlarge == 0 {
			enlarge = 1 << width
			width++
		}
	}
	// emit writes the phrase with code wc: as a new character (code 0 or 1
	// and the unit) the first time the unit is seen, as its code
	// otherwise.
	emit := func(wc int, first uint16) {
		if fresh[wc] {
			if first < 256 {
				w.bits(width, 0)
				w.bits(8, int(first))
			} else {
				w.bits(width, 1)
				w.bits(16, int(first))
			}
			countdown()
			delete(fresh, wc)
		} else {
			w.bits(width, wc)
		}
		countdown()
	}
	wc, first := -1, uint16(0) // the current phrase's code and first unit
	for _, c := range units {
		if _, ok := chars[c]; !ok {
			chars[c] = next
			fresh[next] = true
			next++
		}
		if wc < 0 {
			wc, first = chars[c], c
			continue
		}
		if code, ok := phrases[[2]int{wc, int(c)}]; ok {
			wc = code
			continue
		}
		emit(wc, first)
		phrases[[2]int{wc, int(c)}] = next
		next++
		wc, first = chars[c], c
	}
	emit(wc, first)
	w.bits(width, 2)
	return w.finish()
}

// lzWriter packs values into base64 digits.
type lzWriter struct {
	sb  strings.Builder
	val int // the bits of the digit being filled
	pos int // how many bits it holds
}

// bits writes the n low bits of v, least significant first.
func (w *lzWriter) bits(n, v int) {
	for range n {
		w.bit(v & 1)
		v >>= 1
	}
}

func (w *lzWriter) bit(b int) {
	w.val = w.val<<1 | b
	w.pos++
	if w.pos == 6 {
		w.sb.WriteByte(lzAlphabet[w.val])
		w.val, w.pos = 0, 0
	}
}

// finish pads the last digit with zero bits and the text with '='.
func (w *lzWriter) finish() string {
	// The library always flushes a digit, even an empty one, after the
	// end code; do the same so that the output matches it byte for byte.
	for {
		w.val <<= 1
		if w.pos == 5 {
			w.sb.WriteByte(lzAlphabet[w.val])
			break
		}
		w.pos++
	}
	s := w.sb.String()
	if r := len(s) % 4; r != 0 {
		s += strings.Repeat("=", 4-r)
	}
	return s
}

// lzReader reads bits from base64 digits.
type lzReader struct {
	in  string
	i   int // the index of the next digit to load
	val int // the current digit's value
	bit int // the mask of the next bit in val; 0 before the first load
}

func (r *lzReader) read(n int) (int, error) {
	v := 0
	for k := range n {
		if r.bit == 0 {
			if r.i >= len(r.in) {
				return 0, errLZEnd
			}
			d := lzValue[r.in[r.i]]
			if d < 0 {
				return 0, fmt.Errorf("%w: character %q at offset %d is not a base64 digit", ErrInvalid, r.in[r.i], r.i)
			}
			r.val, r.bit = int(d), 32
			r.i++
		}
		if r.val&r.bit != 0 {
			v |= 1 << k
		}
		r.bit >>= 1
	}
	return v, nil
}

// decompressFromBase64 reverses compressToBase64. Trailing '=' padding is
// optional. Bad digits, a code that names no phrase, a stream that ends
// without its end code (also ErrTruncated) and output beyond lzMaxOutput
// (also ErrTooLarge) are errors wrapping ErrInvalid.
func decompressFromBase64(s string) (string, error) {
	s = strings.TrimRight(s, "=")
	if s == "" {
		return "", fmt.Errorf("%w: no compressed data", ErrInvalid)
	}
	out, err := lzDecompress(s)
	if errors.Is(err, errLZEnd) {
		text := string(utf16.Decode(out))
		return "", fmt.Errorf("%w: %w: compressed data ends too early: all %d base64 digits read, %d characters decoded (%s); the link or file was probably cut off",
			ErrInvalid, ErrTruncated, len(s), len(out), clipTail(text))
	}
	if err != nil {
		return "", err
	}
	return string(utf16.Decode(out)), nil
}

// clipTail quotes the end of decoded text, to show where it stops.
func clipTail(s string) string {
	if s == "" {
		return "nothing"
	}
	r := []rune(s)
	if len(r) > 24 {
		return fmt.Sprintf("ending ...%q", string(r[len(r)-24:]))
	}
	return fmt.Sprintf("%q", s)
}

// lzDecompress decodes the digits of s into UTF-16 code units. When the
// digits run out it returns what it decoded and errLZEnd.
func lzDecompress(s string) ([]uint16, error) {
	r := lzReader{in: s}
	// Every phrase is a span of the output: each decoded phrase is
	// appended to the output, and a new dictionary phrase is the previous
	// phrase plus the first unit of the next one, which follows it
	// directly in the output. So the dictionary holds spans, not copies.
	type span struct{ off, n int }
	dict := []span{{}, {}, {}} // codes 0-2 are reserved
	var out []uint16
	tooLong := fmt.Errorf("%w: %w: the decompressed text exceeds %d characters", ErrInvalid, ErrTooLarge, lzMaxOutput)
	// literal reads a new character after code 0 (8 bits) or 1 (16 bits),
	// appends it to the output and gives it the next code.
	literal := func(code int) error {
		c, err := r.read(8 << code)
		if err != nil {
			return err
		}
		out = append(out, uint16(c))
		dict = append(dict, span{len(out) - 1, 1})
		return nil
	}

	code, err := r.read(2)
	switch {
	case err != nil:
		return out, err
	case code == 2:
		return out, nil
	case code == 3:
		return nil, fmt.Errorf("%w: compressed data starts with code 3", ErrInvalid)
	}
	if err := literal(code); err != nil {
		return out, err
	}
	w := dict[3] // the previous phrase, always the end of the output
	width, enlarge := 3, 4
	countdown := func() {
		enlarge--
		if enlarge == 0 {
			enlarge = 1 << width
			width++
		}
	}
	for {
		if width > 30 {
			return nil, fmt.Errorf("%w: %w: compressed data too long", ErrInvalid, ErrTooLarge)
		}
		code, err := r.read(width)
		if err != nil {
			return out, err
		}
		var entry span
		switch {
		case code == 2:
			return out, nil
		case code < 2:
			if err := literal(code); err != nil {
				return out, err
			}
			countdown()
			entry = dict[len(dict)-1] // already in the output
		case code < len(dict):
			entry = dict[code]
			if len(out)+entry.n > lzMaxOutput {
				return nil, tooLong
			}
			off := len(out)
			out = append(out, out[entry.off:entry.off+entry.n]...)
			entry.off = off
		case code == len(dict):
			// The phrase this step defines: w plus its own first unit.
			if len(out)+w.n+1 > lzMaxOutput {
				return nil, tooLong
			}
			entry = span{len(out), w.n + 1}
			out = append(out, out[w.off:w.off+w.n]...)
			out = append(out, out[w.off])
		default:
			return nil, fmt.Errorf("%w: code %d names no phrase (the dictionary has %d), after %d characters were decoded", ErrInvalid, code, len(dict), len(out))
		}
		dict = append(dict, span{w.off, w.n + 1})
		w = entry
		countdown()
	}
}
