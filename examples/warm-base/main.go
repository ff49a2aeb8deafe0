// Warm-base checks a folder of variant puzzles, each with rules of its
// own, the way a puzzle site or a generator does: every puzzle needs a
// Model, and a sudoku.Base keeps the classic houses compiled so that each
// Model costs only its own rules. The program first runs the README's loop
// over the puzzles, then checks each again on the base and on a Model of
// its own, with the times of both. The jigsaw has no boxes, so its Model is
// built on its own; WithBase never changes an answer.
//
// The puzzles are made for this project's tests (see
// sudoku/testdata/variants/README.md).
//
//	go run ./examples/warm-base
package main

import (
	"context"
	"embed"
	"fmt"
	"io"
	"log"
	"os"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

//go:embed puzzles/*.json
var files embed.FS

func main() {
	if err := run(os.Stdout, true); err != nil {
		log.Fatal(err)
	}
}

// run checks every puzzle on the base, one line each, then compares each
// with a Model of its own, writing one line per puzzle again; with times
// set, it adds what each took.
func run(w io.Writer, times bool) error {
	ctx := context.Background()
	puzzles, err := load()
	if err != nil {
		return err
	}

	// README begin: Many puzzles with rules of their own: warm bases
	base, err := sudoku.NewBase(ctx, sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		return err
	}
	defer base.Close()
	for _, p := range puzzles { // any puzzle whose rules keep the classic houses
		m, err := p.ModelContext(ctx, sudoku.WithBase(base))
		if err != nil {
			return err
		}
		sol, unique, err := m.Unique(ctx, p.Givens)
		m.Close() // gives the solver back, without this puzzle's rules
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s: unique %v, the published solution %v\n", p, unique, sol.Equal(p.Solution))
	}
	// README end

	fmt.Fprintln(w, "\non the base and on a Model of its own:")
	for _, p := range puzzles {
		warm, err := check(ctx, p, sudoku.WithBase(base))
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		cold, err := check(ctx, p)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		if warm.unique != cold.unique || warm.solution != cold.solution {
			return fmt.Errorf("%s: the base changed the answer", p)
		}
		fmt.Fprintf(w, "%-12s %-11s", p, warm.how)
		if times {
			fmt.Fprintf(w, "  with the base %6.1f ms, without %6.1f ms", ms(warm.took), ms(cold.took))
		}
		fmt.Fprintln(w)
	}
	return nil
}

// load reads the puzzles, in the order of their file names.
func load() ([]sudoku.Puzzle, error) {
	entries, err := files.ReadDir("puzzles")
	if err != nil {
		return nil, err
	}
	var puzzles []sudoku.Puzzle
	for _, e := range entries {
		data, err := files.ReadFile("puzzles/" + e.Name())
		if err != nil {
			return nil, err
		}
		p, err := variants.ParseFPuzzles(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.Name(), err)
		}
		puzzles = append(puzzles, p)
	}
	return puzzles, nil
}

type verdict struct {
	unique, solution bool
	took             time.Duration
	how              string
}

// check builds p's Model with opts and asks whether p is unique, timing
// both: the cost of one puzzle from its rules.
func check(ctx context.Context, p sudoku.Puzzle, opts ...sudoku.Option) (verdict, error) {
	start := time.Now()
	m, err := p.ModelContext(ctx, opts...)
	if err != nil {
		return verdict{}, err
	}
	defer m.Close()
	sol, unique, err := m.Unique(ctx, p.Givens)
	if err != nil {
		return verdict{}, err
	}
	v := verdict{unique: unique, solution: sol.Equal(p.Solution), took: time.Since(start), how: "warm"}
	if m.Base() == nil {
		v.how = "built alone"
	}
	return v, nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
