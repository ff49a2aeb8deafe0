package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progressMin is the smallest batch that shows a progress bar.
const progressMin = 200

// progress draws a bar on standard error while a batch runs, when that is
// a terminal. Its methods do nothing when it is off.
type progress struct {
	w     io.Writer
	on    bool
	total int
	start time.Time
	last  time.Time
	shown bool
}

func newProgress(w io.Writer, total int, on bool) *progress {
	return &progress{w: w, on: on, total: total, start: time.Now()}
}

// set shows that done puzzles are finished, at most ten times a second.
func (p *progress) set(done int) {
	if !p.on {
		return
	}
	now := time.Now()
	if now.Sub(p.last) < 100*time.Millisecond && done < p.total {
		return
	}
	p.last = now
	const width = 30
	filled := width * done / max(p.total, 1)
	rate := float64(done) / max(now.Sub(p.start).Seconds(), 1e-9)
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d %.0f/s ", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, p.total, rate)
	p.shown = true
}

// clear erases the bar so that a message can be printed.
func (p *progress) clear() {
	if p.on && p.shown {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 60))
		p.shown = false
	}
}

// finish erases the bar for good.
func (p *progress) finish() {
	p.clear()
	p.on = false
}
