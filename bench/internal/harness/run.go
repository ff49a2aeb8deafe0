// Package harness is the core of the bench command: it runs each corpus
// through each solver and call, times every puzzle, verifies every answer,
// and formats one table.
package harness

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/z3sudoku/z3sudoku/bench/internal/corpus"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// The calls a row times.
const (
	Solve  = "Solve"
	Unique = "Unique"
	Count  = "Count"
	Build  = "New+Close"
	// NewUnique times a Model's build and Close around Unique, as a user
	// solving one puzzle from its rules pays.
	NewUnique = "New+Unique"
	RSS       = "RSS"
)

// CountLimit is the limit of every Count call.
const CountLimit = 1000

// Config selects what a run measures.
type Config struct {
	Corpora []string // corpus names, see corpus.Names
	Engines []Engine
	N       int           // at most this many puzzles per row; 0 = all
	NSlow   int           // at most this many for slow engines (int, bitvec); 0 = N
	Cap     time.Duration // time cap per row of a slow engine (int, bitvec); 0 = none
	CapFast time.Duration // time cap per row of the others; 0 = none
	Cap64   time.Duration // time cap for the grid64 rows, model build excluded
	Peer64  bool          // also run the gini peer on grid64
	Builds  int           // model builds to time per engine; 0 = no build rows
	// Parallel is the number of 17clue puzzles for the throughput rows
	// with 1 and 2 workers; 0 = none.
	Parallel int
	Log      io.Writer // progress, one line per row; nil = none
}

// Row is one line of the table.
type Row struct {
	Corpus, Call, Engine string
	Total                int             // puzzles in the row's sample
	Times                []time.Duration // per puzzle, in corpus order
	Sample               string          // what Total is, as "first 20 of 375"
	Note                 string
	Ratio                float64 // median against OneHot's on the same puzzles; 0 = none
}

// Report is the result of a run.
type Report struct {
	Rows []Row
}

// Run runs cfg. A wrong answer stops the run with a *WrongAnswer error; the
// report then holds the rows finished so far.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	r := &runner{cfg: cfg, v: newVerifier(), rep: &Report{}}
	err := r.run(ctx)
	r.ratios()
	return r.rep, err
}

type runner struct {
	cfg Config
	v   *verifier
	rep *Report
}

func (r *runner) logf(format string, args ...any) {
	if r.cfg.Log != nil {
		fmt.Fprintf(r.cfg.Log, format+"\n", args...)
	}
}

func (r *runner) add(row Row) {
	r.rep.Rows = append(r.rep.Rows, row)
	st := Summarize(row.Times)
	r.logf("%-12s %-9s %-7s %5d/%-5d median %9.0f µs  %s", row.Corpus, row.Call, row.Engine,
		len(row.Times), row.Total, st.Median, row.Note)
}

// Calls returns the calls measured on a corpus.
func Calls(name string) []string {
	switch name {
	case "serg", "sudokux-count":
		return []string{Count}
	case "grid64":
		return []string{Solve}
	}
	if corpus.IsKind(name) {
		return []string{Unique, NewUnique}
	}
	if corpus.IsFamily(name) {
		return []string{Solve, Unique, NewUnique}
	}
	return []string{Solve, Unique}
}

func (r *runner) run(ctx context.Context) error {
	for _, name := range r.cfg.Corpora {
		c, err := corpus.Load(name)
		if err != nil {
			return err
		}
		for _, call := range Calls(name) {
			for _, e := range r.cfg.Engines {
				limit, rowCap := r.cfg.N, r.cfg.CapFast
				if e.Slow {
					rowCap = r.cfg.Cap
					if r.cfg.NSlow > 0 {
						limit = r.cfg.NSlow
					}
				}
				if name == "grid64" {
					if e.Name != "onehot" && !(e.Name == "gini" && r.cfg.Peer64) {
						continue
					}
					rowCap = r.cfg.Cap64
				}
				if e.Name == "warm" && call != NewUnique {
					continue // the same as onehot on a prebuilt Model
				}
				if corpus.IsKind(name) && e.Name != "onehot" && e.Name != "warm" {
					// The peer has none of these rules, and the Int and
					// BitVec encodings would add minutes to the run.
					continue
				}
				row, err := r.row(ctx, c, call, e, limit, rowCap)
				if err != nil {
					return err
				}
				r.add(row)
			}
		}
	}
	if r.cfg.Builds > 0 {
		for _, e := range r.cfg.Engines {
			row, err := r.build(e)
			if err != nil {
				return err
			}
			r.add(row)
		}
	}
	if r.cfg.Parallel > 0 {
		c, err := corpus.Load("17clue")
		if err != nil {
			return err
		}
		c.Puzzles = c.Puzzles[:min(r.cfg.Parallel, len(c.Puzzles))]
		var one float64
		for _, w := range []int{1, 2} {
			row, tput, err := r.parallel(ctx, c, w)
			if err != nil {
				return err
			}
			row.Note = fmt.Sprintf("%d puzzles %d times over: %.0f puzzles/s", len(c.Puzzles), parallelRounds, tput)
			if w == 1 {
				one = tput
			} else {
				row.Note += fmt.Sprintf(", %.2f× 1 worker", tput/one)
			}
			r.add(row)
		}
	}
	return nil
}

// sample returns the first limit puzzles of c and describes the sample.
func sample(c corpus.Corpus, limit int) ([]corpus.Puzzle, string) {
	ps := c.Puzzles
	if limit > 0 && limit < len(ps) {
		return ps[:limit], fmt.Sprintf("first %d of %d", limit, len(ps))
	}
	return ps, ""
}

// row times call on the first limit puzzles of c with engine e, stopping at
// the time cap.
func (r *runner) row(ctx context.Context, c corpus.Corpus, call string, e Engine, limit int, rowCap time.Duration) (Row, error) {
	ps, smp := sample(c, limit)
	row := Row{Corpus: c.Name, Call: call, Engine: e.Name, Total: len(ps), Sample: smp}
	// fresh: the build is timed, with the call.
	fresh := e.Fresh || call == NewUnique
	shared := c.Shared && !fresh
	var inst Instance
	closeInst := func() {
		if inst != nil {
			inst.Close()
			inst = nil
		}
	}
	defer closeInst()
	if shared {
		// The shared build is not timed and gets a cap of its own: a
		// Model's build runs a first check with no givens, which on 64x64
		// does not finish in 20 minutes; cut short, it leaves the work to
		// the first call.
		start := time.Now()
		var err error
		if inst, err = e.OpenWithin(ps[0], rowCap); err != nil {
			if errors.Is(err, ErrUnsupported) {
				row.Note = "n/a: " + err.Error()
				return row, nil
			}
			return row, fmt.Errorf("%s %s: %w", c.Name, e.Name, err)
		}
		if d := time.Since(start); d > 100*time.Millisecond {
			row.Note = fmt.Sprintf("model built in %s (not timed); ", d.Round(time.Millisecond))
		}
	}
	var deadline time.Time
	if rowCap > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, rowCap)
		defer cancel()
		deadline, _ = ctx.Deadline()
	}
	// open bounds a build by what is left of the row's time.
	open := func(p corpus.Puzzle) (Instance, error) {
		var left time.Duration
		if !deadline.IsZero() {
			left = max(time.Until(deadline), time.Millisecond)
		}
		return e.OpenWithin(p, left)
	}
	unsupported := 0
	for _, p := range ps {
		if ctx.Err() != nil {
			row.Note += fmt.Sprintf("stopped by the %s cap", rowCap)
			break
		}
		if !shared && !fresh {
			closeInst()
			var err error
			if inst, err = open(p); err != nil {
				if errors.Is(err, ErrUnsupported) {
					unsupported++
					row.Note += fmt.Sprintf("%s n/a (%v); ", p.Name, err)
					continue
				}
				return row, fmt.Errorf("%s %s %s: %w", c.Name, e.Name, p.Name, err)
			}
		}
		start := time.Now()
		if fresh {
			var err error
			if inst, err = open(p); err != nil {
				if errors.Is(err, ErrUnsupported) {
					unsupported++
					continue
				}
				return row, fmt.Errorf("%s %s %s: %w", c.Name, e.Name, p.Name, err)
			}
		}
		msg, err := r.call(ctx, c, p, call, inst)
		if fresh {
			closeInst()
		}
		elapsed := time.Since(start)
		// A solver may notice the deadline a moment before ctx does.
		if err != nil && (errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)) && rowCap > 0 {
			row.Note += fmt.Sprintf("stopped by the %s cap during %s", rowCap, p.Name)
			break
		}
		if err != nil {
			msg = "error: " + err.Error()
		}
		if msg != "" {
			return row, &WrongAnswer{Corpus: c.Name, Call: call, Engine: e.Name, Puzzle: p, Msg: msg}
		}
		row.Times = append(row.Times, elapsed)
	}
	if unsupported == len(ps) {
		row.Note = "n/a: " + row.Note
	}
	return row, nil
}

// call runs one call and returns what is wrong with its answer ("" if
// nothing), or the error of the call.
func (r *runner) call(ctx context.Context, c corpus.Corpus, p corpus.Puzzle, call string, inst Instance) (string, error) {
	switch call {
	case Solve:
		sol, err := inst.Solve(ctx, p.Givens)
		if err != nil {
			return "", err
		}
		return r.v.solution(p, sol), nil
	case Unique, NewUnique:
		sol, unique, err := inst.Unique(ctx, p.Givens)
		if err != nil {
			return "", err
		}
		if msg := r.v.solution(p, sol); msg != "" {
			return msg, nil
		}
		return r.v.uniqueness(c, p, unique), nil
	case Count:
		n, err := inst.Count(ctx, p.Givens, CountLimit)
		if err != nil {
			return "", err
		}
		return r.v.counted(p, n, CountLimit), nil
	}
	return "", fmt.Errorf("unknown call %q", call)
}

// build times New and Close of a classic 9x9 Model (Solver for the peer).
func (r *runner) build(e Engine) (Row, error) {
	n := r.cfg.Builds
	if e.Slow && r.cfg.NSlow > 0 {
		n = min(n, r.cfg.NSlow)
	}
	p := corpus.Puzzle{Name: "classic 9x9", Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic()}}
	row := Row{Corpus: "build 9x9", Call: Build, Engine: e.Name, Total: n}
	deadline := time.Now().Add(r.cfg.Cap)
	for i := 0; i < n; i++ {
		if r.cfg.Cap > 0 && time.Now().After(deadline) {
			row.Note = fmt.Sprintf("stopped by the %s cap", r.cfg.Cap)
			break
		}
		start := time.Now()
		inst, err := e.Open(p)
		if err != nil {
			return row, fmt.Errorf("build %s: %w", e.Name, err)
		}
		inst.Close()
		row.Times = append(row.Times, time.Since(start))
	}
	return row, nil
}

// parallel proves the puzzles of c unique with OneHot on workers
// goroutines, one Model each (built before the clock starts), and returns
// the throughput in puzzles per second. The corpus is proved
// parallelRounds times over, so that the figure is not that of one pass
// of about a tenth of a second; the row's times are those of every call.
func (r *runner) parallel(ctx context.Context, c corpus.Corpus, workers int) (Row, float64, error) {
	e, _ := EngineByName("onehot")
	n := parallelRounds * len(c.Puzzles)
	row := Row{Corpus: c.Name, Call: fmt.Sprintf("%s ×%d", Unique, workers), Engine: e.Name, Total: n}
	insts := make([]Instance, workers)
	for i := range insts {
		inst, err := e.Open(c.Puzzles[0])
		if err != nil {
			return row, 0, err
		}
		defer inst.Close()
		insts[i] = inst
	}
	times := make([]time.Duration, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	start := time.Now()
	for _, inst := range insts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				p := c.Puzzles[i%len(c.Puzzles)]
				t := time.Now()
				msg, err := r.call(ctx, c, p, Unique, inst)
				times[i] = time.Since(t)
				if err != nil {
					msg = "error: " + err.Error()
				}
				if msg != "" {
					mu.Lock()
					if firstErr == nil {
						firstErr = &WrongAnswer{Corpus: c.Name, Call: row.Call, Engine: e.Name, Puzzle: p, Msg: msg}
					}
					mu.Unlock()
					next.Store(int64(n))
					return
				}
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	if firstErr != nil {
		return row, 0, firstErr
	}
	row.Times = times
	return row, float64(n) / wall.Seconds(), nil
}

// parallelRounds is how many times the parallel rows prove their corpus.
const parallelRounds = 5

// ratios sets each row's ratio to OneHot: the median of its times over the
// puzzles it finished, divided by OneHot's median over the same puzzles.
// Build rows repeat one model, so they compare their medians directly.
func (r *runner) ratios() {
	for i := range r.rep.Rows {
		row := &r.rep.Rows[i]
		if row.Engine == "onehot" || len(row.Times) == 0 {
			continue
		}
		for _, oh := range r.rep.Rows {
			if oh.Engine != "onehot" || oh.Corpus != row.Corpus || oh.Call != row.Call || len(oh.Times) == 0 {
				continue
			}
			k := min(len(oh.Times), len(row.Times))
			if row.Call == Build {
				row.Ratio = Summarize(row.Times).Median / Summarize(oh.Times).Median
			} else {
				row.Ratio = Summarize(row.Times[:k]).Median / Summarize(oh.Times[:k]).Median
			}
			break
		}
	}
}

// Stats summarises a row's times, in µs.
type Stats struct{ Median, P90, Mean float64 }

// Summarize returns the median, 90th percentile and mean of ts, in µs.
func Summarize(ts []time.Duration) Stats {
	if len(ts) == 0 {
		return Stats{}
	}
	s := slices.Clone(ts)
	slices.Sort(s)
	var sum time.Duration
	for _, t := range s {
		sum += t
	}
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	var median float64
	if n := len(s); n%2 == 1 {
		median = us(s[n/2])
	} else {
		median = (us(s[n/2-1]) + us(s[n/2])) / 2
	}
	p90 := s[(len(s)*9+9)/10-1]
	return Stats{Median: median, P90: us(p90), Mean: us(sum) / float64(len(s))}
}
