package main

import (
	"context"
	"os"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/z3"
)

// modelCache keeps idle compiled Models for the server, most recently used
// last, so that an edit-and-check loop finds its Model warm: the givens are
// assumptions, so one Model serves every puzzle of a rule set. A Model is
// used by one request at a time: get checks it out (or builds one) and put
// checks it back in; a Model whose call failed is closed instead (see
// server.finish). Two requests with the same rules at once each get a
// Model, and both may stay cached.
//
// The cache is bounded by memory, not by count: trim closes idle entries,
// least recently used first, while the memory meter (memoryInUse: what
// Z3 and the Go heap hold, the requests at work included, or what the
// process's resident memory has grown by, whichever is more) is over the
// bound. A Model bigger than the bound alone is therefore not kept
// either, and with a bound of 0 nothing is.
//
// A new Model of a shape with boxes, up to maxBaseSize, is built on a warm
// base of the classic houses (sudoku.Base), so that a variant edit pays
// only for the puzzle's own rules. Bases are entries of the same list and
// count towards the bound like Models; each check-in of a Model on a base
// makes the base more recent than that Model, so a base is closed after
// the Models that use it. Models on a closed base stay usable.
type modelCache struct {
	bound uint64 // bytes
	opts  []sudoku.Option
	meter func() uint64 // the memory the bound is on; tests replace it

	mu       sync.Mutex
	idle     []cacheEntry                  // least recently used first
	bases    map[sudoku.Shape]*sudoku.Base // the bases kept, each also in idle
	noBase   map[sudoku.Shape]bool         // shapes whose base failed: Models on their own
	building map[*sudoku.Base]int          // builds in progress on each base, which trim skips
	built    int                           // Models built, for tests
	closed   bool

	trimMu sync.Mutex // one trim at a time, so that two do not close one surplus twice
}

// cacheEntry is an idle Model under its key, or a base.
type cacheEntry struct {
	key string
	m   *sudoku.Model
	b   *sudoku.Base
}

func (e cacheEntry) close() {
	if e.m != nil {
		e.m.Close()
		return
	}
	e.b.Close()
}

// maxBaseSize is the largest grid whose Models are built on a base. From
// 36x36 up the Models of the rules a residual takes compile nothing: each
// call solves the cells propagation leaves open in a Z3 context of its
// own, and never uses a base, whose eager compile there would cost
// hundreds of megabytes (36x36) to gigabytes.
const maxBaseSize = 25

func newModelCache(bound uint64, opts ...sudoku.Option) *modelCache {
	startRSS()
	return &modelCache{bound: bound, opts: opts, meter: memoryInUse,
		bases: map[sudoku.Shape]*sudoku.Base{}, noBase: map[sudoku.Shape]bool{}, building: map[*sudoku.Base]int{}}
}

// startRSS is the process's resident memory when the first cache was made.
var startRSS = sync.OnceValue(residentMemory)

// memoryInUse is what the cache's bound is on: Z3's estimate of what it
// holds over every context, plus the Go heap that was live at the last
// collection, or what the resident memory has grown by since startRSS,
// whichever is more. The Go heap matters for Models that hold no Z3 (a
// classic 9x9, searched natively; a 64x64, whose calls make contexts of
// their own): many rule sets of them would otherwise never reach the
// bound. The resident memory counts what those estimates miss: the C
// allocator's overhead, and memory freed but not yet returned.
func memoryInUse() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	var live uint64
	if s[0].Value.Kind() == metrics.KindUint64 {
		live = s[0].Value.Uint64()
	}
	rss := residentMemory()
	return max(z3.MemoryInUse()+live, rss-min(startRSS(), rss))
}

// residentMemory returns the process's resident memory, or 0 where
// /proc/self/statm cannot say.
func residentMemory() uint64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data))
	if len(f) < 2 {
		return 0
	}
	pages, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		return 0
	}
	return pages * uint64(os.Getpagesize())
}

// get checks out an idle Model for key, or builds one for p with ctx, which
// cancels the build. The empty key is never cached.
func (c *modelCache) get(ctx context.Context, key string, p sudoku.Puzzle) (*sudoku.Model, error) {
	c.mu.Lock()
	if key != "" {
		for i := len(c.idle) - 1; i >= 0; i-- {
			if e := c.idle[i]; e.m != nil && e.key == key {
				c.idle = slices.Delete(c.idle, i, i+1)
				c.mu.Unlock()
				return e.m, nil
			}
		}
	}
	c.built++
	c.mu.Unlock()
	opts := c.opts
	b := c.base(ctx, p.Shape)
	if b != nil {
		defer c.doneWith(b)
		opts = append(opts[:len(opts):len(opts)], sudoku.WithBase(b))
	}
	return sudoku.NewContext(ctx, p.Shape, p.Rules, opts...)
}

// base returns the warm base of the classic houses for shape, made at its
// first use, or nil for a shape without boxes or past maxBaseSize, or
// whose base failed. The base is held for the caller's build, which calls
// doneWith, so that trim does not close it under the build. It is built
// outside the lock (half a second on 25x25); two first requests at once
// may both build one, and the second is closed.
func (c *modelCache) base(ctx context.Context, s sudoku.Shape) *sudoku.Base {
	if !s.HasBoxes() || s.Size > maxBaseSize {
		return nil
	}
	c.mu.Lock()
	if b := c.bases[s]; b != nil || c.noBase[s] || c.closed {
		if b != nil {
			c.touch(b)
			c.building[b]++
		}
		c.mu.Unlock()
		return b
	}
	c.mu.Unlock()
	b, err := sudoku.NewBase(ctx, s, []sudoku.Rule{rules.Classic()}, c.opts...)
	if err != nil && ctx.Err() != nil {
		return nil // this request ran out of time: the next one tries again
	}
	c.mu.Lock()
	if err != nil {
		c.noBase[s] = true
		c.mu.Unlock()
		return nil
	}
	if have := c.bases[s]; have != nil || c.closed {
		if have != nil {
			c.building[have]++
		}
		c.mu.Unlock()
		b.Close()
		return have
	}
	c.bases[s] = b
	c.idle = append(c.idle, cacheEntry{b: b})
	c.building[b]++
	c.mu.Unlock()
	return b
}

// doneWith ends a build's hold on b.
func (c *modelCache) doneWith(b *sudoku.Base) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.building[b]--; c.building[b] <= 0 {
		delete(c.building, b)
	}
}

// touch makes b's entry the most recently used. The caller holds c.mu.
func (c *modelCache) touch(b *sudoku.Base) {
	if i := slices.IndexFunc(c.idle, func(e cacheEntry) bool { return e.b == b }); i >= 0 {
		e := c.idle[i]
		c.idle = append(slices.Delete(c.idle, i, i+1), e)
	}
}

// put checks m back in under key, or closes it when key is empty or the
// cache is closed. It closes nothing else: trim, which the server runs
// after the request, keeps the bound.
func (c *modelCache) put(key string, m *sudoku.Model) {
	b := m.Base()
	c.mu.Lock()
	if key == "" || c.closed {
		c.mu.Unlock()
		m.Close()
		return
	}
	c.idle = append(c.idle, cacheEntry{key: key, m: m})
	if b != nil {
		c.touch(b)
	}
	c.mu.Unlock()
}

// trim closes idle entries, least recently used first, while the meter is
// over the bound, returning the memory each frees to the OS. It reports
// how many it closed.
func (c *modelCache) trim() int { return c.trimTo(c.bound) }

// trimTo is trim to a limit of its own, such as one that leaves room for
// the work about to start.
func (c *modelCache) trimTo(limit uint64) int {
	c.trimMu.Lock()
	defer c.trimMu.Unlock()
	n := 0
	for c.meter() > limit {
		c.mu.Lock()
		i := slices.IndexFunc(c.idle, func(e cacheEntry) bool { return e.b == nil || c.building[e.b] == 0 })
		if i < 0 {
			c.mu.Unlock()
			break
		}
		e := c.idle[i]
		c.idle = slices.Delete(c.idle, i, i+1)
		if e.b != nil {
			delete(c.bases, e.b.Shape())
		}
		c.mu.Unlock()
		e.close()
		z3.ReleaseMemory() // for the resident memory to show the free
		n++
	}
	return n
}

// close closes every idle Model and base; Models checked in later are
// closed at once.
func (c *modelCache) close() {
	c.mu.Lock()
	idle := c.idle
	c.idle, c.closed = nil, true
	clear(c.bases)
	c.mu.Unlock()
	for _, e := range idle {
		e.close()
	}
	z3.ReleaseMemory()
}

// stats returns how many Models are idle and how many were built.
func (c *modelCache) stats() (idle, built int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range c.idle {
		if e.m != nil {
			idle++
		}
	}
	return idle, c.built
}
