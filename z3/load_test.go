package z3

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/internal/childtest"
)

// runLoadChild runs loadChild in a process of its own, whose LibraryEnv
// is lib, and returns what it printed: libz3 is loaded once per process,
// so a failed load needs a process of its own.
func runLoadChild(t *testing.T, lib string) string {
	t.Helper()
	return childtest.Run(t, LibraryEnv+"="+lib)
}

// TestMain runs loadChild instead of the tests in a process that
// runLoadChild started.
func TestMain(m *testing.M) { childtest.Main(m, loadChild) }

// loadChild is the child's side: it reports what a program sees before
// and after it asks for a Context.
func loadChild() {
	fmt.Printf("loaded before: %v\n", Loaded())
	ctx, err := NewContext(nil)
	fmt.Printf("context error: %v\n", err)
	fmt.Printf("is ErrNoLibrary: %v\n", errors.Is(err, ErrNoLibrary))
	fmt.Printf("loaded after: %v\n", Loaded())
	fmt.Printf("version: %q\n", Version())
	if ctx != nil {
		defer ctx.Close()
		s, err := ctx.NewSolver()
		if err != nil {
			fmt.Printf("solver: %v\n", err)
			return
		}
		s.Assert(ctx.BoolConst("x"))
		r, err := s.Check(context.Background())
		fmt.Printf("check: %v %v\n", r, err)
	}
}

func TestLoadSystemLibrary(t *testing.T) {
	out := runLoadChild(t, "")
	for _, want := range []string{"loaded before: false", "context error: <nil>", "loaded after: true", `version: "4.`, "check: sat <nil>"} {
		if !strings.Contains(out, want) {
			t.Errorf("child printed\n%s\nwant a line with %q", out, want)
		}
	}
}

func TestLoadMissingLibrary(t *testing.T) {
	out := runLoadChild(t, "/nonexistent/libz3.so")
	for _, want := range []string{
		"loaded before: false",
		"context error: z3: cannot load libz3: /nonexistent/libz3.so: cannot open shared object file",
		LibraryEnv + " is set to /nonexistent/libz3.so",
		"is ErrNoLibrary: true",
		"loaded after: false",
		`version: ""`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("child printed\n%s\nwant a line with %q", out, want)
		}
	}
}

// TestLoadWrongLibrary points the binding at a shared library that is not
// libz3: the load fails on the first function it lacks, and says which.
func TestLoadWrongLibrary(t *testing.T) {
	const libc = "libc.so.6"
	out := runLoadChild(t, libc)
	for _, want := range []string{
		"context error: z3: cannot load libz3: libc.so.6 has no function Z3_",
		"it is not libz3, or a libz3 older than 4.8.12",
		"is ErrNoLibrary: true",
		"loaded after: false",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("child printed\n%s\nwant a line with %q", out, want)
		}
	}
}

func TestLibraries(t *testing.T) {
	if len(Libraries()) == 0 {
		t.Fatal("Libraries() is empty")
	}
}
