package variants

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the binder's row for sum lines (10 lines): lines that
// divide into runs of cells, each adding up to one total.

// sumLineTotalRE finds the total a sum line's sentence states.
var sumLineTotalRE = regexp.MustCompile(`(?:sum|sums|add up|adds up|total|totals|summing) (?:to )?(?:exactly )?(\d+)|(\d+) lines?`)

// sumLineFamily is the sum line: "Each white line can be divided into one
// or more segments that each sum to 10".
var sumLineFamily = &lineFamily{
	name:  "sum line",
	names: []string{"10 line*", "ten line*"},
	means: res(
		`(?:divided|split|broken|cut|partitioned|separated) (?:up )?into(?: \w+){0,4} (?:segments|parts|pieces|sections|groups)(?: \w+){0,4} (?:sum|sums|add up|adds up|total|totals) to (?:exactly )?\d+`,
	),
	allows:  []string{"sum*", "total*", "add", "adds", "can", "may"},
	repeats: true,
	// A loop stays closed, its first cell again at its end, which rule
	// reads as a sum loop.
	loop: func(_ *sclDecoder, cells []sudoku.Cell) ([]sudoku.Cell, error) {
		return append(slices.Clone(cells), cells[0]), nil
	},
	rule: func(d *sclDecoder, cells []sudoku.Cell, refs []*bindSentence) (sudoku.Rule, error) {
		total := 0
		for _, s := range refs {
			for _, m := range sumLineTotalRE.FindAllStringSubmatch(s.norm, -1) {
				v, _ := strconv.Atoi(m[1] + m[2])
				if total != 0 && v != total {
					return nil, fmt.Errorf("totals %d and %d", total, v)
				}
				total = v
			}
		}
		if total == 0 {
			return nil, fmt.Errorf("no total stated")
		}
		if closedLine(cells) {
			return rules.SumLine{Cells: cells[:len(cells)-1], Sum: total, Loop: true}, nil
		}
		return rules.SumLine{Cells: cells, Sum: total}, nil
	},
}
