package variants

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/z3sudoku/z3sudoku/rules"
)

// TestSudokuPadRulesTextReal reads real Sudoku-Bench links whose rules
// text states a rule the reader does not map (their sources are in
// testdata/sudokupad/README.md): each is refused with a *RulesTextError
// that names the phrases, or, for digits beyond the grid, ErrDigitRange.
// Those that state anti-knight only in the text are bound (bind_test.go).
func TestSudokuPadRulesTextReal(t *testing.T) {
	tests := []struct {
		file string
		want []string // the phrases, in order
	}{
		{"prime-killer-snack.link", []string{
			`"prime" (primes not read), in "Digits in a cage sum to a prime number but no two cages sum to the same prime"`,
			`"may repeat" (digits that may repeat not read), in "Digits in a cage MAY repeat"`}},
		{"negative-arrows.link", []string{
			`"Negators:" (a rule heading not read), in "Negators: There are 9 cells in the grid which are negators, one each in every..."`,
			`"negators" (negators not read), in "Negators: There are 9 cells in the grid which are negators, one each in every..."`,
			`"negative" (a negative constraint or negative values not read), in "Digits in a negator cell count as negative for the purposes of arrows and XV"`,
			`"negator" (negators not read), in "Digits in a negator cell count as negative for the purposes of arrows and XV"`,
			`"negator" (negators not read), in "a valid arrow could be 8 = 5 + 7 + (-4) if the 4 were in a negator cell"`}},
		{"thermal-balance.link", nil},
		{"nosferatu-crossfire.link", nil},
		{"mean-baby-snake.link", nil},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			_, err := ParseLink(spLink(t, tt.file))
			var re *RulesTextError
			var fe *FieldError
			if !errors.As(err, &re) || !errors.Is(err, ErrUnreadRules) || !errors.Is(err, ErrUnsupported) || errors.Is(err, ErrInvalid) || errors.Is(err, ErrUnreadElements) {
				t.Fatalf("ParseLink() = %v, want a *RulesTextError", err)
			}
			if !errors.As(err, &fe) || fe.Field != "metadata.rules" {
				t.Errorf("ParseLink() = %v, want a *FieldError for metadata.rules", err)
			}
			if tt.want == nil {
				if len(re.Phrases) == 0 {
					t.Errorf("RulesTextError lists no phrases")
				}
				return
			}
			if d := cmp.Diff(tt.want, re.Phrases); d != "" {
				t.Errorf("phrases (-want +got):\n%s", d)
			}
		})
	}
	for _, file := range []string{"moving-day.link", "ngn.link", "unique-sum.link"} {
		t.Run(file, func(t *testing.T) {
			_, err := ParseLink(spLink(t, file))
			if !errors.Is(err, ErrDigitRange) || !errors.Is(err, ErrUnsupported) || errors.Is(err, ErrInvalid) {
				t.Fatalf("ParseLink() = %v, want ErrDigitRange", err)
			}
		})
	}
}

// TestSudokuPadNegativeConstraint reads "sphinx of black quartz": its
// palindrome line is bound by the text, every element is read (white
// dots, Vs, anti-knight in the metadata), and the rules text's "All
// possible dots are given" and "All such pairs are given" (after the V
// sentence) are negative white-dot and V rules over the pairs not
// marked; the published solution is the one solution. Without those
// sentences, the negative rules are not read.
func TestSudokuPadNegativeConstraint(t *testing.T) {
	link := spLink(t, "sphinx-black-quartz.link")
	p, bs, err := ParseLinkBindings(link)
	if err != nil {
		t.Fatalf("ParseLinkBindings() = %v, want the puzzle", err)
	}
	var fams []string
	for _, b := range bs {
		fams = append(fams, b.Elements+": "+b.Family)
	}
	want := []string{"grey lines (1): palindrome", ": negative white dots", ": negative XV (sums 5)"}
	if d := cmp.Diff(want, fams, cmpopts.SortSlices(func(a, b string) bool { return a < b })); d != "" {
		t.Errorf("bindings (-want +got):\n%s", d)
	}
	var negK, negXV int
	for _, r := range rules.Flatten(p.Rules...) {
		switch r := r.(type) {
		case rules.NegativeKropki:
			negK++
			if !r.White || r.Black || len(r.Marked) == 0 {
				t.Errorf("%#v: want white dots only, over the dots' pairs", r)
			}
		case rules.NegativeXV:
			negXV++
			if !slices.Equal(r.Sums, []int{5}) || len(r.Marked) == 0 {
				t.Errorf("%#v: want Vs only, over the Vs' pairs", r)
			}
		}
	}
	if negK != 1 || negXV != 1 {
		t.Errorf("%d negative kropki and %d negative XV rules, want one each", negK, negXV)
	}
	checkSolved(t, p, true)

	text, err := decompressFromBase64(strings.TrimPrefix(link, "scl"))
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]any
	if err := json.Unmarshal([]byte(text), &top); err != nil {
		t.Fatal(err)
	}
	meta := top["metadata"].(map[string]any)
	meta["rules"] = strings.NewReplacer(" All possible dots are given.", "", " All such pairs are given.", "").Replace(meta["rules"].(string))
	data, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	p, err = ParseSudokuPad(data)
	if err != nil {
		t.Fatalf("ParseSudokuPad(without the negative constraints) = %v", err)
	}
	for _, r := range rules.Flatten(p.Rules...) {
		switch r.(type) {
		case rules.NegativeKropki, rules.NegativeXV:
			t.Errorf("%v read, without its sentence", r)
		}
	}
	checkSolved(t, p, false)
}

// TestSudokuPadRulesText checks the phrases read on small puzzles: the
// standard wording of each rule read passes, and a phrase naming a rule
// not read, or a change to one, is listed.
func TestSudokuPadRulesText(t *testing.T) {
	const grid = `ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]`
	const elements = `ca:[{ce:[[3,0],[3,1]],v:3}],` +
		`l:[{c:'#cfcfcf',th:21,wp:[[0.5,0.5],[0.5,2.5]]}],u:[{c2:CFCFCF,ct:[0.5,0.5],r:t,w:0.85,h:0.85}],` +
		`a:[{c:a1a1a1,hl:0.3,th:5,wp:[[1.8,1.5],[3.5,1.5]]}],` +
		`o:[{c1:a1a1a1,c2:#F,ct:[1.5,1.5],r:t,w:0.75,h:0.75},{c1:'#000',c2:'#fff',ct:[2,2.5],r:t,w:0.3,h:0.3},{c1:#0,c2:#0,ct:[2,3.5],r:t,w:0.3,h:0.3},{c2:#F,c1:#F,ct:[2.5,3],r:f,w:0.25,h:0.25,te:'X'}]`
	tests := []struct {
		name  string
		meta  string // more metadata
		rules string
		want  []string // the phrases named, by their quoted start
	}{
		{"standard wording", "", "Normal sudoku rules apply. Digits cannot repeat in a cage.\n" +
			"Killer cages: digits in a cage sum to the small number in its corner. Digits along an arrow sum to the digit in its circle.\n" +
			"Digits on a thermometer increase from the bulb end. Cells separated by a white dot contain consecutive digits; " +
			"a black dot between two cells means one is double the other. Not all possible dots are given. Digits joined by an X sum to 10.\n" +
			"Partial Kropki: not all dots are given. Digits cannot be repeated in a cage, and can't repeat on a thermometer.", nil},
		{"no rules text", "", "", nil},
		{"anti-knight in the metadata", "antiknight:t,", "Cells a knight's move apart cannot contain the same digit.", nil},
		{"anti-king in the text only", "", "Anti-King: cells a king's move apart differ.", []string{`"king"`}},
		{"slow thermometer", "", "Digits on a thermometer never decrease from the bulb.", nil},
		{"slow, but not said of thermometers", "", "Digits on a thermometer increase from the bulb.\nDigits may stay the same.", []string{`"stay the same"`}},
		{"slow and strict thermometers", "", "Digits on a thermometer strictly increase.\nDigits on a thermometer may stay the same.", []string{`"stay the same"`}},
		{"repeats in cages and elsewhere", "", "Digits may repeat in cages and on thermometers.", []string{`"may repeat"`}},
		{"repeats on arrows, read", "", "Digits may repeat on arrows.", nil},
		{"repeats on arrows and in killer cages", "", "Digits may repeat on arrows and in cages.", []string{`"may repeat"`}},
		{"inequalities without a sign", "", "Inequality signs point to the smaller digit.", []string{`"inequality"`}},
		{"cages relaxed", "", "Digits in a cage need not be different.", []string{`"need not"`}},
		{"a negative constraint without all", "", "Cells not separated by a white dot are not consecutive.", []string{`"not separated"`}},
		{"all dots given", "", "All kropki dots are given.", []string{`"all ... given"`}},
		{"all possible, read", "", "Every possible X is shown.", nil}, // a negative X rule, for the X drawn
		{"all such, read", "", "Digits joined by an X sum to 10. All such pairs are given.", nil},
		{"all such, of nothing", "", "Digits cannot repeat in a cage. All such pairs are given.", []string{`"all ... given"`}},
		{"parity", "", "Grey squares hold even digits; this holds even if a cage says otherwise.", []string{`"even"`}},
		{"even if is not parity", "", "Digits in a cage cannot repeat, even if the cage crosses a box.", nil},
		{"unknown heading", "", "Sudoku: normal rules.\nDoublers: one cell per row counts twice.", []string{`"Doublers:"`, `"doublers"`}},
		{"a heading in capitals", "", "SUDOKU\nFill the grid.\nRENBAN\nPink lines are consecutive.", []string{`"RENBAN"`, `"renban"`}},
		{"a rule that is not drawn", "", "Digits on a diagonal cannot repeat.", []string{`"diagonal"`}},
		{"V without a V", "", "Digits joined by a V sum to 5.", []string{`"v"`}},
		{"a 2 x 2 box is no X", "", "Each 2 x 2 box holds 1-4.", nil},
		{"digits beyond the grid", "", "Place the digits 1 to 9.", []string{`"1-9"`}},
		{"escaped line breaks", "", `Normal sudoku rules apply.\nZipper lines: equal sums.`, []string{`"Zipper lines:"`, `"zipper"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules, err := json.Marshal(tt.rules)
			if err != nil {
				t.Fatal(err)
			}
			text := "{" + grid + ",metadata:{" + tt.meta + "rules:" + string(rules) + "}," + elements + "}"
			_, err = ParseSudokuPad([]byte(text))
			if tt.want == nil {
				if err != nil {
					t.Fatalf("ParseSudokuPad() = %v, want no error", err)
				}
				return
			}
			var re *RulesTextError
			if !errors.As(err, &re) || !errors.Is(err, ErrUnreadRules) || !errors.Is(err, ErrUnsupported) {
				t.Fatalf("ParseSudokuPad() = %v, want a *RulesTextError", err)
			}
			var got []string
			for _, p := range re.Phrases {
				got = append(got, p[:strings.Index(p, " (")])
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("phrases (-want +got):\n%s\nfull: %q", d, re.Phrases)
			}
		})
	}
}
