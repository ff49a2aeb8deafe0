package sudoku

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/z3sudoku/z3sudoku/internal/brute"
)

// diagonals makes both long diagonals distinct (Sudoku-X).
type diagonals struct{}

func (diagonals) Apply(b *Builder) error {
	n := b.Shape().Size
	var main, anti []Cell
	for i := 0; i < n; i++ {
		main = append(main, Cell{Row: i, Col: i})
		anti = append(anti, Cell{Row: i, Col: n - 1 - i})
	}
	b.Distinct(main...)
	b.Distinct(anti...)
	return nil
}

// withBudget runs f with the native search's budgets set to nodes and
// perSolution.
func withBudget(nodes, perSolution int, f func()) {
	n, p := nativeNodes, nativeNodesPerSolution
	nativeNodes, nativeNodesPerSolution = nodes, perSolution
	defer func() { nativeNodes, nativeNodesPerSolution = n, p }()
	f()
}

// enumerationBudgets cut the native search at every stage: never run
// (0), after a node or a few, partway and never.
var enumerationBudgets = []struct{ nodes, perSolution int }{
	{0, 0}, {1, 0}, {2, 0}, {5, 1}, {40, 0}, {300, 2}, {1 << 30, 0},
}

// TestEnumerationSplits counts and enumerates with the native search cut
// short at every stage, so that Z3 finishes what it left, and compares
// with the brute-force counter: the two parts must neither overlap nor
// leave a solution out, and Count must respect its limit.
func TestEnumerationSplits(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name   string
		rules  []Rule
		enc    Encoding
		grid   string
		groups [][]int
	}{
		{"serg 2", []Rule{houses{}}, OneHot, "8.........95.......76.........428967...573412...691583.....4196....3.748...8..235", nil},
		{"serg 5", []Rule{houses{}}, OneHot, "8.........95.......76.........426798...571432...893165....5.916...9.8247......583", nil},
		{"sudoku-x", []Rule{houses{}, diagonals{}}, OneHot, "100000000000003000080005020231000000060000000097000231000978000000000000078000000", brute.Diagonals(9)},
		{"serg 2 int", []Rule{houses{}}, Int, "8.........95.......76.........428967...573412...691583.....4196....3.748...8..235", nil},
	}
	for _, tc := range cases {
		g, err := ParseGrid(Shape9, tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		p := brute.Classic(9, 3, 3, g.Digits()).WithGroups(tc.groups...)
		var want []string
		for _, ds := range brute.Solutions(p, 0) {
			s, err := GridFromDigits(Shape9, ds)
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, s.String())
		}
		slices.Sort(want)
		all := len(want)
		wantCands := make([]uint64, 81)
		for _, w := range want {
			sg, _ := ParseGrid(Shape9, w)
			for i, d := range sg.digits {
				wantCands[i] |= 1 << (d - 1)
			}
		}
		for _, b := range enumerationBudgets {
			if tc.enc != OneHot && b.nodes != 0 && b.nodes != 5 && b.nodes != 1<<30 {
				// Z3's arithmetic is slow to enumerate (5 s a budget): all
				// Z3, a cut inside a solution's search, and all native do.
				continue
			}
			t.Run(fmt.Sprintf("%s/budget=%d+%d", tc.name, b.nodes, b.perSolution), func(t *testing.T) {
				// A Model per budget: a OneHot one is deferred (see
				// mayDefer), and the first call that needs Z3 compiles it,
				// wherever in the search that falls.
				m, err := New(Shape9, tc.rules, WithEncoding(tc.enc))
				if err != nil {
					t.Fatal(err)
				}
				defer m.Close()
				withBudget(b.nodes, b.perSolution, func() {
					for _, limit := range []int{1, 2, all - 1, all, all + 1} {
						got, err := m.Count(ctx, g, limit)
						if err != nil {
							t.Fatal(err)
						}
						if w := min(limit, all); got != w {
							t.Errorf("Count(limit=%d) = %d, want %d", limit, got, w)
						}
					}
					var got []string
					for s, err := range m.Solutions(ctx, g) {
						if err != nil {
							t.Fatal(err)
						}
						if err := m.Verify(s); err != nil {
							t.Fatalf("Solutions yielded %v: %v", s, err)
						}
						got = append(got, s.String())
						if len(got)%7 == 1 {
							// Another call inside the loop must neither see the
							// iterator's clauses nor disturb its search.
							if n, err := m.Count(ctx, g, 3); err != nil || n != min(3, all) {
								t.Fatalf("Count inside Solutions = %d, %v; want %d", n, err, min(3, all))
							}
						}
					}
					slices.Sort(got)
					if diff := cmp.Diff(want, got); diff != "" {
						t.Errorf("Solutions differ from brute force (-want +got):\n%s", diff)
					}
					cands, err := m.Candidates(ctx, g)
					if err != nil {
						t.Fatal(err)
					}
					if diff := cmp.Diff(wantCands, cands.masks); diff != "" {
						t.Errorf("Candidates differ from the union of the solutions (-want +got):\n%s", diff)
					}
					sol, unique, err := m.Unique(ctx, g)
					if err != nil || unique != (all == 1) || m.Verify(sol) != nil {
						t.Errorf("Unique = %v, %v, %v; want a solution, %v", sol, unique, err, all == 1)
					}
				})
			})
		}
	}
}

// TestSolutionsPanicReleases panics in a Solutions loop body, in the
// native search and in Z3's part, and checks that the Model is unlocked
// and refreshes again afterwards.
func TestSolutionsPanicReleases(t *testing.T) {
	ctx := context.Background()
	m, err := New(Shape9, []Rule{houses{}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	g, err := ParseGrid(Shape9, "8.........95.......76.........428967...573412...691583.....4196....3.748...8..235")
	if err != nil {
		t.Fatal(err)
	}
	for _, nodes := range []int{0, 2000} {
		withBudget(nodes, 0, func() {
			func() {
				defer func() {
					if recover() == nil {
						t.Fatal("the loop body's panic was lost")
					}
				}()
				for range m.Solutions(ctx, g) {
					panic("body")
				}
			}()
			if m.iterating != 0 {
				t.Errorf("budget %d: %d iterations still counted after a panic", nodes, m.iterating)
			}
			if n, err := m.Count(ctx, g, 1000); err != nil || n != 83 {
				t.Errorf("budget %d: Count after a panic = %d, %v; want 83", nodes, n, err)
			}
		})
	}
}
