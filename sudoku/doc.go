// Package sudoku solves, counts and checks classic and variant Sudoku on Z3:
// rules compile once into one Z3 solver, and every puzzle's givens are
// passed to it as assumptions.
//
// # Grids
//
// A [Shape] is an N×N grid with its boxes: [Shape9] has 3x3 boxes, [Shape6]
// 2x3, [Shape16] 4x4, and [LatinShape] has none. A [Cell] is 0-based in code
// and prints as setters write it, r1c1. A [Grid] holds a digit per cell, 0
// for an empty one. [Parse] and [ParseGrid] read whatever a user pastes: one
// line of 81 symbols, nine lines with or without spaces, the boxed pretty
// form, numbers or letters for grids larger than 9x9; [ReadGrids] reads a
// file of many puzzles. [Grid.String] and [Grid.Pretty] write them back.
//
// # Rules and the Builder
//
// A [Rule] adds constraints through a [Builder] and its small vocabulary:
// Distinct, Sum, Linear (a weighted sum), Relate (any relation between two
// digits), Table (allowed tuples) and Allow. Package rules holds the
// built-in rules; a custom rule is a struct with an Apply method:
//
//	type LessThan struct{ A, B sudoku.Cell }
//
//	func (r LessThan) Apply(b *sudoku.Builder) error {
//		b.Relate(r.A, r.B, func(x, y int) bool { return x < y })
//		return nil
//	}
//
// Rules that need more reach raw Z3 through Digit, Value, Assert and Z3. A
// rule that also implements [Checker] checks filled grids natively, which
// [Model.Verify] uses.
//
// The Builder's calls check their parameters and record each constraint in
// plain Go: the Model's constraint program, which [Model.Constraints]
// returns. After each rule, the encoding compiles what the rule added into
// Z3's terms (under OneHot, clauses over one Boolean per cell and digit,
// handed to Z3 in one call); the native checks and propagation read the
// program itself. [CheckRules] runs the rules without Z3, to check their
// parameters.
//
// # Solving
//
// [New] compiles rules on a shape into a [Model]. A [Base] keeps the rules
// that many puzzles share compiled in warm solvers, so that a Model made
// [WithBase] costs only its own rules. Its calls take a
// [context.Context] and the givens as a Grid:
//
//   - [Model.Solve] finds a solution;
//   - [Model.Count] counts solutions up to a limit;
//   - [Model.Unique] finds a solution and says whether it is the only one;
//   - [Model.Solutions] iterates over every solution;
//   - [Model.Candidates] finds the digits each cell takes in some solution;
//   - [Model.Maximize] and [Model.Minimize] optimise weights per (cell,
//     digit) with Z3's Optimize;
//   - [Model.Verify] checks a filled grid without Z3.
//
// A ctx made [WithProgress] has Count, Unique, Candidates and Solutions
// report how far they are, for calls that run long.
//
// Before Z3, a native pass propagates the givens through the vocabulary's
// constraints (singles over Distinct groups, arc consistency over relations
// and tables, bounds on sums over the cells' cliques of Distinct groups,
// the digit sets of sums whose cells differ, the runs an automaton reads,
// counts bounded one per clique, and the sums each house implies: its
// total less the sums inside it). It settles easy puzzles on its own, in
// microseconds. Unless a rule uses raw Z3, Solve, Count, Unique, Solutions
// and Candidates then search natively too, splitting on a cell's
// candidates (the cell with the fewest, and, once branches have been
// refuted, the one with the most refutations per candidate) and
// propagating each branch, within a budget of nodes (larger when every constraint is a Distinct
// group, an Allow or a DistinctSum, on which the propagation is strongest);
// Z3 takes over where the budget runs out, told which branches are
// closed. A search on a Model with sums that
// needs more than a few dozen nodes first escalates the propagator, for
// the rest of the Model's life, to the innies and outies of two and three
// houses, which cost about a millisecond to derive.
//
// Such a Model, on a grid of up to 25x25 under OneHot, defers Z3
// altogether: [New] builds no Z3 context, nor the clauses Z3 would take,
// and the first call that the native search does not finish encodes and
// compiles them (on the Model's [Base], if it was given one; when the
// call's time runs out first, the compile goes on in the background, for
// the next call). A process
// that never needs Z3 never loads libz3 (see package z3). A Model of 36x36
// or more whose calls solve on a residual solver of their own (Distinct
// groups, Allow and Relate) never compiles the Model's solver. No classic puzzle or killer of the project's corpora
// needs it, so a program that solves them never holds a Z3 context nor
// pays for one.
//
// # Encodings
//
// [WithEncoding] chooses how cells become Z3 terms. [OneHot], the default,
// runs on Z3's SAT core and is the fast one; [Int] and [BitVec] are the
// encodings of the tutorials this package grew from, kept for comparison.
// All three give the same answers.
//
// # Exports
//
// [Model.WriteSMTLIB] writes the constraints and givens as a complete
// SMT-LIB 2 script for the z3 command, and [Model.WriteDIMACS] writes them
// as DIMACS CNF for a stand-alone SAT solver such as MiniSat, with the
// cells numbered as [DIMACSVar] says (Lynce and Ouaknine's numbering on
// 9x9). [DecodeSMTLIB] and [DecodeDIMACS] read the solvers' answers back
// into grids.
//
// # Errors
//
// Bad input returns errors that [errors.Is] can test: [ErrInvalidGrid] for
// grid text or values, [ErrConflict] for givens that break a rule (found
// natively before any search, as a [*ConflictError] naming the cells and the
// rule), [ErrBadRule] for rules with bad parameters, [ErrNoSolution] when
// there is none. A cancelled call returns ctx.Err(), and one that
// [Model.Close] cuts short an error wrapping [ErrClosed]. A Model stays
// usable after any failed call.
package sudoku
