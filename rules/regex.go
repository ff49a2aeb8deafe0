package rules

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// Regex is a sequence of cells whose digits, read in order as a string,
// match Pattern as a whole: the Interactive Sudoku Solver's regex lines.
// Digits 1 to 9 are the characters '1' to '9' and digits from 10 up the
// letters 'A' (10) to 'Z', in either case, so that "[1-4]+9" or "(12)*"
// work on any grid. Pattern is Go's regular expression syntax
// (regexp/syntax), of which character classes, ".", "|", groups and the
// quantifiers *, +, ? and {n,m} are what setters use; anchors change
// nothing, since the whole sequence must match, and other zero-width
// assertions (\b) are refused. The cells need not be connected, and may
// repeat.
type Regex struct {
	Pattern string
	Cells   []sudoku.Cell
}

// Validate checks that the cells are on s and that Pattern parses and
// compiles to an automaton over the digits of s.
func (r Regex) Validate(s sudoku.Shape) error {
	if len(r.Cells) == 0 {
		return lineBad("regex %q has no cells", r.Pattern)
	}
	for _, c := range r.Cells {
		if !s.Contains(c) {
			return lineBad("regex %q: cell %s is off the %dx%d grid", r.Pattern, c, s.Size, s.Size)
		}
	}
	_, err := regexAutomaton(r.Pattern, s.Size)
	return err
}

// Apply states the cells' digits as a sequence that the pattern's
// automaton accepts (sudoku.Builder.Regular), which the native engine
// propagates exactly on the line and Z3 reads as layers of states.
func (r Regex) Apply(b *sudoku.Builder) error {
	if err := r.Validate(b.Shape()); err != nil {
		return err
	}
	a, err := regexAutomaton(r.Pattern, b.Shape().Size)
	if err != nil {
		return err
	}
	b.Regular(r.Cells, a)
	return nil
}

// Check reports a filled sequence that does not match the pattern. It
// passes when a cell of the sequence is empty.
func (r Regex) Check(g sudoku.Grid) error {
	whole, err := regexp.Compile("(?i)^(?:" + r.Pattern + ")$")
	if err != nil {
		return fmt.Errorf("%s: %w: %v", r, sudoku.ErrBadRule, err)
	}
	var text strings.Builder
	for _, c := range r.Cells {
		d := g.At(c)
		if d == 0 {
			return nil
		}
		text.WriteRune(digitRune(d))
	}
	if !whole.MatchString(text.String()) {
		return &sudoku.ConflictError{Rule: r.String(), Cells: r.Cells, Msg: fmt.Sprintf("read %q, which does not match %q", text.String(), r.Pattern)}
	}
	return nil
}

// String names the sequence by its pattern and first cell:
// `regex "[1-4]+9" at r1c1`.
func (r Regex) String() string {
	return fmt.Sprintf("regex %q", r.Pattern) + lineName("", r.Cells)
}

// digitRune is the character that stands for digit d in a pattern.
func digitRune(d int) rune {
	if d <= 9 {
		return rune('0' + d)
	}
	return rune('A' + d - 10)
}

// regexAutomaton compiles pattern to an automaton over digits 1..n that
// accepts the sequences whose string matches pattern as a whole. Its
// states are the instructions of the compiled program that a match can
// stand at between two characters, each standing for its closure over
// the instructions that read nothing.
func regexAutomaton(pattern string, n int) (sudoku.Automaton, error) {
	re, err := syntax.Parse(pattern, syntax.Perl|syntax.FoldCase)
	if err != nil {
		return sudoku.Automaton{}, fmt.Errorf("%w: regex %q: %v", sudoku.ErrBadRule, pattern, err)
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return sudoku.Automaton{}, fmt.Errorf("%w: regex %q: %v", sudoku.ErrBadRule, pattern, err)
	}
	// closure returns the instructions that read a character, and whether
	// the match may end, reachable from pc without reading one.
	closure := func(pc uint32) (reads []uint32, match bool, err error) {
		seen := map[uint32]bool{}
		stack := []uint32{pc}
		for len(stack) > 0 {
			pc := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[pc] {
				continue
			}
			seen[pc] = true
			in := &prog.Inst[pc]
			switch in.Op {
			case syntax.InstAlt, syntax.InstAltMatch:
				stack = append(stack, in.Out, in.Arg)
			case syntax.InstCapture, syntax.InstNop:
				stack = append(stack, in.Out)
			case syntax.InstEmptyWidth:
				if syntax.EmptyOp(in.Arg)&^(syntax.EmptyBeginLine|syntax.EmptyEndLine|syntax.EmptyBeginText|syntax.EmptyEndText) != 0 {
					return nil, false, fmt.Errorf("%w: regex %q: only ^ and $ of the zero-width assertions", sudoku.ErrBadRule, pattern)
				}
				stack = append(stack, in.Out)
			case syntax.InstMatch:
				match = true
			case syntax.InstFail:
			default: // InstRune, InstRune1, InstRuneAny, InstRuneAnyNotNL
				reads = append(reads, pc)
			}
		}
		return reads, match, nil
	}
	var failed error
	a, err := sudoku.NewAutomaton(n, uint32(prog.Start), func(pc uint32, d int) []uint32 {
		reads, _, err := closure(pc)
		if err != nil {
			failed = err
			return nil
		}
		var next []uint32
		for _, r := range reads {
			if in := &prog.Inst[r]; in.MatchRune(digitRune(d)) {
				next = append(next, in.Out)
			}
		}
		return next
	}, func(pc uint32) bool {
		_, match, _ := closure(pc)
		return match
	})
	if failed != nil {
		return sudoku.Automaton{}, failed
	}
	if err != nil {
		return sudoku.Automaton{}, fmt.Errorf("regex %q: %w", pattern, err)
	}
	return a, nil
}
