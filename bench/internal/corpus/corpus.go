// Package corpus loads the puzzle collections the benchmarks run on, from
// copies embedded in the binary (see data/README.md), so that neither tests
// nor the bench command read outside the module.
package corpus

import (
	"bytes"
	"embed"
	"fmt"
	"io"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

//go:embed data/*.txt data/variants/*.json data/kinds/*
var data embed.FS

// Puzzle is one puzzle of a corpus.
type Puzzle struct {
	Name     string // "hardest1106:12" (1-based line) or the variant file's name
	Shape    sudoku.Shape
	Rules    []sudoku.Rule
	Givens   sudoku.Grid
	Solution sudoku.Grid // the known solution, or the zero Grid
	Count    int         // the known number of solutions, or 0 when not known
}

// Corpus is a named list of puzzles.
type Corpus struct {
	Name string
	// Shared says that every puzzle has the same shape and rules, so that
	// one Model serves the whole corpus; otherwise each puzzle has its own.
	Shared bool
	// Unique says that every puzzle is known to have exactly one solution.
	Unique  bool
	Puzzles []Puzzle
}

// Shape64 is the 64x64 grid with 8x8 boxes.
var Shape64 = sudoku.Shape{Size: 64, BoxRows: 8, BoxCols: 8}

type source struct {
	file   string
	shape  sudoku.Shape
	multi  bool   // one grid spread over many lines
	counts bool   // "puzzle count" per line
	x      bool   // Sudoku-X: the diagonals distinct too
	family string // variants: file name prefix
	kind   string // kinds: file name prefix in data/kinds
}

var sources = map[string]source{
	"hardest1106": {file: "hardest1106.txt", shape: sudoku.Shape9},
	"top95":       {file: "top95.txt", shape: sudoku.Shape9},
	"17clue":      {file: "17clue-2000.txt", shape: sudoku.Shape9},
	"serg":        {file: "serg-sample-counts.txt", shape: sudoku.Shape9, counts: true},
	// The Sudoku-X puzzle of the tutorials, with 131 solutions.
	"sudokux-count": {file: "sudokux-counts.txt", shape: sudoku.Shape9, counts: true, x: true},
	"grid16":        {file: "grid16.txt", shape: sudoku.Shape16, multi: true},
	"grid25":        {file: "grid25.txt", shape: sudoku.Shape25, multi: true},
	"grid64":        {file: "grid64.txt", shape: Shape64, multi: true},
	"killer":        {family: "killer"},
	"thermo":        {family: "thermo"},
	"arrow":         {family: "arrow"},
	"kropki":        {family: "kropki"},
	"xv":            {family: "xv"},
	"sudoku-x":      {family: "sudoku-x"},
	// One corpus per rule kind, of real puzzles where the project has
	// some (data/README.md names each file's source).
	"littlekiller":   {kind: "littlekiller"},
	"longarrow":      {kind: "longarrow"},
	"sandwich-xsum":  {kind: "sandwich-xsum"},
	"regionsum":      {kind: "regionsum"},
	"renban":         {kind: "renban"},
	"nonconsecutive": {kind: "nonconsecutive"},
	"sudokux16":      {kind: "sudokux16"},
}

// Names returns the names Load accepts, in the order the bench command
// runs them.
func Names() []string {
	return []string{"hardest1106", "top95", "17clue", "serg", "sudokux-count", "grid16", "grid25", "grid64",
		"killer", "thermo", "arrow", "kropki", "xv", "sudoku-x",
		"littlekiller", "longarrow", "sandwich-xsum", "regionsum", "renban", "nonconsecutive", "sudokux16"}
}

// IsKind says whether the named corpus is one of the per-kind corpora
// (little killer, long arrow, ...), whose rows time Unique on a prebuilt
// Model and New+Unique.
func IsKind(name string) bool { return sources[name].kind != "" }

// IsFamily says whether the named corpus is one of the variant families
// (killer, thermo, ...), whose rows time Solve and Unique on a prebuilt
// Model, and New+Unique.
func IsFamily(name string) bool { return sources[name].family != "" }

// Load returns the named corpus: see Names.
func Load(name string) (Corpus, error) {
	src, ok := sources[name]
	if !ok {
		return Corpus{}, fmt.Errorf("corpus: unknown corpus %q (want one of %s)", name, strings.Join(Names(), ", "))
	}
	if src.family != "" {
		return loadVariants(name, src.family)
	}
	if src.kind != "" {
		return loadKind(name, src.kind)
	}
	b, err := data.ReadFile("data/" + src.file)
	if err != nil {
		return Corpus{}, err
	}
	if src.counts {
		c, err := readCounts(name, b)
		if src.x {
			for i := range c.Puzzles {
				c.Puzzles[i].Rules = append(c.Puzzles[i].Rules, rules.Diagonals())
			}
		}
		return c, err
	}
	if src.multi {
		g, err := sudoku.ParseGrid(src.shape, string(b))
		if err != nil {
			return Corpus{}, fmt.Errorf("corpus %s: %w", name, err)
		}
		return Corpus{Name: name, Shared: true, Unique: true, Puzzles: []Puzzle{classic(name+":1", g)}}, nil
	}
	return Read(name, bytes.NewReader(b), src.shape)
}

// ReadFile reads a file of one-line classic puzzles with shape s, all with
// exactly one solution, such as the full 17clue.txt.
func ReadFile(name, file string, s sudoku.Shape) (Corpus, error) {
	f, err := os.Open(file)
	if err != nil {
		return Corpus{}, err
	}
	defer f.Close()
	return Read(name, f, s)
}

// Read reads one puzzle per line of r, each with shape s, the classic
// rules and exactly one solution.
func Read(name string, r io.Reader, s sudoku.Shape) (Corpus, error) {
	c := Corpus{Name: name, Shared: true, Unique: true}
	for rec := range sudoku.ReadGrids(r, s) {
		if rec.Err != nil {
			return Corpus{}, fmt.Errorf("corpus %s: %w", name, rec.Err)
		}
		c.Puzzles = append(c.Puzzles, classic(fmt.Sprintf("%s:%d", name, rec.Line), rec.Grid))
	}
	if len(c.Puzzles) == 0 {
		return Corpus{}, fmt.Errorf("corpus %s: no puzzles", name)
	}
	return c, nil
}

func classic(name string, g sudoku.Grid) Puzzle {
	return Puzzle{Name: name, Shape: g.Shape(), Rules: []sudoku.Rule{rules.Classic()}, Givens: g}
}

// readCounts reads "puzzle count" lines: puzzles with several solutions.
func readCounts(name string, b []byte) (Corpus, error) {
	c := Corpus{Name: name, Shared: true}
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		f := strings.Fields(line)
		if len(f) != 2 {
			return Corpus{}, fmt.Errorf("corpus %s: line %d: want \"puzzle count\"", name, i+1)
		}
		g, err := sudoku.ParseGrid(sudoku.Shape9, f[0])
		if err != nil {
			return Corpus{}, fmt.Errorf("corpus %s: line %d: %w", name, i+1, err)
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return Corpus{}, fmt.Errorf("corpus %s: line %d: %w", name, i+1, err)
		}
		p := classic(fmt.Sprintf("%s:%d", name, i+1), g)
		p.Count = n
		c.Puzzles = append(c.Puzzles, p)
	}
	return c, nil
}

// loadVariants reads the 9x9 f-puzzles files whose names start with family
// and a '-'.
func loadVariants(name, family string) (Corpus, error) {
	entries, err := data.ReadDir("data/variants")
	if err != nil {
		return Corpus{}, err
	}
	c := Corpus{Name: name, Unique: true}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), family+"-") {
			continue
		}
		b, err := data.ReadFile(path.Join("data/variants", e.Name()))
		if err != nil {
			return Corpus{}, err
		}
		p, err := variants.ParseFPuzzles(b)
		if err != nil {
			return Corpus{}, fmt.Errorf("corpus %s: %s: %w", name, e.Name(), err)
		}
		if p.Shape != sudoku.Shape9 {
			continue
		}
		if p.Givens.IsZero() {
			p.Givens = sudoku.NewGrid(p.Shape) // no givens
		}
		c.Puzzles = append(c.Puzzles, Puzzle{
			Name: strings.TrimSuffix(e.Name(), ".json"), Shape: p.Shape, Rules: p.Rules,
			Givens: p.Givens, Solution: p.Solution,
		})
	}
	slices.SortFunc(c.Puzzles, func(a, b Puzzle) int { return strings.Compare(a.Name, b.Name) })
	if len(c.Puzzles) == 0 {
		return Corpus{}, fmt.Errorf("corpus %s: no puzzles", name)
	}
	return c, nil
}

// loadKind reads the files of data/kinds whose names start with kind and
// a '-': f-puzzles JSON (.json), or the two lines of Rangsk's puzzle list
// (.txt: "# title", then the link data and the published solution), of
// any size.
func loadKind(name, kind string) (Corpus, error) {
	entries, err := data.ReadDir("data/kinds")
	if err != nil {
		return Corpus{}, err
	}
	c := Corpus{Name: name, Unique: true}
	for _, e := range entries {
		base, ext := e.Name(), path.Ext(e.Name())
		if !strings.HasPrefix(base, kind+"-") {
			continue
		}
		b, err := data.ReadFile(path.Join("data/kinds", base))
		if err != nil {
			return Corpus{}, err
		}
		var p sudoku.Puzzle
		switch ext {
		case ".json":
			p, err = variants.ParseFPuzzles(b)
		case ".txt":
			p, err = rangskLine(b)
		default:
			err = fmt.Errorf("unknown file type %q", ext)
		}
		if err != nil {
			return Corpus{}, fmt.Errorf("corpus %s: %s: %w", name, base, err)
		}
		if p.Givens.IsZero() {
			p.Givens = sudoku.NewGrid(p.Shape)
		}
		c.Puzzles = append(c.Puzzles, Puzzle{
			Name: strings.TrimSuffix(base, ext), Shape: p.Shape, Rules: p.Rules,
			Givens: p.Givens, Solution: p.Solution,
		})
	}
	slices.SortFunc(c.Puzzles, func(a, b Puzzle) int { return strings.Compare(a.Name, b.Name) })
	if len(c.Puzzles) == 0 {
		return Corpus{}, fmt.Errorf("corpus %s: no puzzles", name)
	}
	return c, nil
}

// rangskLine reads a puzzle copied from Rangsk's list: a "# title" line,
// then the f-puzzles link data and the published solution, one space
// apart.
func rangskLine(b []byte) (sudoku.Puzzle, error) {
	var link, solution string
	for _, line := range strings.Split(string(b), "\n") {
		if l, s, ok := strings.Cut(line, " "); ok && !strings.HasPrefix(line, "#") {
			link, solution = l, s
		}
	}
	if link == "" {
		return sudoku.Puzzle{}, fmt.Errorf("no link line")
	}
	p, err := variants.ParseFPuzzlesURL(link)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	if p.Solution, err = sudoku.ParseGrid(p.Shape, solution); err != nil {
		return sudoku.Puzzle{}, fmt.Errorf("solution: %w", err)
	}
	return p, nil
}
