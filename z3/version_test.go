package z3_test

import (
	"regexp"
	"testing"

	"github.com/z3sudoku/z3sudoku/z3"
)

func TestVersion(t *testing.T) {
	v := z3.Version()
	if !regexp.MustCompile(`^(4|[5-9])\.[0-9]+\.[0-9]+\.[0-9]+$`).MatchString(v) {
		t.Errorf("Version() = %q, want 4.8.12.0 or later in that form", v)
	}
}
