package variants_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// ofType returns the rules of type R in rs.
func ofType[R sudoku.Rule](rs []sudoku.Rule) []R {
	var out []R
	for _, r := range rs {
		if x, ok := r.(R); ok {
			out = append(out, x)
		}
	}
	return out
}

// TestFamiliesMatchCorpus rebuilds every corpus puzzle with its family's
// constructor, from the clues the reader found, and checks that the
// result is the same puzzle once canonical: the families mean what the
// f-puzzles fields mean.
func TestFamiliesMatchCorpus(t *testing.T) {
	for _, c := range loadCorpus(t) {
		p := c.p
		opts := []variants.Option{variants.WithTitle(p.Title), variants.WithAuthor(p.Author), variants.WithSolution(p.Solution)}
		if p.Givens.IsZero() {
			opts = append(opts, variants.WithShape(p.Shape))
		}
		g := p.Givens
		var q sudoku.Puzzle
		switch family(c.name) {
		case "antiking":
			q = variants.AntiKing(g, opts...)
		case "antiknight":
			q = variants.AntiKnight(g, opts...)
		case "arrow":
			q = variants.Arrow(ofType[rules.Arrow](p.Rules), g, opts...)
		case "classic4", "classic6":
			q = variants.Classic(g, opts...)
		case "disjointgroups":
			q = variants.DisjointGroups(g, opts...)
		case "evenodd":
			q = variants.EvenOdd(ofType[rules.Odd](p.Rules)[0].Cells, ofType[rules.Even](p.Rules)[0].Cells, g, opts...)
		case "jigsaw":
			q = variants.Jigsaw(ofType[rules.Set](p.Rules)[0][2].(rules.Jigsaw), g, opts...)
		case "killer", "killer-givens", "killer6":
			q = variants.Killer(ofType[rules.Cage](p.Rules), g, opts...)
		case "kropki":
			opts = append(opts, variants.WithRules(asRules(ofType[rules.NegativeKropki](p.Rules))...))
			q = variants.Kropki(ofType[rules.Difference](p.Rules), ofType[rules.Ratio](p.Rules), g, opts...)
		case "lines":
			opts = append(opts, variants.WithRules(p.Rules[1:]...))
			q = variants.Classic(g, opts...)
		case "littlekiller":
			q = variants.LittleKiller(ofType[rules.LittleKiller](p.Rules), g, opts...)
		case "nonconsecutive":
			q = variants.NonConsecutive(g, opts...)
		case "sandwich":
			q = variants.Sandwich(ofType[rules.Sandwich](p.Rules), g, opts...)
		case "sudoku-x":
			q = variants.X(g, opts...)
		case "thermo":
			q = variants.Thermo(ofType[rules.Thermometer](p.Rules), g, opts...)
		case "windoku":
			q = variants.Windoku(g, opts...)
		case "xv":
			if len(ofType[rules.NegativeXV](p.Rules)) > 0 {
				opts = append(opts, variants.Negative())
			}
			q = variants.XV(ofType[rules.XV](p.Rules), g, opts...)
		default:
			t.Errorf("%s: no family for %q", c.name, family(c.name))
			continue
		}
		canon, err := variants.Canonical(q)
		if err != nil {
			t.Errorf("%s: Canonical(family puzzle) = %v", c.name, err)
			continue
		}
		if d := cmp.Diff(p, canon); d != "" {
			t.Errorf("%s: family puzzle differs from the corpus (-corpus +family):\n%s", c.name, d)
		}
	}
}

func asRules[R sudoku.Rule](rs []R) []sudoku.Rule {
	out := make([]sudoku.Rule, len(rs))
	for i, r := range rs {
		out[i] = r
	}
	return out
}

// TestFamilyRules checks the rules and shape each constructor gives.
func TestFamilyRules(t *testing.T) {
	g4 := mustParse(t, "1...............")
	thermo := rules.Thermometer{Cells: cells("r1c1 r1c2")}
	white := rules.Difference{A: cell("r1c1"), B: cell("r1c2")}
	black := rules.Ratio{A: cell("r2c1"), B: cell("r2c2")}
	x := rules.X(cell("r3c1"), cell("r3c2"))
	tests := []struct {
		name  string
		p     sudoku.Puzzle
		shape sudoku.Shape
		rules []sudoku.Rule
	}{
		{"classic of the givens' shape", variants.Classic(g4), sudoku.Shape4, []sudoku.Rule{rules.Classic()}},
		{"classic, zero grid", variants.Classic(sudoku.Grid{}), sudoku.Shape9, []sudoku.Rule{rules.Classic()}},
		{"classic, 6x6", variants.Classic(sudoku.Grid{}, variants.WithShape(sudoku.Shape6)), sudoku.Shape6, []sudoku.Rule{rules.Classic()}},
		{"classic, no boxes", variants.Classic(sudoku.Grid{}, variants.WithShape(sudoku.LatinShape(5))), sudoku.LatinShape(5), []sudoku.Rule{rules.Latin()}},
		{"latin", variants.Latin(g4), sudoku.LatinShape(4), []sudoku.Rule{rules.Latin()}},
		{"x", variants.X(g4), sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Diagonals()}},
		{"windoku", variants.Windoku(sudoku.Grid{}), sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Windoku{}}},
		{"anti-knight", variants.AntiKnight(g4), sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.AntiKnight{}}},
		{"anti-king", variants.AntiKing(g4), sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.AntiKing{}}},
		{"non-consecutive", variants.NonConsecutive(g4), sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.NonConsecutive{}}},
		{"disjoint groups", variants.DisjointGroups(g4), sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.DisjointGroups{}}},
		{"thermo with extra rules", variants.Thermo([]rules.Thermometer{thermo}, g4, variants.WithRules(rules.AntiKing{})), sudoku.Shape4,
			[]sudoku.Rule{rules.Classic(), thermo, rules.AntiKing{}}},
		{"kropki", variants.Kropki([]rules.Difference{white}, []rules.Ratio{black}, g4), sudoku.Shape4,
			[]sudoku.Rule{rules.Classic(), white, black}},
		{"kropki, negative", variants.Kropki([]rules.Difference{white}, []rules.Ratio{black}, g4, variants.Negative()), sudoku.Shape4,
			[]sudoku.Rule{rules.Classic(), white, black, rules.NegativeKropki{White: true, Black: true,
				Marked: [][2]sudoku.Cell{{white.A, white.B}, {black.A, black.B}}}}},
		{"xv, negative", variants.XV([]rules.XV{x}, g4, variants.Negative()), sudoku.Shape4,
			[]sudoku.Rule{rules.Classic(), x, rules.NegativeXV{Marked: [][2]sudoku.Cell{{x.A, x.B}}}}},
		{"negative ignored", variants.Thermo([]rules.Thermometer{thermo}, g4, variants.Negative()), sudoku.Shape4,
			[]sudoku.Rule{rules.Classic(), thermo}},
		{"even-odd", variants.EvenOdd(cells("r1c1"), nil, g4), sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Odd{Cells: cells("r1c1")}}},
	}
	for _, tt := range tests {
		if tt.p.Shape != tt.shape {
			t.Errorf("%s: Shape = %v, want %v", tt.name, tt.p.Shape, tt.shape)
		}
		if d := cmp.Diff(tt.rules, tt.p.Rules); d != "" {
			t.Errorf("%s: rules (-want +got):\n%s", tt.name, d)
		}
		if !tt.p.Givens.IsZero() && tt.p.Givens.Shape() != tt.p.Shape {
			t.Errorf("%s: givens are %v, the puzzle %v", tt.name, tt.p.Givens.Shape(), tt.p.Shape)
		}
		// Every family goes through f-puzzles JSON to its canonical form.
		canon, err := variants.Canonical(tt.p)
		if err != nil {
			t.Errorf("%s: Canonical() = %v", tt.name, err)
			continue
		}
		data, err := variants.MarshalFPuzzles(tt.p)
		if err != nil {
			t.Errorf("%s: MarshalFPuzzles() = %v", tt.name, err)
			continue
		}
		q, err := variants.ParseFPuzzles(data)
		if err != nil {
			t.Errorf("%s: ParseFPuzzles(MarshalFPuzzles()) = %v", tt.name, err)
			continue
		}
		if d := cmp.Diff(canon, q); d != "" {
			t.Errorf("%s: through f-puzzles (-canonical +reread):\n%s", tt.name, d)
		}
	}
}

// TestFamiliesSolve solves a few family puzzles built directly, among them
// those whose rules differ from the reader's (Windoku, Jigsaw), and checks
// the options that fill in the puzzle.
func TestFamiliesSolve(t *testing.T) {
	windoku := mustParse(t, ".3.........92........79......8...2..6...2...........7....1...584....2......4.....")
	jigsaw, err := rules.ParseJigsaw(sudoku.Shape4, "AABB\nACBB\nACDD\nCCDD")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		p    sudoku.Puzzle
		want string // the unique solution
	}{
		{"windoku", variants.Windoku(windoku, variants.WithTitle("w"), variants.WithAuthor("a")),
			"132685749769234581854791362518347296697528134243916875926173458475862913381459627"},
		{"jigsaw", variants.Jigsaw(jigsaw, mustParse(t, "1.......2......."), variants.WithRules(rules.Diagonals())), ""},
		{"latin", variants.Latin(mustParse(t, "12..3..........."), variants.WithRules(rules.Diagonals())), ""},
	}
	for _, tt := range tests {
		m, err := tt.p.Model()
		if err != nil {
			t.Errorf("%s: Model() = %v", tt.name, err)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		sol, unique, err := m.Unique(ctx, tt.p.Givens)
		cancel()
		if err != nil {
			t.Errorf("%s: Unique() = %v", tt.name, err)
		} else {
			if tt.want != "" && (!unique || sol.String() != tt.want) {
				t.Errorf("%s: Unique() = %v, %v; want %s, true", tt.name, sol, unique, tt.want)
			}
			if err := m.Verify(sol); err != nil {
				t.Errorf("%s: Verify(solution) = %v", tt.name, err)
			}
		}
		m.Close()
	}
	p := tests[0].p
	if p.Title != "w" || p.Author != "a" {
		t.Errorf("Windoku options: Title %q, Author %q; want \"w\", \"a\"", p.Title, p.Author)
	}
}
