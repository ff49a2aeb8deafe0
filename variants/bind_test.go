package variants

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// benchEntry is one Sudoku-Bench challenge puzzle (testdata/sudoku-bench).
type benchEntry struct {
	ID       string `json:"puzzle_id"`
	Solution string `json:"solution"`
	Encoded  string `json:"encoded_puzzle"`
}

// benchPuzzles returns the Sudoku-Bench challenge puzzles.
func benchPuzzles(t *testing.T) []benchEntry {
	t.Helper()
	f, err := os.Open("testdata/sudoku-bench/challenge.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []benchEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		var p benchEntry
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// benchLink returns the encoded puzzle and the published solution of the
// Sudoku-Bench challenge puzzle id.
func benchLink(t *testing.T, id string) (link, solution string) {
	t.Helper()
	for _, p := range benchPuzzles(t) {
		if p.ID == id {
			return p.Encoded, p.Solution
		}
	}
	t.Fatalf("no puzzle %s", id)
	return "", ""
}

// TestBindReal reads Sudoku-Bench puzzles whose lines or rules are stated
// only in the rules text: each family binds, the bindings say so, and the
// puzzle has one solution, the published one.
func TestBindReal(t *testing.T) {
	tests := []struct {
		id   string
		want []string // Binding.Elements + ": " + Family
	}{
		{"sxsm_MathPesto_6bc22cffe259fa87e3f6e1f3462b471e", []string{"purple lines (5): renban", "green lines (4): German whispers"}},
		{"sxsm_oklux_a4c0c622b56f51c34ef5017a1a6d8407", []string{"purple lines (11): renban"}},
		{"39GDNpTT9J", []string{"pink lines (6): renban"}},
		{"sxsm_JamesKopp_663a5d92442985f6bce55f6da3b7c58c", []string{"blue lines (5): region sum"}},
		{"f7663Bj2bL", []string{"blue lines (3): region sum"}},
		// Region sum lines stated as segments cut by box borders.
		{"sxsm_EPH_da66231da7633da5d6cb1606639e17b6", []string{"blue lines (3): region sum", "green lines (3): German whispers"}},
		// An entropic loop, read round.
		{"sxsm_99Sneaky_f14a2e4e7e2b47ab724b3ce899e8c0fb", []string{"purple lines (3): renban", "peach lines (3): entropic"}},
		// Sum (10) lines, white lines drawn over grey outlines, three of
		// them loops; minimum cells drawn as shaded squares with chevrons.
		{"sxsm_Allagem_b1ac858c98cadd439d6f44c06dd1cc1e", []string{"shaded cells (7): minimum cells", "white lines (5): sum line"}},
		// Region sum lines cut at a jigsaw's regions.
		{"sxsm_KennetsDad_fde30ebd3029c3b874eedb77d3e22a0c", []string{"blue lines (3): region sum"}},
		{"NfHNgj2gQd", []string{": anti-knight"}},
		{"sxsm_MichaelLefkowitz_1b4c5d28db5234255eefb090a2e3d349", []string{": anti-knight"}},
		{"sxsm_SXH_d6a9b29f6664c8e153f23c6351422a2d", []string{"grey squares (1): even cells"}},
		{"sxsm_bellsita_4f473dd679d17b8b7f54ce5fad21a8b5", []string{"yellow circles (6): odd cells", "yellow squares (4): even cells"}},
		// Branching thermometers: several lines from one bulb, read
		// without binding.
		{"sxsm_SkepticalMario_590335c7f71da1de576b4e5138932fa2", nil},
		{"sxsm_damo_89_aa22915d6e85065064eaca5a0cd0d503", nil},
		{"sxsm_PeteCraig_125159246c42f5b038e5a1eb34ab8b63", []string{"thermometers (3): slow thermometer"}},
		// Zipper lines whose centres are marked with dots of their colour.
		{"penpa583faf82b49f98649ca8ccedfdde0e8b", []string{"lavender lines (6): zipper"}},
		// Counting circles: SudokuPad's white circles, f-puzzles' "circle".
		{"sxsm_MichaelLefkowitz_e78a47bc1d90064f398be51f153ff6c3", []string{"#FFFFFF circles 0.82 (9): counting circles"}},
		{"fpuzzle7a11bd533983e9398b6bac93be5d3200", []string{"gray lines (2): zipper", "#FFFFFF circles 0.75 (6): counting circles"}},
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
				if b.Sentence == "" || !strings.Contains(b.String(), b.Family) {
					t.Errorf("Binding %v: want its sentence and family", b)
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("bindings (-want +got):\n%s", d)
			}
			uniquePublished(t, p, published)
		})
	}
}

// wantRefusal checks the refusal a binding test wants: for reason
// "elements", an *ElementsError and no *BindError; for "solution", a
// *SolutionError naming the binding of family; otherwise a *BindError
// whose Reason holds reason.
func wantRefusal(t *testing.T, err error, reason, family string) {
	t.Helper()
	var be *BindError
	var ee *ElementsError
	var se *SolutionError
	switch reason {
	case "elements":
		if !errors.As(err, &ee) || errors.As(err, &be) {
			t.Fatalf("decoding = %v, want an *ElementsError", err)
		}
	case "solution":
		if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Binding, family) {
			t.Fatalf("decoding = %v, want a *SolutionError naming the %s binding", err, family)
		}
	default:
		if !errors.As(err, &be) || !errors.Is(err, ErrUnbound) || !strings.Contains(be.Reason, reason) {
			t.Fatalf("decoding = %v, want a *BindError with reason %q", err, reason)
		}
	}
}

// bindJSON returns a 4x4 SudokuPad puzzle with the boxes, lines (colour
// and cell-centre points) and metadata rules and solution.
func bindJSON(rulesText, solution string, lines ...string) string {
	regions := `[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]`
	meta := map[string]string{"rules": rulesText}
	if solution != "" {
		meta["solution"] = solution
	}
	mj, _ := json.Marshal(meta)
	return fmt.Sprintf(`{"cells":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"regions":%s,"lines":[%s],"metadata":%s}`,
		regions, strings.Join(lines, ","), mj)
}

// bindLineJSON is a line of colour through the centres of cells ("r1c1").
func bindLineJSON(colour string, cells ...string) string {
	var pts []string
	for _, c := range cells {
		var r, k int
		fmt.Sscanf(c, "r%dc%d", &r, &k)
		pts = append(pts, fmt.Sprintf("[%g,%g]", float64(r)-0.5, float64(k)-0.5))
	}
	return fmt.Sprintf(`{"color":%q,"thickness":10,"wayPoints":[%s]}`, colour, strings.Join(pts, ","))
}

const (
	green  = "#67f067ff"
	purple = "#f067f0ff"
	// A 4x4 solution: 1243 / 3412 / 2134 / 4321.
	bindSolution = "1243341221344321"
)

// TestBindRefusals: a class is bound only when the text names one family
// for it, alone; otherwise the reader refuses with a *BindError that says
// why, and a solution that breaks a bound rule is a *SolutionError.
func TestBindRefusals(t *testing.T) {
	whisper := bindLineJSON(green, "r1c1", "r2c2") // 1, 4
	renban := bindLineJSON(purple, "r1c2", "r1c3") // 2, 4: not a renban
	tests := []struct {
		name   string
		js     string
		reason string // in BindError.Reason; "" for a SolutionError
	}{
		{"no sentence", bindJSON("Normal sudoku rules apply.", "", whisper), "no sentence of the rules text names them alone"},
		{"no family", bindJSON("Digits on a green line are magic.", "", whisper), `names no family`},
		{"two families in a sentence", bindJSON("Digits on a green line form a set of consecutive digits, and are a palindrome.", "", whisper), "names 2 families: renban, palindrome"},
		{"two families for a class", bindJSON("Adjacent digits on a green line differ by 2 or more. Green lines are renbans.", "", whisper), "two families: German whispers, renban"},
		{"more than the family", bindJSON("Adjacent digits on a green line differ by 2 or more, except at the ends.", "", whisper), `says more than German whispers ("except")`},
		{"one colour word, two classes", bindJSON("Digits on a pink line form a set of consecutive digits.", "", bindLineJSON(purple, "r1c1", "r1c2"), bindLineJSON("#D23BE7", "r3c1", "r3c2")), "no sentence of the rules text names them alone"},
		{"line off cell centres", bindJSON("Adjacent digits on a green line differ by 2 or more.", "", `{"color":"#67f067ff","thickness":10,"wayPoints":[[0.5,0.5],[1.2,1.5]]}`), "does not run through cell centres"},
		{"solution breaks a bound rule", bindJSON("Digits on a purple line form a set of consecutive digits.", bindSolution, renban), ""},
		{"sum line and renban in a sentence", bindJSON("Each green line can be divided into segments that each sum to 10, and forms a set of consecutive digits.", "", whisper), "names 2 families: renban, sum line"},
		{"same sum, of no boxes", bindJSON("The two halves of each green line have the same sum.", "", whisper), "names no family"},
		{"sum line without its total", bindJSON("Each green line can be divided into segments that each sum to the same total.", "", whisper), `says more than region sum ("can")`},
		{"sum line with two totals", bindJSON("Each green line can be divided into segments that each sum to 10. Green 10 lines: segments sum to 9.", "", whisper), "totals 10 and 9"},
		{"region sum loop in one box", bindJSON("Box borders divide each green line into segments with the same sum.", "", bindLineJSON(green, "r1c1", "r1c2", "r2c2", "r2c1", "r1c1")), "stays in one region"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseSudokuPad([]byte(tt.js))
			if tt.reason == "" {
				var se *SolutionError
				if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Binding, "renban") {
					t.Fatalf("ParseSudokuPad() = %v, want a *SolutionError naming the renban binding", err)
				}
				return
			}
			var be *BindError
			if !errors.As(err, &be) || !errors.Is(err, ErrUnbound) || !errors.Is(err, ErrUnreadElements) || !errors.Is(err, ErrUnsupported) {
				t.Fatalf("ParseSudokuPad() = %v, want a *BindError", err)
			}
			if !strings.Contains(be.Reason, tt.reason) || len(be.Lines) == 0 {
				t.Errorf("BindError = %+v, want reason %q and its lines", be, tt.reason)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("Error() = %q, want one line", err)
			}
		})
	}
}

// TestBindLines4x4 binds each line family from its standard wording on
// a small grid, and checks the carried solution passes.
func TestBindLines4x4(t *testing.T) {
	tests := []struct {
		text   string
		line   string
		family string
	}{
		{"Adjacent digits along a green line must have a difference of at least 2.", bindLineJSON(green, "r1c1", "r2c2"), "German whispers"},
		{"German whispers: adjacent digits on green lines differ by at least 2.", bindLineJSON(green, "r1c1", "r2c2"), "German whispers"},
		{"Digits on a purple line form a set of consecutive, non-repeating digits in any order.", bindLineJSON(purple, "r1c1", "r1c2"), "renban"},
		{"The grey line is a palindrome: its digits read the same in either direction.", bindLineJSON("#cccccc", "r1c2", "r2c2", "r3c1"), "palindrome"},
		{"Digits along a blue line sum to the same total in each box it passes through.", bindLineJSON("#2ecbffff", "r3c1", "r3c3"), "region sum"},
		{"Digits on an orange nabner line must not repeat, and no two digits on the line may be consecutive.", bindLineJSON("#f0ae16ff", "r1c1", "r2c2"), "nabner"},
		// A branch from the middle of a renban: one set of four digits
		// (each line alone would break the carried solution).
		{"Digits on a purple line form a set of consecutive, non-repeating digits in any order.", bindLineJSON(purple, "r1c2", "r1c4") + "," + bindLineJSON(purple, "r1c3", "r2c3"), "renban"},
		{"Each blue line can be divided into one or more segments that each sum to 4.", bindLineJSON("#2ecbffff", "r1c1", "r2c1", "r2c2"), "sum line"},
		// Named, in words that a region sum's wording shares.
		{"Digits an equal distance from the centre of a purple zipper line sum to the same total. Digits may repeat on a zipper line.", bindLineJSON(purple, "r1c1", "r2c1", "r3c1"), "zipper"},
	}
	for _, tt := range tests {
		t.Run(tt.family, func(t *testing.T) {
			link := "scl" + compressToBase64(bindJSON(tt.text, bindSolution, tt.line))
			p, bs, err := ParseLinkBindings(link)
			if err != nil {
				t.Fatalf("ParseLinkBindings() = %v, want a puzzle", err)
			}
			if len(bs) != 1 || bs[0].Family != tt.family || bs[0].Sentence == "" {
				t.Fatalf("bindings = %v, want one %s", bs, tt.family)
			}
			if !p.Solution.Filled() {
				t.Errorf("Solution = %v, want the carried one", p.Solution)
			}
		})
	}
}

// TestBindRulesTextStillChecked: a bound sentence does not excuse the
// rest of the text; "slow" is still refused.
func TestBindRulesTextStillChecked(t *testing.T) {
	js := bindJSON("Adjacent digits on a green line differ by 2 or more. Digits on slow thermometers may stay the same.", "", bindLineJSON(green, "r1c1", "r2c2"))
	_, err := ParseSudokuPad([]byte(js))
	if !errors.Is(err, ErrUnreadRules) {
		t.Fatalf("ParseSudokuPad() = %v, want ErrUnreadRules", err)
	}
}

// bindShapeJSON is a filled shape of colour on a cell ("r1c1"): a
// circle when round, else a square.
func bindShapeJSON(colour string, round bool, size float64, cell string) string {
	var r, k int
	fmt.Sscanf(cell, "r%dc%d", &r, &k)
	return fmt.Sprintf(`{"center":[%g,%g],"width":%g,"height":%g,"rounded":%t,"backgroundColor":%q}`,
		float64(r)-0.5, float64(k)-0.5, size, size, round, colour)
}

// bindShapesJSON is bindJSON with underlays instead of lines.
func bindShapesJSON(rulesText, solution string, shapes ...string) string {
	js := bindJSON(rulesText, solution)
	return strings.Replace(js, `"lines":[]`, `"lines":[],"underlays":[`+strings.Join(shapes, ",")+`]`, 1)
}

// TestBindShapes: filled circles and squares on cell centres bind to odd
// or even cells when one sentence names their kind and colour alone and
// the family; otherwise they are refused, and a carried solution that
// breaks the bound rule is a *SolutionError.
func TestBindShapes(t *testing.T) {
	const grey, yellow = "#cccf", "#d4da31e6"
	odd := bindShapeJSON(grey, true, 0.7, "r1c1")     // 1
	even := bindShapeJSON(yellow, false, 0.7, "r1c2") // 2
	tests := []struct {
		name   string
		js     string
		want   []string // Binding.Elements + ": " + Family
		reason string   // in BindError.Reason; "elements" for an *ElementsError, "solution" for a *SolutionError
	}{
		{"odd and even", bindShapesJSON("The grey circle contains an odd digit. Yellow squares contain even digits.", bindSolution, odd, even),
			[]string{"grey circles (1): odd cells", "yellow squares (1): even cells"}, ""},
		{"the only circles, no colour", bindShapesJSON("Digits in circles are odd.", bindSolution, odd), []string{"#cccf circles 0.7 (1): odd cells"}, ""},
		{"no sentence", bindShapesJSON("Normal sudoku rules apply.", "", odd), nil, "elements"},
		{"kind not named", bindShapesJSON("Grey squares contain odd digits.", "", odd), nil, "elements"},
		{"one colour word, two classes", bindShapesJSON("Grey circles contain odd digits.", "", odd, bindShapeJSON(grey, true, 0.5, "r2c2")), nil, "elements"},
		// Dots of a zipper's colour are its drawing only on its centres,
		// and only when the text says the centre is marked.
		{"zipper centre dot off centre", zipperDotJSON("Cells on a lavender zipper line at an equal distance to the center, which is marked with a dot, sum to the digit at the center.", "r1c1"), nil, "elements"},
		{"zipper centre not said marked", zipperDotJSON("Cells on a lavender zipper line at an equal distance to the center sum to the digit at the center.", "r1c2"), nil, "elements"},
		{"no family", bindShapesJSON("Grey circles are magic.", "", odd), nil, "names no family"},
		{"two families", bindShapesJSON("Grey circles contain odd digits. Grey circles contain even digits.", "", odd), nil, "two families: odd cells, even cells"},
		{"more than the family", bindShapesJSON("Grey circles contain odd digits unless they are in a cage.", "", odd), nil, `says more than odd cells ("unless")`},
		{"solution breaks the rule", bindShapesJSON("Grey circles contain even digits.", bindSolution, odd), nil, "solution"},
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
				if d := cmp.Diff(tt.want, got); d != "" {
					t.Errorf("bindings (-want +got):\n%s", d)
				}
				if !p.Solution.Filled() {
					t.Errorf("Solution = %v, want the carried one", p.Solution)
				}
			case "elements":
				var ee *ElementsError
				var be *BindError
				if !errors.As(err, &ee) || errors.As(err, &be) {
					t.Fatalf("decodeSCLBindings() = %v, want an *ElementsError", err)
				}
			case "solution":
				var se *SolutionError
				if !errors.As(err, &se) || !errors.Is(err, ErrSolutionBroken) || !strings.Contains(se.Binding, "even cells") {
					t.Fatalf("decodeSCLBindings() = %v, want a *SolutionError naming the binding", err)
				}
			default:
				var be *BindError
				if !errors.As(err, &be) || !errors.Is(err, ErrUnbound) || !strings.Contains(be.Reason, tt.reason) || len(be.Lines) == 0 {
					t.Fatalf("decodeSCLBindings() = %v, want a *BindError with reason %q", err, tt.reason)
				}
			}
		})
	}
}

// zipperDotJSON is a 4x4 puzzle with a lavender zipper line r1c1-r1c3
// (1, 2, 4: not a zipper, so no solution is carried) and a small
// lavender dot on cell.
func zipperDotJSON(rulesText, cell string) string {
	const lavender = "#DFC5FEFF"
	js := bindJSON(rulesText, "", bindLineJSON(lavender, "r1c1", "r1c2", "r1c3"))
	return strings.Replace(js, `"metadata"`, `"underlays":[`+bindShapeJSON(lavender, true, 0.44, cell)+`],"metadata"`, 1)
}

// TestParseLinkRules reads puzzles with the caller's rules text in place
// of the file's: the caller's sentences bind, a text that leaves a class
// unexplained is refused, and an f-puzzles ruleset is replaced too.
func TestParseLinkRules(t *testing.T) {
	link, published := benchLink(t, "sxsm_MathPesto_6bc22cffe259fa87e3f6e1f3462b471e")
	const text = "Green lines are German whispers lines. Purple lines are renban lines."
	p, bs, err := ParseLinkRules(link, text)
	if err != nil {
		t.Fatalf("ParseLinkRules() = %v, want the puzzle", err)
	}
	var got []string
	for _, b := range bs {
		got = append(got, b.Elements+": "+b.Family+": "+b.Sentence)
	}
	want := []string{"purple lines (5): renban: Purple lines are renban lines",
		"green lines (4): German whispers: Green lines are German whispers lines"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("bindings (-want +got):\n%s", d)
	}
	uniquePublished(t, p, published)

	_, _, err = ParseLinkRules(link, "Purple lines are renban lines.")
	var be *BindError
	if !errors.As(err, &be) || len(be.Lines) != 4 {
		t.Errorf("ParseLinkRules(without the green lines) = %v, want them refused", err)
	}

	_, bs, err = ParseLinkBindings(fptLink(t, "knights-qs-example.link"))
	if err != nil || len(bs) == 0 {
		t.Fatalf("ParseLinkBindings(knights-qs-example) = %v, %v, want its text's bindings", bs, err)
	}
	p, bs, err = ParseLinkRules(fptLink(t, "knights-qs-example.link"), "Normal sudoku rules apply.")
	if err != nil || len(bs) != 0 || slices.ContainsFunc(p.Rules, func(r sudoku.Rule) bool { _, ok := r.(rules.AntiKnight); return ok }) {
		t.Errorf("ParseLinkRules(knights-qs-example, no anti-knight) = %v, %v, %v; want no binding and no anti-knight", p.Rules, bs, err)
	}
}
