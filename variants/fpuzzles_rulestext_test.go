package variants

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// fptDir holds real f-puzzles payloads with rules texts; its README names
// each source.
const fptDir = "testdata/fpuzzles-text"

// fptLink returns the payload a testdata file holds.
func fptLink(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fptDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(data))
}

// fptJSON returns the f-puzzles JSON of a testdata file, decoded.
func fptJSON(t *testing.T, name string) map[string]any {
	t.Helper()
	pl, err := splitLink(linkFormat, fptLink(t, name))
	if err != nil {
		t.Fatal(err)
	}
	text, err := pl.decompress()
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]any
	if err := json.Unmarshal([]byte(text), &top); err != nil {
		t.Fatal(err)
	}
	return top
}

// parseFPT reads f-puzzles JSON given as a decoded object.
func parseFPT(t *testing.T, top map[string]any) (sudoku.Puzzle, error) {
	t.Helper()
	data, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	return ParseFPuzzles(data)
}

// TestFPuzzlesRulesTextReal reads the real Sudoku-Bench f-puzzles
// payloads whose rules text states a rule the reader did not read: each
// is refused with a *RulesTextError for the "ruleset" that names the
// phrases. Without its rules text, each imports, its drawn-only elements
// ignored: the reader cannot know what they mean.
func TestFPuzzlesRulesTextReal(t *testing.T) {
	tests := []struct {
		file string
		want []string // phrases the error must list, each as it begins
	}{
		{"wild-apples.link", []string{`"non consecutive" (non-consecutive digits not read)`, `"dot" (kropki dots not read)`,
			`"all ... given" (a negative constraint), in "All dots are given"`}},
		{"stolen-numerals.link", []string{`"x" (X not read), in "Cells connected by an X must sum to 10"`,
			`"dots" (kropki dots not read), in "The green dots are either X or V"`,
			`"all ... given" (a negative constraint), in "All blue squares are given"`}},
		{"euler-thermo.link", []string{`"4x4 Euler Sudoku rules apply:" (a rule heading not read)`, `"euler" (Euler (Graeco-Latin) colours not read)`}},
		{"mistakes-were-made.link", []string{`"do not apply" (sudoku rules that do not apply not read)`,
			`"Error sudoku:" (a rule heading not read)`, `"Row/Column sums:" (a rule heading not read)`}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			_, err := ParseLink(fptLink(t, tt.file))
			var re *RulesTextError
			var fe *FieldError
			if !errors.As(err, &re) || !errors.Is(err, ErrUnreadRules) || !errors.Is(err, ErrUnsupported) || errors.Is(err, ErrInvalid) {
				t.Fatalf("ParseLink() = %v, want a *RulesTextError", err)
			}
			if !errors.As(err, &fe) || fe.Format != fpuzzlesFormat || fe.Field != "ruleset" {
				t.Errorf("ParseLink() = %v, want an f-puzzles *FieldError for ruleset", err)
			}
			for _, w := range tt.want {
				if !slices.ContainsFunc(re.Phrases, func(p string) bool { return strings.HasPrefix(p, w) }) {
					t.Errorf("RulesTextError phrases = %q, want one beginning %s", re.Phrases, w)
				}
			}
			top := fptJSON(t, tt.file)
			delete(top, "ruleset")
			if _, err := parseFPT(t, top); err != nil {
				t.Errorf("ParseFPuzzles(without ruleset) = %v, want the puzzle, drawn-only elements ignored", err)
			}
		})
	}
}

// TestFPuzzlesValuedCagesReal checks "Killer Sudoku...", whose killer
// cages are drawn-only "cage" elements with totals such as "?": with
// only the cage sentence of its text, the text check passes the word
// "cage" on to the elements, and the cages with a total are refused.
func TestFPuzzlesValuedCagesReal(t *testing.T) {
	top := fptJSON(t, "killer-sudoku-question.link")
	top["ruleset"] = "Normal sudoku rules apply. The digits in each cage sum to its total."
	top["killercage"] = []any{map[string]any{"cells": []string{"R5C5"}, "value": "2"}}
	_, err := parseFPT(t, top)
	var ee *ElementsError
	if !errors.As(err, &ee) || !errors.Is(err, ErrUnreadElements) || !errors.Is(err, ErrUnsupported) {
		t.Fatalf("ParseFPuzzles() = %v, want an *ElementsError", err)
	}
	valued := 0
	for _, c := range top["cage"].([]any) {
		if v, ok := c.(map[string]any)["value"]; ok && v != "" {
			valued++
		}
	}
	if len(ee.Elements) != valued || valued == 0 || !strings.HasPrefix(ee.Elements[0], `cage[0] (value "?")`) {
		t.Errorf("ElementsError = %q, want the %d cages with a value, cage[0] with value \"?\"", ee.Elements, valued)
	}
	top["ruleset"] = "Normal sudoku rules apply."
	if _, err := parseFPT(t, top); err != nil {
		t.Errorf("ParseFPuzzles(text without cages) = %v, want the puzzle", err)
	}
}

// TestFPuzzlesRulesTextReads reads the real Sudoku-Bench f-puzzles
// payloads whose rules text names only rules that were read: each
// imports, its published solution satisfies every rule and breaks one
// when r1c1 changes, and Z3 finds it the only solution.
func TestFPuzzlesRulesTextReads(t *testing.T) {
	tests := []struct {
		file, solution string
		rules          int // rules besides the houses
	}{
		{"four-corner-shots.link", "829731645346925871715486392932178564571364289684259137163597428257843916498612753", 14},
		{"mutation.link", "945672183713584926628193754489261537132457698567938412874315269291846375356729841", 9},
		{"broken-paperclip.link", "276413589845976132319285746964327815583691274127548963631759428498132657752864391", 17},
		{"raw-ping.link", "376289154584371296291456378659813742438792561127564983963145827842937615715628439", 11},
		{"transmission.link", "846213597935764128172985643287431956364859712591672834713526489629148375458397261", 24},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			p, err := ParseLink(fptLink(t, tt.file))
			if err != nil {
				t.Fatalf("ParseLink() = %v, want the puzzle", err)
			}
			if got := len(rules.Flatten(p.Rules...)) - 3; got != tt.rules {
				t.Errorf("read %d rules besides the houses, want %d", got, tt.rules)
			}
			sol, err := sudoku.ParseGrid(p.Shape, tt.solution)
			if err != nil {
				t.Fatal(err)
			}
			check := func(g sudoku.Grid) error {
				for _, r := range rules.Flatten(p.Rules...) {
					if ch, ok := r.(sudoku.Checker); ok {
						if err := ch.Check(g); err != nil {
							return err
						}
					}
				}
				return nil
			}
			if err := check(sol); err != nil {
				t.Errorf("Check(published solution) = %v, want nil", err)
			}
			bad := sol.Clone()
			bad.Set(sudoku.Cell{}, sol.At(sudoku.Cell{})%p.Shape.Size+1)
			if err := check(bad); err == nil {
				t.Errorf("Check(solution with r1c1 changed) = nil, want a conflict")
			}
			m, err := p.Model()
			if err != nil {
				t.Fatalf("Model() = %v", err)
			}
			defer m.Close()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			got, unique, err := m.Unique(ctx, p.Givens)
			if err != nil || !unique {
				t.Fatalf("Unique() = %v, %v, want the one solution", unique, err)
			}
			if d := cmp.Diff(sol.Digits(), got.Digits()); d != "" {
				t.Errorf("Unique() = %v, want %v", got, sol)
			}
		})
	}
}

// TestFPuzzlesRulesText checks the rules-text guard on made puzzles: words
// for drawn clues count only beside elements drawn for no constraint;
// words for rules that need no drawing always count; a puzzle without a
// text is not checked.
func TestFPuzzlesRulesText(t *testing.T) {
	const circle = `"circle": [{"cells": ["R1C1", "R1C2"], "baseC": "#FF4043", "width": 0.3, "height": 0.3}]`
	const drawnLine = `"line": [{"lines": [["R1C1", "R2C2"]], "outlineC": "#60C060", "width": 0.3, "fromConstraint": "Whispers"}]`
	tests := []struct {
		name, ruleset, fields string
		want                  string // a phrase the error names; "" for none
	}{
		{"no text", "", circle, ""},
		{"text about nothing drawn", "Normal sudoku rules apply.", circle, ""},
		{"drawn-only dots", "Digits separated by a red dot are consecutive.", circle, `"dot" (kropki dots not read)`},
		{"drawn word, nothing drawn", "Normal cage rules. Cells with a grey circle are odd.", "", ""},
		{"drawn word, drawing of a read rule", "German whispers: neighbours differ by 5 or more.", drawnLine +
			`, "whispers": [{"lines": [["R1C1", "R2C2"]]}]`, ""},
		{"global word, nothing drawn", "Cells a knight's move apart differ.", "", `"knight" (anti-knight not read)`},
		{"global word, read", "Cells a knight's move apart differ.", `"antiknight": true`, ""},
		{"repeats on an arrow", "Digits may repeat on an arrow.", `"arrow": [{"cells": ["R1C1"], "lines": [["R1C1", "R1C2", "R1C3"]]}]`, ""},
		{"repeats in a cage", "Digits may repeat in a cage.", `"killercage": [{"cells": ["R1C1", "R1C2"], "value": "4"}]`,
			`"may repeat" (digits that may repeat not read)`},
		{"negative, read", "All possible X and V are given.", `"negative": ["xv"], "xv": [{"cells": ["R1C1", "R1C2"], "value": "X"}]`, ""},
		{"negative of another kind", "All possible X and V are given.", `"negative": ["ratio"]`, `"all ... given" (a negative constraint)`},
		{"no negative constraint", "Standard kropki (no negative constraint).", `"difference": [{"cells": ["R1C1", "R1C2"]}]`, ""},
		{"digits beyond", "Place the digits 1-9.", "", `"1-9" (digits beyond the 4x4 grid)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fields := ""
			if tt.fields != "" {
				fields = ", " + tt.fields
			}
			text, _ := json.Marshal(tt.ruleset)
			data := `{"size": 4, "ruleset": ` + string(text) + fields + `, "grid": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}`
			_, err := ParseFPuzzles([]byte(data))
			if tt.want == "" {
				if err != nil {
					t.Errorf("ParseFPuzzles() = %v, want the puzzle", err)
				}
				return
			}
			var re *RulesTextError
			if !errors.As(err, &re) || !errors.Is(err, ErrUnreadRules) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseFPuzzles() = %v, want a *RulesTextError naming %s", err, tt.want)
			}
		})
	}
}

// TestFPuzzlesWrittenTextReads checks that the rules text the writer
// makes passes the check when read back, for a puzzle with the global
// rules whose wording the check looks at.
func TestFPuzzlesWrittenTextReads(t *testing.T) {
	s, _ := sudoku.ShapeOf(9)
	p := sudoku.Puzzle{Shape: s, Rules: []sudoku.Rule{rules.Classic(), rules.NonConsecutive{},
		rules.NegativeXV{}, rules.SlowThermometer{Cells: sudoku.MustCells("r1c1-3")},
		rules.XSum{Line: rules.Row(4), Sum: 15},
		rules.Arrow{Circle: sudoku.MustCells("r5c5"), Line: sudoku.MustCells("r6-7c5")}}}
	data, err := MarshalFPuzzles(p)
	if err != nil {
		t.Fatalf("MarshalFPuzzles() = %v", err)
	}
	if !strings.Contains(string(data), "never decrease") {
		t.Fatalf("MarshalFPuzzles() = %s, want a ruleset that speaks of slow thermometers", data)
	}
	if _, err := ParseFPuzzles(data); err != nil {
		t.Errorf("ParseFPuzzles(MarshalFPuzzles(p)) = %v, want the puzzle", err)
	}
}
