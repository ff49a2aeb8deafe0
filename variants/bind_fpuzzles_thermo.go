package variants

import (
	"fmt"
	"slices"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads thermometers that an f-puzzles file draws with generic
// elements instead of its "thermometer" collection, as bind_drawn.go
// reads SudokuPad's: a "line" element through cell centres with a
// "circle" element of its colour (the circle's fill the line's colour,
// no text) on one end, its bulb, when a sentence of the rules text names
// thermometers, none names arrows, and no sentence about something else
// names a colour of the line. A line of the same colour without a bulb
// whose one end lies on such a thermometer is a branch: a thermometer
// from the bulb along the first to that cell, then along the branch.
// Whatever does not fit stays drawn-only.

// drawnThermometers reads the drawn thermometers among d's free lines
// into b, with their binding; it returns the free lines' names and the
// circles' paths it used.
func (d *decoder) drawnThermometers(b *sclDecoder) (lines, circles []string) {
	ss := bindSentences(d.rulesText)
	said := drawnThermo.statedBy(ss)
	if said == nil || slices.ContainsFunc(ss, drawnArrow.named) || len(d.freeCircles) == 0 {
		return nil, nil
	}
	type thermo struct {
		cells []sudoku.Cell
		name  string
		col   colour
		bulb  string // its circle's path; "" for a branch
	}
	var found []thermo
	var left []fpzFreeLine
	for _, fl := range d.free {
		text, _ := sclText(fl.line.l.fields["color"])
		col := parseColour(text)
		if !fl.bindable || !fl.line.centres || fl.line.twice || !col.ok || claimedElsewhere(ss, col, drawnThermo) {
			continue
		}
		cells := fl.line.cells
		b1, b2 := d.bulb(cells[0], col), d.bulb(cells[len(cells)-1], col)
		switch {
		case b1 != "" && b2 == "":
		case b2 != "" && b1 == "":
			cells = slices.Clone(cells)
			slices.Reverse(cells)
			b1 = b2
		default:
			left = append(left, fl)
			continue
		}
		found = append(found, thermo{cells, fl.line.l.name, col, b1})
	}
	// Branches, until none is left that joins a thermometer found.
	for joined := true; joined; {
		joined = false
		for i := 0; i < len(left); i++ {
			fl := left[i]
			text, _ := sclText(fl.line.l.fields["color"])
			col := parseColour(text)
			// The thermometer cells up to c, when every thermometer of
			// col through c gives the same; nil otherwise.
			prefix := func(c sudoku.Cell) []sudoku.Cell {
				var out []sudoku.Cell
				for _, t := range found {
					k := slices.Index(t.cells, c)
					if k < 0 || !t.col.same(col) {
						continue
					}
					if out != nil && !slices.Equal(out, t.cells[:k+1]) {
						return nil
					}
					out = t.cells[:k+1]
				}
				return out
			}
			cells := fl.line.cells
			p1, p2 := prefix(cells[0]), prefix(cells[len(cells)-1])
			switch {
			case p1 != nil && p2 == nil:
			case p2 != nil && p1 == nil:
				cells = slices.Clone(cells)
				slices.Reverse(cells)
				p1 = p2
			default:
				continue
			}
			whole := slices.Concat(p1, cells[1:])
			if slices.ContainsFunc(cells[1:], func(c sudoku.Cell) bool { return slices.Contains(p1, c) }) {
				continue
			}
			found = append(found, thermo{whole, fl.line.l.name, col, ""})
			left = slices.Delete(left, i, i+1)
			joined = true
			break
		}
	}
	var rs []sudoku.Rule
	var cols []colour
	for _, t := range found {
		if len(t.cells) > d.n {
			continue // digits must repeat on it: only the text can say so
		}
		rs = append(rs, rules.Thermometer{Cells: t.cells})
		lines = append(lines, t.name)
		cols = append(cols, t.col)
		if t.bulb != "" && !slices.Contains(circles, t.bulb) {
			circles = append(circles, t.bulb)
		}
	}
	if len(rs) == 0 {
		return nil, nil
	}
	for i, col := range cols {
		b.setThermoColour(len(b.rs)+i, col)
	}
	b.addDrawn(Binding{Elements: fmt.Sprintf("thermometers drawn as lines (%d)", len(rs)), Lines: slices.Concat(lines, circles),
		Family: "thermometer", Sentence: said.text}, rs, lines)
	return lines, circles
}

// bulb returns the path of the first free circle on c whose fill is col,
// or "".
func (d *decoder) bulb(c sudoku.Cell, col colour) string {
	for _, fc := range d.freeCircles {
		if fc.shape.cell == c && fc.shape.sh.bgC.same(col) {
			return fc.shape.sh.name
		}
	}
	return ""
}
