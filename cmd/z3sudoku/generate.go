package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// variantFlags are the rule sets generate knows by name, on 9x9: the classic
// rules and the global rules of the puzzle commands' flags.
var variantFlags = map[string]ruleFlags{
	"classic":        {},
	"x":              {x: true},
	"antiknight":     {antiKnight: true},
	"antiking":       {antiKing: true},
	"windoku":        {windoku: true},
	"disjoint":       {disjoint: true},
	"nonconsecutive": {nonConsecutive: true},
}

func variantNames() string {
	names := []string{"classic", "x", "antiknight", "antiking", "windoku", "disjoint", "nonconsecutive", "killer"}
	return strings.Join(names, ", ")
}

func generateCmd(args []string, e *env) int {
	stdout, stderr := e.stdout, e.stderr
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	count := fs.Int("count", 1, "how many puzzles to generate")
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same puzzles")
	variant := fs.String("variant", "classic", "rule set: "+variantNames())
	symmetry := fs.String("symmetry", "none", "symmetry of the givens: none, rotate180, mirror or diagonal")
	pretty := fs.Bool("pretty", false, "print boxed grids even when output is not a terminal")
	fs.Usage = func() {
		fmt.Fprintf(stderr, `Usage: z3sudoku generate [flags]

Generates minimal unique 9x9 puzzles: every given is needed. Killer puzzles
have no givens and are printed as f-puzzles JSON, one per line.

Examples:

	z3sudoku generate
	z3sudoku generate --count 10 --seed 7 --variant x --symmetry rotate180
	z3sudoku generate --variant killer

Flags:
`)
		fs.PrintDefaults()
	}
	operands, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	usageErr := usageError(stderr, "generate")
	if len(operands) > 0 {
		return usageErr("unexpected argument %q", operands[0])
	}
	if *count < 1 {
		return usageErr("--count %d, want at least 1", *count)
	}
	sym, ok := map[string]generate.Symmetry{
		"none": generate.None, "rotate180": generate.Rotate180, "mirror": generate.Mirror, "diagonal": generate.Diagonal,
	}[*symmetry]
	if !ok {
		return usageErr("unknown symmetry %q (want none, rotate180, mirror or diagonal)", *symmetry)
	}
	ctx := context.Background()
	if *variant == "killer" {
		return generateKillers(ctx, *count, *seed, stdout, stderr)
	}
	rf, ok := variantFlags[*variant]
	if !ok {
		return usageErr("unknown variant %q (want %s)", *variant, variantNames())
	}
	asPretty := *pretty || isTerminal(stdout)
	for i := 0; i < *count; i++ {
		// A fresh Model per puzzle: a generator's output is reproducible from
		// its seed on a Model that has not been used before.
		m, err := sudoku.New(sudoku.Shape9, rf.plain(sudoku.Shape9))
		if err != nil {
			fmt.Fprintln(stderr, "z3sudoku generate:", err)
			return exitFailed
		}
		res, err := generate.Puzzle(ctx, m, generate.WithSeed(*seed+uint64(i)), generate.WithSymmetry(sym))
		m.Close()
		if err != nil {
			fmt.Fprintln(stderr, "z3sudoku generate:", err)
			return exitFailed
		}
		if asPretty {
			fmt.Fprintf(stdout, "%s puzzle %d, %d givens:\n%s\n", *variant, i+1, res.Puzzle.NumGivens(), res.Puzzle.Pretty())
		} else {
			fmt.Fprintln(stdout, res.Puzzle.String())
		}
	}
	return exitOK
}

func generateKillers(ctx context.Context, count int, seed uint64, stdout, stderr io.Writer) int {
	for i := 0; i < count; i++ {
		res, err := generate.Killer(ctx, sudoku.Shape9, generate.WithSeed(seed+uint64(i)))
		if err != nil {
			fmt.Fprintln(stderr, "z3sudoku generate:", err)
			return exitFailed
		}
		p := res.Puzzle()
		p.Title = fmt.Sprintf("Killer %d (seed %d)", i+1, seed+uint64(i))
		data, err := variants.MarshalFPuzzles(p)
		if err != nil {
			fmt.Fprintln(stderr, "z3sudoku generate:", err)
			return exitFailed
		}
		// One line per puzzle: compact the indented JSON.
		var line bytes.Buffer
		if err := json.Compact(&line, data); err != nil {
			fmt.Fprintln(stderr, "z3sudoku generate:", err)
			return exitFailed
		}
		fmt.Fprintln(stdout, line.String())
	}
	return exitOK
}
