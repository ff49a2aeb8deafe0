package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"unicode/utf8"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Output formats.
const (
	formatAuto     = "auto"     // pretty on a terminal, line otherwise
	formatPretty   = "pretty"   // boxed grids
	formatLine     = "line"     // one line per puzzle
	formatJSON     = "json"     // one JSON object per line
	formatFPuzzles = "fpuzzles" // one f-puzzles JSON document per line, with the solution
)

// outputFlags choose how results are printed.
type outputFlags struct {
	format       string
	json         bool
	pretty, line bool
	resolved     string // the format after -json, -pretty, -line and auto
}

func (o *outputFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&o.format, "format", formatAuto, "output: auto, pretty, line, json or fpuzzles")
	fs.BoolVar(&o.json, "json", false, "same as --format json: one JSON object per puzzle and line")
	fs.BoolVar(&o.pretty, "pretty", false, "same as --format pretty: boxed grids even when piped")
	fs.BoolVar(&o.line, "line", false, "same as --format line: one line per puzzle even on a terminal")
}

// check resolves the format for output w.
func (o *outputFlags) check(w io.Writer) error {
	f := o.format
	var given []string // the format flags given
	if o.format != formatAuto {
		given = append(given, "--format "+o.format)
	}
	for _, alias := range []struct {
		on   bool
		name string
	}{{o.json, formatJSON}, {o.pretty, formatPretty}, {o.line, formatLine}} {
		if alias.on && alias.name != o.format {
			given = append(given, "--"+alias.name)
			f = alias.name
		}
	}
	if len(given) > 1 {
		return fmt.Errorf("%s: give one output format", strings.Join(given, ", "))
	}
	switch f {
	case formatAuto:
		f = formatLine
		if isTerminal(w) {
			f = formatPretty
		}
	case formatPretty, formatLine, formatJSON, formatFPuzzles:
	default:
		return fmt.Errorf("--format %q: want auto, pretty, line, json or fpuzzles", o.format)
	}
	o.resolved = f
	return nil
}

// printer writes results to standard output in the chosen format, and
// their errors to standard error.
type printer struct {
	opt *batchOptions
	e   *env
	n   int
}

func newPrinter(opt *batchOptions, e *env) *printer { return &printer{opt: opt, e: e} }

func (p *printer) print(r *result) {
	p.n++
	if r.err != nil {
		// A refusal of the input is cut short (-v prints it whole); other
		// errors, such as Z3 that cannot be loaded, are printed whole.
		msg := errorText(r.err)
		if r.status == statusInvalid {
			msg = p.e.reason(r.err)
		}
		fmt.Fprintf(p.e.stderr, "%s: %s\n", r.it.where(), msg)
	}
	if p.e.verbose {
		// How the rules text was read, so that a setter can check it.
		for _, b := range r.it.bindings {
			fmt.Fprintf(p.e.stderr, "%s: bound %s\n", r.it.where(), b)
		}
	}
	switch p.opt.out.resolved {
	case formatJSON:
		p.json(r)
	case formatFPuzzles:
		p.fpuzzles(r)
	case formatPretty:
		p.pretty(r)
	default:
		fmt.Fprintln(p.e.stdout, p.lineText(r))
	}
}

// lineText is a result's one-line form: the solution, a count ("5+" when
// it reached the limit) or the candidates when there is one, "multiple:"
// and the cells where two solutions differ, and otherwise the status.
func (p *printer) lineText(r *result) string {
	if r.err != nil {
		return string(r.status)
	}
	switch p.opt.cmd {
	case "count":
		if atLimit(r.solutions, p.opt.limit) {
			return strconv.Itoa(r.solutions) + "+"
		}
		return strconv.Itoa(r.solutions)
	case "candidates":
		return strings.Join(strings.Fields(r.candidates.String()), " ")
	case "unique":
		if r.status == statusMultiple {
			if cells := differ(r.solution, r.second); len(cells) > 0 {
				return string(r.status) + ": " + strings.Join(cells, " ")
			}
			return string(r.status)
		}
	}
	return r.solution.String()
}

func (p *printer) pretty(r *result) {
	w := p.e.stdout
	if !p.opt.single {
		title := r.it.where()
		if r.it.p.Title != "" {
			title += " " + r.it.p.Title
		}
		what := string(r.status)
		if p.opt.cmd == "candidates" {
			switch r.status {
			case statusUnique:
				what = "candidates of the one solution"
			case statusMultiple:
				what = "candidates (more than one solution)"
			}
		}
		fmt.Fprintf(w, "%s: %s\n", title, what)
	}
	if r.err != nil {
		if !p.opt.single {
			fmt.Fprintln(w)
		}
		return
	}
	switch p.opt.cmd {
	case "count":
		fmt.Fprintf(w, "%s\n", countText(r.solutions, p.opt.limit))
	case "candidates":
		fmt.Fprint(w, candidatesPretty(r.candidates))
	case "unique":
		if r.status == statusMultiple {
			cells := differ(r.solution, r.second)
			if len(cells) == 0 {
				fmt.Fprintln(w, "more than one solution")
				break
			}
			fmt.Fprintf(w, "more than one solution; these two differ in %s:\n", strings.Join(cells, " "))
			fmt.Fprint(w, sideBySide(r.solution.Pretty(), r.second.Pretty()))
			break
		}
		fmt.Fprint(w, r.solution.Pretty())
	default:
		fmt.Fprint(w, r.solution.Pretty())
	}
	fmt.Fprintln(w)
}

// candidatesPretty lays out candidates in aligned columns, each as wide
// as its widest cell, with the boxes set apart as in Grid.Pretty.
func candidatesPretty(c sudoku.Candidates) string {
	sh := c.Shape()
	lines := strings.Split(strings.TrimSuffix(c.String(), "\n"), "\n")
	cells := make([][]string, len(lines))
	width := make([]int, sh.Size)
	for r, l := range lines {
		cells[r] = strings.Fields(l)
		for col, t := range cells[r] {
			width[col] = max(width[col], len(t))
		}
	}
	var sb strings.Builder
	for r, row := range cells {
		if sh.HasBoxes() && r > 0 && r%sh.BoxRows == 0 {
			for col := range row {
				if col > 0 && col%sh.BoxCols == 0 {
					sb.WriteString("-+-")
				} else if col > 0 {
					sb.WriteByte('-')
				}
				sb.WriteString(strings.Repeat("-", width[col]))
			}
			sb.WriteByte('\n')
		}
		for col, t := range row {
			if sh.HasBoxes() && col > 0 && col%sh.BoxCols == 0 {
				sb.WriteString(" | ")
			} else if col > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(t)
			if col < len(row)-1 {
				sb.WriteString(strings.Repeat(" ", width[col]-len(t)))
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// sideBySide sets two blocks of lines next to each other.
func sideBySide(a, b string) string {
	la := strings.Split(strings.TrimSuffix(a, "\n"), "\n")
	lb := strings.Split(strings.TrimSuffix(b, "\n"), "\n")
	width := 0
	for _, l := range la {
		width = max(width, utf8.RuneCountInString(l))
	}
	var sb strings.Builder
	for i := range max(len(la), len(lb)) {
		var l, r string
		if i < len(la) {
			l = la[i]
		}
		if i < len(lb) {
			r = lb[i]
		}
		sb.WriteString(strings.TrimRight(l+strings.Repeat(" ", width-utf8.RuneCountInString(l))+"    "+r, " "))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// atLimit reports whether a count reached --limit: there may be more.
func atLimit(n, limit int) bool { return limit > 0 && n == limit }

// countText says how many solutions were counted.
func countText(n, limit int) string {
	switch {
	case atLimit(n, limit):
		return fmt.Sprintf("%d or more solutions (the limit)", n)
	case n == 1:
		return "1 solution"
	}
	return fmt.Sprintf("%d solutions", n)
}

// jsonResult is the --json form of a result.
type jsonResult struct {
	Source     string   `json:"source"`
	Line       int      `json:"line"`
	Title      string   `json:"title,omitempty"`
	Puzzle     string   `json:"puzzle,omitempty"`
	Status     string   `json:"status"`
	Solution   string   `json:"solution,omitempty"`
	Second     string   `json:"second_solution,omitempty"` // unique: another solution
	Differ     []string `json:"differ,omitempty"`          // unique: the cells where the two differ
	Solutions  *int     `json:"solutions,omitempty"`
	AtLeast    bool     `json:"at_least,omitempty"` // count reached the limit
	Candidates []string `json:"candidates,omitempty"`
	Bindings   []string `json:"bindings,omitempty"` // what the rules text bound (variants.Binding)
	Error      string   `json:"error,omitempty"`
	// TimeUS is everything the answer cost, in µs: building the Model,
	// the call and closing the Model. BuildUS is the build's part, 0 when
	// a Model of an earlier puzzle with the same rules served it.
	TimeUS  int64 `json:"time_us"`
	BuildUS int64 `json:"build_us"`
}

func (p *printer) json(r *result) {
	j := jsonResult{
		Source:  r.it.src,
		Line:    r.it.line,
		Title:   r.it.p.Title,
		Status:  string(r.status),
		TimeUS:  r.elapsed.Microseconds(),
		BuildUS: r.build.Microseconds(),
	}
	for _, b := range r.it.bindings {
		j.Bindings = append(j.Bindings, b.String())
	}
	if !r.it.p.Givens.IsZero() {
		j.Puzzle = r.it.p.Givens.String()
	} else if r.it.err != nil {
		j.Puzzle = r.it.text
	}
	if r.err != nil {
		j.Error = errorText(r.err)
	} else {
		if !r.solution.IsZero() {
			j.Solution = r.solution.String()
		}
		switch p.opt.cmd {
		case "candidates":
			j.Candidates = strings.Split(strings.TrimSuffix(r.candidates.String(), "\n"), "\n")
		default:
			n := r.solutions
			j.Solutions = &n
			j.AtLeast = p.opt.cmd == "count" && atLimit(n, p.opt.limit) ||
				p.opt.cmd == "unique" && r.status == statusMultiple
			if p.opt.cmd == "unique" && r.status == statusMultiple && !r.second.IsZero() {
				j.Second, j.Differ = r.second.String(), differ(r.solution, r.second)
			}
		}
	}
	data, err := json.Marshal(j)
	if err != nil {
		fmt.Fprintf(p.e.stderr, "%s: %v\n", r.it.where(), err)
		return
	}
	fmt.Fprintf(p.e.stdout, "%s\n", data)
}

// fpuzzles prints the puzzle, with its solution when found, as one line of
// f-puzzles JSON. An input that is no puzzle prints its status.
func (p *printer) fpuzzles(r *result) {
	if r.it.err != nil {
		fmt.Fprintln(p.e.stdout, string(r.status))
		return
	}
	pz := r.it.p
	if !r.solution.IsZero() && r.status != statusMultiple {
		pz.Solution = r.solution
	}
	line, err := compactFPuzzles(pz)
	if err == nil {
		fmt.Fprintf(p.e.stdout, "%s\n", line)
		return
	}
	fmt.Fprintf(p.e.stderr, "%s: %v\n", r.it.where(), err)
	fmt.Fprintln(p.e.stdout, string(statusError))
}

// outWriter is a command's standard output. It holds what the command
// writes until Flush, or until it holds outBuffer bytes, and then writes
// it on in whole lines, so that a reader never sees half a line, even
// from a command that a signal ends. Its first write error is kept: every
// later Write and Flush returns it, and run reports it once.
type outWriter struct {
	mu  sync.Mutex // held while writing to w
	w   io.Writer
	buf []byte
	err error
}

// outBuffer is how much an outWriter holds before it writes on its own.
const outBuffer = 64 << 10

// noFd is the Fd of an outWriter on something other than a file.
const noFd = ^uintptr(0)

func newOutWriter(w io.Writer) *outWriter { return &outWriter{w: w} }

// Write appends p to what is held, and writes the whole lines held once
// there are outBuffer bytes.
func (o *outWriter) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.err != nil {
		return 0, o.err
	}
	o.buf = append(o.buf, p...)
	if len(o.buf) >= outBuffer {
		if i := bytes.LastIndexByte(o.buf, '\n'); i >= 0 {
			o.writeLocked(i + 1)
		}
	}
	return len(p), o.err
}

// Flush writes everything held, and returns the first write error.
func (o *outWriter) Flush() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.writeLocked(len(o.buf))
	return o.err
}

// Err returns the first write error.
func (o *outWriter) Err() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.err
}

// writeLocked writes the first n bytes held.
func (o *outWriter) writeLocked(n int) {
	if o.err == nil && n > 0 {
		_, o.err = o.w.Write(o.buf[:n])
	}
	o.buf = o.buf[:copy(o.buf, o.buf[n:])]
	if o.err != nil {
		o.buf = nil
	}
}

// stop waits for a write in progress to end, and keeps every later write
// from starting: the process is about to exit.
func (o *outWriter) stop() { o.mu.Lock() }

// errReaderGone is the cause of a command's context that watch ended:
// no one reads the output any more.
var errReaderGone = errors.New("the output's reader has gone")

// watch returns a context that ends, with errReaderGone as its cause, as
// soon as the output is a pipe that no one reads any more, as after
// "| head -1": a batch then stops at once, rather than at its next
// write, which may be a long puzzle away. stop ends the watch. Where the
// platform cannot watch, a write to the pipe fails, which stops the
// batch as well.
func (o *outWriter) watch(ctx context.Context) (context.Context, func()) {
	f, ok := o.w.(*os.File)
	if !ok {
		return ctx, func() {}
	}
	wait, stop := readerGone(f)
	if wait == nil {
		return ctx, func() {}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		if wait() {
			cancel(errReaderGone)
		}
	}()
	return ctx, func() {
		stop()
		cancel(nil)
	}
}

// quietWriteError reports whether a write error is one to exit 1 on
// without a word: a pipe whose reader has gone, as after "| head -1",
// which the user closed on purpose.
func quietWriteError(err error) bool {
	return errors.Is(err, syscall.EPIPE)
}

// Fd returns the file descriptor of the file underneath, or noFd, for
// isTerminal.
func (o *outWriter) Fd() uintptr {
	if f, ok := o.w.(interface{ Fd() uintptr }); ok {
		return f.Fd()
	}
	return noFd
}
