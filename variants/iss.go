package variants

import (
	"encoding/base64"
	"fmt"
	"math"
	"net/url"
	"regexp/syntax"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

const issFormat = "ISS"

// ISSBaseURL is the page of the Interactive Sudoku Solver that [ISSURL]
// links to, followed by "?q=" and the constraint string.
const ISSBaseURL = "https://sigh.github.io/Interactive-Sudoku-Solver/"

// Bounds of the ISS reader, beyond [MaxDecompressed] for the text itself.
const (
	maxISSConstraints = 20000 // constraints, as for the SudokuPad reader's elements
	maxISSDepth       = 32    // nested And groups
)

// ISSError is the error for one constraint of an ISS constraint string
// that the reader cannot read. It names the constraint's type as ISS
// writes it ("Cage", "Given" for the "." items of givens, "" for the
// string as a whole) and its index, 0-based, among the string's
// '.'-separated constraints, and wraps [ErrUnsupported] for a type or form
// this package has no rule for, or [ErrInvalid] for malformed input.
type ISSError struct {
	Type  string // the constraint type, as ISS writes it
	Index int    // the constraint's index in the string, or -1 for the whole string
	Err   error  // the cause, wrapping ErrUnsupported or ErrInvalid
}

// Error returns "variants: ISS: constraint 3 (Cage): CAUSE".
func (e *ISSError) Error() string {
	var sb strings.Builder
	sb.WriteString("variants: ISS")
	if e.Index >= 0 {
		fmt.Fprintf(&sb, ": constraint %d", e.Index)
		if e.Type != "" {
			fmt.Fprintf(&sb, " (%s)", e.Type)
		}
	}
	if e.Err != nil {
		sb.WriteString(": ")
		sb.WriteString(e.Err.Error())
	}
	return sb.String()
}

// Unwrap returns the cause.
func (e *ISSError) Unwrap() error { return e.Err }

// issRead says how the reader treats one ISS constraint type: read, with
// the function that reads it, or refused as unsupported (nil).
type issRead func(r *issReader, it issItem) error

// issTypes lists every constraint type of ISS (js/sudoku_constraint.js)
// and how this package reads it. A type missing here is unknown to ISS
// itself, which refuses it; the types mapped to nil are ISS's own but have
// no rule here yet, and refuse the puzzle with ErrUnsupported.
var issTypes = map[string]issRead{
	"Given": (*issReader).given,
	"Shape": (*issReader).shapeAgain,
	"NoBoxes": func(r *issReader, _ issItem) error {
		r.noBoxes = true
		return nil
	},
	"RegionSize":      (*issReader).regionSize,
	"Jigsaw":          (*issReader).jigsaw,
	"Diagonal":        (*issReader).diagonal,
	"AntiKnight":      issGlobal(func(r *issReader) *bool { return &r.antiKnight }),
	"AntiKing":        issGlobal(func(r *issReader) *bool { return &r.antiKing }),
	"AntiConsecutive": issGlobal(func(r *issReader) *bool { return &r.antiConsecutive }),
	"Windoku":         issGlobal(func(r *issReader) *bool { return &r.windoku }),
	"DisjointSets":    issGlobal(func(r *issReader) *bool { return &r.disjoint }),
	"StrictKropki":    issGlobal(func(r *issReader) *bool { return &r.strictKropki }),
	"StrictXV":        issGlobal(func(r *issReader) *bool { return &r.strictXV }),
	"AllDifferent":    (*issReader).allDifferent,
	"Thermo":          (*issReader).thermo,
	"Whisper":         (*issReader).whisper,
	"Renban":          (*issReader).renban,
	"Modular":         (*issReader).modular,
	"Entropic":        (*issReader).entropic,
	"RegionSumLine":   (*issReader).regionSumLine,
	"Between":         (*issReader).between,
	"Lockout":         (*issReader).lockout,
	"Palindrome":      (*issReader).palindrome,
	"Zipper":          (*issReader).zipper,
	"SumLine":         (*issReader).sumLine,
	"Arrow":           (*issReader).arrow,
	"DoubleArrow":     (*issReader).doubleArrow,
	"PillArrow":       (*issReader).pillArrow,
	"Cage":            (*issReader).cage,
	"Sum":             (*issReader).sum,
	"LittleKiller":    (*issReader).littleKiller,
	"Sandwich":        (*issReader).sandwich,
	"XSum":            (*issReader).doubleLine,
	"Skyscraper":      (*issReader).doubleLine,
	"WhiteDot":        (*issReader).adjacent,
	"BlackDot":        (*issReader).adjacent,
	"GreaterThan":     (*issReader).adjacent,
	"X":               (*issReader).adjacent,
	"V":               (*issReader).adjacent,
	"Quad":            (*issReader).quad,
	"Indexing":        (*issReader).indexing,
	"CountingCircles": (*issReader).countingCircles,
	"Pair":            (*issReader).pair,
	"PairX":           (*issReader).pair,
	"Binary":          (*issReader).pair,
	"BinaryX":         (*issReader).pair,
	"AntiTaxicab":     issRule(rules.AntiTaxicab{}),
	"GlobalEntropy":   issRule(rules.GlobalEntropy{}),
	"GlobalMod":       issRule(rules.GlobalMod{}),
	"DutchFlatmates":  issRule(rules.DutchFlatmates{}),
	"Regex":           (*issReader).regex,
	"SearchPriority":  func(*issReader, issItem) error { return nil }, // a hint to ISS's search, no rule
	"And":             nil,                                            // read by the tree walk
	"End":             nil,                                            // read by the tokenizer

	// Sets of cells, state machines and replicated groups (iss_sets.go).
	"NFA":            (*issReader).nfa,
	"SameValues":     (*issReader).sameValues,
	"RellikCage":     (*issReader).rellikCage,
	"EqualityCage":   (*issReader).equalityCage,
	"ContainAtLeast": (*issReader).contain,
	"ContainExact":   (*issReader).contain,
	"CountDistinct":  (*issReader).countDistinct,
	"EqualSum":       (*issReader).equalSum,
	"ValueIndexing":  (*issReader).valueIndexing,
	// On a grid of the digits 1..N every row, column, box and jigsaw
	// piece holds all N digits, so ISS's rule that the largest regions
	// hold the same digits is already met (ISS adds nothing either).
	"RegionSameValues": func(r *issReader, it issItem) error {
		if len(it.args) > 0 {
			return issBad("want no arguments")
		}
		return nil
	},
	"Replicate": nil, // read by the tree walk

	// Outside clues, lunchboxes, full rank and look-and-say.
	"NumberedRoom":     (*issReader).doubleLine,
	"HiddenSkyscraper": (*issReader).doubleLine,
	"LookAndSay":       (*issReader).lookAndSay,
	"Lunchbox":         (*issReader).lunchbox,
	"FullRank":         (*issReader).fullRank,
	"FullRankTies":     (*issReader).fullRankTies,

	// ISS's own types with no rule here yet.
	"Or": nil, "Container": nil,
	"ChaosConstruction": nil, "ChaosArrow": nil, "ChaosCount": nil,
	"Doppelganger": nil, "ConnectedValues": nil, "Var": nil,
}

// issInComposite lists the types ISS allows inside an And (its categories
// LinesAndSets, GivenCandidates, OutsideClue, Composite, Pairwise and
// StateMachine) and a Replicate (the same less OutsideClue).
var issInComposite = map[string]bool{
	"Given": true, "And": true, "AllDifferent": true, "Thermo": true, "Whisper": true,
	"Renban": true, "Modular": true, "Entropic": true, "RegionSumLine": true,
	"Between": true, "Lockout": true, "Palindrome": true, "Zipper": true,
	"SumLine": true, "Arrow": true, "DoubleArrow": true, "PillArrow": true,
	"Cage": true, "Sum": true, "LittleKiller": true, "Sandwich": true,
	"XSum": true, "Skyscraper": true, "WhiteDot": true, "BlackDot": true,
	"GreaterThan": true, "X": true, "V": true, "Quad": true, "Indexing": true,
	"CountingCircles": true, "Pair": true, "PairX": true,
	"NFA": true, "SameValues": true, "RellikCage": true, "EqualityCage": true,
	"ContainAtLeast": true, "ContainExact": true, "CountDistinct": true,
	"EqualSum": true, "ValueIndexing": true, "Replicate": true,
	"Regex": true, "Binary": true, "BinaryX": true,
	"NumberedRoom": true, "HiddenSkyscraper": true, "Lunchbox": true, "FullRank": true, "LookAndSay": true,
}

// issOutside lists the types of ISS's category OutsideClue, which a
// Replicate may not hold.
var issOutside = map[string]bool{
	"LittleKiller": true, "Sandwich": true, "XSum": true, "Skyscraper": true,
	"NumberedRoom": true, "HiddenSkyscraper": true, "FullRank": true,
}

// issItem is one constraint of the string: its type, its arguments (the
// '~'-separated parts after the type), its index and, for And, its
// children.
type issItem struct {
	typ      string
	args     []string
	index    int
	children []issItem
}

// ParseISS reads a puzzle from a constraint string of the Interactive
// Sudoku Solver (https://github.com/sigh/Interactive-Sudoku-Solver), such
// as ".Shape~6x6.Cage~10~R1C1~R1C2.~R3C3_4", or from a link to ISS's page
// that carries one in its q parameter, in the query or the fragment, on
// any host (the package doc lists what is read). White space is ignored,
// as ISS ignores it, and a string or link that is percent-encoded is
// decoded. The format carries no solution, title or author.
//
// What cannot be read is an [*ISSError] naming the constraint: wrapping
// [ErrUnsupported] for an ISS type or form with no rule here (a value
// range other than 1..N, a rectangular grid, an Or, a chaos
// construction), and [ErrInvalid] for malformed input or a type ISS does
// not know. A string longer than [MaxDecompressed], with more than 20,000
// constraints or And groups nested more than 32 deep, is an error
// wrapping [ErrTooLarge].
func ParseISS(s string) (sudoku.Puzzle, error) {
	text, err := issText(s)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	items, err := issTokenize(text)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	r, err := newISSReader(items)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	if err := r.readAll(items, 0); err != nil {
		return sudoku.Puzzle{}, err
	}
	return r.puzzle()
}

func issWhole(err error) error { return &ISSError{Index: -1, Err: err} }

// issText returns the constraint string of s: s itself, or the q
// parameter of a link, percent-decoded, with white space removed.
func issText(s string) (string, error) {
	if len(s) > MaxDecompressed {
		return "", issWhole(fmt.Errorf("%w: %w: %d characters; the bound is %d", ErrInvalid, ErrTooLarge, len(s), MaxDecompressed))
	}
	s = strings.TrimSpace(s)
	if q, ok := issQuery(s); ok {
		s = q
	} else if strings.Contains(s, "%") && !strings.Contains(s, "~") {
		// A raw string keeps '%' in encoded names ("_Arith%2E%20Seq");
		// one that was escaped whole has no '~' left.
		d, err := url.QueryUnescape(s)
		if err != nil {
			return "", issWhole(fmt.Errorf("%w: %v", ErrInvalid, err))
		}
		s = d
	}
	s = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
	if s == "" {
		return "", issWhole(fmt.Errorf("%w: no constraint string", ErrInvalid))
	}
	if s[0] != '.' {
		return "", issWhole(fmt.Errorf("%w: a constraint string starts with '.'", ErrInvalid))
	}
	return s, nil
}

// issQuery returns the q parameter of a link, from its query or its
// fragment, and whether s is such a link.
func issQuery(s string) (string, bool) {
	if strings.HasPrefix(s, ".") {
		return "", false
	}
	_, rest, ok := strings.Cut(s, "?")
	if !ok {
		_, rest, ok = strings.Cut(s, "#")
	}
	if !ok {
		return "", false
	}
	for _, part := range strings.FieldsFunc(rest, func(r rune) bool { return r == '&' || r == '#' || r == '?' }) {
		k, v, _ := strings.Cut(part, "=")
		if k != "q" {
			continue
		}
		if d, err := url.QueryUnescape(v); err == nil {
			v = d
		}
		return v, true
	}
	return "", false
}

// isISSLink reports whether s is an ISS constraint string or a link that
// carries one. A string of digits and dots, a plain grid or pencil marks
// (which ISS also reads), is not: a constraint string has a '~' or starts
// with the name of one of ISS's types.
func isISSLink(s string) bool {
	s = strings.TrimSpace(s)
	if q, ok := issQuery(s); ok {
		s = strings.TrimSpace(q)
	} else if strings.Contains(s, "%") && !strings.Contains(s, "~") {
		if d, err := url.QueryUnescape(s); err == nil {
			s = d
		}
	}
	if !strings.HasPrefix(s, ".") {
		return false
	}
	if strings.Contains(s, "~") {
		return true
	}
	name := s[1:]
	if i := strings.IndexAny(name, ". \t\r\n"); i >= 0 {
		name = name[:i]
	}
	_, ok := issTypes[name]
	return ok && name != "Given" && name != ""
}

// issTokenize splits the string into constraints, nesting the children
// of each And until its End, as ISS's parser does.
func issTokenize(text string) ([]issItem, error) {
	parts := strings.Split(text[1:], ".")
	if len(parts) > maxISSConstraints {
		return nil, issWhole(fmt.Errorf("%w: %w: %d constraints; the bound is %d", ErrInvalid, ErrTooLarge, len(parts), maxISSConstraints))
	}
	type open struct {
		items []issItem
		typ   string
		args  []string
		index int
	}
	stack := []open{{index: -1}}
	issInReplicate := func(depth int) bool {
		for _, o := range stack[:depth] {
			if o.typ == "Replicate" {
				return true
			}
		}
		return false
	}
	for i, part := range parts {
		typ, rest, _ := strings.Cut(part, "~")
		var args []string
		if strings.Contains(part, "~") {
			args = strings.Split(rest, "~")
		}
		if typ == "" {
			typ = "Given"
		}
		fail := func(err error) ([]issItem, error) { return nil, &ISSError{Type: typ, Index: i, Err: err} }
		if _, known := issTypes[typ]; !known {
			return fail(fmt.Errorf("%w: ISS has no constraint type %q", ErrInvalid, typ))
		}
		switch typ {
		case "End":
			if len(stack) == 1 {
				return fail(fmt.Errorf("%w: End with no group open", ErrInvalid))
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			parent := &stack[len(stack)-1]
			parent.items = append(parent.items, issItem{typ: top.typ, args: top.args, index: top.index, children: top.items})
			continue
		case "And", "Or", "Replicate", "Container":
			if typ != "And" && typ != "Replicate" {
				return fail(fmt.Errorf("%w: no rule here for ISS's %s groups", ErrUnsupported, typ))
			}
			if len(stack) > maxISSDepth {
				return fail(fmt.Errorf("%w: %w: groups nested more than %d deep", ErrInvalid, ErrTooLarge, maxISSDepth))
			}
			if typ == "Replicate" && issInReplicate(len(stack)) {
				return fail(fmt.Errorf("%w: a Replicate inside a Replicate", ErrUnsupported))
			}
			stack = append(stack, open{typ: typ, args: args, index: i})
			continue
		}
		if len(stack) > 1 && issTypes[typ] != nil && !issInComposite[typ] {
			return fail(fmt.Errorf("%w: ISS does not allow %s inside %s", ErrInvalid, typ, stack[len(stack)-1].typ))
		}
		if issOutside[typ] && stack[len(stack)-1].typ == "Replicate" {
			return fail(fmt.Errorf("%w: ISS does not allow %s inside Replicate", ErrInvalid, typ))
		}
		if issOutside[typ] && issInReplicate(len(stack)) {
			return fail(fmt.Errorf("%w: an outside clue replicated", ErrUnsupported))
		}
		top := &stack[len(stack)-1]
		top.items = append(top.items, issItem{typ: typ, args: args, index: i})
	}
	if len(stack) != 1 {
		top := stack[len(stack)-1]
		return nil, &ISSError{Type: top.typ, Index: top.index, Err: fmt.Errorf("%w: And with no End", ErrInvalid)}
	}
	return stack[0].items, nil
}

// issReader builds a puzzle from the constraints.
type issReader struct {
	n       int
	shape   sudoku.Shape // ISS's geometry: its boxes, or none
	noBoxes bool

	antiKnight, antiKing, antiConsecutive, windoku, disjoint, strictKropki, strictXV bool
	diag                                                                             [2]bool // r1c1-r9c9, r9c1-r1c9

	givens    map[sudoku.Cell][]int
	givenSeen []sudoku.Cell
	list      []sudoku.Rule // the rules in string order; nil entries are dropped
	keyed     []map[string]int
	pieces    [][]sudoku.Cell
	regionSum []issRegionSum

	dotPairs, xvPairs [][2]sudoku.Cell
	rankTies          *rules.RankTies // the FullRankTies option, if given
}

type issRegionSum struct {
	at    int // its place in list
	cells []sudoku.Cell
	item  issItem
}

func (it issItem) fail(err error) error { return &ISSError{Type: it.typ, Index: it.index, Err: err} }

func issBad(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...)
}

func issUnsupported(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrUnsupported}, args...)...)
}

// newISSReader reads the grid from the first Shape, as ISS does.
func newISSReader(items []issItem) (*issReader, error) {
	r := &issReader{n: 9, givens: map[sudoku.Cell][]int{}}
	for _, it := range items {
		if it.typ == "Shape" {
			n, err := issShapeSize(it.args)
			if err != nil {
				return nil, it.fail(err)
			}
			r.n = n
			break
		}
	}
	h, w := issBoxDims(r.n)
	if h == 0 {
		r.shape = sudoku.LatinShape(r.n)
	} else {
		r.shape = sudoku.Shape{Size: r.n, BoxRows: h, BoxCols: w}
	}
	if err := r.shape.Validate(); err != nil {
		return nil, issWhole(fmt.Errorf("%w: %w", ErrUnsupported, err))
	}
	return r, nil
}

// issShapeSize reads a Shape's spec, "9x9", "6x6~6", "9x9~1-9" or
// "9x9~0-8~Raw", and returns the grid's size. Only square grids of the
// digits 1..N on ISS's standard grid type are supported.
func issShapeSize(args []string) (int, error) {
	if len(args) == 0 {
		return 9, nil
	}
	if len(args) > 3 || args[len(args)-1] == "" {
		return 0, issBad("shape spec %q", strings.Join(args, "~"))
	}
	a, b, ok := strings.Cut(args[0], "x")
	rows, err1 := strconv.Atoi(a)
	cols, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || rows < 1 || rows > 16 || cols < 1 || cols > 16 {
		return 0, issBad("grid %q: want RxC with sides 1 to 16", args[0])
	}
	if rows != cols {
		return 0, issUnsupported("a %dx%d grid: only square grids", rows, cols)
	}
	n := rows
	if len(args) == 3 && args[2] != "Sudoku" {
		if args[2] == "Raw" {
			return 0, issUnsupported("the Raw grid type, which has no rows and columns of distinct digits")
		}
		return 0, issBad("grid type %q", args[2])
	}
	if len(args) >= 2 && args[1] != "" {
		lo, hi := 1, 0
		if x, y, ok := strings.Cut(args[1], "-"); ok {
			l, err1 := strconv.Atoi(x)
			h, err2 := strconv.Atoi(y)
			if err1 != nil || err2 != nil {
				return 0, issBad("value range %q", args[1])
			}
			lo, hi = l, h
		} else {
			h, err := strconv.Atoi(args[1])
			if err != nil {
				return 0, issBad("value count %q", args[1])
			}
			hi = h
		}
		if lo != 1 || hi != n {
			return 0, issUnsupported("values %d-%d: only the digits 1-%d of a %dx%d grid", lo, hi, n, n, n)
		}
	}
	return n, nil
}

// issBoxDims returns the boxes ISS gives a square grid of size n, rows by
// columns, or 0, 0 for none: the squarest split with at least 2 rows.
func issBoxDims(n int) (h, w int) {
	for small := int(math.Sqrt(float64(n))); small >= 2; small-- {
		if n%small == 0 {
			return small, n / small
		}
	}
	return 0, 0
}

// readAll reads the constraints of one level of the tree. ISS merges
// constraints with the same key within a level (outside clues of one
// arrow, quads of one corner: the last wins), so each level has its own
// keys.
func (r *issReader) readAll(items []issItem, depth int) error {
	r.keyed = append(r.keyed, map[string]int{})
	defer func() { r.keyed = r.keyed[:len(r.keyed)-1] }()
	for _, it := range items {
		if it.typ == "And" {
			if err := r.readAll(it.children, depth+1); err != nil {
				return err
			}
			continue
		}
		if it.typ == "Replicate" {
			if err := r.replicate(it, depth); err != nil {
				return err
			}
			continue
		}
		read := issTypes[it.typ]
		if read == nil {
			return it.fail(issUnsupported("no rule here for ISS's %s constraint", it.typ))
		}
		if err := read(r, it); err != nil {
			return it.fail(err)
		}
	}
	return nil
}

// add appends a rule; with a key, it replaces the rule added earlier at
// this level with the same key, as ISS's last-wins merge does.
func (r *issReader) add(key string, rule sudoku.Rule) {
	if key != "" {
		m := r.keyed[len(r.keyed)-1]
		if at, ok := m[key]; ok {
			r.list[at] = rule
			return
		}
		m[key] = len(r.list)
	}
	r.list = append(r.list, rule)
}

// cell reads a cell id: R, the row, C, the column, each one base-17 digit
// (1-9, then a-g for 10-16), either case.
func (r *issReader) cell(id string) (sudoku.Cell, error) {
	if len(id) == 4 && (id[0] == 'R' || id[0] == 'r') && (id[2] == 'C' || id[2] == 'c') {
		row, col := issDigit(id[1]), issDigit(id[3])
		if row >= 1 && row <= r.n && col >= 1 && col <= r.n {
			return sudoku.Cell{Row: row - 1, Col: col - 1}, nil
		}
	}
	if strings.HasPrefix(id, "V") {
		return sudoku.Cell{}, issUnsupported("cell %q: extra cells outside the grid (Var)", id)
	}
	return sudoku.Cell{}, issBad("cell %q on a %dx%d grid", id, r.n, r.n)
}

func issDigit(b byte) int {
	switch {
	case b >= '1' && b <= '9':
		return int(b - '0')
	case b >= 'a' && b <= 'g':
		return int(b-'a') + 10
	case b >= 'A' && b <= 'G':
		return int(b-'A') + 10
	}
	return 0
}

// cells reads a list of cell ids, at most 4 N² of them.
func (r *issReader) cells(ids []string) ([]sudoku.Cell, error) {
	if len(ids) > 4*r.n*r.n {
		return nil, fmt.Errorf("%w: %w: %d cells", ErrInvalid, ErrTooLarge, len(ids))
	}
	out := make([]sudoku.Cell, 0, len(ids))
	for _, id := range ids {
		c, err := r.cell(id)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// atLeast reads a list of at least min cells.
func (r *issReader) atLeast(ids []string, min int) ([]sudoku.Cell, error) {
	if len(ids) < min {
		return nil, issBad("%d cells, want at least %d", len(ids), min)
	}
	return r.cells(ids)
}

func issDistinct(cells []sudoku.Cell) bool {
	seen := make(map[sudoku.Cell]bool, len(cells))
	for _, c := range cells {
		if seen[c] {
			return false
		}
		seen[c] = true
	}
	return true
}

func issInt(s, what string) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || v > 1<<20 || v < -(1<<20) {
		return 0, issBad("%s %q: want an integer", what, s)
	}
	return v, nil
}

// check validates a rule against the shape; ISS may allow what the
// rule here does not (an empty cage, a line too long), so a rule that
// fails is unsupported, not invalid.
func (r *issReader) check(rule sudoku.Rule) error {
	if err := rules.Validate(rule, r.shape); err != nil {
		return fmt.Errorf("%w: %w", ErrUnsupported, err)
	}
	return nil
}

func (r *issReader) addChecked(key string, rule sudoku.Rule) error {
	if err := r.check(rule); err != nil {
		return err
	}
	r.add(key, rule)
	return nil
}

func (r *issReader) given(it issItem) error {
	if len(it.args) > r.n*r.n*(r.n+1) {
		return fmt.Errorf("%w: %w: %d givens", ErrInvalid, ErrTooLarge, len(it.args))
	}
	for _, v := range it.args {
		id, rest, _ := strings.Cut(v, "_")
		c, err := r.cell(id)
		if err != nil {
			return err
		}
		var digits []int
		for _, d := range strings.Split(rest, "_") {
			x, err := strconv.Atoi(d)
			if err != nil || x < 1 || x > r.n || strconv.Itoa(x) != d {
				return issBad("given %q: want digits 1 to %d", v, r.n)
			}
			digits = append(digits, x)
		}
		old, ok := r.givens[c]
		if !ok {
			r.givenSeen = append(r.givenSeen, c)
			r.givens[c] = issSet(digits)
			continue
		}
		// ISS intersects the givens of one cell.
		var both []int
		for _, d := range issSet(digits) {
			for _, e := range old {
				if d == e {
					both = append(both, d)
				}
			}
		}
		r.givens[c] = both
	}
	return nil
}

// issSet returns the digits sorted, without repeats.
func issSet(ds []int) []int {
	out := append([]int(nil), ds...)
	sort.Ints(out)
	k := 0
	for i, d := range out {
		if i == 0 || d != out[k-1] {
			out[k] = d
			k++
		}
	}
	return out[:k]
}

func (r *issReader) shapeAgain(it issItem) error {
	n, err := issShapeSize(it.args)
	if err != nil {
		return err
	}
	if n != r.n {
		return issBad("a second Shape, %dx%d, on a %dx%d grid", n, n, r.n, r.n)
	}
	return nil
}

func (r *issReader) regionSize(it issItem) error {
	if len(it.args) != 1 {
		return issBad("want one region size")
	}
	if v, err := issInt(it.args[0], "region size"); err != nil {
		return err
	} else if v != r.n {
		return issUnsupported("regions of %d cells on a %dx%d grid", v, r.n, r.n)
	}
	return nil
}

// jigsaw reads a layout, one region character per cell. ISS makes a
// region of each character whose cells are a whole region (N cells);
// the cells of at most one other character are in no region.
func (r *issReader) jigsaw(it issItem) error {
	if len(it.args) < 1 || len(it.args) > 2 {
		return issBad("want a layout")
	}
	layout := it.args[len(it.args)-1]
	if len(layout) != r.n*r.n {
		return issBad("layout of %d cells for a %dx%d grid", len(layout), r.n, r.n)
	}
	var order []byte
	groups := map[byte][]sudoku.Cell{}
	for i := 0; i < len(layout); i++ {
		ch := layout[i]
		if _, ok := groups[ch]; !ok {
			order = append(order, ch)
		}
		groups[ch] = append(groups[ch], r.shape.CellAt(i))
	}
	if len(order) == 1 {
		return nil
	}
	other := false
	for _, ch := range order {
		g := groups[ch]
		if len(g) == r.n {
			if !r.hasPiece(g) {
				r.pieces = append(r.pieces, g)
			}
			continue
		}
		if other {
			return issBad("layout with regions of different sizes")
		}
		other = true
	}
	return nil
}

func (r *issReader) hasPiece(g []sudoku.Cell) bool {
	for _, p := range r.pieces {
		if len(p) == len(g) {
			same := true
			for i := range p {
				if p[i] != g[i] {
					same = false
					break
				}
			}
			if same {
				return true
			}
		}
	}
	return false
}

func (r *issReader) diagonal(it issItem) error {
	if len(it.args) != 1 {
		return issBad("want a direction, 1 or -1")
	}
	switch it.args[0] {
	case "1":
		r.diag[1] = true
	case "-1":
		r.diag[0] = true
	default:
		return issBad("direction %q: want 1 or -1", it.args[0])
	}
	return nil
}

// issGlobal reads a rule of the whole grid, which ISS keeps once.
func issGlobal(flag func(*issReader) *bool) issRead {
	return func(r *issReader, it issItem) error {
		*flag(r) = true
		return nil
	}
}

func (r *issReader) allDifferent(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil {
		return err
	}
	return r.addChecked("", rules.Distinct{Cells: cells})
}

func (r *issReader) thermo(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil || len(cells) == 1 {
		return err // one cell constrains nothing
	}
	return r.addChecked("", rules.Thermometer{Cells: cells})
}

// whisper reads an optional difference (5 when the first argument is not
// a number, whatever the grid) and the line.
func (r *issReader) whisper(it issItem) error {
	args, diff := it.args, 5.0
	if len(args) > 0 {
		if d, err := strconv.ParseFloat(args[0], 64); err == nil && !math.IsInf(d, 0) && !math.IsNaN(d) {
			args, diff = args[1:], d
		} else if args[0] == "" {
			args, diff = args[1:], 0 // ISS reads "" as the number 0
		}
	}
	cells, err := r.atLeast(args, 1)
	if err != nil {
		return err
	}
	if diff <= 0 || len(cells) == 1 {
		return nil // every pair of digits differs by at least 0
	}
	return r.addChecked("", rules.Whispers{Cells: cells, Diff: int(math.Min(math.Ceil(diff), float64(r.n)))})
}

func (r *issReader) renban(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil || len(cells) == 1 {
		return err
	}
	if !issDistinct(cells) {
		// ISS counts the cells of the line, repeats included.
		return issUnsupported("a renban line through a cell twice")
	}
	return r.addChecked("", rules.Renban{Cells: cells})
}

func (r *issReader) modular(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a modulus")
	}
	mod, err := issInt(it.args[0], "modulus")
	if err != nil {
		return err
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil || len(cells) == 1 {
		return err
	}
	switch mod {
	case 1:
		return nil // every digit is 0 mod 1
	case 2:
		// Cells next to each other differ mod 2, cells two apart agree:
		// odd and even digits alternate along the line.
		return r.addChecked("", rules.ParityLine{Cells: cells})
	case 3:
	default:
		return r.modularPairs(mod, cells)
	}
	return r.addChecked("", rules.Modular{Cells: cells})
}

// modularPairs reads a modular line of a modulus over 3, which no line
// rule here has, as ISS states it: relations between cells fewer than mod
// apart, whose digits differ mod mod, and cells mod apart, whose digits
// agree mod mod.
func (r *issReader) modularPairs(mod int, cells []sudoku.Cell) error {
	name := fmt.Sprintf("ISS modular line (mod %d)", mod)
	differ := func(x, y int) bool { return x%mod != y%mod }
	agree := func(x, y int) bool { return x%mod == y%mod }
	for i := range cells {
		for j := i + 1; j < len(cells) && j <= i+mod; j++ {
			ok := differ
			if j == i+mod {
				ok = agree
			}
			if cells[i] == cells[j] {
				if j < i+mod {
					return issUnsupported("a modular line through %v twice within %d cells", cells[i], mod)
				}
				continue // a cell agrees with itself
			}
			if err := r.addChecked("", rules.Pair{A: cells[i], B: cells[j], Name: name, OK: ok}); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r *issReader) entropic(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil || len(cells) == 1 {
		return err
	}
	if r.n != 9 {
		return issBad("ISS's entropic lines need the digits 1-9")
	}
	return r.addChecked("", rules.Entropic{Cells: cells})
}

// regionSumLine is read at the end, when the regions are known.
func (r *issReader) regionSumLine(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil {
		return err
	}
	r.regionSum = append(r.regionSum, issRegionSum{at: len(r.list), cells: cells, item: it})
	r.list = append(r.list, nil)
	return nil
}

func (r *issReader) between(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil || len(cells) < 3 {
		return err // no cell between the circles
	}
	return r.addChecked("", rules.Between{Cells: cells})
}

func (r *issReader) lockout(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a least difference")
	}
	diff, err := issInt(it.args[0], "least difference")
	if err != nil {
		return err
	}
	cells, err := r.atLeast(it.args[1:], 2)
	if err != nil {
		return err
	}
	if diff < 1 {
		return issUnsupported("a lockout line whose diamonds may be equal (difference %d)", diff)
	}
	return r.addChecked("", rules.Lockout{Cells: cells, Diff: diff})
}

func (r *issReader) palindrome(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil || len(cells) == 1 {
		return err
	}
	return r.addChecked("", rules.Palindrome{Cells: cells})
}

func (r *issReader) zipper(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil || len(cells) < 3 {
		return err // a single pair has no other pair to match
	}
	return r.addChecked("", rules.Zipper{Cells: cells})
}

func (r *issReader) sumLine(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a sum")
	}
	sum, err := issInt(it.args[0], "sum")
	if err != nil {
		return err
	}
	ids, loop := it.args[1:], false
	if len(ids) > 0 && ids[len(ids)-1] == "LOOP" {
		ids, loop = ids[:len(ids)-1], true
	}
	cells, err := r.atLeast(ids, 1)
	if err != nil {
		return err
	}
	if sum < 1 || sum > 30 {
		return issBad("sum %d: ISS takes 1 to 30", sum)
	}
	return r.addChecked("", rules.SumLine{Cells: cells, Sum: sum, Loop: loop})
}

func (r *issReader) arrow(it issItem) error {
	cells, err := r.atLeast(it.args, 2)
	if err != nil {
		return err
	}
	return r.addChecked("", rules.Arrow{Circle: cells[:1], Line: cells[1:]})
}

func (r *issReader) doubleArrow(it issItem) error {
	cells, err := r.atLeast(it.args, 3)
	if err != nil {
		return err
	}
	return r.addChecked("", rules.DoubleArrow{Cells: cells})
}

// pillArrow reads a pill of 2 or 3 cells, which ISS reads as a number in
// reading order, and the arrow's line.
func (r *issReader) pillArrow(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a pill size")
	}
	k, err := issInt(it.args[0], "pill size")
	if err != nil {
		return err
	}
	if k != 2 && k != 3 {
		return issBad("pill size %d: want 2 or 3", k)
	}
	cells, err := r.atLeast(it.args[1:], k+1)
	if err != nil {
		return err
	}
	pill := append([]sudoku.Cell(nil), cells[:k]...)
	sort.Slice(pill, func(i, j int) bool { return r.shape.Index(pill[i]) < r.shape.Index(pill[j]) })
	for i := 1; i < k; i++ {
		d := sudoku.Cell{Row: pill[i].Row - pill[i-1].Row, Col: pill[i].Col - pill[i-1].Col}
		if d != (sudoku.Cell{Col: 1}) && d != (sudoku.Cell{Row: 1}) && d != (sudoku.Cell{Row: 1, Col: 1}) {
			return issBad("pill cells must be adjacent and in reading order when sorted")
		}
	}
	return r.addChecked("", rules.Arrow{Circle: pill, Line: append([]sudoku.Cell(nil), cells[k:]...)})
}

// cage reads a killer cage; a sum of 0 or "" means distinct digits only,
// as in ISS. A cell listed twice is in the cage once but counted twice in
// its sum.
func (r *issReader) cage(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a sum")
	}
	sum := 0
	if it.args[0] != "" {
		var err error
		if sum, err = issInt(it.args[0], "sum"); err != nil {
			return err
		}
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil {
		return err
	}
	if sum < 0 {
		return issUnsupported("a negative cage sum")
	}
	if !issDistinct(cells) {
		// ISS's cage of a cell listed twice: its cells distinct, and the
		// sum counting the cell twice.
		set := make([]sudoku.Cell, 0, len(cells))
		for _, c := range cells {
			if !slicesContains(set, c) {
				set = append(set, c)
			}
		}
		if len(set) > 1 {
			if err := r.addChecked("", rules.Distinct{Cells: set}); err != nil {
				return err
			}
		}
		if sum == 0 {
			return nil
		}
		return r.addChecked("", rules.WeightedSum{Sum: sum, Cells: cells})
	}
	return r.addChecked("", rules.Cage{Sum: sum, Cells: cells})
}

// sum reads a sum whose digits may repeat: rules.SumCage, or for ISS's
// weighted sums ("7_=_1_1_-1") and sums that list a cell twice,
// rules.WeightedSum.
func (r *issReader) sum(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a sum")
	}
	parts := strings.Split(it.args[0], "_")
	sum, err := issInt(parts[0], "sum")
	if err != nil {
		return err
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil {
		return err
	}
	var weights []int
	unit := true
	if len(parts) > 1 {
		if parts[1] != "=" || len(parts)-2 != len(cells) {
			return issBad("weights %q for %d cells", it.args[0], len(cells))
		}
		for _, v := range parts[2:] {
			w, err := issInt(v, "weight")
			if err != nil {
				return err
			}
			if w < -100 || w > 100 {
				return issBad("weight %d: ISS takes -100 to 100", w)
			}
			weights = append(weights, w)
			unit = unit && w == 1
		}
	}
	if unit && issDistinct(cells) {
		return r.addChecked("", rules.SumCage{Sum: sum, Cells: cells})
	}
	if unit {
		weights = nil // a cell listed twice counts twice
	}
	return r.addChecked("", rules.WeightedSum{Sum: sum, Cells: cells, Weights: weights})
}

// issDiagonal returns the direction of the little killer diagonal that
// ISS keys by its first cell c, or 0 if ISS has none there.
func issDiagonal(n int, c sudoku.Cell) rules.Direction {
	switch {
	case c.Col == 0 && c.Row <= n-2:
		return rules.DownRight
	case c.Row == 0 && c.Col >= 1:
		return rules.DownLeft
	case c.Col == n-1 && c.Row >= 1 && c.Row <= n-2:
		return rules.UpLeft
	case c.Row == n-1 && c.Col >= 1 && c.Col <= n-2:
		return rules.UpRight
	}
	return 0
}

func issStep(d rules.Direction) sudoku.Cell {
	switch d {
	case rules.DownRight:
		return sudoku.Cell{Row: 1, Col: 1}
	case rules.DownLeft:
		return sudoku.Cell{Row: 1, Col: -1}
	case rules.UpRight:
		return sudoku.Cell{Row: -1, Col: 1}
	default:
		return sudoku.Cell{Row: -1, Col: -1}
	}
}

func (r *issReader) littleKiller(it issItem) error {
	if len(it.args) != 2 {
		return issBad("want a sum and the diagonal's first cell")
	}
	sum, err := issInt(it.args[0], "sum")
	if err != nil {
		return err
	}
	c, err := r.cell(it.args[1])
	if err != nil {
		return err
	}
	dir := issDiagonal(r.n, c)
	if dir == 0 || issCellID(c) != it.args[1] {
		return issBad("no little killer diagonal starts at %s", it.args[1])
	}
	if sum < 1 {
		return issUnsupported("a little killer sum of %d", sum)
	}
	d := issStep(dir)
	clue := sudoku.Cell{Row: c.Row - d.Row, Col: c.Col - d.Col}
	return r.addChecked("LittleKiller "+it.args[1], rules.LittleKiller{Sum: sum, Clue: clue, Dir: dir})
}

// line reads an outside clue's row or column, "R3" or "C5".
func (r *issReader) line(id string) (rules.Line, error) {
	if len(id) >= 2 && (id[0] == 'R' || id[0] == 'C') {
		if i, err := strconv.Atoi(id[1:]); err == nil && i >= 1 && i <= r.n && strconv.Itoa(i) == id[1:] {
			if id[0] == 'R' {
				return rules.Row(i - 1), nil
			}
			return rules.Column(i - 1), nil
		}
	}
	return rules.Line{}, issBad("row or column %q", id)
}

func (r *issReader) sandwich(it issItem) error {
	if len(it.args) != 2 {
		return issBad("want a sum and a row or column")
	}
	sum, err := issInt(it.args[0], "sum")
	if err != nil {
		return err
	}
	l, err := r.line(it.args[1])
	if err != nil {
		return err
	}
	return r.addChecked("Sandwich "+it.args[1], rules.Sandwich{Line: l, Sum: sum})
}

// issZeroClue lists the outside clues whose value may be 0 in ISS (for
// its grids of the digits 0..N-1); on a grid of 1..N such a clue is read,
// and refused as its rule's Validate refuses it.
var issZeroClue = map[string]bool{"NumberedRoom": true, "HiddenSkyscraper": true}

// doubleLine reads an X-sum, skyscraper, numbered room or hidden
// skyscraper clue: a row or column and the clues from its start and from
// its end, either empty.
func (r *issReader) doubleLine(it issItem) error {
	return r.outsideClues(it, "clue", func(l rules.Line, fromEnd bool, x int) (sudoku.Rule, error) {
		if x == 0 && !issZeroClue[it.typ] {
			return nil, issBad("a clue of 0")
		}
		switch it.typ {
		case "NumberedRoom":
			return rules.NumberedRoom{Line: l, FromEnd: fromEnd, Digit: x}, nil
		case "HiddenSkyscraper":
			return rules.HiddenSkyscraper{Line: l, FromEnd: fromEnd, Digit: x}, nil
		case "Skyscraper":
			return rules.Skyscraper{Line: l, FromEnd: fromEnd, Count: x}, nil
		}
		return rules.XSum{Line: l, FromEnd: fromEnd, Sum: x}, nil
	})
}

// outsideClues reads the arguments of an outside clue of ISS: a row or
// column and the clues (named what) from its start and from its end,
// either empty; rule makes each clue's rule.
func (r *issReader) outsideClues(it issItem, what string, rule func(l rules.Line, fromEnd bool, x int) (sudoku.Rule, error)) error {
	if len(it.args) < 2 || len(it.args) > 3 {
		return issBad("want a row or column and one or two %ss", what)
	}
	l, err := r.line(it.args[0])
	if err != nil {
		return err
	}
	for i, v := range it.args[1:] {
		if v == "" {
			continue
		}
		x, err := issInt(v, what)
		if err != nil {
			return err
		}
		ru, err := rule(l, i == 1, x)
		if err != nil {
			return err
		}
		if err := r.addChecked(fmt.Sprintf("%s %s,%d", it.typ, it.args[0], 1-2*i), ru); err != nil {
			return err
		}
	}
	return nil
}

// issAdjacentPairs returns the orthogonally adjacent pairs among cells,
// each with the cell listed first first, as ISS pairs them.
func issAdjacentPairs(cells []sudoku.Cell) [][2]sudoku.Cell {
	set := make(map[sudoku.Cell]bool, len(cells))
	for _, c := range cells {
		set[c] = true
	}
	var pairs [][2]sudoku.Cell
	for _, c := range cells {
		delete(set, c)
		for _, d := range [...]sudoku.Cell{{Col: -1}, {Col: 1}, {Row: -1}, {Row: 1}} {
			adj := sudoku.Cell{Row: c.Row + d.Row, Col: c.Col + d.Col}
			if set[adj] {
				pairs = append(pairs, [2]sudoku.Cell{c, adj})
			}
		}
	}
	return pairs
}

// adjacent reads the dots, X and V and greater-than signs: ISS relates
// every orthogonally adjacent pair of the listed cells.
func (r *issReader) adjacent(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil {
		return err
	}
	pairs := issAdjacentPairs(cells)
	if len(pairs) == 0 {
		return issBad("no adjacent cells")
	}
	for _, p := range pairs {
		var rule sudoku.Rule
		switch it.typ {
		case "WhiteDot":
			rule = rules.Difference{A: p[0], B: p[1]}
			r.dotPairs = append(r.dotPairs, p)
		case "BlackDot":
			rule = rules.Ratio{A: p[0], B: p[1]}
			r.dotPairs = append(r.dotPairs, p)
		case "X":
			rule = rules.X(p[0], p[1])
			r.xvPairs = append(r.xvPairs, p)
		case "V":
			rule = rules.V(p[0], p[1])
			r.xvPairs = append(r.xvPairs, p)
		default:
			rule = rules.GreaterThan{Big: p[0], Small: p[1]}
		}
		if err := r.addChecked("", rule); err != nil {
			return err
		}
	}
	return nil
}

func (r *issReader) quad(it issItem) error {
	if len(it.args) < 2 {
		return issBad("want a corner and digits")
	}
	c, err := r.cell(it.args[0])
	if err != nil {
		return err
	}
	if c.Row+1 >= r.n || c.Col+1 >= r.n {
		return issBad("no 2x2 block at %s", it.args[0])
	}
	var digits []int
	for _, v := range it.args[1:] {
		d, err := issInt(v, "digit")
		if err != nil {
			return err
		}
		digits = append(digits, d)
	}
	return r.addChecked("Quad "+it.args[0], rules.Quadruple{Corner: c, Digits: digits})
}

func (r *issReader) indexing(it issItem) error {
	if len(it.args) < 2 {
		return issBad("want R or C and cells")
	}
	cells, err := r.cells(it.args[1:])
	if err != nil {
		return err
	}
	var set []sudoku.Cell // a cell listed twice indexes once
	for _, c := range cells {
		if !slicesContains(set, c) {
			set = append(set, c)
		}
	}
	switch it.args[0] {
	case "R":
		return r.addChecked("", rules.RowIndexer{Cells: set})
	case "C":
		return r.addChecked("", rules.ColumnIndexer{Cells: set})
	}
	return issBad("indexing %q: want R or C", it.args[0])
}

func slicesContains(cs []sudoku.Cell, c sudoku.Cell) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func (r *issReader) countingCircles(it issItem) error {
	cells, err := r.atLeast(it.args, 1)
	if err != nil {
		return err
	}
	if !issDistinct(cells) {
		return issUnsupported("counting circles with a cell twice")
	}
	return r.addChecked("", rules.CountingCircles{Cells: cells})
}

// pair reads ISS's custom relations: a key, the table of the relation
// over the digits in base64, then groups of cells, each after an optional
// "_name". Pair and Binary relate consecutive cells of a group, PairX and
// BinaryX every two cells of it. Binary keys swap '-' and '_'.
func (r *issReader) pair(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a key")
	}
	key := it.args[0]
	if it.typ == "Binary" || it.typ == "BinaryX" {
		key = strings.Map(func(c rune) rune {
			switch c {
			case '-':
				return '_'
			case '_':
				return '-'
			}
			return c
		}, key)
	}
	table, err := issDecodeKey(key, r.n)
	if err != nil {
		return err
	}
	all := it.typ == "PairX" || it.typ == "BinaryX"
	if all && !table.symmetric() {
		return issUnsupported("an all-pairs relation that is not symmetric")
	}
	name := ""
	var group []string
	flush := func() error {
		if len(group) == 0 {
			return nil
		}
		cells, err := r.cells(group)
		group = nil
		if err != nil {
			return err
		}
		return r.addPairs(name, table, cells, all)
	}
	for _, a := range it.args[1:] {
		switch {
		case a == "":
			if err := flush(); err != nil {
				return err
			}
		case a[0] == '_':
			if err := flush(); err != nil {
				return err
			}
			name = a[1:]
			if d, err := url.PathUnescape(name); err == nil {
				name = d
			}
		default:
			group = append(group, a)
		}
	}
	return flush()
}

func (r *issReader) addPairs(name string, t issTable, cells []sudoku.Cell, all bool) error {
	if all && t.equal(issNabner) && issDistinct(cells) && len(cells) >= 2 {
		return r.addChecked("", rules.Nabner{Cells: cells})
	}
	ruleName := "ISS pair"
	if name != "" {
		ruleName = fmt.Sprintf("ISS pair %q", name)
	}
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if !all && j > i+1 {
				break
			}
			if cells[i] == cells[j] {
				return issUnsupported("a relation of %v with itself", cells[i])
			}
			if err := r.addChecked("", rules.Pair{A: cells[i], B: cells[j], Name: ruleName, OK: t.ok}); err != nil {
				return err
			}
		}
	}
	return nil
}

// issTable is a relation between the digits of two cells, ISS's binary
// key decoded: OK(x, y) for digits 1..n.
type issTable struct {
	n    int
	bits []bool // (x-1)*n + (y-1)
}

const issBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func issDecodeKey(key string, n int) (issTable, error) {
	t := issTable{n: n, bits: make([]bool, n*n)}
	if len(key) > (n*n+5)/6 {
		return t, issBad("key %q too long for %d digits", key, n)
	}
	for i := 0; i < len(key); i++ {
		v := strings.IndexByte(issBase64, key[i])
		if v < 0 {
			return t, issBad("key %q: not base64", key)
		}
		for b := 0; b < 6; b++ {
			if k := 6*i + b; k < n*n {
				t.bits[k] = v&(1<<b) != 0
			} else if v&(1<<b) != 0 {
				return t, issBad("key %q: bits beyond %d digits", key, n)
			}
		}
	}
	return t, nil
}

func (t issTable) ok(x, y int) bool {
	if x < 1 || y < 1 || x > t.n || y > t.n {
		return false
	}
	return t.bits[(x-1)*t.n+y-1]
}

func (t issTable) symmetric() bool {
	for x := 1; x <= t.n; x++ {
		for y := 1; y <= t.n; y++ {
			if t.ok(x, y) != t.ok(y, x) {
				return false
			}
		}
	}
	return true
}

func (t issTable) equal(f func(x, y int) bool) bool {
	for x := 1; x <= t.n; x++ {
		for y := 1; y <= t.n; y++ {
			if t.ok(x, y) != f(x, y) {
				return false
			}
		}
	}
	return true
}

// issNabner is the relation of a nabner line: neither equal nor
// consecutive.
func issNabner(x, y int) bool { return x-y > 1 || y-x > 1 }

// issKey encodes a relation as ISS's binary key.
func issKey(n int, f func(x, y int) bool) string {
	var out []byte
	v, k := 0, 0
	for x := 1; x <= n; x++ {
		for y := 1; y <= n; y++ {
			if f(x, y) {
				v |= 1 << k
			}
			if k++; k == 6 {
				out = append(out, issBase64[v])
				v, k = 0, 0
			}
		}
	}
	out = append(out, issBase64[v])
	for len(out) > 0 && out[len(out)-1] == 'A' {
		out = out[:len(out)-1]
	}
	return string(out)
}

// puzzle assembles the houses, the global rules, the constraints in
// string order, the negative constraints and the givens.
func (r *issReader) puzzle() (sudoku.Puzzle, error) {
	boxes := r.shape.HasBoxes() && !r.noBoxes
	full := len(r.pieces) == r.n && r.covers()
	shape := r.shape
	var out []sudoku.Rule
	var regions [][]sudoku.Cell // the regions of a region sum line
	switch {
	case full && !boxes:
		out = append(out, rules.JigsawRules(r.pieces))
		regions = r.pieces
	case boxes:
		out = append(out, rules.Classic())
		for _, p := range r.pieces {
			out = append(out, rules.ExtraRegion{Cells: p})
		}
	default:
		if !r.windoku && !r.disjoint && len(r.pieces) == 0 {
			shape = sudoku.LatinShape(r.n)
		}
		out = append(out, rules.Latin())
		for _, p := range r.pieces {
			out = append(out, rules.ExtraRegion{Cells: p})
		}
	}
	if r.diag[0] && r.diag[1] {
		out = append(out, rules.Diagonals())
	} else if r.diag[0] {
		out = append(out, rules.Diagonal{})
	} else if r.diag[1] {
		out = append(out, rules.Diagonal{Anti: true})
	}
	for _, g := range []struct {
		on   bool
		rule sudoku.Rule
		name string
	}{
		{r.antiKnight, rules.AntiKnight{}, "AntiKnight"},
		{r.antiKing, rules.AntiKing{}, "AntiKing"},
		{r.antiConsecutive, rules.NonConsecutive{}, "AntiConsecutive"},
		{r.windoku, rules.Windoku{}, "Windoku"},
		{r.disjoint, rules.DisjointGroups{}, "DisjointSets"},
	} {
		if !g.on {
			continue
		}
		if err := rules.Validate(g.rule, shape); err != nil {
			return sudoku.Puzzle{}, &ISSError{Type: g.name, Index: -1, Err: fmt.Errorf("%w: %w", ErrUnsupported, err)}
		}
		out = append(out, g.rule)
	}
	for _, rs := range r.regionSum {
		rule, err := r.regionSumRule(rs, boxes, full, regions)
		if err != nil {
			return sudoku.Puzzle{}, rs.item.fail(err)
		}
		r.list[rs.at] = rule
	}
	list, err := r.mergeFullRank(r.list)
	if err != nil {
		return sudoku.Puzzle{}, &ISSError{Type: "FullRank", Index: -1, Err: err}
	}
	for _, rule := range list {
		if rule != nil {
			out = append(out, rule)
		}
	}
	if r.strictKropki {
		out = append(out, rules.NegativeKropki{White: true, Black: true, Marked: r.dotPairs})
	}
	if r.strictXV {
		out = append(out, rules.NegativeXV{Marked: r.xvPairs})
	}
	var givens sudoku.Grid
	cells := append([]sudoku.Cell(nil), r.givenSeen...)
	sort.Slice(cells, func(i, j int) bool { return shape.Index(cells[i]) < shape.Index(cells[j]) })
	for _, c := range cells {
		ds := r.givens[c]
		switch len(ds) {
		case 0:
			return sudoku.Puzzle{}, &ISSError{Type: "Given", Index: -1, Err: issBad("the givens of %v leave no digit", c)}
		case 1:
			if givens.IsZero() {
				givens = sudoku.NewGrid(shape)
			}
			givens.Set(c, ds[0])
		default:
			out = append(out, rules.GivenCandidates{Cell: c, Digits: ds})
		}
	}
	return sudoku.Puzzle{Shape: shape, Rules: out, Givens: givens}, nil
}

// covers reports whether the jigsaw pieces cover the grid.
func (r *issReader) covers() bool {
	seen := make([]bool, r.n*r.n)
	for _, p := range r.pieces {
		for _, c := range p {
			if seen[r.shape.Index(c)] {
				return false
			}
			seen[r.shape.Index(c)] = true
		}
	}
	for _, s := range seen {
		if !s {
			return false
		}
	}
	return true
}

// regionSumRule cuts a region sum line at ISS's regions: the boxes, or
// without them the jigsaw's pieces; with neither, or inside one region,
// the line constrains nothing (nil).
func (r *issReader) regionSumRule(rs issRegionSum, boxes, full bool, regions [][]sudoku.Cell) (sudoku.Rule, error) {
	region := func(c sudoku.Cell) int {
		if boxes {
			return (c.Row/r.shape.BoxRows)*(r.n/r.shape.BoxCols) + c.Col/r.shape.BoxCols
		}
		for i, p := range r.pieces {
			if slicesContains(p, c) {
				return i
			}
		}
		return -1
	}
	if !boxes && len(r.pieces) == 0 {
		return nil, nil
	}
	if !boxes && !full {
		return nil, issUnsupported("a region sum line on a grid partly in no region")
	}
	crosses := false
	for i := 1; i < len(rs.cells); i++ {
		if region(rs.cells[i]) != region(rs.cells[0]) {
			crosses = true
		}
	}
	if !crosses {
		return nil, nil
	}
	rule := rules.RegionSum{Cells: rs.cells, Regions: regions}
	if err := r.check(rule); err != nil {
		return nil, err
	}
	return rule, nil
}

// issCellID writes a cell as ISS does: R and C with base-17 digits.
func issCellID(c sudoku.Cell) string {
	return "R" + strconv.FormatInt(int64(c.Row+1), 17) + "C" + strconv.FormatInt(int64(c.Col+1), 17)
}

// issRule reads a type with no arguments that stands for one rule of the
// whole grid; given twice, it is one rule.
func issRule(rule sudoku.Rule) issRead {
	return func(r *issReader, it issItem) error {
		if len(it.args) > 0 {
			return issBad("want no arguments")
		}
		return r.addChecked(it.typ, rule)
	}
}

// regex reads a regex line: the pattern, in ISS's base64 (URL-safe, its
// padding dropped), then the cells of one or more lines, "" between two.
func (r *issReader) regex(it issItem) error {
	if len(it.args) == 0 {
		return issBad("want a pattern and cells")
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(it.args[0], "="))
	if err != nil {
		return issBad("pattern %q: not ISS's base64: %v", it.args[0], err)
	}
	pattern := strings.Join(strings.Fields(string(raw)), "") // ISS drops white space
	if _, err := syntax.Parse(pattern, syntax.Perl); err != nil {
		return issBad("pattern %q: %v", pattern, err) // malformed, not unsupported
	}
	var line []string
	flush := func() error {
		if len(line) == 0 {
			return nil
		}
		cells, err := r.cells(line)
		line = nil
		if err != nil {
			return err
		}
		return r.addChecked("", rules.Regex{Pattern: pattern, Cells: cells})
	}
	for _, a := range it.args[1:] {
		if a == "" {
			if err := flush(); err != nil {
				return err
			}
			continue
		}
		line = append(line, a)
	}
	return flush()
}

// lookAndSay reads a look-and-say cage: its clue, pairs of a count and a
// value, one character each, then its cells. As in ISS, a value named
// twice with counts other than 0 is malformed; a count of 0 excludes the
// value, so a value both excluded and counted has no solution, which is
// refused as unsupported, and one excluded twice is excluded once. A
// value beyond the grid's digits (0, or 7 on a 6x6) is refused when it
// must appear and ignored when it must not.
func (r *issReader) lookAndSay(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a clue")
	}
	clue := it.args[0]
	if len(clue) == 0 || len(clue)%2 != 0 || strings.Trim(clue, "0123456789") != "" {
		return issBad("look-and-say clue %q: want pairs of a count and a value, one digit each", clue)
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil {
		return err
	}
	var pairs []rules.LookAndSayPair
	for i := 0; i < len(clue); i += 2 {
		p := rules.LookAndSayPair{Count: int(clue[i] - '0'), Digit: int(clue[i+1] - '0')}
		if p.Digit < 1 || p.Digit > r.n {
			if p.Count > 0 {
				return issUnsupported("look-and-say clue %q: %d of the value %d, which a grid of 1-%d does not have", clue, p.Count, p.Digit, r.n)
			}
			continue
		}
		j := slices.IndexFunc(pairs, func(q rules.LookAndSayPair) bool { return q.Digit == p.Digit })
		switch {
		case j < 0:
			pairs = append(pairs, p)
		case p.Count > 0 && pairs[j].Count > 0:
			return issBad("look-and-say clue %q names the value %d twice", clue, p.Digit)
		case p.Count != pairs[j].Count:
			return issUnsupported("look-and-say clue %q both excludes and counts the value %d, which no digits satisfy", clue, p.Digit)
		}
	}
	if len(pairs) == 0 {
		return nil // excludes only values the grid does not have
	}
	return r.addChecked("", rules.LookAndSay{Cells: cells, Pairs: pairs})
}

// lunchbox reads a lunchbox: its sum, then its cells in order.
func (r *issReader) lunchbox(it issItem) error {
	if len(it.args) < 1 {
		return issBad("want a sum")
	}
	sum, err := issInt(it.args[0], "sum")
	if err != nil {
		return err
	}
	if sum < 0 {
		return issBad("lunchbox sum %d: ISS takes 0 or more", sum)
	}
	cells, err := r.atLeast(it.args[1:], 1)
	if err != nil {
		return err
	}
	return r.addChecked("", rules.Lunchbox{Cells: cells, Sum: sum})
}

// fullRank reads a full rank clue, a row or column and the ranks from
// its start and from its end, either empty. Each clue is a rules.FullRank
// of its own until the puzzle is assembled, when the clues join in one
// (see mergeFullRank), as ISS's solver joins them.
func (r *issReader) fullRank(it issItem) error {
	return r.outsideClues(it, "rank", func(l rules.Line, fromEnd bool, rank int) (sudoku.Rule, error) {
		if rank == 0 {
			return nil, issBad("a rank of 0")
		}
		return rules.FullRank{Clues: []rules.RankClue{{Line: l, FromEnd: fromEnd, Rank: rank}}}, nil
	})
}

// issRankTies maps FullRankTies's options to the rule's.
var issRankTies = map[string]rules.RankTies{"only-unclued": rules.TiesUnclued, "none": rules.TiesNone, "any": rules.TiesAny}

// fullRankTies reads the option of ties between full rank entries; the
// last one given holds.
func (r *issReader) fullRankTies(it issItem) error {
	if len(it.args) != 1 {
		return issBad("want none, only-unclued or any")
	}
	ties, ok := issRankTies[it.args[0]]
	if !ok {
		return issBad("full rank ties %q: want none, only-unclued or any", it.args[0])
	}
	r.rankTies = &ties
	return nil
}

// mergeFullRank joins the full rank clues of list into one rule, in the
// place of the first, with the ties of the FullRankTies option; with no
// clues, ISS's "none" still forbids every tie.
func (r *issReader) mergeFullRank(list []sudoku.Rule) ([]sudoku.Rule, error) {
	var merged rules.FullRank
	if r.rankTies != nil {
		merged.Ties = *r.rankTies
	}
	at := -1
	var out []sudoku.Rule
	for _, rule := range list {
		fr, ok := rule.(rules.FullRank)
		if !ok {
			out = append(out, rule)
			continue
		}
		if at < 0 {
			at = len(out)
			out = append(out, nil)
		}
		merged.Clues = append(merged.Clues, fr.Clues...)
	}
	if at < 0 {
		if merged.Ties != rules.TiesNone {
			return out, nil
		}
		at = len(out)
		out = append(out, nil)
	}
	if err := r.check(merged); err != nil {
		return nil, err
	}
	out[at] = merged
	return out, nil
}
