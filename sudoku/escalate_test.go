package sudoku

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

// fpuzzlesKiller reads the cages of an f-puzzles killer ("R1C2" cells) as
// a rule, with the houses.
func fpuzzlesKiller(t *testing.T, path string) []Rule {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Killercage []struct {
			Cells []string
			Value string
		}
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var r cagesRule
	for _, c := range doc.Killercage {
		var cells []Cell
		for _, s := range c.Cells {
			var row, col int
			if _, err := fmt.Sscanf(s, "R%dC%d", &row, &col); err != nil {
				t.Fatalf("%s: cell %q: %v", path, s, err)
			}
			cells = append(cells, Cell{Row: row - 1, Col: col - 1})
		}
		var total int
		if _, err := fmt.Sscan(c.Value, &total); err != nil {
			t.Fatalf("%s: cage total %q: %v", path, c.Value, err)
		}
		r.cages, r.cageTotals = append(r.cages, cells), append(r.cageTotals, total)
	}
	return []Rule{houses{}, r}
}

// TestEscalate checks the propagator's escalation: a hard killer that the
// native search could not finish within its budget with single houses'
// innies is answered natively, with no Z3, once the propagator escalates;
// and escalation changes no answer.
func TestEscalate(t *testing.T) {
	ctx := context.Background()
	hard := fpuzzlesKiller(t, "testdata/killers/seed-139.json")

	var models []*Model
	for _, after := range []int{1 << 30, escalateAfter} {
		a := escalateAfter
		escalateAfter = after
		m, err := New(Shape9, hard)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		g, unique, err := m.Unique(ctx, Grid{})
		escalateAfter = a
		if err != nil || !unique {
			t.Fatalf("escalate after %d: Unique = %v, %v, %v", after, g, unique, err)
		}
		models = append(models, m)
	}
	never, esc := models[0], models[1]
	if never.strong || never.ctx == nil {
		t.Errorf("never escalating: strong %v, Z3 context %v; want single houses, and Z3 past the budget", never.strong, never.ctx != nil)
	}
	if !esc.strong || esc.ctx != nil {
		t.Errorf("escalating: strong %v, Z3 context %v; want the stronger propagator and no Z3", esc.strong, esc.ctx != nil)
	}

	// Three cages leave many solutions: counts and candidates with and
	// without escalation, from the first node, agree.
	few := cagesRule{
		cages:      [][]Cell{{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, {{Row: 4, Col: 4}, {Row: 4, Col: 5}, {Row: 5, Col: 4}}, {{Row: 8, Col: 0}, {Row: 8, Col: 1}, {Row: 8, Col: 2}, {Row: 8, Col: 3}}},
		cageTotals: []int{9, 15, 25},
	}
	// A classic puzzle's givens, less its first twelve cells', and cages its
	// solution satisfies.
	givens, err := ParseGrid(Shape9, "............6......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	if err != nil {
		t.Fatal(err)
	}
	var counts []int
	var cands []string
	for _, after := range []int{1 << 30, 1} {
		a := escalateAfter
		escalateAfter = after
		m, err := New(Shape9, []Rule{houses{}, few})
		if err != nil {
			t.Fatal(err)
		}
		n, err := m.Count(ctx, givens, 300)
		if err != nil {
			t.Fatal(err)
		}
		c, err := m.Candidates(ctx, givens)
		if err != nil {
			t.Fatal(err)
		}
		escalateAfter = a
		if after == 1 && !m.strong {
			t.Error("escalateAfter 1: the propagator did not escalate")
		}
		m.Close()
		counts, cands = append(counts, n), append(cands, c.String())
	}
	if counts[0] != counts[1] || cands[0] != cands[1] {
		t.Errorf("never escalating: %d solutions, candidates\n%s\nescalating: %d, \n%s", counts[0], cands[0], counts[1], cands[1])
	}
	t.Logf("%d solutions either way", counts[0])
	if counts[0] < 2 || counts[0] >= 300 {
		t.Errorf("%d solutions: the test wants several, under the limit", counts[0])
	}
}
