package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// progressAfter is how long a batch runs before its progress shows: a
// batch that ends sooner never shows it.
const progressAfter = time.Second

// progress shows, on standard error when that is a terminal, how many
// puzzles a batch has finished and how fast, while the batch runs, and
// how far the longest-running call has got (the solutions a count has
// found, the candidates left open), from the library's progress reports
// (sudoku.WithProgress). The total is not known ahead, since puzzles are
// solved as they are read. Its methods do nothing when it is off, and may
// be called from any goroutine.
type progress struct {
	w  io.Writer
	on bool

	mu    sync.Mutex
	ended bool // by finish
	start time.Time
	last  time.Time // of the last line drawn
	shown bool
	done  int             // puzzles finished
	call  sudoku.Progress // the latest report of a call not done
	noun  string          // what done counts: "puzzles"
}

func newProgress(w io.Writer, on bool) *progress {
	return &progress{w: w, on: on, start: time.Now(), noun: "puzzles"}
}

// set shows that done puzzles are finished, at most ten times a second,
// once the batch has run for progressAfter.
func (p *progress) set(done int) {
	if !p.on {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = done
	p.draw(false)
}

// report takes a call's progress report, as sudoku.WithProgress gives it,
// and shows it with the batch's at most ten times a second. It is off (nil)
// when the progress line is: calls then make no reports.
func (p *progress) report() func(sudoku.Progress) {
	if !p.on {
		return nil
	}
	return func(r sudoku.Progress) {
		p.mu.Lock()
		defer p.mu.Unlock()
		if r.Done {
			p.call = sudoku.Progress{}
			return
		}
		p.call = r
		p.draw(false)
	}
}

// draw writes the line, unless it is too early or too soon after the
// last. p.mu is held.
func (p *progress) draw(force bool) {
	if !p.on || p.ended {
		return
	}
	now := time.Now()
	if now.Sub(p.start) < progressAfter || !force && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	elapsed := now.Sub(p.start)
	rate := float64(p.done) / max(elapsed.Seconds(), 1e-9)
	spin := `|/-\`[int(elapsed/(250*time.Millisecond))%4]
	line := fmt.Sprintf("%c %d %s done, %.0f/s, %s", spin, p.done, p.noun, rate, elapsed.Truncate(time.Second))
	switch c := p.call; {
	case c.Marked+c.Open > 0:
		line += fmt.Sprintf("; candidates: %d marked, %d open", c.Marked, c.Open)
	case c.Solutions > 0:
		line += fmt.Sprintf("; %d solutions so far", c.Solutions)
	}
	// Pad to erase what a longer line left.
	fmt.Fprintf(p.w, "\r%-*s", progressWidth, line)
	p.shown = true
}

// progressWidth is the width the line is padded to, and erased with.
const progressWidth = 78

// clear erases the progress line so that a message can be printed.
func (p *progress) clear() {
	if !p.on {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.erase()
}

// erase erases the line; p.mu is held.
func (p *progress) erase() {
	if p.shown {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", progressWidth))
		p.shown = false
	}
}

// hold runs f, which writes to the terminal, with the line erased and no
// report drawing it meanwhile; the line is drawn again after f.
func (p *progress) hold(f func()) {
	if !p.on {
		f()
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.erase()
	f()
	if !p.last.IsZero() {
		p.draw(true)
	}
}

// finish erases the progress line for good.
func (p *progress) finish() {
	if !p.on {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.erase()
	p.ended = true
}
