package sudoku

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestShapeOf(t *testing.T) {
	tests := []struct {
		size int
		want Shape
	}{
		{1, LatinShape(1)},
		{2, LatinShape(2)},
		{3, LatinShape(3)},
		{4, Shape4},
		{5, LatinShape(5)},
		{6, Shape6},
		{7, LatinShape(7)},
		{8, Shape8},
		{9, Shape9},
		{10, Shape{10, 2, 5}},
		{12, Shape12},
		{14, Shape{14, 2, 7}},
		{15, Shape{15, 3, 5}},
		{16, Shape16},
		{18, Shape{18, 3, 6}},
		{20, Shape{20, 4, 5}},
		{24, Shape{24, 4, 6}},
		{25, Shape25},
		{30, Shape{30, 5, 6}},
		{36, Shape36},
		{49, Shape{49, 7, 7}},
		{61, LatinShape(61)},
		{63, Shape{63, 7, 9}},
		{64, Shape{64, 8, 8}},
	}
	for _, tt := range tests {
		got, err := ShapeOf(tt.size)
		if err != nil || got != tt.want {
			t.Errorf("ShapeOf(%d) = %v, %v, want %v, nil", tt.size, got, err, tt.want)
		}
	}
}

func TestShapeOfOutOfRange(t *testing.T) {
	for _, size := range []int{-1, 0, MaxSize + 1, 81} {
		got, err := ShapeOf(size)
		if !errors.Is(err, ErrInvalidGrid) || got != (Shape{}) {
			t.Errorf("ShapeOf(%d) = %v, %v, want Shape{}, ErrInvalidGrid", size, got, err)
		}
	}
}

// Every standard shape must be valid, with the squarest boxes that are wider
// than tall.
func TestShapeOfEverySize(t *testing.T) {
	for size := 1; size <= MaxSize; size++ {
		s, err := ShapeOf(size)
		if err != nil {
			t.Fatalf("ShapeOf(%d): %v", size, err)
		}
		if err := s.Validate(); err != nil {
			t.Errorf("ShapeOf(%d) = %v: Validate() = %v", size, s, err)
		}
		if s.HasBoxes() && s.BoxRows > s.BoxCols {
			t.Errorf("ShapeOf(%d) = %v: boxes taller than wide", size, s)
		}
		// No squarer split exists: no divisor between BoxRows and sqrt(size).
		for a := s.BoxRows + 1; a*a <= size; a++ {
			if a > 1 && size%a == 0 {
				t.Errorf("ShapeOf(%d) = %v, but %dx%d boxes are squarer", size, s, a, size/a)
			}
		}
	}
}

func TestShapeValidate(t *testing.T) {
	tests := []struct {
		s  Shape
		ok bool
	}{
		{Shape9, true},
		{Shape6, true},
		{Shape{6, 3, 2}, true}, // unusual but tiles the grid
		{Shape{5, 1, 5}, true}, // boxes that are whole rows
		{LatinShape(1), true},
		{LatinShape(MaxSize), true},
		{Shape{64, 8, 8}, true},
		{Shape{}, false},
		{LatinShape(0), false},
		{LatinShape(-3), false},
		{LatinShape(MaxSize + 1), false},
		{Shape{9, 3, 0}, false},
		{Shape{9, 0, 3}, false},
		{Shape{9, 2, 4}, false},
		{Shape{9, -3, -3}, false},
		{Shape{81, 9, 9}, false},
	}
	for _, tt := range tests {
		err := tt.s.Validate()
		if tt.ok != (err == nil) || err != nil && !errors.Is(err, ErrInvalidGrid) {
			t.Errorf("%#v.Validate() = %v, want ok %v", tt.s, err, tt.ok)
		}
	}
}

func TestShapeString(t *testing.T) {
	tests := []struct {
		s    Shape
		want string
	}{
		{Shape9, "9x9 (3x3 boxes)"},
		{Shape6, "6x6 (2x3 boxes)"},
		{Shape12, "12x12 (3x4 boxes)"},
		{LatinShape(5), "5x5 (no boxes)"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.s, got, tt.want)
		}
	}
}

func TestShapeIndexCellAt(t *testing.T) {
	for _, s := range []Shape{LatinShape(1), Shape4, Shape6, Shape9, LatinShape(7), Shape{64, 8, 8}} {
		for i := range s.NumCells() {
			c := s.CellAt(i)
			if !s.Contains(c) {
				t.Fatalf("%v: CellAt(%d) = %v, not on the grid", s, i, c)
			}
			if got := s.Index(c); got != i {
				t.Fatalf("%v: Index(CellAt(%d)) = %d", s, i, got)
			}
		}
	}
	if got, want := Shape9.Index(Cell{1, 2}), 11; got != want {
		t.Errorf("Shape9.Index(r2c3) = %d, want %d", got, want)
	}
}

func TestShapeContains(t *testing.T) {
	tests := []struct {
		c    Cell
		want bool
	}{
		{Cell{0, 0}, true},
		{Cell{8, 8}, true},
		{Cell{9, 0}, false},
		{Cell{0, 9}, false},
		{Cell{-1, 0}, false},
		{Cell{0, -1}, false},
	}
	for _, tt := range tests {
		if got := Shape9.Contains(tt.c); got != tt.want {
			t.Errorf("Shape9.Contains(%#v) = %v, want %v", tt.c, got, tt.want)
		}
	}
}

func TestShapeBoxOf(t *testing.T) {
	tests := []struct {
		s    Shape
		c    Cell
		want int
	}{
		{Shape9, Cell{0, 0}, 0},
		{Shape9, Cell{0, 8}, 2},
		{Shape9, Cell{4, 4}, 4},
		{Shape9, Cell{8, 0}, 6},
		{Shape9, Cell{8, 8}, 8},
		// 2x3 boxes: two boxes per band, three bands.
		{Shape6, Cell{0, 2}, 0},
		{Shape6, Cell{0, 3}, 1},
		{Shape6, Cell{2, 0}, 2},
		{Shape6, Cell{5, 5}, 5},
		// 3x2 boxes: three boxes per band, two bands.
		{Shape{6, 3, 2}, Cell{0, 5}, 2},
		{Shape{6, 3, 2}, Cell{3, 0}, 3},
		{LatinShape(5), Cell{2, 2}, -1},
	}
	for _, tt := range tests {
		if got := tt.s.BoxOf(tt.c); got != tt.want {
			t.Errorf("%v.BoxOf(%v) = %d, want %d", tt.s, tt.c, got, tt.want)
		}
	}
}

func TestShapeHouseCells(t *testing.T) {
	tests := []struct {
		name string
		got  []Cell
		want []Cell
	}{
		{"Shape9.Row(3)", Shape9.Row(3), MustCells("r4c1-9")},
		{"Shape9.Col(0)", Shape9.Col(0), MustCells("r1-9c1")},
		{"Shape9.Box(4)", Shape9.Box(4), MustCells("r4-6c4-6")},
		{"Shape6.Box(1)", Shape6.Box(1), MustCells("r1-2c4-6")},
		{"Shape6.Box(4)", Shape6.Box(4), MustCells("r5-6c1-3")},
		{"Shape12.Box(11)", Shape12.Box(11), MustCells("r10-12c9-12")},
		{"LatinShape(1).Row(0)", LatinShape(1).Row(0), []Cell{{0, 0}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

// Houses must list rows, columns and boxes in that order, and every cell
// must sit in exactly one house of each kind; BoxOf must agree with Box.
func TestShapeHouses(t *testing.T) {
	for _, s := range []Shape{Shape4, Shape6, Shape{6, 3, 2}, Shape9, Shape12, Shape16, LatinShape(5), Shape{64, 8, 8}} {
		houses := s.Houses()
		kinds := 2
		if s.HasBoxes() {
			kinds = 3
		}
		if len(houses) != kinds*s.Size {
			t.Fatalf("%v.Houses() has %d houses, want %d", s, len(houses), kinds*s.Size)
		}
		for i, h := range houses {
			var want []Cell
			switch k := i / s.Size; k {
			case 0:
				want = s.Row(i % s.Size)
			case 1:
				want = s.Col(i % s.Size)
			default:
				want = s.Box(i % s.Size)
			}
			if diff := cmp.Diff(want, h); diff != "" {
				t.Fatalf("%v.Houses()[%d] mismatch (-want +got):\n%s", s, i, diff)
			}
		}
		seen := make(map[Cell]int)
		for _, h := range houses {
			for _, c := range h {
				seen[c]++
			}
		}
		if len(seen) != s.NumCells() {
			t.Errorf("%v.Houses() covers %d cells, want %d", s, len(seen), s.NumCells())
		}
		for c, n := range seen {
			if n != kinds {
				t.Errorf("%v: %v is in %d houses, want %d", s, c, n, kinds)
			}
		}
		if s.HasBoxes() {
			for b := range s.Size {
				for _, c := range s.Box(b) {
					if got := s.BoxOf(c); got != b {
						t.Errorf("%v.BoxOf(%v) = %d, want %d", s, c, got, b)
					}
				}
			}
		}
	}
}

// Houses share one backing array; appending to one must not change the next.
func TestShapeHousesIndependent(t *testing.T) {
	houses := Shape4.Houses()
	_ = append(houses[0], Cell{9, 9})
	if diff := cmp.Diff(Shape4.Row(1), houses[1]); diff != "" {
		t.Errorf("append to Houses()[0] changed Houses()[1] (-want +got):\n%s", diff)
	}
}

func TestShapePanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"Index off grid", func() { Shape9.Index(Cell{9, 0}) }},
		{"Index negative", func() { Shape9.Index(Cell{0, -1}) }},
		{"CellAt(-1)", func() { Shape9.CellAt(-1) }},
		{"CellAt(81)", func() { Shape9.CellAt(81) }},
		{"BoxOf off grid", func() { Shape9.BoxOf(Cell{0, 9}) }},
		{"Row(9)", func() { Shape9.Row(9) }},
		{"Col(-1)", func() { Shape9.Col(-1) }},
		{"Box(9)", func() { Shape9.Box(9) }},
		{"Box without boxes", func() { LatinShape(5).Box(0) }},
	}
	for _, tt := range tests {
		if !panics(tt.f) {
			t.Errorf("%s did not panic", tt.name)
		}
	}
}

// panics reports whether f panics.
func panics(f func()) (panicked bool) {
	defer func() {
		if r := recover(); r != nil {
			panicked = true
		}
	}()
	f()
	return false
}

func BenchmarkShapeHouses(b *testing.B) {
	for _, s := range []Shape{Shape9, Shape{64, 8, 8}} {
		b.Run(fmt.Sprint(s.Size), func(b *testing.B) {
			for range b.N {
				_ = s.Houses()
			}
		})
	}
}
