package sudoku

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestGridString(t *testing.T) {
	tests := []struct {
		name string
		g    Grid
		want string
	}{
		{"1x1 empty", NewGrid(LatinShape(1)), "."},
		{"4x4", gridOf(t, Shape4, "12.. ..12 .... 4..3"), "12....12....4..3"},
		{"9x9", gridOf(t, Shape9, "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79"),
			"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
		{"16x16 letters", gridOf(t, Shape16, "123456789ABCDEFG"+strings.Repeat(".", 240)),
			"123456789ABCDEFG" + strings.Repeat(".", 240)},
		{"35x35 reaches Z", gridOf(t, LatinShape(35), "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"+strings.Repeat(".", 35*34)),
			"123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" + strings.Repeat(".", 35*34)},
	}
	for _, tt := range tests {
		if got := tt.g.String(); got != tt.want {
			t.Errorf("%s: String() = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// From 36x36 on the letters run out, so String writes numbers.
func TestGridStringNumbers(t *testing.T) {
	g := NewGrid(Shape36)
	g.Set(Cell{0, 0}, 36)
	g.Set(Cell{0, 1}, 7)
	got := g.String()
	want := "36 7" + strings.Repeat(" 0", 36*36-2)
	if got != want {
		t.Errorf("String() = %.40q..., want %.40q...", got, want)
	}
}

func TestGridPretty(t *testing.T) {
	tests := []struct {
		name string
		g    Grid
		want string
	}{
		{
			name: "9x9",
			g:    gridOf(t, Shape9, "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79"),
			want: `
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`,
		},
		{
			name: "6x6 with 2x3 boxes",
			g:    gridOf(t, Shape6, "1..... .2.... ..3... ...4.. ....5. .....6"),
			want: `
1 . . | . . .
. 2 . | . . .
------+------
. . 3 | . . .
. . . | 4 . .
------+------
. . . | . 5 .
. . . | . . 6
`,
		},
		{
			name: "Latin 5x5",
			g:    gridOf(t, LatinShape(5), "12345 23451 34512 45123 51234"),
			want: `
1 2 3 4 5
2 3 4 5 1
3 4 5 1 2
4 5 1 2 3
5 1 2 3 4
`,
		},
		{
			name: "boxes that are whole rows",
			g:    gridOf(t, Shape{3, 1, 3}, "123 ... 312"),
			want: `
1 2 3
-----
. . .
-----
3 1 2
`,
		},
		{
			name: "boxes that are whole columns",
			g:    gridOf(t, Shape{3, 3, 1}, "123 ... 312"),
			want: `
1 | 2 | 3
. | . | .
3 | 1 | 2
`,
		},
		{
			name: "12x12 with numbers",
			g: gridOf(t, Shape12, "123456789ABC"+strings.Repeat(".", 12*10)+
				"C..........1"),
			want: `
 1  2  3  4 |  5  6  7  8 |  9 10 11 12
 .  .  .  . |  .  .  .  . |  .  .  .  .
 .  .  .  . |  .  .  .  . |  .  .  .  .
------------+-------------+------------
 .  .  .  . |  .  .  .  . |  .  .  .  .
 .  .  .  . |  .  .  .  . |  .  .  .  .
 .  .  .  . |  .  .  .  . |  .  .  .  .
------------+-------------+------------
 .  .  .  . |  .  .  .  . |  .  .  .  .
 .  .  .  . |  .  .  .  . |  .  .  .  .
 .  .  .  . |  .  .  .  . |  .  .  .  .
------------+-------------+------------
 .  .  .  . |  .  .  .  . |  .  .  .  .
 .  .  .  . |  .  .  .  . |  .  .  .  .
12  .  .  . |  .  .  .  . |  .  .  .  1
`,
		},
	}
	for _, tt := range tests {
		want := strings.TrimPrefix(tt.want, "\n")
		if diff := cmp.Diff(want, tt.g.Pretty()); diff != "" {
			t.Errorf("%s: Pretty() mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

// Every line of Pretty must have the same length, so the boxes line up.
func TestGridPrettyAligned(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for size := 1; size <= MaxSize; size++ {
		s, _ := ShapeOf(size)
		lines := strings.Split(strings.TrimSuffix(randomGrid(rng, s).Pretty(), "\n"), "\n")
		for i, l := range lines {
			if len(l) != len(lines[0]) {
				t.Fatalf("%v: Pretty() line %d is %d long, line 1 is %d", s, i+1, len(l), len(lines[0]))
			}
		}
	}
}

// Parse and ParseGrid must read back what String and Pretty write, for
// every size and every box shape of it.
func TestFormatRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for size := 1; size <= MaxSize; size++ {
		std, _ := ShapeOf(size)
		g := randomGrid(rng, std)
		for _, form := range []struct{ name, text string }{
			{"String", g.String()},
			{"Pretty", g.Pretty()},
		} {
			got, err := Parse(form.text)
			if err != nil {
				t.Fatalf("Parse(%v.%s()) = %v", std, form.name, err)
			}
			if diff := diffGrid(g, got); diff != "" {
				t.Fatalf("Parse(%v.%s()) mismatch (-want +got):\n%s", std, form.name, diff)
			}
		}
		for _, s := range shapesOfSize(size) {
			g := randomGrid(rng, s)
			for _, text := range []string{g.String(), g.Pretty()} {
				got, err := ParseGrid(s, text)
				if err != nil {
					t.Fatalf("ParseGrid(%v, %q) = %v", s, text, err)
				}
				if diff := diffGrid(g, got); diff != "" {
					t.Fatalf("ParseGrid(%v, %q) mismatch (-want +got):\n%s", s, text, diff)
				}
			}
		}
	}
}

// Grids full of every value, and full of blanks, are the extremes of the
// number and symbol forms.
func TestFormatRoundTripExtremes(t *testing.T) {
	for _, size := range []int{4, 5, 6, 7, 8, 9, 12, 16, 25, 33, 35, 36, 49, 64} {
		s, _ := ShapeOf(size)
		full := NewGrid(s)
		for i := range s.NumCells() {
			c := s.CellAt(i)
			full.Set(c, 1+(c.Row+c.Col)%size)
		}
		for _, g := range []Grid{full, NewGrid(s)} {
			for _, text := range []string{g.String(), g.Pretty()} {
				got, err := Parse(text)
				if err != nil {
					t.Fatalf("Parse(%q) = %v", text, err)
				}
				if diff := diffGrid(g, got); diff != "" {
					t.Fatalf("Parse(%q) mismatch (-want +got):\n%s", text, diff)
				}
			}
		}
	}
}

// shapesOfSize returns every valid shape of the given size: each box split
// and the Latin shape.
func shapesOfSize(size int) []Shape {
	shapes := []Shape{LatinShape(size)}
	for a := 1; a <= size; a++ {
		if size%a == 0 {
			shapes = append(shapes, Shape{size, a, size / a})
		}
	}
	return shapes
}

func BenchmarkGridString(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, s := range []Shape{Shape9, Shape16, Shape{64, 8, 8}} {
		g := randomGrid(rng, s)
		b.Run(fmt.Sprintf("%d/String", s.Size), func(b *testing.B) {
			for range b.N {
				_ = g.String()
			}
		})
		b.Run(fmt.Sprintf("%d/Pretty", s.Size), func(b *testing.B) {
			for range b.N {
				_ = g.Pretty()
			}
		})
	}
}
