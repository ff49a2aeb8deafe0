package variants

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file tests the binding of index lines and their start diamonds.

const turquoise = "#71ded2ff" // sujoyku's "Who knew?" index lines

// indexWording is the wording of sujoyku's "Who knew?" (Sudoku-Bench
// sxsm_sujoyku_fe6dc92cb04d25b5826538b1b74b24c5).
const indexWording = "Index lines: Each turquoise line is an Index Line, i.e. the digit in the Nth cell along such a line " +
	"(starting from the diamond) indicates the position along the line where the digit N appears. " +
	"For example, if a diamond cell contains a 3, the third cell along that line must have a 1."

// On bindSolution (1243 / 3412 / 2134 / 4321), row 3 holds 2 1 3 4: from
// r3c1 an index line (2 and 1 name each other, 3 and 4 themselves), from
// r3c4 not (4 names position 4, which holds 2).
func TestBindIndexLine(t *testing.T) {
	row3 := rules.IndexLine{Cells: sudoku.MustCells("r3c1 r3c2 r3c3 r3c4")}
	tests := []struct {
		name string
		js   string
	}{
		{"Sudoku-Bench wording", withOverlays(bindJSON(indexWording, bindSolution, bindLineJSON(turquoise, "r3c1", "r3c2", "r3c3", "r3c4")), diamondJSON("r3c1"))},
		{"drawn from the far end", withOverlays(bindJSON(indexWording, bindSolution, bindLineJSON(turquoise, "r3c4", "r3c3", "r3c2", "r3c1")), diamondJSON("r3c1"))},
		{"by name", withOverlays(bindJSON("Turquoise lines are index lines.", bindSolution, bindLineJSON(turquoise, "r3c1", "r3c4")), diamondJSON("r3c1"))},
		{"by wording alone", withOverlays(bindJSON("The digit in the Nth cell of a turquoise line, starting from its diamond, indicates the position on the line of the digit N.",
			bindSolution, bindLineJSON(turquoise, "r3c1", "r3c4")), diamondJSON("r3c1"))},
		{"the Nth digit", withOverlays(bindJSON("On a teal line, the Nth digit from the diamond gives the position of the digit N on that line.",
			bindSolution, bindLineJSON(turquoise, "r3c4", "r3c1")), diamondJSON("r3c1"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			if err != nil {
				t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
			}
			if len(bs) != 1 || bs[0].Family != "index line" || bs[0].Sentence == "" {
				t.Fatalf("bindings = %v, want one index line binding with its sentence", bs)
			}
			var got []sudoku.Rule
			for _, r := range rules.Flatten(p.Rules...) {
				if _, ok := r.(rules.IndexLine); ok {
					got = append(got, r)
				}
			}
			if d := cmp.Diff([]sudoku.Rule{row3}, got); d != "" {
				t.Errorf("rules (-want +got):\n%s", d)
			}
		})
	}
}

// TestBindIndexLineRefusals: a line without a start, a sentence that
// says something else, and a carried solution that breaks the line read
// from its diamond are refused.
func TestBindIndexLineRefusals(t *testing.T) {
	row3 := bindLineJSON(turquoise, "r3c1", "r3c2", "r3c3", "r3c4")
	tests := []struct {
		name   string
		js     string
		reason string // in BindError.Reason; "solution" for a *SolutionError naming the index line
	}{
		{"no diamond", bindJSON(indexWording, bindSolution, row3), "no diamond on either end"},
		// The line and its diamonds are left unread.
		{"diamonds on both ends", withOverlays(bindJSON(indexWording, bindSolution, row3), diamondJSON("r3c1"), diamondJSON("r3c4")), "elements"},
		// Without a diamond, so that the class's reason is the error.
		{"counts instead", bindJSON("Each turquoise line is an index line: the digit in its Nth cell indicates how many times the digit N appears in its row.", bindSolution, row3),
			`says more than index line ("times")`},
		{"another rule", bindJSON("Digits on a turquoise line indicate their position in the row.", bindSolution, row3), "names no family"},
		{"passes a cell twice", bindJSON(indexWording, bindSolution, bindLineJSON(turquoise, "r3c1", "r3c2", "r3c1")), "passes a cell twice"},
		{"solution breaks it", withOverlays(bindJSON(indexWording, bindSolution, row3), diamondJSON("r3c4")), "solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := decodeSCLBindings([]byte(tt.js), nil)
			if tt.reason == "elements" {
				var ee *ElementsError
				if !errors.As(err, &ee) || len(ee.Elements) != 3 || !strings.HasPrefix(ee.Elements[0], "lines[0]") {
					t.Fatalf("decodeSCLBindings() = %v, want an *ElementsError listing the line and its two diamonds", err)
				}
				return
			}
			if tt.reason == "solution" {
				var se *SolutionError
				if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Binding, "index line") {
					t.Fatalf("decodeSCLBindings() = %v, want a *SolutionError naming the index line binding", err)
				}
				return
			}
			var be *BindError
			if !errors.As(err, &be) || !errors.Is(err, ErrUnbound) || !strings.Contains(be.Reason, tt.reason) {
				t.Fatalf("decodeSCLBindings() = %v, want a *BindError with reason %q", err, tt.reason)
			}
		})
	}
}

// TestBindWhoKnew reads "Who knew?" by sujoyku (Sudoku-Bench
// sxsm_sujoyku_fe6dc92cb04d25b5826538b1b74b24c5): four turquoise index
// lines, two of them drawn towards their diamond, with German whispers
// and renban lines. It has one solution, the published one.
func TestBindWhoKnew(t *testing.T) {
	link, published := benchLink(t, "sxsm_sujoyku_fe6dc92cb04d25b5826538b1b74b24c5")
	p, bs, err := ParseLinkBindings(link)
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
	}
	var got []string
	for _, b := range bs {
		got = append(got, b.Elements+": "+b.Family)
	}
	want := []string{"turquoise lines (4): index line", "green lines (3): German whispers", "purple lines (3): renban"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("bindings (-want +got):\n%s", d)
	}
	var lines []string
	for _, r := range p.Rules {
		if l, ok := r.(rules.IndexLine); ok {
			lines = append(lines, fmt.Sprint(l.Cells))
		}
	}
	wantLines := []string{"[r1c6 r1c7 r1c8 r1c9 r2c9 r3c9]", "[r9c4 r9c3 r9c2 r9c1 r8c1 r7c1]",
		"[r2c1 r2c2 r3c3 r2c4 r2c5]", "[r5c3 r6c4 r7c5 r7c6 r6c7 r6c8]"}
	if d := cmp.Diff(wantLines, lines); d != "" {
		t.Errorf("index lines (-want +got):\n%s", d)
	}
	uniquePublished(t, p, published)
}
