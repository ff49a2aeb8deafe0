package sudoku_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// TestSeedPuzzles checks the puzzles of the tutorials this project began
// from against their published solutions, under every encoding.
func TestSeedPuzzles(t *testing.T) {
	setNum := sudoku.NewGrid(sudoku.Shape9)
	for _, clue := range [][3]int{
		{2, 6, 1}, {2, 8, 8}, {3, 1, 6}, {3, 2, 4}, {3, 7, 7}, {4, 6, 3}, {5, 3, 1}, {5, 4, 8}, {5, 6, 5},
		{6, 1, 9}, {6, 7, 4}, {6, 9, 2}, {7, 6, 9}, {7, 7, 3}, {7, 8, 5}, {8, 1, 7}, {8, 5, 6}, {9, 5, 2},
	} {
		setNum.Set(sudoku.Cell{Row: clue[0] - 1, Col: clue[1] - 1}, clue[2])
	}
	cases := []struct {
		name   string
		givens sudoku.Grid
		want   string
	}{
		{"minisat page", mustParse(t, sudoku.Shape9, "003004020006000009800010000005000090070003010040005600000080001300000400010600500"),
			"753894126126357849894216357235168794678943215941725683567482931389571462412639578"},
		{"scheme post", mustParse(t, sudoku.Shape9, "--3-2-6--/9--3-5--1/--18-64--/--81-29--/7-------8/--67-82--/--26-95--/8--2-3--9/--5-1-3--"),
			"483921657967345821251876493548132976729564138136798245372689514814253769695417382"},
		{"first tutorial", mustParse(t, sudoku.Shape9, "000094030000510007089000040000000208060201050102000000070000520900065000040970000"),
			"715894632234516897689723145493657218867231954152489763376148529928365471541972386"},
		{"setNum clues", setNum,
			"187632549592471683643958721476293815321845976958716432264189357715364298839527164"},
	}
	for _, tc := range cases {
		for _, enc := range encodings {
			t.Run(tc.name+"/"+enc.String(), func(t *testing.T) {
				m := classic9(t, sudoku.WithEncoding(enc))
				sol, unique, err := m.Unique(bg, tc.givens)
				if err != nil {
					t.Fatal(err)
				}
				if !unique {
					t.Error("Unique = false, want true")
				}
				want := mustParse(t, sudoku.Shape9, tc.want)
				if diff := cmp.Diff(want.String(), sol.String()); diff != "" {
					t.Errorf("Unique() solution mismatch (-want +got):\n%s", diff)
				}
			})
		}
	}
}

// TestSeedSudokuX checks the notebook's Sudoku-X puzzle: not unique, 131
// solutions, one of them the notebook's.
func TestSeedSudokuX(t *testing.T) {
	m := newModel(t, sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
	p := mustParse(t, sudoku.Shape9, "100000000000003000080005020231000000060000000097000231000978000000000000078000000")
	n, err := m.Count(bg, p, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if n != 131 {
		t.Errorf("Count = %d, want 131", n)
	}
	printed := mustParse(t, sudoku.Shape9, "125487693649213875783695124231759468864321957597846231316978542952134786478562319")
	if err := m.Verify(printed); err != nil {
		t.Errorf("Verify(notebook's solution) = %v, want nil", err)
	}
	keepsGivens(t, p, printed)
	found := false
	for g, err := range m.Solutions(bg, p) {
		if err != nil {
			t.Fatal(err)
		}
		if g.Equal(printed) {
			found = true
		}
	}
	if !found {
		t.Error("Solutions did not yield the notebook's solution")
	}
}
