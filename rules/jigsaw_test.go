package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// jigBoxLayout returns the layout of s's boxes, one region number per cell.
func jigBoxLayout(s sudoku.Shape) []int {
	layout := make([]int, s.NumCells())
	for i := range layout {
		layout[i] = s.BoxOf(s.CellAt(i))
	}
	return layout
}

// jigConnected reports whether the cells numbered k in layout are
// orthogonally connected, by its own flood fill.
func jigConnected(n int, layout []int, k int) bool {
	start, total := -1, 0
	for i, r := range layout {
		if r == k {
			total++
			start = i
		}
	}
	seen := map[int]bool{start: true}
	queue := []int{start}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		r, c := i/n, i%n
		for _, nb := range [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
			j := nb[0]*n + nb[1]
			if nb[0] >= 0 && nb[0] < n && nb[1] >= 0 && nb[1] < n && layout[j] == k && !seen[j] {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	return len(seen) == total
}

// jigMutate changes layout by moves exchanges of a cell on a region's
// border with a cell of the neighbouring region, keeping every region
// connected. With keep, the exchanged cells hold the same digit in g, so
// regions that were distinct on g stay distinct.
func jigMutate(rng *rand.Rand, g sudoku.Grid, layout []int, moves int, keep bool) {
	s := g.Shape()
	n := s.Size
	for tries := 0; moves > 0 && tries < 10000; tries++ {
		a := rng.IntN(n * n)
		r, c := a/n, a%n
		nb := [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}[rng.IntN(4)]
		if nb[0] < 0 || nb[0] >= n || nb[1] < 0 || nb[1] >= n {
			continue
		}
		ra, rb := layout[a], layout[nb[0]*n+nb[1]]
		if ra == rb {
			continue
		}
		var inB []int
		for i, k := range layout {
			if k == rb && (!keep || g.At(s.CellAt(i)) == g.At(s.CellAt(a))) {
				inB = append(inB, i)
			}
		}
		if len(inB) == 0 {
			continue
		}
		b := inB[rng.IntN(len(inB))]
		layout[a], layout[b] = rb, ra
		if jigConnected(n, layout, ra) && jigConnected(n, layout, rb) {
			moves--
		} else {
			layout[a], layout[b] = ra, rb
		}
	}
}

func TestJigsawCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		layout := jigBoxLayout(g.Shape())
		jigMutate(rng, g, layout, 3+rng.IntN(12), rng.IntN(2) == 0)
		j, err := rules.JigsawFromLayout(g.Shape(), layout)
		if err != nil {
			t.Fatal(err)
		}
		return j
	})
}

// jigLayout4 is a 4x4 jigsaw:
//
//	A A A B
//	A C B B
//	C C D B
//	C D D D
const jigLayout4 = `
	AAAB
	ACBB
	CCDB
	CDDD`

// jigLayout6 is a 6x6 jigsaw.
const jigLayout6 = `
	0 0 0 1 1 1
	0 2 0 0 1 1
	2 2 2 3 3 1
	2 4 2 3 3 5
	4 4 4 3 3 5
	4 4 5 5 5 5`

func TestParseJigsaw(t *testing.T) {
	j, err := rules.ParseJigsaw(sudoku.Shape4, jigLayout4)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]sudoku.Cell{
		sudoku.MustCells("r1c1 r1c2 r1c3 r2c1"),
		sudoku.MustCells("r1c4 r2c3 r2c4 r3c4"),
		sudoku.MustCells("r2c2 r3c1 r3c2 r4c1"),
		sudoku.MustCells("r3c3 r4c2 r4c3 r4c4"),
	}
	if diff := cmp.Diff(want, j.Regions); diff != "" {
		t.Errorf("ParseJigsaw regions (-want +got):\n%s", diff)
	}
	// The same layout as numbers, and with digits for symbols.
	k, err := rules.JigsawFromLayout(sudoku.Shape4, []int{0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, k.Regions); diff != "" {
		t.Errorf("JigsawFromLayout regions (-want +got):\n%s", diff)
	}
	d, err := rules.ParseJigsaw(sudoku.Shape4, "7 7 7 1\n7 3 1 1\n\n3 3 0 1\n3 0 0 0\n")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, d.Regions); diff != "" {
		t.Errorf("ParseJigsaw with digits (-want +got):\n%s", diff)
	}
}

// jigBrute returns a brute-force problem with distinct rows, columns and
// the regions of layout.
func jigBrute(n int, layout []int, givens []int) brute.Problem {
	p := brute.Classic(n, 0, 0, givens)
	groups := make([][]int, n)
	for i, k := range layout {
		groups[k] = append(groups[k], i)
	}
	return p.WithGroups(groups...)
}

// jigDigits flattens the layout of a jigsaw.
func jigDigits(s sudoku.Shape, j rules.Jigsaw) []int {
	layout := make([]int, s.NumCells())
	for k, region := range j.Regions {
		for _, c := range region {
			layout[s.Index(c)] = k
		}
	}
	return layout
}

func TestJigsawCount(t *testing.T) {
	j4, err := rules.ParseJigsaw(sudoku.Shape4, jigLayout4)
	if err != nil {
		t.Fatal(err)
	}
	want4 := brute.Count(jigBrute(4, jigDigits(sudoku.Shape4, j4), nil), 0)
	if got := countSolutions(t, sudoku.LatinShape(4), []sudoku.Rule{rules.JigsawRules(j4.Regions)}, "", 1000); got != want4 {
		t.Errorf("4x4 jigsaw: Count = %d, want %d", got, want4)
	}

	j6, err := rules.ParseJigsaw(sudoku.Shape6, jigLayout6)
	if err != nil {
		t.Fatal(err)
	}
	givens := "1.....  ..2...  ......  ...4..  ....5.  ......"
	g, err := sudoku.ParseGrid(sudoku.LatinShape(6), givens)
	if err != nil {
		t.Fatal(err)
	}
	want6 := brute.Count(jigBrute(6, jigDigits(sudoku.Shape6, j6), g.Digits()), 0)
	if want6 < 2 || want6 > 500 {
		t.Fatalf("brute count %d: pick other givens", want6)
	}
	// The shape's boxes play no part: the jigsaw replaces them.
	if got := countSolutions(t, sudoku.Shape6, []sudoku.Rule{rules.Rows{}, rules.Columns{}, j6}, givens, 1000); got != want6 {
		t.Errorf("6x6 jigsaw: Count = %d, want %d", got, want6)
	}
}

func TestJigsawConflictNamesRegion(t *testing.T) {
	j, err := rules.ParseJigsaw(sudoku.Shape4, jigLayout4)
	if err != nil {
		t.Fatal(err)
	}
	// r2c1 and r1c3 are both in region A (region 1).
	g, _ := sudoku.ParseGrid(sudoku.LatinShape(4), "..1. 1... .... ....")
	m, err := sudoku.New(sudoku.LatinShape(4), []sudoku.Rule{rules.JigsawRules(j.Regions)})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	_, err = m.Solve(bg, g)
	var ce *sudoku.ConflictError
	if !errors.As(err, &ce) || ce.Rule != "jigsaw region 1" {
		t.Errorf("Solve = %v, want a conflict in jigsaw region 1", err)
	}
	full, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	if err := j.Check(full); !errors.As(err, &ce) || !strings.HasPrefix(ce.Rule, "jigsaw region") {
		t.Errorf("Check = %v, want a conflict in a jigsaw region", err)
	}
}

func TestJigsawBadParams(t *testing.T) {
	s := sudoku.Shape4
	good, _ := rules.ParseJigsaw(s, jigLayout4)
	regions := func(edit func(r [][]sudoku.Cell) [][]sudoku.Cell) rules.Jigsaw {
		r := make([][]sudoku.Cell, len(good.Regions))
		for i := range r {
			r[i] = append([]sudoku.Cell(nil), good.Regions[i]...)
		}
		return rules.Jigsaw{Regions: edit(r)}
	}
	cases := []struct {
		name string
		rule rules.Jigsaw
		want string // a part of the message
	}{
		{"three regions", regions(func(r [][]sudoku.Cell) [][]sudoku.Cell { return r[:3] }), "3 regions"},
		{"short region", regions(func(r [][]sudoku.Cell) [][]sudoku.Cell { r[1] = r[1][:3]; return r }), "region 2 at r1c4 has 3 cells"},
		{"off grid", regions(func(r [][]sudoku.Cell) [][]sudoku.Cell { r[2][3] = sudoku.Cell{Row: 4, Col: 0}; return r }), "r5c1 is off"},
		{"twice", regions(func(r [][]sudoku.Cell) [][]sudoku.Cell { r[0][3] = r[0][0]; return r }), "region 1: cell r1c1 appears twice"},
		{"shared", regions(func(r [][]sudoku.Cell) [][]sudoku.Cell { r[3][0] = r[2][0]; return r }), "regions 3 and 4 both hold cell r2c2"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sudoku.New(sudoku.LatinShape(4), []sudoku.Rule{tc.rule})
			if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("New = %v, want ErrBadRule containing %q", err, tc.want)
			}
			full, _ := sudoku.ParseGrid(s, "1234 3412 2143 4321")
			if err := tc.rule.Check(full); !errors.Is(err, sudoku.ErrBadRule) {
				t.Errorf("Check = %v, want ErrBadRule", err)
			}
		})
	}

	layouts := []struct {
		name   string
		layout []int
		want   string
	}{
		{"short", make([]int, 15), "15 entries, want 16"},
		{"region out of range", []int{0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 4, 1, 2, 3, 3, 3}, "cell r3c3 has region 4"},
		{"negative region", []int{0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, -1, 3}, "cell r4c3 has region -1"},
		{"uneven", []int{0, 0, 0, 0, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3}, "region 1 at r1c1 has 5 cells"},
	}
	for _, tc := range layouts {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rules.JigsawFromLayout(s, tc.layout)
			if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("JigsawFromLayout = %v, want ErrBadRule containing %q", err, tc.want)
			}
		})
	}

	drawings := []struct {
		name, text, want string
	}{
		{"too few rows", "AABB\nAABB\nCCDD", "3 rows, want 4"},
		{"too many rows", "AABB\nAABB\nCCDD\nCCDD\nCCDD", "more than 4 rows"},
		{"short row", "AABB\nAAB\nCCDD\nCCDD", "row 2 has 3 symbols"},
		{"bad symbol", "AABB\nAA.B\nCCDD\nCCDD", "bad symbol '.' in row 2"},
		{"five symbols", "AABB\nAABB\nCCDD\nCCDE", "symbol 'E' at r4c4"},
	}
	for _, tc := range drawings {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rules.ParseJigsaw(s, tc.text)
			if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ParseJigsaw = %v, want ErrBadRule containing %q", err, tc.want)
			}
		})
	}
}

func TestExtraRegionCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		k := 2 + rng.IntN(3)
		var cells []sudoku.Cell
		for _, i := range rng.Perm(36)[:k] {
			cells = append(cells, g.Shape().CellAt(i))
		}
		return rules.ExtraRegion{Cells: cells}
	})
}

func TestExtraRegion(t *testing.T) {
	corners := []int{0, 3, 12, 15}
	want := brute.Count(brute.Classic(4, 2, 2, nil).WithGroups(corners), 0)
	rs := []sudoku.Rule{rules.Classic(), rules.ExtraRegion{Cells: sudoku.MustCells("r1c1 r1c4 r4c1 r4c4")}}
	if got := countSolutions(t, sudoku.Shape4, rs, "", 1000); got != want {
		t.Errorf("Count = %d, want %d", got, want)
	}
	if got, want := (rules.ExtraRegion{Cells: sudoku.MustCells("r2c3 r4c4")}).String(), "extra region at r2c3"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	full, _ := sudoku.ParseGrid(sudoku.Shape4, "1234 3412 2143 4321")
	var ce *sudoku.ConflictError
	if err := (rules.ExtraRegion{Cells: sudoku.MustCells("r1c1 r4c4")}).Check(full); !errors.As(err, &ce) ||
		ce.Rule != "extra region at r1c1" || ce.Msg != "both hold 1" {
		t.Errorf("Check = %v, want extra region at r1c1: both hold 1", err)
	}

	bad := []struct {
		name  string
		cells []sudoku.Cell
		want  string
	}{
		{"no cells", nil, "no cells"},
		{"off grid", sudoku.MustCells("r1c1 r5c1"), "r5c1"},
		{"twice", sudoku.MustCells("r1c1 r2c2 r1c1"), "r1c1 appears twice"},
		{"too many", sudoku.MustCells("r1c1-4 r2c1"), "5 cells"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.ExtraRegion{Cells: tc.cells}})
			if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("New = %v, want ErrBadRule containing %q", err, tc.want)
			}
		})
	}
	if err := (rules.ExtraRegion{Cells: sudoku.MustCells("r1c1 r5c1")}).Check(full); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("Check with a cell off the grid = %v, want ErrBadRule", err)
	}
}

// jigSolved returns a solution of the empty grid under rs.
func jigSolved(t *testing.T, s sudoku.Shape, rs ...sudoku.Rule) sudoku.Grid {
	t.Helper()
	m, err := sudoku.New(s, rs)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	g, err := m.Solve(bg, sudoku.Grid{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// jigRelabel overwrites g with sol, its digits permuted at random, which
// keeps every distinct group distinct.
func jigRelabel(rng *rand.Rand, g, sol sudoku.Grid) {
	perm := rng.Perm(g.Shape().Size)
	for i := range g.Shape().NumCells() {
		c := g.Shape().CellAt(i)
		g.Set(c, perm[sol.At(c)-1]+1)
	}
}

func TestWindokuCrossCheck(t *testing.T) {
	// On a 4x4, the one central window is often distinct by chance.
	crossCheck(t, sudoku.Shape4, 24, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return rules.Windoku{}
	})
	// On a 9x9, a Windoku solution relabelled holds and a random grid not.
	sol := jigSolved(t, sudoku.Shape9, rules.Classic(), rules.Windoku{})
	crossCheck(t, sudoku.Shape9, 12, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		if rng.IntN(2) == 0 {
			jigRelabel(rng, g, sol)
		}
		return rules.Windoku{}
	})
}

func TestWindoku(t *testing.T) {
	windows, err := rules.Windoku{}.Windows(sudoku.Shape9)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]sudoku.Cell{
		sudoku.MustCells("r2-4c2-4"), sudoku.MustCells("r2-4c6-8"),
		sudoku.MustCells("r6-8c2-4"), sudoku.MustCells("r6-8c6-8"),
	}
	if diff := cmp.Diff(want, windows); diff != "" {
		t.Errorf("Windows(9x9) (-want +got):\n%s", diff)
	}
	w4, _ := rules.Windoku{}.Windows(sudoku.Shape4)
	if diff := cmp.Diff([][]sudoku.Cell{sudoku.MustCells("r2-3c2-3")}, w4); diff != "" {
		t.Errorf("Windows(4x4) (-want +got):\n%s", diff)
	}
	w16, _ := rules.Windoku{}.Windows(sudoku.Shape16)
	if len(w16) != 9 || w16[8][15] != (sudoku.Cell{Row: 14, Col: 14}) {
		t.Errorf("Windows(16x16): %d windows, the last ending at %v; want 9, ending at r15c15", len(w16), w16[len(w16)-1][15])
	}

	// 4x4 Windoku: the central window distinct, counted by brute force.
	want4 := brute.Count(brute.Classic(4, 2, 2, nil).WithGroups([]int{5, 6, 9, 10}), 0)
	if got := countSolutions(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.Windoku{}}, "", 1000); got != want4 {
		t.Errorf("4x4 windoku: Count = %d, want %d", got, want4)
	}
	// 9x9 Windoku with givens, by brute force with the four windows.
	groups := make([][]int, 4)
	for k, w := range want {
		for _, c := range w {
			groups[k] = append(groups[k], sudoku.Shape9.Index(c))
		}
	}
	sol := jigSolved(t, sudoku.Shape9, rules.Classic(), rules.Windoku{})
	givens := sudoku.NewGrid(sudoku.Shape9)
	for _, i := range rand.New(rand.NewPCG(3, 3)).Perm(81)[:28] {
		givens.Set(sudoku.Shape9.CellAt(i), sol.Digits()[i])
	}
	want9 := brute.Count(brute.Classic(9, 3, 3, givens.Digits()).WithGroups(groups...), 0)
	if want9 < 2 || want9 > 60 {
		t.Fatalf("brute count %d: pick other givens", want9)
	}
	if got := countSolutions(t, sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Windoku{}}, givens.String(), 1000); got != want9 {
		t.Errorf("9x9 windoku: Count = %d, want %d", got, want9)
	}

	for _, s := range []sudoku.Shape{sudoku.Shape6, sudoku.Shape8, sudoku.LatinShape(9)} {
		_, err := sudoku.New(s, []sudoku.Rule{rules.Windoku{}})
		if !errors.Is(err, sudoku.ErrBadRule) || !strings.Contains(err.Error(), "windoku") {
			t.Errorf("New(%v, windoku) = %v, want ErrBadRule", s, err)
		}
		if err := (rules.Windoku{}).Check(sudoku.NewGrid(s)); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("Check(%v) = %v, want ErrBadRule", s, err)
		}
	}
}

func TestDisjointGroupsCrossCheck(t *testing.T) {
	// Shuffling rows inside bands breaks the groups of the pattern grid,
	// so random 6x6 grids go both ways.
	crossCheck(t, sudoku.Shape6, 30, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		return rules.DisjointGroups{}
	})
	sol := jigSolved(t, sudoku.Shape9, rules.Classic(), rules.DisjointGroups{})
	crossCheck(t, sudoku.Shape9, 12, func(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
		if rng.IntN(2) == 0 {
			jigRelabel(rng, g, sol)
		}
		return rules.DisjointGroups{}
	})
}

func TestDisjointGroups(t *testing.T) {
	groups, err := rules.DisjointGroups{}.Groups(sudoku.Shape6)
	if err != nil {
		t.Fatal(err)
	}
	// Position 5 of each 2x3 box: its bottom right cell.
	if diff := cmp.Diff(sudoku.MustCells("r2c3 r2c6 r4c3 r4c6 r6c3 r6c6"), groups[5]); diff != "" {
		t.Errorf("Groups(6x6)[5] (-want +got):\n%s", diff)
	}
	// On a 4x4, by brute force with the four groups.
	var bg4 [][]int
	for pr := 0; pr < 2; pr++ {
		for pc := 0; pc < 2; pc++ {
			var grp []int
			for br := 0; br < 4; br += 2 {
				for bc := 0; bc < 4; bc += 2 {
					grp = append(grp, (br+pr)*4+bc+pc)
				}
			}
			bg4 = append(bg4, grp)
		}
	}
	want := brute.Count(brute.Classic(4, 2, 2, nil).WithGroups(bg4...), 0)
	if got := countSolutions(t, sudoku.Shape4, []sudoku.Rule{rules.Classic(), rules.DisjointGroups{}}, "", 1000); got != want {
		t.Errorf("4x4 disjoint groups: Count = %d, want %d", got, want)
	}
	// r1c1 and r3c4 of this 6x6 both hold 1, in disjoint group at r1c1.
	g6, _ := sudoku.ParseGrid(sudoku.Shape6, "123456 456213 234165 561324 315642 642531")
	var ce *sudoku.ConflictError
	if err := (rules.DisjointGroups{}).Check(g6); !errors.As(err, &ce) || ce.Rule != "disjoint group at r1c1" {
		t.Errorf("Check = %v, want a conflict in disjoint group at r1c1", err)
	}
	if _, err := sudoku.New(sudoku.LatinShape(5), []sudoku.Rule{rules.DisjointGroups{}}); !errors.Is(err, sudoku.ErrBadRule) {
		t.Errorf("New(latin 5, disjoint groups) = %v, want ErrBadRule", err)
	}
}

// TestJigsawDisconnected checks that a region in two pieces is a region
// like any other: every solution has it distinct, as a brute-force count
// over the 4x4 Latin squares says.
func TestJigsawDisconnected(t *testing.T) {
	s := sudoku.Shape4
	// Every region is in four pieces: A is r1c1 r1c3 r3c2 r3c4.
	j, err := rules.ParseJigsaw(s, "ABAB\nCDCD\nBABA\nDCDC")
	if err != nil {
		t.Fatalf("ParseJigsaw = %v, want a jigsaw with regions in two pieces", err)
	}
	if err := j.Validate(s); err != nil {
		t.Fatalf("Validate() = %v, want nil", err)
	}
	got := countSolutions(t, sudoku.LatinShape(4), []sudoku.Rule{rules.JigsawRules(j.Regions)}, "", 1000)
	want := 0
	layout := []int{0, 1, 0, 1, 2, 3, 2, 3, 1, 0, 1, 0, 3, 2, 3, 2}
	for _, g := range latinSquares4() {
		ok := true
		for k := 0; k < 4 && ok; k++ {
			seen := map[int]bool{}
			for i, r := range layout {
				if r == k {
					ok = ok && !seen[g[i]]
					seen[g[i]] = true
				}
			}
		}
		if ok {
			want++
		}
	}
	if got != want || want == 0 {
		t.Errorf("Count() = %d, want %d (and more than 0)", got, want)
	}
	full, _ := sudoku.ParseGrid(sudoku.LatinShape(4), "1234 2143 3412 4321")
	if err := j.Check(full); err != nil {
		t.Errorf("Check(%s) = %v, want nil", full, err)
	}
	bad, _ := sudoku.ParseGrid(sudoku.LatinShape(4), "1234 2143 3421 4312")
	if err := j.Check(bad); !errors.Is(err, sudoku.ErrConflict) {
		t.Errorf("Check(%s) = %v, want ErrConflict", bad, err)
	}
}

// latinSquares4 returns every 4x4 Latin square, row-major.
func latinSquares4() [][]int {
	var out [][]int
	g := make([]int, 16)
	var fill func(i int)
	fill = func(i int) {
		if i == 16 {
			out = append(out, append([]int(nil), g...))
			return
		}
		r, c := i/4, i%4
		for d := 1; d <= 4; d++ {
			ok := true
			for k := 0; k < 4; k++ {
				if (k < c && g[r*4+k] == d) || (k < r && g[k*4+c] == d) {
					ok = false
				}
			}
			if ok {
				g[i] = d
				fill(i + 1)
			}
		}
	}
	fill(0)
	return out
}
