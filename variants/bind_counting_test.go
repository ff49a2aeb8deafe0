package variants

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// countingCells are counting circles on bindSolution's grid: one 1
// (r1c1), two 2s (r1c2, r2c4) and three 3s (r1c4, r2c1, r3c3).
var countingCells = []string{"r1c1", "r1c2", "r2c4", "r1c4", "r2c1", "r3c3"}

// countingJSON is a 4x4 SudokuPad puzzle with white circles of size 0.8
// on cells, and the rules text.
func countingJSON(rulesText, solution string, cells ...string) string {
	var shapes []string
	for _, c := range cells {
		shapes = append(shapes, strings.Replace(bindShapeJSON("#FFFFFF", true, 0.8, c), "}", `,"borderColor":"#000000"}`, 1))
	}
	return bindShapesJSON(rulesText, solution, shapes...)
}

// TestBindCountingCircles binds SudokuPad's circles to counting circles
// in the setters' wordings, and refuses a sentence that says more, a
// second kind of circle and a solution that breaks the rule.
func TestBindCountingCircles(t *testing.T) {
	tests := []struct {
		name   string
		js     string
		reason string // "" for bound; "elements" for an *ElementsError; "solution"; else in BindError.Reason
	}{
		{"any digit", countingJSON("Any digit in a circle indicates exactly how many circles contain that digit.", bindSolution, countingCells...), ""},
		{"if a digit n", countingJSON("If a digit n appears in a circle, then the digit n appears in exactly n circles.", bindSolution, countingCells...), ""},
		{"heading", countingJSON("COUNTING CIRCLES\nA digit inside a circle indicates how many circles that digit appears in.", bindSolution, countingCells...), ""},
		{"name only", countingJSON("Counting circles apply.", bindSolution, countingCells...), ""},
		{"counts something else", countingJSON("A digit in a circle indicates how many circles are in its row.", "", countingCells...), "elements"},
		{"n and k", countingJSON("If a digit n appears in a circle, then the digit k appears in exactly n circles.", "", countingCells...), "elements"},
		{"says more", countingJSON("Counting circles: a digit in a circle indicates how many circles contain that digit, except 4s.", "", countingCells...), `says more than counting circles ("except")`},
		{"two sizes", strings.Replace(countingJSON("Any digit in a circle indicates exactly how many circles contain that digit.", "", countingCells...),
			`"width":0.8,"height":0.8`, `"width":0.6,"height":0.6`, 1), "elements"},
		{"grey and yellow", strings.Replace(strings.Replace(countingJSON("Any digit in a grey circle indicates exactly how many circles contain that digit. "+
			"Any digit in a yellow circle indicates exactly how many circles contain that digit.", "", countingCells...),
			`"#FFFFFF"`, `"#cccf"`, 3), `"#FFFFFF"`, `"#d4da31e6"`, -1), "several kinds"},
		{"solution breaks it", countingJSON("Any digit in a circle indicates exactly how many circles contain that digit.", bindSolution, "r1c1", "r1c2"), "solution"},
		{"no solution carried", countingJSON("Any digit in a circle indicates exactly how many circles contain that digit.", "", "r1c1", "r1c2", "r2c1"), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			switch tt.reason {
			case "":
				if err != nil {
					t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
				}
				var got []string
				for _, b := range bs {
					got = append(got, b.Family)
				}
				if d := cmp.Diff([]string{"counting circles"}, got); d != "" {
					t.Errorf("bindings (-want +got):\n%s", d)
				}
				n := 0
				for _, r := range rules.Flatten(p.Rules...) {
					if _, ok := r.(rules.CountingCircles); ok {
						n++
					}
				}
				if n != 1 {
					t.Errorf("rules = %v, want one CountingCircles", p.Rules)
				}
			default:
				wantRefusal(t, err, tt.reason, "counting circles")
			}
		})
	}
}

// TestFPuzzlesCountingCircles writes counting circles as f-puzzles'
// generic circles with the family's sentence, and reads them back; the
// f-puzzles circles that cannot be counting circles are refused.
func TestFPuzzlesCountingCircles(t *testing.T) {
	p := sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic(),
		rules.CountingCircles{Cells: sudoku.MustCells(strings.Join(countingCells, " "))}}}
	p.Solution = mustGrid(t, sudoku.Shape4, bindSolution)
	out, err := MarshalFPuzzles(p)
	if err != nil {
		t.Fatalf("MarshalFPuzzles() = %v", err)
	}
	q, err := ParseFPuzzles(out)
	if err != nil {
		t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v\n%s", err, out)
	}
	want, err := Canonical(p)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, q); d != "" {
		t.Errorf("round trip (-canonical +reread):\n%s", d)
	}
	two := p
	two.Rules = append(p.Rules[:2:2], rules.CountingCircles{Cells: sudoku.MustCells("r4c4")})
	if _, err := MarshalFPuzzles(two); !errors.Is(err, ErrUnsupported) {
		t.Errorf("MarshalFPuzzles(two sets of counting circles) = %v, want ErrUnsupported", err)
	}

	refused := []struct {
		name   string
		circle map[string]any // added to the circles of the zipper puzzle
	}{
		{"a circle with a digit", map[string]any{"cells": []any{"R1C2"}, "baseC": "#FFFFFF", "outlineC": "#000000", "width": 0.75, "height": 0.75, "value": "3"}},
		{"a circle over two cells", map[string]any{"cells": []any{"R1C2", "R1C3"}, "baseC": "#FFFFFF", "outlineC": "#000000", "width": 0.75, "height": 0.75}},
		{"a smaller circle", map[string]any{"cells": []any{"R1C2"}, "baseC": "#FFFFFF", "outlineC": "#000000", "width": 0.5, "height": 0.5}},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			top := fptJSON(t, "zippers-and-circles.link")
			top["circle"] = append(top["circle"].([]any), tt.circle)
			_, _, err := parseFPTBindings(t, top)
			if !errors.Is(err, ErrUnsupported) {
				t.Fatalf("ParseFPuzzles() = %v, want the circles refused", err)
			}
		})
	}
}
