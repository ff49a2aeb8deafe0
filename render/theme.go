package render

import "image/color"

// Theme is the set of colours a drawing uses. A nil colour is not drawn.
// [Default] and [Print] are the built-in themes; copy one and change its
// fields to make another.
type Theme struct {
	Name       string      // shown by the command-line tool's --theme flag
	Background color.Color // the page
	GridLine   color.Color // thin lines between cells
	Border     color.Color // box and jigsaw region borders, the outer frame
	Given      color.Color // given digits, drawn bold
	Solved     color.Color // digits of the solution, drawn regular
	Candidate  color.Color // pencil marks
	Clue       color.Color // cage sums, outside clues, little killers, captions
	Cage       color.Color // killer cage outlines
	Diagonal   color.Color // the diagonals of Sudoku-X
	Region     color.Color // extra regions, windoku windows, distinct groups
	Clone      color.Color // clone regions
	Indexer    color.Color // row, column and box indexing cells
	Marker     color.Color // even squares, odd circles, custom pair dots
	Extremum   color.Color // minimum and maximum cells
	Dot        color.Color // kropki dots, X and V, inequality and min/max signs, quadruple circles
	Thermo     color.Color // thermometers, slow ones too
	Arrow      color.Color // arrows, their circles and pills
	Whispers   color.Color
	Renban     color.Color
	Palindrome color.Color
	Between    color.Color
	RegionSum  color.Color
	Zipper     color.Color
	Entropic   color.Color
	Modular    color.Color
	Nabner     color.Color
	Parity     color.Color // parity lines
	Sequence   color.Color // sequence lines
	Regex      color.Color // regex lines
	Lockout    color.Color // lockout lines and their end diamonds
	SumLine    color.Color // sum (10) lines
	DiffCount  color.Color // differences count lines
	Fibonacci  color.Color // Fibonacci lines
	IndexLine  color.Color // index lines and their diamonds
	Sun        color.Color // sunburn suns
	HalfSum    color.Color // half-sum lines
}

func rgb(hex uint32) color.NRGBA {
	return color.NRGBA{R: uint8(hex >> 16), G: uint8(hex >> 8), B: uint8(hex), A: 0xff}
}

// Default is the colour theme: black givens, blue solved digits, and the
// line colours setters know from f-puzzles (green whispers, purple renban,
// grey palindromes, blue region sums, lavender zippers).
var Default = Theme{
	Name:       "default",
	Background: rgb(0xffffff),
	GridLine:   rgb(0x9a9a9a),
	Border:     rgb(0x000000),
	Given:      rgb(0x000000),
	Solved:     rgb(0x1a56c4),
	Candidate:  rgb(0x5a5a5a),
	Clue:       rgb(0x000000),
	Cage:       rgb(0x000000),
	Diagonal:   rgb(0x7aa6d6),
	Region:     rgb(0xd9d9d9),
	Clone:      rgb(0xf6dfb4),
	Indexer:    rgb(0xf4c7c3),
	Marker:     rgb(0xc8c8c8),
	Extremum:   rgb(0xe6e6e6),
	Dot:        rgb(0x000000),
	Thermo:     rgb(0xbdbdbd),
	Arrow:      rgb(0x6b6b6b),
	Whispers:   rgb(0x63d66b),
	Renban:     rgb(0xe8a0f0),
	Palindrome: rgb(0xa8a8a8),
	Between:    rgb(0x9aa8b8),
	RegionSum:  rgb(0x6fb0f0),
	Zipper:     rgb(0xc4b0f0),
	Entropic:   rgb(0xf5b26b),
	Modular:    rgb(0x6fd0c4),
	Nabner:     rgb(0xe8d660),
	Parity:     rgb(0xf28b82),
	Sequence:   rgb(0x7f8fa6),
	Regex:      rgb(0x5d8a72),
	Lockout:    rgb(0x9b86ec),
	SumLine:    rgb(0x8fd4a0),
	DiffCount:  rgb(0xb7f68c),
	Fibonacci:  rgb(0x6adaed),
	IndexLine:  rgb(0x71ded2),
	Sun:        rgb(0xf0a830),
	HalfSum:    rgb(0x8cbf6e),
}

// Print is a black-and-white theme for paper: every colour is black, white
// or a grey that photocopies well. Line kinds differ only by their shade
// of grey, so a printed puzzle states its line rules in words.
var Print = Theme{
	Name:       "print",
	Background: rgb(0xffffff),
	GridLine:   rgb(0x808080),
	Border:     rgb(0x000000),
	Given:      rgb(0x000000),
	Solved:     rgb(0x505050),
	Candidate:  rgb(0x505050),
	Clue:       rgb(0x000000),
	Cage:       rgb(0x000000),
	Diagonal:   rgb(0x909090),
	Region:     rgb(0xdedede),
	Clone:      rgb(0xeaeaea),
	Indexer:    rgb(0xd0d0d0),
	Marker:     rgb(0xc4c4c4),
	Extremum:   rgb(0xe8e8e8),
	Dot:        rgb(0x000000),
	Thermo:     rgb(0xc4c4c4),
	Arrow:      rgb(0x404040),
	Whispers:   rgb(0x9c9c9c),
	Renban:     rgb(0xc0c0c0),
	Palindrome: rgb(0xb0b0b0),
	Between:    rgb(0x808080),
	RegionSum:  rgb(0x8c8c8c),
	Zipper:     rgb(0xd0d0d0),
	Entropic:   rgb(0xa8a8a8),
	Modular:    rgb(0xb8b8b8),
	Nabner:     rgb(0xcccccc),
	Parity:     rgb(0x989898),
	Sequence:   rgb(0xc8c8c8),
	Regex:      rgb(0x9cc4ad),
	Lockout:    rgb(0x888888),
	SumLine:    rgb(0xb0b0b0),
	DiffCount:  rgb(0xa0a0a0),
	Fibonacci:  rgb(0xbababa),
	IndexLine:  rgb(0xa0a0a0),
	Sun:        rgb(0x707070),
	HalfSum:    rgb(0xa0a0a0),
}

// Themes returns the built-in themes, [Default] first.
func Themes() []Theme { return []Theme{Default, Print} }
