package main

import (
	"context"
	"sync"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// modelCache keeps idle compiled Models for the server, most recently used
// first, so that an edit-and-check loop finds its Model warm: the givens are
// assumptions, so one Model serves every puzzle of a rule set. A Model is
// used by one request at a time: get checks it out (or builds one) and put
// checks it back in. The cache holds at most max idle Models; past that the
// least recently used is closed. Two requests with the same rules at once
// each get a Model, and both may stay cached.
type modelCache struct {
	max  int
	opts []sudoku.Option

	mu     sync.Mutex
	idle   []cachedModel // most recently used last
	built  int           // Models built, for tests
	closed bool
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
	return sudoku.NewContext(ctx, p.Shape, p.Rules, c.opts...)
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
	idle := c.idle
	c.idle, c.closed = nil, true
	c.mu.Unlock()
	for _, e := range idle {
		e.m.Close()
	}
}

// stats returns how many Models are idle and how many were built.
func (c *modelCache) stats() (idle, built int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.idle), c.built
}
