package variants

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// This file reads SudokuPad's "zipped" JSON, the compact text that
// SudokuPad's puzzle zipper makes of a puzzle before LZ-string compresses
// it into an scl link. It is written from the format's description:
//
//   - Object keys that are letters and digits lose their quotes, and the
//     common ones are shortened: "cells" is written ce, "wayPoints" wp,
//     and so on (sclKeys below).
//   - Strings are quoted with ' instead of " when the text holds no ",
//     an apostrophe inside being written \'.
//   - After a colon, false and true are written f and t, and colours
//     "#000000", "#FFFFFF" and "#rrggbb" as #0, #F and rrggbb.
//   - An empty object {} in an array is left out, leaving an empty slot:
//     [,] is [{},{}].
//   - Empty arrays in objects are dropped, and strings that are integers
//     become numbers.
//
// unzipSCL turns such text back into standard JSON with the long key
// names. It is a small tokenizer, not a chain of text replacements, so a
// rules text that happens to contain ",t:" or "[," is left alone.

// sclKeys maps the zipper's short keys to SudokuPad's property names.
var sclKeys = map[string]string{
	"a":  "arrows",
	"c":  "color",
	"c1": "borderColor",
	"c2": "backgroundColor",
	"ca": "cages",
	"ce": "cells",
	"cs": "cellSize",
	"ct": "center",
	"d":  "duration",
	"fs": "fontSize",
	"h":  "height",
	"hl": "headLength",
	"l":  "lines",
	"o":  "overlays",
	"r":  "rounded",
	"re": "regions",
	"t":  "title",
	"te": "text",
	"th": "thickness",
	"u":  "underlays",
	"v":  "value",
	"vd": "videos",
	"w":  "width",
	"wp": "wayPoints",
}

// unzipSCL returns zipped SudokuPad JSON as standard JSON. Errors wrap
// ErrInvalid and give the offset of the fault.
func unzipSCL(s string) ([]byte, error) {
	const (
		wantValue = iota
		wantKey
		wantColon
		wantNext // a comma or a closing bracket
		done
	)
	var out bytes.Buffer
	out.Grow(len(s) + len(s)/4)
	var stack []byte // '{' or '['
	state := wantValue
	first := false // the current object or array was just opened
	fail := func(i int, format string, args ...any) ([]byte, error) {
		return nil, fmt.Errorf("%w: zipped JSON at offset %d: "+format, append([]any{ErrInvalid, i}, args...)...)
	}
	i := 0
	for {
		for i < len(s) && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t') {
			i++
		}
		if i == len(s) {
			if state == done {
				return out.Bytes(), nil
			}
			return fail(i, "the text ends inside %d open brackets", len(stack))
		}
		ch := s[i]
		top := byte(0)
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch state {
		case done:
			return fail(i, "text after the end of the puzzle")
		case wantValue:
			if top == '[' && (ch == ',' || ch == ']') {
				// An empty slot: the zipper dropped a {} here.
				out.WriteString("{}")
				state, first = wantNext, false
				continue
			}
			switch ch {
			case '{', '[':
				stack = append(stack, ch)
				out.WriteByte(ch)
				i++
				state, first = wantValue, true
				if ch == '{' {
					state = wantKey
				}
				continue
			case '"', '\'':
				n, err := copyString(&out, s[i:])
				if err != nil {
					return fail(i, "%v", err)
				}
				i += n
			default:
				j := i
				for j < len(s) && !strings.ContainsRune(",}] \n\r\t", rune(s[j])) {
					j++
				}
				if err := writeBare(&out, s[i:j], top == '{'); err != nil {
					return fail(i, "%v", err)
				}
				i = j
			}
			state, first = wantNext, false
			if len(stack) == 0 {
				state = done
			}
		case wantKey:
			if ch == '}' && first {
				stack = stack[:len(stack)-1]
				out.WriteByte('}')
				i++
				state, first = wantNext, false
				if len(stack) == 0 {
					state = done
				}
				continue
			}
			var key string
			if ch == '"' || ch == '\'' {
				var kb bytes.Buffer
				n, err := copyString(&kb, s[i:])
				if err != nil {
					return fail(i, "%v", err)
				}
				if err := json.Unmarshal(kb.Bytes(), &key); err != nil {
					return fail(i, "bad key: %v", err)
				}
				i += n
			} else {
				j := i
				for j < len(s) && isKeyByte(s[j]) {
					j++
				}
				if j == i {
					return fail(i, "want a key, not %q", ch)
				}
				key = s[i:j]
				i = j
			}
			if long, ok := sclKeys[key]; ok {
				key = long
			}
			kj, _ := json.Marshal(key)
			out.Write(kj)
			state = wantColon
		case wantColon:
			if ch != ':' {
				return fail(i, "want ':' after a key, not %q", ch)
			}
			out.WriteByte(':')
			i++
			state = wantValue
		case wantNext:
			switch {
			case ch == ',':
				out.WriteByte(',')
				i++
				state = wantValue
				if top == '{' {
					state = wantKey
				}
			case (ch == '}' && top == '{') || (ch == ']' && top == '['):
				stack = stack[:len(stack)-1]
				out.WriteByte(ch)
				i++
				if len(stack) == 0 {
					state = done
				}
			default:
				return fail(i, "want ',' or a closing bracket, not %q", ch)
			}
		}
	}
}

func isKeyByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '$'
}

// copyString writes the string literal at the start of s, quoted with '
// or ", to out as a JSON string, and returns its length in s.
func copyString(out *bytes.Buffer, s string) (int, error) {
	q := s[0]
	out.WriteByte('"')
	for i := 1; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == q:
			out.WriteByte('"')
			return i + 1, nil
		case ch == '\\':
			if i+1 == len(s) {
				return 0, fmt.Errorf("the text ends inside a string")
			}
			i++
			switch e := s[i]; e {
			case '\'':
				out.WriteByte('\'')
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u':
				out.WriteByte('\\')
				out.WriteByte(e)
			default:
				return 0, fmt.Errorf("bad escape \\%c in a string", e)
			}
		case ch == '"':
			out.WriteString(`\"`)
		case ch < 0x20:
			fmt.Fprintf(out, `\u%04x`, ch)
		default:
			out.WriteByte(ch)
		}
	}
	return 0, fmt.Errorf("the text ends inside a string")
}

// writeBare writes an unquoted value: a JSON number or literal, or after
// a colon one of the zipper's short forms.
func writeBare(out *bytes.Buffer, tok string, afterColon bool) error {
	if afterColon {
		switch {
		case tok == "f":
			out.WriteString("false")
			return nil
		case tok == "t":
			out.WriteString("true")
			return nil
		case tok == "#0":
			out.WriteString(`"#000000"`)
			return nil
		case tok == "#F":
			out.WriteString(`"#FFFFFF"`)
			return nil
		case len(tok) == 6 && strings.Trim(tok, "0123456789abcdefABCDEF") == "":
			// SudokuPad reads six hex digits after a colon as a colour,
			// even when they are all digits.
			out.WriteString(`"#` + tok + `"`)
			return nil
		}
	}
	if tok == "" {
		return fmt.Errorf("missing value")
	}
	var v any
	if tok[0] == '{' || tok[0] == '[' || tok[0] == '"' || json.Unmarshal([]byte(tok), &v) != nil {
		if len(tok) > 20 {
			tok = tok[:20] + "..."
		}
		return fmt.Errorf("bad value %q", tok)
	}
	out.WriteString(tok)
	return nil
}
