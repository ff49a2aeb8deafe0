// Command killer reproduces the notebook's killer exercise: cut a known
// solution grid into cages, give each cage the sum of its digits, and let Z3
// solve the killer puzzle that results, with no given digits at all. The
// grid is the second tutorial's solution (see examples/setnum).
//
// The obvious cut, three 1x3 strips across each box (27 cages), is not
// enough: many grids fit those sums, and the program shows that. The
// program then cuts each box into a pinwheel of three dominoes and an L of
// three cells (36 cages), which pins down the grid: the solution is unique
// and equals the grid the cages were cut from.
//
// Run it from the module root with:
//
//	go run ./examples/killer
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// solution is the grid the cages are cut from.
const solution = "187632549592471683643958721476293815321845976958716432264189357715364298839527164"

// A layout cuts every 3x3 box the same way: cells with the same letter in
// pattern form one cage.
type layout struct {
	name    string
	pattern [3]string
}

var (
	// strips cuts each box into three horizontal 1x3 strips.
	strips = layout{"1x3 strips", [3]string{"AAA", "BBB", "CCC"}}
	// pinwheel cuts each box into a vertical domino (A), two horizontal
	// dominoes (B, D) and an L of three cells (C).
	pinwheel = layout{"pinwheel", [3]string{"ABB", "ACC", "DDC"}}
)

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run solves the killer puzzles of both layouts and writes the results to w.
// It fails if the pinwheel puzzle does not give back the starting grid.
func run(w io.Writer) error {
	ctx := context.Background()
	grid, err := sudoku.Parse(solution)
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "cages cut from %v:\n", grid)

	var sol sudoku.Grid
	for _, l := range []layout{strips, pinwheel} {
		cages, err := cut(grid, l)
		if err != nil {
			return err
		}
		s, unique, err := solveKiller(ctx, cages)
		if err != nil {
			return fmt.Errorf("%s: %w", l.name, err)
		}
		fmt.Fprintf(&b, "%s (%s in every box): %d cages, unique: %t\n",
			l.name, strings.Join(l.pattern[:], "/"), len(cages), unique)
		if unique {
			sol = s
		}
	}
	// The pinwheel is expected to be the unique one; if it stops being
	// unique, that is a bug to report, not output to print.
	if sol.IsZero() {
		return fmt.Errorf("no layout gives a unique killer puzzle")
	}
	if !sol.Equal(grid) {
		return fmt.Errorf("the unique solution %v is not the grid %v the cages were cut from", sol, grid)
	}
	fmt.Fprintf(&b, "the unique solution is the grid the cages were cut from:\n%s", sol.Pretty())
	_, err = io.WriteString(w, b.String())
	return err
}

// cut cuts g into the cages of layout l, each with the sum of its digits in
// g. Cages are listed box by box, in the order their letters first appear.
func cut(g sudoku.Grid, l layout) ([]rules.Cage, error) {
	s := g.Shape()
	if s != sudoku.Shape9 {
		return nil, fmt.Errorf("layout %s is for 9x9 grids with 3x3 boxes, not %v", l.name, s)
	}
	var cages []rules.Cage
	for box := range s.Size {
		byLetter := make(map[byte]int) // letter -> index in cages
		for i, c := range s.Box(box) {
			letter := l.pattern[i/s.BoxCols][i%s.BoxCols]
			k, ok := byLetter[letter]
			if !ok {
				k = len(cages)
				byLetter[letter] = k
				cages = append(cages, rules.Cage{})
			}
			cages[k].Cells = append(cages[k].Cells, c)
			cages[k].Sum += g.At(c)
		}
	}
	return cages, nil
}

// solveKiller solves the classic rules plus cages with no givens, and
// reports whether the solution is unique. The solution is checked natively
// with Verify, which checks the cage sums too.
func solveKiller(ctx context.Context, cages []rules.Cage) (sudoku.Grid, bool, error) {
	rs := []sudoku.Rule{rules.Classic()}
	for _, c := range cages {
		rs = append(rs, c)
	}
	m, err := sudoku.New(sudoku.Shape9, rs)
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	defer m.Close()
	// The zero Grid means no givens: the cages are the whole puzzle.
	sol, unique, err := m.Unique(ctx, sudoku.Grid{})
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	if err := m.Verify(sol); err != nil {
		return sudoku.Grid{}, false, fmt.Errorf("the solution %v breaks a rule: %w", sol, err)
	}
	return sol, unique, nil
}
