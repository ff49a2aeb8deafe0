// Command sample copies the shared puzzle corpora into the project's testdata
// and draws the samples of the corpora that are too big to copy whole.
//
// Tests must not read the shared folder, so everything they need lives in
// the project. Run sample from the module root to redo the copies:
//
//	go run ./internal/brute/cmd/sample -src ../shared/corpora -dst sudoku/testdata
//
// It writes, under dst:
//
//   - corpora/easy50.txt, top95.txt, hardest.txt, hardest1106.txt,
//     top1465.txt, grid4.txt, grid16.txt, grid25.txt and grid64.txt:
//     byte-for-byte copies.
//   - corpora/17clue-2000.txt: the first 2000 lines of 17clue.txt.
//   - corpora/serg-sample.txt: the first 300 puzzles of serg10000.txt, in
//     file order, whose solution count is 2..1000, followed by the first 50
//     puzzles that have exactly one solution. Lines are copied unchanged.
//     serg10000.txt has no puzzle with exactly one solution (9,943 have
//     2..1000 and 57 more than 1000), so the second part is empty; sample
//     says so rather than fail, and would pick unique puzzles up if a future
//     serg10000.txt had them.
//   - corpora/serg-sample-counts.txt: one line "puzzle count" for each line
//     of serg-sample.txt.
//   - variants/*.json and variants/README.md: byte-for-byte copies.
//
// Counts come from the brute-force counter in internal/brute with a limit of
// 1001, so 1001 means "more than 1000". Everything is deterministic: a rerun
// on the same sources writes the same files. The hand-written
// corpora/README.md is left alone.
//
// With -verify, sample also counts every 9x9 puzzle of the whole-file copies
// and of the 17clue sample, and reports any that has other than exactly one
// solution.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/z3sudoku/z3sudoku/internal/brute"
)

const (
	clueLines  = 2000 // lines of 17clue.txt to keep
	sergMulti  = 300  // serg puzzles with 2..maxCount solutions to keep
	sergUnique = 50   // serg puzzles with exactly one solution to keep, at most
	maxCount   = 1000 // the largest count of a kept multi-solution puzzle
)

// wholeFiles are copied unchanged.
var wholeFiles = []string{
	"easy50.txt", "top95.txt", "hardest.txt", "hardest1106.txt", "top1465.txt",
	"grid4.txt", "grid16.txt", "grid25.txt", "grid64.txt",
}

// uniqueFiles are the 9x9 files whose every puzzle has exactly one solution,
// as the shared README says; -verify checks it.
var uniqueFiles = []string{
	"easy50.txt", "top95.txt", "hardest.txt", "hardest1106.txt", "top1465.txt", "17clue-2000.txt",
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("sample: ")
	src := flag.String("src", "../shared/corpora", "folder of the shared corpora")
	dst := flag.String("dst", "sudoku/testdata", "testdata folder to write corpora/ and variants/ into")
	verify := flag.Bool("verify", false, "check that every puzzle of the unique corpora has exactly one solution")
	flag.Parse()

	corpora := filepath.Join(*dst, "corpora")
	variants := filepath.Join(*dst, "variants")
	for _, dir := range []string{corpora, variants} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			log.Fatal(err)
		}
	}

	for _, name := range wholeFiles {
		copyFile(filepath.Join(*src, name), filepath.Join(corpora, name))
	}
	lines := readLines(filepath.Join(*src, "17clue.txt"))
	if len(lines) < clueLines {
		log.Fatalf("17clue.txt has %d lines, want at least %d", len(lines), clueLines)
	}
	writeLines(filepath.Join(corpora, "17clue-2000.txt"), lines[:clueLines])
	sampleSerg(filepath.Join(*src, "serg10000.txt"), corpora)

	jsons, err := filepath.Glob(filepath.Join(*src, "variants", "*.json"))
	if err != nil {
		log.Fatal(err)
	}
	for _, path := range append(jsons, filepath.Join(*src, "variants", "README.md")) {
		copyFile(path, filepath.Join(variants, filepath.Base(path)))
	}
	fmt.Printf("variants: %d JSON files and README.md\n", len(jsons))

	if *verify {
		for _, name := range uniqueFiles {
			verifyUnique(filepath.Join(corpora, name))
		}
	}
}

// sampleSerg writes serg-sample.txt and serg-sample-counts.txt into dir.
func sampleSerg(path, dir string) {
	start := time.Now()
	var multi, unique []string
	var counts = make(map[string]int)
	scanned := 0
	for _, line := range readLines(path) {
		if len(multi) == sergMulti && len(unique) == sergUnique {
			break
		}
		scanned++
		n := brute.Count(brute.Classic(9, 3, 3, parse(path, line)), maxCount+1)
		switch {
		case n == 1 && len(unique) < sergUnique:
			unique = append(unique, line)
		case n >= 2 && n <= maxCount && len(multi) < sergMulti:
			multi = append(multi, line)
		default:
			continue
		}
		counts[line] = n
	}
	if len(multi) < sergMulti {
		log.Fatalf("%s: found %d puzzles with 2..%d solutions, want %d", path, len(multi), maxCount, sergMulti)
	}
	if len(unique) < sergUnique {
		fmt.Printf("%s: only %d of %d puzzles have exactly one solution; keeping them all\n",
			filepath.Base(path), len(unique), scanned)
	}
	sample := append(multi, unique...)
	var withCounts []string
	for _, line := range sample {
		withCounts = append(withCounts, fmt.Sprintf("%s %d", line, counts[line]))
	}
	writeLines(filepath.Join(dir, "serg-sample.txt"), sample)
	writeLines(filepath.Join(dir, "serg-sample-counts.txt"), withCounts)
	fmt.Printf("serg-sample.txt: %d puzzles with 2..%d solutions and %d unique ones, from the first %d lines of %s (%v)\n",
		len(multi), maxCount, len(unique), scanned, filepath.Base(path), time.Since(start).Round(time.Millisecond))
}

// verifyUnique reports every puzzle of the file at path that has other than
// exactly one solution.
func verifyUnique(path string) {
	start := time.Now()
	lines := readLines(path)
	bad := 0
	for i, line := range lines {
		if n := brute.Count(brute.Classic(9, 3, 3, parse(path, line)), 2); n != 1 {
			fmt.Printf("%s:%d: %d solutions (limit 2)\n", path, i+1, n)
			bad++
		}
	}
	fmt.Printf("%s: %d puzzles, %d without a unique solution (%v)\n",
		filepath.Base(path), len(lines), bad, time.Since(start).Round(time.Millisecond))
}

// parse reads an 81-character puzzle line, with '0' or '.' for an empty cell.
func parse(path, line string) []int {
	if len(line) != 81 {
		log.Fatalf("%s: line %q has %d characters, want 81", path, line, len(line))
	}
	g := make([]int, 81)
	for i := 0; i < len(line); i++ {
		switch ch := line[i]; {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			g[i] = int(ch - '0')
		default:
			log.Fatalf("%s: line %q has bad character %q", path, line, ch)
		}
	}
	return g
}

// readLines returns the non-empty lines of the file at path.
func readLines(path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			lines = append(lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		log.Fatalf("%s: %v", path, err)
	}
	return lines
}

// writeLines writes lines to path, each ended by a newline.
func writeLines(path string, lines []string) {
	var b strings.Builder
	for _, line := range lines {
		b.WriteString(line)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d lines\n", filepath.Base(path), len(lines))
}

// copyFile copies the file at from to to, byte for byte.
func copyFile(from, to string) {
	data, err := os.ReadFile(from)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		log.Fatal(err)
	}
}
