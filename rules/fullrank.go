package rules

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// FullRank is a set of full rank clues. Each row is read as a number of
// N digits from the left and from the right, and each column from the top
// and from the bottom: 4N numbers, ranked from the smallest. An entry's
// rank is 1 plus the number of entries smaller than it, so entries that
// tie share a rank. A clue beside a row or column gives the rank of the
// number read from its side. Ties says which entries may be equal. The
// rows and columns hold distinct digits, as in any Sudoku, which the rule
// states itself (as [Sandwich] does): every digit then starts exactly
// four entries, so the clue of rank r starts with the digit (r+3)/4.
type FullRank struct {
	Clues []RankClue
	Ties  RankTies
}

// RankClue is one clue of a [FullRank]: the entry read along Line from
// its start, or with FromEnd from its end, has rank Rank, from 1 to 4N.
type RankClue struct {
	Line    Line
	FromEnd bool
	Rank    int
}

// RankTies says which entries of a [FullRank] may be equal.
type RankTies int

const (
	// TiesUnclued lets unclued entries tie with each other, but no
	// entry ties with a clued one (ISS's default, "only-unclued").
	TiesUnclued RankTies = iota
	// TiesNone lets no two entries tie, clued or not: the rule then
	// constrains the grid even with no clues.
	TiesNone
	// TiesAny lets any entries tie; a clue's rank is then 1 plus the
	// number of entries strictly smaller.
	TiesAny
)

// String returns "ties between unclued entries", "no ties" or "any ties".
func (t RankTies) String() string {
	switch t {
	case TiesUnclued:
		return "ties between unclued entries"
	case TiesNone:
		return "no ties"
	case TiesAny:
		return "any ties"
	}
	return "ties " + strconv.Itoa(int(t))
}

// String names the clue: "row 3 from the left (rank 12)".
func (c RankClue) String() string {
	return c.Line.String() + " from the " + c.Line.side(c.FromEnd) + " (rank " + strconv.Itoa(c.Rank) + ")"
}

// rankEntry is one of the 4N entries: a line read from one side. group
// is which of the four families of entries it belongs to: 0 rows from
// the left, 1 rows from the right, 2 columns from the top, 3 columns
// from the bottom; every digit starts exactly one entry of each.
type rankEntry struct {
	line    Line
	fromEnd bool
}

func (e rankEntry) group() int {
	g := 0
	if e.line.Col {
		g = 2
	}
	if e.fromEnd {
		g++
	}
	return g
}

// rankEntries returns the 4N entries, in the order of their groups.
func rankEntries(n int) []rankEntry {
	var out []rankEntry
	for _, col := range []bool{false, true} {
		for _, fromEnd := range []bool{false, true} {
			for i := range n {
				out = append(out, rankEntry{Line{Col: col, Index: i}, fromEnd})
			}
		}
	}
	return out
}

// Apply states the rows' and columns' Distinct, the first digit of each
// clued entry, and, for the clues whose rank starts with one digit d
// (sorted by rank, ties of TiesAny joined cell by cell), that each is
// smaller than the next (an automaton over the two entries' cells side
// by side) and that exactly as many entries starting with d but not
// clued are smaller than it as its rank says. That count is an automaton
// reading, for each unclued entry that may start with d, its first digit
// and then its cells beside the clued entry's, with the count so far in
// its state: (count+1)(N+2) states per cell, over the entries of the
// families (rows from the left, from the right, columns from the top,
// from the bottom) with no clue starting with d. Each entry is read only
// up to the place where the rows and columns alone make it differ from
// the clued one, as they do by the place where they cross a line both
// entries' cells lie on, which for most pairs is well before the end.
// With TiesNone, every two entries that the rows and columns do not keep
// apart (a row and a column mirrored in a diagonal, two parallel lines
// read from opposite sides) differ, each pair an automaton of 2N cells.
// Two clues of one rank, which would tie, are an error unless ties are
// allowed.
func (fr FullRank) Apply(b *sudoku.Builder) error {
	s := b.Shape()
	if err := fr.Validate(s); err != nil {
		return err
	}
	n := s.Size
	for i := range n {
		b.Distinct(s.Row(i)...)
		b.Distinct(s.Col(i)...)
	}
	cells := func(e rankEntry) []sudoku.Cell { c, _ := e.line.read(s, e.fromEnd); return c }
	clued := map[rankEntry]int{} // the rank of each clued entry
	bySet := map[int][]RankClue{}
	for _, c := range fr.Clues {
		d := (c.Rank + 3) / 4
		clued[rankEntry{c.Line, c.FromEnd}] = c.Rank
		bySet[d] = append(bySet[d], c)
		b.Allow(cells(rankEntry{c.Line, c.FromEnd})[0], d)
	}
	for d := 1; d <= n; d++ {
		set := bySet[d]
		if len(set) == 0 {
			continue
		}
		slices.SortStableFunc(set, func(x, y RankClue) int { return x.Rank - y.Rank })
		// The clues of one rank tie: their entries are equal, and the
		// first stands for them (the others count as unclued entries
		// equal to it, as ISS counts them).
		var givens []RankClue
		for _, c := range set {
			if k := len(givens); k > 0 && givens[k-1].Rank == c.Rank {
				if fr.Ties != TiesAny {
					return fmt.Errorf("%w: %s: %v and %v have one rank, which would tie", sudoku.ErrBadRule, fr, givens[k-1], c)
				}
				a, z := cells(rankEntry{givens[k-1].Line, givens[k-1].FromEnd}), cells(rankEntry{c.Line, c.FromEnd})
				for j := 1; j < n; j++ {
					if a[j] != z[j] {
						b.Relate(a[j], z[j], func(x, y int) bool { return x == y })
					}
				}
				continue
			}
			givens = append(givens, c)
		}
		for i := 1; i < len(givens); i++ {
			lo, hi := cells(rankEntry{givens[i-1].Line, givens[i-1].FromEnd}), cells(rankEntry{givens[i].Line, givens[i].FromEnd})
			if err := rankLess(b, lo, hi); err != nil {
				return err
			}
			if lo[1] != hi[1] {
				// Implied: the second digits do not decrease (rise, when
				// the rows and columns decide them there).
				strict := rankSplit(lo, hi) == 1
				b.Relate(lo[1], hi[1], func(x, y int) bool { return x < y || x == y && !strict })
			}
		}
		// The unclued entries that may start with d: those of the
		// families with no given starting with d, whose first cell is
		// no other clue's (which starts with another digit, or with d
		// when it ties) and sees no given's first cell (a given's first
		// cell itself holds d).
		var byGroup [4]bool
		var firsts []sudoku.Cell
		for _, c := range givens {
			e := rankEntry{c.Line, c.FromEnd}
			byGroup[e.group()] = true
			firsts = append(firsts, cells(e)[0])
		}
		var cands [][]sudoku.Cell
		for _, e := range rankEntries(n) {
			if byGroup[e.group()] {
				continue
			}
			if r, ok := clued[e]; ok && (r+3)/4 != d {
				continue
			}
			f := cells(e)
			if slices.ContainsFunc(firsts, func(c sudoku.Cell) bool { return c != f[0] && (c.Row == f[0].Row || c.Col == f[0].Col) }) {
				continue
			}
			cands = append(cands, f)
		}
		unclued := 0 // the families with no given, one entry of d each
		for _, g := range byGroup {
			if !g {
				unclued++
			}
		}
		for i, c := range givens {
			e := cells(rankEntry{c.Line, c.FromEnd})
			below := (c.Rank-1)%4 - i
			if err := rankCount(b, e, cands, d, below, fr.Ties != TiesAny); err != nil {
				return err
			}
			if below == 0 || below == unclued {
				// Every unclued entry starting with d is larger (or
				// every one smaller): implied by the count, but said of
				// the second digits too, each a table of three cells
				// that the propagator and Z3 read directly.
				for _, f := range cands {
					rankSecond(b, e, f, d, below == 0)
				}
			}
		}
	}
	if fr.Ties == TiesNone {
		return rankNoTies(b, n)
	}
	return nil
}

// rankSecond states that an entry f starting with d is larger than the
// entry e, which starts with d (smaller, with !larger), as far as their
// second digits tell: a table over f's first two cells and e's second.
// Cells shared by the three are left to the automata.
func rankSecond(b *sudoku.Builder, e, f []sudoku.Cell, d int, larger bool) {
	if f[0] == f[1] || f[0] == e[1] || f[1] == e[1] {
		return
	}
	n := b.Shape().Size
	strict := rankSplit(e, f) == 1
	var tuples [][]int
	for f0 := 1; f0 <= n; f0++ {
		for f1 := 1; f1 <= n; f1++ {
			for e1 := 1; e1 <= n; e1++ {
				ok := f1 > e1
				if !larger {
					ok = f1 < e1
				}
				if f0 != d || ok || f1 == e1 && !strict {
					tuples = append(tuples, []int{f0, f1, e1})
				}
			}
		}
	}
	b.Table([]sudoku.Cell{f[0], f[1], e[1]}, tuples)
}

// rankLess states that the entry of cells lo is smaller than that of hi,
// both starting with one digit: an automaton over their other cells side
// by side, up to the place where the rows and columns make them differ
// (rankSplit), whose state is whether they are equal so far and, between
// the cells of a pair, lo's digit.
func rankLess(b *sudoku.Builder, lo, hi []sudoku.Cell) error {
	var seq []sudoku.Cell
	for j := 1; j <= rankSplit(lo, hi); j++ {
		seq = append(seq, lo[j], hi[j])
	}
	// x is -1 once lo is smaller, else 0 when equal so far; odd is set
	// between the cells of a pair, with lo's digit in x.
	const less = -1
	type state struct {
		x   int
		odd bool
	}
	next := func(st state, d int) []state {
		switch {
		case st.x == less:
			return []state{st}
		case !st.odd:
			return []state{{x: d, odd: true}}
		case d > st.x:
			return []state{{x: less}}
		case d == st.x:
			return []state{{}}
		}
		return nil
	}
	return regular(b, seq, state{}, next, func(st state) bool { return st.x == less })
}

// rankCount states that exactly want of the entries cands that start
// with d are smaller than the entry of cells e, which starts with d; with
// strict, none of them equals it. The automaton reads each candidate f as
// f[0], then e[1], f[1], e[2], f[2] and so on, up to the first place
// where the rows and columns alone make f and e differ (rankSplit); its
// state is the count so far, the place in f's block and the comparison:
// f not starting with d, equal so far, e's digit of the pair being read,
// or decided.
func rankCount(b *sudoku.Builder, e []sudoku.Cell, cands [][]sudoku.Cell, d, want int, strict bool) error {
	if want < 0 || want > len(cands) {
		return fmt.Errorf("%w: full rank: the clue on the entry from %s needs %d smaller entries of the %d that may start with %d",
			sudoku.ErrBadRule, e[0], want, len(cands), d)
	}
	var seq []sudoku.Cell
	var ends []int // the length of each block
	for _, f := range cands {
		k := rankSplit(e, f)
		seq = append(seq, f[0])
		for j := 1; j <= k; j++ {
			seq = append(seq, e[j], f[j])
		}
		ends = append(ends, 2*k+1)
	}
	const (
		skip = -1 // f does not start with d, or is decided
		same = 0  // equal so far; x > 0: e's digit x
	)
	type state struct {
		count, block, pos, cmp int
	}
	next := func(st state, v int) []state {
		if st.block == len(ends) {
			return nil // past the last cell
		}
		cmp := st.cmp
		switch {
		case st.pos == 0:
			cmp = skip
			if v == d {
				cmp = same
			}
		case cmp == skip:
		case st.pos%2 == 1: // e's cell
			cmp = v
		case v < cmp: // f is smaller
			st.count++
			cmp = skip
		case v > cmp:
			cmp = skip
		default:
			cmp = same
		}
		if st.count > want {
			return nil
		}
		st.pos++
		if st.pos == ends[st.block] {
			// Equal to the end: a tie, or past the place where the
			// rows and columns make them differ.
			if cmp == same && (strict || st.pos < 2*len(e)-1) {
				return nil
			}
			st.block, st.pos, cmp = st.block+1, 0, skip
		}
		st.cmp = cmp
		return []state{st}
	}
	return regular(b, seq, state{cmp: skip}, next, func(st state) bool { return st.count == want })
}

// rankSplit returns the place, from 1 to N-1, by which the entries of
// cells e and f, which start with one digit, differ whatever the digits:
// the first place k where e[k] and f[k] are distinct cells of one row or
// column, else N-1, the last.
func rankSplit(e, f []sudoku.Cell) int {
	for k := 1; k < len(e); k++ {
		if a, z := e[k], f[k]; a != z && (a.Row == z.Row || a.Col == z.Col) {
			return k
		}
	}
	return len(e) - 1
}

// rankNoTies states that no two entries are equal: for every two
// entries that the rows and columns alone do not make differ (rankApart:
// a row and a column mirrored in a diagonal, or two parallel lines read
// from opposite sides), an automaton over the two entries side by side
// that accepts once a pair differs.
func rankNoTies(b *sudoku.Builder, n int) error {
	s := b.Shape()
	var lines []Line
	for i := range n {
		lines = append(lines, Row(i), Column(i))
	}
	type state struct{ x, done int }
	next := func(st state, d int) []state {
		switch {
		case st.done == 1:
			return []state{st}
		case st.x == 0:
			return []state{{x: d}}
		case d != st.x:
			return []state{{done: 1}}
		}
		return []state{{}}
	}
	for i, p := range lines {
		for _, q := range lines[i+1:] {
			a, _ := p.read(s, false)
			for _, rev := range []bool{false, true} {
				if p.Col == q.Col && !rev {
					continue
				}
				z, _ := q.read(s, rev)
				if rankApart(a, z) {
					continue
				}
				var seq []sudoku.Cell
				for j := range n {
					seq = append(seq, a[j], z[j])
				}
				if err := regular(b, seq, state{}, next, func(st state) bool { return st.done == 1 }); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// rankApart reports whether the rows and columns alone make the entries
// of cells a and z differ: some place holds distinct cells of one row or
// column in each.
func rankApart(a, z []sudoku.Cell) bool {
	for k := range a {
		if a[k] != z[k] && (a[k].Row == z[k].Row || a[k].Col == z[k].Col) {
			return true
		}
	}
	return false
}

// Validate checks the rule's parameters: a grid of 2x2 or more, each
// clue's line on it and its rank from 1 to 4N, no entry clued twice, and
// Ties one of the three.
func (fr FullRank) Validate(s sudoku.Shape) error {
	n := s.Size
	if n < 2 {
		return fmt.Errorf("%w: %s on a %dx%d grid, want 2x2 or more", sudoku.ErrBadRule, fr, n, n)
	}
	if fr.Ties < TiesUnclued || fr.Ties > TiesAny {
		return fmt.Errorf("%w: %s: ties %d, want TiesUnclued, TiesNone or TiesAny", sudoku.ErrBadRule, fr, int(fr.Ties))
	}
	for i, c := range fr.Clues {
		if _, err := c.Line.read(s, c.FromEnd); err != nil {
			return fmt.Errorf("%w: %s", err, fr)
		}
		if c.Rank < 1 || c.Rank > 4*n {
			return fmt.Errorf("%w: %s: %v: rank out of range 1..%d", sudoku.ErrBadRule, fr, c, 4*n)
		}
		for _, o := range fr.Clues[:i] {
			if o.Line == c.Line && o.FromEnd == c.FromEnd {
				return fmt.Errorf("%w: %s: %v and %v clue one entry", sudoku.ErrBadRule, fr, o, c)
			}
		}
	}
	return nil
}

// Check reports a row or column that repeats a digit and, on a filled
// grid, a clued entry whose rank is not its clue's, or that ties when
// Ties forbids it; with TiesNone, any two entries that tie. The conflict
// lists the entry's cells (both entries' for a tie). Grids with empty
// cells are judged on their repeats only; bad parameters give an error
// wrapping [sudoku.ErrBadRule].
func (fr FullRank) Check(g sudoku.Grid) error {
	s := g.Shape()
	if err := fr.Validate(s); err != nil {
		return err
	}
	n := s.Size
	for i := range n {
		if err := distinct(g, fr.String(), s.Row(i)); err != nil {
			return err
		}
		if err := distinct(g, fr.String(), s.Col(i)); err != nil {
			return err
		}
	}
	entries := rankEntries(n)
	digits := make([][]int, len(entries))
	cells := make([][]sudoku.Cell, len(entries))
	for i, e := range entries {
		cells[i], _ = e.line.read(s, e.fromEnd)
		ds, full := outsideDigits(g, cells[i])
		if !full {
			return nil
		}
		digits[i] = ds
	}
	tie := func(i, j int) error {
		return &sudoku.ConflictError{Rule: fr.String(), Cells: slices.Concat(cells[i], cells[j]),
			Msg: fmt.Sprintf("the %s and the %s are equal", rankName(entries[i]), rankName(entries[j]))}
	}
	for _, c := range fr.Clues {
		at := slices.Index(entries, rankEntry{c.Line, c.FromEnd})
		rank := 1
		for j := range entries {
			switch cmp := slices.Compare(digits[j], digits[at]); {
			case cmp < 0:
				rank++
			case cmp == 0 && j != at && fr.Ties != TiesAny:
				return tie(at, j)
			}
		}
		if rank != c.Rank {
			return &sudoku.ConflictError{Rule: fr.String(), Cells: cells[at],
				Msg: fmt.Sprintf("the %s ranks %d, want %d", rankName(entries[at]), rank, c.Rank)}
		}
	}
	if fr.Ties == TiesNone {
		for i := range entries {
			for j := i + 1; j < len(entries); j++ {
				if slices.Equal(digits[i], digits[j]) {
					return tie(i, j)
				}
			}
		}
	}
	return nil
}

// rankName names an entry: "row 3 from the left".
func rankName(e rankEntry) string { return e.line.String() + " from the " + e.line.side(e.fromEnd) }

// String names the rule by its clues and its ties: "full rank (12
// clues)", "full rank (3 clues, no ties)".
func (fr FullRank) String() string {
	s := "full rank (" + strconv.Itoa(len(fr.Clues)) + " clue"
	if len(fr.Clues) != 1 {
		s += "s"
	}
	if fr.Ties != TiesUnclued {
		s += ", " + fr.Ties.String()
	}
	return s + ")"
}
