package render

import (
	"bytes"
	"encoding/xml"
	"flag"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Regenerate the golden files after a deliberate change of the drawing
// with
//
//	go test ./render -run Golden -update
//
// and look at the new files before committing them.
var update = flag.Bool("update", false, "rewrite testdata/golden/*.svg")

// TestGolden compares the SVG of one puzzle of each family with its golden
// file.
func TestGolden(t *testing.T) {
	for _, f := range families(t) {
		t.Run(f.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := SVG(&buf, f.p, f.opts...); err != nil {
				t.Fatalf("SVG() error = %v", err)
			}
			file := filepath.Join("testdata", "golden", f.name+".svg")
			if *update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test ./render -run Golden -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), buf.String()); diff != "" {
				t.Errorf("SVG() mismatch with %s (-want +got):\n%s", file, diff)
			}
		})
	}
}

// TestSVGIsXML parses every family's SVG as XML and checks the root
// element and its size.
func TestSVGIsXML(t *testing.T) {
	for _, f := range families(t) {
		t.Run(f.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := SVG(&buf, f.p, f.opts...); err != nil {
				t.Fatalf("SVG() error = %v", err)
			}
			sc, err := layout(f.p, f.opts)
			if err != nil {
				t.Fatal(err)
			}
			dec := xml.NewDecoder(&buf)
			var root xml.StartElement
			elements := 0
			for {
				tok, err := dec.Token()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("SVG is not XML: %v", err)
				}
				if se, ok := tok.(xml.StartElement); ok {
					if elements == 0 {
						root = se
					}
					elements++
				}
			}
			if root.Name.Local != "svg" || root.Name.Space != "http://www.w3.org/2000/svg" {
				t.Errorf("root element = %v, want svg in the SVG namespace", root.Name)
			}
			attrs := map[string]string{}
			for _, a := range root.Attr {
				attrs[a.Name.Local] = a.Value
			}
			if w, h := attrs["width"], attrs["height"]; w != itoa(sc.w) || h != itoa(sc.h) {
				t.Errorf("svg size = %sx%s, want %dx%d", w, h, sc.w, sc.h)
			}
			// The root, the title if any, the background and one element
			// per item.
			want := 2 + len(sc.items)
			if sc.title != "" {
				want++
			}
			if elements != want {
				t.Errorf("SVG has %d elements, want %d", elements, want)
			}
		})
	}
}

// TestPNGDecodes encodes every family as PNG, decodes it and checks its
// size against the SVG's.
func TestPNGDecodes(t *testing.T) {
	for _, f := range families(t) {
		t.Run(f.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := PNG(&buf, f.p, f.opts...); err != nil {
				t.Fatalf("PNG() error = %v", err)
			}
			img, err := png.Decode(&buf)
			if err != nil {
				t.Fatalf("png.Decode() error = %v", err)
			}
			sc, err := layout(f.p, f.opts)
			if err != nil {
				t.Fatal(err)
			}
			if b := img.Bounds(); b.Dx() != sc.w || b.Dy() != sc.h {
				t.Errorf("PNG size = %dx%d, want %dx%d", b.Dx(), b.Dy(), sc.w, sc.h)
			}
		})
	}
}
