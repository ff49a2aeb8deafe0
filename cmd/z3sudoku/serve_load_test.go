package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// TestServeLoad runs a few clients against the server on loopback for a
// few seconds: classic puzzles of top95, the same with the X rule, and the
// real killer link. Every answer must be right (its solution keeps the
// givens and passes the rules' native check, or is the killer's known
// solution), memory must stay flat after a warm-up (Go heap and the
// process's resident memory, which holds Z3's), and no goroutine may be
// left behind once the server is closed.
func TestServeLoad(t *testing.T) {
	const (
		clients = 4
		warmUp  = time.Second
		run     = 3 * time.Second
	)
	puzzles := corpus(t, "top95.txt")[:30]
	killer := killerLink(t)
	checkers := map[bool]*sudoku.Model{}
	for _, x := range []bool{false, true} {
		rs := []sudoku.Rule{rules.Classic()}
		if x {
			rs = append(rs, rules.Diagonals())
		}
		m, err := sudoku.New(sudoku.Shape9, rs)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		checkers[x] = m
	}
	var checkMu sync.Mutex // a Model is for one goroutine at a time
	// What the library says of each puzzle under the X rule: most have no
	// solution, some break it in their givens.
	statusX := map[string]status{}
	for _, p := range puzzles {
		g, err := sudoku.Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		_, err = checkers[true].Solve(context.Background(), g)
		switch {
		case err == nil:
			statusX[p] = statusSolved
		case errors.Is(err, sudoku.ErrNoSolution):
			statusX[p] = statusNoSolution
		case errors.Is(err, sudoku.ErrConflict):
			statusX[p] = statusInvalid
		default:
			t.Fatal(err)
		}
	}

	goroutines := runtime.NumGoroutine()
	cfg := testConfig()
	cfg.jobs = 2 * clients
	cfg.cache = 512 << 20 // the command's default
	s := newServer(cfg)
	ts := httptest.NewServer(s) // on loopback

	// one sends one request and checks its answer.
	one := func(ctx context.Context, i int) (time.Duration, bool) {
		var req apiRequest
		var x, isKiller bool
		switch i % 5 {
		case 3:
			req = apiRequest{Puzzle: puzzles[i%len(puzzles)], Rules: []string{"x"}}
			x = true
		case 4:
			req, isKiller = apiRequest{Puzzle: killer}, true
		default:
			req = apiRequest{Puzzle: puzzles[i%len(puzzles)]}
		}
		start := time.Now()
		code, body, err := tryPost(ctx, ts, "/api/solve", req)
		took := time.Since(start)
		if ctx.Err() != nil {
			return took, true // the run ended during the request
		}
		want := http.StatusOK
		if x && statusX[req.Puzzle] == statusInvalid {
			want = http.StatusBadRequest
		}
		if err != nil || code != want {
			t.Errorf("request %d: %d %s %v, want %d", i, code, body, err, want)
			return took, false
		}
		var ans jsonResult
		if err := json.Unmarshal([]byte(body), &ans); err != nil {
			t.Errorf("request %d: %v", i, err)
			return took, false
		}
		if isKiller {
			if ans.Solution != killerSolution {
				t.Errorf("request %d: killer solution %s, want %s", i, ans.Solution, killerSolution)
				return took, false
			}
			return took, true
		}
		if x && statusX[req.Puzzle] != statusSolved {
			if ans.Status != string(statusX[req.Puzzle]) {
				t.Errorf("request %d (%s with X): %s, want %s", i, req.Puzzle, body, statusX[req.Puzzle])
				return took, false
			}
			return took, true
		}
		g, err := sudoku.Parse(ans.Solution)
		checkMu.Lock()
		if err == nil {
			err = checkers[x].Verify(g)
		}
		checkMu.Unlock()
		if err != nil || !keepsGivens(t, req.Puzzle, ans.Solution) {
			t.Errorf("request %d (%s, x %v): solution %s: %v", i, req.Puzzle, x, ans.Solution, err)
			return took, false
		}
		return took, true
	}

	// clientsFor runs the clients for d and returns every request's time.
	clientsFor := func(d time.Duration) []time.Duration {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		defer cancel()
		var mu sync.Mutex
		var times []time.Duration
		var wg sync.WaitGroup
		for c := range clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := c; ctx.Err() == nil; i += clients {
					took, ok := one(ctx, i)
					if !ok {
						cancel()
						return
					}
					mu.Lock()
					times = append(times, took)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		return times
	}

	clientsFor(warmUp)
	heap0, rss0 := memory(t)
	times := clientsFor(run)
	heap1, rss1 := memory(t)

	slices.Sort(times)
	if len(times) < 20 {
		t.Fatalf("%d requests in %v, want many more", len(times), run)
	}
	idle, built := s.models.stats()
	t.Logf("%d requests in %v by %d clients: %.0f/s; median %v, 99th percentile %v; %d Models built, %d idle",
		len(times), run, clients, float64(len(times))/run.Seconds(),
		times[len(times)/2].Round(time.Microsecond), times[len(times)*99/100].Round(time.Microsecond), built, idle)
	t.Logf("Go heap %.1f → %.1f MiB, resident %.1f → %.1f MiB", mib(heap0), mib(heap1), mib(rss0), mib(rss1))
	if built > cfg.jobs*3 {
		t.Errorf("%d Models built for 3 rule sets and %d clients, want them reused", built, clients)
	}
	if grow := int64(heap1) - int64(heap0); grow > 16<<20 {
		t.Errorf("Go heap grew by %.1f MiB over the run, want at most 16", mib(uint64(grow)))
	}
	if grow := int64(rss1) - int64(rss0); grow > 64<<20 {
		t.Errorf("resident memory grew by %.1f MiB over the run, want at most 64", mib(uint64(grow)))
	}

	ts.Client().Transport.(*http.Transport).CloseIdleConnections()
	ts.Close()
	s.close()
	if n := settleGoroutines(goroutines); n > goroutines {
		buf := make([]byte, 1<<20)
		t.Errorf("%d goroutines after the server closed, %d before:\n%s", n, goroutines, buf[:runtime.Stack(buf, true)])
	}
}

// memory returns the live Go heap after a collection, and the process's
// resident memory, which includes what Z3 holds in C.
func memory(t *testing.T) (heap, rss uint64) {
	t.Helper()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(string(data))
	pages, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return ms.HeapAlloc, pages * uint64(os.Getpagesize())
}

func mib(n uint64) float64 { return float64(n) / (1 << 20) }

var (
	serveProbe = flag.Bool("serve.probe", false, "TestServeProbe: run the hostile probes and the load run against the built command, and print their figures")
	serveLoad  = flag.Duration("serve.load", time.Minute, "TestServeProbe: how long the load run lasts")
)

// TestServeProbe measures the built command as RELIABILITY.md reports it,
// with -serve.probe (a few minutes): what one cached Model holds, by grid
// size; empty 36x36 and 64x64 grids that time out, with the default
// --timeout and 5s (when the 503 comes, resident memory after it and 5 s
// later); eight clients that leave after 0.25 s on --jobs 1 (the CPU the
// server uses after they have gone, and whether the slot is free);
// SIGINT with work under way (time to exit); foreign and null origins;
// and a load run (-serve.load) that mixes small and large grids with
// four clients: every answer must be right, and the idle server must
// come back near its baseline within seconds.
func TestServeProbe(t *testing.T) {
	if !*serveProbe {
		t.Skip("with -serve.probe: hostile probes and a load run against the built command (minutes)")
	}
	bin := binary(t)
	t.Logf("%s, %d CPUs", time.Now().UTC().Format("2006-01-02 15:04 UTC"), runtime.NumCPU())
	shape := func(n int) sudoku.Shape {
		b := int(math.Sqrt(float64(n)))
		return sudoku.Shape{Size: n, BoxRows: b, BoxCols: b}
	}

	// The baseline: a server with libz3 loaded and nothing cached.
	var baseline uint64
	{
		p := startServe(t, bin, "--cache-mb", "0")
		if code, body := p.post(t, "/api/solve", corpusFile(t, "grid16.txt")); code != 200 {
			t.Fatalf("16x16: %d %s", code, body)
		}
		time.Sleep(3 * time.Second)
		baseline = p.rss()
		t.Logf("baseline (--cache-mb 0, after a 16x16): %s", mb(baseline))
		p.stop(t)
	}

	t.Run("one cached Model", func(t *testing.T) {
		for _, tc := range []struct{ name, puzzle string }{
			{"9x9 classic", defaultPuzzle},
			{"9x9 killer", killerLink(t)},
			{"16x16", corpusFile(t, "grid16.txt")},
			{"25x25", corpusFile(t, "grid25.txt")},
			{"36x36", patternPuzzle(shape(36), 0.7, 1)},
			{"64x64", patternPuzzle(shape(64), 0.35, 1)},
		} {
			// In this process: Z3's estimate and the Go heap.
			s := newServer(serveConfig{timeout: time.Minute, maxBody: 1 << 20, jobs: 4, cache: 512 << 20})
			ts := httptest.NewServer(s)
			z0, m0 := z3.MemoryInUse(), memoryInUse()
			code, body, err := tryPost(context.Background(), ts, "/api/solve", tc.puzzle)
			if err != nil || code != 200 {
				t.Fatalf("%s: %d %.200s %v", tc.name, code, body, err)
			}
			time.Sleep(3 * time.Second)
			runtime.GC()
			z1, m1 := z3.MemoryInUse(), memoryInUse()
			ts.Close()
			s.close()
			// The built command: resident memory.
			p := startServe(t, bin)
			start := time.Now()
			if code, body := p.post(t, "/api/solve", tc.puzzle); code != 200 {
				t.Fatalf("%s: %d %.200s", tc.name, code, body)
			}
			took := time.Since(start)
			peak := p.hwm()
			time.Sleep(3 * time.Second)
			t.Logf("%-12s z3.MemoryInUse %9s, meter %9s; command: RSS %9s 3 s after (peak %s), solved in %v",
				tc.name, mb(z1-min(z0, z1)), mb(m1-min(m0, m1)), mb(p.rss()), mb(peak), took.Round(time.Millisecond))
			p.stop(t)
		}
	})

	t.Run("empty grids that time out or pass --memory-mb", func(t *testing.T) {
		for _, n := range []int{36, 64} {
			for _, args := range [][]string{nil, {"--timeout", "5s"}} {
				p := startServe(t, bin, args...)
				timeout := 30 * time.Second
				if args != nil {
					timeout = 5 * time.Second
				}
				start := time.Now()
				code, body := p.post(t, "/api/solve", strings.Repeat(".", n*n))
				took := time.Since(start)
				after := p.rss()
				time.Sleep(5 * time.Second)
				idle := p.rss()
				if code != 503 {
					t.Errorf("empty %dx%d: %d %.200s, want 503", n, n, code, body)
				}
				// Past --memory-mb (2048), the work stops before its timeout.
				byMemory := strings.Contains(body, "past the memory limit")
				if (!byMemory && took < timeout) || took > timeout+time.Second {
					t.Errorf("empty %dx%d: 503 after %v, want at the --timeout %v or past --memory-mb", n, n, took, timeout)
				}
				why := "--timeout"
				if byMemory {
					var answer struct{ Error string }
					json.Unmarshal([]byte(body), &answer)
					why = fmt.Sprintf("--memory-mb (%q)", answer.Error)
				}
				t.Logf("empty %dx%d, --timeout %-3v: %d after %v, by %s; RSS %s then, %s 5 s later (peak %s)",
					n, n, timeout, code, took.Round(10*time.Millisecond), why, mb(after), mb(idle), mb(p.hwm()))
				p.stop(t)
			}
		}
	})

	t.Run("clients that leave", func(t *testing.T) {
		p := startServe(t, bin, "--jobs", "1")
		var wg sync.WaitGroup
		codes := make([]string, 8)
		for i := range codes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ctx, cancel := context.WithTimeout(context.Background(), 250*time.Millisecond)
				defer cancel()
				code, _, err := p.tryPost(ctx, "/api/solve", strings.Repeat(".", 64*64))
				codes[i] = strconv.Itoa(code)
				if err != nil {
					codes[i] = "gone"
				}
			}()
		}
		wg.Wait()
		left := time.Now()
		c0 := p.cpu()
		time.Sleep(time.Second)
		c1 := p.cpu()
		time.Sleep(2 * time.Second)
		c3 := p.cpu()
		// The slot is free: a small request is answered.
		code, body := p.post(t, "/api/unique", defaultPuzzle)
		if code != 200 {
			t.Errorf("a request 3 s after the clients left: %d %s", code, body)
		}
		t.Logf("8 clients on --jobs 1 leaving after 0.25 s: %s; CPU after the last left: %v in the first second, %v in the next two; a request %v later: %d; peak RSS %s, RSS now %s",
			strings.Join(codes, " "), c1-c0, c3-c1, time.Since(left).Round(time.Millisecond), code, mb(p.hwm()), mb(p.rss()))
		p.stop(t)
	})

	t.Run("SIGINT", func(t *testing.T) {
		for _, tc := range []struct{ name, puzzle string }{
			{"idle, a 25x25 Model cached", ""},
			{"an empty 36x36 at work", strings.Repeat(".", 36*36)},
			{"an empty 64x64 at work", strings.Repeat(".", 64*64)},
		} {
			p := startServe(t, bin)
			answer := make(chan int, 1)
			if tc.puzzle == "" {
				p.post(t, "/api/solve", corpusFile(t, "grid25.txt"))
			} else {
				go func() {
					code, _, _ := p.tryPost(context.Background(), "/api/solve", tc.puzzle)
					answer <- code
				}()
				time.Sleep(2 * time.Second)
			}
			took, code := p.stop(t)
			got := "-"
			if tc.puzzle != "" {
				got = strconv.Itoa(<-answer)
			}
			if took > time.Second {
				t.Errorf("%s: exit %v after SIGINT, want within 1 s", tc.name, took)
			}
			t.Logf("SIGINT, %s: exit %d after %v; the request got %s", tc.name, code, took.Round(time.Millisecond), got)
		}
	})

	t.Run("origins", func(t *testing.T) {
		p := startServe(t, bin)
		for _, tc := range []struct {
			header, value string
			want          int
		}{
			{"Origin", "http://attacker.example", 403},
			{"Origin", "null", 403},
			{"Origin", "http://127.0.0.1:1", 403},
			{"Sec-Fetch-Site", "cross-site", 403},
			{"Sec-Fetch-Site", "same-site", 403},
			{"", "", 200},
		} {
			req, _ := http.NewRequest("POST", p.url+"api/solve", strings.NewReader(defaultPuzzle))
			if tc.header != "" {
				req.Header.Set(tc.header, tc.value)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Errorf("%s: %s = %d, want %d", tc.header, tc.value, resp.StatusCode, tc.want)
			}
		}
		t.Logf("foreign and null origins: 403, before any work")
		p.stop(t)
	})

	t.Run("load", func(t *testing.T) {
		type puzzle struct {
			name, text string
			check      *sudoku.Model // the rules' native check
			want       string        // or the known solution
		}
		var mix []puzzle
		checker := func(s sudoku.Shape) *sudoku.Model {
			m, err := sudoku.New(s, []sudoku.Rule{rules.Classic()})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { m.Close() })
			return m
		}
		c9 := checker(sudoku.Shape9)
		for _, p := range corpus(t, "top95.txt")[:20] {
			mix = append(mix, puzzle{"9x9", p, c9, ""})
		}
		mix = append(mix,
			puzzle{"killer", killerLink(t), nil, killerSolution},
			puzzle{"16x16", corpusFile(t, "grid16.txt"), checker(shape(16)), ""},
			puzzle{"25x25", corpusFile(t, "grid25.txt"), checker(shape(25)), ""},
			puzzle{"36x36", patternPuzzle(shape(36), 0.7, 1), checker(shape(36)), ""},
			puzzle{"64x64", patternPuzzle(shape(64), 0.35, 1), checker(shape(64)), ""},
		)
		p := startServe(t, bin)
		var checkMu sync.Mutex
		ctx, cancel := context.WithTimeout(context.Background(), *serveLoad)
		defer cancel()
		var peak uint64
		sampled := make(chan struct{})
		go func() {
			defer close(sampled)
			for ctx.Err() == nil {
				peak = max(peak, p.rss())
				time.Sleep(100 * time.Millisecond)
			}
		}()
		var mu sync.Mutex
		counts := map[string]int{}
		var wg sync.WaitGroup
		for c := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Each client takes the large grids in its turn, the small
				// ones between.
				for i := c * 7; ctx.Err() == nil; i++ {
					pz := mix[i%len(mix)]
					code, body, err := p.tryPost(ctx, "/api/solve", pz.text)
					if ctx.Err() != nil {
						return
					}
					var ans jsonResult
					if err == nil && code == 200 {
						err = json.Unmarshal([]byte(body), &ans)
					}
					if err == nil && code == 200 {
						switch {
						case pz.want != "":
							if ans.Solution != pz.want {
								err = fmt.Errorf("solution %s, want %s", ans.Solution, pz.want)
							}
						default:
							g, perr := sudoku.Parse(ans.Solution)
							checkMu.Lock()
							if err = perr; err == nil {
								err = pz.check.Verify(g)
							}
							checkMu.Unlock()
							if err == nil && !keepsGivens(t, pz.text, g.String()) {
								err = errors.New("the solution does not keep the givens")
							}
						}
					}
					if err != nil || code != 200 {
						t.Errorf("%s: %d %.200s %v", pz.name, code, body, err)
					}
					mu.Lock()
					counts[pz.name]++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		<-sampled
		rss0 := p.rss()
		time.Sleep(time.Second)
		rss1 := p.rss()
		time.Sleep(4 * time.Second)
		rss5 := p.rss()
		t.Logf("load, %v, 4 clients: %v; RSS peak %s (baseline %s + --cache-mb 512 = %s); after: %s, 1 s %s, 5 s %s",
			*serveLoad, counts, mb(peak), mb(baseline), mb(baseline+512<<20), mb(rss0), mb(rss1), mb(rss5))
		if rss5 > baseline+512<<20 {
			t.Errorf("idle RSS 5 s after the load %s, over the baseline and the cache bound", mb(rss5))
		}
		p.stop(t)
	})
}

// corpusFile returns a whole file of package sudoku's corpora, such as
// one large grid.
func corpusFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "sudoku", "testdata", "corpora", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// patternPuzzle is a valid classic grid of shape s (the digits shifted
// by a box row from row to row) with a fraction blank of its cells blank,
// chosen by seed, in rows of space-separated numbers.
func patternPuzzle(s sudoku.Shape, blank float64, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, seed))
	n, b := s.Size, s.BoxCols
	var sb strings.Builder
	for r := range n {
		for c := range n {
			if c > 0 {
				sb.WriteByte(' ')
			}
			if rng.Float64() < blank {
				sb.WriteByte('.')
			} else {
				sb.WriteString(strconv.Itoa((b*(r%s.BoxRows)+r/s.BoxRows+c)%n + 1))
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// served is a "z3sudoku serve" process on a free loopback port.
type served struct {
	cmd  *exec.Cmd
	url  string        // with its trailing slash
	rest chan []string // what it printed after its address, once it exits
}

func startServe(t *testing.T, bin string, args ...string) *served {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() {
		t.Fatalf("serve printed nothing: %v", lines.Err())
	}
	url, _, ok := strings.Cut(strings.TrimPrefix(lines.Text(), "z3sudoku serve: "), " ")
	if !ok {
		t.Fatalf("serve's first line = %q, want its address", lines.Text())
	}
	p := &served{cmd: cmd, url: url, rest: make(chan []string, 1)}
	go func() {
		var rest []string
		for lines.Scan() {
			rest = append(rest, lines.Text())
		}
		p.rest <- rest
	}()
	return p
}

func (p *served) tryPost(ctx context.Context, path, body string) (int, string, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", p.url+strings.TrimPrefix(path, "/"), strings.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data), err
}

func (p *served) post(t *testing.T, path, body string) (int, string) {
	t.Helper()
	code, text, err := p.tryPost(context.Background(), path, body)
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	return code, text
}

// stop sends SIGINT and returns how long the process took to exit, and
// its exit code.
func (p *served) stop(t *testing.T) (time.Duration, int) {
	t.Helper()
	start := time.Now()
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	rest := <-p.rest
	err := p.cmd.Wait()
	took := time.Since(start)
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	}
	if code != 130 || !slices.Contains(rest, "z3sudoku serve: stopped") {
		t.Errorf("serve after SIGINT: exit %d, printed %q; want 130 and that it stopped", code, rest)
	}
	return took, code
}

// status returns a field of /proc/PID/status, in bytes.
func (p *served) status(field string) uint64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

func (p *served) rss() uint64 { return p.status("VmRSS") }
func (p *served) hwm() uint64 { return p.status("VmHWM") }

// cpu returns the CPU time the process has used, user and system.
func (p *served) cpu() time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	_, after, _ := strings.Cut(string(data), ") ")
	f := strings.Fields(after)
	utime, _ := strconv.ParseUint(f[11], 10, 64)
	stime, _ := strconv.ParseUint(f[12], 10, 64)
	return time.Duration(utime+stime) * 10 * time.Millisecond // USER_HZ is 100 on Linux
}

func mb(n uint64) string { return fmt.Sprintf("%.0f MB", float64(n)/(1<<20)) }
