package variants

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestParseCageClue(t *testing.T) {
	tests := []struct {
		s    string
		k, n int
		want cageClue
		ok   bool
	}{
		{"15", 3, 9, cageClue{sum: 15}, true},
		{"<10", 3, 9, cageClue{max: 9}, true},
		{">20", 3, 9, cageClue{min: 21}, true},
		{"?", 2, 9, cageClue{max: 9, wild: true}, true},
		{"??", 2, 9, cageClue{min: 10, wild: true}, true},          // at most 17 anyway
		{"??", 7, 9, cageClue{min: 0, max: 0, wild: true}, true},   // 28..42: always two digits
		{"1?", 3, 9, cageClue{min: 10, max: 19, wild: true}, true}, // 6..24
		{"<?", 2, 9, cageClue{max: 8, wild: true}, true},           // less than some one-digit number
		{">??", 2, 9, cageClue{min: 11, wild: true}, true},         // greater than some two-digit number
		{"?", 1, 9, cageClue{wild: true}, true},                    // one cell: any digit
		{"＜ 10", 3, 9, cageClue{max: 9}, true},                     // full-width sign, a space
		{"<3", 2, 9, cageClue{}, false},                            // 1+2 = 3 at least
		{">17", 2, 9, cageClue{}, false},                           // 8+9 = 17 at most
		{"abc", 2, 9, cageClue{}, false},
		{"<", 2, 9, cageClue{}, false},
		{"0", 2, 9, cageClue{}, false},
		{"?????", 2, 9, cageClue{}, false},
	}
	for _, tt := range tests {
		got, ok := parseCageClue(tt.s, tt.k, tt.n)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("parseCageClue(%q, %d, %d) = %+v, %v; want %+v, %v", tt.s, tt.k, tt.n, got, ok, tt.want, tt.ok)
		}
	}
}

func TestWildExplained(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{`A "?" means a single digit total, and a "??" means a double digit total.`, true},
		{`Each ? stands for one digit of the total.`, true},
		{`A question mark represents a single digit.`, true},
		{`Cages marked "?" have an unknown total.`, false},
		{`Digits in cages sum to the clue.`, false},
	} {
		if got := wildExplained(tt.text); got != tt.want {
			t.Errorf("wildExplained(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestFPuzzlesCageClues reads Sayori's "Killer Sudoku..." (Sudoku-Bench,
// testdata/fpuzzles-text): killer cages drawn as f-puzzles' plain cages
// with clues "?", "??", "<?" and ">??", which the rules text explains;
// its only solution is the published one. Changes to the text refuse it.
func TestFPuzzlesCageClues(t *testing.T) {
	p, bs, err := ParseLinkBindings(fptLink(t, "killer-sudoku-question.link"))
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want the puzzle", err)
	}
	if len(bs) != 1 || bs[0].Elements != "cages (21)" || bs[0].Family != "killer cages" {
		t.Errorf("bindings = %v, want cages (21): killer cages", bs)
	}
	var got []rules.Cage
	for _, r := range p.Rules {
		if c, ok := r.(rules.Cage); ok && len(got) < 3 {
			got = append(got, c)
		}
	}
	want := []rules.Cage{
		{Max: 9, Cells: sudoku.MustCells("r3c7 r3c8 r3c9")},
		{Min: 10, Cells: sudoku.MustCells("r1c2 r2c2")},
		{Min: 10, Cells: sudoku.MustCells("r1c1 r2c1")},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("first cages (-want +got):\n%s", d)
	}
	_, published := benchLink(t, "fpuzzle5ba33451d4eb8ab52c43ce8212dbb78e")
	uniquePublished(t, p, published)
	// Written back, the clues are "<10" and ">9" in f-puzzles' killer
	// cages, and read the same.
	out, err := MarshalFPuzzles(p)
	if err != nil {
		t.Fatalf("MarshalFPuzzles() = %v", err)
	}
	q, err := ParseFPuzzles(out)
	if err != nil {
		t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v", err)
	}
	canon, _ := Canonical(p)
	if d := cmp.Diff(canon, q); d != "" {
		t.Errorf("round trip (-canonical +reread):\n%s", d)
	}

	refused := []struct {
		name string
		edit func(top map[string]any)
	}{
		{"question marks not explained", func(top map[string]any) {
			top["ruleset"] = strings.Split(top["ruleset"].(string), ` A "?"`)[0]
		}},
		{"digits may repeat", func(top map[string]any) {
			top["ruleset"] = strings.Replace(top["ruleset"].(string), "cannot repeat", "may repeat", 1)
		}},
		{"no killer sentence", func(top map[string]any) {
			top["ruleset"] = "Normal sudoku rules apply. " + strings.SplitN(top["ruleset"].(string), "corner of the cage", 2)[1]
		}},
		{"a clue that does not read", func(top map[string]any) {
			top["cage"].([]any)[0].(map[string]any)["value"] = "x"
		}},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			top := fptJSON(t, "killer-sudoku-question.link")
			tt.edit(top)
			_, _, err := parseFPTBindings(t, top)
			if !errors.Is(err, ErrUnsupported) {
				t.Fatalf("ParseFPuzzles() = %v, want it refused", err)
			}
		})
	}
}

// TestFPuzzlesKillerCageClues reads clues in f-puzzles' own killer cages:
// "<N" and ">N" always, question marks when the text explains them.
func TestFPuzzlesKillerCageClues(t *testing.T) {
	js := func(value, ruleset string) []byte {
		row := `[{},{},{},{}]`
		return []byte(`{"size": 4, "grid": [` + strings.Repeat(row+",", 3) + row + `], "ruleset": "` + ruleset +
			`", "killercage": [{"cells": ["R1C1", "R1C2"], "value": "` + value + `"}]}`)
	}
	tests := []struct {
		value, text string
		want        *rules.Cage // nil: refused
	}{
		{"<5", "Normal sudoku rules apply.", &rules.Cage{Max: 4, Cells: sudoku.MustCells("r1c1 r1c2")}},
		{">4", "", &rules.Cage{Min: 5, Cells: sudoku.MustCells("r1c1 r1c2")}},
		{"?", `Each ? stands for one digit.`, &rules.Cage{Cells: sudoku.MustCells("r1c1 r1c2")}},
		{"?", "Normal sudoku rules apply.", nil},
		{"?", "", nil},
		{"five", "", nil},
	}
	for _, tt := range tests {
		p, err := ParseFPuzzles(js(tt.value, tt.text))
		if tt.want == nil {
			if err == nil {
				t.Errorf("ParseFPuzzles(value %q, %q) = nil error, want it refused", tt.value, tt.text)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseFPuzzles(value %q, %q) = %v", tt.value, tt.text, err)
			continue
		}
		if d := cmp.Diff([]sudoku.Rule{rules.Classic(), *tt.want}, p.Rules); d != "" {
			t.Errorf("value %q: rules (-want +got):\n%s", tt.value, d)
		}
	}
	both := sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic(), rules.Cage{Min: 4, Max: 5, Cells: sudoku.MustCells("r1c1 r1c2")}}}
	if _, err := MarshalFPuzzles(both); !errors.Is(err, ErrUnsupported) {
		t.Errorf("MarshalFPuzzles(a cage of 4 to 5) = %v, want ErrUnsupported", err)
	}
}

// TestSudokuPadCageClues reads SudokuPad cages whose value is a clue:
// "<N" and ">N" always, question marks when the rules text explains them.
func TestSudokuPadCageClues(t *testing.T) {
	js := func(value, text string) []byte {
		s := bindJSON(text, "")
		return []byte(strings.Replace(s, `"lines":[]`, `"lines":[],"cages":[{"cells":[[0,0],[0,1]],"value":"`+value+`"}]`, 1))
	}
	two := sudoku.MustCells("r1c1 r1c2")
	tests := []struct {
		value, text string
		want        *rules.Cage // nil: refused
	}{
		{"<4", "Normal sudoku rules apply. Digits in cages do not repeat and sum to the clue.", &rules.Cage{Max: 3, Cells: two}},
		{">5", "Normal sudoku rules apply. Digits in cages do not repeat and sum to the clue.", &rules.Cage{Min: 6, Cells: two}},
		{"?", `Digits in cages do not repeat and sum to the clue. A "?" means a single digit total.`, &rules.Cage{Cells: two}},
		{"?", "Digits in cages do not repeat and sum to the clue.", nil},
		{"<3", "Digits in cages do not repeat and sum to the clue.", nil},
	}
	for _, tt := range tests {
		p, err := ParseSudokuPad(js(tt.value, tt.text))
		if tt.want == nil {
			var ee *ElementsError
			if !errors.As(err, &ee) {
				t.Errorf("ParseSudokuPad(value %q) = %v, want an *ElementsError", tt.value, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseSudokuPad(value %q) = %v", tt.value, err)
			continue
		}
		var got []rules.Cage
		for _, r := range p.Rules {
			if c, ok := r.(rules.Cage); ok {
				got = append(got, c)
			}
		}
		if d := cmp.Diff([]rules.Cage{*tt.want}, got); d != "" {
			t.Errorf("value %q: cages (-want +got):\n%s", tt.value, d)
		}
	}
}
