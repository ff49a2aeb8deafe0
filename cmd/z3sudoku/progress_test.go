package main

import (
	"strings"
	"testing"
	"time"
)

func TestProgress(t *testing.T) {
	var b strings.Builder
	p := newProgress(&b, true)
	p.set(1) // too early: a short batch shows nothing
	if b.Len() != 0 {
		t.Fatalf("progress showed %q before %v", b.String(), progressAfter)
	}
	p.start = time.Now().Add(-2 * progressAfter)
	p.set(40)
	p.set(41) // within 100 ms of the last: skipped
	p.clear()
	p.finish()
	p.set(50) // after finish: nothing
	out := b.String()
	if !strings.Contains(out, " 40 puzzles done, ") || strings.Contains(out, "41") || strings.Contains(out, "50") {
		t.Errorf("progress output %q, want 40 done only", out)
	}
	if !strings.HasSuffix(out, "\r") {
		t.Errorf("progress did not end by clearing its line: %q", out)
	}

	var off strings.Builder
	q := newProgress(&off, false)
	q.start = time.Now().Add(-2 * progressAfter)
	q.set(4)
	q.clear()
	q.finish()
	if off.Len() != 0 {
		t.Errorf("a progress line that is off wrote %q", off.String())
	}
}
