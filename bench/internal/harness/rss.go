package harness

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/z3sudoku/z3sudoku/bench/internal/corpus"
	"github.com/z3sudoku/z3sudoku/bench/internal/machine"
)

// RSSResult is the memory of one OneHot Model solving a whole corpus.
type RSSResult struct {
	Puzzles     int
	Elapsed     time.Duration
	Start       machine.Memory // before the Model is built
	Built       machine.Memory // after the Model is built
	Checkpoints []machine.Memory
	End         machine.Memory // after the last puzzle, before Close
}

// MeasureRSS solves every puzzle of c with one OneHot Model, verifying each
// solution, and reads the process's resident memory at ten checkpoints.
// The figures are the whole process's, so run it in a fresh process for a
// clean peak (the bench command re-runs itself for this).
func MeasureRSS(ctx context.Context, c corpus.Corpus) (RSSResult, error) {
	var res RSSResult
	runtime.GC()
	var err error
	if res.Start, err = machine.ReadMemory(); err != nil {
		return res, err
	}
	e, _ := EngineByName("onehot")
	inst, err := e.Open(c.Puzzles[0])
	if err != nil {
		return res, err
	}
	defer inst.Close()
	if res.Built, err = machine.ReadMemory(); err != nil {
		return res, err
	}
	v := newVerifier()
	step := max(1, len(c.Puzzles)/10)
	start := time.Now()
	for i, p := range c.Puzzles {
		sol, err := inst.Solve(ctx, p.Givens)
		if err != nil {
			return res, &WrongAnswer{Corpus: c.Name, Call: Solve, Engine: e.Name, Puzzle: p, Msg: "error: " + err.Error()}
		}
		if msg := v.solution(p, sol); msg != "" {
			return res, &WrongAnswer{Corpus: c.Name, Call: Solve, Engine: e.Name, Puzzle: p, Msg: msg}
		}
		if (i+1)%step == 0 || i == len(c.Puzzles)-1 {
			m, err := machine.ReadMemory()
			if err != nil {
				return res, err
			}
			res.Checkpoints = append(res.Checkpoints, m)
		}
	}
	res.Elapsed = time.Since(start)
	res.Puzzles = len(c.Puzzles)
	res.End = res.Checkpoints[len(res.Checkpoints)-1]
	return res, nil
}

// Row returns the result as a table row.
func (r RSSResult) Row(name string) Row {
	mb := func(kib int) string { return fmt.Sprintf("%.1f", float64(kib)/1024) }
	var rss []string
	for _, m := range r.Checkpoints {
		rss = append(rss, mb(m.RSS))
	}
	note := fmt.Sprintf("peak RSS (VmHWM) %s MB; VmRSS %s MB at start, %s MB with the Model built, then every 10%%: %s; %s in all",
		mb(r.End.Peak), mb(r.Start.RSS), mb(r.Built.RSS), strings.Join(rss, " "), r.Elapsed.Round(time.Millisecond))
	return Row{Corpus: name, Call: RSS, Engine: "onehot", Total: r.Puzzles, Note: note}
}
