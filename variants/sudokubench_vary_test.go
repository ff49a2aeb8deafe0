package variants

import (
	"encoding/json"
	"flag"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestSudokuBenchVaried reads the Sudoku-Bench puzzles as setters vary
// them: their drawn elements in reverse order, the paragraphs of their
// rules text in reverse order, and each class of lines
// in another colour with its colour word in the rules text changed to
// match. Each variant must read as the original does, to its published
// solution and only it, or be refused; it is never read wrongly. With
// -variants.bench the whole set is varied; without it, the puzzles the
// binding tests name.
func TestSudokuBenchVaried(t *testing.T) {
	var right, refused, varied int
	all := flag.Lookup("variants.bench").Value.(flag.Getter).Get().(bool)
	for _, bp := range benchPuzzles(t) {
		if !strings.HasPrefix(bp.Encoded, "scl") && !strings.HasPrefix(bp.Encoded, "ctc") {
			continue
		}
		if !all && !slices.Contains(variedIDs, bp.ID) {
			continue
		}
		if _, _, err := ParseLinkBindings(bp.Encoded); err != nil {
			continue // refused as it is
		}
		js, err := benchJSON(bp.Encoded)
		if err != nil {
			t.Fatalf("%s: %v", bp.ID, err)
		}
		variants := map[string][]byte{"elements reversed": reverseElements(t, js), "paragraphs reversed": reverseParagraphs(t, js)}
		for name, v := range recolourLines(t, js) {
			variants[name] = v
		}
		for name, v := range variants {
			varied++
			vp, _, err := decodeSCLBindings(v, nil)
			if err != nil {
				refused++
				t.Logf("%s %s: refused: %v", bp.ID, name, err)
				continue
			}
			if msg := benchVerdict(t, vp, bp.Solution); msg != "" {
				t.Errorf("%s %s: read wrongly: %s", bp.ID, name, msg)
				continue
			}
			right++
		}
	}
	t.Logf("%d variants: %d read right, %d refused, %d wrong", varied, right, refused, varied-right-refused)
	if varied == 0 {
		t.Fatal("no puzzle varied")
	}
}

// variedIDs are the puzzles varied without -variants.bench: one of each
// kind the binder reads.
var variedIDs = []string{
	"sxsm_MathPesto_6bc22cffe259fa87e3f6e1f3462b471e",  // renban, whispers
	"sxsm_JamesKopp_663a5d92442985f6bce55f6da3b7c58c",  // region sum
	"penpa583faf82b49f98649ca8ccedfdde0e8b",            // zipper with centre dots
	"sxsm_99Sneaky_f14a2e4e7e2b47ab724b3ce899e8c0fb",   // entropic loop, renban
	"sxsm_EPH_da66231da7633da5d6cb1606639e17b6",        // region sum loop, whispers
	"sxsm_KennetsDad_fde30ebd3029c3b874eedb77d3e22a0c", // region sum on a jigsaw
	"sxsm_bellsita_4f473dd679d17b8b7f54ce5fad21a8b5",   // odd and even shapes
}

// benchVerdict returns why p is not the puzzle of the published solution
// with it as its one solution, or "".
func benchVerdict(t *testing.T, p sudoku.Puzzle, published string) string {
	t.Helper()
	m, err := p.Model()
	if err != nil {
		return err.Error()
	}
	defer m.Close()
	sol, unique, err := m.Unique(t.Context(), p.Givens)
	switch {
	case err != nil:
		return err.Error()
	case !unique:
		return "more than one solution"
	case sol.String() != mustGrid(t, p.Shape, published).String():
		return "another solution: " + sol.String()
	}
	return ""
}

// benchJSON returns a SudokuPad link's puzzle JSON.
func benchJSON(link string) ([]byte, error) {
	pl, err := splitLink(linkFormat, link)
	if err != nil {
		return nil, err
	}
	text, err := pl.decompress()
	if err != nil {
		return nil, err
	}
	return sudokuPadJSON([]byte(text))
}

// reverseElements returns js with its lines, arrows, underlays, overlays
// and cages in reverse order.
func reverseElements(t *testing.T, js []byte) []byte {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal(js, &top); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"lines", "arrows", "underlays", "overlays", "cages"} {
		if list, ok := top[k].([]any); ok {
			slices.Reverse(list)
		}
	}
	out, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// reverseParagraphs returns js with the paragraphs of its rules text in
// reverse order.
func reverseParagraphs(t *testing.T, js []byte) []byte {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal(js, &top); err != nil {
		t.Fatal(err)
	}
	if meta, ok := top["metadata"].(map[string]any); ok {
		if text, ok := meta["rules"].(string); ok {
			paras := strings.Split(strings.ReplaceAll(text, `\n`, "\n"), "\n")
			slices.Reverse(paras)
			meta["rules"] = strings.Join(paras, "\n")
		}
	}
	out, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// palette is the colours a class of lines is recoloured to, with a word
// for each.
var palette = []struct{ word, hex string }{
	{"red", "#e03030ff"}, {"orange", "#f09a20ff"}, {"yellow", "#e8dc30ff"}, {"green", "#40c040ff"},
	{"blue", "#3070f0ff"}, {"purple", "#a040e0ff"}, {"grey", "#a0a0a0ff"},
}

// recolourLines returns, for each class of lines whose colour one colour
// word of the rules text names, js with those lines in a colour of the
// palette that no element and no word of the text has, and that word in
// the text in place of the old one.
func recolourLines(t *testing.T, js []byte) map[string][]byte {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal(js, &top); err != nil {
		t.Fatal(err)
	}
	meta, _ := top["metadata"].(map[string]any)
	text, _ := meta["rules"].(string)
	lines, _ := top["lines"].([]any)
	words := strings.Fields(strings.ToLower(regexp.MustCompile(`[^\pL]+`).ReplaceAllString(text, " ")))
	var colours []colour
	var raw []string
	for _, l := range lines {
		c, _ := l.(map[string]any)["color"].(string)
		pc := parseColour(c)
		if pc.ok && !slices.ContainsFunc(colours, pc.same) {
			colours = append(colours, pc)
			raw = append(raw, c)
		}
	}
	out := map[string][]byte{}
	for i, c := range colours {
		var named []string
		for w, in := range colourWords {
			if in(c) && slices.Contains(words, w) {
				named = append(named, w)
			}
		}
		if len(named) != 1 {
			continue
		}
		old := named[0]
		k := slices.IndexFunc(palette, func(p struct{ word, hex string }) bool {
			pc := parseColour(p.hex)
			return !slices.Contains(words, p.word) && colourWords[p.word](pc) &&
				!slices.ContainsFunc(colours, func(o colour) bool { return colourWords[p.word](o) }) &&
				!slices.ContainsFunc(named, func(w string) bool { return colourWords[w](pc) })
		})
		if k < 0 {
			continue
		}
		var v map[string]any
		if err := json.Unmarshal(js, &v); err != nil {
			t.Fatal(err)
		}
		for _, l := range v["lines"].([]any) {
			if lm := l.(map[string]any); lm["color"] == raw[i] {
				lm["color"] = palette[k].hex
			}
		}
		re := regexp.MustCompile(`(?i)\b` + old + `\b`)
		v["metadata"].(map[string]any)["rules"] = re.ReplaceAllStringFunc(text, func(m string) string {
			if m[0] >= 'A' && m[0] <= 'Z' {
				return strings.ToUpper(palette[k].word[:1]) + palette[k].word[1:]
			}
			return palette[k].word
		})
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		out[fmt.Sprintf("%s lines as %s", old, palette[k].word)] = data
	}
	return out
}
