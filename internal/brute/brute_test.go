package brute

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	// uniquePuzzle has exactly one solution, uniqueSolution.
	uniquePuzzle   = "003004020006000009800010000005000090070003010040005600000080001300000400010600500"
	uniqueSolution = "753894126126357849894216357235168794678943215941725683567482931389571462412639578"

	// xPuzzle has exactly 131 solutions under classic rules plus both
	// diagonals.
	xPuzzle = "100000000000003000080005020231000000060000000097000231000978000000000000078000000"
)

// parse reads a row-major grid written one character per cell, with '0' or
// '.' for an empty cell.
func parse(t *testing.T, s string) []int {
	t.Helper()
	g := make([]int, len(s))
	for i, ch := range s {
		switch {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			g[i] = int(ch - '0')
		default:
			t.Fatalf("parse(%q): bad character %q at %d", s, ch, i)
		}
	}
	return g
}

// conflicting has two 5s in its first row.
func conflicting(t *testing.T) []int {
	g := parse(t, uniquePuzzle)
	g[0], g[1] = 5, 5
	return g
}

// cageAllowed returns an Allowed function for a killer cage: the cells hold
// digits that sum to sum. Distinctness is left to a group.
func cageAllowed(t *testing.T, cells []int, sum int) func(g []int, i, d int) bool {
	return func(g []int, i, d int) bool {
		if g[i] != 0 {
			t.Errorf("Allowed(g, %d, %d) called with g[%d] = %d, want 0", i, d, i, g[i])
		}
		if !slices.Contains(cells, i) {
			return true
		}
		total, empty := d, 0
		for _, c := range cells {
			switch {
			case c == i:
			case g[c] == 0:
				empty++
			default:
				total += g[c]
			}
		}
		// Each empty cell adds at least 1.
		if empty > 0 {
			return total+empty <= sum
		}
		return total == sum
	}
}

// diagonalsAllowed returns an Allowed function that keeps both diagonals of a
// 9x9 grid distinct, the same rule as the groups from Diagonals.
func diagonalsAllowed(g []int, i, d int) bool {
	for _, diag := range Diagonals(9) {
		if !slices.Contains(diag, i) {
			continue
		}
		for _, c := range diag {
			if g[c] == d {
				return false
			}
		}
	}
	return true
}

func TestCount(t *testing.T) {
	tests := []struct {
		name  string
		p     Problem
		limit int
		want  int
	}{
		{"latin 1x1", Classic(1, 0, 0, nil), 0, 1},
		{"latin 2x2", Classic(2, 0, 0, nil), 0, 2},
		{"latin 3x3", Classic(3, 0, 0, nil), 0, 12},
		{"latin 4x4", Classic(4, 0, 0, nil), 0, 576},
		{"empty 4x4", Classic(4, 2, 2, nil), 0, 288},
		{"empty 4x4, limit 100", Classic(4, 2, 2, nil), 100, 100},
		{"empty 4x4, limit above count", Classic(4, 2, 2, nil), 1000, 288},
		{"empty 4x4, negative limit", Classic(4, 2, 2, nil), -1, 288},
		{"empty 4x4, all zero givens", Classic(4, 2, 2, make([]int, 16)), 0, 288},
		{"empty 6x6, limit 1000", Classic(6, 2, 3, nil), 1000, 1000},
		{"unique 9x9", Classic(9, 3, 3, parse(t, uniquePuzzle)), 0, 1},
		{"unique 9x9, limit 1", Classic(9, 3, 3, parse(t, uniquePuzzle)), 1, 1},
		{"solved 9x9", Classic(9, 3, 3, parse(t, uniqueSolution)), 0, 1},
		{"sudoku-x", Classic(9, 3, 3, parse(t, xPuzzle)).WithGroups(Diagonals(9)...), 0, 131},
		{"sudoku-x, limit 100", Classic(9, 3, 3, parse(t, xPuzzle)).WithGroups(Diagonals(9)...), 100, 100},
		{"sudoku-x by Allowed", Problem{
			Size:    9,
			Groups:  Classic(9, 3, 3, nil).Groups,
			Givens:  parse(t, xPuzzle),
			Allowed: diagonalsAllowed,
		}, 0, 131},
		{"conflict in a row", Classic(9, 3, 3, conflicting(t)), 0, 0},
		{"conflict in a box", Classic(4, 2, 2, []int{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}), 0, 0},
		// Of the 576 Latin squares, 144 have a 1 in cell 0, and by column
		// symmetry a third of those have their row-1 1 in column 1.
		{"no conflict without boxes", Classic(4, 0, 0, []int{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}), 0, 48},
		{"no groups", Problem{Size: 2}, 0, 16},
		// By digit symmetry each of the 6 pairs of digits fills the first two
		// cells of a 4x4 grid equally often: 288 / 6.
		{"4x4 with cage {0,1} sum 3", func() Problem {
			p := Classic(4, 2, 2, nil)
			p.Allowed = cageAllowed(t, []int{0, 1}, 3)
			return p
		}(), 0, 48},
		{"Allowed rejects a given", Problem{
			Size:    4,
			Groups:  Classic(4, 2, 2, nil).Groups,
			Givens:  []int{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
			Allowed: func(g []int, i, d int) bool { return i != 0 || d != 1 },
		}, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Count(tt.p, tt.limit); got != tt.want {
				t.Errorf("Count(limit %d) = %d, want %d", tt.limit, got, tt.want)
			}
		})
	}
}

func TestSolutionsUnique(t *testing.T) {
	got := Solutions(Classic(9, 3, 3, parse(t, uniquePuzzle)), 0)
	want := [][]int{parse(t, uniqueSolution)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Solutions() mismatch (-want +got):\n%s", diff)
	}
}

// TestSolutionsValid checks every solution against the rules with a checker
// that shares no code with the search, and checks that none repeats.
func TestSolutionsValid(t *testing.T) {
	tests := []struct {
		name string
		p    Problem
		want int
	}{
		{"empty 4x4", Classic(4, 2, 2, nil), 288},
		{"latin 4x4", Classic(4, 0, 0, nil), 576},
		{"sudoku-x", Classic(9, 3, 3, parse(t, xPuzzle)).WithGroups(Diagonals(9)...), 131},
		{"empty 6x6 with diagonals, first 500", Classic(6, 2, 3, nil).WithGroups(Diagonals(6)...), 500},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sols := Solutions(tt.p, tt.want)
			if len(sols) != tt.want {
				t.Fatalf("len(Solutions()) = %d, want %d", len(sols), tt.want)
			}
			seen := make(map[string]bool)
			for _, g := range sols {
				if err := check(tt.p, g); err != nil {
					t.Fatalf("Solutions() returned %v: %v", g, err)
				}
				key := fmt.Sprint(g)
				if seen[key] {
					t.Fatalf("Solutions() returned %v twice", g)
				}
				seen[key] = true
			}
		})
	}
}

// check reports why g is not a solution of p, or nil.
func check(p Problem, g []int) error {
	if len(g) != p.Size*p.Size {
		return fmt.Errorf("%d cells, want %d", len(g), p.Size*p.Size)
	}
	for i, d := range g {
		if d < 1 || d > p.Size {
			return fmt.Errorf("cell %d holds %d", i, d)
		}
		if p.Givens != nil && p.Givens[i] != 0 && p.Givens[i] != d {
			return fmt.Errorf("cell %d holds %d, given %d", i, d, p.Givens[i])
		}
	}
	for _, group := range p.Groups {
		for a := range group {
			for b := a + 1; b < len(group); b++ {
				if g[group[a]] == g[group[b]] {
					return fmt.Errorf("cells %d and %d of group %v both hold %d", group[a], group[b], group, g[group[a]])
				}
			}
		}
	}
	return nil
}

func TestSolutionsLimit(t *testing.T) {
	p := Classic(4, 2, 2, nil)
	if got := len(Solutions(p, 5)); got != 5 {
		t.Errorf("len(Solutions(limit 5)) = %d, want 5", got)
	}
	if got := Solutions(Classic(9, 3, 3, conflicting(t)), 0); got == nil || len(got) != 0 {
		t.Errorf("Solutions(conflict) = %#v, want an empty, non-nil slice", got)
	}
}

func TestSolutionsKeepsGivens(t *testing.T) {
	givens := parse(t, xPuzzle)
	before := slices.Clone(givens)
	p := Classic(9, 3, 3, givens).WithGroups(Diagonals(9)...)
	Solutions(p, 0)
	if diff := cmp.Diff(before, givens); diff != "" {
		t.Errorf("Solutions() modified the givens (-before +after):\n%s", diff)
	}
}

func TestClassicGroups(t *testing.T) {
	p := Classic(4, 2, 2, nil)
	want := [][]int{
		{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15},
		{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
		{0, 1, 4, 5}, {2, 3, 6, 7}, {8, 9, 12, 13}, {10, 11, 14, 15},
	}
	if diff := cmp.Diff(want, p.Groups); diff != "" {
		t.Errorf("Classic(4, 2, 2).Groups mismatch (-want +got):\n%s", diff)
	}
	if got := len(Classic(6, 2, 3, nil).Groups); got != 18 {
		t.Errorf("len(Classic(6, 2, 3).Groups) = %d, want 18", got)
	}
	if got := len(Classic(5, 0, 0, nil).Groups); got != 10 {
		t.Errorf("len(Classic(5, 0, 0).Groups) = %d, want 10", got)
	}
}

func TestDiagonals(t *testing.T) {
	want := [][]int{{0, 4, 8}, {2, 4, 6}}
	if diff := cmp.Diff(want, Diagonals(3)); diff != "" {
		t.Errorf("Diagonals(3) mismatch (-want +got):\n%s", diff)
	}
}

func TestWithGroupsDoesNotAlias(t *testing.T) {
	base := Classic(4, 2, 2, nil)
	base.Groups = slices.Grow(base.Groups, 10) // spare capacity invites aliasing
	a := base.WithGroups([]int{0, 5})
	b := base.WithGroups([]int{0, 15})
	if len(base.Groups) != 12 {
		t.Errorf("len(base.Groups) = %d after WithGroups, want 12", len(base.Groups))
	}
	if got := a.Groups[12]; !slices.Equal(got, []int{0, 5}) {
		t.Errorf("a.Groups[12] = %v, want [0 5]", got)
	}
	if got := b.Groups[12]; !slices.Equal(got, []int{0, 15}) {
		t.Errorf("b.Groups[12] = %v, want [0 15]", got)
	}
}

func TestPanics(t *testing.T) {
	tests := []struct {
		name string
		run  func()
		want string
	}{
		{"size 0", func() { Count(Problem{}, 0) }, "size 0"},
		{"size 65", func() { Classic(65, 0, 0, nil) }, "size 65"},
		{"bad boxes", func() { Classic(6, 2, 2, nil) }, "do not tile"},
		{"short givens", func() { Count(Classic(4, 2, 2, []int{1}), 0) }, "1 givens"},
		{"given out of range", func() {
			g := make([]int, 16)
			g[3] = 5
			Count(Classic(4, 2, 2, g), 0)
		}, "given 5 in cell 3"},
		{"cell off the grid", func() { Count(Classic(4, 2, 2, nil).WithGroups([]int{0, 16}), 0) }, "cell 16"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				r := recover()
				msg, _ := r.(string)
				if !strings.Contains(msg, tt.want) {
					t.Errorf("panic = %v, want a message containing %q", r, tt.want)
				}
			}()
			tt.run()
		})
	}
}

func BenchmarkCountSudokuX(b *testing.B) {
	givens := make([]int, 81)
	for i, ch := range xPuzzle {
		givens[i] = int(ch - '0')
	}
	p := Classic(9, 3, 3, givens).WithGroups(Diagonals(9)...)
	for i := 0; i < b.N; i++ {
		Count(p, 0)
	}
}
