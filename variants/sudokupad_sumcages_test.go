package variants

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestSudokuPadInequalitiesAndSumCages reads the made puzzles with rules
// that f-puzzles cannot hold: inequality signs, and cages whose digits
// the rules text lets repeat. Each reads as the rules it draws, has
// exactly one solution, the published one, and cannot be written as a
// SudokuPad link, whose payload is f-puzzles JSON: the writer writes the
// signs as f-puzzles text, and refuses the sum cages rather than drop them.
func TestSudokuPadInequalitiesAndSumCages(t *testing.T) {
	s4, _ := sudoku.ShapeOf(4)
	c := sudoku.MustCells
	cell := func(s string) sudoku.Cell { return c(s)[0] }
	gt := func(big, small string) sudoku.Rule { return rules.GreaterThan{Big: cell(big), Small: cell(small)} }
	tests := []struct {
		file, title string
		givens      string
		extra       []sudoku.Rule // after rules.Classic(), in file order
		unsupported string        // the rule the writer names; "" when it writes them
	}{
		{"inequalities.scl", "Made inequalities", "", []sudoku.Rule{
			gt("r1c3", "r2c3"), // v
			gt("r3c3", "r3c4"), // >
			gt("r4c2", "r4c3"), // ›
			gt("r4c1", "r3c1"), // ^
			gt("r2c2", "r2c1"), // <
			gt("r3c1", "r3c2"), // >
			gt("r4c3", "r4c4"), // ＞ (full width)
		}, ""},
		{"repeat-cages.scl", "Made repeating cages", "....\n....\n.1..\n....", []sudoku.Rule{
			rules.SumCage{Sum: 6, Cells: c("r1c1 r1c2 r2c1")},
			rules.SumCage{Sum: 9, Cells: c("r1c3 r1c4 r2c4")},
			rules.SumCage{Sum: 9, Cells: c("r2c2 r2c3 r3c3")},            // 4 1 4
			rules.SumCage{Sum: 12, Cells: c("r3c1 r4c1 r4c2 r4c3 r4c4")}, // 5 cells: 2 4 3 2 1
		}, "rules.SumCage"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			p, err := ParseLink(spLink(t, tt.file))
			if err != nil {
				t.Fatalf("ParseLink() = %v", err)
			}
			var givens sudoku.Grid
			if tt.givens != "" {
				givens = mustGrid(t, s4, tt.givens)
			}
			want, err := Canonical(sudoku.Puzzle{Title: tt.title, Author: "z3sudoku tests", Shape: s4,
				Rules: []sudoku.Rule{rules.Classic()}, Givens: givens, Solution: mustGrid(t, s4, "1234341221434321")})
			if err != nil {
				t.Fatal(err)
			}
			want.Rules = append(want.Rules, tt.extra...)
			if d := cmp.Diff(want, p); d != "" {
				t.Errorf("ParseLink() (-want +got):\n%s", d)
			}
			checkSolved(t, p, true)
			link, err := SudokuPadURL(p)
			if tt.unsupported == "" {
				// Written as f-puzzles text signs, and read back.
				if err != nil {
					t.Fatalf("SudokuPadURL() = %v", err)
				}
				back, err := ParseLink(link)
				if err != nil {
					t.Fatalf("ParseLink(SudokuPadURL()) = %v", err)
				}
				if d := cmp.Diff(p, back); d != "" {
					t.Errorf("round trip (-read +written and read):\n%s", d)
				}
				return
			}
			if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), tt.unsupported) {
				t.Errorf("SudokuPadURL() = %.40q, %v; want ErrUnsupported naming %s", link, err, tt.unsupported)
			}
			if _, err := MarshalFPuzzles(p); !errors.Is(err, ErrUnsupported) {
				t.Errorf("MarshalFPuzzles() = %v, want ErrUnsupported", err)
			}
		})
	}
	// Read as killer cages, the published solution would break them: the
	// choice the rules text makes matters.
	p, err := ParseLink(spLink(t, "repeat-cages.scl"))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range p.Rules {
		if sc, ok := r.(rules.SumCage); ok {
			p.Rules[i] = rules.Cage{Sum: sc.Sum, Cells: sc.Cells}
		}
	}
	m, err := p.Model()
	if err == nil {
		err = m.Verify(p.Solution)
		m.Close()
	}
	if err == nil {
		t.Errorf("the solution satisfies the cages read as killer cages; want it to break them")
	}
}

// TestSudokuPadInequalityGlyphs reads each glyph for an inequality sign
// on the edges it may point across: a sign points to the smaller digit.
func TestSudokuPadInequalityGlyphs(t *testing.T) {
	const grid = `ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]`
	r1c1, r1c2, r2c1 := sudoku.Cell{Row: 0, Col: 0}, sudoku.Cell{Row: 0, Col: 1}, sudoku.Cell{Row: 1, Col: 0}
	tests := []struct {
		glyph string
		big   sudoku.Cell // the sign is between big and small
		small sudoku.Cell
	}{
		{"<", r1c2, r1c1}, {"‹", r1c2, r1c1}, {"＜", r1c2, r1c1},
		{">", r1c1, r1c2}, {"›", r1c1, r1c2}, {"＞", r1c1, r1c2},
		{"^", r2c1, r1c1}, {"˄", r2c1, r1c1}, {"∧", r2c1, r1c1},
		{"v", r1c1, r2c1}, {"˅", r1c1, r2c1}, {"∨", r1c1, r2c1},
	}
	for _, tt := range tests {
		t.Run(tt.glyph, func(t *testing.T) {
			centre := "[0.5,1]" // between r1c1 and r1c2
			if tt.small == r2c1 || tt.big == r2c1 {
				centre = "[1,0.5]"
			}
			glyph, _ := json.Marshal(tt.glyph)
			p, err := ParseSudokuPad([]byte(fmt.Sprintf(`{%s,o:[{ct:%s,w:0.3,h:0.3,c2:#F,te:%s}]}`, grid, centre, glyph)))
			if err != nil {
				t.Fatalf("ParseSudokuPad() = %v", err)
			}
			want := rules.GreaterThan{Big: tt.big, Small: tt.small}
			if got := p.Rules[len(p.Rules)-1]; got != sudoku.Rule(want) {
				t.Errorf("read %v, want %v", got, want)
			}
		})
	}
}

// TestSudokuPadRepeatingCagesText checks the one choice the reader makes
// from the rules text: a cage with a total is a sum cage whose digits may
// repeat only when a standard sentence says so and nothing else about
// cages speaks of repeats; otherwise it is a killer cage, or the puzzle is
// refused as before.
func TestSudokuPadRepeatingCagesText(t *testing.T) {
	const grid = `ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]`
	const cage = `{ce:[[1,1],[2,2]],v:5}`
	tests := []struct {
		name   string
		cages  string
		text   string
		kind   string   // the cage's rule, when read
		refuse []string // the phrases refused, when not
	}{
		{"may repeat in cages", cage, "Normal sudoku rules apply. Digits may repeat in cages.", "rules.SumCage", nil},
		{"can repeat within a cage", cage, "Digits can repeat within a cage", "rules.SumCage", nil},
		{"cages may contain repeated digits", cage, "Cages may contain repeated digits!", "rules.SumCage", nil},
		{"in a cage may be repeated, under a heading", cage,
			"Killer cages: digits in a cage sum to the total.\nKiller cages: digits in a cage may be repeated if allowed by other rules.", "rules.SumCage", nil},
		{"escaped line breaks", cage, `Normal sudoku rules apply.\nDigits CAN repeat in cages.`, "rules.SumCage", nil},
		{"may not repeat", cage, "Digits may not repeat in cages.", "rules.Cage", nil},
		{"no text", cage, "", "rules.Cage", nil},
		{"and cannot repeat", cage, "Digits may repeat in cages. Digits in a cage cannot repeat.", "", []string{`"may repeat"`}},
		{"more than cages", cage, "Digits may repeat in cages and on lines.", "", []string{`"may repeat"`}},
		{"not about cages", cage, "Digits in cages sum to the total. Digits may repeat.", "", []string{`"may repeat"`}},
		{"a cage without a total", cage + `,{ce:[[0,0],[0,1]],unique:t}`, "Digits may repeat in cages.", "", []string{`"may repeat"`}},
		{"a cage marked unique", `{ce:[[1,1],[2,2]],v:5,unique:t}`, "Cages may contain repeated digits.", "", []string{`"contain repeated"`}},
		{"no cages", "", "Digits may repeat in cages.", "", []string{`"may repeat"`, `"cages"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, _ := json.Marshal(tt.text)
			p, err := ParseSudokuPad([]byte(fmt.Sprintf(`{%s,metadata:{rules:%s},ca:[%s]}`, grid, text, tt.cages)))
			if tt.refuse != nil {
				var re *RulesTextError
				if !errors.As(err, &re) || !errors.Is(err, ErrUnreadRules) {
					t.Fatalf("ParseSudokuPad() = %v, want a *RulesTextError", err)
				}
				var got []string
				for _, p := range re.Phrases {
					got = append(got, p[:strings.Index(p, " (")])
				}
				if d := cmp.Diff(tt.refuse, got); d != "" {
					t.Errorf("phrases (-want +got):\n%s", d)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseSudokuPad() = %v", err)
			}
			var kinds []string
			for _, r := range p.Rules[1:] {
				kinds = append(kinds, fmt.Sprintf("%T", r))
			}
			if d := cmp.Diff([]string{tt.kind}, kinds); d != "" {
				t.Errorf("rules read after the houses (-want +got):\n%s", d)
			}
		})
	}
}

// TestSudokuPadInequalitiesReal reads the real Sudoku-Bench puzzles whose
// inequality signs are drawn in forms the reader does not take for one
// (their sources are in testdata/sudokupad/README.md): each sign is
// listed as not read, never read as another rule.
func TestSudokuPadInequalitiesReal(t *testing.T) {
	t.Run("what a twist: a capital V on an edge", func(t *testing.T) {
		// The V between r1c1 and r2c1 is an inequality sign; a capital V
		// is also XV's V, and 3+2 = 5 in the published solution, so
		// only the rules text tells them apart.
		_, err := ParseLink(spLink(t, "what-a-twist.link"))
		var ee *ElementsError
		if !errors.As(err, &ee) {
			t.Fatalf("ParseLink() = %v, want an *ElementsError", err)
		}
		want := []string{
			"lines[0] (line #34BBE6, 5 points, r6c6 to r1c5)",
			"arrows[5] (arrow #000000, 2 points, [-0.266, -0.266] to [-0.068, -0.068])",
			"arrows[6] (arrow #000000, 2 points, [1.734, 6.266] to [1.932, 6.068])",
			`overlays[5] (circle 0.7x0.7 at [-0.5, -0.5], fill #FFFFFF, text "26")`,
			`overlays[6] (circle 0.7x0.7 at [1.5, 6.5], fill #FFFFFF, text "15")`,
			`overlays[7] (circle 0.3x0.2 at r1c1|r2c1, fill #FFFFFF, text "V")`,
		}
		if d := cmp.Diff(want, ee.Elements); d != "" {
			t.Errorf("unread elements (-want +got):\n%s", d)
		}
	})
	t.Run("granular impurities: chevrons drawn as lines inside cells", func(t *testing.T) {
		// The chevrons on the shaded cells' edges with unshaded ones are
		// the drawing of minimum cells (bind_drawn.go), which the text
		// states; its white lines (drawn over grey outlines) divide into
		// segments that each sum to 10.
		p, bs, err := ParseLinkBindings(spLink(t, "granular-impurities.link"))
		if err != nil {
			t.Fatalf("ParseLinkBindings() = %v, want the puzzle", err)
		}
		var got []string
		for _, b := range bs {
			got = append(got, b.Elements+": "+b.Family)
		}
		if d := cmp.Diff([]string{"shaded cells (7): minimum cells", "white lines (5): sum line"}, got); d != "" {
			t.Errorf("bindings (-want +got):\n%s", d)
		}
		checkSolved(t, p, true)
	})
}
