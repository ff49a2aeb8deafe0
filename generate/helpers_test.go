package generate_test

import (
	"context"
	"flag"
	"math/bits"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// full runs the long versions of the tests: 20 killers and 10 puzzles of
// each variant instead of the default counts.
var full = flag.Bool("generate.full", false, "run the long generator tests")

// jigsawLayout is a valid 9x9 jigsaw: the boxes, with pairs of cells
// swapped across four box edges.
const jigsawLayout = `
AAABBBCCC
AAABBBCCC
ADABBBCFC
ADDEEEFFC
DDDEEEFFF
DGDEEEFIF
DGGHHHIIF
GGGHHHIII
GGGHHHIII`

// regionsOf reads a layout of letters into groups of row-major cell
// indices, one per letter, in the order the letters first appear.
func regionsOf(layout string) [][]int {
	index := map[rune]int{}
	var groups [][]int
	i := 0
	for _, r := range layout {
		if r < 'A' || r > 'Z' {
			continue
		}
		k, ok := index[r]
		if !ok {
			k = len(groups)
			index[r] = k
			groups = append(groups, nil)
		}
		groups[k] = append(groups[k], i)
		i++
	}
	return groups
}

// cells converts row-major indices of a 9x9 grid to cells.
func cells(idx []int) []sudoku.Cell {
	out := make([]sudoku.Cell, len(idx))
	for k, i := range idx {
		out[k] = sudoku.Cell{Row: i / 9, Col: i % 9}
	}
	return out
}

// thermos is a fixed set of thermometers, bulb first.
var thermos = []string{
	"r1c1 r2c2 r3c3 r4c4",
	"r9c1 r8c1 r7c1 r6c1 r5c1",
	"r5c5 r5c6 r5c7 r5c8",
	"r9c9 r8c8 r7c7",
	"r1c9 r1c8 r2c7",
}

// windows are the four windoku windows of a 9x9 grid, written out here
// rather than taken from the rules package.
func windows() [][]int {
	var out [][]int
	for _, r0 := range []int{1, 5} {
		for _, c0 := range []int{1, 5} {
			var w []int
			for r := r0; r < r0+3; r++ {
				for c := c0; c < c0+3; c++ {
					w = append(w, r*9+c)
				}
			}
			out = append(out, w)
		}
	}
	return out
}

// variant is a rule set with its independent brute-force problem.
type variant struct {
	name  string
	rules []sudoku.Rule
	// problem returns the brute-force problem for givens, row-major.
	problem func(givens []int) brute.Problem
}

func variants(t *testing.T) []variant {
	t.Helper()
	jig, err := rules.ParseJigsaw(sudoku.Shape9, jigsawLayout)
	if err != nil {
		t.Fatalf("ParseJigsaw() error = %v", err)
	}
	var therms []sudoku.Rule
	var lines [][]int
	for _, s := range thermos {
		cs := sudoku.MustCells(s)
		therms = append(therms, rules.Thermometer{Cells: cs})
		var line []int
		for _, c := range cs {
			line = append(line, c.Row*9+c.Col)
		}
		lines = append(lines, line)
	}
	return []variant{
		{"x", []sudoku.Rule{rules.Classic(), rules.Diagonals()}, func(g []int) brute.Problem {
			return brute.Classic(9, 3, 3, g).WithGroups(brute.Diagonals(9)...)
		}},
		{"anti-knight", []sudoku.Rule{rules.Classic(), rules.AntiKnight{}}, func(g []int) brute.Problem {
			return brute.Classic(9, 3, 3, g).WithGroups(knightPairs()...)
		}},
		{"windoku", []sudoku.Rule{rules.Classic(), rules.Windoku{}}, func(g []int) brute.Problem {
			return brute.Classic(9, 3, 3, g).WithGroups(windows()...)
		}},
		{"jigsaw", []sudoku.Rule{rules.Rows{}, rules.Columns{}, jig}, func(g []int) brute.Problem {
			return brute.Classic(9, 0, 0, g).WithGroups(regionsOf(jigsawLayout)...)
		}},
		{"thermo", append([]sudoku.Rule{rules.Classic()}, therms...), func(g []int) brute.Problem {
			p := brute.Classic(9, 3, 3, g)
			p.Allowed = thermoAllowed(lines)
			return p
		}},
	}
}

// knightPairs returns the pairs of cells a knight's move apart, each a
// group of two distinct digits: the anti-knight rule. (As groups, the
// brute force's bitmask propagation prunes them; an Allowed hook made the
// three anti-knight puzzles take 44 s under the race detector.)
func knightPairs() [][]int {
	var pairs [][]int
	for i := range 81 {
		r, c := i/9, i%9
		for _, m := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}} {
			rr, cc := r+m[0], c+m[1]
			if rr >= 0 && rr < 9 && cc >= 0 && cc < 9 {
				pairs = append(pairs, []int{i, rr*9 + cc})
			}
		}
	}
	return pairs
}

// thermoAllowed allows d in cell i when it fits the position of i on each
// thermometer and is above the placed cell before it and below the placed
// cell after it.
func thermoAllowed(lines [][]int) func(g []int, i, d int) bool {
	return func(g []int, i, d int) bool {
		for _, l := range lines {
			for p, j := range l {
				if j != i {
					continue
				}
				if d < p+1 || d > 9-(len(l)-1-p) {
					return false
				}
				if p > 0 && g[l[p-1]] != 0 && g[l[p-1]] >= d {
					return false
				}
				if p < len(l)-1 && g[l[p+1]] != 0 && g[l[p+1]] <= d {
					return false
				}
			}
		}
		return true
	}
}

// killerAllowed implements killer cages for brute on an n x n grid with
// boxes of br x bc cells (br = 0: none). Digit d may go in cell i when, in
// each cage of i, the placed digits and d belong to a set of distinct
// digits that makes the cage's sum, and the rest of that set can be placed
// in the cage's other empty cells, each digit in a cell whose row, column
// and box do not hold it yet. That rejects only digits that no solution
// can have there, and once a cage's last cell is placed the set is its
// digits, so the check is exact.
//
// To prune more, it adds the cages that the rule of 45 implies: in each
// house, the cells outside the cages that lie wholly inside it hold
// distinct digits that add up to the house's total minus those cages'
// sums. Without them, brute force takes minutes on some 9x9 killers.
func killerAllowed(n, br, bc int, cages []rules.Cage) func(g []int, i, d int) bool {
	var members [][]int
	var sums []int
	owner := make([]int, n*n)
	for k, c := range cages {
		var idx []int
		for _, cell := range c.Cells {
			idx = append(idx, cell.Row*n+cell.Col)
			owner[cell.Row*n+cell.Col] = k
		}
		members = append(members, idx)
		sums = append(sums, c.Sum)
	}
	for _, house := range houses(n, br, bc) {
		in := map[int]bool{}
		for _, j := range house {
			in[j] = true
		}
		inside, whole := 0, map[int]bool{}
		for _, j := range house {
			k := owner[j]
			if _, done := whole[k]; done {
				continue
			}
			whole[k] = true
			for _, c := range members[k] {
				if !in[c] {
					whole[k] = false
				}
			}
			if whole[k] {
				inside += sums[k]
			}
		}
		var innies []int
		for _, j := range house {
			if !whole[owner[j]] {
				innies = append(innies, j)
			}
		}
		if len(innies) > 0 && len(innies) < n {
			members = append(members, innies)
			sums = append(sums, n*(n+1)/2-inside)
		}
	}
	// Unions of consecutive rows, or columns, hold each digit once per
	// line, so the cells of cages that stick out of one add up to those
	// cages' sums minus its total (outies), and the cells inside it that
	// are in cages sticking out add up to its total minus the cages wholly
	// inside (innies). Their digits may repeat: they bound sums only.
	type bound struct {
		cells []int
		total int
	}
	var bounds []bound
	for _, lines := range bands(n) {
		in := map[int]bool{}
		for _, j := range lines {
			in[j] = true
		}
		met := map[int]bool{}
		for _, j := range lines {
			met[owner[j]] = true
		}
		var innies, outies []int
		inside, all := 0, 0
		for k := range met {
			whole := true
			for _, c := range members[k] {
				if !in[c] {
					whole = false
					outies = append(outies, c)
				}
			}
			all += sums[k]
			if whole {
				inside += sums[k]
				continue
			}
			for _, c := range members[k] {
				if in[c] {
					innies = append(innies, c)
				}
			}
		}
		total := len(lines) / n * n * (n + 1) / 2
		if len(innies) > 0 {
			bounds = append(bounds, bound{innies, total - inside})
		}
		if len(outies) > 0 {
			bounds = append(bounds, bound{outies, all - total})
		}
	}
	sumsOf := make([][]int, n*n)
	for k, b := range bounds {
		for _, j := range b.cells {
			sumsOf[j] = append(sumsOf[j], k)
		}
	}
	cagesOf := make([][]int, n*n)
	var sets [][]uint64
	for k, idx := range members {
		for _, j := range idx {
			cagesOf[j] = append(cagesOf[j], k)
		}
		sets = append(sets, combos(n, len(idx), sums[k]))
	}
	// used returns the digits in the row, column and box of cell j.
	used := func(g []int, j int) uint64 {
		r, c := j/n, j%n
		var m uint64
		for k := range n {
			m |= 1<<g[r*n+k] | 1<<g[k*n+c]
		}
		if br > 0 {
			r0, c0 := r/br*br, c/bc*bc
			for rr := r0; rr < r0+br; rr++ {
				for cc := c0; cc < c0+bc; cc++ {
					m |= 1 << g[rr*n+cc]
				}
			}
		}
		return m
	}
	peer := func(i, j int) bool {
		return i/n == j/n || i%n == j%n || (br > 0 && i/n/br == j/n/br && i%n/bc == j%n/bc)
	}
	return func(g []int, i, d int) bool {
		for _, k := range sumsOf[i] {
			c := bounds[k]
			lo, hi := d, d
			for _, j := range c.cells {
				switch {
				case j == i:
				case g[j] != 0:
					lo, hi = lo+g[j], hi+g[j]
				default:
					lo, hi = lo+1, hi+n
				}
			}
			if c.total < lo || c.total > hi {
				return false
			}
		}
		for _, k := range cagesOf[i] {
			have := uint64(1) << d
			var blocked []uint64
			for _, j := range members[k] {
				switch {
				case j == i:
				case g[j] == d:
					return false
				case g[j] != 0:
					have |= 1 << g[j]
				default:
					b := used(g, j)
					if peer(i, j) {
						b |= 1 << d
					}
					blocked = append(blocked, b)
				}
			}
			ok := false
			for _, s := range sets[k] {
				if s&have == have && fill(blocked, s&^have) {
					ok = true
					break
				}
			}
			if !ok {
				return false
			}
		}
		return true
	}
}

// bands returns every union of one or more consecutive rows, and of
// columns, short of the whole grid, as row-major cell indices.
func bands(n int) [][]int {
	var out [][]int
	for k := 1; k < n; k++ {
		for a := 0; a+k <= n; a++ {
			var rows, cols []int
			for r := a; r < a+k; r++ {
				for c := range n {
					rows = append(rows, r*n+c)
					cols = append(cols, c*n+r)
				}
			}
			out = append(out, rows, cols)
		}
	}
	return out
}

// houses returns the rows, columns and boxes of an n x n grid as row-major
// cell indices.
func houses(n, br, bc int) [][]int {
	var out [][]int
	for r := range n {
		var row, col []int
		for c := range n {
			row = append(row, r*n+c)
			col = append(col, c*n+r)
		}
		out = append(out, row, col)
	}
	if br > 0 {
		for r0 := 0; r0 < n; r0 += br {
			for c0 := 0; c0 < n; c0 += bc {
				var box []int
				for r := r0; r < r0+br; r++ {
					for c := c0; c < c0+bc; c++ {
						box = append(box, r*n+c)
					}
				}
				out = append(out, box)
			}
		}
	}
	return out
}

// fill reports whether the digits of rest can go one to a cell, a digit d
// in cell k only when blocked[k] lacks d.
func fill(blocked []uint64, rest uint64) bool {
	if len(blocked) == 0 {
		return true
	}
	for m := rest &^ blocked[0]; m != 0; m &= m - 1 {
		d := m & -m
		if fill(blocked[1:], rest&^d) {
			return true
		}
	}
	return false
}

// combos lists the sets of k distinct digits 1..n adding up to sum, by
// brute force over all subsets.
func combos(n, k, sum int) []uint64 {
	var out []uint64
	for m := uint64(0); m < 1<<n; m++ {
		if bits.OnesCount64(m) != k {
			continue
		}
		s := 0
		for d := 1; d <= n; d++ {
			if m&(1<<(d-1)) != 0 {
				s += d
			}
		}
		if s == sum {
			out = append(out, m<<1)
		}
	}
	return out
}

// newModel compiles rs on the 9x9 shape.
func newModel(t testing.TB, rs ...sudoku.Rule) *sudoku.Model {
	t.Helper()
	m, err := sudoku.New(sudoku.Shape9, rs)
	if err != nil {
		t.Fatalf("sudoku.New() error = %v", err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// pretty returns a grid's rows for messages.
func pretty(g sudoku.Grid) string { return "\n" + strings.TrimRight(g.Pretty(), "\n") }

var bg = context.Background()
