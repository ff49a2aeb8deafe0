package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// halfSumGen makes half-sum lines that hold on about half the trials:
// straight lines of two, four or six cells, kept when their halves add up
// alike on g on half the trials.
func halfSumGen(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	n := g.Shape().Size
	want := rng.IntN(2) == 0
	var l rules.HalfSumLine
	for try := 0; try < 200; try++ {
		k := 2 * (1 + rng.IntN(n/2))
		var dr, dc int
		switch rng.IntN(4) {
		case 0:
			dr, dc = 0, 1
		case 1:
			dr, dc = 1, 0
		case 2:
			dr, dc = 1, 1
		default:
			dr, dc = 1, -1
		}
		r0, c0 := rng.IntN(n), rng.IntN(n)
		var cells []sudoku.Cell
		for i := 0; i < k; i++ {
			c := sudoku.Cell{Row: r0 + i*dr, Col: c0 + i*dc}
			if !g.Shape().Contains(c) {
				break
			}
			cells = append(cells, c)
		}
		if len(cells) != k {
			continue
		}
		l = rules.HalfSumLine{Cells: cells}
		if !want || l.Check(g) == nil {
			return l
		}
	}
	return l
}

func TestHalfSumLineCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, halfSumGen)
}

func TestHalfSumLineCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape4, "1243 3412 2134 4321")
	if err != nil {
		t.Fatal(err)
	}
	cs := sudoku.MustCells
	tests := []struct {
		name  string
		cells []sudoku.Cell
		want  []sudoku.Cell // the conflict's cells; nil: none
	}{
		{"4+1 = 3+2 down a column", cs("r1c3 r2c3 r3c3 r4c3"), nil},
		{"read from the other end", cs("r4c3 r3c3 r2c3 r1c3"), nil},
		{"1+2 and 4+3 along a row", cs("r1c1 r1c2 r1c3 r1c4"), cs("r1c1 r1c2 r1c3 r1c4")},
		{"1+4 and 3+1 on the diagonal", cs("r1c1 r2c2 r3c3 r4c4"), cs("r1c1 r2c2 r3c3 r4c4")},
		{"two cells alike", cs("r2c2 r1c3"), nil},
		{"two cells apart", cs("r1c2 r2c3"), cs("r1c2 r2c3")},
		{"six cells of a snake", cs("r1c1 r1c2 r2c3 r3c3 r4c4 r4c3"), cs("r1c1 r1c2 r2c3 r3c3 r4c4 r4c3")},
	}
	for _, tc := range tests {
		err := rules.HalfSumLine{Cells: tc.cells}.Check(g)
		checkConflict(t, tc.name, err, tc.want)
	}
	g.Set(cs("r1c1")[0], 0)
	if err := (rules.HalfSumLine{Cells: cs("r1c1 r1c2")}).Check(g); err != nil {
		t.Errorf("Check of a line not filled in = %v, want nil", err)
	}
}

// halfSumBrute states half-sum lines for the brute-force search: once a
// line is filled, its first half adds up to its second.
func halfSumBrute(p brute.Problem, lines [][]sudoku.Cell) brute.Problem {
	n := p.Size
	p.Allowed = func(g []int, i, d int) bool {
		for _, l := range lines {
			sum, full, mine := 0, true, false
			for k, c := range l {
				j := c.Row*n + c.Col
				v := g[j]
				if j == i {
					v, mine = d, true
				}
				if v == 0 {
					full = false
					break
				}
				if k < len(l)/2 {
					sum += v
				} else {
					sum -= v
				}
			}
			if mine && full && sum != 0 {
				return false
			}
		}
		return true
	}
	return p
}

func TestHalfSumLineSolve(t *testing.T) {
	cs := sudoku.MustCells
	tests := []struct {
		name   string
		shape  sudoku.Shape
		lines  [][]sudoku.Cell
		givens string
	}{
		{"two lines of four", sudoku.Shape4, [][]sudoku.Cell{cs("r1c1 r1c2 r1c3 r1c4"), cs("r1c1 r2c2 r3c3 r4c4")}, ""},
		{"a line of two", sudoku.Shape4, [][]sudoku.Cell{cs("r2c2 r1c3")}, ""},
		{"6x6 triangle", sudoku.Shape6, [][]sudoku.Cell{cs("r1c1 r1c2 r1c3 r1c4"), cs("r1c4 r2c3 r3c2 r4c1"), cs("r1c1 r2c1 r3c1 r4c1")},
			"...... ...... ..1... ...5.. ....2. 3....."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var givens []int
			if tc.givens != "" {
				g, err := sudoku.ParseGrid(tc.shape, tc.givens)
				if err != nil {
					t.Fatal(err)
				}
				givens = g.Digits()
			}
			want := brute.Count(halfSumBrute(brute.Classic(tc.shape.Size, tc.shape.BoxRows, tc.shape.BoxCols, givens), tc.lines), 0)
			if want == 0 {
				t.Fatal("the brute force finds no solution: pick other lines")
			}
			rs := []sudoku.Rule{rules.Classic()}
			for _, l := range tc.lines {
				rs = append(rs, rules.HalfSumLine{Cells: l})
			}
			if got := countSolutions(t, tc.shape, rs, tc.givens, want+1); got != want {
				t.Errorf("Count = %d, brute force %d", got, want)
			}
		})
	}
}

func TestHalfSumLineBadRule(t *testing.T) {
	for _, r := range []rules.HalfSumLine{
		{},
		{Cells: sudoku.MustCells("r1c1")},
		{Cells: sudoku.MustCells("r1c1 r1c2 r1c3")},
		{Cells: sudoku.MustCells("r1c1 r1c3")},
		{Cells: sudoku.MustCells("r1c1 r1c2 r1c1 r1c2")},
		{Cells: []sudoku.Cell{{Row: 3, Col: 3}, {Row: 4, Col: 4}}},
	} {
		if err := r.Validate(sudoku.Shape4); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Validate = %v, want ErrBadRule", r, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New with %v = %v, want ErrBadRule", r, err)
		}
		if err := r.Check(sudoku.NewGrid(sudoku.Shape4)); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%v.Check = %v, want ErrBadRule", r, err)
		}
	}
}
