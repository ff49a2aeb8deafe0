package sudoku_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func TestDIMACSVar(t *testing.T) {
	for _, tc := range []struct {
		shape sudoku.Shape
		cell  sudoku.Cell
		d     int
		want  int
	}{
		{sudoku.Shape9, sudoku.Cell{Row: 0, Col: 0}, 1, 111},
		{sudoku.Shape9, sudoku.Cell{Row: 8, Col: 8}, 9, 999},
		{sudoku.Shape9, sudoku.Cell{Row: 2, Col: 4}, 7, 357},
		{sudoku.Shape4, sudoku.Cell{Row: 0, Col: 0}, 1, 1},
		{sudoku.Shape4, sudoku.Cell{Row: 3, Col: 3}, 4, 64},
		{sudoku.Shape16, sudoku.Cell{Row: 1, Col: 2}, 3, 16*16 + 2*16 + 3},
		{sudoku.Shape9, sudoku.Cell{Row: 9, Col: 0}, 1, 0},
		{sudoku.Shape9, sudoku.Cell{Row: 0, Col: 0}, 10, 0},
	} {
		if got := sudoku.DIMACSVar(tc.shape, tc.cell, tc.d); got != tc.want {
			t.Errorf("DIMACSVar(%v, %v, %d) = %d, want %d", tc.shape, tc.cell, tc.d, got, tc.want)
		}
	}
}

// answer writes a SAT solver's answer that sets the variables of g.
func answer(g sudoku.Grid, style string) string {
	s := g.Shape()
	var lits []string
	for i := range s.NumCells() {
		c := s.CellAt(i)
		for d := 1; d <= s.Size; d++ {
			v := sudoku.DIMACSVar(s, c, d)
			if g.At(c) != d {
				v = -v
			}
			lits = append(lits, fmt.Sprint(v))
		}
	}
	lits = append(lits, "1000", "-1001") // auxiliaries
	switch style {
	case "minisat":
		return "SAT\n" + strings.Join(lits, " ") + " 0\n"
	default:
		var b strings.Builder
		b.WriteString("c solved by a competition solver\ns SATISFIABLE\n")
		for k := 0; k < len(lits); k += 10 {
			b.WriteString("v " + strings.Join(lits[k:min(k+10, len(lits))], " ") + "\n")
		}
		b.WriteString("v 0\n")
		return b.String()
	}
}

func TestDecodeDIMACS(t *testing.T) {
	g, err := sudoku.Parse(seedSolution)
	if err != nil {
		t.Fatal(err)
	}
	for _, style := range []string{"minisat", "competition"} {
		got, err := sudoku.DecodeDIMACS(strings.NewReader(answer(g, style)), sudoku.Shape9)
		if err != nil || !got.Equal(g) {
			t.Errorf("%s: DecodeDIMACS = %v, %v; want %v", style, got, err, g)
		}
	}
	bad := strings.Replace(answer(g, "minisat"), " -112 ", " 112 ", 1)
	for _, tc := range []struct {
		name, in string
		want     error
	}{
		{"unsat minisat", "UNSAT\n", sudoku.ErrNoSolution},
		{"unsat competition", "s UNSATISFIABLE\n", sudoku.ErrNoSolution},
		{"empty", "", sudoku.ErrInvalidGrid},
		{"not literals", "SAT\n1 2 x 0\n", sudoku.ErrInvalidGrid},
		{"two digits", bad, sudoku.ErrInvalidGrid},
		{"missing cells", "SAT\n111 0\n", sudoku.ErrInvalidGrid},
		{"odd status", "s MAYBE\n1 0\n", sudoku.ErrInvalidGrid},
	} {
		if _, err := sudoku.DecodeDIMACS(strings.NewReader(tc.in), sudoku.Shape9); !errors.Is(err, tc.want) {
			t.Errorf("%s: DecodeDIMACS error = %v, want %v", tc.name, err, tc.want)
		}
	}
	if _, err := sudoku.DecodeDIMACS(strings.NewReader("INDET\n"), sudoku.Shape9); err == nil {
		t.Error("DecodeDIMACS(INDET) error = nil")
	}
}

func TestDecodeSMTLIB(t *testing.T) {
	g, err := sudoku.Parse("1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	var onehot, ints, bvs strings.Builder
	onehot.WriteString("sat\n(\n")
	ints.WriteString("sat\n(model\n")
	bvs.WriteString("sat\n(\n")
	for i := range 16 {
		c := sudoku.Shape4.CellAt(i)
		for d := 1; d <= 4; d++ {
			fmt.Fprintf(&onehot, "  (define-fun %v_%d () Bool\n    %v)\n", c, d, g.At(c) == d)
		}
		fmt.Fprintf(&ints, "  (define-fun %v () Int %d)\n", c, g.At(c))
		fmt.Fprintf(&bvs, "  (define-fun %v () (_ BitVec 4) #x%x) ; a comment\n", c, g.At(c))
	}
	for _, in := range []string{onehot.String() + ")\n", ints.String() + ")\n", bvs.String() + ")\n"} {
		got, err := sudoku.DecodeSMTLIB(strings.NewReader(in), sudoku.Shape4)
		if err != nil || !got.Equal(g) {
			t.Errorf("DecodeSMTLIB = %v, %v; want %v\n%s", got, err, g, in)
		}
	}
	if _, err := sudoku.DecodeSMTLIB(strings.NewReader("unsat\n"), sudoku.Shape4); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Errorf("unsat: error = %v, want ErrNoSolution", err)
	}
	if _, err := sudoku.DecodeSMTLIB(strings.NewReader("sat\n((define-fun r1c1 () Int 9))"), sudoku.Shape4); !errors.Is(err, sudoku.ErrInvalidGrid) {
		t.Errorf("digit out of range: error = %v, want ErrInvalidGrid", err)
	}
	if _, err := sudoku.DecodeSMTLIB(strings.NewReader("sat\n()"), sudoku.Shape4); !errors.Is(err, sudoku.ErrInvalidGrid) {
		t.Errorf("empty model: error = %v, want ErrInvalidGrid", err)
	}
}

func TestWriteExportsErrors(t *testing.T) {
	m, err := sudoku.New(sudoku.Shape4, []sudoku.Rule{rules.Classic()}, sudoku.WithEncoding(sudoku.Int))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := m.WriteDIMACS(&b, sudoku.Grid{}); !errors.Is(err, sudoku.ErrExport) {
		t.Errorf("WriteDIMACS on Int: error = %v, want ErrExport", err)
	}
	if err := m.WriteSMTLIB(&b, sudoku.NewGrid(sudoku.Shape9)); !errors.Is(err, sudoku.ErrInvalidGrid) {
		t.Errorf("WriteSMTLIB with 9x9 givens on 4x4: error = %v, want ErrInvalidGrid", err)
	}
	m.Close()
	if err := m.WriteSMTLIB(&b, sudoku.Grid{}); !errors.Is(err, sudoku.ErrClosed) {
		t.Errorf("WriteSMTLIB after Close: error = %v, want ErrClosed", err)
	}
}

// TestWriteDIMACSModels checks the CNF of small puzzles by its models: a
// 4x4 with two solutions has exactly two assignments of the cell
// variables, found by a simple DPLL below, and the cage's pseudo-Boolean
// sum (Z3 turns it into clauses) keeps the count right.
func TestWriteDIMACSModels(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name  string
		rules []sudoku.Rule
		given string
	}{
		{"classic", []sudoku.Rule{rules.Classic()}, "12..34.........."},
		{"arrow sum", []sudoku.Rule{rules.Classic(), rules.Arrow{Circle: sudoku.MustCells("r1c1"), Line: sudoku.MustCells("r2c2 r3c3")}}, "................"},
		{"latin 3x3", []sudoku.Rule{rules.Latin()}, "1........"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := sudoku.Parse(tc.given)
			if err != nil {
				t.Fatal(err)
			}
			m, err := sudoku.New(g.Shape(), tc.rules)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			want, err := m.Count(ctx, g, 1000)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := m.WriteDIMACS(&b, g); err != nil {
				t.Fatal(err)
			}
			f := parseCNF(t, b.String())
			got := f.countProjected(g.Shape())
			if got != want {
				t.Errorf("CNF has %d solutions on the cell variables, Count = %d", got, want)
			}
		})
	}
}

// cnf is a parsed DIMACS formula.
type cnf struct {
	vars    int
	clauses [][]int
}

func parseCNF(t *testing.T, s string) cnf {
	t.Helper()
	var f cnf
	declared := -1
	for _, line := range strings.Split(s, "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 || fields[0] == "c" {
			continue
		}
		if fields[0] == "p" {
			if _, err := fmt.Sscanf(line, "p cnf %d %d", &f.vars, &declared); err != nil {
				t.Fatalf("bad header %q", line)
			}
			continue
		}
		var cl []int
		for _, x := range fields {
			var lit int
			if _, err := fmt.Sscan(x, &lit); err != nil {
				t.Fatalf("bad literal %q", x)
			}
			if lit == 0 {
				break
			}
			if lit > f.vars || -lit > f.vars {
				t.Fatalf("literal %d beyond %d variables", lit, f.vars)
			}
			cl = append(cl, lit)
		}
		f.clauses = append(f.clauses, cl)
	}
	if declared != len(f.clauses) {
		t.Fatalf("header says %d clauses, file has %d", declared, len(f.clauses))
	}
	return f
}

// countProjected counts the assignments of the cell variables that extend
// to a model, by DPLL with unit propagation, branching on cell variables
// first and stopping at the first model of the rest.
func (f cnf) countProjected(s sudoku.Shape) int {
	var cells []int
	for i := range s.NumCells() {
		for d := 1; d <= s.Size; d++ {
			cells = append(cells, sudoku.DIMACSVar(s, s.CellAt(i), d))
		}
	}
	isCell := make(map[int]bool)
	for _, v := range cells {
		isCell[v] = true
	}
	val := make([]int8, f.vars+1)
	var propagate func() bool
	propagate = func() bool {
		for changed := true; changed; {
			changed = false
			for _, cl := range f.clauses {
				free, unit := 0, 0
				sat := false
				for _, lit := range cl {
					v, want := lit, int8(1)
					if v < 0 {
						v, want = -v, -1
					}
					switch val[v] {
					case want:
						sat = true
					case 0:
						free++
						unit = lit
					}
					if sat {
						break
					}
				}
				if sat {
					continue
				}
				if free == 0 {
					return false
				}
				if free == 1 {
					if unit > 0 {
						val[unit] = 1
					} else {
						val[-unit] = -1
					}
					changed = true
				}
			}
		}
		return true
	}
	var search func(cellsOnly bool) int
	search = func(cellsOnly bool) int {
		saved := append([]int8(nil), val...)
		defer copy(val, saved)
		if !propagate() {
			return 0
		}
		next := 0
		for _, v := range cells {
			if val[v] == 0 {
				next = v
				break
			}
		}
		if next == 0 && cellsOnly {
			// Cells fixed: is there one model of the auxiliaries?
			if search(false) > 0 {
				return 1
			}
			return 0
		}
		if next == 0 {
			for v := 1; v <= f.vars; v++ {
				if val[v] == 0 && !isCell[v] {
					next = v
					break
				}
			}
			if next == 0 {
				return 1
			}
			for _, b := range []int8{1, -1} {
				val[next] = b
				if search(false) > 0 {
					return 1
				}
				copy(val, saved)
				propagate()
			}
			return 0
		}
		n := 0
		for _, b := range []int8{1, -1} {
			snapshot := append([]int8(nil), val...)
			val[next] = b
			n += search(true)
			copy(val, snapshot)
		}
		return n
	}
	return search(true)
}

func ExampleModel_WriteDIMACS() {
	givens, err := sudoku.Parse("12..34..........")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := sudoku.New(givens.Shape(), []sudoku.Rule{rules.Classic()})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	var cnf bytes.Buffer
	if err := m.WriteDIMACS(&cnf, givens); err != nil {
		fmt.Println(err)
		return
	}
	// Hand cnf to a SAT solver; here, print the header.
	for _, line := range strings.Split(cnf.String(), "\n") {
		if strings.HasPrefix(line, "p ") || strings.HasPrefix(line, "c variable") {
			fmt.Println(line)
		}
	}
	// Output:
	// c variable (row-1)*16 + (column-1)*4 + digit (each from 1) is true when the cell holds the digit
	// p cnf 64 388
}

func ExampleDecodeDIMACS() {
	// MiniSat's answer for a 4x4 CNF lists every variable, true or false;
	// only the cell variables that are true matter.
	var lits []string
	solution := "1234341221434321"
	for i, ch := range solution {
		for d := 1; d <= 4; d++ {
			v := i*4 + d
			if int(ch-'0') != d {
				v = -v
			}
			lits = append(lits, fmt.Sprint(v))
		}
	}
	g, err := sudoku.DecodeDIMACS(strings.NewReader("SAT\n"+strings.Join(lits, " ")+" 0\n"), sudoku.Shape4)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g)
	// Output:
	// 1234341221434321
}

// seedSolution is the solution of the classic Wikipedia puzzle.
const seedSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
