package main

import (
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// issClassic is ISS's "Classic sudoku" example (data/example_puzzles.js
// of sigh/Interactive-Sudoku-Solver) as a constraint string, and its
// solution.
const (
	issClassic    = ".~R1C1_5~R1C2_3~R1C5_7~R2C1_6~R2C4_1~R2C5_9~R2C6_5~R3C2_9~R3C3_8~R3C8_6~R4C1_8~R4C5_6~R4C9_3~R5C1_4~R5C4_8~R5C6_3~R5C9_1~R6C1_7~R6C5_2~R6C9_6~R7C2_6~R7C7_2~R7C8_8~R8C4_4~R8C5_1~R8C6_9~R8C9_5~R9C5_8~R9C8_7~R9C9_9"
	issClassicSol = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	// issAntiKnight is ISS's "Anti-knights move" example.
	issAntiKnight    = ".AntiKnight.~R1C2_3~R1C5_4~R1C6_1~R1C9_7~R2C4_5~R3C4_8~R3C6_9~R4C1_6~R4C8_7~R5C9_4~R6C2_4~R7C1_3~R8C5_6~R8C8_5~R9C2_6~R9C3_4~R9C4_3"
	issAntiKnightSol = "536241897978536241421879635613485972789623514245917368357198426892764153164352789"
)

// TestISSInput reads Interactive Sudoku Solver constraint strings and
// links as arguments and as lines of a batch, next to grid lines that
// also start with '.'.
func TestISSInput(t *testing.T) {
	link := "https://sigh.github.io/Interactive-Sudoku-Solver/?q=" + url.QueryEscape(issClassic) + "&mode=all-possibilities"
	frag := "https://example.org/iss/#q=" + issAntiKnight
	grid := "." + issAntiKnightSol[1:] // a grid line that starts with '.'
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  []string
	}{
		{"string argument", "", []string{"unique", issClassic}, []string{issClassicSol}},
		{"link argument", "", []string{"unique", link}, []string{issClassicSol}},
		{"fragment link argument", "", []string{"solve", frag}, []string{issAntiKnightSol}},
		{"lines", issAntiKnight + "\n" + grid + "\n" + link + "\n" + issClassic + "\n", []string{"solve"},
			[]string{issAntiKnightSol, issAntiKnightSol, issClassicSol, issClassicSol}},
		{"bad string", ".Cage~x~R1C1\n", []string{"solve"}, []string{"invalid"}},
		{"unsupported type", ".ChaosConstruction\n", []string{"solve"}, []string{"invalid"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, _ := runCmd(t, tc.stdin, append(tc.args, "--line")...)
			if diff := cmp.Diff(tc.want, strings.Split(strings.TrimSuffix(out, "\n"), "\n")); diff != "" {
				t.Errorf("%v (-want +got):\n%s\nstderr: %s", tc.args, diff, errOut)
			}
		})
	}
}

func TestIsISS(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{issClassic, true},
		{".AntiKnight", true},
		{".NoBoxes.Jigsaw~" + strings.Repeat("0", 81), true},
		{"." + strings.Repeat(".", 80), false},
		{"..3.4..........................................................................5.", false},
		{".A.B" + strings.Repeat(".", 252), false},
		{"abc", false},
	} {
		if got := isISS(tc.line); got != tc.want {
			t.Errorf("isISS(%.30q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
