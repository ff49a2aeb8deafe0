package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/internal/fuzzrules"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// FuzzSolve solves small puzzles made from the fuzz bytes: a 4x4 or 6x6
// grid, classic or latin, up to three more rules with in-range parameters
// (package fuzzrules) and arbitrary givens, under any encoding. Every
// answer must keep the givens and pass Verify, and every "no solution"
// (ErrNoSolution or a *ConflictError) is confirmed by the brute-force
// counter of internal/brute. Count, up to 3, is compared with the counter
// too.
//
// Run it with
//
//	go test ./sudoku -run '^$' -fuzz '^FuzzSolve$' -fuzztime 10m -parallel 1
func FuzzSolve(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 8, 1, 0, 2, 0, 3})                      // 4x4 classic, a few givens
	f.Add([]byte{1, 1, 0, 1, 4, 4, 0, 1, 2, 3, 7, 9, 0, 0, 2})       // 6x6, Int, a cage
	f.Add([]byte{0, 2, 1, 2, 28, 2, 1, 0, 1, 0, 2})                  // 4x4 latin, BitVec, anti-knight
	f.Add([]byte{1, 0, 0, 2, 8, 0, 4, 0, 1, 2, 3, 20, 5, 6, 0, 1})   // 6x6 thermo and a dot
	f.Add([]byte{0, 0, 0, 1, 31, 0, 2, 9, 2, 1})                     // 4x4 little killer
	f.Add([]byte{1, 2, 1, 3, 32, 1, 0, 7, 34, 0, 1, 3, 25, 1, 0, 1}) // sandwich, skyscraper, non-consecutive
	f.Add([]byte{0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1})       // 4x4, two 1s given in a row
	f.Fuzz(func(t *testing.T, data []byte) {
		p, ok := decodePuzzle(data)
		if !ok {
			return
		}
		// The bound keeps an input that Z3's SMT core finds hard (the Int
		// and BitVec encodings can take minutes on an unsatisfiable 6x6)
		// from stalling the fuzzer; OneHot must always finish.
		m, err := sudoku.New(p.shape, p.rules, sudoku.WithEncoding(p.enc), sudoku.WithTimeout(fuzzSolveTimeout))
		if err != nil {
			if !errors.Is(err, sudoku.ErrBadRule) {
				t.Fatalf("New(%s) = %v, want nil or an error wrapping ErrBadRule", p, err)
			}
			return
		}
		defer m.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 2*fuzzSolveTimeout)
		defer cancel()

		sol, err := m.Solve(ctx, p.givens)
		switch {
		case err == nil:
			keepsGivens(t, p.givens, sol)
			if err := m.Verify(sol); err != nil {
				t.Fatalf("Verify(Solve()) = %v for %s\nsolution:\n%s", err, p, sol.Pretty())
			}
		case errors.Is(err, sudoku.ErrNoSolution), errors.Is(err, sudoku.ErrConflict):
			if n := p.bruteCount(1); n != 0 {
				t.Fatalf("Solve() = %v for %s, brute force finds a solution", err, p)
			}
		case errors.Is(err, context.DeadlineExceeded) && p.enc != sudoku.OneHot:
			return // slow, not wrong; the OneHot encoding answers it
		default:
			t.Fatalf("Solve(%s) = %v", p, err)
		}
		if !p.count {
			return
		}
		const limit = 3
		n, err := m.Count(ctx, p.givens, limit)
		if errors.Is(err, sudoku.ErrConflict) {
			n, err = 0, nil
		}
		if errors.Is(err, context.DeadlineExceeded) && p.enc != sudoku.OneHot {
			return
		}
		if err != nil {
			t.Fatalf("Count(%s) = %v", p, err)
		}
		if want := p.bruteCount(limit); n != want {
			t.Fatalf("Count(%s, %d) = %d, brute force counts %d", p, limit, n, want)
		}
	})
}

// fuzzSolveTimeout bounds New, and twice it bounds the calls of one input:
// the fuzzer takes a worker that spends 10 s on an input for hung. A 6x6
// latin square with a sandwich clue took BitVec over 5 s.
const fuzzSolveTimeout = time.Second

// fuzzPuzzle is a puzzle decoded from fuzz bytes, with what brute force
// needs to count its solutions without Z3.
type fuzzPuzzle struct {
	shape  sudoku.Shape
	enc    sudoku.Encoding
	latin  bool
	rules  []sudoku.Rule
	extra  []fuzzRule // the rules after the classic or latin base
	givens sudoku.Grid
	count  bool // also compare Count with brute force
}

// fuzzRule is a rule with the cells it constrains, or nil cells for a rule
// over the whole grid.
type fuzzRule struct {
	rule  sudoku.Rule
	cells []sudoku.Cell
}

func (p fuzzPuzzle) String() string {
	s := fmt.Sprintf("%v %v", p.shape, p.enc)
	if p.latin {
		s += " latin"
	}
	for _, r := range p.extra {
		s += fmt.Sprintf(", %s %+v", sudoku.RuleName(r.rule), r.rule)
	}
	return s + ", givens " + p.givens.String()
}

// decodePuzzle reads a puzzle: shape, encoding, base rules, rule count,
// rules, givens. It returns false for a 6x6 puzzle with fewer than 10
// givens, or with a rule that brute force could only judge on complete
// grids: refuting those could take brute force minutes.
func decodePuzzle(data []byte) (fuzzPuzzle, bool) {
	r := fuzzrules.NewReader(data, false)
	p := fuzzPuzzle{shape: sudoku.Shape4}
	if r.Bool() {
		p.shape = sudoku.Shape6
	}
	p.enc = sudoku.Encoding(r.Intn(3))
	b := r.Byte()
	// Latin squares only on 4x4: brute force would take minutes to refute
	// a rule on 6x6 latin squares, of which there are 812 million.
	p.latin, p.count = b&1 == 1 && p.shape.Size == 4, b&2 == 2
	if p.latin {
		p.rules = []sudoku.Rule{rules.Latin()}
	} else {
		p.rules = []sudoku.Rule{rules.Classic()}
	}
	for k := r.Intn(4); k > 0; k-- {
		rule, cells := r.Rule(p.shape)
		if p.shape.Size > 4 && cells == nil && !pairwise(rule) {
			return p, false
		}
		p.extra = append(p.extra, fuzzRule{rule, cells})
		p.rules = append(p.rules, rule)
	}
	// About one cell in three given on 4x4, one in two on 6x6, which keeps
	// brute force within a second.
	spread := 3
	if p.shape.Size == 6 {
		spread = 2
	}
	p.givens = r.Givens(p.shape, spread)
	if p.shape.Size == 6 && p.givens.NumGivens() < 10 {
		return p, false // too open for brute force to refute in a second
	}
	return p, true
}

// pairwise reports whether rule only forbids pairs of cells from holding
// certain digits, so that its Check on a partial grid (which ignores empty
// cells) is exact: a pair it rejects is wrong in every completion.
func pairwise(rule sudoku.Rule) bool {
	switch r := rule.(type) {
	case rules.Set:
		for _, sub := range r {
			if !pairwise(sub) {
				return false
			}
		}
		return true
	case rules.Rows, rules.Columns, rules.Boxes, rules.Diagonal, rules.Jigsaw, rules.Windoku,
		rules.DisjointGroups, rules.AntiKnight, rules.AntiKing, rules.NoEqualAt, rules.NonConsecutive,
		rules.NegativeKropki, rules.NegativeXV:
		return true
	}
	return false
}

// bruteCount counts the solutions up to limit with internal/brute: rows,
// columns and boxes as its groups, and the other rules through their
// native Check, each asked only when its verdict is final: a local rule
// when at most two of its cells are empty, trying every digit in those, a
// pairwise rule on every placement, and any other rule on complete
// grids.
func (p fuzzPuzzle) bruteCount(limit int) int {
	s := p.shape
	br, bc := s.BoxRows, s.BoxCols
	if p.latin {
		br, bc = 0, 0
	}
	prob := brute.Classic(s.Size, br, bc, p.givens.Digits())
	type local struct {
		check sudoku.Checker
		idx   []int
	}
	byCell := make([][]local, s.NumCells())
	var every, last []sudoku.Checker
	for _, fr := range p.extra {
		ch, ok := fr.rule.(sudoku.Checker)
		switch {
		case !ok:
		case fr.cells != nil:
			l := local{check: ch}
			for _, c := range fr.cells {
				l.idx = append(l.idx, s.Index(c))
			}
			for _, i := range l.idx {
				byCell[i] = append(byCell[i], l)
			}
		case pairwise(fr.rule):
			every = append(every, ch)
		default:
			last = append(last, ch)
		}
	}
	digits := make([]int, s.NumCells())
	prob.Allowed = func(g []int, i, d int) bool {
		copy(digits, g)
		digits[i] = d
		grid, err := sudoku.GridFromDigits(s, digits)
		if err != nil {
			panic(err)
		}
		for _, l := range byCell[i] {
			if !completable(grid, s, l.check, l.idx) {
				return false
			}
		}
		for _, ch := range every {
			if ch.Check(grid) != nil {
				return false
			}
		}
		if len(last) > 0 && grid.Filled() {
			for _, ch := range last {
				if ch.Check(grid) != nil {
					return false
				}
			}
		}
		return true
	}
	return brute.Count(prob, limit)
}

// completable reports whether some digits in the empty cells among idx
// make check pass on grid, judging only when at most two are empty (and
// saying yes otherwise). The rule's Check then sees a grid whose cells in
// idx are all filled, where its verdict is exact, so a no is final: no
// completion of the whole grid can satisfy the rule.
func completable(grid sudoku.Grid, s sudoku.Shape, check sudoku.Checker, idx []int) bool {
	var empty []sudoku.Cell
	for _, i := range idx {
		if c := s.CellAt(i); grid.At(c) == 0 && !slices.Contains(empty, c) {
			empty = append(empty, c)
		}
	}
	if len(empty) > 2 {
		return true
	}
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(empty) {
			return check.Check(grid) == nil
		}
		defer grid.Set(empty[k], 0)
		for d := 1; d <= s.Size; d++ {
			grid.Set(empty[k], d)
			if try(k + 1) {
				return true
			}
		}
		return false
	}
	return try(0)
}
