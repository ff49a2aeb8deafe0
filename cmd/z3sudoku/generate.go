package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/z3sudoku/z3sudoku/generate"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// variantRules returns the global rules of the variant generate knows
// by name, on 9x9: "classic" (none), or a rules.Globals row's Variant.
// The killer, whose cages are not a global rule, is the caller's.
func variantRules(name string) (ruleFlags, bool) {
	var rf ruleFlags
	if name == "classic" {
		return rf, true
	}
	g, ok := rules.GlobalByVariant(name)
	if ok {
		rf.set(g.Name)
	}
	return rf, ok
}

// variantNames lists the variants generate knows, for its help and its
// errors.
func variantNames() string {
	names := []string{"classic"}
	for _, g := range rules.Globals() {
		if g.Variant != "" {
			names = append(names, g.Variant)
		}
	}
	return strings.Join(append(names, "killer"), ", ")
}

const generateHelp = `Usage: z3sudoku generate [flags]

Generates minimal unique 9x9 puzzles: every given is needed. Puzzle i
(from 0) is made from seed SEED+i alone, so the output depends only on
--seed, --count and the rules, not on -j: "--seed 1 --count 10" prints
what "--seed 1 --count 5" and "--seed 6 --count 5" print one after the
other. Puzzles are made in parallel (-j) and printed in order.

Output, as for the other commands: boxed grids on a terminal, and one line
per puzzle when piped (--line): the grid, as "z3sudoku unique" reads it
(give it the variant's flag, such as --x), or for a killer, whose cages a
grid cannot hold, the puzzle as f-puzzles JSON on one line. --format
fpuzzles prints every puzzle as f-puzzles JSON, with its rules; --json
prints one JSON object per puzzle with its seed, grid and f-puzzles form.
A summary line goes to standard error, unless one puzzle was asked for
and made (--quiet drops it always). Ctrl-C (SIGINT) or SIGTERM stops the
run: the puzzles made so far are printed, the summary says how many it
cut short (begun and stopped) and how many more of --count it stopped
before, and the exit code is 130 (SIGINT) or 143 (SIGTERM). When no one
reads the output any more, as after "| head -1", the run stops at once
and exits 1 without a message.

Examples:

	z3sudoku generate
	z3sudoku generate --count 10 --seed 7 --variant x --symmetry rotate180
	z3sudoku generate --count 100 -j 4 | z3sudoku unique
	z3sudoku generate --variant killer --count 5 | z3sudoku solve

Flags:
`

// genOptions are the flags of generate.
type genOptions struct {
	count    int
	seed     uint64
	variant  string
	symmetry string
	out      outputFlags
	jobs     int
	quiet    bool

	sym generate.Symmetry
	rf  ruleFlags
}

// genResult is one generated puzzle, or why there is none.
type genResult struct {
	index int
	seed  uint64
	p     sudoku.Puzzle // its givens, and its rules
	cages int           // a killer's
	err   error
}

func generateCmd(ctx context.Context, args []string, e *env) int {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var opt genOptions
	fs.IntVar(&opt.count, "count", 1, "how many puzzles to generate, at least 1")
	fs.Uint64Var(&opt.seed, "seed", 1, "random seed: puzzle i is made from seed+i")
	fs.StringVar(&opt.variant, "variant", "classic", "rule set: "+variantNames())
	fs.StringVar(&opt.symmetry, "symmetry", "none", "symmetry of the givens: none, rotate180, mirror or diagonal")
	opt.out.register(fs)
	registerJobs(fs, &opt.jobs, "puzzles made in parallel")
	fs.BoolVar(&opt.quiet, "quiet", false, "no summary line and no progress bar")
	fs.Usage = func() {
		fmt.Fprint(e.stderr, generateHelp)
		printFlags(fs)
	}
	operands, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	usageErr := usageError(e.stderr, "generate")
	if len(operands) > 0 {
		return usageErr("unexpected argument %q", operands[0])
	}
	if opt.count < 1 {
		return usageErr("--count %d: want at least 1", opt.count)
	}
	opt.sym, ok = map[string]generate.Symmetry{
		"none": generate.None, "rotate180": generate.Rotate180, "mirror": generate.Mirror, "diagonal": generate.Diagonal,
	}[opt.symmetry]
	if !ok {
		return usageErr("--symmetry %q: want none, rotate180, mirror or diagonal", opt.symmetry)
	}
	opt.rf, ok = variantRules(opt.variant)
	if !ok && opt.variant != "killer" {
		return usageErr("--variant %q: want %s", opt.variant, variantNames())
	}
	if err := opt.out.check(e.stdout); err != nil {
		return usageErr("%v", err)
	}
	if err := checkJobs(&opt.jobs, opt.quiet, "generate", e); err != nil {
		return usageErr("%v", err)
	}

	start := time.Now()
	signals := ctx
	// The run stops at once when no one reads its output any more.
	ctx, stopWatch := e.stdout.watch(ctx)
	defer stopWatch()
	watched := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	feed := func(send func(int) bool) {
		for i := 0; i < opt.count && send(i); i++ {
		}
	}
	work := func() (func(context.Context, int) genResult, func()) {
		var m *sudoku.Model // the worker's, built at its first classic puzzle
		return func(ctx context.Context, i int) genResult { return opt.make(ctx, i, &m) }, func() { m.Close() }
	}
	bar := newProgress(e.stderr, !opt.quiet && isTerminal(e.stderr))
	var made int
	failed := false
	flush := func() {
		if e.stdout.Flush() != nil {
			cancel()
		}
	}
	emit := func(r genResult) {
		switch {
		case failed:
			// Not printed: the output would have a gap.
		case r.err != nil:
			flush()
			bar.clear()
			fmt.Fprintf(e.stderr, "z3sudoku generate: puzzle %d (seed %d): %v\n", r.index+1, r.seed, errorText(r.err))
			failed = true
			cancel() // the rest would be printed with a gap
		default:
			opt.print(e, r)
			made++
			bar.set(made)
		}
	}
	// Once ctx is done, an error is that of a puzzle cut short.
	cutShort := func(r genResult) bool { return r.err != nil }
	cut, stopped := ordered(ctx, opt.jobs, feed, work, cutShort, emit, flush)
	flush()
	bar.finish()
	if e.stdout.Err() != nil || stopped && context.Cause(watched) == errReaderGone {
		return exitFailed // run says why; and nothing when the reader has gone
	}
	code = exitOK
	if failed || stopped {
		code = exitFailed
	}
	// The summary, as for the batch commands: unless one puzzle was asked
	// for and made.
	if !opt.quiet && (opt.count != 1 || code != exitOK) {
		fmt.Fprintln(e.stderr, genSummary(opt.count, made, failed, cut, signals.Err() != nil, time.Since(start)))
	}
	return code
}

// genSummary is generate's summary line. Its puzzles are those made,
// the one that failed, and those cut short: begun, and stopped by a
// signal or the failure. The rest of --count, not begun, or finished
// but not printed after one cut short or failed, is what it stopped
// before.
func genSummary(count, made int, failed bool, cut int, interrupted bool, elapsed time.Duration) string {
	n := made + cut
	if failed {
		n++
	}
	line := "z3sudoku generate: " + plural(n, "puzzle")
	if failed || cut > 0 {
		line += fmt.Sprintf(": %d made", made)
	}
	if failed {
		line += ", 1 failed"
	}
	if cut > 0 {
		line += fmt.Sprintf(", %d cut short", cut)
	}
	if interrupted {
		line += " (interrupted)"
	}
	if rest := count - n; rest > 0 {
		line += fmt.Sprintf("; stopped before %d more", rest)
	}
	rate := float64(made) / max(elapsed.Seconds(), 1e-9)
	return fmt.Sprintf("%s; %.2fs, %s/s", line, elapsed.Seconds(), plural(int(rate+0.5), "puzzle"))
}

// make generates puzzle i, from seed opt.seed+i alone, on the worker's
// Model *m, which it builds at the first puzzle that needs one.
func (opt *genOptions) make(ctx context.Context, i int, m **sudoku.Model) genResult {
	r := genResult{index: i, seed: opt.seed + uint64(i)}
	if err := ctx.Err(); err != nil {
		r.err = err
		return r
	}
	if opt.variant == "killer" {
		res, err := generate.Killer(ctx, sudoku.Shape9, generate.WithSeed(r.seed), generate.WithDifficulty(false))
		if err != nil {
			r.err = err
			return r
		}
		r.p, r.cages = res.Puzzle(), len(res.Cages)
		r.p.Title = fmt.Sprintf("Killer %d (seed %d)", i+1, r.seed)
		return r
	}
	// One Model per worker: generate.Puzzle's output depends only on the
	// rules and the seed, not on what the Model solved before.
	rs := opt.rf.plain(sudoku.Shape9)
	if *m == nil {
		var err error
		if *m, err = sudoku.NewContext(ctx, sudoku.Shape9, rs); err != nil {
			r.err = err
			return r
		}
	}
	res, err := generate.Puzzle(ctx, *m, generate.WithSeed(r.seed), generate.WithSymmetry(opt.sym),
		generate.WithDifficulty(false)) // not printed
	r.p, r.err = sudoku.Puzzle{Shape: sudoku.Shape9, Rules: rs, Givens: res.Puzzle}, err
	return r
}

// genJSON is the --json form of a generated puzzle.
type genJSON struct {
	Index    int             `json:"index"` // from 1
	Seed     uint64          `json:"seed"`
	Variant  string          `json:"variant"`
	Puzzle   string          `json:"puzzle,omitempty"` // the givens; none for a killer
	Givens   int             `json:"givens"`
	FPuzzles json.RawMessage `json:"fpuzzles"`
}

// print writes a generated puzzle in the chosen format.
func (opt *genOptions) print(e *env, r genResult) {
	w := e.stdout
	killer := opt.variant == "killer"
	fp, err := compactFPuzzles(r.p)
	if err != nil && (killer || opt.out.resolved == formatJSON || opt.out.resolved == formatFPuzzles) {
		fmt.Fprintf(e.stderr, "z3sudoku generate: puzzle %d (seed %d): %v\n", r.index+1, r.seed, err)
		fmt.Fprintln(w, string(statusError))
		return
	}
	switch opt.out.resolved {
	case formatJSON:
		j := genJSON{Index: r.index + 1, Seed: r.seed, Variant: opt.variant, FPuzzles: fp}
		if !killer {
			j.Puzzle, j.Givens = r.p.Givens.String(), r.p.Givens.NumGivens()
		}
		data, _ := json.Marshal(j) // no value in j can fail
		fmt.Fprintf(w, "%s\n", data)
	case formatFPuzzles:
		fmt.Fprintf(w, "%s\n", fp)
	case formatPretty:
		if killer {
			fmt.Fprintf(w, "killer puzzle %d (seed %d), %d cages:\n%s\n\n", r.index+1, r.seed, r.cages, fp)
			return
		}
		fmt.Fprintf(w, "%s puzzle %d (seed %d), %d givens:\n%s\n", opt.variant, r.index+1, r.seed, r.p.Givens.NumGivens(), r.p.Givens.Pretty())
	default:
		if killer {
			fmt.Fprintf(w, "%s\n", fp)
			return
		}
		fmt.Fprintln(w, r.p.Givens.String())
	}
}

// compactFPuzzles returns p as f-puzzles JSON on one line.
func compactFPuzzles(p sudoku.Puzzle) ([]byte, error) {
	data, err := variants.MarshalFPuzzles(p)
	if err != nil {
		return nil, err
	}
	var line bytes.Buffer
	if err := json.Compact(&line, data); err != nil {
		return nil, err
	}
	return line.Bytes(), nil
}
