package variants

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file tests the binding of the rule, stated only in the text, that
// no run of cells in a row or column holds one parity.

// On bindSolution (1243 / 3412 / 2134 / 4321) every three cells side by
// side in a row or a column hold both parities; r1c2 r1c3 hold 2 and 4.

// TestBindNoParityRun binds the rule from its usual wordings.
func TestBindNoParityRun(t *testing.T) {
	tests := []struct {
		text string
		want int
	}{
		{"In every row and column, strings of 3 digits are never all even nor all odd.", 3},
		{"No three consecutive cells in a row or column may all be even or all be odd.", 3},
		{"Three adjacent digits in any row or column never have the same parity.", 3},
		{"Any 3 consecutive cells in a row or column contain both an odd and an even digit.", 3},
		{"Every run of three cells in a row or a column contains at least one odd and at least one even digit.", 3},
		{"Normal sudoku rules apply. Sequences of 4 digits in rows and columns can't be all odd or all even.", 4},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(bindJSON(tt.text, bindSolution)), nil)
			if err != nil {
				t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
			}
			want := []Binding{{Family: "no parity run", Sentence: bindSentences(tt.text)[len(bindSentences(tt.text))-1].text}}
			if d := cmp.Diff(want, bs); d != "" {
				t.Errorf("bindings (-want +got):\n%s", d)
			}
			var got []sudoku.Rule
			for _, r := range rules.Flatten(p.Rules...) {
				if _, ok := r.(rules.NoParityRun); ok {
					got = append(got, r)
				}
			}
			if d := cmp.Diff([]sudoku.Rule{rules.NoParityRun{Length: tt.want}}, got); d != "" {
				t.Errorf("rules (-want +got):\n%s", d)
			}
		})
	}
}

// TestBindNoParityRunRefusals: a sentence that says something else is
// not bound, so its "even" and "odd" are not read and the rules-text
// check refuses it; a carried solution that breaks the rule is refused.
func TestBindNoParityRunRefusals(t *testing.T) {
	tests := []struct {
		name, text string
		solution   bool // a *SolutionError; else a *RulesTextError
	}{
		{"rows only", "In every row, strings of 3 digits are never all even nor all odd.", false},
		{"only even runs", "In every row and column, strings of 3 digits are never all even.", false},
		{"a bound", "In every row and column, strings of more than 3 digits are never all even nor all odd.", false},
		{"not negated", "In every row and column, strings of 3 digits are all even or all odd.", false},
		{"boxes too", "In every row, column and box, strings of 3 digits are never all even nor all odd.", false},
		{"diagonals too", "In every row, column and diagonal, strings of 3 digits are never all even nor all odd.", false},
		{"not side by side", "In every row and column, 3 digits are never all even nor all odd.", false},
		{"two lengths", "In every row and column, strings of 3 digits are never all even nor are 2 digits all odd.", false},
		{"longer than the grid", "In every row and column, strings of 5 digits are never all even nor all odd.", false},
		{"mixed, negated", "No 3 consecutive cells in a row or column contain both an odd and an even digit.", false},
		{"solution breaks it", "In every row and column, strings of 2 digits are never all even nor all odd.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := decodeSCLBindings([]byte(bindJSON(tt.text, bindSolution)), nil)
			if tt.solution {
				var se *SolutionError
				if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Rule, "no parity run of 2") {
					t.Fatalf("decodeSCLBindings() = %v, want a *SolutionError naming no parity run of 2", err)
				}
				return
			}
			var re *RulesTextError
			if !errors.As(err, &re) || !strings.Contains(err.Error(), "parity not read") {
				t.Fatalf("decodeSCLBindings() = %v, want a *RulesTextError: parity not read", err)
			}
		})
	}
}

// TestBindCorneredParity reads "Cornered Parity" by Lulero (Sudoku-Bench
// sxsm_Lulero_64d38aa33c0cc962c7d6e6c7ff3ffe01), 6x6 with killer cages
// and a thermometer drawn from its tip: its parity rule is stated only in
// the text. It has one solution, the published one.
func TestBindCorneredParity(t *testing.T) {
	link, published := benchLink(t, "sxsm_Lulero_64d38aa33c0cc962c7d6e6c7ff3ffe01")
	p, bs, err := ParseLinkBindings(link)
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
	}
	var got []string
	for _, b := range bs {
		got = append(got, b.Elements+": "+b.Family+": "+b.Sentence)
	}
	want := []string{
		// Drawn from its tip, with the bulb at the other end.
		"thermometers drawn as lines (1): thermometer: Digits on a thermometer strictly increase from the bulb to the tip",
		": no parity run: In every row and column, strings of 3 digits are never all even nor all odd",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("bindings (-want +got):\n%s", d)
	}
	n := 0
	for _, r := range rules.Flatten(p.Rules...) {
		if r == (rules.NoParityRun{Length: 3}) {
			n++
		}
	}
	if n != 1 {
		t.Errorf("rules = %v, want one no parity run of 3", p.Rules)
	}
	uniquePublished(t, p, published)
}

// TestFPuzzlesBindNoParityRun: f-puzzles has no key for the rule, so an
// f-puzzles rules text that states it is read as a rule after the
// collections' rules, and writing the puzzle back is refused.
func TestFPuzzlesBindNoParityRun(t *testing.T) {
	top := zipperTop(t)
	top["ruleset"] = top["ruleset"].(string) + " In every row and column, strings of 3 digits are never all even nor all odd."
	p, _, err := parseFPTBindings(t, top)
	var se *SolutionError
	switch {
	case errors.As(err, &se):
		if !strings.Contains(se.Rule, "parity run") {
			t.Fatalf("ParseFPuzzles() = %v, want the rule read, or the solution refused by it", err)
		}
	case err != nil:
		t.Fatalf("ParseFPuzzles() = %v, want the rule read", err)
	default:
		if !slices.ContainsFunc(p.Rules, func(r sudoku.Rule) bool { _, ok := r.(rules.NoParityRun); return ok }) {
			t.Errorf("rules %v, want no parity run of 3", p.Rules)
		}
		if _, err := MarshalFPuzzles(p); !errors.Is(err, ErrUnsupported) {
			t.Errorf("MarshalFPuzzles() = %v, want ErrUnsupported", err)
		}
	}
}
