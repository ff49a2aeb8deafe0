// Warm-base checks a folder of variant puzzles, each with rules of its
// own, the way a puzzle site or a generator does: every puzzle needs a
// Model, and a sudoku.Base keeps the classic houses compiled so that each
// Model costs only its own rules. The jigsaw has no boxes, so its Model is
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
var puzzles embed.FS

func main() {
	if err := run(os.Stdout, true); err != nil {
		log.Fatal(err)
	}
}

// run checks every puzzle, on the base and on a Model of its own, and
// writes one line per puzzle; with times set, it adds what each took.
func run(w io.Writer, times bool) error {
	ctx := context.Background()
	base, err := sudoku.NewBase(ctx, sudoku.Shape9, []sudoku.Rule{rules.Classic()})
	if err != nil {
		return err
	}
	defer base.Close()
	entries, err := puzzles.ReadDir("puzzles")
	if err != nil {
		return err
	}
	for _, e := range entries {
		data, err := puzzles.ReadFile("puzzles/" + e.Name())
		if err != nil {
			return err
		}
		p, err := variants.ParseFPuzzles(data)
		if err != nil {
			return fmt.Errorf("%s: %w", e.Name(), err)
		}
		warm, err := check(ctx, p, sudoku.WithBase(base))
		if err != nil {
			return fmt.Errorf("%s: %w", e.Name(), err)
		}
		cold, err := check(ctx, p)
		if err != nil {
			return fmt.Errorf("%s: %w", e.Name(), err)
		}
		if warm.unique != cold.unique || warm.solution != cold.solution {
			return fmt.Errorf("%s: the base changed the answer", e.Name())
		}
		fmt.Fprintf(w, "%-18s unique %-5v published solution %-5v %-11s", e.Name(), warm.unique, warm.solution, warm.how)
		if times {
			fmt.Fprintf(w, "  with the base %6.1f ms, without %6.1f ms", ms(warm.took), ms(cold.took))
		}
		fmt.Fprintln(w)
	}
	return nil
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
