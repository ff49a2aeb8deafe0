package sudoku

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// gridOf builds a grid from a compact string without using the parser
// under test: '.' is empty, '1'..'9' are digits, 'A'.. mean 10.. . White
// space is skipped.
func gridOf(t testing.TB, s Shape, symbols string) Grid {
	t.Helper()
	var digits []int
	for _, ch := range symbols {
		switch {
		case ch == ' ' || ch == '\n' || ch == '\t':
		case ch == '.':
			digits = append(digits, 0)
		case '1' <= ch && ch <= '9':
			digits = append(digits, int(ch-'0'))
		case 'A' <= ch && ch <= 'Z':
			digits = append(digits, int(ch-'A')+10)
		default:
			t.Fatalf("gridOf: bad symbol %q", ch)
		}
	}
	g, err := GridFromDigits(s, digits)
	if err != nil {
		t.Fatalf("gridOf: %v", err)
	}
	return g
}

// gridView is a Grid as go-cmp can show it: the shape and one slice per row.
type gridView struct {
	Shape Shape
	Rows  [][]int
}

func viewOf(g Grid) gridView {
	v := gridView{Shape: g.Shape()}
	d := g.Digits()
	for n := g.Shape().Size; len(d) >= n && n > 0; d = d[n:] {
		v.Rows = append(v.Rows, d[:n])
	}
	return v
}

// diffGrid returns a row-by-row diff of two grids, or "" if they are equal.
func diffGrid(want, got Grid) string {
	if want.Equal(got) {
		return ""
	}
	if d := cmp.Diff(viewOf(want), viewOf(got)); d != "" {
		return d
	}
	return "grids differ: " + want.String() + " != " + got.String()
}

// randomGrid returns a grid of shape s with random digits and about a
// third of its cells empty.
func randomGrid(rng *rand.Rand, s Shape) Grid {
	g := NewGrid(s)
	for i := range s.NumCells() {
		if rng.IntN(3) > 0 {
			g.Set(s.CellAt(i), 1+rng.IntN(s.Size))
		}
	}
	return g
}

func TestNewGrid(t *testing.T) {
	g := NewGrid(Shape6)
	if got := g.Shape(); got != Shape6 {
		t.Errorf("NewGrid(Shape6).Shape() = %v, want %v", got, Shape6)
	}
	if diff := cmp.Diff(make([]int, 36), g.Digits()); diff != "" {
		t.Errorf("NewGrid(Shape6).Digits() mismatch (-want +got):\n%s", diff)
	}
	if g.IsZero() || g.Filled() || g.NumGivens() != 0 {
		t.Errorf("NewGrid(Shape6): IsZero %v, Filled %v, NumGivens %d, want false, false, 0",
			g.IsZero(), g.Filled(), g.NumGivens())
	}
	for _, s := range []Shape{{}, {9, 2, 4}, LatinShape(MaxSize + 1)} {
		if !panics(func() { NewGrid(s) }) {
			t.Errorf("NewGrid(%#v) did not panic", s)
		}
	}
}

func TestGridFromDigits(t *testing.T) {
	digits := []int{
		1, 2, 3, 4,
		3, 4, 1, 2,
		0, 0, 0, 0,
		4, 3, 2, 1,
	}
	g, err := GridFromDigits(Shape4, digits)
	if err != nil {
		t.Fatalf("GridFromDigits(Shape4, ...) = %v", err)
	}
	if diff := cmp.Diff(digits, g.Digits()); diff != "" {
		t.Errorf("GridFromDigits(Shape4, ...).Digits() mismatch (-want +got):\n%s", diff)
	}
	if got := g.At(Cell{1, 2}); got != 1 {
		t.Errorf("At(r2c3) = %d, want 1", got)
	}
	// The grid must not keep the caller's slice.
	digits[0] = 4
	if got := g.At(Cell{0, 0}); got != 1 {
		t.Errorf("At(r1c1) = %d after changing the input slice, want 1", got)
	}
}

func TestGridFromDigitsErrors(t *testing.T) {
	tests := []struct {
		name   string
		s      Shape
		digits []int
		want   string
	}{
		{"short", Shape4, make([]int, 15), "15 digits for a 4x4 grid, want 16"},
		{"long", Shape4, make([]int, 17), "17 digits"},
		{"nil", Shape4, nil, "0 digits"},
		{"too big", Shape4, append(make([]int, 6), 5, 0, 0, 0, 0, 0, 0, 0, 0, 0), "r2c3 holds 5, want 0..4"},
		{"negative", Shape4, append(make([]int, 15), -1), "r4c4 holds -1"},
		{"bad shape", Shape{4, 2, 3}, make([]int, 16), "do not tile"},
	}
	for _, tt := range tests {
		g, err := GridFromDigits(tt.s, tt.digits)
		if !errors.Is(err, ErrInvalidGrid) || !strings.Contains(err.Error(), tt.want) || !g.IsZero() {
			t.Errorf("%s: GridFromDigits() = %v, %v, want the zero Grid and ErrInvalidGrid with %q",
				tt.name, g, err, tt.want)
		}
	}
}

func TestGridSetAt(t *testing.T) {
	g := NewGrid(Shape9)
	g.Set(Cell{4, 5}, 7)
	g.Set(Cell{8, 8}, 9)
	g.Set(Cell{8, 8}, 0)
	if got := g.At(Cell{4, 5}); got != 7 {
		t.Errorf("At(r5c6) = %d, want 7", got)
	}
	if got := g.At(Cell{8, 8}); got != 0 {
		t.Errorf("At(r9c9) = %d, want 0", got)
	}
	if got := g.NumGivens(); got != 1 {
		t.Errorf("NumGivens() = %d, want 1", got)
	}
	tests := []struct {
		name string
		f    func()
	}{
		{"Set off grid", func() { g.Set(Cell{9, 0}, 1) }},
		{"Set digit too big", func() { g.Set(Cell{0, 0}, 10) }},
		{"Set negative digit", func() { g.Set(Cell{0, 0}, -1) }},
		{"At off grid", func() { g.At(Cell{0, 9}) }},
		{"Set on the zero Grid", func() { Grid{}.Set(Cell{0, 0}, 0) }},
	}
	for _, tt := range tests {
		if !panics(tt.f) {
			t.Errorf("%s did not panic", tt.name)
		}
	}
}

// A Grid is like a slice header: copies share digits, clones do not.
func TestGridSharing(t *testing.T) {
	g := NewGrid(Shape4)
	alias := g
	clone := g.Clone()
	g.Set(Cell{0, 0}, 3)
	if got := alias.At(Cell{0, 0}); got != 3 {
		t.Errorf("copy.At(r1c1) = %d after Set on the original, want 3", got)
	}
	if got := clone.At(Cell{0, 0}); got != 0 {
		t.Errorf("clone.At(r1c1) = %d after Set on the original, want 0", got)
	}
	d := g.Digits()
	d[1] = 4
	if got := g.At(Cell{0, 1}); got != 0 {
		t.Errorf("At(r1c2) = %d after changing Digits(), want 0", got)
	}
}

func TestGridZero(t *testing.T) {
	var g Grid
	if !g.IsZero() {
		t.Errorf("Grid{}.IsZero() = false, want true")
	}
	if g.Filled() {
		t.Errorf("Grid{}.Filled() = true, want false")
	}
	if got := g.NumGivens(); got != 0 {
		t.Errorf("Grid{}.NumGivens() = %d, want 0", got)
	}
	if got := g.Clone(); !got.IsZero() {
		t.Errorf("Grid{}.Clone() = %v, want the zero Grid", got)
	}
	if got := len(g.Digits()); got != 0 {
		t.Errorf("len(Grid{}.Digits()) = %d, want 0", got)
	}
	if !g.Equal(Grid{}) || g.Equal(NewGrid(LatinShape(1))) {
		t.Errorf("Grid{}.Equal: want equal only to the zero Grid")
	}
	if got, want := g.String(), "<zero Grid>"; got != want {
		t.Errorf("Grid{}.String() = %q, want %q", got, want)
	}
	if got, want := g.Pretty(), "<zero Grid>\n"; got != want {
		t.Errorf("Grid{}.Pretty() = %q, want %q", got, want)
	}
	if NewGrid(LatinShape(1)).IsZero() {
		t.Errorf("NewGrid(LatinShape(1)).IsZero() = true, want false")
	}
}

func TestGridFilledEqual(t *testing.T) {
	full := gridOf(t, Shape4, "1234 3412 2143 4321")
	if !full.Filled() || full.NumGivens() != 16 {
		t.Errorf("Filled() = %v, NumGivens() = %d, want true, 16", full.Filled(), full.NumGivens())
	}
	part := full.Clone()
	part.Set(Cell{3, 3}, 0)
	if part.Filled() || part.NumGivens() != 15 {
		t.Errorf("after emptying r4c4: Filled() = %v, NumGivens() = %d, want false, 15", part.Filled(), part.NumGivens())
	}
	if full.Equal(part) || !full.Equal(full.Clone()) {
		t.Errorf("Equal: want full != part and full == full.Clone()")
	}
	// Equal digits on different shapes are different grids.
	latin, err := GridFromDigits(LatinShape(4), full.Digits())
	if err != nil {
		t.Fatal(err)
	}
	if full.Equal(latin) {
		t.Errorf("Equal(%v, %v) = true across shapes, want false", full.Shape(), latin.Shape())
	}
}

func TestGridText(t *testing.T) {
	g := gridOf(t, Shape6, "1..... .2.... ..3... ...4.. ....5. .....6")
	text, err := g.MarshalText()
	if err != nil {
		t.Fatalf("MarshalText() = %v", err)
	}
	if got, want := string(text), "1......2......3......4......5......6"; got != want {
		t.Errorf("MarshalText() = %q, want %q", got, want)
	}
	var back Grid
	if err := back.UnmarshalText(text); err != nil {
		t.Fatalf("UnmarshalText(%q) = %v", text, err)
	}
	if diff := diffGrid(g, back); diff != "" {
		t.Errorf("UnmarshalText(MarshalText()) mismatch (-want +got):\n%s", diff)
	}

	// The zero Grid round-trips through empty text.
	text, err = Grid{}.MarshalText()
	if err != nil || len(text) != 0 {
		t.Errorf("Grid{}.MarshalText() = %q, %v, want empty, nil", text, err)
	}
	back = g.Clone()
	if err := back.UnmarshalText([]byte(" \n")); err != nil || !back.IsZero() {
		t.Errorf("UnmarshalText(blank) = %v, grid %v, want nil and the zero Grid", err, back)
	}

	// Bad text is an error and leaves the grid alone.
	back = g.Clone()
	err = back.UnmarshalText([]byte("12345"))
	if !errors.Is(err, ErrInvalidGrid) {
		t.Errorf("UnmarshalText(%q) = %v, want ErrInvalidGrid", "12345", err)
	}
	if diff := diffGrid(g, back); diff != "" {
		t.Errorf("UnmarshalText(bad) changed the grid (-want +got):\n%s", diff)
	}
}

// A Latin grid decoded into a Latin grid of the same size keeps its shape;
// otherwise the shape is inferred.
func TestGridUnmarshalKeepsShape(t *testing.T) {
	latin := gridOf(t, LatinShape(4), "1234 2341 3412 4123")
	text, _ := latin.MarshalText()

	dst := NewGrid(LatinShape(4))
	if err := dst.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if diff := diffGrid(latin, dst); diff != "" {
		t.Errorf("UnmarshalText into a Latin grid mismatch (-want +got):\n%s", diff)
	}

	dst = NewGrid(Shape9)
	if err := dst.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if got := dst.Shape(); got != Shape4 {
		t.Errorf("UnmarshalText into a 9x9 grid: shape %v, want %v", got, Shape4)
	}
}

func TestGridJSON(t *testing.T) {
	type puzzle struct {
		Name  string
		Grid  Grid
		Empty Grid
	}
	in := puzzle{Name: "p", Grid: gridOf(t, Shape16, strings.Repeat("123456789ABCDEFG", 8)+strings.Repeat(".", 128))}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatalf("json.Marshal() = %v", err)
	}
	if !strings.Contains(string(b), `"Empty":""`) {
		t.Errorf("json.Marshal() = %s, want the zero Grid as \"\"", b)
	}
	var out puzzle
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("json.Unmarshal(%s) = %v", b, err)
	}
	if diff := diffGrid(in.Grid, out.Grid); diff != "" {
		t.Errorf("JSON round trip mismatch (-want +got):\n%s", diff)
	}
	if !out.Empty.IsZero() {
		t.Errorf("JSON round trip of the zero Grid = %v, want the zero Grid", out.Empty)
	}
}
