package main

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRun(t *testing.T) {
	const want = `Thermo-arrow: 14 givens, unique: true
puzzle.svg: 14 given, 0 solved, 8 thermo, 8 arrow-circle, 8 arrow
pencil-marks.png: 608x608 pixels
solution.svg: 14 given, 67 solved, 8 thermo, 8 arrow-circle, 8 arrow
`
	dir := t.TempDir()
	var out strings.Builder
	if err := run(dir, &out); err != nil {
		t.Fatalf("run() error = %v", err)
	}
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("run() output mismatch (-want +got):\n%s", diff)
	}
	for _, name := range []string{"puzzle.svg", "solution.svg"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		dec := xml.NewDecoder(bytes.NewReader(data))
		for {
			_, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s is not XML: %v", name, err)
			}
		}
	}
	f, err := os.Open(filepath.Join(dir, "pencil-marks.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := png.Decode(f); err != nil {
		t.Errorf("pencil-marks.png: %v", err)
	}
}
