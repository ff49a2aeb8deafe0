package variants

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCentreMarksWording matches the wordings that say a line's centre
// is marked, and not those that only speak of its centre.
func TestCentreMarksWording(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"The center of each line is marked with a small dot.", true},
		{"The centre of a zipper line is marked by a lavender circle.", true},
		{"For odd-length lines, the total is the digit placed in the line's (circled) center.", true},
		{"The circled centre cell holds the total.", true},
		{"On even lines the middle is marked.", true},
		{"The centres are circled.", true},
		{"The total is the digit in the center of the line.", false},
		{"Digits an equal distance from the centre sum to the same total.", false},
		{"Circled digits are odd.", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s := bindSentences(tt.text)[0]
			if got := centreMarksRE.MatchString(s.norm); got != tt.want {
				t.Errorf("centreMarksRE.MatchString(%q) = %t, want %t", s.norm, got, tt.want)
			}
		})
	}
}

// aadZippers returns Sudoku-Bench's "Aad-van-ced Zippers", decoded: three
// lavender zipper lines of 10, 5 and 7 cells, with a circle on the
// centres of the odd ones (R5C2, R6C6) and a diamond on the middle edge
// of the even one (R3C3|R3C4), changed by change.
func aadZippers(t *testing.T, change func(top map[string]any)) map[string]any {
	t.Helper()
	top := fptJSON(t, "aad-van-ced-zippers.link")
	if change != nil {
		change(top)
	}
	return top
}

// fpzElement returns the i-th element of a collection of top.
func fpzElement(top map[string]any, key string, i int) map[string]any {
	return top[key].([]any)[i].(map[string]any)
}

// TestFPuzzlesZipperMarks reads the circles and diamonds that mark the
// centres of f-puzzles zipper lines when the text says the centre is
// marked, and leaves drawn-only, which refuses the puzzle, a mark off a
// centre, of another colour or shape, or one the text does not explain.
func TestFPuzzlesZipperMarks(t *testing.T) {
	const ruleSentence = "Digits an equal distance from the center of a lavender Zipper Line sum to the same total."
	tests := []struct {
		name   string
		change func(top map[string]any)
		unread []string // nil: read; else the drawn-only elements refused
	}{
		{"as published", nil, nil},
		{"a circle on the middle edge", func(top map[string]any) {
			r := fpzElement(top, "rectangle", 0)
			top["circle"] = append(top["circle"].([]any), map[string]any{"cells": r["cells"], "baseC": r["baseC"],
				"outlineC": r["outlineC"], "width": 0.4, "height": 0.4})
			delete(top, "rectangle")
		}, nil},
		{"circle off the centre", func(top map[string]any) {
			fpzElement(top, "circle", 0)["cells"] = []string{"R4C1"}
		}, []string{"circle[0]"}},
		{"circle of another colour", func(top map[string]any) {
			c := fpzElement(top, "circle", 1)
			c["baseC"], c["outlineC"] = "#FF0000", "#FF0000"
		}, []string{"circle[1]"}},
		{"diamond on another edge", func(top map[string]any) {
			fpzElement(top, "rectangle", 0)["cells"] = []string{"R3C2", "R3C3"}
		}, []string{"rectangle[0]"}},
		{"diamond across cells not neighbours", func(top map[string]any) {
			fpzElement(top, "rectangle", 0)["cells"] = []string{"R3C3", "R2C4"}
		}, []string{"rectangle[0]"}},
		{"square, not a diamond", func(top map[string]any) {
			fpzElement(top, "rectangle", 0)["angle"] = 0
		}, []string{"rectangle[0]"}},
		{"diamond of another colour", func(top map[string]any) {
			fpzElement(top, "rectangle", 0)["baseC"] = "#CCCCCC"
		}, []string{"rectangle[0]"}},
		{"large diamond", func(top map[string]any) {
			r := fpzElement(top, "rectangle", 0)
			r["width"], r["height"] = 0.9, 0.9
		}, []string{"rectangle[0]"}},
		{"centre not said marked", func(top map[string]any) {
			top["ruleset"] = ruleSentence + " For odd-length lines, the total is the digit placed in the line's center."
		}, []string{"circle[0]", "circle[1]", "rectangle[0]"}},
		{"marked centre said to be more", func(top map[string]any) {
			top["ruleset"] = ruleSentence + " The circled center of a line cannot be 5."
		}, []string{"circle[0]", "circle[1]", "rectangle[0]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bound, err := parseFPTBindings(t, aadZippers(t, tt.change))
			if tt.unread == nil {
				if err != nil {
					t.Fatalf("decodeFPuzzles() = %v, want the puzzle", err)
				}
				if len(bound) != 1 || bound[0].Elements != "lavender lines (3)" || bound[0].Family != "zipper" {
					t.Errorf("bindings = %v, want lavender lines (3) bound to zipper", bound)
				}
				// The reader checks the carried solution against every rule.
				if !p.Solution.Filled() {
					t.Errorf("no carried solution, want the published one")
				}
				return
			}
			var ee *ElementsError
			if !errors.As(err, &ee) {
				t.Fatalf("decodeFPuzzles() = %v, want an *ElementsError", err)
			}
			if diff := cmp.Diff(tt.unread, ee.Elements); diff != "" {
				t.Errorf("drawn-only elements (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFPuzzlesZipperMarksReal reads "Aad-van-ced Zippers" from its link
// and solves it to its carried solution, the only one.
func TestFPuzzlesZipperMarksReal(t *testing.T) {
	p, bound, err := ParseLinkBindings(fptLink(t, "aad-van-ced-zippers.link"))
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want the puzzle", err)
	}
	if len(bound) != 1 || bound[0].Family != "zipper" {
		t.Errorf("bindings = %v, want the zipper lines", bound)
	}
	uniquePublished(t, p, p.Solution.String())
}

// TestSudokuPadZipperMarksSaid reads a SudokuPad zipper's centre dot
// when a sentence of its own says the centre is circled, and only on
// the centre.
func TestSudokuPadZipperMarksSaid(t *testing.T) {
	const text = "Digits an equal distance from the center of a lavender zipper line sum to the same total. " +
		"For odd-length lines, the total is the digit placed in the line's (circled) center."
	tests := []struct {
		cell string
		read bool
	}{
		{"r1c2", true},
		{"r1c1", false},
	}
	for _, tt := range tests {
		t.Run(tt.cell, func(t *testing.T) {
			_, bs, err := decodeSCLBindings([]byte(zipperDotJSON(text, tt.cell)), nil)
			var ee *ElementsError
			switch {
			case tt.read && err != nil:
				t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
			case tt.read && (len(bs) != 1 || bs[0].Family != "zipper"):
				t.Errorf("bindings = %v, want the zipper", bs)
			case !tt.read && (!errors.As(err, &ee) || !strings.HasPrefix(ee.Elements[0], "underlays[0]")):
				t.Errorf("decodeSCLBindings() = %v, want the dot unread", err)
			}
		})
	}
}
