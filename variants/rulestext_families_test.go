package variants

import (
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestRulesTextHiddenSkyscraper checks that "hidden skyscrapers" in a
// rules text needs hidden skyscraper clues: plain skyscrapers, which a
// drawing of the same clues reads as, do not explain it.
func TestRulesTextHiddenSkyscraper(t *testing.T) {
	const text = "Clues outside the grid give the first hidden skyscraper from that side."
	for _, tc := range []struct {
		name string
		read []sudoku.Rule
		ok   bool
	}{
		{"hidden skyscrapers read", []sudoku.Rule{rules.HiddenSkyscraper{Line: rules.Row(0), Digit: 3}}, true},
		{"skyscrapers read", []sudoku.Rule{rules.Skyscraper{Line: rules.Row(0), Count: 3}}, false},
		{"nothing read", nil, false},
	} {
		err := checkRulesText(text, 9, rulesRead(tc.read), true)
		if (err == nil) != tc.ok {
			t.Errorf("%s: checkRulesText = %v, want ok %v", tc.name, err, tc.ok)
		}
	}
	if err := checkRulesText("Skyscraper clues count the visible buildings.", 9,
		rulesRead([]sudoku.Rule{rules.Skyscraper{Line: rules.Row(0), Count: 3}}), true); err != nil {
		t.Errorf("plain skyscrapers: checkRulesText = %v, want nil", err)
	}
}
