// Package brute counts Sudoku solutions by plain backtracking search, without Z3.
//
// Tests across the project use it to cross-check the Z3-based solver, so it
// shares no code with that solver and stays small enough to be read and
// trusted. The search keeps one bit mask of used digits per group, always
// fills the empty cell with the fewest candidates, and backtracks. That is
// enough to count a 9x9 puzzle with a thousand solutions in milliseconds.
//
// Misuse (a size out of range, a cell off the grid, a digit out of range)
// panics: the package is a test helper, and a broken test setup should fail
// loudly.
package brute

import (
	"fmt"
	"math/bits"
)

// MaxSize is the largest grid side the package supports: candidates are the
// bits of a uint64.
const MaxSize = 64

// Problem is a Size x Size grid whose cells take digits 1..Size, with groups
// of cells that must hold pairwise distinct digits.
//
// Cells are numbered row-major: cell r*Size+c is row r, column c, both
// counted from 0. Rows, columns and boxes are not implicit; build them with
// [Classic] and add more with [Problem.WithGroups].
type Problem struct {
	// Size is the side of the grid, 1..MaxSize.
	Size int

	// Groups lists groups of cells whose digits are pairwise distinct.
	Groups [][]int

	// Givens holds Size*Size digits, 0 for an empty cell. A nil Givens means
	// an empty grid.
	Givens []int

	// Allowed, if non-nil, reports whether digit d may go in cell i of the
	// partial grid g, where 0 marks an empty cell. It models variant rules
	// such as killer cages.
	//
	// During the call g[i] is still 0, and Allowed must not modify g.
	// Returning false prunes the search, so Allowed must only reject d
	// when no completion of g with d in cell i satisfies the rule. It must
	// also be exact once the last cell a constraint mentions is being
	// filled: every placement, the givens' included (in cell order), is
	// checked, so a constraint is enforced when its last cell is filled.
	Allowed func(g []int, i, d int) bool
}

// Classic returns the problem for a size x size grid with the given digits
// (nil for an empty grid), with distinct rows, columns and, unless boxRows
// is 0, boxes of boxRows x boxCols cells. With boxRows 0 the problem is a
// Latin square. Classic panics if the boxes do not tile the grid.
func Classic(size, boxRows, boxCols int, givens []int) Problem {
	checkSize(size)
	var groups [][]int
	for r := 0; r < size; r++ {
		row := make([]int, size)
		for c := range row {
			row[c] = r*size + c
		}
		groups = append(groups, row)
	}
	for c := 0; c < size; c++ {
		col := make([]int, size)
		for r := range col {
			col[r] = r*size + c
		}
		groups = append(groups, col)
	}
	if boxRows != 0 {
		if boxRows < 0 || boxCols <= 0 || boxRows*boxCols != size {
			panic(fmt.Sprintf("brute: boxes of %dx%d do not tile a %dx%d grid", boxRows, boxCols, size, size))
		}
		for br := 0; br < size; br += boxRows {
			for bc := 0; bc < size; bc += boxCols {
				box := make([]int, 0, size)
				for r := br; r < br+boxRows; r++ {
					for c := bc; c < bc+boxCols; c++ {
						box = append(box, r*size+c)
					}
				}
				groups = append(groups, box)
			}
		}
	}
	return Problem{Size: size, Groups: groups, Givens: givens}
}

// WithGroups returns a copy of p with groups added. It never shares the
// Groups slice with p, so p can be extended in several ways.
func (p Problem) WithGroups(groups ...[]int) Problem {
	all := make([][]int, 0, len(p.Groups)+len(groups))
	all = append(all, p.Groups...)
	p.Groups = append(all, groups...)
	return p
}

// Diagonals returns the main diagonal (top left to bottom right) and the
// anti-diagonal (top right to bottom left) of a size x size grid, in that
// order.
func Diagonals(size int) [][]int {
	lead := make([]int, size)
	anti := make([]int, size)
	for i := 0; i < size; i++ {
		lead[i] = i*size + i
		anti[i] = i*size + size - 1 - i
	}
	return [][]int{lead, anti}
}

// Count returns the number of solutions of p, stopping once it reaches
// limit. A limit of 0 or less means no limit.
func Count(p Problem, limit int) int {
	n := 0
	search(p, func([]int) bool {
		n++
		return limit <= 0 || n < limit
	})
	return n
}

// Solutions returns up to limit solutions of p, each a fresh row-major grid,
// in the order the search finds them. A limit of 0 or less means no limit.
// A problem without solutions gives an empty slice.
func Solutions(p Problem, limit int) [][]int {
	sols := [][]int{}
	search(p, func(g []int) bool {
		sols = append(sols, append([]int(nil), g...))
		return limit <= 0 || len(sols) < limit
	})
	return sols
}

// state is one search in progress.
type state struct {
	grid       []int
	full       uint64   // bit d-1 set for every digit d
	used       []uint64 // per group: bit d-1 set when d is placed in it
	cellGroups [][]int  // per cell: the groups it belongs to, without repeats
	allowed    func(g []int, i, d int) bool
	visit      func(g []int) bool // false stops the search
}

// search calls visit with every solution of p until visit returns false.
// The grid passed to visit is reused; visit must copy it to keep it.
func search(p Problem, visit func(g []int) bool) {
	checkSize(p.Size)
	n := p.Size * p.Size
	if p.Givens != nil && len(p.Givens) != n {
		panic(fmt.Sprintf("brute: %d givens for a %dx%d grid, want %d", len(p.Givens), p.Size, p.Size, n))
	}
	s := &state{
		grid:       make([]int, n),
		full:       uint64(1)<<p.Size - 1, // Size 64 wraps to all ones
		used:       make([]uint64, len(p.Groups)),
		cellGroups: make([][]int, n),
		allowed:    p.Allowed,
		visit:      visit,
	}
	for gi, group := range p.Groups {
		for _, i := range group {
			if i < 0 || i >= n {
				panic(fmt.Sprintf("brute: group %d has cell %d, off the %dx%d grid", gi, i, p.Size, p.Size))
			}
			cg := s.cellGroups[i]
			if len(cg) == 0 || cg[len(cg)-1] != gi { // a cell listed twice in a group counts once
				s.cellGroups[i] = append(cg, gi)
			}
		}
	}
	for i, d := range p.Givens {
		if d < 0 || d > p.Size {
			panic(fmt.Sprintf("brute: given %d in cell %d is out of range 0..%d", d, i, p.Size))
		}
		if d == 0 {
			continue
		}
		if !s.fits(i, d) {
			return // the givens conflict: no solutions
		}
		s.set(i, d)
	}
	s.run()
}

// run fills the remaining empty cells. It returns false when visit asked to
// stop.
func (s *state) run() bool {
	best, bestMask, bestN := -1, uint64(0), MaxSize+1
	for i, v := range s.grid {
		if v != 0 {
			continue
		}
		m := s.candidates(i)
		n := bits.OnesCount64(m)
		if n == 0 {
			return true // dead end
		}
		if n < bestN {
			best, bestMask, bestN = i, m, n
			if n == 1 {
				break
			}
		}
	}
	if best < 0 {
		return s.visit(s.grid)
	}
	for m := bestMask; m != 0; m &= m - 1 {
		d := bits.TrailingZeros64(m) + 1
		s.set(best, d)
		more := s.run()
		s.clear(best, d)
		if !more {
			return false
		}
	}
	return true
}

// fits reports whether digit d may go in the empty cell i.
func (s *state) fits(i, d int) bool {
	for _, g := range s.cellGroups[i] {
		if s.used[g]&bit(d) != 0 {
			return false
		}
	}
	return s.allowed == nil || s.allowed(s.grid, i, d)
}

// candidates returns the digits that may go in the empty cell i, as a mask.
func (s *state) candidates(i int) uint64 {
	m := s.full
	for _, g := range s.cellGroups[i] {
		m &^= s.used[g]
	}
	if s.allowed != nil {
		for rest := m; rest != 0; rest &= rest - 1 {
			d := bits.TrailingZeros64(rest) + 1
			if !s.allowed(s.grid, i, d) {
				m &^= bit(d)
			}
		}
	}
	return m
}

func (s *state) set(i, d int) {
	s.grid[i] = d
	for _, g := range s.cellGroups[i] {
		s.used[g] |= bit(d)
	}
}

func (s *state) clear(i, d int) {
	s.grid[i] = 0
	for _, g := range s.cellGroups[i] {
		s.used[g] &^= bit(d)
	}
}

func bit(d int) uint64 { return uint64(1) << (d - 1) }

func checkSize(size int) {
	if size < 1 || size > MaxSize {
		panic(fmt.Sprintf("brute: size %d is out of range 1..%d", size, MaxSize))
	}
}
