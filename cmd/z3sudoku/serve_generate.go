package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// generateLine is one line of /api/generate's NDJSON answer: progress
// lines while the generator works, then one line with the puzzle or an
// error.
type generateLine struct {
	Checks    int    `json:"checks"`
	Givens    int    `json:"givens,omitempty"`
	Cages     int    `json:"cages,omitempty"`
	ElapsedMS int64  `json:"elapsed_ms"`
	Done      bool   `json:"done,omitempty"`
	Puzzle    string `json:"puzzle,omitempty"` // a grid, or f-puzzles JSON for a killer
	Seed      uint64 `json:"seed,omitempty"`
	Error     string `json:"error,omitempty"`
}

// progressEvery is how often /api/generate reports progress at most.
const progressEvery = 100 * time.Millisecond

// generate streams a generator's progress as NDJSON and ends with the
// puzzle, as "z3sudoku generate" prints it: a grid, or a killer's f-puzzles
// JSON. The variants and symmetries are the command's; seed 0 picks one
// from the clock, and the answer names it.
func (s *server) generate(ctx context.Context, w http.ResponseWriter, req *job) error {
	variant, symmetry := req.Variant, req.Symmetry
	if variant == "" {
		variant = "classic"
	}
	if symmetry == "" {
		symmetry = "none"
	}
	sym, ok := map[string]generate.Symmetry{
		"none": generate.None, "rotate180": generate.Rotate180, "mirror": generate.Mirror, "diagonal": generate.Diagonal,
	}[symmetry]
	if !ok {
		return badRequest("unknown symmetry %q (want none, rotate180, mirror or diagonal)", cut(symmetry, maxValue))
	}
	rf, known := variantRules(variant)
	if !known && variant != "killer" {
		return badRequest("unknown variant %q (want %s)", cut(variant, maxValue), variantNames())
	}
	seed := req.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}

	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	send := func(l generateLine) {
		data, _ := json.Marshal(l)
		w.Write(append(data, '\n'))
		rc.Flush()
	}
	var last time.Time
	progress := generate.WithProgress(func(p generate.Progress) {
		if now := time.Now(); now.Sub(last) >= progressEvery {
			last = now
			send(generateLine{Checks: p.Checks, Givens: p.Givens, Cages: p.Cages, ElapsedMS: p.Elapsed.Milliseconds()})
		}
	})
	start := time.Now()
	end := generateLine{Done: true, Seed: seed}
	var err error
	if variant == "killer" {
		var res generate.KillerResult
		res, err = generate.Killer(ctx, sudoku.Shape9, generate.WithSeed(seed), progress)
		if err == nil {
			p := res.Puzzle()
			p.Title = fmt.Sprintf("Killer (seed %d)", seed)
			var data []byte
			if data, err = variants.MarshalFPuzzles(p); err == nil {
				var line bytes.Buffer
				if err = json.Compact(&line, data); err == nil {
					end.Puzzle, end.Checks, end.Cages = line.String(), res.Checks, len(res.Cages)
				}
			}
		}
	} else {
		// A fresh Model, as the command uses: the output then depends
		// only on the seed.
		var m *sudoku.Model
		m, err = sudoku.NewContext(ctx, sudoku.Shape9, rf.plain(sudoku.Shape9), sudoku.WithEncoding(s.cfg.enc))
		if err == nil {
			var res generate.Result
			res, err = generate.Puzzle(ctx, m, generate.WithSeed(seed), generate.WithSymmetry(sym), progress)
			m.Close()
			if err == nil {
				end.Puzzle, end.Checks, end.Givens = res.Puzzle.String(), res.Checks, res.Puzzle.NumGivens()
			}
		}
	}
	end.ElapsedMS = time.Since(start).Milliseconds()
	if err != nil {
		end = generateLine{Done: true, Seed: seed, ElapsedMS: end.ElapsedMS, Error: errorText(err)}
		if ctx.Err() != nil {
			end.Error = stopReason(ctx)
		}
	}
	send(end) // lost when the client is gone
	return nil
}
