package sudoku

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCellString(t *testing.T) {
	tests := []struct {
		c    Cell
		want string
	}{
		{Cell{0, 0}, "r1c1"},
		{Cell{8, 8}, "r9c9"},
		{Cell{2, 7}, "r3c8"},
		{Cell{9, 11}, "r10c12"},
		{Cell{63, 63}, "r64c64"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.c, got, tt.want)
		}
	}
}

func TestParseCell(t *testing.T) {
	tests := []struct {
		in   string
		want Cell
	}{
		{"r1c1", Cell{0, 0}},
		{"R1C1", Cell{0, 0}},
		{"r9C3", Cell{8, 2}},
		{"  r2c5\t", Cell{1, 4}},
		{"r10c12", Cell{9, 11}},
		{"r01c02", Cell{0, 1}},
		{"R64C64", Cell{63, 63}},
	}
	for _, tt := range tests {
		got, err := ParseCell(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseCell(%q) = %v, %v, want %v, nil", tt.in, got, err, tt.want)
		}
	}
}

func TestParseCellErrors(t *testing.T) {
	tests := []struct {
		in   string
		want string // in the message, besides the quoted input
	}{
		{"", "want the form r1c1"},
		{"   ", "want the form r1c1"},
		{"c1r1", "want the form r1c1"},
		{"rc1", "want the form r1c1"},
		{"r1", "want the form r1c1"},
		{"r1c", "want the form r1c1"},
		{"r1c1c1", "want the form r1c1"},
		{"r1 c1", "want the form r1c1"},
		{"x1c1", "want the form r1c1"},
		{"r-1c1", "want the form r1c1"},
		{"r1c1-3", "want one cell"},
		{"r1-2c1", "want one cell"},
		{"r0c1", "row 0 out of range 1..64"},
		{"r1c0", "column 0 out of range 1..64"},
		{"r65c1", "row 65 out of range"},
		{"r1c99999999999999999999999", "column 99999999999999999999999 out of range"},
		{"１c1", "want the form r1c1"},
	}
	for _, tt := range tests {
		got, err := ParseCell(tt.in)
		if !errors.Is(err, ErrBadRule) {
			t.Errorf("ParseCell(%q) = %v, %v, want ErrBadRule", tt.in, got, err)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, strconv.Quote(tt.in)) || !strings.Contains(msg, tt.want) {
			t.Errorf("ParseCell(%q) error = %q, want the quoted input and %q", tt.in, msg, tt.want)
		}
	}
}

// String and ParseCell must be inverses on every cell of a large grid.
func TestCellRoundTrip(t *testing.T) {
	for i := range Shape36.NumCells() {
		c := Shape36.CellAt(i)
		s := c.String()
		got, err := ParseCell(s)
		if err != nil || got != c {
			t.Fatalf("ParseCell(%q) = %v, %v, want %v, nil", s, got, err, c)
		}
		if upper, err := ParseCell(strings.ToUpper(s)); err != nil || upper != c {
			t.Fatalf("ParseCell(%q) = %v, %v, want %v, nil", strings.ToUpper(s), upper, err, c)
		}
	}
}

func TestParseCells(t *testing.T) {
	tests := []struct {
		in   string
		want []Cell
	}{
		{"r1c1", []Cell{{0, 0}}},
		{"r1c1 r1c2 r2c1", []Cell{{0, 0}, {0, 1}, {1, 0}}},
		{"r1c1,r1c2, r2c1 ,r2c2", []Cell{{0, 0}, {0, 1}, {1, 0}, {1, 1}}},
		{"  R3C3\n\tr3c4  ", []Cell{{2, 2}, {2, 3}}},
		{"r1c1-3", []Cell{{0, 0}, {0, 1}, {0, 2}}},
		{"r1-3c2", []Cell{{0, 1}, {1, 1}, {2, 1}}},
		{"r2c3-1", []Cell{{1, 2}, {1, 1}, {1, 0}}},
		{"r3-1c9", []Cell{{2, 8}, {1, 8}, {0, 8}}},
		{"r1-2c1-2", []Cell{{0, 0}, {0, 1}, {1, 0}, {1, 1}}},
		{"r2-1c2-1", []Cell{{1, 1}, {1, 0}, {0, 1}, {0, 0}}},
		{"r5c5-5", []Cell{{4, 4}}},
		// r12c3 is row 12: the grouped setter form would be ambiguous.
		{"r12c3", []Cell{{11, 2}}},
		{"r1c1 r1c1", []Cell{{0, 0}, {0, 0}}},
		{"r10c10-12, r64c1", []Cell{{9, 9}, {9, 10}, {9, 11}, {63, 0}}},
	}
	for _, tt := range tests {
		got, err := ParseCells(tt.in)
		if err != nil {
			t.Errorf("ParseCells(%q) = %v, want %v", tt.in, err, tt.want)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseCells(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestParseCellsErrors(t *testing.T) {
	tests := []struct {
		in   string
		want string // in the message
	}{
		{"", `cells "": no cells`},
		{" , ,", "no cells"},
		{"r1c1 r0c1", `cell "r0c1" in "r1c1 r0c1": row 0 out of range`},
		{"r1c1-", `cell "r1c1-"`},
		{"r1c1-99", "column 99 out of range 1..64"},
		{"r1c1;r1c2", `cell "r1c1;r1c2"`},
		{"r1c1 - r1c3", `cell "-"`},
		{"r1-c1", `cell "r1-c1"`},
	}
	for _, tt := range tests {
		got, err := ParseCells(tt.in)
		if !errors.Is(err, ErrBadRule) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseCells(%q) = %v, %v, want ErrBadRule with %q", tt.in, got, err, tt.want)
		}
	}
}

func TestMustCells(t *testing.T) {
	if diff := cmp.Diff([]Cell{{0, 0}, {0, 1}}, MustCells("r1c1-2")); diff != "" {
		t.Errorf("MustCells(%q) mismatch (-want +got):\n%s", "r1c1-2", diff)
	}
	if !panics(func() { MustCells("r0c0") }) {
		t.Errorf("MustCells(%q) did not panic", "r0c0")
	}
}
