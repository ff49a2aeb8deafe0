package variants_test

import (
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
	"github.com/z3sudoku/z3sudoku/z3"
)

// corpusDir holds the 47 variant puzzles, each with its unique solution.
const corpusDir = "../sudoku/testdata/variants"

var smtCorpus = flag.Bool("variants.smt", false,
	"also solve the variant corpus with the Int and BitVec encodings (10 s per puzzle and encoding; several minutes)")

type corpusPuzzle struct {
	name string // the file name without .json
	data []byte
	p    sudoku.Puzzle
}

// loadCorpus reads every corpus file; a file that does not read fails the
// test.
func loadCorpus(tb testing.TB) []corpusPuzzle {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.json"))
	if err != nil {
		tb.Fatal(err)
	}
	if len(files) != 47 {
		tb.Fatalf("found %d corpus files in %s, want 47", len(files), corpusDir)
	}
	var out []corpusPuzzle
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			tb.Fatal(err)
		}
		p, err := variants.ParseFPuzzles(data)
		if err != nil {
			tb.Fatalf("ParseFPuzzles(%s) = %v", filepath.Base(fn), err)
		}
		out = append(out, corpusPuzzle{strings.TrimSuffix(filepath.Base(fn), ".json"), data, p})
	}
	return out
}

// family returns the variant family of a corpus file: "killer-givens-01"
// is "killer-givens".
func family(name string) string {
	if i := strings.LastIndexByte(name, '-'); i >= 0 {
		return name[:i]
	}
	return name
}

// solveCorpus solves one puzzle with Solve and Unique and checks the
// answers against the recorded solution and the puzzle's own Verify. With skipTimeout, a
// timeout (of ctx or of Z3's own timeout parameter) skips the puzzle.
func solveCorpus(t *testing.T, c corpusPuzzle, timeout time.Duration, skipTimeout bool, opts ...sudoku.Option) {
	t.Helper()
	start := time.Now()
	timedOut := func(err error) bool {
		var unk *z3.UnknownError
		return errors.Is(err, context.DeadlineExceeded) || errors.As(err, &unk)
	}
	if skipTimeout {
		// Z3's own timeout also bounds the check that New makes while
		// compiling, which no context reaches.
		opts = append(opts, sudoku.WithParam("timeout", uint(timeout/time.Millisecond)))
	}
	m, err := c.p.Model(opts...)
	if err != nil {
		if skipTimeout && timedOut(err) {
			t.Skipf("%s: compiling timed out after %v: %v", c.name, time.Since(start).Round(time.Millisecond), err)
		}
		t.Fatalf("Model() = %v", err)
	}
	defer m.Close()
	built := time.Since(start)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	sol, err := m.Solve(ctx, c.p.Givens)
	if err != nil {
		if skipTimeout && timedOut(err) {
			t.Skipf("%s: Solve timed out after %v: %v", c.name, time.Since(start).Round(time.Millisecond), err)
		}
		t.Fatalf("Solve() = %v", err)
	}
	if !sol.Equal(c.p.Solution) {
		t.Errorf("Solve() = \n%v\nwant\n%v", sol, c.p.Solution)
	}
	solved := time.Since(start)
	sol, unique, err := m.Unique(ctx, c.p.Givens)
	if err != nil {
		if skipTimeout && timedOut(err) {
			t.Skipf("%s: Unique timed out after %v: %v", c.name, time.Since(start).Round(time.Millisecond), err)
		}
		t.Fatalf("Unique() = %v", err)
	}
	if !unique {
		t.Errorf("Unique() reports several solutions, want one")
	}
	if !sol.Equal(c.p.Solution) {
		t.Errorf("Unique() = \n%v\nwant\n%v", sol, c.p.Solution)
	}
	if err := m.Verify(sol); err != nil {
		t.Errorf("Verify(solution) = %v", err)
	}
	t.Logf("%s %v: compile %v, solve %v, unique %v", c.name, m.Encoding(), built.Round(time.Millisecond),
		(solved - built).Round(time.Millisecond), (time.Since(start) - solved).Round(time.Millisecond))
}

// TestCorpusOneHot solves every corpus puzzle with the default encoding:
// the solution is the recorded one, it is unique, and it passes Verify.
func TestCorpusOneHot(t *testing.T) {
	for _, c := range loadCorpus(t) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			solveCorpus(t, c, 2*time.Minute, false)
		})
	}
}

// TestCorpusSMT solves the corpus with the Int and BitVec encodings, 10 s
// per puzzle; timeouts are skipped, any other difference fails. It runs
// only with -variants.smt, since the slow puzzles take the full 10 s.
func TestCorpusSMT(t *testing.T) {
	if !*smtCorpus {
		t.Skip("run with -variants.smt to solve the corpus with the Int and BitVec encodings")
	}
	corpus := loadCorpus(t)
	for _, enc := range []sudoku.Encoding{sudoku.Int, sudoku.BitVec} {
		for _, c := range corpus {
			t.Run(enc.String()+"/"+c.name, func(t *testing.T) {
				solveCorpus(t, c, 10*time.Second, true, sudoku.WithEncoding(enc))
			})
		}
	}
}

// TestCorpusRoundTrip writes every corpus puzzle back as f-puzzles JSON
// and as a link, and reads both back to an equal puzzle. The corpus
// puzzles are already canonical.
func TestCorpusRoundTrip(t *testing.T) {
	for _, c := range loadCorpus(t) {
		t.Run(c.name, func(t *testing.T) {
			data, err := variants.MarshalFPuzzles(c.p)
			if err != nil {
				t.Fatalf("MarshalFPuzzles() = %v", err)
			}
			q, err := variants.ParseFPuzzles(data)
			if err != nil {
				t.Fatalf("ParseFPuzzles(MarshalFPuzzles()) = %v\n%s", err, data)
			}
			if d := cmp.Diff(c.p, q); d != "" {
				t.Errorf("JSON round trip (-read +reread):\n%s", d)
			}
			link, err := variants.FPuzzlesURL(c.p)
			if err != nil {
				t.Fatalf("FPuzzlesURL() = %v", err)
			}
			r, err := variants.ParseFPuzzlesURL(link)
			if err != nil {
				t.Fatalf("ParseFPuzzlesURL(FPuzzlesURL()) = %v", err)
			}
			if d := cmp.Diff(c.p, r); d != "" {
				t.Errorf("URL round trip (-read +reread):\n%s", d)
			}
			canon, err := variants.Canonical(c.p)
			if err != nil {
				t.Fatalf("Canonical() = %v", err)
			}
			if d := cmp.Diff(c.p, canon); d != "" {
				t.Errorf("Canonical() changed a puzzle read from f-puzzles (-read +canonical):\n%s", d)
			}
		})
	}
}

// TestCorpusContents spot-checks what the reader makes of the corpus.
func TestCorpusContents(t *testing.T) {
	byName := map[string]sudoku.Puzzle{}
	for _, c := range loadCorpus(t) {
		byName[c.name] = c.p
		if c.p.Solution.IsZero() || !c.p.Solution.Filled() {
			t.Errorf("%s: Solution = %v, want a filled grid", c.name, c.p.Solution)
		}
		if c.p.Title == "" || c.p.Author == "" {
			t.Errorf("%s: Title %q, Author %q, want both", c.name, c.p.Title, c.p.Author)
		}
	}
	tests := []struct {
		name  string
		shape sudoku.Shape
		rules []string // the names of the first rules, in order
	}{
		{"classic4-01", sudoku.Shape4, []string{"rows+columns+boxes"}},
		{"classic6-01", sudoku.Shape6, []string{"rows+columns+boxes"}},
		{"sudoku-x-01", sudoku.Shape9, []string{"rows+columns+boxes", "main diagonal+anti-diagonal"}},
		{"jigsaw-01", sudoku.Shape9, []string{"rows+columns+jigsaw"}},
		{"kropki-03", sudoku.Shape9, []string{"rows+columns+boxes", "negative black dots", "white dot between r1c1 and r1c2"}},
		{"xv-02", sudoku.Shape9, []string{"rows+columns+boxes", "negative XV", "X between r1c3 and r2c3"}},
		{"windoku-01", sudoku.Shape9, []string{"rows+columns+boxes", "extra region at r2c2", "extra region at r2c6"}},
		{"evenodd-01", sudoku.Shape9, []string{"rows+columns+boxes", "odd cells at r1c2", "even cells at r3c5"}},
		{"arrow-01", sudoku.Shape9, []string{"rows+columns+boxes", "arrow at r4c5"}},
	}
	for _, tt := range tests {
		p := byName[tt.name]
		if p.Shape != tt.shape {
			t.Errorf("%s: Shape = %v, want %v", tt.name, p.Shape, tt.shape)
		}
		var got []string
		for i := 0; i < len(p.Rules) && i < len(tt.rules); i++ {
			got = append(got, sudoku.RuleName(p.Rules[i]))
		}
		if d := cmp.Diff(tt.rules, got); d != "" {
			t.Errorf("%s: first rules (-want +got):\n%s", tt.name, d)
		}
	}
}
