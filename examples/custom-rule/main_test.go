package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out); err != nil {
		t.Fatal(err)
	}
	want := `4x4 grids with no extra rule: 288
4x4 grids with progression at r1c1: 24
4x4 grids with product 6 at r1c1: 48
givens 1 at r1c1 and r3c3: sudoku: conflict: progression at r1c1: r1c1 and r3c3 match no allowed combination
Verify(1423324121344312): sudoku: conflict: product 6 at r1c1: r1c1 and r1c2 multiply to 4
`
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}

// TestCountsByBruteForce counts the same 4x4 cases without Z3.
func TestCountsByBruteForce(t *testing.T) {
	at := func(c sudoku.Cell) int { return c.Row*4 + c.Col }
	// with returns the digits of cells once cell i holds d, or false while
	// some are still empty: a rule is judged when its last cell is filled.
	with := func(g []int, i, d int, cells ...sudoku.Cell) ([]int, bool) {
		ds := make([]int, len(cells))
		for k, c := range cells {
			switch {
			case at(c) == i:
				ds[k] = d
			case g[at(c)] == 0:
				return nil, false
			default:
				ds[k] = g[at(c)]
			}
		}
		return ds, true
	}
	progression := func(g []int, i, d int) bool {
		ds, full := with(g, i, d, diagonal4.Cells...)
		return !full || (ds[1] != ds[0] && ds[2]-ds[1] == ds[1]-ds[0])
	}
	product := func(g []int, i, d int) bool {
		ds, full := with(g, i, d, product4.A, product4.B)
		return !full || ds[0]*ds[1] == product4.Value
	}
	for _, c := range []struct {
		name    string
		allowed func([]int, int, int) bool
		rule    sudoku.Rule
	}{
		{"progression", progression, diagonal4},
		{"product", product, product4},
	} {
		p := brute.Classic(4, 2, 2, nil)
		p.Allowed = c.allowed
		want := brute.Count(p, 0)
		got, err := count(context.Background(), sudoku.Shape4, rules.Classic(), c.rule)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s: Count = %d, brute force %d", c.name, got, want)
		}
	}
}

func TestBadParameters(t *testing.T) {
	for _, r := range []sudoku.Rule{
		Progression{Cells: sudoku.MustCells("r1c1 r1c2")},
		Product{A: sudoku.Cell{}, B: sudoku.Cell{Row: 0, Col: 1}, Value: 7},
	} {
		_, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic(), r})
		if !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("New with %v: err = %v, want ErrBadRule", r, err)
		}
		if err != nil && !strings.Contains(err.Error(), "r1c1") {
			t.Errorf("error %q does not name the rule's cell", err)
		}
	}
}
