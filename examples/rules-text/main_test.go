package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRun runs the program: the lines bind by the setter's text, the
// puzzle is unique with its published solution, a caller's text that the
// solution breaks is refused, and a right one reads the same.
func TestRun(t *testing.T) {
	const want = `Willow by Math Pesto
  purple lines (5): renban, from "Digits on a purple line comprise a set of non-repeating, consecutive digits (..."
  green lines (4): German whispers, from "Adjacent digits on a green line differ by 5 or more"
solutions (up to 2): 1, the published one: true
read as palindromes: refused, the carried solution breaks palindrome at r1c5
read by the caller's text:
  purple lines (5): renban, from "Purple lines are renban lines"
  green lines (4): German whispers, from "Green lines are German whispers lines: adjacent digits differ by 5 or more"
solutions (up to 2): 1, the published one: true
`
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}
