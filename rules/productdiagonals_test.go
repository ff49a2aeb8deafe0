package rules_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// diagonalClues returns every clue just outside a grid of size n with
// its direction into the grid.
func diagonalClues(n int) []rules.DiagonalClue {
	var out []rules.DiagonalClue
	for r := -1; r <= n; r++ {
		for c := -1; c <= n; c++ {
			if r >= 0 && r < n && c >= 0 && c < n {
				continue
			}
			for dir := rules.DownRight; dir <= rules.UpLeft; dir++ {
				dc := rules.DiagonalClue{Clue: sudoku.Cell{Row: r, Col: c}, Dir: dir}
				if len(dc.Cells(sudoku.Shape{Size: n})) > 0 {
					out = append(out, dc)
				}
			}
		}
	}
	return out
}

// diagonalProduct multiplies the digits of g along cells.
func diagonalProduct(g sudoku.Grid, cells []sudoku.Cell) int {
	p := 1
	for _, c := range cells {
		p *= g.At(c)
	}
	return p
}

// productDiagonalsGen makes product diagonals that hold on about half
// the trials: on half, diagonals that share a product on g (the product
// given or not); otherwise any.
func productDiagonalsGen(rng *rand.Rand, g sudoku.Grid) sudoku.Rule {
	all := diagonalClues(g.Shape().Size)
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	if rng.IntN(2) == 0 {
		byProduct := map[int][]rules.DiagonalClue{}
		for _, dc := range all {
			p := diagonalProduct(g, dc.Cells(g.Shape()))
			byProduct[p] = append(byProduct[p], dc)
		}
		for p, cs := range byProduct {
			if len(cs) >= 2 {
				r := rules.ProductDiagonals{Clues: cs[:min(len(cs), 2+rng.IntN(3))]}
				if rng.IntN(2) == 0 {
					r.Product = p
				}
				return r
			}
		}
	}
	r := rules.ProductDiagonals{Clues: all[:2+rng.IntN(3)]}
	if rng.IntN(3) == 0 {
		r.Product = diagonalProduct(g, all[0].Cells(g.Shape()))
	}
	return r
}

func TestProductDiagonalsCrossCheck(t *testing.T) {
	crossCheck(t, sudoku.Shape6, 40, productDiagonalsGen)
}

// crossProduct is Michael Lefkowitz's "Cross Product" (6x6): four
// indicated diagonals with one product, no givens.
var crossProduct = []rules.DiagonalClue{
	{Clue: sudoku.Cell{Row: -1, Col: 3}, Dir: rules.DownRight},
	{Clue: sudoku.Cell{Row: 1, Col: -1}, Dir: rules.DownRight},
	{Clue: sudoku.Cell{Row: 5, Col: -1}, Dir: rules.UpRight},
	{Clue: sudoku.Cell{Row: 6, Col: 0}, Dir: rules.UpRight},
}

func TestProductDiagonalsCheck(t *testing.T) {
	g, err := sudoku.ParseGrid(sudoku.Shape6, "143562 625134 452316 316245 261453 534621")
	if err != nil {
		t.Fatal(err)
	}
	cs := sudoku.MustCells
	ul := rules.DiagonalClue{Clue: sudoku.Cell{Row: 6, Col: 6}, Dir: rules.UpLeft} // r6c6..r1c1: 1*5*2*2*2*1 = 40
	tests := []struct {
		name string
		r    rules.ProductDiagonals
		want []sudoku.Cell // the conflict's cells; nil: none
	}{
		{"the puzzle's diagonals", rules.ProductDiagonals{Clues: crossProduct}, nil},
		{"the puzzle's product", rules.ProductDiagonals{Product: 24, Clues: crossProduct}, nil},
		{"another product", rules.ProductDiagonals{Product: 12, Clues: crossProduct[:1]}, cs("r1c5 r2c6")},
		{"a product with a factor 7", rules.ProductDiagonals{Product: 168, Clues: crossProduct[:1]}, cs("r1c5 r2c6")},
		{"a product of 40", rules.ProductDiagonals{Product: 40, Clues: []rules.DiagonalClue{ul}}, nil},
		{"unequal products", rules.ProductDiagonals{Clues: []rules.DiagonalClue{crossProduct[0], ul}},
			cs("r1c5 r2c6 r6c6 r5c5 r4c4 r3c3 r2c2 r1c1")},
	}
	for _, tc := range tests {
		err := tc.r.Check(g)
		checkConflict(t, tc.name, err, tc.want)
	}
	// A diagonal not filled in is not judged.
	g.Set(cs("r1c5")[0], 0)
	if err := (rules.ProductDiagonals{Clues: []rules.DiagonalClue{crossProduct[0], ul}}).Check(g); err != nil {
		t.Errorf("Check with an empty cell on a diagonal = %v, want nil", err)
	}
}

// productBrute states product diagonals for the brute-force search:
// once a diagonal is filled, its product is product, or, for 0, that of
// every other filled diagonal.
func productBrute(p brute.Problem, s sudoku.Shape, r rules.ProductDiagonals) brute.Problem {
	n := p.Size
	var diags [][]int
	for _, dc := range r.Clues {
		var idx []int
		for _, c := range dc.Cells(s) {
			idx = append(idx, c.Row*n+c.Col)
		}
		diags = append(diags, idx)
	}
	p.Allowed = func(g []int, i, d int) bool {
		prod := func(diag []int) (int, bool) {
			v := 1
			for _, j := range diag {
				x := g[j]
				if j == i {
					x = d
				}
				if x == 0 {
					return 0, false
				}
				v *= x
			}
			return v, true
		}
		want := r.Product
		for _, diag := range diags {
			if v, full := prod(diag); full {
				if want == 0 {
					want = v
				}
				if v != want {
					return false
				}
			}
		}
		if want == 0 {
			return true
		}
		// A diagonal's digits so far must divide the product (pruning).
		for _, diag := range diags {
			v := 1
			for _, j := range diag {
				if j == i {
					v *= d
				} else if g[j] != 0 {
					v *= g[j]
				}
			}
			if want%v != 0 {
				return false
			}
		}
		return true
	}
	return p
}

func TestProductDiagonalsSolve(t *testing.T) {
	ul := rules.DiagonalClue{Clue: sudoku.Cell{Row: 6, Col: 6}, Dir: rules.UpLeft}
	dl := rules.DiagonalClue{Clue: sudoku.Cell{Row: -1, Col: 4}, Dir: rules.DownLeft}
	tests := []struct {
		name   string
		shape  sudoku.Shape
		r      rules.ProductDiagonals
		givens string
	}{
		// Unique, as published.
		{"cross product", sudoku.Shape6, rules.ProductDiagonals{Clues: crossProduct}, ""},
		{"a product little killer", sudoku.Shape4,
			rules.ProductDiagonals{Product: 6, Clues: []rules.DiagonalClue{{Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.DownRight}}}, ""},
		{"two products of 12", sudoku.Shape6, rules.ProductDiagonals{Product: 12, Clues: []rules.DiagonalClue{dl, crossProduct[0]}},
			"1..... ...... ...... ...3.. ...... .....6"},
		{"equal long diagonals", sudoku.Shape6, rules.ProductDiagonals{Clues: []rules.DiagonalClue{ul, dl}},
			"1..... ..5... ...... ...3.. ...... ..2..6"},
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
			want := brute.Count(productBrute(brute.Classic(tc.shape.Size, tc.shape.BoxRows, tc.shape.BoxCols, givens), tc.shape, tc.r), 0)
			if want == 0 || (tc.name == "cross product" && want != 1) {
				t.Fatalf("the brute force finds %d solutions: pick other clues", want)
			}
			rs := []sudoku.Rule{rules.Classic(), tc.r}
			if got := countSolutions(t, tc.shape, rs, tc.givens, want+1); got != want {
				t.Errorf("Count = %d, brute force %d", got, want)
			}
		})
	}
}

func TestProductDiagonalsBadRule(t *testing.T) {
	dr := rules.DiagonalClue{Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.DownRight}
	for _, r := range []rules.ProductDiagonals{
		{},
		{Product: 6},
		{Clues: []rules.DiagonalClue{dr}}, // one diagonal and no product
		{Product: -6, Clues: []rules.DiagonalClue{dr}},
		{Clues: []rules.DiagonalClue{dr, dr}},
		{Product: 6, Clues: []rules.DiagonalClue{{Clue: sudoku.Cell{Row: 0, Col: 0}, Dir: rules.DownRight}}},
		{Product: 6, Clues: []rules.DiagonalClue{{Clue: sudoku.Cell{Row: -2, Col: 0}, Dir: rules.DownRight}}},
		{Product: 6, Clues: []rules.DiagonalClue{{Clue: sudoku.Cell{Row: -1, Col: 0}, Dir: rules.UpLeft}}},
		{Product: 6, Clues: []rules.DiagonalClue{{Clue: sudoku.Cell{Row: -1, Col: 0}}}},
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
	// Products digits cannot make are Apply's errors, not Validate's.
	for _, r := range []rules.ProductDiagonals{
		{Product: 5, Clues: []rules.DiagonalClue{dr}},   // 5 is beyond 1..4
		{Product: 128, Clues: []rules.DiagonalClue{dr}}, // 2^7 on three cells of at most 2^2
	} {
		if err := r.Validate(sudoku.Shape4); err != nil {
			t.Errorf("%v.Validate = %v, want nil", r, err)
		}
		if _, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{r}); !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New with %v = %v, want ErrBadRule", r, err)
		}
	}
}

// TestProductDiagonalsManyDivisors cross-checks products with more than
// 4,096 divisors, which the rule states one prime at a time: the main
// diagonals of random 16x16 grids, with their own product (which holds) and with
// it times 2/3 or 3/2 (which breaks).
func TestProductDiagonalsManyDivisors(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 16))
	s := sudoku.Shape16
	divisors := func(p int) int {
		k := 1
		for _, q := range []int{2, 3, 5, 7, 11, 13} {
			m := 0
			for ; p%q == 0; p /= q {
				m++
			}
			k *= m + 1
		}
		return k
	}
	mains := []rules.DiagonalClue{
		{Clue: sudoku.Cell{Row: -1, Col: -1}, Dir: rules.DownRight},
		{Clue: sudoku.Cell{Row: -1, Col: 16}, Dir: rules.DownLeft},
	}
	tried := 0
	for try := 0; try < 400 && tried < 4; try++ {
		g := randomGrid(rng, s)
		dc := mains[try%2]
		cells := dc.Cells(s)
		p, big := 1, false
		for _, c := range cells {
			big = big || p > (1<<60)/g.At(c)
			p *= g.At(c)
		}
		if big || divisors(p) <= 4096 {
			continue
		}
		tried++
		other := p / 2 * 3
		if p%2 != 0 {
			other = p / 3 * 2
		}
		for _, tc := range []struct {
			product int
			holds   bool
		}{{p, true}, {other, false}} {
			r := rules.ProductDiagonals{Product: tc.product, Clues: []rules.DiagonalClue{dc}}
			if native := r.Check(g) == nil; native != tc.holds {
				t.Fatalf("%v: Check says %v, want %v", r, native, tc.holds)
			}
			if got := z3Verdict(t, r, g, sudoku.OneHot); got != tc.holds {
				t.Errorf("%v on\n%s\nthe Model says %v, want %v", r, g.Pretty(), got, tc.holds)
			}
		}
	}
	if tried == 0 {
		t.Fatal("no diagonal had a product of more than 4,096 divisors")
	}
}
