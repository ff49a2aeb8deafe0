package harness

import (
	"fmt"
	"sync"

	"github.com/z3sudoku/z3sudoku/bench/internal/corpus"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// WrongAnswer reports an answer that failed verification.
type WrongAnswer struct {
	Corpus, Call, Engine string
	Puzzle               corpus.Puzzle
	Msg                  string
}

func (e *WrongAnswer) Error() string {
	return fmt.Sprintf("WRONG ANSWER: %s %s %s on %s (givens %s): %s",
		e.Corpus, e.Call, e.Engine, e.Puzzle.Name, e.Puzzle.Givens, e.Msg)
}

// verifier checks every answer on its own and against the answers other
// engines gave for the same puzzle.
type verifier struct {
	mu     sync.Mutex
	unique map[string]bool
	count  map[string]int
}

func newVerifier() *verifier {
	return &verifier{unique: map[string]bool{}, count: map[string]int{}}
}

// solution checks that sol solves p: it is filled, keeps the givens, has
// each digit once in every row, column and box (checked here, not by the
// library), passes every rule's native check, and equals the known
// solution when there is one.
func (v *verifier) solution(p corpus.Puzzle, sol sudoku.Grid) string {
	s := p.Shape
	if sol.Shape() != s || !sol.Filled() {
		return fmt.Sprintf("not a filled %v grid: %s", s, sol)
	}
	for i := 0; i < s.NumCells(); i++ {
		c := s.CellAt(i)
		if g := p.Givens.At(c); g != 0 && sol.At(c) != g {
			return fmt.Sprintf("%v = %d, given %d", c, sol.At(c), g)
		}
	}
	for _, h := range houses(s) {
		seen := make([]bool, s.Size+1)
		for _, c := range h {
			d := sol.At(c)
			if seen[d] {
				return fmt.Sprintf("digit %d twice in the house of %v: %s", d, c, sol)
			}
			seen[d] = true
		}
	}
	for _, r := range p.Rules {
		if ch, ok := r.(sudoku.Checker); ok {
			if err := ch.Check(sol); err != nil {
				return fmt.Sprintf("breaks %s: %v", sudoku.RuleName(r), err)
			}
		}
	}
	if !p.Solution.IsZero() && !p.Solution.Equal(sol) {
		return fmt.Sprintf("%s, the known solution is %s", sol, p.Solution)
	}
	return ""
}

// houses returns the rows, columns and boxes of s.
func houses(s sudoku.Shape) [][]sudoku.Cell {
	var hs [][]sudoku.Cell
	for i := 0; i < s.Size; i++ {
		hs = append(hs, s.Row(i), s.Col(i))
		if s.HasBoxes() {
			hs = append(hs, s.Box(i))
		}
	}
	return hs
}

// uniqueness checks Unique's verdict against what is known of p and what
// other engines said.
func (v *verifier) uniqueness(c corpus.Corpus, p corpus.Puzzle, unique bool) string {
	if c.Unique && !unique {
		return "not unique, but the puzzle is known to have one solution"
	}
	if p.Count > 0 && unique != (p.Count == 1) {
		return fmt.Sprintf("unique = %v, but the puzzle has %d solutions", unique, p.Count)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if prev, ok := v.unique[p.Name]; ok && prev != unique {
		return fmt.Sprintf("unique = %v, another solver said %v", unique, prev)
	}
	v.unique[p.Name] = unique
	return ""
}

// counted checks Count's answer, counted up to limit.
func (v *verifier) counted(p corpus.Puzzle, n, limit int) string {
	if p.Count > 0 && n != min(p.Count, limit) {
		return fmt.Sprintf("count %d, the puzzle has %d solutions", n, p.Count)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if prev, ok := v.count[p.Name]; ok && prev != n {
		return fmt.Sprintf("count %d, another solver counted %d", n, prev)
	}
	v.count[p.Name] = n
	return ""
}
