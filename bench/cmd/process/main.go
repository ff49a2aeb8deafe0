// Command process times `z3sudoku unique` as a whole process, one puzzle
// file per run, against two peers that run the same files in the same
// run: z3sudoku's own Int encoding (`--encoding int`), and a strengthened
// Int model in Z3's Python API (peer/z3py/killer_int.py). It prints one
// Markdown table of medians. This is issue 16's check on held-out
// 0-given killers; the runs are interleaved, so that load drifts over
// all columns alike.
//
//	go run ./cmd/process                                  # the bench's six 0-given killers
//	go run ./cmd/process -runs 31 -bin /path/to/z3sudoku a.json b.json
//
// Run it from the bench directory. Every answer is checked: each command must say the puzzle is unique,
// and all must print the same solution. The Python peer needs python3
// with the z3 module (Debian: apt-get install python3-z3); without it its
// column says why.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

func main() {
	var (
		runs    = flag.Int("runs", 21, "runs of z3sudoku per file (the median is printed)")
		slow    = flag.Int("slow-runs", 5, "runs of each peer per file")
		bin     = flag.String("bin", "", "z3sudoku binary to time (default: build it from this checkout)")
		python  = flag.String("python", "python3", "Python interpreter with the z3 module")
		dataDir = flag.String("data", "internal/corpus/data/variants", "directory of the default puzzles")
		limit   = flag.Duration("limit", 30*time.Second, "longest run; a peer's longer run is cut there and its time shown as a lower bound")
	)
	flag.Parse()
	files := flag.Args()
	if len(files) == 0 {
		for i := 1; i <= 6; i++ {
			files = append(files, filepath.Join(*dataDir, fmt.Sprintf("killer-%02d.json", i)))
		}
	}
	if err := run(files, *bin, *python, *runs, *slow, *limit); err != nil {
		fmt.Fprintln(os.Stderr, "process:", err)
		os.Exit(1)
	}
}

// A column is one way to answer a puzzle file, as a command line.
type column struct {
	name string
	argv func(file string) []string
	runs int
	err  error // why the column cannot run on this machine
}

func run(files []string, bin, python string, runs, slow int, limit time.Duration) error {
	if bin == "" {
		dir, err := os.MkdirTemp("", "process-bench")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		bin = filepath.Join(dir, "z3sudoku")
		cmd := exec.Command("go", "build", "-o", bin, "./cmd/z3sudoku")
		cmd.Dir = ".." // the root module, which holds the command and its go.sum
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	script, err := filepath.Abs(filepath.Join("peer", "z3py", "killer_int.py"))
	if err != nil {
		return err
	}
	cols := []*column{
		{name: "z3sudoku unique", argv: func(f string) []string { return []string{bin, "unique", f} }, runs: runs},
		{name: "z3sudoku unique --encoding int", argv: func(f string) []string { return []string{bin, "unique", "--encoding", "int", f} }, runs: slow},
		{name: "strengthened Int, z3 Python API", argv: func(f string) []string { return []string{python, script, f} }, runs: slow},
	}
	if out, err := exec.Command(python, "-c", "import z3; print(z3.get_version_string())").CombinedOutput(); err != nil {
		cols[2].err = fmt.Errorf("%s cannot import z3 (Debian: apt-get install python3-z3): %v: %s", python, err, bytes.TrimSpace(out))
	}

	fmt.Printf("| file | %s |", strings.Join(names(cols), " | "))
	for _, c := range cols[1:] {
		fmt.Printf(" %s ÷ ours |", strings.TrimPrefix(c.name, "z3sudoku unique "))
	}
	fmt.Println()
	fmt.Println("|---" + strings.Repeat("|---:", 2*len(cols)-1) + "|")
	for _, f := range files {
		times := make([][]time.Duration, len(cols))
		cut := make([]bool, len(cols))
		var solution string
		for i := 0; i < runs; i++ {
			for ci, c := range cols {
				if c.err != nil || i >= c.runs || cut[ci] {
					continue
				}
				d, sol, err := once(c.argv(f), limit)
				if errors.Is(err, errCut) && ci > 0 {
					// A peer past the limit: its time is at least that, and
					// its further runs would be too.
					cut[ci], times[ci] = true, []time.Duration{limit}
					continue
				}
				if err != nil {
					return fmt.Errorf("%s: %s: %w", f, c.name, err)
				}
				if solution == "" {
					solution = sol
				} else if sol != solution {
					return fmt.Errorf("%s: %s printed %s, another column %s", f, c.name, sol, solution)
				}
				times[ci] = append(times[ci], d)
			}
		}
		ours := median(times[0])
		fmt.Printf("| %s |", filepath.Base(f))
		for ci, c := range cols {
			if c.err != nil {
				fmt.Printf(" – |")
				continue
			}
			more := ""
			if cut[ci] {
				more = "> "
			}
			fmt.Printf(" %s%s |", more, ms(median(times[ci])))
		}
		for ci, ts := range times[1:] {
			if len(ts) == 0 {
				fmt.Printf(" – |")
				continue
			}
			more := ""
			if cut[ci+1] {
				more = "> "
			}
			fmt.Printf(" %s%.0f× |", more, float64(median(ts))/float64(ours))
		}
		fmt.Println()
	}
	for _, c := range cols {
		if c.err != nil {
			fmt.Printf("\n%s: not run: %v\n", c.name, c.err)
		}
	}
	fmt.Printf("\nMedians of %d runs of z3sudoku and %d of each peer per file, interleaved; wall time from fork to exit; \"> \" marks a peer cut at %v.\n", runs, slow, limit)
	return nil
}

// errCut is once's error for a run cut at its limit.
var errCut = errors.New("cut at the time limit")

// once runs argv, for at most limit, and returns its wall time and the
// solution it printed. It fails unless the command exits 0 and says the
// puzzle is unique.
func once(argv []string, limit time.Duration) (time.Duration, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	if ctx.Err() != nil {
		return 0, "", errCut
	}
	if err != nil {
		return 0, "", fmt.Errorf("%v: %s", err, bytes.TrimSpace(errOut.Bytes()))
	}
	sol := strings.TrimSpace(out.String())
	if strings.Contains(errOut.String(), "multiple") || strings.Contains(errOut.String(), "no solution") || len(sol) == 0 {
		return 0, "", errors.New("not unique: " + strings.TrimSpace(errOut.String()))
	}
	return d, sol, nil
}

func names(cols []*column) []string {
	var s []string
	for _, c := range cols {
		s = append(s, c.name)
	}
	return s
}

func median(ts []time.Duration) time.Duration {
	if len(ts) == 0 {
		return 0
	}
	s := slices.Clone(ts)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}
