package variants_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

var sudokuBench = flag.Bool("variants.bench", false,
	"read and solve the 100 Sudoku-Bench challenge puzzles and print right / wrong / refused (a few minutes)")

// benchPuzzle is one line of testdata/sudoku-bench/challenge.jsonl.
type benchPuzzle struct {
	ID       string `json:"puzzle_id"`
	Title    string `json:"title"`
	Author   string `json:"author"`
	Rules    string `json:"rules"`
	Rows     int    `json:"rows"`
	Solution string `json:"solution"`
	Encoded  string `json:"encoded_puzzle"`
}

func loadSudokuBench(t *testing.T) []benchPuzzle {
	t.Helper()
	f, err := os.Open("testdata/sudoku-bench/challenge.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []benchPuzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		var p benchPuzzle
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) != 100 {
		t.Fatalf("read %d puzzles, want 100", len(out))
	}
	return out
}

// benchReason is a refusal's reason, short enough to count: the error
// with the puzzle's own details (cells, colours, quoted text) blurred.
var benchBlur = regexp.MustCompile(`"[^"]*"|r\d+c\d+|#[0-9A-Fa-f]{3,8}|\d+`)

func benchReason(err error) string {
	var be *variants.BindError
	var ee *variants.ElementsError
	var re *variants.RulesTextError
	switch {
	case errors.As(err, &be):
		return "binding: " + be.Reason
	case errors.As(err, &ee):
		kinds := map[string]bool{}
		for _, e := range ee.Elements {
			_, desc, _ := strings.Cut(e, " (")
			w := strings.Fields(desc)
			if len(w) > 0 {
				kinds[w[0]] = true
			}
		}
		ks := slices.Sorted(func(yield func(string) bool) {
			for k := range kinds {
				if !yield(k) {
					return
				}
			}
		})
		return "unread elements: " + strings.Join(ks, ", ")
	case errors.As(err, &re):
		return "rules text"
	}
	s := benchBlur.ReplaceAllString(err.Error(), "_")
	if len(s) > 70 {
		s = s[:70]
	}
	return s
}

// TestSudokuBench reads every Sudoku-Bench challenge puzzle with
// ParseLinkBindings and, where it reads, solves it with a 20 s bound: right is a
// unique solution equal to the published one, wrong is any other answer,
// unknown a timeout. It prints the table and fails on a wrong answer.
func TestSudokuBench(t *testing.T) {
	if !*sudokuBench {
		t.Skip("run with -variants.bench")
	}
	var right, wrong, refused, unknown int
	reasons := map[string]int{}
	for _, bp := range loadSudokuBench(t) {
		p, bound, err := variants.ParseLinkBindings(bp.Encoded)
		if err != nil {
			refused++
			reasons[benchReason(err)]++
			t.Logf("%s refused: %v", bp.ID, err)
			continue
		}
		for _, b := range bound {
			t.Logf("%s bound %v", bp.ID, b)
		}
		verdict := benchSolve(p, bp)
		switch {
		case verdict == "":
			right++
		case strings.HasPrefix(verdict, "unknown"):
			unknown++
			t.Logf("%s %s", bp.ID, verdict)
		default:
			wrong++
			t.Errorf("%s (%s) wrong: %s", bp.ID, bp.Title, verdict)
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "Sudoku-Bench challenge: %d right, %d wrong, %d refused, %d unknown\n", right, wrong, refused, unknown)
	keys := make([]string, 0, len(reasons))
	for k := range reasons {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if reasons[a] != reasons[b] {
			return reasons[b] - reasons[a]
		}
		return strings.Compare(a, b)
	})
	for _, k := range keys {
		fmt.Fprintf(&sb, "%4d  %s\n", reasons[k], k)
	}
	fmt.Print(sb.String())
}

// benchSolve returns "" when p has a unique solution equal to the
// published one, else what went wrong.
func benchSolve(p sudoku.Puzzle, bp benchPuzzle) string {
	want, err := sudoku.ParseGrid(p.Shape, bp.Solution)
	if err != nil {
		return fmt.Sprintf("published solution: %v", err)
	}
	m, err := p.Model(sudoku.WithTimeout(20 * time.Second))
	if err != nil {
		return fmt.Sprintf("Model: %v", err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "unknown: timeout"
	case err != nil:
		return fmt.Sprintf("Unique: %v", err)
	case !unique:
		return "not unique"
	case sol.String() != want.String():
		return fmt.Sprintf("solution %v, published %v", sol, want)
	}
	return ""
}
