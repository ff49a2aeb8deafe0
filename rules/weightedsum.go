package rules

import (
	"fmt"
	"strconv"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// WeightedSum is a sum of the digits in Cells, each times its weight,
// that equals Sum: Σ Weights[i]·digit(Cells[i]) = Sum (the Interactive
// Sudoku Solver's sums with coefficients, "7_=_1_1_-1", and its sums and
// cages that list a cell twice, which count it twice). Weights may be
// negative; nil Weights are all 1. A cell may be listed more than once:
// its weights add up. Digits may repeat.
type WeightedSum struct {
	Sum     int
	Cells   []sudoku.Cell
	Weights []int
}

// maxSumWeight bounds a weight's magnitude, as sudoku.Builder.Linear does.
const maxSumWeight = 1 << 20

// Validate checks that there is at least one cell, all on s, and one
// weight per cell (or none), each at most 2^20 in magnitude.
func (w WeightedSum) Validate(s sudoku.Shape) error {
	if err := cellList(s, "weighted sum", w.Cells, false); err != nil {
		return err
	}
	if w.Weights != nil && len(w.Weights) != len(w.Cells) {
		return cellBad("%s: %d weights for %d cells", w, len(w.Weights), len(w.Cells))
	}
	for _, x := range w.Weights {
		if x > maxSumWeight || x < -maxSumWeight {
			return cellBad("%s: weight %d out of range ±%d", w, x, maxSumWeight)
		}
	}
	return nil
}

// weight returns the weight of the i-th cell.
func (w WeightedSum) weight(i int) int {
	if w.Weights == nil {
		return 1
	}
	return w.Weights[i]
}

// Apply states the sum as a sudoku.Builder.Linear, which adds up the
// weights of a repeated cell and bounds the sum natively; a Sum no digits
// can make is an error.
func (w WeightedSum) Apply(b *sudoku.Builder) error {
	if err := w.Validate(b.Shape()); err != nil {
		return err
	}
	terms := make([]sudoku.Term, len(w.Cells))
	for i, c := range w.Cells {
		terms[i] = sudoku.Term{Cell: c, Weight: w.weight(i)}
	}
	b.Linear(terms, w.Sum)
	return nil
}

// Check reports filled cells whose weighted digits do not add up to Sum.
// It passes when a cell is empty.
func (w WeightedSum) Check(g sudoku.Grid) error {
	if err := w.Validate(g.Shape()); err != nil {
		return fmt.Errorf("%s: %w", w, err)
	}
	total := 0
	for i, c := range w.Cells {
		d := g.At(c)
		if d == 0 {
			return nil
		}
		total += w.weight(i) * d
	}
	if total != w.Sum {
		return &sudoku.ConflictError{Rule: w.String(), Cells: lineSet(w.Cells), Msg: "add up to " + strconv.Itoa(total) + " with their weights"}
	}
	return nil
}

// String names the sum by its first cell and total: "weighted sum at
// r1c1 (sum 15)".
func (w WeightedSum) String() string {
	return cellName("weighted sum", w.Cells) + " (sum " + strconv.Itoa(w.Sum) + ")"
}
