package rules_test

import (
	"fmt"

	"github.com/z3sudoku/z3sudoku/rules"
)

func ExampleGlobals() {
	// The global rules a command-line flag turns on.
	for _, g := range rules.Globals() {
		if g.Flag != "" {
			fmt.Printf("--%-15s %s\n", g.Flag, g.Name)
		}
	}
	// Output:
	// --x               main diagonal+anti-diagonal
	// --antiknight      anti-knight
	// --antiking        anti-king
	// --windoku         windoku
	// --disjoint        disjoint groups
	// --nonconsecutive  non-consecutive
	// --dnc             diagonal non-consecutive
	// --antitaxicab     anti-taxicab
	// --knightmare      knightmare
	// --dutchflatmates  Dutch flatmates
	// --globalentropy   global entropy
	// --globalmod       global mod 3
}

func ExampleGlobalByName() {
	// The workbench's API takes a rule by its flag, its name or an alias.
	for _, name := range []string{"antiknight", "anti-king", "sudoku-x", "chess"} {
		g, ok := rules.GlobalByName(name)
		fmt.Printf("%s: %v %v\n", name, g.Rule, ok)
	}
	// Output:
	// antiknight: anti-knight true
	// anti-king: anti-king true
	// sudoku-x: main diagonal+anti-diagonal true
	// chess: <nil> false
}

func ExampleGlobalOf() {
	// The f-puzzles booleans of a rule.
	g, _ := rules.GlobalOf(rules.Diagonal{Anti: true})
	fmt.Println(g.Name, g.FPuzzles)
	// Output:
	// anti-diagonal [diagonal+]
}
