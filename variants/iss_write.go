package variants

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// ISSString writes p as an ISS constraint string, which [ParseISS] reads
// back as the same puzzle, its rules in the order the reader gives them
// (the houses, the global rules, the constraints, the negative
// constraints, then the given candidates), up to a few forms that read
// back as their equivalents: a rules.ExtraRegion comes back as a
// rules.Distinct, rules.Even and rules.Odd as the rules.GivenCandidates of
// their digits, a rules.Nabner line of two cells as itself, and several
// rules.FullRank (of one RankTies, or the writer refuses them) as one
// holding all their clues. The format has
// no title, author or solution, so those are dropped.
//
// A rule with no ISS form, such as rules.Minimum or a killer cage bounded
// by "<10", is an error wrapping [ErrUnsupported] that names it: a
// [*FieldError] with the format "ISS" and the field "rule 4 (NAME)".
func ISSString(p sudoku.Puzzle) (string, error) {
	w, err := newISSWriter(p)
	if err != nil {
		return "", err
	}
	return w.String(), nil
}

// ISSURL returns a link that opens p on ISS's page: [ISSBaseURL], "?q="
// and [ISSString](p), escaped as ISS's page escapes it.
func ISSURL(p sudoku.Puzzle) (string, error) {
	s, err := ISSString(p)
	if err != nil {
		return "", err
	}
	return ISSBaseURL + "?q=" + url.QueryEscape(s), nil
}

type issWriter struct {
	shape             sudoku.Shape
	n                 int
	head, body, negs  strings.Builder
	rows, cols, boxes bool
	jigsaw            [][]sudoku.Cell
	givens            map[sudoku.Cell][]int
	givenOrder        []sudoku.Cell
	dots, xvs         map[[2]sudoku.Cell]bool
	negKropki         *rules.NegativeKropki
	negXV             *rules.NegativeXV
	rankTies          *rules.RankTies // the ties of the full rank clues written
}

func issRuleErr(i int, r sudoku.Rule, err error) error { return ruleErrIn(issFormat, i, r, err) }

func issCannot(format string, args ...any) error {
	return fmt.Errorf("%w: ISS cannot express "+format, append([]any{ErrUnsupported}, args...)...)
}

func newISSWriter(p sudoku.Puzzle) (*issWriter, error) {
	s := p.Shape
	if err := s.Validate(); err != nil {
		return nil, &FieldError{Format: issFormat, Field: "shape", Err: err}
	}
	if s.Size > 16 {
		return nil, &FieldError{Format: issFormat, Field: "shape", Err: issCannot("a %dx%d grid: ISS's grids are at most 16x16", s.Size, s.Size)}
	}
	if s.HasBoxes() {
		if h, w := issBoxDims(s.Size); h != s.BoxRows || w != s.BoxCols {
			return nil, &FieldError{Format: issFormat, Field: "shape", Err: issCannot("boxes of %dx%d on a %dx%d grid", s.BoxRows, s.BoxCols, s.Size, s.Size)}
		}
	}
	w := &issWriter{shape: s, n: s.Size, givens: map[sudoku.Cell][]int{},
		dots: map[[2]sudoku.Cell]bool{}, xvs: map[[2]sudoku.Cell]bool{}}
	if s.Size != 9 {
		fmt.Fprintf(&w.head, ".Shape~%dx%d", s.Size, s.Size)
	}
	flat := rules.Flatten(p.Rules...)
	for i, r := range flat {
		if err := rules.Validate(r, s); err != nil {
			return nil, issRuleErr(i, r, err)
		}
		if err := w.rule(r); err != nil {
			return nil, issRuleErr(i, r, err)
		}
	}
	if !w.rows || !w.cols {
		return nil, &FieldError{Format: issFormat, Field: "rules", Err: issCannot("a grid without distinct rows and columns")}
	}
	if len(w.jigsaw) > 0 {
		j := rules.Jigsaw{Regions: w.jigsaw}
		if err := rules.Validate(j, s); err != nil {
			return nil, &FieldError{Format: issFormat, Field: "jigsaw", Err: err}
		}
		layout := make([]byte, s.NumCells())
		for i, reg := range w.jigsaw {
			for _, c := range reg {
				layout[s.Index(c)] = strconv.FormatInt(int64(i), s.Size+1)[0]
			}
		}
		fmt.Fprintf(&w.head, ".Jigsaw~%s", layout)
	}
	if !w.boxes {
		w.head.WriteString(".NoBoxes")
	}
	if w.negKropki != nil {
		if err := issSameMarks(w.negKropki.Marked, w.dots); err != nil {
			return nil, &FieldError{Format: issFormat, Field: "negative kropki", Err: err}
		}
		w.negs.WriteString(".StrictKropki")
	}
	if w.rankTies != nil && *w.rankTies != rules.TiesUnclued {
		for opt, t := range issRankTies {
			if t == *w.rankTies {
				w.negs.WriteString(".FullRankTies~" + opt)
			}
		}
	}
	if w.negXV != nil {
		if err := issSameMarks(w.negXV.Marked, w.xvs); err != nil {
			return nil, &FieldError{Format: issFormat, Field: "negative XV", Err: err}
		}
		w.negs.WriteString(".StrictXV")
	}
	if !p.Givens.IsZero() {
		if p.Givens.Shape().Size != s.Size {
			return nil, &FieldError{Format: issFormat, Field: "givens", Err: issBad("the grid is %v, the puzzle %v", p.Givens.Shape(), s)}
		}
		for i := 0; i < s.NumCells(); i++ {
			c := s.CellAt(i)
			if d := p.Givens.At(c); d != 0 {
				w.given(c, []int{d})
			}
		}
	}
	return w, nil
}

// issSameMarks checks that a negative constraint exempts exactly the
// pairs of the dots (or X and V) drawn, as ISS's strict constraints do.
func issSameMarks(marked [][2]sudoku.Cell, drawn map[[2]sudoku.Cell]bool) error {
	set := map[[2]sudoku.Cell]bool{}
	for _, m := range marked {
		set[issPairKey(m[0], m[1])] = true
	}
	if len(set) != len(drawn) {
		return issCannot("a negative constraint exempting other pairs than those marked")
	}
	for k := range set {
		if !drawn[k] {
			return issCannot("a negative constraint exempting the unmarked pair %v-%v", k[0], k[1])
		}
	}
	return nil
}

func issPairKey(a, b sudoku.Cell) [2]sudoku.Cell {
	if b.Row < a.Row || b.Row == a.Row && b.Col < a.Col {
		a, b = b, a
	}
	return [2]sudoku.Cell{a, b}
}

// String returns the constraint string.
func (w *issWriter) String() string {
	var sb strings.Builder
	sb.WriteString(w.head.String())
	sb.WriteString(w.body.String())
	sb.WriteString(w.negs.String())
	if len(w.givenOrder) > 0 {
		sb.WriteString(".")
		for _, c := range w.givenOrder {
			sb.WriteString("~" + issCellID(c))
			for _, d := range w.givens[c] {
				sb.WriteString("_" + strconv.Itoa(d))
			}
		}
	}
	if sb.Len() == 0 {
		return "."
	}
	return sb.String()
}

func (w *issWriter) given(c sudoku.Cell, ds []int) {
	old, ok := w.givens[c]
	if !ok {
		w.givenOrder = append(w.givenOrder, c)
		w.givens[c] = issSet(ds)
		return
	}
	var both []int
	for _, d := range issSet(ds) {
		if slicesContainsInt(old, d) {
			both = append(both, d)
		}
	}
	w.givens[c] = both
}

func slicesContainsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// put writes one constraint: its type, then its arguments.
func (w *issWriter) put(typ string, args ...string) {
	w.body.WriteString("." + typ)
	for _, a := range args {
		w.body.WriteString("~" + a)
	}
}

func issCellIDs(cells []sudoku.Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = issCellID(c)
	}
	return out
}

func issLineID(l rules.Line) string {
	if l.Col {
		return "C" + strconv.Itoa(l.Index+1)
	}
	return "R" + strconv.Itoa(l.Index+1)
}

func (w *issWriter) rule(r sudoku.Rule) error {
	n := w.n
	switch r := r.(type) {
	case rules.Rows:
		w.rows = true
	case rules.Columns:
		w.cols = true
	case rules.Boxes:
		w.boxes = true
	case rules.Jigsaw:
		if len(w.jigsaw) > 0 {
			return issCannot("two jigsaws")
		}
		w.jigsaw = r.Regions
	case rules.ExtraRegion:
		w.put("AllDifferent", issCellIDs(r.Cells)...)
	case rules.Distinct:
		w.put("AllDifferent", issCellIDs(r.Cells)...)
	case rules.Diagonal:
		if r.Anti {
			w.put("Diagonal", "1")
		} else {
			w.put("Diagonal", "-1")
		}
	case rules.AntiKnight:
		w.put("AntiKnight")
	case rules.AntiKing:
		w.put("AntiKing")
	case rules.NonConsecutive:
		w.put("AntiConsecutive")
	case rules.Windoku:
		w.put("Windoku")
	case rules.DisjointGroups:
		w.put("DisjointSets")
	case rules.AntiTaxicab:
		w.put("AntiTaxicab")
	case rules.GlobalEntropy:
		w.put("GlobalEntropy")
	case rules.GlobalMod:
		w.put("GlobalMod")
	case rules.DutchFlatmates:
		w.put("DutchFlatmates")
	case rules.Regex:
		w.put("Regex", append([]string{base64.RawURLEncoding.EncodeToString([]byte(r.Pattern))}, issCellIDs(r.Cells)...)...)
	case rules.SameValues:
		w.put("SameValues", issSameValuesArgs(r)...)
	case rules.RellikCage:
		w.put("RellikCage", append([]string{strconv.Itoa(r.Sum)}, issCellIDs(r.Cells)...)...)
	case rules.EqualityCage:
		w.put("EqualityCage", issCellIDs(r.Cells)...)
	case rules.Contain:
		ds := make([]string, len(r.Digits))
		for i, d := range r.Digits {
			ds[i] = strconv.Itoa(d)
		}
		typ := "ContainAtLeast"
		if r.Exact {
			typ = "ContainExact"
		}
		w.put(typ, append([]string{strings.Join(ds, "_")}, issCellIDs(r.Cells)...)...)
	case rules.CountDistinct:
		w.put("CountDistinct", issCellIDs(append([]sudoku.Cell{r.Control}, r.Cells...))...)
	case rules.EqualSum:
		w.put("EqualSum", issSegments(r.Segments)...)
	case rules.ValueIndexing:
		w.put("ValueIndexing", issCellIDs(r.Cells)...)
	case rules.StateMachine:
		return w.stateMachine(r)
	case rules.ParityLine:
		// Digits two apart agree mod 2, neighbours differ: ISS's modular
		// line of modulus 2.
		w.put("Modular", append([]string{"2"}, issCellIDs(r.Cells)...)...)
	case rules.NegativeKropki:
		if !r.White || !r.Black || r.Ratio > 2 || r.Difference > 1 || w.negKropki != nil {
			return issCannot("a negative kropki constraint other than both colours of the standard dots")
		}
		w.negKropki = &r
	case rules.NegativeXV:
		if r.Sums != nil && !(len(r.Sums) == 2 && (r.Sums[0] == 5 && r.Sums[1] == 10 || r.Sums[0] == 10 && r.Sums[1] == 5)) || w.negXV != nil {
			return issCannot("a negative XV constraint on sums other than 5 and 10")
		}
		w.negXV = &r
	case rules.Cage:
		if r.Min != 0 || r.Max != 0 {
			return issCannot("a cage with a bounded total")
		}
		w.put("Cage", append([]string{strconv.Itoa(r.Sum)}, issCellIDs(r.Cells)...)...)
	case rules.SumCage:
		w.put("Sum", append([]string{strconv.Itoa(r.Sum)}, issCellIDs(r.Cells)...)...)
	case rules.WeightedSum:
		sum := strconv.Itoa(r.Sum)
		if r.Weights != nil {
			sum += "_="
			for _, x := range r.Weights {
				if x < -100 || x > 100 {
					return issCannot("a weight of %d: its weights are -100 to 100", x)
				}
				sum += "_" + strconv.Itoa(x)
			}
		}
		w.put("Sum", append([]string{sum}, issCellIDs(r.Cells)...)...)
	case rules.LittleKiller:
		return w.littleKiller(r)
	case rules.Thermometer:
		w.put("Thermo", issCellIDs(r.Cells)...)
	case rules.Arrow:
		switch len(r.Circle) {
		case 1:
			w.put("Arrow", issCellIDs(append(append([]sudoku.Cell(nil), r.Circle...), r.Line...))...)
		default:
			for i := 1; i < len(r.Circle); i++ {
				if w.shape.Index(r.Circle[i]) <= w.shape.Index(r.Circle[i-1]) {
					return issCannot("a pill not read in reading order")
				}
				d := sudoku.Cell{Row: r.Circle[i].Row - r.Circle[i-1].Row, Col: r.Circle[i].Col - r.Circle[i-1].Col}
				if d != (sudoku.Cell{Col: 1}) && d != (sudoku.Cell{Row: 1}) && d != (sudoku.Cell{Row: 1, Col: 1}) {
					return issCannot("a pill whose cells are not right of, below or down-right of the one before")
				}
			}
			w.put("PillArrow", append([]string{strconv.Itoa(len(r.Circle))}, issCellIDs(append(append([]sudoku.Cell(nil), r.Circle...), r.Line...))...)...)
		}
	case rules.DoubleArrow:
		w.put("DoubleArrow", issCellIDs(r.Cells)...)
	case rules.Whispers:
		d := r.Diff
		if d == 0 {
			d = (n + 1) / 2
		}
		w.put("Whisper", append([]string{strconv.Itoa(d)}, issCellIDs(r.Cells)...)...)
	case rules.Renban:
		if !issDistinct(r.Cells) {
			return issCannot("a renban line through a cell twice")
		}
		w.put("Renban", issCellIDs(r.Cells)...)
	case rules.Between:
		w.put("Between", issCellIDs(r.Cells)...)
	case rules.Palindrome:
		w.put("Palindrome", issCellIDs(r.Cells)...)
	case rules.Zipper:
		w.put("Zipper", issCellIDs(r.Cells)...)
	case rules.Entropic:
		if n != 9 {
			return issCannot("an entropic line on a %dx%d grid", n, n)
		}
		w.put("Entropic", issCellIDs(r.Cells)...)
	case rules.Modular:
		w.put("Modular", append([]string{"3"}, issCellIDs(r.Cells)...)...)
	case rules.Lockout:
		d := r.Diff
		if d == 0 {
			d = (n - 1) / 2
		}
		w.put("Lockout", append([]string{strconv.Itoa(d)}, issCellIDs(r.Cells)...)...)
	case rules.SumLine:
		s := r.Sum
		if s == 0 {
			s = 10
		}
		args := append([]string{strconv.Itoa(s)}, issCellIDs(r.Cells)...)
		if r.Loop {
			args = append(args, "LOOP")
		}
		w.put("SumLine", args...)
	case rules.RegionSum:
		if r.Regions != nil && !w.regionsAreJigsaw(r.Regions) {
			return issCannot("a region sum line cut at regions other than the grid's")
		}
		w.put("RegionSumLine", issCellIDs(r.Cells)...)
	case rules.Nabner:
		w.put("PairX", issKey(n, issNabner), "_Nabner")
		w.body.WriteString("~" + strings.Join(issCellIDs(r.Cells), "~"))
	case rules.Pair:
		if r.OK == nil {
			return issBad("a pair with no relation")
		}
		args := []string{issKey(n, r.OK)}
		if label := issPairLabel(r.Name); label != "" {
			args = append(args, "_"+issEscapeName(label))
		}
		w.put("Pair", append(args, issCellID(r.A), issCellID(r.B))...)
	case rules.Difference:
		if r.Value > 1 {
			return issCannot("a white dot of difference %d", r.Value)
		}
		w.dots[issPairKey(r.A, r.B)] = true
		w.put("WhiteDot", issCellID(r.A), issCellID(r.B))
	case rules.Ratio:
		if r.Value > 2 {
			return issCannot("a black dot of ratio %d", r.Value)
		}
		w.dots[issPairKey(r.A, r.B)] = true
		w.put("BlackDot", issCellID(r.A), issCellID(r.B))
	case rules.XV:
		switch r.Sum {
		case 10:
			w.put("X", issCellID(r.A), issCellID(r.B))
		case 5:
			w.put("V", issCellID(r.A), issCellID(r.B))
		default:
			return issCannot("an XV sign of sum %d", r.Sum)
		}
		w.xvs[issPairKey(r.A, r.B)] = true
	case rules.GreaterThan:
		if abs(r.Big.Row-r.Small.Row)+abs(r.Big.Col-r.Small.Col) != 1 {
			return issCannot("a greater-than sign between cells that are not neighbours")
		}
		w.put("GreaterThan", issCellID(r.Big), issCellID(r.Small))
	case rules.Quadruple:
		args := []string{issCellID(r.Corner)}
		for _, d := range r.Digits {
			args = append(args, strconv.Itoa(d))
		}
		w.put("Quad", args...)
	case rules.Sandwich:
		w.put("Sandwich", strconv.Itoa(r.Sum), issLineID(r.Line))
	case rules.XSum:
		w.putDouble("XSum", r.Line, r.FromEnd, r.Sum)
	case rules.Skyscraper:
		w.putDouble("Skyscraper", r.Line, r.FromEnd, r.Count)
	case rules.NumberedRoom:
		w.putDouble("NumberedRoom", r.Line, r.FromEnd, r.Digit)
	case rules.HiddenSkyscraper:
		w.putDouble("HiddenSkyscraper", r.Line, r.FromEnd, r.Digit)
	case rules.FullRank:
		if w.rankTies != nil && *w.rankTies != r.Ties {
			return issCannot("full ranks with different ties")
		}
		w.rankTies = &r.Ties
		for _, c := range r.Clues {
			w.putDouble("FullRank", c.Line, c.FromEnd, c.Rank)
		}
	case rules.Lunchbox:
		w.put("Lunchbox", append([]string{strconv.Itoa(r.Sum)}, issCellIDs(r.Cells)...)...)
	case rules.LookAndSay:
		var clue strings.Builder
		for _, p := range r.Pairs {
			if p.Count > 9 || p.Digit > 9 {
				return issCannot("a look-and-say count or digit above 9")
			}
			fmt.Fprintf(&clue, "%d%d", p.Count, p.Digit)
		}
		w.put("LookAndSay", append([]string{clue.String()}, issCellIDs(r.Cells)...)...)
	case rules.CountingCircles:
		w.put("CountingCircles", issCellIDs(r.Cells)...)
	case rules.RowIndexer:
		w.put("Indexing", append([]string{"R"}, issCellIDs(r.Cells)...)...)
	case rules.ColumnIndexer:
		w.put("Indexing", append([]string{"C"}, issCellIDs(r.Cells)...)...)
	case rules.GivenCandidates:
		w.given(r.Cell, r.Digits)
	case rules.Even:
		for _, c := range r.Cells {
			w.given(c, issParity(n, 0))
		}
	case rules.Odd:
		for _, c := range r.Cells {
			w.given(c, issParity(n, 1))
		}
	default:
		return issCannot("this rule")
	}
	return nil
}

func issParity(n, odd int) []int {
	var ds []int
	for d := 1; d <= n; d++ {
		if d%2 == odd {
			ds = append(ds, d)
		}
	}
	return ds
}

func (w *issWriter) putDouble(typ string, l rules.Line, fromEnd bool, v int) {
	if fromEnd {
		w.put(typ, issLineID(l), "", strconv.Itoa(v))
	} else {
		w.put(typ, issLineID(l), strconv.Itoa(v))
	}
}

// littleKiller writes a clue by the first cell of the diagonal as ISS
// keys it; a diagonal ISS keys from its other end holds the same sum.
func (w *issWriter) littleKiller(r rules.LittleKiller) error {
	d := issStep(r.Dir)
	first := sudoku.Cell{Row: r.Clue.Row + d.Row, Col: r.Clue.Col + d.Col}
	last := first
	for w.shape.Contains(sudoku.Cell{Row: last.Row + d.Row, Col: last.Col + d.Col}) {
		last = sudoku.Cell{Row: last.Row + d.Row, Col: last.Col + d.Col}
	}
	back := sudoku.Cell{Row: -d.Row, Col: -d.Col}
	for _, c := range []struct {
		start sudoku.Cell
		step  sudoku.Cell
	}{{first, d}, {last, back}} {
		if dir := issDiagonal(w.n, c.start); dir != 0 && issStep(dir) == c.step {
			w.put("LittleKiller", strconv.Itoa(r.Sum), issCellID(c.start))
			return nil
		}
	}
	return issCannot("a little killer of one cell")
}

// regionsAreJigsaw reports whether regions are the jigsaw's, the regions
// ISS cuts a region sum line at on a grid without boxes.
func (w *issWriter) regionsAreJigsaw(regions [][]sudoku.Cell) bool {
	if w.boxes || len(w.jigsaw) != len(regions) {
		return false
	}
	for i := range regions {
		if len(regions[i]) != len(w.jigsaw[i]) {
			return false
		}
		for j := range regions[i] {
			if regions[i][j] != w.jigsaw[i][j] {
				return false
			}
		}
	}
	return true
}

// issSegments writes segments of cells with "-" between two.
func issSegments(segs [][]sudoku.Cell) []string {
	var out []string
	for i, seg := range segs {
		if i > 0 {
			out = append(out, "-")
		}
		out = append(out, issCellIDs(seg)...)
	}
	return out
}

// stateMachine writes an NFA constraint: the machine serialized as ISS
// does, reading the grid's digits and, with several segments, the break
// after them; then the name and the segments.
func (w *issWriter) stateMachine(r rules.StateMachine) error {
	a, symbols := r.Machine, w.n
	if len(r.Segments) > 1 {
		symbols = w.n + 1
	} else {
		// One segment reads no break: drop its arcs.
		t := sudoku.Automaton{States: a.States, Start: a.Start, Accept: a.Accept, Arcs: make([][]sudoku.Arc, a.States)}
		for s, out := range a.Arcs {
			for _, arc := range out {
				if arc.Digit <= w.n {
					t.Arcs[s] = append(t.Arcs[s], arc)
				}
			}
		}
		a = t
	}
	enc, ok := issEncodeNFA(a, symbols)
	if !ok {
		return issCannot("a state machine over %d symbols of %d states: its NFAs read at most 16 symbols, and have at most 2^16 states", symbols, a.States)
	}
	w.put("NFA", append([]string{enc, "_" + issEscapeName(r.Name)}, issSegments(r.Segments)...)...)
	return nil
}

// issEscapeName escapes a rule's name for an argument of a constraint
// string: as a URL path segment, and '.' and '~' too, which separate the
// string's constraints and arguments.
func issEscapeName(name string) string {
	return strings.NewReplacer(".", "%2E", "~", "%7E").Replace(url.PathEscape(name))
}

// issPairLabel returns the label a pair named name is written with: the
// one the reader read, for a name the reader made (ISS pair "label"), and
// the name itself otherwise; "" for the reader's unlabelled "ISS pair".
func issPairLabel(name string) string {
	if name == "ISS pair" {
		return ""
	}
	if q, ok := strings.CutPrefix(name, "ISS pair "); ok {
		if label, err := strconv.Unquote(q); err == nil {
			return label
		}
	}
	return name
}
