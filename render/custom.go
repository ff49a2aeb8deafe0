package render

import (
	"fmt"
	"image/color"
	"reflect"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// A Drawer is a rule that draws itself. The package draws the rules of
// package rules by itself; a rule of another type is drawn by its Draw
// method when it implements Drawer, and by a generic marking when it does
// not (see the package doc). Draw returns an error, which fails the
// drawing, for a rule it cannot draw; the [Canvas] records errors too.
type Drawer interface {
	Draw(c *Canvas) error
}

// A Canvas is what a [Drawer] draws on: the puzzle's grid, addressed by
// cells, in the drawing's theme and at its scale. Every element drawn on
// it has the class "custom". Like [sudoku.Builder], a Canvas records its
// first error, such as a cell off the grid, and ignores later calls; the
// drawing then fails with that error, which names the rule.
type Canvas struct {
	d    *drawer
	r    sudoku.Rule
	done bool // Draw has returned: later calls draw nothing
}

// customClass is the class of every element drawn on a Canvas.
const customClass = "custom"

// ok reports whether the canvas may draw on cells, recording an error
// for a cell off the grid.
func (c *Canvas) ok(cells ...sudoku.Cell) bool {
	return !c.done && c.d.err == nil && c.d.on(c.r, cells...)
}

// Shape returns the puzzle's shape.
func (c *Canvas) Shape() sudoku.Shape { return c.d.p.Shape }

// Theme returns the drawing's colours, so that a rule can draw in the
// colour of a related built-in (Theme().Thermo, say).
func (c *Canvas) Theme() Theme { return c.d.st.theme }

// Shade fills cells with col, under the grid lines and digits.
func (c *Canvas) Shade(cells []sudoku.Cell, col color.Color) {
	if c.ok(cells...) {
		c.d.shade(customClass, cells, col)
	}
}

// Line draws a thick line of colour col through the centres of cells, in
// order, as whispers and renban lines are drawn.
func (c *Canvas) Line(cells []sudoku.Cell, col color.Color) {
	if c.ok(cells...) {
		c.d.line(c.r, customClass, cells, col)
	}
}

// Outline draws a dashed outline inset in cells, as a killer cage is
// drawn, with label, if not empty, in the top-left corner of its first
// cell in reading order.
func (c *Canvas) Outline(cells []sudoku.Cell, label string) {
	if c.ok(cells...) {
		c.d.outline(customClass, cells, label, c.d.st.theme.Cage, 0.08, 0.1, 0.066, 0.025, capButt)
	}
}

// Label writes s small along the top edge of cell, clear of its digit,
// in the theme's Clue colour.
func (c *Canvas) Label(cell sudoku.Cell, s string) {
	if c.ok(cell) && s != "" {
		c.d.topLabel(customClass, cell, s)
	}
}

// Caption names a rule that marks nothing in particular, such as one over
// the whole grid, in the caption under the grid, as for [rules.AntiKnight].
// A name already there is not repeated.
func (c *Canvas) Caption(s string) {
	if !c.done && s != "" {
		c.d.captionOnce(s)
	}
}

// custom draws a rule by its Draw method.
func (d *drawer) custom(r sudoku.Rule, dw Drawer) {
	c := &Canvas{d: d, r: r}
	err := dw.Draw(c)
	c.done = true
	if err != nil {
		d.fail(fmt.Errorf("render: %s: %w", sudoku.RuleName(r), err))
	}
}

// generic draws a rule the package cannot draw: its cells, if it exposes
// them, get a dotted outline and a number, and the legend under the grid
// names the rule after that number. A rule whose cells are unknown is
// named in the legend alone.
func (d *drawer) generic(r sudoku.Rule) {
	name := sudoku.RuleName(r)
	cells := ruleCells(r, d.p.Shape)
	if len(cells) == 0 {
		d.legend = append(d.legend, name+" (unmarked)")
		return
	}
	d.marked++
	tag := strconv.Itoa(d.marked)
	th, s := d.st.theme, d.s
	d.outline("generic", cells, "", th.Clue, 0.16, 0.01, 0.07, 0.03, capRound)
	last := slices.MaxFunc(cells, func(a, b sudoku.Cell) int {
		return d.p.Shape.Index(a) - d.p.Shape.Index(b)
	})
	a := d.vertex(last.Row+1, last.Col+1)
	d.add(layerText, &text{class: "generic", at: point{a.X - s*0.2, a.Y - s*0.2}, s: tag, size: s * 0.24,
		colour: nrgba(th.Clue), anchor: anchorEnd})
	d.legend = append(d.legend, tag+": "+name)
}

// cellsOnShape is the method of rules that compute their cells from the
// grid's shape, such as [rules.Diagonal].
type cellsOnShape interface {
	Cells(sudoku.Shape) []sudoku.Cell
}

// ruleCells returns the cells a rule names, as far as they can be known
// without its meaning: those its Cells(sudoku.Shape) method returns, or
// else those in its exported fields of type sudoku.Cell, []sudoku.Cell,
// [][]sudoku.Cell and the like, in structs it holds too. Cells off the
// grid, such as an outside clue's, are left out, and so are repeats.
func ruleCells(r sudoku.Rule, s sudoku.Shape) []sudoku.Cell {
	var cells []sudoku.Cell
	if cs, ok := r.(cellsOnShape); ok {
		cells = cs.Cells(s)
	} else {
		cells = fieldCells(reflect.ValueOf(r), 0, nil)
	}
	seen := make(map[sudoku.Cell]bool, len(cells))
	out := cells[:0:0]
	for _, c := range cells {
		if s.Contains(c) && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

var cellType = reflect.TypeFor[sudoku.Cell]()

// maxFieldDepth bounds how deep fieldCells looks into nested structs, so
// that a rule that points to itself ends.
const maxFieldDepth = 4

// fieldCells appends the cells held by v to cells.
func fieldCells(v reflect.Value, depth int, cells []sudoku.Cell) []sudoku.Cell {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return cells
		}
		v = v.Elem()
	}
	if !v.IsValid() || !v.CanInterface() || depth > maxFieldDepth {
		return cells
	}
	switch {
	case v.Type() == cellType:
		return append(cells, v.Interface().(sudoku.Cell))
	case (v.Kind() == reflect.Slice || v.Kind() == reflect.Array) && holdsCells(v.Type()):
		for i := range v.Len() {
			cells = fieldCells(v.Index(i), depth+1, cells)
		}
	case v.Kind() == reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				cells = fieldCells(v.Field(i), depth+1, cells)
			}
		}
	}
	return cells
}

// holdsCells reports whether t is a slice or array of cells, or of slices
// or arrays of them.
func holdsCells(t reflect.Type) bool {
	for t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
		t = t.Elem()
	}
	return t == cellType
}

// topLabel writes s small along the top edge of a cell.
func (d *drawer) topLabel(class string, cell sudoku.Cell, s string) {
	size := min(d.s*0.22, d.s*0.9/textWidth(s))
	a := d.vertex(cell.Row, cell.Col)
	at := point{a.X + d.s/2, a.Y + d.s*0.04 + size/2}
	d.add(layerText, d.label(class, at, s, size, d.st.theme.Clue, false))
}
