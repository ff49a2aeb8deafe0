package variants

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file binds counting circles: circles on cell centres that the
// rules text says count themselves ("Any digit in a circle indicates
// exactly how many circles contain that digit"). In SudokuPad files they
// are shapes, bound as bind_shapes.go binds odd and even circles; in
// f-puzzles files they are the generic "circle" elements, which f-puzzles
// has no constraint for, bound the same way here, and written back so
// with the family's sentence.

// countingLetters are the letters setters name the digit by in "if a
// digit n appears in a circle, the digit n appears in exactly n circles".
var countingLetters = []string{"n", "x", "d", "k", "y"}

// countingCircles is the family of counting circles: its name, and its
// standard wordings, with the digit counting the circles that hold it.
var countingCircles = &shapeFamily{
	name: "counting circles",
	means: res(append([]string{
		`counting circles?`,
		`(?:any |a |each |every |the )?(?:digit|number)s? (?:in|inside|within|placed in) (?:a|an|any|each|the) (?:colour )?circles? ` +
			`(?:indicates?|shows?|gives?|tells? you|is|equals?|counts?) (?:exactly )?(?:how many|the number of|the count of) (?:colour )?circles? ` +
			`(?:(?:contain|contains|containing|hold|holds|holding|have|has) (?:that|this|the same) (?:digit|number)|` +
			`(?:contain|contains|containing|hold|holds|holding) it|(?:that|this|the) (?:digit|number) (?:appears|is) in|it (?:appears|is) in|` +
			`in which (?:that|this|the) (?:digit|number|it) appears)` +
			`(?: in the (?:grid|puzzle))?(?: including (?:itself|this one|that circle|this circle))?$`,
	}, countingIf()...)...),
	allows: []string{"indicat*", "exactly", "circle*", "count*"},
	whole:  true,
	rule:   func(cells []sudoku.Cell) sudoku.Rule { return rules.CountingCircles{Cells: cells} },
}

// countingIf returns the wording "if a digit n appears in a circle, then
// the digit n appears in exactly n circles", for each letter setters use:
// Go's regular expressions have no back-references.
func countingIf() []string {
	out := make([]string, len(countingLetters))
	for i, n := range countingLetters {
		out[i] = fmt.Sprintf(`if (?:a |the )?(?:digit|number) %[1]s (?:appears|is|is placed|is written) in (?:a|any) (?:colour )?circle `+
			`(?:then )?(?:the )?(?:digit |number )?%[1]s (?:appears|is|must appear|appear) in exactly %[1]s (?:colour )?circles$`, n)
	}
	return out
}

// fpzCircleFields are the fields of an f-puzzles "circle" element that
// only draw it.
var fpzCircleFields = []string{"cells", "baseC", "outlineC", "fontC", "width", "height", "value", "angle"}

// freeCircle keeps an f-puzzles "circle" element for binding: one cell,
// round (width equals height), with no text and no fields beyond its
// style. It returns whether it kept it.
func (d *decoder) freeCircle(i int, it entry) bool {
	for k := range it {
		if !slices.Contains(fpzCircleFields, k) {
			return false
		}
	}
	if v, ok := it["value"]; ok && !isNull(v) && string(v) != `""` {
		return false
	}
	if a, ok := it["angle"]; ok && !isNull(a) && string(a) != "0" {
		return false
	}
	var names []string
	if json.Unmarshal(it["cells"], &names) != nil || len(names) != 1 {
		return false
	}
	raw, _ := json.Marshal(names[0])
	c, err := d.cell("circle.cells", raw)
	if err != nil {
		return false
	}
	size := func(k string) float64 {
		var v float64
		if raw, ok := it[k]; !ok || isNull(raw) || json.Unmarshal(raw, &v) != nil {
			return math.NaN()
		}
		return v
	}
	w, h := size("width"), size("height")
	if math.IsNaN(w) || math.IsNaN(h) || math.Abs(w-h) > 0.01 || w < 0.3 || w > 1 {
		return false
	}
	var bg, bord string
	_ = json.Unmarshal(it["baseC"], &bg)
	_ = json.Unmarshal(it["outlineC"], &bord)
	sh := &sclShape{name: fmt.Sprintf("circle[%d]", i), center: [2]float64{float64(c.Row) + 0.5, float64(c.Col) + 0.5},
		w: w, h: h, rounded: true, bg: bg, bord: bord, bgC: parseColour(bg), bordC: parseColour(bord)}
	if !sh.bgC.ok {
		return false
	}
	d.freeCircles = append(d.freeCircles, fpzFreeCircle{entry: i, shape: bindShape{sh: sh, cell: c}})
	return true
}

// fpzFreeCircle is a "circle" element kept for binding.
type fpzFreeCircle struct {
	entry int // its place in "circle"
	shape bindShape
}

// bindCircles hands the kept circles to the binder b as its free shapes
// and binds them; it returns the paths of the elements bound.
func (d *decoder) bindCircles(b *sclDecoder) []string {
	if len(d.freeCircles) == 0 {
		return nil
	}
	for _, fc := range d.freeCircles {
		fc.shape.unread = len(b.unread)
		b.unread = append(b.unread, fc.shape.sh.name)
		b.freeShapes = append(b.freeShapes, fc.shape)
	}
	b.bindShapes()
	var bound []string
	for _, fc := range d.freeCircles {
		if !slices.Contains(b.unread, fc.shape.sh.name) {
			bound = append(bound, fc.shape.sh.name)
		}
	}
	return bound
}

// countingCirclesRow is the f-puzzles codec row of counting circles:
// f-puzzles has no constraint for them, so they are written as its
// generic "circle" elements, one per cell, with the family's sentence,
// which the reader binds back (the circles it reads are cosmetic until
// then, decoder.cosmetic).
var countingCirclesRow = codec[rules.CountingCircles]{key: "circle", name: "counting circles",
	readAll: func(d *decoder, raw json.RawMessage) ([]rules.CountingCircles, error) {
		d.cosmetic("circle", raw)
		return nil, nil
	},
	write: func(_ sudoku.Shape, r rules.CountingCircles) []any {
		out := make([]any, len(r.Cells))
		for i, c := range r.Cells {
			out[i] = jsonCircle{Cells: []string{fpzCellName(c)}, BaseC: "#FFFFFF", OutlineC: "#000000", FontC: "#000000", Width: 0.75, Height: 0.75}
		}
		return out
	},
	text: sentence("Any digit in a circle indicates exactly how many circles contain that digit."),
}.row()

// jsonCircle is an f-puzzles "circle" element.
type jsonCircle struct {
	Cells    []string `json:"cells"`
	BaseC    string   `json:"baseC"`
	OutlineC string   `json:"outlineC"`
	FontC    string   `json:"fontC"`
	Width    float64  `json:"width"`
	Height   float64  `json:"height"`
}
