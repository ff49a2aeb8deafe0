package render

import (
	"bytes"
	"context"
	"fmt"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/z3sudoku/z3sudoku/rules"
	"github.com/z3sudoku/z3sudoku/sudoku"
)

// chromium is Debian's Chromium, which scripts/deps.sh installs.
const chromium = "/usr/bin/chromium"

// TestBrowser renders three puzzles as SVG, inlines them in one HTML page,
// has headless Chromium take a screenshot, and samples its pixels where the
// layout says: thick jigsaw borders where regions meet and thin lines
// elsewhere, ink on every cage corner, thermometer bulbs in their colour,
// and background in empty cells. It checks that a real browser draws the
// SVG as the geometry means, not only that the SVG parses.
func TestBrowser(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("headless browser test: %s not found (%v); run scripts/deps.sh --test (make test does), which installs Debian's chromium", chromium, err)
	}
	want := map[string]bool{"jigsaw": true, "killer": true, "thermo": true}
	type placed struct {
		family
		sc *scene
		x  int // left edge in the page
	}
	var shown []placed
	var page strings.Builder
	page.WriteString(`<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff">` + "\n")
	width, height := 0, 0
	for _, f := range families(t) {
		if !want[f.name] {
			continue
		}
		f.opts = append(f.opts, WithCellSize(60))
		sc, err := layout(f.p, f.opts)
		if err != nil {
			t.Fatal(err)
		}
		var svg bytes.Buffer
		if err := writeSVG(&svg, sc); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&page, "<div style=\"position:absolute;left:%dpx;top:0\">%s</div>\n", width, svg.String())
		shown = append(shown, placed{f, sc, width})
		width += sc.w + 20
		height = max(height, sc.h)
	}
	page.WriteString("</body></html>\n")

	dir := t.TempDir()
	html, shot := filepath.Join(dir, "page.html"), filepath.Join(dir, "shot.png")
	if err := os.WriteFile(html, []byte(page.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	start := time.Now()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--hide-scrollbars", "--force-device-scale-factor=1", "--user-data-dir="+filepath.Join(dir, "profile"),
		"--screenshot="+shot, fmt.Sprintf("--window-size=%d,%d", width, height), "file://"+html)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	t.Logf("chromium took %v", time.Since(start).Round(time.Millisecond))
	data, err := os.ReadFile(shot)
	if err != nil {
		t.Fatalf("chromium wrote no screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() < width || b.Dy() < height {
		t.Fatalf("screenshot is %v, want at least %dx%d", b.Size(), width, height)
	}

	for _, p := range shown {
		d := &drawer{p: p.p, n: p.p.Shape.Size, s: p.sc.cell, ox: p.sc.origin.X, oy: p.sc.origin.Y}
		px := func(q point) color.NRGBA {
			return color.NRGBAModel.Convert(img.At(p.x+int(q.X), int(q.Y))).(color.NRGBA)
		}
		lum := func(q point) int { c := px(q); return (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000 }
		blank := func(q point) bool { c := px(q); return c.R >= 245 && c.G >= 245 && c.B >= 245 }
		t.Run(p.name, func(t *testing.T) {
			if q := (point{2, 2}); !blank(q) {
				t.Errorf("margin pixel %v = %v, want background", q, px(q))
			}
			// Cells with nothing in them are background at their centre.
			busy := map[sudoku.Cell]bool{}
			for _, r := range rules.Flatten(p.p.Rules...) {
				switch r := r.(type) {
				case rules.Thermometer:
					for _, c := range r.Cells {
						busy[c] = true
					}
				case rules.SlowThermometer:
					for _, c := range r.Cells {
						busy[c] = true
					}
				}
			}
			for i := range p.p.Shape.NumCells() {
				c := p.p.Shape.CellAt(i)
				if busy[c] || !p.p.Givens.IsZero() && p.p.Givens.At(c) != 0 {
					continue
				}
				if q := d.centre(c); !blank(q) {
					t.Errorf("empty cell %v: pixel %v = %v, want background", c, q, px(q))
				}
			}
			switch p.name {
			case "jigsaw":
				checkRegionBorders(t, d, p.p, lum)
			case "killer":
				checkCageCorners(t, d, p.p, lum)
			case "thermo":
				bulb := nrgba(Default.Thermo)
				for _, r := range rules.Flatten(p.p.Rules...) {
					if th, ok := r.(rules.Thermometer); ok {
						q := d.centre(th.Cells[0])
						if c := px(q); absDiff(c.R, bulb.R) > 16 || absDiff(c.G, bulb.G) > 16 || absDiff(c.B, bulb.B) > 16 {
							t.Errorf("bulb at %v: pixel %v = %v, want about %v", th.Cells[0], q, c, bulb)
						}
					}
				}
			}
		})
	}
}

// checkRegionBorders samples beside every line between two cells: 1 to 2
// pixels off its centre, a thick border (0.06 cells wide) is still dark
// while a thin line (0.02 cells) has ended.
func checkRegionBorders(t *testing.T, d *drawer, p sudoku.Puzzle, lum func(point) int) {
	t.Helper()
	var j rules.Jigsaw
	for _, r := range rules.Flatten(p.Rules...) {
		if r, ok := r.(rules.Jigsaw); ok {
			j = r
		}
	}
	region := map[sudoku.Cell]int{}
	for k, cells := range j.Regions {
		for _, c := range cells {
			region[c] = k
		}
	}
	thick, thin := 0, 0
	for r := range d.n {
		for c := range d.n {
			a := sudoku.Cell{Row: r, Col: c}
			for _, b := range []sudoku.Cell{{Row: r, Col: c + 1}, {Row: r + 1, Col: c}} {
				if !p.Shape.Contains(b) {
					continue
				}
				mid := d.centre(a).add(d.centre(b)).scale(0.5)
				off := point{1.5, 0}
				if b.Row != a.Row {
					off = point{0, 1.5}
				}
				l1, l2 := lum(mid.add(off)), lum(mid.sub(off))
				if region[a] != region[b] {
					thick++
					if l1 > 128 || l2 > 128 {
						t.Errorf("border %v|%v: luminance %d and %d beside it, want dark", a, b, l1, l2)
					}
				} else {
					thin++
					if l1 < 200 || l2 < 200 {
						t.Errorf("thin line %v|%v: luminance %d and %d beside it, want light", a, b, l1, l2)
					}
				}
			}
		}
	}
	if thick == 0 || thin == 0 {
		t.Errorf("sampled %d thick and %d thin lines, want some of each", thick, thin)
	}
}

// checkCageCorners samples every corner of every cage outline, except the
// top-left one that the sum covers.
func checkCageCorners(t *testing.T, d *drawer, p sudoku.Puzzle, lum func(point) int) {
	t.Helper()
	corners := 0
	for _, r := range rules.Flatten(p.Rules...) {
		cage, ok := r.(rules.Cage)
		if !ok {
			continue
		}
		first := d.vertex(cage.Cells[0].Row, cage.Cells[0].Col)
		for _, loop := range d.cageOutline(cage.Cells, d.s*0.08) {
			for _, q := range loop {
				if cage.Sum > 0 && q.near(first.add(point{d.s * 0.08, d.s * 0.08}), 0.5) {
					continue
				}
				corners++
				if l := lum(point{q.X, q.Y}); l > 160 {
					t.Errorf("cage %v: corner %v has luminance %d, want ink", cage, q, l)
				}
			}
		}
	}
	if corners < 20 {
		t.Errorf("sampled %d cage corners, want at least 20", corners)
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
