package variants_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// TestWriterUsesRuleValidate checks that the f-puzzles writer refuses a
// rule with bad parameters for the reason, and in the words, of the
// rule's own Validate, which building a Model reports too.
func TestWriterUsesRuleValidate(t *testing.T) {
	tests := []struct {
		name string
		rule sudoku.Rule
	}{
		{"quadruple digit 10", rules.Quadruple{Corner: cell("r1c1"), Digits: []int{1, 10}}},
		{"quadruple off the grid", rules.Quadruple{Corner: cell("r9c9"), Digits: []int{1}}},
		{"sandwich off the grid", rules.Sandwich{Line: rules.Row(9), Sum: 5}},
		{"sandwich negative", rules.Sandwich{Line: rules.Row(0), Sum: -1}},
		{"x-sum of 0", rules.XSum{Line: rules.Column(2), Sum: 0}},
		{"skyscraper of 0", rules.Skyscraper{Line: rules.Row(0), Count: 0}},
		{"white dot on one cell", rules.Difference{A: cell("r1c1"), B: cell("r1c1")}},
		{"black dot of -2", rules.Ratio{A: cell("r1c1"), B: cell("r1c2"), Value: -2}},
		{"inequality off the grid", rules.GreaterThan{Big: cell("r1c1"), Small: sudoku.Cell{Row: 0, Col: 9}}},
		{"clone of itself", rules.Clone{A: cells("r1c1"), B: cells("r1c1")}},
		{"cage negative", rules.Cage{Sum: -3, Cells: cells("r1c1 r1c2")}},
		{"candidates 0", rules.GivenCandidates{Cell: cell("r1c1"), Digits: []int{0}}},
	}
	for _, tt := range tests {
		p := sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), tt.rule}}
		want := rules.Validate(tt.rule, sudoku.Shape9)
		if want == nil {
			t.Fatalf("%s: rules.Validate() = nil, want an error", tt.name)
		}
		_, err := variants.MarshalFPuzzles(p)
		if !errors.Is(err, variants.ErrInvalid) || !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%s: MarshalFPuzzles() = %v, want ErrInvalid and sudoku.ErrBadRule", tt.name, err)
			continue
		}
		if !strings.Contains(err.Error(), want.Error()) || !strings.Contains(err.Error(), "rule 4") {
			t.Errorf("%s: MarshalFPuzzles() = %q, want rule 4 and %q", tt.name, err, want)
		}
		m, err := p.Model()
		if err == nil {
			m.Close()
			t.Errorf("%s: Model() = nil error, want %q", tt.name, want)
		} else if !strings.Contains(err.Error(), want.Error()) {
			t.Errorf("%s: Model() = %q, want it to contain %q", tt.name, err, want)
		}
	}
}

// TestReaderUsesRuleValidate checks that the reader refuses what the
// writer would, a rule whose Validate fails, so that every puzzle read can
// be written back.
func TestReaderUsesRuleValidate(t *testing.T) {
	tests := []struct {
		name, fields, field string
	}{
		{"white dot on one cell", `"difference": [{"cells": ["R1C1", "R1C1"]}]`, "difference[0]"},
		{"x-sum of 0", `"xsum": [{"cell": "R0C1", "value": "0"}]`, "xsum[0]"},
		{"sandwich of -1", `"sandwichsum": [{"cell": "R0C1", "value": "-1"}]`, "sandwichsum[0]"},
		{"cage of -3", `"killercage": [{"cells": ["R1C1", "R1C2"], "value": "-3"}]`, "killercage[0]"},
		{"clone of itself", `"clone": [{"cells": ["R1C1"], "cloneCells": ["R1C1"]}]`, "clone[0]"},
	}
	for _, tt := range tests {
		_, err := variants.ParseFPuzzles([]byte(fpzJSON(9, tt.fields, nil)))
		if !errors.Is(err, variants.ErrInvalid) || !errors.Is(err, sudoku.ErrBadRule) {
			t.Errorf("%s: ParseFPuzzles() = %v, want ErrInvalid and sudoku.ErrBadRule", tt.name, err)
			continue
		}
		if !strings.Contains(err.Error(), tt.field) {
			t.Errorf("%s: ParseFPuzzles() = %q, want it to name %s", tt.name, err, tt.field)
		}
	}
}
