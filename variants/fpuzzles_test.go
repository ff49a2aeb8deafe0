package variants_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// fpzJSON returns f-puzzles JSON for an empty size x size grid with the
// given top-level fields added (text such as `"antiknight": true`), and
// the cells in cells replaced: cells["R1C1"] = `{"value": 5, "given": true}`.
func fpzJSON(size int, fields string, cells map[string]string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `{"size": %d, "title": "t", "author": "a", "ruleset": "r", "grid": [`, size)
	for r := 1; r <= size; r++ {
		if r > 1 {
			sb.WriteString(",")
		}
		sb.WriteString("[")
		for c := 1; c <= size; c++ {
			if c > 1 {
				sb.WriteString(",")
			}
			if v, ok := cells[fmt.Sprintf("R%dC%d", r, c)]; ok {
				sb.WriteString(v)
			} else {
				sb.WriteString("{}")
			}
		}
		sb.WriteString("]")
	}
	sb.WriteString("]")
	if fields != "" {
		sb.WriteString(", ")
		sb.WriteString(fields)
	}
	sb.WriteString("}")
	return sb.String()
}

func cells(s string) []sudoku.Cell { return sudoku.MustCells(s) }

func cell(s string) sudoku.Cell { return sudoku.MustCells(s)[0] }

// TestParseEveryField reads one puzzle that uses every f-puzzles field the
// package supports and compares the rules with hand-written ones. It also
// builds the Model, so each rule accepts the parameters the reader gives
// it, and writes the puzzle back.
func TestParseEveryField(t *testing.T) {
	fields := `
	"diagonal+": true, "diagonal-": true, "antiknight": true, "antiking": true,
	"disjointgroups": true, "nonconsecutive": true, "negative": ["ratio", "xv"],
	"extraregion": [{"cells": ["R1C1", "R1C2"]}],
	"killercage": [{"cells": ["R2C1", "R2C2"], "value": "3"}, {"cells": ["R3C1"]}],
	"littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "45", "cells": ["R1C2","R2C3","R3C4","R4C5","R5C6","R6C7","R7C8","R8C9"]},
		{"cell": "R10C5", "direction": "UL", "value": 20}, {"cell": "R5C0", "direction": "UR", "value": "0"}],
	"thermometer": [{"lines": [["R4C1", "R4C2"], ["R4C1", "R5C1", "R6C1"]]}],
	"slowthermometer": [{"lines": [["R7C1", "R7C2"]]}],
	"arrow": [{"cells": ["R8C2", "R8C1"], "lines": [["R8C2", "R9C3", "R9C4"]]}, {"cells": ["R1C9"], "lines": [["R2C9", "R3C9"]]}],
	"difference": [{"cells": ["R9C1", "R9C2"]}, {"cells": ["R9C5", "R9C6"], "value": "3"}],
	"ratio": [{"cells": ["R9C7", "R9C8"], "value": "2"}, {"cells": ["R8C8", "R8C9"]}],
	"xv": [{"cells": ["R1C3", "R1C4"], "value": "x"}, {"cells": ["R2C3", "R2C4"], "value": "V"}],
	"odd": [{"cell": "R1C5"}, {"cell": "R1C6"}], "even": [{"cell": "R2C5"}],
	"minimum": [{"cell": "R3C5"}], "maximum": [{"cell": "R5C5"}],
	"palindrome": [{"lines": [["R3C6", "R3C7", "R3C8"]]}],
	"renban": [{"lines": [["R4C6", "R4C7"]]}],
	"whispers": [{"lines": [["R5C7", "R5C8"]]}, {"lines": [["R6C7", "R6C8"]], "value": "4"}],
	"betweenline": [{"lines": [["R6C2", "R6C3", "R6C4"]]}],
	"regionsumline": [{"lines": [["R7C3", "R7C4"]]}],
	"zipperline": [{"lines": [["R7C5", "R7C6", "R7C7"]]}],
	"entropicline": [{"lines": [["R8C3", "R8C4"]]}],
	"modularline": [{"lines": [["R8C5", "R8C6"]]}],
	"nabner": [{"lines": [["R9C9", "R8C8"]]}],
	"doublearrow": [{"lines": [["R3C2", "R3C3", "R4C4"]]}],
	"clone": [{"cells": ["R1C7", "R1C8"], "cloneCells": ["R2C7", "R2C8"]}],
	"quadruple": [{"cells": ["R5C3", "R5C2", "R6C2", "R6C3"], "values": [1, "2"]}],
	"sandwichsum": [{"cell": "R0C3", "value": "0"}, {"cell": "R4C0", "value": 35}],
	"xsum": [{"cell": "R0C4", "value": "10"}, {"cell": "R3C10", "value": "6"}],
	"skyscraper": [{"cell": "R10C6", "value": "3"}, {"cell": "R2C0", "value": "9"}],
	"rowindexer": [{"cells": ["R1C1"]}], "columnindexer": [{"cells": ["R5C1", "R5C9"]}],
	"boxindexer": [{"cells": ["R9C3"]}, {"cells": ["R9C4"]}]`
	data := fpzJSON(9, fields, map[string]string{
		"R1C1": `{"value": 5, "given": true}`,
		"R9C9": `{"value": 7, "given": true, "centerPencilMarks": [1, 2]}`,
		"R5C5": `{"value": 4}`, // entered by a solver: not a given
		"R2C3": `{"givenPencilMarks": [3, 1, 3]}`,
		"R9C8": `{"givenPencilMarks": ["9"]}`,
	})
	p, err := variants.ParseFPuzzles([]byte(data))
	if err != nil {
		t.Fatalf("ParseFPuzzles() = %v", err)
	}
	dots := [][2]sudoku.Cell{{cell("r9c1"), cell("r9c2")}, {cell("r9c5"), cell("r9c6")},
		{cell("r9c7"), cell("r9c8")}, {cell("r8c8"), cell("r8c9")}}
	xvs := [][2]sudoku.Cell{{cell("r1c3"), cell("r1c4")}, {cell("r2c3"), cell("r2c4")}}
	want := []sudoku.Rule{
		rules.Classic(),
		rules.Diagonals(),
		rules.AntiKnight{},
		rules.AntiKing{},
		rules.DisjointGroups{},
		rules.NegativeKropki{White: true, Black: true, Marked: dots},
		rules.NegativeXV{Marked: xvs},
		rules.ExtraRegion{Cells: cells("r1c1 r1c2")},
		rules.Cage{Sum: 3, Cells: cells("r2c1 r2c2")},
		rules.Cage{Cells: cells("r3c1")},
		rules.LittleKiller{Sum: 45, Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.DownRight},
		rules.LittleKiller{Sum: 20, Clue: sudoku.Cell{Row: 9, Col: 4}, Dir: rules.UpLeft},
		rules.Thermometer{Cells: cells("r4c1 r4c2")},
		rules.Thermometer{Cells: cells("r4c1 r5c1 r6c1")},
		rules.SlowThermometer{Cells: cells("r7c1 r7c2")},
		rules.Arrow{Circle: cells("r8c1 r8c2"), Line: cells("r9c3 r9c4")},
		rules.Arrow{Circle: cells("r1c9"), Line: cells("r2c9 r3c9")},
		rules.Difference{A: cell("r9c1"), B: cell("r9c2")},
		rules.Difference{A: cell("r9c5"), B: cell("r9c6"), Value: 3},
		rules.Ratio{A: cell("r9c7"), B: cell("r9c8"), Value: 2},
		rules.Ratio{A: cell("r8c8"), B: cell("r8c9")},
		rules.X(cell("r1c3"), cell("r1c4")),
		rules.V(cell("r2c3"), cell("r2c4")),
		rules.Odd{Cells: cells("r1c5 r1c6")},
		rules.Even{Cells: cells("r2c5")},
		rules.Minimum{Cells: cells("r3c5")},
		rules.Maximum{Cells: cells("r5c5")},
		rules.Palindrome{Cells: cells("r3c6 r3c7 r3c8")},
		rules.Renban{Cells: cells("r4c6 r4c7")},
		rules.Whispers{Cells: cells("r5c7 r5c8")},
		rules.Whispers{Cells: cells("r6c7 r6c8"), Diff: 4},
		rules.Between{Cells: cells("r6c2 r6c3 r6c4")},
		rules.RegionSum{Cells: cells("r7c3 r7c4")},
		rules.Zipper{Cells: cells("r7c5 r7c6 r7c7")},
		rules.Entropic{Cells: cells("r8c3 r8c4")},
		rules.Modular{Cells: cells("r8c5 r8c6")},
		rules.Nabner{Cells: cells("r9c9 r8c8")},
		rules.DoubleArrow{Cells: cells("r3c2 r3c3 r4c4")},
		rules.Clone{A: cells("r1c7 r1c8"), B: cells("r2c7 r2c8")},
		rules.Quadruple{Corner: cell("r5c2"), Digits: []int{1, 2}},
		rules.Sandwich{Line: rules.Column(2), Sum: 0},
		rules.Sandwich{Line: rules.Row(3), Sum: 35},
		rules.XSum{Line: rules.Column(3), Sum: 10},
		rules.XSum{Line: rules.Row(2), FromEnd: true, Sum: 6},
		rules.Skyscraper{Line: rules.Column(5), FromEnd: true, Count: 3},
		rules.Skyscraper{Line: rules.Row(1), Count: 9},
		rules.RowIndexer{Cells: cells("r1c1")},
		rules.ColumnIndexer{Cells: cells("r5c1 r5c9")},
		rules.BoxIndexer{Cells: cells("r9c3 r9c4")},
		rules.GivenCandidates{Cell: cell("r2c3"), Digits: []int{1, 3}},
		rules.GivenCandidates{Cell: cell("r9c8"), Digits: []int{9}},
	}
	if d := cmp.Diff(want, p.Rules); d != "" {
		t.Errorf("rules (-want +got):\n%s", d)
	}
	givens, _ := sudoku.Parse(strings.Repeat(".", 0) + "5" + strings.Repeat(".", 79) + "7")
	if !p.Givens.Equal(givens) {
		t.Errorf("Givens =\n%v\nwant\n%v", p.Givens, givens)
	}
	if p.Title != "t" || p.Author != "a" || !p.Solution.IsZero() {
		t.Errorf("Title, Author, Solution = %q, %q, %v; want \"t\", \"a\", zero", p.Title, p.Author, p.Solution)
	}
	m, err := p.Model()
	if err != nil {
		t.Fatalf("Model() = %v", err)
	}
	m.Close()
	out, err := variants.MarshalFPuzzles(p)
	if err != nil {
		t.Fatalf("MarshalFPuzzles() = %v", err)
	}
	q, err := variants.ParseFPuzzles(out)
	if err != nil {
		t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v\n%s", err, out)
	}
	if d := cmp.Diff(p, q); d != "" {
		t.Errorf("round trip (-read +reread):\n%s", d)
	}
}

// TestParseCosmetic checks that the purely cosmetic fields are accepted
// and change nothing, as a digit entered without "given" does not.
func TestParseCosmetic(t *testing.T) {
	plain := fpzJSON(4, `"killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}]`, map[string]string{
		"R1C1": `{"value": 1, "given": true}`,
	})
	fancy := fpzJSON(4, `"killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}],
		"highlightConflicts": true,
		"text": [{"cells": ["R1C1"], "value": "hi", "fontC": "#000000", "size": 1}],
		"line": [{"lines": [["R1C1", "R2C2"]], "outlineC": "#FF0000", "width": 0.1}],
		"rectangle": [{"cells": ["R3C3"], "baseC": "#FFFFFF", "outlineC": "#000000", "width": 0.5, "height": 0.5, "angle": 45}],
		"circle": [{"cells": ["R4C4"], "baseC": "#FFFFFF", "width": 0.5, "height": 0.5, "value": "5"}],
		"cage": [{"cells": ["R4C1", "R4C2"], "value": "note", "outlineC": "#000000"}],
		"disabledlogic": ["tuples", "pointing"], "truecandidatesoptions": ["colored", "logical"],
		"successMessage": "Well done!", "metadata": {"source": "somewhere", "rating": 3}`, map[string]string{
		"R1C1": `{"value": 1, "given": true, "c": "#A8A8A8", "highlight": "#FFFF00", "givenPencilMarks": null}`,
		"R2C2": `{"value": 3, "cornerPencilMarks": [1, 2], "centerPencilMarks": [3], "givenPencilMarks": []}`,
		"R3C3": `{"value": 2, "given": false, "parity": null}`,
		"R4C4": `{"parity": "even"}`,
	})
	p, err := variants.ParseFPuzzles([]byte(plain))
	if err != nil {
		t.Fatalf("ParseFPuzzles(plain) = %v", err)
	}
	q, err := variants.ParseFPuzzles([]byte(fancy))
	if err != nil {
		t.Fatalf("ParseFPuzzles(with cosmetic fields) = %v", err)
	}
	if d := cmp.Diff(p, q); d != "" {
		t.Errorf("cosmetic fields changed the puzzle (-plain +cosmetic):\n%s", d)
	}
}

// TestParseUnsupported checks that every field the package does not
// support is an error wrapping ErrUnsupported that names the field.
func TestParseUnsupported(t *testing.T) {
	tests := []struct {
		fields string
		cells  map[string]string
		field  string // the FieldError's Field
	}{
		{`"fogofwar": ["R1C1"]`, nil, "fogofwar"},
		{`"lockout": [{"lines": [["R1C1", "R1C2", "R1C3"]]}]`, nil, "lockout"},
		{`"clock": [{"lines": [["R1C1", "R1C2"]]}]`, nil, "clock"},
		{`"foglight": ["R1C1"]`, nil, "foglight"},
		{`"doublearrow": [{"lines": [["R1C1", "R1C2", "R1C3"]], "value": "5"}]`, nil, "doublearrow[0].value"},
		{`"killercage": [{"cells": ["R1C1"], "value": "1", "outlineC": "#000"}]`, nil, "killercage[0].outlineC"},
		{`"thermometer": [{"lines": [["R1C1", "R1C2"]]}, {"lines": [["R2C1", "R2C2"]], "value": "3"}]`, nil, "thermometer[1].value"},
		{`"littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "5", "isNew": true}]`, nil, "littlekillersum[0].isNew"},
		{`"negative": ["ratio", "difference"]`, nil, "negative[1]"},
		{``, map[string]string{"R2C3": `{"givenPencilMarks": [1, 2], "colour": "red"}`}, "grid[1][2].colour"},
		{``, map[string]string{"R1C1": `{"region": null}`}, "grid[0][0].region"},
		{`"regionsumline": [{"lines": [["R1C1", "R1C2"]]}]`, allNull(4), "regionsumline"},
	}
	for _, tt := range tests {
		data := fpzJSON(4, tt.fields, tt.cells)
		_, err := variants.ParseFPuzzles([]byte(data))
		if !errors.Is(err, variants.ErrUnsupported) {
			t.Errorf("ParseFPuzzles(%s) = %v, want ErrUnsupported", tt.field, err)
			continue
		}
		var fe *variants.FieldError
		if !errors.As(err, &fe) || fe.Field != tt.field {
			t.Errorf("ParseFPuzzles(%s) = %v, want a *FieldError naming %q", tt.field, err, tt.field)
		}
		if !strings.Contains(err.Error(), tt.field) {
			t.Errorf("error %q does not name %q", err, tt.field)
		}
	}
}

// allNull returns the cells of a size x size grid, each in no region.
func allNull(size int) map[string]string {
	all := map[string]string{}
	for r := 1; r <= size; r++ {
		for c := 1; c <= size; c++ {
			all[fmt.Sprintf("R%dC%d", r, c)] = `{"region": null}`
		}
	}
	return all
}

// TestParseRegions checks how the cells' regions become houses.
func TestParseRegions(t *testing.T) {
	// 4x4: swap r1c3 (box 2, numbered 1) into box 1 (numbered 0) and r2c2
	// out of it.
	jig := map[string]string{"R1C3": `{"region": 0}`, "R2C2": `{"region": 1}`}
	p, err := variants.ParseFPuzzles([]byte(fpzJSON(4, "", jig)))
	if err != nil {
		t.Fatal(err)
	}
	want := rules.JigsawRules([][]sudoku.Cell{
		cells("r1c1 r1c2 r1c3 r2c1"), cells("r1c4 r2c2 r2c3 r2c4"),
		cells("r3c1 r3c2 r4c1 r4c2"), cells("r3c3 r3c4 r4c3 r4c4")})
	if d := cmp.Diff([]sudoku.Rule{want}, p.Rules); d != "" {
		t.Errorf("partial region edits (-want +got):\n%s", d)
	}
	if p.Shape != sudoku.Shape4 {
		t.Errorf("jigsaw Shape = %v, want %v", p.Shape, sudoku.Shape4)
	}

	// Every region null: a Latin square.
	all := map[string]string{}
	for r := 1; r <= 4; r++ {
		for c := 1; c <= 4; c++ {
			all[fmt.Sprintf("R%dC%d", r, c)] = `{"region": null}`
		}
	}
	p, err = variants.ParseFPuzzles([]byte(fpzJSON(4, "", all)))
	if err != nil {
		t.Fatal(err)
	}
	if p.Shape != sudoku.LatinShape(4) || len(p.Rules) != 1 || sudoku.RuleName(p.Rules[0]) != "rows+columns" {
		t.Errorf("all regions null: Shape %v, rules %v; want %v and rows+columns", p.Shape, p.Rules, sudoku.LatinShape(4))
	}

	// The boxes, numbered in another order: still the boxes.
	perm := map[string]string{}
	for r := 1; r <= 4; r++ {
		for c := 1; c <= 4; c++ {
			box := (r-1)/2*2 + (c-1)/2
			perm[fmt.Sprintf("R%dC%d", r, c)] = fmt.Sprintf(`{"region": %d}`, 3-box)
		}
	}
	p, err = variants.ParseFPuzzles([]byte(fpzJSON(4, "", perm)))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]sudoku.Rule{rules.Classic()}, p.Rules); d != "" {
		t.Errorf("renumbered boxes (-want +got):\n%s", d)
	}

	// A 5x5 has no boxes: no regions means a Latin square.
	p, err = variants.ParseFPuzzles([]byte(fpzJSON(5, "", nil)))
	if err != nil {
		t.Fatal(err)
	}
	if p.Shape != sudoku.LatinShape(5) {
		t.Errorf("5x5 Shape = %v, want %v", p.Shape, sudoku.LatinShape(5))
	}
}

// TestParseNegative checks the negative constraints and their exemptions:
// f-puzzles exempts every dotted pair, white or black, from both the
// non-consecutive rule and the negative ratio.
func TestParseNegative(t *testing.T) {
	dots := `"difference": [{"cells": ["R1C1", "R1C2"]}], "ratio": [{"cells": ["R2C1", "R2C2"]}]`
	marked := [][2]sudoku.Cell{{cell("r1c1"), cell("r1c2")}, {cell("r2c1"), cell("r2c2")}}
	tests := []struct {
		name   string
		fields string
		want   sudoku.Rule // the rule after the houses
	}{
		{"nonconsecutive alone", `"nonconsecutive": true`, rules.NonConsecutive{}},
		{"nonconsecutive with dots", `"nonconsecutive": true, ` + dots, rules.NegativeKropki{White: true, Marked: marked}},
		{"negative ratio with dots", `"negative": ["ratio"], ` + dots, rules.NegativeKropki{Black: true, Marked: marked}},
		{"both", `"nonconsecutive": true, "negative": ["ratio"]`, rules.NegativeKropki{White: true, Black: true}},
		{"negative xv", `"negative": ["xv"], "xv": [{"cells": ["R1C1", "R2C1"], "value": "V"}]`,
			rules.NegativeXV{Marked: [][2]sudoku.Cell{{cell("r1c1"), cell("r2c1")}}}},
		{"false flags", `"nonconsecutive": false, "antiknight": false, "negative": []`, nil},
	}
	for _, tt := range tests {
		p, err := variants.ParseFPuzzles([]byte(fpzJSON(4, tt.fields, nil)))
		if err != nil {
			t.Errorf("%s: ParseFPuzzles() = %v", tt.name, err)
			continue
		}
		var got sudoku.Rule
		if len(p.Rules) > 1 {
			got = p.Rules[1]
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s: rule after the houses (-want +got):\n%s", tt.name, d)
		}
	}
}

// TestParseLittleKillerSkip checks that little killer clues without a
// positive total are skipped, as f-puzzles does.
func TestParseLittleKillerSkip(t *testing.T) {
	data := fpzJSON(4, `"littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "0"},
		{"cell": "R0C2", "direction": "DR"}, {"cell": "R0C3", "direction": "DR", "value": ""},
		{"cell": "R0C4", "direction": "DL", "value": "-3"}]`, nil)
	p, err := variants.ParseFPuzzles([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Rules) != 1 {
		t.Errorf("rules = %v, want the houses only", p.Rules)
	}
}

// TestParseSolution checks the "solution" field: unknown cells are 0 or
// absent, and a solution of zeros is none.
func TestParseSolution(t *testing.T) {
	p, err := variants.ParseFPuzzles([]byte(fpzJSON(4, `"solution": [1,2,3,4, 3,4,1,2, 2,1,4,3, 4,3,2,0]`, nil)))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := sudoku.Parse("1234341221434320")
	if !p.Solution.Equal(want) {
		t.Errorf("Solution = %v, want %v", p.Solution, want)
	}
	p, err = variants.ParseFPuzzles([]byte(fpzJSON(4, `"solution": [0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,null]`, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if !p.Solution.IsZero() {
		t.Errorf("Solution = %v, want the zero Grid", p.Solution)
	}
}

// Real f-puzzles links, from public projects that import them.
const (
	// A 9x9 with one given, r1c1 = 1.
	realLink1 = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A"
	// Two givens, r3c3 = 1 and r7c7 = 2.
	realLink2 = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA="
	// Regions edited into a jigsaw, diagonals, chess rules, an extra
	// region, odd and even cells, a thermometer, dots and a pill arrow.
	realLink3 = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSTQMY0IB7AOwQAYLXz3iBdZQty6uo3gBGVADcAhgBsArnBGoaYmEIAuGORRCTZ8gEyKIytRphadchAGZDxhOs0c+Rbryfuyn1q68fnTn39fYO8eEL8/QIjwryiYoNC3eOiXbhBsCAk0BmkAantTVAysnKkAWgK5VAl6VQgAa3oINAALVUqYatqGiHo0DtQYAA91CSoaBnxQAGMYKSkwfBAAJQBWAGE9EFQ19attlY2AFgPlgDY904uTnYB2S7v1m5X71dOADnW3zhdUWmxcPBCCBZvMEC91sIQL8QDA7ECZnMpODlp8oTDVC0YBgALa0HEwVTYqYgKS9GCLIF4FbCdZnU6024M9bvU56daIU5WDkgTg/NIZABmguxKlmJNBCyWy0QT1Osu+WkllOpMrp8q+vJhGAkdVoEqRKpWsqZO1lrJ+pBBhulss5ZpZWrSYwwtAA7iSyfQKfhVUd1Tt/aaVv7WTsNmGVhdI8t7ha0srpf63oH1fyiEA="
)

// TestParseRealLinks reads links made by f-puzzles.com itself.
func TestParseRealLinks(t *testing.T) {
	p, err := variants.ParseFPuzzlesURL(realLink1)
	if err != nil {
		t.Fatalf("ParseFPuzzlesURL(link 1) = %v", err)
	}
	if p.Shape != sudoku.Shape9 || p.Givens.NumGivens() != 1 || p.Givens.At(cell("r1c1")) != 1 {
		t.Errorf("link 1: Shape %v, givens %v; want 9x9 with r1c1 = 1", p.Shape, p.Givens)
	}
	p, err = variants.ParseFPuzzlesURL(realLink2)
	if err != nil {
		t.Fatalf("ParseFPuzzlesURL(link 2) = %v", err)
	}
	if p.Givens.NumGivens() != 2 || p.Givens.At(cell("r3c3")) != 1 || p.Givens.At(cell("r7c7")) != 2 {
		t.Errorf("link 2: givens %v; want r3c3 = 1 and r7c7 = 2", p.Givens)
	}
	p, err = variants.ParseFPuzzlesURL(realLink3)
	if err != nil {
		t.Fatalf("ParseFPuzzlesURL(link 3) = %v", err)
	}
	names := map[string]bool{}
	for _, r := range p.Rules {
		names[sudoku.RuleName(r)] = true
	}
	for _, want := range []string{"rows+columns+jigsaw", "main diagonal+anti-diagonal", "anti-knight", "anti-king",
		"extra region at r5c2", "odd cells at r7c1", "even cells at r8c1", "thermometer at r1c6", "arrow at r4c5"} {
		if !names[want] {
			t.Errorf("link 3: no rule %q in %v", want, p.Rules)
		}
	}
	for _, r := range p.Rules {
		if a, ok := r.(rules.Arrow); ok {
			if d := cmp.Diff(rules.Arrow{Circle: cells("r4c5 r4c6"), Line: cells("r4c7 r4c8 r5c8 r6c8 r7c8")}, a); d != "" {
				t.Errorf("link 3: pill arrow (-want +got):\n%s", d)
			}
		}
	}
	m, err := p.Model()
	if err != nil {
		t.Fatalf("link 3: Model() = %v", err)
	}
	m.Close()
}

// TestParseURLForms checks the forms of link that ParseFPuzzlesURL
// accepts, all for the same puzzle.
func TestParseURLForms(t *testing.T) {
	want, err := variants.ParseFPuzzlesURL(realLink2)
	if err != nil {
		t.Fatal(err)
	}
	data := strings.TrimPrefix(realLink2, "https://f-puzzles.com/?load=")
	escaped := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(data)
	for _, link := range []string{
		data,
		"  " + data + "\n",
		strings.TrimRight(data, "="),
		"https://www.f-puzzles.com/?load=" + data,
		"www.f-puzzles.com/?load=" + data,
		"https://f-puzzles.com/?load=" + escaped,
		"https://f-puzzles.com/?load=" + strings.ReplaceAll(data, "+", " "),
		"https://f-puzzles.com/?other=1&load=" + data + "#top",
		"https://sudokupad.app/fpuzzles" + data,
		"https://sudokupad.app/sudoku/fpuzzles" + escaped,
		"https://sudokupad.app/?puzzleid=fpuzzles" + data,
		"sudokupad.app/fpuz" + data,
		"fpuzzles" + data,
		"fpuzzles" + escaped,
	} {
		got, err := variants.ParseFPuzzlesURL(link)
		if err != nil {
			t.Errorf("ParseFPuzzlesURL(%.60q) = %v", link, err)
			continue
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("ParseFPuzzlesURL(%.60q) differs:\n%s", link, d)
		}
	}
}

// TestWriteErrors checks rules and puzzles that f-puzzles cannot express.
func TestWriteErrors(t *testing.T) {
	classic := []sudoku.Rule{rules.Classic()}
	tests := []struct {
		name  string
		p     sudoku.Puzzle
		want  error
		field string // part of the message
	}{
		{"sum cage", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic, rules.SumCage{Sum: 5, Cells: cells("r1c1 r1c2")})},
			variants.ErrUnsupported, "sum cage"},
		{"XV sum 7", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic, rules.XV{A: cell("r1c1"), B: cell("r1c2"), Sum: 7})},
			variants.ErrUnsupported, "rule 4"},
		{"non-consecutive with dots", sudoku.Puzzle{Shape: sudoku.Shape9,
			Rules: append(classic, rules.NonConsecutive{}, rules.Difference{A: cell("r1c1"), B: cell("r1c2")})},
			variants.ErrUnsupported, "NonConsecutive"},
		{"negative kropki, wrong pairs", sudoku.Puzzle{Shape: sudoku.Shape9,
			Rules: append(classic, rules.NegativeKropki{White: true, Marked: [][2]sudoku.Cell{{cell("r1c1"), cell("r1c2")}}})},
			variants.ErrUnsupported, "negative white dots"},
		{"no rows", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Columns{}, rules.Boxes{}}},
			variants.ErrUnsupported, "rows"},
		{"boxes of 3x2", sudoku.Puzzle{Shape: sudoku.Shape{Size: 6, BoxRows: 3, BoxCols: 2}, Rules: classic},
			variants.ErrUnsupported, "boxes"},
		{"shape with boxes, no box rule", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Latin()}},
			variants.ErrUnsupported, "LatinShape"},
		{"little killer total 0", sudoku.Puzzle{Shape: sudoku.Shape9,
			Rules: append(classic, rules.LittleKiller{Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.DownRight})},
			variants.ErrUnsupported, "little killer"},
		{"cell off the grid", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: append(classic, rules.Thermometer{Cells: cells("r1c1 r1c5")})},
			variants.ErrInvalid, "off the 4x4 grid"},
		{"empty line", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: append(classic, rules.Renban{})},
			variants.ErrInvalid, "renban"},
		{"pill out of order", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic, rules.Arrow{Circle: cells("r1c2 r1c1"), Line: cells("r2c1")})},
			variants.ErrUnsupported, "pill"},
		{"nil rule", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic, nil)},
			variants.ErrInvalid, "rule 4 (nil)"},
		{"custom rule", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic, rules.NoEqualAt{Offsets: [][2]int{{1, 1}}})},
			variants.ErrUnsupported, "no equal digits"},
		{"bad shape", sudoku.Puzzle{Shape: sudoku.Shape{Size: 9, BoxRows: 2, BoxCols: 3}, Rules: classic},
			sudoku.ErrInvalidGrid, "shape"},
		{"givens of another size", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: classic, Givens: mustParse(t, "1...............")},
			variants.ErrInvalid, "givens"},
	}
	for _, tt := range tests {
		_, err := variants.MarshalFPuzzles(tt.p)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: MarshalFPuzzles() = %v, want %v", tt.name, err, tt.want)
			continue
		}
		if !strings.Contains(err.Error(), tt.field) {
			t.Errorf("%s: MarshalFPuzzles() = %q, want it to mention %q", tt.name, err, tt.field)
		}
		if _, cerr := variants.Canonical(tt.p); cerr == nil || cerr.Error() != err.Error() {
			t.Errorf("%s: Canonical() = %v, want the error of MarshalFPuzzles", tt.name, cerr)
		}
		if _, uerr := variants.FPuzzlesURL(tt.p); uerr == nil {
			t.Errorf("%s: FPuzzlesURL() = nil error, want one", tt.name)
		}
	}
}

func mustParse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestParseRegionsWithoutBoxes checks f-puzzles' default region on sizes
// without boxes, the row, and jigsaws on such sizes.
func TestParseRegionsWithoutBoxes(t *testing.T) {
	s7 := sudoku.LatinShape(7)
	// No region fields: every region is a row, which adds nothing.
	p, err := variants.ParseFPuzzles([]byte(fpzJSON(7, "", nil)))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]sudoku.Rule{rules.Latin()}, p.Rules); d != "" || p.Shape != s7 {
		t.Errorf("7x7 without regions: Shape %v, rules (-want +got):\n%s", p.Shape, d)
	}
	// An irregular 7x7: r1c7 joins region 1 and r2c1 region 0; the other
	// cells keep their row's region.
	p, err = variants.ParseFPuzzles([]byte(fpzJSON(7, "", map[string]string{"R1C7": `{"region": 1}`, "R2C1": `{"region": 0}`})))
	if err != nil {
		t.Fatalf("ParseFPuzzles(irregular 7x7) = %v", err)
	}
	regions := [][]sudoku.Cell{cells("r1c1-6 r2c1"), cells("r1c7 r2c2-7")}
	for r := 3; r <= 7; r++ {
		regions = append(regions, s7.Row(r-1))
	}
	if d := cmp.Diff([]sudoku.Rule{rules.JigsawRules(regions)}, p.Rules); d != "" || p.Shape != s7 {
		t.Errorf("irregular 7x7: Shape %v, rules (-want +got):\n%s", p.Shape, d)
	}
	roundTrip(t, "irregular 7x7", p)
}

// TestParseDisconnectedJigsaw reads a jigsaw whose regions come in
// pieces: region 0 is r1c1, r1c3, r3c2 and r3c4.
func TestParseDisconnectedJigsaw(t *testing.T) {
	layout := []int{0, 1, 0, 1, 2, 3, 2, 3, 1, 0, 1, 0, 3, 2, 3, 2}
	cs := map[string]string{}
	for i, k := range layout {
		cs[fmt.Sprintf("R%dC%d", i/4+1, i%4+1)] = fmt.Sprintf(`{"region": %d}`, k)
	}
	p, err := variants.ParseFPuzzles([]byte(fpzJSON(4, "", cs)))
	if err != nil {
		t.Fatalf("ParseFPuzzles(disconnected jigsaw) = %v", err)
	}
	want := rules.JigsawRules([][]sudoku.Cell{cells("r1c1 r1c3 r3c2 r3c4"), cells("r1c2 r1c4 r3c1 r3c3"),
		cells("r2c1 r2c3 r4c2 r4c4"), cells("r2c2 r2c4 r4c1 r4c3")})
	if d := cmp.Diff([]sudoku.Rule{want}, p.Rules); d != "" {
		t.Errorf("rules (-want +got):\n%s", d)
	}
	roundTrip(t, "disconnected jigsaw", p)
}

// TestParseRegionSumRegions checks that region sum lines are cut at the
// grid's regions, whatever they are.
func TestParseRegionSumRegions(t *testing.T) {
	line := `"regionsumline": [{"lines": [["R1C2", "R1C3", "R2C4"]]}]`
	tests := []struct {
		name    string
		size    int
		cells   map[string]string
		regions [][]sudoku.Cell // RegionSum.Regions
	}{
		{"boxes", 4, nil, nil},
		{"jigsaw", 4, map[string]string{"R1C3": `{"region": 0}`, "R2C2": `{"region": 1}`}, [][]sudoku.Cell{
			cells("r1c1 r1c2 r1c3 r2c1"), cells("r1c4 r2c2 r2c3 r2c4"),
			cells("r3c1 r3c2 r4c1 r4c2"), cells("r3c3 r3c4 r4c3 r4c4")}},
		{"rows of a 5x5", 5, nil, [][]sudoku.Cell{cells("r1c1-5"), cells("r2c1-5"), cells("r3c1-5"), cells("r4c1-5"), cells("r5c1-5")}},
	}
	for _, tt := range tests {
		p, err := variants.ParseFPuzzles([]byte(fpzJSON(tt.size, line, tt.cells)))
		if err != nil {
			t.Errorf("%s: ParseFPuzzles() = %v", tt.name, err)
			continue
		}
		want := rules.RegionSum{Cells: cells("r1c2 r1c3 r2c4"), Regions: tt.regions}
		if d := cmp.Diff(want, p.Rules[len(p.Rules)-1]); d != "" {
			t.Errorf("%s: region sum line (-want +got):\n%s", tt.name, d)
		}
		m, err := p.Model()
		if err != nil {
			t.Errorf("%s: Model() = %v", tt.name, err)
			continue
		}
		m.Close()
		roundTrip(t, tt.name, p)
	}
}

// TestParseSolutionText reads solutions written as one string, as some
// tools write them.
func TestParseSolutionText(t *testing.T) {
	p, err := variants.ParseFPuzzles([]byte(fpzJSON(4, `"solution": "12343412214343.0"`, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if want := mustParse(t, "1234341221434300"); !p.Solution.Equal(want) {
		t.Errorf("Solution = %v, want %v", p.Solution, want)
	}
	// On 16x16, letters: A is 1.
	row := "ABCDEFGHIJKLMNOP"
	text := ""
	for r := 0; r < 16; r++ {
		shift := (r%4)*4 + r/4
		text += row[shift:] + row[:shift]
	}
	p, err = variants.ParseFPuzzles([]byte(fpzJSON(16, `"solution": "`+text+`"`, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Solution.At(sudoku.Cell{Row: 0, Col: 15}); got != 16 || !p.Solution.Filled() {
		t.Errorf("16x16 Solution r1c16 = %d (filled %v), want 16 (true)", got, p.Solution.Filled())
	}
	m, err := p.Model()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := m.Verify(p.Solution); err != nil {
		t.Errorf("Verify(16x16 solution) = %v, want nil", err)
	}
}

// TestParseGivenPencilMarks checks the cells' given candidates.
func TestParseGivenPencilMarks(t *testing.T) {
	p, err := variants.ParseFPuzzles([]byte(fpzJSON(4, "", map[string]string{
		"R1C1": `{"givenPencilMarks": [4, 2, 2]}`,
		"R3C2": `{"value": 3, "given": true, "givenPencilMarks": [3]}`,
		"R2C2": `{"givenPencilMarks": null}`,
		"R2C3": `{"givenPencilMarks": []}`,
	})))
	if err != nil {
		t.Fatal(err)
	}
	want := []sudoku.Rule{rules.Classic(),
		rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{2, 4}},
		rules.GivenCandidates{Cell: cell("r3c2"), Digits: []int{3}}}
	if d := cmp.Diff(want, p.Rules); d != "" {
		t.Errorf("rules (-want +got):\n%s", d)
	}
	roundTrip(t, "pencil marks", p)
}

// TestCanonicalNewRules writes puzzles with the rules and forms added for
// real f-puzzles files, and reads them back: ParseFPuzzles of
// MarshalFPuzzles(p) is Canonical(p), and a second trip changes nothing.
func TestCanonicalNewRules(t *testing.T) {
	jig, err := rules.ParseJigsaw(sudoku.Shape4, "ABAB\nCDCD\nBABA\nDCDC")
	if err != nil {
		t.Fatal(err)
	}
	// The same regions, listed in another order: a region sum line cut at
	// them is cut at the jigsaw's regions.
	shuffled := [][]sudoku.Cell{jig.Regions[2], jig.Regions[0], jig.Regions[3], jig.Regions[1]}
	s9 := sudoku.Shape9
	tests := []struct {
		name string
		p    sudoku.Puzzle
		want []sudoku.Rule // Canonical(p).Rules
	}{
		{"given candidates", sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Classic(),
			rules.GivenCandidates{Cell: cell("r5c5"), Digits: []int{9, 1, 5, 1}},
			rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{2}},
			rules.GivenCandidates{Cell: cell("r5c5"), Digits: []int{5, 7, 9}}}},
			[]sudoku.Rule{rules.Classic(), rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{2}},
				rules.GivenCandidates{Cell: cell("r5c5"), Digits: []int{5, 9}}}},
		{"double arrow and fortress", sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Classic(),
			rules.DoubleArrow{Cells: cells("r1c1 r1c2 r1c3 r2c4")},
			rules.Maximum{Cells: cells("r5c5 r5c6")}, rules.Maximum{Cells: cells("r6c5")}}},
			[]sudoku.Rule{rules.Classic(), rules.Maximum{Cells: cells("r5c5 r5c6 r6c5")},
				rules.DoubleArrow{Cells: cells("r1c1 r1c2 r1c3 r2c4")}}},
		{"lines through a cell twice", sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Classic(),
			rules.GermanWhispers(cells("r1c1 r1c2 r2c2 r1c2 r1c3")...),
			rules.Renban{Cells: cells("r5c5 r5c6 r5c5")}}},
			[]sudoku.Rule{rules.Classic(), rules.Renban{Cells: cells("r5c5 r5c6 r5c5")},
				rules.Whispers{Cells: cells("r1c1 r1c2 r2c2 r1c2 r1c3"), Diff: 5}}},
		{"region sum on a jigsaw", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{
			rules.RegionSum{Cells: cells("r1c1 r1c2 r1c3"), Regions: shuffled}, rules.JigsawRules(jig.Regions)}},
			[]sudoku.Rule{rules.JigsawRules(jig.Regions), rules.RegionSum{Cells: cells("r1c1 r1c2 r1c3"), Regions: jig.Regions}}},
		{"region sum on boxes, given as regions", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic(),
			rules.RegionSum{Cells: cells("r1c2 r1c3"), Regions: sudoku.Shape4.Houses()[8:]}}},
			[]sudoku.Rule{rules.Classic(), rules.RegionSum{Cells: cells("r1c2 r1c3")}}},
		{"region sum on a 9x9 Latin square", sudoku.Puzzle{Shape: sudoku.LatinShape(9), Rules: []sudoku.Rule{rules.Latin(),
			rules.RegionSum{Cells: cells("r1c9 r2c9"), Regions: sudoku.LatinShape(9).Houses()[:9]}}},
			[]sudoku.Rule{rules.Latin(), rules.RegionSum{Cells: cells("r1c9 r2c9"), Regions: sudoku.LatinShape(9).Houses()[:9]}}},
	}
	for _, tt := range tests {
		c, err := variants.Canonical(tt.p)
		if err != nil {
			t.Errorf("%s: Canonical() = %v", tt.name, err)
			continue
		}
		if d := cmp.Diff(tt.want, c.Rules); d != "" {
			t.Errorf("%s: Canonical() rules (-want +got):\n%s", tt.name, d)
		}
		data, err := variants.MarshalFPuzzles(tt.p)
		if err != nil {
			t.Errorf("%s: MarshalFPuzzles() = %v", tt.name, err)
			continue
		}
		q, err := variants.ParseFPuzzles(data)
		if err != nil {
			t.Errorf("%s: ParseFPuzzles(MarshalFPuzzles()) = %v\n%s", tt.name, err, data)
			continue
		}
		if d := cmp.Diff(c, q); d != "" {
			t.Errorf("%s: ParseFPuzzles(MarshalFPuzzles(p)) differs from Canonical(p) (-canonical +read):\n%s", tt.name, d)
		}
		roundTrip(t, tt.name, q)
		m, err := q.Model()
		if err != nil {
			t.Errorf("%s: Model() = %v", tt.name, err)
			continue
		}
		m.Close()
	}
}

// TestWriteNewRuleErrors checks what the writer refuses of the new rules.
func TestWriteNewRuleErrors(t *testing.T) {
	jig, err := rules.ParseJigsaw(sudoku.Shape4, "ABAB\nCDCD\nBABA\nDCDC")
	if err != nil {
		t.Fatal(err)
	}
	classic := []sudoku.Rule{rules.Classic()}
	tests := []struct {
		name  string
		p     sudoku.Puzzle
		want  error
		field string // part of the message
	}{
		{"candidates that leave nothing", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic,
			rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{1}}, rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{2}})},
			variants.ErrUnsupported, "leave no digit"},
		{"candidate 10", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic, rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{10}})},
			variants.ErrInvalid, "digit 10"},
		{"no candidates", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: append(classic, rules.GivenCandidates{Cell: cell("r1c1")})},
			variants.ErrInvalid, "no digits"},
		{"region sum at boxes in a jigsaw", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{
			rules.JigsawRules(jig.Regions), rules.RegionSum{Cells: cells("r1c1 r1c2")}}},
			variants.ErrUnsupported, "region sum line at r1c1"},
		{"region sum at other regions", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: append(classic,
			rules.RegionSum{Cells: cells("r1c1 r1c2"), Regions: [][]sudoku.Cell{cells("r1c1"), cells("r1c2")}})},
			variants.ErrUnsupported, "other regions"},
		{"double arrow off the grid", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: append(classic, rules.DoubleArrow{Cells: cells("r1c4 r1c5 r1c6")})},
			variants.ErrInvalid, "off the 4x4 grid"},
		// f-puzzles has no field for these; no custom key is invented. A
		// greater-than sign is drawn as text on the edge of its cells.
		{"greater-than sign on cells apart", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: append(classic, rules.GreaterThan{Big: cell("r1c1"), Small: cell("r1c3")})},
			variants.ErrUnsupported, "do not touch"},
		{"sum cage", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: append(classic, rules.SumCage{Sum: 4, Cells: cells("r1c1 r2c2")})},
			variants.ErrUnsupported, "sum cage"},
	}
	for _, tt := range tests {
		_, err := variants.MarshalFPuzzles(tt.p)
		if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.field) {
			t.Errorf("%s: MarshalFPuzzles() = %v, want %v mentioning %q", tt.name, err, tt.want, tt.field)
		}
	}
}

// roundTrip checks that writing p and reading it back gives p.
func roundTrip(t *testing.T, name string, p sudoku.Puzzle) {
	t.Helper()
	data, err := variants.MarshalFPuzzles(p)
	if err != nil {
		t.Errorf("%s: MarshalFPuzzles() = %v", name, err)
		return
	}
	q, err := variants.ParseFPuzzles(data)
	if err != nil {
		t.Errorf("%s: ParseFPuzzles(MarshalFPuzzles()) = %v\n%s", name, err, data)
		return
	}
	if d := cmp.Diff(p, q); d != "" {
		t.Errorf("%s: round trip (-read +reread):\n%s", name, d)
	}
}

// TestCanonicalRowRegions checks regions that are the rows, in any
// numbering: they add nothing to the rows, so the puzzle is a Latin
// square, read or written.
func TestCanonicalRowRegions(t *testing.T) {
	rows := sudoku.Shape4.Houses()[:4]
	for _, regions := range [][][]sudoku.Cell{rows, {rows[2], rows[0], rows[3], rows[1]}} {
		p := sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.JigsawRules(regions)}}
		c, err := variants.Canonical(p)
		if err != nil {
			t.Fatalf("Canonical() = %v", err)
		}
		if d := cmp.Diff([]sudoku.Rule{rules.Latin()}, c.Rules); d != "" || c.Shape != sudoku.LatinShape(4) {
			t.Errorf("Canonical(jigsaw of rows): Shape %v, rules (-want +got):\n%s", c.Shape, d)
		}
		roundTrip(t, "rows as regions", c)
	}
	// Read: rows numbered 3 2 1 0.
	cs := map[string]string{}
	for r := 1; r <= 4; r++ {
		for col := 1; col <= 4; col++ {
			cs[fmt.Sprintf("R%dC%d", r, col)] = fmt.Sprintf(`{"region": %d}`, 4-r)
		}
	}
	p, err := variants.ParseFPuzzles([]byte(fpzJSON(4, `"regionsumline": [{"lines": [["R1C1", "R2C1"]]}]`, cs)))
	if err != nil {
		t.Fatal(err)
	}
	want := []sudoku.Rule{rules.Latin(), rules.RegionSum{Cells: cells("r1c1 r2c1"), Regions: rows}}
	if d := cmp.Diff(want, p.Rules); d != "" {
		t.Errorf("rows numbered backwards (-want +got):\n%s", d)
	}
	roundTrip(t, "rows numbered backwards", p)
}

// TestFPuzzlesInequalityText reads inequality signs drawn as f-puzzles
// text over two touching cells, turned or not, and leaves the texts that
// are no such sign to the rules-text check.
func TestFPuzzlesInequalityText(t *testing.T) {
	cell := func(s string) sudoku.Cell { return sudoku.MustCells(s)[0] }
	gt := func(big, small string) []sudoku.Rule {
		return []sudoku.Rule{rules.GreaterThan{Big: cell(big), Small: cell(small)}}
	}
	tests := []struct {
		name, text string
		want       []sudoku.Rule // nil: not read
	}{
		{"right", `{"cells":["R1C1","R1C2"],"value":">"}`, gt("r1c1", "r1c2")},
		{"left", `{"cells":["R1C1","R1C2"],"value":"<"}`, gt("r1c2", "r1c1")},
		{"down", `{"cells":["R1C1","R2C1"],"value":"v"}`, gt("r1c1", "r2c1")},
		{"up", `{"cells":["R1C1","R2C1"],"value":"∧"}`, gt("r2c1", "r1c1")},
		{"cells in either order", `{"cells":["R2C1","R1C1"],"value":"v"}`, gt("r1c1", "r2c1")},
		{"turned a quarter clockwise", `{"cells":["R2C3","R1C3"],"value":">","angle":90}`, gt("r1c3", "r2c3")},
		{"turned back", `{"cells":["R1C3","R2C3"],"value":">","angle":-90}`, gt("r2c3", "r1c3")},
		{"half a turn", `{"cells":["R1C1","R1C2"],"value":">","angle":180}`, gt("r1c2", "r1c1")},
		{"along the edge", `{"cells":["R1C1","R1C2"],"value":"v"}`, nil},
		{"turned 45 degrees", `{"cells":["R1C1","R1C2"],"value":">","angle":45}`, nil},
		{"cells apart", `{"cells":["R1C1","R1C3"],"value":">"}`, nil},
		{"one cell", `{"cells":["R1C1"],"value":">"}`, nil},
		{"a capital V", `{"cells":["R1C1","R2C1"],"value":"V"}`, nil},
		{"a word", `{"cells":["R1C1","R1C2"],"value":"hello"}`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"text":[` + tt.text + `]}`
			p, err := variants.ParseFPuzzles([]byte(doc))
			if err != nil {
				t.Fatalf("ParseFPuzzles() = %v", err)
			}
			var got []sudoku.Rule
			for _, r := range p.Rules {
				if g, ok := r.(rules.GreaterThan); ok {
					got = append(got, g)
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("greater-than signs read (-want +got):\n%s", d)
			}
			if tt.want == nil {
				return
			}
			// Written back as text, and read again.
			data, err := variants.MarshalFPuzzles(p)
			if err != nil {
				t.Fatalf("MarshalFPuzzles() = %v", err)
			}
			back, err := variants.ParseFPuzzles(data)
			if err != nil {
				t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v", err)
			}
			if d := cmp.Diff(p.Rules, back.Rules); d != "" {
				t.Errorf("round trip (-read +written and read):\n%s", d)
			}
		})
	}
	// A text that is no sign, with a rules text that speaks of
	// inequalities, is refused rather than dropped.
	doc := `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],` +
		`"ruleset":"Inequality signs point to the smaller digit.","text":[{"cells":["R1C1","R1C3"],"value":">"}]}`
	if _, err := variants.ParseFPuzzles([]byte(doc)); !errors.Is(err, variants.ErrUnreadRules) {
		t.Errorf("ParseFPuzzles(a sign on cells apart, with rules text) = %v, want ErrUnreadRules", err)
	}
}
