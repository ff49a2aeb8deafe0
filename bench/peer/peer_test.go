package peer_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/bench/peer"
)

var bg = context.Background()

// digits reads a one-line puzzle: '1'..'9', then 'A'.. for 10.., and '.' or
// '0' for an empty cell.
func digits(t testing.TB, s string) []int {
	t.Helper()
	out := make([]int, 0, len(s))
	for _, r := range s {
		switch {
		case r == '.' || r == '0':
			out = append(out, 0)
		case r >= '1' && r <= '9':
			out = append(out, int(r-'0'))
		case r >= 'A' && r <= 'Z':
			out = append(out, int(r-'A')+10)
		default:
			t.Fatalf("bad symbol %q in %q", r, s)
		}
	}
	return out
}

// check fails unless sol is a valid grid of shape s holding the givens: it
// checks the rules itself, without the solver.
func check(t testing.TB, s peer.Shape, givens, sol []int) {
	t.Helper()
	n := s.Size
	if len(sol) != n*n {
		t.Fatalf("solution has %d cells, want %d", len(sol), n*n)
	}
	for c, d := range givens {
		if d != 0 && sol[c] != d {
			t.Fatalf("solution cell %d = %d, given %d", c, sol[c], d)
		}
	}
	seen := func(name string, cells func(i int) int) {
		var mask uint64
		for i := 0; i < n; i++ {
			d := sol[cells(i)]
			if d < 1 || d > n || mask&(1<<d) != 0 {
				t.Fatalf("%s: digit %d repeated or out of range in %v", name, d, sol)
			}
			mask |= 1 << d
		}
	}
	for k := 0; k < n; k++ {
		seen(fmt.Sprint("row ", k), func(i int) int { return k*n + i })
		seen(fmt.Sprint("column ", k), func(i int) int { return i*n + k })
		if s.BoxRows > 0 {
			r0, c0 := k/(n/s.BoxCols)*s.BoxRows, k%(n/s.BoxCols)*s.BoxCols
			seen(fmt.Sprint("box ", k), func(i int) int { return (r0+i/s.BoxCols)*n + c0 + i%s.BoxCols })
		}
	}
}

func TestSolveClassic(t *testing.T) {
	tests := []struct {
		shape  peer.Shape
		puzzle string
	}{
		{peer.Shape{4, 2, 2}, "1...........2..3"},
		{peer.Shape{6, 2, 3}, "..4.....2.1..5....3..2.....1.6.....4"},
		// Arto Inkala's "world's hardest" and a 17-clue puzzle.
		{peer.Shape{9, 3, 3}, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."},
		{peer.Shape{9, 3, 3}, "000000010400000000020000000000050407008000300001090000300400200050100000000806000"},
		{peer.Shape{16, 4, 4}, strings.Repeat(".", 256)},
		{peer.Shape{5, 0, 0}, "1...." + strings.Repeat(".", 20)},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.shape.Size), func(t *testing.T) {
			s, err := peer.New(tt.shape)
			if err != nil {
				t.Fatal(err)
			}
			givens := digits(t, tt.puzzle)
			sol, err := s.Solve(bg, givens)
			if err != nil {
				t.Fatalf("Solve() error = %v", err)
			}
			check(t, tt.shape, givens, sol)
		})
	}
}

func TestUniqueAndCount(t *testing.T) {
	s9 := peer.Shape{9, 3, 3}
	hardest := "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	tests := []struct {
		name   string
		shape  peer.Shape
		puzzle string
		count  int // exact, below the limit 1000
		unique bool
	}{
		{"hardest", s9, hardest, 1, true},
		// The first serg benchmark puzzle: 872 solutions, counted by the
		// root module's brute-force counter (internal/brute).
		{"serg", s9, "8.........95.......76.........426798...571243...893165......916....3.487....1.532", 872, false},
		// Every 4x4 Sudoku: 288 grids.
		{"4x4 empty", peer.Shape{4, 2, 2}, strings.Repeat(".", 16), 288, false},
		// Every 4x4 Latin square: 576.
		{"latin 4", peer.Shape{4, 0, 0}, strings.Repeat(".", 16), 576, false},
		// Filled grid: exactly one.
		{"filled", peer.Shape{4, 2, 2}, "1234341221434321", 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := peer.New(tt.shape)
			if err != nil {
				t.Fatal(err)
			}
			givens := digits(t, tt.puzzle)
			// Twice each, to check that the Solver is reusable: the blocking
			// clauses of one call must not leak into the next.
			for range 2 {
				sol, unique, err := s.Unique(bg, givens)
				if err != nil || unique != tt.unique {
					t.Fatalf("Unique() = %v, %v, want %v", unique, err, tt.unique)
				}
				check(t, tt.shape, givens, sol)
				n, err := s.Count(bg, givens, 1000)
				if err != nil || n != tt.count {
					t.Fatalf("Count() = %d, %v, want %d", n, err, tt.count)
				}
				if n, err := s.Count(bg, givens, 2); err != nil || n != min(2, tt.count) {
					t.Fatalf("Count(limit 2) = %d, %v, want %d", n, err, min(2, tt.count))
				}
			}
		})
	}
}

func TestNoSolution(t *testing.T) {
	s, err := peer.New(peer.Shape{9, 3, 3})
	if err != nil {
		t.Fatal(err)
	}
	bad := digits(t, "55"+strings.Repeat(".", 79))
	if _, err := s.Solve(bg, bad); !errors.Is(err, peer.ErrNoSolution) {
		t.Errorf("Solve(two 5s in a row) error = %v, want ErrNoSolution", err)
	}
	if _, _, err := s.Unique(bg, bad); !errors.Is(err, peer.ErrNoSolution) {
		t.Errorf("Unique(two 5s in a row) error = %v, want ErrNoSolution", err)
	}
	if n, err := s.Count(bg, bad, 10); n != 0 || err != nil {
		t.Errorf("Count(two 5s in a row) = %d, %v, want 0, nil", n, err)
	}
	// The Solver still works afterwards.
	if _, err := s.Solve(bg, digits(t, strings.Repeat(".", 81))); err != nil {
		t.Errorf("Solve(empty) after an unsat call: %v", err)
	}
	if _, err := s.Solve(bg, []int{1, 2}); !errors.Is(err, peer.ErrBadGivens) {
		t.Errorf("Solve(2 cells) error = %v, want ErrBadGivens", err)
	}
	if _, err := s.Solve(bg, digits(t, "A"+strings.Repeat(".", 80))); !errors.Is(err, peer.ErrBadGivens) {
		t.Errorf("Solve(digit 10) error = %v, want ErrBadGivens", err)
	}
}

func TestCageRelateTable(t *testing.T) {
	shape := peer.Shape{9, 3, 3}
	s, err := peer.New(shape)
	if err != nil {
		t.Fatal(err)
	}
	// r1c1+r1c2 = 3: the cells hold 1 and 2.
	if err := s.Cage([]int{0, 1}, 3); err != nil {
		t.Fatal(err)
	}
	// A thermometer r2c1 < r2c2 < r2c3.
	less := func(x, y int) bool { return x < y }
	for _, p := range [][2]int{{9, 10}, {10, 11}} {
		if err := s.Relate(p[0], p[1], less); err != nil {
			t.Fatal(err)
		}
	}
	// An arrow: r3c1 = r3c2 + r3c3 as a table.
	var tuples [][]int
	for a := 1; a <= 9; a++ {
		for b := 1; a+b <= 9; b++ {
			tuples = append(tuples, []int{a + b, a, b})
		}
	}
	if err := s.Table([]int{18, 19, 20}, tuples); err != nil {
		t.Fatal(err)
	}
	givens := make([]int, 81)
	for range 3 {
		sol, err := s.Solve(bg, givens)
		if err != nil {
			t.Fatal(err)
		}
		check(t, shape, givens, sol)
		if sol[0]+sol[1] != 3 || !(sol[9] < sol[10] && sol[10] < sol[11]) || sol[18] != sol[19]+sol[20] {
			t.Fatalf("Solve() = %v breaks the cage, thermometer or arrow", sol)
		}
		givens[0] = 2 // next round: the cage forces r1c2 = 1
	}
	if err := s.Cage([]int{3, 4}, 18); !errors.Is(err, peer.ErrBadRule) {
		t.Errorf("Cage(2 cells, sum 18) error = %v, want ErrBadRule", err)
	}
	if err := s.Cage([]int{3, 81}, 5); !errors.Is(err, peer.ErrBadRule) {
		t.Errorf("Cage(cell 81) error = %v, want ErrBadRule", err)
	}
}

// TestKillerUnique proves a killer puzzle with no givens unique: the
// 4x4 grid with cages {r1c1 r1c2}=3, {r1c3 r1c4}=7, {r2c1 r3c1}=7,
// {r2c2 r2c3}=5, {r3c2 r4c2}=5, {r3c3 r3c4}=3, {r4c3 r4c4}=7 and
// {r2c4 r4c1} unconstrained, whose solution is written out below.
func TestKillerUnique(t *testing.T) {
	shape := peer.Shape{4, 2, 2}
	want := digits(t, "1234341221434321")
	s, err := peer.New(shape)
	if err != nil {
		t.Fatal(err)
	}
	// Cages that hold for want, one per pair of cells along each row.
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c += 2 {
			a, b := r*4+c, r*4+c+1
			if err := s.Cage([]int{a, b}, want[a]+want[b]); err != nil {
				t.Fatal(err)
			}
		}
	}
	sol, unique, err := s.Unique(bg, make([]int, 16))
	if err != nil {
		t.Fatal(err)
	}
	check(t, shape, make([]int, 16), sol)
	// Whatever the count, every solution found keeps every cage sum.
	n, err := s.Count(bg, make([]int, 16), 100)
	if err != nil {
		t.Fatal(err)
	}
	if unique != (n == 1) {
		t.Errorf("Unique() = %v but Count() = %d", unique, n)
	}
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c += 2 {
			a, b := r*4+c, r*4+c+1
			if sol[a]+sol[b] != want[a]+want[b] {
				t.Errorf("cage r%dc%d: %d+%d, want sum %d", r+1, c+1, sol[a], sol[b], want[a]+want[b])
			}
		}
	}
}

func TestCancel(t *testing.T) {
	// An empty 25x25 grid takes gini a while; a done context returns at once.
	s, err := peer.New(peer.Shape{25, 5, 5})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(bg)
	cancel()
	if _, err := s.Solve(ctx, make([]int, 625)); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve(cancelled) error = %v, want context.Canceled", err)
	}
	ctx, cancel = context.WithTimeout(bg, time.Nanosecond)
	defer cancel()
	time.Sleep(time.Millisecond)
	if _, err := s.Solve(ctx, make([]int, 625)); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Solve(expired) error = %v, want context.DeadlineExceeded", err)
	}
	// The Solver still answers afterwards, and a later call without a
	// deadline is not cut short by an earlier one.
	s4, err := peer.New(peer.Shape{4, 2, 2})
	if err != nil {
		t.Fatal(err)
	}
	short, cancel2 := context.WithTimeout(bg, time.Millisecond)
	defer cancel2()
	if _, err := s4.Solve(short, make([]int, 16)); err != nil {
		t.Fatalf("Solve(4x4, 1ms) error = %v", err)
	}
	time.Sleep(2 * time.Millisecond)
	if n, err := s4.Count(bg, make([]int, 16), 1000); err != nil || n != 288 {
		t.Errorf("Count(4x4) after a timed call = %d, %v, want 288", n, err)
	}
}

func TestNewBadShape(t *testing.T) {
	for _, s := range []peer.Shape{{0, 0, 0}, {65, 0, 0}, {9, 3, 0}, {9, 2, 4}} {
		if _, err := peer.New(s); !errors.Is(err, peer.ErrBadRule) {
			t.Errorf("New(%+v) error = %v, want ErrBadRule", s, err)
		}
	}
}
