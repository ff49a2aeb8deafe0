package render

import (
	"bytes"
	"errors"
	"image/color"
	"strconv"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func itoa(i int) string { return strconv.Itoa(i) }

// TestErrors checks that bad options and rules give their typed errors and
// write nothing.
func TestErrors(t *testing.T) {
	s9 := sudoku.Shape9
	classic := sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Classic()}}
	cases := []struct {
		name string
		p    sudoku.Puzzle
		opts []Option
		want error
		text string
	}{
		{"cell size small", classic, []Option{WithCellSize(3)}, ErrBadOption, "cell size 3"},
		{"cell size large", classic, []Option{WithCellSize(5000)}, ErrBadOption, "5000"},
		{"solution shape", classic, []Option{WithSolution(sudoku.NewGrid(sudoku.Shape4))}, ErrBadOption, "solution"},
		{"candidates shape", classic, []Option{WithCandidates(sudoku.Candidates{})}, ErrBadOption, "candidates"},
		{"bad shape", sudoku.Puzzle{Shape: sudoku.Shape{Size: 9, BoxRows: 2, BoxCols: 2}}, nil, sudoku.ErrInvalidGrid, ""},
		{"givens shape", sudoku.Puzzle{Shape: s9, Givens: sudoku.NewGrid(sudoku.Shape4)}, nil, sudoku.ErrInvalidGrid, "givens"},
		{"cage off grid", sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Set{rules.Cage{Sum: 3, Cells: []sudoku.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 9}}}}}}, nil, sudoku.ErrBadRule, "r1c10"},
		{"thermo off grid", sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Thermometer{Cells: []sudoku.Cell{{Row: -1, Col: 0}}}}}, nil, sudoku.ErrBadRule, "thermo"},
		{"little killer inside", sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.LittleKiller{Sum: 3, Clue: sudoku.Cell{Row: 1, Col: 1}, Dir: rules.DownRight}}}, nil, sudoku.ErrBadRule, "little killer"},
		{"sandwich off grid", sudoku.Puzzle{Shape: s9, Rules: []sudoku.Rule{rules.Sandwich{Line: rules.Row(12)}}}, nil, sudoku.ErrBadRule, "row 13"},
		{"windoku without boxes", sudoku.Puzzle{Shape: sudoku.LatinShape(9), Rules: []sudoku.Rule{rules.Windoku{}}}, nil, sudoku.ErrBadRule, "windoku"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := SVG(&buf, tc.p, tc.opts...)
			if !errors.Is(err, tc.want) {
				t.Fatalf("SVG() error = %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.text) {
				t.Errorf("SVG() error %q does not mention %q", err, tc.text)
			}
			if buf.Len() != 0 {
				t.Errorf("SVG() wrote %d bytes on error", buf.Len())
			}
		})
	}
}

// TestBorders counts the thick border runs: 4 outer sides plus the inner
// box lines for a classic grid, the outer frame only for a Latin square.
func TestBorders(t *testing.T) {
	count := func(p sudoku.Puzzle) int {
		sc, err := layout(p, nil)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, it := range sc.items {
			if it.itemClass() == "border" {
				n++
			}
		}
		return n
	}
	if got := count(sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic()}}); got != 8 {
		t.Errorf("classic 9x9 has %d border runs, want 8", got)
	}
	if got := count(sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Latin()}}); got != 4 {
		t.Errorf("latin 9x9 has %d border runs, want 4", got)
	}
}

// TestCageOutline checks the outline of an L-shaped cage and of two cells
// touching at a corner.
func TestCageOutline(t *testing.T) {
	d := &drawer{n: 9, s: 10}
	loops := d.cageOutline(sudoku.MustCells("r1c1 r2c1 r2c2"), 1)
	want := [][]point{{{1, 1}, {1, 19}, {19, 19}, {19, 11}, {9, 11}, {9, 1}}}
	if len(loops) != 1 || len(loops[0]) != 6 {
		t.Fatalf("L outline = %v, want 6 corners like %v", loops, want)
	}
	for _, p := range want[0] {
		found := false
		for _, q := range loops[0] {
			found = found || p.near(q, 1e-9)
		}
		if !found {
			t.Errorf("L outline %v misses corner %v", loops[0], p)
		}
	}
	if loops := d.cageOutline(sudoku.MustCells("r1c1 r2c2"), 1); len(loops) != 2 {
		t.Errorf("diagonal cells give %d loops, want 2", len(loops))
	}
}

// TestDashLoop checks that dashes ink every corner and leave gaps.
func TestDashLoop(t *testing.T) {
	square := []point{{0, 0}, {100, 0}, {100, 100}, {0, 100}}
	pieces, closed := dashLoop(square, 10, 5)
	if closed {
		t.Fatal("dashLoop closed a dashed square")
	}
	for _, c := range square {
		inked := false
		for _, p := range pieces {
			for _, q := range p[1 : len(p)-1] {
				inked = inked || q.near(c, 1e-9)
			}
		}
		if !inked {
			t.Errorf("corner %v is not inside a dash", c)
		}
	}
	// 100 = 7 dashes + 6 gaps per side; corner dashes join: 4*7-4 pieces.
	if len(pieces) != 24 {
		t.Errorf("dashLoop gave %d pieces, want 24", len(pieces))
	}
	if pieces, closed := dashLoop(square, 200, 5); !closed || len(pieces) != 1 {
		t.Errorf("dashLoop with long dashes = %d pieces, closed %v; want one closed loop", len(pieces), closed)
	}
}

// TestDigitsAndCandidates checks which cells show which texts.
func TestDigitsAndCandidates(t *testing.T) {
	for _, f := range families(t) {
		if f.name != "candidates" && f.name != "solution-print" {
			continue
		}
		sc, err := layout(f.p, f.opts)
		if err != nil {
			t.Fatal(err)
		}
		counts := map[string]int{}
		for _, it := range sc.items {
			if tx, ok := it.(*text); ok {
				counts[tx.class]++
			}
		}
		switch f.name {
		case "candidates":
			// 3 givens; the 13 other cells of a 4x4 show their candidates.
			if counts["given"] != 3 || counts["solved"] != 0 || counts["candidate"] < 13 {
				t.Errorf("candidates: texts %v, want 3 given and at least 13 candidates", counts)
			}
		case "solution-print":
			if counts["given"]+counts["solved"] != 81 || counts["given"] != f.p.Givens.NumGivens() {
				t.Errorf("solution: texts %v, want %d given and 81 in all", counts, f.p.Givens.NumGivens())
			}
		}
	}
}

// TestPNGMatchesLayout samples the raster: the thermometer bulb is in its
// colour, an empty cell is background, the frame is border.
func TestPNGMatchesLayout(t *testing.T) {
	var thermo family
	for _, f := range families(t) {
		if f.name == "thermo" {
			thermo = f
		}
	}
	img, err := Image(thermo.p, thermo.opts...)
	if err != nil {
		t.Fatal(err)
	}
	d := &drawer{n: 9, s: DefaultCellSize, ox: 12, oy: 12}
	at := func(p point) color.NRGBA { return color.NRGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.NRGBA) }
	if got, want := at(d.centre(cell("r1c1"))), nrgba(Default.Thermo); got != want {
		t.Errorf("bulb pixel = %v, want %v", got, want)
	}
	if got, want := at(d.centre(cell("r9c1"))), nrgba(Default.Background); got != want {
		t.Errorf("empty cell pixel = %v, want %v", got, want)
	}
	if got, want := at(d.vertex(0, 4).add(point{0, 0.5})), nrgba(Default.Border); got != want {
		t.Errorf("frame pixel = %v, want %v", got, want)
	}
}
