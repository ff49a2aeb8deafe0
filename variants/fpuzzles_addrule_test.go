package variants

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/render"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This test adds a rule family the way CONTRIBUTING.md ("How to add a
// rule") describes, and checks that the f-puzzles format reads and writes
// it through its one row in the codec table.

// greyBar stands in for a new family's file in package rules: a plain
// value with exported fields, Apply, Validate and String. Its cells hold
// digits that leave the same remainder when divided by 3.
type greyBar struct{ A, B sudoku.Cell }

func (g greyBar) Validate(s sudoku.Shape) error {
	switch {
	case !s.Contains(g.A) || !s.Contains(g.B):
		return fmt.Errorf("%w: grey bar: a cell is off the %dx%d grid", sudoku.ErrBadRule, s.Size, s.Size)
	case g.A == g.B:
		return fmt.Errorf("%w: grey bar: cell %s twice", sudoku.ErrBadRule, g.A)
	}
	return nil
}

func (g greyBar) Apply(b *sudoku.Builder) error {
	if err := g.Validate(b.Shape()); err != nil {
		return err
	}
	b.Relate(g.A, g.B, func(x, y int) bool { return x%3 == y%3 })
	return nil
}

func (g greyBar) String() string { return "grey bar at " + g.A.String() }

// Draw is the family's drawing (render.Drawer); a family of package rules
// has a row in render's table instead.
func (g greyBar) Draw(c *render.Canvas) error {
	c.Line([]sudoku.Cell{g.A, g.B}, color.Gray{Y: 0x80})
	return nil
}

// greyBarRow is the family's row in the f-puzzles table (fpzRows).
var greyBarRow = codec[greyBar]{key: "greybar", fields: []string{"cells"},
	read: func(d *decoder, path string, e entry) ([]greyBar, error) {
		a, b, err := d.pair(path, e)
		return []greyBar{{A: a, B: b}}, err
	},
	write: func(_ sudoku.Shape, g greyBar) []any {
		return []any{jsonCells{Cells: names([]sudoku.Cell{g.A, g.B})}}
	},
	text: sentence("Cells joined by a grey bar leave the same remainder when divided by 3."),
}.row()

// withRow adds row to the f-puzzles table for the rest of the test, as
// a contributor adds it to fpzRows. The table is package state: a test
// that calls withRow must not run in parallel.
func withRow(t *testing.T, row fpzRow) {
	saved := fpzRows
	fpzRows = append(fpzRows[:len(fpzRows):len(fpzRows)], row)
	t.Cleanup(func() { fpzRows = saved })
}

func TestAddRuleFamily(t *testing.T) {
	a, b := sudoku.Cell{Row: 0, Col: 0}, sudoku.Cell{Row: 1, Col: 2}
	p := sudoku.Puzzle{Title: "grey", Shape: sudoku.Shape4,
		Rules: []sudoku.Rule{rules.Classic(), greyBar{A: a, B: b}}}
	doc := `{"size": 4, "grid": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
		"greybar": [{"cells": ["R1C1", "R2C3"]}]}`

	// Without its row, the format names what it cannot do.
	_, err := MarshalFPuzzles(p)
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "rule 4 (grey bar at r1c1)") {
		t.Fatalf("MarshalFPuzzles() without the row = %v, want ErrUnsupported naming rule 4 (grey bar at r1c1)", err)
	}
	if _, err := ParseFPuzzles([]byte(doc)); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "greybar") {
		t.Fatalf("ParseFPuzzles() without the row = %v, want ErrUnsupported naming greybar", err)
	}

	withRow(t, greyBarRow)
	q, err := ParseFPuzzles([]byte(doc))
	if err != nil {
		t.Fatalf("ParseFPuzzles() = %v", err)
	}
	if d := cmp.Diff([]sudoku.Rule{rules.Classic(), greyBar{A: a, B: b}}, q.Rules); d != "" {
		t.Errorf("ParseFPuzzles() rules (-want +got):\n%s", d)
	}
	data, err := MarshalFPuzzles(p)
	if err != nil {
		t.Fatalf("MarshalFPuzzles() = %v", err)
	}
	if !strings.Contains(string(data), `"greybar"`) || !strings.Contains(string(data), "grey bar") {
		t.Errorf("MarshalFPuzzles() = %s, want a greybar collection and its sentence in the ruleset", data)
	}
	back, err := ParseFPuzzles(data)
	if err != nil {
		t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v\n%s", err, data)
	}
	canon, err := Canonical(p)
	if err != nil {
		t.Fatalf("Canonical() = %v", err)
	}
	if d := cmp.Diff(canon, back); d != "" {
		t.Errorf("round trip (-canonical +reread):\n%s", d)
	}

	// The rule's own Validate refuses bad parameters on both sides.
	bad := `"greybar": [{"cells": ["R1C1", "R1C1"]}]`
	if _, err := ParseFPuzzles([]byte(strings.Replace(doc, `"greybar": [{"cells": ["R1C1", "R2C3"]}]`, bad, 1))); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("ParseFPuzzles(bar on one cell) = %v, want sudoku.ErrBadRule", err)
	}
	p.Rules[1] = greyBar{A: a, B: a}
	if _, err := MarshalFPuzzles(p); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("MarshalFPuzzles(bar on one cell) = %v, want sudoku.ErrBadRule", err)
	}

	// It is drawn by its own Draw, not as an unknown rule.
	var svg strings.Builder
	if err := render.SVG(&svg, back); err != nil {
		t.Fatalf("render.SVG() = %v", err)
	}
	if !strings.Contains(svg.String(), "#808080") || strings.Contains(svg.String(), "grey bar") {
		t.Errorf("render.SVG() draws no grey line, or lists the bar as a rule it cannot draw:\n%s", svg.String())
	}

	// And the puzzle read solves with the rule: r1c1 and r2c3 agree mod 3.
	m, err := back.Model()
	if err != nil {
		t.Fatalf("Model() = %v", err)
	}
	defer m.Close()
	sol, err := m.Solve(context.Background(), sudoku.Grid{})
	if err != nil {
		t.Fatalf("Solve() = %v", err)
	}
	if x, y := sol.At(a), sol.At(b); x%3 != y%3 {
		t.Errorf("Solve() has %d at %s and %d at %s, want the same remainder mod 3", x, a, y, b)
	}
}

// TestFPuzzlesRows checks the codec table's shape: one row per key, each
// with its functions, and no key the reader handles elsewhere (the text
// row, which reads inequality signs among the drawn texts, and the circle
// row, whose circles the binder reads, excepted).
func TestFPuzzlesRows(t *testing.T) {
	seen := map[string]bool{}
	for _, row := range fpzRows {
		if seen[row.key] {
			t.Errorf("key %q has two rows", row.key)
		}
		seen[row.key] = true
		if row.decode == nil || row.claim == nil || row.merge == nil || row.encode == nil || row.text == nil {
			t.Errorf("row %q lacks a function", row.key)
		}
		if row.text(9) == "" {
			t.Errorf("row %q has no rules text", row.key)
		}
		_, flag := fpzFlags[row.key]
		other := flag || row.key == "size" || row.key == "grid" || row.key == "negative" || row.key == "solution" ||
			slices.Contains(fpzCosmetic, row.key) || slices.Contains(fpzInert, row.key) ||
			(slices.Contains(fpzDrawn, row.key) && row.key != "text" && row.key != "circle")
		if other {
			t.Errorf("row %q shadows a field the reader handles elsewhere", row.key)
		}
	}
}
