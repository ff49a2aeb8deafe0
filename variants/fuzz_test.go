package variants_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// checkRoundTrip checks what every successfully read puzzle must satisfy:
// it is canonical, and it goes through f-puzzles JSON and an f-puzzles
// link unchanged.
func checkRoundTrip(t *testing.T, p sudoku.Puzzle) {
	t.Helper()
	canon, err := variants.Canonical(p)
	if err != nil {
		t.Fatalf("Canonical(read puzzle) = %v", err)
	}
	if d := cmp.Diff(p, canon); d != "" {
		t.Fatalf("a read puzzle is not canonical (-read +canonical):\n%s", d)
	}
	data, err := variants.MarshalFPuzzles(p)
	if err != nil {
		t.Fatalf("MarshalFPuzzles(read puzzle) = %v", err)
	}
	q, err := variants.ParseFPuzzles(data)
	if err != nil {
		t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v\n%s", err, data)
	}
	if d := cmp.Diff(p, q); d != "" {
		t.Fatalf("JSON round trip (-read +reread):\n%s", d)
	}
	link, err := variants.FPuzzlesURL(p)
	if err != nil {
		t.Fatalf("FPuzzlesURL(read puzzle) = %v", err)
	}
	r, err := variants.ParseFPuzzlesURL(link)
	if err != nil {
		t.Fatalf("ParseFPuzzlesURL(FPuzzlesURL()) = %v", err)
	}
	if d := cmp.Diff(p, r); d != "" {
		t.Fatalf("URL round trip (-read +reread):\n%s", d)
	}
}

// fuzzJSONSeeds are small f-puzzles documents that reach every reader.
func fuzzJSONSeeds() []string {
	return []string{
		fpzJSON(4, `"killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}], "antiknight": true`, map[string]string{"R1C1": `{"value": 1, "given": true}`}),
		fpzJSON(4, `"littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "10"}], "sandwichsum": [{"cell": "R0C2", "value": "0"}]`, nil),
		fpzJSON(4, `"arrow": [{"cells": ["R1C1"], "lines": [["R1C1", "R2C2"]]}], "thermometer": [{"lines": [["R3C1", "R3C2"]]}]`, nil),
		fpzJSON(4, `"difference": [{"cells": ["R1C1", "R1C2"]}], "ratio": [{"cells": ["R2C1", "R2C2"], "value": "2"}], "nonconsecutive": true, "negative": ["ratio"]`, nil),
		fpzJSON(4, `"xv": [{"cells": ["R1C1", "R1C2"], "value": "X"}], "negative": ["xv"], "odd": [{"cell": "R4C4"}], "even": [{"cell": "R4C3"}]`, nil),
		fpzJSON(4, `"quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, 2]}], "clone": [{"cells": ["R1C1"], "cloneCells": ["R4C4"]}]`, nil),
		fpzJSON(4, `"xsum": [{"cell": "R5C1", "value": "4"}], "skyscraper": [{"cell": "R1C5", "value": "2"}], "whispers": [{"lines": [["R2C3", "R2C4"]], "value": "2"}]`, nil),
		fpzJSON(4, `"solution": [1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1], "text": [], "highlightConflicts": true`, map[string]string{"R1C3": `{"region": 0}`, "R2C2": `{"region": 1}`}),
		fpzJSON(6, `"renban": [{"lines": [["R1C1", "R1C2", "R1C3"]]}], "entropicline": [{"lines": [["R2C1", "R2C2"]]}], "rowindexer": [{"cells": ["R1C1"]}]`, nil),
		`{"size": 1, "grid": [[{"region": null}]]}`,
		// The fields of real puzzles: given pencil marks, double arrows,
		// lines through a cell twice, fortress cells, region sums on a
		// jigsaw, rows as regions, string solutions, solver settings.
		fpzJSON(4, `"doublearrow": [{"lines": [["R1C1", "R2C2", "R1C3"]]}], "whispers": [{"lines": [["R3C1", "R3C2", "R4C1", "R3C2"]], "value": "2"}]`,
			map[string]string{"R4C4": `{"givenPencilMarks": [1, 3]}`, "R4C3": `{"givenPencilMarks": null, "parity": null}`}),
		fpzJSON(4, `"maximum": [{"cell": "R2C2"}, {"cell": "R2C3"}], "minimum": [{"cell": "R4C1"}], "solution": "1234341221434321", "disabledlogic": ["tuples"], "truecandidatesoptions": ["colored"], "metadata": {}`, nil),
		fpzJSON(4, `"regionsumline": [{"lines": [["R1C1", "R1C2", "R1C3"]]}]`, map[string]string{"R1C1": `{"region": 0}`, "R1C2": `{"region": 1}`, "R1C3": `{"region": 0}`, "R1C4": `{"region": 1}`,
			"R2C1": `{"region": 2}`, "R2C2": `{"region": 3}`, "R2C3": `{"region": 2}`, "R2C4": `{"region": 3}`, "R3C1": `{"region": 1}`, "R3C2": `{"region": 0}`, "R3C3": `{"region": 1}`,
			"R3C4": `{"region": 0}`, "R4C1": `{"region": 3}`, "R4C2": `{"region": 2}`, "R4C3": `{"region": 3}`, "R4C4": `{"region": 2}`}),
		fpzJSON(5, `"regionsumline": [{"lines": [["R1C1", "R2C2"]]}], "renban": [{"lines": [["R3C1", "R3C2", "R3C1"]]}]`, map[string]string{"R1C5": `{"region": 1}`, "R2C1": `{"region": 0}`}),
	}
}

func FuzzReadFPuzzles(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.json"))
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	wild, _ := filepath.Glob(filepath.Join(wildDir, "*.json"))
	for _, fn := range wild {
		data, err := os.ReadFile(fn)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range fuzzJSONSeeds() {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := variants.ReadFPuzzles(strings.NewReader(string(data)))
		if err != nil {
			return
		}
		checkRoundTrip(t, p)
	})
}

func FuzzParseFPuzzlesURL(f *testing.F) {
	for _, s := range []string{realLink1, realLink2, realLink3, "N4IgHiBcDMC+Q===", "fpuzzlesN4IgHiBcDMC+Q===",
		"https://sudokupad.app/fpuzzlesN4IgHiBcDMC%2BQ%3D%3D%3D", "https://f-puzzles.com/?id=x", "BYUwNmD2A0AECWsCGBbZtDUzkA=="} {
		f.Add(s)
	}
	for _, s := range fuzzJSONSeeds()[:4] {
		p, err := variants.ParseFPuzzles([]byte(s))
		if err != nil {
			f.Fatal(err)
		}
		link, err := variants.FPuzzlesURL(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(link)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := variants.ParseFPuzzlesURL(s)
		if err != nil {
			return
		}
		checkRoundTrip(t, p)
	})
}

func FuzzParseSudoCue(f *testing.F) {
	data, err := os.ReadFile("testdata/sudocue.txt")
	if err != nil {
		f.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, ":k:") {
			f.Add(line)
		}
	}
	f.Add("2x2:d:k:769:769:1026:1539:1796:1796:1026:1539:773:773:1543:1032:1798:1798:1543:1032:")
	f.Add("2x2::k:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := variants.ParseSudoCue(s)
		if err != nil {
			return
		}
		checkRoundTrip(t, p)
	})
}
