package variants

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// diagonalArrowJSON is a SudokuPad arrow in the outside cell (r, c),
// 0-based, pointing along the diagonal dr, dc, as Sudoku Maker draws a
// little killer's arrow.
func diagonalArrowJSON(colour string, r, c, dr, dc int) string {
	from := [2]float64{float64(r) + 0.5 - 0.234*float64(dr), float64(c) + 0.5 - 0.234*float64(dc)}
	to := [2]float64{from[0] + 0.198*float64(dr), from[1] + 0.198*float64(dc)}
	return fmt.Sprintf(`{"wayPoints":[[%g,%g],[%g,%g]],"headLength":0.18,"color":%q,"thickness":2.56}`, from[0], from[1], to[0], to[1], colour)
}

// productJSON is a 4x4 SudokuPad puzzle with the arrows and the rules
// text, and shapes added.
func productJSON(rulesText, solution string, arrows []string, shapes ...string) string {
	js := bindShapesJSON(rulesText, solution, shapes...)
	return strings.Replace(js, `"lines":[]`, `"lines":[],"arrows":[`+strings.Join(arrows, ",")+`]`, 1)
}

// TestBindProductDiagonals reads arrows outside the grid without numbers
// as diagonals of one product when the text says so, and refuses them
// for a sentence that says something else, arrows with numbers, arrows of
// two colours, and a solution that breaks the rule.
func TestBindProductDiagonals(t *testing.T) {
	const black, red = "#000000", "#ff0000"
	// On bindSolution: r1c1..r4c4 and r1c4..r4c1 multiply to 12, r1c2..r3c4 to 8.
	twelve := []string{diagonalArrowJSON(black, -1, -1, 1, 1), diagonalArrowJSON(black, -1, 4, 1, -1)}
	eight := diagonalArrowJSON(black, -1, 0, 1, 1)
	const same = "Every indicated diagonal has the same product."
	number := `{"center":[-0.5,-0.5],"width":0.6,"height":0.6,"text":"12"}`
	tests := []struct {
		name   string
		js     string
		reason string // "" for bound; "elements" for an *ElementsError; "solution"
	}{
		{"same product", productJSON(same, bindSolution, twelve), ""},
		{"product of the digits", productJSON("Normal sudoku rules apply. The product of the digits along each marked diagonal is the same.", bindSolution, twelve), ""},
		{"pointed to by arrows", productJSON("All diagonals indicated by an arrow have the same product.", bindSolution, twelve), ""},
		{"no solution carried", productJSON(same, "", append(twelve[:1:1], eight)), ""},
		{"the same sum", productJSON("Every indicated diagonal has the same sum.", "", twelve), "elements"},
		{"says more", productJSON("Every indicated diagonal has the same product, except one.", "", twelve), "elements"},
		{"another sentence on diagonals", productJSON(same+" Digits may not repeat on the diagonals.", "", twelve), "elements"},
		{"no sentence", productJSON("Normal sudoku rules apply.", "", twelve), "elements"},
		{"one arrow", productJSON(same, "", twelve[:1]), "elements"},
		{"a number by an arrow", productJSON(same, "", twelve, number), "elements"},
		{"two colours", productJSON(same, "", []string{twelve[0], diagonalArrowJSON(red, -1, 4, 1, -1)}), "elements"},
		{"solution breaks it", productJSON(same, bindSolution, append(twelve[:1:1], eight)), "solution"},
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
				if d := cmp.Diff([]string{"diagonal arrows (2): product diagonals"}, got); d != "" {
					t.Errorf("bindings (-want +got):\n%s", d)
				}
				n := 0
				for _, r := range rules.Flatten(p.Rules...) {
					if pd, ok := r.(rules.ProductDiagonals); ok && pd.Product == 0 && len(pd.Clues) == 2 {
						n++
					}
				}
				if n != 1 {
					t.Errorf("rules = %v, want one ProductDiagonals of two clues", p.Rules)
				}
			default:
				wantRefusal(t, err, tt.reason, "product diagonals")
			}
		})
	}
}

// TestBindProductDiagonalsReal reads Michael Lefkowitz's "Cross Product"
// (6x6, four arrows without numbers, no givens) to its one published
// solution.
func TestBindProductDiagonalsReal(t *testing.T) {
	link, published := benchLink(t, "sxsm_MichaelLefkowitz_8ab8aeb4b8e4966f12df37b3cf195e14")
	p, bs, err := ParseLinkBindings(link)
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
	}
	if len(bs) != 1 || bs[0].Family != "product diagonals" || bs[0].Elements != "diagonal arrows (4)" {
		t.Errorf("bindings = %v, want the 4 arrows as product diagonals", bs)
	}
	want := rules.ProductDiagonals{Clues: []rules.DiagonalClue{
		{Clue: sudoku.Cell{Row: -1, Col: 3}, Dir: rules.DownRight},
		{Clue: sudoku.Cell{Row: 1, Col: -1}, Dir: rules.DownRight},
		{Clue: sudoku.Cell{Row: 5, Col: -1}, Dir: rules.UpRight},
		{Clue: sudoku.Cell{Row: 6, Col: 0}, Dir: rules.UpRight},
	}}
	var got []sudoku.Rule
	for _, r := range p.Rules {
		if _, ok := r.(rules.ProductDiagonals); ok {
			got = append(got, r)
		}
	}
	if d := cmp.Diff([]sudoku.Rule{want}, got); d != "" {
		t.Errorf("product diagonal rules (-want +got):\n%s", d)
	}
	uniquePublished(t, p, published)
}
