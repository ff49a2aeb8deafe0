package rules

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// ParityLine is a parity line: digits in neighbouring cells along the line
// have different parity, one odd and one even, so odd and even digits
// alternate along it. It needs at least two cells. The line may pass
// through a cell twice, as whispers may: each pair of cells next to each
// other along it is a constraint.
type ParityLine struct {
	Cells []sudoku.Cell
}

// Validate checks that the cells are a line on s of at least two cells.
func (p ParityLine) Validate(s sudoku.Shape) error {
	return linePath(s, "line", p.Cells, 2, true)
}

func lineParityDiffers(x, y int) bool { return x%2 != y%2 }

// Apply relates each pair of neighbouring cells to differ in parity: a
// tabulated relation, so the native propagation and every encoding see
// it, and a cell whose parity is known fixes the parity of the whole line
// by propagation along it.
func (p ParityLine) Apply(b *sudoku.Builder) error {
	if err := p.Validate(b.Shape()); err != nil {
		return err
	}
	for i := 1; i < len(p.Cells); i++ {
		b.Relate(p.Cells[i-1], p.Cells[i], lineParityDiffers)
	}
	return nil
}

// Check reports two neighbouring cells whose digits have the same parity.
// Empty cells are skipped.
func (p ParityLine) Check(g sudoku.Grid) error {
	if err := p.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	for i := 1; i < len(p.Cells); i++ {
		if err := linePair(g, p.String(), p.Cells[i-1], p.Cells[i], lineParityDiffers, "both odd or both even"); err != nil {
			return err
		}
	}
	return nil
}

// String names the line by its first cell: "parity line at r1c1".
func (p ParityLine) String() string { return lineName("parity line", p.Cells) }
