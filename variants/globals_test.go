package variants

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestGlobalsReachFPuzzles checks that every row of rules.Globals with
// f-puzzles booleans is written as those booleans, with its sentence in
// the rules text, and read back as its rule; and that a row without is
// written some other way or refused as unsupported.
func TestGlobalsReachFPuzzles(t *testing.T) {
	for _, g := range rules.Globals() {
		t.Run(g.Name, func(t *testing.T) {
			p := sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), g.Rule}}
			data, err := MarshalFPuzzles(p)
			if len(g.FPuzzles) == 0 {
				if err != nil && !errors.Is(err, ErrUnsupported) {
					t.Errorf("MarshalFPuzzles() = %v, want it written or ErrUnsupported", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("MarshalFPuzzles() = %v", err)
			}
			var doc map[string]any
			if err := json.Unmarshal(data, &doc); err != nil {
				t.Fatal(err)
			}
			for _, k := range g.FPuzzles {
				if doc[k] != true {
					t.Errorf("%q = %v, want true", k, doc[k])
				}
			}
			text, _ := doc["ruleset"].(string)
			if _, negative := g.Rule.(rules.NonConsecutive); !negative && !strings.Contains(text, g.Sentence) {
				t.Errorf("ruleset %q lacks %q", text, g.Sentence)
			}
			q, err := ParseFPuzzles(data)
			if err != nil {
				t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v", err)
			}
			if diff := cmp.Diff(p.Rules, q.Rules); diff != "" {
				t.Errorf("rules read back (-want +got):\n%s", diff)
			}
		})
	}
}

// TestGlobalsReachRulesText checks that each word of every row of
// rules.Globals is refused by the rules-text check unless the row's rule
// was read, and that rulesRead reads the row's rule by the name the check
// needs.
func TestGlobalsReachRulesText(t *testing.T) {
	for _, g := range rules.Globals() {
		read := rulesRead([]sudoku.Rule{rules.Classic(), g.Rule})
		for _, w := range g.Words {
			text := "Cells obey the " + strings.TrimSuffix(w, "*") + " rule."
			err := checkRulesText(text, 9, map[string]bool{}, false)
			var te *RulesTextError
			if !errors.As(err, &te) || len(te.Phrases) != 1 || !strings.Contains(te.Phrases[0], "not read") {
				t.Errorf("%s: checkRulesText(%q) with nothing read = %v, want the word refused", g.Name, text, err)
			}
			if err := checkRulesText(text, 9, read, false); err != nil {
				t.Errorf("%s: checkRulesText(%q) with the rule read = %v, want nil", g.Name, text, err)
			}
		}
	}
}
