package sudoku

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// transform maps a 9x9 grid through a random symmetry of classic Sudoku:
// digits relabelled, rows permuted within bands and bands permuted, the
// same for columns, and a transpose half the time. Every symmetry keeps
// the number of solutions.
func transform(g Grid, rng *rand.Rand) Grid {
	perm3 := func() [9]int {
		var p [9]int
		bands := rng.Perm(3)
		for b := 0; b < 3; b++ {
			in := rng.Perm(3)
			for k := 0; k < 3; k++ {
				p[b*3+k] = bands[b]*3 + in[k]
			}
		}
		return p
	}
	rows, cols := perm3(), perm3()
	digits := rng.Perm(9)
	flip := rng.IntN(2) == 1
	out := make([]uint8, 81)
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			d := g.digits[rows[r]*9+cols[c]]
			if d != 0 {
				d = uint8(digits[d-1] + 1)
			}
			if flip {
				out[c*9+r] = d
			} else {
				out[r*9+c] = d
			}
		}
	}
	return Grid{shape: Shape9, digits: out}
}

// TestTransformedCorpora checks Unique, Solve and Count on held-out
// transformations of the classic corpora, with the native search and
// with Z3 alone: the hard unique puzzles stay unique with the same
// solution from both, and the serg puzzles keep their recorded counts.
func TestTransformedCorpora(t *testing.T) {
	ctx := context.Background()
	m, err := New(Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	rng := rand.New(rand.NewPCG(19, 2026))
	n := 60
	if testing.Short() {
		n = 15
	}
	hard := append(corpusGrids(t, "hardest1106.txt", n), corpusGrids(t, "top95.txt", n/2)...)
	for i, p := range hard {
		q := transform(p, rng)
		native, unique, err := m.Unique(ctx, q)
		if err != nil || !unique || m.Verify(native) != nil {
			t.Fatalf("puzzle %d transformed: Unique = %v, %v, %v; want its one solution", i, native, unique, err)
		}
		for k, d := range q.digits {
			if d != 0 && native.digits[k] != d {
				t.Fatalf("puzzle %d transformed: Unique's solution drops the given at %d", i, k)
			}
		}
		var alone Grid
		withBudget(0, 0, func() { alone, err = m.Solve(ctx, q) })
		if err != nil || alone.String() != native.String() {
			t.Fatalf("puzzle %d transformed: Z3 alone solves %v (%v), the native search %v", i, alone, err, native)
		}
	}
	for i, line := range readCountLines(t, n) {
		f := strings.Fields(line)
		g, err := ParseGrid(Shape9, f[0])
		if err != nil {
			t.Fatal(err)
		}
		want, _ := strconv.Atoi(f[1])
		q := transform(g, rng)
		if got, err := m.Count(ctx, q, 1000); err != nil || got != want {
			t.Errorf("serg %d transformed: Count = %d, %v; want %d", i+1, got, err, want)
		}
	}
}

func readCountLines(t *testing.T, n int) []string {
	t.Helper()
	var lines []string
	for _, g := range ReadTestdata(t, "corpora/serg-sample-counts.txt") {
		if len(lines) == n {
			break
		}
		lines = append(lines, g)
	}
	return lines
}
