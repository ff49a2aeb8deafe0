package main

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/z3sudoku/z3sudoku/render"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// serveUsage is the serve command's help.
const serveUsage = `Usage: z3sudoku serve [--addr HOST:PORT] [--public] [flags]

Serves a setter's workbench: one web page and a JSON API, every asset in the
binary. Paste an f-puzzles or SudokuPad link, f-puzzles JSON or a grid, and
see it drawn, whether it is unique, its true candidates, its solution count
and its solution; generate puzzles; open the puzzle again in the editors.

The API (POST; the body is the puzzle, with ?limit=N&rules=x,antiknight in
the query, or application/json {"puzzle": "...", "limit": N, "rules":
["x"], ...}; an f-puzzles document is the puzzle whatever its type):

	/api/solve /api/unique /api/count /api/candidates
	                 the JSON line of "z3sudoku CMD --json"
	/api/solutions   up to "limit" (at most 10) solutions
	/api/render      the SVG drawing; "solution", "candidates", "theme", "cell"
	/api/link        f-puzzles and SudokuPad links to the puzzle
	/api/generate    {"variant", "symmetry", "seed"}: NDJSON progress lines,
	                 then the puzzle

Bad input is 400 with the message the command line prints; a body over
--max-body is 413; more than --jobs requests at work is 429; a request over
--timeout is 503. Errors are JSON: {"error": "..."}. A request whose client
goes away stops its Z3 work.

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
	models  int           // idle Models kept
	enc     sudoku.Encoding
	public  bool // accept any Host header (see hostAllowed)
}

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
	flags.IntVar(&cfg.models, "models", 12, "compiled Models kept warm, by rule set")
	encoding := flags.String("encoding", "onehot", "Z3 encoding: onehot, int or bitvec")
	flags.Usage = func() {
		fmt.Fprint(e.stderr, serveUsage)
		printFlags(flags)
	}
	operands, code, ok := parseFlags(flags, args)
	if !ok {
		return code
	}
	usageErr := usageError(e.stderr, "serve")
	if len(operands) > 0 {
		return usageErr("unexpected argument %q", operands[0])
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
	case cfg.models < 0:
		return usageErr("--models %d: want 0 or more", cfg.models)
	}
	loopback, err := isLoopback(*addr)
	if err != nil {
		return usageErr("--addr %q: %v", *addr, err)
	}
	if !loopback && !*public {
		return usageErr("--addr %s is not a loopback address; add --public to serve other machines (the API has no authentication)", *addr)
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
	defer s.close()
	// Every request's context derives from base, so that stopping cancels
	// the Z3 work under way at once.
	base, cancelAll := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelAll()
	hs := &http.Server{
		Handler:           s,
		BaseContext:       func(net.Listener) context.Context { return base },
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute, // a body at most --max-body long
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		fmt.Fprintln(e.stderr, "z3sudoku serve:", err)
		return exitFailed
	case <-ctx.Done(): // a signal
	}
	cancelAll()
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	hs.Shutdown(shut)
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

// server is the workbench's HTTP handler.
type server struct {
	cfg    serveConfig
	mux    *http.ServeMux
	sem    chan struct{} // a slot per request at work
	models *modelCache
}

// newServer returns the page and API handler for cfg. Its close method
// frees the warm Models.
func newServer(cfg serveConfig) *server {
	s := &server{
		cfg:    cfg,
		mux:    http.NewServeMux(),
		sem:    make(chan struct{}, cfg.jobs),
		models: newModelCache(cfg.models, sudoku.WithEncoding(cfg.enc)),
	}
	web, err := fs.Sub(webFS, "web")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	files := http.FileServerFS(web)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: use GET", r.Method, r.URL.Path))
			return
		}
		files.ServeHTTP(w, r)
	})
	api := map[string]func(context.Context, http.ResponseWriter, *apiRequest) error{
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
		writeError(w, http.StatusNotFound, fmt.Sprintf("no endpoint %s", r.URL.Path))
	})
	return s
}

func (s *server) close() { s.models.close() }

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
	Limit      int      `json:"limit,omitempty"`      // count, solutions
	Rules      []string `json:"rules,omitempty"`      // global rules, as generate's variants: x, antiknight, …
	Solution   bool     `json:"solution,omitempty"`   // render
	Candidates bool     `json:"candidates,omitempty"` // render
	Theme      string   `json:"theme,omitempty"`      // render
	Cell       int      `json:"cell,omitempty"`       // render
	Variant    string   `json:"variant,omitempty"`    // generate
	Symmetry   string   `json:"symmetry,omitempty"`   // generate
	Seed       uint64   `json:"seed,omitempty"`       // generate; 0 is random
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
// read (429 when there is none), and the time (the handler's context ends
// after cfg.timeout, 503, and at once when the client goes away).
func (s *server) work(h func(ctx context.Context, w http.ResponseWriter, req *apiRequest) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: use POST", r.Method, r.URL.Path))
			return
		}
		req, err := s.readRequest(w, r)
		if err != nil {
			writeHTTPError(w, err)
			return
		}
		select {
		case s.sem <- struct{}{}:
			defer func() { <-s.sem }()
		default:
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusTooManyRequests, fmt.Sprintf("busy: %d requests at work; try again", s.cfg.jobs))
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.timeout)
		defer cancel()
		err = h(ctx, w, req)
		if err != nil && ctx.Err() != nil {
			if r.Context().Err() != nil {
				return // the client is gone: no one to answer
			}
			err = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("gave up after the time limit (%v)", s.cfg.timeout)}
		}
		if err != nil {
			writeHTTPError(w, err)
		}
	}
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
			return nil, badRequest("request JSON: %.200v", err)
		}
		if _, err := dec.Token(); err != io.EOF {
			return nil, badRequest("request JSON: more than one value in the body")
		}
		return req, nil
	}
	req.Puzzle = string(body)
	q := r.URL.Query()
	for name, dst := range map[string]*int{"limit": &req.Limit, "cell": &req.Cell} {
		if v := q.Get(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, badRequest("%s=%q: want a number", name, v)
			}
			*dst = n
		}
	}
	if v := q.Get("seed"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return nil, badRequest("seed=%q: want a number", v)
		}
		req.Seed = n
	}
	if v := q.Get("rules"); v != "" {
		req.Rules = strings.Split(v, ",")
	}
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

// rulesOf returns the global rules that names ask for, by the names of
// generate's variants.
func rulesOf(names []string) (ruleFlags, error) {
	var rf ruleFlags
	for _, name := range names {
		if name = strings.TrimSpace(name); name == "" || name == "classic" {
			continue
		}
		v, ok := variantFlags[name]
		if !ok {
			return rf, badRequest("unknown rule %q (want x, antiknight, antiking, windoku, disjoint or nonconsecutive)", name)
		}
		rf.x = rf.x || v.x
		rf.antiKnight = rf.antiKnight || v.antiKnight
		rf.antiKing = rf.antiKing || v.antiKing
		rf.windoku = rf.windoku || v.windoku
		rf.disjoint = rf.disjoint || v.disjoint
		rf.nonConsecutive = rf.nonConsecutive || v.nonConsecutive
	}
	return rf, nil
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
// cache for the call.
func (s *server) withModel(ctx context.Context, it *item, f func(m *sudoku.Model) error) error {
	key := modelKey(it)
	m, err := s.models.get(ctx, key, it.p)
	if err != nil {
		return err
	}
	defer s.models.put(key, m)
	return f(m)
}

// batchHandler answers as "z3sudoku CMD --json" prints: the worker of the
// batch commands runs on a warm Model, and its result is printed by the
// same printer. Invalid input is 400, with that JSON as the body (its
// "error" is the message the command line prints).
func (s *server) batchHandler(cmd string) func(context.Context, http.ResponseWriter, *apiRequest) error {
	return func(ctx context.Context, w http.ResponseWriter, req *apiRequest) error {
		opt := &batchOptions{cmd: cmd, limit: 1000}
		if cmd == "count" && req.Limit != 0 {
			if req.Limit < 1 {
				return badRequest("limit %d: want at least 1", req.Limit)
			}
			opt.limit = req.Limit
		}
		rf, err := rulesOf(req.Rules)
		if err != nil {
			return err
		}
		opt.rules = rf
		it, err := readPuzzleItem(req, &opt.rules)
		if err != nil {
			return err
		}
		var r *result
		if it.err != nil || modelKey(it) == "" {
			r = newWorker(opt).do(ctx, it) // an uncached Model of its own
		} else {
			err = s.withModel(ctx, it, func(m *sudoku.Model) error {
				// The worker finds m under its own key for the puzzle.
				w := newWorker(opt)
				w.models[w.key(it)] = m
				r = w.do(ctx, it)
				return nil
			})
			if err != nil {
				r = &result{it: it, status: classify(err), err: err}
			}
		}
		if r.status == statusError && ctx.Err() != nil {
			return ctx.Err()
		}
		code := http.StatusOK
		switch r.status {
		case statusInvalid:
			code = http.StatusBadRequest
		case statusError:
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
func (s *server) solutions(ctx context.Context, w http.ResponseWriter, req *apiRequest) error {
	limit := req.Limit
	if limit == 0 {
		limit = 2
	}
	if limit < 1 || limit > maxSolutions {
		return badRequest("limit %d: want 1 to %d", limit, maxSolutions)
	}
	it, err := s.puzzle(req)
	if err != nil {
		return err
	}
	ans := solutionsAnswer{Solutions: []string{}}
	err = s.withModel(ctx, it, func(m *sudoku.Model) error {
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
	case classify(err) == statusInvalid:
		return badRequest("%s", errorText(err))
	}
	return err
}

// render answers with the puzzle drawn as SVG, with its solution or its
// true candidates when asked for, solved on a warm Model. The header
// X-Time-Us is the time the solver took.
func (s *server) render(ctx context.Context, w http.ResponseWriter, req *apiRequest) error {
	theme := render.Default
	if req.Theme != "" {
		t, ok := themeByName(req.Theme)
		if !ok {
			return badRequest("unknown theme %q, want %s", req.Theme, themeNames())
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
	it, err := s.puzzle(req)
	if err != nil {
		return err
	}
	opts := render.Options{render.WithTheme(theme), render.WithCellSize(cell)}
	var took time.Duration
	if req.Solution || req.Candidates {
		err := s.withModel(ctx, it, func(m *sudoku.Model) error {
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
func (s *server) link(ctx context.Context, w http.ResponseWriter, req *apiRequest) error {
	it, err := s.puzzle(req)
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
