package variants

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads irregular regions drawn as cages. Sudoku Maker writes a
// jigsaw with "regions": [] and draws its regions instead: N cages of N
// cells, marked hidden and unique, that partition the grid, black border
// lines along the cell edges between them, and near-invisible white
// fills inside cells and across the joins of cells of one region. The
// cages are the regions only when the file has no regions of its own and
// the rules text speaks of irregular regions; the border lines and fills
// are then part of their drawing only where they agree with the regions.
// Anything else stays unread.

// regionCage is a hidden unique cage without a value that may be one of
// the regions: its name, cells, and its entry in the decoder's unread
// elements, which reading it as a region removes.
type regionCage struct {
	name   string
	cells  []sudoku.Cell
	unread int
}

// irregularRegionsRE matches, in lower-case words, the wordings that say
// the grid's regions are irregular: "Irregular Sudoku rules apply",
// "jigsaw", "each outlined region", "the bold regions".
var irregularRegionsRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^| )(?:irregular|jigsaw)(?: |$)|` +
		`(?:^| )(?:outlined|bold|bolded|bordered|marked|thick|irregularly shaped|irregular shaped) ` +
		`(?:regions?|areas?|shapes?|nonets?|boxes)(?: |$)`)
})

// regionCage keeps a hidden unique cage without a value for cageRegions,
// and lists it as unread until then. It reports whether the cage is one.
func (d *sclDecoder) regionCage(name string, f map[string]json.RawMessage, cells []sudoku.Cell, value string, hidden, unique *bool) bool {
	if hidden == nil || !*hidden || unique == nil || !*unique || value != "" {
		return false
	}
	if _, ok := onlyKeys(f, "cells", "value", "hidden", "unique"); !ok {
		return false
	}
	d.regionCages = append(d.regionCages, regionCage{name: name, cells: cells, unread: len(d.unread)})
	d.skip(name, "hidden cage of %d cells from %s", len(cells), cells[0])
	return true
}

// cageRegions reads the hidden unique cages as the grid's regions, when
// the file has none, the rules text speaks of irregular regions, and
// they are N cages of N cells that make a valid jigsaw; the border lines
// and fills that agree with the regions are then read as their drawing.
// Otherwise the cages stay unread, and so do the lines and fills. It runs
// once every element is collected, before they are matched.
func (d *sclDecoder) cageRegions() {
	n := d.n
	if len(d.regionCages) == 0 || !d.latin || len(d.regionCages) != n {
		return
	}
	sentence := ""
	for _, s := range d.sentences() {
		if irregularRegionsRE().MatchString(strings.Join(s.words, " ")) {
			sentence = s.text
			break
		}
	}
	if sentence == "" {
		return
	}
	shape, _ := sudoku.ShapeOf(n)
	layout := make([]int, n*n)
	for i := range layout {
		layout[i] = -1
	}
	for k, rc := range d.regionCages {
		if len(rc.cells) != n {
			return
		}
		for _, c := range rc.cells {
			if layout[shape.Index(c)] != -1 {
				return
			}
			layout[shape.Index(c)] = k
		}
	}
	if slices.Contains(layout, -1) {
		return
	}
	j, err := rules.JigsawFromLayout(shape, layout)
	if err != nil {
		return
	}
	// The houses go first, as Canonical puts them; regions put the
	// Latin square there.
	d.latin = false
	if shape.HasBoxes() && sameRegions(j, shape) {
		d.rs[0] = rules.Classic()
	} else {
		d.rs[0] = rules.JigsawRules(j.Regions)
		d.jigsaw = true
		d.regionSet = j.Regions
	}
	names := make([]string, len(d.regionCages))
	drop := make([]int, len(d.regionCages))
	for i, rc := range d.regionCages {
		names[i], drop[i] = rc.name, rc.unread
	}
	d.unread = withoutIndices(d.unread, drop)
	d.bindings = append(d.bindings, Binding{
		Elements: fmt.Sprintf("hidden cages (%d)", len(names)),
		Lines:    names, Family: "jigsaw regions", Sentence: sentence,
	})
	d.lines = slices.DeleteFunc(d.lines, func(l sclLine) bool { return d.regionBorder(l, layout) })
	d.shapes = slices.DeleteFunc(d.shapes, func(sh *sclShape) bool { return d.regionFill(sh, layout) })
}

// withoutIndices returns list without the entries at the indices drop.
func withoutIndices(list []string, drop []int) []string {
	out := list[:0:0]
	for i, s := range list {
		if !slices.Contains(drop, i) {
			out = append(out, s)
		}
	}
	return out
}

// regionBorder reports a border line of the regions: an opaque black
// line with no style beyond its width, through grid points only, in
// straight steps along cell edges, each edge of which lies between two
// regions or on the grid's edge.
func (d *sclDecoder) regionBorder(l sclLine, layout []int) bool {
	col, _ := sclText(l.fields["color"])
	if l.arrow || len(l.pts) < 2 || !isBlack(col) {
		return false
	}
	if _, ok := onlyKeys(l.fields, "wayPoints", "color", "thickness", "target"); !ok {
		return false
	}
	n := d.n
	at := func(r, c int) int { return layout[r*n+c] }
	for i := 1; i < len(l.pts); i++ {
		r0, c0, ok0 := d.gridPoint(l.pts[i-1])
		r1, c1, ok1 := d.gridPoint(l.pts[i])
		if !ok0 || !ok1 || (r0 != r1) == (c0 != c1) {
			return false
		}
		for r, c := r0, c0; r != r1 || c != c1; {
			dr, dc := sign(r1-r), sign(c1-c)
			switch {
			case dr != 0: // a vertical edge, between columns c-1 and c
				lo := min(r, r+dr)
				if c > 0 && c < n && at(lo, c-1) == at(lo, c) {
					return false
				}
			default: // a horizontal edge, between rows r-1 and r
				lo := min(c, c+dc)
				if r > 0 && r < n && at(r-1, lo) == at(r, lo) {
					return false
				}
			}
			r, c = r+dr, c+dc
		}
	}
	return true
}

// gridPoint returns the grid point p is on, rows and columns from 0 to n.
func (d *sclDecoder) gridPoint(p [2]float64) (r, c int, ok bool) {
	r, c = int(math.Round(p[0])), int(math.Round(p[1]))
	if math.Abs(p[0]-float64(r)) > sclEps || math.Abs(p[1]-float64(c)) > sclEps {
		return 0, 0, false
	}
	return r, c, r >= 0 && r <= d.n && c >= 0 && c <= d.n
}

// regionFill reports a near-invisible fill of the regions' drawing: a
// rectangle without text or border, filled white at most half opaque,
// on the grid, whose cells are all in one region (within one cell, or
// across a join of cells of one region).
func (d *sclDecoder) regionFill(sh *sclShape, layout []int) bool {
	if sh.rounded || sh.text != "" || sh.bord != "" || !sh.bgC.ok || sh.bgC.a > 0.5 ||
		min(sh.bgC.r, sh.bgC.g, sh.bgC.b) < 0xf0 {
		return false
	}
	if _, ok := onlyKeys(sh.fields, "center", "width", "height", "backgroundColor", "target"); !ok {
		return false
	}
	if sh.w <= 0 || sh.h <= 0 {
		return false
	}
	top, bottom := sh.center[0]-sh.h/2, sh.center[0]+sh.h/2
	left, right := sh.center[1]-sh.w/2, sh.center[1]+sh.w/2
	r0, r1 := int(math.Floor(top+sclEps)), int(math.Ceil(bottom-sclEps))
	c0, c1 := int(math.Floor(left+sclEps)), int(math.Ceil(right-sclEps))
	n := d.n
	if r0 < 0 || c0 < 0 || r1 > n || c1 > n || r0 >= r1 || c0 >= c1 {
		return false
	}
	region := layout[r0*n+c0]
	for r := r0; r < r1; r++ {
		for c := c0; c < c1; c++ {
			if layout[r*n+c] != region {
				return false
			}
		}
	}
	return true
}
