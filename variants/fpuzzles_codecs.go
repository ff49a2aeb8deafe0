package variants

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// This file is the f-puzzles codec table: one row per f-puzzles
// collection, with how an entry is read into rules and how a rule is
// written back side by side. The reader, the writer, [Canonical] and the
// generated rules text all go through it, so adding a rule family to the
// format is one row here (see CONTRIBUTING.md).
//
// The houses, the global flags ("antiknight", "diagonal+", ...) and the
// negative constraints are not rows. The flags are the FPuzzles booleans
// of rules.Globals, read and written through that table (fpz.globals,
// fpz.set), where both diagonals are one rule; the houses and the
// negative constraints, which exempt the dots' pairs (and so decide what
// "nonconsecutive" means), are read and written by fpz itself.

// entry is one decoded collection entry: its fields, not yet decoded.
type entry = map[string]json.RawMessage

// fpzRow is a row of the codec table with its rule type erased; rows are
// made by [codec.row].
type fpzRow struct {
	key string
	// inGrid says the rules are stored in the grid's cells, not under key
	// at the top level: key is then the cell field.
	inGrid bool
	// decode reads the key's whole value into rules, in file order.
	decode func(d *decoder, raw json.RawMessage) ([]sudoku.Rule, error)
	// claim reports whether r is this row's rule and, if so, whether
	// f-puzzles can express it.
	claim func(s sudoku.Shape, r sudoku.Rule) (bool, error)
	// merge returns the row's rules in canonical form.
	merge func(rs []sudoku.Rule) []sudoku.Rule
	// encode returns the JSON entries for the row's merged rules.
	encode func(s sudoku.Shape, rs []sudoku.Rule) []any
	// text returns the sentence of the generated rules text for a grid
	// of size n.
	text func(n int) string
	// name reports whether r is this row's rule and, if so, its name in
	// the rules-text check ("" for none).
	name func(r sudoku.Rule) (string, bool)
}

// codec describes a row for rules of type R. read (or readAll), write and
// text are required, except that an inGrid row needs no read (the grid
// reader fills it); the others are optional.
type codec[R sudoku.Rule] struct {
	key    string
	inGrid bool
	// name is the rule's name in the rules-text check (rulesRead), and
	// nameOf, when set, works it out per rule; "" for none.
	name   string
	nameOf func(r R) string
	fields []string // the fields an entry may hold
	// read decodes the entry at path; it may return several rules (an
	// entry may hold several lines) or none (a clue f-puzzles skips).
	read func(d *decoder, path string, e entry) ([]R, error)
	// readAll, when set, decodes the key's whole value instead of read:
	// for a collection that is not an array of rule entries.
	readAll func(d *decoder, raw json.RawMessage) ([]R, error)
	// check reports what f-puzzles cannot express beyond the rule's own
	// Validate, which the writer calls first: an XV sum other than 5 and
	// 10, a pill out of reading order.
	check func(s sudoku.Shape, r R) error
	// write returns the JSON entries for one rule.
	write func(s sudoku.Shape, r R) []any
	// merge returns the rules in canonical form, such as all odd cells
	// as one rules.Odd.
	merge func(rs []R) []R
	// text returns the collection's sentence in the generated rules text.
	text func(n int) string
}

// row erases the rule type. Every rule the reader decodes is checked with
// its own Validate, as the writer checks it, so that a puzzle read can be
// written.
func (c codec[R]) row() fpzRow {
	row := fpzRow{key: c.key, inGrid: c.inGrid, text: c.text}
	row.decode = func(d *decoder, raw json.RawMessage) ([]sudoku.Rule, error) {
		var out []sudoku.Rule
		add := func(path string, rs []R) error {
			for _, r := range rs {
				if err := rules.Validate(r, d.f.shape()); err != nil {
					return fieldErr(path, fmt.Errorf("%w: %w", ErrInvalid, err))
				}
				out = append(out, r)
			}
			return nil
		}
		if c.readAll != nil {
			rs, err := c.readAll(d, raw)
			if err != nil {
				return nil, err
			}
			if err := add(c.key, rs); err != nil {
				return nil, err
			}
			return out, nil
		}
		items, err := d.entries(c.key, raw, c.fields...)
		if err != nil {
			return nil, err
		}
		for i, e := range items {
			path := fmt.Sprintf("%s[%d]", c.key, i)
			rs, err := c.read(d, path, e)
			if err != nil {
				return nil, err
			}
			if err := add(path, rs); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	row.claim = func(s sudoku.Shape, r sudoku.Rule) (bool, error) {
		x, ok := r.(R)
		if !ok {
			return false, nil
		}
		if c.check != nil {
			return true, c.check(s, x)
		}
		return true, nil
	}
	row.name = func(r sudoku.Rule) (string, bool) {
		x, ok := r.(R)
		switch {
		case !ok:
			return "", false
		case c.nameOf != nil:
			return c.nameOf(x), true
		}
		return c.name, true
	}
	row.merge = func(rs []sudoku.Rule) []sudoku.Rule {
		if c.merge == nil {
			return rs
		}
		typed := make([]R, len(rs))
		for i, r := range rs {
			typed[i] = r.(R)
		}
		return asRules(c.merge(typed))
	}
	row.encode = func(s sudoku.Shape, rs []sudoku.Rule) []any {
		var out []any
		for _, r := range rs {
			out = append(out, c.write(s, r.(R))...)
		}
		return out
	}
	return row
}

// sentence returns a text function for a fixed sentence.
func sentence(s string) func(int) string { return func(int) string { return s } }

// fpzRows is the codec table, in canonical order: [ParseFPuzzles] returns
// the collections' rules in this order, after the houses and the global
// rules, and the writer writes the keys in it.
var fpzRows = []fpzRow{
	codec[rules.ExtraRegion]{key: "extraregion", name: "extra region", fields: []string{"cells"},
		read: func(d *decoder, path string, e entry) ([]rules.ExtraRegion, error) {
			cs, err := d.cells(path, e, 1)
			return []rules.ExtraRegion{{Cells: cs}}, err
		},
		check: func(s sudoku.Shape, r rules.ExtraRegion) error { return onGrid(s, r.Cells, 1) },
		write: func(_ sudoku.Shape, r rules.ExtraRegion) []any { return []any{jsonCells{Cells: names(r.Cells)}} },
		text:  sentence("Digits may not repeat in a shaded region."),
	}.row(),
	codec[rules.Cage]{key: "killercage", name: "cage", fields: []string{"cells", "value"},
		read: func(d *decoder, path string, e entry) ([]rules.Cage, error) {
			cs, err := d.cells(path, e, 1)
			if err != nil {
				return nil, err
			}
			// No value (or 0) is a cage without a sum; Cage.Validate
			// refuses a negative one. A clue such as "<10" or "??"
			// bounds the total (cage_clues.go).
			c, err := d.cageValue(path, e, len(cs))
			return []rules.Cage{c.cage(cs)}, err
		},
		check: func(_ sudoku.Shape, r rules.Cage) error {
			if _, ok := cageClueText(r); !ok {
				return cannot("a cage total bounded on both sides (%d to %d)", r.Min, r.Max)
			}
			return nil
		},
		write: func(_ sudoku.Shape, r rules.Cage) []any {
			v, _ := cageClueText(r)
			return []any{jsonCells{Cells: names(r.Cells), Value: v}}
		},
		text: sentence("Digits in a cage do not repeat and sum to the clue in its corner."),
	}.row(),
	codec[rules.LittleKiller]{key: "littlekillersum", name: "little killer", fields: []string{"cell", "direction", "value", "cells"},
		read: readLittleKiller,
		check: func(s sudoku.Shape, r rules.LittleKiller) error {
			if r.Sum <= 0 {
				return cannot("a little killer total of %d: f-puzzles skips totals that are not positive", r.Sum)
			}
			if _, ok := fpzDirectionName(r.Dir); !ok || len(r.Cells(s)) == 0 {
				return bad("the clue at %s does not point into the grid", r.Clue)
			}
			return nil
		},
		write: func(s sudoku.Shape, r rules.LittleKiller) []any {
			dir, _ := fpzDirectionName(r.Dir)
			return []any{jsonLittleKiller{Cell: fpzCellName(r.Clue), Direction: dir,
				Value: strconv.Itoa(r.Sum), Cells: names(r.Cells(s))}}
		},
		text: sentence("Clues outside the grid give the sum of the digits along the indicated diagonal."),
	}.row(),
	lineRow("thermometer", "thermometer", func(cs []sudoku.Cell) rules.Thermometer { return rules.Thermometer{Cells: cs} },
		func(r rules.Thermometer) []sudoku.Cell { return r.Cells },
		"Digits increase along each thermometer from the bulb."),
	lineRow("slowthermometer", "slow thermometer", func(cs []sudoku.Cell) rules.SlowThermometer { return rules.SlowThermometer{Cells: cs} },
		func(r rules.SlowThermometer) []sudoku.Cell { return r.Cells },
		"Digits never decrease along each slow thermometer from the bulb."),
	codec[rules.Arrow]{key: "arrow", name: "arrow", fields: []string{"cells", "lines"},
		read: readArrow,
		check: func(s sudoku.Shape, r rules.Arrow) error {
			if err := onGrid(s, r.Circle, 1); err != nil {
				return err
			}
			if err := onGrid(s, r.Line, 1); err != nil {
				return err
			}
			if !slices.IsSortedFunc(r.Circle, cellOrder) {
				return cannot("a pill read in other than reading order (%s first)", r.Circle[0])
			}
			return nil
		},
		write: writeArrow,
		text:  sentence("Digits along an arrow sum to the number in its circle."),
	}.row(),
	dotRow("difference", "white dot", "difference %d, want 1 or more (or no value for 1)",
		func(a, b sudoku.Cell, v int) rules.Difference { return rules.Difference{A: a, B: b, Value: v} },
		func(r rules.Difference) (a, b sudoku.Cell, v int) { return r.A, r.B, r.Value },
		"Cells joined by a white dot differ by 1 (or the dot's value)."),
	dotRow("ratio", "black dot", "ratio %d, want 1 or more (or no value for 2)",
		func(a, b sudoku.Cell, v int) rules.Ratio { return rules.Ratio{A: a, B: b, Value: v} },
		func(r rules.Ratio) (a, b sudoku.Cell, v int) { return r.A, r.B, r.Value },
		"Cells joined by a black dot are in a 1:2 ratio (or the dot's value)."),
	codec[rules.XV]{key: "xv", fields: []string{"cells", "value"},
		// The rules text speaks of X and V apart.
		nameOf: func(r rules.XV) string {
			if r.Sum == 10 {
				return "X"
			}
			return "V"
		},
		read: func(d *decoder, path string, e entry) ([]rules.XV, error) {
			a, b, err := d.pair(path, e)
			if err != nil {
				return nil, err
			}
			raw, err := required(path, e, "value")
			if err != nil {
				return nil, err
			}
			var s string
			_ = json.Unmarshal(raw, &s)
			switch strings.ToUpper(s) {
			case "X":
				return []rules.XV{rules.X(a, b)}, nil
			case "V":
				return []rules.XV{rules.V(a, b)}, nil
			}
			return nil, invalidf(path+".value", "want \"X\" or \"V\", not %s", clip(raw))
		},
		check: func(_ sudoku.Shape, r rules.XV) error {
			if r.Sum != 5 && r.Sum != 10 {
				return cannot("an XV sum of %d: only X (10) and V (5)", r.Sum)
			}
			return nil
		},
		write: func(_ sudoku.Shape, r rules.XV) []any {
			v := "X"
			if r.Sum == 5 {
				v = "V"
			}
			return []any{jsonCells{Cells: names([]sudoku.Cell{r.A, r.B}), Value: v}}
		},
		text: sentence("Cells joined by an X sum to 10, by a V to 5."),
	}.row(),
	cellsRow("odd", "odd", "cell", func(cs []sudoku.Cell) rules.Odd { return rules.Odd{Cells: cs} },
		func(r rules.Odd) []sudoku.Cell { return r.Cells }, sentence("Circled cells hold odd digits.")),
	cellsRow("even", "even", "cell", func(cs []sudoku.Cell) rules.Even { return rules.Even{Cells: cs} },
		func(r rules.Even) []sudoku.Cell { return r.Cells }, sentence("Squared cells hold even digits.")),
	cellsRow("minimum", "minimum", "cell", func(cs []sudoku.Cell) rules.Minimum { return rules.Minimum{Cells: cs} },
		func(r rules.Minimum) []sudoku.Cell { return r.Cells }, minMaxText),
	cellsRow("maximum", "maximum", "cell", func(cs []sudoku.Cell) rules.Maximum { return rules.Maximum{Cells: cs} },
		func(r rules.Maximum) []sudoku.Cell { return r.Cells }, minMaxText),
	lineRow("palindrome", "palindrome", func(cs []sudoku.Cell) rules.Palindrome { return rules.Palindrome{Cells: cs} },
		func(r rules.Palindrome) []sudoku.Cell { return r.Cells },
		"Palindrome lines read the same in both directions."),
	lineRow("renban", "renban", func(cs []sudoku.Cell) rules.Renban { return rules.Renban{Cells: cs} },
		func(r rules.Renban) []sudoku.Cell { return r.Cells },
		"Renban lines hold a set of consecutive digits in any order."),
	codec[rules.Whispers]{key: "whispers", name: "whispers", fields: []string{"lines", "value"},
		read: func(d *decoder, path string, e entry) ([]rules.Whispers, error) {
			lines, err := d.lines(path, e)
			if err != nil {
				return nil, err
			}
			diff, ok, err := value(path, e)
			if err != nil {
				return nil, err
			}
			if ok && diff <= 0 {
				return nil, invalidf(path+".value", "difference %d, want 1 or more (or no value for (size+1)/2)", diff)
			}
			out := make([]rules.Whispers, len(lines))
			for i, l := range lines {
				out[i] = rules.Whispers{Cells: l, Diff: diff}
			}
			return out, nil
		},
		check: func(s sudoku.Shape, r rules.Whispers) error {
			if r.Diff < 0 {
				return bad("negative difference %d", r.Diff)
			}
			return onGrid(s, r.Cells, 1)
		},
		write: func(_ sudoku.Shape, r rules.Whispers) []any {
			return []any{jsonLines{Lines: [][]string{names(r.Cells)}, Value: optInt(r.Diff)}}
		},
		text: sentence("Neighbouring digits on a whispers line differ by at least the line's value (5 unless given)."),
	}.row(),
	lineRow("betweenline", "between", func(cs []sudoku.Cell) rules.Between { return rules.Between{Cells: cs} },
		func(r rules.Between) []sudoku.Cell { return r.Cells },
		"Digits on a between line lie strictly between its two circled ends."),
	// The reader gives each line the grid's regions, and the writer checks
	// them, once the layout is known (decoder.checkLayoutRules,
	// writer.regionSums).
	lineRow("regionsumline", "region sum", func(cs []sudoku.Cell) rules.RegionSum { return rules.RegionSum{Cells: cs} },
		func(r rules.RegionSum) []sudoku.Cell { return r.Cells },
		"Each box a region sum line passes through holds the same total on the line."),
	lineRow("zipperline", "zipper", func(cs []sudoku.Cell) rules.Zipper { return rules.Zipper{Cells: cs} },
		func(r rules.Zipper) []sudoku.Cell { return r.Cells },
		"Digits equally far from the centre of a zipper line sum to the same total."),
	lineRow("entropicline", "entropic", func(cs []sudoku.Cell) rules.Entropic { return rules.Entropic{Cells: cs} },
		func(r rules.Entropic) []sudoku.Cell { return r.Cells },
		"Any three consecutive cells on an entropic line hold a low, a middle and a high digit."),
	lineRow("modularline", "modular", func(cs []sudoku.Cell) rules.Modular { return rules.Modular{Cells: cs} },
		func(r rules.Modular) []sudoku.Cell { return r.Cells },
		"Any three consecutive cells on a modular line hold different remainders modulo 3."),
	lineRow("nabner", "nabner", func(cs []sudoku.Cell) rules.Nabner { return rules.Nabner{Cells: cs} },
		func(r rules.Nabner) []sudoku.Cell { return r.Cells },
		"No two digits on a nabner line are equal or consecutive."),
	lineRow("doublearrow", "double arrow", func(cs []sudoku.Cell) rules.DoubleArrow { return rules.DoubleArrow{Cells: cs} },
		func(r rules.DoubleArrow) []sudoku.Cell { return r.Cells },
		"The two circled ends of a double arrow add up to the digits between them."),
	codec[rules.Clone]{key: "clone", name: "clone", fields: []string{"cells", "cloneCells"},
		read: func(d *decoder, path string, e entry) ([]rules.Clone, error) {
			a, err := d.cells(path, e, 1)
			if err != nil {
				return nil, err
			}
			raw, err := required(path, e, "cloneCells")
			if err != nil {
				return nil, err
			}
			b, err := d.cellList(path+".cloneCells", raw, 1)
			if err != nil {
				return nil, err
			}
			if len(a) != len(b) {
				return nil, invalidf(path+".cloneCells", "%d cells, but cells has %d", len(b), len(a))
			}
			return []rules.Clone{{A: a, B: b}}, nil
		},
		write: func(_ sudoku.Shape, r rules.Clone) []any {
			return []any{jsonClone{Cells: names(r.A), CloneCells: names(r.B)}}
		},
		text: sentence("Cloned regions hold the same digits in corresponding cells."),
	}.row(),
	codec[rules.Quadruple]{key: "quadruple", name: "quadruple", fields: []string{"cells", "values"},
		read: readQuadruple,
		write: func(_ sudoku.Shape, r rules.Quadruple) []any {
			c := r.Corner
			block := []sudoku.Cell{c, {Row: c.Row, Col: c.Col + 1}, {Row: c.Row + 1, Col: c.Col}, {Row: c.Row + 1, Col: c.Col + 1}}
			return []any{jsonQuadruple{Cells: names(block), Values: slices.Clone(r.Digits)}}
		},
		text: sentence("The digits in a circle appear in the four cells around it."),
	}.row(),
	countingCirclesRow, // bind_counting.go: f-puzzles' generic circles
	clueRow("sandwichsum", "sandwich",
		func(l rules.Line, _ bool, v int) rules.Sandwich { return rules.Sandwich{Line: l, Sum: v} },
		func(r rules.Sandwich) (rules.Line, bool, int) { return r.Line, false, r.Sum },
		func(n int) string {
			return fmt.Sprintf("Clues give the sum of the digits between the 1 and the %d in that row or column.", n)
		}),
	clueRow("xsum", "x-sum",
		func(l rules.Line, fromEnd bool, v int) rules.XSum {
			return rules.XSum{Line: l, FromEnd: fromEnd, Sum: v}
		},
		func(r rules.XSum) (rules.Line, bool, int) { return r.Line, r.FromEnd, r.Sum },
		sentence("Clues give the sum of the first X digits from that side, where X is the first digit.")),
	clueRow("skyscraper", "skyscraper",
		func(l rules.Line, fromEnd bool, v int) rules.Skyscraper {
			return rules.Skyscraper{Line: l, FromEnd: fromEnd, Count: v}
		},
		func(r rules.Skyscraper) (rules.Line, bool, int) { return r.Line, r.FromEnd, r.Count },
		sentence("Clues give the number of digits visible from that side, taller digits hiding shorter ones.")),
	cellsRow("rowindexer", "indexer", "cells", func(cs []sudoku.Cell) rules.RowIndexer { return rules.RowIndexer{Cells: cs} },
		func(r rules.RowIndexer) []sudoku.Cell { return r.Cells }, indexerText),
	cellsRow("columnindexer", "indexer", "cells", func(cs []sudoku.Cell) rules.ColumnIndexer { return rules.ColumnIndexer{Cells: cs} },
		func(r rules.ColumnIndexer) []sudoku.Cell { return r.Cells }, indexerText),
	cellsRow("boxindexer", "indexer", "cells", func(cs []sudoku.Cell) rules.BoxIndexer { return rules.BoxIndexer{Cells: cs} },
		func(r rules.BoxIndexer) []sudoku.Cell { return r.Cells }, indexerText),
	// Given candidates are the grid cells' "givenPencilMarks": the grid
	// reader and writer handle them, and the writer merges a cell's rules
	// into one (writer.candidates).
	codec[rules.GivenCandidates]{key: "givenPencilMarks", inGrid: true,
		write: func(sudoku.Shape, rules.GivenCandidates) []any { return nil },
		text:  sentence("A cell with small digits in it holds one of them."),
	}.row(),
	// Inequality signs are texts drawn between two cells; the other texts
	// are cosmetic (decoder.cosmetic).
	codec[rules.GreaterThan]{key: "text", name: "inequality",
		readAll: func(d *decoder, raw json.RawMessage) ([]rules.GreaterThan, error) {
			return d.cosmetic("text", raw), nil
		},
		check: func(_ sudoku.Shape, r rules.GreaterThan) error {
			if abs(r.Big.Row-r.Small.Row)+abs(r.Big.Col-r.Small.Col) != 1 {
				return cannot("a greater-than sign between %s and %s, which do not touch", r.Big, r.Small)
			}
			return nil
		},
		write: func(_ sudoku.Shape, g rules.GreaterThan) []any {
			// The sign points to the smaller cell: ">" from the left, "v"
			// from above, over the two cells in reading order.
			a, b, sign := g.Big, g.Small, ">"
			if b.Row < a.Row || b.Col < a.Col {
				a, b, sign = b, a, "<"
			}
			if a.Col == b.Col {
				sign = map[string]string{">": "v", "<": "^"}[sign]
			}
			return []any{jsonText{Cells: names([]sudoku.Cell{a, b}), Value: sign, FontC: "#000000", Size: 0.75}}
		},
		text: sentence("An inequality sign between two cells points to the smaller digit."),
	}.row(),
}

var (
	minMaxText  = sentence("Marked cells are smaller (minimum) or larger (maximum) than their orthogonal neighbours.")
	indexerText = sentence("Indexing cells point to where their own row, column or box position appears.")
)

// fpzRowOf returns the row for key, and false if there is none.
func fpzRowOf(key string) (fpzRow, bool) {
	for _, row := range fpzRows {
		if row.key == key {
			return row, true
		}
	}
	return fpzRow{}, false
}

// fpzRuleName returns r's name in the rules-text check from the row that
// holds r, and false if no row does.
func fpzRuleName(r sudoku.Rule) (string, bool) {
	for _, row := range fpzRows {
		if name, ok := row.name(r); ok {
			return name, true
		}
	}
	return "", false
}

// lineRow is a row for a line rule: each entry holds one or more lines,
// each line one rule.
func lineRow[R sudoku.Rule](key, name string, mk func([]sudoku.Cell) R, cells func(R) []sudoku.Cell, text string) fpzRow {
	return codec[R]{key: key, name: name, fields: []string{"lines"},
		read: func(d *decoder, path string, e entry) ([]R, error) {
			lines, err := d.lines(path, e)
			if err != nil {
				return nil, err
			}
			out := make([]R, len(lines))
			for i, l := range lines {
				out[i] = mk(l)
			}
			return out, nil
		},
		check: func(s sudoku.Shape, r R) error { return onGrid(s, cells(r), 1) },
		write: func(_ sudoku.Shape, r R) []any { return []any{jsonLines{Lines: [][]string{names(cells(r))}}} },
		text:  sentence(text),
	}.row()
}

// cellsRow is a row for a rule on a set of marked cells: entries of one
// cell ("cell", as odd cells) or of several ("cells", as indexers), all
// merged into one rule.
func cellsRow[R sudoku.Rule](key, name, field string, mk func([]sudoku.Cell) R, cells func(R) []sudoku.Cell, text func(int) string) fpzRow {
	return codec[R]{key: key, name: name, fields: []string{field},
		read: func(d *decoder, path string, e entry) ([]R, error) {
			if field == "cell" {
				c, err := d.oneCell(path, e)
				return []R{mk([]sudoku.Cell{c})}, err
			}
			cs, err := d.cells(path, e, 1)
			return []R{mk(cs)}, err
		},
		check: func(s sudoku.Shape, r R) error { return onGrid(s, cells(r), 0) },
		merge: func(rs []R) []R {
			var all []sudoku.Cell
			for _, r := range rs {
				all = append(all, cells(r)...)
			}
			if len(all) == 0 {
				return nil
			}
			return []R{mk(all)}
		},
		write: func(_ sudoku.Shape, r R) []any {
			if field == "cells" {
				return []any{jsonCells{Cells: names(cells(r))}}
			}
			out := make([]any, len(cells(r)))
			for i, c := range cells(r) {
				out[i] = jsonCell{fpzCellName(c)}
			}
			return out
		},
		text: text,
	}.row()
}

// dotRow is a row for a kropki dot: two cells and an optional value, 0
// for the dot's default.
func dotRow[R sudoku.Rule](key, name, badValue string, mk func(a, b sudoku.Cell, v int) R,
	parts func(R) (a, b sudoku.Cell, v int), text string) fpzRow {
	return codec[R]{key: key, name: name, fields: []string{"cells", "value"},
		read: func(d *decoder, path string, e entry) ([]R, error) {
			a, b, err := d.pair(path, e)
			if err != nil {
				return nil, err
			}
			v, ok, err := value(path, e)
			if err != nil {
				return nil, err
			}
			if ok && v <= 0 {
				return nil, invalidf(path+".value", badValue, v)
			}
			return []R{mk(a, b, v)}, nil
		},
		write: func(_ sudoku.Shape, r R) []any {
			a, b, v := parts(r)
			return []any{jsonCells{Cells: names([]sudoku.Cell{a, b}), Value: optInt(v)}}
		},
		text: sentence(text),
	}.row()
}

// clueRow is a row for a clue outside the grid on a row or column, with a
// required value. The rule's Validate checks the line and the value.
func clueRow[R sudoku.Rule](key, name string, mk func(l rules.Line, fromEnd bool, v int) R,
	parts func(R) (rules.Line, bool, int), text func(int) string) fpzRow {
	return codec[R]{key: key, name: name, fields: []string{"cell", "value"},
		read: func(d *decoder, path string, e entry) ([]R, error) {
			line, fromEnd, err := d.lineClue(path, e)
			if err != nil {
				return nil, err
			}
			v, err := clueValue(path, e)
			if err != nil {
				return nil, err
			}
			return []R{mk(line, fromEnd, v)}, nil
		},
		write: func(s sudoku.Shape, r R) []any {
			line, fromEnd, v := parts(r)
			return []any{jsonClue{Cell: clueCell(s.Size, line, fromEnd), Value: strconv.Itoa(v)}}
		},
		text: text,
	}.row()
}

// onGrid checks that cells are grid cells, at least min of them: what
// the reader requires of a collection's cells.
func onGrid(s sudoku.Shape, cells []sudoku.Cell, min int) error {
	if len(cells) < min {
		return bad("%d cells, want at least %d", len(cells), min)
	}
	for _, c := range cells {
		if !s.Contains(c) {
			return bad("cell %s is off the %dx%d grid", c, s.Size, s.Size)
		}
	}
	return nil
}

func readLittleKiller(d *decoder, path string, e entry) ([]rules.LittleKiller, error) {
	raw, err := required(path, e, "cell")
	if err != nil {
		return nil, err
	}
	clue, err := d.outsideCell(path+".cell", raw)
	if err != nil {
		return nil, err
	}
	raw, err = required(path, e, "direction")
	if err != nil {
		return nil, err
	}
	var ds string
	if json.Unmarshal(raw, &ds) != nil {
		return nil, invalidf(path+".direction", "want \"DR\", \"DL\", \"UR\" or \"UL\", not %s", clip(raw))
	}
	dir, ok := fpzDirections[strings.ToUpper(ds)]
	if !ok {
		return nil, invalidf(path+".direction", "%q: want \"DR\", \"DL\", \"UR\" or \"UL\"", ds)
	}
	lk := rules.LittleKiller{Clue: clue, Dir: dir}
	diag := lk.Cells(sudoku.LatinShape(d.n))
	if len(diag) == 0 {
		return nil, invalidf(path+".direction", "%s from %s misses the grid", ds, fpzCellName(clue))
	}
	if raw, ok := e["cells"]; ok && !isNull(raw) {
		// f-puzzles stores the diagonal's cells too; they must be the
		// ones cell and direction give.
		cs, err := d.cellList(path+".cells", raw, 0)
		if err != nil {
			return nil, err
		}
		if !sameCells(cs, diag) {
			return nil, invalidf(path+".cells", "the cells are not the diagonal from %s going %s", fpzCellName(clue), ds)
		}
	}
	sum, ok, err := value(path, e)
	if err != nil {
		return nil, err
	}
	if !ok || sum <= 0 {
		return nil, nil // f-puzzles skips a clue without a positive total
	}
	lk.Sum = sum
	return []rules.LittleKiller{lk}, nil
}

func readArrow(d *decoder, path string, e entry) ([]rules.Arrow, error) {
	circle, err := d.cells(path, e, 1)
	if err != nil {
		return nil, err
	}
	// A pill reads as a number in reading order.
	slices.SortStableFunc(circle, cellOrder)
	lines, err := d.lines(path, e)
	if err != nil {
		return nil, err
	}
	out := make([]rules.Arrow, 0, len(lines))
	for i, l := range lines {
		// f-puzzles draws the line from inside the circle.
		if slices.Contains(circle, l[0]) {
			l = l[1:]
		}
		if len(l) == 0 {
			return nil, invalidf(fmt.Sprintf("%s.lines[%d]", path, i), "the arrow has no cells outside its circle")
		}
		out = append(out, rules.Arrow{Circle: circle, Line: l})
	}
	return out, nil
}

func writeArrow(_ sudoku.Shape, a rules.Arrow) []any {
	// The line starts inside the circle, at a circle cell next to the
	// line's first cell if there is one.
	start := a.Circle[len(a.Circle)-1]
	for _, c := range a.Circle {
		if abs(c.Row-a.Line[0].Row) <= 1 && abs(c.Col-a.Line[0].Col) <= 1 {
			start = c
			break
		}
	}
	line := append([]sudoku.Cell{start}, a.Line...)
	return []any{jsonArrow{Lines: [][]string{names(line)}, Cells: names(a.Circle)}}
}

func readQuadruple(d *decoder, path string, e entry) ([]rules.Quadruple, error) {
	cs, err := d.cells(path, e, 4)
	if err != nil {
		return nil, err
	}
	corner, ok := blockCorner(cs)
	if !ok {
		return nil, invalidf(path+".cells", "want the four cells of a 2x2 block")
	}
	raw, err := required(path, e, "values")
	if err != nil {
		return nil, err
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, invalidf(path+".values", "want an array of digits, not %s", clip(raw))
	}
	if len(items) < 1 || len(items) > 4 {
		return nil, invalidf(path+".values", "%d digits, want 1 to 4", len(items))
	}
	digits := make([]int, len(items))
	for i, it := range items {
		v, ok := jsonInt(it)
		if !ok || v < 1 || v > d.n {
			return nil, invalidf(fmt.Sprintf("%s.values[%d]", path, i), "want a digit 1..%d, not %s", d.n, clip(it))
		}
		digits[i] = v
	}
	return []rules.Quadruple{{Corner: corner, Digits: digits}}, nil
}
