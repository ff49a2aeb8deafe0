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
		} else if read, ok := issTypes[typ]; ok && read == nil && typ != "And" && typ != "End" {
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
