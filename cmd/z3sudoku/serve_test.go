package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
	"github.com/z3sudoku/z3sudoku/z3"
)

// killerLink is a real killer (36 cages, no givens) as a SudokuPad link to
// an f-puzzles puzzle; see variants/testdata/sudokupad/README.md.
func killerLink(t testing.TB) string {
	t.Helper()
	return spLink(t, "sudocle-245.link")
}

// spLink returns a link of variants' SudokuPad test data.
func spLink(t testing.TB, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "variants", "testdata", "sudokupad", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(data))
}

// killerSolution is the killer's one solution (variants' tests record it).
const killerSolution = "143578926587296431296314785624153897731489562958627314875961243419732658362845179"

// testConfig is a server configuration for tests.
func testConfig() serveConfig {
	return serveConfig{timeout: 20 * time.Second, maxBody: 64 << 10, jobs: 4, cache: 1 << 30}
}

// startServer runs a server for cfg on loopback until the test ends.
func startServer(t testing.TB, cfg serveConfig) (*server, *httptest.Server) {
	t.Helper()
	s := newServer(cfg)
	ts := httptest.NewServer(s)
	t.Cleanup(func() {
		ts.Close()
		s.close()
	})
	return s, ts
}

// post sends body to path, as JSON when body is not a string, and returns
// the status code and the answer. A rawJSON body goes as it is, with the
// JSON content type.
func post(t testing.TB, ts *httptest.Server, path string, body any) (int, string) {
	t.Helper()
	code, text, err := tryPost(context.Background(), ts, path, body)
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	return code, text
}

// ptr returns a pointer to n, for apiRequest.Limit.
func ptr(n int) *int { return &n }

// rawJSON is a request body sent as it is, with the JSON content type,
// valid JSON or not.
type rawJSON string

func tryPost(ctx context.Context, ts *httptest.Server, path string, body any) (int, string, error) {
	ct, text := "text/plain", ""
	if s, ok := body.(string); ok {
		text = s
	} else if s, ok := body.(rawJSON); ok {
		ct, text = "application/json", string(s)
	} else {
		data, err := json.Marshal(body)
		if err != nil {
			return 0, "", err
		}
		ct, text = "application/json", string(data)
	}
	req, err := http.NewRequestWithContext(ctx, "POST", ts.URL+path, strings.NewReader(text))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", ct)
	resp, err := ts.Client().Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data), err
}

// decode parses a JSON answer.
func decode(t testing.TB, text string) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		t.Fatalf("answer is not JSON: %v\n%s", err, text)
	}
	return v
}

// TestServeSameJSONAsCommandLine: each batch endpoint answers with the
// line "z3sudoku CMD --json" prints for the same input, but for the source
// and the time.
func TestServeSameJSONAsCommandLine(t *testing.T) {
	_, ts := startServer(t, testConfig())
	killer := killerLink(t)
	for _, tc := range []struct {
		cmd, input string
		args       []string
		body       any
	}{
		{"solve", defaultPuzzle, nil, defaultPuzzle},
		{"unique", defaultPuzzle, nil, defaultPuzzle},
		{"count", "." + defaultPuzzle[1:], []string{"--limit", "5"}, apiRequest{Puzzle: "." + defaultPuzzle[1:], Limit: ptr(5)}},
		{"count", strings.Repeat(".", 75) + "123456", []string{"--limit", "7"}, apiRequest{Puzzle: strings.Repeat(".", 75) + "123456", Limit: ptr(7)}},
		{"candidates", defaultPuzzle, nil, defaultPuzzle},
		// Several solutions: the API says what the command says.
		{"candidates", "." + defaultPuzzle[1:9] + strings.Repeat(".", 72), nil, "." + defaultPuzzle[1:9] + strings.Repeat(".", 72)},
		// No limit: count's default, on a grid with more solutions.
		{"count", "." + defaultPuzzle[1:9] + strings.Repeat(".", 72), nil, "." + defaultPuzzle[1:9] + strings.Repeat(".", 72)},
		{"unique", killer, nil, killer},
		{"unique", defaultPuzzle, []string{"--x"}, apiRequest{Puzzle: defaultPuzzle, Rules: []string{"x"}}},
		{"unique", strings.Repeat(".", 81), nil, strings.Repeat(".", 81)},
		{"solve", "11" + strings.Repeat(".", 79), nil, "11" + strings.Repeat(".", 79)},
		{"solve", "12345", nil, "12345"},
	} {
		t.Run(tc.cmd+" "+tc.input[:min(len(tc.input), 12)], func(t *testing.T) {
			out, _, _ := runCmd(t, tc.input+"\n", append([]string{tc.cmd, "--json"}, tc.args...)...)
			_, body := post(t, ts, "/api/"+tc.cmd, tc.body)
			want, got := decode(t, out), decode(t, body)
			for _, m := range []map[string]any{want, got} {
				delete(m, "source")
				delete(m, "time_us")
				delete(m, "build_us")
				if m["status"] == "multiple" {
					delete(m, "solution") // either of the solutions
				}
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("/api/%s differs from z3sudoku %s --json (-cli +api):\n%s", tc.cmd, tc.cmd, d)
			}
		})
	}
}

// TestServeRequestForms: the puzzle as text with parameters in the query,
// in a JSON request, or an f-puzzles document sent as JSON, all give the
// same answer.
func TestServeRequestForms(t *testing.T) {
	_, ts := startServer(t, testConfig())
	open := "." + defaultPuzzle[1:]
	doc, err := variants.MarshalFPuzzles(sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), rules.Diagonals()}, Givens: mustParse(t, open)})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, ct, path, body string
	}{
		{"text and query", "text/plain", "/api/count?limit=3&rules=x", open},
		{"JSON request", "application/json", "/api/count", `{"puzzle": "` + open + `", "limit": 3, "rules": ["x"]}`},
		{"f-puzzles as JSON", "application/json", "/api/count?limit=3", string(doc)},
		{"f-puzzles as text", "text/plain", "/api/count?limit=3", string(doc)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := ts.Client().Post(ts.URL+tc.path, tc.ct, strings.NewReader(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			data, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			got := decode(t, string(data))
			// The open grid has one solution, and none under X: the
			// answer shows that the X rule was read in every form.
			want, _, _ := runCmd(t, open+"\n", "count", "--json", "--x", "--limit", "3")
			if w := decode(t, want); resp.StatusCode != 200 || got["status"] != w["status"] || got["solutions"] != w["solutions"] {
				t.Errorf("%s = %d %s, want %s", tc.path, resp.StatusCode, data, want)
			}
		})
	}
}

// mustParse parses a grid.
func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestServeMatchesLibrary: the answers are those of the library's Model
// calls on the same puzzle.
func TestServeMatchesLibrary(t *testing.T) {
	_, ts := startServer(t, testConfig())
	p, err := variants.ParseLink(killerLink(t))
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.Model()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	ctx := context.Background()
	sol, unique, err := m.Unique(ctx, p.Givens)
	if err != nil || !unique {
		t.Fatalf("Model.Unique() = %v, %v", unique, err)
	}
	if sol.String() != killerSolution {
		t.Fatalf("Model.Unique() = %v, want %s", sol, killerSolution)
	}
	cands, err := m.Candidates(ctx, p.Givens)
	if err != nil {
		t.Fatal(err)
	}

	code, body := post(t, ts, "/api/unique", killerLink(t))
	if got := decode(t, body); code != http.StatusOK || got["status"] != "unique" || got["solution"] != sol.String() {
		t.Errorf("/api/unique = %d %s, want 200, unique, %v", code, body, sol)
	}
	code, body = post(t, ts, "/api/candidates", killerLink(t))
	var ans jsonResult
	if err := json.Unmarshal([]byte(body), &ans); err != nil || code != http.StatusOK {
		t.Fatalf("/api/candidates = %d %s", code, body)
	}
	if want := strings.Split(strings.TrimSuffix(cands.String(), "\n"), "\n"); !cmp.Equal(ans.Candidates, want) {
		t.Errorf("/api/candidates = %q, want Model.Candidates %q", ans.Candidates, want)
	}

	// Two solutions of an open grid differ and each keeps the givens.
	open := "." + defaultPuzzle[1:9] + strings.Repeat(".", 72)
	code, body = post(t, ts, "/api/solutions", apiRequest{Puzzle: open, Limit: ptr(2)})
	var two solutionsAnswer
	if err := json.Unmarshal([]byte(body), &two); err != nil || code != http.StatusOK || len(two.Solutions) != 2 {
		t.Fatalf("/api/solutions = %d %s, want two solutions", code, body)
	}
	if two.Solutions[0] == two.Solutions[1] || !keepsGivens(t, open, two.Solutions[0]) || !keepsGivens(t, open, two.Solutions[1]) {
		t.Errorf("/api/solutions = %q, want two different solutions of %s", two.Solutions, open)
	}
	code, body = post(t, ts, "/api/solutions", defaultPuzzle)
	if err := json.Unmarshal([]byte(body), &two); err != nil || code != http.StatusOK || len(two.Solutions) != 1 {
		t.Errorf("/api/solutions of a unique puzzle = %d %s, want its one solution", code, body)
	}
}

// TestServeRender: the drawing is the render command's, with pencil marks
// or the solution when asked.
func TestServeRender(t *testing.T) {
	_, ts := startServer(t, testConfig())
	killer := killerLink(t)
	for _, tc := range []struct {
		name  string
		body  any
		args  []string // the render command's
		input string
		want  map[string]int // element counts by class
	}{
		{"plain", defaultPuzzle, nil, defaultPuzzle, map[string]int{"given": 26, "candidate": 0, "solved": 0}},
		{"candidates", apiRequest{Puzzle: defaultPuzzle, Candidates: true}, []string{"--candidates"}, defaultPuzzle, map[string]int{"given": 26, "candidate": 55}},
		{"solution", apiRequest{Puzzle: defaultPuzzle, Solution: true}, []string{"--solution"}, defaultPuzzle, map[string]int{"given": 26, "solved": 55, "candidate": 0}},
		{"killer candidates", apiRequest{Puzzle: killer, Candidates: true}, []string{"--candidates"}, killer, map[string]int{"candidate": 81, "given": 0}},
		{"print theme", apiRequest{Puzzle: killer, Theme: "print", Cell: 30}, []string{"--theme", "print", "--cell", "30"}, killer, map[string]int{"candidate": 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := post(t, ts, "/api/render", tc.body)
			if code != http.StatusOK {
				t.Fatalf("/api/render = %d %s", code, body)
			}
			got := svgClasses(t, body)
			for class, n := range tc.want {
				if got[class] != n {
					t.Errorf("/api/render: %d elements of class %q, want %d", got[class], class, n)
				}
			}
			out, errOut, exit := runCmd(t, tc.input+"\n", append(append([]string{"render"}, tc.args...), "-")...)
			if exit != exitOK {
				t.Fatalf("z3sudoku render: exit %d, %s", exit, errOut)
			}
			if body != out {
				t.Errorf("/api/render differs from z3sudoku render %q", tc.args)
			}
		})
	}
}

// TestServeLink: the links open the same puzzle.
func TestServeLink(t *testing.T) {
	_, ts := startServer(t, testConfig())
	code, body := post(t, ts, "/api/link", killerLink(t))
	var ans linkAnswer
	if err := json.Unmarshal([]byte(body), &ans); err != nil || code != http.StatusOK {
		t.Fatalf("/api/link = %d %s", code, body)
	}
	want, err := variants.ParseLink(killerLink(t))
	if err == nil {
		want, err = variants.Canonical(want)
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, link := range []string{ans.FPuzzles, ans.SudokuPad} {
		p, err := variants.ParseLink(link)
		if err != nil {
			t.Fatalf("ParseLink(%q) = %v", link, err)
		}
		if d := cmp.Diff(want.Rules, p.Rules); d != "" {
			t.Errorf("%s: rules differ (-want +got):\n%s", link, d)
		}
	}
	if !strings.HasPrefix(ans.FPuzzles, variants.FPuzzlesBaseURL) || !strings.HasPrefix(ans.SudokuPad, variants.SudokuPadBaseURL) {
		t.Errorf("/api/link = %+v, want f-puzzles and SudokuPad links", ans)
	}
}

// TestServeBadInput: input that is not a puzzle is a 400 whose error is
// the message the command line prints; misused endpoints get their codes.
func TestServeBadInput(t *testing.T) {
	_, ts := startServer(t, testConfig())
	conflict := "11" + strings.Repeat(".", 79)
	noSolution := "12345678.........9" + strings.Repeat(".", 63) // no direct conflict
	for _, tc := range []struct {
		name, path string
		body       any
		code       int
		want       string // in the error; "cli" means the command line's message
	}{
		{"empty", "/api/solve", "", 400, "no puzzle"},
		{"blank", "/api/unique", "  \n\n", 400, "no puzzle"},
		{"bad grid", "/api/solve", "12345", 400, "cli"},
		{"bad character", "/api/unique", "x?" + strings.Repeat(".", 79), 400, "cli"},
		{"bad f-puzzles", "/api/count", `{"size":9,"grid":[]}`, 400, "cli"},
		{"unsupported f-puzzles", "/api/candidates", fpuzzles(`,"fogofwar":["R1C1"]`), 400, "cli"},
		{"stored online", "/api/solve", "https://sudokupad.app/wsj7iunsg6", 400, "link"},
		{"SudokuPad's own format", "/api/unique", spLink(t, "parity-fish.link"), 400, "link"},
		{"conflict", "/api/solve", conflict, 400, "cli"},
		{"two puzzles", "/api/solve", defaultPuzzle + "\n" + defaultPuzzle, 400, "2 puzzles"},
		{"bad JSON", "/api/solve", json.RawMessage(`{"puzzle": 3}`), 400, "request JSON"},
		{"unknown field", "/api/solve", json.RawMessage(`{"puzzel": "1"}`), 400, "unknown field"},
		{"two JSON values", "/api/solve", rawJSON(`{"puzzle": "` + defaultPuzzle + `"} {}`), 400, "more than one value"},
		{"trailing garbage", "/api/solve", rawJSON(`{"puzzle": "` + defaultPuzzle + `"} x`), 400, "more than one value"},
		{"unknown rule", "/api/solve", apiRequest{Puzzle: defaultPuzzle, Rules: []string{"chess"}}, 400, "unknown rule"},
		{"limit", "/api/count", apiRequest{Puzzle: defaultPuzzle, Limit: ptr(-1)}, 400, "limit -1: want at least 1, as count's --limit"},
		{"limit 0", "/api/count", apiRequest{Puzzle: defaultPuzzle, Limit: ptr(0)}, 400, "limit 0: want at least 1, as count's --limit"},
		{"query limit 0", "/api/count?limit=0", defaultPuzzle, 400, "limit 0: want at least 1"},
		{"solutions limit", "/api/solutions", apiRequest{Puzzle: defaultPuzzle, Limit: ptr(11)}, 400, "limit 11"},
		{"solutions limit 0", "/api/solutions", apiRequest{Puzzle: defaultPuzzle, Limit: ptr(0)}, 400, "limit 0: want 1 to 10"},
		{"long limit", "/api/count", rawJSON(`{"puzzle": "` + defaultPuzzle + `", "limit": 1` + strings.Repeat("0", 60000) + `}`), 400, "request JSON"},
		{"long query limit", "/api/count?limit=1" + strings.Repeat("0", 10000), defaultPuzzle, 400, "want a whole number"},
		{"long seed", "/api/generate", rawJSON(`{"seed": 1` + strings.Repeat("0", 60000) + `}`), 400, "request JSON"},
		{"negative seed", "/api/generate", rawJSON(`{"seed": -1}`), 400, "request JSON"},
		{"long query seed", "/api/generate?seed=1" + strings.Repeat("0", 10000), "", 400, "want a whole number"},
		{"long cell", "/api/render", rawJSON(`{"puzzle": "` + defaultPuzzle + `", "cell": 1` + strings.Repeat("0", 60000) + `}`), 400, "request JSON"},
		{"long rule", "/api/solve", apiRequest{Puzzle: defaultPuzzle, Rules: []string{strings.Repeat("x", 60000)}}, 400, "unknown rule"},
		{"theme", "/api/render", apiRequest{Puzzle: defaultPuzzle, Theme: "neon"}, 400, "unknown theme"},
		{"cell", "/api/render", apiRequest{Puzzle: defaultPuzzle, Cell: 5000}, 400, "out of range"},
		{"render conflict", "/api/render", apiRequest{Puzzle: conflict, Candidates: true}, 400, "conflict"},
		{"no solution", "/api/render", apiRequest{Puzzle: noSolution, Solution: true}, 422, "no solution"},
		{"no solution to solve", "/api/solve", noSolution, 200, ""},
		{"symmetry", "/api/generate", apiRequest{Symmetry: "spiral"}, 400, "unknown symmetry"},
		{"variant", "/api/generate", apiRequest{Variant: "chess"}, 400, "unknown variant"},
		{"query limit", "/api/count?limit=many", defaultPuzzle, 400, "want a whole number"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := post(t, ts, tc.path, tc.body)
			if code != tc.code {
				t.Fatalf("%s = %d %s, want %d", tc.path, code, body, tc.code)
			}
			if tc.want == "" {
				return
			}
			msg, _ := decode(t, body)["error"].(string)
			if len(msg) > 400 {
				t.Errorf("%s: a %d-byte error, want one short line: %.400s…", tc.path, len(msg), msg)
			}
			want := tc.want
			if want == "link" {
				_, err := variants.ParseLink(tc.body.(string))
				if err == nil {
					t.Fatalf("ParseLink(%q) = nil error", tc.body)
				}
				if want = errorText(err); msg != want {
					t.Errorf("%s error = %q, want ParseLink's %q", tc.path, msg, want)
				}
				return
			}
			if want == "cli" {
				text, _ := tc.body.(string)
				_, errOut, _ := runCmd(t, text+"\n", "solve")
				want = strings.TrimSpace(strings.TrimPrefix(strings.SplitN(errOut, "\n", 2)[0], "stdin:1: "))
				if want == "" {
					t.Fatalf("the command line prints no message for %q", text)
				}
				if msg != want {
					t.Errorf("%s error = %q, want the command line's %q", tc.path, msg, want)
				}
				return
			}
			if !strings.Contains(msg, want) {
				t.Errorf("%s error = %q, want it to contain %q", tc.path, msg, want)
			}
		})
	}

	// Methods, paths and hosts.
	for _, tc := range []struct {
		method, path, host, origin string
		code                       int
	}{
		{"GET", "/api/solve", "", "", http.StatusMethodNotAllowed},
		{"POST", "/api/nothing", "", "", http.StatusNotFound},
		{"GET", "/", "", "", http.StatusOK},
		{"GET", "/app.js", "", "", http.StatusOK},
		{"GET", "/", "attacker.example:8080", "", http.StatusForbidden},
		{"POST", "/api/solve", "", "http://attacker.example", http.StatusForbidden},
		{"POST", "/api/solve", "", "null", http.StatusForbidden},
		{"POST", "/api/solve", "", "http://" + strings.TrimPrefix(ts.URL, "http://") + ".attacker.example", http.StatusForbidden},
		{"POST", "/api/solve", "", "ftp://" + strings.TrimPrefix(ts.URL, "http://"), http.StatusForbidden},
		{"POST", "/api/solve", "", ts.URL, http.StatusOK},
		{"POST", "/api/solve", "", "site:cross-site", http.StatusForbidden},
		{"POST", "/api/solve", "", "site:same-site", http.StatusForbidden},
		{"POST", "/api/solve", "", "site:same-origin", http.StatusOK},
		{"GET", "/", "localhost:8080", "", http.StatusOK},
		{"GET", "/", "[::1]:8080", "", http.StatusOK},
	} {
		req, err := http.NewRequest(tc.method, ts.URL+tc.path, strings.NewReader(defaultPuzzle))
		if err != nil {
			t.Fatal(err)
		}
		if tc.host != "" {
			req.Host = tc.host
		}
		if site, ok := strings.CutPrefix(tc.origin, "site:"); ok {
			req.Header.Set("Sec-Fetch-Site", site)
		} else if tc.origin != "" {
			req.Header.Set("Origin", tc.origin)
		}
		resp, err := ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.code {
			t.Errorf("%s %s (Host %q, Origin %q) = %d, want %d", tc.method, tc.path, tc.host, tc.origin, resp.StatusCode, tc.code)
		}
	}
}

// TestServeLimits: a body over the limit is 413, work past the semaphore
// 429, work past the time limit 503, each with a JSON error.
func TestServeLimits(t *testing.T) {
	open := strings.Repeat(".", 81)
	for _, tc := range []struct {
		name  string
		cfg   func(*serveConfig)
		fill  bool // hold every slot of the semaphore
		path  string
		body  any
		code  int
		error string
	}{
		{"body", func(c *serveConfig) { c.maxBody = 100 }, false, "/api/solve", defaultPuzzle + strings.Repeat(" ", 100), 413, "over 100 bytes"},
		{"body at the limit", func(c *serveConfig) { c.maxBody = 81 }, false, "/api/solve", defaultPuzzle, 200, ""},
		{"busy", nil, true, "/api/solve", defaultPuzzle, 429, "busy"},
		{"busy generate", nil, true, "/api/generate", apiRequest{}, 429, "busy"},
		{"time", func(c *serveConfig) { c.timeout = 300 * time.Millisecond }, false, "/api/count", apiRequest{Puzzle: open, Limit: ptr(1000000)}, 503, "time limit (300ms)"},
		{"time candidates", func(c *serveConfig) { c.timeout = time.Millisecond }, false, "/api/render", apiRequest{Puzzle: killerLink(t), Candidates: true}, 503, "time limit"},
		{"solutions within the time", func(c *serveConfig) { c.timeout = 2 * time.Second }, false, "/api/solutions", apiRequest{Puzzle: open, Limit: ptr(10)}, 200, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := testConfig()
			if tc.cfg != nil {
				tc.cfg(&cfg)
			}
			s, ts := startServer(t, cfg)
			if tc.fill {
				for range cfg.jobs {
					s.sem <- struct{}{}
				}
				defer func() {
					for range cfg.jobs {
						<-s.sem
					}
				}()
			}
			start := time.Now()
			code, body := post(t, ts, tc.path, tc.body)
			if code != tc.code {
				t.Fatalf("%s = %d %s, want %d", tc.path, code, body, tc.code)
			}
			// The 503 comes at the time limit: not before, and within a
			// margin that a busy machine under the race detector keeps.
			if took := time.Since(start); tc.code == 503 && (took < cfg.timeout || took > cfg.timeout+2*time.Second) {
				t.Errorf("%s answered 503 after %v with a time limit of %v", tc.path, took, cfg.timeout)
			}
			if tc.error != "" {
				if msg, _ := decode(t, body)["error"].(string); !strings.Contains(msg, tc.error) {
					t.Errorf("%s error = %q, want it to contain %q", tc.path, msg, tc.error)
				}
			}
		})
	}
}

// handlerDone wraps h and reports on the channel when each request's
// handler has returned.
func handlerDone(h http.Handler) (http.Handler, <-chan time.Time) {
	done := make(chan time.Time, 16)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() { done <- time.Now() }()
		h.ServeHTTP(w, r)
	}), done
}

// settleGoroutines waits until the goroutine count drops to at most want,
// and returns the count.
func settleGoroutines(want int) int {
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(5 * time.Second); n > want && time.Now().Before(deadline); n = runtime.NumGoroutine() {
		time.Sleep(20 * time.Millisecond)
	}
	return n
}

// waitIdle waits until no request holds a slot, for at most d, and
// reports whether none does.
func waitIdle(s *server, d time.Duration) bool {
	for start := time.Now(); len(s.sem) > 0; time.Sleep(5 * time.Millisecond) {
		if time.Since(start) > d {
			return false
		}
	}
	return true
}

// TestServeClientGone: when the client goes away, the handler stops its Z3
// work and returns promptly, its slot is free again once its Model is
// closed (the Model is not kept), and no goroutine is left behind.
func TestServeClientGone(t *testing.T) {
	open := strings.Repeat(".", 81)
	for _, tc := range []struct {
		name string
		path string
		body any
	}{
		{"count", "/api/count", apiRequest{Puzzle: open, Limit: ptr(10000000)}},
		// (A killer now generates in about 100 ms, too fast to cancel.)
		{"generate nonconsecutive", "/api/generate", apiRequest{Variant: "nonconsecutive", Seed: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			cfg := testConfig()
			cfg.timeout = time.Minute
			s := newServer(cfg)
			h, done := handlerDone(s)
			ts := httptest.NewServer(h)

			ctx, cancel := context.WithCancel(context.Background())
			errc := make(chan error, 1)
			go func() {
				_, _, err := tryPost(ctx, ts, tc.path, tc.body)
				errc <- err
			}()
			// Once the request holds its slot, Z3 is at work soon after.
			for start := time.Now(); len(s.sem) == 0 && time.Since(start) < 10*time.Second; {
				time.Sleep(5 * time.Millisecond)
			}
			time.Sleep(100 * time.Millisecond)
			select {
			case <-done:
				t.Fatalf("%s finished within 100ms of starting; the test needs longer work", tc.path)
			default:
			}
			gone := time.Now()
			cancel()
			if err := <-errc; !errors.Is(err, context.Canceled) {
				t.Errorf("client: %v, want context.Canceled", err)
			}
			select {
			case end := <-done:
				if d := end.Sub(gone); d > 2*time.Second {
					t.Errorf("handler returned %v after the client went away, want promptly", d)
				} else {
					t.Logf("handler returned %v after the client went away", d.Round(time.Millisecond))
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("handler still running 10s after the client went away")
			}
			if !waitIdle(s, 2*time.Second) {
				t.Errorf("%d semaphore slots held 2s after the request ended", len(s.sem))
			}
			if idle, _ := s.models.stats(); idle != 0 {
				t.Errorf("%d Models kept after a request cut short, want none", idle)
			}
			ts.Close()
			s.close()
			if n := settleGoroutines(before); n > before {
				t.Errorf("%d goroutines after the test, %d before", n, before)
			}
		})
	}
}

// TestServeGenerate: /api/generate streams progress and ends with a
// unique puzzle, the one the command line generates from the same seed.
func TestServeGenerate(t *testing.T) {
	_, ts := startServer(t, testConfig())
	for _, tc := range []struct {
		variant, symmetry string
		args              []string
	}{
		{"classic", "rotate180", []string{"--symmetry", "rotate180"}},
		{"x", "none", []string{"--variant", "x"}},
	} {
		t.Run(tc.variant, func(t *testing.T) {
			data, err := json.Marshal(apiRequest{Variant: tc.variant, Symmetry: tc.symmetry, Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			resp, err := ts.Client().Post(ts.URL+"/api/generate", "application/json", strings.NewReader(string(data)))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if ct := resp.Header.Get("Content-Type"); resp.StatusCode != 200 || ct != "application/x-ndjson" {
				t.Fatalf("/api/generate = %d %s", resp.StatusCode, ct)
			}
			var lines []generateLine
			sc := bufio.NewScanner(resp.Body)
			for sc.Scan() {
				var l generateLine
				if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
					t.Fatalf("line %q: %v", sc.Text(), err)
				}
				lines = append(lines, l)
			}
			if len(lines) < 2 {
				t.Fatalf("/api/generate sent %d lines, want progress and the puzzle", len(lines))
			}
			last := lines[len(lines)-1]
			if !last.Done || last.Error != "" || last.Seed != 5 {
				t.Fatalf("last line = %+v, want the puzzle", last)
			}
			for _, l := range lines[:len(lines)-1] {
				if l.Done || l.Checks < 1 {
					t.Errorf("progress line %+v, want checks and not done", l)
				}
			}
			out, _, code := runCmd(t, "", append([]string{"generate", "--seed", "5"}, tc.args...)...)
			if code != exitOK || strings.TrimSpace(out) != last.Puzzle {
				t.Errorf("/api/generate = %s, want the command line's %s", last.Puzzle, out)
			}
		})
	}
}

// TestServeWarmModels: one Model serves every classic 9x9, checked out and
// in; another rule set gets its own; a killer's Model serves its next
// request too.
func TestServeWarmModels(t *testing.T) {
	s, ts := startServer(t, testConfig())
	open := "." + defaultPuzzle[1:]
	killer := killerLink(t)
	steps := []struct {
		path        string
		body        any
		built, idle int
	}{
		{"/api/unique", defaultPuzzle, 1, 1},
		{"/api/unique", open, 1, 1}, // another classic puzzle: the same Model
		{"/api/solve", strings.Repeat(".", 80) + "1", 1, 1},
		{"/api/unique", apiRequest{Puzzle: defaultPuzzle, Rules: []string{"x"}}, 2, 2},
		{"/api/unique", killer, 3, 3},
		{"/api/candidates", killer, 3, 3},
		{"/api/render", apiRequest{Puzzle: killer, Solution: true}, 3, 3},
		{"/api/unique", defaultPuzzle, 3, 3},
	}
	for i, st := range steps {
		if code, body := post(t, ts, st.path, st.body); code != 200 {
			t.Fatalf("step %d: %s = %d %.200s", i, st.path, code, body)
		}
		if idle, built := s.models.stats(); idle != st.idle || built != st.built {
			t.Errorf("step %d: %d Models idle, %d built; want %d, %d", i, idle, built, st.idle, st.built)
		}
	}

	// Concurrent requests with the same rules each get a Model.
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if code, body := post(t, ts, "/api/count", apiRequest{Puzzle: strings.Repeat(".", 81), Limit: ptr(200)}); code != 200 {
				t.Errorf("/api/count = %d %s", code, body)
			}
		}()
	}
	wg.Wait()
	if idle, built := s.models.stats(); idle > 3+4 || built > 3+4 {
		t.Errorf("%d Models idle, %d built, after 4 requests at once; want at most 4 more", idle, built)
	}
}

// TestServeFailedModels: a Model whose request ran out of time, or failed,
// is closed, not kept; the request's slot is free once it is closed; the
// next request builds a fresh Model, which is kept.
func TestServeFailedModels(t *testing.T) {
	cfg := testConfig()
	cfg.timeout = 300 * time.Millisecond
	s, ts := startServer(t, cfg)
	open := strings.Repeat(".", 81)
	start := time.Now()
	code, body := post(t, ts, "/api/count", apiRequest{Puzzle: open, Limit: ptr(10000000)})
	if took := time.Since(start); code != 503 || took < cfg.timeout || took > cfg.timeout+2*time.Second {
		t.Fatalf("/api/count = %d %s after %v, want 503 at the time limit (%v)", code, body, took, cfg.timeout)
	}
	if !waitIdle(s, 5*time.Second) {
		t.Fatalf("the request's slot is still held 5s after its 503")
	}
	if idle, built := s.models.stats(); idle != 0 || built != 1 {
		t.Errorf("after a timed-out request: %d Models idle, %d built; want 0, 1", idle, built)
	}
	if code, body := post(t, ts, "/api/count", apiRequest{Puzzle: open, Limit: ptr(3)}); code != 200 {
		t.Fatalf("/api/count = %d %s", code, body)
	}
	if idle, built := s.models.stats(); idle != 1 || built != 2 {
		t.Errorf("after a request that succeeded: %d Models idle, %d built; want 1, 2", idle, built)
	}
	// A request that fails without a verdict does not keep its Model
	// either; a verdict (no solution, conflicting givens) keeps it.
	ctx := context.Background()
	m, err := s.models.get(ctx, "k", sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic()}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{nil, false},
		{sudoku.ErrNoSolution, false},
		{sudoku.ErrConflict, false},
		{errors.New("z3: out of memory"), true},
		{context.Canceled, true},
	} {
		if got := failed(ctx, tc.err); got != tc.want {
			t.Errorf("failed(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if !failed(cancelled, nil) {
		t.Errorf("failed(a done ctx, nil) = false, want true")
	}
}

// TestServeLargeOneAtATime: work on a grid from 25x25 up waits for the
// large slot, within its time; a small grid does not.
func TestServeLargeOneAtATime(t *testing.T) {
	cfg := testConfig()
	cfg.timeout = 300 * time.Millisecond
	s, ts := startServer(t, cfg)
	s.large <- struct{}{} // another large grid at work
	start := time.Now()
	code, body := post(t, ts, "/api/solve", corpusFile(t, "grid25.txt"))
	if took := time.Since(start); code != 503 || took < cfg.timeout {
		t.Errorf("a 25x25 while another large grid works = %d %s after %v, want 503 at the time limit", code, body, took)
	}
	if code, body := post(t, ts, "/api/solve", defaultPuzzle); code != 200 {
		t.Errorf("a 9x9 while a large grid works = %d %s, want 200", code, body)
	}
	<-s.large
	if len(s.large) != 0 || !waitIdle(s, time.Second) {
		t.Errorf("slots held after the requests: %d large, %d in all", len(s.large), len(s.sem))
	}
}

// TestServeMemoryLimit: under a memory bound a little above what Z3
// holds, an empty 36x36, which would take hundreds of megabytes, is
// answered 503 with the bound's message long before --timeout; its Model
// is not kept, its slots are freed, and the next request is answered.
func TestServeMemoryLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("a large grid")
	}
	limit := int64(z3.MemoryInUse()) + 64<<20
	old := sudoku.SetMemoryLimit(limit)
	defer sudoku.SetMemoryLimit(old)
	s, ts := startServer(t, testConfig())
	start := time.Now()
	code, body := post(t, ts, "/api/solve", strings.Repeat(".", 36*36))
	took := time.Since(start)
	t.Logf("an empty 36x36 under a bound of %d MiB: %d after %v", limit>>20, code, took.Round(time.Millisecond))
	if code != 503 || !strings.Contains(body, "past the memory limit") || took > 10*time.Second {
		t.Fatalf("an empty 36x36 under a memory bound = %d %s after %v, want 503 naming the bound, well within --timeout", code, body, took)
	}
	if !waitIdle(s, 10*time.Second) {
		t.Fatal("the request's slots are still held 10 s after its 503")
	}
	if idle, _ := s.models.stats(); idle != 0 {
		t.Errorf("%d Models idle after a request stopped for memory, want 0", idle)
	}
	if code, body := post(t, ts, "/api/solve", defaultPuzzle); code != 200 {
		t.Errorf("a 9x9 after it = %d %s, want 200", code, body)
	}
}

// TestServeStopping: a request that the server's stop cuts short is
// answered 503, promptly, as is one that comes after.
func TestServeStopping(t *testing.T) {
	s, ts := startServer(t, testConfig())
	type answer struct {
		code int
		body string
		at   time.Time
	}
	got := make(chan answer, 1)
	go func() {
		code, body, _ := tryPost(context.Background(), ts, "/api/count", apiRequest{Puzzle: strings.Repeat(".", 81), Limit: ptr(10000000)})
		got <- answer{code, body, time.Now()}
	}()
	for start := time.Now(); len(s.sem) == 0 && time.Since(start) < 10*time.Second; {
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	stopped := time.Now()
	s.stop()
	select {
	case a := <-got:
		msg, _ := decode(t, a.body)["error"].(string)
		if a.code != 503 || !strings.Contains(msg, "stopping") {
			t.Errorf("a request cut short by the stop = %d %s, want 503 and that the server is stopping", a.code, a.body)
		}
		if d := a.at.Sub(stopped); d > 2*time.Second {
			t.Errorf("answered %v after the stop, want promptly", d)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("no answer 10s after the stop")
	}
	if code, body := post(t, ts, "/api/unique", defaultPuzzle); code != 503 {
		t.Errorf("a request after the stop = %d %s, want 503", code, body)
	}
}

// TestServeFlags: the command's usage errors, and loopback by default.
func TestServeFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--addr", "0.0.0.0:0"}, "not a loopback address; add --public"},
		{[]string{"--addr", ":0"}, "not a loopback address"},
		{[]string{"--addr", "nonsense"}, "--addr"},
		{[]string{"--timeout", "0s"}, "--timeout"},
		{[]string{"--jobs", "0"}, "--jobs"},
		{[]string{"--max-body", "0"}, "--max-body"},
		{[]string{"--encoding", "qubits"}, "encoding"},
		{[]string{"--models", "4"}, "--models is gone: the Model cache is bounded by memory now; use --cache-mb"},
		{[]string{"--models=4"}, "use --cache-mb"},
		{[]string{"--cache-mb", "-1"}, "--cache-mb -1: want 0 or more"},
		{[]string{"--cache-mb", "2000000"}, "--cache-mb 2000000: want at most"},
		{[]string{"--cache-mb", "1" + strings.Repeat("0", 1000)}, "--cache-mb"},
		{[]string{"--memory-mb", "-1"}, "--memory-mb -1: want 0 (no limit) to"},
		{[]string{"--memory-mb", "512"}, "--memory-mb 512: want more than --cache-mb 512, or 0"},
		{[]string{"--memory-mb", "2000000"}, "--memory-mb 2000000: want 0 (no limit) to 1048576"},
		{[]string{"extra"}, "unexpected argument"},
	} {
		_, errOut, code := runCmd(t, "", append([]string{"serve"}, tc.args...)...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("serve %q = exit %d, %q; want exit %d and %q", tc.args, code, errOut, exitUsage, tc.want)
		}
	}
	for _, tc := range []struct {
		addr string
		want bool
	}{
		{"127.0.0.1:8080", true}, {"localhost:80", true}, {"[::1]:8080", true}, {"127.0.0.2:1", true},
		{":8080", false}, {"0.0.0.0:8080", false}, {"192.0.2.1:8080", false}, {"example.com:80", false},
	} {
		if got, err := isLoopback(tc.addr); err != nil || got != tc.want {
			t.Errorf("isLoopback(%q) = %v, %v; want %v", tc.addr, got, err, tc.want)
		}
	}
}

// TestServeCommand runs the built command on a free loopback port: it
// prints its address, serves the page and the API, and on Ctrl-C cancels
// the work under way and stops at once, with exit code 130.
func TestServeCommand(t *testing.T) {
	cmd := exec.Command(binary(t), "serve", "--addr", "127.0.0.1:0", "--timeout", "1m")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() {
		t.Fatalf("serve printed nothing: %v", lines.Err())
	}
	first := lines.Text()
	url, _, ok := strings.Cut(strings.TrimPrefix(first, "z3sudoku serve: "), " ")
	if !ok || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("serve's first line = %q, want its address", first)
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "z3sudoku workbench") {
		t.Errorf("GET %s = %d, want the page", url, resp.StatusCode)
	}
	resp, err = http.Post(url+"api/unique", "text/plain", strings.NewReader(defaultPuzzle))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if got := decode(t, string(body)); resp.StatusCode != 200 || got["status"] != "unique" {
		t.Errorf("POST /api/unique = %d %s", resp.StatusCode, body)
	}

	// A count that would run for minutes: the stop answers it 503.
	answer := make(chan int, 1)
	go func() {
		resp, err := http.Post(url+"api/count?limit=100000000", "text/plain", strings.NewReader(strings.Repeat(".", 81)))
		if err != nil {
			answer <- 0
			return
		}
		resp.Body.Close()
		answer <- resp.StatusCode
	}()
	time.Sleep(500 * time.Millisecond)
	signalled := time.Now()
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	err = cmd.Wait()
	// Within a second (stopWithin), with a margin for a busy machine.
	if d := time.Since(signalled); d > 1500*time.Millisecond {
		t.Errorf("serve took %v to stop after Ctrl-C with a count at work, want within a second", d)
	} else {
		t.Logf("serve stopped %v after Ctrl-C", d.Round(time.Millisecond))
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Errorf("serve after Ctrl-C: %v, want exit code 130", err)
	}
	if !slices.Contains(rest, "z3sudoku serve: stopped") {
		t.Errorf("serve after Ctrl-C printed %q, want it to say it stopped", rest)
	}
	if code := <-answer; code != http.StatusServiceUnavailable {
		t.Errorf("the count at work when serve stopped got %d, want 503", code)
	}
}

// TestServeModelCache: Models are checked out and in by key; trim closes idle
// entries, least recently used first, while the meter is over the bound
// (Models checked out count, but stay open), a base after the Models that
// use it; the empty key and a closed cache keep nothing. The meter here
// sums sizes given to each key, and to the base.
func TestServeModelCache(t *testing.T) {
	p := sudoku.Puzzle{Shape: sudoku.Shape4, Rules: []sudoku.Rule{rules.Classic()}}
	ctx := context.Background()
	const baseSize = 10
	for _, tc := range []struct {
		name  string
		bound uint64
		sizes map[string]uint64
		out   []string // checked out, in order
		in    []string // then checked in, in order, and the cache trimmed
		again []string // then checked out again
		built int
		idle  []string // at the end, least recently used first; "base" for the base
	}{
		{"reuse", 1000, nil, []string{"a", "b"}, []string{"a", "b"}, []string{"a", "b"}, 2, []string{"a", "b", "base"}},
		{"two at once", 1000, nil, []string{"a", "a"}, []string{"a", "a"}, []string{"a", "a", "a"}, 3, []string{"a", "a", "a", "base"}},
		{"within the bound", 131, map[string]uint64{"a": 40, "b": 40, "c": 40}, []string{"a", "b", "c"}, []string{"a", "b", "c"}, nil, 3, []string{"a", "b", "c", "base"}},
		{"closes the least recently used", 100, map[string]uint64{"a": 40, "b": 40, "c": 40}, []string{"a", "b", "c"}, []string{"a", "b", "c"}, nil, 3, []string{"b", "c", "base"}},
		{"least recently used, not first built", 100, map[string]uint64{"a": 40, "b": 40, "c": 40}, []string{"a", "b", "c"}, []string{"c", "a", "b"}, nil, 3, []string{"a", "b", "base"}},
		{"bigger than the bound alone", 50, map[string]uint64{"big": 80}, []string{"big"}, []string{"big"}, []string{"big"}, 2, []string{"base"}},
		{"the base goes last", 5, map[string]uint64{"a": 1}, []string{"a"}, []string{"a"}, nil, 1, nil},
		{"checked out Models count", 100, map[string]uint64{"a": 40, "b": 40, "c": 40}, []string{"a", "b", "c"}, []string{"c"}, nil, 3, []string{"base"}},
		{"a bound of 0 keeps nothing", 0, nil, []string{"a"}, []string{"a"}, []string{"a"}, 2, nil},
		{"empty key", 1000, nil, []string{"", ""}, []string{"", ""}, []string{""}, 3, []string{"base"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newModelCache(tc.bound)
			outside := map[*sudoku.Model]string{} // checked out, by key
			var mu sync.Mutex
			c.meter = func() uint64 {
				var n uint64 = 1 // never 0: a bound of 0 keeps nothing
				c.mu.Lock()
				for _, e := range c.idle {
					if e.b != nil {
						n += baseSize
					} else {
						n += tc.sizes[e.key]
					}
				}
				c.mu.Unlock()
				mu.Lock()
				for _, k := range outside {
					n += tc.sizes[k]
				}
				mu.Unlock()
				return n
			}
			get := func(k string) *sudoku.Model {
				m, err := c.get(ctx, k, p)
				if err != nil {
					t.Fatal(err)
				}
				mu.Lock()
				outside[m] = k
				mu.Unlock()
				return m
			}
			put := func(k string, m *sudoku.Model) {
				mu.Lock()
				delete(outside, m)
				mu.Unlock()
				c.put(k, m)
			}
			byKey := map[string][]*sudoku.Model{}
			for _, k := range tc.out {
				byKey[k] = append(byKey[k], get(k))
			}
			var all []*sudoku.Model
			for _, k := range tc.in {
				m := byKey[k][0]
				byKey[k] = byKey[k][1:]
				put(k, m)
				all = append(all, m)
			}
			c.trim()
			var again []*sudoku.Model
			for _, k := range tc.again {
				again = append(again, get(k))
			}
			for i, k := range tc.again {
				put(k, again[i])
			}
			c.trim()
			var idle []string
			c.mu.Lock()
			for _, e := range c.idle {
				if e.b != nil {
					idle = append(idle, "base")
				} else {
					idle = append(idle, e.key)
				}
			}
			c.mu.Unlock()
			if _, built := c.stats(); built != tc.built || !slices.Equal(idle, tc.idle) {
				t.Errorf("idle %q, %d built; want %q, %d", idle, built, tc.idle, tc.built)
			}
			// What trim closed is closed; what it kept works.
			kept := map[*sudoku.Model]bool{}
			c.mu.Lock()
			for _, e := range c.idle {
				kept[e.m] = true
			}
			c.mu.Unlock()
			for _, m := range append(all, again...) {
				_, err := m.Solve(ctx, sudoku.NewGrid(sudoku.Shape4))
				if kept[m] && err != nil || !kept[m] && !errors.Is(err, sudoku.ErrClosed) {
					t.Errorf("a Model kept %v: Solve = %v", kept[m], err)
				}
			}
			for _, ms := range byKey {
				for _, m := range ms {
					m.Close()
				}
			}
			c.close()
			if idle, _ := c.stats(); idle != 0 {
				t.Errorf("%d idle after close, want 0", idle)
			}
			for m := range kept {
				if _, err := m.Solve(ctx, sudoku.NewGrid(sudoku.Shape4)); m != nil && !errors.Is(err, sudoku.ErrClosed) {
					t.Errorf("a Model idle at close: Solve = %v, want ErrClosed", err)
				}
			}
		})
	}

	// A Model checked in after close is closed at once.
	c := newModelCache(1 << 30)
	m, err := c.get(ctx, "a", p)
	if err != nil {
		t.Fatal(err)
	}
	c.close()
	c.put("a", m)
	if _, err := m.Solve(ctx, sudoku.NewGrid(sudoku.Shape4)); !errors.Is(err, sudoku.ErrClosed) {
		t.Errorf("a Model checked in after close: Solve = %v, want ErrClosed", err)
	}
	// A cancelled build fails with the context's error.
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := c.get(cancelled, "b", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic()}}); !errors.Is(err, context.Canceled) {
		t.Errorf("get with a cancelled context = %v, want context.Canceled", err)
	}
	// No base from 36x36 up: those Models never use one.
	if b := newModelCache(1<<30).base(ctx, sudoku.Shape{Size: 36, BoxRows: 6, BoxCols: 6}); b != nil {
		t.Errorf("a base for 36x36, want none")
	}
}

// TestServeModelCacheMeasured: with Z3's own estimate as the meter, a
// Model that holds Z3 memory is kept under a bound above what it holds,
// and closed, with its base, under a bound below.
func TestServeModelCacheMeasured(t *testing.T) {
	p := sudoku.Puzzle{Shape: sudoku.Shape{Size: 16, BoxRows: 4, BoxCols: 4}, Rules: []sudoku.Rule{rules.Classic(), rules.AntiKing{}}}
	ctx := context.Background()
	c := newModelCache(1 << 40)
	c.meter = z3.MemoryInUse
	defer c.close()
	before := c.meter()
	m, err := c.get(ctx, "16", p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Solve(ctx, sudoku.NewGrid(p.Shape)); err != nil {
		t.Fatal(err)
	}
	c.put("16", m)
	holds := c.meter() - min(before, c.meter())
	t.Logf("a 16x16 anti-king Model and its base hold %.1f MB", float64(holds)/(1<<20))
	if holds < 1<<20 {
		t.Fatalf("a 16x16 anti-king Model holds %d bytes, want megabytes", holds)
	}
	if n := c.trim(); n != 0 {
		t.Errorf("trim under a large bound closed %d", n)
	}
	c.bound = c.meter() - holds/2
	if n := c.trim(); n != 2 {
		t.Errorf("trim under a bound below the Model closed %d, want the Model and its base", n)
	}
	if _, err := m.Solve(ctx, sudoku.NewGrid(p.Shape)); !errors.Is(err, sudoku.ErrClosed) {
		t.Errorf("Solve on a trimmed Model = %v, want ErrClosed", err)
	}
}

// TestServeHosts: a loopback server answers only requests addressed to
// loopback names, so that a page elsewhere cannot reach it through DNS
// rebinding; with --public it answers any.
func TestServeHosts(t *testing.T) {
	for _, tc := range []struct {
		host   string
		public bool
		want   bool
	}{
		{"127.0.0.1:8080", false, true},
		{"localhost", false, true},
		{"[::1]:8080", false, true},
		{"127.1.2.3", false, true},
		{"rebound.example:8080", false, false},
		{"192.0.2.7:8080", false, false},
		{"", false, false},
		{"rebound.example:8080", true, true},
		{"192.0.2.7", true, true},
	} {
		s := &server{cfg: serveConfig{public: tc.public}}
		if got := s.hostAllowed(tc.host); got != tc.want {
			t.Errorf("hostAllowed(%q) with public %v = %v, want %v", tc.host, tc.public, got, tc.want)
		}
	}
}

// TestServeBindings checks that an answer says what a link's rules text
// bound, and that "rules_text" reads the link by the caller's text.
func TestServeBindings(t *testing.T) {
	_, ts := startServer(t, testConfig())
	code, body := post(t, ts, "/api/count", apiRequest{Puzzle: bindLink})
	if code != 200 || !strings.Contains(body, `"bindings":["green lines (1): German whispers`) {
		t.Errorf("count: %d %s; want the bindings", code, body)
	}
	code, body = post(t, ts, "/api/count", apiRequest{Puzzle: bindLink,
		RulesText: "Green lines are German whispers lines: adjacent digits differ by 2 or more. Purple lines are renban lines."})
	if code != 200 || !strings.Contains(body, `purple lines (1): renban, from \"Purple lines are renban lines\"`) {
		t.Errorf("count with rules_text: %d %s; want the caller's sentences bound", code, body)
	}
	code, body = post(t, ts, "/api/count?rules_text=Purple+lines+are+renban+lines.", bindLink)
	if code != 400 || !strings.Contains(body, "not bound") {
		t.Errorf("count?rules_text without the green line: %d %s; want 400", code, body)
	}
}
