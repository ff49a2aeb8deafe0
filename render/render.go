package render

import (
	"image"
	"image/png"
	"io"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// SVG writes p as an SVG document to w. Every element carries a class
// naming what it draws ("given", "cage", "thermo", "white-dot" and so on),
// for style sheets and tests. The error wraps [ErrBadOption] for an option
// that does not fit the puzzle, [sudoku.ErrInvalidGrid] for a bad shape or
// givens of another shape, and [sudoku.ErrBadRule] for a rule with a cell
// off the grid; it names the rule, and wraps what a [Drawer]'s Draw
// returns. Nothing is written then.
func SVG(w io.Writer, p sudoku.Puzzle, opts ...Option) error {
	sc, err := layout(p, opts)
	if err != nil {
		return err
	}
	return writeSVG(w, sc)
}

// Image draws p as an image of the same size and drawing as [SVG] gives:
// both come from one layout. Its errors are those of SVG.
func Image(p sudoku.Puzzle, opts ...Option) (*image.RGBA, error) {
	sc, err := layout(p, opts)
	if err != nil {
		return nil, err
	}
	return rasterize(sc)
}

// PNG writes p as a PNG image to w; see [Image].
func PNG(w io.Writer, p sudoku.Puzzle, opts ...Option) error {
	img, err := Image(p, opts...)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}
