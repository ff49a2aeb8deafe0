package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/internal/fuzzrules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// FuzzRules builds Models from rules with arbitrary parameters, decoded from
// the fuzz bytes by package fuzzrules: cells off the grid, repeated or
// disconnected, sums and counts out of range, impossible jigsaw layouts,
// invalid shapes. Building must give a Model or an error wrapping
// sudoku.ErrBadRule or sudoku.ErrInvalidGrid, never a panic or another
// error; every rule's native Check, and a built Model's Verify, must not
// panic on filled, empty and partly filled grids either.
//
// Run it with
//
//	go test ./rules -run '^$' -fuzz '^FuzzRules$' -fuzztime 10m -parallel 1
func FuzzRules(f *testing.F) {
	// Seeds: one per rule kind on 4x4 and 9x9, valid and wild, then a few
	// hand-written combinations.
	for kind := 0; kind < fuzzrules.Kinds; kind++ {
		f.Add([]byte{0, 0, 0, byte(kind), 3, 0, 5, 6, 7, 2, 9, 10, 1})
		f.Add([]byte{2, 2, 0, byte(kind), 9, 1, 17, 30, 41, 52, 0xf3, 60, 5})
	}
	f.Add([]byte{0, 1, 1, 0, 4, 3, 0})                // classic and a cage, Int
	f.Add([]byte{1, 2, 0, 35, 4, 1, 0, 2, 5, 3, 9})   // a jigsaw on 6x6
	f.Add([]byte{4, 0, 1, 4, 0xff, 0xf5, 0xf9, 0xf0}) // wild cells on 1x1
	f.Fuzz(func(t *testing.T, data []byte) {
		r := fuzzrules.NewReader(data, true)
		s := r.Shape()
		enc := sudoku.Encoding(r.Intn(4)) // 3 is no encoding: New must refuse it
		var rs []sudoku.Rule
		for k := 1 + r.Intn(4); k > 0; k-- {
			rule, _ := r.Rule(s)
			rs = append(rs, rule)
		}
		// The bound keeps New's compiling check short (a 16x16 or 9x9
		// Int Model can spend seconds in it): the fuzzer takes a worker
		// that spends 10 s on an input for hung.
		m, err := sudoku.New(s, rs, sudoku.WithEncoding(enc), sudoku.WithTimeout(time.Second))
		if err != nil {
			if !errors.Is(err, sudoku.ErrBadRule) && !errors.Is(err, sudoku.ErrInvalidGrid) && enc <= sudoku.BitVec {
				t.Fatalf("New(%v, %s) = %v, want an error wrapping ErrBadRule or ErrInvalidGrid", s, describe(rs), err)
			}
			if m != nil {
				t.Fatalf("New() returned a Model with error %v", err)
			}
		} else {
			defer m.Close()
			if enc > sudoku.BitVec {
				t.Fatalf("New() accepted %v", enc)
			}
		}
		if s.Validate() != nil {
			return
		}
		rng := rand.New(rand.NewPCG(uint64(len(data)), uint64(r.Byte())))
		full := randomGrid(rng, s)
		part := full.Clone()
		for i := 0; i < s.NumCells(); i++ {
			if rng.IntN(2) == 0 {
				part.Set(s.CellAt(i), 0)
			}
		}
		for _, g := range []sudoku.Grid{full, part, sudoku.NewGrid(s)} {
			for _, rule := range rs {
				if ch, ok := rule.(sudoku.Checker); ok {
					_ = ch.Check(g) // must not panic, whatever the parameters
				}
			}
			if m != nil {
				if err := m.Verify(g); err != nil && g.Filled() && !errors.Is(err, sudoku.ErrConflict) && !errors.Is(err, sudoku.ErrBadRule) {
					t.Fatalf("Verify(filled grid) = %v, want nil or a conflict", err)
				}
			}
		}
	})
}

// describe names the rules and their parameters for failure messages.
func describe(rs []sudoku.Rule) string {
	s := ""
	for _, r := range rs {
		s += fmt.Sprintf("\n\t%s %+v", sudoku.RuleName(r), r)
	}
	return s
}
