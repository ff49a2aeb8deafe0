package variants

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// parseFPTBindings reads decoded f-puzzles JSON as ParseLinkBindings
// reads an f-puzzles link.
func parseFPTBindings(t *testing.T, top map[string]any) (sudoku.Puzzle, []Binding, error) {
	t.Helper()
	data, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	f, err := decodeFPuzzles(data)
	if err != nil {
		return sudoku.Puzzle{}, nil, err
	}
	return f.puzzle(), f.bindings, nil
}

// TestFPuzzlesBindText reads a rule stated only in an f-puzzles rules
// text (Sudoku-Bench's "Knights of the QS Example").
func TestFPuzzlesBindText(t *testing.T) {
	p, bound, err := ParseLinkBindings(fptLink(t, "knights-qs-example.link"))
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want the puzzle", err)
	}
	want := Binding{Family: "anti-knight", Sentence: "Digits separated by a knight's move may not repeat"}
	if len(bound) != 1 || bound[0].Family != want.Family || bound[0].Sentence != want.Sentence {
		t.Errorf("ParseLinkBindings() bindings = %v, want [%v]", bound, want)
	}
	if !slices.ContainsFunc(p.Rules, func(r sudoku.Rule) bool { _, ok := r.(rules.AntiKnight); return ok }) {
		t.Errorf("ParseLinkBindings() rules = %v, want anti-knight", p.Rules)
	}
	if _, err := ParseFPuzzles([]byte(mustWrite(t, p))); err != nil {
		t.Errorf("ParseFPuzzles(WriteFPuzzles(p)) = %v, want the puzzle", err)
	}
}

// mustWrite writes p as f-puzzles JSON.
func mustWrite(t *testing.T, p sudoku.Puzzle) string {
	t.Helper()
	var sb strings.Builder
	if err := WriteFPuzzles(&sb, p); err != nil {
		t.Fatalf("WriteFPuzzles() = %v", err)
	}
	return sb.String()
}

// zipperTop returns Sudoku-Bench's "Zippers and Circles" without its
// counting circles and their sentence: two gray zipper lines.
func zipperTop(t *testing.T) map[string]any {
	top := fptJSON(t, "zippers-and-circles.link")
	delete(top, "circle")
	top["ruleset"] = strings.Split(top["ruleset"].(string), " A digit inside a circle")[0]
	return top
}

// TestFPuzzlesBindLines binds f-puzzles' generic lines by colour.
func TestFPuzzlesBindLines(t *testing.T) {
	p, bound, err := parseFPTBindings(t, zipperTop(t))
	if err != nil {
		t.Fatalf("ParseFPuzzles() = %v, want the puzzle", err)
	}
	if len(bound) != 1 || bound[0].Family != "zipper" || bound[0].Elements != "gray lines (2)" ||
		!slices.Equal(bound[0].Lines, []string{"line[0]", "line[1]"}) {
		t.Errorf("bindings = %v, want gray lines (2): zipper", bound)
	}
	n := 0
	for _, r := range rules.Flatten(p.Rules...) {
		if _, ok := r.(rules.Zipper); ok {
			n++
		}
	}
	if n != 2 {
		t.Errorf("rules = %v, want 2 zipper lines", p.Rules)
	}
}

// TestFPuzzlesBindRefused refuses what the binder cannot read for sure.
func TestFPuzzlesBindRefused(t *testing.T) {
	t.Run("circles left", func(t *testing.T) {
		// The zippers bind, but the circles count something else.
		top := fptJSON(t, "zippers-and-circles.link")
		top["ruleset"] = strings.Replace(top["ruleset"].(string), "how many circles that digit appears in", "how many circles are in its row", 1)
		_, _, err := parseFPTBindings(t, top)
		var ee *ElementsError
		if !errors.As(err, &ee) || !slices.Contains(ee.Elements, "circle[0]") {
			t.Fatalf("ParseLink() = %v, want an *ElementsError listing the circles", err)
		}
	})
	t.Run("two families", func(t *testing.T) {
		// Two families' wordings, neither family named.
		top := zipperTop(t)
		top["ruleset"] = "Normal sudoku rules apply. Digits along a gray line read the same forwards and backwards, and they have an equal sum in each box."
		_, _, err := parseFPTBindings(t, top)
		var be *BindError
		if !errors.As(err, &be) || !strings.Contains(be.Reason, "names 2 families") {
			t.Fatalf("ParseFPuzzles() = %v, want a *BindError naming two families", err)
		}
	})
	t.Run("branches", func(t *testing.T) {
		// Magenta lines that branch, stated with a region sum's wording.
		_, err := ParseLink(fptLink(t, "mountaineering.link"))
		var be *BindError
		if !errors.As(err, &be) || !strings.Contains(be.Reason, "branch") || !errors.Is(err, ErrUnsupported) {
			t.Fatalf("ParseLink() = %v, want a *BindError for the branching lines", err)
		}
	})
	t.Run("unnamed class", func(t *testing.T) {
		// No sentence names the gray lines: they stay drawn-only, and
		// the rules text names what is not read.
		top := zipperTop(t)
		top["ruleset"] = "Normal sudoku rules apply. Digits along a zipper line sum to the same total."
		top["line"] = append(top["line"].([]any), map[string]any{"lines": []any{[]any{"R1C2", "R1C3"}}, "outlineC": "#FF0000", "width": 0.5})
		_, _, err := parseFPTBindings(t, top)
		if !errors.Is(err, ErrUnsupported) {
			t.Fatalf("ParseFPuzzles() = %v, want a refusal", err)
		}
	})
	t.Run("solution broken", func(t *testing.T) {
		top := zipperTop(t)
		sol := top["solution"].([]any)
		sol[0], sol[1] = sol[1], sol[0]
		_, _, err := parseFPTBindings(t, top)
		var se *SolutionError
		if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) {
			t.Fatalf("ParseFPuzzles() = %v, want a *SolutionError", err)
		}
	})
}
