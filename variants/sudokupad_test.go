package variants

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

const spDir = "testdata/sudokupad"

// spLink returns the link a testdata file holds: a .link file holds one;
// a .scl file holds zipped SudokuPad JSON and a .ctc.json file plain
// JSON, which the test compresses as SudokuPad does.
func spLink(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(spDir, name))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.TrimSpace(string(data))
	switch {
	case strings.HasSuffix(name, ".scl"):
		return SudokuPadBaseURL + "scl" + compressToBase64(text)
	case strings.HasSuffix(name, ".ctc.json"):
		return SudokuPadBaseURL + "ctc" + compressToBase64(text)
	}
	return text
}

func mustGrid(t *testing.T, s sudoku.Shape, text string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseGrid(s, text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// uniquePublished checks that p has one solution, the published one.
func uniquePublished(t *testing.T, p sudoku.Puzzle, published string) {
	t.Helper()
	m, err := p.Model()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	if err != nil || !unique || sol.String() != mustGrid(t, p.Shape, published).String() {
		t.Errorf("Unique() = %v, %v, %v; want the published solution, unique", sol, unique, err)
	}
}

// TestSudokuPadMade reads the made testdata files, one per element kind,
// and compares each with the puzzle it draws; the solution must satisfy
// every rule read, and the givens must make it unique.
func TestSudokuPadMade(t *testing.T) {
	s4, _ := sudoku.ShapeOf(4)
	c := sudoku.MustCells
	tests := []struct {
		file string
		want sudoku.Puzzle
	}{
		{"killer.scl", sudoku.Puzzle{
			Title: "Made killer", Author: "z3sudoku tests", Shape: s4,
			Rules: []sudoku.Rule{rules.Classic(),
				rules.Cage{Sum: 3, Cells: c("r1c1 r1c2")}, rules.Cage{Sum: 7, Cells: c("r1c3 r1c4")},
				rules.Cage{Sum: 5, Cells: c("r2c1 r3c1")}, rules.Cage{Sum: 5, Cells: c("r2c2 r2c3")},
				rules.Cage{Sum: 5, Cells: c("r2c4 r3c4")}, rules.Cage{Sum: 5, Cells: c("r3c2 r3c3")},
				rules.Cage{Sum: 7, Cells: c("r4c1 r4c2")}, rules.Cage{Cells: c("r4c3 r4c4")}},
			Givens:   mustGrid(t, s4, "....\n....\n2...\n...."),
			Solution: mustGrid(t, s4, "1234341221434321"),
		}},
		{"shapes.scl", sudoku.Puzzle{
			Title: "Made thermo, arrow, dots and V", Author: "z3sudoku tests", Shape: s4,
			Rules: []sudoku.Rule{rules.Classic(),
				rules.Thermometer{Cells: c("r1c1 r1c2 r1c3")},
				rules.Arrow{Circle: c("r2c2"), Line: c("r3c2 r4c2")},
				rules.Difference{A: sudoku.Cell{Row: 0, Col: 0}, B: sudoku.Cell{Row: 0, Col: 1}},
				rules.Ratio{A: sudoku.Cell{Row: 0, Col: 1}, B: sudoku.Cell{Row: 1, Col: 1}},
				rules.V(sudoku.Cell{Row: 1, Col: 1}, sudoku.Cell{Row: 1, Col: 2})},
			Givens:   mustGrid(t, s4, "...4\n....\n2..3\n...."),
			Solution: mustGrid(t, s4, "1234341221434321"),
		}},
		{"jigsaw-diagonals.ctc.json", sudoku.Puzzle{
			Title: "Made jigsaw X", Author: "z3sudoku tests", Shape: s4,
			Rules: []sudoku.Rule{
				rules.JigsawRules([][]sudoku.Cell{c("r1c1 r1c2 r2c1 r3c1"), c("r1c3 r1c4 r2c4 r3c4"), c("r2c2 r2c3 r3c2 r3c3"), c("r4c1 r4c2 r4c3 r4c4")}),
				rules.Diagonals()},
			Givens:   mustGrid(t, s4, "123.\n...2\n....\n.1.."),
			Solution: mustGrid(t, s4, "1234341243212143"),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			p, err := ParseLink(spLink(t, tt.file))
			if err != nil {
				t.Fatalf("ParseLink() = %v", err)
			}
			want, err := Canonical(tt.want)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, p); d != "" {
				t.Errorf("ParseLink() (-want +got):\n%s", d)
			}
			checkSolved(t, p, true)
			checkSudokuPadRoundTrip(t, p)
		})
	}
}

// checkSolved checks that p's solution satisfies its rules and, with
// unique, that it is the givens' only solution.
func checkSolved(t *testing.T, p sudoku.Puzzle, unique bool) {
	t.Helper()
	m, err := p.Model()
	if err != nil {
		t.Fatalf("Model() = %v", err)
	}
	defer m.Close()
	if err := m.Verify(p.Solution); err != nil {
		t.Errorf("Verify(published solution) = %v", err)
	}
	if !unique {
		return
	}
	sol, ok, err := m.Unique(context.Background(), p.Givens)
	if err != nil || !ok {
		t.Fatalf("Unique() = %v, %v, %v; want the only solution", sol, ok, err)
	}
	if d := cmp.Diff(p.Solution, sol); d != "" {
		t.Errorf("Unique() (-published +solved):\n%s", d)
	}
}

// checkSudokuPadRoundTrip writes p as a SudokuPad link and reads it back.
func checkSudokuPadRoundTrip(t *testing.T, p sudoku.Puzzle) {
	t.Helper()
	link, err := SudokuPadURL(p)
	if err != nil {
		t.Fatalf("SudokuPadURL() = %v", err)
	}
	if !strings.HasPrefix(link, "https://sudokupad.app/fpuzzlesN4Ig") {
		t.Errorf("SudokuPadURL() = %.40q..., want https://sudokupad.app/fpuzzles and f-puzzles data", link)
	}
	q, err := ParseLink(link)
	if err != nil {
		t.Fatalf("ParseLink(SudokuPadURL()) = %v", err)
	}
	want, err := Canonical(p)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, q); d != "" {
		t.Errorf("SudokuPad round trip (-canonical +reread):\n%s", d)
	}
}

// TestSudokuPadReal reads real SudokuPad links (their sources are in
// testdata/sudokupad/README.md).
func TestSudokuPadReal(t *testing.T) {
	t.Run("counting circles: circles whose meaning is in the rules", func(t *testing.T) {
		p, bs, err := ParseLinkBindings(spLink(t, "counting-circles.link"))
		if err != nil {
			t.Fatalf("ParseLinkBindings() = %v, want the puzzle", err)
		}
		if len(bs) != 1 || bs[0].Family != "counting circles" || len(bs[0].Lines) != 9 || bs[0].Lines[7] != "underlays[7]" {
			t.Errorf("bindings = %v, want the 9 circles as counting circles", bs)
		}
		checkSolved(t, p, true)
		checkSudokuPadRoundTrip(t, p)
	})
	t.Run("parity fish: lines in a background image", func(t *testing.T) {
		link := spLink(t, "parity-fish.link")
		_, err := ParseLink(link)
		var ee *ElementsError
		if !errors.As(err, &ee) || len(ee.Elements) != 1 || !strings.Contains(ee.Elements[0], "metadata.bgimage") {
			t.Fatalf("ParseLink() = %v, want the background image as the one element not read", err)
		}
		// Without the picture, every element is read, and the rules text
		// still states the parity lines.
		text, err := decompressFromBase64(strings.TrimPrefix(link, SudokuPadBaseURL+"scl"))
		if err != nil {
			t.Fatal(err)
		}
		text = strings.Replace(text, "bgimage:'https://i.imgur.com/n3iOt4N.jpeg',", "", 1)
		_, err = ParseSudokuPad([]byte(text))
		var re *RulesTextError
		if !errors.As(err, &re) || !errors.Is(err, ErrUnreadRules) || !errors.Is(err, ErrUnsupported) {
			t.Fatalf("ParseSudokuPad(without the picture) = %v, want a *RulesTextError", err)
		}
		if len(re.Phrases) != 2 || !strings.HasPrefix(re.Phrases[0], `"even" (parity not read), in "Two cells adjacent along a red line`) || !strings.HasPrefix(re.Phrases[1], `"odd"`) {
			t.Errorf("RulesTextError lists %q, want even and odd in the red line's sentence", re.Phrases)
		}
		// Without the picture and that sentence, the 21 dots are read,
		// and the published solution satisfies them: a check of the
		// dots' colours and places on SudokuMaker's output.
		const redLine = `\nTwo cells adjacent along a red line must contain one even digit and one odd digit.`
		if !strings.Contains(text, redLine) {
			t.Fatalf("no %q in the rules text", redLine)
		}
		p, err := ParseSudokuPad([]byte(strings.Replace(text, redLine, "", 1)))
		if err != nil {
			t.Fatalf("ParseSudokuPad(without the picture and the red line) = %v", err)
		}
		white, black := 0, 0
		for _, r := range p.Rules {
			switch r.(type) {
			case rules.Difference:
				white++
			case rules.Ratio:
				black++
			}
		}
		if p.Title != "Parity Fish" || p.Author != "Marty Sears" || white != 16 || black != 5 {
			t.Errorf("read %q by %q with %d white and %d black dots, want Parity Fish by Marty Sears, 16 and 5", p.Title, p.Author, white, black)
		}
		want := mustGrid(t, p.Shape, "854369172976251834123478956419582367568937421237146598785694213691823745342715689")
		if d := cmp.Diff(want, p.Solution); d != "" {
			t.Errorf("solution (-published +read):\n%s", d)
		}
		checkSolved(t, p, false)
	})
	t.Run("sudocle issue 245: a SudokuPad f-puzzles id", func(t *testing.T) {
		p, err := ParseLink(spLink(t, "sudocle-245.link"))
		if err != nil {
			t.Fatalf("ParseLink() = %v", err)
		}
		q, err := ParseFPuzzlesURL(spLink(t, "sudocle-245.link"))
		if err != nil {
			t.Fatalf("ParseFPuzzlesURL() = %v", err)
		}
		if d := cmp.Diff(p, q); d != "" {
			t.Errorf("ParseLink and ParseFPuzzlesURL differ:\n%s", d)
		}
		// The same id in the path, as Sudocle and SudokuPad also take it.
		path := strings.Replace(spLink(t, "sudocle-245.link"), "?puzzleid=", "", 1)
		r, err := ParseLink(path)
		if err != nil {
			t.Fatalf("ParseLink(id in the path) = %v", err)
		}
		if d := cmp.Diff(p, r); d != "" {
			t.Errorf("ParseLink(id in the path) differs:\n%s", d)
		}
		// A killer with no published solution: it has one solution.
		p.Solution = mustGrid(t, p.Shape, "143578926587296431296314785624153897731489562958627314875961243419732658362845179")
		checkSolved(t, p, true)
		checkSudokuPadRoundTrip(t, p)
	})
	// Sudoku-Bench's challenge set: puzzles whose every element the
	// reader understands. Each link's metadata holds the solution, which
	// must be the published one, satisfy the rules read and be the
	// givens' only solution.
	read := []struct {
		file, title, author string
		rules               map[string]int // rules read, by type
		givens, solution    string         // as published
	}{
		{"nikoli-nhk2311h1.link", "Nikoli nhk2311h1", "Nikoli", map[string]int{"rules.Set": 1},
			"..3..5....7.3...2.8...6.4...1...8..5..8.2.6..3..9...1...6.7...9.2...9.4....4..1..",
			"243815967675394821891762453912648735758123694364957218436271589127589346589436172"},
		{"ascension.link", "Ascension", "Florian Wortmann", map[string]int{"rules.Set": 1, "rules.AntiKnight": 1, "rules.Arrow": 10},
			"", "652718349789243651341659728516397284297481536834526197165934872928175463473862915"},
		{"erin-toler-x0f.link", `\x0F`, "Erin Toler", map[string]int{"rules.Set": 1, "rules.Cage": 10, "rules.Difference": 7, "rules.Ratio": 5},
			"", "621398754793452186458716932582937641947681523136245897219573468865124379374869215"},
		{"whats-the-difference.link", "What's the difference?", "Graggle", map[string]int{"rules.Set": 1, "rules.Cage": 3, "rules.Arrow": 10, "rules.Difference": 10},
			"", "813692475945713268726845139457928613698371542231456987174589326389264751562137894"},
		{"corners.link", "Corners", "Space_man", map[string]int{"rules.Set": 1, "rules.AntiKnight": 1, "rules.Arrow": 7},
			"", "235794861167835429894261537952416378713958642486327195348172956671549283529683714"},
		{"leftovers.link", "Leftovers", "Matt Tressel", map[string]int{"rules.Set": 1, "rules.Cage": 5, "rules.Arrow": 7, "rules.Difference": 2},
			"", "925348167146725893783961254598217346417836529632594781361482975874159632259673418"},
		// A little killer clue drawn as a black arrow and an "8" outside
		// the grid, read by the rules text (bind_drawn.go).
		{"intro-killer.link", "Introduction to Killer Sudoku", "Michael Lefkowitz", map[string]int{"rules.Set": 1, "rules.Cage": 3, "rules.LittleKiller": 1},
			"", "3214142323414132"},
	}
	for _, tt := range read {
		t.Run("sudoku-bench "+tt.file, func(t *testing.T) {
			link := spLink(t, tt.file)
			if !strings.HasPrefix(link, "sclN4") {
				t.Fatalf("%s holds %.12q..., want a bare scl id", tt.file, link)
			}
			p, err := ParseLink(link)
			if err != nil {
				t.Fatalf("ParseLink() = %v", err)
			}
			got := map[string]int{}
			for _, r := range p.Rules {
				got[fmt.Sprintf("%T", r)]++
			}
			if p.Title != tt.title || p.Author != tt.author {
				t.Errorf("read %q by %q, want %q by %q", p.Title, p.Author, tt.title, tt.author)
			}
			if d := cmp.Diff(tt.rules, got); d != "" {
				t.Errorf("rules read (-want +got):\n%s", d)
			}
			if tt.givens != "" {
				if d := cmp.Diff(mustGrid(t, p.Shape, tt.givens), p.Givens); d != "" {
					t.Errorf("givens (-published +read):\n%s", d)
				}
			} else if n := p.Givens.NumGivens(); n != 0 {
				t.Errorf("read %d givens, want none", n)
			}
			if d := cmp.Diff(mustGrid(t, p.Shape, tt.solution), p.Solution); d != "" {
				t.Errorf("solution (-published +read):\n%s", d)
			}
			checkSolved(t, p, true)
			checkSudokuPadRoundTrip(t, p)
		})
	}
	t.Run("same product: little killer arrows without totals", func(t *testing.T) {
		p, bs, err := ParseLinkBindings(spLink(t, "same-product.link"))
		if err != nil {
			t.Fatalf("ParseLinkBindings() = %v, want the puzzle", err)
		}
		if len(bs) != 1 || bs[0].Family != "product diagonals" || !slices.Equal(bs[0].Lines, []string{"arrows[0]", "arrows[1]", "arrows[2]", "arrows[3]"}) {
			t.Errorf("bindings = %v, want the 4 arrows as product diagonals", bs)
		}
		checkSolved(t, p, true)
		// f-puzzles has no product diagonals: the link is refused.
		if _, err := SudokuPadURL(p); !errors.Is(err, ErrUnsupported) {
			t.Errorf("SudokuPadURL() = %v, want ErrUnsupported", err)
		}
	})
	t.Run("short links need the network", func(t *testing.T) {
		data, err := os.ReadFile(filepath.Join(spDir, "short-links.txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, link := range strings.Fields(string(data)) {
			_, err := ParseLink(link)
			if !errors.Is(err, ErrStoredOnline) || !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "this link names a puzzle stored online") {
				t.Errorf("ParseLink(%q) = %v, want ErrStoredOnline", link, err)
			}
		}
	})
}

// TestSudokuPadUnread checks that every element whose meaning is only in
// the rules text is listed, and nothing is read.
func TestSudokuPadUnread(t *testing.T) {
	_, err := ParseLink(spLink(t, "unread.scl"))
	var ee *ElementsError
	if !errors.As(err, &ee) {
		t.Fatalf("ParseLink() = %v, want an *ElementsError", err)
	}
	want := []string{
		"cages[1] (cage of 2 cells from r1c1, no total)",
		`cages[2] (cage of 2 cells from r3c3, value "?", not a total)`,
		"lines[0] (line #FC0000, 3 points, r1c1 to r3c2)",
		"arrows[0] (arrow #000000, 2 points, [0.2, 0.8] to [0.02, 0.98])",
		"underlays[0] (shape 0.7x0.7 at r4c4, fill #CFCFCF)",
		"overlays[0] (circle 0.3x0.3 at r2c1|r3c1, fill #888888)",
		`overlays[1] (shape 0.25x0.25 at [0.5, 4.5], text "12")`,
	}
	if d := cmp.Diff(want, ee.Elements); d != "" {
		t.Errorf("unread elements (-want +got):\n%s", d)
	}
}

// TestSudokuPadShapes reads one small zipped puzzle per shape form and
// compares the rules read with the ones it draws.
func TestSudokuPadShapes(t *testing.T) {
	const boxes = `re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]`
	grid := `ce:[[,,,],[,,,],[,,,],[,,,]],` + boxes
	c := sudoku.MustCells
	cell := func(r, c int) sudoku.Cell { return sudoku.Cell{Row: r - 1, Col: c - 1} }
	tests := []struct {
		name string
		zip  string
		want []sudoku.Rule
	}{
		{"thermometer with a bend and a diagonal run",
			`l:[{c:'#cfcfcf',th:21,wp:[[3.5,0.5],[2.5,0.5],[0.5,2.5]]}],u:[{c1:CFCFCF,c2:CFCFCF,ct:[3.5,0.5],r:t,w:0.85,h:0.85}]`,
			[]sudoku.Rule{rules.Thermometer{Cells: c("r4c1 r3c1 r2c2 r1c3")}}},
		{"two arrows from one circle",
			`a:[{c:a1a1a1,hl:0.3,th:5,wp:[[0.8,0.5],[1.5,0.5]]},{c:a1a1a1,hl:0.3,th:5,wp:[[0.7,0.7],[2.5,2.5]]}],o:[{c1:a1a1a1,c2:#F,ct:[0.5,0.5],r:t,te:'',w:0.75,h:0.75}]`,
			[]sudoku.Rule{rules.Arrow{Circle: c("r1c1"), Line: c("r2c1")}, rules.Arrow{Circle: c("r1c1"), Line: c("r2c2 r3c3")}}},
		{"pill arrow",
			`a:[{c:a1a1a1,hl:0.3,th:5,wp:[[3.2,0.5],[2.5,0.5],[1.5,0.5]]}],o:[{c1:a1a1a1,c2:#F,ct:[3.5,1],r:t,w:1.75,h:0.75}]`,
			[]sudoku.Rule{rules.Arrow{Circle: c("r4c1 r4c2"), Line: c("r3c1 r2c1")}}},
		{"anti-diagonal",
			`l:[{c:'#34BBE6',th:2,wp:[[0,4],[4,0]]}]`,
			[]sudoku.Rule{rules.Diagonal{Anti: true}}},
		{"X, black dot as f-puzzles writes it, white dot",
			`o:[{c2:#F,c1:#F,ct:[2,3.5],fs:21,r:f,w:0.25,h:0.25,te:'X'},{c1:#0,c2:#0,ct:[3.5,3],r:t,w:0.3,h:0.3,te:''},{c1:'#000',c2:'#fff',ct:[0.5,2],r:t,w:0.3,h:0.3}]`,
			[]sudoku.Rule{rules.Ratio{A: cell(4, 3), B: cell(4, 4)}, rules.Difference{A: cell(1, 2), B: cell(1, 3)}, rules.X(cell(2, 4), cell(3, 4))}},
		{"white dot with rounded written as 1, as Penpa+ conversions write it",
			`o:[{c1:'#000',c2:'#fff',ct:[0.5,2],r:1,w:0.3,h:0.3}]`,
			[]sudoku.Rule{rules.Difference{A: cell(1, 2), B: cell(1, 3)}}},
		{"the empty settings and transparent board underlay of Penpa+",
			`settings:{},u:[{class:'board-position',c2:'#FFFFFF00',ct:[2,2],w:4.08,h:4.08}]`,
			nil},
		{"anti-knight and anti-king in metadata",
			`metadata:{antiknight:t,antiking:t}`,
			[]sudoku.Rule{rules.AntiKnight{}, rules.AntiKing{}}},
	}
	s4, _ := sudoku.ShapeOf(4)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseSudokuPad([]byte("{" + grid + "," + tt.zip + "}"))
			if err != nil {
				t.Fatalf("ParseSudokuPad() = %v", err)
			}
			want, err := Canonical(sudoku.Puzzle{Shape: s4, Rules: append([]sudoku.Rule{rules.Classic()}, tt.want...)})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, p); d != "" {
				t.Errorf("ParseSudokuPad() (-want +got):\n%s", d)
			}
			checkSudokuPadRoundTrip(t, p)
		})
	}
}

// TestReadSudokuPad reads files: SudokuPad JSON, a saved link, and what
// SudokuPad's server returns for a short id (a prefixed id).
func TestReadSudokuPad(t *testing.T) {
	want, err := ParseLink(spLink(t, "jigsaw-diagonals.ctc.json"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(spDir, "jigsaw-diagonals.ctc.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{string(data), spLink(t, "jigsaw-diagonals.ctc.json") + "\n", strings.TrimPrefix(spLink(t, "jigsaw-diagonals.ctc.json"), SudokuPadBaseURL)} {
		p, err := ReadSudokuPad(strings.NewReader(in))
		if err != nil {
			t.Fatalf("ReadSudokuPad(%.30q) = %v", in, err)
		}
		if d := cmp.Diff(want, p); d != "" {
			t.Errorf("ReadSudokuPad(%.30q) (-ParseLink +ReadSudokuPad):\n%s", in, d)
		}
	}
	_, err = ReadSudokuPad(strings.NewReader(strings.Repeat(" ", MaxDecompressed+1)))
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadSudokuPad(%d bytes) = %v, want ErrTooLarge", MaxDecompressed+1, err)
	}
}

// TestSudokuPadMergedSlashes reads links whose "//" a server merged into
// "/", as SudokuPad does.
func TestSudokuPadMergedSlashes(t *testing.T) {
	for _, kind := range []string{"scl", "fpuzzles"} {
		found := false
		for i := 0; i < 5000 && !found; i++ {
			var text string
			if kind == "scl" {
				text = fmt.Sprintf("{ca:[{v:'title: %d\uffff'}],ce:[[,],[,]]}", i)
			} else {
				text = fmt.Sprintf(`{"size":4,"title":"%d`+"\uffff"+`","grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}`, i)
			}
			data := compressToBase64(text)
			if !strings.Contains(data, "//") {
				continue
			}
			found = true
			want, err := ParseLink(SudokuPadBaseURL + kind + data)
			if err != nil {
				t.Fatalf("ParseLink(%s) = %v", kind, err)
			}
			merged := SudokuPadBaseURL + kind + strings.ReplaceAll(data, "//", "/")
			got, err := ParseLink(merged)
			if err != nil {
				t.Fatalf("ParseLink(%s with // merged) = %v", kind, err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("ParseLink(%s with // merged) (-want +got):\n%s", kind, d)
			}
		}
		if !found {
			t.Fatalf("no %s test payload with //", kind)
		}
	}
}
