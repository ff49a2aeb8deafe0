package variants

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
)

// martianSolution is the published solution of "The Two Headed Martian"
// (Sudoku-Bench fpuzzle708593231d1413d3631774cf9d4735b7).
const martianSolution = "417295638962387541538461279396852417721634985854719362673928154285143796149576823"

// TestFPuzzlesDrawnSlowThermometers reads "The Two Headed Martian", whose
// grey thermometers are "line" elements with "circle" bulbs of their
// colour, one branching from the middle of another: with "Digits along a
// gray thermometer must generally increase from bulb to tip. Digits may
// remain the same ..., but may never decrease", they are slow
// thermometers, and the puzzle solves to the published solution, uniquely.
func TestFPuzzlesDrawnSlowThermometers(t *testing.T) {
	p, bs, err := ParseLinkBindings(fptLink(t, "two-headed-martian.link"))
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
	}
	var got []string
	for _, b := range bs {
		got = append(got, b.Elements+": "+b.Family)
	}
	want := []string{"thermometers drawn as lines (4): thermometer", "green lines (9): German whispers", "thermometers (4): slow thermometer"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("bindings (-want +got):\n%s", d)
	}
	var thermos []string
	for _, r := range p.Rules {
		switch r := r.(type) {
		case rules.SlowThermometer:
			thermos = append(thermos, fmt.Sprint(r.Cells))
		case rules.Thermometer:
			t.Errorf("rules hold %v, want only slow thermometers", r)
		}
	}
	slices.Sort(thermos)
	wantThermos := []string{"[r4c1 r3c2 r3c3 r4c4]", "[r4c6 r3c7 r3c8 r4c9]", "[r7c5 r8c5 r9c4]", "[r7c5 r8c5 r9c6]"}
	if d := cmp.Diff(wantThermos, thermos); d != "" {
		t.Errorf("slow thermometers (-want +got):\n%s", d)
	}
	uniquePublished(t, p, martianSolution)
}

// TestFPuzzlesDrawnThermometersRefused: the same file with a thermometer
// sentence the reader does not understand is refused for the words it
// does not read; with one thermometer (line and bulb) red, the grey ones
// are slow and the red one a thermometer, which the carried solution
// (2, 2 on it) breaks; without any sentence naming thermometers, "never
// decrease" speaks of a slow thermometer not read.
func TestFPuzzlesDrawnThermometersRefused(t *testing.T) {
	const whispers = "German Whispers: Adjacent digits along a green line must have a difference of at least 5."
	tests := []struct {
		name  string
		text  string
		red   bool   // the thermometer from r4c6, line and bulb, red
		want  string // "rules text: <phrase>", "binding: <reason>" or "solution"
		wantS string // for "solution": the rule broken
	}{
		{name: "slow except", text: whispers + "\n\nSlow Thermos: Digits along a gray thermometer increase from bulb to tip, except that digits may remain the same in a box.",
			want: `rules text: "remain the same"`},
		{name: "slow only sometimes", text: whispers + "\n\nDigits along a gray thermometer increase from the bulb.\n\nSome thermometers are slow: digits may remain the same.",
			want: `rules text: "slow"`},
		{name: "grey only, red is strict", red: true, text: whispers + "\n\nSlow Thermos: Digits along a gray thermometer must generally increase from bulb to tip. Digits may remain the same when allowed by other rules, but may never decrease.",
			want: "solution", wantS: "thermometer"},
		{name: "no thermometer sentence", text: whispers + "\n\nDigits along a gray line never decrease.",
			want: `rules text: "never decrease"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			top := fptJSON(t, "two-headed-martian.link")
			top["ruleset"] = tt.text
			if tt.red {
				for _, l := range top["line"].([]any) {
					l := l.(map[string]any)
					if fmt.Sprint(l["lines"]) == "[[R4C6 R3C7 R3C8 R4C9]]" {
						l["outlineC"] = "#FF0000"
					}
				}
				for _, c := range top["circle"].([]any) {
					c := c.(map[string]any)
					if fmt.Sprint(c["cells"]) == "[R4C6]" {
						c["baseC"], c["outlineC"] = "#FF0000", "#FF0000"
					}
				}
			}
			_, _, err := parseFPTBindings(t, top)
			var re *RulesTextError
			var se *SolutionError
			var be *BindError
			reason, binding := strings.CutPrefix(tt.want, "binding: ")
			switch phrase, ok := strings.CutPrefix(tt.want, "rules text: "); {
			case binding:
				if !errors.As(err, &be) || !strings.Contains(be.Reason, reason) {
					t.Fatalf("ParseFPuzzles() = %v, want a *BindError: %s", err, reason)
				}
			case ok:
				if !errors.As(err, &re) || !slices.ContainsFunc(re.Phrases, func(p string) bool { return strings.HasPrefix(p, phrase) }) {
					t.Fatalf("ParseFPuzzles() = %v, want a *RulesTextError naming %s", err, phrase)
				}
			case tt.want == "solution":
				if !errors.As(err, &se) || !strings.HasPrefix(se.Rule, tt.wantS) || !strings.Contains(se.Rule, "r4c6") {
					t.Fatalf("ParseFPuzzles() = %v, want a *SolutionError for the %s from r4c6", err, tt.wantS)
				}
			default:
				t.Fatalf("bad test: want %q", tt.want)
			}
		})
	}
}
