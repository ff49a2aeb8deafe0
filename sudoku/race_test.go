package sudoku

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/z3"
)

// racePuzzles are 9x9 puzzles that a residual solver checks in
// milliseconds, with how many solutions each has.
var racePuzzles = []struct {
	grid      string
	solutions int
}{
	{"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", 1},  // hardest1106 1
	{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", 1},  // top95 1
	{"8.........95.......76.........428967...573412...691583.....4196....3.748...8..235", 83}, // serg
}

// TestRaceSearch runs the second search of a raced check on its own: it
// solves the call's residual in a Z3 context of its own, and stops when
// its ctx ends.
func TestRaceSearch(t *testing.T) {
	defer func(min int) { background.Wait(); residualMin = min }(residualMin)
	residualMin = 9
	ctx := context.Background()
	for _, p := range racePuzzles {
		g, err := ParseGrid(Shape9, p.grid)
		if err != nil {
			t.Fatal(err)
		}
		m, err := New(Shape9, []Rule{houses{}})
		if err != nil {
			t.Fatal(err)
		}
		want, unique, err := m.Unique(ctx, g)
		if err != nil || unique != (p.solutions == 1) {
			t.Fatalf("Unique(%s) = %v, %v", p.grid, unique, err)
		}
		c, err := m.begin(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		res, digits, err := m.raceSearch(ctx, c)
		if err != nil || res != z3.Sat {
			t.Fatalf("raceSearch(%s) = %v, %v", p.grid, res, err)
		}
		got := Grid{shape: Shape9, digits: digits}
		if err := m.Verify(got); err != nil {
			t.Errorf("raceSearch(%s): %v\n%s", p.grid, err, got)
		}
		if err := m.Verify(got); err == nil && p.solutions == 1 && !got.Equal(want) {
			t.Errorf("raceSearch(%s) = %s, want %s", p.grid, got, want)
		}
		for i, d := range g.digits {
			if d != 0 && got.digits[i] != d {
				t.Errorf("raceSearch(%s) changed given %d", p.grid, i)
			}
		}
		cancelled, cancel := context.WithCancel(ctx)
		cancel()
		if _, _, err := m.raceSearch(cancelled, c); !errors.Is(err, context.Canceled) {
			t.Errorf("raceSearch with a cancelled ctx: error = %v, want context.Canceled", err)
		}
		c.cancel()
		m.Close()
	}
}

// TestResidualRace races every first check on a residual from its start:
// the answers must be those of the Model's own search, whichever search
// gives them. With the first search held back, the racer gives them all.
func TestResidualRace(t *testing.T) {
	defer func(min, nodes int, after, hold time.Duration, procs int) {
		background.Wait() // builds and frees read the knobs
		residualMin, nativeNodes, raceAfter, raceHold = min, nodes, after, hold
		runtime.GOMAXPROCS(procs)
	}(residualMin, nativeNodes, raceAfter, raceHold, runtime.GOMAXPROCS(2))
	residualMin, nativeNodes, raceAfter = 9, 0, 0
	for _, hold := range []time.Duration{0, 10 * time.Second} {
		raceHold = hold
		start := time.Now()
		checkRacedAnswers(t)
		if took := time.Since(start); hold > 0 && took > hold {
			t.Errorf("with the first search held back, the calls took %v: the racer did not answer", took)
		}
	}
}

func checkRacedAnswers(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	for seed := uint32(0); seed < 4; seed++ {
		for _, p := range racePuzzles {
			g, err := ParseGrid(Shape9, p.grid)
			if err != nil {
				t.Fatal(err)
			}
			m, err := New(Shape9, []Rule{houses{}}, WithSeed(seed))
			if err != nil {
				t.Fatal(err)
			}
			sol, err := m.Solve(ctx, g)
			if err == nil {
				err = m.Verify(sol)
			}
			if err != nil {
				t.Fatalf("seed %d: Solve(%s): %v", seed, p.grid, err)
			}
			if n, err := m.Count(ctx, g, 3); err != nil || n != min(p.solutions, 3) {
				t.Errorf("seed %d: Count(%s, 3) = %d, %v; want %d", seed, p.grid, n, err, min(p.solutions, 3))
			}
			if _, unique, err := m.Unique(ctx, g); err != nil || unique != (p.solutions == 1) {
				t.Errorf("seed %d: Unique(%s) = %v, %v", seed, p.grid, unique, err)
			}
			if n := verifiedSolutions(t, m, g); n != p.solutions {
				t.Errorf("seed %d: Solutions(%s) yielded %d, want %d", seed, p.grid, n, p.solutions)
			}
			m.Close()
		}
	}
}

// TestResidualRaceCancelled cancels raced checks on a 25x25 with few
// givens: the call returns its ctx's error promptly, and neither search
// outlives it.
func TestResidualRaceCancelled(t *testing.T) {
	defer func(min, nodes int, after time.Duration, procs int) {
		background.Wait() // builds and frees read the knobs
		residualMin, nativeNodes, raceAfter = min, nodes, after
		runtime.GOMAXPROCS(procs)
	}(residualMin, nativeNodes, raceAfter, runtime.GOMAXPROCS(2))
	residualMin, nativeNodes, raceAfter = 25, 0, 0
	s := Shape{Size: 25, BoxRows: 5, BoxCols: 5}
	m, err := New(s, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for _, d := range []time.Duration{time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		start := time.Now()
		_, err := m.Count(ctx, Grid{}, 1000000)
		took := time.Since(start)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("Count on an empty 25x25 within %v: error = %v, want the deadline", d, err)
		}
		if took > d+time.Second {
			t.Errorf("Count within %v returned after %v", d, took)
		}
		if n := liveRacers.Load(); n != 0 {
			t.Errorf("Count within %v: %d racers still running after it returned", d, n)
		}
	}
}
