// Package rules holds the built-in Sudoku rules as plain values that
// implement [sudoku.Rule] and [sudoku.Checker].
//
// A rule reads like the puzzle: rules.Cage{Sum: 15, Cells: sudoku.MustCells("r1c1 r1c2 r2c1")}.
// Rules are built only on the public API of package sudoku, its Builder
// vocabulary in plain Go (Distinct, Sum, DistinctSum, Linear, Relate,
// Table, Allow and Regular, an automaton over a sequence of cells) and
// never its escape hatch to raw Z3, so every encoding supports them, they
// compose freely, and the native propagation and search read them all. Each rule also checks a
// filled grid natively, which [sudoku.Model.Verify] uses to catch wrong
// answers. A rule whose parameters can be wrong checks them in a Validate
// method ([Validator]), which its Apply calls first and the format readers
// and writers call through [Validate], so the checks are written once.
//
// The files are split by family:
//
//   - regions.go: rows, columns, boxes, diagonals, custom distinct groups;
//   - jigsaw.go: jigsaw regions, extra regions, windoku, disjoint groups;
//   - cages.go and sumcages.go: killer cages, sum cages, little killers;
//   - productdiagonals.go: diagonals indicated by arrows outside the
//     grid whose digits multiply to one product, given or not;
//   - chess.go: anti-knight, anti-king and other "no equal digits at these
//     offsets" rules;
//   - antitaxicab.go: no digit d with an equal digit d steps away;
//   - knightmare.go: no two cells a knight's move apart adding up to 5
//     or 15;
//   - diagonalnonconsecutive.go: no consecutive digits in diagonal
//     neighbours;
//   - dutchflatmates.go: every 5 with a 1 above it or a 9 below it;
//   - globalentropy.go: global entropy and global mod 3, a digit of each
//     of three classes in every 2x2 square;
//   - pairs.go and pairs_either.go: kropki dots (and dots of a
//     difference or a ratio), XV, inequalities, non-consecutive, and the
//     negative forms of dots and XV;
//   - lines.go, lines_sum.go and lines_doublearrow.go: thermometers,
//     arrows, double arrows, palindromes, renban, whispers, between,
//     region-sum, zipper, entropic, modular and nabner lines;
//   - lines_parity.go, lines_sequence.go, lines_lockout.go,
//     lines_sumline.go, lines_halfsum.go and lines_index.go: parity,
//     sequence, lockout, sum (10), half-sum and index lines;
//   - lines_diffcount.go and lines_fibonacci.go: differences count and
//     Fibonacci lines;
//   - parityrun.go: no run of digits of one parity in rows and columns;
//   - regex.go: cells whose digits, read in order, match a regular
//     expression (the Interactive Sudoku Solver's regex lines), through
//     sudoku.Builder.Regular;
//   - statemachine.go: segments of cells that a setter's automaton reads,
//     with a break between two (the Interactive Sudoku Solver's NFAs);
//   - samevalues.go, rellikcage.go, equalitycage.go, contain.go,
//     countdistinct.go, equalsum.go and valueindexing.go: sets of cells
//     with the same digits, rellik and equality cages, required digits,
//     a count of different digits, segments of equal sums and value
//     indexing lines, the Interactive Sudoku Solver's set constraints;
//   - weightedsum.go: digits times weights adding up to a total, a cell
//     listed twice counting twice;
//   - outside.go: sandwich, X-sum and skyscraper clues;
//   - numberedroom.go and hiddenskyscraper.go: numbered rooms (the
//     first digit x says which cell holds the clue) and hidden
//     skyscrapers (the first building hidden from the clue's side);
//   - counting.go: counting circles;
//   - lookandsay.go: look-and-say cages, whose clue counts digits in
//     them;
//   - lunchbox.go: lunchboxes, the digits between their smallest and
//     largest adding up to the clue;
//   - fullrank.go: full rank clues, the rank of a row or column read
//     as a number among all 4N, with or without ties;
//   - sunburn.go: suns, whose digit counts its smaller neighbours;
//   - globals.go: the table of global rules, those that need no clue on
//     the grid ([Globals]), with the names the command, the workbench and
//     the formats know them by;
//   - cells.go: even and odd, minimum and maximum, quadruples, clones,
//     indexers and given candidates (the digits a setter pencils into a
//     cell).
package rules
