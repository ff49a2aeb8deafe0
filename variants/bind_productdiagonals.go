package variants

import (
	"fmt"
	"slices"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file reads diagonals of one product: little killer arrows outside
// the grid (bind_drawn.go's littleKillerArrow) with no number beside
// them, when the rules text says that every indicated diagonal has the
// same product ("Every indicated diagonal has the same product"). The
// arrows without totals are then one clue, rules.ProductDiagonals with
// the product unknown. Every sentence about diagonals or products must
// state it and say nothing more, the arrows must be of one colour, and
// no arrow may have a text in its cell: a number there would be a total
// this reading does not know.

// productDiagonalsWording is how rules texts state diagonals that share
// one product.
var productDiagonalsWording = &drawnFamily{
	name: "product diagonals",
	means: res(
		`(?:every|each|all|all the|all of the) (?:indicated|marked|arrowed) diagonals? (?:has|have|shares?|multiplies to|multiply to) (?:the same|an equal|one|a common|equal|identical) products?$`,
		`(?:the )?products? of (?:the )?(?:digits|numbers) (?:on|along|in) (?:every|each|all|all the|all of the) (?:indicated|marked|arrowed) diagonals? (?:is|are) (?:the same|equal|identical)$`,
		`(?:every|each|all|all the|all of the) diagonals? (?:indicated|marked|shown|pointed to|pointed at) by (?:an |the |a )?arrows? (?:all )?(?:has|have|shares?|multiplies to|multiply to) (?:the same|an equal|one|a common|equal|identical) products?$`,
		`(?:the )?(?:digits|numbers) (?:on|along|in) (?:every|each|all|all the|all of the) (?:indicated|marked|arrowed) diagonals? (?:all )?multiply to (?:the same|an equal|one|a common) (?:product|number|value|total)$`,
	),
	refers: []string{"product*", "diagonal*", "multipl*"},
	allows: []string{"product*", "indicat*", "arrow*", "multipl*"},
}

// drawnProductDiagonals reads the arrows outside the grid that no little
// killer took, each alone with nothing else in its cell, as one
// rules.ProductDiagonals, when the rules text states that the indicated
// diagonals share a product. Otherwise the arrows stay unread.
func (d *sclDecoder) drawnProductDiagonals(ss []*bindSentence) {
	var ptrs []lkPointer
	for _, l := range d.lines {
		if p, ok := d.littleKillerArrow(l); ok && !d.drawn.read[l.name] {
			ptrs = append(ptrs, p)
		}
	}
	if len(ptrs) < 2 {
		return
	}
	said := productDiagonalsWording.stated(ss)
	if said == nil {
		return
	}
	col, _ := sclText(ptrs[0].l.fields["color"])
	for _, p := range ptrs {
		if c, _ := sclText(p.l.fields["color"]); !parseColour(c).same(parseColour(col)) && c != col {
			return // arrows of two colours may mean two things
		}
		if slices.ContainsFunc(d.shapes, func(sh *sclShape) bool { return !sh.used && outsideCell(sh.center) == p.cell }) {
			return // a number or a mark by the arrow: not only an arrow
		}
	}
	r := rules.ProductDiagonals{}
	b := Binding{Family: productDiagonalsWording.name, Sentence: said.text}
	for _, p := range ptrs {
		r.Clues = append(r.Clues, rules.DiagonalClue{Clue: p.cell, Dir: p.dir})
		b.Lines = append(b.Lines, p.l.name)
	}
	if rules.Validate(r, d.gridShape()) != nil {
		return
	}
	for _, p := range ptrs {
		d.drawn.read[p.l.name] = true
	}
	b.Elements = fmt.Sprintf("diagonal arrows (%d)", len(ptrs))
	d.addDrawn(b, []sudoku.Rule{r}, nil)
}
