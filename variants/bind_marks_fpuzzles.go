package variants

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads the centre marks of lines bound in an f-puzzles
// puzzle (bind_marks.go): its "circle" and "rectangle" elements that are
// small, filled, without text, one cell or two orthogonal neighbours. A
// circle on one cell is a free circle (bind_counting.go), which the
// binder's shapes read as a centre mark; the others are kept here: a
// circle on two cells, and a diamond (a square "rectangle" at 45
// degrees) on one or two. Each is part of the lines' drawing when it has
// a marked class's colour and lies on one of its lines' centres: the
// centre cell of an odd-length line, the edge between the middle cells
// of an even-length one. Any other stays drawn-only, which refuses the
// puzzle once something is bound.

// fpzMark is a "circle" or "rectangle" element kept as a possible
// centre mark.
type fpzMark struct {
	path  string // "rectangle[0]"
	cells []sudoku.Cell
	fill  colour
}

// fpzMarkFields are the fields of a mark that only draw it.
var fpzMarkFields = []string{"cells", "baseC", "outlineC", "fontC", "width", "height", "value", "angle"}

// freeMark keeps a "circle" element on two cells, or a "rectangle" drawn
// as a diamond on one or two, as a possible centre mark. A mark is at
// most 0.6 cells wide, filled, and has no outline of another colour.
func (d *decoder) freeMark(key string, i int, it entry) {
	for k := range it {
		if !slices.Contains(fpzMarkFields, k) {
			return
		}
	}
	if v, ok := it["value"]; ok && !isNull(v) && string(v) != `""` {
		return
	}
	num := func(k string) float64 {
		var v float64
		if raw, ok := it[k]; !ok || isNull(raw) || json.Unmarshal(raw, &v) != nil {
			return math.NaN()
		}
		return v
	}
	w, h, angle := num("width"), num("height"), num("angle")
	if math.IsNaN(w) || math.Abs(w-h) > 0.01 || w <= 0 || w > 0.6 {
		return
	}
	var names []string
	if json.Unmarshal(it["cells"], &names) != nil || len(names) < 1 || len(names) > 2 {
		return
	}
	switch key {
	case "circle":
		if len(names) != 2 {
			return // one cell: a free circle
		}
	case "rectangle":
		if math.IsNaN(angle) || math.Abs(math.Mod(angle, 90)) != 45 {
			return
		}
	default:
		return
	}
	cells := make([]sudoku.Cell, len(names))
	for j, name := range names {
		raw, _ := json.Marshal(name)
		c, err := d.cell(key+".cells", raw)
		if err != nil {
			return
		}
		cells[j] = c
	}
	if len(cells) == 2 && absInt(cells[0].Row-cells[1].Row)+absInt(cells[0].Col-cells[1].Col) != 1 {
		return
	}
	var bg, bord string
	_ = json.Unmarshal(it["baseC"], &bg)
	_ = json.Unmarshal(it["outlineC"], &bord)
	fill, border := parseColour(bg), parseColour(bord)
	if !fill.ok || fill.a < 0.5 || (border.ok && !border.same(fill)) {
		return
	}
	d.marks = append(d.marks, fpzMark{path: fmt.Sprintf("%s[%d]", key, i), cells: cells, fill: fill})
}

// bindMarks returns the kept marks that are centre marks of the lines b
// bound with marks: of a marked class's colour, on a centre cell of one
// of its odd-length lines or the middle edge of an even-length one.
func (d *decoder) bindMarks(b *sclDecoder) []string {
	var read []string
	for _, mk := range d.marks {
		if slices.ContainsFunc(b.marks, func(m centreMarks) bool {
			if !m.col.same(mk.fill) {
				return false
			}
			if len(mk.cells) == 1 {
				return slices.Contains(m.cells, mk.cells[0])
			}
			return m.onEdge(mk.cells[0], mk.cells[1])
		}) {
			read = append(read, mk.path)
		}
	}
	return read
}
