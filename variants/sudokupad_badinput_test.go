package variants

import (
	"errors"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
)

// TestSudokuPadBadInputs feeds malformed SudokuPad links and JSON to the
// readers: each gets a *FieldError wrapping the right sentinels, with a
// message that says what is wrong, and nothing panics.
func TestSudokuPadBadInputs(t *testing.T) {
	scl := func(text string) string { return "https://sudokupad.app/scl" + compressToBase64(text) }
	good := `{ce:[[,],[,]],re:[[[0,0],[0,1]],[[1,0],[1,1]]]}`
	goodLink := scl(good)
	tests := []struct {
		name   string
		in     string
		want   []error
		substr string
	}{
		{"empty", "", []error{ErrInvalid}, "empty link"},
		{"SudokuPad short link", "https://sudokupad.app/abc123", []error{ErrStoredOnline, ErrUnsupported}, `SudokuPad short link (puzzle id "abc123"): this link names a puzzle stored online`},
		{"short link with /sudoku/", "https://app.crackingthecryptic.com/sudoku/xyz", []error{ErrStoredOnline}, "api/puzzle/xyz"},
		{"named short link", "sudokupad.app/setter/some-puzzle", []error{ErrStoredOnline}, `"setter/some-puzzle"`},
		{"tinyurl", "https://tinyurl.com/2p8abcd", []error{ErrStoredOnline, ErrUnsupported}, "link to tinyurl.com, which redirects to the puzzle: this link names a puzzle stored online; open it in a browser and copy the full link"},
		{"tinyurl without scheme", "tinyurl.com/2p8abcd", []error{ErrStoredOnline}, "tinyurl.com"},
		{"f-puzzles id", "https://www.f-puzzles.com/?id=abcdef", []error{ErrStoredOnline}, "https://www.f-puzzles.com/?load="},
		{"bare short id", "wsj7iunsg6", []error{ErrStoredOnline, ErrUnsupported}, `"wsj7iunsg6" is not compressed puzzle data`},
		{"no puzzle id", "https://sudokupad.app/", []error{ErrInvalid}, "no puzzle id"},
		{"scl prefix only", "https://sudokupad.app/scl", []error{ErrInvalid}, "no compressed data"},
		{"scf", "https://sudokupad.app/scfoooooooooooook", []error{ErrUnsupported}, "compact classic format"},
		{"cut off", goodLink[:len(goodLink)-12], []error{ErrInvalid, ErrTruncated}, "ends too early: all"},
		{"cut off: what was decoded", goodLink[:40], []error{ErrTruncated}, "characters decoded"},
		{"bad base64", "https://sudokupad.app/sclN4Ig!!", []error{ErrInvalid}, "not a base64 digit"},
		{"bad escape", "https://sudokupad.app/scl%zz", []error{ErrInvalid}, "invalid URL escape"},
		{"too long a link", "scl" + strings.Repeat("A", MaxDecompressed), []error{ErrInvalid, ErrTooLarge}, "the bound is"},
		{"not JSON", scl("hello"), []error{ErrInvalid}, "zipped JSON at offset 0"},
		{"JSON not an object", scl("[1,2]"), []error{ErrInvalid}, "want a JSON object"},
		{"unclosed", scl("{ce:[[,],[,]]"), []error{ErrInvalid}, "ends inside 1 open brackets"},
		{"unclosed string", scl("{id:'abc"), []error{ErrInvalid}, "ends inside a string"},
		{"bad escape in string", scl(`{id:'a\qb'}`), []error{ErrInvalid}, `bad escape \q`},
		{"text after", scl(good + "x"), []error{ErrInvalid}, "text after the end"},
		{"bad bare value", scl("{ce:zz}"), []error{ErrInvalid}, `bad value "zz"`},
		{"missing colon", scl("{ce [[,],[,]]}"), []error{ErrInvalid}, "want ':'"},
		{"no cells", scl("{id:'x'}"), []error{ErrInvalid}, "want the grid"},
		{"not square", scl("{ce:[[,,],[,,]]}"), []error{ErrInvalid}, "only square grids"},
		{"unsupported size", scl("{ce:[" + strings.Repeat("[],", 100) + "[]]}"), []error{ErrUnsupported}, "101 rows"},
		{"cell not an object", scl("{ce:[[1,],[,]]}"), []error{ErrInvalid}, "cells[0][0]"},
		{"given not a digit", `ctc{"cells":[[{"value":[1]},{}],[{},{}]]}`, []error{ErrInvalid}, "cells[0][0].value"},
		{"region off the grid", scl("{ce:[[,],[,]],re:[[[0,0],[5,1]]]}"), []error{ErrInvalid}, "regions[0][1]"},
		{"cell in two regions", scl("{ce:[[,],[,]],re:[[[0,0],[0,1]],[[0,0],[1,1]]]}"), []error{ErrInvalid}, "in two regions"},
		{"cells in no region", scl("{ce:[[,],[,]],re:[[[0,0],[0,1]]]}"), []error{ErrUnsupported}, "in no region"},
		{"cage off the grid", scl("{ce:[[,],[,]],ca:[{ce:[[0,0],[2,0]],v:3}]}"), []error{ErrInvalid}, "cages[0].cells[1]"},
		{"cage sum disagrees", scl("{ce:[[,],[,]],ca:[{ce:[[0,0],[0,1]],v:3,sum:4}]}"), []error{ErrInvalid}, "cages[0].sum"},
		{"bad solution", scl("{ce:[[,],[,]],ca:[{v:'solution: 12x1'}]}"), []error{ErrInvalid}, `character 'x' at 3`},
		{"short solution", scl("{ce:[[,],[,]],metadata:{solution:'12'}}"), []error{ErrInvalid}, "2 characters, want 4"},
		{"bad point", scl("{ce:[[,],[,]],l:[{wp:[['a',1]]}]}"), []error{ErrInvalid}, "lines[0].wayPoints"},
		{"given beyond the grid", scl("{ce:[[{v:3},],[,]]}"), []error{ErrDigitRange, ErrUnsupported}, "cells[0][0].value: unsupported: digits beyond the grid size: given 3 in a 2x2 grid"},
		{"solution beyond the grid", scl("{ce:[[,],[,]],metadata:{solution:'1231'}}"), []error{ErrDigitRange, ErrUnsupported}, `'3' at 3 in a 2x2 grid`},
		{"cage longer than the digits", scl("{ce:[[,],[,]],ca:[{ce:[[0,0],[0,1],[1,0]],v:6}]}"), []error{ErrUnreadElements}, "cages[0] (cage of 3 cells from r1c1, value \"6\", more cells than digits)"},
		{"thermometer longer than the digits", scl("{ce:[[,],[,]],l:[{c:CFCFCF,wp:[[0.5,0.5],[0.5,1.5],[1.5,1.5]]}],u:[{c2:CFCFCF,ct:[0.5,0.5],r:t,w:0.8,h:0.8}]}"), []error{ErrUnreadElements}, "lines[0] (thermometer of 3 cells from r1c1, more cells than digits)"},
		{"settings not empty", scl("{ce:[[,],[,]],settings:{a:1}}"), []error{ErrUnreadElements}, "settings (a top-level key)"},
		{"board-position underlay not transparent", scl("{ce:[[,],[,]],u:[{class:'board-position',c2:'#FFFFFF',ct:[1,1],w:2.1,h:2.1}]}"), []error{ErrUnreadElements}, "underlays[0] (shape 2.1x2.1 at [1, 1], fill #FFFFFF)"},
		{"rules text with a rule not read", scl("{ce:[[,],[,]],metadata:{rules:'Digits may repeat.'}}"), []error{ErrUnreadRules, ErrUnsupported}, `metadata.rules: unsupported: the rules text states 1 rule(s) not read: "may repeat" (digits that may repeat not read), in "Digits may repeat"`},
		{"inequality sign in a cell", scl("{ce:[[,],[,]],o:[{ct:[0.5,0.5],w:0.3,h:0.3,te:'<'}]}"), []error{ErrUnreadElements}, `overlays[0] (shape 0.3x0.3 at r1c1, text "<")`},
		{"inequality sign off the edge's midpoint", scl("{ce:[[,],[,]],o:[{ct:[0.5,1.2],w:0.3,h:0.3,te:'>'}]}"), []error{ErrUnreadElements}, `overlays[0] (shape 0.3x0.3 at [0.5, 1.2], text ">")`},
		{"inequality sign pointing along its edge", scl("{ce:[[,],[,]],o:[{ct:[1,0.5],w:0.3,h:0.3,te:'<'}]}"), []error{ErrUnreadElements}, `overlays[0] (shape 0.3x0.3 at r1c1|r2c1, text "<")`},
		{"inequality sign rotated", scl("{ce:[[,],[,]],o:[{ct:[0.5,1],w:0.3,h:0.3,te:'>',angle:90}]}"), []error{ErrUnreadElements}, `overlays[0] (shape 0.3x0.3 at r1c1|r1c2, text ">")`},
		{"a V beside inequality signs", scl("{ce:[[,],[,]],o:[{ct:[0.5,1],w:0.3,h:0.3,te:'<'},{ct:[1,0.5],w:0.3,h:0.3,te:'V'}]}"), []error{ErrUnreadElements}, `1 element(s) whose meaning is only in the rules text, not read: overlays[1] (shape 0.3x0.3 at r1c1|r2c1, text "V")`},
		{"an inequality with equality", scl("{ce:[[,],[,]],o:[{ct:[0.5,1],w:0.3,h:0.3,te:'≥'}]}"), []error{ErrUnreadElements}, `overlays[0] (shape 0.3x0.3 at r1c1|r1c2, text "≥")`},
		{"shape without centre", scl("{ce:[[,],[,]],o:[{w:1}]}"), []error{ErrUnreadElements}, "a shape without a centre"},
		{"unknown top-level key", scl("{ce:[[,],[,]],foglight:[[0,0]]}"), []error{ErrUnreadElements, ErrUnsupported}, `foglight (a top-level key)`},
		{"unknown cell key", scl("{ce:[[{c:'red'},],[,]]}"), []error{ErrUnreadElements}, "cells[0][0].color"},
		{"too many elements", scl("{ce:[[,],[,]],o:[" + strings.Repeat("{},", maxSCLElements) + "{}]}"), []error{ErrInvalid, ErrTooLarge}, "more than 20000 elements"},
		{"binary", "scl\x00\xff\x80", []error{ErrInvalid}, ""},
		{"raw JSON, not compressed", `https://sudokupad.app/scl{"cells":[[{},{}],[{},{}]],"cages":[{"cells":[[0,0]],"value":"x"}]}`, []error{ErrUnreadElements}, `value "x", not a total`},
	}
	for _, tt := range tests {
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic: %v", tt.name, r)
				}
			}()
			_, err = ParseLink(tt.in)
		}()
		var fe *FieldError
		if err == nil {
			t.Errorf("%s: ParseLink() = nil, want an error", tt.name)
			continue
		}
		for _, w := range tt.want {
			if !errors.Is(err, w) {
				t.Errorf("%s: ParseLink() = %q, want it to wrap %v", tt.name, err, w)
			}
		}
		if !errors.As(err, &fe) {
			t.Errorf("%s: ParseLink() = %q, not a *FieldError", tt.name, err)
		}
		if !strings.Contains(err.Error(), tt.substr) {
			t.Errorf("%s: ParseLink() = %q, want it to mention %q", tt.name, err, tt.substr)
		}
	}
}

// TestSudokuPadDecompressBound checks that a short link cannot expand
// beyond MaxDecompressed: a link of a few kilobytes that would decompress
// to 5 MiB is refused with ErrTooLarge.
func TestSudokuPadDecompressBound(t *testing.T) {
	big := `{ce:[[,],[,]],te:'` + strings.Repeat("a", MaxDecompressed+1<<20) + `'}`
	link := "https://sudokupad.app/scl" + compressToBase64(big)
	if len(link) > 64<<10 {
		t.Fatalf("the test link is %d bytes, want a short one", len(link))
	}
	_, err := ParseLink(link)
	if !errors.Is(err, ErrTooLarge) || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "exceeds 4194304 characters") {
		t.Errorf("ParseLink(%d-byte link to %d characters) = %v, want ErrTooLarge", len(link), len(big), err)
	}
}

// manyElements is a SudokuPad document with the most elements allowed:
// lines and circles that all meet in one cell, none of them understood.
func manyElements() []byte {
	var sb strings.Builder
	sb.WriteString(`{ce:[[,],[,]],l:[`)
	for i := range maxSCLElements / 2 {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(`{c:CFCFCF,wp:[[0.5,0.5],[0.5,1.5]]}`)
	}
	sb.WriteString(`],u:[`)
	for i := range maxSCLElements / 2 {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(`{c2:DFDFDF,ct:[0.5,0.5],r:t,w:0.8,h:0.8}`)
	}
	sb.WriteString(`]}`)
	return []byte(sb.String())
}

// TestSudokuPadManyElements reads the most elements allowed, all unread.
// BenchmarkSudokuPadManyElements times it: matching lines to circles must
// not grow with the square of the elements.
func TestSudokuPadManyElements(t *testing.T) {
	_, err := ParseSudokuPad(manyElements())
	var ee *ElementsError
	if !errors.As(err, &ee) || len(ee.Elements) != maxSCLElements {
		t.Fatalf("ParseSudokuPad(mismatched thermometers) = %v, want all %d elements unread", err, maxSCLElements)
	}
}

func BenchmarkSudokuPadManyElements(b *testing.B) {
	data := manyElements()
	for b.Loop() {
		if _, err := ParseSudokuPad(data); err == nil {
			b.Fatal("ParseSudokuPad() = nil error, want the elements unread")
		}
	}
}

// manyBoundLines is a 4x4 SudokuPad document with the most elements
// allowed, all purple lines that the rules text binds as renban: half of
// them one line of three cells, half a branch from its middle, each in
// two widths, the wider one an outline.
func manyBoundLines() []byte {
	var sb strings.Builder
	sb.WriteString(`{ce:[[,,,],[,,,],[,,,],[,,,]],metadata:{rules:'Digits on a purple line form a set of consecutive digits.'},l:[`)
	for i := range maxSCLElements {
		if i > 0 {
			sb.WriteByte(',')
		}
		switch i % 4 {
		case 0:
			sb.WriteString(`{c:'#f067f0ff',th:12,wp:[[0.5,0.5],[0.5,2.5]]}`)
		case 1:
			sb.WriteString(`{c:'#f067f0ff',th:10,wp:[[0.5,0.5],[0.5,2.5]]}`)
		case 2:
			sb.WriteString(`{c:'#f067f0ff',th:12,wp:[[0.5,1.5],[1.5,1.5]]}`)
		default:
			sb.WriteString(`{c:'#f067f0ff',th:10,wp:[[0.5,1.5],[1.5,1.5]]}`)
		}
	}
	sb.WriteString(`]}`)
	return []byte(sb.String())
}

// TestSudokuPadManyBoundLines binds the most lines allowed: the outlines
// and branches are paired by their cells, not each with each.
func TestSudokuPadManyBoundLines(t *testing.T) {
	p, bs, err := decodeSCLBindings(mustSCLJSON(t, manyBoundLines()), nil)
	if err != nil {
		t.Fatalf("decodeSCLBindings() = %v, want the lines bound", err)
	}
	if len(bs) != 1 || bs[0].Family != "renban" {
		t.Errorf("bindings %v, want one renban class", bs)
	}
	renbans := 0
	for _, r := range rules.Flatten(p.Rules...) {
		if _, ok := r.(rules.Renban); ok {
			renbans++
		}
	}
	if renbans != 1 {
		t.Errorf("%d renban rules, want 1 (the wider lines are outlines; the others branch from one another)", renbans)
	}
}

func BenchmarkSudokuPadManyBoundLines(b *testing.B) {
	js := mustSCLJSON(b, manyBoundLines())
	for b.Loop() {
		if _, _, err := decodeSCLBindings(js, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// mustSCLJSON returns a SudokuPad document as JSON.
func mustSCLJSON(tb testing.TB, data []byte) []byte {
	tb.Helper()
	js, err := sudokuPadJSON(data)
	if err != nil {
		tb.Fatal(err)
	}
	return js
}
