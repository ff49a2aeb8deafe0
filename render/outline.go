package render

import (
	"math"

	"github.com/z3sudoku/z3sudoku/sudoku"
)

// cageOutline returns the outline of a set of cells, inset by d pixels
// from the cell borders, as closed loops of corner points. Cells that only
// touch at a corner get separate loops.
func (d *drawer) cageOutline(cells []sudoku.Cell, inset float64) [][]point {
	in := make(map[sudoku.Cell]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	has := func(c sudoku.Cell, dr, dc int) bool { return in[sudoku.Cell{Row: c.Row + dr, Col: c.Col + dc}] }
	// end returns where a side of the cell stops along its own axis: at
	// the inset corner when the cage turns away (convex), past the cell
	// border when it turns inwards (concave), at the border otherwise.
	end := func(border float64, sign float64, sideOpen, diag bool) float64 {
		switch {
		case sideOpen:
			return border - sign*inset
		case diag:
			return border + sign*inset
		}
		return border
	}
	var segs [][2]point
	for _, c := range cells {
		x0, y0 := d.ox+float64(c.Col)*d.s, d.oy+float64(c.Row)*d.s
		x1, y1 := x0+d.s, y0+d.s
		up, down, left, right := !has(c, -1, 0), !has(c, 1, 0), !has(c, 0, -1), !has(c, 0, 1)
		if up {
			y := y0 + inset
			segs = append(segs, [2]point{{end(x0, -1, left, has(c, -1, -1)), y}, {end(x1, 1, right, has(c, -1, 1)), y}})
		}
		if down {
			y := y1 - inset
			segs = append(segs, [2]point{{end(x0, -1, left, has(c, 1, -1)), y}, {end(x1, 1, right, has(c, 1, 1)), y}})
		}
		if left {
			x := x0 + inset
			segs = append(segs, [2]point{{x, end(y0, -1, up, has(c, -1, -1))}, {x, end(y1, 1, down, has(c, 1, -1))}})
		}
		if right {
			x := x1 - inset
			segs = append(segs, [2]point{{x, end(y0, -1, up, has(c, -1, 1))}, {x, end(y1, 1, down, has(c, 1, 1))}})
		}
	}
	return chainLoops(segs)
}

// chainLoops joins segments that share end points into closed loops and
// keeps only the corners of each.
func chainLoops(segs [][2]point) [][]point {
	type key struct{ x, y int64 }
	k := func(p point) key { return key{int64(math.Round(p.X * 256)), int64(math.Round(p.Y * 256))} }
	at := make(map[key][]int)
	for i, s := range segs {
		at[k(s[0])] = append(at[k(s[0])], i)
		at[k(s[1])] = append(at[k(s[1])], i)
	}
	used := make([]bool, len(segs))
	var loops [][]point
	for start := range segs {
		if used[start] {
			continue
		}
		used[start] = true
		loop := []point{segs[start][0]}
		cur := segs[start][1]
		for k(cur) != k(loop[0]) {
			loop = append(loop, cur)
			next := -1
			for _, j := range at[k(cur)] {
				if !used[j] {
					next = j
					break
				}
			}
			if next < 0 {
				break // not closed: cannot happen for a set of cells
			}
			used[next] = true
			if k(segs[next][0]) == k(cur) {
				cur = segs[next][1]
			} else {
				cur = segs[next][0]
			}
		}
		loops = append(loops, corners(loop))
	}
	return loops
}

// corners drops the points of a closed loop that lie on a straight run.
func corners(loop []point) []point {
	var out []point
	n := len(loop)
	for i, p := range loop {
		prev, next := loop[(i+n-1)%n], loop[(i+1)%n]
		a, b := p.sub(prev), next.sub(p)
		if math.Abs(a.X*b.Y-a.Y*b.X) > 1e-9 {
			out = append(out, p)
		}
	}
	return out
}

// dashLoop cuts a closed loop of corners into dashes of about on pixels
// with gaps of about gap pixels. Each straight run is fitted on its own so
// that it starts and ends with a dash: every corner is inked, and the
// dashes meeting there form one L-shaped piece.
func dashLoop(loop []point, on, gap float64) (pieces [][]point, closed bool) {
	n := len(loop)
	var dashes [][]point
	for i := range loop {
		a, b := loop[i], loop[(i+1)%n]
		l := b.sub(a).len()
		u := b.sub(a).unit()
		m := max(1, int(math.Round((l+gap)/(on+gap))))
		dash := (l - float64(m-1)*gap) / float64(m)
		if dash <= 0 {
			m, dash = 1, l
		}
		for j := range m {
			from := float64(j) * (dash + gap)
			dashes = append(dashes, []point{a.add(u.scale(from)), a.add(u.scale(from + dash))})
		}
	}
	for _, dsh := range dashes {
		if len(pieces) > 0 {
			last := pieces[len(pieces)-1]
			if last[len(last)-1].near(dsh[0], 1e-6) {
				pieces[len(pieces)-1] = append(last, dsh[1])
				continue
			}
		}
		pieces = append(pieces, dsh)
	}
	if len(pieces) > 1 {
		last, first := pieces[len(pieces)-1], pieces[0]
		if last[len(last)-1].near(first[0], 1e-6) {
			pieces[0] = append(last, first[1:]...)
			pieces = pieces[:len(pieces)-1]
		}
	}
	if len(pieces) == 1 && pieces[0][0].near(pieces[0][len(pieces[0])-1], 1e-6) {
		p := pieces[0]
		return [][]point{p[:len(p)-1]}, true
	}
	return pieces, false
}
