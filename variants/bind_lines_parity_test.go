package variants

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file tests the binding of parity, sequence and lockout lines, the
// diamonds on lockout lines' ends, and dots the rules text names by a
// colour other than kropki's.

const (
	red    = "#ff0000ff"
	grey   = "#9d9d9dff"
	violet = "#9b86ecff" // Pumpkin Wizard's lockout lines: hue 252
)

// diamondJSON is a diamond (a square turned by 45 degrees) on a cell
// ("r1c1"), as SudokuPad draws a lockout line's ends.
func diamondJSON(cell string) string {
	var r, k int
	fmt.Sscanf(cell, "r%dc%d", &r, &k)
	return fmt.Sprintf(`{"center":[%g,%g],"width":0.59,"height":0.59,"angle":45,"backgroundColor":"#ebeaffd6","borderColor":"#490aa5"}`,
		float64(r)-0.5, float64(k)-0.5)
}

// withOverlays adds overlays to a bindJSON puzzle.
func withOverlays(js string, shapes ...string) string {
	return strings.Replace(js, `"metadata"`, `"overlays":[`+strings.Join(shapes, ",")+`],"metadata"`, 1)
}

// On bindSolution (1243 / 3412 / 2134 / 4321): r1c1 r1c2 r2c1 hold
// 1 2 3, parity alternating; r4c3 r3c3 r3c4 hold 2 3 4, a sequence;
// r1c2 r2c3 r1c3 hold 2 1 4, a lockout line with ends 2 apart.
var (
	parity4   = bindLineJSON(red, "r1c1", "r1c2", "r2c1")
	sequence4 = bindLineJSON(grey, "r4c3", "r3c3", "r3c4")
	lockout4  = bindLineJSON(violet, "r1c2", "r2c3", "r1c3")
)

// TestBindParitySequenceLockout binds each family from its usual
// wordings, and reads the lines as the right rules.
func TestBindParitySequenceLockout(t *testing.T) {
	cells := sudoku.MustCells
	tests := []struct {
		name string
		js   string
		want sudoku.Rule
	}{
		{"parity, one even and one odd", bindJSON("Two cells adjacent along a red line must contain one even digit and one odd digit.", bindSolution, parity4),
			rules.ParityLine{Cells: cells("r1c1 r1c2 r2c1")}},
		{"parity, different parity", bindJSON("Adjacent digits on a red line have different parity.", bindSolution, parity4),
			rules.ParityLine{Cells: cells("r1c1 r1c2 r2c1")}},
		{"parity, by name", bindJSON("Red lines are parity lines.", bindSolution, parity4), rules.ParityLine{Cells: cells("r1c1 r1c2 r2c1")}},
		{"parity, alternate", bindJSON("Digits along a red line alternate between odd and even.", bindSolution, parity4),
			rules.ParityLine{Cells: cells("r1c1 r1c2 r2c1")}},
		{"sequence, same difference", bindJSON("Grey sequence lines contain digits in order, with the same difference between each adjacent pair. e.g. 1-4-7, 2-3-4 or 5-7-9.", bindSolution, sequence4),
			rules.SequenceLine{Cells: cells("r4c3 r3c3 r3c4")}},
		{"sequence, arithmetic", bindJSON("Digits on a grey line form an arithmetic sequence.", bindSolution, sequence4), rules.SequenceLine{Cells: cells("r4c3 r3c3 r3c4")}},
		{"sequence, increase or decrease", bindJSON("Digits along a grey line increase or decrease by the same amount.", bindSolution, sequence4),
			rules.SequenceLine{Cells: cells("r4c3 r3c3 r3c4")}},
		{"lockout with its diamonds", withOverlays(bindJSON("Digits along a purple lockout line must not be between the values of the diamond endpoints, which have a difference of at least 2.", bindSolution, lockout4),
			diamondJSON("r1c2"), diamondJSON("r1c3")), rules.Lockout{Cells: cells("r1c2 r2c3 r1c3"), Diff: 2}},
		{"lockout, by name, two sentences", withOverlays(bindJSON("Lockout lines: The diamonds at the ends of a lockout line must differ by 2 or more. Digits on the line must not be between or equal to the diamond values.", bindSolution, lockout4),
			diamondJSON("r1c3"), diamondJSON("r1c2")), rules.Lockout{Cells: cells("r1c2 r2c3 r1c3"), Diff: 2}},
		{"lockout, default difference stated", bindJSON("Digits on a violet line are outside the range of the values of the two ends, which differ by at least 1.", bindSolution, lockout4),
			rules.Lockout{Cells: cells("r1c2 r2c3 r1c3")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, bs, err := decodeSCLBindings([]byte(tt.js), nil)
			if err != nil {
				t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
			}
			if len(bs) != 1 || bs[0].Sentence == "" {
				t.Fatalf("bindings = %v, want one with its sentence", bs)
			}
			var got []sudoku.Rule
			for _, r := range rules.Flatten(p.Rules...) {
				switch r.(type) {
				case rules.ParityLine, rules.SequenceLine, rules.Lockout:
					got = append(got, r)
				}
			}
			if d := cmp.Diff([]sudoku.Rule{tt.want}, got); d != "" {
				t.Errorf("rules (-want +got):\n%s", d)
			}
			if !p.Solution.Filled() {
				t.Errorf("Solution = %v, want the carried one", p.Solution)
			}
		})
	}
}

// TestBindParitySequenceLockoutRefusals: two families named for one
// class, a lockout line with no difference stated on 4x4, a diamond off
// the ends, and a carried solution that breaks a bound rule are refused.
func TestBindParitySequenceLockoutRefusals(t *testing.T) {
	tests := []struct {
		name   string
		js     string
		reason string // in BindError.Reason; "elements" for an *ElementsError, "solution ..." for a *SolutionError naming the family
	}{
		{"two families for a class", bindJSON("Adjacent digits on a red line have different parity. Red lines are sequence lines.", "", parity4),
			"two families: parity line, sequence line"},
		{"two families in a sentence", bindJSON("Grey lines are sequence lines and lockout lines.", "", sequence4), "names 2 families: sequence line, lockout line"},
		{"more than the family", bindJSON("Digits on a grey line form an arithmetic sequence, except on the red line.", "", sequence4, parity4), `says more than sequence line ("except")`},
		{"lockout, strictly between", bindJSON("Digits on a purple line must not be strictly between the values of the two ends, which differ by at least 2.", "", lockout4), "names no family"},
		{"lockout difference not stated", bindJSON("Digits along a purple lockout line must not be between the values of the diamond endpoints.", "", lockout4),
			"no difference of the ends stated"},
		{"diamond off the ends", withOverlays(bindJSON("Digits along a purple lockout line must not be between the values of the diamond endpoints, which differ by at least 2.", bindSolution, lockout4),
			diamondJSON("r1c2"), diamondJSON("r2c3")), "elements"},
		{"two diamonds on one end", withOverlays(bindJSON("Digits along a purple lockout line must not be between the values of the diamond endpoints, which differ by at least 2.", bindSolution, lockout4),
			diamondJSON("r1c2"), diamondJSON("r1c2")), "elements"},
		{"solution breaks a parity line", bindJSON("Adjacent digits on a red line have different parity.", bindSolution, bindLineJSON(red, "r1c2", "r2c2")), "solution parity line"},
		{"solution breaks a sequence line", bindJSON("Digits on a grey line form an arithmetic sequence.", bindSolution, bindLineJSON(grey, "r1c1", "r1c2", "r1c3")), "solution sequence line"},
		{"solution breaks a lockout line", bindJSON("Digits along a purple lockout line must not be between the values of the diamond endpoints, which differ by at least 2.", bindSolution,
			bindLineJSON(violet, "r1c1", "r1c2", "r1c3")), "solution lockout line"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := decodeSCLBindings([]byte(tt.js), nil)
			switch fam, ok := strings.CutPrefix(tt.reason, "solution "); {
			case ok:
				var se *SolutionError
				if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Binding, fam) {
					t.Fatalf("decodeSCLBindings() = %v, want a *SolutionError naming the %s binding", err, fam)
				}
			case tt.reason == "elements":
				var ee *ElementsError
				if !errors.As(err, &ee) || !slices.ContainsFunc(ee.Elements, func(e string) bool { return strings.HasPrefix(e, "overlays[1]") }) {
					t.Fatalf("decodeSCLBindings() = %v, want an *ElementsError listing overlays[1]", err)
				}
			default:
				var be *BindError
				if !errors.As(err, &be) || !errors.Is(err, ErrUnbound) || !strings.Contains(be.Reason, tt.reason) {
					t.Fatalf("decodeSCLBindings() = %v, want a *BindError with reason %q", err, tt.reason)
				}
			}
		})
	}
}

// dotJSON is a dot of fill on the edge between r1c1 and r1c2, which hold
// 1 and 2 in bindSolution: consecutive, and one double the other.
func dotJSON(fill string) string {
	return fmt.Sprintf(`{"center":[0.5,1],"width":0.31,"height":0.31,"rounded":true,"backgroundColor":%q,"borderColor":"#000000"}`, fill)
}

// TestDotNamedOtherColour: a dark grey dot is a black kropki dot unless
// the rules text names dots of its colour by another word ("grey dot"),
// when it means what that sentence says (bind_dots.go).
func TestDotNamedOtherColour(t *testing.T) {
	tests := []struct {
		name, text, fill string
		ratio            bool // read as a black dot; else as the sentence says
	}{
		{"black dot", "Cells separated by a black dot have a 1:2 ratio.", "#383838", true},
		{"pure black, grey named", "Cells separated by a grey dot are either consecutive or in a 1:2 ratio (or both).", "#000000", true},
		{"grey dot", "Cells separated by a grey dot are either consecutive or in a 1:2 ratio (or both).", "#383838", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			js := withOverlays(bindJSON(tt.text, bindSolution), dotJSON(tt.fill))
			p, _, err := decodeSCLBindings([]byte(js), nil)
			if err != nil {
				t.Fatalf("decodeSCLBindings() = %v, want a puzzle", err)
			}
			isRatio := slices.ContainsFunc(p.Rules, func(r sudoku.Rule) bool { _, ok := r.(rules.Ratio); return ok })
			isEither := slices.ContainsFunc(p.Rules, func(r sudoku.Rule) bool { _, ok := r.(rules.DifferenceOrRatio); return ok })
			if isRatio != tt.ratio || isEither == tt.ratio {
				t.Errorf("rules = %v, want a black dot %v, a difference or ratio dot %v", p.Rules, tt.ratio, !tt.ratio)
			}
		})
	}
}

// TestBindPumpkinWizard reads "Pumpkin Wizard" by Lizzy01 (Sudoku-Bench
// sxsm_Lizzy01_1ce14c6d68f53b5a3daf48675f261495): its orange Dutch
// whispers, grey sequence lines and purple lockout lines with their
// diamonds bind; its dark grey arrow (#6a6a6a, drawn from the edge of a
// circle ringed in near-black) is an arrow; its three grey dots, which
// would pass for black, bind to dots that are "either consecutive or in
// a 1:2 ratio (or both)". The puzzle has one solution, the published one,
// which is also the one it carries.
func TestBindPumpkinWizard(t *testing.T) {
	link, published := benchLink(t, "sxsm_Lizzy01_1ce14c6d68f53b5a3daf48675f261495")
	p, bs, err := ParseLinkBindings(link)
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
	}
	var got []string
	for _, b := range bs {
		got = append(got, b.Elements+": "+b.Family)
	}
	want := []string{"grey lines (2): sequence line", "orange lines (4): German whispers", "purple lines (2): lockout line",
		"grey dots (3): difference or ratio dot"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("bindings (-want +got):\n%s", d)
	}
	var clues []string
	for _, r := range p.Rules {
		switch r := r.(type) {
		case rules.Arrow:
			clues = append(clues, fmt.Sprintf("arrow %v <- %v", r.Circle, r.Line))
		case rules.Lockout, rules.DifferenceOrRatio, rules.Ratio:
			clues = append(clues, fmt.Sprint(r))
		}
	}
	slices.Sort(clues)
	wantClues := []string{
		"arrow [r2c4] <- [r2c5 r2c6]",
		"dot (difference 1 or ratio 2) between r1c8 and r1c9",
		"dot (difference 1 or ratio 2) between r2c6 and r3c6",
		"dot (difference 1 or ratio 2) between r9c8 and r9c9",
		"lockout line at r3c6",
		"lockout line at r9c3",
	}
	if d := cmp.Diff(wantClues, clues); d != "" {
		t.Errorf("clues (-want +got):\n%s", d)
	}
	if d := cmp.Diff(published, p.Solution.String()); !p.Solution.Filled() || d != "" {
		t.Errorf("Solution (-published +carried):\n%s", d)
	}
	uniquePublished(t, p, published)
}

// TestFPuzzlesBindParity: f-puzzles has no collection for parity lines,
// so a generic line the text binds to one is read as a rule after the
// collections' rules, and writing the puzzle back to f-puzzles is refused
// rather than the line dropped.
func TestFPuzzlesBindParity(t *testing.T) {
	top := zipperTop(t)
	top["ruleset"] = "Normal sudoku rules apply. Adjacent digits on a gray line have different parity."
	p, bs, err := parseFPTBindings(t, top)
	if err != nil {
		t.Fatalf("ParseFPuzzles() = %v, want the parity lines read", err)
	}
	if len(bs) != 1 || bs[0].Family != "parity line" {
		t.Errorf("bindings %v, want the gray lines as parity lines", bs)
	}
	if !slices.ContainsFunc(p.Rules, func(r sudoku.Rule) bool { _, ok := r.(rules.ParityLine); return ok }) {
		t.Errorf("rules %v, want the parity lines", p.Rules)
	}
	if _, err := MarshalFPuzzles(p); !errors.Is(err, ErrUnsupported) {
		t.Errorf("MarshalFPuzzles() = %v, want ErrUnsupported: f-puzzles cannot hold a parity line", err)
	}
}
