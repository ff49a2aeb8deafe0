package variants

import (
	"encoding/base64"
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

func c(s string) sudoku.Cell { return sudoku.MustCells(s)[0] }

// issCmp compares rules.Pair by their relations over the digits 1..9.
var issCmp = cmp.Comparer(func(a, b rules.Pair) bool {
	if a.A != b.A || a.B != b.B || a.Name != b.Name {
		return false
	}
	for x := 1; x <= 9; x++ {
		for y := 1; y <= 9; y++ {
			if a.OK(x, y) != b.OK(x, y) {
				return false
			}
		}
	}
	return true
})

func TestParseISSRules(t *testing.T) {
	cells := func(s string) []sudoku.Cell { return sudoku.MustCells(s) }
	for _, tc := range []struct {
		name, in string
		shape    sudoku.Shape
		want     []sudoku.Rule // after the houses
	}{
		{"whisper default is 5 on 6x6", ".Shape~6x6.Whisper~R1C1~R1C2", sudoku.Shape6,
			[]sudoku.Rule{rules.Whispers{Cells: cells("r1c1 r1c2"), Diff: 5}}},
		{"whisper difference", ".Whisper~3~R1C1~R2C2", sudoku.Shape9,
			[]sudoku.Rule{rules.Whispers{Cells: cells("r1c1 r2c2"), Diff: 3}}},
		{"diagonal 1 is the anti-diagonal", ".Diagonal~1", sudoku.Shape9, []sudoku.Rule{rules.Diagonal{Anti: true}}},
		{"both diagonals", ".Diagonal~-1.Diagonal~1", sudoku.Shape9, []sudoku.Rule{rules.Diagonals()}},
		{"dots on every adjacent pair", ".WhiteDot~R1C1~R1C2~R2C2", sudoku.Shape9, []sudoku.Rule{
			rules.Difference{A: c("r1c1"), B: c("r1c2")}, rules.Difference{A: c("r1c2"), B: c("r2c2")}}},
		{"greater than, earlier is bigger", ".GreaterThan~R2C1~R1C1", sudoku.Shape9,
			[]sudoku.Rule{rules.GreaterThan{Big: c("r2c1"), Small: c("r1c1")}}},
		{"little killer keys", ".LittleKiller~20~R1C3.LittleKiller~9~R4C9.LittleKiller~5~R9C2.LittleKiller~7~R2C1", sudoku.Shape9,
			[]sudoku.Rule{
				rules.LittleKiller{Sum: 20, Clue: sudoku.Cell{Row: -1, Col: 3}, Dir: rules.DownLeft},
				rules.LittleKiller{Sum: 9, Clue: sudoku.Cell{Row: 4, Col: 9}, Dir: rules.UpLeft},
				rules.LittleKiller{Sum: 5, Clue: sudoku.Cell{Row: 9, Col: 0}, Dir: rules.UpRight},
				rules.LittleKiller{Sum: 7, Clue: sudoku.Cell{Row: 0, Col: -1}, Dir: rules.DownRight},
			}},
		{"outside clue: the last of one arrow wins", ".Sandwich~5~R1.Sandwich~7~R1.XSum~C2~10~15", sudoku.Shape9, []sudoku.Rule{
			rules.Sandwich{Line: rules.Row(0), Sum: 7},
			rules.XSum{Line: rules.Column(1), Sum: 10}, rules.XSum{Line: rules.Column(1), FromEnd: true, Sum: 15}}},
		{"pill read in reading order", ".PillArrow~2~R1C2~R1C1~R2C1~R3C1", sudoku.Shape9,
			[]sudoku.Rule{rules.Arrow{Circle: cells("r1c1 r1c2"), Line: cells("r2c1 r3c1")}}},
		{"cage without a sum", ".Cage~~R1C1~R1C2.Cage~0~R2C1~R2C2", sudoku.Shape9, []sudoku.Rule{
			rules.Cage{Cells: cells("r1c1 r1c2")}, rules.Cage{Cells: cells("r2c1 r2c2")}}},
		{"sum of unit weights", ".Sum~7_=_1_1~R1C1~R1C2", sudoku.Shape9, []sudoku.Rule{rules.SumCage{Sum: 7, Cells: cells("r1c1 r1c2")}}},
		{"weighted sums", ".Sum~7_=_1_-1~R1C1~R1C2.Sum~9~R2C1~R2C1~R2C2", sudoku.Shape9, []sudoku.Rule{
			rules.WeightedSum{Sum: 7, Cells: cells("r1c1 r1c2"), Weights: []int{1, -1}},
			rules.WeightedSum{Sum: 9, Cells: cells("r2c1 r2c1 r2c2")}}},
		{"cage listing a cell twice", ".Cage~20~R4C2~R4C3~R4C4~R4C4.Cage~0~R5C5~R5C5", sudoku.Shape9, []sudoku.Rule{
			rules.Distinct{Cells: cells("r4c2 r4c3 r4c4")}, rules.WeightedSum{Sum: 20, Cells: cells("r4c2 r4c3 r4c4 r4c4")}}},
		{"strict kropki marks every dot", ".StrictKropki.BlackDot~R1C1~R1C2", sudoku.Shape9, []sudoku.Rule{
			rules.Ratio{A: c("r1c1"), B: c("r1c2")},
			rules.NegativeKropki{White: true, Black: true, Marked: [][2]sudoku.Cell{{c("r1c1"), c("r1c2")}}}}},
		{"nabner pairs", ".PairX~" + issKey(9, issNabner) + "~_Nabner~R1C1~R2C2~R3C3", sudoku.Shape9,
			[]sudoku.Rule{rules.Nabner{Cells: cells("r1c1 r2c2 r3c3")}}},
		{"custom pair", ".Pair~" + issKey(9, func(x, y int) bool { return x < y }) + "~_up~R1C1~R1C2", sudoku.Shape9,
			[]sudoku.Rule{rules.Pair{A: c("r1c1"), B: c("r1c2"), Name: `ISS pair "up"`, OK: func(x, y int) bool { return x < y }}}},
		{"givens intersect", ".~R1C1_1_2_3.~R1C1_2_3_4~R1C2_5", sudoku.Shape9,
			[]sudoku.Rule{rules.GivenCandidates{Cell: c("r1c1"), Digits: []int{2, 3}}}},
		{"trivial lines dropped", ".Between~R1C1~R1C2.Zipper~R1C1~R1C2.Thermo~R1C1.RegionSumLine~R1C1~R1C2", sudoku.Shape9, nil},
		{"region sum line in boxes", ".RegionSumLine~R1C3~R1C4", sudoku.Shape9,
			[]sudoku.Rule{rules.RegionSum{Cells: cells("r1c3 r1c4")}}},
		{"lower-case cells", ".Thermo~r1c1~r1c2", sudoku.Shape9, []sudoku.Rule{rules.Thermometer{Cells: cells("r1c1 r1c2")}}},
		{"And is all of its children", ".And.X~R1C1~R1C2.V~R2C1~R2C2.End", sudoku.Shape9,
			[]sudoku.Rule{rules.X(c("r1c1"), c("r1c2")), rules.V(c("r2c1"), c("r2c2"))}},
		{"16x16 cell ids", ".Shape~16x16.Thermo~RaCg~RbCg", sudoku.Shape16,
			[]sudoku.Rule{rules.Thermometer{Cells: cells("r10c16 r11c16")}}},
		{"same value sets", ".SameValues~2~R1C1~R1C2~R2C3~R2C4.SameValues~1~R5C5~R6C6", sudoku.Shape9,
			[]sudoku.Rule{rules.SameValues{Sets: [][]sudoku.Cell{cells("r1c1 r1c2"), cells("r2c3 r2c4")}}}},
		{"rellik cages", ".RellikCage~5~R1C1~R1C2.RellikCage~0~R2C1~R2C2", sudoku.Shape9, []sudoku.Rule{
			rules.RellikCage{Sum: 5, Cells: cells("r1c1 r1c2")}, rules.Distinct{Cells: cells("r2c1 r2c2")}}},
		{"equality cage", ".EqualityCage~R1C1~R1C2", sudoku.Shape9, []sudoku.Rule{rules.EqualityCage{Cells: cells("r1c1 r1c2")}}},
		{"required values", ".ContainAtLeast~1_1_2~R1C1~R2C2~R3C3.ContainExact~3~R1C1~R2C2", sudoku.Shape9, []sudoku.Rule{
			rules.Contain{Digits: []int{1, 1, 2}, Cells: cells("r1c1 r2c2 r3c3")},
			rules.Contain{Digits: []int{3}, Cells: cells("r1c1 r2c2"), Exact: true}}},
		{"count distinct", ".CountDistinct~R1C1~R2C2~R3C3", sudoku.Shape9,
			[]sudoku.Rule{rules.CountDistinct{Control: c("r1c1"), Cells: cells("r2c2 r3c3")}}},
		{"equal sums, empty segments dropped", ".EqualSum~R1C1~-~R2C2~R2C3~-~-.EqualSum~R5C5~R5C6", sudoku.Shape9,
			[]sudoku.Rule{rules.EqualSum{Segments: [][]sudoku.Cell{cells("r1c1"), cells("r2c2 r2c3")}}}},
		{"value indexing", ".ValueIndexing~R1C1~R1C2~R1C3", sudoku.Shape9, []sudoku.Rule{rules.ValueIndexing{Cells: cells("r1c1 r1c2 r1c3")}}},
		{"modular 2 is a parity line, 1 nothing", ".Modular~2~R1C1~R1C2~R1C3.Modular~1~R2C1~R2C2", sudoku.Shape9,
			[]sudoku.Rule{rules.ParityLine{Cells: cells("r1c1 r1c2 r1c3")}}},
		{"region same values on 1..N", ".RegionSameValues", sudoku.Shape9, nil},
		{"modular 4: pairs within 4 cells differ mod 4, 4 apart agree", ".Modular~4~R1C1~R1C2~R1C3~R1C4~R1C5", sudoku.Shape9, func() []sudoku.Rule {
			name := "ISS modular line (mod 4)"
			differ := func(x, y int) bool { return x%4 != y%4 }
			agree := func(x, y int) bool { return x%4 == y%4 }
			p := func(a, b string, ok func(x, y int) bool) sudoku.Rule {
				return rules.Pair{A: c(a), B: c(b), Name: name, OK: ok}
			}
			return []sudoku.Rule{
				p("r1c1", "r1c2", differ), p("r1c1", "r1c3", differ), p("r1c1", "r1c4", differ), p("r1c1", "r1c5", agree),
				p("r1c2", "r1c3", differ), p("r1c2", "r1c4", differ), p("r1c2", "r1c5", differ),
				p("r1c3", "r1c4", differ), p("r1c3", "r1c5", differ), p("r1c4", "r1c5", differ),
			}
		}()},
		{"regex and binary in And", ".And.Regex~" + base64.RawURLEncoding.EncodeToString([]byte("1.*")) + "~R1C1~R1C2.Binary~" +
			issKey(9, func(x, y int) bool { return x+y == 10 }) + "~R2C1~R2C2.End", sudoku.Shape9, []sudoku.Rule{
			rules.Regex{Pattern: "1.*", Cells: cells("r1c1 r1c2")},
			rules.Pair{A: c("r2c1"), B: c("r2c2"), Name: "ISS pair", OK: func(x, y int) bool { return x+y == 10 }}}},
		{"replicate", ".Replicate~F.X~R1C1~R1C2.End", sudoku.Shape9,
			[]sudoku.Rule{rules.X(c("r1c1"), c("r1c2")), rules.X(c("r1c3"), c("r1c4"))}},
		{"replicate from an origin, givens too", ".Replicate~D~R2C2.~R2C2_5_6.And.Thermo~R2C2~R3C2.End.End", sudoku.Shape9, []sudoku.Rule{
			rules.Thermometer{Cells: cells("r2c2 r3c2")}, rules.Thermometer{Cells: cells("r2c3 r3c3")},
			rules.GivenCandidates{Cell: c("r2c2"), Digits: []int{5, 6}}, rules.GivenCandidates{Cell: c("r2c3"), Digits: []int{5, 6}}}},
		{"numbered rooms and hidden skyscrapers", ".NumberedRoom~C1~1~6.HiddenSkyscraper~R2~~5.NumberedRoom~C1~~4", sudoku.Shape9, []sudoku.Rule{
			rules.NumberedRoom{Line: rules.Column(0), Digit: 1}, rules.NumberedRoom{Line: rules.Column(0), FromEnd: true, Digit: 4},
			rules.HiddenSkyscraper{Line: rules.Row(1), FromEnd: true, Digit: 5}}},
		{"lunchbox", ".Lunchbox~7~R9C6~R9C5~R8C5", sudoku.Shape9, []sudoku.Rule{rules.Lunchbox{Cells: cells("r9c6 r9c5 r8c5"), Sum: 7}}},
		{"full rank clues join, the last of one arrow wins", ".FullRank~C2~26~.X~R1C1~R1C2.FullRank~R8~~23.FullRank~C2~27~4.FullRankTies~any.FullRankTies~none",
			sudoku.Shape9, []sudoku.Rule{
				rules.FullRank{Clues: []rules.RankClue{
					{Line: rules.Column(1), Rank: 27}, {Line: rules.Row(7), FromEnd: true, Rank: 23}, {Line: rules.Column(1), FromEnd: true, Rank: 4}},
					Ties: rules.TiesNone},
				rules.X(c("r1c1"), c("r1c2"))}},
		{"no ties without clues", ".Shape~4x4.FullRankTies~none", sudoku.Shape4, []sudoku.Rule{rules.FullRank{Ties: rules.TiesNone}}},
		{"other ties without clues", ".Shape~4x4.FullRankTies~any.FullRankTies~only-unclued", sudoku.Shape4, nil},
		{"look-and-say: a value excluded twice, one the grid lacks", ".Shape~6x6.LookAndSay~1207030503~R1C1~R1C2~R2C1", sudoku.Shape6, []sudoku.Rule{
			rules.LookAndSay{Cells: cells("r1c1 r1c2 r2c1"), Pairs: []rules.LookAndSayPair{{Count: 1, Digit: 2}, {Count: 0, Digit: 3}, {Count: 0, Digit: 5}}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseISS(tc.in)
			if err != nil {
				t.Fatalf("ParseISS: %v", err)
			}
			if p.Shape != tc.shape {
				t.Errorf("shape %v, want %v", p.Shape, tc.shape)
			}
			got := p.Rules[1:]
			if len(got) == 0 {
				got = nil
			}
			if diff := cmp.Diff(tc.want, got, issCmp); diff != "" {
				t.Errorf("rules (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseISSHouses(t *testing.T) {
	layout := strings.Repeat("0", 9) + strings.Repeat("1", 9) + strings.Repeat("2", 9) + strings.Repeat("3", 9) +
		strings.Repeat("4", 9) + strings.Repeat("5", 9) + strings.Repeat("6", 9) + strings.Repeat("7", 9) + strings.Repeat("8", 9)
	for _, tc := range []struct {
		in    string
		shape sudoku.Shape
		house string
	}{
		{".", sudoku.Shape9, "rows+columns+boxes"},
		{".NoBoxes", sudoku.LatinShape(9), "rows+columns"},
		{".Shape~7x7", sudoku.LatinShape(7), "rows+columns"},
		{".NoBoxes.Jigsaw~" + layout, sudoku.Shape9, rules.JigsawRules(nil).String()},
	} {
		p, err := ParseISS(tc.in)
		if err != nil {
			t.Errorf("ParseISS(%q): %v", tc.in, err)
			continue
		}
		if p.Shape != tc.shape || sudoku.RuleName(p.Rules[0]) != tc.house {
			t.Errorf("ParseISS(%.20q) = %v, %s; want %v, %s", tc.in, p.Shape, sudoku.RuleName(p.Rules[0]), tc.shape, tc.house)
		}
	}
}

func TestParseISSErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     error
		typ      string
	}{
		{"no dot", "Cage~5~R1C1", ErrInvalid, ""},
		{"unknown type", ".Banana~R1C1", ErrInvalid, "Banana"},
		{"no rule here", ".ChaosConstruction", ErrUnsupported, "ChaosConstruction"},
		{"or", ".Or.~R1C1_1.~R1C1_2.End", ErrUnsupported, "Or"},
		{"zero-based", ".Shape~9x9~0-8", ErrUnsupported, "Shape"},
		{"rectangle", ".Shape~6x8", ErrUnsupported, "Shape"},
		{"off the grid", ".Shape~6x6.Thermo~R1C1~R7C1", ErrInvalid, "Thermo"},
		{"weight over 100", ".Sum~7_=_1_101~R1C1~R1C2", ErrInvalid, "Sum"},
		{"weights for other cells", ".Sum~7_=_1~R1C1~R1C2", ErrInvalid, "Sum"},
		{"modular 4 through a cell twice", ".Modular~4~R1C1~R1C2~R1C1", ErrUnsupported, "Modular"},
		{"no adjacent pair", ".X~R1C1~R3C3", ErrInvalid, "X"},
		{"unmatched End", ".End", ErrInvalid, "End"},
		{"And without End", ".And.X~R1C1~R1C2", ErrInvalid, "And"},
		{"jigsaw in And", ".And.Jigsaw~" + strings.Repeat("0", 81) + ".End", ErrInvalid, "Jigsaw"},
		{"deep", strings.Repeat(".And", 40) + strings.Repeat(".End", 40), ErrTooLarge, "And"},
		{"many", strings.Repeat(".AntiKnight", maxISSConstraints+1), ErrTooLarge, ""},
		{"huge", "." + strings.Repeat("x", MaxDecompressed), ErrTooLarge, ""},
		{"no digit left", ".~R1C1_1.~R1C1_2", ErrInvalid, "Given"},
		{"bad little killer", ".LittleKiller~5~R5C5", ErrInvalid, "LittleKiller"},
		{"regex not base64", ".Regex~!!~R1C1", ErrInvalid, "Regex"},
		{"regex malformed", ".Regex~" + base64.RawURLEncoding.EncodeToString([]byte("((1")) + "~R1C1", ErrInvalid, "Regex"},
		{"same values of uneven sets", ".SameValues~2~R1C1~R1C2~R1C3", ErrInvalid, "SameValues"},
		{"same values, a cell twice in a set", ".SameValues~2~R1C1~R1C1~R2C2~R2C3", ErrUnsupported, "SameValues"},
		{"equality cage of 3", ".EqualityCage~R1C1~R1C2~R1C3", ErrInvalid, "EqualityCage"},
		{"contain value 0", ".ContainAtLeast~0~R1C1", ErrInvalid, "ContainAtLeast"},
		{"contain too many values", ".ContainExact~1_2~R1C1", ErrInvalid, "ContainExact"},
		{"count distinct of nothing", ".CountDistinct~R1C1", ErrInvalid, "CountDistinct"},
		{"value indexing of 2", ".ValueIndexing~R1C1~R1C2", ErrInvalid, "ValueIndexing"},
		{"NFA not base64", ".NFA~!!~R1C1", ErrInvalid, "NFA"},
		{"NFA cut short", ".NFA~Ag~R1C1", ErrInvalid, "NFA"},
		{"NFA of 2 segments, no break", ".NFA~" + issNFAAny(t, 9, false) + "~R1C1~-~R1C2", ErrInvalid, "NFA"},
		{"replicate off the grid", ".Replicate~AE.X~R1C1~R1C2.End", ErrInvalid, "Replicate"},
		{"replicate past the last cell", ".Shape~4x4.Replicate~AAQ.X~R1C1~R1C2.End", ErrInvalid, "Replicate"},
		{"replicate in replicate", ".Replicate~B.Replicate~B.End.End", ErrUnsupported, "Replicate"},
		{"outside clue replicated", ".Replicate~B.Sandwich~5~R1.End", ErrInvalid, "Sandwich"},
		{"x-sum of 0", ".XSum~R1~0", ErrInvalid, "XSum"},
		{"numbered room of 0, for digits 0..8", ".NumberedRoom~R1~0~", ErrUnsupported, "NumberedRoom"},
		{"look-and-say of odd length", ".LookAndSay~123~R1C1", ErrInvalid, "LookAndSay"},
		{"look-and-say naming a value twice", ".LookAndSay~1313~R1C1~R1C2", ErrInvalid, "LookAndSay"},
		{"look-and-say excluding and counting a value", ".LookAndSay~1303~R1C1~R1C2", ErrUnsupported, "LookAndSay"},
		{"look-and-say of a value the grid lacks", ".Shape~6x6.LookAndSay~17~R1C1~R1C2", ErrUnsupported, "LookAndSay"},
		{"look-and-say of a cell twice", ".LookAndSay~13~R1C1~R1C1", ErrUnsupported, "LookAndSay"},
		{"lunchbox of a negative sum", ".Lunchbox~-1~R1C1~R1C2", ErrInvalid, "Lunchbox"},
		{"lunchbox of one cell", ".Lunchbox~0~R1C1", ErrUnsupported, "Lunchbox"},
		{"full rank ties", ".FullRankTies~some", ErrInvalid, "FullRankTies"},
		{"full rank ties in And", ".And.FullRankTies~any.End", ErrInvalid, "FullRankTies"},
		{"full rank of 0", ".FullRank~R1~0~", ErrInvalid, "FullRank"},
		{"full rank of 37", ".FullRank~R1~37~", ErrUnsupported, "FullRank"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseISS(tc.in)
			var ie *ISSError
			if !errors.Is(err, tc.want) || !errors.As(err, &ie) {
				t.Fatalf("ParseISS = %v, want an *ISSError wrapping %v", err, tc.want)
			}
			if ie.Type != tc.typ {
				t.Errorf("Type = %q, want %q (%v)", ie.Type, tc.typ, err)
			}
		})
	}
}

func TestParseISSLinks(t *testing.T) {
	const s = ".Cage~10~R1C1~R1C2.~R3C3_4"
	want, err := ParseISS(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		"https://sigh.github.io/Interactive-Sudoku-Solver/?q=.Cage%7E10%7ER1C1%7ER1C2.%7ER3C3_4&mode=all",
		"http://localhost:8080/index.html#q=" + s,
		"  .Cage~10~R1C1~R1C2\n.~R3C3_4 ",
		".Cage%7E10%7ER1C1%7ER1C2.%7ER3C3_4",
	} {
		for name, parse := range map[string]func(string) (sudoku.Puzzle, error){"ParseISS": ParseISS, "ParseLink": ParseLink} {
			got, err := parse(in)
			if err != nil {
				t.Errorf("%s(%q): %v", name, in, err)
				continue
			}
			if diff := cmp.Diff(want.String(), got.String()); diff != "" {
				t.Errorf("%s(%q) (-want +got):\n%s", name, in, diff)
			}
		}
	}
}

// issSorted returns the rules flattened, in a canonical order.
func issSorted(rs []sudoku.Rule) []string {
	var out []string
	for _, r := range rules.Flatten(rs...) {
		out = append(out, sudoku.RuleName(r))
	}
	sort.Strings(out)
	return out
}

// TestISSRoundTrip writes puzzles and reads them back.
func TestISSRoundTrip(t *testing.T) {
	for _, in := range []string{
		".Shape~6x6.Whisper~2~R1C1~R1C2~R1C3.Cage~10~R2C1~R2C2.~R3C3_4~R4C4_1_2",
		".AntiKnight.AntiKing.Windoku.DisjointSets.AntiConsecutive.Diagonal~1.Thermo~R1C1~R1C2~R1C3",
		".Arrow~R1C1~R1C2~R2C2.PillArrow~2~R4C4~R4C5~R5C5~R6C5.DoubleArrow~R7C1~R7C2~R7C3",
		".LittleKiller~20~R1C3.LittleKiller~9~R4C9.Sandwich~5~R1.XSum~C2~10~15.Skyscraper~R5~~3",
		".StrictKropki.WhiteDot~R1C1~R1C2.BlackDot~R2C1~R2C2.StrictXV.X~R5C5~R5C6.V~R6C6~R7C6.GreaterThan~R9C9~R9C8",
		".Renban~R1C1~R1C2~R1C3.Between~R2C1~R2C2~R2C3.Palindrome~R3C1~R3C2.Zipper~R4C1~R4C2~R4C3.Entropic~R5C1~R5C2~R5C3" +
			".Modular~3~R6C1~R6C2~R6C3.Lockout~4~R7C1~R7C2~R7C3.SumLine~10~R8C1~R8C2~R9C2~R9C1~LOOP.RegionSumLine~R1C3~R1C4",
		".Quad~R1C1~1~2.Indexing~C~R1C5~R2C5.Indexing~R~R4C4.CountingCircles~R9C1~R9C2.Sum~15~R5C1~R6C1~R7C1.AllDifferent~R1C9~R2C8",
		".PairX~" + issKey(9, issNabner) + "~_Nabner~R1C1~R2C2~R3C3",
		".SameValues~3~R1C1~R1C2~R5C5~R5C6~R9C1~R9C2.RellikCage~7~R2C2~R2C3.EqualityCage~R3C3~R3C4" +
			".ContainAtLeast~1_1~R4C1~R5C2~R6C3.ContainExact~2_4~R7C7~R8C8.CountDistinct~R1C9~R2C9~R3C9" +
			".EqualSum~R4C4~R4C5~-~R6C6.ValueIndexing~R7C1~R8C1~R9C1~R9C2.Modular~2~R4C7~R4C8~R4C9" +
			".Sum~3_=_2_-1_1~R5C7~R5C8~R5C7.Sum~10~R6C8~R6C8",
		".Shape~6x6.NFA~" + issNFAAny(t, 6, true) + "~_Any%20digits%2E~R1C1~R1C2~-~R2C2~~R3C3~R4C4.NFA~" + issNFAAny(t, 6, false) + "~R5C5",
		".NumberedRoom~R3~4~2.HiddenSkyscraper~C5~3~.HiddenSkyscraper~R9~~8",
		".LookAndSay~1617~R3C1~R2C1~R1C1.LookAndSay~2305~R7C4~R8C4~R8C3",
		".Lunchbox~11~R1C2~R1C1~R2C1~R3C1~R4C1.Lunchbox~0~R6C1~R7C1~R7C2~R8C2",
		".FullRank~C2~26~.FullRank~R8~~23.FullRank~C3~~12",
		".Shape~4x4.FullRank~C1~10~.FullRank~R3~~5.FullRankTies~any",
		".Shape~4x4.FullRankTies~none",
		// A pair's name with the string's separators in it.
		".Pair~" + issKey(9, func(x, y int) bool { return x < y }) + "~_a%2Eb%7Ec~R1C1~R1C2",
	} {
		p, err := ParseISS(in)
		if err != nil {
			t.Fatalf("ParseISS(%q): %v", in, err)
		}
		s, err := ISSString(p)
		if err != nil {
			t.Fatalf("ISSString(%q): %v", in, err)
		}
		q, err := ParseISS(s)
		if err != nil {
			t.Fatalf("ParseISS(ISSString(%q)) = %q: %v", in, s, err)
		}
		if diff := cmp.Diff(issSorted(p.Rules), issSorted(q.Rules)); diff != "" {
			t.Errorf("%q -> %q: rules (-read +reread):\n%s", in, s, diff)
		}
		if p.Shape != q.Shape || p.Givens.String() != q.Givens.String() {
			t.Errorf("%q -> %q: %v %v, reread %v %v", in, s, p.Shape, p.Givens, q.Shape, q.Givens)
		}
	}
}

func TestISSStringErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    sudoku.Puzzle
	}{
		{"minimum", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), rules.Minimum{Cells: sudoku.MustCells("r1c1")}}}},
		{"bounded cage", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), rules.Cage{Max: 9, Cells: sudoku.MustCells("r1c1 r1c2")}}}},
		{"25x25", sudoku.Puzzle{Shape: sudoku.Shape25, Rules: []sudoku.Rule{rules.Classic()}}},
		{"tall boxes", sudoku.Puzzle{Shape: sudoku.Shape{Size: 6, BoxRows: 3, BoxCols: 2}, Rules: []sudoku.Rule{rules.Classic()}}},
		{"full ranks of different ties", sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(),
			rules.FullRank{Clues: []rules.RankClue{{Line: rules.Row(0), Rank: 3}}, Ties: rules.TiesAny}, rules.FullRank{Ties: rules.TiesNone}}}},
		{"look-and-say of ten", sudoku.Puzzle{Shape: sudoku.Shape16, Rules: []sudoku.Rule{rules.Classic(),
			rules.LookAndSay{Cells: sudoku.MustCells("r1c1 r1c2"), Pairs: []rules.LookAndSayPair{{Count: 1, Digit: 10}}}}}},
	} {
		if _, err := ISSString(tc.p); !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: ISSString = %v, want ErrUnsupported", tc.name, err)
		}
	}
	u, err := ISSURL(sudoku.Puzzle{Shape: sudoku.Shape9, Rules: []sudoku.Rule{rules.Classic(), rules.AntiKnight{}}})
	if err != nil || u != ISSBaseURL+"?q=.AntiKnight" {
		t.Errorf("ISSURL = %q, %v", u, err)
	}
}

// TestParseISSRegex reads a regex constraint of two lines, its pattern in
// ISS's base64, and writes it back.
func TestParseISSRegex(t *testing.T) {
	in := ".Shape~4x4.Regex~" + base64.RawURLEncoding.EncodeToString([]byte("[12]+ 3")) + "~R1C1~R1C2~R1C3~~R2C1~R2C2"
	p, err := ParseISS(in)
	if err != nil {
		t.Fatal(err)
	}
	var got []rules.Regex
	for _, r := range p.Rules {
		if re, ok := r.(rules.Regex); ok {
			got = append(got, re)
		}
	}
	want := []rules.Regex{
		{Pattern: "[12]+3", Cells: sudoku.MustCells("r1c1 r1c2 r1c3")},
		{Pattern: "[12]+3", Cells: sudoku.MustCells("r2c1 r2c2")},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("regex rules (-want +got):\n%s", d)
	}
	out, err := ISSString(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseISS(out)
	if err != nil {
		t.Fatalf("ParseISS(%q): %v", out, err)
	}
	if d := cmp.Diff(len(p.Rules), len(back.Rules)); d != "" {
		t.Errorf("round trip of %q: rule count (-want +got):\n%s", out, d)
	}
}

// issNFAAny returns ISS's serialization of an NFA that accepts any digits
// 1..n and, with breaks, the break between segments.
func issNFAAny(t testing.TB, n int, breaks bool) string {
	t.Helper()
	symbols := n
	if breaks {
		symbols = n + 1
	}
	a, err := sudoku.NewAutomaton(symbols, 0, func(s, d int) []int { return []int{0} }, func(int) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	enc, ok := issEncodeNFA(a, symbols)
	if !ok {
		t.Fatalf("issEncodeNFA of %d symbols: not ok", symbols)
	}
	return enc
}

// accepts reports whether a reads the symbols of seq from its start to an
// accepting state.
func accepts(a sudoku.Automaton, seq []int) bool {
	states := map[int]bool{a.Start: true}
	for _, d := range seq {
		next := map[int]bool{}
		for s := range states {
			for _, arc := range a.Arcs[s] {
				if arc.Digit == d {
					next[arc.To] = true
				}
			}
		}
		states = next
	}
	for s := range states {
		if a.Accept[s] {
			return true
		}
	}
	return false
}

// TestISSNFA writes automata in ISS's serialization and reads them back:
// the same sequences of up to 4 symbols must be accepted. One NFA, written
// by hand, has two start states.
func TestISSNFA(t *testing.T) {
	const n = 4
	type state struct{ last, count int }
	machines := map[string]func() (sudoku.Automaton, error){
		"ascending, reset at breaks": func() (sudoku.Automaton, error) {
			return sudoku.NewAutomaton(n+1, 0, func(last, d int) []int {
				if d == n+1 {
					return []int{0}
				}
				if d > last {
					return []int{d}
				}
				return nil
			}, func(int) bool { return true })
		},
		"an even number of 3s, nondeterministic": func() (sudoku.Automaton, error) {
			return sudoku.NewAutomaton(n, state{}, func(s state, d int) []state {
				if d == 3 {
					return []state{{3, 1 - s.count}}
				}
				return []state{{0, s.count}, {d, s.count}}
			}, func(s state) bool { return s.count == 0 })
		},
		"nothing": func() (sudoku.Automaton, error) {
			return sudoku.NewAutomaton(n, 0, func(int, int) []int { return nil }, func(int) bool { return false })
		},
	}
	var seqs [][]int
	var grow func(seq []int)
	grow = func(seq []int) {
		seqs = append(seqs, append([]int(nil), seq...))
		if len(seq) == 4 {
			return
		}
		for d := 1; d <= n+1; d++ {
			grow(append(seq, d))
		}
	}
	grow(nil)
	for name, build := range machines {
		a, err := build()
		if err != nil {
			t.Fatal(err)
		}
		enc, ok := issEncodeNFA(a, n+1)
		if !ok {
			t.Fatalf("%s: issEncodeNFA: not ok", name)
		}
		b, err := issDecodeNFA(enc, n)
		if err != nil {
			t.Fatalf("%s: issDecodeNFA(%q): %v", name, enc, err)
		}
		for _, seq := range seqs {
			if accepts(a, seq) != accepts(b, seq) {
				t.Errorf("%s: %v: written %v, read back %v", name, seq, accepts(a, seq), accepts(b, seq))
			}
		}
	}
	// Two start states, 0 reading 1s and 1 reading 2s, both accepting:
	// the plain format, 2 bits a state, 2 symbols, 2 starts and no other
	// accepting state, 1 bit a count; then each start with one arc to
	// itself, and padding that reads as states with no arcs.
	w := &issBitWriter{}
	for _, f := range [][2]int{{issNFAPlain, 2}, {1, 4}, {1, 4}, {2, 2}, {0, 2}, {3, 2}, {1, 4}, {1, 1}, {0, 1}, {0, 2}, {1, 1}, {1, 1}, {1, 2}} {
		w.write(f[0], f[1])
	}
	enc := base64.RawURLEncoding.EncodeToString(w.b)
	a, err := issDecodeNFA(enc, 2)
	if err != nil {
		t.Fatalf("two starts: issDecodeNFA(%q): %v", enc, err)
	}
	for _, tc := range []struct {
		seq  []int
		want bool
	}{{nil, true}, {[]int{1, 1}, true}, {[]int{2, 2, 2}, true}, {[]int{1, 2}, false}} {
		if got := accepts(a, tc.seq); got != tc.want {
			t.Errorf("two starts: %v accepted %v, want %v", tc.seq, got, tc.want)
		}
	}
}
