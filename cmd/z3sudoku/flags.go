package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// usageError returns a function that reports a usage error of command
// cmd on w, as one line "z3sudoku cmd: message" and a pointer to the
// command's help, and returns exitUsage. Messages about a flag's value
// have the form "--flag VALUE: want ...", with a long value cut short
// (see cutValues).
func usageError(w io.Writer, cmd string) func(format string, a ...any) int {
	return func(format string, a ...any) int {
		msg := cutValues(fmt.Sprintf(format, a...))
		fmt.Fprintf(w, "z3sudoku %s: %s\nrun 'z3sudoku %s --help' for usage\n", cmd, msg, cmd)
		return exitUsage
	}
}

// parseFlags parses args with fs, letting flags and operands mix, as in
// "z3sudoku solve puzzles.txt --x". A "--" ends the flags. It returns the
// operands, or the exit code to return at once: exitOK after -h or
// --help, which prints the command's help (fs.Usage) on standard output,
// and exitUsage after a bad flag, which is reported as usageError does,
// with long flags written --name and a guess at a mistyped one, without
// the whole help.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	help, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	defer func() { fs.Usage = help; fs.SetOutput(out) }()
	var operands []string
	for {
		if err := fs.Parse(args); err != nil {
			fs.SetOutput(out)
			if errors.Is(err, flag.ErrHelp) {
				printHelp(fs, help)
				return nil, exitOK, false
			}
			return nil, usageError(out, fs.Name())("%s", flagErrorText(fs, err)), false
		}
		rest := fs.Args()
		// Parse stops at the first operand, or after "--".
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(operands, rest...), 0, true
		}
		if len(rest) == 0 {
			return operands, 0, true
		}
		operands = append(operands, rest[0])
		args = rest[1:]
	}
}

// isSet reports whether the flag name was given on the command line, so
// that an empty -o is told apart from no -o.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// registerJobs adds the -j flag, whose default is the number of CPUs.
func registerJobs(fs *flag.FlagSet, jobs *int, what string) {
	fs.IntVar(jobs, "j", runtime.GOMAXPROCS(0),
		fmt.Sprintf("%s: at least 1, at most %d here (2 per CPU, and 16 unless there are more CPUs); a larger -j is lowered", what, maxJobs()))
}

// maxJobs bounds -j. Each worker holds Z3 contexts of its own, up to
// about a hundred megabytes for variant puzzles, and the work is bound by
// the CPUs, so more workers only cost memory. Two per CPU keep the CPUs
// busy while workers build Models; a large machine still gets one per CPU.
func maxJobs() int {
	p := runtime.GOMAXPROCS(0)
	return max(p, min(2*p, 16))
}

// checkJobs checks -j, and lowers it to maxJobs with a note on standard
// error unless quiet.
func checkJobs(jobs *int, quiet bool, cmd string, e *env) error {
	if *jobs < 1 {
		return fmt.Errorf("-j %d: want at least 1", *jobs)
	}
	if m := maxJobs(); *jobs > m {
		if !quiet {
			fmt.Fprintf(e.stderr, "z3sudoku %s: -j %d: using %d workers, the most for %d CPUs\n", cmd, *jobs, m, runtime.GOMAXPROCS(0))
		}
		*jobs = m
	}
	return nil
}

// ruleFlags are the global rules a command adds to plain grids (and to
// f-puzzles puzzles, on top of their own rules): a flag for each row of
// rules.Globals that has one.
type ruleFlags struct {
	// on holds the rules turned on, by their rules.Global Name; register
	// points it at the flags' values.
	on map[string]*bool
	// rulesText stands in for a link's own rules text when it binds the
	// link's drawn elements (variants.ParseLinkRules).
	rulesText string
}

func (r *ruleFlags) register(fs *flag.FlagSet) {
	for _, g := range rules.Globals() {
		if g.Flag != "" {
			fs.BoolVar(r.value(g.Name), g.Flag, false, g.Help)
		}
	}
	fs.StringVar(&r.rulesText, "rules-text", "",
		"read a link's lines and shapes by `TEXT` in place of its own rules text, such as\n'Purple lines are renban lines.' (-v shows what each sentence bound)")
}

// value returns the value of the global rule name, false until set.
func (r *ruleFlags) value(name string) *bool {
	if r.on == nil {
		r.on = map[string]*bool{}
	}
	if r.on[name] == nil {
		r.on[name] = new(bool)
	}
	return r.on[name]
}

// set turns the global rule name on.
func (r *ruleFlags) set(name string) { *r.value(name) = true }

// extra returns the flags' rules, in the order of rules.Globals.
func (r *ruleFlags) extra() []sudoku.Rule {
	var rs []sudoku.Rule
	for _, g := range rules.Globals() {
		if on := r.on[g.Name]; on != nil && *on {
			rs = append(rs, g.Rule)
		}
	}
	return rs
}

// plain returns the rules of a plain grid of shape s: classic, or latin
// where the shape has no boxes, and the flags' rules.
func (r *ruleFlags) plain(s sudoku.Shape) []sudoku.Rule {
	base := []sudoku.Rule{rules.Latin()}
	if s.HasBoxes() {
		base = []sudoku.Rule{rules.Classic()}
	}
	return append(base, r.extra()...)
}

// modelFlags choose how Models are built.
type modelFlags struct {
	encoding string
	timeout  time.Duration
	memoryMB int64
	enc      sudoku.Encoding
}

func (m *modelFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&m.encoding, "encoding", "onehot", "Z3 encoding: onehot (fast), int or bitvec (the tutorials')")
	fs.DurationVar(&m.timeout, "timeout", 0,
		"give up on a puzzle after this long, such as 10s, and on an input that does not open\nin that time, such as a FIFO with no writer (0: no limit)")
	fs.Int64Var(&m.memoryMB, "memory-mb", 0,
		"give up on a puzzle whose work takes Z3 past `MB` megabytes (0: no limit)")
}

// check validates the flags after parsing, and sets the process's memory
// bound (sudoku.SetMemoryLimit) from --memory-mb.
func (m *modelFlags) check() error {
	enc, err := sudoku.ParseEncoding(m.encoding)
	if err != nil {
		return fmt.Errorf("--encoding %q: want onehot, int or bitvec", m.encoding)
	}
	if m.timeout < 0 {
		return fmt.Errorf("--timeout %v: want 0 (no limit) or more", m.timeout)
	}
	if err := checkMemoryMB(m.memoryMB); err != nil {
		return err
	}
	sudoku.SetMemoryLimit(m.memoryMB << 20)
	m.enc = enc
	return nil
}

// maxMemoryMB is the largest --memory-mb and --cache-mb: a terabyte.
const maxMemoryMB = 1 << 20

// checkMemoryMB checks a --memory-mb value.
func checkMemoryMB(mb int64) error {
	if mb < 0 || mb > maxMemoryMB {
		return fmt.Errorf("--memory-mb %d: want 0 (no limit) to %d (a terabyte)", mb, maxMemoryMB)
	}
	return nil
}

func (m *modelFlags) options() []sudoku.Option {
	opts := []sudoku.Option{sudoku.WithEncoding(m.enc)}
	if m.timeout > 0 {
		opts = append(opts, sudoku.WithTimeout(m.timeout))
	}
	return opts
}
