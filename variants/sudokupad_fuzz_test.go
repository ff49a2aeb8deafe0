package variants

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzParseLink feeds links to ParseLink: it never panics, and whatever it
// reads goes through a SudokuPad link unchanged, but for the sum cages and
// greater-than signs, which f-puzzles cannot hold: the writer refuses a
// puzzle with them, and the rest goes through. The seeds are the
// testdata links and files, and small zipped puzzles with every element
// kind; more are in testdata/fuzz/FuzzParseLink.
func FuzzParseLink(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(spDir, "*"))
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			f.Fatal(err)
		}
		text := strings.TrimSpace(string(data))
		switch {
		case strings.HasSuffix(fn, ".scl"):
			f.Add("scl" + compressToBase64(text))
		case strings.HasSuffix(fn, ".ctc.json"):
			f.Add("ctc" + compressToBase64(text))
		case strings.HasSuffix(fn, ".link"), strings.HasSuffix(fn, ".txt"):
			for _, l := range strings.Fields(text) {
				f.Add(l)
			}
		}
	}
	for _, s := range []string{
		`{ce:[[,],[,]]}`,
		`{ce:[[{v:1},],[,{v:'1'}]],re:[[[0,0],[0,1]],[[1,0],[1,1]]],ca:[{ce:[[0,0],[1,0]],v:3}]}`,
		`{ce:[[,,],[,,],[,,]],l:[{c:CFCFCF,th:21,wp:[[0.5,0.5],[2.5,2.5]]}],u:[{c2:CFCFCF,ct:[0.5,0.5],r:t,w:0.85,h:0.85}]}`,
		`{ce:[[,,],[,,],[,,]],a:[{c:a1a1a1,hl:0.3,wp:[[0.5,0.8],[0.5,2.5]]}],o:[{c1:a1a1a1,ct:[0.5,0.5],r:t,w:0.75,h:0.75}]}`,
		`{ce:[[,,],[,,],[,,]],o:[{ct:[1,0.5],w:0.3,h:0.3,r:t,c1:#0,c2:#F},{ct:[0.5,1],w:0.3,h:0.3,r:t,c2:#0},{ct:[1.5,1],w:0.25,h:0.25,te:'X'}]}`,
	} {
		f.Add("scl" + compressToBase64(s))
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseLink(s)
		if err != nil {
			return
		}
		if rs, extra := sclFPuzzlesRules(p.Rules); len(extra) > 0 {
			if _, err := SudokuPadURL(p); !errors.Is(err, ErrUnsupported) {
				t.Fatalf("SudokuPadURL(read puzzle with %v) = %v, want ErrUnsupported", extra[0], err)
			}
			p.Rules = rs
		}
		link, err := SudokuPadURL(p)
		if err != nil {
			t.Fatalf("SudokuPadURL(read puzzle) = %v", err)
		}
		q, err := ParseLink(link)
		if err != nil {
			t.Fatalf("ParseLink(SudokuPadURL()) = %v", err)
		}
		if d := cmp.Diff(p, q); d != "" {
			t.Fatalf("round trip (-read +reread):\n%s", d)
		}
	})
}

// FuzzUnzipSCL checks the zipped-JSON reader: no panic, and what it
// accepts is JSON.
func FuzzUnzipSCL(f *testing.F) {
	for _, s := range []string{`{a:1}`, `{ce:[[,],[,]],t:'it\'s',c:#0,r:t}`, `[,{},]`, `{'x':"y"}`, `{v:123456}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		js, err := unzipSCL(s)
		if err != nil {
			return
		}
		if !json.Valid(js) {
			t.Fatalf("unzipSCL(%q) = %q, not JSON", s, js)
		}
	})
}
