package main

import (
	"strings"
	"testing"
)

func TestProgress(t *testing.T) {
	var b strings.Builder
	p := newProgress(&b, 4, true)
	p.set(1)
	p.set(2) // within 100 ms of the last draw: skipped
	p.set(4) // the end is always drawn
	p.clear()
	p.finish()
	p.set(4) // after finish: nothing
	out := b.String()
	for _, w := range []string{"[#######.......................] 1/4 ", "[##############################] 4/4 "} {
		if !strings.Contains(out, w) {
			t.Errorf("progress output %q lacks %q", out, w)
		}
	}
	if strings.Contains(out, "2/4") {
		t.Errorf("progress drew 2/4 within 100 ms of 1/4: %q", out)
	}
	if !strings.HasSuffix(out, "\r") {
		t.Errorf("progress did not end by clearing its line: %q", out)
	}

	var off strings.Builder
	q := newProgress(&off, 4, false)
	q.set(4)
	q.clear()
	q.finish()
	if off.Len() != 0 {
		t.Errorf("a progress bar that is off wrote %q", off.String())
	}
}
