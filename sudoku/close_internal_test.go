package sudoku

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// TestCloseWaitsForLeftOverBuild gives up a 64x64 call while its residual
// solver is built in steps made too large to stop before they end (a
// second each): the call returns when its ctx is cancelled, and Close must
// wait for the build to stop.
func TestCloseWaitsForLeftOverBuild(t *testing.T) {
	background.Wait() // builds and frees read the knobs
	defer func(c, v int) { background.Wait(); clauseChunk, varChunk = c, v }(clauseChunk, varChunk)
	clauseChunk, varChunk = 1<<30, 1<<30
	for attempt := 0; ; attempt++ {
		m, err := New(Shape{Size: 64, BoxRows: 8, BoxCols: 8}, []Rule{houses{}})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			// Cancel once the build runs: propagation before it takes
			// long under the race detector.
			for start := time.Now(); liveBuilds.Load() == 0 && time.Since(start) < time.Minute; {
				time.Sleep(time.Millisecond)
			}
			time.Sleep(100 * time.Millisecond)
			cancel()
		}()
		_, err = m.Solve(ctx, Grid{})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Solve(empty 64x64) = %v, want Canceled", err)
		}
		if liveBuilds.Load() == 0 {
			// The build was cancelled before its first long step: try again.
			m.Close()
			cancel()
			if attempt == 2 {
				t.Fatal("no build left running after the call, three times: the test tests nothing")
			}
			continue
		}
		start := time.Now()
		m.Close()
		if n := liveBuilds.Load(); n != 0 {
			t.Errorf("Close returned with %d builds running", n)
		}
		t.Logf("Close waited %v for the build", time.Since(start).Round(time.Millisecond))
		cancel()
		return
	}
}

// recordingSink is a sink that cancels a ctx after its first batch of
// clauses and records what it was given.
type recordingSink struct {
	cancel  context.CancelFunc
	terms   int
	batches [][]int32
}

func (s *recordingSink) Assert(bs ...z3.Bool) error { s.terms += len(bs); return nil }

func (s *recordingSink) AssertClauses(cl z3.Clauses) error {
	s.batches = append(s.batches, append([]int32(nil), cl.Lits...))
	s.cancel()
	return nil
}

// TestAssertToStopsBetweenChunks checks that the clauses of a large grid
// reach Z3 in chunks with a ctx check between them: cancelled after the
// first, assertTo asserts no second.
func TestAssertToStopsBetweenChunks(t *testing.T) {
	m := &Model{shape: Shape25, e: oneHot{}}
	ctx := context.Background()
	if err := m.e.init(ctx, m); err != nil {
		t.Fatal(err)
	}
	b := &Builder{m: m}
	if err := b.Include(houses{}); err != nil {
		t.Fatal(err)
	}
	m.encode(0)
	if len(m.cnf) < 4*clauseChunk {
		t.Fatalf("%d literals, want a few chunks of %d", len(m.cnf), clauseChunk)
	}
	ctx, cancel := context.WithCancel(ctx)
	s := &recordingSink{cancel: cancel}
	if err := m.assertAll(ctx, s); !errors.Is(err, context.Canceled) {
		t.Errorf("assertAll cancelled after a chunk = %v, want Canceled", err)
	}
	if len(s.batches) != 1 {
		t.Errorf("assertAll cancelled after a chunk asserted %d chunks, want 1", len(s.batches))
	}
}

// TestCutsKeepFreshVariables cuts a Model's clauses into small chunks and
// checks that they cover every clause in order, that each but the last
// holds at least clauseChunk literals, and that no fresh variable, which
// is a new Boolean in each batch, appears in two chunks.
func TestCutsKeepFreshVariables(t *testing.T) {
	background.Wait() // builds and frees read the knob
	defer func(k int) { background.Wait(); clauseChunk = k }(clauseChunk)
	m := &Model{shape: Shape16, e: oneHot{}}
	if err := m.e.init(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	b := &Builder{m: m}
	if err := b.Include(houses{}); err != nil {
		t.Fatal(err)
	}
	m.encode(0)
	cells := int32(len(m.lits))
	for _, chunk := range []int{1, 7, 100, 1 << 12} {
		clauseChunk = chunk
		ends := m.cuts(0, len(m.cnf))
		owner := map[int32]int{} // fresh variable: its chunk
		from := 0
		for k, end := range ends {
			if end <= from || m.cnf[end-1] != 0 {
				t.Fatalf("chunk %d: cnf[%d:%d] does not end a clause", k, from, end)
			}
			if k < len(ends)-1 && end-from < chunk {
				t.Errorf("chunk %d of %d: %d literals, want at least %d", k, len(ends), end-from, chunk)
			}
			for _, l := range m.cnf[from:end] {
				if v := abs32(l); v > cells {
					if o, ok := owner[v]; ok && o != k {
						t.Fatalf("clauseChunk %d: fresh variable %d in chunks %d and %d", chunk, v, o, k)
					}
					owner[v] = k
				}
			}
			from = end
		}
		if from != len(m.cnf) {
			t.Errorf("clauseChunk %d: the chunks end at %d of %d literals", chunk, from, len(m.cnf))
		}
		if chunk == 100 && len(ends) < 10 {
			t.Errorf("clauseChunk %d: %d chunks of %d literals, want more", chunk, len(ends), len(m.cnf))
		}
	}
}

// killerRow is a killer with cages along rows 1 and 2 and a sum down
// column 9, whose encodings need fresh variables (the cages' digit sets,
// the sum's diagram), for TestChunkedClausesSameAnswers. The solution
// below meets them.
type killerRow struct{}

func (killerRow) Apply(b *Builder) error {
	b.DistinctSum([]Cell{{0, 0}, {0, 1}, {0, 2}}, 12)
	b.DistinctSum([]Cell{{0, 3}, {0, 4}}, 13)
	b.DistinctSum([]Cell{{0, 5}, {0, 6}, {0, 7}, {1, 7}}, 22)
	b.Sum([]Cell{{2, 8}, {3, 8}, {4, 8}}, 11)
	return nil
}

// TestChunkedClausesSameAnswers solves a killer under Z3 alone with its
// clauses asserted a few literals at a time, and as one batch: a chunk cut
// between two clauses that share a fresh variable would decouple them, and
// let through grids that break the rules. Every solution must pass Verify,
// and the counts must agree.
func TestChunkedClausesSameAnswers(t *testing.T) {
	background.Wait() // builds and frees read the knob
	defer func(k int) { background.Wait(); clauseChunk = k }(clauseChunk)
	sol, err := ParseGrid(Shape9, "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	if err != nil {
		t.Fatal(err)
	}
	givens := NewGrid(Shape9)
	for i := 36; i < 81; i += 2 {
		givens.digits[i] = sol.digits[i]
	}
	const limit = 500
	count := func() int {
		// A ctx that can end: New's cannot, and asserts in one batch.
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		m, err := NewContext(ctx, Shape9, []Rule{houses{}, killerRow{}}, WithConflictCheck(false))
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		n := 0
		for g, err := range m.Solutions(context.Background(), givens) {
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Verify(g); err != nil {
				t.Fatalf("clauseChunk %d: solution %d: %v\n%s", clauseChunk, n, err, g.Pretty())
			}
			if n++; n == limit {
				break
			}
		}
		return n
	}
	clauseChunk = 1 << 30
	want := count()
	if want < 10 || want >= limit {
		t.Fatalf("%d solutions, want some but fewer than %d for the test to test", want, limit)
	}
	clauseChunk = 5
	if got := count(); got != want {
		t.Errorf("%d solutions with chunks of 5 literals, want %d, as with one batch", got, want)
	}
	t.Logf("%d solutions", want)
}

// TestOpenZ3Cancelled checks that a deferred Model's Z3 context, cut short
// while its literals are named, leaves the Model as it was: no context,
// no literal terms, so that the next call starts again.
func TestOpenZ3Cancelled(t *testing.T) {
	m, err := New(Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := m.openZ3(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("openZ3(cancelled) = %v, want Canceled", err)
	}
	if m.ctx != nil {
		t.Error("openZ3(cancelled) left a Z3 context")
	}
	for k, l := range m.lits {
		if l.Err() == nil {
			t.Fatalf("openZ3(cancelled) left literal %d: %v", k, l)
		}
	}
	if _, _, err := m.Maximize(context.Background(), Grid{}, func(Cell, int) int { return 0 }); err != nil {
		t.Errorf("Maximize after a cancelled openZ3 = %v", err)
	}
}

// TestAbandonedBuildStops gives up NewContext on a 64x64 with a cage,
// which builds its Z3 solver for about ten seconds, and checks that the
// build stops soon after: before its clauses were named and asserted in
// steps that check ctx, it ran on for seconds. The bound is generous.
func TestAbandonedBuildStops(t *testing.T) {
	if testing.Short() {
		t.Skip("a 64x64 build")
	}
	background.Wait()
	s64 := Shape{Size: 64, BoxRows: 8, BoxCols: 8}
	for _, d := range []time.Duration{300 * time.Millisecond, 2 * time.Second} {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		_, err := NewContext(ctx, s64, []Rule{houses{}, cage{}})
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("NewContext(64x64 with a cage) within %v = %v, want DeadlineExceeded", d, err)
		}
		start := time.Now()
		for liveBuilds.Load() > 0 && time.Since(start) < time.Minute {
			time.Sleep(time.Millisecond)
		}
		el := time.Since(start)
		t.Logf("cut at %v: the build stopped and freed its memory %v later", d, el.Round(time.Millisecond))
		if el > 10*time.Second {
			t.Errorf("cut at %v: the build stopped %v later, want within 10 s", d, el)
		}
		background.Wait()
	}
}
