package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// KillerResult is a killer puzzle made by [Killer]: cages and no givens.
type KillerResult struct {
	// Cages are the killer cages, each with its sum, ordered by their first
	// cell in row-major order; each cage's cells are in row-major order.
	Cages []rules.Cage
	// Rules are the whole puzzle's rules: the classic rules (the latin
	// rules on a shape without boxes), the rules of WithRules, then the
	// cages.
	Rules []sudoku.Rule
	// Shape is the grid's shape.
	Shape sudoku.Shape
	// Solution is the puzzle's one solution.
	Solution sudoku.Grid
	// Checks is the number of layouts checked for uniqueness, each with a
	// new Model.
	Checks int
	// Skipped is the number of candidate layouts found not unique without
	// a Model, because an alternative solution found earlier fits them.
	Skipped int
	// GaveUp is the number of checks of merges that ran out of their
	// conflict budget (see WithConflictLimit), so that the merges were
	// rejected: the puzzle might have stayed unique, but that was not
	// proven.
	GaveUp int
	// Elapsed is the time the whole generation took.
	Elapsed time.Duration
	// Difficulty is the difficulty proxy of the puzzle, with no givens.
	Difficulty Difficulty
}

// Puzzle returns the result as a sudoku.Puzzle with no givens and its
// solution.
func (r KillerResult) Puzzle() sudoku.Puzzle {
	return sudoku.Puzzle{Title: "Killer", Shape: r.Shape, Rules: r.Rules, Solution: r.Solution}
}

// Killer generates a killer puzzle on shape: cages whose sums, with the
// classic rules and no givens, force one solution.
//
// It starts from a random solution ([Solution]) of the classic rules plus
// those of WithRules (rules.Diagonals() makes killer-X) and cuts the grid
// into small connected cages of 2 or 3 cells (orthogonally connected, the
// digits distinct in the solution, each cage's sum its digits' total, so
// every sum can be made). Small cages nearly always force one solution;
// when they do not, the generator finds another solution, splits a cage
// where the two differ into a single cell and the rest, which rules that
// solution out, and checks again.
//
// Then it merges pairs of adjacent cages, as long as the merged cage has
// at most WithMaxCageSize cells (default 5) and distinct digits, and keeps
// the merges that leave the puzzle unique. Merges with a cage of one cell
// come first, the others in random order. Early merges nearly always keep
// the puzzle unique, so disjoint merges are checked in batches, which
// double after a success (up to 8) and halve after a failure, down to
// single merges. It stops when the number of cages reaches WithTarget, or
// when no single merge of two adjacent cages is proven to keep the puzzle
// unique: the layout is then maximal in that sense. A 9x9 killer ends with
// about 22 cages.
//
// Each check compiles a new Model, since cages are rules, and asks
// Model.Solutions for a solution other than the known one: the two Z3
// searches of Model.Unique, but the second solution comes back. Solutions
// found that way are kept: a later layout that one of them fits is not
// unique either, which the generator sees natively, without a Model. The
// cages are rules.Cage values, which Z3 sees as a choice among the sets of
// digits that make each sum (see sudoku.Builder.DistinctSum). Each check of
// a merge has a
// budget of Z3 conflicts (WithConflictLimit); a merge whose check runs out
// is rejected, as its uniqueness is not proven.
//
// WithSeed makes the output reproducible, WithProgress reports each check,
// and WithSymmetry is ignored. Killer returns ctx.Err() when ctx is done.
// Each check builds its Model with sudoku.NewContext and searches under
// ctx, so it stops promptly. Two steps are not bounded by ctx: the Model of
// the random solution, built with sudoku.New, which compiles Z3 there only
// for rules or shapes whose Models do not defer it (WithRules of a
// thermometer, say, or a 16x16); and the rating of the result (Rate, which
// takes no context), which WithDifficulty(false) skips.
func Killer(ctx context.Context, shape sudoku.Shape, opts ...Option) (KillerResult, error) {
	if err := shape.Validate(); err != nil {
		return KillerResult{}, err
	}
	if err := ctx.Err(); err != nil {
		return KillerResult{}, err
	}
	cfg := newConfig(opts)
	start := time.Now()
	k := &killer{
		cfg:     cfg,
		shape:   shape,
		rng:     cfg.rng(),
		start:   start,
		maxCage: min(cfg.maxCage, shape.Size),
	}
	if shape.HasBoxes() {
		k.base = append(k.base, rules.Classic())
	} else {
		k.base = append(k.base, rules.Latin())
	}
	k.base = append(k.base, cfg.extra...)

	m, err := sudoku.New(shape, k.base)
	if err != nil {
		return KillerResult{}, err
	}
	sol, err := Solution(ctx, m, k.rng)
	m.Close()
	if err != nil {
		return KillerResult{}, err
	}
	k.sol = sol
	k.digits = sol.Digits()

	defer func() {
		for _, b := range k.warm {
			b.Close()
		}
	}()
	k.cut()
	if err := k.makeUnique(ctx); err != nil {
		return KillerResult{}, err
	}
	if err := k.merge(ctx); err != nil {
		return KillerResult{}, err
	}

	cages := k.cages()
	rs := append(slices.Clone(k.base), cageRules(cages)...)
	res := KillerResult{
		Cages:    cages,
		Rules:    rs,
		Shape:    shape,
		Solution: sol,
		Checks:   k.checks,
		Skipped:  k.skipped,
		GaveUp:   k.gaveUp,
		Elapsed:  time.Since(start),
	}
	if !cfg.noRating {
		res.Difficulty = Rate(shape, rs, sudoku.NewGrid(shape))
	}
	return res, nil
}

// killer is the state of one Killer call. A layout is a list of cages,
// each a list of cell indices; owner maps each cell to its cage.
type killer struct {
	cfg     config
	shape   sudoku.Shape
	rng     *rand.Rand
	start   time.Time
	maxCage int
	base    []sudoku.Rule
	// warm keeps the base rules compiled for the checks, one Base per
	// option set (a check with a conflict budget has a parameter more).
	warm   map[bool]*sudoku.Base
	sol    sudoku.Grid
	digits []int

	layout [][]int // nil entries are cages merged away
	owner  []int

	// others are solutions of the base rules other than sol, found by
	// failed checks.
	others  [][]int
	checks  int
	skipped int
	gaveUp  int
}

// warmBase returns the Base of the checks with or without a conflict
// budget, made on first use, or nil when the base rules cannot make one
// (a rule of raw Z3 among the extra rules): the checks then build their
// Models from scratch.
func (k *killer) warmBase(ctx context.Context, limited bool, opts []sudoku.Option) (*sudoku.Base, error) {
	if b, ok := k.warm[limited]; ok {
		return b, nil
	}
	b, err := sudoku.NewBase(ctx, k.shape, k.base, opts...)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		b = nil
	}
	if k.warm == nil {
		k.warm = make(map[bool]*sudoku.Base)
	}
	k.warm[limited] = b
	return b, nil
}

// errGaveUp reports a check that ran out of its conflict budget.
var errGaveUp = errors.New("generate: the uniqueness check gave up")

// neighbours returns the orthogonal neighbours of cell i.
func (k *killer) neighbours(i int) []int {
	c := k.shape.CellAt(i)
	var out []int
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		n := sudoku.Cell{Row: c.Row + d[0], Col: c.Col + d[1]}
		if k.shape.Contains(n) {
			out = append(out, k.shape.Index(n))
		}
	}
	return out
}

// mask returns the digits of cells in the solution, as bits.
func (k *killer) mask(cells []int) uint64 {
	var m uint64
	for _, i := range cells {
		m |= 1 << k.digits[i]
	}
	return m
}

// cut makes the first layout: cages of 2 or 3 cells grown from the cells
// in random order, each new cell a free neighbour with a digit not yet in
// the cage. A cell left alone joins a neighbouring cage when one has room.
func (k *killer) cut() {
	n := k.shape.NumCells()
	k.owner = make([]int, n)
	for i := range k.owner {
		k.owner[i] = -1
	}
	for _, i := range k.rng.Perm(n) {
		if k.owner[i] >= 0 {
			continue
		}
		id := len(k.layout)
		cage := []int{i}
		k.owner[i] = id
		size := min(2+k.rng.IntN(2), k.maxCage)
		for len(cage) < size {
			used := k.mask(cage)
			var free []int
			for _, c := range cage {
				for _, j := range k.neighbours(c) {
					if k.owner[j] < 0 && used&(1<<k.digits[j]) == 0 && !slices.Contains(free, j) {
						free = append(free, j)
					}
				}
			}
			if len(free) == 0 {
				break
			}
			j := free[k.rng.IntN(len(free))]
			k.owner[j] = id
			cage = append(cage, j)
		}
		k.layout = append(k.layout, cage)
	}
	for id, cage := range k.layout {
		if len(cage) != 1 {
			continue
		}
		i := cage[0]
		var room []int
		for _, j := range k.neighbours(i) {
			o := k.layout[k.owner[j]]
			if len(o) < k.maxCage && k.mask(o)&(1<<k.digits[i]) == 0 {
				room = append(room, k.owner[j])
			}
		}
		if len(room) > 0 {
			to := room[k.rng.IntN(len(room))]
			k.layout[to] = append(k.layout[to], i)
			k.owner[i] = to
			k.layout[id] = nil
		}
	}
}

// makeUnique checks the layout and, while it is not unique, splits a cage
// where another solution differs from sol, and checks again. When a check
// gives up (see WithConflictLimit), it splits a random cage instead: more,
// smaller cages are easier to prove unique.
func (k *killer) makeUnique(ctx context.Context) error {
	for {
		other, err := k.check(ctx, k.layout, true)
		if err != nil && !errors.Is(err, errGaveUp) {
			return err
		}
		if other == nil && err == nil {
			return nil
		}
		// The cells of cages of two or more cells where the other solution
		// differs (any such cell, when there is none): taking one out of
		// its cage, with its own sum, rules that solution out.
		var at []int
		for i := range k.digits {
			if len(k.layout[k.owner[i]]) > 1 && (other == nil || other[i] != k.digits[i]) {
				at = append(at, i)
			}
		}
		if len(at) == 0 {
			if other == nil {
				return err // every cage is one cell and Z3 still gave up
			}
			// Every cell that differs is a cage of its own, so the other
			// solution breaks a sum: a bug.
			return fmt.Errorf("generate: killer check found a solution %v that breaks a cage", other)
		}
		k.split(at[k.rng.IntN(len(at))])
	}
}

// split takes cell i out of its cage as a cage of its own; the rest of the
// cage becomes one cage per connected part.
func (k *killer) split(i int) {
	id := k.owner[i]
	rest := slices.DeleteFunc(slices.Clone(k.layout[id]), func(j int) bool { return j == i })
	k.layout[id] = []int{i}
	for len(rest) > 0 {
		// Grow the part of rest's first cell.
		part := []int{rest[0]}
		in := map[int]bool{rest[0]: true}
		for q := 0; q < len(part); q++ {
			for _, j := range k.neighbours(part[q]) {
				if !in[j] && slices.Contains(rest, j) {
					in[j] = true
					part = append(part, j)
				}
			}
		}
		rest = slices.DeleteFunc(rest, func(j int) bool { return in[j] })
		nid := len(k.layout)
		k.layout = append(k.layout, part)
		for _, j := range part {
			k.owner[j] = nid
		}
	}
}

// pair is two adjacent cages of the layout, a < b.
type pair struct{ a, b int }

// candidates returns the pairs of adjacent cages that may merge: the
// union has at most maxCage cells, with distinct digits. Pairs with a cage
// of one cell come first, each group in random order.
func (k *killer) candidates() []pair {
	var single, other []pair
	for a, cage := range k.layout {
		for _, i := range cage {
			for _, j := range k.neighbours(i) {
				b := k.owner[j]
				p := pair{a, b}
				if b <= a || slices.Contains(single, p) || slices.Contains(other, p) {
					continue
				}
				if len(cage)+len(k.layout[b]) > k.maxCage || k.mask(cage)&k.mask(k.layout[b]) != 0 {
					continue
				}
				if len(cage) == 1 || len(k.layout[b]) == 1 {
					single = append(single, p)
				} else {
					other = append(other, p)
				}
			}
		}
	}
	k.rng.Shuffle(len(single), func(i, j int) { single[i], single[j] = single[j], single[i] })
	k.rng.Shuffle(len(other), func(i, j int) { other[i], other[j] = other[j], other[i] })
	return append(single, other...)
}

// merged returns the layout with the pairs merged, each into its cage a.
func (k *killer) merged(ps []pair) [][]int {
	next := slices.Clone(k.layout)
	for _, p := range ps {
		next[p.a] = append(slices.Clone(next[p.a]), next[p.b]...)
		next[p.b] = nil
	}
	return next
}

// maxBatch is the most merges checked together.
const maxBatch = 8

// merge merges adjacent cages while the puzzle stays unique, until the
// target or until no merge does.
//
// Merges are checked in batches of disjoint pairs, since most early
// merges keep the puzzle unique: a batch that does is accepted whole and
// the next batch is twice as large (up to maxBatch); one that does not is
// rejected and the next is half as large. A single merge that fails is
// not tried again until the layout changes, and one whose check gave up is
// never tried again.
func (k *killer) merge(ctx context.Context) error {
	batch := 4
	failed := map[pair]bool{}   // failed on the current layout
	gaveUp := map[string]bool{} // merged cages whose check gave up
	key := func(next [][]int, p pair) string { return fmt.Sprint(slices.Sorted(slices.Values(next[p.a]))) }
	for {
		size := batch
		if k.cfg.target > 0 {
			size = min(size, k.count(k.layout)-k.cfg.target)
			if size <= 0 {
				return nil
			}
		}
		var ps []pair
		used := map[int]bool{}
		for _, p := range k.candidates() {
			if len(ps) == size {
				break
			}
			if failed[p] || used[p.a] || used[p.b] {
				continue
			}
			one := k.merged([]pair{p})
			if gaveUp[key(one, p)] {
				continue
			}
			if k.fits(one) {
				k.skipped++
				failed[p] = true
				continue
			}
			ps = append(ps, p)
			used[p.a], used[p.b] = true, true
		}
		if len(ps) == 0 {
			return nil
		}
		next := k.merged(ps)
		if len(ps) > 1 && k.fits(next) {
			k.skipped++
			batch = max(1, len(ps)/2)
			continue
		}
		o, err := k.check(ctx, next, true)
		switch {
		case errors.Is(err, errGaveUp):
			k.gaveUp++
			if len(ps) == 1 {
				gaveUp[key(next, ps[0])] = true
			}
			batch = max(1, len(ps)/2)
		case err != nil:
			return err
		case o == nil:
			k.layout = next
			for _, p := range ps {
				for _, i := range k.layout[p.a] {
					k.owner[i] = p.a
				}
			}
			clear(failed)
			batch = min(2*len(ps), maxBatch)
		default:
			if len(ps) == 1 {
				failed[ps[0]] = true
			}
			batch = max(1, len(ps)/2)
		}
	}
}

// count returns the number of cages of layout.
func (k *killer) count(layout [][]int) int {
	n := 0
	for _, c := range layout {
		if c != nil {
			n++
		}
	}
	return n
}

// fits reports whether a solution found earlier satisfies every cage of
// layout, which is then not unique.
func (k *killer) fits(layout [][]int) bool {
	sums := make([]int, len(layout))
	for id, cage := range layout {
		for _, i := range cage {
			sums[id] += k.digits[i]
		}
	}
next:
	for _, o := range k.others {
		for id, cage := range layout {
			if cage == nil {
				continue
			}
			sum := 0
			var seen uint64
			for _, i := range cage {
				if seen&(1<<o[i]) != 0 {
					continue next
				}
				seen |= 1 << o[i]
				sum += o[i]
			}
			if sum != sums[id] {
				continue next
			}
		}
		return true
	}
	return false
}

// check compiles layout with the base rules and looks for a solution other
// than sol. It returns that solution, or nil when the layout is unique.
//
// With limited set, Z3 gives up after the conflicts WithConflictLimit
// allows, and a layout it gives up on is reported with a nil solution and
// errGaveUp.
func (k *killer) check(ctx context.Context, layout [][]int, limited bool) ([]int, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	cages := k.cagesOf(layout)
	rs := slices.Clone(k.base)
	for _, c := range cages {
		rs = append(rs, c)
	}
	var opts []sudoku.Option
	limited = limited && k.cfg.conflicts > 0
	if limited {
		opts = append(opts, sudoku.WithParam("sat.max_conflicts", k.cfg.conflicts))
	}
	k.checks++
	var o []int
	// Each layout's Model adds its cages to a solver that holds the base
	// rules compiled already. The proof that there is no second solution
	// runs under ctx, in Solutions.
	warm, err := k.warmBase(ctx, limited, opts)
	if err != nil {
		return nil, err
	}
	m, err := sudoku.NewContext(ctx, k.shape, rs, append(opts, sudoku.WithBase(warm))...)
	if err == nil {
		for g, e := range m.Solutions(ctx, sudoku.Grid{}) {
			if err = e; err != nil {
				break
			}
			if !g.Equal(k.sol) {
				o = g.Digits()
				k.others = append(k.others, o)
				break
			}
		}
		m.Close()
	}
	switch {
	case err == nil:
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case errors.Is(err, z3.ErrUnknown):
		err = errGaveUp
	default:
		return nil, err
	}
	k.cfg.report(Progress{Checks: k.checks, Cages: k.count(layout), Unique: o == nil && err == nil, Elapsed: time.Since(k.start)})
	return o, err
}

// cages returns the current layout as cages.
func (k *killer) cages() []rules.Cage { return k.cagesOf(k.layout) }

// cagesOf returns layout's cages with their sums in sol, each cage's cells
// in row-major order and the cages ordered by their first cells.
func (k *killer) cagesOf(layout [][]int) []rules.Cage {
	var out []rules.Cage
	for _, cage := range layout {
		if cage == nil {
			continue
		}
		idx := slices.Sorted(slices.Values(cage))
		c := rules.Cage{}
		for _, i := range idx {
			c.Cells = append(c.Cells, k.shape.CellAt(i))
			c.Sum += k.digits[i]
		}
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b rules.Cage) int {
		return k.shape.Index(a.Cells[0]) - k.shape.Index(b.Cells[0])
	})
	return out
}

func cageRules(cages []rules.Cage) []sudoku.Rule {
	out := make([]sudoku.Rule, len(cages))
	for i, c := range cages {
		out[i] = c
	}
	return out
}
