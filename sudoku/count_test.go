package sudoku_test

import (
	"flag"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

var sergAll = flag.Bool("serg.all", false, "count all 300 puzzles of serg-sample.txt (73,341 solutions in all)")

// sergPuzzles returns puzzles of the serg sample; an ordinary run takes
// the first few, whose counts are smallest to enumerate.
func sergPuzzles(t *testing.T, n int) []sudoku.Grid {
	ps := readPuzzles(t, "corpora/serg-sample.txt")
	if !*sergAll && len(ps) > n {
		ps = ps[:n]
	}
	return ps
}

// bruteCount counts the classic solutions of g independently of Z3.
func bruteCount(g sudoku.Grid, limit int) int {
	s := g.Shape()
	return brute.Count(brute.Classic(s.Size, s.BoxRows, s.BoxCols, digitsOf(g)), limit)
}

// TestCountMatchesBruteForce compares Count with an independent count on
// puzzles with many solutions.
func TestCountMatchesBruteForce(t *testing.T) {
	m := classic9(t)
	for i, p := range sergPuzzles(t, 12) {
		want := bruteCount(p, 1000)
		got, err := m.Count(bg, p, 1000)
		if err != nil {
			t.Fatalf("serg %d: Count: %v", i+1, err)
		}
		if got != want {
			t.Errorf("serg %d: Count(limit=1000) = %d, want %d", i+1, got, want)
		}
	}
}

func TestCountLimit(t *testing.T) {
	m := classic9(t)
	p := sergPuzzles(t, 1)[0]
	all := bruteCount(p, 0)
	for _, limit := range []int{1, 2, 7, all - 1, all, all + 1, 5000} {
		got, err := m.Count(bg, p, limit)
		if err != nil {
			t.Fatal(err)
		}
		if want := min(limit, all); got != want {
			t.Errorf("Count(limit=%d) = %d, want %d", limit, got, want)
		}
	}
	for _, limit := range []int{0, -1} {
		if _, err := m.Count(bg, p, limit); err == nil {
			t.Errorf("Count(limit=%d) = nil error, want one", limit)
		}
	}
}

// TestEncodingsAgreeOnCounts counts small cases under every encoding.
func TestEncodingsAgreeOnCounts(t *testing.T) {
	xPuzzle := "100000000000003000080005020231000000060000000097000231000978000000000000078000000"
	cases := []struct {
		name  string
		shape sudoku.Shape
		rules []sudoku.Rule
		grid  string
		limit int
		want  int
	}{
		{"empty 4x4", sudoku.Shape4, []sudoku.Rule{rules.Classic()}, "", 1000, 288},
		{"latin 4", sudoku.LatinShape(4), []sudoku.Rule{rules.Latin()}, "", 1000, 576},
		{"latin 3", sudoku.LatinShape(3), []sudoku.Rule{rules.Latin()}, "", 1000, 12},
		{"sudoku-x notebook", sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()}, xPuzzle, 1000, 131},
		{"4x4 cage", sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Cage{Sum: 3, Cells: sudoku.MustCells("r1c1 r1c2")}}, "", 1000, 48},
		{"6x6 limit", sudoku.Shape6, []sudoku.Rule{rules.Classic()}, "", 50, 50},
	}
	for _, tc := range cases {
		for _, enc := range encodings {
			t.Run(tc.name+"/"+enc.String(), func(t *testing.T) {
				m := newModel(t, tc.shape, tc.rules, sudoku.WithEncoding(enc))
				var g sudoku.Grid
				if tc.grid != "" {
					g = mustParse(t, tc.shape, tc.grid)
				}
				got, err := m.Count(bg, g, tc.limit)
				if err != nil {
					t.Fatal(err)
				}
				if got != tc.want {
					t.Errorf("Count = %d, want %d", got, tc.want)
				}
			})
		}
	}
}

// TestSolutionsMatchBruteForce enumerates with the iterator and compares
// the set of grids with the brute-force solutions.
func TestSolutionsMatchBruteForce(t *testing.T) {
	for _, enc := range encodings {
		t.Run(enc.String(), func(t *testing.T) {
			m := classic9(t, sudoku.WithEncoding(enc))
			p := sergPuzzles(t, 1)[0]
			var got []string
			for g, err := range m.Solutions(bg, p) {
				if err != nil {
					t.Fatal(err)
				}
				if err := m.Verify(g); err != nil {
					t.Fatalf("Verify: %v", err)
				}
				got = append(got, g.String())
				if enc != sudoku.OneHot && len(got) == 40 {
					break // the SMT encodings are slow; a prefix must still be right
				}
			}
			var want []string
			s := p.Shape()
			for _, ds := range brute.Solutions(brute.Classic(s.Size, s.BoxRows, s.BoxCols, digitsOf(p)), 0) {
				g, err := sudoku.GridFromDigits(s, ds)
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, g.String())
			}
			slices.Sort(got)
			if enc == sudoku.OneHot {
				slices.Sort(want)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("Solutions differ from brute force (-want +got):\n%s", diff)
				}
				return
			}
			if len(slices.Compact(slices.Clone(got))) != len(got) {
				t.Errorf("Solutions yielded a grid twice")
			}
			for _, g := range got {
				if !slices.Contains(want, g) {
					t.Errorf("Solutions yielded %s, not a solution", g)
				}
			}
		})
	}
}
