package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRun runs the program without its times: every puzzle is unique with
// its published solution, on the base or, for the jigsaw, without it.
func TestRun(t *testing.T) {
	const want = `jigsaw-01.json     unique true  published solution true  built alone
killer-01.json     unique true  published solution true  warm
killer-02.json     unique true  published solution true  warm
sudoku-x-01.json   unique true  published solution true  warm
thermo-01.json     unique true  published solution true  warm
xv-01.json         unique true  published solution true  warm
`
	var out strings.Builder
	if err := run(&out, false); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	var got strings.Builder
	for _, line := range strings.SplitAfter(out.String(), "\n") {
		got.WriteString(strings.TrimRight(line, " \n"))
		if strings.HasSuffix(line, "\n") {
			got.WriteString("\n")
		}
	}
	if diff := cmp.Diff(want, got.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}
