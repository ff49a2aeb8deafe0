package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func runCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestSolveStdin(t *testing.T) {
	out, errOut, code := runCmd(t, "003004020006000009800010000005000090070003010040005600000080001300000400010600500\n", "solve")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if want := "753894126126357849894216357235168794678943215941725683567482931389571462412639578\n"; strings.ReplaceAll(out, ".", "") != want {
		t.Errorf("solve = %q, want %q", out, want)
	}
}

func TestSolveDefaultPuzzleText(t *testing.T) {
	// The embedded default must parse and solve; run it through the same
	// path as a terminal would, with --pretty.
	out, errOut, code := runCmd(t, defaultPuzzle, "solve", "-pretty")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "7 1 5 | 8 9 4 | 6 3 2") {
		t.Errorf("solve -pretty = \n%s, want the tutorial's solution", out)
	}
}

func TestGenerateReproducible(t *testing.T) {
	args := []string{"generate", "--count", "2", "--seed", "5", "--variant", "x", "--symmetry", "rotate180"}
	out1, errOut, code := runCmd(t, "", args...)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	out2, _, _ := runCmd(t, "", args...)
	if out1 != out2 {
		t.Errorf("the same seed gave\n%s\nand\n%s", out1, out2)
	}
	lines := strings.Split(strings.TrimSpace(out1), "\n")
	if len(lines) != 2 {
		t.Fatalf("generate --count 2 printed %d lines, want 2", len(lines))
	}
	m, err := sudoku.New(sudoku.Shape9, []sudoku.Rule{rules.Classic(), rules.Diagonals()})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for _, line := range lines {
		g, err := sudoku.Parse(line)
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		if _, unique, err := m.Unique(context.Background(), g); err != nil || !unique {
			t.Errorf("puzzle %s: Unique = %v, %v", line, unique, err)
		}
		for i := 0; i < 81; i++ {
			c := sudoku.Shape9.CellAt(i)
			mirror := sudoku.Cell{Row: 8 - c.Row, Col: 8 - c.Col}
			if (g.At(c) == 0) != (g.At(mirror) == 0) {
				t.Errorf("puzzle %s: %s and %s break the 180° symmetry", line, c, mirror)
				break
			}
		}
	}
}

func TestGenerateUsage(t *testing.T) {
	for _, args := range [][]string{
		{"generate", "--variant", "nope"},
		{"generate", "--symmetry", "sideways"},
		{"generate", "--count", "0"},
		{"generate", "extra"},
	} {
		if _, _, code := runCmd(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
	}
}
