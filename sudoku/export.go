package sudoku

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/z3"
)

// WriteSMTLIB writes the Model's constraints and the givens as a complete
// SMT-LIB 2 script: declarations, assertions, (check-sat) and
// (get-model), so that running the z3 command on it prints "sat" and a
// model, which [DecodeSMTLIB] turns back into a grid.
//
// The script follows the Model's encoding. Under OneHot, "cell r1c1 holds
// 5" is the Boolean r1c1_5, and the script asks for the logic QF_FD, Z3's
// SAT core, as the Model does; under Int and BitVec each cell is one
// constant, r1c1. Cardinality and pseudo-Boolean constraints are written
// in Z3's extension syntax ((_ at-most 1) and (_ pbeq ...)), which Z3
// reads but other solvers may not.
func (m *Model) WriteSMTLIB(w io.Writer, givens Grid) error {
	if w == nil {
		return fmt.Errorf("%w: nil io.Writer", ErrInvalidArgument)
	}
	script, err := m.smtlib(givens)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, script)
	return err
}

func (m *Model) smtlib(givens Grid) (string, error) {
	if m == nil {
		return "", ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	lits, err := m.exportGivens(givens)
	if err != nil {
		return "", err
	}
	s, err := m.ctx.NewSolver()
	if err != nil {
		return "", err
	}
	defer s.Close()
	if err := m.assertAll(context.Background(), s); err != nil {
		return "", err
	}
	if err := s.Assert(lits...); err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "; z3sudoku: a %v puzzle, %v encoding, %d givens\n", m.shape, m.enc, len(lits))
	for _, r := range m.rules {
		fmt.Fprintf(&b, "; rule: %s\n", RuleName(r))
	}
	switch m.enc {
	case OneHot:
		b.WriteString("; the Boolean rRcC_D is true when the cell in row R, column C holds the digit D\n")
		if !m.arith {
			b.WriteString("(set-logic QF_FD)\n")
		}
	default:
		b.WriteString("; the constant rRcC is the digit of the cell in row R, column C\n")
	}
	b.WriteString(s.String())
	b.WriteString("(check-sat)\n(get-model)\n")
	return b.String(), nil
}

// exportGivens checks the Model and the givens for an export and returns
// the givens as literals. The caller holds m.mu.
func (m *Model) exportGivens(givens Grid) ([]z3.Bool, error) {
	if m.closed {
		return nil, ErrClosed
	}
	if err := m.openZ3(context.Background()); err != nil { // a deferred Model's first use of Z3
		return nil, err
	}
	if err := m.encodeLate(); err != nil {
		return nil, err
	}
	if givens.IsZero() {
		return nil, nil
	}
	if givens.shape != m.shape {
		return nil, fmt.Errorf("%w: givens are %v, the model is %v", ErrInvalidGrid, givens.shape, m.shape)
	}
	var lits []z3.Bool
	for i, d := range givens.digits {
		if d != 0 {
			lits = append(lits, m.is(i, int(d)))
		}
	}
	return lits, nil
}

// WriteDIMACS writes the Model's constraints and the givens as DIMACS CNF
// for a stand-alone SAT solver such as MiniSat; [DecodeDIMACS] reads the
// solver's answer back into a grid. The Model must use the OneHot
// encoding.
//
// Variable [DIMACSVar](shape, cell, d) is true when the cell holds d: on
// 9x9 grids that is 100·row + 10·column + digit, 1-based, the numbering of
// Lynce and Ouaknine's Sudoku encoding that older tools expect, and on other
// sizes (row-1)·N² + (column-1)·N + digit. Auxiliary variables, such as a
// killer cage's choice of digits, come after the cell variables. Comment
// lines at the top state the mapping. Z3's tactics turn cardinality and
// pseudo-Boolean constraints into clauses.
func (m *Model) WriteDIMACS(w io.Writer, givens Grid) error {
	if w == nil {
		return fmt.Errorf("%w: nil io.Writer", ErrInvalidArgument)
	}
	cnf, err := m.dimacs(givens)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, cnf)
	return err
}

func (m *Model) dimacs(givens Grid) (string, error) {
	if m == nil {
		return "", ErrClosed
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.closed && m.enc != OneHot {
		return "", fmt.Errorf("%w: DIMACS needs the OneHot encoding, not %v", ErrExport, m.enc)
	}
	lits, err := m.exportGivens(givens)
	if err != nil {
		return "", err
	}
	g, err := m.ctx.NewGoal()
	if err != nil {
		return "", err
	}
	defer g.Close()
	if err := m.assertAll(context.Background(), g); err != nil {
		return "", err
	}
	if err := g.Assert(lits...); err != nil {
		return "", err
	}
	tac, err := m.cnfTactic()
	if err != nil {
		return "", err
	}
	defer tac.Close()
	subgoals, err := tac.Apply(g)
	if err != nil {
		return "", fmt.Errorf("%w: converting to clauses: %v", ErrExport, err)
	}
	defer func() {
		for _, sg := range subgoals {
			sg.Close()
		}
	}()
	if len(subgoals) != 1 {
		return "", fmt.Errorf("%w: converting to clauses gave %d goals, want 1", ErrExport, len(subgoals))
	}
	raw, err := subgoals[0].DIMACS(true)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrExport, err)
	}
	return m.renumber(raw, len(lits))
}

// cnfTactic returns the chain of Z3 tactics that turns the Model's
// constraints into clauses. The caller holds m.mu.
func (m *Model) cnfTactic() (*z3.Tactic, error) {
	card, err := m.ctx.NewTactic("card2bv")
	if err != nil {
		return nil, err
	}
	defer card.Close()
	chain, err := card.WithParam("pb.solver", "totalizer")
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"simplify", "bit-blast", "tseitin-cnf"} {
		t, err := m.ctx.NewTactic(name)
		if err != nil {
			chain.Close()
			return nil, err
		}
		next, err := chain.AndThen(t)
		t.Close()
		chain.Close()
		if err != nil {
			return nil, err
		}
		chain = next
	}
	return chain, nil
}

// renumber rewrites Z3's DIMACS with the cell variables numbered by
// DIMACSVar and the others after them, and a header that documents it.
func (m *Model) renumber(raw string, givens int) (string, error) {
	n := m.shape.Size
	cellVar := make(map[string]int, m.shape.NumCells()*n)
	for i := 0; i < m.shape.NumCells(); i++ {
		name := m.shape.CellAt(i).String()
		for d := 1; d <= n; d++ {
			cellVar[name+"_"+strconv.Itoa(d)] = DIMACSVar(m.shape, m.shape.CellAt(i), d)
		}
	}
	cellVars := DIMACSVar(m.shape, Cell{n - 1, n - 1}, n)

	// First pass: the names Z3 gave its variables.
	z3var := make(map[int]int) // Z3's number -> ours
	var clauses []string
	sc := bufio.NewScanner(strings.NewReader(raw))
	sc.Buffer(make([]byte, 0, 64*1024), 64*1024*1024)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "p "):
		case strings.HasPrefix(line, "c "):
			f := strings.Fields(line)
			if len(f) != 3 {
				continue
			}
			v, err := strconv.Atoi(f[1])
			if err != nil {
				continue
			}
			if ours, ok := cellVar[f[2]]; ok {
				z3var[v] = ours
			}
		default:
			clauses = append(clauses, line)
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	next := cellVars
	var body strings.Builder
	for _, cl := range clauses {
		for k, f := range strings.Fields(cl) {
			lit, err := strconv.Atoi(f)
			if err != nil {
				return "", fmt.Errorf("%w: Z3 wrote a bad clause %q", ErrExport, cl)
			}
			if k > 0 {
				body.WriteByte(' ')
			}
			if lit == 0 {
				body.WriteByte('0')
				continue
			}
			v := lit
			if v < 0 {
				v = -v
			}
			ours, ok := z3var[v]
			if !ok {
				next++
				ours = next
				z3var[v] = ours
			}
			if lit < 0 {
				body.WriteByte('-')
			}
			body.WriteString(strconv.Itoa(ours))
		}
		body.WriteByte('\n')
	}

	var b strings.Builder
	fmt.Fprintf(&b, "c z3sudoku: a %v puzzle, %d givens\n", m.shape, givens)
	for _, r := range m.rules {
		fmt.Fprintf(&b, "c rule: %s\n", RuleName(r))
	}
	if n == 9 {
		b.WriteString("c variable 100*row + 10*column + digit (each from 1) is true when the cell holds the digit\n")
		b.WriteString("c (the Lynce-Ouaknine numbering); 111..999 are the cells, unused numbers in between are free\n")
	} else {
		fmt.Fprintf(&b, "c variable (row-1)*%d + (column-1)*%d + digit (each from 1) is true when the cell holds the digit\n", n*n, n)
	}
	if next > cellVars {
		fmt.Fprintf(&b, "c variables %d..%d are auxiliary\n", cellVars+1, next)
	}
	fmt.Fprintf(&b, "p cnf %d %d\n", next, len(clauses))
	b.WriteString(body.String())
	return b.String(), nil
}

// DIMACSVar returns the DIMACS variable that [Model.WriteDIMACS] uses for
// "cell holds d" on shape s: 100·row + 10·column + d, 1-based, on 9x9
// grids, and (row-1)·N² + (column-1)·N + d on the others. It returns 0 for
// a cell off the grid or a digit out of range.
func DIMACSVar(s Shape, c Cell, d int) int {
	n := s.Size
	if !s.Contains(c) || d < 1 || d > n {
		return 0
	}
	if n == 9 {
		return 100*(c.Row+1) + 10*(c.Col+1) + d
	}
	return (c.Row*n+c.Col)*n + d
}

// dimacsCell inverts DIMACSVar; ok is false for a variable that is no
// cell's.
func dimacsCell(s Shape, v int) (c Cell, d int, ok bool) {
	n := s.Size
	if n == 9 {
		r, col, dig := v/100, v/10%10, v%10
		if v < 111 || v > 999 || col == 0 || dig == 0 {
			return Cell{}, 0, false
		}
		return Cell{r - 1, col - 1}, dig, true
	}
	if v < 1 || v > n*n*n {
		return Cell{}, 0, false
	}
	v--
	return Cell{v / (n * n), v / n % n}, v%n + 1, true
}

// DecodeDIMACS reads a SAT solver's answer to a CNF that
// [Model.WriteDIMACS] wrote for shape s, and returns the grid it assigns.
// It reads MiniSat's result file ("SAT" and a line of literals) and the
// competition format ("s SATISFIABLE" and "v" lines), with "c" comments.
// An answer that reports no solution returns an error wrapping
// [ErrNoSolution]; one that leaves a cell without exactly one digit wraps
// [ErrInvalidGrid].
func DecodeDIMACS(r io.Reader, s Shape) (Grid, error) {
	if err := s.Validate(); err != nil {
		return Grid{}, err
	}
	g := NewGrid(s)
	status := ""
	sawLits := false
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 64*1024*1024)
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || line == "c" || strings.HasPrefix(line, "c "):
			continue
		case strings.HasPrefix(line, "s "):
			status = strings.TrimSpace(line[2:])
			continue
		case line == "SAT" || line == "UNSAT" || line == "INDET" || line == "SATISFIABLE" ||
			line == "UNSATISFIABLE" || line == "UNKNOWN":
			status = line
			continue
		case strings.HasPrefix(line, "v "):
			line = line[2:]
		}
		for _, f := range strings.Fields(line) {
			lit, err := strconv.Atoi(f)
			if err != nil {
				return Grid{}, fmt.Errorf("%w: answer line %d: %q is not a literal", ErrInvalidGrid, lineNo, f)
			}
			sawLits = true
			if lit <= 0 {
				continue
			}
			c, d, ok := dimacsCell(s, lit)
			if !ok {
				continue
			}
			if prev := g.At(c); prev != 0 && prev != d {
				return Grid{}, fmt.Errorf("%w: the answer puts both %d and %d in %v", ErrInvalidGrid, prev, d, c)
			}
			g.Set(c, d)
		}
	}
	if err := sc.Err(); err != nil {
		return Grid{}, err
	}
	switch status {
	case "UNSAT", "UNSATISFIABLE":
		return Grid{}, fmt.Errorf("%w: the SAT solver reports UNSAT", ErrNoSolution)
	case "INDET", "UNKNOWN":
		return Grid{}, fmt.Errorf("sudoku: the SAT solver gave no answer (%s)", status)
	case "", "SAT", "SATISFIABLE":
	default:
		return Grid{}, fmt.Errorf("%w: unknown answer status %q", ErrInvalidGrid, status)
	}
	if !sawLits {
		return Grid{}, fmt.Errorf("%w: the answer has no literals", ErrInvalidGrid)
	}
	if err := checkFilled(g); err != nil {
		return Grid{}, err
	}
	return g, nil
}

// checkFilled returns an error naming the first empty cell of g.
func checkFilled(g Grid) error {
	for i, d := range g.digits {
		if d == 0 {
			return fmt.Errorf("%w: the answer gives %v no digit (is it for a %v grid?)",
				ErrInvalidGrid, g.shape.CellAt(i), g.shape)
		}
	}
	return nil
}

// DecodeSMTLIB reads the z3 command's output for a script that
// [Model.WriteSMTLIB] wrote for shape s: "sat" and the model that
// (get-model) prints. It accepts the OneHot form (Booleans rRcC_D) and the
// Int and BitVec forms (one constant rRcC per cell). An "unsat" answer
// returns an error wrapping [ErrNoSolution].
func DecodeSMTLIB(r io.Reader, s Shape) (Grid, error) {
	if err := s.Validate(); err != nil {
		return Grid{}, err
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return Grid{}, err
	}
	toks := sexpTokens(string(data))
	g := NewGrid(s)
	depth := 0
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		switch t {
		case "(":
			depth++
			continue
		case ")":
			depth--
			continue
		case "unsat":
			if depth == 0 {
				return Grid{}, fmt.Errorf("%w: z3 reports unsat", ErrNoSolution)
			}
		case "unknown":
			if depth == 0 {
				return Grid{}, errors.New("sudoku: z3 gave no answer (unknown)")
			}
		case "define-fun":
		default:
			continue
		}
		if t != "define-fun" || k+5 >= len(toks) {
			continue
		}
		// (define-fun NAME () SORT VALUE): SORT is one token ("Bool",
		// "Int") or a list ("(_ BitVec 4)"); VALUE is a token or a list.
		name := toks[k+1]
		if toks[k+2] != "(" || toks[k+3] != ")" {
			continue
		}
		j := k + 4
		j = skipSexp(toks, j)
		value, end := sexpValue(toks, j)
		k = end - 1
		c, d, isLit := smtCell(name)
		if !s.Contains(c) {
			continue
		}
		switch {
		case isLit && value == "true":
			if d < 1 || d > s.Size {
				continue
			}
		case isLit:
			continue
		default:
			v, ok := smtNumber(value)
			if !ok || v < 1 || v > s.Size {
				return Grid{}, fmt.Errorf("%w: %s = %s is no digit of a %v grid", ErrInvalidGrid, name, value, s)
			}
			d = v
		}
		if prev := g.At(c); prev != 0 && prev != d {
			return Grid{}, fmt.Errorf("%w: the model puts both %d and %d in %v", ErrInvalidGrid, prev, d, c)
		}
		g.Set(c, d)
	}
	if err := checkFilled(g); err != nil {
		return Grid{}, err
	}
	return g, nil
}

// sexpTokens splits SMT-LIB text into parentheses and atoms, dropping
// comments.
func sexpTokens(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == ';':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '(' || c == ')':
			toks = append(toks, s[i:i+1])
			i++
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '|':
			j := strings.IndexByte(s[i+1:], '|')
			if j < 0 {
				toks = append(toks, s[i+1:])
				return toks
			}
			toks = append(toks, s[i+1:i+1+j])
			i += j + 2
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\r\n();|", rune(s[j])) {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		}
	}
	return toks
}

// skipSexp returns the index after the expression that starts at toks[i].
func skipSexp(toks []string, i int) int {
	if i >= len(toks) || toks[i] != "(" {
		return i + 1
	}
	depth := 0
	for ; i < len(toks); i++ {
		switch toks[i] {
		case "(":
			depth++
		case ")":
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return i
}

// sexpValue returns the expression at toks[i] as text, atoms joined by
// spaces, and the index after it.
func sexpValue(toks []string, i int) (string, int) {
	end := skipSexp(toks, i)
	if end > len(toks) {
		end = len(toks)
	}
	if i >= end {
		return "", end
	}
	return strings.Join(toks[i:end], " "), end
}

// smtCell parses "r1c2_5" (a OneHot literal: isLit) or "r1c2".
func smtCell(name string) (c Cell, d int, isLit bool) {
	cell, digit, found := strings.Cut(name, "_")
	if !strings.HasPrefix(cell, "r") || !strings.Contains(cell, "c") {
		return Cell{-1, -1}, 0, false
	}
	cc, err := ParseCell(cell)
	if err != nil {
		return Cell{-1, -1}, 0, false
	}
	if !found {
		return cc, 0, false
	}
	d, err = strconv.Atoi(digit)
	if err != nil {
		return Cell{-1, -1}, 0, false
	}
	return cc, d, true
}

// smtNumber reads an SMT-LIB numeral or bit-vector value: "5", "#x5",
// "#b0101" or "( _ bv5 4 )".
func smtNumber(v string) (int, bool) {
	var n int64
	var err error
	switch {
	case strings.HasPrefix(v, "#x"):
		n, err = strconv.ParseInt(v[2:], 16, 64)
	case strings.HasPrefix(v, "#b"):
		n, err = strconv.ParseInt(v[2:], 2, 64)
	case strings.HasPrefix(v, "( _ bv"):
		f := strings.Fields(v)
		if len(f) < 4 {
			return 0, false
		}
		n, err = strconv.ParseInt(strings.TrimPrefix(f[2], "bv"), 10, 64)
	default:
		n, err = strconv.ParseInt(v, 10, 64)
	}
	if err != nil || n > 1<<20 {
		return 0, false
	}
	return int(n), true
}
