package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
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
	cfg.models = 12 // the command's default: a Model per client and rule set
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
