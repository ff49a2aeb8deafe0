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

// TestDrawnReal reads Sudoku-Bench puzzles whose little killers,
// thermometers or arrows are drawn with generic elements: each binds by
// its rules text, and the puzzle has one solution, the published one.
func TestDrawnReal(t *testing.T) {
	tests := []struct {
		id    string
		want  []string       // Binding.Elements + ": " + Family
		rules map[string]int // rules read, by type, besides the houses
	}{
		// Thermometers, and two little killers: black arrows outside the
		// grid with numbers in text circles.
		{"sxsm_Biscuit_1cdfee5b62656f4d3f3aa8c35ded50ea", []string{"little killer arrows (2): little killer"},
			map[string]int{"rules.Thermometer": 8, "rules.LittleKiller": 2}},
		// Arrows drawn as grey lines from hollow circles, with arrowheads
		// of two strokes.
		{"sxsm_YellowLucario_8913e050ad56760737be568a56a13979", []string{"arrows drawn as lines (5): arrow"},
			map[string]int{"rules.Arrow": 5}},
		// Slow thermometers drawn as tan lines from one tan bulb.
		{"sxsm_Neokart_d5260b08ac3932463f0aa0e660e15106",
			[]string{"thermometers drawn as lines (14): thermometer", "thermometers (14): slow thermometer"},
			map[string]int{"rules.SlowThermometer": 14, "rules.Difference": 5, "rules.Ratio": 5}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			link, published := benchLink(t, tt.id)
			p, bs, err := ParseLinkBindings(link)
			if err != nil {
				t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
			}
			var got []string
			for _, b := range bs {
				got = append(got, b.Elements+": "+b.Family)
				if b.Sentence == "" || len(b.Lines) == 0 {
					t.Errorf("Binding %v: want its sentence and elements", b)
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("bindings (-want +got):\n%s", d)
			}
			types := map[string]int{}
			for _, r := range p.Rules[1:] {
				types[fmt.Sprintf("%T", r)]++
			}
			if d := cmp.Diff(tt.rules, types); d != "" {
				t.Errorf("rules read (-want +got):\n%s", d)
			}
			uniquePublished(t, p, published)
		})
	}
}

// TestDrawnRealRefused: Sudoku-Bench puzzles whose drawings this reads,
// refused for what else they state or draw.
func TestDrawnRealRefused(t *testing.T) {
	t.Run("fjam: maximum cells, and region sum lines off cell centres", func(t *testing.T) {
		// Its shaded cells and their chevrons are read as maximum cells,
		// its arrows as arrows; its blue lines end short of r4c5's and
		// r5c5's centres, two to a cell, so they branch there, which a
		// region sum line may not (and one cuts a corner).
		link, _ := benchLink(t, "sxsm_fjam_e4ccc8a26362051e9121afc4f76b0737")
		_, err := ParseLink(link)
		var be *BindError
		if !errors.As(err, &be) || be.Elements != "blue lines (6)" || !strings.Contains(be.Reason, "branch from one another") {
			t.Fatalf("ParseLink() = %v, want a *BindError for the blue lines only", err)
		}
	})
}

// drawnJSON is bindJSON with arrows and overlays.
func drawnJSON(rulesText, solution string, lines, arrows, overlays []string) string {
	js := bindJSON(rulesText, solution, lines...)
	return strings.Replace(js, `"metadata"`, fmt.Sprintf(`"arrows":[%s],"overlays":[%s],"metadata"`,
		strings.Join(arrows, ","), strings.Join(overlays, ",")), 1)
}

// TestDrawnClues reads synthetic 4x4 drawings (bindSolution) and their
// refusals: what is read, or that the elements stay unread.
func TestDrawnClues(t *testing.T) {
	const (
		lkText = "Clues outside the grid give the sum of the digits along the indicated diagonal."
		// A little killer above r1c1 pointing down-right: r1c2, r2c3,
		// r3c4 = 2 + 1 + 4.
		lkArrow   = `{"wayPoints":[[-0.266,0.734],[-0.068,0.932]],"headLength":0.18,"color":"#000000","thickness":3}`
		lkStrokes = `{"wayPoints":[[-0.268,0.932],[-0.068,0.932],[-0.068,0.732]],"color":"#000000","thickness":2}`
		lkArrow2  = `{"wayPoints":[[-0.266,0.266],[-0.068,0.068]],"headLength":0.18,"color":"#000000","thickness":3}`
		tan       = "#dac391ff"
		yellow    = "#f0e442ff"
		grey      = "#bbbf"
	)
	num := func(v int) string {
		return fmt.Sprintf(`{"center":[-0.5,0.5],"width":1,"height":1,"stroke":"none","text":%d,"fontSize":32,"color":"#000","rounded":true}`, v)
	}
	lk := rules.LittleKiller{Sum: 7, Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.DownRight}
	// A thermometer drawn from its tip: r1c3 (4), r1c2, r1c1 (1), the
	// bulb on r1c1.
	thermoLine := bindLineJSON(tan, "r1c3", "r1c2", "r1c1")
	bulb := func(col string) string { return bindShapeJSON(col, true, 0.8, "r1c1") }
	thermo := rules.Thermometer{Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}}
	// An arrow from a hollow circle on r1c3 (4) through r2c3, r3c3 (1 +
	// 3), with its head at r3c3.
	arrowLine := bindLineJSON(grey, "r1c3", "r2c3", "r3c3")
	arrowHead := `{"color":"#bbbf","thickness":3,"wayPoints":[[2.25,2.25],[2.5,2.5],[2.25,2.75]]}`
	circle := `{"center":[0.5,2.5],"width":0.85,"height":0.85,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#bbbf"}`
	arrow := rules.Arrow{Circle: []sudoku.Cell{{Row: 0, Col: 2}}, Line: []sudoku.Cell{{Row: 1, Col: 2}, {Row: 2, Col: 2}}}

	// Shaded r2c2 (4) is greater than its neighbours (2, 1, 3, 1); the
	// chevrons on its edges point out, to the smaller digits.
	shaded := `{"center":[1.5,1.5],"width":1,"height":1,"backgroundColor":"#0003"}`
	chev := func(pts string) string { return `{"color":"#000000","thickness":1,"wayPoints":` + pts + `}` }
	chevrons := []string{
		chev(`[[1.38,1.11],[1.5,1.06],[1.62,1.11]]`), chev(`[[1.38,1.89],[1.5,1.94],[1.62,1.89]]`),
		chev(`[[1.11,1.38],[1.06,1.5],[1.11,1.62]]`), chev(`[[1.89,1.38],[1.94,1.5],[1.89,1.62]]`),
	}
	maxText := "Digits in grey shaded cells must be greater than all neighbouring unshaded cells."
	maximum := rules.Maximum{Cells: []sudoku.Cell{{Row: 1, Col: 1}}}

	tests := []struct {
		name     string
		js       string
		want     []sudoku.Rule // besides the houses; nil when refused
		bound    []string      // the binding's elements, when read
		unread   []string      // the ElementsError's elements, by name, when refused
		solution bool          // refused with a *SolutionError
	}{
		{"little killer arrow", drawnJSON(lkText, bindSolution, nil, []string{lkArrow}, []string{num(7)}),
			[]sudoku.Rule{lk}, []string{"arrows[0]", "overlays[0]"}, nil, false},
		{"little killer arrowhead of two strokes", drawnJSON("Little killer: digits along the diagonal indicated by an arrow sum to the number by the arrow.",
			bindSolution, []string{lkStrokes}, nil, []string{num(7)}),
			[]sudoku.Rule{lk}, []string{"lines[0]", "overlays[0]"}, nil, false},
		{"little killer, text of products", drawnJSON("The indicated diagonal has the product shown.", "", nil, []string{lkArrow}, []string{num(7)}),
			nil, nil, []string{"arrows[0]", "overlays[0]"}, false},
		{"little killer, another sentence about diagonals", drawnJSON(lkText+" Digits on the marked diagonal are odd.", "", nil, []string{lkArrow}, []string{num(7)}),
			nil, nil, []string{"arrows[0]", "overlays[0]"}, false},
		{"little killer without a number", drawnJSON(lkText, "", nil, []string{lkArrow}, nil),
			nil, nil, []string{"arrows[0]"}, false},
		{"two arrows for one number", drawnJSON(lkText, "", nil, []string{lkArrow, lkArrow2}, []string{num(7)}),
			nil, nil, []string{"arrows[0]", "arrows[1]", "overlays[0]"}, false},
		{"little killer, solution breaks it", drawnJSON(lkText, bindSolution, nil, []string{lkArrow}, []string{num(8)}),
			nil, nil, nil, true},
		{"thermometer drawn from its tip", drawnJSON("Digits along a thermometer increase from the bulb.", bindSolution, []string{thermoLine}, nil, []string{bulb(tan)}),
			[]sudoku.Rule{thermo}, []string{"lines[0]"}, nil, false},
		{"thermometer, its colour named for another rule", drawnJSON("Digits along a thermometer increase from the bulb. Yellow lines are palindromes.", "",
			[]string{bindLineJSON(yellow, "r1c3", "r1c2", "r1c1")}, nil, []string{bulb(yellow)}),
			nil, nil, []string{"overlays[0]"}, false},
		{"thermometer, text naming arrows too", drawnJSON("Digits along a thermometer increase from the bulb. Digits on an arrow sum to the circle.", "",
			[]string{thermoLine}, nil, []string{bulb(tan)}),
			nil, nil, []string{"lines[0]", "overlays[0]"}, false},
		{"arrow drawn as lines", drawnJSON("Digits along an arrow sum to the digit in its circle.", bindSolution, []string{arrowLine, arrowHead}, nil, []string{circle}),
			[]sudoku.Rule{arrow}, []string{"lines[0]", "lines[1]"}, nil, false},
		{"arrow without its head", drawnJSON("Digits along an arrow sum to the digit in its circle.", bindSolution, []string{arrowLine}, nil, []string{circle}),
			[]sudoku.Rule{arrow}, []string{"lines[0]"}, nil, false},
		{"maximum cells with chevrons", drawnJSON(maxText, bindSolution, chevrons, nil, []string{shaded}),
			[]sudoku.Rule{maximum}, []string{"overlays[0]", "lines[0]", "lines[1]", "lines[2]", "lines[3]"}, nil, false},
		{"maximum cells, orthogonal in the text", drawnJSON("Digits in shaded cells are greater than their orthogonally adjacent cells.", bindSolution, nil, nil, []string{shaded}),
			[]sudoku.Rule{maximum}, []string{"overlays[0]"}, nil, false},
		{"maximum cells, neighbours not drawn", drawnJSON(maxText, "", nil, nil, []string{shaded}),
			nil, nil, []string{"overlays[0]"}, false},
		{"maximum cells, a chevron missing", drawnJSON(maxText, "", chevrons[1:], nil, []string{shaded}),
			nil, nil, []string{"lines[0]", "lines[1]", "lines[2]", "overlays[0]"}, false},
		{"minimum cells, chevrons pointing out", drawnJSON("Digits in shaded cells are less than all neighbouring cells.", "", chevrons, nil, []string{shaded}),
			nil, nil, []string{"lines[0]", "lines[1]", "lines[2]", "lines[3]", "overlays[0]"}, false},
		{"shaded cells, greater and less", drawnJSON("Digits in shaded cells are greater than adjacent cells or less than adjacent cells.", "", chevrons, nil, []string{shaded}),
			nil, nil, []string{"lines[0]", "lines[1]", "lines[2]", "lines[3]", "overlays[0]"}, false},
		{"arrow, text without a sum", drawnJSON("Arrows point at the larger digit.", "", []string{arrowLine, arrowHead}, nil, []string{circle}),
			nil, nil, []string{"lines[0]", "lines[1]", "overlays[0]"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			switch {
			case tt.solution:
				var se *SolutionError
				if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Binding, "little killer") {
					t.Fatalf("decodeSCLBindings() = %v, want a *SolutionError naming the little killer binding", err)
				}
			case tt.want == nil:
				var ee *ElementsError
				if !errors.As(err, &ee) || !errors.Is(err, ErrUnreadElements) {
					t.Fatalf("decodeSCLBindings() = %v, want an *ElementsError", err)
				}
				var names []string
				for _, e := range ee.Elements {
					name, _, _ := strings.Cut(e, " (")
					names = append(names, name)
				}
				if d := cmp.Diff(tt.unread, names); d != "" {
					t.Errorf("unread elements (-want +got):\n%s", d)
				}
			default:
				if err != nil {
					t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
				}
				if d := cmp.Diff(tt.want, p.Rules[1:]); d != "" {
					t.Errorf("rules (-want +got):\n%s", d)
				}
				if len(bs) != 1 || bs[0].Sentence == "" {
					t.Fatalf("bindings = %v, want one with its sentence", bs)
				}
				if d := cmp.Diff(tt.bound, bs[0].Lines); d != "" {
					t.Errorf("bound elements (-want +got):\n%s", d)
				}
			}
		})
	}
}
