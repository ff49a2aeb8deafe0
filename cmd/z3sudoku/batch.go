package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// status is the outcome of one puzzle.
type status string

const (
	statusSolved     status = "solved"
	statusUnique     status = "unique"
	statusMultiple   status = "multiple"
	statusNoSolution status = "no solution"
	statusInvalid    status = "invalid"
	statusError      status = "error" // a timeout, or Z3 gave up
)

// result is what a command found for one item.
type result struct {
	it         *item
	status     status
	solution   sudoku.Grid
	solutions  int // count: the number found; unique: 1 or 2
	candidates sudoku.Candidates
	err        error
	elapsed    time.Duration
}

// batchOptions are the flags of solve, count, unique and candidates.
type batchOptions struct {
	cmd    string
	rules  ruleFlags
	model  modelFlags
	out    outputFlags
	jobs   int
	limit  int
	quiet  bool
	single bool // the default puzzle: no summary
}

const batchHelp = `Usage: z3sudoku %[1]s [flags] [FILE...]

%[2]s

Reads each FILE, or standard input ("-"); with no FILE and a terminal on
standard input, uses an embedded default puzzle. The format is detected:
one puzzle per line (81 symbols for 9x9; '.', '0', '-', '_', 'x' or '*'
for blanks), grid blocks with '#' comments, f-puzzles JSON (a document, or
one per line) and f-puzzles or SudokuPad links. The rule flags add global
rules to plain grids and to f-puzzles puzzles alike.

Puzzles run in parallel (-j) and print in input order: a boxed grid on a
terminal, one line per puzzle when piped. A bad input is reported on
standard error as FILE:LINE: reason, and its output line says "invalid";
the rest of the batch still runs. A summary line goes to standard error.
Exit code 0 when all is well, 1 when %[3]s, 2 for usage errors.

Examples:

%[4]s
Flags:
`

var batchDocs = map[string][3]string{
	"solve": {
		"Solves each puzzle and prints its solution.",
		"some puzzle has no solution or is invalid",
		`	z3sudoku solve
	z3sudoku solve puzzles.txt
	z3sudoku solve --x sudoku-x.txt
	z3sudoku solve -j 2 --json top1465.txt > solutions.jsonl
	echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... | z3sudoku solve
	z3sudoku solve 'https://www.f-puzzles.com/?load=N4Ig...'
`,
	},
	"count": {
		"Counts the solutions of each puzzle, exactly up to --limit: a count equal\nto the limit means \"limit or more\".",
		"some puzzle has no solution or is invalid",
		`	z3sudoku count --limit 1000 puzzles.txt
	echo ........................................................................... | z3sudoku count --limit 5
`,
	},
	"unique": {
		"Checks that each puzzle has exactly one solution, and prints it; a puzzle\nwith more prints \"multiple\".",
		"some puzzle has no solution, more than one, or is invalid",
		`	z3sudoku unique generated.txt
	z3sudoku unique --json killer.json
`,
	},
	"candidates": {
		"Prints the true candidates of each cell: the digits it holds in at least\none solution. Piped, a puzzle's line lists the cells' candidates in row\norder, separated by spaces.",
		"some puzzle has no solution or is invalid",
		`	z3sudoku candidates puzzle.txt
	z3sudoku candidates --json puzzle.txt
`,
	},
}

func batchCmd(cmd string, args []string, e *env) int {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	opt := batchOptions{cmd: cmd}
	opt.rules.register(fs)
	opt.model.register(fs)
	opt.out.register(fs)
	fs.IntVar(&opt.jobs, "j", runtime.NumCPU(), "puzzles solved in parallel, each worker with its own Model")
	fs.BoolVar(&opt.quiet, "quiet", false, "no summary line and no progress bar")
	if cmd == "count" {
		fs.IntVar(&opt.limit, "limit", 1000, "count solutions up to this many (at least 1)")
	}
	doc := batchDocs[cmd]
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, batchHelp, cmd, doc[0], doc[1], doc[2])
		fs.PrintDefaults()
	}
	operands, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	usageErr := usageError(e.stderr, cmd)
	if err := opt.model.check(); err != nil {
		return usageErr("%v", err)
	}
	if err := opt.out.check(e.stdout); err != nil {
		return usageErr("%v", err)
	}
	if opt.jobs < 1 {
		return usageErr("-j %d: want at least 1 worker", opt.jobs)
	}
	if cmd == "count" && opt.limit < 1 {
		return usageErr("--limit %d: want at least 1", opt.limit)
	}

	srcs, closeAll, err := openSources(operands, e)
	if err != nil {
		fmt.Fprintf(e.stderr, "z3sudoku %s: %v\n", cmd, err)
		return exitFailed
	}
	defer closeAll()
	opt.single = len(srcs) == 1 && srcs[0].name == "default puzzle"

	sum, readFailed := runBatch(context.Background(), srcs, &opt, e)
	if !opt.quiet && !opt.single && (sum.total != 1 || sum.failed() > 0) {
		fmt.Fprintln(e.stderr, sum.line(cmd))
	}
	if sum.failed() > 0 || readFailed || (cmd == "unique" && sum.multiple > 0) {
		return exitFailed
	}
	return exitOK
}

// summary counts the outcomes of a batch.
type summary struct {
	total, solved, noSolution, multiple, invalid, errors int
	elapsed                                              time.Duration
}

func (s *summary) add(r *result) {
	s.total++
	switch r.status {
	case statusSolved, statusUnique:
		s.solved++
	case statusMultiple:
		s.multiple++
	case statusNoSolution:
		s.noSolution++
	case statusInvalid:
		s.invalid++
	default:
		s.errors++
	}
}

func (s *summary) failed() int { return s.noSolution + s.invalid + s.errors }

func (s *summary) line(cmd string) string {
	rate := float64(s.total) / max(s.elapsed.Seconds(), 1e-9)
	noun := "puzzles"
	if s.total == 1 {
		noun = "puzzle"
	}
	line := fmt.Sprintf("z3sudoku %s: %d %s: %d solved, %d no solution, %d multiple, %d invalid",
		cmd, s.total, noun, s.solved, s.noSolution, s.multiple, s.invalid)
	if s.errors > 0 {
		line += fmt.Sprintf(", %d failed", s.errors)
	}
	return line + fmt.Sprintf("; %.2fs, %.0f puzzles/s", s.elapsed.Seconds(), rate)
}

// job is one item on its way through a batch.
type job struct {
	it   *item
	done chan *result
}

// runBatch reads the puzzles of srcs and solves them with opt.jobs
// workers as they are read, and prints the results in input order as they
// become ready. It reports whether some source could not be read.
func runBatch(ctx context.Context, srcs []source, opt *batchOptions, e *env) (summary, bool) {
	start := time.Now()
	jobs := make(chan job, 4*opt.jobs)
	order := make(chan job, 1024) // the printer's queue, in input order
	readFailed := false
	go func() {
		defer close(order)
		defer close(jobs)
		for _, src := range srcs {
			err := scanItems(src, &opt.rules, func(it item) {
				j := job{&it, make(chan *result, 1)}
				order <- j
				jobs <- j
			})
			if err != nil {
				// Printed by the printer's goroutine, in order.
				j := job{&item{src: src.name, err: err}, make(chan *result, 1)}
				j.done <- &result{it: j.it, status: statusInvalid, err: err}
				order <- j
				readFailed = true
			}
		}
	}()
	var wg sync.WaitGroup
	for range opt.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(opt) // it builds its Models at their first puzzle
			defer w.close()
			for j := range jobs {
				j.done <- w.do(ctx, j.it)
			}
		}()
	}

	bar := newProgress(e.stderr, !opt.quiet && isTerminal(e.stderr))
	outTerm := isTerminal(e.stdout)
	var sum summary
	// Results are written through a buffer, which is flushed whenever the
	// next one is not ready yet: a pipe sees each result as soon as it is
	// known, and a large batch is written in large pieces.
	out := bufio.NewWriterSize(e.stdout, 64<<10)
	p := newPrinter(opt, &env{stdin: e.stdin, stdout: out, stderr: e.stderr})
	for {
		j, ok := receive(order, out)
		if !ok {
			break
		}
		r, _ := receive(j.done, out)
		if r.err != nil || outTerm {
			out.Flush() // before standard error or the progress bar writes
			bar.clear()
		}
		if r.it.line == 0 && r.err != nil { // a source that could not be read
			fmt.Fprintf(e.stderr, "z3sudoku %s: %v\n", opt.cmd, r.err)
			continue
		}
		sum.add(r)
		p.print(r)
		bar.set(sum.total)
	}
	out.Flush()
	bar.finish()
	wg.Wait()
	sum.elapsed = time.Since(start)
	return sum, readFailed
}

// receive receives from c, and flushes w first when nothing is ready.
func receive[T any](c <-chan T, w *bufio.Writer) (T, bool) {
	select {
	case v, ok := <-c:
		return v, ok
	default:
	}
	w.Flush()
	v, ok := <-c
	return v, ok
}

// worker solves puzzles on Models of its own, kept by rule set so that a
// file of puzzles with the same rules builds one Model per worker.
type worker struct {
	opt    *batchOptions
	models map[string]*sudoku.Model
}

// maxModels bounds a worker's cache; a file of distinct variant puzzles
// builds one Model each.
const maxModels = 8

func newWorker(opt *batchOptions) *worker {
	return &worker{opt: opt, models: make(map[string]*sudoku.Model)}
}

func (w *worker) close() {
	for _, m := range w.models {
		m.Close()
	}
}

// model returns a Model for p, from the cache when one with the same rules
// was built before.
func (w *worker) model(it *item) (*sudoku.Model, func(), error) {
	key := w.key(it)
	if m, ok := w.models[key]; ok && key != "" {
		return m, func() {}, nil
	}
	m, err := it.p.Model(w.opt.model.options()...)
	if err != nil {
		return nil, nil, err
	}
	if key == "" {
		return m, func() { m.Close() }, nil
	}
	if len(w.models) >= maxModels {
		w.close()
		clear(w.models)
	}
	w.models[key] = m
	return m, func() {}, nil
}

// key names a puzzle's rule set: its shape for a plain grid, whose rules
// the flags fix, and otherwise its rules as f-puzzles JSON, which states
// every parameter. The empty key means "do not cache".
func (w *worker) key(it *item) string {
	if it.plain {
		return "plain " + it.p.Shape.String()
	}
	data, err := variants.MarshalFPuzzles(sudoku.Puzzle{Shape: it.p.Shape, Rules: it.p.Rules})
	if err != nil {
		return ""
	}
	return string(data)
}

// do runs the command on one item.
func (w *worker) do(ctx context.Context, it *item) *result {
	r := &result{it: it}
	if it.err != nil {
		r.status, r.err = statusInvalid, it.err
		return r
	}
	m, release, err := w.model(it)
	if err != nil {
		r.status, r.err = classify(err), err
		return r
	}
	defer release()
	// The time is the call's, without building the Model.
	start := time.Now()
	defer func() { r.elapsed = time.Since(start) }()
	g := it.p.Givens
	switch w.opt.cmd {
	case "solve":
		r.solution, err = m.Solve(ctx, g)
		if err == nil {
			r.status, r.solutions = statusSolved, 1
		}
	case "unique":
		var unique bool
		r.solution, unique, err = m.Unique(ctx, g)
		switch {
		case err != nil:
		case unique:
			r.status, r.solutions = statusUnique, 1
		default:
			r.status, r.solutions = statusMultiple, 2
		}
	case "count":
		r.solutions, err = m.Count(ctx, g, w.opt.limit)
		switch {
		case err != nil:
		case r.solutions == 0:
			r.status = statusNoSolution
		case r.solutions == 1:
			r.status = statusUnique
		default:
			r.status = statusMultiple
		}
	case "candidates":
		r.candidates, err = m.Candidates(ctx, g)
		if err == nil {
			r.status = statusSolved
		}
	}
	if err != nil {
		r.status, r.err = classify(err), err
	}
	return r
}

// classify maps an error to a status.
func classify(err error) status {
	switch {
	case errors.Is(err, sudoku.ErrNoSolution):
		return statusNoSolution
	case errors.Is(err, sudoku.ErrConflict), errors.Is(err, sudoku.ErrInvalidGrid),
		errors.Is(err, sudoku.ErrBadRule), errors.Is(err, variants.ErrInvalid),
		errors.Is(err, variants.ErrUnsupported):
		return statusInvalid
	}
	return statusError
}

// errorText is an error's message without the package prefixes users need
// not see.
func errorText(err error) string {
	return strings.TrimPrefix(err.Error(), "sudoku: ")
}
