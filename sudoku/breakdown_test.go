package sudoku

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/z3sudoku/z3sudoku/z3"
)

var breakdown = flag.Bool("breakdown", false, "print the phase-by-phase CPU breakdown of Unique's Z3 checks (BENCHMARKS.md)")

// cpuNow returns the calling thread's CPU time (Linux; 0 elsewhere is
// harmless here, the test only prints figures).
func cpuNow() time.Duration {
	const clockThreadCPUTime = 3
	var ts syscall.Timespec
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}

// corpusGrids parses the first n puzzles of a 9x9 corpus file (0: all).
func corpusGrids(t *testing.T, name string, n int) []Grid {
	t.Helper()
	var gs []Grid
	for _, line := range ReadTestdata(t, filepath.Join("corpora", name)) {
		if n > 0 && len(gs) == n {
			break
		}
		g, err := ParseGrid(Shape9, line)
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
	return gs
}

// TestCheckBreakdown times each phase of Unique on the classic corpora,
// in thread CPU time, and a few experiments that remove one phase: it
// prints figures and fails only on a wrong answer. Run it with
//
//	nice go test ./sudoku -run TestCheckBreakdown -breakdown -v
func TestCheckBreakdown(t *testing.T) {
	if !*breakdown {
		t.Skip("-breakdown not set")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, corpus := range []struct {
		file string
		n    int
	}{{"hardest1106.txt", 0}, {"top95.txt", 0}, {"17clue-2000.txt", 500}} {
		m, err := New(Shape9, []Rule{houses{}})
		if err != nil {
			t.Fatal(err)
		}
		const (
			pBegin = iota
			pCheck1
			pModel
			pDigits
			pBlock
			pCheck2
			pEnd
			pSolvedCheck // experiment: check assuming the whole solution
			pNoAssume    // experiment: givens asserted in a scope, no assumptions
			pEmpty       // experiment: a check with no assumptions at all
			pClash       // experiment: a check whose two assumptions clash at once
			pReadAll     // experiment: read all N*N*N literals, not the open ones
			pOrOfNots    // experiment: the block clause as Or of Nots
			nPhase
		)
		names := [nPhase]string{"begin (validate, propagate, literals)", "check 1 (sat)", "Z3_solver_get_model", "read digits", "block clause + assert", "check 2 (unsat)", "pop, close", "x: check assuming the solution", "x: check 1 with givens asserted", "x: check with no assumptions", "x: check of two clashing assumptions (unsat, no search)", "x: read all 729 literals", "x: block clause as Or of Nots (no push)"}
		var cpu [nPhase][]time.Duration
		var conflicts [2][]float64
		var decisions, restarts, simps, props [2][]float64
		var emptyDec, emptyProp, clashProp []float64
		skipped := 0
		stat := func() map[string]float64 {
			s, err := m.solver.Statistics()
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		for _, g := range corpusGrids(t, corpus.file, corpus.n) {
			var ts [8]time.Duration
			ts[0] = cpuNow()
			c, err := m.begin(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if c.impossible || !c.solved.IsZero() {
				c.cancel()
				skipped++
				continue
			}
			ts[1] = cpuNow()
			s0 := stat()
			t1 := cpuNow()
			sat, err := m.check(c)
			t2 := cpuNow()
			s1 := stat()
			if err != nil || !sat {
				t.Fatalf("check 1: %v %v", sat, err)
			}
			t3 := cpuNow()
			mdl, err := c.s.Model()
			t4 := cpuNow()
			if err != nil {
				t.Fatal(err)
			}
			ds, err := openDigits(c, mdl, c.lit)
			t5 := cpuNow()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := m.e.digits(m, mdl); err != nil {
				t.Fatal(err)
			}
			t5b := cpuNow()
			cpu[pDigits] = append(cpu[pDigits], t5-t4)
			cpu[pReadAll] = append(cpu[pReadAll], t5b-t5)
			var nots []z3.Bool
			for i := range c.givens {
				if c.open(i) {
					nots = append(nots, m.is(i, ds[i]).Not())
				}
			}
			_ = m.ctx.Or(nots...)
			cpu[pOrOfNots] = append(cpu[pOrOfNots], cpuNow()-t5b)
			mdl.Close()
			t5 = cpuNow()
			sol := Grid{shape: m.shape, digits: make([]uint8, len(ds))}
			for i, d := range ds {
				sol.digits[i] = uint8(d)
			}
			if m.Verify(sol) != nil {
				t.Fatalf("wrong solution %v", sol)
			}
			c.s.Push()
			clause, _ := m.block(c, sol)
			c.s.Assert(clause)
			t6 := cpuNow()
			s2 := stat()
			t7 := cpuNow()
			sat, err = m.check(c)
			t8 := cpuNow()
			s3 := stat()
			if err != nil || sat {
				t.Fatalf("check 2: %v %v (want unsat: the corpus is unique)", sat, err)
			}
			t9 := cpuNow()
			c.s.Pop()
			c.cancel()
			t10 := cpuNow()
			cpu[pBegin] = append(cpu[pBegin], ts[1]-ts[0])
			cpu[pCheck1] = append(cpu[pCheck1], t2-t1)
			cpu[pModel] = append(cpu[pModel], t4-t3)
			cpu[pBlock] = append(cpu[pBlock], t6-t5)
			cpu[pCheck2] = append(cpu[pCheck2], t8-t7)
			cpu[pEnd] = append(cpu[pEnd], t10-t9)
			for k, pair := range [][2]map[string]float64{{s0, s1}, {s2, s3}} {
				d := func(key string) float64 { return pair[1][key] - pair[0][key] }
				conflicts[k] = append(conflicts[k], d("sat conflicts"))
				decisions[k] = append(decisions[k], d("sat decisions"))
				restarts[k] = append(restarts[k], d("sat restarts"))
				simps[k] = append(simps[k], d("sat simplifications"))
				props[k] = append(props[k], d("sat propagations 2ary")+d("sat propagations 3ary")+d("sat propagations nary"))
			}

			// Experiments on the same puzzle, each a check of its own.
			var sollits []z3.Bool
			for i, d := range sol.digits {
				sollits = append(sollits, m.is(i, int(d)))
			}
			a := cpuNow()
			if r, err := m.solver.Check(context.Background(), sollits...); err != nil || r != z3.Sat {
				t.Fatal("solution check", r, err)
			}
			cpu[pSolvedCheck] = append(cpu[pSolvedCheck], cpuNow()-a)
			lits := m.settled(c)
			a = cpuNow()
			m.solver.Push()
			m.solver.Assert(lits...)
			if r, err := m.solver.Check(context.Background()); err != nil || r != z3.Sat {
				t.Fatal("asserted check", r, err)
			}
			m.solver.Pop()
			cpu[pNoAssume] = append(cpu[pNoAssume], cpuNow()-a)
			sa := stat()
			a = cpuNow()
			if r, err := m.solver.Check(context.Background()); err != nil || r != z3.Sat {
				t.Fatal("empty check", r, err)
			}
			cpu[pEmpty] = append(cpu[pEmpty], cpuNow()-a)
			se := stat()
			a = cpuNow()
			if r, err := m.solver.Check(context.Background(), m.is(0, 1), m.is(0, 2)); err != nil || r != z3.Unsat {
				t.Fatal("clash check", r, err)
			}
			cpu[pClash] = append(cpu[pClash], cpuNow()-a)
			sc := stat()
			emptyDec = append(emptyDec, se["sat decisions"]-sa["sat decisions"])
			emptyProp = append(emptyProp, se["sat propagations 2ary"]+se["sat propagations nary"]-sa["sat propagations 2ary"]-sa["sat propagations nary"])
			clashProp = append(clashProp, sc["sat propagations 2ary"]+sc["sat propagations nary"]-se["sat propagations 2ary"]-se["sat propagations nary"])
			m.checks += 4
		}
		med := func(xs []time.Duration) (time.Duration, time.Duration) {
			if len(xs) == 0 {
				return 0, 0
			}
			ys := slices.Clone(xs)
			slices.Sort(ys)
			var sum time.Duration
			for _, y := range ys {
				sum += y
			}
			return ys[len(ys)/2], sum / time.Duration(len(ys))
		}
		medf := func(xs []float64) (float64, float64) {
			if len(xs) == 0 {
				return 0, 0
			}
			ys := slices.Clone(xs)
			slices.Sort(ys)
			var sum float64
			for _, y := range ys {
				sum += y
			}
			return ys[len(ys)/2], sum / float64(len(ys))
		}
		fmt.Printf("\n%s: %d puzzles reach Z3 (%d settled natively)\n", corpus.file, len(cpu[pCheck1]), skipped)
		fmt.Printf("| phase | median µs | mean µs |\n|---|---:|---:|\n")
		for p := 0; p < nPhase; p++ {
			a, b := med(cpu[p])
			fmt.Printf("| %s | %.1f | %.1f |\n", names[p], float64(a.Nanoseconds())/1e3, float64(b.Nanoseconds())/1e3)
		}
		for k, name := range []string{"check 1", "check 2"} {
			cm, ca := medf(conflicts[k])
			dm, da := medf(decisions[k])
			rm, ra := medf(restarts[k])
			sm, sa := medf(simps[k])
			pm, pa := medf(props[k])
			fmt.Printf("%s: conflicts %.0f (mean %.1f), decisions %.0f (%.1f), propagations %.0f (%.1f), restarts %.0f (%.2f), simplifications %.0f (%.2f)\n", name, cm, ca, dm, da, pm, pa, rm, ra, sm, sa)
		}
		a, _ := medf(emptyDec)
		b, _ := medf(emptyProp)
		cc, _ := medf(clashProp)
		fmt.Printf("check with no assumptions: decisions %.0f, propagations %.0f; clash check: propagations %.0f\n", a, b, cc)
		m.Close()
	}
}

var workloads = flag.Bool("workloads", false, "print CPU medians of Count, Unique and Solve on the classic corpora and the Sudoku-X count")

// TestWorkloadCPU prints the median thread CPU time of the calls the
// issue's targets name, interleaving variants (see variants below) puzzle
// by puzzle. Run it with
//
//	nice go test ./sudoku -run TestWorkloadCPU -workloads -v
func TestWorkloadCPU(t *testing.T) {
	if !*workloads {
		t.Skip("-workloads not set")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	ctx := context.Background()
	type variant struct {
		name string
		set  func()
	}
	variants := []variant{{"default", func() {}}}
	for _, v := range workloadVariants {
		variants = append(variants, v)
	}
	// Each variant has Models of its own, so that one variant's Z3 checks
	// (and the solver refreshes they bring) do not land on another's.
	classics := make([]*Model, len(variants))
	xs := make([]*Model, len(variants))
	for k := range variants {
		var err error
		if classics[k], err = New(Shape9, []Rule{houses{}}); err != nil {
			t.Fatal(err)
		}
		defer classics[k].Close()
		if xs[k], err = New(Shape9, []Rule{houses{}, diagonals{}}); err != nil {
			t.Fatal(err)
		}
		defer xs[k].Close()
	}
	classic, x := classics[0], xs[0]
	xg, _ := ParseGrid(Shape9, "100000000000003000080005020231000000060000000097000231000978000000000000078000000")
	type job struct {
		name string
		m    *Model
		gs   []Grid
		call func(m *Model, g Grid) error
	}
	jobs := []job{
		{"serg Count(1000) by Z3 only, first 20", classic, corpusGrids(t, "serg-sample.txt", 20), func(m *Model, g Grid) error {
			n := nativeNodes
			nativeNodes = 0
			defer func() { nativeNodes = n }()
			_, err := m.Count(ctx, g, 1000)
			return err
		}},
		{"serg Count(1000), first 100", classic, corpusGrids(t, "serg-sample.txt", 100), func(m *Model, g Grid) error { _, err := m.Count(ctx, g, 1000); return err }},
		{"Sudoku-X Count (131), 20 times", x, slices.Repeat([]Grid{xg}, 20), func(m *Model, g Grid) error {
			n, err := m.Count(ctx, g, 1000)
			if n != 131 {
				return fmt.Errorf("count %d", n)
			}
			return err
		}},
		{"serg Candidates, first 100", classic, corpusGrids(t, "serg-sample.txt", 100), func(m *Model, g Grid) error { _, err := m.Candidates(ctx, g); return err }},
		{"hardest1106 Candidates", classic, corpusGrids(t, "hardest1106.txt", 0), func(m *Model, g Grid) error { _, err := m.Candidates(ctx, g); return err }},
		{"hardest1106 Unique", classic, corpusGrids(t, "hardest1106.txt", 0), func(m *Model, g Grid) error { _, _, err := m.Unique(ctx, g); return err }},
		{"hardest1106 Solve", classic, corpusGrids(t, "hardest1106.txt", 0), func(m *Model, g Grid) error { _, err := m.Solve(ctx, g); return err }},
		{"top95 Unique", classic, corpusGrids(t, "top95.txt", 0), func(m *Model, g Grid) error { _, _, err := m.Unique(ctx, g); return err }},
		{"17clue Unique, first 500", classic, corpusGrids(t, "17clue-2000.txt", 500), func(m *Model, g Grid) error { _, _, err := m.Unique(ctx, g); return err }},
	}
	for _, j := range jobs {
		cpu := make([][]time.Duration, len(variants))
		for _, g := range j.gs {
			for k, v := range variants {
				v.set()
				m := classics[k]
				if j.m == x {
					m = xs[k]
				}
				a := cpuNow()
				if err := j.call(m, g); err != nil {
					t.Fatal(err)
				}
				cpu[k] = append(cpu[k], cpuNow()-a)
				resetWorkloadKnobs()
			}
			resetWorkloadKnobs()
		}
		for k, v := range variants {
			slices.Sort(cpu[k])
			var sum time.Duration
			for _, d := range cpu[k] {
				sum += d
			}
			fmt.Printf("%-32s %-24s median %8.1f µs  mean %8.1f µs\n", j.name, v.name, float64(cpu[k][len(cpu[k])/2].Nanoseconds())/1e3, float64(sum.Nanoseconds())/1e3/float64(len(cpu[k])))
		}
	}
}
