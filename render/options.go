package render

import (
	"errors"
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// ErrBadOption is wrapped by the error a drawing returns for an option
// that does not fit the puzzle: a cell size out of range, or a solution or
// candidates of another shape.
var ErrBadOption = errors.New("render: bad option")

// Cell sizes, in pixels.
const (
	DefaultCellSize = 48
	MinCellSize     = 12
	MaxCellSize     = 512
)

// An Option changes how a puzzle is drawn. Options are values; pass them
// to [SVG], [PNG] or [Image].
type Option interface {
	apply(*settings)
}

// Options is a list of options, itself an Option.
type Options []Option

func (opts Options) apply(s *settings) {
	for _, o := range opts {
		if o != nil {
			o.apply(s)
		}
	}
}

type optionFunc func(*settings)

func (f optionFunc) apply(s *settings) { f(s) }

// settings are the options in force for one drawing.
type settings struct {
	solution   sudoku.Grid
	candidates sudoku.Candidates
	hasCands   bool
	cellSize   int
	theme      Theme
}

func newSettings(opts []Option) settings {
	s := settings{cellSize: DefaultCellSize, theme: Default}
	Options(opts).apply(&s)
	return s
}

// check reports options that do not fit shape.
func (s settings) check(shape sudoku.Shape) error {
	if s.cellSize < MinCellSize || s.cellSize > MaxCellSize {
		return fmt.Errorf("%w: cell size %d, want %d..%d pixels", ErrBadOption, s.cellSize, MinCellSize, MaxCellSize)
	}
	if !s.solution.IsZero() && s.solution.Shape() != shape {
		return fmt.Errorf("%w: the solution is %v, the puzzle is %v", ErrBadOption, s.solution.Shape(), shape)
	}
	if s.hasCands && s.candidates.Shape() != shape {
		return fmt.Errorf("%w: the candidates are for %v, the puzzle is %v", ErrBadOption, s.candidates.Shape(), shape)
	}
	return nil
}

// WithSolution draws the digits of g in the cells that have no given, in
// the theme's Solved colour and a regular weight, so that they stand apart
// from the bold givens. Empty cells of g stay empty, so a partly solved
// grid works too. g must have the puzzle's shape.
func WithSolution(g sudoku.Grid) Option {
	return optionFunc(func(s *settings) { s.solution = g })
}

// WithCandidates draws pencil marks: each cell without a digit (given or
// from [WithSolution]) shows its candidates small, digit d in the d-th
// place of a little grid, as [sudoku.Model.Candidates] returns them.
func WithCandidates(c sudoku.Candidates) Option {
	return optionFunc(func(s *settings) { s.candidates, s.hasCands = c, true })
}

// WithCellSize sets the side of a cell in pixels, from [MinCellSize] to
// [MaxCellSize]; the default is [DefaultCellSize]. Everything else scales
// with it.
func WithCellSize(px int) Option {
	return optionFunc(func(s *settings) { s.cellSize = px })
}

// WithTheme sets the colours, such as [Default] (the default) or [Print].
func WithTheme(t Theme) Option {
	return optionFunc(func(s *settings) { s.theme = t })
}
