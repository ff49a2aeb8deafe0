package rules_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// parseGivens parses a grid text, "" for no givens.
func parseGivens(t testing.TB, s sudoku.Shape, text string) sudoku.Grid {
	t.Helper()
	if text == "" {
		return sudoku.Grid{}
	}
	g, err := sudoku.ParseGrid(s, text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// realPuzzle is a published puzzle of a family the Interactive Sudoku
// Solver or Rangsk's SudokuSolver knows, with its rules built in Go and
// the solution its source gives.
type realPuzzle struct {
	name     string
	source   string
	shape    sudoku.Shape
	rules    []sudoku.Rule
	givens   string
	solution string
}

// realPuzzles are the puzzles TestRealPuzzles solves and
// BenchmarkRealPuzzles times.
var realPuzzles = []realPuzzle{
	{
		name: "anti-taxicab", source: "ISS data/example_puzzles.js, 'Anti-Taxi Sudoku X', logic-masters.de 0003OG",
		shape:    sudoku.Shape9,
		rules:    []sudoku.Rule{rules.Classic(), rules.Diagonals(), rules.AntiTaxicab{}},
		givens:   "2.4.81...3.1.9................1...8.42............9...6.9.....7.....4....4..3....",
		solution: "264581793351697248798423165975146382426378951813259674639815427182764539547932816",
	},
	{
		name: "knightmare", source: "Rangsk's SudokuSolver, SudokuTests/SolverTests.cs KnightmareTest",
		shape: sudoku.Shape9,
		rules: []sudoku.Rule{rules.Classic(), rules.Knightmare{},
			rules.Renban{Cells: sudoku.MustCells("r2c5 r3c6 r3c7 r2c8")},
			rules.Renban{Cells: sudoku.MustCells("r9c2 r8c3 r8c4 r9c5")},
			rules.Renban{Cells: sudoku.MustCells("r7c4 r6c5 r5c6 r4c7 r3c8")},
			rules.Renban{Cells: sudoku.MustCells("r6c1 r5c2 r4c3 r3c3 r2c2")},
			rules.Renban{Cells: sudoku.MustCells("r3c5 r4c5 r5c5")},
		},
		givens:   "6.....4.. ...6..... ...3....9 ......... 5........ ..7..6.5. ......... .5...1.4. ...8.2...",
		solution: "631298475942657138785314269813425796564739821297186354126543987358971642479862513",
	},
	{
		name: "diagonal non-consecutive", source: "Rangsk's SudokuSolver, SudokuTests/SolverTests.cs SolveDiagonalNonconsecutive",
		shape:    sudoku.Shape9,
		rules:    []sudoku.Rule{rules.Classic(), rules.DiagonalNonConsecutive{}},
		givens:   "500000000000000000004000000000080000010200000000956000000000080008304000000000290",
		solution: "572869431981432765634175829365781942819243657427956318246597183198324576753618294",
	},
	{
		name: "Dutch flatmates", source: "ISS data/example_puzzles.js, 'Dutch Flat Mates (Kropki)', logic-masters.de 000FYS",
		shape: sudoku.Shape9,
		rules: append([]sudoku.Rule{rules.Classic(), rules.DutchFlatmates{}},
			iss2Kropki("R5C1 R6C1", "R6C1 R7C1", "R7C1 R8C1", "R4C2 R4C3", "R2C5 R3C5", "R3C7 R4C7", "R4C8 R4C9", "R5C9 R6C9",
				"R6C9 R7C9", "R7C9 R8C9", "R7C7 R7C8", "white",
				"R8C7 R9C7", "R9C5 R9C4", "R9C3 R9C4", "R5C3 R6C3", "R5C1 R5C2", "R4C4 R4C5", "R2C2 R3C2", "R1C3 R1C4",
				"R1C7 R1C8", "R1C8 R1C9")...),
		solution: "618792345352864719947531826721985463896243571435617982279158634163479258584326197",
	},
	{
		name: "global entropy", source: "ISS data/example_puzzles.js, '[New Constraint] Entropy Sudoku', logic-masters.de 0008G7",
		shape:    sudoku.Shape9,
		rules:    []sudoku.Rule{rules.Classic(), rules.GlobalEntropy{}},
		givens:   "8.......7............9.5.....56.89.............61.94.....7.3............2.......4",
		solution: "891234567534867291672915348315648972948372615726159483459783126183426759267591834",
	},
	{
		name: "global mod 3", source: "ISS data/example_puzzles.js, 'Global mod 3', sudokupad.app/l74hg3flzp",
		shape: sudoku.Shape9,
		rules: []sudoku.Rule{rules.Classic(), rules.GlobalMod{},
			rules.Cage{Sum: 15, Cells: sudoku.MustCells("r1c1 r1c2")}, rules.Cage{Sum: 6, Cells: sudoku.MustCells("r1c4 r2c4")},
			rules.Cage{Sum: 7, Cells: sudoku.MustCells("r3c1 r4c1")}, rules.Cage{Sum: 12, Cells: sudoku.MustCells("r8c6 r9c6")},
			rules.Cage{Sum: 8, Cells: sudoku.MustCells("r8c7 r8c8")},
			rules.XV{A: sudoku.MustCells("r1c7")[0], B: sudoku.MustCells("r2c7")[0], Sum: 10},
			rules.XV{A: sudoku.MustCells("r5c4")[0], B: sudoku.MustCells("r6c4")[0], Sum: 10},
			rules.XV{A: sudoku.MustCells("r5c5")[0], B: sudoku.MustCells("r6c5")[0], Sum: 10},
			rules.XV{A: sudoku.MustCells("r8c3")[0], B: sudoku.MustCells("r9c3")[0], Sum: 10},
			rules.XV{A: sudoku.MustCells("r4c4")[0], B: sudoku.MustCells("r4c5")[0], Sum: 5},
			rules.XV{A: sudoku.MustCells("r5c7")[0], B: sudoku.MustCells("r6c7")[0], Sum: 5},
		},
		solution: "879162354621543798435987216387419562196235487254876139943621875518794623762358941",
	},
}

// iss2Kropki returns black dots (a ratio of 2) on the pairs of cells
// before "white" and white dots (a difference of 1) on those after.
func iss2Kropki(pairs ...string) []sudoku.Rule {
	var out []sudoku.Rule
	white := false
	for _, p := range pairs {
		if p == "white" {
			white = true
			continue
		}
		c := sudoku.MustCells(p)
		if white {
			out = append(out, rules.Difference{A: c[0], B: c[1], Value: 1})
		} else {
			out = append(out, rules.Ratio{A: c[0], B: c[1], Value: 2})
		}
	}
	return out
}

// TestRealPuzzles solves each real puzzle under every encoding, checks
// that its solution is unique and the published one, and that it passes
// the native Check of every rule.
func TestRealPuzzles(t *testing.T) {
	for _, p := range realPuzzles {
		t.Run(p.name, func(t *testing.T) {
			givens := parseGivens(t, p.shape, p.givens)
			want, err := sudoku.ParseGrid(p.shape, p.solution)
			if err != nil {
				t.Fatal(err)
			}
			for _, enc := range allEncodings {
				m, err := sudoku.New(p.shape, p.rules, sudoku.WithEncoding(enc))
				if err != nil {
					t.Fatalf("New(%v): %v", enc, err)
				}
				sol, unique, err := m.Unique(bg, givens)
				m.Close()
				if err != nil || !unique {
					t.Fatalf("Unique(%v) = %v, %v, want a unique solution", enc, unique, err)
				}
				if d := cmp.Diff(want.String(), sol.String()); d != "" {
					t.Errorf("Unique(%v) (-published +got):\n%s", enc, d)
				}
			}
			for _, r := range p.rules {
				if err := r.(sudoku.Checker).Check(want); err != nil {
					t.Errorf("%v: Check(published solution) = %v", r, err)
				}
			}
		})
	}
}

// BenchmarkRealPuzzles times New and Unique on each real puzzle, under
// the default encoding.
func BenchmarkRealPuzzles(b *testing.B) {
	for _, p := range realPuzzles {
		b.Run(p.name, func(b *testing.B) {
			givens := parseGivens(b, p.shape, p.givens)
			for b.Loop() {
				m, err := sudoku.New(p.shape, p.rules)
				if err != nil {
					b.Fatal(err)
				}
				if _, unique, err := m.Unique(bg, givens); err != nil || !unique {
					b.Fatalf("Unique = %v, %v", unique, err)
				}
				m.Close()
			}
		})
	}
}
