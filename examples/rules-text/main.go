// Rules-text reads a SudokuPad puzzle whose lines mean only what its rules
// text says, as most puzzles shared today are drawn: it prints what each
// class of lines was bound to and from which sentence, checks the puzzle,
// then reads the same link by a rules text of the caller's own, as a user
// does when the setter's wording is not understood: a statement that the
// carried solution breaks is refused, and a right one reads.
//
// The puzzle is "Willow" by Math Pesto (green German whispers and purple
// renban lines, arrows, cages), from the Sudoku-Bench challenge set
// (sxsm_MathPesto_6bc22cffe259fa87e3f6e1f3462b471e; see
// variants/testdata/sudoku-bench/README.md).
//
//	go run ./examples/rules-text
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// link is the puzzle as SudokuPad shares it.
const link = "sclN4IglgJiBcIM4A84FsD6BZAhgFwBYAUBTObAe1QDYAjAYwCY6aAzJwugVgE4nMAOAdkIBmJhUIBGJkIAsFOlWn9xhEABoQyQtkwQcmGKDikArgCcaK2AGVjEUgGtjAAiz3CppwDc6ABjrSAOnFxIIoAWjomdjoKaXE1EGwwbAAbSxAAdTAUlNIAdwTMYzxSUxgQLDwnIhJSBNNjNLhygDlS5EwUpzhbB2cGpqdMAAdhlIBPAKcAHQA7ABEwAHNkuCcaTFnZ0mwnU0JhwhwnPOTcMFmh9cwlwinFlew1ztJZpaHLzFNTfO7jZCcZEBuEITggy2STguUKe6zA5jSUwAghAAFaYCyzXbgx5rV5XJb7QiXFIXUHgljuJxUcZOdhOUpOZClO5OB6rBmfJzDMxjUGk2agmikZDDUxgOCgzDdLQMphObazML7Q44C5LVTrV6SmjFMCeckQ2EACmhm1ppQg7gAlAEEkYUnrXuUKDI6JxeOJ+NEPewlLIhOwvQG6LxOOI5EIw97pAJ2LF3UJxDJw365GH2EJ+P5PQmKJ7M5x+PxPZwhBR2NI6CAAL7qDa3ZrQADaoAsOSbzeb4lU4gAuqpu6o6AOh0JR3RexPh9Px4OhFP5zOl+OByBjLMwABHYyWbANQh1tuEDswLs99ijnsUK+qfjTy+Dyc3p930cLx/Nhcvr9vtcb7ddxgfddyPEB2xSTtm3YVRPxgn8YPvQcKFg0cUJ/FCkObfhUMHHCfxw+9/03Hc9wPMCIKgmD+0HGCR1o1Q52bFCaOY5c2KYnDWJw+jsMYvtiMAsjQLXSiz1bI9JNUYApJk6TZJrUc5OUhT5LUlSlNUlT1IUzSdP07SNMHQytNMvSTIM3TjNMyydPMmyLJk+zbMcxS132FZtXE5sfFUHxR181jfN4nt/MHHtWJ7XjJzC5tJ1YycR1HHz+MHXzpAC3Cx1vDLwqyycmMnXK4tQ5LfJ/XysN83hbx/HssJ7GrXx/ScsMnGrkoXWKF1YhdeOkPzRwG1iBt4mDYuo0c6IEwdfyYhdio/IbUubAbioGuCVpg4qYMvTrVB/BcsIXJrVoO5asIG074Kmt8GI62aUNili0PYnDYq40ceNHXhBsHX7WN+pLHpWlDipQz8cM41Ripwz9fqY37it+vaQYwu62NO/CvoxnDTt+n9fqw36OrXAViDPUA8kwcZ8FIC4nnEnwAm2lmhpZvy2dE0hcjKWAAGImB8Ch+CFlgEjwMAaHsQU4CbTgAgoMDqdp+msSgwJqLZwdNcYrn6x50pykF4XRZ8cX1El6XZflxXlZpumGagkJWc/IQOc1mbwMNvmQBNkWxaYCXzmt4hbaV6SQBVx31fE3gOfYbXm3jxD9e93njaFgPzaDy2Q5lsOYAViOqYdtXGZbZiOYoJP+A5uvUfTo2Bazs2LcSfObaLu3I+j8uqI55nIcHtPhQzgXs4D3OO6lgu5e7kuo7Lp2445l2fo593G7H5u/cn0Xp6tufw/t1WV8rl3VBT98Oev7nx73s2p+D2eu+gYvT5jiuu11hv2d20ePtjb73bkfN+H81ykANKYFINNOzHixO4M8ush5rlOBAPAMBma8EnCAEEyxcDYCwQEHBedX6F2gCEUM6hNhLDSFg9QPwNxWigNAEChB1BUAxPYQkJhZgQAAMJAIFgAMTEeIhIVBLTuCEQ/fmmAFFBwosSbASCWxDxhtrKOkBMHQGwbg/BSxCHENITPUO89KEBGoSAWh9C9GML4Sw4CB5OHcN4cw2Ru9+biIkZw6RphPG+3kYo2sa4vg/DyPApeZ9Y6V0COIHwoUk6X1QWuEEOgAAyxIli6OZoGA2ciFGYEPp3Ch7s6Cf37kzD2QREkBTXmndJEAslvFyQEfJTcglFJKeQix5TFI1iAA="

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

func run(w io.Writer) error {
	p, bindings, err := variants.ParseLinkBindings(link)
	if err != nil {
		return err // a class of lines the text does not explain: the error names it
	}
	fmt.Fprintf(w, "%s by %s\n", p.Title, p.Author)
	for _, b := range bindings {
		fmt.Fprintln(w, " ", b)
	}
	if err := check(w, p); err != nil {
		return err
	}

	// The same drawing read by the caller's own statement of the rules.
	// A statement the published solution breaks is refused, naming the
	// rule: here the purple lines read as palindromes.
	const wrong = "Green lines are German whispers lines: adjacent digits differ by 5 or more. " +
		"Purple lines are palindromes. Digits along an arrow sum to the digit in its circle."
	if _, _, err := variants.ParseLinkRules(link, wrong); err != nil {
		var se *variants.SolutionError
		if !errors.As(err, &se) {
			return err
		}
		fmt.Fprintf(w, "read as palindromes: refused, the carried solution breaks %s\n", se.Rule)
	}
	const right = "Green lines are German whispers lines: adjacent digits differ by 5 or more. " +
		"Purple lines are renban lines. Digits along an arrow sum to the digit in its circle."
	p, bindings, err = variants.ParseLinkRules(link, right)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "read by the caller's text:")
	for _, b := range bindings {
		fmt.Fprintln(w, " ", b)
	}
	return check(w, p)
}

// check prints whether p has one solution, and whether it is the one the
// link carries.
func check(w io.Writer, p sudoku.Puzzle) error {
	m, err := p.Model()
	if err != nil {
		return err
	}
	defer m.Close()
	n, err := m.Count(context.Background(), p.Givens, 2)
	if err != nil {
		return err
	}
	sol, err := m.Solve(context.Background(), p.Givens)
	switch {
	case err != nil && n == 0:
		fmt.Fprintln(w, "no solution")
		return nil
	case err != nil:
		return err
	}
	fmt.Fprintf(w, "solutions (up to 2): %d, the published one: %v\n", n, sol.Equal(p.Solution))
	return nil
}
