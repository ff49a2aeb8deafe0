package rules

import (
	"reflect"
	"slices"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file holds the global rules: the rules that need no clue on the
// grid, so that a puzzle turns them on by name alone (a command-line flag,
// an f-puzzles boolean, a word of the rules text). Each one is a row of
// the table in Globals, and every place that names them reads that table:
// the command's flags, generate's variants, the workbench's API and page,
// the f-puzzles reader and writer, and the rules-text check. Adding a
// global rule is adding a row.

// Global is one global rule and the names it goes by. Every field but
// Rule and Name may be empty: the rule then has no name of that kind.
type Global struct {
	// Rule is the rule, ready to use; it needs no parameters.
	Rule sudoku.Rule
	// Name is the rule's canonical name, sudoku.RuleName(Rule), which
	// errors and drawings use.
	Name string
	// Title names the rule in a menu: "Anti-knight".
	Title string

	// Flag is the name of the command-line flag that adds the rule to a
	// puzzle (--antiknight), and Help the flag's help text.
	Flag, Help string
	// Variant is the name under which "z3sudoku generate --variant" and
	// the workbench's generator offer the classic rules with this one.
	Variant string
	// Aliases are further names the workbench's API accepts for the rule,
	// besides Name and Flag.
	Aliases []string

	// FPuzzles are the f-puzzles booleans that together mean the rule:
	// "antiknight", or "diagonal+" and "diagonal-" for both diagonals. A
	// rule whose booleans are all set is read as this row's rule unless an
	// earlier row claimed them; so the row of both diagonals comes before
	// the row of each.
	FPuzzles []string
	// Sentence states the rule, as a generated rules text does.
	Sentence string

	// Words are the words and phrases of a rules text that state or name
	// the rule, in lower case, a word ending in "*" matching any word it
	// begins ("knight*"). The rules-text check refuses a text with one of
	// them unless the rule was read; Stated names what they mean in its
	// errors (Name when empty).
	Words  []string
	Stated string
}

// Globals returns the global rules, in canonical order: the order in which
// the command adds them to a puzzle and the f-puzzles reader returns them.
// Each call returns a new table, which the caller may change.
func Globals() []Global {
	return []Global{
		{
			Rule: Diagonals(), Name: "main diagonal+anti-diagonal", Title: "X (diagonals)",
			Flag: "x", Help: "Sudoku-X: both main diagonals hold distinct digits",
			Variant: "x", Aliases: []string{"sudoku-x", "diagonals"},
			FPuzzles: []string{"diagonal+", "diagonal-"},
			Sentence: "Digits may not repeat on either main diagonal.",
		},
		{
			Rule: Diagonal{}, Name: "main diagonal", Title: "Main diagonal",
			FPuzzles: []string{"diagonal-"},
			Sentence: "Digits may not repeat on the marked diagonal.",
		},
		{
			Rule: Diagonal{Anti: true}, Name: "anti-diagonal", Title: "Anti-diagonal",
			FPuzzles: []string{"diagonal+"},
			Sentence: "Digits may not repeat on the marked diagonal.",
		},
		{
			Rule: AntiKnight{}, Name: "anti-knight", Title: "Anti-knight",
			Flag: "antiknight", Help: "anti-knight: cells a chess knight's move apart differ",
			Variant:  "antiknight",
			FPuzzles: []string{"antiknight"},
			Sentence: "Cells a chess knight's move apart may not hold the same digit.",
			Words:    []string{"knight*", "antiknight"},
		},
		{
			Rule: AntiKing{}, Name: "anti-king", Title: "Anti-king",
			Flag: "antiking", Help: "anti-king: cells a chess king's move apart differ",
			Variant:  "antiking",
			FPuzzles: []string{"antiking"},
			Sentence: "Cells a chess king's move apart may not hold the same digit.",
			Words:    []string{"king", "kings", "antiking"},
		},
		{
			Rule: Windoku{}, Name: "windoku", Title: "Windoku",
			Flag: "windoku", Help: "windoku: four extra boxes (on 9x9) hold distinct digits",
			Variant: "windoku",
		},
		{
			Rule: DisjointGroups{}, Name: "disjoint groups", Title: "Disjoint groups",
			Flag: "disjoint", Help: "disjoint groups: cells at the same place in every box differ",
			Variant: "disjoint", Aliases: []string{"disjointgroups"},
			FPuzzles: []string{"disjointgroups"},
			Sentence: "Cells in the same position of each box hold different digits.",
			Words:    []string{"disjoint"},
		},
		{
			Rule: NonConsecutive{}, Name: "non-consecutive", Title: "Non-consecutive",
			Flag: "nonconsecutive", Help: "non-consecutive: orthogonal neighbours never differ by 1",
			Variant:  "nonconsecutive",
			FPuzzles: []string{"nonconsecutive"},
			Sentence: "Orthogonally adjacent cells may not hold consecutive digits.",
			Words:    []string{"non consecutive", "anti consecutive"},
			Stated:   "non-consecutive digits",
		},
		{
			Rule: DiagonalNonConsecutive{}, Name: DiagonalNonConsecutive{}.String(), Title: "Diagonal non-consecutive",
			Flag: "dnc", Help: "diagonal non-consecutive: diagonal neighbours never differ by 1",
		},
		{
			Rule: AntiTaxicab{}, Name: AntiTaxicab{}.String(), Title: "Anti-taxicab",
			Flag: "antitaxicab", Help: "anti-taxicab: no digit d has an equal digit at taxicab distance d",
		},
		{
			Rule: Knightmare{}, Name: Knightmare{}.String(), Title: "Knightmare",
			Flag: "knightmare", Help: "knightmare: cells a knight's move apart do not add up to 5 or 15",
		},
		{
			Rule: DutchFlatmates{}, Name: DutchFlatmates{}.String(), Title: "Dutch flatmates",
			Flag: "dutchflatmates", Help: "Dutch flatmates: each 5 has a 1 above it or a 9 below it",
		},
		{
			Rule: GlobalEntropy{}, Name: GlobalEntropy{}.String(), Title: "Global entropy",
			Flag: "globalentropy", Help: "global entropy: every 2x2 holds a digit of 1-3, of 4-6 and of 7-9",
		},
		{
			Rule: GlobalMod{}, Name: GlobalMod{}.String(), Title: "Global mod 3",
			Flag: "globalmod", Help: "global mod 3: every 2x2 holds a digit of each remainder mod 3",
		},
	}
}

// GlobalOf returns the row of Globals whose rule is r, compared by value:
// AntiKnight{} is the anti-knight row, Diagonals() the row of both
// diagonals.
func GlobalOf(r sudoku.Rule) (Global, bool) {
	for _, g := range Globals() {
		if reflect.DeepEqual(g.Rule, r) {
			return g, true
		}
	}
	return Global{}, false
}

// GlobalByName returns the row of Globals that name names: its Name, Flag
// or one of its Aliases ("anti-knight", "antiknight").
func GlobalByName(name string) (Global, bool) {
	for _, g := range Globals() {
		if name != "" && (name == g.Name || name == g.Flag || slices.Contains(g.Aliases, name)) {
			return g, true
		}
	}
	return Global{}, false
}

// GlobalByVariant returns the row of Globals that generate offers as the
// variant name.
func GlobalByVariant(name string) (Global, bool) {
	for _, g := range Globals() {
		if name != "" && name == g.Variant {
			return g, true
		}
	}
	return Global{}, false
}
