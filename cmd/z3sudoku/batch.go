package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
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
	statusError      status = "error"       // a timeout, or Z3 gave up
	statusCut        status = "interrupted" // the batch was stopped first; not printed
)

// result is what a command found for one item.
type result struct {
	it         *item
	status     status
	solution   sudoku.Grid
	solutions  int         // count: the number found; unique: 1 or 2
	second     sudoku.Grid // unique: a second solution, when there is more than one
	candidates sudoku.Candidates
	err        error
	// elapsed is everything the answer cost: building the puzzle's Model
	// (none when a cached one served it), the call, and closing the
	// Model; build is the first part.
	elapsed, build time.Duration
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
	single bool // the default puzzle: no title in boxed output
	// progress, when not nil, takes the library's progress reports of
	// each call (the progress line's, on a terminal).
	progress func(sudoku.Progress)
}

const batchHelp = `Usage: z3sudoku %[1]s [flags] [FILE|LINK...]

%[2]s

Reads each FILE, or standard input ("-"); with no FILE and a terminal on
standard input, uses an embedded default puzzle (standard input that is not
a terminal, such as /dev/null, is read, even when empty). The format is
detected: one puzzle per line (81 symbols for 9x9; '.', '0', '-', '_', 'x'
or '*' for blanks), grid blocks with '#' comments, f-puzzles JSON (a
document, or one per line), SudoCue killer text ("3x3::k:..."), and
f-puzzles or SudokuPad links. A link, SudoCue text or a grid on one line
(such as 81 digits with '.' or '0' for blanks) may be given in place of a
FILE that does not exist. A line may be up to 16 MiB long (a grid line 512 KiB); a longer
one is reported and skipped. The rule flags add global rules to plain grids
and to f-puzzles puzzles alike.

Puzzles run in parallel (-j) and print in input order: a boxed grid on a
terminal, one line per puzzle when piped. A bad input is reported on
standard error as FILE:LINE: reason, the reason cut to one short line
unless -v is given, and its output line says "invalid"; the rest of the
batch still runs. A summary line goes to standard error, unless the input
was one puzzle and all went well (--quiet drops it always). Help (-h,
--help, "z3sudoku help %[1]s") goes to standard output.

Exit codes: 0 when all is well; 1 when %[3]s,
or when the output cannot be written; 2 for usage errors. When no one
reads the output any more, as after "| head -1", the batch stops at once
and exits 1 without a message. Ctrl-C (SIGINT) or SIGTERM stops the
batch, even while it waits to open an input (a FIFO with no writer): it
prints the results finished before the first puzzle it cuts short, and
exits 130 (SIGINT) or 143 (SIGTERM). Its summary counts the puzzles
printed and those cut short, that is, begun and stopped; the puzzles read
but not begun are not counted.

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
	z3sudoku solve '3x3::k:4609:4098:4098:5891:...'
`,
	},
	"count": {
		"Counts the solutions of each puzzle, exactly up to --limit N (N at least 1,\nas sudoku.Model.Count wants): a count that reaches the limit means \"N or\nmore\", and prints as N+ (\"5+\"); with --json, \"solutions\": N and\n\"at_least\": true.",
		"some puzzle has no solution or is invalid",
		`	z3sudoku count --limit 1000 puzzles.txt
	echo ........................................................................... | z3sudoku count --limit 5
`,
	},
	"unique": {
		"Checks that each puzzle has exactly one solution, and prints it. A puzzle\nwith more prints \"multiple:\" and the cells where two of its solutions\ndiffer (\"multiple: r1c2 r1c5\"); boxed output shows the two solutions, and\n--json gives the second as \"second_solution\" and the cells as \"differ\".",
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

func batchCmd(ctx context.Context, cmd string, args []string, e *env) int {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	opt := batchOptions{cmd: cmd}
	opt.rules.register(fs)
	opt.model.register(fs)
	opt.out.register(fs)
	registerJobs(fs, &opt.jobs, "puzzles solved in parallel, each worker with its own Model")
	fs.BoolVar(&opt.quiet, "quiet", false, "no summary line and no progress bar")
	registerVerbose(fs, &e.verbose)
	if cmd == "count" {
		fs.IntVar(&opt.limit, "limit", 1000, "count solutions up to `N`, at least 1; a count of N prints as N+")
	}
	doc := batchDocs[cmd]
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, batchHelp, cmd, doc[0], doc[1], doc[2])
		printFlags(fs)
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
	if err := checkJobs(&opt.jobs, opt.quiet, cmd, e); err != nil {
		return usageErr("%v", err)
	}
	if cmd == "count" && opt.limit < 1 {
		// The library's rule (sudoku.Model.Count): a limit of 1 or more.
		return usageErr("--limit %d: want at least 1 (a count that reaches N prints as N+)", opt.limit)
	}

	// A batch stops at once when no one reads its output any more.
	ctx, stopWatch := e.stdout.watch(ctx)
	defer stopWatch()
	start := time.Now()
	srcs, closeAll, err := openSources(ctx, operands, opt.model.timeout, e)
	if err != nil && ctx.Err() != nil {
		// Stopped while waiting for an input, such as a FIFO's writer.
		if !opt.quiet && context.Cause(ctx) != errReaderGone {
			sum := summary{stopped: true, elapsed: time.Since(start)}
			fmt.Fprintln(e.stderr, sum.line(cmd))
		}
		return exitFailed
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "z3sudoku %s: %v\n", cmd, err)
		return exitFailed
	}
	defer closeAll()
	opt.single = len(srcs) == 1 && srcs[0].name == defaultName

	sum, readFailed := runBatch(ctx, srcs, &opt, e)
	if e.stdout.Err() != nil || sum.stopped && context.Cause(ctx) == errReaderGone {
		return exitFailed // run says why; and nothing when the reader has gone
	}
	code = exitOK
	if sum.failed() > 0 || sum.stopped || sum.cut > 0 || readFailed || (cmd == "unique" && sum.multiple > 0) {
		code = exitFailed
	}
	// The summary: for every batch but one puzzle that went well.
	if !opt.quiet && (sum.total != 1 || code != exitOK) {
		fmt.Fprintln(e.stderr, sum.line(cmd))
	}
	return code
}

// summary counts the outcomes of a batch.
type summary struct {
	total, solved, noSolution, multiple, invalid, errors int // the puzzles finished and printed
	// cut counts the puzzles whose work had begun when the batch was
	// stopped. Those the batch had read but not begun are not counted,
	// nor those finished after one cut short, which are not printed.
	cut     int
	stopped bool // the batch was stopped: cut may be 0 when it was between puzzles
	elapsed time.Duration
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

// line is the summary line of command cmd, in the words of the command:
// solve solves, count counts, candidates lists.
func (s *summary) line(cmd string) string {
	var what string
	switch cmd {
	case "count":
		// solved counts the puzzles with one solution.
		what = fmt.Sprintf("%d counted (%d with no solution, %d with one, %d with more), %d invalid",
			s.solved+s.multiple+s.noSolution, s.noSolution, s.solved, s.multiple, s.invalid)
	case "unique":
		what = fmt.Sprintf("%d unique, %d multiple, %d no solution, %d invalid", s.solved, s.multiple, s.noSolution, s.invalid)
	case "candidates":
		what = fmt.Sprintf("%d listed (%d unique, %d with more solutions), %d no solution, %d invalid",
			s.solved+s.multiple, s.solved, s.multiple, s.noSolution, s.invalid)
	default:
		what = fmt.Sprintf("%d solved, %d no solution, %d invalid", s.solved, s.noSolution, s.invalid)
	}
	// The puzzles are those printed and those cut short.
	line := fmt.Sprintf("z3sudoku %s: %s: %s", cmd, plural(s.total+s.cut, "puzzle"), what)
	if s.errors > 0 {
		line += fmt.Sprintf(", %d failed", s.errors)
	}
	if s.cut > 0 {
		line += fmt.Sprintf(", %d cut short", s.cut)
	}
	if s.stopped {
		line += " (interrupted)"
	}
	rate := float64(s.total) / max(s.elapsed.Seconds(), 1e-9)
	return line + fmt.Sprintf("; %.2fs, %s/s", s.elapsed.Seconds(), plural(int(math.Round(rate)), "puzzle"))
}

// plural returns "1 puzzle" or "n puzzles".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// runBatch reads the puzzles of srcs and solves them with opt.jobs
// workers as they are read, and prints the results in input order as they
// become ready. It reports whether some source could not be read. When ctx
// is done, it prints what is finished and returns at once, with the
// summary's stopped set.
func runBatch(ctx context.Context, srcs []source, opt *batchOptions, e *env) (summary, bool) {
	start := time.Now()
	// A write error stops the batch: there is no one to tell the rest.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	feed := func(send func(item) bool) {
		for _, src := range srcs {
			err := scanItems(ctx, src, &opt.rules, func(it item) { send(it) })
			if err != nil && ctx.Err() == nil {
				// Printed by the printer, in order.
				send(item{src: src.name, err: err})
			}
		}
	}
	newWorker := func() (func(context.Context, item) *result, func()) {
		w := newWorker(opt) // it builds its Models at their first puzzle
		return func(ctx context.Context, it item) *result { return w.do(ctx, &it) }, w.close
	}

	bar := newProgress(e.stderr, !opt.quiet && isTerminal(e.stderr))
	opt.progress = bar.report()
	outTerm := isTerminal(e.stdout)
	var sum summary
	readFailed := false
	// Results are held by the outWriter, which is flushed whenever the
	// next one is not ready yet: a pipe sees each result as soon as it is
	// known, and a large batch is written in large pieces.
	out := e.stdout
	flush := func() {
		if out.Flush() != nil {
			cancel()
		}
	}
	p := newPrinter(opt, e)
	show := func(r *result) {
		if r.it.line == 0 && r.err != nil { // a source that could not be read
			fmt.Fprintf(e.stderr, "z3sudoku %s: %v\n", opt.cmd, r.err)
			readFailed = true
			return
		}
		sum.add(r)
		p.print(r)
	}
	emit := func(r *result) {
		if r.err != nil || outTerm {
			// Standard error, or the terminal, with the progress line
			// out of the way: what came before first, then this result.
			bar.hold(func() {
				flush()
				show(r)
				flush()
			})
		} else {
			show(r)
		}
		bar.set(sum.total)
	}
	cutShort := func(r *result) bool { return r.status == statusCut }
	sum.cut, sum.stopped = ordered(ctx, opt.jobs, feed, newWorker, cutShort, emit, flush)
	flush()
	bar.finish()
	sum.elapsed = time.Since(start)
	return sum, readFailed
}

// worker solves puzzles on Models of its own, kept by rule set so that a
// file of puzzles with the same rules builds one Model per worker. From
// its second variant puzzle of a shape with boxes on, it builds their
// Models on a warm base of the classic houses (see sudoku.Base), which
// then costs a puzzle only its own rules; a puzzle whose rules do not
// include the houses is built on its own.
type worker struct {
	opt    *batchOptions
	models map[string]*sudoku.Model
	bases  map[sudoku.Shape]*sudoku.Base
	seen   map[sudoku.Shape]int // variant puzzles met, by shape
	// variants counts the variant puzzles met: the first is not cached
	// (see model).
	variants int
}

// maxModels bounds a worker's cache; a file of distinct variant puzzles
// builds one Model each. Two serve a file of one rule set, or of two
// alternating, and keep a worker's memory near that of one Model.
const maxModels = 2

func newWorker(opt *batchOptions) *worker {
	return &worker{opt: opt, models: make(map[string]*sudoku.Model),
		bases: make(map[sudoku.Shape]*sudoku.Base), seen: make(map[sudoku.Shape]int)}
}

// close frees the worker's Models and bases.
func (w *worker) close() {
	w.closeModels()
	for _, b := range w.bases {
		b.Close()
	}
}

func (w *worker) closeModels() {
	for _, m := range w.models {
		m.Close()
	}
	clear(w.models)
}

// options returns the Model options for p, with a warm base from the
// second variant puzzle of its shape on.
func (w *worker) options(ctx context.Context, it *item) []sudoku.Option {
	opts := w.opt.model.options()
	s := it.p.Shape
	if it.plain || !s.HasBoxes() {
		return opts
	}
	if w.seen[s]++; w.seen[s] < 2 {
		return opts
	}
	b, ok := w.bases[s]
	if !ok {
		var err error
		b, err = sudoku.NewBase(ctx, s, []sudoku.Rule{rules.Classic()}, opts...)
		if err != nil && ctx.Err() != nil {
			return opts // the puzzle's time ran out: try again at the next
		}
		w.bases[s] = b // nil when the base failed: Models on their own
	}
	return append(opts, sudoku.WithBase(b))
}

// model returns a Model for p, from the cache when one with the same rules
// was built before.
func (w *worker) model(ctx context.Context, it *item) (*sudoku.Model, func(), error) {
	// The first variant puzzle is neither keyed nor cached: its key, its
	// rules as f-puzzles JSON, took a tenth of a one-puzzle run, and pays
	// only when another puzzle with the same rules follows.
	key := ""
	if it.plain || w.variants > 0 {
		key = w.key(it)
	}
	if !it.plain {
		w.variants++
	}
	if m, ok := w.models[key]; ok && key != "" {
		return m, func() {}, nil
	}
	m, err := it.p.ModelContext(ctx, w.options(ctx, it)...)
	if err != nil {
		return nil, nil, err
	}
	if key == "" {
		return m, func() { m.Close() }, nil
	}
	if len(w.models) >= maxModels {
		w.closeModels()
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
	if ctx.Err() != nil {
		r.status, r.err = statusCut, ctx.Err()
		return r
	}
	if it.err != nil {
		r.status, r.err = statusInvalid, it.err
		return r
	}
	// --timeout bounds the whole puzzle, building its Model included.
	call := ctx
	if t := w.opt.model.timeout; t > 0 {
		var cancel context.CancelFunc
		call, cancel = context.WithTimeout(ctx, t)
		defer cancel()
	}
	if w.opt.progress != nil {
		call = sudoku.WithProgress(call, w.opt.progress)
	}
	start := time.Now()
	m, release, err := w.model(call, it)
	r.build = time.Since(start)
	if err != nil {
		r.status, r.err = classify(err), w.timedOut(ctx, err)
		r.elapsed = r.build
		return r
	}
	defer func() {
		release()
		r.elapsed = time.Since(start)
	}()
	g := it.p.Givens
	switch w.opt.cmd {
	case "solve":
		r.solution, err = m.Solve(call, g)
		if err == nil {
			r.status, r.solutions = statusSolved, 1
		}
	case "unique":
		var unique bool
		r.solution, unique, err = m.Unique(call, g)
		switch {
		case err != nil:
		case unique:
			r.status, r.solutions = statusUnique, 1
		default:
			r.status, r.solutions = statusMultiple, 2
			r.solution, r.second = twoSolutions(call, m, g, r.solution)
		}
	case "count":
		r.solutions, err = m.Count(call, g, w.opt.limit)
		switch {
		case err != nil:
		case r.solutions == 0:
			r.status = statusNoSolution
		case r.solutions == 1 && w.opt.limit == 1: // one or more
			r.status = statusSolved
		case r.solutions == 1:
			r.status = statusUnique
		default:
			r.status = statusMultiple
		}
	case "candidates":
		r.candidates, err = m.Candidates(call, g)
		if err == nil {
			// A cell with two true candidates has two solutions
			// that differ there; one candidate everywhere is the
			// one solution.
			r.status = statusMultiple
			if r.candidates.Grid().Filled() {
				r.status, r.solutions = statusUnique, 1
			}
		}
	}
	if err != nil {
		r.status, r.err = classify(err), w.timedOut(ctx, err)
	}
	return r
}

// twoSolutions returns two different solutions of givens, which has more
// than one; first is one that Unique found. When the second cannot be
// found (the time ran out), it returns first and the zero Grid.
func twoSolutions(ctx context.Context, m *sudoku.Model, givens, first sudoku.Grid) (sudoku.Grid, sudoku.Grid) {
	var found []sudoku.Grid
	for s, err := range m.Solutions(ctx, givens) {
		if err != nil {
			break
		}
		if found = append(found, s); len(found) == 2 {
			return found[0], found[1]
		}
	}
	return first, sudoku.Grid{}
}

// differ returns the cells where two grids of one shape differ.
func differ(a, b sudoku.Grid) []string {
	if a.IsZero() || b.IsZero() {
		return nil
	}
	var cells []string
	s := a.Shape()
	for i := range s.Size * s.Size {
		if c := s.CellAt(i); a.At(c) != b.At(c) {
			cells = append(cells, c.String())
		}
	}
	return cells
}

// timedOut says which limit a puzzle's deadline was: --timeout, when the
// batch's own ctx is not done.
func (w *worker) timedOut(ctx context.Context, err error) error {
	if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil && w.opt.model.timeout > 0 {
		return fmt.Errorf("gave up after --timeout %v", w.opt.model.timeout)
	}
	return err
}

// classify maps an error to a status.
func classify(err error) status {
	switch {
	case errors.Is(err, sudoku.ErrNoSolution):
		return statusNoSolution
	case errors.Is(err, context.Canceled):
		return statusCut
	case errors.As(err, new(*sudoku.MemoryLimitError)):
		return statusError // like a timeout: the puzzle may be fine
	case errors.Is(err, sudoku.ErrConflict), errors.Is(err, sudoku.ErrInvalidGrid),
		errors.Is(err, sudoku.ErrBadRule), errors.Is(err, variants.ErrInvalid),
		errors.Is(err, variants.ErrUnsupported), errors.Is(err, variants.ErrStoredOnline),
		errors.Is(err, sudoku.ErrTooLarge), errors.Is(err, errLineTooLong):
		return statusInvalid
	}
	return statusError
}

// errorText is an error's message without the package prefixes users need
// not see.
func errorText(err error) string {
	return strings.TrimPrefix(err.Error(), "sudoku: ")
}
