package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRun(t *testing.T) {
	// The rows of the unique solution
	// 715894632234516897689723145493657218867231954152489763376148529928365471541972386.
	const want = `solution (int encoding):
[7, 1, 5, 8, 9, 4, 6, 3, 2]
[2, 3, 4, 5, 1, 6, 8, 9, 7]
[6, 8, 9, 7, 2, 3, 1, 4, 5]
[4, 9, 3, 6, 5, 7, 2, 1, 8]
[8, 6, 7, 2, 3, 1, 9, 5, 4]
[1, 5, 2, 4, 8, 9, 7, 6, 3]
[3, 7, 6, 1, 4, 8, 5, 2, 9]
[9, 2, 8, 3, 6, 5, 4, 7, 1]
[5, 4, 1, 9, 7, 2, 3, 8, 6]
unique: true
`
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}
