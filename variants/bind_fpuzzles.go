package variants

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file runs the binder of bind.go on an f-puzzles puzzle: its
// generic "line" elements, grouped by colour ("outlineC") and width, and
// the rules stated only in its "ruleset" text. The binder works on an
// sclDecoder; here one holds only what it reads (the grid, the rules
// read, the text and the free lines), and what it binds goes back into
// the fpz's flags and collections, so that the puzzle can be written.
//
// Unlike SudokuPad's, f-puzzles' drawn-only elements are ignored when the
// rules text names nothing not read (ParseFPuzzles); so a class of lines
// that cannot be bound stays drawn-only, and its reason is the error only
// when the rules text check then refuses the puzzle.

// fpzFreeLine is a line of a generic "line" element, kept for binding.
type fpzFreeLine struct {
	entry    int  // its element's place in "line"
	bindable bool // the element has no fields beyond the style
	line     bindLine
}

// freeLine keeps the lines of a generic "line" element: for binding, when
// it has no fields beyond the style, and to drop it when it only draws a
// line rule read (drawsRule).
func (d *decoder) freeLine(i int, it map[string]json.RawMessage) {
	bindable := true
	for k := range it {
		if !slices.Contains([]string{"lines", "outlineC", "width", "isNewConstraint"}, k) {
			bindable = false
		}
	}
	path := fmt.Sprintf("line[%d]", i)
	lines, err := d.lines(path, it)
	if err != nil {
		return
	}
	for j, cells := range lines {
		name := path
		if len(lines) > 1 {
			name = fmt.Sprintf("%s.lines[%d]", path, j)
		}
		bl := bindLine{l: sclLine{name: name, fields: map[string]json.RawMessage{"color": it["outlineC"], "thickness": it["width"]}}, cells: cells}
		bl.centres, bl.twice = fpzPathSteps(cells)
		d.free = append(d.free, fpzFreeLine{entry: i, bindable: bindable, line: bl})
	}
}

// fpzPathSteps reports whether cells run from one cell to a neighbour
// (orthogonal or diagonal) at every step, and whether they pass a cell
// twice.
func fpzPathSteps(cells []sudoku.Cell) (steps, twice bool) {
	steps = len(cells) >= 2
	for i, c := range cells {
		if slices.Contains(cells[:i], c) {
			twice = true
		}
		if i > 0 {
			p := cells[i-1]
			if max(absInt(c.Row-p.Row), absInt(c.Col-p.Col)) != 1 {
				steps = false
			}
		}
	}
	return steps, twice
}

// drawsRule reports a free line that only draws a line rule read from a
// collection, with the same cells in either direction: f-puzzles draws
// its newer line constraints so ("isNewConstraint"), and tools draw over
// them.
func (d *decoder) drawsRule(fl fpzFreeLine) bool {
	for _, r := range rules.Flatten(d.f.rules()...) {
		var cells []sudoku.Cell
		switch r := r.(type) {
		case rules.Renban:
			cells = r.Cells
		case rules.Whispers:
			cells = r.Cells
		case rules.Palindrome:
			cells = r.Cells
		case rules.Entropic:
			cells = r.Cells
		case rules.Modular:
			cells = r.Cells
		case rules.Nabner:
			cells = r.Cells
		case rules.Zipper:
			cells = r.Cells
		case rules.RegionSum:
			cells = r.Cells
		}
		back := slices.Clone(cells)
		slices.Reverse(back)
		if cells != nil && (slices.Equal(cells, fl.line.cells) || slices.Equal(back, fl.line.cells)) {
			return true
		}
	}
	return false
}

// bind binds the free lines and the rules stated only in the text, and
// puts what it bound into the fpz.
func (d *decoder) bind() error {
	f := d.f
	if strings.TrimSpace(d.rulesText) == "" {
		return nil
	}
	drawing := map[int]bool{} // elements all of whose lines draw rules read
	for _, fl := range d.free {
		all, seen := drawing[fl.entry]
		drawing[fl.entry] = (all || !seen) && d.drawsRule(fl)
	}
	d.free = slices.DeleteFunc(d.free, func(fl fpzFreeLine) bool { return drawing[fl.entry] || !fl.bindable })
	d.drawnOnly = slices.DeleteFunc(d.drawnOnly, func(p string) bool {
		var i int
		_, err := fmt.Sscanf(p, "line[%d]", &i)
		return err == nil && p == fmt.Sprintf("line[%d]", i) && drawing[i]
	})
	cages, cagesBound := d.bindCages()
	read := f.rules()
	b := &sclDecoder{n: d.n, latin: f.layout == layoutLatin, jigsaw: f.layout == layoutJigsaw, rulesText: d.rulesText,
		regionSet: f.jigsaw.Regions,
		rs:        slices.Clone(read), boundBy: map[int]int{}, thermoLines: map[int]string{},
		diagonal: [2]bool{f.has(rules.Diagonal{}), f.has(rules.Diagonal{Anti: true})}, readMarks: true}
	thermos := 0
	for i, r := range read {
		if _, ok := r.(rules.Thermometer); ok {
			b.thermoLines[i] = fmt.Sprintf("thermometer (%d)", thermos)
			thermos++
		}
	}
	thermoLines, bulbs := d.drawnThermometers(b) // bind_fpuzzles_thermo.go
	d.freeCircles = slices.DeleteFunc(d.freeCircles, func(fc fpzFreeCircle) bool { return slices.Contains(bulbs, fc.shape.sh.name) })
	for _, fl := range d.free {
		if slices.Contains(thermoLines, fl.line.l.name) {
			continue
		}
		fl.line.unread = len(b.unread)
		b.unread = append(b.unread, fl.line.l.name)
		b.free = append(b.free, fl.line)
	}
	if cagesBound {
		b.bindings = append(b.bindings, cages)
	}
	b.bindLines()
	circles := d.bindCircles(b)
	circles = append(circles, d.bindMarks(b)...)
	b.bind()
	// A class that no sentence refers to is only drawn-only, as before;
	// the reason of one that a sentence refers to is kept for the error.
	if be, ok := b.bindErr.(*BindError); ok && len(be.Sentences) > 0 {
		d.bindErr = be
	}
	if len(b.bindings) == 0 {
		return nil
	}
	// The lines bound leave the drawn-only elements, an element when all
	// its lines are bound.
	unbound := map[int]bool{}
	for _, fl := range d.free {
		if slices.Contains(b.unread, fl.line.l.name) {
			unbound[fl.entry] = true
		}
	}
	d.drawnOnly = slices.DeleteFunc(d.drawnOnly, func(p string) bool {
		var i int
		_, err := fmt.Sscanf(p, "line[%d]", &i)
		return err == nil && p == fmt.Sprintf("line[%d]", i) && !unbound[i] && slices.ContainsFunc(d.free, func(fl fpzFreeLine) bool { return fl.entry == i })
	})
	d.drawnOnly = slices.DeleteFunc(d.drawnOnly, func(p string) bool { return slices.Contains(circles, p) || slices.Contains(bulbs, p) })
	for i := range read {
		if st, ok := b.rs[i].(rules.SlowThermometer); ok {
			if _, was := read[i].(rules.Thermometer); was {
				f.coll["thermometer"] = slices.DeleteFunc(f.coll["thermometer"], func(r sudoku.Rule) bool {
					return slices.Equal(r.(rules.Thermometer).Cells, st.Cells)
				})
				f.add("slowthermometer", st)
			}
		}
	}
	f.set(rules.Diagonal{}, b.diagonal[0])
	f.set(rules.Diagonal{Anti: true}, b.diagonal[1])
	for _, r := range b.rs[len(read):] {
		if f.set(r, true) {
			continue // a global rule bound by the text, as its f-puzzles boolean
		}
		i := slices.IndexFunc(fpzRows, func(row fpzRow) bool { ok, err := row.claim(f.shape(), r); return ok && err == nil })
		if i < 0 {
			// No collection holds it: read, but never written back.
			f.extra = append(f.extra, r)
			continue
		}
		f.add(fpzRows[i].key, r)
	}
	f.bindings = b.bindings
	d.binder = b
	return nil
}

// checkBound refuses a puzzle that the binder read from its rules text
// when drawn-only elements are left, which the text may explain in a way
// not read (a digit in a circle that counts circles), or when its carried
// solution breaks a rule.
func (d *decoder) checkBound() error {
	if d.binder == nil {
		return nil
	}
	if len(d.drawnOnly) > 0 {
		return fieldErr(strings.SplitN(d.drawnOnly[0], "[", 2)[0], &ElementsError{Elements: d.drawnOnly})
	}
	if err := d.binder.checkSolution(d.f.puzzle()); err != nil {
		return fieldErr("solution", err)
	}
	return nil
}
