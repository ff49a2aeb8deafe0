package main

import (
	"flag"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestGlobalsReachTheCommand checks that every row of rules.Globals
// reaches each place of the command that names global rules: its flag
// (with the row's help) adds its rule; its variant is generate's, with the
// classic rules; serve takes it by each of its names; and the workbench's
// page offers its flag and its variant.
func TestGlobalsReachTheCommand(t *testing.T) {
	var rf ruleFlags
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	rf.register(fs)
	s := newServer(testConfig())
	defer s.close()
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Host = "localhost:8080" // a local name, as the browser sends it
	s.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	if rec.Code != http.StatusOK {
		t.Fatalf("GET / = %d %s, want the page", rec.Code, body)
	}
	page := string(body)
	for _, g := range rules.Globals() {
		want := []sudoku.Rule{rules.Classic(), g.Rule}
		if g.Flag != "" {
			f := fs.Lookup(g.Flag)
			if f == nil {
				t.Errorf("%s: no --%s flag", g.Name, g.Flag)
				continue
			}
			if f.Usage != g.Help {
				t.Errorf("--%s: help %q, want %q", g.Flag, f.Usage, g.Help)
			}
			var one ruleFlags
			oneFS := flag.NewFlagSet("solve", flag.ContinueOnError)
			one.register(oneFS)
			if err := oneFS.Parse([]string{"--" + g.Flag}); err != nil {
				t.Fatalf("parse --%s: %v", g.Flag, err)
			}
			if diff := cmp.Diff(want, one.plain(sudoku.Shape9)); diff != "" {
				t.Errorf("--%s: rules (-want +got):\n%s", g.Flag, diff)
			}
			box := fmt.Sprintf(`<input type="checkbox" name="rule" value="%s"> %s</label>`, g.Flag, html.EscapeString(g.Title))
			if !strings.Contains(page, box) {
				t.Errorf("%s: the page has no checkbox %s", g.Name, box)
			}
		}
		if g.Variant != "" {
			rf, ok := variantRules(g.Variant)
			if !ok {
				t.Errorf("variantRules(%q) = false, want the %s row", g.Variant, g.Name)
			} else if diff := cmp.Diff(want, rf.plain(sudoku.Shape9)); diff != "" {
				t.Errorf("variant %q: rules (-want +got):\n%s", g.Variant, diff)
			}
			if !strings.Contains(variantNames(), g.Variant) {
				t.Errorf("variantNames() = %q, lacks %q", variantNames(), g.Variant)
			}
			opt := fmt.Sprintf(`<option value="%s">%s</option>`, g.Variant, html.EscapeString(g.Title))
			if !strings.Contains(page, opt) {
				t.Errorf("%s: the page has no variant %s", g.Name, opt)
			}
		}
		for _, name := range append([]string{g.Name, g.Flag}, g.Aliases...) {
			if name == "" {
				continue
			}
			rf, err := rulesOf([]string{name})
			if err != nil {
				t.Errorf("rulesOf(%q) = %v", name, err)
				continue
			}
			if diff := cmp.Diff(want, rf.plain(sudoku.Shape9)); diff != "" {
				t.Errorf("rulesOf(%q): rules (-want +got):\n%s", name, diff)
			}
		}
	}
}

// TestRuleFlagsOrder checks that flags given in any order add their rules
// in the order of rules.Globals, and each once.
func TestRuleFlagsOrder(t *testing.T) {
	var args []string
	var want []sudoku.Rule
	gs := rules.Globals()
	for _, g := range gs {
		if g.Flag != "" {
			args = append([]string{"--" + g.Flag}, args...) // reversed
			want = append(want, g.Rule)
		}
	}
	var rf ruleFlags
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	rf.register(fs)
	if err := fs.Parse(append(args, args...)); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, rf.extra()); diff != "" {
		t.Errorf("extra() (-want +got):\n%s", diff)
	}
	if got := (&ruleFlags{}).extra(); got != nil {
		t.Errorf("extra() of no flags = %v, want none", got)
	}
}
