package main

import (
	"context"
	"sync"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// modelCache keeps idle compiled Models for the server, most recently used
// first, so that an edit-and-check loop finds its Model warm: the givens are
// assumptions, so one Model serves every puzzle of a rule set. A Model is
// used by one request at a time: get checks it out (or builds one) and put
// checks it back in. The cache holds at most max idle Models; past that the
// least recently used is closed. Two requests with the same rules at once
// each get a Model, and both may stay cached. A new Model of a shape with
// boxes is built on a warm base of the classic houses (sudoku.Base), so
// that a variant edit pays only for the puzzle's own rules.
type modelCache struct {
	max  int
	opts []sudoku.Option

	mu     sync.Mutex
	idle   []cachedModel // most recently used last
	built  int           // Models built, for tests
	closed bool
	bases  map[sudoku.Shape]*sudoku.Base // nil for a shape whose base failed
}

type cachedModel struct {
	key string
	m   *sudoku.Model
}

func newModelCache(max int, opts ...sudoku.Option) *modelCache {
	return &modelCache{max: max, opts: opts}
}

// get checks out an idle Model for key, or builds one for p with ctx, which
// cancels the build. The empty key is never cached.
func (c *modelCache) get(ctx context.Context, key string, p sudoku.Puzzle) (*sudoku.Model, error) {
	c.mu.Lock()
	if key != "" {
		for i := len(c.idle) - 1; i >= 0; i-- {
			if c.idle[i].key == key {
				m := c.idle[i].m
				c.idle = append(c.idle[:i], c.idle[i+1:]...)
				c.mu.Unlock()
				return m, nil
			}
		}
	}
	c.built++
	c.mu.Unlock()
	opts := c.opts
	if b := c.base(ctx, p.Shape); b != nil {
		opts = append(opts[:len(opts):len(opts)], sudoku.WithBase(b))
	}
	return sudoku.NewContext(ctx, p.Shape, p.Rules, opts...)
}

// base returns the warm base of the classic houses for shape, made at its
// first use, or nil for a shape without boxes or whose base failed. The
// base is built outside the lock (seconds on 25x25); two first requests
// at once may both build one, and the second is closed.
func (c *modelCache) base(ctx context.Context, s sudoku.Shape) *sudoku.Base {
	if !s.HasBoxes() {
		return nil
	}
	c.mu.Lock()
	b, ok := c.bases[s]
	c.mu.Unlock()
	if ok {
		return b
	}
	b, err := sudoku.NewBase(ctx, s, []sudoku.Rule{rules.Classic()}, c.opts...)
	if err != nil && ctx.Err() != nil {
		return nil // this request ran out of time: the next one tries again
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if have, ok := c.bases[s]; ok || c.closed {
		b.Close()
		return have
	}
	if c.bases == nil {
		c.bases = make(map[sudoku.Shape]*sudoku.Base)
	}
	c.bases[s] = b // nil when it failed: Models on their own
	return b
}

// put checks m back in under key, closing the least recently used idle
// Model when the cache is full, or m itself when key is empty or the cache
// is closed.
func (c *modelCache) put(key string, m *sudoku.Model) {
	c.mu.Lock()
	if key == "" || c.closed || c.max < 1 {
		c.mu.Unlock()
		m.Close()
		return
	}
	c.idle = append(c.idle, cachedModel{key, m})
	var evict *sudoku.Model
	if len(c.idle) > c.max {
		evict = c.idle[0].m
		c.idle = c.idle[1:]
	}
	c.mu.Unlock()
	if evict != nil {
		evict.Close()
	}
}

// close closes every idle Model; Models checked in later are closed at once.
func (c *modelCache) close() {
	c.mu.Lock()
	idle, bases := c.idle, c.bases
	c.idle, c.bases, c.closed = nil, nil, true
	c.mu.Unlock()
	for _, e := range idle {
		e.m.Close()
	}
	for _, b := range bases {
		b.Close()
	}
}

// stats returns how many Models are idle and how many were built.
func (c *modelCache) stats() (idle, built int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.idle), c.built
}
