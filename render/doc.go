// Package render draws Sudoku puzzles, with or without their solutions,
// as SVG documents and PNG images.
//
// # Drawing a puzzle
//
// [SVG], [PNG] and [Image] take any [sudoku.Puzzle] and options:
//
//	err := render.SVG(w, puzzle,
//		render.WithSolution(sol),           // solved digits, regular weight
//		render.WithCandidates(cands),       // pencil marks in the other cells
//		render.WithCellSize(64),            // pixels per cell
//		render.WithTheme(render.Print))     // black and white for paper
//
// One layout feeds both backends: it turns the puzzle into paths, circles
// and texts in pixel coordinates, which the SVG backend writes out and the
// PNG backend rasterises in pure Go (golang.org/x/image/vector and the Go
// fonts). The two drawings have the same size and geometry; only the
// fonts may differ, since an SVG viewer picks its own sans-serif font when
// the Go fonts are not installed.
//
// # What is drawn
//
// The rules of package rules are drawn by type, members of a [rules.Set]
// included, and so are pointers to them:
//
//   - Regions: thin cell lines; thick borders between boxes when the rules
//     include [rules.Boxes], between [rules.Jigsaw] regions, and around the
//     grid. A puzzle without Boxes (a Latin square, or one whose rules are
//     all custom) has no box borders. [rules.Diagonal] is a thin line from
//     corner to corner. [rules.ExtraRegion], [rules.Distinct] groups and
//     [rules.Windoku] windows are shaded.
//   - Cages: [rules.Cage] is a dashed outline inset in its cells, with its
//     sum, if any, in the top-left corner of its first cell in reading
//     order. Each straight run is dashed on its own so that every corner is
//     inked. [rules.SumCage], whose digits may repeat, has shorter dashes.
//   - Lines: [rules.Thermometer] is a grey bulb and a thick line; a
//     [rules.SlowThermometer] is the same, hollow. [rules.Arrow] is a hollow
//     circle, or a pill over two or three cells, with a thin line ending in
//     an arrowhead. Whispers (green), renban (purple), palindrome (grey),
//     region-sum (blue), zipper (lavender), entropic (orange), modular
//     (teal), nabner (yellow), parity (red), sequence (slate), sum (10)
//     (green), differences count (light green), Fibonacci (cyan) and
//     half-sum (olive green) lines are thick coloured lines; [rules.Between] is a thin line with a
//     circle at each end, and [rules.Lockout] a thick violet line with a
//     hollow diamond at each end (its difference in the first, when set);
//     [rules.IndexLine] is a thick turquoise line with a filled diamond
//     on the cell its positions count from.
//   - Pairs: [rules.Difference] is a white kropki dot and [rules.Ratio] a
//     black one, with the value inside when it is not 1 or 2;
//     [rules.DifferenceOrRatio] is a grey dot of their size. [rules.XV] is
//     an X, a V, or the sum. [rules.GreaterThan] is a chevron pointing at
//     the smaller digit. A custom [rules.Pair] is a small grey dot.
//   - Cells: [rules.Even] is a grey square, [rules.Odd] a grey circle.
//     [rules.Minimum] and [rules.Maximum] cells are shaded, with a chevron
//     on each inner side pointing at the smaller digit. [rules.Quadruple]
//     is a circle on the corner with its digits. [rules.Clone] regions and
//     row, column and box indexer cells are shaded. A [rules.Sunburn] sun
//     is a pale orange disc with eight rays.
//   - Outside clues: [rules.LittleKiller] is its sum with a small diagonal
//     arrow, and each diagonal of [rules.ProductDiagonals] the same arrow
//     with "×" and the product (or "×" alone when it is unknown); [rules.Sandwich], [rules.XSum] and [rules.Skyscraper] are
//     numbers beside their row or column, at the start or, when they read
//     from the end, at the end. A drawing with outside clues has a margin
//     one cell wide around the grid for them.
//   - Rules over the whole grid ([rules.AntiKnight], [rules.AntiKing],
//     [rules.NoEqualAt], [rules.NonConsecutive], [rules.NegativeKropki],
//     [rules.NegativeXV], [rules.DisjointGroups], [rules.NoParityRun]) mark nothing in
//     particular: a caption under the grid names them, such as
//     "Anti-knight · Non-consecutive".
//
// Rows and columns need no drawing. Nil rules are skipped.
//
// Givens are bold in the theme's Given colour; solution digits are
// regular in its Solved colour. A cell shows its given, else its solution
// digit, else its candidates. The SVG's title element is the puzzle's Title,
// when it has one.
//
// # Custom rules
//
// A rule of any other type is drawn by its own Draw method when it
// implements [Drawer], on a [Canvas] that shades cells, draws lines and
// outlines, writes labels and adds to the caption. A rule that does not is
// never dropped: it gets a generic marking. Its cells get a dotted outline
// with a small number in the corner of the last one, and a legend under the
// grid names the rule ([sudoku.RuleName]) after that number, such as
// "1: parity pair". The cells are those its Cells(sudoku.Shape) method
// returns, or else those of its exported fields of type [sudoku.Cell],
// []sudoku.Cell, [][]sudoku.Cell and the like, in structs it holds too,
// that are on the grid. A rule whose cells cannot be found is named in the
// legend alone, as "name (unmarked)".
//
// Drawing is a method rules may implement, not a registry, for the reason
// encoding/json has Marshaler: a rule's drawing travels with its type, so
// there is no global state, no registration to forget or to make twice
// from two packages, and nothing that depends on the order of init
// functions. The built-in rules cannot have the method, since package
// rules is below render and the drawing code belongs here: this package
// keeps one table with a row per built-in type (rules.go), and adding a
// rule family adds one row to it and nothing else.
package render
