package z3_test

import (
	"context"
	"flag"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/internal/memtest"
	"github.com/z3sudoku/z3sudoku/z3"
)

// The leak tests measure the process's resident set size. The defaults keep
// CI fast; the full figure is
//
//	go test ./z3 -run TestContextLeak -leakcount=100000 -v
var (
	leakCount = flag.Int("leakcount", 3000, "contexts created by TestContextLeak")
	leakTerms = flag.Int("leakterms", 200_000, "iterations of TestLongLivedContextLeak")
)

// maxGrowth is how much RSS may grow between the warm-up measurement and
// the end of a leak test.
const maxGrowth = 20 << 20

// useContext creates a context, solves a small problem and closes it. Every
// other round closes the solver and model itself; the others leave them to
// the context's Close.
func useContext(i int) error {
	ctx, err := z3.NewContext(nil)
	if err != nil {
		return err
	}
	defer ctx.Close()
	bs := make([]z3.Bool, 6)
	for j := range bs {
		bs[j] = ctx.BoolConst(fmt.Sprintf("b%d", j))
	}
	s, err := ctx.NewSolverForLogic("QF_FD")
	if err != nil {
		return err
	}
	if err := s.Assert(ctx.AtMost(bs, 3), ctx.AtLeast(bs, 3), bs[i%6], bs[(i+1)%6].Not()); err != nil {
		return err
	}
	r, err := s.Check(context.Background())
	if err != nil || r != z3.Sat {
		return fmt.Errorf("Check() = %v, %v; want sat", r, err)
	}
	m, err := s.Model()
	if err != nil {
		return err
	}
	vals, err := m.EvalBools(bs)
	if err != nil {
		return err
	}
	if count(vals) != 3 || !vals[i%6] || vals[(i+1)%6] {
		return fmt.Errorf("model %v breaks the constraints", vals)
	}
	if i%2 == 0 {
		m.Close()
		s.Close()
	}
	return ctx.Close()
}

func TestContextLeak(t *testing.T) {
	checkRSS := memtest.Setup(t)
	n := *leakCount
	if !checkRSS {
		n = min(n, 300)
	}
	warm := min(1000, n)
	start := time.Now()
	var first int64
	for i := 0; i < n; i++ {
		if err := useContext(i); err != nil {
			t.Fatalf("context %d: %v", i, err)
		}
		if i+1 == warm {
			first = memtest.RSS(t)
			t.Logf("RSS after %d contexts: %.1f MB (%v)", warm, memtest.MB(first), time.Since(start).Round(time.Millisecond))
		}
	}
	last := memtest.RSS(t)
	elapsed := time.Since(start)
	t.Logf("RSS after %d contexts: %.1f MB (%v, %v per context); growth since %d: %+.1f MB",
		n, memtest.MB(last), elapsed.Round(time.Millisecond), (elapsed / time.Duration(n)).Round(time.Microsecond), warm, memtest.MB(last-first))
	if checkRSS && last-first > maxGrowth {
		t.Errorf("RSS grew by %.1f MB from %d to %d contexts, want at most %.0f MB", memtest.MB(last-first), warm, n, memtest.MB(maxGrowth))
	}
}

// TestLongLivedContextLeak creates and drops many distinct terms and models
// in one context, as a model-enumerating loop with blocking clauses does.
// Only the reference-count release queue keeps the context's memory bounded:
// nothing is closed explicitly.
func TestLongLivedContextLeak(t *testing.T) {
	checkRSS := memtest.Setup(t)
	n := *leakTerms
	if !checkRSS {
		n = min(n, 20_000)
	}
	warm := min(20_000, n/10)
	ctx := newContext(t, nil)
	bs := bools(ctx, "b", 8)
	x := ctx.IntConst("x")
	start := time.Now()
	var first int64
	for i := 0; i < n; i++ {
		// A clause of a distinct literal: Z3 cannot share it with an
		// earlier one, so each round makes new ASTs (a numeral, an
		// equation and a disjunction).
		clause := ctx.Or(bs[i%8].Not(), x.Eq(ctx.FromInt(int64(i))), bs[(i+3)%8])
		if err := clause.Err(); err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		if i%5000 == 0 {
			// A solver and a model dropped without Close.
			s, err := ctx.NewSolverForLogic("QF_LIA")
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Assert(clause, x.GE(ctx.FromInt(0))); err != nil {
				t.Fatal(err)
			}
			if r, err := s.Check(context.Background()); err != nil || r != z3.Sat {
				t.Fatalf("round %d: Check() = %v, %v", i, r, err)
			}
			m, err := s.Model()
			if err != nil {
				t.Fatal(err)
			}
			if ok, err := m.EvalBool(clause); err != nil || !ok {
				t.Fatalf("round %d: EvalBool(clause) = %v, %v", i, ok, err)
			}
		}
		if i%1000 == 999 {
			runtime.GC()
		}
		if i+1 == warm {
			first = memtest.RSS(t)
			t.Logf("RSS after %d rounds: %.1f MB", warm, memtest.MB(first))
		}
	}
	last := memtest.RSS(t)
	t.Logf("RSS after %d rounds: %.1f MB (%v); growth since %d: %+.1f MB",
		n, memtest.MB(last), time.Since(start).Round(time.Millisecond), warm, memtest.MB(last-first))
	if checkRSS && last-first > maxGrowth {
		t.Errorf("RSS grew by %.1f MB from %d to %d rounds, want at most %.0f MB: terms are not released",
			memtest.MB(last-first), warm, n, memtest.MB(maxGrowth))
	}
}

// TestMemoryInUse checks that MemoryInUse follows a context's life: it
// grows while a context holds many clauses and falls back once the context
// is closed, and that ReleaseMemory then gives the pages back.
func TestMemoryInUse(t *testing.T) {
	ctx, err := z3.NewContext(nil)
	if err != nil {
		t.Fatal(err)
	}
	before := z3.MemoryInUse()
	s, err := ctx.NewSolver()
	if err != nil {
		t.Fatal(err)
	}
	bs := ctx.FreshBools(20000)
	for i := 0; i+2 < len(bs); i++ {
		if err := s.Assert(bs[i].Or(bs[i+1].Not(), bs[i+2])); err != nil {
			t.Fatal(err)
		}
	}
	held := z3.MemoryInUse()
	if held < before+1<<20 {
		t.Errorf("MemoryInUse went from %d to %d bytes over 20000 clauses; want at least 1 MiB more", before, held)
	}
	ctx.Close()
	after := z3.MemoryInUse()
	if after > before+(held-before)/4 {
		t.Errorf("MemoryInUse %d bytes after Close; want near %d (held %d)", after, before, held)
	}
	z3.ReleaseMemory()
}
