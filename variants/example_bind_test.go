package variants_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/variants"
)

// A 4x4 SudokuPad puzzle with a green and a purple line, whose meaning is
// stated only in its rules text: "Adjacent digits on a green line differ
// by 2 or more. Digits on a purple line form a set of consecutive digits."
const bindExampleLink = "sclN4IgxgpgNlDOIC4DaTgF8A06ufQXQ1V2JwKJwv0OxuLwJACcIBzASwHsA7eZFABgz8yggIxlRQiRnFkkggEwiMAZmlLCktXIVTCu8YRV6kx2YSS6Nl1WWPXj2hlDZcIvVOA5QOjRCABiADYAdgAzflCwsJAMEAAXAAs2MABrN1heUUEQAHcAQwBPAAUOV3iPeQA6AFYhWolamQa8XC8fPwRAiKj+aNiE5LSMrJyCkrKuCsQUBSb+Bv0m0Ra0BgBbCHj8gBN87cRQRgBXKHd/AEEdgCt8yCmAAh22dgqH7gf8h5ZmCC4HlxuJ5saIQRgPABGhQeCne4PWvggVQeABEXmw3h8vgAHY6MbFnAGuCAPMK+dafB6wLbvMIPMDcalgY7xNgANxJz1esCqIDQaCAA=="

// ExampleParseLinkBindings reads a puzzle whose lines are bound by its
// rules text, and prints what was bound to what.
func ExampleParseLinkBindings() {
	p, bindings, err := variants.ParseLinkBindings(bindExampleLink)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, b := range bindings {
		fmt.Println(b)
	}
	m, err := p.Model()
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	n, err := m.Count(context.Background(), p.Givens, 1000)
	fmt.Println("solutions:", n, err)
	// Output:
	// green lines (1): German whispers, from "Adjacent digits on a green line differ by 2 or more"
	// purple lines (1): renban, from "Digits on a purple line form a set of consecutive digits"
	// solutions: 72 <nil>
}

// ExampleParseLinkRules reads the same puzzle with the caller's own
// statement of its rules: here the purple line is read as a palindrome.
func ExampleParseLinkRules() {
	_, bindings, err := variants.ParseLinkRules(bindExampleLink,
		"Green lines are German whispers lines: adjacent digits differ by 2 or more. Purple lines are palindromes.")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, b := range bindings {
		fmt.Println(b)
	}
	// Output:
	// green lines (1): German whispers, from "Green lines are German whispers lines: adjacent digits differ by 2 or more"
	// purple lines (1): palindrome, from "Purple lines are palindromes"
}
