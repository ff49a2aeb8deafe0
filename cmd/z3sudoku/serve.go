package main

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"log"
	"maps"
	"math"
	"net"
	"net/http"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/z3sudoku/z3sudoku/render"
	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
	"github.com/z3sudoku/z3sudoku/z3"
)

// serveUsage is the serve command's help.
const serveUsage = `Usage: z3sudoku serve [--addr HOST:PORT] [--public] [flags]

Serves a setter's workbench: one web page and a JSON API, every asset in the
binary. Paste an f-puzzles or SudokuPad link, f-puzzles JSON or a grid, and
see it drawn, whether it is unique, its true candidates, its solution count
and its solution; generate puzzles; open the puzzle again in the editors.

The API (POST; the body is the puzzle, with ?limit=N&rules=x,antiknight in
the query, or application/json {"puzzle": "...", "limit": N, "rules":
["x"], ...}; an f-puzzles document is the puzzle whatever its type;
"rules_text" reads a link's drawn elements by that text in place of its
own, as --rules-text does, and an answer's "bindings" say what was bound):

	/api/solve /api/unique /api/count /api/candidates
	                 the JSON line of "z3sudoku CMD --json"
	/api/solutions   up to "limit" (at most 10) solutions
	/api/render      the SVG drawing; "solution", "candidates", "theme", "cell"
	/api/link        f-puzzles and SudokuPad links to the puzzle
	/api/generate    {"variant", "symmetry", "seed"}: NDJSON progress lines,
	                 then the puzzle

Bad input is 400 with the message the command line prints; a body over
--max-body is 413; more than --jobs requests at work is 429; a request over
--timeout, or cut short by the server's stop, is 503. Errors are JSON:
{"error": "..."}. A limit, when given, is at least 1, as count's --limit;
an omitted one is the default. A request whose client goes away stops its
Z3 work, and its slot is free once that work has stopped.

Compiled Models are kept warm, by rule set, while the memory they and
the work at hand take (Z3's and the Go heap's, or the growth of the
resident memory) stays under --cache-mb; past it, the least recently used
idle Models are closed. A Model whose request failed or was cut short is
closed, not kept. Grids from 25x25 up are worked on one at a time (each
may take hundreds of megabytes); the others wait their turn within
--timeout. Past --memory-mb of Z3's memory, what is at work stops and is
answered 503, as over --timeout: an empty 64x64 would take gigabytes.

The server listens on the loopback interface only, unless --public is
given: the API has no authentication, and anyone who reaches it can keep
its CPUs busy.

Examples:

	z3sudoku serve
	z3sudoku serve --addr 127.0.0.1:9000 --timeout 10s
	curl -d 'https://www.f-puzzles.com/?load=N4Ig...' localhost:8080/api/unique

Flags:
`

// serveConfig is what a server is built from.
type serveConfig struct {
	timeout time.Duration // per request
	maxBody int64         // bytes per request body
	jobs    int           // requests at work at once
	cache   uint64        // bytes of memory past which idle Models are closed (see modelCache)
	enc     sudoku.Encoding
	public  bool // accept any Host header (see hostAllowed)
}

// stopWithin is how long serve waits at most, after a signal, for the
// answers to the work it cancels (503, within answerGrace) to go out.
const stopWithin = 700 * time.Millisecond

// serveCmd runs the serve command: it listens, serves until SIGINT or
// SIGTERM, then cancels the work under way and stops.
func serveCmd(ctx context.Context, args []string, e *env) int {
	flags := flag.NewFlagSet("serve", flag.ContinueOnError)
	flags.SetOutput(e.stderr)
	addr := flags.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT`")
	public := flags.Bool("public", false, "allow an address other than loopback (the API has no authentication)")
	cfg := serveConfig{}
	flags.DurationVar(&cfg.timeout, "timeout", 30*time.Second, "give up on a request after this long")
	flags.Int64Var(&cfg.maxBody, "max-body", 1<<20, "largest request body in bytes")
	flags.IntVar(&cfg.jobs, "jobs", max(4, runtime.NumCPU()), "requests at work at once; more get 429")
	cacheMB := flags.Int64("cache-mb", 512, "keep compiled Models warm while they and the work at hand take at most `MB` megabytes; 0 keeps none")
	memoryMB := flags.Int64("memory-mb", 2048, "stop the work at hand, 503, when Z3 holds more than `MB` megabytes; more than --cache-mb, or 0 for no limit")
	encoding := flags.String("encoding", "onehot", "Z3 encoding: onehot, int or bitvec")
	flags.Usage = func() {
		fmt.Fprint(e.stderr, serveUsage)
		printFlags(flags)
	}
	usageErr := usageError(e.stderr, "serve")
	for _, a := range args {
		if a == "--" {
			break
		}
		if name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "="); name == "models" && strings.HasPrefix(a, "-") {
			return usageErr("--models is gone: the Model cache is bounded by memory now; use --cache-mb MB (default 512)")
		}
	}
	operands, code, ok := parseFlags(flags, args)
	if !ok {
		return code
	}
	if len(operands) > 0 {
		return usageErr("unexpected argument %q", cut(operands[0], maxValue))
	}
	enc, err := sudoku.ParseEncoding(*encoding)
	if err != nil {
		return usageErr("%v", err)
	}
	cfg.enc = enc
	switch {
	case cfg.timeout <= 0:
		return usageErr("--timeout %v: want a positive duration", cfg.timeout)
	case cfg.maxBody < 1:
		return usageErr("--max-body %d: want at least 1", cfg.maxBody)
	case cfg.jobs < 1:
		return usageErr("--jobs %d: want at least 1", cfg.jobs)
	case *cacheMB < 0:
		return usageErr("--cache-mb %d: want 0 or more", *cacheMB)
	case *cacheMB > maxMemoryMB:
		return usageErr("--cache-mb %d: want at most %d (a terabyte)", *cacheMB, maxMemoryMB)
	}
	if err := checkMemoryMB(*memoryMB); err != nil {
		return usageErr("%v", err)
	}
	if *memoryMB != 0 && *memoryMB <= *cacheMB {
		return usageErr("--memory-mb %d: want more than --cache-mb %d, or 0 (the warm Models count in it)", *memoryMB, *cacheMB)
	}
	sudoku.SetMemoryLimit(*memoryMB << 20)
	cfg.cache = uint64(*cacheMB) << 20
	loopback, err := isLoopback(*addr)
	if err != nil {
		return usageErr("--addr %q: %v", cut(*addr, maxValue), err)
	}
	if !loopback && !*public {
		return usageErr("--addr %s is not a loopback address; add --public to serve other machines (the API has no authentication)", cut(*addr, maxValue))
	}
	cfg.public = !loopback

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(e.stderr, "z3sudoku serve:", err)
		return exitFailed
	}
	if cfg.public {
		fmt.Fprintf(e.stderr, "z3sudoku serve: warning: listening on %s, beyond this machine; the API has no authentication\n", ln.Addr())
	}
	fmt.Fprintf(e.stderr, "z3sudoku serve: http://%s/ (Ctrl-C stops)\n", ln.Addr())

	s := newServer(cfg)
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute, // a body at most --max-body long
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		s.close()
		fmt.Fprintln(e.stderr, "z3sudoku serve:", err)
		return exitFailed
	case <-ctx.Done(): // a signal
	}
	s.stop() // the work under way ends, and is answered 503
	shut, cancel := context.WithTimeout(context.Background(), stopWithin)
	defer cancel()
	if hs.Shutdown(shut) != nil {
		hs.Close()
	}
	// The warm Models and the work still stopping are left to the
	// process's exit, which frees their memory at once, where Z3 takes
	// seconds to free a large grid's.
	fmt.Fprintln(e.stderr, "z3sudoku serve: stopped")
	return exitOK // main exits 130 or 143 after the signal, as every command
}

// isLoopback reports whether addr's host is a loopback address or
// "localhost"; an empty host means every interface.
func isLoopback(addr string) (bool, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false, err
	}
	if host == "localhost" {
		return true, nil
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback(), nil
}

//go:embed web
var webFS embed.FS

// indexPage returns the workbench's page: web/index.html, a template
// whose rule checkboxes and generator variants are the rows of
// rules.Globals with a flag (Rules) and with a variant (Variants).
func indexPage(web fs.FS) []byte {
	var data struct{ Rules, Variants []rules.Global }
	for _, g := range rules.Globals() {
		if g.Flag != "" {
			data.Rules = append(data.Rules, g)
		}
		if g.Variant != "" {
			data.Variants = append(data.Variants, g)
		}
	}
	t, err := template.ParseFS(web, "index.html")
	if err != nil {
		panic(err) // the embedded page is part of the binary
	}
	var page bytes.Buffer
	if err := t.Execute(&page, data); err != nil {
		panic(err)
	}
	return page.Bytes()
}

// server is the workbench's HTTP handler.
type server struct {
	cfg    serveConfig
	mux    *http.ServeMux
	sem    chan struct{} // a slot per request at work
	large  chan struct{} // the one slot for work on a large grid (see largeMin)
	models *modelCache

	stopping context.Context // done once stop is called
	stop     func()          // cancels every request's work, which is answered 503

	tidy     chan struct{}  // asks tend to trim the cache
	quit     chan struct{}  // ends tend
	tending  sync.WaitGroup // tend, the closes of failed requests' Models, work answered before it stopped
	peak     atomic.Uint64  // Z3's memory at the end of requests, since tend last looked
	collect  atomic.Int32   // collections tend is asked to run
	stopOnce sync.Once
}

// errStopping is the answer to work that the server's stop cut short.
var errStopping = &httpError{http.StatusServiceUnavailable, "the server is stopping"}

// newServer returns the page and API handler for cfg. Its close method
// frees the warm Models.
func newServer(cfg serveConfig) *server {
	s := &server{
		cfg:    cfg,
		mux:    http.NewServeMux(),
		sem:    make(chan struct{}, cfg.jobs),
		large:  make(chan struct{}, 1),
		models: newModelCache(cfg.cache, sudoku.WithEncoding(cfg.enc)),
		tidy:   make(chan struct{}, 1),
		quit:   make(chan struct{}),
	}
	var stop context.CancelCauseFunc
	s.stopping, stop = context.WithCancelCause(context.Background())
	s.stop = func() { stop(errStopping) }
	web, err := fs.Sub(webFS, "web")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	files := http.FileServerFS(web)
	page := indexPage(web)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: use GET", r.Method, cut(r.URL.Path, 80)))
			return
		}
		if r.URL.Path == "/" {
			http.ServeContent(w, r, "index.html", time.Time{}, bytes.NewReader(page))
			return
		}
		files.ServeHTTP(w, r)
	})
	api := map[string]func(context.Context, http.ResponseWriter, *job) error{
		"solutions": s.solutions,
		"render":    s.render,
		"link":      s.link,
		"generate":  s.generate,
	}
	for _, cmd := range []string{"solve", "unique", "count", "candidates"} {
		api[cmd] = s.batchHandler(cmd)
	}
	for name, h := range api {
		s.mux.HandleFunc("/api/"+name, s.work(h))
	}
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no endpoint %s", cut(r.URL.Path, 80)))
	})
	s.tending.Add(1)
	go s.tend()
	return s
}

// close stops the server's work, waits for the Models of failed requests
// to close, and frees the warm Models.
func (s *server) close() {
	s.stop()
	s.stopOnce.Do(func() { close(s.quit) })
	s.tending.Wait()
	s.models.close()
}

// tendEvery is how often tend looks at the memory; tendLarge, while a
// large grid is at work, whose memory grows fast.
const (
	tendEvery = 500 * time.Millisecond
	tendLarge = 100 * time.Millisecond
)

// releaseStep is how far Z3's memory must fall before tend returns the
// freed pages to the OS: the C allocator keeps them otherwise, and the
// process's resident size stays at its high-water mark.
const releaseStep = 16 << 20

// tend keeps the cache within its bound and the process's memory near
// what it uses. After each request (see finish) and every tendEvery (or
// tendLarge) it trims the cache, since the work at hand, which the meter
// counts, may have brought it over. When Z3's memory has fallen by
// releaseStep from its last high (a call frees a large grid's residual
// after it returns), it returns the freed pages to the OS. And it runs
// the garbage collector, every collectEvery, a few times (collections)
// after work on a large grid or a failed request, and while work is under
// way with the meter over the bound: some Z3 contexts of large grids'
// calls are freed only by cleanups, which the collector runs, one object
// of a chain at a time, and which an idle process, allocating nothing,
// would never run.
func (s *server) tend() {
	defer s.tending.Done()
	t := time.NewTicker(tendEvery)
	defer t.Stop()
	var high uint64
	var collected time.Time
	for {
		select {
		case <-s.quit:
			return
		case <-t.C:
		case <-s.tidy:
		}
		if len(s.large) > 0 {
			t.Reset(tendLarge)
		} else {
			t.Reset(tendEvery)
		}
		s.models.trim()
		now := z3.MemoryInUse()
		if high = max(high, s.peak.Swap(0), now); high-now >= releaseStep {
			z3.ReleaseMemory()
			debug.FreeOSMemory()
			high = now
		}
		if time.Since(collected) < collectEvery {
			continue
		}
		if asked := s.collect.Load(); asked > 0 || len(s.sem) > 0 && s.models.meter() > s.cfg.cache {
			runtime.GC() // the cleanups run after it; the next looks see what they free
			collected = time.Now()
			s.collect.CompareAndSwap(asked, max(asked-1, 0))
		}
	}
}

// collectEvery is how often tend runs the garbage collector at most, and
// collections how many times it runs it after work that may have left Z3
// contexts to cleanups.
const (
	collectEvery = 500 * time.Millisecond
	collections  = 3
)

// largeMin is the smallest grid whose work takes the large slot: one such
// request works at a time, and the others wait their turn within their
// time. A 25x25 Model holds over a hundred megabytes of Z3 memory, and a
// call on a grid from 36x36 up builds a residual of its own of as much or
// far more, so that a few at once would pass the cache's bound many times
// over; one at a time, the next of the same rule set also finds the
// Model the last one kept.
const largeMin = 25

// takeLarge waits, within ctx, for the large slot when it's grid is large
// and the request does not hold it yet; finish gives it back.
func (s *server) takeLarge(ctx context.Context, j *job, it *item) error {
	if it.p.Shape.Size < largeMin || j.large {
		return nil
	}
	select {
	case s.large <- struct{}{}:
		j.large = true
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// finish ends a request's hold on its slots: at once, or, when the
// request spoiled Models (its call failed or was cut short), once they are
// closed, so that a slot is free only when the work has really stopped.
func (s *server) finish(j *job) {
	if len(j.spoiled) == 0 {
		s.free(j)
		return
	}
	s.tending.Add(1)
	go func() {
		defer s.tending.Done()
		for _, m := range j.spoiled {
			m.Close()
		}
		z3.ReleaseMemory()
		s.free(j)
	}()
}

// free gives a request's slots back, and asks tend to collect the
// garbage after work that may have left Z3 contexts to it.
func (s *server) free(j *job) {
	if j.large || len(j.spoiled) > 0 {
		s.collect.Store(collections)
	}
	if j.large {
		<-s.large
	}
	<-s.sem
	s.ended()
}

// ended notes Z3's memory at a request's end and asks tend to trim.
func (s *server) ended() {
	now := z3.MemoryInUse()
	for old := s.peak.Load(); now > old && !s.peak.CompareAndSwap(old, now); old = s.peak.Load() {
	}
	select {
	case s.tidy <- struct{}{}:
	default:
	}
}

// ServeHTTP checks the request's Host and Origin, so that a web page
// elsewhere cannot use a loopback server through the visitor's browser
// (DNS rebinding, cross-site posts), and sets headers that keep the page's
// scripts its own.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !s.hostAllowed(r.Host) {
		writeError(w, http.StatusForbidden, fmt.Sprintf("host %q is not served; use 127.0.0.1 or localhost", r.Host))
		return
	}
	if why := foreign(r); why != "" {
		writeError(w, http.StatusForbidden, why)
		return
	}
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	s.mux.ServeHTTP(w, r)
}

// foreign says why a request comes from a page that is not the
// workbench's own, or returns "". A browser names the page's origin in
// Origin ("null" from a sandboxed frame, a file or some redirects, which
// is no origin of ours either) and, for requests it makes on a page's
// behalf, says in Sec-Fetch-Site whether that page is the server's. A
// request with neither, from curl or a script, is allowed.
func foreign(r *http.Request) string {
	if o, ok := r.Header["Origin"]; ok {
		origin := strings.Join(o, ",")
		host, found := strings.CutPrefix(origin, "http://")
		if !found {
			host, found = strings.CutPrefix(origin, "https://")
		}
		if !found || host != r.Host {
			return fmt.Sprintf("origin %.80q is not this server's", origin)
		}
	}
	switch site := r.Header.Get("Sec-Fetch-Site"); site {
	case "", "same-origin", "none":
	default:
		return fmt.Sprintf("a %.20s request is not served", site)
	}
	return ""
}

func (s *server) hostAllowed(host string) bool {
	if s.cfg.public {
		return true
	}
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// apiRequest is an API call's input: the JSON body, or a text body (the
// puzzle) with the other fields as query parameters.
type apiRequest struct {
	Puzzle     string   `json:"puzzle"`
	Limit      *int     `json:"limit,omitempty"`      // count, solutions; nil for the default
	Rules      []string `json:"rules,omitempty"`      // global rules, by flag or name (rulesOf): x, antiknight, …
	RulesText  string   `json:"rules_text,omitempty"` // a link's rules text, in place of its own (--rules-text)
	Solution   bool     `json:"solution,omitempty"`   // render
	Candidates bool     `json:"candidates,omitempty"` // render
	Theme      string   `json:"theme,omitempty"`      // render
	Cell       int      `json:"cell,omitempty"`       // render
	Variant    string   `json:"variant,omitempty"`    // generate
	Symmetry   string   `json:"symmetry,omitempty"`   // generate
	Seed       uint64   `json:"seed,omitempty"`       // generate; 0 is random
}

// limitOr returns the request's limit, or def when it has none.
func (req *apiRequest) limitOr(def int) int {
	if req.Limit == nil {
		return def
	}
	return *req.Limit
}

// job is an API request at work: its input, the Models its calls
// spoiled, which finish closes before the request's slots are free, and
// whether it holds the large slot.
type job struct {
	*apiRequest
	spoiled []*sudoku.Model
	large   bool // holds the large slot
}

// httpError is an error with the status code it is answered with.
type httpError struct {
	code int
	msg  string
}

func (e *httpError) Error() string { return e.msg }

func badRequest(format string, a ...any) *httpError {
	return &httpError{http.StatusBadRequest, fmt.Sprintf(format, a...)}
}

// work wraps an API handler: POST only (405 otherwise), then the limits:
// the body size (413 past it), a slot of the semaphore once the body is
// read (429 when there is none), and the time: the handler's context ends
// after cfg.timeout (503), when the server stops (503), and when the
// client goes away (no answer), and the answer comes then, within
// answerGrace, whether the handler has stopped or not. The slots are held
// until the handler has returned and the request's Models are closed
// (see finish).
func (s *server) work(h func(ctx context.Context, w http.ResponseWriter, j *job) error) http.HandlerFunc {
	timeLimit := &httpError{http.StatusServiceUnavailable, fmt.Sprintf("gave up after the time limit (%v)", s.cfg.timeout)}
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: use POST", cut(r.Method, maxValue), cut(r.URL.Path, 80)))
			return
		}
		req, err := s.readRequest(w, r)
		if err != nil {
			writeHTTPError(w, err)
			return
		}
		select {
		case s.sem <- struct{}{}:
		default:
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusTooManyRequests, fmt.Sprintf("busy: %d requests at work; try again", s.cfg.jobs))
			return
		}
		j := &job{apiRequest: req}
		ctx, cancel := context.WithCancelCause(r.Context())
		defer cancel(nil)
		defer context.AfterFunc(s.stopping, func() { cancel(errStopping) })()
		ctx, cancelTime := context.WithTimeoutCause(ctx, s.cfg.timeout, timeLimit)
		defer cancelTime()
		if s.stopping.Err() != nil {
			s.finish(j)
			writeHTTPError(w, errStopping)
			return
		}
		aw := &answerWriter{w: w, h: make(http.Header)}
		done := make(chan error, 1)
		go func() {
			defer func() {
				// As net/http does for a handler: a panic fails the
				// request, not the server.
				if p := recover(); p != nil {
					log.Printf("z3sudoku serve: %s: panic: %v\n%s", r.URL.Path, p, debug.Stack())
					done <- fmt.Errorf("internal error: %v", p)
				}
			}()
			done <- h(ctx, aw, j)
		}()
		select {
		case err = <-done:
		case <-ctx.Done():
			select {
			case err = <-done:
			case <-time.After(answerGrace):
				// The work has not stopped yet: it is answered now, and
				// holds its slots until it has.
				s.tending.Add(1)
				go func() {
					defer s.tending.Done()
					<-done
					s.finish(j)
				}()
				if he := endOf(ctx); he != nil {
					aw.answer(he)
				}
				aw.close()
				return
			}
		}
		defer s.finish(j)
		if err != nil && ctx.Err() != nil {
			he := endOf(ctx)
			if he == nil {
				return // the client is gone: no one to answer
			}
			err = he
		}
		if err != nil {
			aw.answer(err)
		}
	}
}

// answerGrace is how long work whose context has ended may take to stop
// before its request is answered without it: calls stop within
// milliseconds, but a large grid's may take a second (Z3 cannot be
// interrupted in some steps), and the answer must not wait for it.
const answerGrace = 250 * time.Millisecond

// endOf returns the answer to a request whose ctx ended: 503 for the time
// limit or the server's stop, nil when the client went away.
func endOf(ctx context.Context) *httpError {
	var he *httpError
	if errors.As(context.Cause(ctx), &he) {
		return he
	}
	return nil
}

// answerWriter is a handler's ResponseWriter that work can close, so that
// it answers a request whose handler is still at work (see answerGrace)
// and the handler's later writes go nowhere. The handler's headers are
// its own until its first write.
type answerWriter struct {
	h http.Header

	mu     sync.Mutex
	w      http.ResponseWriter
	begun  bool // the handler has written
	closed bool
}

func (a *answerWriter) Header() http.Header { return a.h }

// begin sends the handler's headers with its first write. The caller
// holds a.mu.
func (a *answerWriter) begin() {
	if !a.begun {
		maps.Copy(a.w.Header(), a.h)
		a.begun = true
	}
}

func (a *answerWriter) WriteHeader(code int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.closed {
		a.begin()
		a.w.WriteHeader(code)
	}
}

func (a *answerWriter) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closed {
		return 0, http.ErrHandlerTimeout
	}
	a.begin()
	return a.w.Write(p)
}

// FlushError flushes what the handler wrote, for http.ResponseController.
func (a *answerWriter) FlushError() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closed {
		return http.ErrHandlerTimeout
	}
	return http.NewResponseController(a.w).Flush()
}

// answer answers with err's code, unless the handler has begun its own
// answer.
func (a *answerWriter) answer(err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.begun && !a.closed {
		a.begun = true
		writeHTTPError(a.w, err)
	}
}

// close makes the handler's later writes fail.
func (a *answerWriter) close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.closed = true
}

// stopReason says why ctx, a request's, ended.
func stopReason(ctx context.Context) string {
	if he := endOf(ctx); he != nil {
		return he.msg
	}
	return errorText(ctx.Err())
}

// writeHTTPError answers with err's code, or 500 for an error that has
// none.
func writeHTTPError(w http.ResponseWriter, err error) {
	var he *httpError
	if !errors.As(err, &he) {
		he = &httpError{http.StatusInternalServerError, errorText(err)}
	}
	writeError(w, he.code, he.msg)
}

// readRequest reads an API request: JSON when the Content-Type says so
// (unless it is an f-puzzles document), otherwise the body is the puzzle
// and the query holds the other fields.
func (s *server) readRequest(w http.ResponseWriter, r *http.Request) (*apiRequest, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.cfg.maxBody))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, &httpError{http.StatusRequestEntityTooLarge, fmt.Sprintf("request body over %d bytes", tooLarge.Limit)}
		}
		return nil, badRequest("reading the request: %v", err)
	}
	req := &apiRequest{}
	if ct := r.Header.Get("Content-Type"); strings.HasPrefix(ct, "application/json") && !isFPuzzlesJSON(body) {
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.DisallowUnknownFields()
		if err := dec.Decode(req); err != nil {
			// A number too long for its field is quoted in the error:
			// each word is cut, so that the answer stays one short line.
			return nil, badRequest("request JSON: %.200s", cutValues(strings.TrimPrefix(err.Error(), "json: ")))
		}
		if _, err := dec.Token(); err != io.EOF {
			return nil, badRequest("request JSON: more than one value in the body")
		}
		return req, nil
	}
	req.Puzzle = string(body)
	q := r.URL.Query()
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, badRequest("limit=%q: want a whole number, at least 1", cut(v, maxValue))
		}
		req.Limit = &n
	}
	if v := q.Get("cell"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, badRequest("cell=%q: want a whole number", cut(v, maxValue))
		}
		req.Cell = n
	}
	if v := q.Get("seed"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return nil, badRequest("seed=%q: want a whole number from 0 to %d", cut(v, maxValue), uint64(math.MaxUint64))
		}
		req.Seed = n
	}
	if v := q.Get("rules"); v != "" {
		req.Rules = strings.Split(v, ",")
	}
	req.RulesText = q.Get("rules_text")
	req.Solution = q.Has("solution")
	req.Candidates = q.Has("candidates")
	req.Theme, req.Variant, req.Symmetry = q.Get("theme"), q.Get("variant"), q.Get("symmetry")
	return req, nil
}

// isFPuzzlesJSON reports whether body is an f-puzzles document rather
// than a request: an object with a "grid", as "curl -H 'Content-Type:
// application/json' -d @puzzle.json" sends it. It is read as the puzzle.
func isFPuzzlesJSON(body []byte) bool {
	var probe map[string]json.RawMessage
	if json.Unmarshal(body, &probe) != nil {
		return false
	}
	_, grid := probe["grid"]
	_, puzzle := probe["puzzle"]
	return grid && !puzzle
}

// writeJSON answers with v as one line of JSON.
func writeJSON(w http.ResponseWriter, code int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		code, data = http.StatusInternalServerError, []byte(`{"error":"encoding the answer"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	w.Write(append(data, '\n'))
}

// writeError answers with {"error": msg}.
func writeError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, struct {
		Error string `json:"error"`
	}{msg})
}

// rulesOf returns the global rules that names ask for: by a rules.Globals
// row's flag, name or alias ("antiknight", "anti-knight"); "classic" and
// empty names add nothing.
func rulesOf(names []string) (ruleFlags, error) {
	var rf ruleFlags
	for _, name := range names {
		if name = strings.TrimSpace(name); name == "" || name == "classic" {
			continue
		}
		g, ok := rules.GlobalByName(name)
		if !ok {
			return rf, badRequest("unknown rule %q (want %s)", cut(name, maxValue), ruleNames())
		}
		rf.set(g.Name)
	}
	return rf, nil
}

// ruleNames lists the rules' flags, the names rulesOf is usually given:
// "x, antiknight, ... or nonconsecutive".
func ruleNames() string {
	var flags []string
	for _, g := range rules.Globals() {
		if g.Flag != "" {
			flags = append(flags, g.Flag)
		}
	}
	if len(flags) < 2 {
		return strings.Join(flags, "")
	}
	return strings.Join(flags[:len(flags)-1], ", ") + " or " + flags[len(flags)-1]
}

// readPuzzleItem reads the one puzzle of req as the command line reads its
// input. A puzzle that cannot be read is returned as an item with its
// error, as the command line reports it; an empty request, or one with
// several puzzles, is a 400.
func readPuzzleItem(req *apiRequest, rf *ruleFlags) (*item, error) {
	if strings.TrimSpace(req.Puzzle) == "" {
		return nil, badRequest("no puzzle: send a grid, f-puzzles JSON, or an f-puzzles or SudokuPad link")
	}
	items, err := readItems(source{"request", strings.NewReader(req.Puzzle)}, rf)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	switch len(items) {
	case 0:
		return nil, badRequest("no puzzle: send a grid, f-puzzles JSON, or an f-puzzles or SudokuPad link")
	case 1:
		return &items[0], nil
	}
	return nil, badRequest("%d puzzles in the request; send one", len(items))
}

// puzzle reads req's puzzle and its rules, with an item's error as a 400.
func (s *server) puzzle(req *apiRequest) (*item, error) {
	rf, err := rulesOf(req.Rules)
	if err != nil {
		return nil, err
	}
	rf.rulesText = req.RulesText
	it, err := readPuzzleItem(req, &rf)
	if err != nil {
		return nil, err
	}
	if it.err != nil {
		return nil, badRequest("%s", errorText(it.err))
	}
	return it, nil
}

// modelKey names the rule set of it's puzzle for the Model cache: its
// shape and rules as f-puzzles JSON, which states every parameter. Unlike
// the batch worker's key, a plain grid's key holds its rules too, since
// each request chooses them. The empty key means "do not cache".
func modelKey(it *item) string {
	data, err := variants.MarshalFPuzzles(sudoku.Puzzle{Shape: it.p.Shape, Rules: it.p.Rules})
	if err != nil {
		return ""
	}
	return string(data)
}

// withModel runs f on a warm Model for it's rules, checked out of the
// cache for the call. When the call failed or was cut short, the Model is
// not checked in: it may hold the rest of the call's work or memory, and
// finish closes it.
func (s *server) withModel(ctx context.Context, j *job, it *item, f func(m *sudoku.Model) error) error {
	if err := s.takeLarge(ctx, j, it); err != nil {
		return err
	}
	key := modelKey(it)
	m, err := s.models.get(ctx, key, it.p)
	if err != nil {
		return err
	}
	if j.large {
		// A large grid's call grows fast (a residual of its own from
		// 36x36 up), faster than tend looks: the idle Models make room
		// for it first.
		s.models.trimTo(s.cfg.cache / 4 * 3)
	}
	err = f(m)
	if failed(ctx, err) {
		j.spoiled = append(j.spoiled, m)
	} else {
		s.models.put(key, m)
	}
	return err
}

// failed reports whether a call ended without a verdict: its ctx ended,
// or the solver failed. No solution and invalid givens are verdicts.
func failed(ctx context.Context, err error) bool {
	if ctx.Err() != nil {
		return true
	}
	if err == nil {
		return false
	}
	st := classify(err)
	return st == statusError || st == statusCut
}

// countLimit is /api/count's limit when the request has none: count's
// --limit default.
const countLimit = 1000

// batchHandler answers as "z3sudoku CMD --json" prints: the worker of the
// batch commands runs on a warm Model, and its result is printed by the
// same printer. Invalid input is 400, with that JSON as the body (its
// "error" is the message the command line prints).
func (s *server) batchHandler(cmd string) func(context.Context, http.ResponseWriter, *job) error {
	return func(ctx context.Context, w http.ResponseWriter, req *job) error {
		opt := &batchOptions{cmd: cmd, limit: countLimit}
		if cmd == "count" {
			// The rule of count's --limit and of sudoku.Model.Count.
			if opt.limit = req.limitOr(countLimit); opt.limit < 1 {
				return badRequest("limit %d: want at least 1, as count's --limit (omit it to count up to %d)", opt.limit, countLimit)
			}
		}
		rf, err := rulesOf(req.Rules)
		if err != nil {
			return err
		}
		opt.rules = rf
		opt.rules.rulesText = req.RulesText
		it, err := readPuzzleItem(req.apiRequest, &opt.rules)
		if err != nil {
			return err
		}
		var r *result
		switch {
		case it.err != nil:
			r = newWorker(opt).do(ctx, it) // reports the error; no Model
		case modelKey(it) == "":
			if err := s.takeLarge(ctx, req, it); err != nil {
				return err
			}
			wk := newWorker(opt) // an uncached Model of its own
			r = wk.do(ctx, it)
			wk.close()
		default:
			start := time.Now()
			err = s.withModel(ctx, req, it, func(m *sudoku.Model) error {
				// The time to find or build m is the answer's too.
				built := time.Since(start)
				wk := newWorker(opt)
				// The worker finds m under its key, as it finds the
				// Model of a rule set it met before.
				wk.models[wk.key(it)], wk.variants = m, 1
				r = wk.do(ctx, it)
				r.build += built
				r.elapsed += built
				return r.err
			})
			if r == nil { // the Model was not built
				r = &result{it: it, status: classify(err), err: err}
			}
		}
		if ctx.Err() != nil && (r.status == statusError || r.status == statusCut) {
			return ctx.Err()
		}
		code := http.StatusOK
		switch {
		case r.status == statusInvalid:
			code = http.StatusBadRequest
		case errors.As(r.err, new(*sudoku.MemoryLimitError)):
			code = http.StatusServiceUnavailable // as over --timeout
		case r.status == statusError, r.status == statusCut:
			code = http.StatusInternalServerError
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		w.Write(jsonLine(opt, r))
		return nil
	}
}

// jsonLine is r as "z3sudoku CMD --json" prints it, by the same printer.
func jsonLine(opt *batchOptions, r *result) []byte {
	var line bytes.Buffer
	out := newOutWriter(&line)
	newPrinter(opt, &env{stdout: out, stderr: io.Discard}).json(r)
	out.Flush()
	return line.Bytes()
}

// solutionsAnswer is /api/solutions' answer.
type solutionsAnswer struct {
	Solutions []string `json:"solutions"`
	TimeUS    int64    `json:"time_us"`
}

// maxSolutions bounds /api/solutions' limit.
const maxSolutions = 10

// solutions answers with up to req.Limit solutions (2 by default), as the
// page shows two solutions of a puzzle that is not unique.
func (s *server) solutions(ctx context.Context, w http.ResponseWriter, req *job) error {
	limit := req.limitOr(2)
	if limit < 1 || limit > maxSolutions {
		return badRequest("limit %d: want 1 to %d (omit it for 2)", limit, maxSolutions)
	}
	it, err := s.puzzle(req.apiRequest)
	if err != nil {
		return err
	}
	ans := solutionsAnswer{Solutions: []string{}}
	err = s.withModel(ctx, req, it, func(m *sudoku.Model) error {
		start := time.Now()
		defer func() { ans.TimeUS = time.Since(start).Microseconds() }()
		for g, err := range m.Solutions(ctx, it.p.Givens) {
			if err != nil {
				return err
			}
			ans.Solutions = append(ans.Solutions, g.String())
			if len(ans.Solutions) == limit {
				break
			}
		}
		return nil
	})
	if err != nil {
		return solveError(err)
	}
	writeJSON(w, http.StatusOK, ans)
	return nil
}

// solveError turns a solver's error into its answer: invalid input is a
// 400, no solution a 422 (the request was read, but what it asks for does
// not exist).
func solveError(err error) error {
	switch {
	case errors.Is(err, sudoku.ErrNoSolution):
		return &httpError{http.StatusUnprocessableEntity, errorText(err)}
	case errors.As(err, new(*sudoku.MemoryLimitError)):
		return &httpError{http.StatusServiceUnavailable, errorText(err)}
	case classify(err) == statusInvalid:
		return badRequest("%s", errorText(err))
	}
	return err
}

// render answers with the puzzle drawn as SVG, with its solution or its
// true candidates when asked for, solved on a warm Model. The header
// X-Time-Us is the time the solver took.
func (s *server) render(ctx context.Context, w http.ResponseWriter, req *job) error {
	theme := render.Default
	if req.Theme != "" {
		t, ok := themeByName(req.Theme)
		if !ok {
			return badRequest("unknown theme %q, want %s", cut(req.Theme, maxValue), themeNames())
		}
		theme = t
	}
	cell := render.DefaultCellSize
	if req.Cell != 0 {
		if req.Cell < render.MinCellSize || req.Cell > render.MaxCellSize {
			return badRequest("cell %d out of range %d..%d", req.Cell, render.MinCellSize, render.MaxCellSize)
		}
		cell = req.Cell
	}
	it, err := s.puzzle(req.apiRequest)
	if err != nil {
		return err
	}
	opts := render.Options{render.WithTheme(theme), render.WithCellSize(cell)}
	var took time.Duration
	if req.Solution || req.Candidates {
		err := s.withModel(ctx, req, it, func(m *sudoku.Model) error {
			start := time.Now()
			defer func() { took = time.Since(start) }()
			if req.Solution {
				sol, err := m.Solve(ctx, it.p.Givens)
				if err != nil {
					return err
				}
				opts = append(opts, render.WithSolution(sol))
			}
			if req.Candidates {
				c, err := m.Candidates(ctx, it.p.Givens)
				if err != nil {
					return err
				}
				opts = append(opts, render.WithCandidates(c))
			}
			return nil
		})
		if err != nil {
			return solveError(err)
		}
	}
	var buf bytes.Buffer
	if err := render.SVG(&buf, it.p, opts); err != nil {
		return badRequest("%s", errorText(err))
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("X-Time-Us", strconv.FormatInt(took.Microseconds(), 10))
	w.Write(buf.Bytes())
	return nil
}

// linkAnswer is /api/link's answer.
type linkAnswer struct {
	FPuzzles  string `json:"fpuzzles"`
	SudokuPad string `json:"sudokupad"`
}

// link answers with links that open the puzzle in f-puzzles and SudokuPad.
func (s *server) link(ctx context.Context, w http.ResponseWriter, req *job) error {
	it, err := s.puzzle(req.apiRequest)
	if err != nil {
		return err
	}
	var ans linkAnswer
	if ans.FPuzzles, err = variants.FPuzzlesURL(it.p); err == nil {
		ans.SudokuPad, err = variants.SudokuPadURL(it.p)
	}
	if err != nil {
		return badRequest("%s", errorText(err))
	}
	writeJSON(w, http.StatusOK, ans)
	return nil
}
