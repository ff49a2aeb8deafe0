package render

import (
	"image/color"
	"math"
)

// The scene is the drawing both backends share: the layout turns a puzzle
// into a list of paths, circles and texts in pixel coordinates, and the
// SVG and PNG backends only translate them, so the two always agree.

// point is a position in pixels, y downwards.
type point struct{ X, Y float64 }

func (p point) add(q point) point              { return point{p.X + q.X, p.Y + q.Y} }
func (p point) sub(q point) point              { return point{p.X - q.X, p.Y - q.Y} }
func (p point) scale(k float64) point          { return point{p.X * k, p.Y * k} }
func (p point) len() float64                   { return math.Hypot(p.X, p.Y) }
func (p point) perp() point                    { return point{-p.Y, p.X} }
func (p point) near(q point, eps float64) bool { return p.sub(q).len() <= eps }

// unit returns p scaled to length 1, or the zero point.
func (p point) unit() point {
	l := p.len()
	if l == 0 {
		return point{}
	}
	return p.scale(1 / l)
}

// lineCap is how an open path's ends are drawn, as in SVG.
type lineCap int

const (
	capRound  lineCap = iota // a half disc past each end
	capButt                  // flat at the end points
	capSquare                // a half square past each end
)

// item is one element of a scene: a *path, a *circle or a *text.
type item interface{ itemClass() string }

// path is a polyline, open or closed, filled and/or stroked. Joins are
// always round. A colour with zero alpha is not drawn.
type path struct {
	class  string
	pts    []point
	more   [][]point // further subpaths, drawn the same way
	closed bool
	fill   color.NRGBA
	stroke color.NRGBA
	width  float64
	cap    lineCap
}

// circle is a disc, filled and/or stroked.
type circle struct {
	class  string
	c      point
	r      float64
	fill   color.NRGBA
	stroke color.NRGBA
	width  float64
}

// anchor is which point of a text its position names, horizontally.
type anchor int

const (
	anchorMiddle anchor = iota
	anchorStart
	anchorEnd
)

// text is one line of text; at.Y is its baseline.
type text struct {
	class  string
	at     point
	s      string
	size   float64
	colour color.NRGBA
	bold   bool
	anchor anchor
}

func (p *path) itemClass() string   { return p.class }
func (c *circle) itemClass() string { return c.class }
func (t *text) itemClass() string   { return t.class }

// scene is a finished drawing of width w and height h pixels.
type scene struct {
	w, h   int
	title  string
	bg     color.NRGBA
	items  []item
	origin point   // the grid's top-left corner
	cell   float64 // the side of a cell
}

// nrgba converts any colour; nil is transparent.
func nrgba(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}
