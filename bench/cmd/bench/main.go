// Command bench measures z3sudoku against its own slower encodings and the
// gini peer, on every corpus, and prints one Markdown table. Every answer is
// verified; a wrong one makes the command print the puzzle and exit 1.
//
//	go run ./cmd/bench                       # everything, with the default caps
//	go run ./cmd/bench -corpora top95 -solvers onehot,gini -n 20
//	go run ./cmd/bench -17clue /path/to/17clue.txt   # RSS over all 49,150
//
// Rows: each corpus × call (Solve and Unique; Count on serg; Solve only on
// grid64) × solver (onehot, int with a fresh Model per puzzle, bitvec, and
// the gini peer), then the 9x9 model build, 17clue throughput with 1 and 2
// workers, and the peak RSS of one Model solving 17clue in full.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/z3sudoku/z3sudoku/bench/internal/corpus"
	"github.com/z3sudoku/z3sudoku/bench/internal/harness"
	"github.com/z3sudoku/z3sudoku/bench/internal/machine"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func main() {
	var (
		corpora  = flag.String("corpora", strings.Join(corpus.Names(), ","), "corpora to run, comma-separated")
		solvers  = flag.String("solvers", "onehot,warm,int,bitvec,gini", "solvers to run, comma-separated")
		n        = flag.Int("n", 0, "at most this many puzzles per row (0 = all)")
		nSlow    = flag.Int("nslow", 20, "at most this many puzzles per row for int and bitvec (0 = as -n)")
		rowCap   = flag.Duration("cap", 30*time.Second, "time cap per row for int and bitvec (0 = none)")
		capFast  = flag.Duration("capfast", 60*time.Second, "time cap per row for onehot and gini (0 = none)")
		cap64    = flag.Duration("cap64", 120*time.Second, "time cap for the grid64 rows, model build excluded")
		peer64   = flag.Bool("peer64", false, "also run the gini peer on grid64 (about 33 million clauses)")
		builds   = flag.Int("build", 50, "9x9 model builds to time per solver (0 = none)")
		parallel = flag.Int("parallel", 2000, "17clue puzzles for the 1- and 2-worker throughput rows (0 = none)")
		rss      = flag.Bool("rss", true, "measure the RSS of one Model solving 17clue (in a child process)")
		clue17   = flag.String("17clue", "", "file of 17-clue puzzles for the RSS row (default: the embedded first 2,000)")
		rssChild = flag.Bool("rss-child", false, "internal: measure RSS in this process and print it as JSON")
	)
	flag.Parse()
	ctx := context.Background()
	if *rssChild {
		if err := rssMain(ctx, *clue17); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	cfg := harness.Config{N: *n, NSlow: *nSlow, Cap: *rowCap, CapFast: *capFast, Cap64: *cap64, Peer64: *peer64,
		Builds: *builds, Parallel: *parallel, Log: os.Stderr}
	if *corpora != "" {
		cfg.Corpora = strings.Split(*corpora, ",")
	}
	for _, name := range strings.Split(*solvers, ",") {
		e, err := harness.EngineByName(strings.TrimSpace(name))
		if err != nil {
			fatal(err)
		}
		cfg.Engines = append(cfg.Engines, e)
	}
	start := time.Now()
	loadStart := machine.Load()
	rep, err := harness.Run(ctx, cfg)
	if err == nil && *rss {
		var row harness.Row
		row, err = rssRow(*clue17)
		if err == nil {
			rep.Rows = append(rep.Rows, row)
		}
	}
	fmt.Printf("z3sudoku bench, %s\n\n", start.Format("2006-01-02 15:04 MST"))
	fmt.Printf("- machine: %s\n", machine.Summary())
	fmt.Printf("- load average (1, 5, 15 min): %s at the start, %s at the end\n", loadStart, machine.Load())
	fmt.Printf("- command: bench %s\n", strings.Join(os.Args[1:], " "))
	fmt.Printf("- %s in all; times per puzzle in µs; every answer verified\n\n", time.Since(start).Round(time.Second))
	harness.WriteTable(os.Stdout, rep.Rows)
	if err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	var wrong *harness.WrongAnswer
	if errors.As(err, &wrong) {
		fmt.Fprintf(os.Stderr, "\n%v\n", err)
		os.Exit(1)
	}
	fmt.Fprintln(os.Stderr, "bench:", err)
	os.Exit(2)
}

// load17 returns the 17clue corpus from file, or the embedded 2,000.
func load17(file string) (corpus.Corpus, error) {
	if file == "" {
		return corpus.Load("17clue")
	}
	return corpus.ReadFile("17clue", file, sudoku.Shape9)
}

// rssRow runs this command again with -rss-child, so that the peak
// resident size is that of one Model solving 17clue and nothing else.
func rssRow(file string) (harness.Row, error) {
	exe, err := os.Executable()
	if err != nil {
		return harness.Row{}, err
	}
	args := []string{"-rss-child"}
	if file != "" {
		args = append(args, "-17clue", file)
	}
	fmt.Fprintln(os.Stderr, "RSS: one OneHot Model solving 17clue, in a child process")
	cmd := exec.Command(exe, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return harness.Row{}, &harness.WrongAnswer{Corpus: "17clue", Call: harness.RSS, Engine: "onehot",
			Msg: fmt.Sprintf("the RSS run failed: %v", err)}
	}
	var res harness.RSSResult
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		return harness.Row{}, fmt.Errorf("RSS child: %w", err)
	}
	name := "17clue"
	if file == "" {
		name += " (first 2,000)"
	} else {
		name += " (full)"
	}
	return res.Row(name), nil
}

func rssMain(ctx context.Context, file string) error {
	c, err := load17(file)
	if err != nil {
		return err
	}
	res, err := harness.MeasureRSS(ctx, c)
	if err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(res)
}
