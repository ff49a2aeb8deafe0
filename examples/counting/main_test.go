package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/internal/brute"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// want is the program's output. The listing is sorted, so it does not depend
// on the order in which Z3 finds the solutions.
const want = `puzzle: ....9..3....51...7.89....4.......2.8.6.2.1.5.1.2.......7....52.9...65....4.97....
Count (limit 50): 16 solutions
 1 415798632236514897789326145394657218867231954152489763678143529923865471541972386
 2 415798632236514897789326145394657218867241953152839476671483529923165784548972361
 3 415897632236514897789623145394756218867231954152489763673148529928365471541972386
 4 415897632236514897789623145394756218867241953152389476671438529923165784548972361
 5 517496832234518697689723145493657218768241953152839476376184529921365784845972361
 6 517498632234516897689723145493657218768241953152839476376184529921365784845972361
 7 615497832234518697789623145493756218867231954152849763376184529928365471541972386
 8 615497832234518697789623145493756218867241953152839476376184529921365784548972361
 9 615497832234518697789623145493756218867241953152839764376184529928365471541972386
10 715496832234518697689723145493657218867231954152849763376184529928365471541972386
11 715496832234518697689723145493657218867241953152839476376184529921365784548972361
12 715496832234518697689723145493657218867241953152839764376184529928365471541972386
13 715498632234516897689723145493657218867231954152849763376184529928365471541972386
14 715498632234516897689723145493657218867241953152839476376184529921365784548972361
15 715498632234516897689723145493657218867241953152839764376184529928365471541972386
16 715894632234516897689723145493657218867231954152489763376148529928365471541972386
Solutions listed 16, the same as Count
`

func TestRun(t *testing.T) {
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
}

// TestWantAgreesWithBruteForce checks the expected listing against an
// independent backtracking search, so the expected text above is not just
// whatever Z3 printed once.
func TestWantAgreesWithBruteForce(t *testing.T) {
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		t.Fatalf("Parse(puzzle) error = %v", err)
	}
	var bruteSols []string
	for _, digits := range brute.Solutions(brute.Classic(9, 3, 3, givens.Digits()), countLimit) {
		var b strings.Builder
		for _, d := range digits {
			b.WriteString(strconv.Itoa(d))
		}
		bruteSols = append(bruteSols, b.String())
	}
	slices.Sort(bruteSols)

	var listed []string
	for _, line := range strings.Split(want, "\n") {
		// Solution lines are "%2d <81 digits>".
		f := strings.Fields(line)
		if len(f) != 2 {
			continue
		}
		if _, err := strconv.Atoi(f[0]); err == nil {
			listed = append(listed, f[1])
		}
	}
	if diff := cmp.Diff(bruteSols, listed); diff != "" {
		t.Errorf("listed solutions differ from brute force (-brute +listed):\n%s", diff)
	}
}
