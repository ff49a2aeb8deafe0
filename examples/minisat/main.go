// Command minisat solves the puzzle from the MiniSat Sudoku page with the
// default OneHot encoding: one Boolean per (cell, digit), exactly one digit
// per cell and each digit exactly once per row, column and box. That is the
// same propositional encoding the page fed to MiniSat, here solved by Z3's
// SAT core. The program prints the puzzle and its solution.
//
// The page went further and wrote the clauses out as a DIMACS file for a
// stand-alone SAT solver. So does this program: Model.WriteDIMACS writes
// sudoku.cnf in the current directory, numbered as the page numbered its
// variables (100·row + 10·column + digit), for MiniSat to solve and
// `z3sudoku decode` (or sudoku.DecodeDIMACS) to read back:
//
//	go run ./examples/minisat
//	minisat sudoku.cnf answer.txt
//	go run ./cmd/z3sudoku decode --dimacs answer.txt
//
// `z3sudoku export --format dimacs` does the same from the command line.
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// puzzle is the MiniSat page's puzzle, row by row, with 0 for an empty cell.
const puzzle = "003004020006000009800010000005000090070003010040005600000080001300000400010600500"

func main() {
	f, err := os.Create("sudoku.cnf")
	if err != nil {
		log.Fatal(err)
	}
	if err := run(os.Stdout, f); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	fmt.Println("wrote sudoku.cnf: solve it with `minisat sudoku.cnf answer.txt`")
}

// run solves the puzzle and writes it and its solution to w, and the
// puzzle as DIMACS CNF to cnf.
func run(w io.Writer, cnf io.Writer) error {
	ctx := context.Background()
	givens, err := sudoku.Parse(puzzle)
	if err != nil {
		return err
	}
	// No WithEncoding option: OneHot is the default.
	m, err := sudoku.New(givens.Shape(), []sudoku.Rule{rules.Classic()})
	if err != nil {
		return err
	}
	defer m.Close()

	sol, err := m.Solve(ctx, givens)
	if err != nil {
		return fmt.Errorf("solving the MiniSat puzzle: %w", err)
	}

	if err := m.WriteDIMACS(cnf, givens); err != nil {
		return err
	}

	var b strings.Builder
	fmt.Fprintf(&b, "puzzle:\n%s", givens.Pretty())
	fmt.Fprintf(&b, "solution (%v encoding):\n%s", m.Encoding(), sol.Pretty())
	_, err = io.WriteString(w, b.String())
	return err
}
