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

// sunCells are suns that hold on bindSolution's grid: each digit counts
// its smaller surrounding cells.
var sunCells = []string{"r1c2", "r1c3", "r4c2", "r4c3"}

// sunJSON is a 4x4 SudokuPad puzzle with a text shape on each cell, as
// Sudoku Maker draws suns (a zero-width underlay with the emoji), and the
// rules text.
func sunJSON(rulesText, solution, text string, cells ...string) string {
	var shapes []string
	for _, c := range cells {
		shapes = append(shapes, sunShapeJSON(text, c))
	}
	return bindShapesJSON(rulesText, solution, shapes...)
}

// sunShapeJSON is one sun drawn with text on cell ("r1c1").
func sunShapeJSON(text, cell string) string {
	var r, k int
	fmt.Sscanf(cell, "r%dc%d", &r, &k)
	return fmt.Sprintf(`{"center":[%g,%g],"width":0,"height":1.05,"stroke":"#ffffff","text":%q,"fontSize":36,"color":"#000000","angle":0,"rounded":true}`,
		float64(r)-0.5, float64(k)-0.5, text)
}

// TestBindSunburn binds sun emojis to rules.Sunburn in the setters'
// wordings, and refuses a text that counts other cells or says more, an
// emoji the text does not name, and a solution that breaks the rule.
func TestBindSunburn(t *testing.T) {
	const lefkowitz = "SUNBURN - A digit on a sun indicates how many surrounding cells (i.e. orthogonally or diagonally adjacent cells) contain smaller digits."
	const sun = "\u2600\ufe0f"
	tests := []struct {
		name   string
		js     string
		reason string // "" for bound; "elements" for an *ElementsError; "solution"; else in BindError.Reason
	}{
		{"standard", sunJSON(lefkowitz, bindSolution, sun, sunCells...), ""},
		{"without the selector", sunJSON(lefkowitz, bindSolution, "\u2600", sunCells...), ""},
		{"surrounding cells", sunJSON("Sunburn: a digit on a sun indicates how many surrounding cells contain smaller digits.", bindSolution, sun, sunCells...), ""},
		{"diagonally too", sunJSON("Digits on suns show the number of orthogonally or diagonally adjacent cells with a smaller digit.", bindSolution, sun, sunCells...), ""},
		{"including diagonally", sunJSON("A digit in a sun equals how many adjacent cells, including diagonally, contain a digit smaller than it.", bindSolution, sun, sunCells...), ""},
		{"no solution carried", sunJSON(lefkowitz, "", sun, "r1c2", "r2c1"), ""},
		{"adjacent alone", sunJSON("A digit on a sun indicates how many adjacent cells contain smaller digits.", "", sun, sunCells...), "standard wording"},
		{"orthogonally only", sunJSON("A digit on a sun indicates how many orthogonally adjacent cells contain smaller digits.", "", sun, sunCells...), "standard wording"},
		{"larger digits", sunJSON("A digit on a sun indicates how many surrounding cells contain larger digits.", "", sun, sunCells...), "standard wording"},
		{"says more", sunJSON("A digit on a sun indicates how many surrounding cells contain smaller digits, but not in its box.", "", sun, sunCells...), "standard wording"},
		{"another sentence on suns", sunJSON(lefkowitz+" Suns may not be in the corners.", "", sun, sunCells...), "standard wording"},
		{"no sentence on suns", sunJSON("Normal sudoku rules apply.", "", sun, sunCells...), "elements"},
		{"a star", sunJSON(lefkowitz, "", "\u2b50", sunCells...), "elements"},
		{"solution breaks it", sunJSON(lefkowitz, bindSolution, sun, "r1c2", "r2c1"), "solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			switch tt.reason {
			case "":
				if err != nil {
					t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
				}
				var got []string
				for _, b := range bs {
					got = append(got, b.Elements+": "+b.Family)
				}
				if d := cmp.Diff([]string{fmt.Sprintf("suns (%d): sunburn", strings.Count(tt.js, `"text"`))}, got); d != "" {
					t.Errorf("bindings (-want +got):\n%s", d)
				}
				var suns []rules.Sunburn
				for _, r := range rules.Flatten(p.Rules...) {
					if s, ok := r.(rules.Sunburn); ok {
						suns = append(suns, s)
					}
				}
				if len(suns) != 1 || len(suns[0].Cells) != strings.Count(tt.js, `"text"`) {
					t.Errorf("rules = %v, want one Sunburn with every sun", p.Rules)
				}
			default:
				wantRefusal(t, err, tt.reason, "sunburn")
			}
		})
	}
}

// TestBindSunburnReal reads Michael Lefkowitz's "Clear Skies" (three
// suns drawn as emoji underlays, no givens) to its one published solution.
func TestBindSunburnReal(t *testing.T) {
	link, published := benchLink(t, "sxsm_MichaelLefkowitz_8d607a9cd510c988a3a7a7409cab75af")
	p, bs, err := ParseLinkBindings(link)
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
	}
	if len(bs) != 1 || bs[0].Family != "sunburn" || bs[0].Elements != "suns (3)" {
		t.Errorf("bindings = %v, want the 3 suns as sunburn", bs)
	}
	want := rules.Sunburn{Cells: sudoku.MustCells("r2c2 r2c4 r3c4")}
	var got []sudoku.Rule
	for _, r := range p.Rules {
		if _, ok := r.(rules.Sunburn); ok {
			got = append(got, r)
		}
	}
	if d := cmp.Diff([]sudoku.Rule{want}, got); d != "" {
		t.Errorf("sunburn rules (-want +got):\n%s", d)
	}
	uniquePublished(t, p, published)
}

// TestBindShapesDotsSuns binds odd circles, grey dots and suns of one
// file, one binder after another: each drops what it bound from the
// unread elements, and an element none reads is the one listed.
func TestBindShapesDotsSuns(t *testing.T) {
	text := "The grey circles contain odd digits. Cells separated by a grey dot are either consecutive or in a 1:2 ratio (or both). " +
		"A digit on a sun indicates how many surrounding cells contain smaller digits."
	odd := bindShapeJSON("#cccf", true, 0.7, "r1c1") // 1
	dot := edgeDotJSON("#383838", "r1c1", "r1c2")    // 1 2
	sun := sunShapeJSON("\u2600", "r1c2")            // 2, with two smaller around it
	other := `{"center":[3.5,3.5],"width":0.5,"height":0.5,"text":"Q"}`

	_, bs, err := decodeSCLBindings([]byte(bindShapesJSON(text, bindSolution, odd, dot, sun)), nil)
	if err != nil {
		t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
	}
	var got []string
	for _, b := range bs {
		got = append(got, b.Family)
	}
	if d := cmp.Diff([]string{"odd cells", "difference or ratio dot", "sunburn"}, got); d != "" {
		t.Errorf("bindings (-want +got):\n%s", d)
	}

	_, _, err = decodeSCLBindings([]byte(bindShapesJSON(text, bindSolution, odd, dot, sun, other)), nil)
	var ee *ElementsError
	if !errors.As(err, &ee) || len(ee.Elements) != 1 || !strings.HasPrefix(ee.Elements[0], "underlays[3] ") {
		t.Fatalf("decodeSCLBindings() = %v, want an *ElementsError for underlays[3] alone", err)
	}
}
