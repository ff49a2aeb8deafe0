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

// cageRegionsLayout is a 4x4 jigsaw; cageRegionsSolution fills it.
var cageRegionsLayout = []string{
	"AAAB",
	"CABB",
	"CCDB",
	"CDDD",
}

const cageRegionsSolution = "1234241331424321"

// cageRegionsBorders are the border lines Sudoku Maker would draw for
// cageRegionsLayout: the frame and the edges between regions, as
// [row, column] grid points.
var cageRegionsBorders = []string{
	`[[0,0],[0,4],[4,4],[4,0],[0,0]]`,
	`[[0,3],[1,3],[1,2],[3,2]]`,
	`[[1,0],[1,1],[2,1],[2,2],[3,2],[3,1],[4,1]]`,
	`[[2,2],[2,3],[3,3],[3,4]]`,
}

// cageRegionsJSON is a 4x4 SudokuPad puzzle with "regions": [] and its
// regions drawn as Sudoku Maker draws them: the hidden unique cages of
// layout, the border lines and the fills given, and the rules text.
func cageRegionsJSON(text string, layout []string, borders, fills []string) string {
	cells := map[byte][]string{}
	var order []byte
	for r, row := range layout {
		for c := range row {
			k := row[c]
			if _, ok := cells[k]; !ok {
				order = append(order, k)
			}
			cells[k] = append(cells[k], fmt.Sprintf("[%d,%d]", r, c))
		}
	}
	var cages []string
	for _, k := range order {
		cages = append(cages, `{"cells":[`+strings.Join(cells[k], ",")+`],"unique":true,"hidden":true}`)
	}
	var lines []string
	for _, b := range borders {
		lines = append(lines, `{"wayPoints":`+b+`,"color":"#000000","thickness":3.84,"target":"overlay"}`)
	}
	return `{"cells":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"regions":[],` +
		`"cages":[` + strings.Join(cages, ",") + `],"lines":[` + strings.Join(lines, ",") + `],` +
		`"underlays":[` + strings.Join(fills, ",") + `],` +
		`"metadata":{"rules":` + fmt.Sprintf("%q", text) + `,"solution":"` + cageRegionsSolution + `"}}`
}

// cageRegionsFill is a near-invisible white fill of w x h at [r, c].
func cageRegionsFill(r, c, w, h float64, bg string) string {
	return fmt.Sprintf(`{"center":[%g,%g],"width":%g,"height":%g,"backgroundColor":%q}`, r, c, w, h, bg)
}

// TestSudokuPadCageRegions reads hidden unique cages that partition the
// grid as its irregular regions, with their border lines and fills, when
// the rules text speaks of irregular regions; and leaves them, and any
// line or fill that does not agree with them, unread otherwise.
func TestSudokuPadCageRegions(t *testing.T) {
	const irregular = "Irregular sudoku rules apply: place 1-4 in each row, column and outlined region."
	fills := []string{
		cageRegionsFill(0.5, 0.5, 0.8, 0.8, "#fff3"),  // inside r1c1
		cageRegionsFill(0.95, 1.5, 0.8, 0.1, "#fff3"), // r1c2, at its join with r2c2
		cageRegionsFill(1, 1.5, 0.8, 0.2, "#fff3"),    // across r1c2 and r2c2, both A
		cageRegionsFill(1, 1, 0.2, 0.2, "#ffffff20"),  // r1c1, r1c2, r2c1 (C!), r2c2: refused below
	}
	ok := fills[:3]
	tests := []struct {
		name   string
		js     string
		unread []string // nil: read; else the elements refused
	}{
		{"read", cageRegionsJSON(irregular, cageRegionsLayout, cageRegionsBorders, ok), nil},
		{"jigsaw wording", cageRegionsJSON("Jigsaw sudoku.", cageRegionsLayout, cageRegionsBorders, nil), nil},
		{"bold regions", cageRegionsJSON("Place 1 to 4 once in every row, column and bold region.", cageRegionsLayout, nil, nil), nil},
		{"no word for the regions", cageRegionsJSON("Normal sudoku rules apply.", cageRegionsLayout, nil, nil),
			[]string{"cages[0]", "cages[1]", "cages[2]", "cages[3]"}},
		{"cages do not partition", cageRegionsJSON(irregular, []string{"AAAB", "CABB", "CCDB", "CDDB"}, nil, nil),
			[]string{"cages[0]", "cages[1]", "cages[2]", "cages[3]"}},
		{"regions in the file", strings.Replace(cageRegionsJSON(irregular, cageRegionsLayout, nil, nil), `"regions":[]`,
			`"regions":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]`, 1),
			[]string{"cages[0]", "cages[1]", "cages[2]", "cages[3]"}},
		{"border inside a region", cageRegionsJSON(irregular, cageRegionsLayout,
			append(cageRegionsBorders[:2:2], `[[0,1],[1,1]]`), nil), []string{"lines[2]"}},
		{"border across the grid", cageRegionsJSON(irregular, cageRegionsLayout,
			append(cageRegionsBorders[:2:2], `[[1,0],[1,4]]`), nil), []string{"lines[2]"}},
		{"border off the edges", cageRegionsJSON(irregular, cageRegionsLayout,
			append(cageRegionsBorders[:2:2], `[[0.5,0.5],[0.5,2.5]]`), nil), []string{"lines[2]"}},
		{"fill across two regions", cageRegionsJSON(irregular, cageRegionsLayout, cageRegionsBorders, fills),
			[]string{"underlays[3]"}},
		{"visible fill", cageRegionsJSON(irregular, cageRegionsLayout, nil,
			[]string{cageRegionsFill(0.5, 0.5, 0.8, 0.8, "#ff000080")}), []string{"underlays[0]"}},
	}
	shape, _ := sudoku.ShapeOf(4)
	layout := make([]int, 16)
	for i := range layout {
		layout[i] = int(cageRegionsLayout[i/4][i%4] - 'A')
	}
	j, err := rules.JigsawFromLayout(shape, layout)
	if err != nil {
		t.Fatal(err)
	}
	want := rules.JigsawRules(j.Regions)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			if tt.unread == nil {
				if err != nil {
					t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
				}
				if diff := cmp.Diff(fmt.Sprint([]sudoku.Rule{want}), fmt.Sprint(p.Rules)); diff != "" {
					t.Errorf("rules (-want +got):\n%s", diff)
				}
				if diff := cmp.Diff(want, p.Rules[0]); diff != "" {
					t.Errorf("regions (-want +got):\n%s", diff)
				}
				if len(bs) != 1 || bs[0].Family != "jigsaw regions" || len(bs[0].Lines) != 4 {
					t.Errorf("bindings = %v, want the 4 cages bound to jigsaw regions", bs)
				}
				return
			}
			// Lines not read are left for the binder, which refuses them.
			var ee *ElementsError
			var be *BindError
			var got []string
			switch {
			case errors.As(err, &ee):
				for _, e := range ee.Elements {
					name, _, _ := strings.Cut(e, " ")
					got = append(got, name)
				}
			case errors.As(err, &be):
				got = be.Lines
			default:
				t.Fatalf("decodeSCLBindings() = %v, want an *ElementsError or a *BindError", err)
			}
			if diff := cmp.Diff(tt.unread, got); diff != "" {
				t.Errorf("unread (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSudokuPadCageRegionsBroken refuses a carried solution that breaks
// the regions read from the cages, naming their binding.
func TestSudokuPadCageRegionsBroken(t *testing.T) {
	// The rows of the solution, shifted: a Latin square, not the jigsaw.
	js := strings.Replace(cageRegionsJSON("Jigsaw sudoku.", cageRegionsLayout, nil, nil),
		cageRegionsSolution, "1234214334124321", 1)
	_, err := decodeSCL([]byte(js))
	var se *SolutionError
	if !errors.As(err, &se) {
		t.Fatalf("decodeSCL() = %v, want a *SolutionError", err)
	}
}
