package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestRun(t *testing.T) {
	// The solution is 753894126126357849894216357235168794678943215941725683567482931389571462412639578.
	const want = `puzzle:
. . 3 | . . 4 | . 2 .
. . 6 | . . . | . . 9
8 . . | . 1 . | . . .
------+-------+------
. . 5 | . . . | . 9 .
. 7 . | . . 3 | . 1 .
. 4 . | . . 5 | 6 . .
------+-------+------
. . . | . 8 . | . . 1
3 . . | . . . | 4 . .
. 1 . | 6 . . | 5 . .
solution (onehot encoding):
7 5 3 | 8 9 4 | 1 2 6
1 2 6 | 3 5 7 | 8 4 9
8 9 4 | 2 1 6 | 3 5 7
------+-------+------
2 3 5 | 1 6 8 | 7 9 4
6 7 8 | 9 4 3 | 2 1 5
9 4 1 | 7 2 5 | 6 8 3
------+-------+------
5 6 7 | 4 8 2 | 9 3 1
3 8 9 | 5 7 1 | 4 6 2
4 1 2 | 6 3 9 | 5 7 8
`
	var out, cnf strings.Builder
	if err := run(&out, &cnf); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}

	// The CNF, solved by the real MiniSat, gives the same solution.
	minisat, err := exec.LookPath("minisat")
	if err != nil {
		t.Fatal("minisat is not installed: run scripts/deps.sh --test (make test does)")
	}
	dir := t.TempDir()
	in, answer := filepath.Join(dir, "sudoku.cnf"), filepath.Join(dir, "answer.txt")
	if err := os.WriteFile(in, []byte(cnf.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	// MiniSat exits 10 when the formula is satisfiable.
	var exit *exec.ExitError
	if err := exec.Command(minisat, "-verb=0", in, answer).Run(); !errors.As(err, &exit) || exit.ExitCode() != 10 {
		t.Fatalf("minisat: %v, want exit status 10", err)
	}
	f, err := os.Open(answer)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := sudoku.DecodeDIMACS(f, sudoku.Shape9)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := g.String(), "753894126126357849894216357235168794678943215941725683567482931389571462412639578"; got != want {
		t.Errorf("MiniSat's answer decodes to %s, want %s", got, want)
	}
}
