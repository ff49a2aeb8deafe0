package variants_test

import (
	"context"
	"fmt"

	"github.com/z3sudoku/z3sudoku/variants"
)

// ExampleParseISS reads a 4x4 puzzle of the Interactive Sudoku Solver, a
// thermometer and three givens, solves it and writes it back.
func ExampleParseISS() {
	p, err := variants.ParseISS(".Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4.~R2C3_1~R3C1_2~R4C2_3")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Rules)
	m, err := p.Model()
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	sol, unique, err := m.Unique(context.Background(), p.Givens)
	fmt.Println(sol, unique, err)
	s, err := variants.ISSString(p)
	fmt.Println(s, err)
	// Output:
	// [rows+columns+boxes thermometer at r1c1]
	// 1234341221434321 true <nil>
	// .Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4.~R2C3_1~R3C1_2~R4C2_3 <nil>
}
