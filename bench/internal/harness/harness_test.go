package harness

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/bench/internal/corpus"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

var bg = context.Background()

func engines(t *testing.T, names ...string) []Engine {
	t.Helper()
	var es []Engine
	for _, n := range names {
		e, err := EngineByName(n)
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, e)
	}
	return es
}

// TestRunVerifies runs the bench command's core on a few puzzles of every
// corpus, with OneHot (on Models of their own and on warm bases) and the
// peer, and checks that each row finished and verified its puzzles, but
// those of rules the peer has not (Sudoku-X's diagonals). It leaves out the corpora that take seconds a
// puzzle here: grid25 and grid64 (builds), and arrow (the peer's arrows).
func TestRunVerifies(t *testing.T) {
	var names []string
	for _, n := range corpus.Names() {
		if n != "grid25" && n != "grid64" && n != "arrow" {
			names = append(names, n)
		}
	}
	cfg := Config{Corpora: names, Engines: engines(t, "onehot", "warm", "gini"), N: 2, Cap: time.Minute, CapFast: time.Minute, Builds: 2, Parallel: 20, Log: testLog{t}}
	rep, err := Run(bg, cfg)
	if err != nil {
		t.Fatalf("Run() error = %v", err)
	}
	rows := map[string]Row{}
	for _, r := range rep.Rows {
		rows[r.Corpus+" "+r.Call+" "+r.Engine] = r
		if r.Engine == "gini" && strings.HasPrefix(r.Note, "n/a") {
			continue
		}
		if len(r.Times) == 0 || len(r.Times) != r.Total {
			t.Errorf("%s %s %s: %d of %d puzzles done, note %q", r.Corpus, r.Call, r.Engine, len(r.Times), r.Total, r.Note)
		}
	}
	for _, key := range []string{"hardest1106 Unique gini", "serg Count onehot", "killer Unique gini",
		"kropki Solve gini", "build 9x9 New+Close onehot", "17clue Unique ×2 onehot",
		"littlekiller Unique onehot", "sudokux16 New+Unique onehot", "killer New+Unique warm",
		"sudokux16 New+Unique warm"} {
		if _, ok := rows[key]; !ok {
			t.Errorf("no row %q", key)
		}
	}
	if r := rows["hardest1106 Unique gini"]; r.Ratio <= 0 {
		t.Errorf("hardest1106 Unique gini: ratio %v, want one against OneHot", r.Ratio)
	}
	var buf bytes.Buffer
	WriteTable(&buf, rep.Rows)
	if got := strings.Count(buf.String(), "\n"); got != len(rep.Rows)+2 {
		t.Errorf("WriteTable wrote %d lines for %d rows:\n%s", got, len(rep.Rows), buf.String())
	}
}

// TestRunSlowEnginesCapped runs Int (fresh) and BitVec on a corpus with a
// short cap: the rows stop and say so, or finish; none fails.
func TestRunSlowEnginesCapped(t *testing.T) {
	if testing.Short() {
		t.Skip("slow encodings")
	}
	cfg := Config{Corpora: []string{"17clue"}, Engines: engines(t, "int", "bitvec"), N: 1, Cap: 3 * time.Second}
	rep, err := Run(bg, cfg)
	if err != nil {
		t.Fatalf("Run() error = %v", err)
	}
	for _, r := range rep.Rows {
		if len(r.Times) < r.Total && !strings.Contains(r.Note, "cap") {
			t.Errorf("%s %s: %d of %d done and no cap in note %q", r.Call, r.Engine, len(r.Times), r.Total, r.Note)
		}
	}
}

// liar is an Instance whose answers are wrong in a chosen way.
type liar struct {
	Instance
	swap    bool // swap two digits of the first row of each solution
	unique  bool // the verdict Unique gives
	counted int  // what Count returns
}

func (l liar) Solve(ctx context.Context, g sudoku.Grid) (sudoku.Grid, error) {
	sol, err := l.Instance.Solve(ctx, g)
	if err != nil || !l.swap {
		return sol, err
	}
	sol = sol.Clone()
	a, b := sudoku.Cell{Row: 0, Col: 0}, sudoku.Cell{Row: 0, Col: 1}
	x, y := sol.At(a), sol.At(b)
	sol.Set(a, y)
	sol.Set(b, x)
	return sol, nil
}

func (l liar) Unique(ctx context.Context, g sudoku.Grid) (sudoku.Grid, bool, error) {
	sol, err := l.Solve(ctx, g)
	return sol, l.unique, err
}

func (l liar) Count(ctx context.Context, g sudoku.Grid, limit int) (int, error) {
	return l.counted, nil
}

func liarEngine(l liar) Engine {
	oh, _ := EngineByName("onehot")
	return Engine{Name: "liar", open: func(p corpus.Puzzle, _ time.Duration) (Instance, error) {
		inst, err := oh.Open(p)
		l.Instance = inst
		return l, err
	}}
}

// TestRunCatchesWrongAnswers checks that a fast wrong answer stops the run
// with a *WrongAnswer naming the puzzle.
func TestRunCatchesWrongAnswers(t *testing.T) {
	tests := []struct {
		name   string
		corpus string
		liar   liar
		want   string
	}{
		{"bad grid", "top95", liar{swap: true, unique: true}, "top95:1"},
		{"not unique", "hardest1106", liar{unique: false}, "not unique"},
		{"bad variant grid", "killer", liar{swap: true, unique: true}, "killer-01"},
		{"bad count", "serg", liar{counted: 3}, "count 3, the puzzle has 872 solutions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := Config{Corpora: []string{tt.corpus}, Engines: []Engine{liarEngine(tt.liar)}, N: 1}
			_, err := Run(bg, cfg)
			var wrong *WrongAnswer
			if !errors.As(err, &wrong) {
				t.Fatalf("Run() error = %v, want a *WrongAnswer", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Run() error = %q, want it to mention %q", err, tt.want)
			}
		})
	}
}

// TestUniqueAgreement checks that two solvers disagreeing on uniqueness is
// an error even where nothing is known about the puzzle.
func TestUniqueAgreement(t *testing.T) {
	v := newVerifier()
	c := corpus.Corpus{Name: "c"}
	p := corpus.Puzzle{Name: "p"}
	if msg := v.uniqueness(c, p, true); msg != "" {
		t.Fatal(msg)
	}
	if msg := v.uniqueness(c, p, false); !strings.Contains(msg, "another solver said true") {
		t.Errorf("uniqueness(disagreeing) = %q", msg)
	}
}

func TestMeasureRSS(t *testing.T) {
	c, err := corpus.Load("17clue")
	if err != nil {
		t.Fatal(err)
	}
	c.Puzzles = c.Puzzles[:30]
	res, err := MeasureRSS(bg, c)
	if err != nil {
		t.Fatal(err)
	}
	if res.Puzzles != 30 || len(res.Checkpoints) != 10 || res.End.Peak < res.End.RSS {
		t.Errorf("MeasureRSS() = %+v", res)
	}
	if row := res.Row("17clue"); !strings.Contains(row.Note, "VmHWM") {
		t.Errorf("Row().Note = %q", row.Note)
	}
}

func TestSummarize(t *testing.T) {
	var ts []time.Duration
	for i := 10; i >= 1; i-- {
		ts = append(ts, time.Duration(i)*time.Microsecond)
	}
	got := Summarize(ts)
	if want := (Stats{Median: 5.5, P90: 9, Mean: 5.5}); got != want {
		t.Errorf("Summarize(1..10 µs) = %+v, want %+v", got, want)
	}
	if got := Summarize(nil); got != (Stats{}) {
		t.Errorf("Summarize(nil) = %+v", got)
	}
}

func TestThousands(t *testing.T) {
	for v, want := range map[float64]string{3.14: "3.1", 12: "12", 1234: "1,234", 1234567.6: "1,234,568"} {
		if got := thousands(v); got != want {
			t.Errorf("thousands(%v) = %q, want %q", v, got, want)
		}
	}
}

// testLog sends a run's progress lines to the test log.
type testLog struct{ t *testing.T }

func (l testLog) Write(b []byte) (int, error) {
	l.t.Log(strings.TrimSuffix(string(b), "\n"))
	return len(b), nil
}
