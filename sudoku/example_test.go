package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func ExampleNew() {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	fmt.Println(m.Shape(), m.Encoding())
	// Output: 9x9 (3x3 boxes) onehot
}

func ExampleModel_Solve() {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	givens, err := sudoku.Parse("003004020006000009800010000005000090070003010040005600000080001300000400010600500")
	if err != nil {
		log.Fatal(err)
	}
	sol, err := m.Solve(context.Background(), givens)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(sol.Pretty())
	// Output:
	// 7 5 3 | 8 9 4 | 1 2 6
	// 1 2 6 | 3 5 7 | 8 4 9
	// 8 9 4 | 2 1 6 | 3 5 7
	// ------+-------+------
	// 2 3 5 | 1 6 8 | 7 9 4
	// 6 7 8 | 9 4 3 | 2 1 5
	// 9 4 1 | 7 2 5 | 6 8 3
	// ------+-------+------
	// 5 6 7 | 4 8 2 | 9 3 1
	// 3 8 9 | 5 7 1 | 4 6 2
	// 4 1 2 | 6 3 9 | 5 7 8
}

func ExampleModel_Count() {
	// The notebook's Sudoku-X puzzle has 131 solutions.
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	givens, _ := sudoku.Parse("100000000000003000080005020231000000060000000097000231000978000000000000078000000")
	n, err := m.Count(context.Background(), givens, 1000)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(n)
	// Output: 131
}

func ExampleModel_Unique() {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	// The first tutorial's puzzle, and the same without the 4 at r1c6.
	for _, text := range []string{
		"000094030000510007089000040000000208060201050102000000070000520900065000040970000",
		"000090030000510007089000040000000208060201050102000000070000520900065000040970000",
	} {
		givens, _ := sudoku.Parse(text)
		_, unique, err := m.Unique(context.Background(), givens)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(givens.NumGivens(), "givens, unique:", unique)
	}
	// Output:
	// 26 givens, unique: true
	// 25 givens, unique: false
}

func ExampleModel_Solutions() {
	m, err := sudoku.New(sudoku.LatinShape(3), []sudoku.Rule{rules.Latin()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	givens, _ := sudoku.Parse("1.. ... ...")
	n := 0
	for g, err := range m.Solutions(context.Background(), givens) {
		if err != nil {
			log.Fatal(err)
		}
		if err := m.Verify(g); err != nil {
			log.Fatal(err)
		}
		n++
	}
	fmt.Println(n, "latin squares of order 3 start with 1")
	// Output: 4 latin squares of order 3 start with 1
}

func ExampleModel_Candidates() {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	// Two solutions: the cells they disagree on keep two candidates.
	givens, _ := sudoku.Parse("1... .2.. ..3. ...4")
	cands, err := m.Candidates(context.Background(), givens)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(cands)
	// Output:
	// 1 34 24 23
	// 34 2 14 13
	// 24 14 3 12
	// 23 13 12 4
}

func ExampleModel_Verify() {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	good, _ := sudoku.Parse("1234341221434321")
	bad, _ := sudoku.Parse("1234341221434312")
	fmt.Println(m.Verify(good))
	err = m.Verify(bad)
	fmt.Println(errors.Is(err, sudoku.ErrConflict))
	fmt.Println(err)
	// Output:
	// <nil>
	// true
	// sudoku: conflict: columns: r2c3 and r4c3 both hold 1
}

func ExampleModel_Maximize() {
	// Fill a 3x3 latin square so that the main diagonal is as large as
	// possible: 3+3+3.
	m, err := sudoku.New(sudoku.LatinShape(3), []sudoku.Rule{rules.Latin()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	diagonal := func(c sudoku.Cell, d int) int {
		if c.Row == c.Col {
			return d
		}
		return 0
	}
	_, best, err := m.Maximize(context.Background(), sudoku.Grid{}, diagonal)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(best)
	// Output: 9
}

func ExampleWithEncoding() {
	givens, _ := sudoku.Parse("000094030000510007089000040000000208060201050102000000070000520900065000040970000")
	for _, enc := range []sudoku.Encoding{sudoku.OneHot, sudoku.Int, sudoku.BitVec} {
		m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()}, sudoku.WithEncoding(enc))
		if err != nil {
			log.Fatal(err)
		}
		sol, err := m.Solve(context.Background(), givens)
		m.Close()
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(enc, sol)
	}
	// Output:
	// onehot 715894632234516897689723145493657218867231954152489763376148529928365471541972386
	// int 715894632234516897689723145493657218867231954152489763376148529928365471541972386
	// bitvec 715894632234516897689723145493657218867231954152489763376148529928365471541972386
}

// Ascending is a custom rule: the digits of Cells increase. It uses the
// Builder's Relate, so every encoding supports it and givens that break it
// are reported before any search; its Check lets Verify catch wrong
// answers.
type Ascending struct{ Cells []sudoku.Cell }

func (r Ascending) Apply(b *sudoku.Builder) error {
	for i := 1; i < len(r.Cells); i++ {
		b.Relate(r.Cells[i-1], r.Cells[i], func(x, y int) bool { return x < y })
	}
	return nil
}

func (r Ascending) Check(g sudoku.Grid) error {
	for i := 1; i < len(r.Cells); i++ {
		if g.At(r.Cells[i-1]) >= g.At(r.Cells[i]) {
			return &sudoku.ConflictError{Rule: "ascending", Cells: r.Cells[i-1 : i+1], Msg: "do not increase"}
		}
	}
	return nil
}

func Example_customRule() {
	// On a 4x4, a first row that ascends must be 1 2 3 4.
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), Ascending{sudoku.MustCells("r1c1 r1c2 r1c3 r1c4")}})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	n, err := m.Count(context.Background(), sudoku.Grid{}, 1000)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(n, "grids, the 288 of a 4x4 divided by the 24 orders of its first row")
	// Output: 12 grids, the 288 of a 4x4 divided by the 24 orders of its first row
}

func ExampleConflictError() {
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	givens, _ := sudoku.Parse("55" + "...............................................................................")
	_, err = m.Solve(context.Background(), givens)
	var conflict *sudoku.ConflictError
	if errors.As(err, &conflict) {
		fmt.Println(conflict.Rule, conflict.Cells)
	}
	// Output: rows [r1c1 r1c2]
}

func ExampleDigitSets() {
	// The ways three distinct digits make 7 and 23, as setters learn them.
	for _, sum := range []int{7, 23, 15} {
		var sets []string
		for set := range sudoku.DigitSets(9, 3, sum) {
			s := ""
			for d := 1; d <= 9; d++ {
				if set&(1<<(d-1)) != 0 {
					s += fmt.Sprint(d)
				}
			}
			sets = append(sets, s)
		}
		fmt.Println(sum, strings.Join(sets, " "))
	}
	// Output:
	// 7 124
	// 23 689
	// 15 159 168 249 258 267 348 357 456
}
