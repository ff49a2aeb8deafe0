package main

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
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

// TestProgressReports shows a long call's reports beside the batch's
// count, from other goroutines, and keeps the line away while a result is
// printed.
func TestProgressReports(t *testing.T) {
	var b syncBuilder
	p := newProgress(&b, true)
	p.start = time.Now().Add(-2 * progressAfter)
	report := p.report()
	report(sudoku.Progress{Solutions: 12345, Elapsed: 3 * time.Second})
	if out := b.String(); !strings.Contains(out, "0 puzzles done") || !strings.Contains(out, "12345 solutions so far") {
		t.Errorf("after a count's report the line is %q, want the solutions so far", out)
	}
	p.last = time.Time{} // as if 100 ms had passed
	report(sudoku.Progress{Marked: 200, Open: 31})
	if out := b.String(); !strings.Contains(out, "candidates: 200 marked, 31 open") {
		t.Errorf("after a candidates report the line is %q", out)
	}
	report(sudoku.Progress{Solutions: 99, Done: true}) // the call's last report
	b.Reset()
	p.hold(func() { b.WriteString("RESULT\n") })
	out := b.String()
	if i := strings.Index(out, "RESULT"); i < 0 || strings.TrimSpace(out[:i]) != "" {
		t.Errorf("hold wrote %q, want the line erased before the result", out)
	}
	if strings.Contains(out, "solutions") || strings.Contains(out, "candidates") {
		t.Errorf("the line after the call's last report is %q, want no call", out)
	}

	// Reports and the batch's count from many goroutines at once (for
	// the race detector).
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 200 {
				report(sudoku.Progress{Solutions: j})
				if i == 0 {
					p.set(j)
				}
			}
		}()
	}
	wg.Wait()
	p.finish()
	b.Reset()
	report(sudoku.Progress{Solutions: 7})
	p.set(8)
	if b.Len() != 0 {
		t.Errorf("after finish the progress wrote %q", b.String())
	}

	if off := newProgress(&b, false).report(); off != nil {
		t.Error("a progress line that is off asks for reports")
	}
}

// syncBuilder is a strings.Builder safe for concurrent writes.
type syncBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuilder) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuilder) WriteString(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.b.WriteString(v)
}

func (s *syncBuilder) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func (s *syncBuilder) Len() int { return len(s.String()) }

func (s *syncBuilder) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.b.Reset()
}
