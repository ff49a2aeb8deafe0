package rules_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestGlobalsConsistent checks the table of global rules: names, flags,
// variants, aliases, f-puzzles booleans and words that name one row each,
// a Name that is the rule's own, and a rule that builds a 9x9 Model whose
// solution passes the rule's Check.
func TestGlobalsConsistent(t *testing.T) {
	flagRE := regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	names := map[string]string{}    // a name GlobalByName accepts, to the row's Name
	variants := map[string]string{} // a variant, to the row's Name
	words := map[string]string{}    // a rules-text word, to the row's Name
	keySets := map[string]string{}  // a set of f-puzzles booleans, to the row's Name
	gs := rules.Globals()
	for i, g := range gs {
		if got := sudoku.RuleName(g.Rule); got != g.Name {
			t.Errorf("row %d: RuleName(%T) = %q, want the row's Name %q", i, g.Rule, got, g.Name)
		}
		if g.Title == "" {
			t.Errorf("%s: no Title", g.Name)
		}
		if (g.Flag == "") != (g.Help == "") {
			t.Errorf("%s: Flag %q with Help %q: want both or neither", g.Name, g.Flag, g.Help)
		}
		if g.Flag != "" && !flagRE.MatchString(g.Flag) {
			t.Errorf("%s: Flag %q: want lower-case letters, digits and dashes", g.Name, g.Flag)
		}
		if g.Variant != "" && g.Flag == "" {
			t.Errorf("%s: Variant %q without a Flag: a generated puzzle must be readable with its flag", g.Name, g.Variant)
		}
		if len(g.FPuzzles) > 0 && g.Sentence == "" {
			t.Errorf("%s: f-puzzles booleans %q without a Sentence for the rules text", g.Name, g.FPuzzles)
		}
		if g.Stated != "" && len(g.Words) == 0 {
			t.Errorf("%s: Stated %q without Words", g.Name, g.Stated)
		}
		for _, n := range append([]string{g.Name, g.Flag}, g.Aliases...) {
			if n == "" {
				continue
			}
			if other, ok := names[n]; ok && other != g.Name {
				t.Errorf("name %q is both %s's and %s's", n, other, g.Name)
			}
			names[n] = g.Name
		}
		if g.Variant != "" {
			if other, ok := variants[g.Variant]; ok {
				t.Errorf("variant %q is both %s's and %s's", g.Variant, other, g.Name)
			}
			variants[g.Variant] = g.Name
		}
		for _, w := range g.Words {
			if other, ok := words[w]; ok {
				t.Errorf("word %q is both %s's and %s's", w, other, g.Name)
			}
			words[w] = g.Name
		}
		if len(g.FPuzzles) > 0 {
			set := slices.Clone(g.FPuzzles)
			slices.Sort(set)
			key := strings.Join(set, " ")
			if other, ok := keySets[key]; ok {
				t.Errorf("f-puzzles booleans %q are both %s's and %s's", g.FPuzzles, other, g.Name)
			}
			keySets[key] = g.Name
		}
		// A row whose booleans are a part of a later row's would claim
		// them first: the reader would never return the later row.
		for _, h := range gs[i+1:] {
			if len(g.FPuzzles) > 0 && len(h.FPuzzles) > len(g.FPuzzles) && subset(g.FPuzzles, h.FPuzzles) {
				t.Errorf("%s (f-puzzles %q) comes before %s (%q), which holds its booleans", g.Name, g.FPuzzles, h.Name, h.FPuzzles)
			}
		}
	}
	for _, g := range gs {
		got, ok := rules.GlobalOf(g.Rule)
		if !ok || got.Name != g.Name {
			t.Errorf("GlobalOf(%v) = %q, %v; want %q", g.Rule, got.Name, ok, g.Name)
		}
		for _, n := range append([]string{g.Name, g.Flag}, g.Aliases...) {
			if got, ok := rules.GlobalByName(n); n != "" && (!ok || got.Name != g.Name) {
				t.Errorf("GlobalByName(%q) = %q, %v; want %q", n, got.Name, ok, g.Name)
			}
		}
		if got, ok := rules.GlobalByVariant(g.Variant); g.Variant != "" && (!ok || got.Name != g.Name) {
			t.Errorf("GlobalByVariant(%q) = %q, %v; want %q", g.Variant, got.Name, ok, g.Name)
		}
	}
}

// subset reports whether every string of a is in b.
func subset(a, b []string) bool {
	for _, s := range a {
		if !slices.Contains(b, s) {
			return false
		}
	}
	return true
}

// TestGlobalsApply builds each global rule with the classic ones on 9x9
// and checks a solution with the rule's own Check.
func TestGlobalsApply(t *testing.T) {
	for _, g := range rules.Globals() {
		t.Run(g.Name, func(t *testing.T) {
			m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), g.Rule})
			if err != nil {
				t.Fatalf("New(classic, %s) = %v", g.Name, err)
			}
			defer m.Close()
			sol, err := m.Solve(context.Background(), sudoku.NewGrid(sudoku.Shape9))
			if err != nil {
				t.Fatalf("Solve() = %v", err)
			}
			ch, ok := g.Rule.(sudoku.Checker)
			if !ok {
				t.Fatalf("%T has no Check", g.Rule)
			}
			if err := ch.Check(sol); err != nil {
				t.Errorf("Check(Solve()) = %v, want nil", err)
			}
		})
	}
}

// TestGlobalLookups checks the lookups on names that are not in the table.
func TestGlobalLookups(t *testing.T) {
	tests := []struct {
		name   string
		lookup func() (rules.Global, bool)
		want   string // the row's Name, or "" for none
	}{
		{"by flag", func() (rules.Global, bool) { return rules.GlobalByName("antiknight") }, "anti-knight"},
		{"by name", func() (rules.Global, bool) { return rules.GlobalByName("disjoint groups") }, "disjoint groups"},
		{"by alias", func() (rules.Global, bool) { return rules.GlobalByName("sudoku-x") }, "main diagonal+anti-diagonal"},
		{"unknown name", func() (rules.Global, bool) { return rules.GlobalByName("chess") }, ""},
		{"empty name", func() (rules.Global, bool) { return rules.GlobalByName("") }, ""},
		{"case", func() (rules.Global, bool) { return rules.GlobalByName("AntiKnight") }, ""},
		{"variant", func() (rules.Global, bool) { return rules.GlobalByVariant("windoku") }, "windoku"},
		{"no variant", func() (rules.Global, bool) { return rules.GlobalByVariant("") }, ""},
		{"rule", func() (rules.Global, bool) { return rules.GlobalOf(rules.Diagonal{Anti: true}) }, "anti-diagonal"},
		{"rule with parameters", func() (rules.Global, bool) { return rules.GlobalOf(rules.NoParityRun{Length: 3}) }, ""},
		{"nil rule", func() (rules.Global, bool) { return rules.GlobalOf(nil) }, ""},
	}
	type found struct {
		Name string
		OK   bool
	}
	for _, tt := range tests {
		g, ok := tt.lookup()
		if diff := cmp.Diff(found{tt.want, tt.want != ""}, found{g.Name, ok}); diff != "" {
			t.Errorf("%s: lookup (-want +got):\n%s", tt.name, diff)
		}
	}
}
