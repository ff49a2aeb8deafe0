package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progressAfter is how long a batch runs before its progress shows: a
// batch that ends sooner never shows it.
const progressAfter = time.Second

// progress shows, on standard error when that is a terminal, how many
// puzzles a batch has finished and how fast, while the batch runs. The
// total is not known ahead, since puzzles are solved as they are read. Its
// methods do nothing when it is off.
type progress struct {
	w     io.Writer
	on    bool
	start time.Time
	last  time.Time
	shown bool
}

func newProgress(w io.Writer, on bool) *progress {
	return &progress{w: w, on: on, start: time.Now()}
}

// set shows that done puzzles are finished, at most ten times a second,
// once the batch has run for progressAfter.
func (p *progress) set(done int) {
	if !p.on {
		return
	}
	now := time.Now()
	if now.Sub(p.start) < progressAfter || now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	rate := float64(done) / max(now.Sub(p.start).Seconds(), 1e-9)
	spin := `|/-\`[int(now.Sub(p.start)/(250*time.Millisecond))%4]
	fmt.Fprintf(p.w, "\r%c %d puzzles done, %.0f/s, %s ", spin, done, rate, now.Sub(p.start).Truncate(time.Second))
	p.shown = true
}

// clear erases the progress line so that a message can be printed.
func (p *progress) clear() {
	if p.on && p.shown {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 60))
		p.shown = false
	}
}

// finish erases the progress line for good.
func (p *progress) finish() {
	p.clear()
	p.on = false
}
