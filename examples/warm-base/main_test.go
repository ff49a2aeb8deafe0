package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRun runs the program without its times: every puzzle is unique with
// its published solution, on the base or, for the jigsaw, without it.
func TestRun(t *testing.T) {
	const want = `Jigsaw 01: unique true, the published solution true
Killer 01: unique true, the published solution true
Killer 02: unique true, the published solution true
Sudoku X 01: unique true, the published solution true
Thermo 01: unique true, the published solution true
XV 01: unique true, the published solution true

on the base and on a Model of its own:
Jigsaw 01    built alone
Killer 01    warm
Killer 02    warm
Sudoku X 01  warm
Thermo 01    warm
XV 01        warm
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
