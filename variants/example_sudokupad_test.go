package variants_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"

	"github.com/z3sudoku/z3sudoku/variants"
)

func ExampleParseLink() {
	// A 4x4 killer shared from SudokuPad: scl and the puzzle, zipped and
	// compressed.
	const link = "https://sudokupad.app/sclN4YwhgXA2sBuEHIAuBLJAbAphABAFRQDsBPHAaxXSwCcEBfAGlGyigAYG2BdB9hgRi494AZkbNoUfgwBMPKQxFCGo8SBZQZneSO3CIANjUatc3lqX6A7HR7rJDR3AgAWW70cN5TeP0ZePJ19bHmoNPm5eDkFeaUiFQXk+Mz4lWNl5aUteTW1zAR08qF1EnNN5C0KU3UsuOiA"
	p, err := variants.ParseLink(link)
	if err != nil {
		log.Fatal(err)
	}
	m, err := p.Model()
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Title, p.Rules, unique)
	fmt.Println(sol)

	// A short link only names a puzzle stored online.
	_, err = variants.ParseLink("https://sudokupad.app/abc123")
	fmt.Println(errors.Is(err, variants.ErrStoredOnline))
	// Output:
	// Tiny killer [rows+columns+boxes killer cage at r1c1 (sum 3) killer cage at r2c3 (sum 3) killer cage at r3c1 (sum 6) killer cage at r3c3 (sum 7)] true
	// 1234341221434321
	// true
}

func ExampleSudokuPadURL() {
	p, err := variants.ParseFPuzzlesURL("N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x0kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1tQ5tVmug216VGrRR4DhCAEwSpshUphGdnfWrWGXzqm49MTQkQGYraTl4RWU6WiIgA==")
	if err != nil {
		log.Fatal(err)
	}
	link, err := variants.SudokuPadURL(p)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.HasPrefix(link, variants.SudokuPadBaseURL+"fpuzzles"))
	q, err := variants.ParseLink(link)
	fmt.Println(q.Shape, len(q.Rules), err)
	// Output:
	// true
	// 9x9 (3x3 boxes) 1 <nil>
}
