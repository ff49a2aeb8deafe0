package render

import (
	"bufio"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
)

// fontFamily is the SVG's font: the Go fonts the PNG backend uses, then
// common sans-serif ones with similar digits.
const fontFamily = "Go, 'DejaVu Sans', Arial, Helvetica, sans-serif"

// writeSVG writes sc as a standalone SVG document. It has no XML
// declaration, so it can be inlined in HTML as it is.
func writeSVG(w io.Writer, sc *scene) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="%s">`+"\n",
		sc.w, sc.h, sc.w, sc.h, fontFamily)
	if sc.title != "" {
		fmt.Fprintf(bw, "<title>%s</title>\n", escape(sc.title))
	}
	fmt.Fprintf(bw, `<rect class="background" width="%d" height="%d"%s/>`+"\n", sc.w, sc.h, paint("fill", sc.bg))
	for _, it := range sc.items {
		switch it := it.(type) {
		case *path:
			fmt.Fprintf(bw, `<path class="%s" d="%s"%s%s/>`+"\n", it.class, pathData(it),
				paint("fill", it.fill), strokeAttrs(it.stroke, it.width, it.cap))
		case *circle:
			fmt.Fprintf(bw, `<circle class="%s" cx="%s" cy="%s" r="%s"%s%s/>`+"\n", it.class, num(it.c.X), num(it.c.Y), num(it.r),
				paint("fill", it.fill), strokeAttrs(it.stroke, it.width, capRound))
		case *text:
			anchor := map[anchor]string{anchorMiddle: "middle", anchorStart: "start", anchorEnd: "end"}[it.anchor]
			weight := ""
			if it.bold {
				weight = ` font-weight="bold"`
			}
			fmt.Fprintf(bw, `<text class="%s" x="%s" y="%s" font-size="%s" text-anchor="%s"%s%s>%s</text>`+"\n",
				it.class, num(it.at.X), num(it.at.Y), num(it.size), anchor, weight, paint("fill", it.colour), escape(it.s))
		}
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// num formats a coordinate with at most two decimals.
func num(v float64) string {
	v = math.Round(v*100) / 100
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

func pathData(p *path) string {
	var sb strings.Builder
	for k, pts := range append([][]point{p.pts}, p.more...) {
		for i, q := range pts {
			switch {
			case i > 0:
				sb.WriteString(" L")
			case k > 0:
				sb.WriteString(" M")
			default:
				sb.WriteString("M")
			}
			sb.WriteString(num(q.X) + " " + num(q.Y))
		}
		if len(pts) == 1 {
			// A single point draws as a dot under a round cap.
			sb.WriteString(" L" + num(pts[0].X) + " " + num(pts[0].Y))
		}
		if p.closed {
			sb.WriteString(" Z")
		}
	}
	return sb.String()
}

// paint returns a fill or stroke attribute, "none" for a transparent
// colour.
func paint(attr string, c color.NRGBA) string {
	if c.A == 0 {
		return " " + attr + `="none"`
	}
	s := fmt.Sprintf(` %s="#%02x%02x%02x"`, attr, c.R, c.G, c.B)
	if c.A != 0xff {
		s += fmt.Sprintf(` %s-opacity="%s"`, attr, num(float64(c.A)/255))
	}
	return s
}

func strokeAttrs(c color.NRGBA, width float64, cap lineCap) string {
	if c.A == 0 || width <= 0 {
		return ""
	}
	caps := map[lineCap]string{capRound: "round", capButt: "butt", capSquare: "square"}
	return paint("stroke", c) + fmt.Sprintf(` stroke-width="%s" stroke-linecap="%s" stroke-linejoin="round"`, num(width), caps[cap])
}

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

func escape(s string) string { return escaper.Replace(s) }
