package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRun checks the stable parts of the output: the table's header and one
// row per encoding, in order (the times vary from run to run), and the
// common solution.
func TestRun(t *testing.T) {
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	lines := strings.SplitAfter(out.String(), "\n")
	if len(lines) < 4 {
		t.Fatalf("run() wrote %d lines, want a table and a grid:\n%s", len(lines), out.String())
	}
	table := []*regexp.Regexp{
		regexp.MustCompile(`^encoding +solve time\n$`),
		regexp.MustCompile(`^onehot +[0-9.]+(ns|µs|ms|s)\n$`),
		regexp.MustCompile(`^int +[0-9.]+(ns|µs|ms|s)\n$`),
		regexp.MustCompile(`^bitvec +[0-9.]+(ns|µs|ms|s)\n$`),
	}
	for i, re := range table {
		if !re.MatchString(lines[i]) {
			t.Errorf("line %d = %q, want a match for %s", i+1, lines[i], re)
		}
	}

	// The solution is 715894632234516897689723145493657218867231954152489763376148529928365471541972386.
	const wantRest = `all 3 encodings give the same grid:
7 1 5 | 8 9 4 | 6 3 2
2 3 4 | 5 1 6 | 8 9 7
6 8 9 | 7 2 3 | 1 4 5
------+-------+------
4 9 3 | 6 5 7 | 2 1 8
8 6 7 | 2 3 1 | 9 5 4
1 5 2 | 4 8 9 | 7 6 3
------+-------+------
3 7 6 | 1 4 8 | 5 2 9
9 2 8 | 3 6 5 | 4 7 1
5 4 1 | 9 7 2 | 3 8 6
`
	if diff := cmp.Diff(wantRest, strings.Join(lines[len(table):], "")); diff != "" {
		t.Errorf("run() output after the table mismatch (-want +got):\n%s", diff)
	}
}
