// Package fuzzrules turns fuzz bytes into puzzle parameters: a shape,
// givens, and built-in rules from package rules with arbitrary parameters.
//
// The fuzz targets of packages rules and sudoku share it. A Reader never
// runs out: past the end of its bytes it reads zeros, so every input,
// however short, decodes to something. Cells are mostly on the grid, but
// in wild mode they are also off it (negative, one past the edge, huge),
// and sums, counts and digits range well outside what is valid, so that
// rule constructors meet every kind of bad parameter.
package fuzzrules

import (
	"math"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Reader reads fuzz bytes as small numbers, cells and rules.
type Reader struct {
	data []byte
	pos  int
	// Wild lets cells leave the grid and numbers leave their valid range.
	Wild bool
}

// NewReader returns a Reader over data.
func NewReader(data []byte, wild bool) *Reader { return &Reader{data: data, Wild: wild} }

// Byte returns the next byte, or 0 past the end.
func (r *Reader) Byte() byte {
	if r.pos >= len(r.data) {
		return 0
	}
	b := r.data[r.pos]
	r.pos++
	return b
}

// Done reports whether every byte has been read.
func (r *Reader) Done() bool { return r.pos >= len(r.data) }

// Intn returns a number in [0, n), or 0 when n < 1.
func (r *Reader) Intn(n int) int {
	if n < 1 {
		return 0
	}
	if n <= 256 {
		return int(r.Byte()) % n
	}
	return (int(r.Byte())<<8 | int(r.Byte())) % n
}

// Bool returns the low bit of the next byte.
func (r *Reader) Bool() bool { return r.Byte()&1 == 1 }

// Number returns a number for a sum, count or digit: usually in [lo, hi],
// and in wild mode sometimes zero, negative, just past hi or extreme.
func (r *Reader) Number(lo, hi int) int {
	b := r.Byte()
	if r.Wild && b >= 0xf0 {
		extremes := []int{0, -1, hi + 1, lo - 1, math.MaxInt, math.MinInt, 1 << 31, -(1 << 31), 64, 65, 1000, hi * 10}
		return extremes[int(b-0xf0)%len(extremes)]
	}
	if hi < lo {
		return lo
	}
	return lo + int(b)%(hi-lo+1)
}

// Cell returns a cell of an n x n grid; in wild mode one byte in sixteen
// gives a cell off the grid.
func (r *Reader) Cell(n int) sudoku.Cell {
	b := r.Byte()
	if r.Wild && b >= 0xf0 {
		offs := []sudoku.Cell{{Row: -1, Col: 0}, {Row: 0, Col: -1}, {Row: n, Col: 0}, {Row: 0, Col: n},
			{Row: n, Col: n}, {Row: math.MaxInt, Col: 0}, {Row: 0, Col: math.MinInt}, {Row: -n, Col: -n},
			{Row: 64, Col: 64}, {Row: 1 << 40, Col: 1 << 40}}
		return offs[int(b-0xf0)%len(offs)]
	}
	i := int(b) % (n * n)
	return sudoku.Cell{Row: i / n, Col: i % n}
}

// Cells returns up to most cells: a random walk of king's moves when the
// next byte is even (most line rules want connected cells), scattered
// cells otherwise. Walks may revisit cells.
func (r *Reader) Cells(n, most int) []sudoku.Cell {
	k := r.Intn(most + 1)
	if r.Wild && r.Byte() == 0xff {
		k = 0
	}
	walk := r.Bool()
	out := make([]sudoku.Cell, 0, k)
	for i := 0; i < k; i++ {
		if !walk || i == 0 {
			out = append(out, r.Cell(n))
			continue
		}
		prev := out[i-1]
		m := r.Intn(9)
		c := sudoku.Cell{Row: prev.Row + m/3 - 1, Col: prev.Col + m%3 - 1}
		if !r.Wild {
			c.Row = min(max(c.Row, 0), n-1)
			c.Col = min(max(c.Col, 0), n-1)
		}
		out = append(out, c)
	}
	return out
}

// Shape returns one of the shapes the fuzz targets use: 4x4, 6x6 and 9x9
// with boxes, 5x5 latin, and in wild mode also 1x1, 16x16 and invalid
// ones.
func (r *Reader) Shape() sudoku.Shape {
	shapes := []sudoku.Shape{sudoku.Shape4, sudoku.Shape6, sudoku.Shape9, sudoku.LatinShape(5)}
	if r.Wild {
		shapes = append(shapes, sudoku.LatinShape(1), sudoku.Shape16, sudoku.LatinShape(3),
			sudoku.Shape{Size: 6, BoxRows: 3, BoxCols: 3}, sudoku.Shape{Size: 0}, sudoku.Shape{Size: -4},
			sudoku.Shape{Size: 65})
	}
	return shapes[r.Intn(len(shapes))]
}

// Givens returns a grid of shape s with about one given in every spread
// cells: each cell reads a byte, and a byte below 256/spread gives a digit
// of 1..N from the next byte.
func (r *Reader) Givens(s sudoku.Shape, spread int) sudoku.Grid {
	g := sudoku.NewGrid(s)
	for i := 0; i < s.NumCells() && !r.Done(); i++ {
		if int(r.Byte()) < 256/max(spread, 1) {
			g.Set(s.CellAt(i), 1+r.Intn(s.Size))
		}
	}
	return g
}

// Kinds is the number of rule kinds Rule chooses among.
const Kinds = 64

// Rule decodes one rule for an n x n grid: its kind from the next byte,
// then its parameters. Cells lists the cells the rule constrains when it
// is local, and is nil for rules over the whole grid.
func (r *Reader) Rule(s sudoku.Shape) (rule sudoku.Rule, cells []sudoku.Cell) {
	n := s.Size
	if n < 1 {
		n = 1
	}
	nc := func(k int) []sudoku.Cell { return r.Cells(n, k) }
	line := func() rules.Line { return rules.Line{Col: r.Bool(), Index: r.Number(0, n-1)} }
	pair := func() (sudoku.Cell, sudoku.Cell) {
		a := r.Cell(n)
		if r.Bool() {
			return a, r.Cell(n)
		}
		m := r.Intn(4)
		b := sudoku.Cell{Row: a.Row + []int{0, 1, 0, -1}[m], Col: a.Col + []int{1, 0, -1, 0}[m]}
		return a, b
	}
	pairs := func(k int) [][2]sudoku.Cell {
		var out [][2]sudoku.Cell
		for i := r.Intn(k + 1); i > 0; i-- {
			a, b := pair()
			out = append(out, [2]sudoku.Cell{a, b})
		}
		return out
	}
	digits := func(k int) []int {
		var out []int
		for i := r.Intn(k + 1); i > 0; i-- {
			out = append(out, r.Number(1, n))
		}
		return out
	}
	lineRows := func(l rules.Line) []sudoku.Cell {
		if s.Validate() != nil || l.Index < 0 || l.Index >= n {
			return nil
		}
		if l.Col {
			return s.Col(l.Index)
		}
		return s.Row(l.Index)
	}

	switch kind := r.Intn(Kinds); kind {
	case 0:
		return rules.Classic(), nil
	case 1:
		return rules.Latin(), nil
	case 2:
		return rules.Diagonals(), nil
	case 3:
		return rules.Diagonal{Anti: r.Bool()}, nil
	case 4:
		c := nc(n + 1)
		return rules.Cage{Sum: r.Number(0, n*(n+1)/2), Cells: c}, c
	case 5:
		c := nc(n + 1)
		return rules.SumCage{Sum: r.Number(0, 2*n*n), Cells: c}, c
	case 6:
		c := nc(n)
		return rules.Distinct{Cells: c}, c
	case 7:
		c := nc(n + 1)
		return rules.ExtraRegion{Cells: c}, c
	case 8:
		c := nc(n + 1)
		return rules.Thermometer{Cells: c}, c
	case 9:
		c := nc(n + 1)
		return rules.SlowThermometer{Cells: c}, c
	case 10:
		circle, ln := nc(4), nc(n)
		return rules.Arrow{Circle: circle, Line: ln}, append(append([]sudoku.Cell(nil), circle...), ln...)
	case 11:
		c := nc(n)
		return rules.Palindrome{Cells: c}, c
	case 12:
		c := nc(n + 1)
		return rules.Renban{Cells: c}, c
	case 13:
		c := nc(n)
		return rules.Whispers{Cells: c, Diff: r.Number(0, n)}, c
	case 14:
		c := nc(n)
		return rules.Between{Cells: c}, c
	case 15:
		c := nc(2 * n)
		return rules.RegionSum{Cells: c}, c
	case 16:
		c := nc(n)
		return rules.Zipper{Cells: c}, c
	case 17:
		c := nc(n)
		return rules.Entropic{Cells: c}, c
	case 18:
		c := nc(n)
		return rules.Modular{Cells: c}, c
	case 19:
		c := nc(n)
		return rules.Nabner{Cells: c}, c
	case 20:
		a, b := pair()
		return rules.Difference{A: a, B: b, Value: r.Number(0, n)}, []sudoku.Cell{a, b}
	case 21:
		a, b := pair()
		return rules.Ratio{A: a, B: b, Value: r.Number(0, n)}, []sudoku.Cell{a, b}
	case 22:
		a, b := pair()
		return rules.XV{A: a, B: b, Sum: r.Number(0, 2*n)}, []sudoku.Cell{a, b}
	case 23:
		a, b := pair()
		return rules.GreaterThan{Big: a, Small: b}, []sudoku.Cell{a, b}
	case 24:
		a, b := pair()
		mod := r.Number(1, n)
		return rules.Pair{A: a, B: b, Name: "fuzz pair", OK: func(x, y int) bool { return mod != 0 && (x+y)%mod != 0 }}, []sudoku.Cell{a, b}
	case 25:
		return rules.NonConsecutive{}, nil
	case 26:
		return rules.NegativeKropki{White: r.Bool(), Black: r.Bool(), Ratio: r.Number(0, n), Difference: r.Number(0, n), Marked: pairs(4)}, nil
	case 27:
		return rules.NegativeXV{Marked: pairs(4), Sums: digits(3)}, nil
	case 28:
		return rules.AntiKnight{}, nil
	case 29:
		return rules.AntiKing{}, nil
	case 30:
		var offs [][2]int
		for i := r.Intn(4); i > 0; i-- {
			offs = append(offs, [2]int{r.Number(-n, n), r.Number(-n, n)})
		}
		return rules.NoEqualAt{Offsets: offs}, nil
	case 31:
		clue := sudoku.Cell{Row: r.Number(-1, n), Col: r.Number(-1, n)}
		return rules.LittleKiller{Sum: r.Number(0, n*n), Clue: clue, Dir: rules.Direction(r.Number(0, 5))}, nil
	case 32:
		l := line()
		return rules.Sandwich{Line: l, Sum: r.Number(0, n*(n+1)/2)}, lineRows(l)
	case 33:
		l := line()
		return rules.XSum{Line: l, FromEnd: r.Bool(), Sum: r.Number(0, n*(n+1)/2)}, lineRows(l)
	case 34:
		l := line()
		return rules.Skyscraper{Line: l, FromEnd: r.Bool(), Count: r.Number(0, n+1)}, lineRows(l)
	case 35:
		// A layout of region numbers, one per cell, mostly the boxes'.
		layout := make([]int, s.NumCells())
		for i := range layout {
			if s.HasBoxes() {
				layout[i] = s.BoxOf(s.CellAt(i))
			}
		}
		for k := r.Intn(6); k > 0; k-- {
			layout[r.Intn(len(layout))] = r.Number(0, n-1)
		}
		if r.Wild && r.Bool() {
			layout = layout[:r.Intn(len(layout)+1)]
		}
		j, err := rules.JigsawFromLayout(s, layout)
		if err != nil {
			return errRule{err}, nil
		}
		return j, nil
	case 36:
		var regions [][]sudoku.Cell
		for k := r.Intn(n + 1); k > 0; k-- {
			regions = append(regions, nc(n))
		}
		return rules.Jigsaw{Regions: regions}, nil
	case 37:
		return rules.Windoku{}, nil
	case 38:
		return rules.DisjointGroups{}, nil
	case 39:
		c := nc(n)
		if r.Bool() {
			return rules.Even{Cells: c}, c
		}
		return rules.Odd{Cells: c}, c
	case 40:
		c := nc(n)
		if r.Bool() {
			return rules.Minimum{Cells: c}, nil
		}
		return rules.Maximum{Cells: c}, nil
	case 41:
		corner := r.Cell(n)
		q := rules.Quadruple{Corner: corner, Digits: digits(5)}
		return q, []sudoku.Cell{corner, {Row: corner.Row, Col: corner.Col + 1},
			{Row: corner.Row + 1, Col: corner.Col}, {Row: corner.Row + 1, Col: corner.Col + 1}}
	case 42:
		a, b := nc(4), nc(4)
		if r.Bool() && len(a) > 0 {
			// The same shape, moved: the usual case.
			dr, dc := r.Number(-n, n), r.Number(-n, n)
			b = b[:0]
			for _, c := range a {
				b = append(b, sudoku.Cell{Row: c.Row + dr, Col: c.Col + dc})
			}
		}
		return rules.Clone{A: a, B: b}, append(append([]sudoku.Cell(nil), a...), b...)
	case 43:
		c := nc(n)
		switch r.Intn(3) {
		case 0:
			return rules.ColumnIndexer{Cells: c}, nil
		case 1:
			return rules.RowIndexer{Cells: c}, nil
		}
		return rules.BoxIndexer{Cells: c}, nil
	case 44:
		var set rules.Set
		for k := r.Intn(3); k > 0; k-- {
			sub, _ := r.Rule(s)
			set = append(set, sub)
		}
		return set, nil
	case 45:
		c := nc(n)
		return rules.ParityLine{Cells: c}, c
	case 46:
		c := nc(n + 1)
		return rules.SequenceLine{Cells: c}, c
	case 47:
		c := nc(n)
		return rules.Lockout{Cells: c, Diff: r.Number(0, n)}, c
	case 48:
		c := nc(n)
		return rules.SumLine{Cells: c, Sum: r.Number(0, 3*n)}, c
	case 49:
		a, b := pair()
		return rules.DifferenceOrRatio{A: a, B: b, Difference: r.Number(0, n), Ratio: r.Number(0, n)}, []sudoku.Cell{a, b}
	case 50:
		c := nc(n)
		return rules.DifferenceCount{Cells: c}, c
	case 51:
		c := nc(6)
		return rules.FibonacciLine{Cells: c, Directed: r.Bool()}, c
	case 52:
		c := nc(n)
		return rules.IndexLine{Cells: c}, c
	case 53:
		return rules.NoParityRun{Length: r.Number(1, n)}, nil
	case 54:
		c := nc(3)
		return rules.Sunburn{Cells: c}, c
	case 55:
		var clues []rules.DiagonalClue
		for i := r.Intn(4); i > 0; i-- {
			clues = append(clues, rules.DiagonalClue{Clue: r.Cell(n + 2), Dir: rules.Direction(r.Number(0, 5))})
			clues[len(clues)-1].Clue.Row--
			clues[len(clues)-1].Clue.Col--
		}
		return rules.ProductDiagonals{Product: r.Number(0, 2*n*n), Clues: clues}, nil
	case 56:
		c := nc(n)
		return rules.HalfSumLine{Cells: c}, c
	case 57:
		return rules.AntiTaxicab{}, nil
	case 58:
		var sums []int
		for i := r.Intn(3); i > 0; i-- {
			sums = append(sums, r.Number(1, 2*n+1))
		}
		return rules.Knightmare{Sums: sums}, nil
	case 59:
		return rules.DiagonalNonConsecutive{}, nil
	case 60:
		return rules.DutchFlatmates{}, nil
	case 61:
		return rules.GlobalEntropy{}, nil
	case 62:
		return rules.GlobalMod{}, nil
	default:
		// Rows, columns or boxes alone.
		switch r.Intn(3) {
		case 0:
			return rules.Rows{}, nil
		case 1:
			return rules.Columns{}, nil
		}
		return rules.Boxes{}, nil
	}
}

// errRule is a rule that fails with the error a rule constructor returned,
// so that New reports it like any other bad parameter.
type errRule struct{ err error }

// Apply returns the constructor's error.
func (e errRule) Apply(*sudoku.Builder) error { return e.err }

func (errRule) String() string { return "jigsaw layout" }
