package sudoku

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/childtest"
	"github.com/z3sudoku/z3sudoku/z3"
)

// TestMain runs noLibChild instead of the tests in a process that
// TestWithoutLibz3 started: libz3 is loaded at most once per process, so
// what a program does before and without it needs a process of its own.
func TestMain(m *testing.M) { childtest.Main(m, noLibChild) }

// noLibChild solves what needs no Z3, then what does, and prints each
// result and whether libz3 was loaded by then.
func noLibChild() {
	ctx := context.Background()
	for _, tc := range []struct {
		name  string
		rules []Rule
		opts  []Option
	}{
		{"classic", []Rule{houses{}}, nil},
		{"killer cage", []Rule{houses{}, cage{}}, nil},
		{"sums", []Rule{houses{}, sumRow{}}, nil},
		{"raw Z3", []Rule{houses{}, rawRule{}}, nil},
		{"Int", []Rule{houses{}}, []Option{WithEncoding(Int)}},
	} {
		m, err := New(Shape9, tc.rules, tc.opts...)
		if err == nil {
			_, _, err = m.Unique(ctx, Grid{})
			m.Close()
		}
		fmt.Printf("%s: error %v; ErrNoLibrary %v; loaded %v\n", tc.name, err, errors.Is(err, z3.ErrNoLibrary), z3.Loaded())
	}
}

// TestWithoutLibz3 checks that a Model that needs no Z3 never loads
// libz3, and that one that needs it fails with a clear error when libz3
// cannot be loaded, while the others still answer.
func TestWithoutLibz3(t *testing.T) {
	for _, tc := range []struct {
		lib  string
		want []string
	}{
		{"", []string{
			"classic: error <nil>; ErrNoLibrary false; loaded false",
			"killer cage: error <nil>; ErrNoLibrary false; loaded false",
			"sums: error <nil>; ErrNoLibrary false; loaded false",
			"raw Z3: error <nil>; ErrNoLibrary false; loaded true",
			"Int: error <nil>; ErrNoLibrary false; loaded true",
		}},
		{"/nonexistent/libz3.so", []string{
			"classic: error <nil>; ErrNoLibrary false; loaded false",
			"killer cage: error <nil>; ErrNoLibrary false; loaded false",
			"sums: error <nil>; ErrNoLibrary false; loaded false",
			"raw Z3: error z3: cannot load libz3: /nonexistent/libz3.so: cannot open shared object file",
			"Int: error z3: cannot load libz3",
		}},
	} {
		out := childtest.Run(t, z3.LibraryEnv+"="+tc.lib)
		for _, want := range tc.want {
			if !strings.Contains(string(out), want) {
				t.Errorf("%s=%q: child printed\n%s\nwant a line with %q", z3.LibraryEnv, tc.lib, out, want)
			}
		}
		if tc.lib != "" && strings.Count(string(out), "ErrNoLibrary true; loaded false") != 2 {
			t.Errorf("%s=%q: child printed\n%s\nwant both Z3 Models to fail with ErrNoLibrary", z3.LibraryEnv, tc.lib, out)
		}
	}
}
