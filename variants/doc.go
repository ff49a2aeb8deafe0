// Package variants makes named variant Sudoku puzzles and reads and writes
// them in the exchange formats setters use: f-puzzles JSON and links,
// SudokuPad links, SudoCue's killer text, and the constraint strings of the
// Interactive Sudoku Solver (ISS).
//
// Everything here is a [sudoku.Puzzle]: a shape, a list of rules from
// package rules, the givens and, when known, the solution. Solve one with
// its Model:
//
//	p, err := variants.ParseLink(link) // f-puzzles or SudokuPad

//	m, err := p.Model()
//	defer m.Close()
//	sol, unique, err := m.Unique(ctx, p.Givens)
//
// # Families
//
// The constructors take the givens (the zero Grid for none; the puzzle
// takes their shape, or 9x9) and [Option] values, such as [WithShape],
// [WithRules] for hybrids, [WithTitle] and [Negative]:
//
//   - [Classic], [Latin]
//   - [X] (both diagonals), [Windoku], [DisjointGroups]
//   - [AntiKnight], [AntiKing], [NonConsecutive]
//   - [Jigsaw] (irregular regions instead of boxes)
//   - [Killer] (cages), [LittleKiller], [Sandwich]
//   - [Thermo], [Arrow]
//   - [Kropki] (white and black dots), [XV], [EvenOdd]
//
// The constructors do not check the rules; building the Model does.
//
// # f-puzzles
//
// [ParseFPuzzles] and [ReadFPuzzles] read f-puzzles JSON, [ParseFPuzzlesURL]
// reads an f-puzzles or SudokuPad link (LZ-string compressed JSON), and
// [MarshalFPuzzles], [WriteFPuzzles] and [FPuzzlesURL] write them. Cells are
// "R1C1", 1-based; clues outside the grid use row or column 0 or size+1.
// The fields and the rules they become:
//
//	size                   the shape: sudoku.ShapeOf(size) (6x6 has 2x3 boxes)
//	title, author          Puzzle.Title, Puzzle.Author
//	ruleset                checked against the rules read (see below), then
//	                       dropped (written from the rules)
//	grid                   size x size cells: value + given:true is a given;
//	                       a value without given (a solver's entry) is ignored;
//	                       region: see below
//	grid[r][c].givenPencilMarks
//	                       rules.GivenCandidates{Cell, Digits}: the cell holds
//	                       one of the digits; null or [] = none
//	solution               Puzzle.Solution, row-major; 0 or null = unknown;
//	                       or one string of size*size symbols: digits, or on
//	                       grids over 9x9 letters (A = 1); '.' or '0' = unknown
//	diagonal- / diagonal+  rules.Diagonal{} (r1c1-r9c9) / {Anti: true};
//	                       both: rules.Diagonals()
//	antiknight, antiking   rules.AntiKnight{}, rules.AntiKing{}
//	disjointgroups         rules.DisjointGroups{}
//	nonconsecutive         rules.NonConsecutive{}; with kropki dots or a
//	                       negative ratio, rules.NegativeKropki (see below)
//	negative: ["ratio"]    rules.NegativeKropki{Black: true}
//	negative: ["xv"]       rules.NegativeXV, the X and V pairs marked
//	extraregion            rules.ExtraRegion per entry
//	killercage             rules.Cage; no value (or 0) = distinct digits only;
//	                       "<N" / ">N" bound the total (Cage.Max, Cage.Min),
//	                       and question marks, each one digit of the total
//	                       ("?", "??", "1?", "<?"), when the rules text says
//	                       so ("A '?' means a single digit total")
//	littlekillersum        rules.LittleKiller; direction DR, DL, UR or UL;
//	                       a value of 0 or less (or none) skips the clue;
//	                       "cells", if present, must be the clue's diagonal
//	thermometer            rules.Thermometer per line (an entry may hold several)
//	slowthermometer        rules.SlowThermometer per line
//	arrow                  rules.Arrow per line; cells = the circle (a pill
//	                       reads in reading order); a line's first cell, when
//	                       in the circle, is dropped
//	difference             rules.Difference; no value = 1
//	ratio                  rules.Ratio; no value = 2
//	xv                     rules.X / rules.V; value "X" or "V", either case
//	odd, even              one rules.Odd / rules.Even holding all the cells
//	minimum, maximum       one rules.Minimum / rules.Maximum; touching cells
//	                       of one kind are not compared (a fortress)
//	palindrome, renban     rules.Palindrome, rules.Renban per line
//	whispers               rules.Whispers per line; value = the least
//	                       difference, none = (size+1)/2 (5 on 9x9)
//	betweenline            rules.Between per line
//	regionsumline          rules.RegionSum per line, cut at the grid's regions:
//	                       Regions nil for the boxes, else the jigsaw's
//	                       regions or the rows
//	zipperline             rules.Zipper per line
//	entropicline           rules.Entropic per line
//	modularline            rules.Modular per line
//	nabner                 rules.Nabner per line
//	doublearrow            rules.DoubleArrow per line; its ends are the circles
//	clone                  rules.Clone{A: cells, B: cloneCells}
//	quadruple              rules.Quadruple; cells = the 2x2 block, values = digits
//	circle                 rules.CountingCircles, bound by the rules text
//	                       (below); other circles are drawn only
//	sandwichsum            rules.Sandwich; cell R0Cc (column c) or RrC0 (row r)
//	xsum, skyscraper       rules.XSum, rules.Skyscraper; the clue's side sets
//	                       FromEnd (bottom or right)
//	rowindexer, columnindexer, boxindexer
//	                       one rules.RowIndexer / ColumnIndexer / BoxIndexer
//
// Regions: a cell's "region" (0-based) moves it into that region; a cell
// without one keeps its box, or, on sizes without boxes (5, 7, ...), its
// row, as in f-puzzles; null puts it in no region. If the regions are the
// boxes, the houses are rules.Classic(); if every cell has null, or the
// regions are the rows, the puzzle is a Latin square (sudoku.LatinShape,
// rules.Latin()); otherwise the regions must make a valid jigsaw
// (rules.JigsawRules), N regions of N cells, which need not be connected,
// and the shape stays sudoku.ShapeOf(size). Some cells in regions and
// others in none is unsupported, as are disjointgroups and boxindexer
// without the standard boxes, since those rules here use the boxes, and
// regionsumline when the cells are in no region.
//
// Lines may pass through a cell twice, as setters draw them, where the
// rule allows it: whispers, palindromes, renban, nabner, between,
// entropic and modular lines (see package rules).
//
// Negative constraints: f-puzzles exempts every pair that carries a dot,
// white or black, from both "nonconsecutive" and the negative ratio, so
// those flags become one rules.NegativeKropki whose Marked lists the pairs
// of all dots (white dots first). A plain rules.NonConsecutive is used only
// when there are no dots and no negative ratio.
//
// Cosmetic and inert fields are accepted and ignored; they only draw, set
// display or solver options, or describe the puzzle, and f-puzzles' own
// answer check ignores them: the top-level "highlightConflicts", "text",
// "line", "rectangle", "circle" and "cage" (a drawn cage without killer
// rules), a solver's "disabledlogic" and "truecandidatesoptions",
// "successMessage" and "metadata"; and the grid cell fields "c",
// "highlight", "cornerPencilMarks", "centerPencilMarks" (the solver's own
// marks) and "parity". Every other field, at the top level, in a grid
// cell or in a collection entry, is an error wrapping [ErrUnsupported]
// that names it, such as "fogofwar", "lockout" or
// "killercage[2].outlineC": a field that might change the solution is
// never silently dropped.
//
// The drawn elements ("text", "line", "rectangle", "circle", "cage") may
// still carry a rule that only the "ruleset" text states: red circles
// that are dots, a cage whose total is "?", a line that is a slow
// thermometer. So the rules text is checked against the rules read, as
// for SudokuPad (below), and a phrase that states a rule not read
// refuses the puzzle with a [*RulesTextError] for the field "ruleset".
// Words for rules that need nothing drawn (anti-knight, "all dots are
// given", "may repeat" in a cage, slow thermometers) always count. Words
// for drawn clues ("dot", "cage", "zipper", "odd") count only when the
// puzzle has drawn elements that f-puzzles did not draw for a constraint
// it stores (its own drawings name it in "fromConstraint"), since only
// those can carry a clue that was not read; elsewhere they are the
// setter's boilerplate. When the text speaks of cages, totals or sums, a
// drawn cage with a value is an [*ElementsError]. A puzzle without a
// rules text is not checked, and its drawn elements are ignored: nothing
// says what they mean.
//
// f-puzzles has no constraint for a greater-than sign: setters draw it as
// a "text" over two touching cells, a glyph such as ">", "<", "^" or "v"
// (or their typographic forms) turned by a multiple of 90 degrees
// clockwise, pointing to the smaller digit. The reader reads such a text
// as a [rules.GreaterThan], and the writer writes one so ("v" and "^"
// between cells one above the other). f-puzzles has no field for a cage
// whose digits may repeat ([rules.SumCage]), and its "cage" is drawn
// only; the writer rejects that rule with [ErrUnsupported] rather than
// inventing a field no other tool reads. SudokuPad puzzles carry it, and
// [ParseSudokuPad] reads it (below).
//
// # Canonical form
//
// ParseFPuzzles returns the rules in one fixed order: the houses
// (rules.Classic(), rules.JigsawRules or rules.Latin()), the diagonals,
// AntiKnight, AntiKing, DisjointGroups, the non-consecutive or negative
// kropki rule, NegativeXV, then the collections in the order of the
// table above, each in file order, then the given candidates, one rule
// per cell in reading order, and last the inequality signs. [Canonical]
// puts any Puzzle in that form, which is how the writer and reader
// round-trip: ParseFPuzzles of MarshalFPuzzles(p) equals Canonical(p),
// compared with go-cmp.
//
// # SudokuPad
//
// [ParseLink] reads any link: f-puzzles links, and SudokuPad links
// (https://sudokupad.app/..., https://app.crackingthecryptic.com/sudoku/...)
// whose id starts with "fpuzzles" (f-puzzles JSON, read as above), "scl"
// or "ctc" (SudokuPad's own JSON). [ParseSudokuPad] and [ReadSudokuPad]
// read that JSON, plain or in the zipped form SudokuPad writes, and
// [SudokuPadURL] writes a puzzle as https://sudokupad.app/fpuzzles...,
// which SudokuPad opens. A short link (https://sudokupad.app/abc123), whose
// puzzle is on SudokuPad's server, or a redirecting link (tinyurl) is an
// error wrapping [ErrStoredOnline]; this package never uses the network.
//
// SudokuPad stores what it draws, in grid coordinates (the centre of r1c1
// is [0.5, 0.5]). The reader maps what the format fixes and the shapes
// SudokuPad writes for the standard rules:
//
//	cells[r][c].value      a given digit; pencil marks are ignored
//	regions                the boxes (rules.Classic()), a jigsaw, or, when
//	                       absent, none (rules.Latin())
//	cages with cells       rules.Cage: a whole-number value is the sum, a
//	                       clue such as "<10" or "??" bounds it (as for
//	                       f-puzzles' killercage); no
//	                       value needs "unique": true (digits differ);
//	                       rules.SumCage when the rules text lets digits
//	                       repeat in cages (below)
//	cages without cells    metadata "key: value": title, author, solution
//	metadata               title, author, solution; antiknight, antiking
//	                       (true); the rules text is checked (below)
//	lines                  a thermometer: a grey line through cell centres
//	                       with a filled circle of its colour on its first
//	                       cell; a diagonal: #34BBE6 from corner to corner
//	arrows                 rules.Arrow: an arrow of any grey, black to
//	                       light, starting in a circle (or a 2- or 3-cell
//	                       pill) bordered in its colour or any grey
//	underlays, overlays    on the edge between two cells: a small white
//	                       circle with a dark border is a white kropki dot
//	                       (rules.Difference), a black one a black dot
//	                       (rules.Ratio), a text X or V is rules.X / rules.V;
//	                       an unrotated text < > ^ v (or ‹ › ˄ ˅ ∧ ∨ ＜ ＞)
//	                       pointing across the edge is rules.GreaterThan,
//	                       pointing to the smaller digit; with such signs,
//	                       a V is not read (it may be a sign)
//
// Everything else (a coloured line not bound, below, a shaded cell, a text clue, a cage
// without a total or with "unique": false, an inequality sign drawn as
// lines, rotated or off an edge's midpoint, a background image, fog of
// war, an unknown key) has a meaning that only the rules text gives. The
// reader never guesses it: it fails with an [*ElementsError] that lists
// every such element, wrapping [ErrUnreadElements] and [ErrUnsupported].
//
// # Binding by the rules text
//
// A coloured line that runs through cell centres is then bound by the
// rules text, when it is unambiguous ([ParseLinkBindings] says what was
// bound to what, and [ParseLinkRules] reads a link by the caller's own
// statement of its rules instead). Lines are grouped into classes by
// colour and width. A sentence refers to a class when it names a colour
// word that matches that class's colour and no other class's, and a line
// or a family; with one class, a sentence that names a family without a
// colour does too. Every sentence that refers to a class must name one
// family, by name or standard wording, all the same one, and hold no word
// that may change it ("except", "sum", ...). The families: German or
// Dutch whispers, renban, nabner, entropic, region sum (its wording only
// in a sentence that speaks of boxes, regions, segments or borders),
// palindrome, zipper, modular, parity, sequence, lockout, sum lines
// ("divided into segments that each sum to 10"), index lines, half-sum
// lines ("the sum of the first two digits equals the sum of the last two
// digits", counts that must be the line's halves), differences count and
// Fibonacci lines. A sequence line's difference is never 0 (its digits
// are "in order"); a lockout line's ends differ by what the text
// states, or 4 on 9x9 when it states nothing. In a
// SudokuPad file, a zipper sentence that says the centre is marked with
// a dot may say "dot": small filled circles of the lines' colour on the
// centre cells of the class's lines are then part of their drawing, and
// any other such circle stays unread; with one class of lines, a
// sentence of its own that says so without naming a family ("the total
// is the digit in the line's (circled) center") counts too. A sentence
// that names a family and states it in the family's wording binds that
// family even when another family's wording matches only within those
// words ("an equal distance
// from the center of a Zipper Line sum to the same total"). A closed line
// is a loop: a region sum loop is cut where a region border crosses it,
// an entropic or modular loop is read round; other families read it as
// drawn. A line's end may stop short of its cell's centre, pulled back
// along the line by at most 0.3 of a cell in each direction (so that
// lines meeting in a cell do not overlap); it stands for that centre.
// Lines of a class that branch from one another (an end of one on
// the other) are one renban or nabner; whispers read them apart; the
// other families refuse them. Region sum lines are cut at a jigsaw's
// regions when the grid has them. "Digits may repeat on a zipper line"
// and "in any order" change no family whose rule allows them. A rule
// heading made of the setter's names for elements that its sentence
// explains in parentheses ("Fish: The fish (pink line) consists of
// ..."), or of rule, colour and joining words ("Grey line is a
// palindrome:"), is a heading, not a rule. In a SudokuPad file, "All
// possible dots are given" (or "All such pairs are given" after a
// sentence on Xs or Vs) is a negative rule over the pairs not marked, for
// the dot colours or signs named there or in the sentence before, when
// the puzzle draws such clues. A line drawn over a wider line with the
// same points, as a white line with a grey border is, is one line of the
// top one's colour; the border goes with it. A diamond (a square turned by 45
// degrees) on an end of a bound lockout line is part of it, one per end.
// Differences count lines ("the difference between two adjacent digits
// ... indicates exactly how many pairs ... have that exact difference")
// and Fibonacci lines (digits that "increase from one end to the other",
// each past the lowest two "the sum of the previous 2 digits") are bound
// too; a Fibonacci line only when the text says it may increase from
// either end. A sentence that names lines of any colour and no colour
// word ("a coloured line", "lines of any colour") refers to every class
// when it is the only sentence that speaks of lines.
// An index line ("the digit in the Nth cell along such a line (starting
// from the diamond) indicates the position along the line where the
// digit N appears") is read from the end that carries a diamond, which is
// part of it; one with a diamond on neither end or on both is refused.
// A dot the text names by a colour word other than kropki's ("grey dot")
// is not read as a kropki dot, even if dark enough to pass for black;
// such dots are bound in classes by fill and border when every sentence
// naming dots of their colour says, as a whole, that the two digits are
// "either consecutive or in a 1:2 ratio (or both)" (a difference and a
// ratio in their usual wordings, in either order): each is then a
// [rules.DifferenceOrRatio], and a class no sentence names stays unread. A
// class that no sentence refers to, or that fails any of this, is a
// [*BindError] naming the class and why, wrapping [ErrUnbound],
// [ErrUnreadElements] and [ErrUnsupported] (when other elements are
// unread too, the [*ElementsError] lists them all). Filled circles and
// unturned squares without text on cell centres are bound the same way,
// in classes by kind, fill, border and size: a sentence refers to a
// class when it names the kind ("circles", "square") and a colour word
// that matches that class and no other of its kind, and it must state
// odd or even digits in the usual wording ("The yellow circles contain
// odd digits"), or counting circles ("Any digit in a circle indicates
// exactly how many circles contain that digit", "If a digit n appears in
// a circle, then the digit n appears in exactly n circles"), which must
// be the only class of circles; a class no sentence refers to stays unread. Several
// thermometers may start at one bulb (a branching thermometer). When
// every paragraph of the text that speaks of thermometers says their
// digits may stay the same ("increase or stay the same", "never
// decrease"), and no other paragraph does, every thermometer is bound
// to a slow thermometer (every grey one, when they say "gray
// thermometer"; one of another colour stays strict). Anti-knight,
// anti-king, non-consecutive (without dots) and both diagonals stated
// only in a sentence of the text, in their usual wording, become rules,
// and so does a sentence that forbids runs of one parity in rows and
// columns ("In every row and column, strings of 3 digits are never all
// even nor all odd"), a [rules.NoParityRun] of the length it states.
// A SudokuPad file with no regions whose rules text speaks of irregular
// regions ("Irregular Sudoku rules apply", "jigsaw", "outlined region")
// has them in N hidden unique cages of N cells that partition the grid,
// as Sudoku Maker writes a jigsaw; its black lines along cell edges
// between those regions (or on the grid's edge) and near-invisible white
// fills within one region are their drawing, and any other stays unread.
// A solution carried in the file must pass every rule's Check; one that
// breaks a rule is a [*SolutionError] naming it and its binding.
//
// Editors also draw standard clues with generic elements, which are read
// when the text states the clue (bind_drawn.go): a short diagonal arrow
// outside the grid (an arrow, or two strokes) with a number in its cell
// is a [rules.LittleKiller] when every sentence about diagonals states
// little killers ("Clues outside the grid give the sum along the
// indicated diagonal"); a line through cell centres, of any colour, with
// a filled circle of its colour on either end is a thermometer when the
// text names thermometers, and one from a hollow circle bordered in its
// colour (its arrowhead of two strokes drawn or not) is an arrow when the
// text says arrows sum; neither when the text names both kinds, or names
// the line's colour in a sentence about something else. Shaded cells
// (one-cell squares of one fill) are [rules.Maximum] or [rules.Minimum]
// cells when every sentence about shaded cells says they are greater (or
// less) than their neighbours, and either says "orthogonally" or
// chevrons (two short strokes) are drawn on exactly their edges with
// unshaded cells, pointing to the smaller digit; the chevrons are then
// part of the drawing. Such arrows without numbers, two or more of one
// colour with nothing else in their cells, are one [rules.ProductDiagonals]
// of an unknown product when every sentence about diagonals or products
// says the indicated diagonals share it ("Every indicated diagonal has
// the same product"). Shapes on cell centres whose text is a sun emoji
// ("☀️") are one [rules.Sunburn] when every sentence that speaks of suns
// states the rule with the diagonal neighbours counted ("A digit on a
// sun indicates how many surrounding cells contain smaller digits");
// suns no sentence speaks of stay unread.
//
// The f-puzzles reader binds the same way, with the same families: its
// generic "line" elements, by colour ("outlineC") and width, its generic
// one-cell "circle" elements without text, by fill, border and size, as
// counting circles (which the writer writes so, with that sentence), its
// thermometers, thermometers drawn as generic lines with a "circle" of
// their colour on one end, as SudokuPad's above (a line of their colour
// from one of their cells is a branch, read from the bulb), and the rules
// stated only in its "ruleset". Centre marks
// are read as above, as small filled "circle" elements or diamonds (a
// "rectangle" at 45 degrees) of the lines' colour on the centre cell of
// an odd-length line or on the edge between the middle cells of an
// even-length one. A line that only draws a line rule of a collection,
// with the same cells, is that rule's drawing. A rule bound that no
// f-puzzles collection holds (a sum line, a parity line, no parity runs)
// follows the collections' rules in the puzzle; [MarshalFPuzzles] cannot
// write it back and says so. A class of lines no
// sentence refers to stays drawn-only
// (ignored unless the text names a rule not read); a class a sentence
// refers to that cannot be bound refuses the puzzle with its
// [*BindError]. Once anything is bound, drawn-only elements left
// over are an [*ElementsError], and the carried solution must pass every
// rule's Check. Its drawn "cage" elements are killer cages when no
// killercage or sum cage is read, a sentence states killer cages (cages,
// a total and digits that do not repeat, or "killer sudoku rules"),
// none lets digits repeat, and every drawn cage's clue reads as above:
// setters draw cages so for clues f-puzzles' own check cannot read.
//
// When every element was read, the rules text is checked against the
// rules read (the check f-puzzles uses, with words for drawn clues always
// counting), since it may add a rule (anti-knight stated only in the
// text, a negative constraint) or change one that looks standard (slow
// thermometers, digits that may repeat in a cage). The reader does not
// understand the text; it looks for known words. A word for a rule it
// did not read ("slow" without slow thermometers, "may repeat", "renban"
// without renban lines, "all possible dots are given", an unknown
// "Heading:"), or for one it maps but did not find
// ("knight" without anti-knight), refuses the puzzle with a
// [*RulesTextError] that lists each phrase and its sentence, wrapping
// [ErrUnreadRules] and [ErrUnsupported]. The standard wording of the
// rules it reads passes. A strict thermometer or killer cage longer
// than the digits is an [*ElementsError], and givens or a solution with
// digits beyond the grid size (a 9 in a 6x6) wrap [ErrDigitRange] and
// [ErrUnsupported].
//
// A cage with a total means a killer cage or, in some puzzles, a cage
// whose digits may repeat; only the text tells them apart. This is the
// one place where the reader reads the text to choose a rule, and it is
// strict: when a sentence in the standard wording ("Digits may repeat in
// cages", "Digits can repeat within a cage", "Cages may contain repeated
// digits", optionally "if allowed by other rules") says so, no other
// sentence about cages speaks of repeats or distinct digits, and every
// cage has a total and is not marked "unique", every cage is read as a
// rules.SumCage and that sentence counts as read; a cage may then have
// more cells than digits. Otherwise the cages are killer cages and the
// sentence is refused as above.
//
// The puzzle comes back in [Canonical] form, followed by the sum cages in
// file order: f-puzzles has no field for them, so [SudokuPadURL], which
// writes an f-puzzles payload, refuses such a puzzle with
// [ErrUnsupported] rather than drop them. Greater-than signs are part of
// the canonical form, and written as f-puzzles text.
//
// Links are bounded: a payload that decompresses to more than
// [MaxDecompressed] characters (4 MiB), or a puzzle with more than 20,000
// elements, is an error wrapping [ErrTooLarge]. A link that was cut off
// wraps [ErrTruncated] and says how much of it was decoded.
//
// # Interactive Sudoku Solver
//
// [ParseISS] reads ISS's constraint strings, ".Type~arg~cell~cell", and
// links to its page that carry one in their q parameter; [ParseLink] and
// the command take them too. [ISSString] and [ISSURL] write them. Cells
// are R1C1 to RgCg (base 17, either case). The grid is ISS's: a Shape of
// N x N with the digits 1..N, boxes as ISS splits the grid (6x6 has 2x3,
// 5x5 and 7x7 none). The types and the rules they become, each checked
// against ISS's own solver code:
//
//	Given (".~R1C1_5~R2C2_1_2")  one digit: a given; more: rules.GivenCandidates;
//	                       the givens of one cell intersect, as in ISS
//	NoBoxes, Jigsaw        rules.Latin, or with a jigsaw's N regions
//	                       rules.JigsawRules; a jigsaw without NoBoxes keeps the
//	                       boxes and adds each region as rules.ExtraRegion
//	Diagonal~1, ~-1        rules.Diagonal{Anti: true} (r9c1-r1c9), {} (r1c1-r9c9)
//	AntiKnight, AntiKing, AntiConsecutive, Windoku, DisjointSets
//	                       their rules (AntiConsecutive: rules.NonConsecutive)
//	StrictKropki, StrictXV rules.NegativeKropki (both colours) / NegativeXV,
//	                       marking the pairs of every dot, X and V
//	AllDifferent, Thermo, Renban, Between, Palindrome, Zipper, Entropic,
//	Arrow, DoubleArrow     their rules (an Arrow's first cell is its circle)
//	Whisper~D              rules.Whispers{Diff: D}; without D, 5 on any grid
//	Modular~3, Lockout~D, SumLine~S (…~LOOP)
//	                       rules.Modular, Lockout{Diff: D}, SumLine{Sum: S, Loop}
//	PillArrow~2|3          rules.Arrow whose circle is the pill in reading order
//	RegionSumLine          rules.RegionSum, cut at the boxes, else the jigsaw
//	Cage~S, Sum~S          rules.Cage (S 0 or empty: distinct only), rules.SumCage
//	Sum~S_=_1_-1, a cell twice
//	                       rules.WeightedSum (a Cage: with rules.Distinct of
//	                       its cells, each once)
//	LittleKiller~S~R1C3    rules.LittleKiller on the diagonal ISS keys by its
//	                       first cell
//	Sandwich~S~R3, XSum~C2~A~B, Skyscraper~R5~A~B
//	                       rules.Sandwich, XSum, Skyscraper (B: from the end)
//	NumberedRoom~R1~A~B, HiddenSkyscraper~C4~A~B
//	                       rules.NumberedRoom, HiddenSkyscraper (B: from the end)
//	LookAndSay~1617~R1C1   rules.LookAndSay, its clue pairs of a count and a
//	                       value (a count of 0 excludes it)
//	Lunchbox~S~R1C1~R1C2   rules.Lunchbox, its cells in the string's order
//	FullRank~R1~A~B, FullRankTies~none|only-unclued|any
//	                       one rules.FullRank of every clue (B: from the end),
//	                       its Ties those of the option (TiesNone, TiesUnclued,
//	                       TiesAny); "none" alone is a FullRank with no clues
//	WhiteDot, BlackDot, X, V, GreaterThan
//	                       one rules.Difference, Ratio, XV or GreaterThan per
//	                       orthogonally adjacent pair of the listed cells
//	                       (GreaterThan: the earlier cell is bigger)
//	Quad~R1C1~1~2          rules.Quadruple
//	Indexing~R|C           rules.RowIndexer / ColumnIndexer
//	CountingCircles        rules.CountingCircles, each independent
//	Pair, PairX, Binary, BinaryX
//	                       rules.Pair per related pair, the key decoded to the
//	                       relation; a PairX of the nabner relation, rules.Nabner
//	Regex~P~R1C1~R1C2      rules.Regex per line ("" between lines), the
//	                       pattern P in ISS's URL-safe base64
//	NFA~E~_name~R1C1~-~R2C2
//	                       rules.StateMachine per group of cells ("" or a
//	                       "_name" between groups, "-" between segments),
//	                       the NFA E in ISS's serialization, its segment
//	                       break the symbol N+1
//	SameValues~K           rules.SameValues of the cells cut into K sets
//	RellikCage~S, EqualityCage
//	                       rules.RellikCage (S below 1: rules.Distinct),
//	                       rules.EqualityCage
//	ContainAtLeast~1_2, ContainExact~1_2
//	                       rules.Contain, Exact for ContainExact
//	CountDistinct          rules.CountDistinct, its first cell the control
//	EqualSum~…~-~…         rules.EqualSum of the segments ("-" between two)
//	ValueIndexing          rules.ValueIndexing
//	Modular~2, ~1, ~M      rules.ParityLine; nothing; M over 3: a rules.Pair
//	                       per two cells fewer than M apart (different mod M)
//	                       and M apart (equal mod M)
//	RegionSameValues       nothing: on 1..N every region holds every digit
//	AntiTaxicab, GlobalEntropy, GlobalMod, DutchFlatmates
//	                       rules.AntiTaxicab, GlobalEntropy, GlobalMod,
//	                       DutchFlatmates
//	And … End              its children; SearchPriority is ignored
//	Replicate~B~R1C1 … End its children copied onto each target cell of the
//	                       bit set B (counted from the origin, R1C1 unless
//	                       given), shifted by its offset from the origin
//
// As in ISS, outside clues of one arrow, and quads of one corner, keep the
// last; lines that constrain nothing in ISS (a one-cell thermo, a between
// line of two cells, a region sum line inside one region) are dropped.
// ISS's other types (Or, chaos construction, extra cells and others),
// value ranges other
// than 1..N (such as 0-8) and rectangular grids are refused: an
// [*ISSError] naming the type and the constraint's index, wrapping
// [ErrUnsupported]; malformed strings wrap [ErrInvalid]. The format holds
// no solution. A string beyond [MaxDecompressed], with more than 20,000
// constraints or And groups nested more than 32 deep wraps [ErrTooLarge].
//
// # SudoCue
//
// [ParseSudoCue] reads SudoCue's killer text, "3x3::k:" (or "3x3:d:k:" for
// a killer X) followed by 256*sum + cage for each cell, and [SudoCueText]
// writes it, for killers whose rules the form holds: the classic rules,
// both diagonals or none, and cages with totals, without givens.
//
// # Errors
//
// Readers and writers return a [*FieldError] naming the format and the
// field (or rule) at fault. It wraps [ErrUnsupported] for what the package
// does not support or the format cannot express, and [ErrInvalid] for
// malformed input: bad JSON, base64 or numbers, a grid of the wrong size,
// a cell off the grid, a bad direction. Links add [ErrStoredOnline],
// [ErrTruncated] and [ErrTooLarge]. Puzzles whose rules text states rules
// not read wrap [ErrUnreadRules] or [ErrUnreadElements], and SudokuPad
// puzzles with digits beyond the grid [ErrDigitRange]. Nothing panics on
// bad input; the fuzz tests check that, and that whatever reads also
// writes back.
package variants
