package variants

import "slices"

// dotNamedOther reports a sentence of the rules text that names dots by
// a colour word other than kropki's own ("black", "white") that matches
// col, the fill of a dot about to be read as a kropki dot: "Cells
// separated by a grey dot are either consecutive or in a 1:2 ratio" about
// dark grey dots that would pass for black. Such a dot means what the
// sentence says, not kropki's rule, so it is left unread.
func (d *sclDecoder) dotNamedOther(col colour, kropki string) bool {
	if d.rulesText == "" {
		return false
	}
	for _, s := range d.sentences() {
		if !slices.Contains(s.words, "dot") && !slices.Contains(s.words, "dots") {
			continue
		}
		for _, w := range s.colours {
			if w != kropki && colourWords[w](col) {
				return true
			}
		}
	}
	return false
}
