package variants_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/variants"
)

// TestBadInputs feeds malformed f-puzzles JSON, links and SudoCue text to
// the readers: each gets an error wrapping the right sentinel, naming the
// field at fault, and nothing panics.
func TestBadInputs(t *testing.T) {
	valid9 := fpzJSON(9, "", nil)
	tests := []struct {
		name   string
		kind   string // "json", "url" or "sudocue"
		in     string
		want   error
		substr string // part of the message
	}{
		{"empty", "json", "", variants.ErrInvalid, "no JSON"},
		{"truncated", "json", valid9[:len(valid9)/2], variants.ErrInvalid, "unexpected EOF"},
		{"not an object", "json", `[1, 2, 3]`, variants.ErrInvalid, "want a JSON object, not array"},
		{"data after the object", "json", valid9 + ` {}`, variants.ErrInvalid, "after the JSON value"},
		{"no size", "json", `{"grid": []}`, variants.ErrInvalid, "size: invalid: missing"},
		{"size zero", "json", strings.Replace(valid9, `"size": 9`, `"size": 0`, 1), variants.ErrInvalid, "size"},
		{"size not a number", "json", strings.Replace(valid9, `"size": 9`, `"size": "nine"`, 1), variants.ErrInvalid, "size"},
		{"wrong number of rows", "json", strings.Replace(fpzJSON(4, "", nil), `"size": 4`, `"size": 9`, 1), variants.ErrInvalid, "grid: invalid: 4 rows, want 9"},
		{"short row", "json", strings.Replace(valid9, `[{},{},{},{},{},{},{},{},{}]`, `[{},{}]`, 1), variants.ErrInvalid, "grid[0]"},
		{"cell not an object", "json", strings.Replace(valid9, `[{},`, `[5,`, 1), variants.ErrInvalid, "grid[0][0]"},
		{"given out of range", "json", fpzJSON(9, "", map[string]string{"R2C2": `{"value": 10, "given": true}`}), variants.ErrInvalid, "grid[1][1].value"},
		{"given without a value", "json", fpzJSON(9, "", map[string]string{"R2C2": `{"given": true}`}), variants.ErrInvalid, "grid[1][1].value"},
		{"region out of range", "json", fpzJSON(9, "", map[string]string{"R1C1": `{"region": 9}`}), variants.ErrInvalid, "grid[0][0].region"},
		{"jigsaw region of 5 cells", "json", fpzJSON(4, "", map[string]string{"R1C1": `{"region": 3}`}), variants.ErrInvalid, "grid.region"},
		{"irregular 7x7 region of 8 cells", "json", fpzJSON(7, "", map[string]string{"R2C1": `{"region": 0}`}), variants.ErrInvalid, "region 1 at r1c1 has 8 cells"},
		{"pencil marks not a list", "json", fpzJSON(9, "", map[string]string{"R1C2": `{"givenPencilMarks": 5}`}), variants.ErrInvalid, "grid[0][1].givenPencilMarks"},
		{"pencil mark 10", "json", fpzJSON(9, "", map[string]string{"R1C2": `{"givenPencilMarks": [1, 10]}`}), variants.ErrInvalid, "grid[0][1].givenPencilMarks[1]"},
		{"pencil mark 0", "json", fpzJSON(9, "", map[string]string{"R1C2": `{"givenPencilMarks": [0]}`}), variants.ErrInvalid, "givenPencilMarks[0]"},
		{"pencil mark not a number", "json", fpzJSON(9, "", map[string]string{"R1C2": `{"givenPencilMarks": ["one"]}`}), variants.ErrInvalid, "givenPencilMarks[0]"},
		{"pencil marks an object", "json", fpzJSON(9, "", map[string]string{"R1C2": `{"givenPencilMarks": {"1": true}}`}), variants.ErrInvalid, "givenPencilMarks"},
		{"double arrow without lines", "json", fpzJSON(9, `"doublearrow": [{}]`, nil), variants.ErrInvalid, "doublearrow[0].lines"},
		{"double arrow empty line", "json", fpzJSON(9, `"doublearrow": [{"lines": [[]]}]`, nil), variants.ErrInvalid, "doublearrow[0].lines[0]"},
		{"double arrow off the grid", "json", fpzJSON(9, `"doublearrow": [{"lines": [["R1C1", "R1C10"]]}]`, nil), variants.ErrInvalid, "doublearrow[0].lines[0][1]"},
		{"double arrow not an array", "json", fpzJSON(9, `"doublearrow": "R1C1"`, nil), variants.ErrInvalid, "doublearrow"},
		{"region sum line without regions", "json", fpzJSON(4, `"regionsumline": [{"lines": [["R1C1", "R1C2"]]}]`, allNull(4)), variants.ErrUnsupported, "regionsumline"},
		{"solution text too short", "json", fpzJSON(4, `"solution": "1234"`, nil), variants.ErrInvalid, "solution: invalid: 4 symbols, want 16"},
		{"solution text digit 5 on 4x4", "json", fpzJSON(4, `"solution": "1254341221434321"`, nil), variants.ErrInvalid, "solution[2]"},
		{"solution text digits on 16x16", "json", fpzJSON(16, `"solution": "`+strings.Repeat("1", 256)+`"`, nil), variants.ErrInvalid, "solution[0]"},
		{"solution text letter Q on 16x16", "json", fpzJSON(16, `"solution": "Q`+strings.Repeat("A", 255)+`"`, nil), variants.ErrInvalid, "solution[0]"},
		{"solution text not UTF-8 digits", "json", fpzJSON(4, `"solution": "１２３４３４１２２１４３４３２１"`, nil), variants.ErrInvalid, "solution"},
		{"solution an object", "json", fpzJSON(4, `"solution": {"r1c1": 1}`, nil), variants.ErrInvalid, "solution"},
		{"cell off the grid", "json", fpzJSON(9, `"killercage": [{"cells": ["R1C1", "R10C1"], "value": "10"}]`, nil), variants.ErrInvalid, "killercage[0].cells[1]"},
		{"bad cell name", "json", fpzJSON(9, `"odd": [{"cell": "A1"}]`, nil), variants.ErrInvalid, "odd[0].cell"},
		{"cell name with junk", "json", fpzJSON(9, `"odd": [{"cell": "R1C1x"}]`, nil), variants.ErrInvalid, "want the form R1C1"},
		{"bad direction", "json", fpzJSON(9, `"littlekillersum": [{"cell": "R0C1", "direction": "DD", "value": "5"}]`, nil), variants.ErrInvalid, "littlekillersum[0].direction"},
		{"direction off the grid", "json", fpzJSON(9, `"littlekillersum": [{"cell": "R0C1", "direction": "UL", "value": "5"}]`, nil), variants.ErrInvalid, "misses the grid"},
		{"little killer inside the grid", "json", fpzJSON(9, `"littlekillersum": [{"cell": "R1C1", "direction": "DR", "value": "5"}]`, nil), variants.ErrInvalid, "inside the grid"},
		{"little killer cells wrong", "json", fpzJSON(9, `"littlekillersum": [{"cell": "R0C8", "direction": "DR", "value": "5", "cells": ["R1C9", "R2C9"]}]`, nil), variants.ErrInvalid, "littlekillersum[0].cells"},
		{"sandwich in a corner", "json", fpzJSON(9, `"sandwichsum": [{"cell": "R0C0", "value": "5"}]`, nil), variants.ErrInvalid, "sandwichsum[0].cell"},
		{"sandwich without value", "json", fpzJSON(9, `"sandwichsum": [{"cell": "R0C1"}]`, nil), variants.ErrInvalid, "sandwichsum[0].value"},
		{"difference of 0", "json", fpzJSON(9, `"difference": [{"cells": ["R1C1", "R1C2"], "value": "0"}]`, nil), variants.ErrInvalid, "difference[0].value"},
		{"xv value Y", "json", fpzJSON(9, `"xv": [{"cells": ["R1C1", "R1C2"], "value": "Y"}]`, nil), variants.ErrInvalid, "xv[0].value"},
		{"dot with three cells", "json", fpzJSON(9, `"difference": [{"cells": ["R1C1", "R1C2", "R1C3"]}]`, nil), variants.ErrInvalid, "difference[0].cells"},
		{"quadruple not a block", "json", fpzJSON(9, `"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R3C3"], "values": [1]}]`, nil), variants.ErrInvalid, "quadruple[0].cells"},
		{"quadruple digit 0", "json", fpzJSON(9, `"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [0]}]`, nil), variants.ErrInvalid, "quadruple[0].values[0]"},
		{"killer value not a number", "json", fpzJSON(9, `"killercage": [{"cells": ["R1C1"], "value": "ten"}]`, nil), variants.ErrInvalid, "killercage[0].value"},
		{"arrow inside its circle", "json", fpzJSON(9, `"arrow": [{"cells": ["R1C1"], "lines": [["R1C1"]]}]`, nil), variants.ErrInvalid, "arrow[0].lines[0]"},
		{"line with no cells", "json", fpzJSON(9, `"renban": [{"lines": [[]]}]`, nil), variants.ErrInvalid, "renban[0].lines[0]"},
		{"clone sizes differ", "json", fpzJSON(9, `"clone": [{"cells": ["R1C1"], "cloneCells": ["R2C1", "R2C2"]}]`, nil), variants.ErrInvalid, "clone[0].cloneCells"},
		{"solution too short", "json", fpzJSON(4, `"solution": [1, 2, 3]`, nil), variants.ErrInvalid, "solution: invalid: 3 digits, want 16"},
		{"solution digit too big", "json", fpzJSON(4, `"solution": [1,2,3,4, 3,4,1,2, 2,1,4,3, 4,3,2,5]`, nil), variants.ErrInvalid, "solution[15]"},
		{"flag not a boolean", "json", fpzJSON(9, `"antiknight": "yes"`, nil), variants.ErrInvalid, "antiknight"},
		{"title not a string", "json", fpzJSON(9, `"title": 5`, nil), variants.ErrInvalid, "title"},
		{"collection not an array", "json", fpzJSON(9, `"thermometer": {"lines": []}`, nil), variants.ErrInvalid, "thermometer"},

		{"empty link", "url", "   ", variants.ErrInvalid, "empty link"},
		{"bad base64", "url", "https://f-puzzles.com/?load=N4Ig!!", variants.ErrInvalid, "not a base64 digit"},
		{"truncated data", "url", "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDA", variants.ErrInvalid, "ends too early"},
		{"no data", "url", "https://f-puzzles.com/?load=", variants.ErrInvalid, "no compressed data"},
		{"no load parameter", "url", "https://f-puzzles.com/", variants.ErrInvalid, "no load parameter"},
		{"bad escape", "url", "https://f-puzzles.com/?load=N4Ig%zz", variants.ErrInvalid, "invalid URL escape"},
		{"shortened link", "url", "https://f-puzzles.com/?id=abc123", variants.ErrUnsupported, "shortened link"},
		{"SudokuPad format", "url", "https://sudokupad.app/sclN4IgzglgXgpiBc", variants.ErrUnsupported, "only f-puzzles data"},
		{"not JSON inside", "url", "BYUwNmD2A0AECWsCGBbZtDUzkA==", variants.ErrInvalid, "invalid character"},
		{"JSON of a bad puzzle", "url", "N4IgHiBcDMC+Q===", variants.ErrInvalid, "size: invalid: missing"},

		{"empty text", "sudocue", "", variants.ErrInvalid, "header"},
		{"no header", "sudocue", "1:2:3:4", variants.ErrInvalid, "box size"},
		{"bad box size", "sudocue", "AxB::k:1", variants.ErrInvalid, "box size"},
		{"too few codes", "sudocue", "3x3::k:" + strings.Repeat("769:", 40), variants.ErrInvalid, "40 cell codes, want 81"},
		{"code not a number", "sudocue", "3x3::k:" + strings.Repeat("769:", 80) + "x7:", variants.ErrInvalid, "cell r9c9"},
		{"negative code", "sudocue", "3x3::k:-769:" + strings.Repeat("769:", 80), variants.ErrInvalid, "cell r1c1"},
		{"two sums for one cage", "sudocue", "3x3::k:769:1025:" + strings.Repeat("9:", 79), variants.ErrInvalid, "cage 1 has sum 4 here but 3 at r1c1"},
		{"killer type", "sudocue", "3x3::s:" + strings.Repeat("0:", 81), variants.ErrUnsupported, "puzzle type"},

		// Machine-made garbage: binary, oversized, deeply nested, absurd numbers.
		{"binary JSON", "json", "\x00\xff\xfe{\x01", variants.ErrInvalid, ""},
		{"size 65", "json", strings.Replace(valid9, `"size": 9`, `"size": 65`, 1), variants.ErrInvalid, "size"},
		{"size 1e300", "json", strings.Replace(valid9, `"size": 9`, `"size": 1e300`, 1), variants.ErrInvalid, "size"},
		{"size -9", "json", strings.Replace(valid9, `"size": 9`, `"size": -9`, 1), variants.ErrInvalid, "size"},
		{"nested 10000 deep", "json", strings.Repeat("[", 10000) + strings.Repeat("]", 10000), variants.ErrInvalid, ""},
		{"killer sum 1e30", "json", fpzJSON(9, `"killercage": [{"cells": ["R1C1", "R1C2"], "value": "1000000000000000000000000000000"}]`, nil), variants.ErrInvalid, "killercage[0].value"},
		{"cell R99999999999999999999C1", "json", fpzJSON(9, `"odd": [{"cell": "R99999999999999999999C1"}]`, nil), variants.ErrInvalid, "odd[0].cell"},
		{"binary link", "url", "\x00\xff\x80fpuzzles\x01", variants.ErrInvalid, ""},
		{"binary SudoCue", "sudocue", "\xff\xfe3x3::k:\x00", variants.ErrInvalid, ""},
		{"SudoCue box 9x9", "sudocue", "9x9::k:" + strings.Repeat("0:", 81), variants.ErrUnsupported, "box size"},
	}
	counts := map[string]int{}
	for _, tt := range tests {
		counts[tt.kind]++
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic: %v", tt.name, r)
				}
			}()
			switch tt.kind {
			case "json":
				_, err = variants.ParseFPuzzles([]byte(tt.in))
			case "url":
				_, err = variants.ParseFPuzzlesURL(tt.in)
			case "sudocue":
				_, err = variants.ParseSudoCue(tt.in)
			}
		}()
		var fe *variants.FieldError
		switch {
		case err == nil:
			t.Errorf("%s: no error, want %v", tt.name, tt.want)
		case !errors.Is(err, tt.want):
			t.Errorf("%s: error %q, want it to wrap %v", tt.name, err, tt.want)
		case !errors.As(err, &fe):
			t.Errorf("%s: error %q is not a *FieldError", tt.name, err)
		case !strings.Contains(err.Error(), tt.substr):
			t.Errorf("%s: error %q, want it to mention %q", tt.name, err, tt.substr)
		}
	}
	t.Logf("bad inputs: %v", counts)
}
