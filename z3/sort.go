package z3

import "strconv"

// SortKind is the kind of a [Sort].
type SortKind int

// The sort kinds the binding knows.
const (
	KindOther SortKind = iota // a sort the binding does not wrap
	KindBool                  // Booleans
	KindInt                   // mathematical integers
	KindBV                    // fixed-width bit-vectors
)

// Sort is the type of a term: Bool, Int, or a bit-vector of some width.
type Sort struct {
	ctx  *Context
	kind SortKind
	bits int
}

// BoolSort returns the Boolean sort.
func (ctx *Context) BoolSort() Sort { return Sort{ctx: ctx, kind: KindBool} }

// IntSort returns the sort of mathematical integers.
func (ctx *Context) IntSort() Sort { return Sort{ctx: ctx, kind: KindInt} }

// BVSort returns the sort of bit-vectors of the given width, which must be
// at least 1.
func (ctx *Context) BVSort(bits int) Sort { return Sort{ctx: ctx, kind: KindBV, bits: bits} }

// Kind returns the sort's kind.
func (s Sort) Kind() SortKind { return s.kind }

// Bits returns the width of a bit-vector sort, and 0 for other sorts.
func (s Sort) Bits() int { return s.bits }

// String returns the sort in SMT-LIB2 syntax.
func (s Sort) String() string {
	switch s.kind {
	case KindBool:
		return "Bool"
	case KindInt:
		return "Int"
	case KindBV:
		return "(_ BitVec " + strconv.Itoa(s.bits) + ")"
	}
	return "<unknown sort>"
}
