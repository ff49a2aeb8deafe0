package variants

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

var issCorpusAll = flag.Bool("variants.iss", false,
	"TestISSCorpus solves every puzzle of ISS's examples that imports, not only the fast subset")

// issExample is one puzzle of testdata/iss/examples.json (see the README
// there).
type issExample struct {
	Name     string `json:"name"`
	File     string `json:"file"`
	Input    string `json:"input"`
	Solution string `json:"solution"`
	ISS      *struct {
		Verdict string `json:"verdict"` // unique, multiple or none
	} `json:"iss"`
	Slow bool `json:"slow"` // left out of the default run
}

func loadISSExamples(t testing.TB) []issExample {
	t.Helper()
	data, err := os.ReadFile("testdata/iss/examples.json")
	if err != nil {
		t.Fatal(err)
	}
	var ex []issExample
	if err := json.Unmarshal(data, &ex); err != nil {
		t.Fatal(err)
	}
	return ex
}

// issBlockers lists the constraint types (and grid forms) of s that this
// package refuses, each once, in order of appearance.
func issBlockers(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, part := range strings.Split(strings.Join(strings.Fields(s), ""), ".") {
		typ, rest, _ := strings.Cut(part, "~")
		key := ""
		if typ == "Shape" {
			if _, err := issShapeSize(strings.Split(rest, "~")); errors.Is(err, ErrUnsupported) {
				key = "Shape~" + rest
				if _, rng, ok := strings.Cut(rest, "~"); ok {
					key = "values " + rng
				} else {
					key = "grid " + rest
				}
			}
		} else if read, ok := issTypes[typ]; ok && read == nil && typ != "And" && typ != "End" && typ != "Replicate" {
			key = typ
		}
		if key != "" && !seen[key] {
			seen[key] = true
			out = append(out, key)
		}
	}
	return out
}

// issGrid reads an ISS solution: digits, or letters A=1 on grids over 9.
func issGrid(s sudoku.Shape, text string) (sudoku.Grid, error) {
	if len(text) != s.NumCells() {
		return sudoku.Grid{}, fmt.Errorf("solution of %d symbols for %v", len(text), s)
	}
	ds := make([]int, len(text))
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case s.Size <= 9 && c >= '1' && c <= '9':
			ds[i] = int(c - '0')
		case s.Size > 9 && c >= 'A' && c <= 'Z':
			ds[i] = int(c-'A') + 1
		default:
			return sudoku.Grid{}, fmt.Errorf("solution symbol %q", c)
		}
	}
	return sudoku.GridFromDigits(s, ds)
}

// TestISSCorpus reads every puzzle of ISS's own examples, solves those that
// import and checks the answer against ISS's: its published solution, or
// the verdict its solver gave (testdata/iss/README.md). The default run
// leaves out the puzzles marked slow; -variants.iss runs them all.
func TestISSCorpus(t *testing.T) {
	ex := loadISSExamples(t)
	bound := 20 * time.Second
	if *issCorpusAll {
		bound = 2 * time.Minute
	}
	var imported, matched, skipped, timedOut, noAnswer int
	refused := map[string]int{}     // the first refused type, as the error names it
	blockedBy := map[string]int{}   // every refused type of a puzzle
	onlyBlocker := map[string]int{} // puzzles that one family alone blocks
	for _, e := range ex {
		p, err := ParseISS(e.Input)
		if err != nil {
			var ie *ISSError
			if !errors.As(err, &ie) || !errors.Is(err, ErrUnsupported) {
				t.Errorf("%s: ParseISS: %v, want an *ISSError wrapping ErrUnsupported", e.Name, err)
				continue
			}
			refused[ie.Type]++
			bs := issBlockers(e.Input)
			for _, b := range bs {
				blockedBy[b]++
			}
			if len(bs) == 1 {
				onlyBlocker[bs[0]]++
			}
			continue
		}
		imported++
		if e.ISS == nil && e.Solution == "" {
			noAnswer++ // ISS's solver did not finish; see the README
			continue
		}
		if e.Slow && !*issCorpusAll {
			skipped++
			continue
		}
		e := e
		t.Run(e.Name, func(t *testing.T) {
			if issSolve(t, e, p, bound) {
				matched++
			} else if t.Failed() {
				return
			} else {
				timedOut++
			}
		})
	}
	t.Logf("%d puzzles: %d imported, %d matched ISS, %d slow ones skipped (-variants.iss runs them), %d over the %v bound, %d without an answer from ISS",
		len(ex), imported, matched, skipped, timedOut, bound, noAnswer)
	t.Logf("refused, by the type the error names: %s", issCounts(refused))
	t.Logf("refused, by every family each puzzle lacks: %s", issCounts(blockedBy))
	t.Logf("refused for one family alone: %s", issCounts(onlyBlocker))
}

// issSolve solves p and compares it with ISS's answer; false means the
// bound ran out (logged, not a failure).
func issSolve(t *testing.T, e issExample, p sudoku.Puzzle, bound time.Duration) bool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	m, err := p.ModelContext(ctx)
	if err != nil {
		t.Fatalf("Model: %v", err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(ctx, p.Givens)
	if errors.Is(err, context.DeadlineExceeded) {
		t.Logf("not solved within %v", bound)
		return false
	}
	verdict := "unique" // a published solution, not checked by ISS's solver
	if e.ISS != nil {
		verdict = e.ISS.Verdict
	}
	switch {
	case verdict == "none":
		if !errors.Is(err, sudoku.ErrNoSolution) {
			t.Errorf("Unique() = %v, %v, %v; ISS finds no solution", sol, unique, err)
		}
		return true
	case err != nil:
		t.Fatalf("Unique: %v (ISS: %s)", err, verdict)
	case verdict == "multiple":
		if unique {
			t.Errorf("Unique() = %v, true; ISS finds two solutions", sol)
		}
		return true
	case !unique:
		t.Errorf("Unique() found two solutions; ISS finds one")
		return true
	}
	want, err := issGrid(p.Shape, e.Solution)
	if err != nil {
		t.Fatalf("ISS's solution: %v", err)
	}
	if diff := cmp.Diff(want.String(), sol.String()); diff != "" {
		t.Errorf("Unique() solution differs from ISS's (-ISS +got):\n%s", diff)
	}
	return true
}

func issCounts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	var sb strings.Builder
	for i, k := range keys {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%s %d", k, m[k])
	}
	return sb.String()
}

var issTimes = flag.String("variants.isstimes", "",
	"BenchmarkISSCorpus compares with the ISS times in this file (JSON lines of name and ms, from bench/peer/iss/time_iss.mjs)")

// BenchmarkISSCorpus times every puzzle of ISS's examples that imports,
// from its constraint string to its answer (ParseISS, New, Unique, Close),
// the median of b.N runs, and prints each with ISS's time when
// -variants.isstimes names the peer's figures, and their ratio; then the
// median ratio, the worst and how many are more than 3 times ISS's. The
// slow puzzles run only with -variants.iss. Run it with -benchtime 2x or
// more: the first run, which only sizes the next, prints nothing.
//
//	node bench/peer/iss/time_iss.mjs ISS_CHECKOUT variants/testdata/iss/examples.json > /tmp/iss.jsonl
//	go test ./variants -run '^$' -bench ISSCorpus -benchtime 2x -args -variants.isstimes /tmp/iss.jsonl
func BenchmarkISSCorpus(b *testing.B) {
	peer := map[string]float64{}
	if *issTimes != "" {
		data, err := os.ReadFile(*issTimes)
		if err != nil {
			b.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var t struct {
				Name string  `json:"name"`
				MS   float64 `json:"ms"`
			}
			if err := json.Unmarshal([]byte(line), &t); err != nil {
				b.Fatalf("%s: %q: %v", *issTimes, line, err)
			}
			peer[t.Name] = t.MS
		}
	}
	var ratios, ours []float64
	for _, e := range loadISSExamples(b) {
		if e.ISS == nil || e.Slow && !*issCorpusAll {
			continue
		}
		if _, err := ParseISS(e.Input); err != nil {
			continue
		}
		var ts []float64
		for range b.N {
			start := time.Now()
			p, err := ParseISS(e.Input)
			if err != nil {
				b.Fatal(err)
			}
			m, err := p.Model()
			if err != nil {
				b.Fatalf("%s: %v", e.Name, err)
			}
			if _, _, err := m.Unique(context.Background(), p.Givens); err != nil {
				b.Fatalf("%s: %v", e.Name, err)
			}
			m.Close()
			ts = append(ts, float64(time.Since(start).Microseconds())/1000)
		}
		sort.Float64s(ts)
		ms := ts[len(ts)/2]
		ours = append(ours, ms)
		// The first run of a benchmark (b.N = 1) only sizes the next: the
		// figures are printed from b.N = 2 on.
		show := b.N > 1
		if p, ok := peer[e.Name]; ok && p > 0 {
			ratios = append(ratios, ms/p)
			if !show {
				continue
			}
			fmt.Printf("%-60s %9.2f ms  ISS %9.2f ms  %7.2fx\n", e.Name, ms, p, ms/p)
		} else if show {
			fmt.Printf("%-60s %9.2f ms\n", e.Name, ms)
		}
	}
	sort.Float64s(ours)
	if len(ours) > 0 {
		b.ReportMetric(ours[len(ours)/2], "median-ms")
		b.ReportMetric(float64(len(ours)), "puzzles")
	}
	if len(ratios) > 0 {
		sort.Float64s(ratios)
		b.ReportMetric(ratios[len(ratios)/2], "median-ratio")
		b.ReportMetric(ratios[len(ratios)-1], "max-ratio")
		over := 0
		for _, r := range ratios {
			if r > 3 {
				over++
			}
		}
		b.ReportMetric(float64(over), "over-3x")
	}
}
