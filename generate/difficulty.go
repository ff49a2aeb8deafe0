package generate

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Difficulty is a proxy for how hard a unique puzzle is to solve by hand. It
// is a proxy, not a grade: it measures how far the two easiest techniques,
// naked and hidden singles, get from the givens, and how much search Z3
// needs, but nothing about which human techniques would do.
//
// It has two parts. Conflicts and Decisions are Z3's own effort solving the
// puzzle from its givens, read from [sudoku.Model.Statistics]. The singles
// part is computed natively and deterministically from the Model's
// constraint program ([sudoku.Model.Constraints]), whatever rules stated
// it: Distinct groups (each digit at most once, and exactly once in a
// group of Size cells), relations that only forbid equal digits (anti-knight
// and anti-king pairs, say), the digits Allow leaves a cell, and the digits
// of the sets that make a sum over distinct cells (killer cages). Other
// constraints, such as thermometers' relations, are left out, so for them
// the proxy is pessimistic: a puzzle that needs a thermometer to progress
// stops there.
type Difficulty struct {
	// Empty is the number of cells without a given.
	Empty int
	// Singles is the number of empty cells that singles fill.
	Singles int
	// Rounds is the number of rounds of singles: each round places every
	// naked and hidden single of the grid at its start. More rounds means a
	// longer chain of deductions, even when singles finish the puzzle.
	Rounds int
	// Conflicts and Decisions are Z3's effort to solve the puzzle from its
	// givens on a fresh Model, with native propagation turned off so that
	// Z3 does all the work. They depend on Z3's heuristics, so compare them
	// between puzzles, not as absolute grades.
	Conflicts, Decisions int
}

// SolvedBySingles reports whether singles alone fill the grid: an easy
// puzzle, which Z3 solves without a conflict, and which package sudoku's
// native propagator, which makes at least these deductions, settles
// without calling Z3 at all.
func (d Difficulty) SolvedBySingles() bool { return d.Singles == d.Empty }

// Rate returns the difficulty proxy of givens under the rules, as described
// at [Difficulty]. It does not check that the puzzle is unique. Rules that
// make no Model (bad parameters) leave only the givens to count.
func Rate(s sudoku.Shape, rs []sudoku.Rule, givens sudoku.Grid) Difficulty {
	m, err := sudoku.New(s, rs, sudoku.WithConflictCheck(false))
	if err != nil {
		return newSingles(s, nil).rate(givens)
	}
	defer m.Close()
	d := newSingles(s, m.Constraints()).rate(givens)
	d.Conflicts, d.Decisions = z3Effort(m, givens)
	return d
}

// z3Effort returns the conflicts and decisions Z3 spends solving givens on
// m, whose native propagation is off, or zeros if it cannot be measured.
func z3Effort(m *sudoku.Model, givens sudoku.Grid) (conflicts, decisions int) {
	before, err := m.Statistics()
	if err != nil {
		return 0, 0
	}
	if _, err := m.Solve(context.Background(), givens); err != nil {
		return 0, 0
	}
	after, err := m.Statistics()
	if err != nil {
		return 0, 0
	}
	delta := func(keys ...string) int {
		n := 0.0
		for _, k := range keys {
			n += after[k] - before[k]
		}
		return int(n)
	}
	return delta("sat conflicts", "conflicts"), delta("sat decisions", "decisions")
}

// singles is the native solver behind Difficulty.
type singles struct {
	n        int
	full     uint64
	allow    []uint64 // per cell
	groups   [][]int
	complete []bool
	peers    [][]int // per cell: the cells that must differ from it
}

func newSingles(s sudoku.Shape, cs []sudoku.Constraint) *singles {
	p := &singles{
		n:     s.Size,
		full:  (uint64(1)<<(s.Size+1) - 1) &^ 1,
		allow: make([]uint64, s.NumCells()),
		peers: make([][]int, s.NumCells()),
	}
	for i := range p.allow {
		p.allow[i] = p.full
	}
	p.add(s, cs)
	// Each cell's peers, once each.
	seen := make([]int, s.NumCells())
	for i := range seen {
		seen[i] = -1
	}
	for i := range p.peers {
		var out []int
		for _, j := range p.peers[i] {
			if j != i && seen[j] != i {
				seen[j] = i
				out = append(out, j)
			}
		}
		p.peers[i] = out
	}
	return p
}

// add records the groups and domains the constraints give.
func (p *singles) add(s sudoku.Shape, cs []sudoku.Constraint) {
	index := func(cells []sudoku.Cell) []int {
		out := make([]int, len(cells))
		for k, c := range cells {
			out[k] = s.Index(c)
		}
		return out
	}
	// Sets of cells that hold distinct digits, for the sums over them.
	distinct := map[string]bool{}
	key := func(idx []int) string {
		idx = slices.Clone(idx)
		slices.Sort(idx)
		return fmt.Sprint(idx)
	}
	for _, c := range cs {
		switch c.Kind {
		case sudoku.DistinctKind:
			idx := index(c.Cells)
			p.group(idx)
			distinct[key(idx)] = true
		case sudoku.RelationKind:
			if onlyUnequal(c.OK) {
				p.group(index(c.Cells))
			}
		case sudoku.AllowKind:
			var mask uint64
			for _, d := range c.Digits {
				mask |= 1 << d // this proxy's masks have bit d for digit d
			}
			p.allow[s.Index(c.Cells[0])] &= mask
		}
	}
	for _, c := range cs {
		if c.Kind != sudoku.SumKind || !distinct[key(index(c.Cells))] {
			continue
		}
		if union, _, ok := sudoku.DigitSetBounds(s.Size, len(c.Cells), c.Total); ok {
			for _, i := range index(c.Cells) {
				p.allow[i] &= union << 1
			}
		}
	}
}

// onlyUnequal reports whether a relation forbids equal digits and nothing
// else, as "these two cells differ" does.
func onlyUnequal(ok [][]bool) bool {
	for x := 1; x < len(ok); x++ {
		for y := 1; y < len(ok[x]); y++ {
			if ok[x][y] != (x != y) {
				return false
			}
		}
	}
	return true
}

func (p *singles) group(idx []int) {
	if len(idx) < 2 {
		return
	}
	p.groups = append(p.groups, idx)
	p.complete = append(p.complete, len(idx) == p.n)
	for _, i := range idx {
		p.peers[i] = append(p.peers[i], idx...)
	}
}

// rate runs rounds of singles from givens.
func (p *singles) rate(givens sudoku.Grid) Difficulty {
	ds := givens.Digits()
	masks := make([]uint64, len(ds))
	placed := make([]bool, len(ds))
	var d Difficulty
	var todo []int // cells to place this round
	for i, v := range ds {
		if v != 0 {
			masks[i] = 1 << v
			todo = append(todo, i)
		} else {
			masks[i] = p.allow[i]
			d.Empty++
		}
	}
	place := func(i int) {
		placed[i] = true
		for _, j := range p.peers[i] {
			masks[j] &^= masks[i]
		}
	}
	for _, i := range todo {
		place(i)
	}
	for {
		todo = todo[:0]
		mark := make([]bool, len(ds))
		for i, m := range masks {
			if !placed[i] && m != 0 && m&(m-1) == 0 {
				todo, mark[i] = append(todo, i), true
			}
		}
		for g, cells := range p.groups {
			if !p.complete[g] {
				continue
			}
			var once, more uint64
			for _, i := range cells {
				more |= once & masks[i]
				once = (once | masks[i]) &^ more
			}
			for _, i := range cells {
				if h := masks[i] & once; !placed[i] && !mark[i] && h != 0 && h&(h-1) == 0 {
					masks[i] = h
					todo, mark[i] = append(todo, i), true
				}
			}
		}
		if len(todo) == 0 {
			return d
		}
		d.Rounds++
		for _, i := range todo {
			if masks[i] != 0 && bits.OnesCount64(masks[i]) == 1 {
				place(i)
				d.Singles++
			}
		}
	}
}
