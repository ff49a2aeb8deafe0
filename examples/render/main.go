// Command render draws one puzzle three ways with package render: a
// thermo-arrow puzzle as it is printed for solvers (SVG, colour theme),
// with its pencil marks (PNG), and solved, for the answers page (SVG,
// black-and-white print theme). The puzzle is built in code from rule
// values, solved with its own Model, and the true candidates come from
// the same Model.
//
// Run it from the module root with:
//
//	go run ./examples/render -dir /tmp/drawings
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"io"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/z3sudoku/z3sudoku/render"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// givens are the puzzle's digits; the thermometers and arrows do the rest.
const givens = "1.7......" +
	"........3" +
	"64......." +
	"....9...." +
	"......97." +
	"........." +
	"..4......" +
	"...3....8" +
	"8...2...4"

func main() {
	dir := flag.String("dir", ".", "write the drawings to `DIR`")
	flag.Parse()
	if err := run(*dir, os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// puzzle returns the thermo-arrow puzzle.
func puzzle() (sudoku.Puzzle, error) {
	g, err := sudoku.Parse(givens)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	c := sudoku.MustCells
	return variants.Classic(g, variants.WithTitle("Thermo-arrow"), variants.WithRules(
		rules.Thermometer{Cells: c("r5c3 r5c2 r5c1 r4c1 r4c2")},
		rules.Thermometer{Cells: c("r9c7 r8c7 r7c7 r7c8 r7c9")},
		rules.Thermometer{Cells: c("r6c5 r5c5 r5c6 r6c6 r7c6")},
		rules.Thermometer{Cells: c("r2c6 r1c6 r1c5 r2c5")},
		rules.Arrow{Circle: c("r1c9"), Line: c("r2c8 r3c9")},
		rules.Arrow{Circle: c("r6c1"), Line: c("r7c1 r7c2 r8c2")},
		rules.Arrow{Circle: c("r4c8 r4c9"), Line: c("r5c9 r6c9 r6c8 r6c7")},
		rules.Arrow{Circle: c("r3c6"), Line: c("r2c7 r3c8")},
	)), nil
}

// run draws the puzzle into dir and reports each file on w.
func run(dir string, w io.Writer) error {
	p, err := puzzle()
	if err != nil {
		return err
	}
	m, err := p.Model()
	if err != nil {
		return err
	}
	defer m.Close()
	ctx := context.Background()
	sol, unique, err := m.Unique(ctx, p.Givens)
	if err != nil {
		return err
	}
	cands, err := m.Candidates(ctx, p.Givens)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s: %d givens, unique: %t\n", p, p.Givens.NumGivens(), unique)

	drawings := []struct {
		file string
		draw func(io.Writer) error
	}{
		{"puzzle.svg", func(w io.Writer) error { return render.SVG(w, p) }},
		{"pencil-marks.png", func(w io.Writer) error {
			return render.PNG(w, p, render.WithCandidates(cands), render.WithCellSize(64))
		}},
		{"solution.svg", func(w io.Writer) error { return drawSolution(w, p, sol) }},
	}
	for _, d := range drawings {
		var buf bytes.Buffer
		if err := d.draw(&buf); err != nil {
			return fmt.Errorf("%s: %w", d.file, err)
		}
		path := filepath.Join(dir, d.file)
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(w, "%s: %s\n", d.file, describe(d.file, buf.Bytes()))
	}
	return nil
}

// drawSolution draws puzzle solved, in the black-and-white theme for
// print: the README's example of package render.
func drawSolution(w io.Writer, puzzle sudoku.Puzzle, sol sudoku.Grid) error {
	// README begin: Drawing puzzles
	err := render.SVG(w, puzzle, render.WithSolution(sol), render.WithTheme(render.Print))
	// README end
	return err
}

// describe summarises a drawing: a PNG's size, an SVG's elements by kind.
func describe(name string, data []byte) string {
	if strings.HasSuffix(name, ".png") {
		cfg, err := png.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return err.Error()
		}
		return fmt.Sprintf("%dx%d pixels", cfg.Width, cfg.Height)
	}
	svg := string(data)
	var parts []string
	for _, class := range []string{"given", "solved", "thermo", "arrow-circle", "arrow"} {
		parts = append(parts, fmt.Sprintf("%d %s", strings.Count(svg, `class="`+class+`"`), class))
	}
	return strings.Join(parts, ", ")
}
