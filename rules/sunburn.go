package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Sunburn marks sun clues: the digit d on a sun is the number of its
// surrounding cells (orthogonally or diagonally adjacent, on the grid)
// that hold a digit smaller than d ("A digit on a sun indicates how many
// surrounding cells contain smaller digits"). Each sun counts its own
// neighbours, so one rule holds any number of suns.
type Sunburn struct {
	Cells []sudoku.Cell
}

// Validate checks that there is at least one sun, each on the grid and
// none listed twice.
func (r Sunburn) Validate(s sudoku.Shape) error {
	return cellList(s, "sunburn", r.Cells, true)
}

// sunNeighbours returns the cells of s around c, orthogonal and diagonal.
func sunNeighbours(s sudoku.Shape, c sudoku.Cell) []sudoku.Cell {
	var out []sudoku.Cell
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			nb := sudoku.Cell{Row: c.Row + dr, Col: c.Col + dc}
			if (dr != 0 || dc != 0) && s.Contains(nb) {
				out = append(out, nb)
			}
		}
	}
	return out
}

// Apply allows on a sun only the digits its count can reach (1 never
// can: nothing is smaller; nor can a digit beyond the number of its
// neighbours), and reads the sun and then its neighbours with an
// automaton whose state is the sun's digit d and the neighbours below d
// so far, up to d, which must reach d: at most N² states.
func (r Sunburn) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	s := b.Shape()
	type state struct{ sun, below int } // sun 0: before the sun
	next := func(st state, d int) []state {
		switch {
		case st.sun == 0:
			return []state{{d, 0}}
		case d >= st.sun:
			return []state{st}
		case st.below < st.sun:
			return []state{{st.sun, st.below + 1}}
		}
		return nil
	}
	accept := func(st state) bool { return st.sun > 0 && st.below == st.sun }
	for _, c := range r.Cells {
		nbs := sunNeighbours(s, c)
		var digits []int
		for d := 2; d <= min(s.Size, len(nbs)); d++ {
			digits = append(digits, d)
		}
		if len(digits) == 0 {
			return fmt.Errorf("%w: %s: the sun at %s has %d neighbours, too few for any digit",
				sudoku.ErrBadRule, r, c, len(nbs))
		}
		b.Allow(c, digits...)
		if err := regular(b, append([]sudoku.Cell{c}, nbs...), state{}, next, accept); err != nil {
			return err
		}
	}
	return nil
}

// Check reports a sun whose digit cannot equal the number of its
// neighbours holding smaller digits: more are smaller already, or too
// few are smaller even if every empty neighbour were; the conflict lists
// the sun and its smaller neighbours. Bad parameters give an error
// wrapping [sudoku.ErrBadRule].
func (r Sunburn) Check(g sudoku.Grid) error {
	if err := r.Validate(g.Shape()); err != nil {
		return err
	}
	for _, c := range r.Cells {
		d := g.At(c)
		if d == 0 {
			continue
		}
		smaller := []sudoku.Cell{c}
		empty := 0
		for _, nb := range sunNeighbours(g.Shape(), c) {
			switch v := g.At(nb); {
			case v == 0:
				empty++
			case v < d:
				smaller = append(smaller, nb)
			}
		}
		if n := len(smaller) - 1; n > d || n+empty < d {
			return &sudoku.ConflictError{Rule: r.String(), Cells: smaller,
				Msg: fmt.Sprintf("%d on the sun at %s, and %d surrounding cells are smaller", d, c, n)}
		}
	}
	return nil
}

// String names the rule by its first sun and the number of suns:
// "sunburn at r1c1 (3)".
func (r Sunburn) String() string {
	return cellName("sunburn", r.Cells) + " (" + strconv.Itoa(len(r.Cells)) + ")"
}
