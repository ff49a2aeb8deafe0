package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// chromium is Debian's Chromium, which scripts/deps.sh installs.
const chromium = "/usr/bin/chromium"

// TestServeBrowser drives the page in headless Chromium as a setter
// would: it pastes a real killer link, clicks Solution, Candidates and
// Check unique, and reads the drawn SVG's marks and the verdict; then an
// open grid (two solutions, differing cells highlighted), a count cancelled
// from the page (the server's work stops), conflicting givens, Ctrl+Enter,
// a file opened with the file input, a killer generated with its progress
// shown, and the page at phone width. Chromium is driven over the DevTools protocol on a pipe
// (--remote-debugging-pipe), which needs no library. The screenshots are
// kept in testdata/out/ (ignored by git); with Z3SUDOKU_SCREENSHOT=FILE the
// desktop one is also written to FILE, which is how docs/images/serve.png
// is made.
func TestServeBrowser(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("headless browser test: %s not found (%v); run scripts/deps.sh --test (make test does), which installs Debian's chromium", chromium, err)
	}
	cfg := testConfig()
	cfg.timeout = time.Minute
	s := newServer(cfg)
	ts := httptest.NewServer(s)
	defer s.close()
	defer ts.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	b := startBrowser(ctx, t)
	defer b.close()

	b.call("Emulation.setDeviceMetricsOverride", map[string]any{"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": false})
	b.call("Page.navigate", map[string]any{"url": ts.URL + "/"})
	b.waitFor(`document.readyState === "complete" && !!document.getElementById("puzzle")`, 20*time.Second)

	// Every control has a label, for screen readers and keyboards.
	var unlabelled []string
	b.eval(`Array.from(document.querySelectorAll("input, select, textarea"), e => e.labels && e.labels.length ? "" : (e.id || e.name)).filter(Boolean)`, &unlabelled)
	if len(unlabelled) > 0 {
		t.Errorf("controls without a label: %q", unlabelled)
	}
	// Tab from the top reaches the puzzle box first, then the file input.
	b.key("Tab")
	b.key("Tab")
	var focused string
	b.eval(`document.activeElement.id`, &focused)
	if focused != "file" {
		t.Errorf("after two Tabs the focus is on %q, want the puzzle box, then %q", focused, "file")
	}

	// Paste the killer link, as a setter copies it from SudokuPad.
	link := killerLink(t)
	b.click("#puzzle")
	b.call("Input.insertText", map[string]any{"text": link})
	b.waitFor(`document.querySelector("#drawing svg") && !document.getElementById("links").hidden`, 30*time.Second)
	var fpLink string
	b.eval(`document.getElementById("fpuzzles-link").href`, &fpLink)
	if !strings.HasPrefix(fpLink, "https://www.f-puzzles.com/?load=") {
		t.Errorf("f-puzzles link = %q", fpLink)
	}

	b.click("#solution")
	b.waitState("solved", 30*time.Second)
	if marks := b.marks("solved"); !sameDigits(marks, killerSolution) {
		t.Errorf("solution drawn: %v, want %s", marks, killerSolution)
	}

	b.click("#candidates")
	b.waitState("candidates", 30*time.Second)
	// The killer is unique, so each cell's true candidates are its digit.
	if marks := b.marks("candidate"); !sameDigits(marks, killerSolution) {
		t.Errorf("pencil marks drawn: %v, want each cell's digit of %s", marks, killerSolution)
	}

	b.click("#unique")
	b.waitState("unique", 30*time.Second)
	var verdict, timing string
	b.eval(`document.getElementById("status").textContent`, &verdict)
	b.eval(`document.getElementById("time").textContent`, &timing)
	if !strings.Contains(verdict, "Unique") || !strings.Contains(timing, "solver") {
		t.Errorf("verdict %q, time %q; want Unique and the solver's time", verdict, timing)
	}
	shot := b.screenshot(t, "serve.png", 1200)
	if path := os.Getenv("Z3SUDOKU_SCREENSHOT"); path != "" {
		if err := os.WriteFile(path, shot, 0o644); err != nil {
			t.Error(err)
		}
	}

	// A link whose lines are read by its rules text: the page says how.
	var bound string
	b.eval(`document.getElementById("bindings").hidden ? "hidden" : "shown"`, &bound)
	if bound != "hidden" {
		t.Errorf("the killer's bindings are %s, want none shown", bound)
	}
	b.eval(`(() => { const p = document.getElementById("puzzle"); p.value = ""; p.dispatchEvent(new Event("input")); return true })()`, nil)
	b.click("#puzzle")
	b.call("Input.insertText", map[string]any{"text": bindLink})
	b.click("#unique")
	b.waitState("multiple", 30*time.Second)
	b.eval(`document.getElementById("bindings").hidden ? "hidden" : document.getElementById("bindings").textContent`, &bound)
	if !strings.Contains(bound, "green lines (1): German whispers") || !strings.Contains(bound, "purple lines (1): renban") {
		t.Errorf("bindings shown: %q, want the green and purple lines'", bound)
	}

	// An open grid: not unique, two solutions with their differences.
	b.eval(`(() => { const p = document.getElementById("puzzle"); p.value = ""; p.dispatchEvent(new Event("input")); return true })()`, nil)
	b.click("#puzzle")
	b.call("Input.insertText", map[string]any{"text": "." + defaultPuzzle[1:9] + strings.Repeat(".", 72)})
	b.click("#unique")
	b.waitState("multiple", 30*time.Second)
	var givens int
	b.eval(`document.querySelectorAll("#drawing svg text.given").length`, &givens)
	if givens != 3 {
		t.Errorf("the drawing beside the verdict has %d givens, want the open grid's 3", givens)
	}
	b.eval(`document.getElementById("bindings").hidden ? "hidden" : "shown"`, &bound)
	if bound != "hidden" {
		t.Errorf("a plain grid's bindings are %s, want none shown", bound)
	}
	b.waitFor(`document.querySelectorAll("#twosolutions table").length === 2`, 30*time.Second)
	var diff int
	b.eval(`document.querySelectorAll("#twosolutions td.diff").length`, &diff)
	if diff < 4 || diff%2 != 0 {
		t.Errorf("%d differing cells highlighted over the two solutions, want an even number of at least 4", diff)
	}

	// A count that runs long, cancelled from the page: the server's work
	// stops and its slot is free again.
	b.eval(`document.getElementById("limit").value = "1000000"`, nil)
	b.click("#count")
	b.waitFor(`!document.getElementById("cancel").disabled`, 10*time.Second)
	for start := time.Now(); len(s.sem) == 0 && time.Since(start) < 10*time.Second; {
		time.Sleep(5 * time.Millisecond)
	}
	if len(s.sem) == 0 {
		t.Fatalf("the count is not at work 10s after the click")
	}
	time.Sleep(100 * time.Millisecond)
	gone := time.Now()
	b.click("#cancel")
	b.waitFor(`document.getElementById("status").textContent === "Cancelled."`, 10*time.Second)
	var shown bool
	b.eval(`document.getElementById("twosolutions").offsetParent !== null`, &shown)
	if shown {
		t.Errorf("the two solutions of the last check are still shown after another piece of work")
	}
	for len(s.sem) > 0 && time.Since(gone) < 10*time.Second {
		time.Sleep(10 * time.Millisecond)
	}
	if n := len(s.sem); n > 0 {
		t.Errorf("%d requests still at work 10s after Cancel", n)
	} else {
		t.Logf("the server's count stopped %v after Cancel", time.Since(gone).Round(time.Millisecond))
	}

	// Givens that break a rule: the verdict names the rule and the cells.
	b.eval(`(() => { const p = document.getElementById("puzzle"); p.value = ""; p.dispatchEvent(new Event("input")); return true })()`, nil)
	b.click("#puzzle")
	b.call("Input.insertText", map[string]any{"text": "11" + strings.Repeat(".", 79)})
	b.click("#unique")
	b.waitState("invalid", 30*time.Second)
	b.eval(`document.getElementById("status").textContent`, &verdict)
	if !strings.Contains(verdict, "conflicting givens") || !strings.Contains(verdict, "r1c1 and r1c2") {
		t.Errorf("verdict on conflicting givens: %q, want the rule and the cells", verdict)
	}

	// Ctrl+Enter checks from the keyboard.
	b.eval(`(() => { const p = document.getElementById("puzzle"); p.value = ""; p.dispatchEvent(new Event("input")); return true })()`, nil)
	b.click("#puzzle")
	b.call("Input.insertText", map[string]any{"text": defaultPuzzle})
	b.keyWith("Enter", 2) // Ctrl
	b.waitState("unique", 30*time.Second)

	// A file opened with the file input.
	file := filepath.Join(t.TempDir(), "puzzle.txt")
	if err := os.WriteFile(file, []byte(top95First+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Root struct {
			NodeID int `json:"nodeId"`
		} `json:"root"`
	}
	b.decode(b.call("DOM.getDocument", map[string]any{}), &doc)
	var input struct {
		NodeID int `json:"nodeId"`
	}
	b.decode(b.call("DOM.querySelector", map[string]any{"nodeId": doc.Root.NodeID, "selector": "#file"}), &input)
	b.call("DOM.setFileInputFiles", map[string]any{"files": []string{file}, "nodeId": input.NodeID})
	b.waitFor(fmt.Sprintf(`document.getElementById("puzzle").value === %q && document.querySelectorAll("#drawing svg text.given").length === 17`, top95First), 30*time.Second)

	// Generate a killer: progress, then the puzzle, drawn.
	b.eval(`(() => {
		window.genSeen = [];
		const st = document.getElementById("gen-status");
		new MutationObserver(() => window.genSeen.push(st.textContent)).observe(st, {childList: true, characterData: true, subtree: true});
		document.getElementById("variant").value = "killer";
		document.getElementById("seed").value = "1";
		return true;
	})()`, nil)
	b.click("#generate")
	b.waitFor(`/^(Generated|Error)/.test(document.getElementById("gen-status").textContent)`, 60*time.Second)
	var seen []string
	b.eval(`window.genSeen`, &seen)
	if last := seen[len(seen)-1]; !strings.HasPrefix(last, "Generated (seed 1)") {
		t.Errorf("generate ended with %q", last)
	}
	if !slices.ContainsFunc(seen, func(s string) bool { return strings.HasPrefix(s, "Working: ") }) {
		t.Errorf("generate showed no progress: %q", seen)
	}
	b.waitFor(`document.getElementById("puzzle").value.startsWith("{") && document.querySelectorAll("#drawing svg .cage").length > 10`, 30*time.Second)

	// Phone width: one column, nothing wider than the screen.
	b.call("Emulation.setDeviceMetricsOverride", map[string]any{"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": true})
	var scrollW int
	b.eval(`document.documentElement.scrollWidth`, &scrollW)
	if scrollW > 390 {
		t.Errorf("at phone width the page is %dpx wide, want at most 390", scrollW)
	}
	b.screenshot(t, "serve-phone.png", 390)
}

// TestServeBrowserForeignPage: a page served from another port of the
// same machine (another origin, the same site) gets no answer from the
// workbench's API, however it asks: a JSON fetch (which the browser checks
// first with a preflight), a plain-text fetch (sent without one), a
// no-cors fetch, a form posted into a frame, and a fetch from a sandboxed
// frame (origin "null"). The server itself refuses each one, 403, before
// any work: the browser's cross-origin rules alone would still let the
// requests that need no preflight run.
func TestServeBrowserForeignPage(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("headless browser test: %s not found (%v); run scripts/deps.sh --test (make test does), which installs Debian's chromium", chromium, err)
	}
	s := newServer(testConfig())
	defer s.close()
	type seen struct {
		method, path, origin string
		code                 int
	}
	var mu sync.Mutex
	var log []seen
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w, code: http.StatusOK}
		s.ServeHTTP(sw, r)
		if strings.HasPrefix(r.URL.Path, "/api/") {
			mu.Lock()
			log = append(log, seen{r.Method, r.URL.Path, r.Header.Get("Origin"), sw.code})
			mu.Unlock()
		}
	}))
	defer ts.Close()
	elsewhere := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, "<!doctype html><title>elsewhere</title><body><iframe name=target></iframe></body>")
	}))
	defer elsewhere.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	b := startBrowser(ctx, t)
	defer b.close()
	b.call("Page.navigate", map[string]any{"url": elsewhere.URL + "/"})
	b.waitFor(`document.readyState === "complete" && document.title === "elsewhere"`, 20*time.Second)

	api := ts.URL + "/api/solve"
	answer := `.then(r => r.type === "opaque" ? "opaque, unreadable" : r.text().then(t => "answer " + r.status + " " + t), e => "failed: " + e.name)`
	for _, tc := range []struct{ name, expr string }{
		{"JSON fetch", fmt.Sprintf(`fetch(%q, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify({puzzle: %q})})`, api, defaultPuzzle) + answer},
		{"plain-text fetch", fmt.Sprintf(`fetch(%q, {method: "POST", body: %q})`, api, defaultPuzzle) + answer},
		{"no-cors fetch", fmt.Sprintf(`fetch(%q, {method: "POST", mode: "no-cors", body: %q})`, api, defaultPuzzle) + answer},
		{"sandboxed frame", fmt.Sprintf(`new Promise(resolve => {
			addEventListener("message", e => resolve(String(e.data)), {once: true});
			const f = document.createElement("iframe");
			f.sandbox = "allow-scripts";
			f.srcdoc = "<script>fetch(" + JSON.stringify(%q) + ", {method: 'POST', body: " + JSON.stringify(%q) + "}).then(r => r.text().then(t => parent.postMessage('answer ' + r.status + ' ' + t, '*')), e => parent.postMessage('failed: ' + e.name, '*'))</scr" + "ipt>";
			document.body.appendChild(f);
		})`, api, defaultPuzzle)},
	} {
		var got string
		b.eval(tc.expr, &got)
		if !strings.HasPrefix(got, "failed") && !strings.HasPrefix(got, "opaque") {
			t.Errorf("%s from another port: %q, want no answer", tc.name, got)
		} else {
			t.Logf("%s from another port: %s", tc.name, got)
		}
	}
	// A form posted into a frame: the page cannot read the frame, but the
	// request would run.
	b.eval(fmt.Sprintf(`(() => {
		const f = document.createElement("form");
		f.method = "POST"; f.action = %q; f.enctype = "text/plain"; f.target = "target";
		const i = document.createElement("input");
		i.name = "puzzle"; i.value = %q;
		f.appendChild(i); document.body.appendChild(f); f.submit();
		return true;
	})()`, api, defaultPuzzle), nil)

	// Every request that reached the server was refused; five were sent
	// (the JSON fetch sends only its preflight).
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		n := len(log)
		mu.Unlock()
		if n >= 5 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(log) < 5 {
		t.Errorf("the server saw %d API requests, want 5: %+v", len(log), log)
	}
	for _, r := range log {
		if r.code != http.StatusForbidden {
			t.Errorf("%s %s from origin %q = %d, want 403", r.method, r.path, r.origin, r.code)
		}
	}
	if _, built := s.models.stats(); built != 0 {
		t.Errorf("%d Models built for foreign requests, want none", built)
	}
}

// statusWriter records the status code of an answer.
type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	w.code = code
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// sameDigits reports whether marks holds exactly one digit per cell, and
// that digit is grid's.
func sameDigits(marks map[int][]int, grid string) bool {
	if len(marks) != len(grid) {
		return false
	}
	for i, ch := range grid {
		if ds := marks[i]; len(ds) != 1 || ds[0] != int(ch-'0') {
			return false
		}
	}
	return true
}

// browser is headless Chromium driven over the DevTools protocol on a pipe:
// JSON messages, each ended by a NUL byte, on file descriptors 3 (to the
// browser) and 4 (from it).
type browser struct {
	t       *testing.T
	ctx     context.Context
	cmd     *exec.Cmd
	in      io.WriteCloser
	stderr  bytes.Buffer
	session string

	mu      sync.Mutex
	nextID  int
	pending map[int]chan cdpReply
}

type cdpReply struct {
	ID     int             `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

func startBrowser(ctx context.Context, t *testing.T) *browser {
	t.Helper()
	toR, toW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	fromR, fromW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	b := &browser{t: t, ctx: ctx, in: toW, pending: map[int]chan cdpReply{}}
	b.cmd = exec.CommandContext(ctx, chromium, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
		"--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
		"--disable-sync", "--hide-scrollbars", "--force-device-scale-factor=1", "--user-data-dir="+filepath.Join(dir, "profile"),
		"about:blank")
	b.cmd.ExtraFiles = []*os.File{toR, fromW} // fds 3 and 4
	b.cmd.Stderr = &b.stderr
	b.cmd.Dir = dir
	if err := b.cmd.Start(); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	toR.Close()
	fromW.Close()
	go b.read(fromR)

	var target struct {
		TargetID string `json:"targetId"`
	}
	b.decode(b.call("Target.createTarget", map[string]any{"url": "about:blank"}), &target)
	var attached struct {
		SessionID string `json:"sessionId"`
	}
	b.decode(b.call("Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}), &attached)
	b.session = attached.SessionID
	return b
}

// read delivers the browser's replies to their callers; events are dropped.
func (b *browser) read(r io.ReadCloser) {
	defer r.Close()
	br := bufio.NewReader(r)
	for {
		msg, err := br.ReadBytes(0)
		if err != nil {
			b.mu.Lock()
			for id, c := range b.pending {
				close(c)
				delete(b.pending, id)
			}
			b.mu.Unlock()
			return
		}
		var rep cdpReply
		if json.Unmarshal(msg[:len(msg)-1], &rep) != nil || rep.ID == 0 {
			continue
		}
		b.mu.Lock()
		c := b.pending[rep.ID]
		delete(b.pending, rep.ID)
		b.mu.Unlock()
		if c != nil {
			c <- rep
		}
	}
}

func (b *browser) close() {
	b.in.Close() // Chromium exits when its pipe closes
	done := make(chan struct{})
	go func() { b.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		b.cmd.Process.Kill()
		<-done
	}
}

// call sends a DevTools command, to the page once attached, and returns
// its result; an error fails the test.
func (b *browser) call(method string, params any) json.RawMessage {
	b.t.Helper()
	b.mu.Lock()
	b.nextID++
	id := b.nextID
	c := make(chan cdpReply, 1)
	b.pending[id] = c
	b.mu.Unlock()
	msg := map[string]any{"id": id, "method": method, "params": params}
	if b.session != "" && !strings.HasPrefix(method, "Target.") {
		msg["sessionId"] = b.session
	}
	data, err := json.Marshal(msg)
	if err != nil {
		b.t.Fatal(err)
	}
	if _, err := b.in.Write(append(data, 0)); err != nil {
		b.t.Fatalf("%s: writing to chromium: %v\n%s", method, err, b.stderr.String())
	}
	select {
	case rep, ok := <-c:
		if !ok {
			b.t.Fatalf("%s: chromium closed its pipe\n%s", method, b.stderr.String())
		}
		if rep.Error != nil {
			b.t.Fatalf("%s: %s", method, rep.Error.Message)
		}
		return rep.Result
	case <-time.After(60 * time.Second):
		b.t.Fatalf("%s: no answer from chromium in 60s\n%s", method, b.stderr.String())
	case <-b.ctx.Done():
		b.t.Fatalf("%s: %v", method, b.ctx.Err())
	}
	return nil
}

func (b *browser) decode(data json.RawMessage, v any) {
	b.t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		b.t.Fatalf("chromium's answer %s: %v", data, err)
	}
}

// eval evaluates a JavaScript expression in the page, awaiting a promise,
// and decodes its value into v unless v is nil.
func (b *browser) eval(expr string, v any) {
	b.t.Helper()
	var res struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		Exception *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	b.decode(b.call("Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true, "awaitPromise": true}), &res)
	if res.Exception != nil {
		b.t.Fatalf("evaluating %s: %s %s", expr, res.Exception.Text, res.Exception.Exception.Description)
	}
	if v != nil {
		b.decode(res.Result.Value, v)
	}
}

// waitFor polls a JavaScript condition until it holds.
func (b *browser) waitFor(cond string, timeout time.Duration) {
	b.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		var ok bool
		b.eval("!!("+cond+")", &ok)
		if ok {
			return
		}
		if time.Now().After(deadline) {
			var status string
			b.eval(`document.getElementById("status").textContent`, &status)
			b.t.Fatalf("after %v: %s is still false; the page says %q", timeout, cond, status)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitState waits for the verdict's state, and fails at once on another
// final one.
func (b *browser) waitState(want string, timeout time.Duration) {
	b.t.Helper()
	b.waitFor(fmt.Sprintf(`["%s", "invalid", "error", "none"].includes(document.getElementById("status").dataset.state)`, want), timeout)
	var state, text string
	b.eval(`document.getElementById("status").dataset.state`, &state)
	b.eval(`document.getElementById("status").textContent`, &text)
	if state != want {
		b.t.Fatalf("the page says %q (state %s), want state %s", text, state, want)
	}
}

// click clicks the middle of the element that selector finds, with the
// mouse, as a person would.
func (b *browser) click(selector string) {
	b.t.Helper()
	var r struct{ X, Y float64 }
	b.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect(); return {X: r.x + r.width/2, Y: r.y + r.height/2} })()`, selector), &r)
	for _, typ := range []string{"mouseMoved", "mousePressed", "mouseReleased"} {
		b.call("Input.dispatchMouseEvent", map[string]any{"type": typ, "x": r.X, "y": r.Y, "button": "left", "clickCount": 1})
	}
}

// key presses and releases a key such as "Tab".
func (b *browser) key(name string) {
	b.t.Helper()
	b.keyWith(name, 0)
}

// keyWith presses and releases a key with modifiers held (DevTools' bits:
// 1 Alt, 2 Ctrl, 4 Meta, 8 Shift).
func (b *browser) keyWith(name string, modifiers int) {
	b.t.Helper()
	codes := map[string]int{"Tab": 9, "Enter": 13, "Escape": 27}
	for _, typ := range []string{"keyDown", "keyUp"} {
		b.call("Input.dispatchKeyEvent", map[string]any{"type": typ, "key": name, "code": name,
			"windowsVirtualKeyCode": codes[name], "modifiers": modifiers})
	}
}

// marks returns the digits drawn with an SVG class, by cell index, reading
// the cell from each text's position in the drawing (the page asks for
// 44-pixel cells).
func (b *browser) marks(class string) map[int][]int {
	b.t.Helper()
	var texts []struct {
		X, Y float64
		D    string
		W    float64
	}
	b.eval(fmt.Sprintf(`Array.from(document.querySelectorAll("#drawing svg text.%s"), e => ({X: +e.getAttribute("x"), Y: +e.getAttribute("y"), D: e.textContent, W: +e.ownerSVGElement.getAttribute("width")}))`, class), &texts)
	const cell, n = 44, 9
	marks := map[int][]int{}
	for _, tx := range texts {
		margin := (tx.W - n*cell) / 2
		r, c := int(math.Floor((tx.Y-margin)/cell)), int(math.Floor((tx.X-margin)/cell))
		if r < 0 || r >= n || c < 0 || c >= n || len(tx.D) != 1 {
			b.t.Errorf("%s text %q at (%v, %v) is off the grid", class, tx.D, tx.X, tx.Y)
			continue
		}
		marks[r*n+c] = append(marks[r*n+c], int(tx.D[0]-'0'))
	}
	return marks
}

// screenshot captures the page, keeps it in testdata/out/name and returns
// it; the image must be width pixels wide.
func (b *browser) screenshot(t *testing.T, name string, width int) []byte {
	t.Helper()
	var shot struct {
		Data string `json:"data"`
	}
	b.decode(b.call("Page.captureScreenshot", map[string]any{"format": "png", "captureBeyondViewport": true}), &shot)
	data, err := base64.StdEncoding.DecodeString(shot.Data)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if w := img.Bounds().Dx(); w != width {
		t.Errorf("screenshot %s is %dpx wide, want %d", name, w, width)
	}
	dir := filepath.Join("testdata", "out")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
	return data
}
