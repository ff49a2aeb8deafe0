package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// The PNG backend rasterises the scene with golang.org/x/image/vector,
// which fills polygons with anti-aliasing. Strokes become polygons here:
// a quadrilateral per segment and a disc per round join or cap. All of
// them wind the same way, so where they overlap the rasteriser's coverage
// saturates instead of cancelling. Text uses the Go fonts.

// goFonts are the parsed Go Regular and Go Bold fonts.
var goFonts = sync.OnceValues(func() ([2]*opentype.Font, error) {
	var fs [2]*opentype.Font
	for i, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			return fs, err
		}
		fs[i] = f
	}
	return fs, nil
})

// raster draws scene items onto an image.
type raster struct {
	img   *image.RGBA
	z     vector.Rasterizer
	polys [][]point // the current shape, each polygon oriented
	faces map[faceKey]font.Face
}

type faceKey struct {
	size float64
	bold bool
}

// rasterize draws sc.
func rasterize(sc *scene) (*image.RGBA, error) {
	fonts, err := goFonts()
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, sc.w, sc.h))
	draw.Draw(img, img.Bounds(), image.NewUniform(sc.bg), image.Point{}, draw.Src)
	r := &raster{img: img, faces: make(map[faceKey]font.Face)}
	defer func() {
		for _, f := range r.faces {
			f.Close()
		}
	}()
	for _, it := range sc.items {
		switch it := it.(type) {
		case *path:
			parts := append([][]point{it.pts}, it.more...)
			if it.fill.A != 0 {
				for _, pts := range parts {
					if len(pts) > 2 {
						r.polygon(pts, false)
					}
				}
				r.paint(it.fill)
			}
			if it.stroke.A != 0 && it.width > 0 {
				for _, pts := range parts {
					r.stroke(pts, it.closed, it.width, it.cap)
				}
				r.paint(it.stroke)
			}
		case *circle:
			if it.fill.A != 0 {
				r.disc(it.c, it.r, false)
				r.paint(it.fill)
			}
			if it.stroke.A != 0 && it.width > 0 {
				r.disc(it.c, it.r+it.width/2, false)
				if inner := it.r - it.width/2; inner > 0 {
					r.disc(it.c, inner, true)
				}
				r.paint(it.stroke)
			}
		case *text:
			if err := r.text(fonts, it); err != nil {
				return nil, err
			}
		}
	}
	return img, nil
}

// polygon adds a polygon to the current shape, wound clockwise on screen,
// or anticlockwise for a hole.
func (r *raster) polygon(pts []point, hole bool) {
	area := 0.0
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		area += p.X*q.Y - q.X*p.Y
	}
	if (area > 0) != hole {
		rev := make([]point, len(pts))
		for i, p := range pts {
			rev[len(pts)-1-i] = p
		}
		pts = rev
	}
	r.polys = append(r.polys, pts)
}

// disc adds a circle as a polygon fine enough to look round.
func (r *raster) disc(c point, rad float64, hole bool) {
	n := min(256, max(16, int(math.Ceil(2*math.Pi*rad/1.5))))
	pts := make([]point, n)
	for i := range pts {
		sin, cos := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		pts[i] = point{c.X + rad*cos, c.Y + rad*sin}
	}
	r.polygon(pts, hole)
}

// stroke adds the outline of a polyline drawn with a pen of width w and
// round joins.
func (r *raster) stroke(pts []point, closed bool, w float64, cp lineCap) {
	h := w / 2
	if len(pts) == 1 || closed && len(pts) == 2 && pts[0] == pts[1] {
		switch cp {
		case capRound:
			r.disc(pts[0], h, false)
		case capSquare:
			p := pts[0]
			r.polygon([]point{{p.X - h, p.Y - h}, {p.X + h, p.Y - h}, {p.X + h, p.Y + h}, {p.X - h, p.Y + h}}, false)
		}
		return
	}
	n := len(pts) - 1
	if closed {
		n = len(pts)
	}
	for i := range n {
		a, b := pts[i], pts[(i+1)%len(pts)]
		u := b.sub(a).unit()
		if u == (point{}) {
			continue
		}
		if cp == capSquare && !closed {
			if i == 0 {
				a = a.sub(u.scale(h))
			}
			if i == n-1 {
				b = b.add(u.scale(h))
			}
		}
		v := u.perp().scale(h)
		r.polygon([]point{a.add(v), b.add(v), b.sub(v), a.sub(v)}, false)
	}
	for i, p := range pts {
		end := !closed && (i == 0 || i == len(pts)-1)
		if !end || cp == capRound {
			r.disc(p, h, false)
		}
	}
}

// paint fills the current shape with c and starts a new one.
func (r *raster) paint(c color.NRGBA) {
	defer func() { r.polys = r.polys[:0] }()
	if len(r.polys) == 0 {
		return
	}
	lo, hi := r.polys[0][0], r.polys[0][0]
	for _, poly := range r.polys {
		for _, p := range poly {
			lo = point{math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)}
			hi = point{math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)}
		}
	}
	box := image.Rect(int(math.Floor(lo.X)), int(math.Floor(lo.Y)), int(math.Ceil(hi.X)), int(math.Ceil(hi.Y))).Intersect(r.img.Bounds())
	if box.Empty() {
		return
	}
	r.z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, poly := range r.polys {
		r.z.MoveTo(float32(poly[0].X-ox), float32(poly[0].Y-oy))
		for _, p := range poly[1:] {
			r.z.LineTo(float32(p.X-ox), float32(p.Y-oy))
		}
		r.z.ClosePath()
	}
	r.z.Draw(r.img, box, image.NewUniform(c), image.Point{})
}

// text draws a text in Go Regular or Go Bold.
func (r *raster) text(fonts [2]*opentype.Font, t *text) error {
	key := faceKey{t.size, t.bold}
	face, ok := r.faces[key]
	if !ok {
		f := fonts[0]
		if t.bold {
			f = fonts[1]
		}
		var err error
		face, err = opentype.NewFace(f, &opentype.FaceOptions{Size: t.size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return err
		}
		r.faces[key] = face
	}
	x := t.at.X
	switch t.anchor {
	case anchorMiddle:
		x -= fix(font.MeasureString(face, t.s)) / 2
	case anchorEnd:
		x -= fix(font.MeasureString(face, t.s))
	}
	dr := font.Drawer{Dst: r.img, Src: image.NewUniform(t.colour), Face: face,
		Dot: fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(t.at.Y * 64))}}
	dr.DrawString(t.s)
	return nil
}

func fix(v fixed.Int26_6) float64 { return float64(v) / 64 }
