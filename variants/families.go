package variants

import (
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// An Option adjusts a puzzle made by one of the family constructors, such
// as [Classic] or [Killer]. Options are values; the interface is sealed.
type Option interface {
	apply(*settings)
}

// Options is a list of options, itself an Option, as in packages sudoku,
// generate and render: a caller can name a set of options once and pass
// it wherever one Option goes.
type Options []Option

func (o Options) apply(s *settings) {
	for _, opt := range o {
		if opt != nil {
			opt.apply(s)
		}
	}
}

type settings struct {
	title, author string
	shape         sudoku.Shape
	solution      sudoku.Grid
	extra         []sudoku.Rule
	negative      bool
}

type optionFunc func(*settings)

func (f optionFunc) apply(s *settings) { f(s) }

// WithRules adds rules to the family's own, after them. It makes hybrids:
// Killer(cages, givens, WithRules(rules.Diagonals())) is a killer X.
func WithRules(rs ...sudoku.Rule) Option {
	return optionFunc(func(s *settings) { s.extra = append(s.extra, rs...) })
}

// WithTitle sets the puzzle's title.
func WithTitle(title string) Option { return optionFunc(func(s *settings) { s.title = title }) }

// WithAuthor sets the puzzle's author.
func WithAuthor(author string) Option { return optionFunc(func(s *settings) { s.author = author }) }

// WithShape sets the grid's shape, for a puzzle without givens; with
// givens, the puzzle takes their shape unless this option overrides it.
func WithShape(shape sudoku.Shape) Option { return optionFunc(func(s *settings) { s.shape = shape }) }

// WithSolution records the puzzle's known solution.
func WithSolution(g sudoku.Grid) Option { return optionFunc(func(s *settings) { s.solution = g }) }

// Negative adds the family's negative constraint, "all clues are given".
// For [Kropki] every orthogonally adjacent pair without a dot may hold
// neither consecutive digits nor a 1:2 pair ([rules.NegativeKropki], both
// colours, the dots' pairs exempt); for [XV] no pair without an X or a V
// may add up to 10 or 5 ([rules.NegativeXV]). The other families ignore
// it.
func Negative() Option { return optionFunc(func(s *settings) { s.negative = true }) }

// build makes a puzzle from the houses of its shape, the family's rules
// and the options. The shape is the options', else the givens', else 9x9.
func build(givens sudoku.Grid, family []sudoku.Rule, opts []Option) sudoku.Puzzle {
	s, _ := newSettings(givens, opts)
	return s.withHouses(givens, family)
}

// withHouses returns the puzzle with the houses of its shape before the
// family's rules.
func (s *settings) withHouses(givens sudoku.Grid, family []sudoku.Rule) sudoku.Puzzle {
	houses := sudoku.Rule(rules.Classic())
	if !s.shape.HasBoxes() {
		houses = rules.Latin()
	}
	return s.puzzle(givens, append([]sudoku.Rule{houses}, family...))
}

func newSettings(givens sudoku.Grid, opts []Option) (*settings, bool) {
	s := &settings{}
	Options(opts).apply(s)
	explicit := s.shape != sudoku.Shape{}
	if !explicit {
		s.shape = sudoku.Shape9
		if !givens.IsZero() {
			s.shape = givens.Shape()
		}
	}
	return s, explicit
}

func (s *settings) puzzle(givens sudoku.Grid, rs []sudoku.Rule) sudoku.Puzzle {
	return sudoku.Puzzle{
		Title:    s.title,
		Author:   s.author,
		Shape:    s.shape,
		Rules:    append(rs, s.extra...),
		Givens:   givens,
		Solution: s.solution,
	}
}

// Classic returns a classic Sudoku: every row, column and box holds each
// digit once.
//
// Every family constructor takes the givens (the zero Grid for none) and
// options, and returns the puzzle without checking it: the rules'
// parameters are checked when the Puzzle's Model is built. The grid's
// shape is that of the givens, or 9x9 for the zero Grid, unless
// [WithShape] says otherwise. The houses are [rules.Classic], or
// [rules.Latin] for a shape without boxes, followed by the family's own
// rules and then any [WithRules] rules.
func Classic(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, nil, opts)
}

// Latin returns a Latin square: every row and column holds each digit
// once, on a grid without boxes. Its shape is [sudoku.LatinShape] of the
// givens' size (9 for the zero Grid) unless [WithShape] says otherwise.
func Latin(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	s, explicit := newSettings(givens, opts)
	if !explicit {
		s.shape = sudoku.LatinShape(s.shape.Size)
		if !givens.IsZero() {
			// The givens must take the puzzle's shape.
			givens, _ = sudoku.GridFromDigits(s.shape, givens.Digits())
		}
	}
	return s.puzzle(givens, []sudoku.Rule{rules.Latin()})
}

// X returns a Sudoku-X (diagonal Sudoku): both main diagonals also hold
// each digit once.
func X(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, []sudoku.Rule{rules.Diagonals()}, opts)
}

// Killer returns a killer Sudoku: the digits in each cage are distinct and
// add up to its sum (a cage with Sum 0 has distinct digits only).
func Killer(cages []rules.Cage, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, asRules(cages), opts)
}

// Jigsaw returns a jigsaw Sudoku: the regions replace the boxes, and every
// row, column and region holds each digit once. The shape is the givens'
// (or 9x9); its boxes play no part.
func Jigsaw(regions rules.Jigsaw, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	s, _ := newSettings(givens, opts)
	return s.puzzle(givens, []sudoku.Rule{rules.JigsawRules(regions.Regions)})
}

// Windoku returns a Windoku: besides the boxes, four windows (r2-4c2-4,
// r2-4c6-8, r6-8c2-4 and r6-8c6-8 on 9x9) each hold every digit once. See
// [rules.Windoku] for other sizes.
func Windoku(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, []sudoku.Rule{rules.Windoku{}}, opts)
}

// AntiKnight returns an anti-knight Sudoku: cells a chess knight's move
// apart never hold the same digit.
func AntiKnight(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, []sudoku.Rule{rules.AntiKnight{}}, opts)
}

// AntiKing returns an anti-king Sudoku: cells a chess king's move apart,
// diagonal neighbours included, never hold the same digit.
func AntiKing(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, []sudoku.Rule{rules.AntiKing{}}, opts)
}

// NonConsecutive returns a non-consecutive Sudoku: orthogonally adjacent
// cells never hold consecutive digits.
func NonConsecutive(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, []sudoku.Rule{rules.NonConsecutive{}}, opts)
}

// DisjointGroups returns a disjoint-groups Sudoku: the cells in the same
// position of every box hold distinct digits.
func DisjointGroups(givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, []sudoku.Rule{rules.DisjointGroups{}}, opts)
}

// Thermo returns a thermometer Sudoku: digits increase along each
// thermometer from its bulb.
func Thermo(thermos []rules.Thermometer, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, asRules(thermos), opts)
}

// Arrow returns an arrow Sudoku: the digits along each arrow add up to the
// number in its circle.
func Arrow(arrows []rules.Arrow, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, asRules(arrows), opts)
}

// LittleKiller returns a little killer Sudoku: each clue outside the grid
// gives the sum of the digits along its diagonal.
func LittleKiller(clues []rules.LittleKiller, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, asRules(clues), opts)
}

// Sandwich returns a sandwich Sudoku: each clue gives the sum of the digits
// between the 1 and the 9 (the largest digit) of its row or column.
func Sandwich(clues []rules.Sandwich, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	return build(givens, asRules(clues), opts)
}

// Kropki returns a kropki Sudoku: cells joined by a white dot hold
// consecutive digits (or digits Value apart), and cells joined by a black
// dot hold digits one double the other (or Value times). With [Negative],
// all dots are given.
func Kropki(white []rules.Difference, black []rules.Ratio, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	rs := append(asRules(white), asRules(black)...)
	s, _ := newSettings(givens, opts)
	if s.negative {
		var marked [][2]sudoku.Cell
		for _, d := range white {
			marked = append(marked, [2]sudoku.Cell{d.A, d.B})
		}
		for _, d := range black {
			marked = append(marked, [2]sudoku.Cell{d.A, d.B})
		}
		rs = append(rs, rules.NegativeKropki{White: true, Black: true, Marked: marked})
	}
	return s.withHouses(givens, rs)
}

// XV returns an XV Sudoku: cells joined by an X add up to 10, by a V to 5
// (make the signs with [rules.X] and [rules.V]). With [Negative], all X
// and V are given.
func XV(signs []rules.XV, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	rs := asRules(signs)
	s, _ := newSettings(givens, opts)
	if s.negative {
		var marked [][2]sudoku.Cell
		for _, x := range signs {
			marked = append(marked, [2]sudoku.Cell{x.A, x.B})
		}
		rs = append(rs, rules.NegativeXV{Marked: marked})
	}
	return s.withHouses(givens, rs)
}

// EvenOdd returns an even-odd Sudoku: the odd cells hold odd digits and the
// even cells even ones.
func EvenOdd(odd, even []sudoku.Cell, givens sudoku.Grid, opts ...Option) sudoku.Puzzle {
	var rs []sudoku.Rule
	if len(odd) > 0 {
		rs = append(rs, rules.Odd{Cells: odd})
	}
	if len(even) > 0 {
		rs = append(rs, rules.Even{Cells: even})
	}
	return build(givens, rs, opts)
}

// asRules returns rs as a list of Rule values.
func asRules[R sudoku.Rule](rs []R) []sudoku.Rule {
	out := make([]sudoku.Rule, len(rs))
	for i, r := range rs {
		out[i] = r
	}
	return out
}
